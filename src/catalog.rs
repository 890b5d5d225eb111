//! The validated catalog: the manifest and every tile, in a fixed order.
//! Reaching this type means every check passed; exporters read only this.

use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::model::{Expansion, Tile, TileSet};

/// Every tile of the expansion, validated, sorted by set (in manifest order)
/// and then by number.
#[derive(Clone, Debug)]
pub struct Catalog {
    expansion: Expansion,
    tiles: Vec<Tile>,
    /// Each tile's position in `tiles`, by id.
    by_id: HashMap<String, usize>,
    /// The tiles of each set of the manifest (same order), as a range of
    /// `tiles`.
    sets: Vec<Range<usize>>,
}

impl Catalog {
    pub(crate) fn new(expansion: Expansion, mut tiles: Vec<Tile>) -> Catalog {
        let set_order: HashMap<&str, usize> = expansion
            .set
            .iter()
            .enumerate()
            .rev()
            .map(|(i, s)| (s.id.as_str(), i))
            .collect();
        let order = |t: &Tile| set_order.get(t.set.as_str()).copied().unwrap_or(usize::MAX);
        tiles.sort_by(|a, b| (order(a), &a.id).cmp(&(order(b), &b.id)));
        let mut by_id = HashMap::with_capacity(tiles.len());
        for (i, t) in tiles.iter().enumerate().rev() {
            by_id.insert(t.id.to_string(), i);
        }
        let mut sets = vec![0..0; expansion.set.len()];
        let mut start = 0;
        while start < tiles.len() {
            let set = order(&tiles[start]);
            let end = start + tiles[start..].partition_point(|t| order(t) == set);
            if let Some(range) = sets.get_mut(set) {
                *range = start..end;
            }
            start = end;
        }
        drop(set_order);
        Catalog {
            expansion,
            tiles,
            by_id,
            sets,
        }
    }

    /// Reads and validates the tiles directory at `dir`.
    pub fn load(dir: &Path) -> Result<Catalog, Vec<Diagnostic>> {
        let (tree, mut errors) = crate::load::read_tree(dir);
        let validated = crate::validate::validate(&tree);
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
        self.by_id.get(id).map(|&i| &self.tiles[i])
    }

    /// The position of the tile with this id in [`Catalog::tiles`].
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.by_id.get(id).copied()
    }

    /// The tiles of one set, by number.
    pub fn tiles_of<'a>(&'a self, set: &'a TileSet) -> impl Iterator<Item = &'a Tile> + 'a {
        let range = match self.expansion.set.iter().position(|s| s.id == set.id) {
            Some(i) => self.sets[i].clone(),
            None => 0..0,
        };
        self.tiles[range].iter()
    }
}
