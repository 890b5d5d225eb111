//! The runner: starts an engine as a subprocess, speaks the line protocol
//! with it, checks every answer against its schema and the expected
//! result, and reports each case. A crash, a hang (past the per-case
//! timeout) or an answer that is not the protocol's is reported as such;
//! the engine is started again and the run goes on with the next case.
//!
//! The suite and the protocol are `halflings-conformance`'s; this crate is
//! the process supervisor around them, kept apart so that the suite, and
//! the Python package that carries it, do not link one. It spawns only the
//! engine it is given and writes no file (the `halflings` command writes
//! the report).
//!
//! ```no_run
//! use std::time::Duration;
//! use halflings_runner::{Options, Status};
//!
//! let catalog = halflings_shipped::catalog(true).expect("the shipped tiles are valid");
//! let suite = halflings_conformance::generate::suite(&catalog);
//! // `start` carries the tiles as tiles.json gives them.
//! let mut tiles = Vec::new();
//! halflings_codegen::json::write_tiles_json(&catalog, &mut tiles)?;
//! let options = Options {
//!     tags: vec!["vineyard".into()],
//!     timeout: Duration::from_secs(5),
//!     ..Options::default()
//! };
//! let engine: [std::ffi::OsString; 2] = ["python3".into(), "my_engine.py".into()];
//! let report = halflings_runner::run(&suite, serde_json::from_slice(&tiles)?, &engine, &options, |case| {
//!     if case.status != Status::Passed {
//!         println!("{} {}", case.status.name(), case.id);
//!     }
//! })?;
//! println!("{} of {} passed", report.total.get(&Status::Passed).unwrap_or(&0), report.cases.len());
//! assert!(report.passed());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::collections::{BTreeMap, VecDeque};
use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use halflings_conformance::protocol::{Outcome, PROTOCOL, Ran, Request, Started};
use halflings_conformance::suite::{Answer, Case, Suite};

/// The longest line an engine may write: past it, the answer is malformed.
pub const MAX_LINE: u64 = 16 * 1024 * 1024;
/// How many lines of the engine's standard error a report keeps.
const STDERR_LINES: usize = 20;
/// The most kept of one line of the engine's standard error; the rest of
/// the line is read and dropped.
const STDERR_LINE: u64 = 4 * 1024;
/// After this many starts in a row that fail, the run stops.
const MAX_FAILED_STARTS: usize = 3;
/// How long the engine has to exit after `stop` before it is killed.
pub const STOP_GRACE: Duration = Duration::from_secs(2);

/// What became of one case.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The engine's answer is the expected one.
    Passed,
    /// The engine answered something else.
    Failed,
    /// The engine said it does not play the case.
    Skipped,
    /// The engine said it could not play the case.
    Errored,
    /// The engine exited before answering.
    Crashed,
    /// The engine did not answer within the timeout.
    TimedOut,
    /// The engine answered with something that is not the protocol's.
    Malformed,
    /// Not sent: the engine does not play the case's rules version, or it
    /// could not be started again. Counts against passing.
    NotRun,
    /// Not sent, and not counted: with `partial`, a case of a rules version
    /// the engine does not play.
    LeftOut,
}

impl Status {
    /// The name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
            Status::Skipped => "skipped",
            Status::Errored => "errored",
            Status::Crashed => "crashed",
            Status::TimedOut => "timed-out",
            Status::Malformed => "malformed",
            Status::NotRun => "not-run",
            Status::LeftOut => "left-out",
        }
    }
}

/// One case's report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CaseReport {
    /// The case's id.
    pub id: String,
    /// Its rules version, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Its tags.
    pub tags: Vec<String>,
    /// What became of it.
    pub status: Status,
    /// The expected answer.
    pub expected: Answer,
    /// The engine's answer, when it gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actual: Option<Answer>,
    /// What went wrong, in a sentence: the engine's own reason, the
    /// crash's exit status and its last lines of standard error, the
    /// malformed line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// How long the engine took, in milliseconds.
    pub millis: u64,
}

/// Counts of statuses.
pub type Tally = BTreeMap<Status, usize>;

