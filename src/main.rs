//! The `halflings` command.
#![forbid(unsafe_code)]

/// mimalloc in place of the system allocator: the engine's feature joins
/// and the pages' drawing make many small, short-lived allocations, which
/// glibc's allocator serves slowly from several threads.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    halflings::cli::run()
}
