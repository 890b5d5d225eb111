//! The board: a grid of square spaces, each empty, holding a normal tile,
//! or holding one or two halflings; and the rules for placing a tile.
//!
//! The grid ends where `i32` ends: a space at the edge of the range has no
//! neighbour beyond it ([`step`] and [`around`] leave it out, checked, so
//! nothing wraps round to the other edge), and a space's corners are
//! counted in `i64` ([`Corner`]), where the far corner of the last space
//! fits.

use rustc_hash::FxHashMap;

use super::face::{Deck, Shape, Toward};
use halflings_model::{Direction, Rotation};

/// A space of the grid: x to the east, y to the south.
pub type Space = (i32, i32);

/// The space next to `space` in `direction`, or `None` when `space` lies
/// at that edge of the `i32` range and there is none.
pub const fn step(space: Space, direction: Direction) -> Option<Space> {
    let (x, y) = space;
    let next = match direction {
        Direction::North => (Some(x), y.checked_sub(1)),
        Direction::East => (x.checked_add(1), Some(y)),
        Direction::South => (Some(x), y.checked_add(1)),
        Direction::West => (x.checked_sub(1), Some(y)),
    };
    match next {
        (Some(x), Some(y)) => Some((x, y)),
        _ => None,
    }
}

/// The space `(dx, dy)` away from `space`, or `None` beyond the edge of
/// the `i32` range.
pub fn offset(space: Space, (dx, dy): Space) -> Option<Space> {
    Some((space.0.checked_add(dx)?, space.1.checked_add(dy)?))
}

/// The spaces around `space`, row by row: eight, fewer at the edge of
/// the `i32` range, where a space has no neighbour beyond it.
pub fn around(space: Space) -> impl Iterator<Item = Space> {
    (-1..=1)
        .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
        .filter(|&d| d != (0, 0))
        .filter_map(move |d| offset(space, d))
}

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The face, by its index in the deck.
    pub face: usize,
    /// The space it lies in.
    pub space: Space,
    /// Its rotation.
    pub rotation: Rotation,
}

/// Why a tile may not go where it was asked to.
///
/// Its name in the example files, the conformance suite and the protocol
/// is the [`Verdict`](halflings_model::Verdict) it comes to
/// ([`crate::verdict::verdict`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Every copy of the tile is already on the board (a halfling exists once).
    AllCopiesPlaced,
    /// The space holds a normal tile or two halflings, or a normal tile was
    /// put into a space that holds a halfling.
    SpaceTaken,
    /// The space holds a halfling whose long side would not meet this
    /// halfling's long side.
    LongSidesDoNotMeet,
    /// A side touches a placed tile whose side does not continue it.
    SideDoesNotContinue {
        /// The side of the new tile, counted clockwise from its first side
        /// (a halfling: 0 north leg, 1 long side, 2 west leg; a normal
        /// tile: 0 north, 1 east, 2 south, 3 west).
        side: usize,
    },
    /// No side of the tile lies along a side of a placed tile, but the
    /// two shapes share a corner point. A long side only ever lies along
    /// the long side of the halfling in its own space, so a long side
    /// that looks towards a tile, or a gap, ends here too.
    CornerOnly,
    /// The tile's shape shares no point with any placed tile's shape,
    /// not even a corner (a diagonal neighbour whose missing corner is
    /// the shared one, say).
    NotAdjacent,
}

impl Refusal {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            Refusal::AllCopiesPlaced => "every copy of this tile is already on the board".into(),
            Refusal::SpaceTaken => "the space is already full".into(),
            Refusal::LongSidesDoNotMeet => {
                "the halfling in this space does not meet this one long side to long side".into()
            }
            Refusal::SideDoesNotContinue { side } => {
                format!("side {side} touches a tile whose side does not continue it")
            }
            Refusal::CornerOnly => {
                "the tile meets placed tiles only at a corner: no side lies along a placed tile's side".into()
            }
            Refusal::NotAdjacent => "the tile touches no placed tile, not even at a corner".into(),
        }
    }
}

