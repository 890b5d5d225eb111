//! The validated catalog: the manifest and every tile, in a fixed order.
//! Reaching this type means every check passed; exporters read only this.

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::model::{Expansion, Tile, TileSet};

/// Every tile of the expansion, validated, sorted by set (in manifest order)
/// and then by number.
#[derive(Clone, Debug)]
pub struct Catalog {
    expansion: Expansion,
    tiles: Vec<Tile>,
}

impl Catalog {
    pub(crate) fn new(expansion: Expansion, mut tiles: Vec<Tile>) -> Catalog {
        let order = |t: &Tile| {
            expansion
                .set
                .iter()
                .position(|s| s.id == t.set)
                .unwrap_or(usize::MAX)
        };
        tiles.sort_by(|a, b| (order(a), &a.id).cmp(&(order(b), &b.id)));
        Catalog { expansion, tiles }
    }

    /// Reads and validates the tiles directory at `dir`.
    pub fn load(dir: &Path) -> Result<Catalog, Vec<Diagnostic>> {
        let (listing, mut errors) = crate::load::list_tree(dir);
        match crate::validate::validate_listing(&listing) {
            Ok(catalog) if errors.is_empty() => Ok(catalog),
            Ok(_) => Err(errors),
            Err(more) => {
                errors.extend(more);
                Err(errors)
            }
        }
    }

    /// The manifest.
    pub fn expansion(&self) -> &Expansion {
        &self.expansion
    }

    /// Every tile, by set and number.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The tile with this id.
    pub fn tile(&self, id: &str) -> Option<&Tile> {
        self.tiles.iter().find(|t| t.id.as_str() == id)
    }

    /// The tiles of one set, by number.
    pub fn tiles_of<'a>(&'a self, set: &'a TileSet) -> impl Iterator<Item = &'a Tile> + 'a {
        self.tiles.iter().filter(move |t| t.set == set.id)
    }
}
