//! The `halflings` command: it checks the Halflings tile definitions and
//! writes everything made from them into `out/`.
//!
//! [`cli`] reads the command line and wires each command to the crates
//! that do the work: `halflings-build` writes the output tree (its
//! exporters ask `halflings-codegen`, `halflings-conformance`,
//! `halflings-art` and `halflings-sheets` for bytes), `halflings-serve`
//! watches and serves the live gallery, and `halflings-catalog` loads and
//! checks the definitions. [`play`] holds `score` and `conformance`
//! ([`explain`] says what a case is and how the reference engine scores it),
//! [`scaffold`] writes new sets and tiles (`halflings new`), [`toml_format`]
//! formats the definitions (`halflings fmt`), and [`project`] finds the
//! project's root. Every command prints through `halflings-files`'s
//! `stdout` (the `outln!` and `errln!` macros).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

/// As `println!`, through [`halflings_files::stdout::print`]: a closed pipe or a full
/// disk ends the command rather than panicking.
macro_rules! outln {
    () => {
        halflings_files::stdout::print(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        halflings_files::stdout::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// As `eprintln!`, through [`halflings_files::stdout::eprint`]: a standard error that
/// cannot be written is not a panic.
macro_rules! errln {
    () => {
        halflings_files::stdout::eprint(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        halflings_files::stdout::eprint(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub mod cli;
pub mod explain;
pub mod play;
pub mod project;
pub mod scaffold;
pub mod toml_format;
