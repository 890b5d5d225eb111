//! Walks the tiles directory and reads every definition file.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rayon::prelude::*;
use walkdir::WalkDir;

use crate::diagnostic::Diagnostic;
use crate::limits::{MAX_FILE_BYTES, MAX_TILES};

use super::document::Document;

/// The name of the manifest file at the top of the tiles directory.
pub const MANIFEST: &str = "expansion.toml";

/// Every file of a tiles directory, parsed and held in memory at once.
///
/// [`crate::Catalog::load`] does not use it: it reads a [`Listing`] and
/// parses and checks each tile file in one pass, keeping only the tile.
#[derive(Debug, Default)]
pub struct Tree {
    /// The tiles directory.
    pub root: PathBuf,
    /// `expansion.toml`, when present and parseable.
    pub manifest: Option<Document>,
    /// Tile files (`<set>/<nn>.toml`), sorted by path.
    pub tiles: Vec<Document>,
}

/// The definition files of a tiles directory, found but not yet read.
#[derive(Debug, Default)]
pub struct Listing {
    /// The tiles directory.
    pub root: PathBuf,
    /// `expansion.toml`, when present.
    pub manifest: Option<PathBuf>,
    /// Tile files (`<set>/<nn>.toml`), sorted by path.
    pub tiles: Vec<PathBuf>,
}

/// Reads the tiles directory at `root`. Problems with individual files are
/// collected; the files that could be read are returned alongside them.
pub fn read_tree(root: &Path) -> (Tree, Vec<Diagnostic>) {
    let (listing, mut errors) = list_tree(root);
    let mut tree = Tree {
        root: listing.root,
        ..Tree::default()
    };
    if let Some(path) = listing.manifest {
        match read_document(path) {
            Ok(doc) => tree.manifest = Some(doc),
            Err(mut e) => errors.append(&mut e),
        }
    }
    // Read and parse in parallel; the results keep the walk's sorted order.
    let parsed: Vec<Result<Document, Vec<Diagnostic>>> =
        listing.tiles.into_par_iter().map(read_document).collect();
    for doc in parsed {
        match doc {
            Ok(doc) => tree.tiles.push(doc),
            Err(mut e) => errors.append(&mut e),
        }
    }
    (tree, errors)
}

/// Reads and parses one definition file.
pub fn read_document(path: PathBuf) -> Result<Document, Vec<Diagnostic>> {
    let text = read_text(&path).map_err(|e| vec![e])?;
    Document::parse(path, text)
}

