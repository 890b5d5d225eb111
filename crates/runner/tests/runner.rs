//! The runner against engines that misbehave: a correct engine passes the
//! cases it is given, one that misreads a rule fails exactly the cases
//! tagged with it, and one that crashes, hangs, prints garbage or answers
//! off the protocol's schema is reported as such, case by case, while the
//! run goes on. A run passes only when every case selected passed: cases
//! of rules versions the engine does not declare count against it unless
//! the run is partial or names its versions; a version the suite does not
//! have stops the run, and an engine that outlives `stop` is reported.
//! The engines are one short Python script, `fake_engine.py`
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
        ..Options::default()
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

/// The ids of the suite's cases of rules version `version` (`None`: the
/// version-free ones).
fn ids_of_version(version: Option<&str>) -> Vec<String> {
    fixture()
        .suite
        .cases
        .iter()
        .filter(|c| c.rules.as_deref() == version)
        .map(|c| c.id.clone())
        .collect()
}

#[test]
fn an_engine_that_declares_no_rules_version_does_not_pass_and_is_told_why() {
    let report = run_fake(&options(&[], &[]), &["declare", ""]).unwrap();
    let free = ids_of_version(None);
    assert!(!free.is_empty());
    assert_eq!(with_status(&report, Status::Passed), free);
    let not_run = with_status(&report, Status::NotRun);
    assert_eq!(not_run.len() + free.len(), fixture().suite.cases.len());
    assert!(!report.passed());
    assert_eq!(report.selection.not_run, not_run.len());
    assert_eq!(report.selection.sent, free.len());
    assert!(
        report.warnings.iter().any(|w| w.starts_with(&format!(
            "the engine declares no rules version: its {} selected cases were not run, and count against passing",
            not_run.len()
        ))),
        "{:?}",
        report.warnings
    );
}

#[test]
fn an_engine_that_declares_a_version_the_suite_lacks_stops_the_run() {
    match run_fake(&options(&["vineyard"], &[]), &["declare", "2014,1999"]) {
        Err(e @ RunError::UnknownRules { .. }) => {
            let text = e.to_string();
            assert!(
                text.starts_with(
                    "the engine declares rules version `1999`, which the suite does not have"
                ),
                "{text}"
            );
            assert!(text.contains("2021-01"), "{text}");
        }
        other => panic!("expected an unknown-version error, got {other:?}"),
    }
}

#[test]
fn a_partial_run_leaves_out_the_undeclared_versions_and_passes() {
    let mut options = options(&[], &[]);
    options.partial = true;
    let report = run_fake(&options, &["declare", "2014"]).unwrap();
    let mut sent = ids_of_version(None);
    sent.extend(ids_of_version(Some("2014")));
    let mut passed = with_status(&report, Status::Passed);
    passed.sort();
    sent.sort();
    assert_eq!(passed, sent);
    let left_out = with_status(&report, Status::LeftOut);
    assert_eq!(left_out.len() + sent.len(), fixture().suite.cases.len());
    assert!(with_status(&report, Status::NotRun).is_empty());
    assert!(report.passed());
    assert!(report.selection.partial);
    assert_eq!(report.selection.left_out, left_out.len());
    assert!(
        report.warnings[0].ends_with("were left out (--partial)"),
        "{:?}",
        report.warnings
    );
}

#[test]
fn a_run_narrowed_to_the_declared_versions_passes_and_a_tag_alone_does_not_excuse_others() {
    let mut narrowed = options(&[], &[]);
    narrowed.rules = vec!["2014".into()];
    let report = run_fake(&narrowed, &["declare", "2014"]).unwrap();
    assert!(report.passed());
    assert!(
        report
            .cases
            .iter()
            .all(|c| c.rules.as_deref().is_none_or(|r| r == "2014"))
    );
    assert_eq!(
        report.selection.selected,
        ids_of_version(None).len() + ids_of_version(Some("2014")).len()
    );
    assert_eq!(report.selection.rules, ["2014"]);
    // A tag narrows the selection, but its cases of a version the engine
    // does not declare still count.
    let report = run_fake(&options(&["vineyard"], &[]), &["declare", "2014"]).unwrap();
    assert!(!with_status(&report, Status::NotRun).is_empty());
    assert!(!report.passed());
}

