//! The generated `halflings-tiles` crate: it builds with no warnings, its own
//! tests and docs pass, and what it holds agrees with the TOML definitions
//! for every tile and rotation, checked against a brute-force model of the
//! geometry (halflings-testkit's `geometry`).
//!
//! The crate is built once per test run, with Cargo, in a target directory
//! of its own under Cargo's test scratch directory.

use halflings_testkit::{self as testkit, geometry};

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use halflings_codegen::tables::{CRATE_NAME, crate_lib, crate_manifest};

fn scratch() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("generated-crate")
}

fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.env("CARGO_TARGET_DIR", scratch().join("target"))
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_TARGET_DIR");
    cmd
}

/// Runs `cargo` with `args` in `dir`; returns stdout, failing on an error
/// or any warning.
fn run_cargo(dir: &Path, args: &[&str]) -> String {
    let output = cargo()
        .args(args)
        .current_dir(dir)
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "cargo {args:?} failed in {}:\n{stderr}",
        dir.display()
    );
    assert!(
        !stderr.contains("warning"),
        "cargo {args:?} warned in {}:\n{stderr}",
        dir.display()
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// Writes the generated crate once a process, as `build`'s tables exporter
/// writes it (halflings-build's tests hold it to that), and gives it a
/// place named by the digest of its files, so that Cargo reuses its work
/// between runs. Test runners that start a process a test (nextest) build
/// it side by side: each builds apart and moves the crate into place, and
/// none writes where another is running Cargo.
fn crate_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        use sha2::{Digest, Sha256};

        std::fs::create_dir_all(scratch()).expect("scratch directory");
        let tmp = tempfile::tempdir_in(scratch()).expect("a directory apart");
        let built = tmp.path().join(CRATE_NAME);
        let catalog = testkit::catalog();
        std::fs::create_dir_all(built.join("src")).expect("a crate directory");
        std::fs::write(built.join("Cargo.toml"), crate_manifest(&catalog)).expect("Cargo.toml");
        let lib = crate_lib(&catalog).expect("the tables");
        std::fs::write(built.join("src/lib.rs"), lib).expect("src/lib.rs");
        let mut digest = Sha256::new();
        for entry in walkdir::WalkDir::new(&built).sort_by_file_name() {
            let entry = entry.expect("readable crate");
            let path = entry.path().strip_prefix(&built).unwrap();
            digest.update(path.to_string_lossy().as_bytes());
            if entry.file_type().is_file() {
                digest.update(std::fs::read(entry.path()).expect("readable file"));
            }
        }
        let hex: String = digest.finalize()[..8]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let dir = scratch().join(format!("crate-{hex}"));
        // Another process may have moved the same crate into place first.
        if std::fs::rename(&built, &dir).is_err() {
            assert!(dir.join("Cargo.toml").is_file(), "{}", dir.display());
        }
        dir
    })
}

const PROBE: &str = r#"
use halflings_tiles::*;

fn profile(p: Profile) -> String {
    p.iter().map(|l| l.name()).collect::<Vec<_>>().join(",")
}

fn main() {
    let dirs = ["N", "E", "S", "W"];
    let mut squares = Vec::new();
    for a in Landscape::ALL {
        for b in Landscape::ALL {
            for c in Landscape::ALL {
                squares.push([a, b, c]);
            }
        }
    }
    for t in TILES {
        let sides: Vec<&str> = t.sides.iter().map(|l| l.name()).collect();
        println!("tile {} set={} number={} name={:?} sides={}", t.id, t.set.id(), t.number, t.name, sides.join(","));
        for f in t.features {
            let slots: Vec<&str> = f.slots.iter().map(|s| s.name()).collect();
            let borders: Vec<&str> = f.borders.iter().map(|&i| t.features[i].id).collect();
            println!(
                "feature {} {} kind={} slots={} pennants={} end={} borders={}",
                t.id, f.id, f.kind.name(), slots.join(","), f.pennants,
                f.road_end.map_or("-", |e| e.name()), borders.join(",")
            );
        }
        for s in t.symbols {
            println!("symbol {} kind={} field={}", t.id, s.kind.name(), s.field.map_or("-", |i| t.features[i].id));
        }
        for r in Rotation::ALL {
            let p = t.profiles(r);
            let legs: Vec<String> = Direction::ALL
                .iter()
                .map(|&d| format!("{}={}", dirs[d.index()], p.leg(d).map_or("-".to_string(), profile)))
                .collect();
            println!("rot {} {} legs {} long={}:{}", t.id, r.quarter_turns(), legs.join(" "), p.long_facing.name(), profile(p.long));
            let partners: Vec<String> = t
                .long_side_partners(r)
                .map(|(u, ru)| format!("{}@{}", u.id, ru.quarter_turns()))
                .collect();
            println!("partners {} {} [{}]", t.id, r.quarter_turns(), partners.join(" "));
            let fits: Vec<String> = Direction::ALL
                .iter()
                .map(|&d| {
                    let bits: String = squares.iter().map(|&q| if leg_fits(t, r, d, q) { '1' } else { '0' }).collect();
                    format!("{}:{}", dirs[d.index()], bits)
                })
                .collect();
            println!("fits {} {} {}", t.id, r.quarter_turns(), fits.join(" "));
        }
    }
    for r in RULES {
        println!(
            "rules {} road_city={} monastery={} max={} current={}",
            r.id, r.road_city.name(), r.monastery.name(), r.max_monastery, r.id == current_rules().id
        );
    }
}
"#;

