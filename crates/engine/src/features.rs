//! Features across tiles: segments that meet slot to slot are one feature.

use std::collections::BTreeSet;

use super::board::{Board, Contact, Space, step};
use super::face::{Deck, Shape};
use halflings_model::{Direction, FeatureKind, Gaps};

/// One segment of one placed tile: (piece on the board, segment of its face).
pub type Part = (usize, usize);

/// A feature on the board: segments of placed tiles joined slot to slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    /// City, road, field or monastery.
    pub kind: FeatureKind,
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

/// How fields meet triangular gaps, as a rules version's rulings say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GapReading {
    /// A gap interrupts a field, as the edge of the board does.
    Interrupts,
    /// A gap reads as field: every field slot on its rim belongs to one
    /// field. Two gaps side by side stay apart.
    Field,
    /// As [`GapReading::Field`], and two gaps in neighbouring spaces that
    /// face each other across a whole side are one stretch of field.
    FieldAcrossNeighbours,
}

impl GapReading {
    /// The reading of a rules version's gap rulings.
    pub fn of(gaps: &Gaps) -> GapReading {
        match (
            gaps.gap_interrupts_field.value,
            gaps.neighbouring_gaps_join_fields.value,
        ) {
            (true, _) => GapReading::Interrupts,
            (false, false) => GapReading::Field,
            (false, true) => GapReading::FieldAcrossNeighbours,
        }
    }
}

/// The two legs of the triangular gap in `space`, which holds one
/// halfling turned `rotation`: the gap is the partner's shape.
pub(crate) fn gap_legs(rotation: halflings_model::Rotation) -> [Direction; 2] {
    let q = rotation.partner().quarter_turns();
    [Direction::North.turned(q), Direction::West.turned(q)]
}

/// The spaces next to `space` whose triangular gap faces, across a whole
/// side, the gap beside a halfling turned `rotation` in `space`.
pub(crate) fn gaps_facing<'b>(
    board: &'b Board,
    deck: &'b Deck,
    space: Space,
    rotation: halflings_model::Rotation,
) -> impl Iterator<Item = Space> + 'b {
    gap_legs(rotation).into_iter().filter_map(move |d| {
        let next = step(space, d)?;
        match board.at(next) {
            [one]
                if deck.face(board.pieces()[*one].face).shape == Shape::Halfling
                    && gap_legs(board.pieces()[*one].rotation).contains(&d.opposite()) =>
            {
                Some(next)
            }
            _ => None,
        }
    })
}

/// The spaces that hold one halfling, and so a triangular gap, sorted
/// row by row.
pub fn gap_spaces(board: &Board, deck: &Deck) -> Vec<Space> {
    board
        .occupied()
        .into_iter()
        .filter(|&s| match board.at(s) {
            [one] => deck.face(board.pieces()[*one].face).shape == Shape::Halfling,
            _ => false,
        })
        .collect()
}

/// Every pair of triangular gaps in neighbouring spaces that face each
/// other across a whole side, each pair once (the first space is north or
/// west of the second), sorted.
pub fn facing_gaps(board: &Board, deck: &Deck) -> Vec<(Space, Space)> {
    let mut pairs = Vec::new();
    for space in gap_spaces(board, deck) {
        let mine = board.pieces()[board.at(space)[0]].rotation;
        // Each pair once: from the gap to the west or north of the other.
        let later = [Direction::East, Direction::South].map(|d| step(space, d));
        pairs.extend(
            gaps_facing(board, deck, space, mine)
                .filter(|next| later.contains(&Some(*next)))
                .map(|next| (space, next)),
        );
    }
    pairs
}

impl Features {
    /// The features of `board`, fields meeting triangular gaps as
    /// `reading` says.
    pub fn of(board: &Board, deck: &Deck, reading: GapReading) -> Features {
        Features::joined(board, deck, reading, false)
    }

