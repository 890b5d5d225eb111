//! `halflings conformance run` as a user meets it: the reference engine
//! passes every case through the protocol; an engine that misreads a rule
//! is shown failing, case by case, with exit 1; a report written with
//! `--json`; usage errors. The misreading engine is the runner's own test
//! engine, crates/runner/tests/fake_engine.py; how the runner reports each
//! kind of misbehaving engine is tested in halflings-runner's tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use halflings_conformance::Suite;
use serde_json::Value;

/// The conformance suite of the repository's tiles, generated once for
/// every test that reads it.
fn suite() -> Suite {
    static SUITE: OnceLock<Suite> = OnceLock::new();
    SUITE
        .get_or_init(|| halflings_conformance::generate::suite(&halflings_testkit::catalog()))
        .clone()
}

fn halflings() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_halflings"));
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn fake() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/runner/tests/fake_engine.py")
}

/// The suite written to a file both the runner and the fake engine read.
fn suite_file(dir: &Path) -> PathBuf {
    let path = dir.join("cases.json");
    std::fs::write(&path, serde_json::to_string(&suite()).unwrap()).unwrap();
    path
}

/// Runs the runner on the suite file against the fake engine in `mode`,
/// with `extra` runner arguments; returns the output and the JSON report.
fn run_fake(dir: &Path, extra: &[&str], mode: &[&str]) -> (Output, Value) {
    let cases = suite_file(dir);
    let report = dir.join("report.json");
    let mut c = halflings();
    c.args(["conformance", "run", "--cases"])
        .arg(&cases)
        .arg("--json")
        .arg(&report)
        .args(extra)
        .args(["--", "python3"])
        .arg(fake())
        .arg(&cases)
        .args(mode);
    let out = c.output().expect("the runner starts");
    let report = std::fs::read_to_string(&report)
        .map(|t| serde_json::from_str(&t).unwrap())
        .unwrap_or(Value::Null);
    (out, report)
}

/// The ids of the report's cases with `status`.
fn with_status(report: &Value, status: &str) -> Vec<String> {
    report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == status)
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect()
}

fn ids_tagged(tag: &str) -> Vec<String> {
    suite()
        .cases
        .iter()
        .filter(|c| c.tags.iter().any(|t| t == tag))
        .map(|c| c.id.clone())
        .collect()
}

/// Runs the runner with `args` against the reference engine; its output,
/// once it has passed.
fn run_reference<I: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = I>) -> String {
    let out = halflings()
        .args(["conformance", "run"])
        .args(args)
        .args([
            "--",
            env!("CARGO_BIN_EXE_halflings"),
            "conformance",
            "engine",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn the_reference_engine_passes_every_case_through_the_protocol() {
    let stdout = run_reference(std::iter::empty::<&str>());
    let n = suite().cases.len();
    assert!(
        stdout.contains(&format!("total: {n}/{n} passed")),
        "{stdout}"
    );
    assert!(stdout.contains("engine: halflings (rust"), "{stdout}");
    // A summary by rules version and by tag.
    assert!(
        stdout.contains("by rules version:") && stdout.contains("  2021-01"),
        "{stdout}"
    );
    assert!(
        stdout.contains("by tag:") && stdout.contains("  neighbouring-gaps"),
        "{stdout}"
    );
}

#[test]
fn the_cases_an_engine_fails_are_printed_with_what_was_expected_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let (out, report) = run_fake(dir.path(), &[], &["wrong", "vineyard"]);
    assert_eq!(out.status.code(), Some(1));
    let mut failed = with_status(&report, "failed");
    let mut tagged = ids_tagged("vineyard");
    failed.sort();
    tagged.sort();
    assert!(!tagged.is_empty());
    assert_eq!(failed, tagged);
    assert_eq!(
        with_status(&report, "passed").len() + failed.len(),
        suite().cases.len()
    );
    // Each failure is listed with what was expected and what came.
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!("FAILED {}", tagged[0])),
        "{stdout}"
    );
    assert!(
        stdout.contains("  expected: ") && stdout.contains("  actual:   "),
        "{stdout}"
    );
    assert_eq!(report["by_tag"]["vineyard"]["failed"], tagged.len());
}

