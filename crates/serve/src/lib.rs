//! `halflings watch`: while definitions are edited, re-check them whenever a
//! file is saved and re-render the tiles that changed. Every tile that
//! passes its own checks is drawn; a broken tile file keeps its last good
//! pictures, and its located errors are printed and shown on the gallery.
//! With `--serve`, [`serve`] shows the gallery on a local web page that
//! updates itself after each refresh.
//!
//! This crate is the `halflings` binary's watch and its web server; it
//! writes through `halflings-build`'s output store and never parses a
//! command line. No library crate may depend on it: it holds the HTTP and
//! async crates (axum, tower-http, hyper, tokio) and the file watcher
//! (notify).
//!
//! ```
//! use halflings_art::RenderOptions;
//! use halflings_serve::{Redrawn, Session};
//!
//! // A tiles folder: the built-in definitions, written out.
//! let dir = tempfile::tempdir()?;
//! let tiles = dir.path().join("tiles");
//! for (name, bytes) in halflings_shipped::SHIPPED {
//!     let path = tiles.join(name);
//!     std::fs::create_dir_all(path.parent().unwrap())?;
//!     std::fs::write(path, bytes)?;
//! }
//! let mut session = Session::new(&tiles, &dir.path().join("out"), RenderOptions { dpi: 20 });
//! // The first refresh draws every tile; `run` refreshes again on each save.
//! let first = session.refresh()?;
//! assert!(first.is_clean());
//! assert!(matches!(&first.drawn, Redrawn::Tiles(ids) if ids.len() == 24));
//! assert_eq!(session.refresh()?.drawn, Redrawn::Unchanged);
//!
//! // A tile broken on disk keeps its last good pictures, and says where.
//! let tile = tiles.join("halflings-1/01.toml");
//! let text = std::fs::read_to_string(&tile)?.replace("north = \"city\"", "north = \"castle\"");
//! std::fs::write(&tile, text)?;
//! let broken = session.refresh()?;
//! assert_eq!(broken.broken.len(), 1);
//! assert!(broken.diagnostics()[0].to_string().contains("01.toml"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