/// A whole run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "Halflings conformance report")]
pub struct Report {
    /// The engine, as it introduced itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<Started>,
    /// The command that ran it.
    pub command: Vec<String>,
    /// Every case selected, in the suite's order.
    pub cases: Vec<CaseReport>,
    /// Statuses over all cases.
    pub total: Tally,
    /// Statuses by tag.
    pub by_tag: BTreeMap<String, Tally>,
    /// Statuses by rules version (`any` for cases without one).
    pub by_rules: BTreeMap<String, Tally>,
    /// Which cases were selected, how, and what became of the selection.
    pub selection: Selection,
    /// Whether the engine was still running [`STOP_GRACE`] after `stop`,
    /// and was killed.
    #[serde(default)]
    pub killed_after_stop: bool,
    /// What the run found beside the cases, each in a sentence: rules
    /// versions the engine does not declare, an engine that did not exit
    /// after `stop`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// Which cases a run selected and how: the options that chose them, and
/// what became of them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Selection {
    /// Only cases with one of these tags (all when empty).
    pub tags: Vec<String>,
    /// Not the cases with one of these tags.
    pub skip: Vec<String>,
    /// Only cases of these rules versions, and those without a version
    /// (all when empty).
    pub rules: Vec<String>,
    /// Only the cases with these ids (all when empty).
    pub cases: Vec<String>,
    /// Whether cases of rules versions the engine does not declare were
    /// left out, not counted against passing.
    pub partial: bool,
    /// How many cases the suite holds.
    pub in_suite: usize,
    /// How many the options select.
    pub selected: usize,
    /// How many were sent to the engine.
    pub sent: usize,
    /// How many were not sent, and count against passing.
    pub not_run: usize,
    /// How many were left out by `partial`.
    pub left_out: usize,
}

impl Report {
    /// Whether the run certifies the engine on its selection: every case
    /// selected was sent and passed, but those `partial` left out (cases
    /// of rules versions the engine does not declare), and at least one
    /// passed. A case not sent because the engine does not declare its
    /// version counts against passing unless the run was `partial`.
    pub fn passed(&self) -> bool {
        self.cases
            .iter()
            .all(|c| matches!(c.status, Status::Passed | Status::LeftOut))
            && self.cases.iter().any(|c| c.status == Status::Passed)
    }
}

/// Which cases to run and how long to wait.
#[derive(Clone, Debug)]
pub struct Options {
    /// Run only cases with one of these tags (all when empty).
    pub tags: Vec<String>,
    /// Leave out cases with one of these tags.
    pub skip: Vec<String>,
    /// Run only cases of these rules versions, and those without a version
    /// (all when empty).
    pub rules: Vec<String>,
    /// Run only the cases with these ids (all when empty).
    pub cases: Vec<String>,
    /// Leave out, and do not count against passing, the cases of rules
    /// versions the engine does not declare.
    pub partial: bool,
    /// How long the engine may take to start or to answer one case.
    pub timeout: Duration,
    /// How long one case may take in all, from its start to its answer:
    /// starting the engine again (after a crash or a timeout), writing the
    /// case and the answer. A case over it ends as [`Status::TimedOut`],
    /// and the engine is started again for the next.
    pub case_timeout: Duration,
}

/// The default of [`Options::case_timeout`]: a minute. One case is one
/// request and one answer, so with the default `timeout` (10 s) a case
/// ends within 20 s anyway (starting again, then the answer); the budget
/// bounds a case when `timeout` is raised for an engine slow to start.
pub const CASE_TIMEOUT: Duration = Duration::from_secs(60);

impl Default for Options {
    /// Every case, 10 s per answer, [`CASE_TIMEOUT`] per case.
    fn default() -> Options {
        Options {
            tags: Vec::new(),
            skip: Vec::new(),
            rules: Vec::new(),
            cases: Vec::new(),
            partial: false,
            timeout: Duration::from_secs(10),
            case_timeout: CASE_TIMEOUT,
        }
    }
}

/// What is left of one case's time: [`Options::case_timeout`] from the
/// case's start, each wait no longer than [`Options::timeout`].
struct Budget {
    deadline: Instant,
    timeout: Duration,
    case_timeout: Duration,
}

impl Budget {
    /// The budget of a case starting now.
    fn new(options: &Options) -> Budget {
        Budget {
            deadline: Instant::now() + options.case_timeout,
            timeout: options.timeout,
            case_timeout: options.case_timeout,
        }
    }

