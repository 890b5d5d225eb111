//! The runner against engines that misbehave: a correct engine passes the
//! cases it is given, one that misreads a rule fails exactly the cases
//! tagged with it, and one that crashes, hangs, prints garbage or answers
//! off the protocol's schema is reported as such, case by case, while the
//! run goes on. The engines are one short Python script, `fake_engine.py`
//! beside this file, that answers from the suite file it is given.
//!
//! The command line around the runner (its exit codes, what it prints,
//! `--json`) is tested with the `halflings` binary, in the root package's
//! `tests/it/conformance_runner.rs`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use halflings_conformance::Suite;
use halflings_runner::{Options, Report, RunError, Status};

/// The suite of the repository's tiles, with the `tiles.json` document the
/// runner sends in `start`, and the suite written to a file the fake
/// engine reads; made once for every test.
struct Fixture {
    suite: Suite,
    tiles: serde_json::Value,
    file: PathBuf,
    _dir: tempfile::TempDir,
}

fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let catalog = halflings_testkit::catalog();
        let suite = halflings_conformance::generate::suite(&catalog);
        let mut tiles = Vec::new();
        halflings_codegen::json::write_tiles_json(&catalog, &mut tiles).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("cases.json");
        std::fs::write(&file, serde_json::to_string(&suite).unwrap()).unwrap();
        Fixture {
            suite,
            tiles: serde_json::from_slice(&tiles).unwrap(),
            file,
            _dir: dir,
        }
    })
}

fn fake_engine() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake_engine.py")
}

fn options(tags: &[&str], skip: &[&str]) -> Options {
    Options {
        tags: tags.iter().map(|t| t.to_string()).collect(),
        skip: skip.iter().map(|t| t.to_string()).collect(),
        timeout: Duration::from_secs(10),
    }
}

/// Runs the cases `options` select against the fake engine in `mode`.
fn run_fake(options: &Options, mode: &[&str]) -> Result<Report, RunError> {
    let f = fixture();
    let mut command: Vec<OsString> = vec!["python3".into(), fake_engine().into()];
    command.push(f.file.clone().into());
    command.extend(mode.iter().map(OsString::from));
    let mut heard = 0;
    let report =
        halflings_runner::run(&f.suite, f.tiles.clone(), &command, options, |_| heard += 1)?;
    // Progress is told of every case, in the report's order.
    assert_eq!(heard, report.cases.len());
    Ok(report)
}

fn with_status(report: &Report, status: Status) -> Vec<String> {
    let ids: Vec<String> = report
        .cases
        .iter()
        .filter(|c| c.status == status)
        .map(|c| c.id.clone())
        .collect();
    // The tally says the same as the cases.
    assert_eq!(
        report.total.get(&status).copied().unwrap_or(0),
        ids.len(),
        "{status:?}"
    );
    ids
}

fn ids_tagged(tag: &str) -> Vec<String> {
    fixture()
        .suite
        .cases
        .iter()
        .filter(|c| c.tags.iter().any(|t| t == tag))
        .map(|c| c.id.clone())
        .collect()
}

#[test]
fn a_right_engine_passes_the_cases_selected_by_tag_and_skip() {
    let report = run_fake(&options(&["game"], &["farm"]), &["right"]).unwrap();
    let want: Vec<String> = fixture()
        .suite
        .cases
        .iter()
        .filter(|c| c.tags.iter().any(|t| t == "game") && !c.tags.iter().any(|t| t == "farm"))
        .map(|c| c.id.clone())
        .collect();
    assert!(!want.is_empty());
    assert_eq!(with_status(&report, Status::Passed), want);
    assert!(report.passed());
    let engine = report.engine.as_ref().unwrap();
    assert_eq!(
        (engine.name.as_str(), engine.language.as_str()),
        ("fake", "python")
    );
}