/// As `println!`, through [`halflings_files::stdout::print`]: `watch |
/// head -1` ends quietly with status 141 rather than panicking.
macro_rules! say {
    ($($arg:tt)*) => {
        halflings_files::stdout::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub mod serve;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use notify::{RecursiveMode, Watcher};

use halflings_art::RenderOptions;
use halflings_art::gallery::{self, GalleryPage, Notice};
use halflings_build::export::{BuildError, art::Art};
use halflings_build::output::{OutputError, Sink, Update};
use halflings_catalog::Catalog;
use halflings_catalog::diagnostic::{Diagnostic, printable};
use halflings_catalog::terminal;
use halflings_catalog::validate::{BrokenTile, Partial};

/// How long to wait for more events after one arrives, so that an editor's
/// several writes for one save give one re-render.
pub const SETTLE: Duration = Duration::from_millis(40);

/// What one refresh did.
#[derive(Debug)]
pub struct Refresh {
    /// What was drawn.
    pub drawn: Redrawn,
    /// The tile files that are broken: not drawn, their last good pictures
    /// kept.
    pub broken: Vec<BrokenTile>,
    /// The problems that are no one tile's (the manifest's, a set missing
    /// tiles, an unreadable entry). While the manifest is broken nothing is
    /// drawn.
    pub problems: Vec<Diagnostic>,
}

/// What one refresh drew.
#[derive(Debug, PartialEq, Eq)]
pub enum Redrawn {
    /// These tiles were drawn again (none when only the gallery was
    /// rewritten), and the gallery rewritten.
    Tiles(Vec<String>),
    /// No tile changed, nor what the gallery shows.
    Unchanged,
    /// The manifest is broken: no tile was drawn; the gallery shows the last
    /// good pictures and the problems.
    Nothing,
}

impl Refresh {
    /// Whether nothing is broken.
    pub fn is_clean(&self) -> bool {
        self.broken.is_empty() && self.problems.is_empty()
    }

    /// Every problem, the broken tiles' first.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        halflings_catalog::validate::all_diagnostics(&self.broken, &self.problems)
    }
}

/// The state of a watch: the catalog last rendered and what the gallery
/// last said was broken.
pub struct Session {
    tiles: PathBuf,
    out: PathBuf,
    art: Art,
    live: bool,
    last: Option<Catalog>,
    last_notices: Option<Vec<Notice>>,
}

impl Session {
    /// A session rendering `tiles` into `out`; nothing is drawn yet.
    pub fn new(tiles: &Path, out: &Path, options: RenderOptions) -> Session {
        Session {
            tiles: tiles.to_path_buf(),
            out: out.to_path_buf(),
            art: Art {
                options,
                png: true,
                progress: false,
                sheet_links: None,
            },
            live: false,
            last: None,
            last_notices: None,
        }
    }

    /// The same session writing the gallery as a live page, which follows
    /// the server's events (see [`serve`]).
    pub fn live(mut self) -> Session {
        self.live = true;
        self
    }

    /// Checks the definitions again and draws every sound tile that
    /// differs from the last one drawn (every sound tile the first time);
    /// rewrites the gallery when what it shows changed.
    pub fn refresh(&mut self) -> Result<Refresh, BuildError> {
        if !self.out.join(halflings_build::output::MARKER).is_file() {
            // The output was deleted (or never written): what it held of the
            // last refresh is gone, so everything is drawn again.
            self.last = None;
            self.last_notices = None;
        }
        let partial = Catalog::load_partial(&self.tiles);
        let notices = notices(&partial, "the last good pictures are kept");
        let Partial {
            catalog,
            broken,
            problems,
        } = partial;
        let page_changed = self.last_notices.as_ref() != Some(&notices);
        let page = GalleryPage {
            notices: &notices,
            live: self.live,
            sheets: &[],
        };
        let Some(catalog) = catalog else {
            if page_changed {
                let update = Update::begin(&self.out)?;
                match &self.last {
                    Some(last) => self.art.write_gallery(last, &page, &update)?,
                    None => {
                        update.put("index.html", gallery::waiting_page(&page).as_bytes(), None)?
                    }
                }
                update.finish()?;
            }
            self.last_notices = Some(notices);
            return Ok(Refresh {
                drawn: Redrawn::Nothing,
                broken,
                problems,
            });
        };
        let changed: Vec<&halflings_model::Tile> = catalog
            .tiles()
            .iter()
            .filter(|tile| match &self.last {
                None => true,
                Some(last) => {
                    last.tile(tile.id.as_str()) != Some(*tile)
                        || last.expansion().set(&tile.set) != catalog.expansion().set(&tile.set)
                }
            })
            .collect();
        let catalog_changed = self.last.as_ref().is_none_or(|last| {
            last.expansion() != catalog.expansion() || last.tiles().len() != catalog.tiles().len()
        });
        if changed.is_empty() && !catalog_changed && !page_changed {
            return Ok(Refresh {
                drawn: Redrawn::Unchanged,
                broken,
                problems,
            });
        }
        let update = Update::begin(&self.out)?;
        self.art
            .draw_tiles_with(&catalog, &changed, &page, &update)?;
        update.finish()?;
        let ids = changed.iter().map(|t| t.id.to_string()).collect();
        self.last = Some(catalog);
        self.last_notices = Some(notices);
        Ok(Refresh {
            drawn: Redrawn::Tiles(ids),
            broken,
            problems,
        })
    }
}

/// What the gallery says about the files that were not drawn: one notice
/// per broken tile file, and one for the other problems, each with its
/// located errors as plain text. `kept` says what became of the pictures.
pub fn notices(partial: &Partial, kept: &str) -> Vec<Notice> {
    let mut out: Vec<Notice> = partial
        .broken
        .iter()
        .map(|b| Notice {
            heading: match b.name() {
                Some(id) => format!("{} ({id}) is not drawn", b.file.display()),
                None => format!("{} is not drawn", b.file.display()),
            },
            tile: b.name().map(str::to_owned),
            text: terminal::render_report(&b.diagnostics, kept, false),
        })
        .collect();
    if !partial.problems.is_empty() {
        let summary = if partial.catalog.is_some() {
            "the valid tiles are drawn"
        } else {
            "without a valid manifest no tile can be drawn"
        };
        out.push(Notice {
            heading: "Other problems".to_owned(),
            tile: None,
            text: terminal::render_report(&partial.problems, summary, false),
        });
    }
    out
}

/// Why watching stopped.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// The file watcher could not start or failed.
    #[error("{}: cannot watch: {source}", path.display())]
    Notify {
        /// The folder watched.
        path: PathBuf,
        /// The cause.
        source: notify::Error,
    },
    /// Drawing or writing the pictures failed.
    #[error(transparent)]
    Build(#[from] BuildError),
    /// The output directory cannot be written.
    #[error(transparent)]
    Output(#[from] OutputError),
    /// The page could not be served.
    #[error(transparent)]
    Serve(#[from] serve::ServeError),
}

/// Watches `tiles` and renders into `out` until interrupted; with `serve`,
/// also serves the gallery on that port of 127.0.0.1 (0: a free one).
/// Prints one report per refresh to standard output, each opening with the
/// time (UTC) and a separator line, and the located errors of broken files
/// to standard error.
pub fn run(
    tiles: &Path,
    out: &Path,
    options: RenderOptions,
    serve: Option<u16>,
) -> Result<(), WatchError> {
    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(tx).map_err(|source| WatchError::Notify {
        path: tiles.to_path_buf(),
        source,
    })?;
    // Absolute, so that events name their files the same way however
    // `tiles` was given.
    let place = Place::of(tiles);
    watcher
        .watch(&place.tiles, RecursiveMode::Recursive)
        .map_err(|source| WatchError::Notify {
            path: tiles.to_path_buf(),
            source,
        })?;
    // The folder holding `tiles` too, without its other contents: an editor
    // or `git checkout` may replace `tiles` by a new folder, which the watch
    // above, on the old one, would never see.
    if let Some(parent) = &place.parent {
        let _ = watcher.watch(parent, RecursiveMode::NonRecursive);
    }
    let mut session = Session::new(tiles, out, options);
    if serve.is_some() {
        session = session.live();
    }
    let start = Instant::now();
    let first = session.refresh()?;
    let live = match serve {
        Some(port) => Some(serve::Live::start(out, port)?),
        None => None,
    };
    report(&first, start, out, live.as_ref());
    if let Some(live) = &live {
        say!(
            "serving the gallery at {} (this machine only; the page follows every save)",
            live.url()
        );
    }
    say!(
        "watching {} (Ctrl-C to stop)",
        printable(&tiles.display().to_string())
    );
    loop {
        let Ok(event) = rx.recv() else {
            return Ok(());
        };
        let (mut relevant, mut replaced) = place.judge(&event);
        // Let the editor finish saving: gather what follows at once.
        while let Ok(more) = rx.recv_timeout(SETTLE) {
            let (r, n) = place.judge(&more);
            relevant |= r;
            replaced |= n;
        }
        if replaced {
            // Watch the folder now at that path; when there is none yet, the
            // next event of its parent tries again.
            let _ = watcher.unwatch(&place.tiles);
            let _ = watcher.watch(&place.tiles, RecursiveMode::Recursive);
        }
        if relevant || replaced {
            let start = Instant::now();
            match session.refresh() {
                Ok(refresh) => report(&refresh, start, out, live.as_ref()),
                // A fault of the output (read-only, full, deleted under us)
                // is reported and the watch goes on: the next save tries
                // again and, once the fault is gone, draws everything
                // that changed since the last good refresh.
                Err(e) => report_fault(&e, live.as_ref()),
            }
        }
    }
}

/// Where the tiles folder is, to tell its events from its siblings'.
struct Place {
    /// The tiles folder, absolute.
    tiles: PathBuf,
    /// The folder holding it, absolute.
    parent: Option<PathBuf>,
}

impl Place {
    fn of(tiles: &Path) -> Place {
        let tiles = std::path::absolute(tiles).unwrap_or_else(|_| tiles.to_path_buf());
        let parent = tiles.parent().map(Path::to_path_buf);
        Place { tiles, parent }
    }

    /// Whether `event` may change the definitions, and whether it replaced
    /// or removed the tiles folder itself. Events of the tiles folder's
    /// siblings are neither.
    fn judge(&self, event: &notify::Result<notify::Event>) -> (bool, bool) {
        let Ok(event) = event else {
            return (true, false);
        };
        if event.kind.is_access() {
            return (false, false);
        }
        let replaced = event.paths.iter().any(|p| p == &self.tiles);
        let relevant = event.paths.iter().any(|p| {
            p.starts_with(&self.tiles)
                && p != &self.tiles
                && (p.extension().is_some_and(|e| e == "toml") || p.is_dir())
        });
        (relevant, replaced)
    }
}

/// Reports a refresh that could not write its output, on the terminal and
/// the live page.
fn report_fault(error: &BuildError, live: Option<&serve::Live>) {
    let now = SystemTime::now();
    say!("{}", report_heading(now));
    let said = format!(
        "not written: {}; the watch goes on, and the next save tries again",
        printable(&error.to_string())
    );
    halflings_files::stdout::eprint(format_args!("error: {said}\n"));
    if let Some(live) = live {
        live.announce(&serve::Event {
            time: utc_time(now),
            drawn: said,
            broken: Vec::new(),
            problems: 1,
        });
    }
}

/// The time of day in UTC, `HH:MM:SS`.
pub fn utc_time(at: SystemTime) -> String {
    let secs = at
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let day = secs % 86_400;
    format!("{:02}:{:02}:{:02}", day / 3600, day % 3600 / 60, day % 60)
}

/// The line that opens each report: the time and a rule, so that one
/// report stands apart from the last.
pub fn report_heading(at: SystemTime) -> String {
    format!("── {} UTC {}", utc_time(at), "─".repeat(48))
}

fn report(refresh: &Refresh, start: Instant, out: &Path, live: Option<&serve::Live>) {
    use std::io::Write;
    let ms = start.elapsed().as_millis();
    let now = SystemTime::now();
    say!("{}", report_heading(now));
    let drawn = match &refresh.drawn {
        Redrawn::Tiles(ids) if ids.is_empty() => {
            format!("ok: gallery rewritten in {} ({ms} ms)", out.display())
        }
        Redrawn::Tiles(ids) => {
            let what = if ids.len() > 4 {
                format!("{} tiles", ids.len())
            } else {
                ids.join(", ")
            };
            format!("ok: rendered {what} into {} ({ms} ms)", out.display())
        }
        Redrawn::Unchanged => "ok: no tile changed".to_owned(),
        Redrawn::Nothing => "nothing drawn: the manifest is not valid".to_owned(),
    };
    // Names come from files and folders: control characters in them are
    // shown escaped, never sent to the terminal as they are.
    say!("{}", printable(&drawn));
    let broken: Vec<String> = refresh.broken.iter().map(BrokenTile::label).collect();
    if !broken.is_empty() {
        say!(
            "broken, not drawn (last good pictures kept): {}",
            printable(&broken.join(", "))
        );
    }
    let _ = std::io::stdout().flush();
    if !refresh.is_clean() {
        let summary = match refresh.drawn {
            Redrawn::Nothing => "the manifest is not valid; nothing was drawn".to_owned(),
            _ if refresh.broken.is_empty() => "every tile is up to date".to_owned(),
            _ => format!(
                "{} not drawn, the last good pictures kept; every other tile is up to date",
                halflings_sheets::count(refresh.broken.len(), "tile file", "tile files")
            ),
        };
        terminal::report(&refresh.diagnostics(), &summary);
    }
    if let Some(live) = live {
        live.announce(&serve::Event {
            time: utc_time(now),
            drawn,
            broken,
            problems: refresh.problems.len(),
        });
    }
}
