//! A normal square land tile of the base game, as written in
//! `tiles/base-game/<id>.toml`.
//!
//! The base game's 72 land tiles (without the River), one file per kind
//! (the 24 kinds the community names A to X), each with its `count` of
//! copies; the worked examples place them beside the halflings. They are
//! defined in the same slot convention: four sides read clockwise from the
//! north, each split into a left field half, a centre and a right field
//! half, seen from inside the tile looking out. One kind is marked `start`:
//! the start tile, placed first, is one of its copies (the base game's D,
//! a city cap with a straight road, whose start copy has a dark back).
//! They are not halflings: the halflings' census, the print-and-cut sheets
//! and the tile counts leave them out (the census shows them on a page of
//! their own, for reference), while engines may read them.

use serde::{Deserialize, Serialize};

use super::geometry::{Direction, Landscape, Position, Profile};
use super::tile::{City, Field, Monastery, Road, Symbol};

/// The id of a normal tile: its base-game name in kebab case, such as
/// `city-cap`. It matches the file's name (`tiles/base-game/city-cap.toml`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct SquareId(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub String,
);

impl SquareId {
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for SquareId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A normal square land tile, described in its canonical rotation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", schemars(title = "Normal (square) tile"))]
pub struct SquareTile {
    /// The tile's id, such as `city-cap`. It must match the file's name.
    pub id: SquareId,
    /// The tile's name in the base game, such as "City cap".
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 120)))]
    pub name: String,
    /// How many copies of this tile the base game holds; a board may not
    /// use more.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 99)))]
    pub count: u8,
    /// Whether the start tile is one of this kind's copies: it is placed
    /// first, and counts among the `count` copies (the base game's D, four
    /// copies, one of them the start tile). At most one kind of a tiles
    /// folder says so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub start: bool,
    /// The landscape of each of the four sides.
    pub sides: SquareSides,
    /// City segments. A city covers every slot of each side it touches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub city: Vec<City<SquareSlot>>,
    /// Road segments. A road touches the centre slot of each road side it
    /// crosses.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub road: Vec<Road<SquareSlot>>,
    /// Field segments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub field: Vec<Field<SquareSlot>>,
    /// The monastery, if the tile shows one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monastery: Option<Monastery>,
    /// Symbols of other expansions printed on the tile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbol: Vec<Symbol>,
}

/// The landscape of a square tile's four sides, in the canonical rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SquareSides {
    /// The north side, from the north-west to the north-east corner.
    pub north: Landscape,
    /// The east side, from the north-east to the south-east corner.
    pub east: Landscape,
    /// The south side, from the south-east to the south-west corner.
    pub south: Landscape,
    /// The west side, from the south-west to the north-west corner.
    pub west: Landscape,
}

impl SquareSides {
    /// The landscape of the side facing `direction` in the canonical rotation.
    pub const fn get(&self, direction: Direction) -> Landscape {
        match direction {
            Direction::North => self.north,
            Direction::East => self.east,
            Direction::South => self.south,
            Direction::West => self.west,
        }
    }
}

macro_rules! square_slots {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $side:ident, $pos:ident; )*) => {
        /// A slot of a square tile: one third of one side.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub enum SquareSlot {
            $( $(#[$doc])* #[serde(rename = $name)] $variant, )*
        }

        impl SquareSlot {
            /// All twelve slots in clockwise order, from the left end of
            /// the north side.
            pub const ALL: [SquareSlot; 12] = [$(SquareSlot::$variant),*];

            /// The side this slot belongs to, by the direction it faces in
            /// the canonical rotation.
            pub const fn side(self) -> Direction {
                match self { $(SquareSlot::$variant => Direction::$side,)* }
            }

            /// Where along its side this slot lies.
            pub const fn position(self) -> Position {
                match self { $(SquareSlot::$variant => Position::$pos,)* }
            }

            /// The name used in the TOML files, such as `east-centre`.
            pub const fn name(self) -> &'static str {
                match self { $(SquareSlot::$variant => $name,)* }
            }
        }
    };
}

