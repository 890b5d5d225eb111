//! The `halflings` command.

fn main() -> std::process::ExitCode {
    halflings::cli::run()
}
