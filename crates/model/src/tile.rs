//! One halfling tile, as written in `tiles/<set>/<nn>.toml`.

use serde::{Deserialize, Serialize};

use super::geometry::{Landscape, Oriented, Profile, Rotation, Side, Slot};

/// A tile id: the set's prefix, a dash and the two-digit number the set
/// prints on the tile, such as `h1-07`. It matches the file's path:
/// `h1-07` lives in `tiles/halflings-1/07.toml`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct TileId(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9]{0,15}-[0-9]{2}$"))
    )]
    pub String,
);

/// A set id, which is also the name of the set's folder under `tiles/`,
/// such as `halflings-1`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct SetId(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub String,
);

/// The name of a feature, unique within its tile (for example `city`,
/// `road-east` or `field-1`). Fields and symbols refer to features by it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct FeatureId(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub String,
);

macro_rules! id_str {
    ($($t:ty),*) => {$(
        impl $t {
            /// The id as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }
    )*};
}
id_str!(TileId, SetId, FeatureId);

/// A halfling: a right isosceles triangle whose legs are as long as a normal
/// tile's side. Everything is described in the canonical rotation: right
/// angle at the north-west corner, legs north and west, long side facing
/// south-east.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", schemars(title = "Halflings tile"))]
pub struct Tile {
    /// The tile's id: the set's prefix and the printed number, such as `h1-07`.
    /// It must match the file's path (`tiles/halflings-1/07.toml`).
    pub id: TileId,
    /// The set the tile belongs to, as declared in `tiles/expansion.toml`
    /// (`halflings-1` or `halflings-2`). It must match the tile's folder.
    pub set: SetId,
    /// A short description of the tile's face, shown in the gallery and on
    /// the sheets, such as "City on the north leg, road across the long side".
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 120)))]
    pub name: String,
    /// The landscape of each of the three sides.
    pub sides: Sides,
    /// City segments. A city covers every slot of each side it touches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub city: Vec<City>,
    /// Road segments. A road touches the centre slot of each road side it
    /// crosses.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub road: Vec<Road>,
    /// Field segments. A field touches field halves of road sides and the
    /// slots of field sides.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub field: Vec<Field>,
    /// The monastery, if the tile shows one. It touches no side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monastery: Option<Monastery>,
    /// Symbols of other expansions printed on the tile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbol: Vec<Symbol>,
    /// Optional drawing hints for the tile art. The art is derived from the
    /// sides and features; hints only move things where the default looks wrong.
    #[serde(default, skip_serializing_if = "ArtHints::is_empty")]
    pub art: ArtHints,
    /// Which facts of this file are documented in the sources and which were
    /// reconstructed, so that someone holding the real tile can correct it.
    pub provenance: Provenance,
}

/// The landscape of the tile's three sides, in the canonical rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Sides {
    /// The north leg, from the right-angle corner (north-west) to the north-east corner.
    pub north: Landscape,
    /// The long side (hypotenuse), from the north-east to the south-west corner.
    /// It only ever meets the long side of a second halfling in the same space.
    pub long: Landscape,
    /// The west leg, from the south-west corner to the right-angle corner (north-west).
    pub west: Landscape,
}

impl Sides {
    /// The landscape of `side`.
    pub const fn get(&self, side: Side) -> Landscape {
        match side {
            Side::North => self.north,
            Side::Long => self.long,
            Side::West => self.west,
        }
    }
}

/// A city segment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct City<S = Slot> {
    /// The segment's name, unique on this tile.
    pub id: FeatureId,
    /// The slots the city touches: all three slots of every city side it covers.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 12)))]
    pub slots: Vec<S>,
    /// How many pennants (coats of arms) the segment shows.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(range(max = 3)))]
    pub pennants: u8,
}

/// A road segment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Road<S = Slot> {
    /// The segment's name, unique on this tile.
    pub id: FeatureId,
    /// The centre slots the road touches: two when it runs from side to side,
    /// one when it ends on the tile.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 2)))]
    pub slots: Vec<S>,
    /// Where a road that touches only one side ends. Leave it out for a road
    /// that runs from side to side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<RoadEnd>,
}

/// Where a road ends on the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum RoadEnd {
    /// At a crossing where three or more road segments of the tile meet.
    Junction,
    /// At a village (a small house) on the tile.
    Village,
    /// At the tile's monastery.
    Monastery,
    /// At a city gate on the tile.
    City,
}

