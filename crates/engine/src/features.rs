//! Features across tiles: segments that meet slot to slot are one feature.

use std::collections::{BTreeMap, BTreeSet};

use super::board::{Board, Contact, Space};
use super::face::{Deck, Kind};

/// One segment of one placed tile: (piece on the board, segment of its face).
pub type Part = (usize, usize);

/// A feature on the board: segments of placed tiles joined slot to slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    /// City, road, field or monastery.
    pub kind: Kind,
    /// Its segments, sorted.
    pub parts: Vec<Part>,
    /// Whether a slot of it faces an empty space.
    pub open: bool,
    /// The triangular gaps a slot of it faces (by space), sorted.
    pub gaps: Vec<Space>,
    /// For a field: the features (by index) of the cities it borders.
    pub borders: Vec<usize>,
}

impl Feature {
    /// The placed tiles it lies on, sorted, each once.
    pub fn pieces(&self) -> Vec<usize> {
        let set: BTreeSet<usize> = self.parts.iter().map(|&(p, _)| p).collect();
        set.into_iter().collect()
    }
}

/// Every feature on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Features {
    /// The features, in order of their first segment.
    pub list: Vec<Feature>,
    /// For each piece, the feature of each of its segments.
    pub of_part: Vec<Vec<usize>>,
}

struct UnionFind(Vec<usize>);

impl UnionFind {
    fn find(&mut self, mut x: usize) -> usize {
        while self.0[x] != x {
            self.0[x] = self.0[self.0[x]];
            x = self.0[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            let (lo, hi) = (a.min(b), a.max(b));
            self.0[hi] = lo;
        }
    }
}

impl Features {
    /// The features of `board`. Where `fields_through_gaps` holds, a
    /// triangular gap reads as field: every field slot on its rim belongs
    /// to one field.
    pub fn of(board: &Board, deck: &Deck, fields_through_gaps: bool) -> Features {
        let pieces = board.pieces();
        // Every segment of every piece gets a number.
        let mut first = Vec::with_capacity(pieces.len());
        let mut total = 0;
        for p in pieces {
            first.push(total);
            total += deck.face(p.face).segments.len();
        }
        let mut uf = UnionFind((0..total).collect());
        let mut open = vec![false; total];
        let mut gaps: Vec<BTreeSet<Space>> = vec![BTreeSet::new(); total];
        // The field slots on each gap's rim.
        let mut rims: BTreeMap<Space, Vec<usize>> = BTreeMap::new();
        for (i, p) in pieces.iter().enumerate() {
            let face = deck.face(p.face);
            for (side, contact) in board.contacts(deck, i).into_iter().enumerate() {
                let mine = face.side_segments(side);
                match contact {
                    Contact::Tile {
                        piece,
                        side: theirs,
                    } => {
                        let other = deck.face(pieces[piece].face).side_segments(theirs);
                        for k in 0..3 {
                            uf.union(first[i] + mine[k], first[piece] + other[2 - k]);
                        }
                    }
                    Contact::Gap(space) => {
                        for s in mine {
                            gaps[first[i] + s].insert(space);
                            if face.segments[s].kind == Kind::Field {
                                rims.entry(space).or_default().push(first[i] + s);
                            }
                        }
                    }
                    Contact::Open => {
                        for s in mine {
                            open[first[i] + s] = true;
                        }
                    }
                }
            }
        }
        if fields_through_gaps {
            for slots in rims.values() {
                for w in slots.windows(2) {
                    uf.union(w[0], w[1]);
                }
            }
        }
        // Number the features in order of their first segment.
        let mut number: BTreeMap<usize, usize> = BTreeMap::new();
        let mut list: Vec<Feature> = Vec::new();
        let mut of_part = Vec::with_capacity(pieces.len());
        for (i, p) in pieces.iter().enumerate() {
            let face = deck.face(p.face);
            let mut mine = Vec::with_capacity(face.segments.len());
            for (s, segment) in face.segments.iter().enumerate() {
                let root = uf.find(first[i] + s);
                let f = *number.entry(root).or_insert_with(|| {
                    list.push(Feature {
                        kind: segment.kind,
                        parts: Vec::new(),
                        open: false,
                        gaps: Vec::new(),
                        borders: Vec::new(),
                    });
                    list.len() - 1
                });
                let feature = &mut list[f];
                feature.parts.push((i, s));
                feature.open |= open[first[i] + s];
                feature.gaps.extend(gaps[first[i] + s].iter().copied());
                mine.push(f);
            }
            of_part.push(mine);
        }
        for (i, p) in pieces.iter().enumerate() {
            let face = deck.face(p.face);
            for (s, segment) in face.segments.iter().enumerate() {
                let field = of_part[i][s];
                for &city in &segment.borders {
                    let c = of_part[i][city];
                    list[field].borders.push(c);
                }
            }
        }
        for feature in &mut list {
            feature.parts.sort_unstable();
            feature.gaps.sort_unstable();
            feature.gaps.dedup();
            feature.borders.sort_unstable();
            feature.borders.dedup();
        }
        Features { list, of_part }
    }
}