    /// How long the next wait may be: the timeout, or what is left of the
    /// case's budget when that is less.
    fn wait(&self) -> Duration {
        self.timeout
            .min(self.deadline.saturating_duration_since(Instant::now()))
    }

    /// When a wait of `wait` ended as `status` because the case's budget,
    /// not the timeout, ran out: the sentence that says so.
    fn spent(&self, status: Status, wait: Duration) -> Option<String> {
        (status == Status::TimedOut && wait < self.timeout).then(|| {
            format!(
                "the case took more than its budget of {} s (--case-timeout)",
                self.case_timeout.as_secs_f64()
            )
        })
    }
}

/// The warning for a suite made from other definitions than those of
/// `tiles` (the `tiles.json` sent in `start`), naming both digests: its
/// cases may expect what these tiles do not give. None when the two
/// `data_sha256` agree.
pub fn other_definitions(suite: &Suite, tiles: &serde_json::Value) -> Option<String> {
    let loaded = tiles
        .get("data_sha256")
        .and_then(|s| s.as_str())
        .unwrap_or_default();
    (suite.data_sha256 != loaded).then(|| {
        format!(
            "the cases were made from other definitions than those loaded and sent to the \
             engine: the suite's data_sha256 is {}, the definitions' {loaded}; a case may \
             expect what these tiles do not give",
            suite.data_sha256
        )
    })
}

/// Why a run could not begin.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The engine's command could not be started at all.
    #[error("cannot start `{command}`: {source}")]
    Spawn {
        /// The command.
        command: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The engine started but did not answer `start` as the protocol asks.
    #[error("the engine did not start: {0}")]
    Start(String),
    /// The engine declared rules versions the suite does not have.
    #[error(
        "the engine declares rules {} {}, which the suite does not have (its versions: {}); \
         no case was run",
        if .unknown.len() == 1 { "version" } else { "versions" },
        .unknown.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", "),
        .known.join(", ")
    )]
    UnknownRules {
        /// The versions the suite does not have.
        unknown: Vec<String>,
        /// The suite's versions.
        known: Vec<String>,
    },
}

/// Whether `case` is selected by `options`: it has one of `tags` (if any),
/// none of `skip`, one of the versions `rules` or none (if any), and one
/// of the ids `cases` (if any).
pub fn selected(case: &Case, options: &Options) -> bool {
    let has = |tags: &[String]| tags.iter().any(|t| case.tags.contains(t));
    (options.tags.is_empty() || has(&options.tags))
        && !has(&options.skip)
        && (options.rules.is_empty()
            || case
                .rules
                .as_ref()
                .is_none_or(|r| options.rules.contains(r)))
        && (options.cases.is_empty() || options.cases.contains(&case.id))
}

/// A running engine.
struct Engine {
    child: Child,
    /// The messages to write to the engine's standard input. A thread of
    /// its own writes them, so that an engine that stops reading blocks
    /// that thread, never the run: the wait for the answer, under the
    /// timeout, covers the writing of the request too. Dropping the
    /// sender closes the engine's input once what was sent is written.
    outbox: Option<Sender<Vec<u8>>>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<String>>>,
}

/// What the threads around the engine hear from it.
enum Line {
    /// A line of its standard output.
    Text(String),
    /// A line of its standard output longer than [`MAX_LINE`].
    TooLong,
    /// The end of its standard output.
    End,
    /// A message could not be written to its standard input, and why.
    Unwritable(String),
}

/// What a wait for the engine's answer came to.
enum Heard {
    Line(String),
    TooLong,
    End,
    Unwritable(String),
    Silent,
}

