//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.

pub mod catalog;
pub mod schema;
pub mod tile;

use rayon::prelude::*;
use serde::de::DeserializeOwned;

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::load::{Document, Tree};
use crate::model::{Expansion, Tile};

/// Validates every file of `tree`. Returns the catalog, or every problem found.
pub fn validate(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
    let mut errors = Vec::new();

    let expansion = tree.manifest.as_ref().and_then(|doc| {
        let expansion: Expansion = typed(doc, schema::Kind::Expansion, &mut errors)?;
        let problems = catalog::check_manifest(doc, &expansion);
        let ok = problems.is_empty();
        errors.extend(problems);
        ok.then_some((doc, expansion))
    });

    // Each tile is checked on its own, in parallel; the results keep the
    // files' order, so the report is the same whatever the thread count.
    let checked: Vec<Checked<'_>> = tree
        .tiles
        .par_iter()
        .map(|doc| {
            let mut problems = Vec::new();
            let Some(tile) = typed::<Tile>(doc, schema::Kind::Tile, &mut problems) else {
                return (None, problems);
            };
            problems.extend(tile::check(doc, &tile));
            if let Some((_, expansion)) = &expansion {
                problems.extend(catalog::check_placement(&tree.root, doc, &tile, expansion));
            }
            let ok = problems.is_empty().then_some((doc, tile));
            (ok, problems)
        })
        .collect();
    let mut tiles: Vec<(&Document, Tile)> = Vec::with_capacity(checked.len());
    for (tile, problems) in checked {
        tiles.extend(tile);
        errors.extend(problems);
    }

    if let Some((manifest, expansion)) = &expansion {
        let pairs: Vec<(&Document, &Tile)> = tiles.iter().map(|(d, t)| (*d, t)).collect();
        // A set's count is only worth reporting when every tile file could be
        // read; otherwise the missing numbers are the files already reported.
        if errors.is_empty() {
            errors.extend(catalog::check_sets(manifest, expansion, &pairs));
        }
    }

    match expansion {
        Some((_, expansion)) if errors.is_empty() => Ok(Catalog::new(
            expansion,
            tiles.into_iter().map(|(_, t)| t).collect(),
        )),
        _ => {
            errors.sort_by(|a, b| {
                (&a.file, a.span.as_ref().map(|s| s.start))
                    .cmp(&(&b.file, b.span.as_ref().map(|s| s.start)))
            });
            errors.dedup();
            Err(errors)
        }
    }
}

/// One tile file after its own checks: the tile if it passed, and the problems.
type Checked<'a> = (Option<(&'a Document, Tile)>, Vec<Diagnostic>);

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
    match serde_json::from_value(doc.json.clone()) {
        Ok(value) => Some(value),
        Err(e) => {
            errors.push(doc.error_at("", format!("does not fit the model: {e}")));
            None
        }
    }
}
