//! A progress bar on standard error for long work.
//!
//! It appears only when standard error is a terminal, and only once the work
//! has taken more than [`DELAY`]: short builds and piped or logged output stay
//! silent. It may be advanced from several threads at once.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long work runs before the bar appears.
pub const DELAY: Duration = Duration::from_secs(1);

/// Progress through `len` steps of one task.
pub struct Progress {
    bar: Option<ProgressBar>,
    start: Instant,
    shown: AtomicBool,
}

impl Progress {
    /// Progress through `len` steps, described as `what` (such as
    /// `drawing`). When `wanted` is false, or standard error is not a
    /// terminal, nothing is ever drawn.
    pub fn new(len: usize, what: &str, wanted: bool) -> Progress {
        let bar = (wanted && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
            let style = ProgressStyle::with_template(
                "{msg} [{bar:40}] {pos}/{len} ({elapsed}, about {eta} left)",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
            bar.set_style(style);
            bar.set_message(what.to_owned());
            bar
        });
        Progress {
            bar,
            start: Instant::now(),
            shown: AtomicBool::new(false),
        }
    }

    /// A progress that never draws.
    pub fn hidden() -> Progress {
        Progress::new(0, "", false)
    }

    /// One more step done.
    pub fn inc(&self) {
        let Some(bar) = &self.bar else {
            return;
        };
        if !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed() >= DELAY
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        bar.inc(1);
    }

    /// The work is done: the bar, if shown, is cleared.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}
