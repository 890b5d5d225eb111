//! The spaces a game can place into, kept as the game goes: each empty
//! space next to a tile, with what lies beyond each of its four sides (a
//! tile's side and its landscape, a triangular gap, or nothing), and each
//! space that holds one halfling.
//!
//! A normal tile, or a halfling in an empty space, fits where each of its
//! sides that lies along a placed side continues that side's landscape,
//! and at least one does: with what lies beyond each side at hand, a
//! placement is judged by comparing a few small numbers, without looking
//! the neighbours up. A halfling that shares a space with another is
//! judged by [`Board::check`].

use std::collections::BTreeMap;

use super::board::{Board, Contact, Space, step};
use super::face::{Deck, Face, Shape};
use halflings_model::{Direction, FeatureKind, Rotation};

/// What lies beyond one side of an empty space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Beyond {
    /// An empty space.
    Open,
    /// The triangular gap beside a halfling.
    Gap,
    /// A side of a placed tile, whose landscape read from this space is
    /// `code` ([`code`]).
    Side {
        /// The placed tile, by its index on the board.
        piece: u32,
        /// Its side.
        side: u8,
        /// Its three slots' kinds, read from this space (reversed).
        code: u8,
    },
}

/// A space a tile may go into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Room {
    /// An empty space next to a tile: what lies beyond its north, east,
    /// south and west sides.
    Empty([Beyond; 4]),
    /// A space holding one halfling.
    Half,
}

/// The spaces a tile may go into, by row then column.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Frontier {
    rooms: BTreeMap<(i32, i32), Room>,
}

fn kind(k: FeatureKind) -> u8 {
    match k {
        FeatureKind::City => 0,
        FeatureKind::Road => 1,
        FeatureKind::Field => 2,
        FeatureKind::Monastery => 3,
    }
}

/// The kinds of a side's three slots, left to right, as one number; a
/// side meets another whose code read backwards ([`code_reversed`]) is
/// the same.
pub(crate) fn code(face: &Face, side: usize) -> u8 {
    let [a, b, c] = face.profile(side).map(kind);
    a << 4 | b << 2 | c
}

fn code_reversed(face: &Face, side: usize) -> u8 {
    let [a, b, c] = face.profile(side).map(kind);
    c << 4 | b << 2 | a
}

/// The side of `face` in `rotation` that faces direction number `k`
/// (clockwise from north), if one does.
fn side_facing(face: &Face, rotation: Rotation, k: usize) -> Option<usize> {
    let r = usize::from(rotation.quarter_turns());
    match face.shape {
        Shape::Square => Some((k + 4 - r) % 4),
        // Side 0 faces north turned, side 2 west turned.
        Shape::Halfling if k == r => Some(0),
        Shape::Halfling if k == (3 + r) % 4 => Some(2),
        Shape::Halfling => None,
    }
}

impl Frontier {
    /// The frontier of `board`.
    pub fn of(board: &Board, deck: &Deck) -> Frontier {
        let mut f = Frontier::default();
        for i in 0..board.pieces().len() {
            f.placed(board, deck, i);
        }
        f
    }

    /// Takes in piece `i` of `board`, just placed.
    pub fn placed(&mut self, board: &Board, deck: &Deck, i: usize) {
        let p = board.pieces()[i];
        let face = deck.face(p.face);
        let key = (p.space.1, p.space.0);
        match (face.shape, board.at(p.space).len()) {
            (Shape::Halfling, 1) => {
                self.rooms.insert(key, Room::Half);
            }
            _ => {
                self.rooms.remove(&key);
            }
        }
        for (k, d) in Direction::ALL.into_iter().enumerate() {
            let Some(next) = step(p.space, d) else {
                continue;
            };
            if !board.at(next).is_empty() {
                continue;
            }
            let facing = side_facing(face, p.rotation, k);
            let room = self
                .rooms
                .entry((next.1, next.0))
                .or_insert(Room::Empty([Beyond::Open; 4]));
            if let Room::Empty(beyond) = room {
                let back = (k + 2) % 4;
                beyond[back] = match facing {
                    Some(side) => Beyond::Side {
                        piece: i as u32,
                        side: side as u8,
                        code: code_reversed(face, side),
                    },
                    // The partner that fills a gap later faces it.
                    None if beyond[back] == Beyond::Open => Beyond::Gap,
                    None => beyond[back],
                };
            }
        }
    }