impl RoadEnd {
    /// The lower-case name used in the TOML files.
    pub const fn name(self) -> &'static str {
        match self {
            RoadEnd::Junction => "junction",
            RoadEnd::Village => "village",
            RoadEnd::Monastery => "monastery",
            RoadEnd::City => "city",
        }
    }
}

/// A field segment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Field<S = Slot> {
    /// The segment's name, unique on this tile.
    pub id: FeatureId,
    /// The field slots the segment touches.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 12)))]
    pub slots: Vec<S>,
    /// The cities on this tile that this field borders (for farm scoring).
    /// Optional: they follow from the outline, and the exports always carry
    /// them. When written, the list must name exactly the cities the field
    /// touches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub borders: Option<Vec<FeatureId>>,
}

/// A monastery (cloister) in the middle of the tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Monastery {
    /// The monastery's name, unique on this tile.
    pub id: FeatureId,
}

/// A symbol of another expansion printed on the tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Symbol {
    /// Which symbol.
    pub kind: SymbolKind,
    /// The field the symbol stands in. Sheep and crop circles stand in a
    /// field and must name it; a vineyard or a hill belongs to the whole tile
    /// and names none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<FeatureId>,
}

/// The symbols of other expansions that halflings carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum SymbolKind {
    /// Vineyard (Hills & Sheep): +3 for a completed monastery in its neighbourhood.
    Vineyard,
    /// Hill (Hills & Sheep): a normal tile goes face down under it; wins ties.
    Hill,
    /// Sheep (Hills & Sheep): a permanent sheep worth 3 to the shepherd's flock.
    Sheep,
    /// Crop circle (Mini #7): a joker that adds or removes followers of one kind.
    CropCircle,
}

impl SymbolKind {
    /// The four symbols, in the order the sheets list them.
    pub const ALL: [SymbolKind; 4] = [
        SymbolKind::Vineyard,
        SymbolKind::Hill,
        SymbolKind::Sheep,
        SymbolKind::CropCircle,
    ];

    /// Whether the symbol stands in a field (and must name it).
    pub const fn stands_in_field(self) -> bool {
        matches!(self, SymbolKind::Sheep | SymbolKind::CropCircle)
    }

    /// The lower-case name used in the TOML files.
    pub const fn name(self) -> &'static str {
        match self {
            SymbolKind::Vineyard => "vineyard",
            SymbolKind::Hill => "hill",
            SymbolKind::Sheep => "sheep",
            SymbolKind::CropCircle => "crop-circle",
        }
    }
}

/// How many steps apart two slots lie going round the outline, the shorter
/// way (0 to 4).
fn outline_distance(a: Slot, b: Slot) -> usize {
    let d = a.index().abs_diff(b.index());
    d.min(9 - d)
}

/// A point in tile coordinates: the tile's square space is [0, 1] x [0, 1],
/// x to the east, y to the south, in the canonical rotation.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Point(
    #[cfg_attr(feature = "schema", schemars(range(min = 0.0, max = 1.0)))] pub f64,
    #[cfg_attr(feature = "schema", schemars(range(min = 0.0, max = 1.0)))] pub f64,
);

/// Drawing hints. Every hint is optional; leave them out unless the default
/// drawing needs a nudge.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ArtHints {
    /// Where to draw the monastery, as `[x, y]` in tile coordinates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monastery: Option<Point>,
    /// Where roads that end on the tile meet (junction, village), as `[x, y]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub road_end: Option<Point>,
    /// Where to draw the expansion symbol, as `[x, y]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symbol: Option<Point>,
    /// How far city segments bulge into the tile, as a fraction of the
    /// default depth (0.5 to 1.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", schemars(range(min = 0.5, max = 1.5)))]
    pub city_depth: Option<f64>,
}

impl ArtHints {
    /// Whether no hint is given.
    pub fn is_empty(&self) -> bool {
        *self == ArtHints::default()
    }
}

/// Where the facts of a tile file come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Provenance {
    /// Facts stated in the published sources.
    pub documented: Vec<Fact>,
    /// Facts authored for this project because the sources show the printed
    /// face only as a picture. Every fact is in exactly one of the two lists.
    pub reconstructed: Vec<Fact>,
    /// What a person holding the real tile should check, and where the
    /// documented facts come from.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 1000)))]
    pub note: String,
}