#[test]
fn case_ids_select_exactly_those_cases() {
    let vineyard = ids_tagged("vineyard");
    let mut options = options(&[], &[]);
    options.cases = vec![vineyard[1].clone(), vineyard[0].clone()];
    let report = run_fake(&options, &["right"]).unwrap();
    // In the suite's order.
    assert_eq!(with_status(&report, Status::Passed), vineyard[..2]);
    assert!(report.passed());
    assert_eq!(report.selection.cases, options.cases);
}

#[test]
fn an_engine_that_does_not_exit_after_stop_is_killed_and_reported() {
    let report = run_fake(&options(&["vineyard"], &[]), &["ignore-stop"]).unwrap();
    assert!(report.killed_after_stop);
    assert_eq!(
        report.warnings,
        ["the engine did not exit within 2 s of `stop`; it was killed"]
    );
    // Its answers were right: the run passes, with the warning.
    assert!(report.passed());
    let report = run_fake(&options(&["vineyard"], &[]), &["right"]).unwrap();
    assert!(!report.killed_after_stop);
    assert!(report.warnings.is_empty());
}

/// `command` as a shell line: `prefix`, then the fake engine in `mode`.
fn wrapped(prefix: &str, mode: &[&str]) -> Vec<OsString> {
    let f = fixture();
    let mut line = format!(
        "{prefix} exec python3 '{}' '{}'",
        fake_engine().display(),
        f.file.display()
    );
    for m in mode {
        line.push_str(&format!(" '{m}'"));
    }
    vec!["sh".into(), "-c".into(), line.into()]
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
fn an_engine_started_through_a_shell_leaves_nothing_running_after_a_timeout_or_the_end() {
    let f = fixture();
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let victim = ids_tagged("vineyard")[0].clone();
    // Each start of the engine leaves a child of the shell behind it.
    let command = wrapped(
        &format!("sleep 300 & echo $! >> '{}';", pids.display()),
        &["hang", &victim],
    );
    let mut options = options(&["vineyard"], &[]);
    options.timeout = Duration::from_secs(1);
    let report =
        halflings_runner::run(&f.suite, f.tiles.clone(), &command, &options, |_| {}).unwrap();
    assert_eq!(with_status(&report, Status::TimedOut), [victim]);
    let started: Vec<u32> = std::fs::read_to_string(&pids)
        .unwrap()
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect();
    // Started, timed out and started again.
    assert_eq!(started.len(), 2, "{started:?}");
    let deadline = std::time::Instant::now() + Duration::from_secs(2);
    while started.iter().any(|&pid| running(pid)) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<u32> = started.into_iter().filter(|&pid| running(pid)).collect();
    assert!(left.is_empty(), "still running: {left:?}");
}

#[test]
fn an_engines_standard_error_is_read_as_bytes_with_long_lines_cut() {
    let victim = ids_tagged("vineyard")[2].clone();
    // A byte that is not UTF-8, then a line of a megabyte, before the
    // engine starts: the runner reads on, and keeps a bounded tail.
    let command = wrapped(
        "printf 'bad \\377 byte\\n' >&2; head -c 1048576 /dev/zero | tr '\\0' x >&2; echo >&2;",
        &["crash", &victim],
    );
    let f = fixture();
    let report = halflings_runner::run(
        &f.suite,
        f.tiles.clone(),
        &command,
        &options(&["vineyard"], &[]),
        |_| {},
    )
    .unwrap();
    assert_eq!(
        with_status(&report, Status::Crashed),
        std::slice::from_ref(&victim)
    );
    let case = report.cases.iter().find(|c| c.id == victim).unwrap();
    let message = case.message.as_deref().unwrap();
    assert!(message.contains("fake engine: giving up on"), "{message}");
    assert!(message.contains("bad \u{fffd} byte"), "{message}");
    assert!(message.contains("xxxx [...]"), "{}", &message[..200]);
    assert!(message.len() < 100_000, "{} bytes kept", message.len());
}

#[cfg(target_os = "linux")]
#[test]
fn an_engine_that_never_reads_a_start_bigger_than_a_pipe_times_out_and_is_killed() {
    let f = fixture();
    // A start of a megabyte: far more than a pipe holds (64 KiB on Linux),
    // so writing it blocks until the engine reads, which it never does.
    let mut tiles = f.tiles.clone();
    tiles["padding"] = serde_json::Value::String("x".repeat(1 << 20));
    let dir = tempfile::tempdir().unwrap();
    let pid = dir.path().join("pid");
    let command: Vec<OsString> = vec![
        "sh".into(),
        "-c".into(),
        format!("echo $$ > '{}'; exec sleep 30", pid.display()).into(),
    ];
    let mut options = options(&["vineyard"], &[]);
    options.timeout = Duration::from_secs(1);
    let began = std::time::Instant::now();
    let result = halflings_runner::run(&f.suite, tiles, &command, &options, |_| {});
    let took = began.elapsed();
    match result {
        Err(RunError::Start(why)) => {
            assert!(why.starts_with("no answer to start within 1 s"), "{why}")
        }
        other => panic!("expected a start error, got {other:?}"),
    }
    assert!(took < Duration::from_secs(5), "took {took:?}");
    let pid: u32 = std::fs::read_to_string(&pid)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(2);
    while running(pid) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!running(pid), "the engine {pid} is still running");
}