/// Where a side of a placed tile leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contact {
    /// It lies against this side of this placed tile.
    Tile {
        /// The placed tile, by its index on the board.
        piece: usize,
        /// Its side.
        side: usize,
    },
    /// It faces a triangular gap: half a space left empty, in this space.
    Gap(Space),
    /// It faces an empty space.
    Open,
}

/// The pieces in one occupied space: a normal tile, or one or two halflings.
#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    pieces: [usize; 2],
    len: u8,
}

/// A board of placed tiles.
#[derive(Clone, Debug, Default)]
pub struct Board {
    pieces: Vec<Placed>,
    /// The pieces in each occupied space. Grid lookups are the engine's
    /// inner loop; a small integer key needs no DoS-resistant hash.
    spaces: FxHashMap<Space, Cell>,
    /// How many copies of each face are placed, by face.
    used: Vec<u8>,
}

impl Board {
    /// An empty board.
    pub fn new() -> Board {
        Board::default()
    }

    /// Every placed tile, in the order placed.
    pub fn pieces(&self) -> &[Placed] {
        &self.pieces
    }

    /// The pieces in `space` (none, a normal tile, or one or two halflings).
    pub fn at(&self, space: Space) -> &[usize] {
        self.spaces
            .get(&space)
            .map_or(&[], |c| &c.pieces[..usize::from(c.len)])
    }

    /// Every occupied space, sorted.
    pub fn occupied(&self) -> Vec<Space> {
        let mut spaces: Vec<Space> = self.spaces.keys().copied().collect();
        spaces.sort_by_key(|&(x, y)| (y, x));
        spaces
    }

    /// Whether the board is empty.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// Whether `space` is full: a normal tile or two halflings.
    pub fn is_full(&self, deck: &Deck, space: Space) -> bool {
        match self.at(space) {
            [] => false,
            [one] => deck.face(self.pieces[*one].face).shape == Shape::Square,
            _ => true,
        }
    }

    /// Where side `side` of a tile with `face` in `rotation` at `space`
    /// leads, given the tiles on the board (other than `itself`).
    fn lead(
        &self,
        deck: &Deck,
        face: usize,
        space: Space,
        rotation: Rotation,
        side: usize,
        itself: Option<usize>,
    ) -> Contact {
        match deck.face(face).facing(side, rotation) {
            Toward::Edge(d) => {
                // Beyond the edge of the range there is no space to fill.
                let Some(next) = step(space, d) else {
                    return Contact::Open;
                };
                let there = self.at(next);
                if there.is_empty() {
                    return Contact::Open;
                }
                let towards = d.opposite();
                there
                    .iter()
                    .find_map(|&p| {
                        let placed = self.pieces[p];
                        deck.face(placed.face)
                            .side_towards(towards, placed.rotation)
                            .map(|side| Contact::Tile { piece: p, side })
                    })
                    .unwrap_or(Contact::Gap(next))
            }
            Toward::Long(_) => {
                let partner = self.at(space).iter().copied().find(|&p| Some(p) != itself);
                match partner {
                    Some(piece) => Contact::Tile { piece, side: 1 },
                    None => Contact::Gap(space),
                }
            }
        }
    }

    /// Where side `side` of the tile `face`, were it put into `space` in
    /// `rotation`, would lead: a placement's contacts before it is made.
    pub fn contact_of(
        &self,
        deck: &Deck,
        face: usize,
        space: Space,
        rotation: Rotation,
        side: usize,
    ) -> Contact {
        self.lead(deck, face, space, rotation, side, None)
    }

    /// Where each side of placed tile `piece` leads.
    pub fn contacts(&self, deck: &Deck, piece: usize) -> Vec<Contact> {
        let p = self.pieces[piece];
        (0..deck.face(p.face).sides())
            .map(|side| self.lead(deck, p.face, p.space, p.rotation, side, Some(piece)))
            .collect()
    }

