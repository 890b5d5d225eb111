//! The command's standard output and error, for the binary and for `watch`
//! (`halflings-serve`). Every line a command prints goes through
//! [`print`] (by the `outln!` macro) or [`write`], so that
//! nothing it prints can panic:
//!
//! - a reader that goes away (`halflings check | head -1`) ends the command
//!   quietly with status [`BROKEN_PIPE`], as a shell reports `cat` ended by
//!   a closed pipe;
//! - any other write error (a full disk behind `> file`) ends it with exit
//!   1 and the reason on standard error.
//!
//! Each call is flushed, so an error is seen where it happens rather than
//! lost when the process exits. Files a command writes go through
//! [`Writer`](crate::Writer), not here. A library other than the command
//! line's own must not print through this module: it ends the process.
//!
//! Standard error, where the notes, warnings and errors go, is written
//! through [`eprint`] (the `errln!` macro): a failed write there is
//! dropped, since there is nowhere left to say so, and the command goes on
//! to its own end and exit code (`halflings check 2>&1 | head -1` is exit
//! 1 for invalid definitions, whoever stopped reading).

use std::io::{self, Write};

/// The status of a command whose reader closed the pipe: 128 + SIGPIPE,
/// what a shell gives for a command a closed pipe ended.
pub const BROKEN_PIPE: u8 = 141;

/// Writes `args` to standard output, or ends the command.
pub fn print(args: std::fmt::Arguments<'_>) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        fail(&e);
    }
}

/// Writes `bytes` to standard output, or ends the command.
pub fn write(bytes: &[u8]) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_all(bytes).and_then(|()| out.flush()) {
        fail(&e);
    }
}

/// Writes `args` to standard error; a failed write is dropped.
pub fn eprint(args: std::fmt::Arguments<'_>) {
    let mut err = io::stderr().lock();
    let _ = err.write_fmt(args).and_then(|()| err.flush());
}

/// Ends the command on a failed write to standard output.
fn fail(e: &io::Error) -> ! {
    if e.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(i32::from(BROKEN_PIPE));
    }
    eprint(format_args!(
        "error: cannot write to standard output: {e}\n"
    ));
    std::process::exit(1)
}