    /// As [`Features::of`]; with `long_side_only`, a gap's rim is only the
    /// long side of the halfling in its space
    /// ([`Misreading::RimIsTheLongSideOnly`](crate::Misreading)).
    pub fn joined(
        board: &Board,
        deck: &Deck,
        reading: GapReading,
        long_side_only: bool,
    ) -> Features {
        // A game joins the whole board after every turn: this is the
        // engine's inner loop, so it allocates once per list, not once per
        // segment or gap.
        let pieces = board.pieces();
        // Every segment of every piece gets a number.
        let mut first = Vec::with_capacity(pieces.len() + 1);
        let mut total = 0;
        for p in pieces {
            first.push(total);
            total += deck.face(p.face).segments.len();
        }
        first.push(total);
        // Where gaps read as field, each gap is a node after the segments;
        // its rim's field slots join it. A segment's number is smaller than
        // any gap's, so a feature's root is always a segment.
        let spaces = match reading {
            GapReading::Interrupts => Vec::new(),
            _ => gap_spaces(board, deck),
        };
        let node = |space: Space| {
            spaces
                .binary_search_by_key(&(space.1, space.0), |&(x, y)| (y, x))
                .ok()
                .map(|k| total + k)
        };
        let mut uf = UnionFind((0..total + spaces.len()).collect());
        let mut open = vec![false; total];
        // (segment, gap space) for each slot that faces a gap.
        let mut gaps: Vec<(usize, Space)> = Vec::new();
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
                        let on_rim = !long_side_only || p.space == space;
                        let gap = if on_rim { node(space) } else { None };
                        for s in mine {
                            gaps.push((first[i] + s, space));
                            if let Some(gap) = gap
                                && face.segments[s].kind == FeatureKind::Field
                            {
                                uf.union(gap, first[i] + s);
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
        if reading == GapReading::FieldAcrossNeighbours {
            for (a, b) in facing_gaps(board, deck) {
                if let (Some(a), Some(b)) = (node(a), node(b)) {
                    uf.union(a, b);
                }
            }
        }
        // Number the features in order of their first segment, and count
        // each one's segments.
        let mut number: Vec<usize> = vec![usize::MAX; total];
        let mut feature_of: Vec<usize> = vec![0; total];
        let mut sizes: Vec<(FeatureKind, usize)> = Vec::new();
        for (i, p) in pieces.iter().enumerate() {
            for (s, segment) in deck.face(p.face).segments.iter().enumerate() {
                let root = uf.find(first[i] + s);
                if number[root] == usize::MAX {
                    number[root] = sizes.len();
                    sizes.push((segment.kind, 0));
                }
                feature_of[first[i] + s] = number[root];
                sizes[number[root]].1 += 1;
            }
        }
        let mut list: Vec<Feature> = sizes
            .iter()
            .map(|&(kind, size)| Feature {
                kind,
                parts: Vec::with_capacity(size),
                open: false,
                gaps: Vec::new(),
                borders: Vec::new(),
            })
            .collect();
        // Segments in order: each feature's parts come sorted.
        for (i, p) in pieces.iter().enumerate() {
            for s in 0..first[i + 1] - first[i] {
                let feature = &mut list[feature_of[first[i] + s]];
                feature.parts.push((i, s));
                feature.open |= open[first[i] + s];
            }
            for (s, segment) in deck.face(p.face).segments.iter().enumerate() {
                let field = feature_of[first[i] + s];
                for &city in &segment.borders {
                    let c = feature_of[first[i] + city];
                    list[field].borders.push(c);
                }
            }
        }
        for (segment, space) in gaps {
            list[feature_of[segment]].gaps.push(space);
        }
        for feature in &mut list {
            feature.gaps.sort_unstable();
            feature.gaps.dedup();
            feature.borders.sort_unstable();
            feature.borders.dedup();
        }
        let of_part = (0..pieces.len())
            .map(|i| feature_of[first[i]..first[i + 1]].to_vec())
            .collect();
        Features { list, of_part }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{board, deck};

    /// The feature that segment `id` of placed tile `piece` belongs to.
    fn of(features: &Features, deck: &Deck, board: &Board, piece: usize, id: &str) -> usize {
        let segment = deck
            .face(board.pieces()[piece].face)
            .segment(id)
            .unwrap_or_else(|| panic!("piece {piece} has no segment {id}"));
        features.of_part[piece][segment]
    }

    #[test]
    fn a_road_joined_across_two_tiles_is_one_feature() {
        let deck = deck();
        // h1-07 turned a quarter back: its road leg faces west, onto the
        // straight road's east end; its road leaves by the long side.
        let board = board(&deck, &[("straight-road", (0, 0), 0), ("h1-07", (1, 0), 3)]);
        let features = Features::of(&board, &deck, GapReading::Interrupts);
        let road = of(&features, &deck, &board, 0, "road");
        assert_eq!(of(&features, &deck, &board, 1, "road"), road);
        let road = &features.list[road];
        assert_eq!(road.kind, FeatureKind::Road);
        assert_eq!(road.pieces(), [0, 1]);
        // Open at the straight road's west end, at a gap past the long side.
        assert!(road.open);
        assert_eq!(road.gaps, [(1, 0)]);
        assert_ne!(
            of(&features, &deck, &board, 1, "city"),
            of(&features, &deck, &board, 1, "road")
        );
        // The fields join hand to hand: the straight road's south field
        // meets h1-07's field at its right-angle corner, now south-west.
        assert_eq!(
            of(&features, &deck, &board, 0, "field-south"),
            of(&features, &deck, &board, 1, "field-city")
        );
        assert_eq!(
            of(&features, &deck, &board, 0, "field-north"),
            of(&features, &deck, &board, 1, "field-corner")
        );
    }

    #[test]
    fn a_city_joined_across_two_tiles_is_one_feature_and_its_gap_closes_with_the_partner() {
        let deck = deck();
        let mut placements = vec![("city-cap", (0, -1), 2), ("h1-12", (0, 0), 0)];
        let two = board(&deck, &placements);
        let features = Features::of(&two, &deck, GapReading::Interrupts);
        let city = of(&features, &deck, &two, 0, "city");
        assert_eq!(of(&features, &deck, &two, 1, "city"), city);
        let city = &features.list[city];
        assert_eq!((city.kind, city.pieces()), (FeatureKind::City, vec![0, 1]));
        // Closed by the cap, but h1-12's long side faces the empty half.
        assert!(!city.open);
        assert_eq!(city.gaps, [(0, 0)]);

        // h2-12 fills the space with its city long side: no gap is left.
        placements.push(("h2-12", (0, 0), 2));
        let three = board(&deck, &placements);
        let features = Features::of(&three, &deck, GapReading::Interrupts);
        let city = &features.list[of(&features, &deck, &three, 2, "city")];
        assert_eq!(city.pieces(), [0, 1, 2]);
        assert!(!city.open);
        assert!(city.gaps.is_empty());
    }

    #[test]
    fn fields_on_a_gaps_rim_are_one_field_only_where_the_gap_reads_as_field() {
        let deck = deck();
        // h1-01's road runs out through its long side, between its two
        // fields; all three face the empty half of the space.
        let board = board(&deck, &[("h1-01", (0, 0), 0)]);
        let apart = Features::of(&board, &deck, GapReading::Interrupts);
        assert_eq!(apart.list.len(), 4);
        let beside_city = &apart.list[of(&apart, &deck, &board, 0, "field-city")];
        let corner = &apart.list[of(&apart, &deck, &board, 0, "field-corner")];
        assert_ne!(beside_city, corner);
        assert_eq!(
            (&beside_city.gaps, &corner.gaps),
            (&vec![(0, 0)], &vec![(0, 0)])
        );

        let through = Features::of(&board, &deck, GapReading::Field);
        assert_eq!(through.list.len(), 3);
        let field = of(&through, &deck, &board, 0, "field-city");
        assert_eq!(of(&through, &deck, &board, 0, "field-corner"), field);
        assert_eq!(through.list[field].parts.len(), 2);
        assert_eq!(through.list[field].pieces(), [0]);
        // The road is no field: it stays apart.
        assert_ne!(of(&through, &deck, &board, 0, "road"), field);
    }

    #[test]
    fn fields_that_do_not_meet_border_the_same_city_feature() {
        let deck = deck();
        // The cap's field lies north of its city, h1-12's field west of its
        // own; the two city segments are one city.
        let board = board(&deck, &[("city-cap", (0, -1), 2), ("h1-12", (0, 0), 0)]);
        let features = Features::of(&board, &deck, GapReading::Interrupts);
        let city = of(&features, &deck, &board, 0, "city");
        let (cap_field, h1_12_field) = (
            of(&features, &deck, &board, 0, "field"),
            of(&features, &deck, &board, 1, "field"),
        );
        assert_ne!(cap_field, h1_12_field);
        assert_eq!(features.list[cap_field].borders, [city]);
        assert_eq!(features.list[h1_12_field].borders, [city]);
        assert!(features.list[city].borders.is_empty());
    }
}
