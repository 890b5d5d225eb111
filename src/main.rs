//! The `halflings` command.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    halflings::cli::run()
}
