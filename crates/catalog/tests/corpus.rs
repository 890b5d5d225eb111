//! The bad-input corpus, loaded in process: every case under
//! `tests/corpus/` (see halflings-testkit's `corpus` for what a case is) is
//! a broken or hostile tiles directory, and `Catalog::load` must refuse
//! each with a problem naming the expected file (with line and column
//! where there is one) and saying the expected words, within a minute,
//! without panicking, with a report safe to print, and without changing
//! anything on disk. A case at a limit (`accepted`) must be accepted.
//!
//! The command line's harness (`tests/corpus.rs` at the workspace root)
//! runs `halflings check` and `halflings build` on the same cases. To read
//! every report:
//! `HALFLINGS_CORPUS_SHOW=1 cargo test -p halflings-catalog --test corpus -- --nocapture --test-threads 1`.

use std::sync::mpsc;
use std::time::Duration;

use halflings_catalog::{Catalog, Diagnostic};
use halflings_testkit::corpus::{self, Case, clipped, snapshot, unchanged};
use libtest_mimic::{Arguments, Failed, Trial};

/// How long one load may take before it counts as a hang.
const TIMEOUT: Duration = Duration::from_secs(60);

fn main() {
    let args = Arguments::from_args();
    let mut trials = vec![Trial::test("corpus_covers_every_kind_of_bad_input", || {
        corpus::covers_every_category(&corpus::cases()).map_err(Failed::from)
    })];
    trials.extend(corpus::trials(run_case));
    libtest_mimic::run(&args, trials).exit();
}

fn run_case(case: &Case) -> Result<(), Failed> {
    let name = &case.name;
    assert!(
        !case.spec.about.is_empty(),
        "{name}: say what the case shows"
    );
    let scratch = tempfile::tempdir()?;
    let work = scratch.path().join("run");
    case.lay_out(&work)?;
    let before = snapshot(scratch.path())?;

    // On a thread of its own, so that a hang is reported, not waited for.
    let (send, receive) = mpsc::channel();
    let tiles = work.join("tiles");
    std::thread::spawn(move || send.send(Catalog::load(&tiles).map(|_| ())));
    let mut problems = Vec::new();
    let mut report = String::new();
    match receive.recv_timeout(TIMEOUT) {
        Err(mpsc::RecvTimeoutError::Timeout) => {
            problems.push(format!("the load did not finish within {TIMEOUT:?}"));
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => problems.push("the load panicked".to_owned()),
        Ok(Ok(())) if case.spec.accepted => {}
        Ok(Ok(())) => problems.push("the definitions were accepted".to_owned()),
        Ok(Err(diagnostics)) => {
            // Each problem as the command line names its files: relative
            // to the folder it runs in.
            let within = format!("{}/", work.display());
            let diagnostics: Vec<Diagnostic> = diagnostics
                .into_iter()
                .map(|mut d| {
                    if let Ok(rel) = d.file.strip_prefix(&work) {
                        d.file = rel.to_path_buf();
                    }
                    d.message = d.message.replace(&within, "");
                    d.help = d.help.map(|h| h.replace(&within, ""));
                    d
                })
                .collect();
            // The report the command line prints, one problem a block.
            report = halflings_catalog::terminal::render_report(&diagnostics, "corpus", false);
            if std::env::var_os("HALFLINGS_CORPUS_SHOW").is_some() {
                println!("== {name}\n{}", clipped(&report));
            }
            if let Some(c) = report
                .chars()
                .find(|&c| c.is_control() && !matches!(c, '\n' | '\t'))
            {
                problems.push(format!("the report carries the control character {c:?}"));
            }
            let reports: Vec<&str> = report.split("\n\n").collect();
            match &case.spec.expect {
                Some(expect) => problems.extend(expect.problems(&reports)),
                None => problems.push("the definitions were refused".to_owned()),
            }
        }
    }
    problems.extend(unchanged(&before, &snapshot(scratch.path())?, "load"));

    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{name}: {}\n{}\n--- the report:\n{}",
            case.spec.about,
            problems.join("\n"),
            clipped(&report)
        )
        .into())
    }
}