    /// Whether the tile `face` may go into `space` in `rotation`; if not, why.
    pub fn check(
        &self,
        deck: &Deck,
        face: usize,
        space: Space,
        rotation: Rotation,
    ) -> Result<(), Refusal> {
        let f = deck.face(face);
        if self.used.get(face).copied().unwrap_or(0) >= f.copies {
            return Err(Refusal::AllCopiesPlaced);
        }
        match (f.shape, self.at(space)) {
            (_, []) => {}
            (Shape::Halfling, [other]) => {
                let o = self.pieces[*other];
                if deck.face(o.face).shape == Shape::Square {
                    return Err(Refusal::SpaceTaken);
                }
                if o.rotation != rotation.partner() {
                    return Err(Refusal::LongSidesDoNotMeet);
                }
            }
            _ => return Err(Refusal::SpaceTaken),
        }
        if self.is_empty() {
            return Ok(());
        }
        let mut touching = false;
        for side in 0..f.sides() {
            if let Contact::Tile {
                piece,
                side: theirs,
            } = self.lead(deck, face, space, rotation, side, None)
            {
                let other = deck.face(self.pieces[piece].face);
                let (a, b) = (f.profile(side), other.profile(theirs));
                if a[0] != b[2] || a[1] != b[1] || a[2] != b[0] {
                    return Err(Refusal::SideDoesNotContinue { side });
                }
                touching = true;
            }
        }
        if touching {
            return Ok(());
        }
        // No side lies along a side: say what the shapes share.
        let mine = corners(f.shape, space, rotation);
        let shares_a_corner = std::iter::once(space)
            .chain(around(space))
            .flat_map(|s| self.at(s).iter())
            .any(|&p| {
                let placed = self.pieces[p];
                let theirs = corners(deck.face(placed.face).shape, placed.space, placed.rotation);
                mine.iter().any(|c| theirs.contains(c))
            });
        Err(if shares_a_corner {
            Refusal::CornerOnly
        } else {
            Refusal::NotAdjacent
        })
    }

    /// Places the tile if the rules allow it.
    pub fn place(
        &mut self,
        deck: &Deck,
        face: usize,
        space: Space,
        rotation: Rotation,
    ) -> Result<usize, Refusal> {
        self.check(deck, face, space, rotation)?;
        Ok(self.put(face, space, rotation))
    }

    /// Places the tile without asking the rules (for boards read from a
    /// file that were checked on the way in).
    fn put(&mut self, face: usize, space: Space, rotation: Rotation) -> usize {
        let index = self.pieces.len();
        self.pieces.push(Placed {
            face,
            space,
            rotation,
        });
        let cell = self.spaces.entry(space).or_default();
        if usize::from(cell.len) < cell.pieces.len() {
            cell.pieces[usize::from(cell.len)] = index;
            cell.len += 1;
        }
        if self.used.len() <= face {
            self.used.resize(face + 1, 0);
        }
        self.used[face] = self.used[face].saturating_add(1);
        index
    }

    /// Takes the last placed tile back off the board (a game's refused
    /// follower undoes its turn this way).
    pub(crate) fn take_back_last(&mut self) {
        let Some(last) = self.pieces.pop() else {
            return;
        };
        if let Some(cell) = self.spaces.get_mut(&last.space) {
            cell.len = cell.len.saturating_sub(1);
            if cell.len == 0 {
                self.spaces.remove(&last.space);
            }
        }
        if let Some(n) = self.used.get_mut(last.face) {
            *n = n.saturating_sub(1);
        }
    }

    /// The spaces where a tile could go: empty spaces next to an occupied
    /// one, and spaces holding a single halfling.
    pub fn frontier(&self, deck: &Deck) -> Vec<Space> {
        let mut spaces: Vec<Space> = Vec::new();
        for (&space, cell) in &self.spaces {
            if cell.len == 1 && !self.is_full(deck, space) {
                spaces.push(space);
            }
            for d in Direction::ALL {
                let Some(next) = step(space, d) else {
                    continue;
                };
                if self.at(next).is_empty() {
                    spaces.push(next);
                }
            }
        }
        spaces.sort_by_key(|&(x, y)| (y, x));
        spaces.dedup();
        spaces
    }

