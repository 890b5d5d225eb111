//! Limits on input, so that a damaged or hostile file gets a clear error
//! instead of exhausting memory or the stack. Each is documented in
//! `halflings --help`.

/// The largest tile or manifest file read, in bytes (1 MiB).
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// The most tile files one catalog may hold.
pub const MAX_TILES: usize = 100_000;

/// The deepest arrays and tables may nest in one file.
pub const MAX_NESTING: usize = 32;

/// The most values (strings, numbers, arrays, tables...) one file may hold.
/// A tile holds about 60, the manifest about 150; a 1 MiB file of `1,1,...`
/// holds half a million, and each costs far more memory than its two bytes.
pub const MAX_VALUES: usize = 10_000;

/// The most problems drawn for one file; the rest are counted. A damaged
/// file can hold a problem on every line, and drawing each against a large
/// file would take long and flood the terminal.
pub const MAX_SHOWN_PER_FILE: usize = 50;

/// The most bytes all the definition files of one tiles directory may come
/// to: room for [`MAX_TILES`] tiles of a couple of KiB each.
pub const MAX_TOTAL_BYTES: u64 = 256 * 1024 * 1024;

/// The most values all the definition files of one tiles directory may hold
/// together: room for [`MAX_TILES`] tiles of about 60 values each, while
/// bounding the memory that the parsed files take (a few hundred bytes a
/// value).
pub const MAX_TOTAL_VALUES: usize = 10_000_000;

/// The farthest a worked example's `[try]` may lie from the nearest tile
/// of its board, in spaces along a row or a column (whichever is more): 2
/// leaves one empty space between them, room to show a tile that touches
/// nothing. A board's picture spans its try, so a try far away would make
/// a picture of mostly empty spaces, and a huge one.
pub const MAX_TRY_DISTANCE: u32 = 2;

/// The most columns, and the most rows, a worked example's board may span,
/// its `[try]` included. Its picture is a square of at most this many
/// spaces a side, plus a margin (see `halflings_art::board`).
pub const MAX_BOARD_SPACES: u32 = 16;

/// The most bytes one message of a language's file (`lang/<code>.ftl`) may
/// come to, with every message and term it refers to written out in full
/// (the arguments the sheets pass, numbers and tile names, left out). The
/// longest shipped message is about 1.1 KiB; a sheet sets each message
/// within a page, so this bounds the text a page lays out.
pub const MAX_MESSAGE_BYTES: usize = 4 * 1024;

/// The deepest placeables (`{ ... }`), and the call arguments within them
/// (`-term(case: ...)`), may nest in a language's file. A selector is a
/// placeable. The shipped files nest at most 2 deep. Checked on the file's
/// bytes before Fluent's parser, which recurses once a level, reads it.
pub const MAX_MESSAGE_NESTING: usize = 8;

/// The most placeables one message may hold with every message and term
/// it refers to written out: Fluent's own resolver stops at 100 and
/// prints what it has, so `check` refuses what would reach it.
pub const MAX_MESSAGE_PLACEABLES: usize = 100;