/// A kind of fact a tile file states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    /// The set and the printed number.
    Identity,
    /// The landscape of the three sides.
    Sides,
    /// The features and the slots they touch.
    Features,
    /// The number of pennants.
    Pennants,
    /// The monastery (or its absence).
    Monastery,
    /// The expansion symbols (or their absence).
    Symbols,
}

impl Fact {
    /// Every kind of fact; each must be listed once in the provenance.
    pub const ALL: [Fact; 6] = [
        Fact::Identity,
        Fact::Sides,
        Fact::Features,
        Fact::Pennants,
        Fact::Monastery,
        Fact::Symbols,
    ];

    /// The lower-case name used in the TOML files.
    pub const fn name(self) -> &'static str {
        match self {
            Fact::Identity => "identity",
            Fact::Sides => "sides",
            Fact::Features => "features",
            Fact::Pennants => "pennants",
            Fact::Monastery => "monastery",
            Fact::Symbols => "symbols",
        }
    }
}

/// What kind of feature a segment is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum FeatureKind {
    /// A city segment.
    City,
    /// A road segment.
    Road,
    /// A field segment.
    Field,
    /// A monastery.
    Monastery,
}

impl FeatureKind {
    /// The lower-case name, which is also the TOML table the feature is
    /// written in.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::City => "city",
            FeatureKind::Road => "road",
            FeatureKind::Field => "field",
            FeatureKind::Monastery => "monastery",
        }
    }
}

/// A feature segment of any kind, borrowed from a tile.
#[derive(Clone, Copy, Debug)]
pub enum FeatureRef<'a> {
    /// A city segment.
    City(&'a City),
    /// A road segment.
    Road(&'a Road),
    /// A field segment.
    Field(&'a Field),
    /// The monastery.
    Monastery(&'a Monastery),
}

impl<'a> FeatureRef<'a> {
    /// The feature's id.
    pub fn id(self) -> &'a FeatureId {
        match self {
            FeatureRef::City(c) => &c.id,
            FeatureRef::Road(r) => &r.id,
            FeatureRef::Field(f) => &f.id,
            FeatureRef::Monastery(m) => &m.id,
        }
    }

    /// The slots the feature touches (none for a monastery).
    pub fn slots(self) -> &'a [Slot] {
        match self {
            FeatureRef::City(c) => &c.slots,
            FeatureRef::Road(r) => &r.slots,
            FeatureRef::Field(f) => &f.slots,
            FeatureRef::Monastery(_) => &[],
        }
    }

    /// The landscape the feature's slots must show, if it touches any.
    pub fn landscape(self) -> Option<Landscape> {
        match self {
            FeatureRef::City(_) => Some(Landscape::City),
            FeatureRef::Road(_) => Some(Landscape::Road),
            FeatureRef::Field(_) => Some(Landscape::Field),
            FeatureRef::Monastery(_) => None,
        }
    }

    /// What kind of feature it is.
    pub const fn kind(self) -> FeatureKind {
        match self {
            FeatureRef::City(_) => FeatureKind::City,
            FeatureRef::Road(_) => FeatureKind::Road,
            FeatureRef::Field(_) => FeatureKind::Field,
            FeatureRef::Monastery(_) => FeatureKind::Monastery,
        }
    }

    /// The TOML table the feature is written in (`city`, `road`, ...).
    pub const fn table(self) -> &'static str {
        self.kind().name()
    }

    /// The JSON pointer of the feature within the tile document.
    pub fn pointer(self, index: usize) -> String {
        match self {
            FeatureRef::Monastery(_) => "/monastery".to_owned(),
            other => format!("/{}/{index}", other.table()),
        }
    }
}

impl Tile {
    /// Every feature of the tile with its index within its table: cities,
    /// roads, fields, then the monastery.
    pub fn features(&self) -> impl Iterator<Item = (usize, FeatureRef<'_>)> {
        let cities = self.city.iter().map(FeatureRef::City).enumerate();
        let roads = self.road.iter().map(FeatureRef::Road).enumerate();
        let fields = self.field.iter().map(FeatureRef::Field).enumerate();
        let monastery = self.monastery.iter().map(FeatureRef::Monastery).enumerate();
        cities.chain(roads).chain(fields).chain(monastery)
    }