    /// Every space a tile may go into, by row then column.
    pub fn rooms(&self) -> impl Iterator<Item = (Space, Room)> + '_ {
        self.rooms.iter().map(|(&(y, x), &room)| ((x, y), room))
    }

    /// Whether `face` fits an empty space with `beyond` around it in
    /// `rotation`.
    pub fn fits_empty(
        face: &Face,
        codes: &[u8; 4],
        beyond: &[Beyond; 4],
        rotation: Rotation,
    ) -> bool {
        let mut touching = false;
        for (k, b) in beyond.iter().enumerate() {
            if let Beyond::Side { code, .. } = *b
                && let Some(side) = side_facing(face, rotation, k)
            {
                if codes[side] != code {
                    return false;
                }
                touching = true;
            }
        }
        touching
    }

    /// Where side `side` of `face`, placed into the empty space `space`
    /// with `beyond` around it in `rotation`, leads: the contacts of a
    /// placement before it is made.
    pub fn contact(
        face: &Face,
        space: Space,
        beyond: &[Beyond; 4],
        rotation: Rotation,
        side: usize,
    ) -> Contact {
        let r = usize::from(rotation.quarter_turns());
        let k = match (face.shape, side) {
            (Shape::Square, s) => (s + r) % 4,
            (Shape::Halfling, 0) => r,
            (Shape::Halfling, 2) => (3 + r) % 4,
            // The long side faces the empty half of its own space.
            (Shape::Halfling, _) => return Contact::Gap(space),
        };
        match beyond[k] {
            Beyond::Open => Contact::Open,
            Beyond::Gap => match step(space, Direction::ALL[k]) {
                Some(next) => Contact::Gap(next),
                None => Contact::Open,
            },
            Beyond::Side { piece, side, .. } => Contact::Tile {
                piece: piece as usize,
                side: usize::from(side),
            },
        }
    }
}

/// Each side's code of `face`, for [`Frontier::fits_empty`].
pub(crate) fn codes(face: &Face) -> [u8; 4] {
    let mut out = [u8::MAX; 4];
    for (side, c) in out.iter_mut().enumerate().take(face.sides()) {
        *c = code(face, side);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::deck;

    /// On boards grown at random, the frontier's placements and contacts
    /// are the board's own.
    #[test]
    fn the_frontier_places_as_the_board_does() {
        let deck = deck();
        let mut state = 7u64;
        let mut next = move |n: usize| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as usize % n
        };
        for _ in 0..20 {
            let mut board = Board::new();
            let mut frontier = Frontier::default();
            let start = deck.index_of("city-with-straight-road").unwrap();
            board.place(&deck, start, (0, 0), Rotation::new(0)).unwrap();
            frontier.placed(&board, &deck, 0);
            for _ in 0..80 {
                assert_eq!(frontier, Frontier::of(&board, &deck));
                let f = next(deck.faces().len());
                let face = deck.face(f);
                let codes = codes(face);
                let placed = board.pieces().iter().filter(|p| p.face == f).count();
                let available = placed < usize::from(face.copies);
                let mut mine = Vec::new();
                for (space, room) in frontier.rooms() {
                    for r in Rotation::ALL {
                        let ok = match room {
                            Room::Empty(beyond) => {
                                let ok = Frontier::fits_empty(face, &codes, &beyond, r);
                                for side in 0..face.sides() {
                                    assert_eq!(
                                        Frontier::contact(face, space, &beyond, r, side),
                                        board.contact_of(&deck, f, space, r, side)
                                    );
                                }
                                ok && available
                            }
                            Room::Half => board.check(&deck, f, space, r).is_ok(),
                        };
                        if ok {
                            mine.push((space, r));
                        }
                    }
                }
                let theirs = board.legal_placements(&deck, f);
                assert_eq!(mine, theirs);
                if let Some(&(space, r)) = theirs.get(next(theirs.len().max(1))) {
                    let i = board.place(&deck, f, space, r).unwrap();
                    frontier.placed(&board, &deck, i);
                }
            }
            assert!(board.pieces().len() > 40, "{}", board.pieces().len());
        }
    }
}
