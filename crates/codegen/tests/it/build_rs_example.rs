//! The build.rs API: `examples/engine-build-rs` generates the tables in its
//! build script and `include!`s them; it builds and prints what the
//! definitions say.
//!
//! The example compiles this crate as a build-dependency, in a target
//! directory of its own, so the first run takes a few minutes: `cargo test`
//! leaves it out, and CI (`.ci/run`) runs it with
//! `cargo test -p halflings-codegen --test it -- --ignored build_rs_example`.
//! Cargo keeps its work under the test scratch directory for later runs.

use halflings_testkit::{self as testkit, geometry};

use std::path::PathBuf;
use std::process::Command;

use halflings_model::{Landscape, Rotation, Side};

#[test]
#[ignore = "builds a workspace of its own, some 100 crates more; .ci/run runs it with --ignored"]
fn an_engine_build_script_generates_the_tables_and_uses_them() {
    let example = testkit::workspace_root().join("examples/engine-build-rs");
    let target = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("engine-build-rs");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        // --locked: the example's Cargo.lock is tracked; a stale one fails
        // here instead of being rewritten.
        .args(["run", "--quiet", "--locked"])
        .current_dir(&example)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();

    let catalog = testkit::catalog();
    let line = |prefix: &str| {
        stdout
            .lines()
            .find(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no `{prefix}` line in:\n{stdout}"))
            .to_owned()
    };
    assert_eq!(
        line("24 tiles"),
        format!("24 tiles from {}", halflings_model::GENERATOR)
    );
    assert_eq!(
        line("source sha256"),
        format!("source sha256 {}", catalog.sha256())
    );

    // Under a city to the north: every tile and rotation whose leg facing
    // north is a city, by the brute-force geometry.
    let mut expected = Vec::new();
    for tile in catalog.tiles() {
        for r in 0..4u8 {
            if geometry::Laid::new(tile, r).fits_square(0, Landscape::City.slots()) {
                expected.push(format!("{}@{r}", tile.id));
            }
        }
    }
    assert!(!expected.is_empty());
    assert_eq!(
        line("under a city"),
        format!("under a city to the north: {}", expected.join(" "))
    );

    let first = &catalog.tiles()[0];
    let partners: Vec<String> = catalog
        .long_side_partners(0, Rotation::new(0))
        .map(|(t, _)| t.id.to_string())
        .collect();
    assert_eq!(
        line(first.id.as_str()),
        format!(
            "{} may share its space with: {}",
            first.id,
            partners.join(" ")
        )
    );
    assert_eq!(first.sides.get(Side::North).slots().len(), 3);
}

#[test]
fn the_build_rs_file_holds_the_same_items_as_the_generated_crate() {
    let catalog = testkit::catalog();
    let source = halflings_codegen::RustTables::new()
        .tiles_dir(testkit::tiles_dir())
        .to_source()
        .unwrap();
    let body = halflings_codegen::tables::body(&catalog).unwrap();
    assert!(source.starts_with("// DO NOT EDIT."));
    assert!(source.contains(halflings_codegen::COMMAND));
    assert!(source.ends_with(&body));
    assert!(
        halflings_codegen::tables::crate_lib(&catalog)
            .unwrap()
            .contains(&body)
    );
    // `include!` takes no inner attributes or inner doc comments.
    assert!(!body.contains("#!["));
    assert!(!body.lines().any(|l| l.trim_start().starts_with("//!")));
}

#[test]
fn invalid_definitions_fail_the_build_script_with_located_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
    std::fs::write(tiles.join("halflings-2/03.toml"), "id = 3\n").unwrap();
    let out = tmp.path().join("tables.rs");
    let error = halflings_codegen::RustTables::new()
        .tiles_dir(&tiles)
        .out_file(&out)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_err();
    let message = error.to_string();
    assert!(message.contains("not valid"), "{message}");
    assert!(message.contains("03.toml"), "{message}");
    assert!(!out.exists());
}