#[test]
fn an_engine_that_does_not_start_stops_the_run_with_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let (out, _) = run_fake(dir.path(), &["--tag", "vineyard"], &["no-start"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the engine did not start"), "{stderr}");
}

#[test]
fn an_unknown_tag_is_a_usage_error() {
    let out = halflings()
        .args(["conformance", "run", "--tag", "vinyard", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no tag `vinyard`; did you mean `vineyard`?"),
        "{stderr}"
    );
    let out = halflings().args(["conformance", "run"]).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "the engine's command is required"
    );
}

#[test]
fn score_plays_a_board_without_expectations_and_prints_json_in_the_conformance_format() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.toml");
    std::fs::write(
        &file,
        "title = \"My board\"\ndescription = \"A city cap with RED in its city.\"\n\
         [[place]]\ntile = \"city-cap\"\nat = [0, 0]\nfollowers = [{ player = \"red\", feature = \"city\" }]\n",
    )
    .unwrap();
    let out = halflings().arg("score").arg(&file).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    // At game end the unfinished city scores 1 for its one tile.
    assert!(
        stdout.contains("rules 2021-01, Clarification 1/2021: red 1"),
        "{stdout}"
    );

    let out = halflings()
        .arg("score")
        .arg(&file)
        .arg("--json")
        .output()
        .unwrap();
    assert!(out.status.success());
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    let schema: Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/conformance.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        value["cases"].as_array().unwrap().len(),
        4,
        "one case per rules version"
    );
    assert_eq!(value["cases"][3]["expect"]["points"]["red"], 1);
}

#[test]
fn score_keeps_an_invalid_board_apart_from_results_that_differ() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        "title = \"T\"\ndescription = \"D\"\n[[place]]\ntile = \"city-cap\"\nat = [0, 0]\n\
         [[place]]\ntile = \"city-cap\"\nat = [5, 5]\n",
    )
    .unwrap();
    let out = halflings().arg("score").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("bad.toml:6:1"), "{stderr}");
    assert!(
        stderr.contains("touches no placed tile, not even at a corner"),
        "{stderr}"
    );

    let differs = dir.path().join("differs.toml");
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tiles/examples/city-completed.toml"),
    )
    .unwrap()
    .replace("\"2014\" = { red = 8 }", "\"2014\" = { red = 80 }");
    std::fs::write(&differs, text).unwrap();
    let out = halflings().arg("score").arg(&differs).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the engine scores red 8, but the example expects red 80"),
        "{stderr}"
    );
}

#[test]
fn score_and_the_engine_work_outside_a_project_on_the_built_in_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tiles/examples/game-a-city-completed-during-play.toml"),
        &file,
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .current_dir(dir.path())
        .args(["score", "game.toml", "--rules", "2014"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("turn 4, blue: h2-12 at [0, 1] turned 180; blue 0, red 6"),
        "{stdout}"
    );
    assert!(
        stdout.contains("rules 2014, C1 rules 2014: blue 1, red 9"),
        "{stdout}"
    );
}

#[test]
fn a_cases_file_that_is_not_a_suite_is_reported_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases.json");
    std::fs::write(&cases, "{\n  \"format\": 2,\n  \"cases\": [}\n").unwrap();
    let out = halflings()
        .args(["conformance", "run", "--cases"])
        .arg(&cases)
        .args(["--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cases.json:3:13: not a conformance suite"),
        "{stderr}"
    );
    let out = halflings()
        .args(["conformance", "run", "--timeout", "0", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "a timeout of 0 is a usage error"
    );
}

#[test]
fn the_suite_that_cases_writes_is_read_back_whole_by_the_runner() {
    // The pretty-printed suite is megabytes, far past the limit of a
    // definition file; `--cases` takes it as `halflings build` writes it.
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("conformance.json");
    let out = halflings()
        .args(["conformance", "cases", "--out"])
        .arg(&cases)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::metadata(&cases).unwrap().len() > 1024 * 1024);
    let stdout = run_reference([
        "--tag".as_ref(),
        "neighbouring-gaps".as_ref(),
        "--cases".as_ref(),
        cases.as_os_str(),
    ]);
    let n = ids_tagged("neighbouring-gaps").len();
    assert!(
        stdout.contains(&format!("total: {n}/{n} passed")),
        "{stdout}"
    );
}