    /// Every legal placement of `face`, in a fixed order.
    pub fn legal_placements(&self, deck: &Deck, face: usize) -> Vec<(Space, Rotation)> {
        if self.is_empty() {
            return Rotation::ALL.iter().map(|&r| ((0, 0), r)).collect();
        }
        let mut out = Vec::new();
        for space in self.frontier(deck) {
            // A half-filled space takes only the partner rotation.
            let only = match self.at(space) {
                [one] => Some(self.pieces[*one].rotation.partner()),
                _ => None,
            };
            for r in Rotation::ALL {
                if only.is_none_or(|o| o == r) && self.check(deck, face, space, r).is_ok() {
                    out.push((space, r));
                }
            }
        }
        out
    }

    /// The board turned by `rotation` about the origin and moved by
    /// `(dx, dy)`: the same game, somewhere else; `None` when a tile would
    /// leave the `i32` range.
    pub fn transformed(&self, shift: Space, rotation: Rotation) -> Option<Board> {
        let mut board = Board::new();
        for p in &self.pieces {
            let mut space = p.space;
            for _ in 0..rotation.quarter_turns() {
                // A quarter turn clockwise with y down: (x, y) -> (-y, x).
                space = (space.1.checked_neg()?, space.0);
            }
            let space = offset(space, shift)?;
            board.put(p.face, space, p.rotation.then(rotation));
        }
        Some(board)
    }
}

/// A corner of the grid's spaces, x to the east, y to the south; the
/// space `(x, y)` has its north-west corner at `(x, y)`. In `i64`, so that
/// the south-east corner of the space at `i32::MAX` has a value of its own.
pub type Corner = (i64, i64);