    /// The feature with this id, if any.
    pub fn feature(&self, id: &FeatureId) -> Option<FeatureRef<'_>> {
        self.features().map(|(_, f)| f).find(|f| f.id() == id)
    }

    /// The two-digit number printed on the tile, taken from its id.
    pub fn number(&self) -> &str {
        self.id.0.rsplit('-').next().unwrap_or_default()
    }

    /// The profile of `side`: the landscape of its slots, left to right.
    pub const fn profile(&self, side: Side) -> Profile {
        self.sides.get(side).slots()
    }

    /// The tile's sides as they face on the board under `rotation`.
    pub const fn oriented(&self, rotation: Rotation) -> Oriented {
        Oriented::new(
            [
                self.profile(Side::North),
                self.profile(Side::Long),
                self.profile(Side::West),
            ],
            rotation,
        )
    }

    /// The cities a road that ends at a city gate (`end = "city"`) may end
    /// at: those nearest to the road's slot going round the outline. A valid
    /// tile has exactly one for each such road; an empty list for any other
    /// road.
    pub fn gate_cities(&self, road: &Road) -> Vec<&City> {
        let (Some(RoadEnd::City), [slot]) = (road.end, road.slots.as_slice()) else {
            return Vec::new();
        };
        let distance = |city: &City| {
            city.slots
                .iter()
                .map(|s| outline_distance(*s, *slot))
                .min()
                .unwrap_or(usize::MAX)
        };
        let nearest = self.city.iter().map(distance).min().unwrap_or(usize::MAX);
        self.city
            .iter()
            .filter(|c| distance(c) == nearest)
            .collect()
    }

    /// The cities `field` borders, read from the outline. Features do not
    /// cross, so walking round the nine slots a field touches a city where
    /// one of its slots lies next to one of the city's (at a corner or
    /// along a side), and where it lies next to a road that ends at the
    /// city's gate (the field then runs along the wall up to the gate on
    /// both hands of the road). In the order of the tile's cities.
    pub fn bordered_cities(&self, field: &Field) -> Vec<&City> {
        let neighbours: Vec<Slot> = field
            .slots
            .iter()
            .flat_map(|s| [s.index() + 8, s.index() + 1])
            .map(|i| Slot::ALL[i % 9])
            .collect();
        let gates: Vec<&City> = self
            .road
            .iter()
            .filter(|r| r.slots.iter().any(|s| neighbours.contains(s)))
            .flat_map(|r| self.gate_cities(r))
            .collect();
        self.city
            .iter()
            .filter(|c| {
                c.slots.iter().any(|s| neighbours.contains(s))
                    || gates.iter().any(|g| std::ptr::eq(*g, *c))
            })
            .collect()
    }

    /// Total pennants over all city segments.
    pub fn pennants(&self) -> u32 {
        self.city.iter().map(|c| u32::from(c.pennants)).sum()
    }

    /// Whether the tile carries a symbol of this kind.
    pub fn has_symbol(&self, kind: SymbolKind) -> bool {
        self.symbol.iter().any(|s| s.kind == kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Diagonal, Direction};
    use crate::testing::{shipped, shipped_text};

    use Landscape::{City as C, Field as F, Road as R};

    fn tile(path: &str) -> Tile {
        shipped(path)
    }

    fn feature_id(id: &str) -> FeatureId {
        FeatureId(id.to_owned())
    }

    fn field<'a>(tile: &'a Tile, id: &str) -> &'a Field {
        tile.field
            .iter()
            .find(|f| f.id.as_str() == id)
            .unwrap_or_else(|| panic!("{} has no field {id}", tile.id))
    }

    fn ids(cities: &[&City]) -> Vec<String> {
        cities.iter().map(|c| c.id.to_string()).collect()
    }

    #[test]
    fn h1_01_reads_as_a_halflings_i_tile_with_a_pennant_city_and_no_symbol() {
        let t = tile("halflings-1/01.toml");
        assert_eq!((t.id.as_str(), t.number()), ("h1-01", "01"));
        assert_eq!(t.set.as_str(), "halflings-1");
        assert_eq!((t.sides.north, t.sides.long, t.sides.west), (C, R, R));
        assert_eq!(t.pennants(), 1);
        assert!(t.monastery.is_none());
        // Halflings I shows no expansion symbols (DOMAIN.md, and the file's
        // documented facts).
        assert!(t.symbol.is_empty());
        assert!(t.provenance.documented.contains(&Fact::Symbols));
        let listed = t.provenance.documented.len() + t.provenance.reconstructed.len();
        assert_eq!(listed, Fact::ALL.len());
    }

    #[test]
    fn a_sides_profile_is_its_landscape_slot_by_slot_and_turns_with_the_tile() {
        let t = tile("halflings-1/01.toml");
        assert_eq!(t.profile(Side::North), [C, C, C]);
        assert_eq!(t.profile(Side::Long), [F, R, F]);
        assert_eq!(t.profile(Side::West), [F, R, F]);
        // A quarter turn: the city leg faces east, the west leg north.
        let placed = t.oriented(Rotation::new(1));
        assert_eq!(placed.leg(Direction::East), Some([C, C, C]));
        assert_eq!(placed.leg(Direction::North), Some([F, R, F]));
        assert_eq!(placed.long, (Diagonal::SouthWest, [F, R, F]));
    }

    #[test]
    fn features_are_listed_cities_then_roads_then_fields_then_the_monastery() {
        let listed = |t: &Tile| -> Vec<(String, String)> {
            t.features()
                .map(|(i, f)| (f.id().to_string(), f.pointer(i)))
                .collect()
        };
        let pair = |id: &str, pointer: &str| (id.to_owned(), pointer.to_owned());
        assert_eq!(
            listed(&tile("halflings-1/01.toml")),
            [
                pair("city", "/city/0"),
                pair("road", "/road/0"),
                pair("field-city", "/field/0"),
                pair("field-corner", "/field/1"),
            ]
        );
        let h1_05 = tile("halflings-1/05.toml");
        assert_eq!(
            listed(&h1_05),
            [
                pair("road", "/road/0"),
                pair("field", "/field/0"),
                pair("monastery", "/monastery"),
            ]
        );
        let monastery = h1_05.feature(&feature_id("monastery")).unwrap();
        assert_eq!(
            (monastery.table(), monastery.landscape()),
            ("monastery", None)
        );
        assert!(monastery.slots().is_empty());
        assert!(h1_05.feature(&feature_id("city")).is_none());
    }

    #[test]
    fn the_field_beside_the_city_borders_it_and_the_field_cut_off_by_the_road_does_not() {
        let t = tile("halflings-1/01.toml");
        let beside = field(&t, "field-city");
        assert_eq!(ids(&t.bordered_cities(beside)), ["city"]);
        // What the outline gives is what the file writes.
        assert_eq!(beside.borders, Some(vec![feature_id("city")]));
        assert!(t.bordered_cities(field(&t, "field-corner")).is_empty());
    }

    #[test]
    fn a_road_to_a_city_gate_ends_at_its_nearest_city_and_a_through_road_at_none() {
        let h1_03 = tile("halflings-1/03.toml");
        let gate = &h1_03.road[0];
        assert_eq!(gate.end, Some(RoadEnd::City));
        assert_eq!(ids(&h1_03.gate_cities(gate)), ["city"]);
        let h1_01 = tile("halflings-1/01.toml");
        assert_eq!(h1_01.road[0].end, None);
        assert!(h1_01.gate_cities(&h1_01.road[0]).is_empty());
    }

    #[test]
    fn a_vineyard_belongs_to_the_whole_tile_while_a_sheep_stands_in_a_field() {
        let vineyard = tile("halflings-2/02.toml");
        assert!(vineyard.has_symbol(SymbolKind::Vineyard));
        assert!(!vineyard.has_symbol(SymbolKind::Hill));
        assert_eq!(vineyard.symbol[0].field, None);
        let sheep = tile("halflings-2/04.toml");
        assert!(sheep.has_symbol(SymbolKind::Sheep));
        assert_eq!(sheep.symbol[0].field, Some(feature_id("field")));
        let in_field: Vec<SymbolKind> = SymbolKind::ALL
            .into_iter()
            .filter(|k| k.stands_in_field())
            .collect();
        assert_eq!(in_field, [SymbolKind::Sheep, SymbolKind::CropCircle]);
    }

    #[test]
    fn a_tile_file_with_a_key_the_format_does_not_know_is_refused() {
        let text = format!(
            "colour = \"green\"\n{}",
            shipped_text("halflings-1/01.toml")
        );
        let error = toml::from_str::<Tile>(&text).unwrap_err();
        assert!(error.to_string().contains("colour"), "{error}");
    }
}