impl Engine {
    fn spawn(command: &[OsString]) -> std::io::Result<Engine> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| std::io::Error::other("no command"))?;
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // A process group of its own, so that what the engine starts (a
        // shell's, cargo's or npm's child) is killed with it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn()?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| std::io::Error::other("no stdin"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| std::io::Error::other("no stdout"))?;
        let stderr = child
            .stderr
            .take()
            .ok_or_else(|| std::io::Error::other("no stderr"))?;
        let (send, lines) = channel();
        let (outbox, to_write) = channel::<Vec<u8>>();
        let told = send.clone();
        // Standard input is written by this thread alone. It blocks when
        // the engine does not read; killing the engine's group closes the
        // pipe and ends it. It ends too when the engine is dropped, after
        // writing what it was given, and then closes the engine's input.
        thread::spawn(move || {
            let mut stdin = stdin;
            for message in to_write {
                if let Err(e) = stdin.write_all(&message).and_then(|()| stdin.flush()) {
                    let _ = told.send(Line::Unwritable(e.to_string()));
                    return;
                }
            }
        });
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut buf = Vec::new();
                let read = (&mut reader).take(MAX_LINE).read_until(b'\n', &mut buf);
                let line = match read {
                    Ok(0) | Err(_) => Line::End,
                    Ok(_) if !buf.ends_with(b"\n") && buf.len() as u64 >= MAX_LINE => Line::TooLong,
                    Ok(_) => Line::Text(String::from_utf8_lossy(&buf).trim_end().to_owned()),
                };
                let stop = !matches!(line, Line::Text(_));
                if send.send(line).is_err() || stop {
                    return;
                }
            }
        });
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let keep = Arc::clone(&tail);
        // Standard error is read to its end as bytes, whatever they are:
        // each line kept in part, the last few lines kept.
        thread::spawn(move || {
            let mut reader = BufReader::new(stderr);
            loop {
                let mut buf = Vec::new();
                match (&mut reader).take(STDERR_LINE).read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {}
                }
                if !buf.ends_with(b"\n") && buf.len() as u64 == STDERR_LINE {
                    // The rest of a long line, dropped as it is read.
                    let mut rest = Vec::new();
                    loop {
                        rest.clear();
                        match (&mut reader).take(STDERR_LINE).read_until(b'\n', &mut rest) {
                            Ok(0) | Err(_) => break,
                            Ok(_) if rest.ends_with(b"\n") => break,
                            Ok(_) => {}
                        }
                    }
                    buf.extend_from_slice(" [...]".as_bytes());
                }
                let line = String::from_utf8_lossy(&buf).trim_end().to_owned();
                if let Ok(mut t) = keep.lock() {
                    if t.len() == STDERR_LINES {
                        t.pop_front();
                    }
                    t.push_back(line);
                }
            }
        });
        Ok(Engine {
            child,
            outbox: Some(outbox),
            lines,
            stderr: tail,
        })
    }

    /// Hands `request`, as one line, to the thread that writes to the
    /// engine; it never waits for the engine to read. Whether the line
    /// was handed over: not when the writing thread has already ended on
    /// a failed write.
    fn send(&mut self, request: &Request) -> bool {
        let Ok(mut text) = serde_json::to_vec(request) else {
            return false;
        };
        text.push(b'\n');
        self.outbox
            .as_ref()
            .is_some_and(|outbox| outbox.send(text).is_ok())
    }

    /// Waits up to `timeout` for the engine's next line.
    fn hear(&mut self, timeout: Duration) -> Heard {
        match self.lines.recv_timeout(timeout) {
            Ok(Line::Text(t)) => Heard::Line(t),
            Ok(Line::TooLong) => Heard::TooLong,
            Ok(Line::End) | Err(RecvTimeoutError::Disconnected) => Heard::End,
            Ok(Line::Unwritable(why)) => Heard::Unwritable(why),
            Err(RecvTimeoutError::Timeout) => Heard::Silent,
        }
    }

    /// How the engine ended, with its last lines of standard error.
    fn epitaph(&mut self) -> String {
        // Give it a moment to be reaped, and its error output to arrive.
        let deadline = Instant::now() + Duration::from_millis(500);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(s)) => break Some(s),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
                _ => break None,
            }
        };
        thread::sleep(Duration::from_millis(20));
        let tail: Vec<String> = self
            .stderr
            .lock()
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default();
        let status = match status {
            Some(s) => format!("the engine exited ({s})"),
            None => "the engine closed its output".to_owned(),
        };
        if tail.is_empty() {
            status
        } else {
            format!(
                "{status}; its last lines of standard error:\n{}",
                tail.join("\n")
            )
        }
    }

    fn kill(mut self) {
        end(&mut self.child);
    }

    /// Sends `stop` and waits [`STOP_GRACE`] for the engine to exit;
    /// kills it past that. Whether it exited by itself.
    fn stop(mut self) -> bool {
        let _ = self.send(&Request::Stop);
        // The writing thread closes the engine's input once `stop` is
        // written (or ends when the engine is killed, if it never reads).
        self.outbox = None;
        let deadline = Instant::now() + STOP_GRACE;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                // What it started and left running goes with it.
                end(&mut self.child);
                return true;
            }
            thread::sleep(Duration::from_millis(10));
        }
        end(&mut self.child);
        false
    }
}

