//! The bad-input corpus through the command line: every case under
//! `tests/corpus/` (see halflings-testkit's `corpus` for what a case is) is
//! a broken or hostile tiles directory, and `halflings` must answer each
//! with exit code 1 and a clear error naming the file (with line and
//! column where there is one), without panicking, and without changing
//! anything on disk: neither the tiles nor the output directory, nor
//! anything beside them. A case at a limit (`accepted`) must be accepted
//! by both, and `build` must change nothing but the new folder it builds.
//!
//! Each case runs `halflings check --tiles tiles` and `halflings build
//! --tiles tiles --out out` in a scratch folder, beside what a previous
//! build left in `out/`; both must refuse it. The catalog's own harness
//! (`crates/catalog/tests/corpus.rs`) loads the same cases in process and
//! checks the corpus covers every kind of bad input. To read every report:
//! `HALFLINGS_CORPUS_SHOW=1 cargo test -p halflings --test corpus -- --nocapture --test-threads 1`.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use halflings_testkit::corpus::{self, Case, Expect, clipped, snapshot, unchanged};
use libtest_mimic::{Arguments, Failed};

/// How long one run of the binary may take before it counts as a hang.
const TIMEOUT: Duration = Duration::from_secs(60);

fn main() {
    let args = Arguments::from_args();
    libtest_mimic::run(&args, corpus::trials(run_case)).exit();
}

fn run_case(case: &Case) -> Result<(), Failed> {
    let name = &case.name;
    let scratch = tempfile::tempdir()?;
    let work = scratch.path().join("run");
    case.lay_out(&work)?;
    // What a previous build left: a failed run must leave it as it was.
    fs::create_dir_all(work.join("out/tiles"))?;
    fs::write(work.join("out/index.html"), "<!-- a previous build -->\n")?;
    fs::write(work.join("out/tiles/t-01.svg"), "<svg/>\n")?;

    let before = snapshot(scratch.path())?;
    let mut problems = Vec::new();

    let check = halflings(&work, &["check", "--tiles", "tiles"])?;
    if std::env::var_os("HALFLINGS_CORPUS_SHOW").is_some() {
        println!("== {name}\n{}", clipped(&check.stderr));
    }
    problems.extend(check.safety().into_iter().map(|p| format!("check: {p}")));
    problems.extend(
        check
            .answers(case)
            .into_iter()
            .map(|p| format!("check: {p}")),
    );
    problems.extend(unchanged(&before, &snapshot(scratch.path())?, "check"));

    // An accepted case builds beside what the previous build left, which
    // `build` would refuse to replace.
    let out = if case.spec.accepted { "built" } else { "out" };
    let build = halflings(&work, &["build", "--tiles", "tiles", "--out", out])?;
    problems.extend(build.safety().into_iter().map(|p| format!("build: {p}")));
    problems.extend(
        build
            .answers(case)
            .into_iter()
            .map(|p| format!("build: {p}")),
    );
    let mut after = snapshot(scratch.path())?;
    if case.spec.accepted {
        if !after.contains_key(Path::new("run/built/index.html")) {
            problems.push("build: wrote no built/index.html".to_owned());
        }
        after.retain(|path, _| !path.starts_with("run/built"));
    }
    problems.extend(unchanged(&before, &after, "build"));

    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{name}: {}\n{}\n--- check's stderr:\n{}",
            case.spec.about,
            problems.join("\n"),
            clipped(&check.stderr)
        )
        .into())
    }
}

// ------------------------------------------------------------------ running

struct Run {
    args: String,
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
    timed_out: bool,
}

/// Runs the binary in `dir`, killing it after [`TIMEOUT`].
fn halflings(dir: &Path, args: &[&str]) -> Result<Run, Failed> {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        out_pipe.read_to_end(&mut buf).map(|_| buf)
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        err_pipe.read_to_end(&mut buf).map(|_| buf)
    });
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if started.elapsed() > TIMEOUT {
            timed_out = true;
            child.kill()?;
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_reader.join().unwrap()?;
    let stderr = err_reader.join().unwrap()?;
    Ok(Run {
        args: args.join(" "),
        code: status.code(),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        elapsed: started.elapsed(),
        timed_out,
    })
}

impl Run {
    /// What must hold of every run, whatever the command: it ends, by
    /// itself, without a panic, and prints no control character that could
    /// drive the terminal.
    fn safety(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.timed_out {
            problems.push(format!(
                "`halflings {}` did not finish within {TIMEOUT:?}",
                self.args
            ));
        }
        if self.code.is_none() && !self.timed_out {
            problems.push("killed by a signal".to_owned());
        }
        for (stream, text) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            if text.contains("panicked") || text.contains("RUST_BACKTRACE") {
                problems.push(format!("{stream} shows a panic"));
            }
            if let Some(c) = text
                .chars()
                .find(|&c| c.is_control() && !matches!(c, '\n' | '\t'))
            {
                problems.push(format!("{stream} carries the control character {c:?}"));
            }
        }
        problems
    }

    /// What is wrong with the run's answer to `case`: an accepted case
    /// must succeed, any other fail as [`Run::names`] says.
    fn answers(&self, case: &Case) -> Vec<String> {
        match &case.spec.expect {
            Some(expect) => self.names(expect),
            None if self.code == Some(0) => Vec::new(),
            None => vec![format!(
                "exit code {:?}, want 0 (after {:?})\n{}",
                self.code,
                self.elapsed,
                clipped(&self.stderr)
            )],
        }
    }

    /// The run failed with exit code 1, and one of its reports names the
    /// expected file (and position) and says the expected words.
    fn names(&self, expect: &Expect) -> Vec<String> {
        let mut problems = Vec::new();
        if self.code != Some(1) {
            problems.push(format!(
                "exit code {:?}, want 1 (after {:?})",
                self.code, self.elapsed
            ));
        }
        let blocks: Vec<&str> = self.stderr.split("\n\n").collect();
        problems.extend(expect.problems(&blocks));
        problems
    }
}
