//! The tiles and the tables about them. Copied into the generated module
//! around the tables (marked `// generated here:`); see
//! `crates/codegen/src/tables/mod.rs`.

/// A feature segment on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Feature {
    /// The segment's name, unique on its tile.
    pub id: &'static str,
    /// What kind of feature it is.
    pub kind: FeatureKind,
    /// The slots it touches, named in rotation 0 (none for a monastery).
    pub slots: &'static [Slot],
    /// Pennants on a city segment; 0 for every other kind.
    pub pennants: u8,
    /// Where a road that touches only one side ends; `None` otherwise.
    pub road_end: Option<RoadEnd>,
    /// For a field: the cities it borders (for farm scoring), as positions in
    /// its tile's [`Tile::features`]. Empty for every other kind.
    pub borders: &'static [usize],
}

/// A symbol of another expansion on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileSymbol {
    /// Which symbol.
    pub kind: SymbolKind,
    /// For a symbol that stands in a field: that field, as a position in its
    /// tile's [`Tile::features`].
    pub field: Option<usize>,
}

/// A halfling: a right isosceles triangle whose legs are as long as a square
/// tile's side. Sides, slots and features are named in rotation 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// The tile's position in [`TILES`], [`PROFILES`] and [`PARTNER_CLASS`].
    pub index: usize,
    /// The tile's id: the set's prefix and the printed number, such as `h1-07`.
    pub id: &'static str,
    /// The set the tile belongs to.
    pub set: Set,
    /// The number printed on the tile within its set.
    pub number: u8,
    /// A short description of the face.
    pub name: &'static str,
    /// The landscape of each side, in [`Side::ALL`] order (north, long, west).
    pub sides: [Landscape; 3],
    /// The feature segments: cities, roads, fields, then the monastery.
    pub features: &'static [Feature],
    /// Symbols of other expansions printed on the tile.
    pub symbols: &'static [TileSymbol],
}

impl Tile {
    /// The landscape of `side`.
    pub const fn side(&self, side: Side) -> Landscape {
        self.sides[side.index()]
    }

    /// The profile of `side`, read clockwise around the tile. It is the same
    /// in every rotation; where the side faces is not.
    pub const fn profile(&self, side: Side) -> Profile {
        self.sides[side.index()].profile()
    }

    /// The tile's side profiles under `rotation`, by where they face.
    pub fn profiles(&self, rotation: Rotation) -> &'static SideProfiles {
        &PROFILES[self.index][rotation.index()]
    }

    /// The tiles that may share this tile's space when it lies in
    /// `rotation`, each in the rotation it then lies in (see
    /// [`long_side_partners`]).
    pub fn long_side_partners(
        &self,
        rotation: Rotation,
    ) -> impl Iterator<Item = (&'static Tile, Rotation)> {
        long_side_partners(self, rotation)
    }

    /// The feature with this id.
    pub fn feature(&self, id: &str) -> Option<&'static Feature> {
        self.features.iter().find(|f| f.id == id)
    }

    /// Whether the tile shows a monastery.
    pub fn has_monastery(&self) -> bool {
        self.features
            .iter()
            .any(|f| f.kind == FeatureKind::Monastery)
    }

    /// Whether the tile carries a symbol of this kind.
    pub fn has_symbol(&self, kind: SymbolKind) -> bool {
        self.symbols.iter().any(|s| s.kind == kind)
    }

    /// Total pennants over all city segments.
    pub fn pennants(&self) -> u32 {
        self.features.iter().map(|f| f.pennants as u32).sum()
    }
}

/// The tile with this id, such as `"h1-07"`.
pub fn tile(id: &str) -> Option<&'static Tile> {
    TILES.iter().find(|t| t.id == id)
}

// generated here: TILE_COUNT, TILES

/// A tile's side profiles in one rotation, by where each side faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideProfiles {
    /// The rotation.
    pub rotation: Rotation,
    /// The profile of the leg facing each direction, in [`Direction::ALL`]
    /// order (north, east, south, west); `None` where no leg faces that way.
    /// Each profile is read clockwise around the halfling.
    pub legs: [Option<Profile>; 4],
    /// The diagonal the long side faces.
    pub long_facing: Diagonal,
    /// The long side's profile, read clockwise around the halfling.
    pub long: Profile,
}

impl SideProfiles {
    /// The profile of the leg facing `direction`, if a leg faces it.
    pub const fn leg(&self, direction: Direction) -> Option<Profile> {
        self.legs[direction as usize]
    }
}

// generated here: PROFILES

/// The tiles whose long side shows one profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LongSideClass {
    /// The long side's profile, read clockwise around each of the tiles.
    pub profile: Profile,
    /// The tiles whose long side shows it, as positions in [`TILES`],
    /// ascending.
    pub tiles: &'static [usize],
}

// generated here: LONG_SIDE_CLASSES, PARTNER_CLASS
