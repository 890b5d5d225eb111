//! Sides, slots, rotations and how sides abut.
//!
//! A halfling is a square space cut along one diagonal. In its canonical
//! rotation (rotation 0) the right angle sits at the north-west corner: the
//! legs are the **north** side (north-west to north-east corner) and the
//! **west** side (south-west to north-west corner), and the long side faces
//! south-east (north-east to south-west corner).
//!
//! Sides are read clockwise around the tile: north, long, west. Each side is
//! split into three slots, seen from inside the tile looking out: the left
//! field half, the centre where a road crosses, and the right field half.

use serde::{Deserialize, Serialize};

/// What a side of a tile shows where it meets its neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Landscape {
    /// A city covers the whole side.
    City,
    /// A road crosses the centre of the side, with a field half on each hand.
    Road,
    /// Field along the whole side.
    Field,
}

impl Landscape {
    /// The landscape of each slot of a side with this landscape, left to right.
    pub const fn slots(self) -> [Landscape; 3] {
        match self {
            Landscape::City => [Landscape::City; 3],
            Landscape::Road => [Landscape::Field, Landscape::Road, Landscape::Field],
            Landscape::Field => [Landscape::Field; 3],
        }
    }

    /// The lower-case name used in the TOML files.
    pub const fn name(self) -> &'static str {
        match self {
            Landscape::City => "city",
            Landscape::Road => "road",
            Landscape::Field => "field",
        }
    }
}

/// One of the three sides of a halfling, named by where it lies in the
/// canonical rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The leg from the north-west corner to the north-east corner.
    North,
    /// The long side (hypotenuse) from the north-east corner to the south-west corner.
    Long,
    /// The leg from the south-west corner to the north-west corner.
    West,
}

impl Side {
    /// The three sides in clockwise order, starting with the north leg.
    pub const ALL: [Side; 3] = [Side::North, Side::Long, Side::West];

    /// Whether this side is a leg (a short side, as long as a square tile's side).
    pub const fn is_leg(self) -> bool {
        !matches!(self, Side::Long)
    }

    /// The lower-case name used in the TOML files.
    pub const fn name(self) -> &'static str {
        match self {
            Side::North => "north",
            Side::Long => "long",
            Side::West => "west",
        }
    }

    /// Position in the clockwise reading order.
    pub const fn index(self) -> usize {
        match self {
            Side::North => 0,
            Side::Long => 1,
            Side::West => 2,
        }
    }
}

/// Where along a side a slot lies, seen from inside the tile looking out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Position {
    /// The left field half (the first third, read clockwise).
    Left,
    /// The centre, where a road crosses.
    Centre,
    /// The right field half (the last third, read clockwise).
    Right,
}

impl Position {
    /// The three positions, left to right.
    pub const ALL: [Position; 3] = [Position::Left, Position::Centre, Position::Right];

    /// Index 0, 1 or 2, left to right.
    pub const fn index(self) -> usize {
        match self {
            Position::Left => 0,
            Position::Centre => 1,
            Position::Right => 2,
        }
    }
}

macro_rules! slots {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $side:ident, $pos:ident; )*) => {
        /// A slot: one third of one side. Features name the slots they touch.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub enum Slot {
            $( $(#[$doc])* #[serde(rename = $name)] $variant, )*
        }

        impl Slot {
            /// All nine slots in clockwise order around the tile, from the
            /// left end of the north leg.
            pub const ALL: [Slot; 9] = [$(Slot::$variant),*];

            /// The side this slot belongs to.
            pub const fn side(self) -> Side {
                match self { $(Slot::$variant => Side::$side,)* }
            }

            /// Where along its side this slot lies.
            pub const fn position(self) -> Position {
                match self { $(Slot::$variant => Position::$pos,)* }
            }

            /// The name used in the TOML files, such as `north-left`.
            pub const fn name(self) -> &'static str {
                match self { $(Slot::$variant => $name,)* }
            }
        }
    };
}