/// What a small program linked against the generated crate prints about
/// every tile and rotation.
fn probe_dump() -> &'static str {
    static DUMP: OnceLock<String> = OnceLock::new();
    DUMP.get_or_init(|| {
        let probe = scratch().join("probe");
        std::fs::create_dir_all(probe.join("src")).unwrap();
        std::fs::write(
            probe.join("Cargo.toml"),
            format!(
                "[package]\nname = \"probe\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
                 publish = false\n\n[dependencies]\nhalflings-tiles = {{ path = {:?} }}\n\n\
                 [workspace]\n",
                crate_dir().to_str().unwrap()
            ),
        )
        .unwrap();
        std::fs::write(probe.join("src/main.rs"), PROBE).unwrap();
        run_cargo(&probe, &["run", "--quiet"])
    })
}

#[test]
fn the_generated_crate_builds_without_warnings_and_its_own_tests_pass() {
    let dir = crate_dir();
    run_cargo(dir, &["build"]);
    let tests = run_cargo(dir, &["test"]);
    assert!(tests.contains("test result: ok"), "{tests}");
    assert!(
        !tests.contains("0 passed"),
        "the crate's tests ran: {tests}"
    );
}

#[test]
fn the_generated_crate_documents_every_item() {
    // `#![deny(missing_docs)]` makes an undocumented item a build error; the
    // docs themselves must build without a warning (broken links).
    run_cargo(crate_dir(), &["doc", "--no-deps"]);
}

#[test]
fn the_generated_crate_is_no_std_safe_and_opens_with_the_banner() {
    let lib = std::fs::read_to_string(crate_dir().join("src/lib.rs")).unwrap();
    assert!(lib.starts_with("// DO NOT EDIT."), "banner first");
    assert!(
        lib.contains("`halflings build`"),
        "banner names the command"
    );
    for attr in [
        "#![no_std]",
        "#![forbid(unsafe_code)]",
        "#![deny(missing_docs)]",
    ] {
        assert!(lib.contains(attr), "{attr}");
    }
    assert!(!lib.contains("unsafe {"));
    let manifest = std::fs::read_to_string(crate_dir().join("Cargo.toml")).unwrap();
    assert!(manifest.contains("[dependencies]\n\n"), "no dependencies");
    assert!(
        manifest.contains("\n[workspace]\n"),
        "a workspace of its own"
    );
}

#[test]
fn the_generated_code_is_laid_out_as_rustfmt_would() {
    // Engine authors who vendor the crate can run `cargo fmt` without a diff.
    // Without rustfmt nothing is checked, so that is a failure, not a pass.
    let output = Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .arg(crate_dir().join("src/lib.rs"))
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run rustfmt ({e}); install it with `rustup component add rustfmt`")
        });
    assert!(
        output.status.success(),
        "rustfmt would change the generated lib.rs:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn the_generated_crate_passes_clippy() {
    // The fixed items (crates/codegen/src/tables/fixed/) are real source, but halflings
    // does not compile them itself: clippy reads them here, in the crate.
    run_cargo(
        crate_dir(),
        &["clippy", "--all-targets", "--", "-D", "warnings"],
    );
}

#[test]
fn the_generated_crate_matches_its_snapshot() {
    // Every change to the generated code shows here, as a golden file
    // (`cargo insta review`, or INSTA_UPDATE=always, to accept one).
    let catalog = testkit::catalog();
    insta::assert_snapshot!(
        "lib_rs",
        halflings_codegen::tables::crate_lib(&catalog).unwrap()
    );
    insta::assert_snapshot!(
        "cargo_toml",
        halflings_codegen::tables::crate_manifest(&catalog)
    );
}

#[test]
fn the_generated_crate_agrees_with_the_toml_for_every_tile_and_rotation() {
    let expected = geometry::expected_dump(&testkit::catalog(), true);
    let actual = probe_dump();
    if let Some(diff) = testkit::first_difference(&expected, actual) {
        panic!("the generated tables differ from the definitions at {diff}");
    }
}

#[test]
fn the_long_side_table_equals_a_brute_force_recomputation_for_all_pairs() {
    let catalog = testkit::catalog();
    let pick = |dump: &str| -> Vec<String> {
        dump.lines()
            .filter(|l| l.starts_with("partners "))
            .map(str::to_owned)
            .collect()
    };
    let expected = pick(&geometry::expected_dump(&catalog, false));
    let actual = pick(probe_dump());
    assert_eq!(expected.len(), catalog.tiles().len() * 4);
    assert_eq!(actual, expected);
    // The table is not trivially empty or full.
    let listed: usize = actual
        .iter()
        .map(|l| l.split('[').nth(1).unwrap().split_whitespace().count())
        .sum();
    let all = catalog.tiles().len() * 4 * (catalog.tiles().len() - 1);
    assert!(listed > 0 && listed < all, "{listed} of {all}");
}

#[test]
fn a_leg_fits_exactly_the_square_sides_a_brute_force_fit_accepts() {
    let pick = |dump: &str| -> Vec<String> {
        dump.lines()
            .filter(|l| l.starts_with("fits "))
            .map(str::to_owned)
            .collect()
    };
    let expected = pick(&geometry::expected_dump(&testkit::catalog(), true));
    assert_eq!(pick(probe_dump()), expected);
}