#[test]
fn an_engine_that_declares_no_version_or_one_the_suite_lacks_exits_1_saying_why() {
    let dir = tempfile::tempdir().unwrap();
    let (out, report) = run_fake(dir.path(), &["--tag", "vineyard"], &["declare", ""]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("warning: the engine declares no rules version: its "),
        "{stdout}"
    );
    assert!(stdout.contains("result: not passed"), "{stdout}");
    let not_run = with_status(&report, "not-run").len();
    assert!(not_run > 0);
    assert_eq!(report["selection"]["not_run"], not_run);
    // "not run" stands beside "failed" in the summary.
    assert!(
        stdout.contains(&format!(" passed, 0 failed, {not_run} not run")),
        "{stdout}"
    );

    let (out, _) = run_fake(
        dir.path(),
        &["--tag", "vineyard"],
        &["declare", "2014,1999"],
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "error: the engine declares rules version `1999`, which the suite does not have"
        ),
        "{stderr}"
    );
}

#[test]
fn partial_and_explicit_narrowing_exit_0_on_the_cases_they_select() {
    let dir = tempfile::tempdir().unwrap();
    // An engine of the 2014 rules alone: --tag leaves the other versions'
    // cases in the selection, not run, and the run does not pass.
    let (out, _) = run_fake(dir.path(), &["--tag", "vineyard"], &["declare", "2014"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("the engine does not declare rules versions 2015-10, 2020, 2021-01"),
        "{stdout}"
    );

    let (out, report) = run_fake(
        dir.path(),
        &["--tag", "vineyard", "--partial"],
        &["declare", "2014"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("left out (--partial)"), "{stdout}");
    assert_eq!(report["selection"]["partial"], true);
    assert_eq!(report["selection"]["tags"][0], "vineyard");
    let left_out = with_status(&report, "left-out").len();
    assert!(left_out > 0);
    assert_eq!(report["selection"]["left_out"], left_out);
    assert_eq!(
        report["selection"]["sent"].as_u64().unwrap() as usize + left_out,
        ids_tagged("vineyard").len()
    );

    let (out, report) = run_fake(
        dir.path(),
        &["--tag", "vineyard", "--rules", "2014"],
        &["declare", "2014"],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(report["selection"]["rules"][0], "2014");
    assert!(with_status(&report, "not-run").is_empty());

    // A tag against an engine of every version.
    let (out, _) = run_fake(dir.path(), &["--tag", "farm"], &["right"]);
    assert_eq!(out.status.code(), Some(0));
    let out = halflings()
        .args(["conformance", "run", "--rules", "2021-1", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("did you mean `2021-01`?"), "{stderr}");
}

#[test]
fn an_engine_that_does_not_exit_after_stop_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let (out, report) = run_fake(dir.path(), &["--tag", "vineyard"], &["ignore-stop"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("warning: the engine did not exit within 2 s of `stop`; it was killed"),
        "{stdout}"
    );
    assert_eq!(report["killed_after_stop"], true);
    assert_eq!(
        report["warnings"][0],
        "the engine did not exit within 2 s of `stop`; it was killed"
    );
}

#[test]
fn a_failing_game_prints_its_input_its_first_differing_turn_and_the_reference_scoring() {
    let suite = suite();
    let game = suite
        .cases
        .iter()
        .find(|c| {
            c.id.starts_with("game/") && c.input.attempt.is_none() && c.input.turns.len() >= 4
        })
        .expect("a game case of four turns or more");
    let board = suite
        .cases
        .iter()
        .find(|c| c.id.starts_with("board/"))
        .expect("a board case");
    let dir = tempfile::tempdir().unwrap();
    let (out, report) = run_fake(
        dir.path(),
        &["--case", &game.id, "--case", &board.id],
        &["wrong", "game"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    // --case runs those cases alone; the board passes.
    assert_eq!(
        with_status(&report, "failed"),
        std::slice::from_ref(&game.id)
    );
    assert_eq!(
        with_status(&report, "passed"),
        std::slice::from_ref(&board.id)
    );
    assert_eq!(report["selection"]["selected"], 2);
    let input = serde_json::to_string(&game.input).unwrap();
    assert!(stdout.contains(&format!("  input: {input}\n")), "{stdout}");
    // The fake engine misreads from the middle turn on.
    let i = game.input.turns.len() / 2;
    let t = &game.input.turns[i];
    assert!(
        stdout.contains(&format!(
            "  first differing turn: turn {} (input.turns[{i}]), {} plays {} at [{}, {}] turned {}",
            i + 1,
            t.player.0,
            t.tile,
            t.at[0],
            t.at[1],
            t.rotation
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "  the reference engine's scoring of turn {} (rules {}):",
            i + 1,
            game.rules.as_deref().unwrap()
        )),
        "{stdout}"
    );
}

#[test]
fn a_failing_board_prints_the_reference_engines_scoring_feature_by_feature() {
    let suite = suite();
    let board = suite
        .cases
        .iter()
        .find(|c| {
            c.id.starts_with("board/") && c.expect.points.as_ref().is_some_and(|p| !p.is_empty())
        })
        .expect("a board case that scores");
    let dir = tempfile::tempdir().unwrap();
    let (out, _) = run_fake(dir.path(), &["--case", &board.id], &["wrong", "board"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let heading = format!(
        "  the reference engine's scoring (rules {}):\n",
        board.rules.as_deref().unwrap()
    );
    let (_, after) = stdout.split_once(&heading).expect(&stdout);
    // Each scoring feature, as `score` describes it: who scores what.
    let first = after.lines().next().unwrap();
    assert!(
        first.starts_with("    ") && first.contains(" at "),
        "{first}\n{stdout}"
    );
}

#[test]
fn an_unknown_case_id_is_a_usage_error_with_the_nearest_id() {
    let id = suite()
        .cases
        .iter()
        .find(|c| c.id.starts_with("board/"))
        .unwrap()
        .id
        .clone();
    let typo = id.replace("board/", "bord/");
    let out = halflings()
        .args(["conformance", "run", "--case", &typo, "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "the suite has no case `{typo}`; did you mean `{id}`?"
        )),
        "{stderr}"
    );
    // A selection with no case in it is a usage error too.
    let out = halflings()
        .args([
            "conformance",
            "run",
            "--case",
            &id,
            "--tag",
            "game",
            "--",
            "true",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// Five turns of a game after which blue's follower on h1-02's field, at
/// [1, 1], joins red's farm across a gap under the versions that read a
/// gap as field, and stays apart under 2021-01.
const FARMS_ACROSS_A_GAP: &str = r#"title = "Farms joined across a gap"
description = "Blue's last follower is on a farm that only 2021-01 keeps apart."
players = ["red", "blue"]
[[turn]]
player = "red"
tile = "h2-08"
at = [0, 0]
rotation = 180
follower = "field"
[[turn]]
player = "blue"
tile = "h1-03"
at = [1, 0]
rotation = 270
follower = "field-east"
[[turn]]
player = "red"
tile = "h1-11"
at = [0, 1]
rotation = 90
[[turn]]
player = "blue"
tile = "h1-04"
at = [0, 1]
rotation = 270
follower = "field-corner"
[[turn]]
player = "red"
tile = "h2-05"
at = [1, 0]
rotation = 90
follower = "field"
"#;

/// Blue's sixth move, as `[[turn]]` or `[try]`.
const BLUE_ON_THE_FARM: &str =
    "player = \"blue\"\ntile = \"h1-02\"\nat = [1, 1]\nrotation = 90\nfollower = \"field\"\n";

fn score(args: &[&std::ffi::OsStr]) -> (Option<i32>, String, String) {
    let out = halflings().arg("score").args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn score_with_rules_judges_a_game_under_that_version_alone() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.toml");
    std::fs::write(
        &game,
        format!("{FARMS_ACROSS_A_GAP}[[turn]]\n{BLUE_ON_THE_FARM}"),
    )
    .unwrap();
    // Under every version: 2014 refuses the sixth turn.
    let (code, _, stderr) = score(&[game.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("under rules version 2014, blue's turn cannot be played"),
        "{stderr}"
    );
    // Under 2021-01 alone it plays.
    let (code, stdout, stderr) = score(&[game.as_os_str(), "--rules".as_ref(), "2021-01".as_ref()]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stdout.contains("turn 6, blue: h1-02 at [1, 1] turned 90, follower on field"),
        "{stdout}"
    );
    assert!(!stdout.contains("rules 2014"), "{stdout}");
    let (code, _, _) = score(&[game.as_os_str(), "--rules".as_ref(), "2014".as_ref()]);
    assert_eq!(code, Some(1));
}

#[test]
fn a_try_whose_verdict_differs_between_versions_prints_each_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("try.toml");
    let write = |expect: &str| {
        std::fs::write(
            &file,
            format!("{FARMS_ACROSS_A_GAP}[try]\n{BLUE_ON_THE_FARM}expect = \"{expect}\"\n"),
        )
        .unwrap();
    };
    write("legal");
    let (code, stdout, stderr) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stdout.contains(
            "blue's follower on field: the rules versions differ: 2014 feature-taken, \
             2015-10 feature-taken, 2020 feature-taken, 2021-01 legal"
        ),
        "{stdout}"
    );
    // Under one version, that version's verdict is checked.
    let (code, stdout, _) = score(&[file.as_os_str(), "--rules".as_ref(), "2021-01".as_ref()]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("follower on field: legal"), "{stdout}");
    let (code, _, stderr) = score(&[file.as_os_str(), "--rules".as_ref(), "2014".as_ref()]);
    assert_eq!(code, Some(3));
    assert!(
        stderr.contains(
            "the engine finds this placement feature-taken, but the example expects legal"
        ),
        "{stderr}"
    );
    // A verdict no version gives differs.
    write("corner-only");
    let (code, _, stderr) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(3));
    assert!(
        stderr.contains("no rules version finds this placement corner-only: 2014 feature-taken"),
        "{stderr}"
    );
}

#[test]
fn score_reads_a_conformance_case_and_says_whether_it_agrees() {
    let suite = suite();
    let game = suite
        .cases
        .iter()
        .find(|c| c.id.starts_with("game/") && c.input.attempt.is_none())
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("case.json");
    std::fs::write(&file, serde_json::to_string_pretty(game).unwrap()).unwrap();
    let (code, stdout, stderr) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(0), "{stderr}");
    let rules = game.rules.as_deref().unwrap();
    assert!(
        stdout.starts_with(&format!("case {} (game, rules {rules})", game.id)),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "input:  {}",
            serde_json::to_string(&game.input).unwrap()
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "the reference engine's scoring at the game's end (rules {rules})"
        )),
        "{stdout}"
    );
    assert!(stdout.ends_with("expect: agrees\n"), "{stdout}");

    // An expectation the reference engine does not reach.
    let mut wrong = game.clone();
    wrong
        .expect
        .points
        .as_mut()
        .unwrap()
        .insert("red".into(), 99);
    std::fs::write(&file, serde_json::to_string_pretty(&wrong).unwrap()).unwrap();
    let (code, _, stderr) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(3));
    assert!(
        stderr.contains("case.json:2:9: the reference engine's answer differs"),
        "{stderr}"
    );

    // A case that is not one, located.
    std::fs::write(&file, "{\n  \"id\": \"x\",\n  \"kind\": \"bored\"\n}\n").unwrap();
    let (code, _, stderr) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("case.json:3:17: not a conformance case"),
        "{stderr}"
    );

    // A whole suite, with --case.
    let cases = suite_file(dir.path());
    let (code, stdout, stderr) = score(&[cases.as_os_str(), "--case".as_ref(), game.id.as_ref()]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.ends_with("expect: agrees\n"), "{stdout}");
    let (code, _, stderr) = score(&[cases.as_os_str()]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("name one with --case ID"), "{stderr}");
}

/// Whether process `pid` is running (a zombie is not).
#[cfg(target_os = "linux")]
fn running(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => {
            let state = stat.rsplit(')').next().unwrap_or("").trim_start();
            !state.starts_with('Z') && !state.starts_with('X')
        }
        Err(_) => false,
    }
}

#[cfg(target_os = "linux")]
#[test]
fn an_engine_that_never_reads_its_start_ends_the_run_within_the_timeout_and_is_killed() {
    // `start` carries tiles.json, more than a pipe holds (64 KiB): its
    // writing blocks as long as the engine does not read.
    let mut tiles = Vec::new();
    halflings_codegen::json::write_tiles_json(&halflings_testkit::catalog(), &mut tiles).unwrap();
    assert!(tiles.len() > 64 * 1024, "{} bytes", tiles.len());
    let dir = tempfile::tempdir().unwrap();
    let pid = dir.path().join("pid");
    let began = std::time::Instant::now();
    let out = halflings()
        .args(["conformance", "run", "--timeout", "1", "--", "sh", "-c"])
        .arg(format!("echo $$ > '{}'; exec sleep 30", pid.display()))
        .output()
        .unwrap();
    let took = began.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("error: the engine did not start: no answer to start within 1 s"),
        "{stderr}"
    );
    assert!(took < std::time::Duration::from_secs(10), "took {took:?}");
    let pid: u32 = std::fs::read_to_string(&pid)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(!running(pid), "the engine {pid} is still running");
}

#[test]
fn a_case_over_its_case_timeout_is_timed_out_and_the_run_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let vineyard = ids_tagged("vineyard");
    let victim = vineyard[0].as_str();
    let began = std::time::Instant::now();
    let (out, report) = run_fake(
        dir.path(),
        &[
            "--tag",
            "vineyard",
            "--timeout",
            "30",
            "--case-timeout",
            "1",
        ],
        &["hang", victim],
    );
    assert!(began.elapsed() < std::time::Duration::from_secs(20));
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(with_status(&report, "timed-out"), [victim]);
    assert_eq!(with_status(&report, "passed").len(), vineyard.len() - 1);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("the case took more than its budget of 1 s (--case-timeout)"),
        "{stdout}"
    );
    // The flag and its default are in the help.
    let help = halflings()
        .args(["conformance", "run", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("--case-timeout <S>") && help.contains("[default: 60]"),
        "{help}"
    );
}

