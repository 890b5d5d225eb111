//! libFuzzer over load and validate: `cargo fuzz run load_validate`. The
//! input format and the properties checked are in
//! crates/testkit/src/fuzzing.rs, shared with the stable-Rust fuzzer (this
//! workspace includes the file by its path, not the crate).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/testkit/src/fuzzing.rs"]
mod fuzzing;

fuzz_target!(|data: &[u8]| {
    fuzzing::run(data);
});
