//! Features joined as a game goes: each placement joins its tile's
//! segments to the features around it, where [`Features::joined`]
//! (crate::Features::joined) joins a whole board afresh.
//!
//! A union-find over every segment of every placed tile, and, where a
//! rules version reads a triangular gap as field, one node per gap. Each
//! root carries what the game asks of its feature: its parts, how many of
//! its slots face an empty space or a gap, and how many followers stand
//! on it. Placing a tile into an empty space only ever joins features, so
//! it is done in place. Filling a gap with the partner halfling can split
//! a field that the gap joined; where gaps read as field, that placement
//! joins the board afresh.

use rustc_hash::FxHashMap;

use super::board::{Board, Contact, Space, step};
use super::face::{Deck, Shape};
use super::features::{Feature, GapReading, facing_gaps, gap_legs, gap_spaces, gaps_facing};
use halflings_model::{Direction, FeatureKind};

/// What a feature's root knows of it.
#[derive(Clone, Debug)]
pub(crate) struct Group {
    /// City, road, field or monastery; a gap's node reads as field.
    pub kind: FeatureKind,
    /// Its segments, (piece, segment), unsorted.
    pub parts: Vec<(u32, u32)>,
    /// Slots that face an empty space.
    pub open: u32,
    /// Slots that face each triangular gap, by the gap's space.
    pub gaps: Vec<(Space, u32)>,
    /// Followers standing on it.
    pub followers: u32,
}

impl Group {
    fn of(kind: FeatureKind, parts: Vec<(u32, u32)>) -> Group {
        Group {
            kind,
            parts,
            open: 0,
            gaps: Vec::new(),
            followers: 0,
        }
    }

    fn facing_gap(&mut self, space: Space, by: i64) {
        match self.gaps.iter().position(|&(s, _)| s == space) {
            Some(i) => {
                let n = i64::from(self.gaps[i].1) + by;
                if n <= 0 {
                    self.gaps.swap_remove(i);
                } else {
                    self.gaps[i].1 = n as u32;
                }
            }
            None if by > 0 => self.gaps.push((space, by as u32)),
            None => {}
        }
    }
}

/// The features of a board in play, joined placement by placement.
#[derive(Clone, Debug)]
pub(crate) struct Joined {
    reading: GapReading,
    parent: Vec<u32>,
    groups: Vec<Group>,
    /// Each piece's first node; its segments follow in order.
    first: Vec<u32>,
    /// The node of each triangular gap, where gaps read as field.
    gap_nodes: FxHashMap<Space, u32>,
}

impl Joined {
    /// The features of `board`, fields meeting gaps as `reading` says,
    /// with `followers` (piece, segment) standing on them.
    pub fn of(
        board: &Board,
        deck: &Deck,
        reading: GapReading,
        followers: impl IntoIterator<Item = (usize, usize)>,
    ) -> Joined {
        let mut j = Joined {
            reading,
            parent: Vec::new(),
            groups: Vec::new(),
            first: Vec::new(),
            gap_nodes: FxHashMap::default(),
        };
        for (i, p) in board.pieces().iter().enumerate() {
            j.add_nodes(deck, i, p.face);
        }
        if reading != GapReading::Interrupts {
            for space in gap_spaces(board, deck) {
                j.gap_node(space);
            }
        }
        for i in 0..board.pieces().len() {
            j.join_sides(board, deck, i);
        }
        if reading == GapReading::FieldAcrossNeighbours {
            for (a, b) in facing_gaps(board, deck) {
                let (a, b) = (j.gap_nodes[&a], j.gap_nodes[&b]);
                j.union(a, b);
            }
        }
        for (piece, segment) in followers {
            let r = j.root(piece, segment);
            j.groups[r as usize].followers += 1;
        }
        j
    }

    /// Whether placing a halfling into `space`, which holds one already,
    /// must join the board afresh: where gaps read as field, the gap it
    /// fills may have been all that joined two fields.
    pub fn refills_on_filling(&self) -> bool {
        self.reading != GapReading::Interrupts
    }