#[test]
fn a_case_over_its_budget_times_out_and_the_run_goes_on() {
    let vineyard = ids_tagged("vineyard");
    let victim = vineyard[0].clone();
    let mut options = options(&["vineyard"], &[]);
    // Each answer could take 30 s; the case may take 1 s in all.
    options.timeout = Duration::from_secs(30);
    options.case_timeout = Duration::from_secs(1);
    let began = std::time::Instant::now();
    let report = run_fake(&options, &["hang", &victim]).unwrap();
    assert!(
        began.elapsed() < Duration::from_secs(15),
        "{:?}",
        began.elapsed()
    );
    assert_eq!(
        with_status(&report, Status::TimedOut),
        std::slice::from_ref(&victim)
    );
    let case = report.cases.iter().find(|c| c.id == victim).unwrap();
    assert_eq!(
        case.message.as_deref(),
        Some("the case took more than its budget of 1 s (--case-timeout)")
    );
    // The engine was started again for the next cases, which passed.
    assert_eq!(
        with_status(&report, Status::Passed).len(),
        vineyard.len() - 1
    );
}

#[test]
fn a_suite_made_from_other_definitions_is_a_warning_naming_both_digests() {
    let f = fixture();
    let mut suite = f.suite.clone();
    suite.data_sha256 = "0".repeat(64);
    let loaded = f.tiles["data_sha256"].as_str().unwrap().to_owned();
    assert_eq!(f.suite.data_sha256, loaded);
    let mut command: Vec<OsString> = vec!["python3".into(), fake_engine().into()];
    command.push(f.file.clone().into());
    command.push("right".into());
    let report = halflings_runner::run(
        &suite,
        f.tiles.clone(),
        &command,
        &options(&["vineyard"], &[]),
        |_| {},
    )
    .unwrap();
    let warning = format!(
        "the cases were made from other definitions than those loaded and sent to the engine: \
         the suite's data_sha256 is {}, the definitions' {loaded}; a case may expect what these \
         tiles do not give",
        "0".repeat(64)
    );
    assert_eq!(report.warnings, std::slice::from_ref(&warning));
    assert_eq!(
        halflings_runner::other_definitions(&suite, &f.tiles),
        Some(warning)
    );
    assert_eq!(
        halflings_runner::other_definitions(&f.suite, &f.tiles),
        None
    );
}
