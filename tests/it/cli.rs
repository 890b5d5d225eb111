//! The command line as a user meets it: summary line, exit codes, located
//! errors on standard error.

use std::process::Command;

use halflings_testkit::tiles::*;
use halflings_testkit::{copy_tree, tiles_dir};

fn halflings(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

#[test]
fn check_reports_24_tiles_per_set_and_exits_0() {
    let out = halflings(&["check"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok: 24 tiles (12 Halflings I, 12 Halflings II)\n\
         ok: 72 normal tiles of 24 kinds; 22 worked examples, each as the engine plays it under every rules version\n"
    );
}

#[test]
fn check_refuses_a_character_the_sheets_cannot_print_as_build_does() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    copy_tree(&tiles_dir(), &tiles);
    let german = tiles.join("lang/de.ftl");
    let text = std::fs::read_to_string(&german).unwrap();
    std::fs::write(
        &german,
        text.replacen("cut-bar = 50 mm", "cut-bar = 50 mm \u{4E2D}", 1),
    )
    .unwrap();
    let tiles = tiles.to_str().unwrap();
    let check = halflings(&["check", "--tiles", tiles]);
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("lang/de.ftl:")
            && stderr.contains("`\u{4E2D}` (U+4E2D) is not in the sheets' font"),
        "{stderr}"
    );
    // `build` refuses the same input with the same words.
    let out = tmp.path().join("out");
    let build = halflings(&[
        "build",
        "--no-png",
        "--tiles",
        tiles,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(build.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&build.stderr).contains("(U+4E2D) is not in the sheets' font"));
}

#[test]
fn three_mistakes_in_one_file_give_three_located_errors_and_exit_1() {
    let text = format!("{CITY_AND_ROAD}{PROVENANCE}")
        .replace("north = \"city\"", "north = \"city\"\ncolour = \"red\"")
        .replace("pennants = 1", "pennants = \"one\"")
        .replace(
            "\"long-right\", \"west-left\"",
            "\"long-right\", \"west-middle\"",
        );
    let tiles = Tiles::one(&text);
    let out = halflings(&["check", "--tiles", tiles.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let file = tiles.file("test/01.toml").display().to_string();
    for needle in ["colour", "\"one\"", "west-middle"] {
        let (line, _) = (line_of(&text, needle), ());
        assert!(
            stderr.contains(&format!("{file}:{line}:")),
            "no error at line {line}:\n{stderr}"
        );
    }
    assert!(stderr.contains("3 problems found"), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn errors_show_the_source_line_and_the_mend() {
    let text = format!("{CITY_AND_ROAD}{PROVENANCE}").replace("pennants = 1", "penants = 1");
    let tiles = Tiles::one(&text);
    let out = halflings(&["check", "--tiles", tiles.path().to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("penants = 1"),
        "the source line is shown:\n{stderr}"
    );
    assert!(stderr.contains("did you mean `pennants`?"), "{stderr}");
}

#[test]
fn a_missing_tiles_directory_exits_1_naming_it() {
    let out = halflings(&["check", "--tiles", "no/such/dir"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("no/such/dir: cannot open the tiles directory")
    );
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(halflings(&["frobnicate"]).status.code(), Some(2));
    assert_eq!(
        halflings(&["check", "--no-such-flag"]).status.code(),
        Some(2)
    );
    assert_eq!(halflings(&[]).status.code(), Some(2));
}

#[test]
fn help_explains_limits_and_exit_codes() {
    use halflings_catalog::limits::*;
    let out = halflings(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let flat = stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    // 100000 as the help writes it: 100 000.
    let group = |n: usize| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(' ');
            }
            out.push(c);
        }
        out
    };
    let tiles = group(MAX_TILES);
    for fact in [
        format!("at most {} MiB", MAX_FILE_BYTES / (1024 * 1024)),
        format!("at most {MAX_NESTING} deep"),
        format!("hold at most {} values", group(MAX_VALUES)),
        format!("{} MiB and", MAX_TOTAL_BYTES / (1024 * 1024)),
        format!("{} values in all", group(MAX_TOTAL_VALUES)),
        format!("at most {tiles} tile files"),
        format!("At most {MAX_SHOWN_PER_FILE} problems are shown"),
        format!("at most {MAX_BOARD_SPACES} columns and {MAX_BOARD_SPACES} rows"),
        format!("at most {MAX_TRY_DISTANCE} spaces from the nearest tile"),
        format!("at most {} px square", halflings_art::board::max_side_px()),
        "Exit codes".to_owned(),
    ] {
        assert!(
            flat.contains(&fact),
            "--help does not say {fact:?}:\n{stdout}"
        );
    }
}

#[test]
fn the_committed_schemas_are_fresh_by_the_cli_too() {
    let out = halflings(&["schema", "--check"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_language_the_manifest_lacks_or_a_malformed_code_is_a_usage_error() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let out_arg = out.to_str().unwrap();
    let unknown = halflings(&["sheets", "--lang", "fr", "--out", out_arg]);
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert_eq!(unknown.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "--lang fr: the manifest has no such language; it has en, de, es, it, nl, ro"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("lang/fr.ftl"), "{stderr}");
    let malformed = halflings(&["build", "--lang", "en,DE", "--out", out_arg]);
    let stderr = String::from_utf8_lossy(&malformed.stderr);
    assert_eq!(malformed.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("`DE` is not a language code"), "{stderr}");
    assert!(!out.exists(), "a usage error wrote {out_arg}");
}

#[test]
fn jobs_above_twice_the_cores_are_cut_down_with_a_note() {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let out = halflings(&["check", "--jobs", "1024"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "note: --jobs 1024: using {} threads, twice the {cores} cores here",
            cores * 2
        )),
        "{stderr}"
    );
    let out = halflings(&["check", "--jobs", &(cores * 2).to_string()]);
    assert_eq!(out.status.code(), Some(0));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("note: --jobs"));
}