    /// Joins the last piece of `board`, just placed. A halfling that
    /// fills a gap is joined in place only where gaps interrupt fields
    /// ([`Joined::refills_on_filling`]).
    pub fn add(&mut self, board: &Board, deck: &Deck) {
        let i = board.pieces().len() - 1;
        let p = board.pieces()[i];
        let face = deck.face(p.face);
        self.add_nodes(deck, i, p.face);
        let here = board.at(p.space);
        if here.len() == 2 {
            // The partner: every slot that faced the gap now meets a tile.
            let other = here[0];
            let o = board.pieces()[other];
            for s in deck.face(o.face).side_segments(1) {
                let r = self.root(other, s);
                self.groups[r as usize].facing_gap(p.space, -1);
            }
            for d in gap_legs(o.rotation) {
                self.each_side_towards(board, deck, p.space, d, |j, q, s| {
                    let r = j.root(q, s);
                    j.groups[r as usize].facing_gap(p.space, -1);
                });
            }
        } else {
            // Neighbours' sides that faced the empty space.
            let gap_legs = (face.shape == Shape::Halfling).then(|| gap_legs(p.rotation));
            if gap_legs.is_some() && self.reading != GapReading::Interrupts {
                self.gap_node(p.space);
            }
            for d in Direction::ALL {
                let into_gap = gap_legs.is_some_and(|g| g.contains(&d));
                self.each_side_towards(board, deck, p.space, d, |j, q, s| {
                    let r = j.root(q, s);
                    j.groups[r as usize].open -= 1;
                    if into_gap {
                        j.groups[r as usize].facing_gap(p.space, 1);
                        j.join_gap(deck, board, q, s, p.space);
                    }
                });
            }
            if gap_legs.is_some() && self.reading == GapReading::FieldAcrossNeighbours {
                for next in gaps_facing(board, deck, p.space, p.rotation) {
                    let (a, b) = (self.gap_nodes[&p.space], self.gap_nodes[&next]);
                    self.union(a, b);
                }
            }
        }
        self.join_sides(board, deck, i);
    }

    /// Joins each side of piece `i` to what it meets: a tile's side slot
    /// to slot, a gap (counted, and joined where gaps read as field), or
    /// an empty space (counted).
    fn join_sides(&mut self, board: &Board, deck: &Deck, i: usize) {
        let face = deck.face(board.pieces()[i].face);
        for (side, contact) in board.contacts(deck, i).into_iter().enumerate() {
            let mine = face.side_segments(side);
            match contact {
                Contact::Tile { piece, side: t } => {
                    let theirs = deck.face(board.pieces()[piece].face).side_segments(t);
                    for k in 0..3 {
                        self.union(self.node(i, mine[k]), self.node(piece, theirs[2 - k]));
                    }
                }
                Contact::Gap(space) => self.faces_gap(deck, board, i, side, space),
                Contact::Open => {
                    for s in mine {
                        let r = self.root(i, s);
                        self.groups[r as usize].open += 1;
                    }
                }
            }
        }
    }

    /// Calls `each(self, piece, segment)` for each slot of each piece in
    /// the space next to `space` in `direction` whose side faces `space`.
    fn each_side_towards(
        &mut self,
        board: &Board,
        deck: &Deck,
        space: Space,
        direction: Direction,
        mut each: impl FnMut(&mut Joined, usize, usize),
    ) {
        let Some(next) = step(space, direction) else {
            return;
        };
        for &q in board.at(next) {
            let placed = board.pieces()[q];
            let face = deck.face(placed.face);
            if let Some(t) = face.side_towards(direction.opposite(), placed.rotation) {
                for s in face.side_segments(t) {
                    each(self, q, s);
                }
            }
        }
    }

    /// Side `side` of piece `i` faces the gap in `space`.
    fn faces_gap(&mut self, deck: &Deck, board: &Board, i: usize, side: usize, space: Space) {
        let face = deck.face(board.pieces()[i].face);
        for s in face.side_segments(side) {
            let r = self.root(i, s);
            self.groups[r as usize].facing_gap(space, 1);
            self.join_gap(deck, board, i, s, space);
        }
    }

    /// Where gaps read as field, a field segment on a gap's rim joins it.
    fn join_gap(&mut self, deck: &Deck, board: &Board, piece: usize, segment: usize, gap: Space) {
        let face = deck.face(board.pieces()[piece].face);
        if face.segments[segment].kind != FeatureKind::Field {
            return;
        }
        if let Some(&g) = self.gap_nodes.get(&gap) {
            self.union(g, self.node(piece, segment));
        }
    }

    fn add_nodes(&mut self, deck: &Deck, piece: usize, face: usize) {
        let first = self.parent.len() as u32;
        debug_assert_eq!(self.first.len(), piece);
        self.first.push(first);
        for (s, segment) in deck.face(face).segments.iter().enumerate() {
            self.parent.push(first + s as u32);
            self.groups
                .push(Group::of(segment.kind, vec![(piece as u32, s as u32)]));
        }
    }

    fn gap_node(&mut self, space: Space) -> u32 {
        let n = self.parent.len() as u32;
        self.parent.push(n);
        self.groups.push(Group::of(FeatureKind::Field, Vec::new()));
        self.gap_nodes.insert(space, n);
        n
    }

    fn node(&self, piece: usize, segment: usize) -> u32 {
        self.first[piece] + segment as u32
    }

    fn find(&self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        x
    }

    /// The root of the feature segment `segment` of piece `piece` is part of.
    pub fn root(&self, piece: usize, segment: usize) -> u32 {
        self.find(self.node(piece, segment))
    }

    /// The root of a gap's node, where gaps read as field.
    pub fn gap_root(&self, space: Space) -> Option<u32> {
        self.gap_nodes.get(&space).map(|&n| self.find(n))
    }