#[test]
fn an_engine_that_misreads_one_rule_fails_exactly_the_cases_tagged_with_it() {
    let report = run_fake(&options(&[], &[]), &["wrong", "vineyard"]).unwrap();
    let tagged = ids_tagged("vineyard");
    assert!(!tagged.is_empty());
    assert_eq!(with_status(&report, Status::Failed), tagged);
    assert_eq!(
        with_status(&report, Status::Passed).len() + tagged.len(),
        fixture().suite.cases.len()
    );
    assert!(!report.passed());
    // A failure keeps what was expected and what came, and the tallies by
    // tag count it.
    let failed = report.cases.iter().find(|c| c.id == tagged[0]).unwrap();
    assert_ne!(failed.actual.as_ref(), Some(&failed.expected));
    assert_eq!(report.by_tag["vineyard"][&Status::Failed], tagged.len());
}

#[test]
fn an_engine_that_crashes_is_reported_as_crashed_and_the_run_goes_on() {
    let vineyard = ids_tagged("vineyard");
    let victim = vineyard[2].clone();
    let report = run_fake(&options(&["vineyard"], &[]), &["crash", &victim]).unwrap();
    assert_eq!(
        with_status(&report, Status::Crashed),
        std::slice::from_ref(&victim)
    );
    assert_eq!(
        with_status(&report, Status::Passed).len(),
        vineyard.len() - 1
    );
    let case = report.cases.iter().find(|c| c.id == victim).unwrap();
    let message = case.message.as_deref().unwrap();
    assert!(message.contains("exit status: 3"), "{message}");
    assert!(message.contains("fake engine: giving up on"), "{message}");
}

#[test]
fn an_engine_that_hangs_times_out_and_the_run_goes_on() {
    let vineyard = ids_tagged("vineyard");
    let victim = vineyard[0].clone();
    let mut options = options(&["vineyard"], &[]);
    options.timeout = Duration::from_secs(1);
    let report = run_fake(&options, &["hang", &victim]).unwrap();
    assert_eq!(with_status(&report, Status::TimedOut), [victim]);
    assert_eq!(
        with_status(&report, Status::Passed).len(),
        vineyard.len() - 1
    );
}

#[test]
fn an_engine_that_prints_garbage_or_off_schema_answers_is_reported_as_malformed() {
    let vineyard = ids_tagged("vineyard");
    let victim = vineyard[1].clone();
    for mode in ["garbage", "off-schema"] {
        let report = run_fake(&options(&["vineyard"], &[]), &[mode, &victim]).unwrap();
        assert_eq!(
            with_status(&report, Status::Malformed),
            std::slice::from_ref(&victim),
            "{mode}"
        );
        assert_eq!(
            with_status(&report, Status::Passed).len(),
            vineyard.len() - 1,
            "{mode}"
        );
    }
}

#[test]
fn cases_the_engine_skips_are_reported_and_the_run_does_not_pass() {
    let report = run_fake(&options(&["hill"], &[]), &["skip", "hill"]).unwrap();
    assert_eq!(with_status(&report, Status::Skipped), ids_tagged("hill"));
    assert!(!report.passed());
}

#[test]
fn an_engine_that_does_not_start_ends_the_run_before_any_case() {
    match run_fake(&options(&["vineyard"], &[]), &["no-start"]) {
        Err(RunError::Start(why)) => assert!(!why.is_empty()),
        other => panic!("expected a start error, got {other:?}"),
    }
}

#[test]
fn a_command_that_cannot_be_started_is_named() {
    let f = fixture();
    let command = vec![OsString::from("/nonexistent/halflings-engine")];
    match halflings_runner::run(
        &f.suite,
        f.tiles.clone(),
        &command,
        &options(&["vineyard"], &[]),
        |_| {},
    ) {
        Err(e @ RunError::Spawn { .. }) => {
            assert!(
                e.to_string().contains("/nonexistent/halflings-engine"),
                "{e}"
            )
        }
        other => panic!("expected a spawn error, got {other:?}"),
    }
}
