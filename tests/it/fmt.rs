//! `halflings fmt`: the project's TOML files in one format, the one
//! `.taplo.toml` states and `taplo fmt` writes.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

fn halflings(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A tile as an author might type it: no spaces after the commas, the
/// `=` signs squeezed.
const UNFORMATTED: &str = r#"#:schema ../../schema/tile.schema.json
id="h1-01"
set = "halflings-1"
name = "City on the north leg"

[sides]
north = "city"
long = "road"
west = "road"

[[city]]
id = "city"
slots = ["north-left","north-centre","north-right"]
pennants=1
"#;

#[test]
fn the_projects_own_files_are_in_its_format() {
    let out = halflings(root(), &["fmt", "--check"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Every tile file, the manifest, the examples, the normal tiles, the
    // three Cargo manifests and .taplo.toml.
    let files: usize = stdout
        .trim()
        .strip_prefix("ok: ")
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("unexpected output: {stdout}"));
    assert!(files >= 48, "{stdout}");
}

#[test]
fn formatting_an_unformatted_file_changes_it_and_then_check_passes() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("01.toml");
    fs::write(&file, UNFORMATTED).unwrap();

    let out = halflings(tmp.path(), &["fmt", "01.toml"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "formatted 01.toml\nok: formatted 1 of 1 file\n"
    );
    let formatted = fs::read_to_string(&file).unwrap();
    assert!(formatted.contains("id = \"h1-01\"\n"), "{formatted}");
    assert!(formatted.contains("pennants = 1\n"), "{formatted}");
    assert!(
        formatted.contains(r#"slots = ["north-left", "north-centre", "north-right"]"#),
        "{formatted}"
    );
    // Only the spacing changed: the same lines, the comment kept.
    assert_eq!(formatted.lines().count(), UNFORMATTED.lines().count());
    assert!(formatted.starts_with("#:schema ../../schema/tile.schema.json\n"));
    // No temporary file is left beside it.
    assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 1);

    let out = halflings(tmp.path(), &["fmt", "--check", "01.toml"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok: 1 file in the project's format\n"
    );

    // A second run finds nothing to do and writes nothing.
    let before = fs::metadata(&file).unwrap().modified().unwrap();
    let out = halflings(tmp.path(), &["fmt", "."]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok: 1 file in the project's format\n"
    );
    assert_eq!(fs::metadata(&file).unwrap().modified().unwrap(), before);
}

#[test]
fn check_names_a_badly_formatted_file_exits_1_and_leaves_it_alone() {
    let tmp = tempfile::tempdir().unwrap();
    fs::create_dir(tmp.path().join("tiles")).unwrap();
    let bad = tmp.path().join("tiles/01.toml");
    fs::write(&bad, UNFORMATTED).unwrap();
    let good = tmp.path().join("tiles/02.toml");
    fs::write(&good, "id = \"h1-02\"\n").unwrap();

    let out = halflings(tmp.path(), &["fmt", "--check", "tiles"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "tiles/01.toml: would be reformatted\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: 1 of 2 files would be reformatted; run `halflings fmt`\n"
    );
    assert_eq!(fs::read_to_string(&bad).unwrap(), UNFORMATTED);
}

#[test]
fn a_file_that_is_not_toml_is_reported_at_its_place_and_never_rewritten() {
    let tmp = tempfile::tempdir().unwrap();
    let broken = "id = \"h1-01\"\nslots = [\"north-left\",,\"north-right\"]\n";
    let file = tmp.path().join("01.toml");
    fs::write(&file, broken).unwrap();
    let other = tmp.path().join("02.toml");
    fs::write(&other, "id=\"h1-02\"\n").unwrap();

    for args in [&["fmt", "."][..], &["fmt", "--check", "."][..]] {
        let out = halflings(tmp.path(), args);
        assert_eq!(out.status.code(), Some(1), "{}", text(&out));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("01.toml:2:23: not valid TOML"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(fs::read_to_string(&file).unwrap(), broken);
    }
    // The valid file beside it was formatted all the same.
    assert_eq!(fs::read_to_string(&other).unwrap(), "id = \"h1-02\"\n");
}

#[test]
fn a_missing_path_is_an_error() {
    let tmp = tempfile::tempdir().unwrap();
    let out = halflings(tmp.path(), &["fmt", "nowhere.toml"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("nowhere.toml: no such file or folder"));
}

#[test]
fn the_options_are_those_of_taplo_toml() {
    // .taplo.toml as taplo reads it: its [formatting] table over taplo's
    // defaults, key by key.
    let config: toml::Table = fs::read_to_string(root().join(".taplo.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let formatting = config["formatting"].as_table().unwrap();
    let mut expected = serde_json::to_value(taplo::formatter::Options::default()).unwrap();
    for (key, value) in formatting {
        assert!(
            expected.get(key).is_some(),
            ".taplo.toml sets `{key}`, which is not a taplo formatting option"
        );
        expected[key] = serde_json::to_value(value).unwrap();
    }
    let used = serde_json::to_value(halflings::toml_format::options()).unwrap();
    assert_eq!(used, expected);
    assert_eq!(used["array_auto_expand"], false);
    assert_eq!(used["array_auto_collapse"], false);

    let (include, exclude) = halflings::toml_format::globs();
    assert!(include.iter().any(|g| g == "tiles/**/*.toml"));
    assert!(exclude.iter().any(|g| g == "tests/corpus/**"));
}

#[test]
fn the_corpus_and_build_output_are_never_formatted() {
    let out = halflings(root(), &["fmt", "--check", "tests"]);
    // tests/ holds no TOML outside the corpus, which is excluded.
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok: 0 files in the project's format\n"
    );
}

#[test]
fn with_no_path_outside_a_project_it_says_where_to_run() {
    let tmp = tempfile::tempdir().unwrap();
    let out = halflings(tmp.path(), &["fmt", "--check"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("run `halflings fmt` from the project's root"),
        "{}",
        text(&out)
    );
}