/// The corner points of a shape in `space`, turned by `rotation`: a normal
/// tile has all four corners of its space; a halfling three, missing the
/// corner its long side cuts off (south-east in rotation 0).
///
/// Every side of every shape runs between two of these points and no
/// other grid point lies on it, so two shapes that share no whole side
/// share a point exactly when they share one of these.
pub fn corners(shape: Shape, space: Space, rotation: Rotation) -> Vec<Corner> {
    // The corners of a space clockwise from the north-west.
    const CLOCKWISE: [Corner; 4] = [(0, 0), (1, 0), (1, 1), (0, 1)];
    let (x, y) = (i64::from(space.0), i64::from(space.1));
    let q = usize::from(rotation.quarter_turns());
    let kept: &[usize] = match shape {
        Shape::Square => &[0, 1, 2, 3],
        // Rotation 0: north-west, north-east and south-west.
        Shape::Halfling => &[0, 1, 3],
    };
    kept.iter()
        .map(|&k| {
            let (dx, dy) = CLOCKWISE[(k + q) % 4];
            (x + dx, y + dy)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{board, deck, face};

    fn r(quarter_turns: u8) -> Rotation {
        Rotation::new(quarter_turns)
    }

    #[test]
    fn the_first_tile_goes_into_any_space_of_an_empty_board() {
        let deck = deck();
        let mut board = Board::new();
        assert_eq!(
            board.place(&deck, face(&deck, "h1-01"), (7, -3), r(1)),
            Ok(0)
        );
        assert_eq!(board.at((7, -3)), [0]);
        assert_eq!(board.occupied(), [(7, -3)]);
        // One halfling fills half its space.
        assert!(!board.is_full(&deck, (7, -3)));
    }

    #[test]
    fn a_second_halfling_shares_the_space_long_side_to_long_side_and_fills_it() {
        let deck = deck();
        // Both long sides show a city.
        let mut board = board(&deck, &[("h1-09", (0, 0), 0)]);
        assert_eq!(
            board.place(&deck, face(&deck, "h1-06"), (0, 0), r(2)),
            Ok(1)
        );
        assert_eq!(board.at((0, 0)), [0, 1]);
        assert!(board.is_full(&deck, (0, 0)));
        let long_side = 1;
        assert_eq!(
            board.contacts(&deck, 0)[long_side],
            Contact::Tile { piece: 1, side: 1 }
        );
        assert_eq!(
            board.contacts(&deck, 1)[long_side],
            Contact::Tile { piece: 0, side: 1 }
        );
    }

    #[test]
    fn a_second_halfling_turned_any_other_way_does_not_meet_the_first_long_side_to_long_side() {
        let deck = deck();
        let board = board(&deck, &[("h1-09", (0, 0), 0)]);
        for turns in [0, 1, 3] {
            assert_eq!(
                board.check(&deck, face(&deck, "h1-06"), (0, 0), r(turns)),
                Err(Refusal::LongSidesDoNotMeet),
                "turned {turns}"
            );
        }
        // Long side to long side, the landscape must still continue: a
        // field long side against a city long side does not.
        assert_eq!(
            board.check(&deck, face(&deck, "h2-02"), (0, 0), r(2)),
            Err(Refusal::SideDoesNotContinue { side: 1 })
        );
    }

    #[test]
    fn a_full_space_is_taken_and_a_normal_tile_never_joins_a_halfling() {
        let deck = deck();
        let two = board(&deck, &[("h1-09", (0, 0), 0), ("h1-06", (0, 0), 2)]);
        for turns in 0..4 {
            assert_eq!(
                two.check(&deck, face(&deck, "h2-02"), (0, 0), r(turns)),
                Err(Refusal::SpaceTaken)
            );
        }
        let square = board(&deck, &[("monastery", (0, 0), 0)]);
        assert_eq!(
            square.check(&deck, face(&deck, "h2-02"), (0, 0), r(0)),
            Err(Refusal::SpaceTaken)
        );
        let one = board(&deck, &[("h2-02", (0, 0), 0)]);
        assert_eq!(
            one.check(&deck, face(&deck, "monastery"), (0, 0), r(0)),
            Err(Refusal::SpaceTaken)
        );
    }

    #[test]
    fn a_halfling_exists_once_and_a_normal_tile_as_often_as_the_base_game_holds_it() {
        let deck = deck();
        let one = board(&deck, &[("h1-01", (0, 0), 0)]);
        assert_eq!(
            one.check(&deck, face(&deck, "h1-01"), (9, 9), r(0)),
            Err(Refusal::AllCopiesPlaced)
        );
        // The base game holds 4 monasteries.
        let monastery = face(&deck, "monastery");
        assert_eq!(deck.face(monastery).copies, 4);
        let row: Vec<(&str, Space, u8)> = (0..4).map(|x| ("monastery", (x, 0), 0)).collect();
        let four = board(&deck, &row);
        assert_eq!(
            four.check(&deck, monastery, (4, 0), r(0)),
            Err(Refusal::AllCopiesPlaced)
        );
    }

    #[test]
    fn a_side_against_one_it_does_not_continue_is_refused_naming_that_side() {
        let deck = deck();
        // The city cap shows field on its east and south sides.
        let board = board(&deck, &[("city-cap", (0, 0), 0)]);
        // h1-07's west leg (side 2) is a city: against the cap's field.
        assert_eq!(
            board.check(&deck, face(&deck, "h1-07"), (1, 0), r(0)),
            Err(Refusal::SideDoesNotContinue { side: 2 })
        );
        // A second cap below the first: its city (side 0) against field;
        // turned half round, its field meets the field.
        let cap = face(&deck, "city-cap");
        assert_eq!(
            board.check(&deck, cap, (0, 1), r(0)),
            Err(Refusal::SideDoesNotContinue { side: 0 })
        );
        assert_eq!(board.check(&deck, cap, (0, 1), r(2)), Ok(()));
    }

    #[test]
    fn a_tile_that_touches_no_side_is_refused_by_what_the_shapes_share() {
        let deck = deck();
        // h2-02 in rotation 0: legs north and west, long side south-east;
        // its corners are (0,0), (1,0) and (0,1).
        let board = board(&deck, &[("h2-02", (0, 0), 0)]);
        // East of it lies the triangular gap: a normal tile there shares
        // the halfling's north-east corner, (1,0), and nothing else.
        assert_eq!(
            board.check(&deck, face(&deck, "monastery"), (1, 0), r(0)),
            Err(Refusal::CornerOnly)
        );
        // Turned half round, h1-05 there has its corners at (2,0), (2,1)
        // and (1,1): its gap faces h2-02's gap and the shapes share no
        // point.
        assert_eq!(
            board.check(&deck, face(&deck, "h1-05"), (1, 0), r(2)),
            Err(Refusal::NotAdjacent)
        );
        // Turned a quarter, its right angle is north-east and its corner
        // (1,0) is h2-02's: two gaps side by side, meeting at a corner.
        assert_eq!(
            board.check(&deck, face(&deck, "h1-05"), (1, 0), r(1)),
            Err(Refusal::CornerOnly)
        );
        assert_eq!(
            board.check(&deck, face(&deck, "monastery"), (4, 4), r(0)),
            Err(Refusal::NotAdjacent)
        );
    }

    #[test]
    fn mirror_cases_give_the_same_reason() {
        let deck = deck();
        // A normal tile beside a halfling's gap, and a halfling whose gap
        // lies beside a normal tile: either way one corner is shared.
        let halfling_first = board(&deck, &[("h2-02", (0, 0), 0)]);
        let square_first = board(&deck, &[("monastery", (0, 0), 0)]);
        assert_eq!(
            halfling_first.check(&deck, face(&deck, "monastery"), (1, 0), r(0)),
            Err(Refusal::CornerOnly)
        );
        assert_eq!(
            square_first.check(&deck, face(&deck, "h2-02"), (1, 0), r(2)),
            Err(Refusal::CornerOnly)
        );
        // A diagonal neighbour whose missing corner is the shared one
        // touches nothing; turned to keep that corner, it touches there.
        assert_eq!(
            square_first.check(&deck, face(&deck, "h2-02"), (1, 1), r(2)),
            Err(Refusal::NotAdjacent)
        );
        assert_eq!(
            square_first.check(&deck, face(&deck, "h2-02"), (1, 1), r(0)),
            Err(Refusal::CornerOnly)
        );
    }

    #[test]
    fn a_space_at_the_edge_of_the_range_has_no_neighbour_beyond_it() {
        let (min, max) = (i32::MIN, i32::MAX);
        assert_eq!(step((max, 0), Direction::East), None);
        assert_eq!(step((min, 0), Direction::West), None);
        assert_eq!(step((0, min), Direction::North), None);
        assert_eq!(step((0, max), Direction::South), None);
        assert_eq!(step((max, 0), Direction::West), Some((max - 1, 0)));
        assert_eq!(step((3, -2), Direction::North), Some((3, -3)));
        assert_eq!(offset((max, max), (1, 0)), None);
        assert_eq!(offset((min, 0), (0, -1)), Some((min, -1)));
        assert_eq!(around((0, 0)).count(), 8);
        assert_eq!(around((max, 0)).count(), 5);
        assert_eq!(
            around((min, max)).collect::<Vec<_>>(),
            [(min, max - 1), (min + 1, max - 1), (min + 1, max)]
        );
    }

    #[test]
    fn the_corners_of_the_last_space_are_counted_past_it_without_overflow() {
        let far = corners(Shape::Square, (i32::MAX, i32::MAX), r(0));
        let edge = i64::from(i32::MAX);
        assert_eq!(
            far,
            [
                (edge, edge),
                (edge + 1, edge),
                (edge + 1, edge + 1),
                (edge, edge + 1)
            ]
        );
        // The corner past i32::MAX is not the corner of i32::MIN's space.
        let first = corners(Shape::Square, (i32::MIN, i32::MIN), r(0));
        assert!(far.iter().all(|c| !first.contains(c)));
    }

    #[test]
    fn a_board_moved_out_of_the_range_is_none() {
        let deck = deck();
        let east = board(&deck, &[("monastery", (i32::MAX, 0), 0)]);
        assert!(east.transformed((1, 0), r(0)).is_none());
        assert!(east.transformed((0, 0), r(2)).is_some());
        let north = board(&deck, &[("monastery", (0, i32::MIN), 0)]);
        // A quarter turn takes (x, y) to (-y, x), and -i32::MIN is no i32.
        assert!(north.transformed((0, 0), r(1)).is_none());
        let moved = east.transformed((-1, 5), r(0)).unwrap();
        assert_eq!(moved.occupied(), [(i32::MAX - 1, 5)]);
    }

    #[test]
    fn the_two_ends_of_the_range_do_not_touch() {
        let deck = deck();
        let road = face(&deck, "straight-road");
        for (first, second) in [
            ((i32::MAX, 0), (i32::MIN, 0)),
            ((i32::MIN, 0), (i32::MAX, 0)),
            ((0, i32::MAX), (0, i32::MIN)),
            ((7, i32::MIN), (7, i32::MAX)),
        ] {
            let mut board = Board::new();
            board.place(&deck, road, first, r(0)).unwrap();
            assert!(board.contacts(&deck, 0).iter().all(|&c| c == Contact::Open));
            assert!(!board.frontier(&deck).contains(&second));
            for turns in 0..4 {
                assert_eq!(
                    board.check(&deck, road, second, r(turns)),
                    Err(Refusal::NotAdjacent),
                    "{first:?} then {second:?}"
                );
            }
        }
    }

    #[test]
    fn a_halfling_has_the_three_corners_its_long_side_does_not_cut_off() {
        let corners_at = |q: u8| corners(Shape::Halfling, (0, 0), r(q));
        assert_eq!(corners_at(0), [(0, 0), (1, 0), (0, 1)]);
        assert_eq!(corners_at(1), [(1, 0), (1, 1), (0, 0)]);
        assert_eq!(corners_at(2), [(1, 1), (0, 1), (1, 0)]);
        assert_eq!(corners_at(3), [(0, 1), (0, 0), (1, 1)]);
        assert_eq!(corners(Shape::Square, (2, -1), r(3)).len(), 4);
    }

    #[test]
    fn each_side_leads_to_the_tile_it_lies_against_to_a_gap_or_to_open_ground() {
        let deck = deck();
        // The cap turned so its city faces south, into h1-12's city leg;
        // h1-12's long side faces the empty south-east half of its space.
        // Two monasteries round the east: the lower one's west side faces
        // that empty half too.
        let board = board(
            &deck,
            &[
                ("city-cap", (0, 0), 2),
                ("h1-12", (0, 1), 0),
                ("monastery", (1, 0), 0),
                ("monastery", (1, 1), 0),
            ],
        );
        assert_eq!(
            board.contacts(&deck, 1),
            [
                Contact::Tile { piece: 0, side: 0 },
                Contact::Gap((0, 1)),
                Contact::Open
            ]
        );
        assert_eq!(
            board.contacts(&deck, 0)[0],
            Contact::Tile { piece: 1, side: 0 }
        );
        let (north, east, south, west) = (0, 1, 2, 3);
        let lower = board.contacts(&deck, 3);
        assert_eq!(
            lower[north],
            Contact::Tile {
                piece: 2,
                side: south
            }
        );
        assert_eq!(lower[east], Contact::Open);
        assert_eq!(lower[west], Contact::Gap((0, 1)));
    }

    #[test]
    fn a_tile_may_go_beside_the_board_or_into_a_half_filled_space_turned_as_the_partner() {
        let deck = deck();
        let h1_06 = face(&deck, "h1-06");
        let everywhere: Vec<(Space, Rotation)> =
            Rotation::ALL.iter().map(|&t| ((0, 0), t)).collect();
        assert_eq!(Board::new().legal_placements(&deck, h1_06), everywhere);
        let board = board(&deck, &[("h1-09", (0, 0), 0)]);
        assert_eq!(
            board.frontier(&deck),
            [(0, -1), (-1, 0), (0, 0), (1, 0), (0, 1)]
        );
        let into_the_space: Vec<(Space, Rotation)> = board
            .legal_placements(&deck, h1_06)
            .into_iter()
            .filter(|&(space, _)| space == (0, 0))
            .collect();
        assert_eq!(into_the_space, [((0, 0), r(2))]);
    }
}