slots! {
    /// The left third of the north leg, at the right-angle corner.
    NorthLeft = "north-left", North, Left;
    /// The centre of the north leg.
    NorthCentre = "north-centre", North, Centre;
    /// The right third of the north leg, at the north-east corner.
    NorthRight = "north-right", North, Right;
    /// The left third of the long side, at the north-east corner.
    LongLeft = "long-left", Long, Left;
    /// The centre of the long side.
    LongCentre = "long-centre", Long, Centre;
    /// The right third of the long side, at the south-west corner.
    LongRight = "long-right", Long, Right;
    /// The left third of the west leg, at the south-west corner.
    WestLeft = "west-left", West, Left;
    /// The centre of the west leg.
    WestCentre = "west-centre", West, Centre;
    /// The right third of the west leg, at the right-angle corner.
    WestRight = "west-right", West, Right;
}

impl Slot {
    /// The slot on `side` at `position`.
    pub const fn at(side: Side, position: Position) -> Slot {
        Slot::ALL[side.index() * 3 + position.index()]
    }

    /// Position of this slot in the clockwise walk around the tile (0 to 8).
    pub const fn index(self) -> usize {
        self.side().index() * 3 + self.position().index()
    }
}

/// A side's profile: the landscape of its three slots, left to right.
pub type Profile = [Landscape; 3];

/// Whether two sides may lie against each other.
///
/// Both profiles are read clockwise around their own tile, so along the shared
/// edge they run in opposite directions: they abut when one equals the other
/// reversed.
pub fn abuts(a: Profile, b: Profile) -> bool {
    a[0] == b[2] && a[1] == b[1] && a[2] == b[0]
}

/// A compass direction of the square grid: where a leg faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Up.
    North,
    /// Right.
    East,
    /// Down.
    South,
    /// Left.
    West,
}

impl Direction {
    /// The four directions, clockwise from north.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// This direction turned clockwise by `quarter_turns` quarter turns.
    pub const fn turned(self, quarter_turns: u8) -> Direction {
        Direction::ALL[(self as usize + quarter_turns as usize) % 4]
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Direction {
        self.turned(2)
    }
}

/// A diagonal direction: where the long side faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Diagonal {
    /// Down and right: the long side in rotation 0.
    SouthEast,
    /// Down and left: the long side in rotation 1.
    SouthWest,
    /// Up and left: the long side in rotation 2.
    NorthWest,
    /// Up and right: the long side in rotation 3.
    NorthEast,
}

impl Diagonal {
    /// The four diagonals, clockwise from south-east.
    pub const ALL: [Diagonal; 4] = [
        Diagonal::SouthEast,
        Diagonal::SouthWest,
        Diagonal::NorthWest,
        Diagonal::NorthEast,
    ];

    /// This diagonal turned clockwise by `quarter_turns` quarter turns.
    pub const fn turned(self, quarter_turns: u8) -> Diagonal {
        Diagonal::ALL[(self as usize + quarter_turns as usize) % 4]
    }

    /// The diagonal pointing the other way: where a second halfling's long
    /// side faces when it shares the space.
    pub const fn opposite(self) -> Diagonal {
        self.turned(2)
    }
}

/// A rotation of a tile on the board, in quarter turns clockwise from the
/// canonical orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations: 0, 90, 180 and 270 degrees clockwise.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// The rotation of `quarter_turns` quarter turns clockwise (taken modulo 4).
    pub const fn new(quarter_turns: u8) -> Rotation {
        Rotation(quarter_turns % 4)
    }

    /// Quarter turns clockwise, 0 to 3.
    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// This rotation followed by `other`.
    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation::new(self.0 + other.0)
    }

    /// The rotation a second halfling needs to share a space with a halfling
    /// in this rotation, long side to long side.
    pub const fn partner(self) -> Rotation {
        Rotation::new(self.0 + 2)
    }

    /// Where `side` faces on the board under this rotation. Legs face a
    /// compass direction, the long side a diagonal.
    pub const fn facing(self, side: Side) -> Facing {
        match side {
            Side::North => Facing::Leg(Direction::North.turned(self.0)),
            Side::West => Facing::Leg(Direction::West.turned(self.0)),
            Side::Long => Facing::Long(Diagonal::SouthEast.turned(self.0)),
        }
    }
}