    /// What the root `root` knows of its feature.
    pub fn group(&self, root: u32) -> &Group {
        &self.groups[root as usize]
    }

    /// A follower stands on, or leaves, segment `segment` of `piece`.
    pub fn follow(&mut self, piece: usize, segment: usize, on: bool) {
        let r = self.root(piece, segment) as usize;
        if on {
            self.groups[r].followers += 1;
        } else {
            self.groups[r].followers -= 1;
        }
    }

    fn union(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return;
        }
        // The smaller tree, by parts, goes under the larger.
        let (big, small) =
            if self.groups[a as usize].parts.len() >= self.groups[b as usize].parts.len() {
                (a, b)
            } else {
                (b, a)
            };
        self.parent[small as usize] = big;
        let moved = std::mem::replace(
            &mut self.groups[small as usize],
            Group::of(FeatureKind::Field, Vec::new()),
        );
        let into = &mut self.groups[big as usize];
        if into.parts.is_empty() {
            into.kind = moved.kind;
        }
        into.parts.extend(moved.parts);
        into.open += moved.open;
        into.followers += moved.followers;
        for (space, n) in moved.gaps {
            into.facing_gap(space, i64::from(n));
        }
    }

    /// The feature at `root` as scoring reads it: its parts sorted, and
    /// no borders (a game scores fields only at its end, from the board).
    pub fn feature(&self, root: u32) -> Feature {
        let g = &self.groups[root as usize];
        let mut parts: Vec<(usize, usize)> = g
            .parts
            .iter()
            .map(|&(p, s)| (p as usize, s as usize))
            .collect();
        parts.sort_unstable();
        let mut gaps: Vec<Space> = g.gaps.iter().map(|&(s, _)| s).collect();
        gaps.sort_unstable();
        Feature {
            kind: g.kind,
            parts,
            open: g.open > 0,
            gaps,
            borders: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::Features;
    use crate::testing::{deck, face};
    use halflings_model::Rotation;

    /// Places tiles at random, legally, and after each placement compares
    /// the joined features with a fresh join of the whole board.
    fn agrees_with_a_fresh_join(reading: GapReading, seed: u64) -> (usize, usize) {
        let deck = deck();
        let mut board = Board::new();
        let mut joined = Joined::of(&board, &deck, reading, []);
        let mut state = seed;
        let mut next = move |n: usize| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((u128::from(z ^ (z >> 31)) * n as u128) >> 64) as usize
        };
        let start = face(&deck, "city-with-straight-road");
        board.place(&deck, start, (0, 0), Rotation::new(0)).unwrap();
        joined.add(&board, &deck);
        let (mut halflings, mut fills) = (0, 0);
        for _ in 0..120 {
            let f = next(deck.faces().len());
            let legal = board.legal_placements(&deck, f);
            if legal.is_empty() {
                continue;
            }
            let (space, rotation) = legal[next(legal.len())];
            let filling = !board.at(space).is_empty();
            halflings += usize::from(deck.face(f).shape == Shape::Halfling);
            fills += usize::from(filling);
            board.place(&deck, f, space, rotation).unwrap();
            if filling && joined.refills_on_filling() {
                joined = Joined::of(&board, &deck, reading, []);
            } else {
                joined.add(&board, &deck);
            }
            let fresh = Features::of(&board, &deck, reading);
            let mut root_of_feature: FxHashMap<usize, u32> = FxHashMap::default();
            for (piece, features) in fresh.of_part.iter().enumerate() {
                for (segment, &feature) in features.iter().enumerate() {
                    let root = joined.root(piece, segment);
                    let seen = *root_of_feature.entry(feature).or_insert(root);
                    assert_eq!(seen, root, "seed {seed}: piece {piece} segment {segment}");
                }
            }
            assert_eq!(root_of_feature.len(), fresh.list.len(), "seed {seed}");
            for (index, feature) in fresh.list.iter().enumerate() {
                let mine = joined.feature(root_of_feature[&index]);
                assert_eq!(
                    (mine.kind, &mine.parts, mine.open, &mine.gaps),
                    (feature.kind, &feature.parts, feature.open, &feature.gaps),
                    "seed {seed}: feature {index}"
                );
            }
        }
        (halflings, fills)
    }

    #[test]
    fn joining_placement_by_placement_agrees_with_joining_the_board_afresh() {
        let (mut halflings, mut fills) = (0, 0);
        for seed in 0..40 {
            for reading in [
                GapReading::Interrupts,
                GapReading::Field,
                GapReading::FieldAcrossNeighbours,
            ] {
                let (h, f) = agrees_with_a_fresh_join(reading, seed);
                halflings += h;
                fills += f;
            }
        }
        // The games placed halflings, and filled gaps with partners.
        assert!(halflings > 1000 && fills > 200, "{halflings} {fills}");
    }
}