/// Finds the definition files of the tiles directory at `root`, without
/// reading them. Files that cannot be definitions (in the wrong place, links
/// out of the directory, too many tiles) are reported; a missing manifest is
/// too.
pub fn list_tree(root: &Path) -> (Listing, Vec<Diagnostic>) {
    let mut tree = Listing {
        root: root.to_path_buf(),
        ..Listing::default()
    };
    let mut errors = Vec::new();
    match std::fs::metadata(root) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            errors.push(
                Diagnostic::file(root, "is not a directory")
                    .with_help("pass the folder that holds expansion.toml with --tiles"),
            );
            return (tree, errors);
        }
        Err(e) => {
            errors.push(
                Diagnostic::file(root, format!("cannot open the tiles directory: {e}"))
                    .with_help("pass the folder that holds expansion.toml with --tiles"),
            );
            return (tree, errors);
        }
    }
    let canonical_root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());

    let walker = WalkDir::new(root)
        .follow_links(false)
        .min_depth(1)
        .max_depth(3)
        .sort_by_file_name();
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(e) => {
                let path = e.path().unwrap_or(root).to_path_buf();
                errors.push(Diagnostic::file(path, format!("cannot read: {e}")));
                continue;
            }
        };
        let path = entry.path();
        let name = entry.file_name().to_string_lossy();
        let is_toml = name.ends_with(".toml");
        let file_type = entry.file_type();
        if file_type.is_symlink() {
            match resolve_link(path, &canonical_root) {
                Ok(true) if is_toml => {}
                Ok(true) => continue,
                Ok(false) => {
                    errors.push(
                        Diagnostic::file(
                            path,
                            "symbolic link points outside the tiles directory; it is not followed",
                        )
                        .with_help(
                            "copy the file into the tiles directory instead of linking to it",
                        ),
                    );
                    continue;
                }
                Err(message) => {
                    errors.push(Diagnostic::file(path, message));
                    continue;
                }
            }
        } else if file_type.is_dir() {
            if is_toml {
                errors.push(
                    Diagnostic::file(
                        path,
                        "is a directory, but its name is that of a definition file",
                    )
                    .with_help("rename or remove the directory"),
                );
            }
            continue;
        } else if !is_toml {
            continue;
        }
        match (entry.depth(), name.as_ref()) {
            (1, MANIFEST) => tree.manifest = Some(path.to_path_buf()),
            (2, _) => tree.tiles.push(path.to_path_buf()),
            _ => errors.push(
                Diagnostic::file(path, "is not where a definition file can be")
                    .with_help(format!(
                        "the manifest is {MANIFEST} at the top of the tiles directory; tiles are <set>/<NN>.toml"
                    )),
            ),
        }
    }

    let tile_files = tree.tiles.len();
    if tile_files > MAX_TILES {
        errors.push(
            Diagnostic::file(
                root,
                format!("holds {tile_files} tile files; at most {MAX_TILES} are read"),
            )
            .with_help("split the catalog into several tiles directories"),
        );
        tree.tiles.clear();
        tree.manifest = None;
        return (tree, errors);
    }
    if tree.manifest.is_none() && !errors.iter().any(|e| e.file.ends_with(MANIFEST)) {
        errors.push(
            Diagnostic::file(root.join(MANIFEST), "the manifest is missing")
                .with_help("every tiles directory needs an expansion.toml that declares its sets"),
        );
    }
    (tree, errors)
}

/// Whether the link at `path` resolves to a file inside `root`.
fn resolve_link(path: &Path, root: &Path) -> Result<bool, String> {
    let target = path
        .canonicalize()
        .map_err(|e| format!("symbolic link cannot be followed: {e}"))?;
    if !target.starts_with(root) {
        return Ok(false);
    }
    if target.is_dir() {
        return Err(
            "symbolic link to a directory; directories are not followed through links".to_owned(),
        );
    }
    Ok(true)
}

/// Reads a definition file as UTF-8 text, refusing what cannot be TOML.
pub fn read_text(path: &Path) -> Result<Arc<str>, Diagnostic> {
    let file = std::fs::File::open(path)
        .map_err(|e| Diagnostic::file(path, format!("cannot read: {e}")))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Diagnostic::file(path, format!("cannot read: {e}")))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Diagnostic::file(
            path,
            format!(
                "is larger than {} KiB, the most a definition file may be",
                MAX_FILE_BYTES / 1024
            ),
        )
        .with_help("a tile file is a few hundred bytes; check that this is the file you meant"));
    }
    if bytes.is_empty() {
        return Err(Diagnostic::file(path, "is empty")
            .with_help("write the definition, or delete the file"));
    }
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        let text: Arc<str> = Arc::from(String::from_utf8_lossy(&bytes).as_ref());
        return Err(
            Diagnostic::at(path, text, 0..3, "starts with a byte-order mark")
                .with_help("save the file as UTF-8 without a byte-order mark"),
        );
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let offset = e.utf8_error().valid_up_to();
            let lossy: Arc<str> = Arc::from(String::from_utf8_lossy(e.as_bytes()).as_ref());
            let start = lossy
                .char_indices()
                .map(|(i, _)| i)
                .find(|&i| i >= offset)
                .unwrap_or(lossy.len());
            let end = (start + 1).min(lossy.len());
            return Err(
                Diagnostic::at(path, lossy, start..end, "is not valid UTF-8 text")
                    .with_help("save the file as UTF-8"),
            );
        }
    };
    if let Some(offset) = text.find('\0') {
        let text: Arc<str> = Arc::from(text);
        return Err(
            Diagnostic::at(path, text, offset..offset + 1, "contains a NUL byte")
                .with_help("a definition file is plain text; remove the NUL byte"),
        );
    }
    Ok(Arc::from(text))
}
