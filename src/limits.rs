//! Limits on input, so that a damaged or hostile file gets a clear error
//! instead of exhausting memory or the stack. Each is documented in
//! `halflings --help`.

/// The largest tile or manifest file read, in bytes (1 MiB).
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// The most tile files one catalog may hold.
pub const MAX_TILES: usize = 100_000;

/// The deepest arrays and tables may nest in one file.
pub const MAX_NESTING: usize = 32;

/// The most problems drawn for one file; the rest are counted. A damaged
/// file can hold a problem on every line, and drawing each against a large
/// file would take long and flood the terminal.
pub const MAX_SHOWN_PER_FILE: usize = 50;
