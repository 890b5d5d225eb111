//! Pictures drawn once and kept: [`Pictures`], the memo that the outputs
//! of one build share. The tile art, the worked-example boards and the
//! rule reference on each paper and in each language all show the same
//! tiles and boards, and run side by side; whichever needs a picture first
//! draws it, and the others take it from here.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use halflings_catalog::{Catalog, NamedExample};
use halflings_model::Tile;

/// How many bytes of tile pictures a [`Pictures`] keeps (about 2 000
/// tiles' SVGs). Past that (a catalog of thousands of tiles) a tile is
/// drawn on every call, and memory stays bounded.
pub(crate) const KEPT_TILE_BYTES: usize = 16 << 20;

/// The pictures of one catalog's tiles and worked-example boards, each
/// drawn by the first caller that asks for it and then kept.
///
/// ```
/// let catalog = halflings_testkit::catalog();
/// let pictures = halflings_art::pictures::Pictures::new(&catalog);
/// let tile = &catalog.tiles()[0];
/// // The same picture as a fresh drawing, drawn once.
/// assert_eq!(pictures.tile_svg(tile), halflings_art::tile_svg(&catalog, tile));
/// let named = &catalog.examples()[0];
/// assert!(pictures.board_svg(named).contains("</svg>"));
/// ```
pub struct Pictures<'c> {
    catalog: &'c Catalog,
    /// One slot per tile of the catalog, in its order.
    tiles: Vec<OnceLock<String>>,
    /// The bytes of tile pictures kept so far.
    tile_bytes: AtomicUsize,
    /// No tile picture is kept once `tile_bytes` reaches this.
    budget: usize,
    /// One slot per worked example of the catalog, in its order.
    boards: Vec<OnceLock<String>>,
}

impl<'c> Pictures<'c> {
    /// No picture of `catalog` drawn yet.
    pub fn new(catalog: &'c Catalog) -> Pictures<'c> {
        Pictures::with_budget(catalog, KEPT_TILE_BYTES)
    }

    /// As [`Pictures::new`], keeping tile pictures until they hold
    /// `budget` bytes.
    fn with_budget(catalog: &'c Catalog, budget: usize) -> Pictures<'c> {
        Pictures {
            catalog,
            tiles: (0..catalog.tiles().len())
                .map(|_| OnceLock::new())
                .collect(),
            tile_bytes: AtomicUsize::new(0),
            budget,
            boards: (0..catalog.examples().len())
                .map(|_| OnceLock::new())
                .collect(),
        }
    }

    /// The catalog these are the pictures of.
    pub fn catalog(&self) -> &'c Catalog {
        self.catalog
    }

    /// The picture of `tile` ([`crate::tile_svg`]): kept when `tile` is one
    /// of the catalog's own and the budget lasts, drawn otherwise. An
    /// edited copy of a tile is drawn afresh, never taken for the tile.
    pub fn tile_svg(&self, tile: &Tile) -> String {
        let draw = || crate::tile_svg(self.catalog, tile);
        let Some(slot) = self.index_of(tile).map(|i| &self.tiles[i]) else {
            return draw();
        };
        if let Some(kept) = slot.get() {
            return kept.clone();
        }
        // The budget is checked before drawing, so a few pictures may go
        // past it by one picture each per thread: a bound, not an exact cap.
        if self.tile_bytes.load(Relaxed) >= self.budget {
            return draw();
        }
        slot.get_or_init(|| {
            // A picture is written into a growing string; keep it at its
            // length, so that what the budget counts is what is held.
            let mut picture = draw();
            picture.shrink_to_fit();
            self.tile_bytes.fetch_add(picture.len(), Relaxed);
            picture
        })
        .clone()
    }

    /// The picture of `named`'s board ([`crate::board::board_svg`]), kept
    /// when `named` is one of the catalog's own worked examples.
    pub fn board_svg(&self, named: &NamedExample) -> std::borrow::Cow<'_, str> {
        let draw = || crate::board::board_svg(self.catalog, &named.example, &named.played);
        let own = self
            .catalog
            .examples()
            .iter()
            .position(|e| std::ptr::eq(e, named));
        match own {
            Some(i) => self.boards[i].get_or_init(draw).as_str().into(),
            None => draw().into(),
        }
    }

    /// Where `tile` is in the catalog, if it is the catalog's own.
    fn index_of(&self, tile: &Tile) -> Option<usize> {
        let i = self.catalog.index_of(tile.id.as_str())?;
        std::ptr::eq(&self.catalog.tiles()[i], tile).then_some(i)
    }
}

impl std::fmt::Debug for Pictures<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let count = |slots: &[OnceLock<String>]| slots.iter().filter(|s| s.get().is_some()).count();
        write!(
            f,
            "Pictures({} of {} tiles, {} of {} boards)",
            count(&self.tiles),
            self.tiles.len(),
            count(&self.boards),
            self.boards.len()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Pictures;

    #[test]
    fn tile_pictures_are_kept_until_the_budget_is_spent() {
        let catalog = halflings_testkit::catalog();
        let (first, second) = (&catalog.tiles()[0], &catalog.tiles()[1]);
        // A budget smaller than one picture: the first is kept all the
        // same, and then none.
        let pictures = Pictures::with_budget(&catalog, 10);
        let drawn = pictures.tile_svg(first);
        assert_eq!(pictures.tile_svg(first), drawn);
        assert!(pictures.tiles[0].get().is_some());
        pictures.tile_svg(second);
        assert!(pictures.tiles[1].get().is_none(), "the budget is spent");
        assert_eq!(
            format!("{pictures:?}").split(',').next(),
            Some("Pictures(1 of 24 tiles")
        );

        // An edited copy is drawn, not looked up by its id.
        let mut copy = first.clone();
        copy.name = format!("{} (edited)", copy.name);
        assert_ne!(pictures.tile_svg(&copy), drawn);
    }
}
