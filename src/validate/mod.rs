//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.

pub mod catalog;
pub mod example;
pub mod schema;
pub mod square;
pub mod tile;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::load::{Document, Tree};
use crate::model::{Expansion, SquareTile, Tile};

/// A tile file that fits the schema: its document, its tile, and whether
/// it passed every check of its own.
type Typed<'a> = (&'a Document, Tile, bool);

impl Catalog {
    /// Reads and validates the tiles directory at `dir`: the one way to a
    /// catalog.
    pub fn load(dir: &std::path::Path) -> Result<Catalog, Vec<Diagnostic>> {
        Catalog::load_with(dir, validate)
    }

    /// As [`Catalog::load`], leaving the worked examples aside: for
    /// commands that play one example themselves.
    pub fn load_tiles(dir: &std::path::Path) -> Result<Catalog, Vec<Diagnostic>> {
        Catalog::load_with(dir, validate_tiles)
    }

    fn load_with(
        dir: &std::path::Path,
        validate: fn(&Tree) -> Result<Catalog, Vec<Diagnostic>>,
    ) -> Result<Catalog, Vec<Diagnostic>> {
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

/// Validates every file of `tree`, then plays every worked example on the
/// tiles. Returns the catalog, or every problem found.
pub fn validate(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
    let catalog = validate_tiles(tree)?;
    let (examples, problems) = example::check(&catalog, &tree.examples);
    if problems.is_empty() {
        Ok(catalog.with_examples(examples))
    } else {
        Err(problems)
    }
}

/// Validates the manifest and the tiles of `tree`, leaving the worked
/// examples aside. Returns the catalog, or every problem found.
pub fn validate_tiles(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
    let mut errors = Vec::new();

    let expansion = tree.manifest.as_ref().and_then(|doc| {
        let expansion: Expansion = schema::typed(doc, schema::Kind::Expansion, &mut errors)?;
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
            let Some(tile) = schema::typed::<Tile>(doc, schema::Kind::Tile, &mut problems) else {
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
        Some((_, expansion)) if errors.is_empty() => {
            let mut squares = Vec::new();
            for doc in &tree.squares {
                if let Some(square) =
                    schema::typed::<SquareTile>(doc, schema::Kind::Square, &mut errors)
                {
                    let problems = square::check(doc, &square);
                    if problems.is_empty() {
                        squares.push(square);
                    }
                    errors.extend(problems);
                }
            }
            if errors.is_empty() {
                Ok(Catalog::new(expansion, tiles).with_squares(squares))
            } else {
                Err(errors)
            }
        }
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
