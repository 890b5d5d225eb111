//! Where a catalog's definitions come from, and what loading them checks:
//! the one argument of [`Catalog::load`](crate::Catalog::load) and
//! [`Catalog::load_partial`](crate::Catalog::load_partial).

use std::path::{Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::load::Tree;

/// The definitions to load: a tiles folder, or files held in memory (the
/// built-in tiles, a fuzzer's input), and whether to play the worked
/// examples.
///
/// A path converts into the source of that folder, examples played:
///
/// ```no_run
/// use halflings_catalog::{Catalog, Source};
/// use std::path::Path;
///
/// let everything = Catalog::load(Path::new("tiles"));
/// let tiles_only = Catalog::load(Source::folder("tiles").without_examples());
/// ```
#[derive(Clone, Debug)]
pub struct Source {
    place: Place,
    examples: bool,
}

#[derive(Clone, Debug)]
enum Place {
    Folder(PathBuf),
    Files {
        root: PathBuf,
        files: Vec<(PathBuf, Vec<u8>)>,
    },
}

impl Source {
    /// The tiles folder at `dir`, read within the [limits](crate::limits).
    pub fn folder(dir: impl Into<PathBuf>) -> Source {
        Source {
            place: Place::Folder(dir.into()),
            examples: true,
        }
    }

    /// The files `files`, each a path relative to the tiles folder
    /// (`expansion.toml`, `h1/h1-01.toml`) and its bytes, reported under
    /// `root` in place of a folder (`<built-in tiles>`, say).
    pub fn files(root: impl Into<PathBuf>, files: Vec<(PathBuf, Vec<u8>)>) -> Source {
        Source {
            place: Place::Files {
                root: root.into(),
                files,
            },
            examples: true,
        }
    }

    /// The same definitions, the worked examples left aside: for commands
    /// that play one example themselves, or none.
    pub fn without_examples(mut self) -> Source {
        self.examples = false;
        self
    }

    /// Whether loading plays the worked examples.
    pub fn examples(&self) -> bool {
        self.examples
    }

    /// The tree of the definitions and the problems met reading it.
    pub(crate) fn read(self) -> (Tree, Vec<Diagnostic>) {
        match self.place {
            Place::Folder(dir) => crate::load::read_tree(&dir),
            Place::Files { root, files } => crate::load::tree_from_memory(&root, files),
        }
    }
}

impl From<&Path> for Source {
    fn from(dir: &Path) -> Source {
        Source::folder(dir)
    }
}

impl From<&PathBuf> for Source {
    fn from(dir: &PathBuf) -> Source {
        Source::folder(dir)
    }
}
