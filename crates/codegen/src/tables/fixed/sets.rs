//! The sets of tiles. Copied into the generated module around the items
//! derived from the manifest (marked `// generated here:`); see
//! `crates/codegen/src/tables/mod.rs`.

// generated here: SetSymbol, Set

impl Set {
    /// The set's tiles, by number.
    pub fn tiles(self) -> impl Iterator<Item = &'static Tile> {
        TILES.iter().filter(move |t| t.set == self)
    }
}
