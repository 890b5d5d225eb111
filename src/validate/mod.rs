//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.

pub mod catalog;
pub mod schema;
pub mod tile;

use rayon::prelude::*;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::load::{Document, Tree};
use crate::model::{Expansion, Tile};

/// A tile file that fits the schema: its document, its tile, and whether
/// it passed every check of its own.
type Typed<'a> = (&'a Document, Tile, bool);

impl Catalog {
    /// Reads and validates the tiles directory at `dir`: the one way to a
    /// catalog.
    pub fn load(dir: &std::path::Path) -> Result<Catalog, Vec<Diagnostic>> {
        let (tree, mut errors) = crate::load::read_tree(dir);
        let validated = validate(&tree);
        // The texts and span maps are only needed for reports, which carry
        // their own copy: the tree goes before anything is drawn.
        drop(tree);
        match validated {
            Ok(catalog) if errors.is_empty() => Ok(catalog),
            Ok(_) => Err(errors),
            Err(more) => {
                errors.extend(more);
                Err(errors)
            }
        }
    }
}

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
    // Each file is checked on its own, in parallel; the results keep the
    // files' order, so the report is the same whatever the thread count.
    let checked: Vec<(Option<Typed<'_>>, Vec<Diagnostic>)> = tree
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
            let sound = problems.is_empty();
            (Some((doc, tile, sound)), problems)
        })
        .collect();
    let mut typed_tiles: Vec<(&Document, Tile, bool)> = Vec::with_capacity(checked.len());
    for (tile, problems) in checked {
        typed_tiles.extend(tile);
        errors.extend(problems);
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

/// Text from a definition lands in tile drawings (SVG, where XML cannot
/// hold most control characters even escaped), the gallery, the sheets and
/// the terminal: every string must be free of control characters but tab
/// and line breaks.
fn text_is_printable(doc: &Document, value: &Value, pointer: &str, out: &mut Vec<Diagnostic>) {
    match value {
        Value::String(text) => {
            if let Some(c) = text
                .chars()
                .find(|&c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
            {
                out.push(
                    doc.error_at(
                        pointer,
                        format!(
                            "the text holds the control character U+{:04X}",
                            u32::from(c)
                        ),
                    )
                    .with_help(
                        "no drawing, page or sheet can show it; remove it (a line break is a new line in a \"\"\"multi-line string\"\"\")",
                    ),
                );
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                text_is_printable(doc, item, &format!("{pointer}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let child = format!("{pointer}/{}", crate::load::escape_segment(key));
                text_is_printable(doc, item, &child, out);
            }
        }
        _ => {}
    }
}

/// Checks `doc` against its schema, then its text, and reads it into `T`.
fn typed<T: DeserializeOwned>(
    doc: &Document,
    kind: schema::Kind,
    errors: &mut Vec<Diagnostic>,
) -> Option<T> {
    let mut problems = schema::check(doc, kind);
    if problems.is_empty() {
        text_is_printable(doc, &doc.json, "", &mut problems);
    }
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