#[test]
fn cases_made_from_other_definitions_are_a_warning_naming_both_digests() {
    let dir = tempfile::tempdir().unwrap();
    let mut suite = suite();
    let ours = suite.data_sha256.clone();
    suite.data_sha256 = "0".repeat(64);
    let cases = dir.path().join("other.json");
    std::fs::write(&cases, serde_json::to_string(&suite).unwrap()).unwrap();
    let report = dir.path().join("report.json");
    let out = halflings()
        .args(["conformance", "run", "--tag", "vineyard", "--cases"])
        .arg(&cases)
        .arg("--json")
        .arg(&report)
        .args(["--", "python3"])
        .arg(fake())
        .arg(&cases)
        .arg("right")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let warning = format!(
        "the cases were made from other definitions than those loaded and sent to the engine: \
         the suite's data_sha256 is {}, the definitions' {ours}",
        "0".repeat(64)
    );
    assert!(stderr.contains(&format!("warning: {warning}")), "{stderr}");
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let warnings = report["warnings"].as_array().unwrap();
    assert!(
        warnings
            .iter()
            .any(|w| w.as_str().unwrap().starts_with(&warning)),
        "{warnings:?}"
    );
    // The cases of these definitions give no such warning.
    let (out, report) = run_fake(dir.path(), &["--tag", "vineyard"], &["right"]);
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("other definitions"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(report.get("warnings").is_none(), "{report}");
}

#[test]
fn control_characters_in_a_suites_ids_and_tags_do_not_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut suite = suite();
    let k = suite
        .cases
        .iter()
        .position(|c| c.tags.iter().any(|t| t == "vineyard"))
        .unwrap();
    // An escape that clears the screen, a C1 control and a bell.
    suite.cases[k].id = "vineyard\u{1b}[2J\u{9b}31m".into();
    suite.cases[k].tags.push("bell\u{7}".into());
    let cases = dir.path().join("hostile.json");
    std::fs::write(&cases, serde_json::to_string(&suite).unwrap()).unwrap();
    let out = halflings()
        .args(["conformance", "run", "--tag", "vineyard", "--cases"])
        .arg(&cases)
        .args(["--", "python3"])
        .arg(fake())
        .arg(&cases)
        .args(["wrong", "vineyard"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    for (name, text) in [("stdout", &stdout), ("stderr", &stderr)] {
        assert!(
            !text.contains(['\u{1b}', '\u{9b}', '\u{7}']),
            "{name}: {text:?}"
        );
    }
    let shown = "vineyard\\u{1b}[2J\\u{9b}31m";
    assert!(stdout.contains(&format!("FAILED {shown}")), "{stdout}");
    assert!(stderr.contains(&format!("failed {shown}")), "{stderr}");
    assert!(stdout.contains("  bell\\u{7} "), "{stdout}");
    // The nearest id, offered for a mistyped one, is escaped too.
    let out = halflings()
        .args(["conformance", "run", "--cases"])
        .arg(&cases)
        .args(["--case", "vineyard\u{1b}[2J\u{9b}31", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains(['\u{1b}', '\u{9b}']), "{stderr:?}");
    assert!(
        stderr.contains(&format!("did you mean `{shown}`?")),
        "{stderr}"
    );
}

#[test]
fn the_report_asked_for_is_written_even_when_standard_output_is_closed() {
    let dir = tempfile::tempdir().unwrap();
    let cases = suite_file(dir.path());
    let report = dir.path().join("r.json");
    // The reader goes away before the run prints anything, as `| head -0`.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = halflings()
        .args(["conformance", "run", "--tag", "vineyard", "--cases"])
        .arg(&cases)
        .arg("--json")
        .arg(&report)
        .args(["--", "python3"])
        .arg(fake())
        .arg(&cases)
        .arg("right")
        .stdout(writer)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(141),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(
        with_status(&report, "passed").len(),
        ids_tagged("vineyard").len()
    );
}

#[cfg(target_os = "linux")]
#[test]
fn the_reference_engine_answers_a_request_line_past_its_cap_without_keeping_it() {
    use std::io::{BufRead, Write};
    use std::process::Stdio;
    let mut engine = halflings()
        .args(["conformance", "engine"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = engine.stdin.take().unwrap();
    let stdout = engine.stdout.take().unwrap();
    // 128 MiB of one line, eight times the cap, and no end of line yet:
    // the answer must come before the line ends.
    let (go_on, wait) = std::sync::mpsc::channel::<()>();
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'x'; 1 << 20];
        for _ in 0..128 {
            if stdin.write_all(&chunk).is_err() {
                return;
            }
        }
        let _ = wait.recv();
        let _ = stdin.write_all(b"\n{\"cmd\":\"stop\"}\n");
    });
    let (heard, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufReader::new(stdout).read_line(&mut line);
        let _ = heard.send(line);
    });
    let line = match answer.recv_timeout(std::time::Duration::from_secs(30)) {
        Ok(line) => line,
        Err(_) => {
            let _ = engine.kill();
            panic!("no answer before the line ended");
        }
    };
    // What the engine holds: a line of the cap at most (its buffer grows
    // to 16 MiB, the 8 MiB before it copied over), not the 128 MiB. The
    // engine itself, its tiles loaded, peaks near 40 MiB.
    let status = std::fs::read_to_string(format!("/proc/{}/status", engine.id())).unwrap();
    let peak_kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    let answer: Value = serde_json::from_str(&line).unwrap();
    assert_eq!(answer["seq"], 0, "{line}");
    assert_eq!(
        answer["errored"],
        "not a request: a line longer than 16777216 bytes (the rest of it is dropped)"
    );
    go_on.send(()).unwrap();
    writer.join().unwrap();
    let status = engine.wait().unwrap();
    assert!(status.success(), "{status}");
    assert!(peak_kib < 112 * 1024, "peak {peak_kib} KiB");
}

#[test]
fn score_refuses_a_games_turn_played_out_of_turn_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.toml");
    // Five turns, red first; the sixth is blue's, but red plays it.
    std::fs::write(
        &game,
        format!(
            "{FARMS_ACROSS_A_GAP}[[turn]]\n{}",
            BLUE_ON_THE_FARM.replace("blue", "red")
        ),
    )
    .unwrap();
    let (code, stdout, stderr) = score(&[game.as_os_str()]);
    assert_eq!(code, Some(1), "{stdout}");
    let line = FARMS_ACROSS_A_GAP.lines().count() + 2;
    assert!(
        stderr.contains(&format!(
            "{}:{line}:10: turn 6 is `blue`'s, not `red`'s: the players take turns in the order of `players`",
            game.display()
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains("the turns go red, blue, then round again"),
        "{stderr}"
    );
}

#[test]
fn score_escapes_control_characters_in_a_cases_players() {
    let dir = tempfile::tempdir().unwrap();
    let mut case = suite()
        .cases
        .into_iter()
        .find(|c| c.kind == halflings_conformance::CaseKind::Game && !c.input.turns.is_empty())
        .unwrap();
    let red = case.input.turns[0].player.0.clone();
    let hostile = format!("{red}\u{1b}[2J");
    for p in &mut case.input.players {
        if *p == red {
            p.clone_from(&hostile);
        }
    }
    for t in &mut case.input.turns {
        if t.player.0 == red {
            t.player.0.clone_from(&hostile);
        }
    }
    let file = dir.path().join("case.json");
    std::fs::write(&file, serde_json::to_string(&case).unwrap()).unwrap();
    let (code, stdout, stderr) = score(&[file.as_os_str()]);
    assert!(matches!(code, Some(0 | 3)), "{stdout}\n{stderr}");
    assert!(
        !stdout.contains('\u{1b}') && !stderr.contains('\u{1b}'),
        "{stdout:?}\n{stderr:?}"
    );
    assert!(
        stdout.contains(&format!("turn 1, {red}\\u{{1b}}[2J: ")),
        "{stdout}"
    );
}

#[test]
fn the_reference_engine_whose_reader_is_gone_ends_quietly_with_141() {
    use std::process::Stdio;
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut engine = halflings()
        .args(["conformance", "engine"])
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write as _;
        let mut stdin = engine.stdin.take().unwrap();
        // Answered at once (a bad line), into the closed pipe.
        let _ = stdin.write_all(b"not a request\n");
    }
    let out = engine.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(141), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn score_plays_back_a_game_record_move_by_move() {
    let catalog = halflings_testkit::catalog();
    let deck = halflings_engine::Deck::of(catalog.tiles(), catalog.squares());
    let setup = halflings_engine::Setup::new(&["red", "blue"], "C2", 5);
    let mut game = halflings_engine::Match::new(&deck, catalog.expansion(), setup).unwrap();
    let moves = game.play_out(5);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, serde_json::to_string(&game).unwrap()).unwrap();

    let (code, out, err) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("(deck, rules 2021-01)"), "{out}");
    assert!(out.contains(&format!("  move {moves}, ")), "{out}");
    assert!(out.contains("expect: nothing (a game record)"), "{out}");

    let (code, out, err) = score(&[file.as_os_str(), "--json".as_ref()]);
    assert_eq!(code, Some(0), "{err}");
    let answer: Value = serde_json::from_str(&out).unwrap();
    let finals = game.final_points();
    assert_eq!(answer["points"]["red"], finals[0]);
    assert_eq!(answer["points"]["blue"], finals[1]);
    assert_eq!(answer["over"], true);
    assert_eq!(answer["turns"].as_array().unwrap().len(), moves);

    // A move the rules refuse is an error at the record, exit 1.
    let mut record = game.record();
    record.moves.truncate(3);
    // A pass while the stack still holds tiles.
    record.moves.push(halflings_engine::Recorded::Pass);
    std::fs::write(&file, serde_json::to_string(&record).unwrap()).unwrap();
    let (code, _, err) = score(&[file.as_os_str()]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("move 3"), "{err}");
}