square_slots! {
    /// The left third of the north side, at the north-west corner.
    NorthLeft = "north-left", North, Left;
    /// The centre of the north side.
    NorthCentre = "north-centre", North, Centre;
    /// The right third of the north side, at the north-east corner.
    NorthRight = "north-right", North, Right;
    /// The left third of the east side, at the north-east corner.
    EastLeft = "east-left", East, Left;
    /// The centre of the east side.
    EastCentre = "east-centre", East, Centre;
    /// The right third of the east side, at the south-east corner.
    EastRight = "east-right", East, Right;
    /// The left third of the south side, at the south-east corner.
    SouthLeft = "south-left", South, Left;
    /// The centre of the south side.
    SouthCentre = "south-centre", South, Centre;
    /// The right third of the south side, at the south-west corner.
    SouthRight = "south-right", South, Right;
    /// The left third of the west side, at the south-west corner.
    WestLeft = "west-left", West, Left;
    /// The centre of the west side.
    WestCentre = "west-centre", West, Centre;
    /// The right third of the west side, at the north-west corner.
    WestRight = "west-right", West, Right;
}

impl SquareSlot {
    /// The slot on the side facing `side` at `position`.
    pub const fn at(side: Direction, position: Position) -> SquareSlot {
        SquareSlot::ALL[side as usize * 3 + position.index()]
    }

    /// Position of this slot in the clockwise walk around the tile (0 to 11).
    pub const fn index(self) -> usize {
        self.side() as usize * 3 + self.position().index()
    }
}

impl SquareTile {
    /// The profile of the side facing `side` in the canonical rotation.
    pub const fn profile(&self, side: Direction) -> Profile {
        self.sides.get(side).slots()
    }

    /// The cities `field` borders, read from the outline the same way as
    /// for halflings: a field slot next to a city slot.
    pub fn bordered_cities(&self, field: &Field<SquareSlot>) -> Vec<&City<SquareSlot>> {
        let neighbours: Vec<SquareSlot> = field
            .slots
            .iter()
            .flat_map(|s| [s.index() + 11, s.index() + 1])
            .map(|i| SquareSlot::ALL[i % 12])
            .collect();
        self.city
            .iter()
            .filter(|c| c.slots.iter().any(|s| neighbours.contains(s)))
            .collect()
    }

    /// Total pennants over all city segments.
    pub fn pennants(&self) -> u32 {
        self.city.iter().map(|c| u32::from(c.pennants)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::shipped;

    use Landscape::{City as C, Field as F, Road as R};

    fn cities<'a>(tile: &'a SquareTile, field: &str) -> Vec<&'a str> {
        let field = tile
            .field
            .iter()
            .find(|f| f.id.as_str() == field)
            .unwrap_or_else(|| panic!("{} has no field {field}", tile.id));
        tile.bordered_cities(field)
            .iter()
            .map(|c| c.id.as_str())
            .collect()
    }

    #[test]
    fn a_square_tile_has_twelve_slots_three_a_side_clockwise_from_the_north() {
        assert_eq!(SquareSlot::ALL[0], SquareSlot::NorthLeft);
        assert_eq!(SquareSlot::ALL[3], SquareSlot::EastLeft);
        assert_eq!(SquareSlot::ALL[11], SquareSlot::WestRight);
        for direction in Direction::ALL {
            for position in Position::ALL {
                let slot = SquareSlot::at(direction, position);
                assert_eq!((slot.side(), slot.position()), (direction, position));
                assert_eq!(SquareSlot::ALL[slot.index()], slot);
            }
        }
    }

    #[test]
    fn the_fields_beside_a_city_border_it_and_those_along_a_road_do_not() {
        let cap: SquareTile = shipped("base-game/city-cap.toml");
        assert_eq!(cap.profile(Direction::North), [C, C, C]);
        assert_eq!(cap.profile(Direction::South), [F, F, F]);
        assert_eq!(cap.pennants(), 0);
        assert_eq!(cities(&cap, "field"), ["city"]);
        // The tube's city crosses the tile and splits the field in two;
        // each half touches it.
        let tube: SquareTile = shipped("base-game/city-tube.toml");
        assert_eq!(cities(&tube, "field-north"), ["city"]);
        assert_eq!(cities(&tube, "field-south"), ["city"]);
        let road: SquareTile = shipped("base-game/straight-road.toml");
        assert_eq!(road.profile(Direction::East), [F, R, F]);
        assert!(cities(&road, "field-north").is_empty());
    }
}
