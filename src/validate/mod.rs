//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.

pub mod catalog;
pub mod schema;
pub mod tile;

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

    // Every tile that fits the schema, whether or not it sits in its place:
    // a repeated id is worth naming even when one copy is misplaced.
    let mut typed_tiles: Vec<(&Document, Tile, bool)> = Vec::new();
    for doc in &tree.tiles {
        let Some(tile) = typed::<Tile>(doc, schema::Kind::Tile, &mut errors) else {
            continue;
        };
        let mut problems = tile::check(doc, &tile);
        if let Some((_, expansion)) = &expansion {
            problems.extend(catalog::check_placement(&tree.root, doc, &tile, expansion));
        }
        let sound = problems.is_empty();
        errors.extend(problems);
        typed_tiles.push((doc, tile, sound));
    }
    let all: Vec<(&Document, &Tile)> = typed_tiles.iter().map(|(d, t, _)| (*d, t)).collect();
    errors.extend(catalog::check_ids_unique(&all));

    if let Some((manifest, expansion)) = &expansion {
        let sound: Vec<(&Document, &Tile)> = typed_tiles
            .iter()
            .filter(|(_, _, sound)| *sound)
            .map(|(d, t, _)| (*d, t))
            .collect();
        // A set's count is only worth reporting when every tile file could be
        // read; otherwise the missing numbers are the files already reported.
        if errors.is_empty() && tree.unread_tiles.is_empty() {
            errors.extend(catalog::check_sets(manifest, expansion, &sound));
        }
    }
    let tiles: Vec<Tile> = typed_tiles.into_iter().map(|(_, t, _)| t).collect();

    match expansion {
        Some((_, expansion)) if errors.is_empty() => Ok(Catalog::new(expansion, tiles)),
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
