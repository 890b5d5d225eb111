//! `halflings watch`: while definitions are edited, re-check them whenever a
//! file is saved and re-render the tiles that changed; when a file is
//! broken, print the located errors and keep the last good pictures.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use notify::{RecursiveMode, Watcher};

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::export::{BuildError, art::Art};
use crate::output::{OutputError, Update};
use crate::render::RenderOptions;

/// How long to wait for more events after one arrives, so that an editor's
/// several writes for one save give one re-render.
pub const SETTLE: Duration = Duration::from_millis(40);

/// What one refresh did.
#[derive(Debug)]
pub enum Refresh {
    /// These tiles were drawn again (and the gallery rewritten).
    Rendered(Vec<String>),
    /// The definitions are valid and no tile changed.
    Unchanged,
    /// The definitions are broken; nothing was written.
    Broken(Vec<Diagnostic>),
}

/// The state of a watch: the catalog last rendered.
pub struct Session {
    tiles: PathBuf,
    out: PathBuf,
    art: Art,
    last: Option<Catalog>,
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
            },
            last: None,
        }
    }

    /// Checks the definitions again and draws every tile that differs from
    /// the last good catalog (every tile the first time).
    pub fn refresh(&mut self) -> Result<Refresh, BuildError> {
        let catalog = match Catalog::load(&self.tiles) {
            Ok(catalog) => catalog,
            Err(errors) => return Ok(Refresh::Broken(errors)),
        };
        let changed: Vec<&crate::model::Tile> = catalog
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
        let manifest_changed = self
            .last
            .as_ref()
            .is_none_or(|last| last.expansion() != catalog.expansion());
        if changed.is_empty() && !manifest_changed {
            return Ok(Refresh::Unchanged);
        }
        let update = Update::begin(&self.out)?;
        self.art.draw_tiles(&catalog, &changed, &update)?;
        update.finish()?;
        let ids = changed.iter().map(|t| t.id.to_string()).collect();
        self.last = Some(catalog);
        Ok(Refresh::Rendered(ids))
    }
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
}

/// Watches `tiles` and renders into `out` until interrupted. Prints one line
/// per refresh to standard output, and the located errors of a broken
/// definition to standard error.
pub fn run(tiles: &Path, out: &Path, options: RenderOptions) -> Result<(), WatchError> {
    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(tx).map_err(|source| WatchError::Notify {
        path: tiles.to_path_buf(),
        source,
    })?;
    watcher
        .watch(tiles, RecursiveMode::Recursive)
        .map_err(|source| WatchError::Notify {
            path: tiles.to_path_buf(),
            source,
        })?;
    let mut session = Session::new(tiles, out, options);
    let start = Instant::now();
    report(session.refresh()?, start, out);
    println!("watching {} (Ctrl-C to stop)", tiles.display());
    loop {
        let Ok(event) = rx.recv() else {
            return Ok(());
        };
        let mut relevant = touches_definitions(&event);
        // Let the editor finish saving: gather what follows at once.
        while let Ok(more) = rx.recv_timeout(SETTLE) {
            relevant |= touches_definitions(&more);
        }
        if relevant {
            let start = Instant::now();
            report(session.refresh()?, start, out);
        }
    }
}

fn touches_definitions(event: &notify::Result<notify::Event>) -> bool {
    match event {
        Ok(event) => {
            !event.kind.is_access()
                && event
                    .paths
                    .iter()
                    .any(|p| p.extension().is_some_and(|e| e == "toml") || p.is_dir())
        }
        Err(_) => true,
    }
}

fn report(refresh: Refresh, start: Instant, out: &Path) {
    use std::io::Write;
    let ms = start.elapsed().as_millis();
    match refresh {
        Refresh::Rendered(ids) if ids.is_empty() => {
            println!("ok: gallery rewritten in {} ({ms} ms)", out.display());
        }
        Refresh::Rendered(ids) => {
            let what = if ids.len() > 4 {
                format!("{} tiles", ids.len())
            } else {
                ids.join(", ")
            };
            println!("ok: rendered {what} into {} ({ms} ms)", out.display());
        }
        Refresh::Unchanged => println!("ok: no tile changed"),
        Refresh::Broken(errors) => crate::diagnostic::report(
            &errors,
            "the definitions are not valid; the last good pictures are kept",
        ),
    }
    let _ = std::io::stdout().flush();
}
