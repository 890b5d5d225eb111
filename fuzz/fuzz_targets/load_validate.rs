//! libFuzzer over load and validate: `cargo fuzz run load_validate`. The
//! input format and the properties checked are in tests/it/fuzzing/mod.rs.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/it/fuzzing/mod.rs"]
mod fuzzing;

fuzz_target!(|data: &[u8]| {
    fuzzing::run(data);
});
