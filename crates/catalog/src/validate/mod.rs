//! The second stage: schema first, then meaning. What comes out is a
//! [`Catalog`], which every exporter can trust without checking again.

pub mod across;
pub mod example;
pub mod language;
mod resolution;
pub mod schema_check;
pub mod square;
pub mod tile;

use rayon::prelude::*;

use crate::catalog::Catalog;
use crate::diagnostic::Diagnostic;
use crate::load::{Document, Tree};
use crate::source::Source;
use halflings_model::{Expansion, SquareTile, Tile};

/// A tile file that fits the schema: its document, its tile, and whether
/// it passed every check of its own.
type Typed<'a> = (&'a Document, Tile, bool);

impl Catalog {
    /// Reads and validates the definitions of `source` (a tiles folder, or
    /// files in memory; see [`Source`]), playing the worked examples unless
    /// the source leaves them aside: the one way to a catalog. Returns the
    /// catalog, or every problem found.
    pub fn load(source: impl Into<Source>) -> Result<Catalog, Vec<Diagnostic>> {
        let source = source.into();
        let examples = source.examples();
        let (tree, mut errors) = source.read();
        let validated = if examples {
            validate(&tree)
        } else {
            validate_tiles(&tree)
        };
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
pub(crate) fn validate(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
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
pub(crate) fn validate_tiles(tree: &Tree) -> Result<Catalog, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let expansion = check_manifest(tree, &mut errors);
    // Every tile that fits the schema, whether or not it sits in its place:
    // a repeated id is worth naming even when one copy is misplaced.
    let checked = check_each_tile(tree, expansion.as_ref().map(|(_, e)| e));
    let mut typed_tiles: Vec<(&Document, Tile, bool)> = Vec::with_capacity(checked.len());
    for (tile, problems) in checked {
        typed_tiles.extend(tile);
        errors.extend(problems);
    }
    let all: Vec<(&Document, &Tile)> = typed_tiles.iter().map(|(d, t, _)| (*d, t)).collect();
    errors.extend(across::check_ids_unique(&all));

    if let Some((manifest, expansion)) = &expansion {
        let sound: Vec<(&Document, &Tile)> = typed_tiles
            .iter()
            .filter(|(_, _, sound)| *sound)
            .map(|(d, t, _)| (*d, t))
            .collect();
        // A set's count is only worth reporting when every tile file could be
        // read; otherwise the missing numbers are the files already reported.
        if errors.is_empty() && tree.unread_tiles.is_empty() {
            errors.extend(across::check_sets(manifest, expansion, &sound));
        }
    }
    let tiles: Vec<Tile> = typed_tiles.into_iter().map(|(_, t, _)| t).collect();

    match expansion {
        Some((manifest, expansion)) if errors.is_empty() => {
            let mut typed_squares = Vec::new();
            for doc in &tree.squares {
                if let Some(square) = schema_check::typed::<SquareTile>(
                    doc,
                    schema_check::DocumentKind::Square,
                    &mut errors,
                ) {
                    let problems = square::check(doc, &square);
                    if problems.is_empty() {
                        typed_squares.push((doc, square));
                    }
                    errors.extend(problems);
                }
            }
            let each: Vec<(&Document, &SquareTile)> =
                typed_squares.iter().map(|(d, s)| (*d, s)).collect();
            errors.extend(square::check_one_start(&each));
            let squares: Vec<SquareTile> = typed_squares.into_iter().map(|(_, s)| s).collect();
            let languages = language::check(tree, manifest, &expansion, &tiles, &squares)
                .unwrap_or_else(|e| {
                    errors.extend(e);
                    Vec::new()
                });
            if errors.is_empty() {
                Ok(Catalog::new(expansion, tiles)
                    .with_squares(squares)
                    .with_languages(languages))
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

/// Checks the manifest of `tree` against the schema and itself, adding its
/// problems to `errors`; the manifest and what it says when it is sound.
fn check_manifest<'a>(
    tree: &'a Tree,
    errors: &mut Vec<Diagnostic>,
) -> Option<(&'a Document, Expansion)> {
    tree.manifest.as_ref().and_then(|doc| {
        let expansion: Expansion =
            schema_check::typed(doc, schema_check::DocumentKind::Expansion, errors)?;
        let problems = across::check_manifest(doc, &expansion);
        let ok = problems.is_empty();
        errors.extend(problems);
        ok.then_some((doc, expansion))
    })
}

/// Checks each tile file of `tree` on its own (schema, meaning and, when
/// the manifest is sound, placement), in parallel. The results keep the
/// files' order, so the report is the same whatever the thread count: for
/// each file, the tile when it fits the schema, and its problems.
fn check_each_tile<'a>(
    tree: &'a Tree,
    expansion: Option<&Expansion>,
) -> Vec<(Option<Typed<'a>>, Vec<Diagnostic>)> {
    tree.tiles
        .par_iter()
        .map(|doc| {
            let mut problems = Vec::new();
            let Some(tile) =
                schema_check::typed::<Tile>(doc, schema_check::DocumentKind::Tile, &mut problems)
            else {
                return (None, problems);
            };
            problems.extend(tile::check(doc, &tile));
            if let Some(expansion) = expansion {
                problems.extend(across::check_placement(&tree.root, doc, &tile, expansion));
            }
            let sound = problems.is_empty();
            (Some((doc, tile, sound)), problems)
        })
        .collect()
}

/// What can be drawn while some files are broken: the catalog of every
/// tile that passes its own checks, and the rest, reported. Made by
/// [`Catalog::load_partial`] for `render` and `watch`, which preview what
/// is valid; `build`, `check` and `sheets` stay all-or-nothing
/// ([`Catalog::load`]).
#[derive(Debug)]
pub struct Partial {
    /// The manifest and every sound tile, or `None` when the manifest is
    /// missing or broken: nothing can be drawn without it. Like any
    /// catalog it holds only tiles that passed every check of their own;
    /// it lacks the broken ones, and the worked examples and normal tiles,
    /// which drawing does not need.
    pub catalog: Option<Catalog>,
    /// Each tile file that failed its own checks, by path. Its tile is not
    /// in the catalog.
    pub broken: Vec<BrokenTile>,
    /// The problems that are no one tile file's: the manifest's, a set
    /// missing tile numbers, an entry of the tiles directory that cannot be
    /// read.
    pub problems: Vec<Diagnostic>,
}

/// A tile file left out of a [`Partial`] catalog, with its problems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenTile {
    /// The file.
    pub file: std::path::PathBuf,
    /// The id the file gives, when it can be read.
    pub id: Option<String>,
    /// The id the file's place gives (`h1-02` for `halflings-1/02.toml`),
    /// when its folder is a set of the manifest.
    pub place_id: Option<String>,
    /// Its problems, in the order of the file.
    pub diagnostics: Vec<Diagnostic>,
}

impl BrokenTile {
    /// Whether `id` names this tile: the id it gives, or the one its place
    /// gives.
    pub fn is_named(&self, id: &str) -> bool {
        self.id.as_deref() == Some(id) || self.place_id.as_deref() == Some(id)
    }

    /// The id to name the tile by: the one the file gives, else the one
    /// its place gives.
    pub fn name(&self) -> Option<&str> {
        self.id.as_deref().or(self.place_id.as_deref())
    }

    /// How a message names the tile: its file, and its [name](Self::name)
    /// when it has one (`tiles/halflings-1/02.toml (h1-02)`).
    pub fn label(&self) -> String {
        match self.name() {
            Some(id) => format!("{} ({id})", self.file.display()),
            None => self.file.display().to_string(),
        }
    }
}

/// Every problem of a partial load: the broken tiles' first (by file),
/// then the others.
pub fn all_diagnostics(broken: &[BrokenTile], problems: &[Diagnostic]) -> Vec<Diagnostic> {
    broken
        .iter()
        .flat_map(|b| b.diagnostics.iter())
        .chain(problems)
        .cloned()
        .collect()
}

impl Partial {
    /// Whether nothing is broken: the catalog holds every tile.
    pub fn is_complete(&self) -> bool {
        self.catalog.is_some() && self.broken.is_empty() && self.problems.is_empty()
    }

    /// Every problem, the broken tiles' first (by file), then the others
    /// ([`all_diagnostics`]).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        all_diagnostics(&self.broken, &self.problems)
    }

    /// The broken tile `id` names, if any.
    pub fn broken_tile(&self, id: &str) -> Option<&BrokenTile> {
        self.broken.iter().find(|b| b.is_named(id))
    }
}

impl Catalog {
    /// Reads the definitions of `source` and validates what drawing needs
    /// (the manifest and the tiles), keeping every tile that passes its own
    /// checks: see [`Partial`] and [`validate_partial`]. The worked
    /// examples are left aside whatever the source says.
    pub fn load_partial(source: impl Into<Source>) -> Partial {
        let (tree, errors) = source.into().read();
        validate_partial(&tree, errors)
    }
}

/// Validates the manifest and the tiles of `tree` as [`validate_tiles`]
/// does, but keeps each tile that passes its own checks: schema, meaning
/// and placement (its id and folder agree with its file name and the
/// manifest). `read_errors` are the problems met reading the tree.
///
/// Problems that involve other tiles:
/// - a duplicated id: since a sound tile's id is the one its place gives,
///   and set prefixes differ, two sound tiles never share an id. The copy
///   that sits in its place is kept; the report of the duplicate goes to
///   the misplaced file, which is broken anyway.
/// - a set missing tile numbers is reported only when no tile file is
///   broken or unread (as by [`validate_tiles`]): otherwise the missing
///   numbers are the broken files.
///
/// Worked examples and normal tiles are neither checked nor reported:
/// drawing does not use them (`halflings check` does).
pub(crate) fn validate_partial(tree: &Tree, read_errors: Vec<Diagnostic>) -> Partial {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    let mut problems = Vec::new();
    let expansion = check_manifest(tree, &mut problems);
    let checked = check_each_tile(tree, expansion.as_ref().map(|(_, e)| e));

    let mut by_file: BTreeMap<PathBuf, (Option<String>, Vec<Diagnostic>)> = BTreeMap::new();
    let mut typed: Vec<Typed<'_>> = Vec::with_capacity(checked.len());
    for (doc, (tile, found)) in tree.tiles.iter().zip(checked) {
        if !found.is_empty() {
            let id = match &tile {
                Some((_, tile, _)) => Some(tile.id.to_string()),
                None => doc
                    .json
                    .get("id")
                    .and_then(|v| v.as_str())
                    .map(str::to_owned),
            };
            by_file.insert(doc.path.clone(), (id, found));
        }
        typed.extend(tile);
    }
    // The sound tiles come first, so that a repeated id is reported on the
    // misplaced copy.
    typed.sort_by_key(|(_, _, sound)| !*sound);
    let all: Vec<(&Document, &Tile)> = typed.iter().map(|(d, t, _)| (*d, t)).collect();
    for d in across::check_ids_unique(&all) {
        by_file.entry(d.file.clone()).or_default().1.push(d);
    }

    // What could not be read: a tile file's problems go with the file; those
    // of the manifest or the directory are the catalog's; those of worked
    // examples and normal tiles are not drawing's business.
    let top = |file: &Path| {
        file.strip_prefix(&tree.root)
            .map_or(0, |r| r.components().count())
    };
    for d in read_errors {
        if tree.unread_tiles.contains(&d.file) {
            by_file.entry(d.file.clone()).or_default().1.push(d);
        } else if top(&d.file) != 2 {
            problems.push(d);
        }
    }

    let place_id = |file: &Path| -> Option<String> {
        let (_, expansion) = expansion.as_ref()?;
        let rel = file.strip_prefix(&tree.root).ok()?;
        let folder = rel.parent()?.to_str()?;
        let stem = rel.file_stem()?.to_str()?;
        let set = expansion.set.iter().find(|s| s.id.as_str() == folder)?;
        Some(format!("{}-{stem}", set.prefix))
    };
    let broken: Vec<BrokenTile> = by_file
        .into_iter()
        .map(|(file, (id, mut diagnostics))| {
            diagnostics.sort_by_key(|d| d.span.as_ref().map(|s| s.start));
            diagnostics.dedup();
            BrokenTile {
                place_id: place_id(&file),
                file,
                id,
                diagnostics,
            }
        })
        .collect();

    let catalog = expansion.map(|(manifest, expansion)| {
        let is_broken = |doc: &Document| broken.iter().any(|b| b.file == doc.path);
        let sound: Vec<(&Document, &Tile)> = typed
            .iter()
            .filter(|(doc, _, sound)| *sound && !is_broken(doc))
            .map(|(d, t, _)| (*d, t))
            .collect();
        if broken.is_empty() && tree.unread_tiles.is_empty() {
            problems.extend(across::check_sets(manifest, &expansion, &sound));
        }
        let tiles = sound.into_iter().map(|(_, t)| t.clone()).collect();
        Catalog::new(expansion, tiles)
    });
    Partial {
        catalog,
        broken,
        problems,
    }
}