/// Kills the engine and, on Unix, every process of its group (what it
/// started, and what those started), then reaps it.
fn end(child: &mut Child) {
    #[cfg(unix)]
    {
        let group = rustix::process::Pid::from_child(child);
        let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// The schemas answers are checked against.
struct Checks {
    started: jsonschema::Validator,
    ran: jsonschema::Validator,
}

impl Checks {
    fn new() -> Checks {
        let compile = |schema: serde_json::Value| {
            jsonschema::validator_for(&schema).expect("the protocol's own schemas compile")
        };
        Checks {
            started: compile(halflings_model::schema::schema_of::<Started>()),
            ran: compile(halflings_model::schema::schema_of::<Ran>()),
        }
    }
}

/// Parses `line` as a `T` that `schema` accepts; otherwise says why not.
fn parse<T: serde::de::DeserializeOwned>(
    line: &str,
    schema: &jsonschema::Validator,
) -> Result<T, String> {
    let shown = excerpt(line);
    let value: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("not JSON ({e}): {shown}"))?;
    if let Some(error) = schema.iter_errors(&value).next() {
        return Err(format!(
            "not the protocol's ({error} at `{}`): {shown}",
            error.instance_path()
        ));
    }
    serde_json::from_value(value).map_err(|e| format!("not the protocol's ({e}): {shown}"))
}

/// A line cut to a length a report can show.
fn excerpt(line: &str) -> String {
    const MAX: usize = 200;
    let mut s: String = line.chars().take(MAX).collect();
    if s.len() < line.len() {
        s.push_str("...");
    }
    s
}

/// Why an engine did not start.
enum NoStart {
    /// Its command could not be run at all.
    Spawn(std::io::Error),
    /// It ran, but did not answer `start` as the protocol asks: how that
    /// is reported, and why.
    Failed(Status, String),
}

impl NoStart {
    /// How a case is reported when the engine could not be started for
    /// it, and why.
    fn reported(self) -> (Status, String) {
        match self {
            NoStart::Spawn(e) => (Status::Crashed, e.to_string()),
            NoStart::Failed(status, why) => (status, why),
        }
    }
}

/// Starts the engine and waits up to `timeout` for its answer to `start`
/// (the writing of `start` included).
fn start(
    command: &[OsString],
    hello: &Request,
    checks: &Checks,
    timeout: Duration,
) -> Result<(Engine, Started), NoStart> {
    let mut engine = Engine::spawn(command).map_err(NoStart::Spawn)?;
    if !engine.send(hello) {
        let why = engine.epitaph();
        engine.kill();
        return Err(NoStart::Failed(Status::Crashed, why));
    }
    let (status, why) = match engine.hear(timeout) {
        Heard::Line(line) => match parse::<Started>(&line, &checks.started) {
            Ok(started) => return Ok((engine, started)),
            Err(why) => (Status::Malformed, format!("its answer to start is {why}")),
        },
        Heard::TooLong => (
            Status::Malformed,
            format!("its answer to start is longer than {MAX_LINE} bytes"),
        ),
        Heard::End => (Status::Crashed, engine.epitaph()),
        Heard::Unwritable(why) => (
            Status::Crashed,
            format!(
                "start could not be written to it ({why}); {}",
                engine.epitaph()
            ),
        ),
        Heard::Silent => (
            Status::TimedOut,
            format!(
                "no answer to start within {} s (an engine that does not read its input \
                 ends so too)",
                timeout.as_secs_f64()
            ),
        ),
    };
    engine.kill();
    Err(NoStart::Failed(status, why))
}

/// Runs the cases of `suite` that `options` select against the engine
/// `command`, with `tiles` (the `tiles.json` document) sent in `start`.
/// `progress` is told of each case as it ends.
pub fn run(
    suite: &Suite,
    tiles: serde_json::Value,
    command: &[OsString],
    options: &Options,
    mut progress: impl FnMut(&CaseReport),
) -> Result<Report, RunError> {
    let checks = Checks::new();
    let other_definitions = other_definitions(suite, &tiles);
    let hello = Request::Start {
        protocol: PROTOCOL,
        catalog_sha256: tiles
            .get("source_sha256")
            .and_then(|s| s.as_str())
            .unwrap_or_default()
            .to_owned(),
        tiles,
    };
    let shown: Vec<String> = command
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (first, started) = match start(command, &hello, &checks, options.timeout) {
        Ok(pair) => pair,
        Err(NoStart::Spawn(source)) => {
            return Err(RunError::Spawn {
                command: shown.join(" "),
                source,
            });
        }
        Err(NoStart::Failed(_, why)) => return Err(RunError::Start(why)),
    };
    let unknown: Vec<String> = started
        .rules
        .iter()
        .filter(|r| !suite.rules.contains(r))
        .cloned()
        .collect();
    if !unknown.is_empty() {
        first.stop();
        return Err(RunError::UnknownRules {
            unknown,
            known: suite.rules.clone(),
        });
    }
    let mut engine = Some(first);
    let mut failed_starts = 0;
    let mut reports = Vec::new();
    let mut seq = 0;
    for case in suite.cases.iter().filter(|c| selected(c, options)) {
        // The case's budget runs from here: starting the engine again,
        // writing the case and the answer all come out of it.
        let budget = Budget::new(options);
        let mut report = CaseReport {
            id: case.id.clone(),
            rules: case.rules.clone(),
            tags: case.tags.clone(),
            status: Status::NotRun,
            expected: case.expect.clone(),
            actual: None,
            message: None,
            millis: 0,
        };
        if let Some(r) = &case.rules
            && !started.rules.contains(r)
        {
            if options.partial {
                report.status = Status::LeftOut;
                report.message = Some(format!(
                    "left out (partial): the engine does not declare rules version {r}"
                ));
            } else {
                report.message = Some(format!("the engine does not declare rules version {r}"));
            }
            progress(&report);
            reports.push(report);
            continue;
        }
        if engine.is_none() {
            if failed_starts >= MAX_FAILED_STARTS {
                report.message = Some("the engine could not be started again".into());
                progress(&report);
                reports.push(report);
                continue;
            }
            let wait = budget.wait();
            match start(command, &hello, &checks, wait) {
                Ok((e, _)) => {
                    engine = Some(e);
                    failed_starts = 0;
                }
                Err(no) => {
                    failed_starts += 1;
                    let (status, why) = no.reported();
                    report.status = status;
                    report.message = Some(match budget.spent(status, wait) {
                        Some(over) => format!("starting the engine again: {over}"),
                        None => format!("starting the engine again: {why}"),
                    });
                    progress(&report);
                    reports.push(report);
                    continue;
                }
            }
        }
        let Some(mut e) = engine.take() else { continue };
        seq += 1;
        let request = Request::Run {
            seq,
            case: halflings_conformance::protocol::Question {
                id: case.id.clone(),
                kind: case.kind,
                rules: case.rules.clone(),
                input: case.input.clone(),
            },
        };
        let began = Instant::now();
        if !e.send(&request) {
            report.status = Status::Crashed;
            report.message = Some(e.epitaph());
            e.kill();
        } else {
            let wait = budget.wait();
            let heard = e.hear(wait);
            report.millis = began.elapsed().as_millis() as u64;
            match heard {
                Heard::Line(line) => match parse::<Ran>(&line, &checks.ran) {
                    Ok(ran) if ran.seq != seq => {
                        report.status = Status::Malformed;
                        report.message =
                            Some(format!("the answer is to seq {}, not {seq}", ran.seq));
                        e.kill();
                    }
                    Ok(ran) => {
                        match ran.outcome {
                            Outcome::Result(actual) => {
                                report.status = if actual.agrees(&case.expect) {
                                    Status::Passed
                                } else {
                                    Status::Failed
                                };
                                report.actual = Some(actual);
                            }
                            Outcome::Skipped(why) => {
                                report.status = Status::Skipped;
                                report.message = Some(why);
                            }
                            Outcome::Errored(why) => {
                                report.status = Status::Errored;
                                report.message = Some(why);
                            }
                        }
                        engine = Some(e);
                    }
                    Err(why) => {
                        report.status = Status::Malformed;
                        report.message = Some(format!("the answer is {why}"));
                        e.kill();
                    }
                },
                Heard::TooLong => {
                    report.status = Status::Malformed;
                    report.message = Some(format!("the answer is longer than {MAX_LINE} bytes"));
                    e.kill();
                }
                Heard::End => {
                    report.status = Status::Crashed;
                    report.message = Some(e.epitaph());
                    e.kill();
                }
                Heard::Unwritable(why) => {
                    report.status = Status::Crashed;
                    report.message = Some(format!(
                        "the case could not be written to the engine ({why}); {}",
                        e.epitaph()
                    ));
                    e.kill();
                }
                Heard::Silent => {
                    report.status = Status::TimedOut;
                    report.message =
                        Some(budget.spent(Status::TimedOut, wait).unwrap_or_else(|| {
                            format!(
                                "no answer within {} s (an engine that does not read the case \
                             ends so too)",
                                options.timeout.as_secs_f64()
                            )
                        }));
                    e.kill();
                }
            }
        }
        progress(&report);
        reports.push(report);
    }
    let killed_after_stop = engine.is_some_and(|e| !e.stop());
    let mut total = Tally::new();
    let mut by_tag: BTreeMap<String, Tally> = BTreeMap::new();
    let mut by_rules: BTreeMap<String, Tally> = BTreeMap::new();
    for r in &reports {
        *total.entry(r.status).or_default() += 1;
        for t in &r.tags {
            *by_tag
                .entry(t.clone())
                .or_default()
                .entry(r.status)
                .or_default() += 1;
        }
        let rules = r.rules.clone().unwrap_or_else(|| "any".to_owned());
        *by_rules
            .entry(rules)
            .or_default()
            .entry(r.status)
            .or_default() += 1;
    }
    let count = |status: Status| total.get(&status).copied().unwrap_or(0);
    let selection = Selection {
        tags: options.tags.clone(),
        skip: options.skip.clone(),
        rules: options.rules.clone(),
        cases: options.cases.clone(),
        partial: options.partial,
        in_suite: suite.cases.len(),
        selected: reports.len(),
        sent: reports.len() - count(Status::NotRun) - count(Status::LeftOut),
        not_run: count(Status::NotRun),
        left_out: count(Status::LeftOut),
    };
    let mut warnings = warnings(&reports, &started, options, killed_after_stop);
    warnings.extend(other_definitions);
    Ok(Report {
        engine: Some(started),
        command: shown,
        cases: reports,
        total,
        by_tag,
        by_rules,
        selection,
        killed_after_stop,
        warnings,
    })
}

/// The run's warnings: the selected versions the engine does not declare
/// (all, when it declares none), and an engine killed after `stop`.
fn warnings(
    reports: &[CaseReport],
    started: &Started,
    options: &Options,
    killed_after_stop: bool,
) -> Vec<String> {
    let mut warnings = Vec::new();
    let mut undeclared: BTreeMap<&str, usize> = BTreeMap::new();
    for r in reports {
        if let Some(v) = &r.rules
            && !started.rules.contains(v)
        {
            *undeclared.entry(v).or_default() += 1;
        }
    }
    if !undeclared.is_empty() {
        let n: usize = undeclared.values().sum();
        let versions: Vec<&str> = undeclared.keys().copied().collect();
        let which = if started.rules.is_empty() {
            "the engine declares no rules version".to_owned()
        } else {
            format!(
                "the engine does not declare rules {} {}",
                if versions.len() == 1 {
                    "version"
                } else {
                    "versions"
                },
                versions.join(", ")
            )
        };
        let cases = if n == 1 { "case" } else { "cases" };
        warnings.push(if options.partial {
            format!("{which}: its {n} selected {cases} were left out (--partial)")
        } else {
            format!(
                "{which}: its {n} selected {cases} were not run, and count against passing \
                 (--partial leaves them out; --rules runs only the versions named)"
            )
        });
    }
    if killed_after_stop {
        warnings.push(format!(
            "the engine did not exit within {} s of `stop`; it was killed",
            STOP_GRACE.as_secs()
        ));
    }
    warnings
}
