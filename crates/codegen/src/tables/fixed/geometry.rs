//! Geometry: profiles, and what turns and faces where. Copied into the
//! generated module around the enums derived from the model (marked
//! `// generated here:`); see `crates/codegen/src/tables/mod.rs`.

// generated here: Landscape

/// A side's profile: the landscapes of its three slots, left, centre and
/// right, read clockwise around the tile the side belongs to (seen from inside
/// the tile looking out). Square tiles' sides are read the same way.
pub type Profile = [Landscape; 3];

/// Whether two sides may lie against each other with every feature
/// continuing. Both profiles are read clockwise around their own tile, so
/// along the shared edge they run in opposite directions: they abut when one
/// equals the other reversed.
pub const fn abuts(a: Profile, b: Profile) -> bool {
    a[0] as u8 == b[2] as u8 && a[1] as u8 == b[1] as u8 && a[2] as u8 == b[0] as u8
}

// generated here: Side, Position, Slot

impl Slot {
    /// The slot on `side` at `position`.
    pub const fn at(side: Side, position: Position) -> Slot {
        Slot::ALL[side.index() * 3 + position.index()]
    }
}

// generated here: Direction

impl Direction {
    /// This direction turned clockwise by `quarter_turns` quarter turns.
    pub const fn turned(self, quarter_turns: u8) -> Direction {
        Direction::ALL[(self as usize + quarter_turns as usize) % 4]
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Direction {
        self.turned(2)
    }
}

// generated here: Diagonal

impl Diagonal {
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

/// A rotation of a halfling on the board, in quarter turns clockwise from
/// rotation 0 (right angle at the north-west corner, legs facing north and
/// west, long side facing south-east).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations: 0, 90, 180 and 270 degrees clockwise.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// The rotation of `quarter_turns` quarter turns clockwise, taken modulo 4.
    pub const fn new(quarter_turns: u8) -> Rotation {
        Rotation(quarter_turns % 4)
    }

    /// Quarter turns clockwise, 0 to 3.
    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    /// The position of this rotation in [`Rotation::ALL`] (its quarter turns).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// This rotation followed by `other`.
    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation::new(self.0 + other.0)
    }

    /// The rotation that undoes this one.
    pub const fn inverse(self) -> Rotation {
        Rotation::new(4 - self.0)
    }

    /// The rotation a second halfling needs to share a space with a halfling
    /// in this rotation, long side to long side: two quarter turns more.
    pub const fn partner(self) -> Rotation {
        Rotation::new(self.0 + 2)
    }

    /// The leg that faces `direction` under this rotation, if one does.
    pub const fn leg_facing(self, direction: Direction) -> Option<Side> {
        let mut i = 0;
        while i < Side::ALL.len() {
            if let Facing::Leg(d) = self.facing(Side::ALL[i]) {
                if d as u8 == direction as u8 {
                    return Some(Side::ALL[i]);
                }
            }
            i += 1;
        }
        None
    }
}

// generated here: Rotation::facing

/// Where one side of a placed halfling faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    /// A leg, facing the neighbouring space in this direction.
    Leg(Direction),
    /// The long side, facing this diagonal of its own space.
    Long(Diagonal),
}
