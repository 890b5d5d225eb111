//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.
//!
//! [`validate_listing`] reads, parses and checks each tile file in one
//! parallel pass and keeps only what later stages need of it: the [`Tile`],
//! its path and where its `id` is written (for the checks across files).
//! The text, the JSON and the span map of a file are dropped as soon as the
//! file is checked, unless it has problems, whose diagnostics carry its text.

pub mod catalog;
pub mod schema;
pub mod tile;

use std::ops::Range;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::de::DeserializeOwned;

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::load::{Document, Listing, Tree};
use crate::model::{Expansion, Tile};

/// A tile that passed its own checks, with what the checks across files
/// need to report a problem at its place.
#[derive(Clone, Debug)]
pub struct Placed {
    /// The file it was read from.
    pub path: PathBuf,
    /// Where its `id` value is written in that file.
    pub id_span: Range<usize>,
    /// The tile.
    pub tile: Tile,
}

/// What checking one tile file gave: the tile if it passed, problems
/// reading it, and problems with what it says.
struct Checked {
    tile: Option<Placed>,
    unread: Vec<Diagnostic>,
    problems: Vec<Diagnostic>,
}

/// Validates every file of `tree`, already read. Returns the catalog, or
/// every problem found. Problems reading files are the caller's to report.
pub fn validate(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let expansion = tree
        .manifest
        .as_ref()
        .and_then(|doc| manifest(doc, &mut errors));
    let checked: Vec<Checked> = tree
        .tiles
        .par_iter()
        .map(|doc| check_tile(doc, &tree.root, expansion.as_ref()))
        .collect();
    finish(
        tree.manifest.as_ref(),
        expansion,
        checked,
        Vec::new(),
        errors,
    )
}

/// Reads and validates every file of `listing`, each tile file in one
/// parallel pass. Returns the catalog, or every problem found.
pub fn validate_listing(listing: &Listing) -> Result<Catalog, Vec<Diagnostic>> {
    let mut unread = Vec::new();
    let mut errors = Vec::new();
    let manifest_doc = listing
        .manifest
        .as_ref()
        .and_then(|path| match crate::load::read_document(path.clone()) {
            Ok(doc) => Some(doc),
            Err(e) => {
                unread.extend(e);
                None
            }
        });
    let expansion = manifest_doc
        .as_ref()
        .and_then(|doc| manifest(doc, &mut errors));
    // Each tile file is read, parsed and checked on its own, in parallel;
    // the results keep the files' order, so the report is the same whatever
    // the thread count.
    let checked: Vec<Checked> = listing
        .tiles
        .par_iter()
        .map(|path| match crate::load::read_document(path.clone()) {
            Ok(doc) => check_tile(&doc, &listing.root, expansion.as_ref()),
            Err(e) => Checked {
                tile: None,
                unread: e,
                problems: Vec::new(),
            },
        })
        .collect();
    finish(manifest_doc.as_ref(), expansion, checked, unread, errors)
}

/// Checks the manifest; its expansion when it is sound.
fn manifest(doc: &Document, errors: &mut Vec<Diagnostic>) -> Option<Expansion> {
    let expansion: Expansion = typed(doc, schema::Kind::Expansion, errors)?;
    let problems = catalog::check_manifest(doc, &expansion);
    let ok = problems.is_empty();
    errors.extend(problems);
    ok.then_some(expansion)
}

/// Every check of one tile file on its own.
fn check_tile(doc: &Document, root: &Path, expansion: Option<&Expansion>) -> Checked {
    let mut problems = Vec::new();
    let Some(tile) = typed::<Tile>(doc, schema::Kind::Tile, &mut problems) else {
        return Checked {
            tile: None,
            unread: Vec::new(),
            problems,
        };
    };
    problems.extend(tile::check(doc, &tile));
    if let Some(expansion) = expansion {
        problems.extend(catalog::check_placement(root, doc, &tile, expansion));
    }
    let tile = problems.is_empty().then(|| Placed {
        path: doc.path.clone(),
        id_span: doc.span("/id", false),
        tile,
    });
    Checked {
        tile,
        unread: Vec::new(),
        problems,
    }
}

/// The checks across files, and the result.
fn finish(
    manifest: Option<&Document>,
    expansion: Option<Expansion>,
    checked: Vec<Checked>,
    mut unread: Vec<Diagnostic>,
    mut errors: Vec<Diagnostic>,
) -> Result<Catalog, Vec<Diagnostic>> {
    let mut tiles: Vec<Placed> = Vec::with_capacity(checked.len());
    for c in checked {
        tiles.extend(c.tile);
        unread.extend(c.unread);
        errors.extend(c.problems);
    }
    if let (Some(manifest), Some(expansion)) = (manifest, &expansion) {
        // A set's count is only worth reporting when every tile file could be
        // checked; otherwise the missing numbers are the files already reported.
        if errors.is_empty() {
            errors.extend(catalog::check_sets(manifest, expansion, &tiles));
        }
    }
    match expansion {
        Some(expansion) if errors.is_empty() && unread.is_empty() => Ok(Catalog::new(
            expansion,
            tiles.into_iter().map(|p| p.tile).collect(),
        )),
        _ => {
            errors.sort_by(|a, b| {
                (&a.file, a.span.as_ref().map(|s| s.start))
                    .cmp(&(&b.file, b.span.as_ref().map(|s| s.start)))
            });
            errors.dedup();
            unread.extend(errors);
            Err(unread)
        }
    }
}

/// Checks `doc` against its schema and reads it into `T`.
fn typed<T: DeserializeOwned>(
    doc: &Document,
    kind: schema::Kind,
    errors: &mut Vec<Diagnostic>,
) -> Option<T> {
    let problems = schema::check(doc, kind);
    if !problems.is_empty() {
        errors.extend(problems);
        return None;
    }
    match T::deserialize(&doc.json) {
        Ok(value) => Some(value),
        Err(e) => {
            errors.push(doc.error_at("", format!("does not fit the model: {e}")));
            None
        }
    }
}