/// Where one side of a placed halfling faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    /// A leg, facing the neighbouring space in this direction.
    Leg(Direction),
    /// The long side, facing this diagonal of its own space.
    Long(Diagonal),
}

/// A tile's sides as they face on the board under one rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Oriented {
    /// The north leg's facing and profile.
    pub north: (Direction, Profile),
    /// The long side's facing and profile.
    pub long: (Diagonal, Profile),
    /// The west leg's facing and profile.
    pub west: (Direction, Profile),
}

impl Oriented {
    /// The sides of a tile whose profiles are `north`, `long` and `west`,
    /// placed with `rotation`.
    pub const fn new(profiles: [Profile; 3], rotation: Rotation) -> Oriented {
        let q = rotation.quarter_turns();
        Oriented {
            north: (Direction::North.turned(q), profiles[0]),
            long: (Diagonal::SouthEast.turned(q), profiles[1]),
            west: (Direction::West.turned(q), profiles[2]),
        }
    }

    /// The same sides after a further quarter turn clockwise.
    pub const fn turned(self) -> Oriented {
        Oriented {
            north: (self.north.0.turned(1), self.north.1),
            long: (self.long.0.turned(1), self.long.1),
            west: (self.west.0.turned(1), self.west.1),
        }
    }

    /// The profile of the leg facing `direction`, if a leg faces it.
    pub fn leg(&self, direction: Direction) -> Option<Profile> {
        [self.north, self.west]
            .into_iter()
            .find(|(d, _)| *d == direction)
            .map(|(_, p)| p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use Landscape::{City, Field, Road};

    /// Every profile a side could show, uniform or not: 27 of them.
    fn every_profile() -> Vec<Profile> {
        let all = [City, Road, Field];
        let mut out = Vec::new();
        for a in all {
            for b in all {
                for c in all {
                    out.push([a, b, c]);
                }
            }
        }
        out
    }

    fn reversed(mut p: Profile) -> Profile {
        p.reverse();
        p
    }

    #[test]
    fn four_quarter_turns_are_the_identity() {
        let quarter = Rotation::new(1);
        for r in Rotation::ALL {
            assert_eq!(r.then(quarter).then(quarter).then(quarter).then(quarter), r);
        }
        for d in Direction::ALL {
            assert_eq!(d.turned(4), d);
        }
        for d in Diagonal::ALL {
            assert_eq!(d.turned(4), d);
        }
    }

    #[test]
    fn a_quarter_turn_maps_n_to_e_to_s_to_w_and_se_to_sw_to_nw_to_ne() {
        use Diagonal::*;
        use Direction::*;
        assert_eq!(North.turned(1), East);
        assert_eq!(East.turned(1), South);
        assert_eq!(South.turned(1), West);
        assert_eq!(West.turned(1), North);
        assert_eq!(SouthEast.turned(1), SouthWest);
        assert_eq!(SouthWest.turned(1), NorthWest);
        assert_eq!(NorthWest.turned(1), NorthEast);
        assert_eq!(NorthEast.turned(1), SouthEast);
        assert_eq!(North.opposite(), South);
        assert_eq!(East.opposite(), West);
    }

    #[test]
    fn rotation_0_has_its_legs_north_and_west_and_a_quarter_turn_takes_them_east_and_north() {
        let r = Rotation::new(0);
        assert_eq!(r.facing(Side::North), Facing::Leg(Direction::North));
        assert_eq!(r.facing(Side::West), Facing::Leg(Direction::West));
        assert_eq!(r.facing(Side::Long), Facing::Long(Diagonal::SouthEast));
        let r = Rotation::new(1);
        assert_eq!(r.facing(Side::North), Facing::Leg(Direction::East));
        assert_eq!(r.facing(Side::West), Facing::Leg(Direction::North));
        assert_eq!(r.facing(Side::Long), Facing::Long(Diagonal::SouthWest));
    }

    #[test]
    fn rotations_are_quarter_turns_taken_modulo_four() {
        assert_eq!(Rotation::new(4), Rotation::new(0));
        assert_eq!(Rotation::new(7), Rotation::new(3));
        assert_eq!(Rotation::new(3).then(Rotation::new(2)), Rotation::new(1));
        let degrees: Vec<u16> = Rotation::ALL.iter().map(|r| r.degrees()).collect();
        assert_eq!(degrees, [0, 90, 180, 270]);
    }

    #[test]
    fn a_partner_is_half_a_turn_away_and_its_long_side_faces_back() {
        for r in Rotation::ALL {
            assert_eq!(r.partner().partner(), r);
            assert_ne!(r.partner(), r);
            let (Facing::Long(mine), Facing::Long(theirs)) =
                (r.facing(Side::Long), r.partner().facing(Side::Long))
            else {
                panic!("the long side faces a diagonal");
            };
            assert_eq!(theirs, mine.opposite());
        }
    }

    #[test]
    fn a_side_reads_left_field_half_centre_right_field_half() {
        assert_eq!(Road.slots(), [Field, Road, Field]);
        assert_eq!(City.slots(), [City, City, City]);
        assert_eq!(Field.slots(), [Field, Field, Field]);
    }

    #[test]
    fn sides_abut_exactly_when_one_profile_is_the_other_reversed() {
        // A lopsided side meets its mirror image, not its copy.
        let lopsided = [City, Road, Field];
        assert!(!abuts(lopsided, lopsided));
        assert!(abuts(lopsided, [Field, Road, City]));
        // And so for every pair of the 27 profiles.
        for a in every_profile() {
            for b in every_profile() {
                assert_eq!(abuts(a, b), a == reversed(b), "{a:?} against {b:?}");
                assert_eq!(abuts(a, b), abuts(b, a), "{a:?} against {b:?}");
            }
        }
    }

    #[test]
    fn each_side_has_three_slots_left_centre_right_read_clockwise_from_the_north_leg() {
        assert_eq!(Side::ALL, [Side::North, Side::Long, Side::West]);
        for side in Side::ALL {
            let on_side: Vec<Slot> = Slot::ALL.into_iter().filter(|s| s.side() == side).collect();
            let positions: Vec<Position> = on_side.iter().map(|s| s.position()).collect();
            assert_eq!(positions, Position::ALL, "{side:?}");
            for position in Position::ALL {
                let slot = Slot::at(side, position);
                assert_eq!((slot.side(), slot.position()), (side, position));
                assert_eq!(Slot::ALL[slot.index()], slot);
            }
        }
        assert_eq!(Slot::ALL[0], Slot::NorthLeft);
        assert_eq!(Slot::at(Side::Long, Position::Centre), Slot::LongCentre);
        assert_eq!(Slot::ALL[8], Slot::WestRight);
        let legs: Vec<Side> = Side::ALL.into_iter().filter(|s| s.is_leg()).collect();
        assert_eq!(legs, [Side::North, Side::West]);
    }

    #[test]
    fn names_are_what_the_toml_files_write() {
        #[derive(Deserialize)]
        struct Named {
            slot: Slot,
            side: Side,
            landscape: Landscape,
        }
        for slot in Slot::ALL {
            let side = slot.side();
            let landscape = [City, Road, Field][slot.index() % 3];
            let text = format!(
                "slot = \"{}\"\nside = \"{}\"\nlandscape = \"{}\"",
                slot.name(),
                side.name(),
                landscape.name()
            );
            let named: Named = toml::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (named.slot, named.side, named.landscape),
                (slot, side, landscape)
            );
        }
    }
}
