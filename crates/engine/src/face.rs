//! Tiles as the engine sees them: a halfling (three sides) or a normal
//! square tile (four), each side split into three slots, each slot
//! belonging to one feature of the tile.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use halflings_model::{
    Diagonal, Direction, FeatureKind, FeatureRef, Rotation, SquareTile, SymbolKind, Tile,
};

/// Whether a face is a halfling or a normal square tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// A halfling: sides north leg, long side, west leg.
    Halfling,
    /// A normal tile: sides north, east, south, west.
    Square,
}

/// One feature segment of a face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Segment {
    /// Its id on the tile, such as `city`.
    pub id: String,
    /// What it is.
    pub kind: FeatureKind,
    /// Pennants (cities only).
    pub pennants: u8,
    /// For a field, the segments (by index) of the cities it borders.
    pub borders: Vec<usize>,
}

/// A tile as the engine plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Face {
    /// The tile's id, such as `h1-01` or `city-cap`.
    pub id: String,
    /// Halfling or square.
    pub shape: Shape,
    /// How many copies exist: 1 for a halfling, the base game's count for
    /// a normal tile.
    pub copies: u8,
    /// The feature segments.
    pub segments: Vec<Segment>,
    /// For each slot, clockwise from the left end of the first side (9 for
    /// a halfling, 12 for a square), the segment it belongs to.
    pub slots: Vec<usize>,
    /// Vineyards printed on the tile.
    pub vineyards: u8,
    /// Whether the tile shows a hill.
    pub hill: bool,
    /// Symbols the engine carries but does not score (sheep, crop circle).
    pub unscored: Vec<SymbolKind>,
    /// Whether the start tile, placed first in a whole game, is one of
    /// this face's copies (a normal tile's `start`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub start: bool,
}

/// Where one side of a placed face looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Toward {
    /// A leg or square side, towards the neighbouring space.
    Edge(Direction),
    /// A halfling's long side, across its own space.
    Long(Diagonal),
}

impl Face {
    /// The number of sides: 3 or 4.
    pub fn sides(&self) -> usize {
        self.slots.len() / 3
    }

    /// Where side `side` faces when the face lies in `rotation`.
    pub fn facing(&self, side: usize, rotation: Rotation) -> Toward {
        let q = rotation.quarter_turns();
        match (self.shape, side) {
            (Shape::Halfling, 0) => Toward::Edge(Direction::North.turned(q)),
            (Shape::Halfling, 1) => Toward::Long(Diagonal::SouthEast.turned(q)),
            (Shape::Halfling, _) => Toward::Edge(Direction::West.turned(q)),
            (Shape::Square, k) => Toward::Edge(Direction::ALL[k % 4].turned(q)),
        }
    }

    /// The side that faces `direction` in `rotation`, if one does.
    pub fn side_towards(&self, direction: Direction, rotation: Rotation) -> Option<usize> {
        (0..self.sides()).find(|&k| self.facing(k, rotation) == Toward::Edge(direction))
    }

    /// The segments on side `side`, slot by slot, left to right.
    pub fn side_segments(&self, side: usize) -> [usize; 3] {
        [
            self.slots[side * 3],
            self.slots[side * 3 + 1],
            self.slots[side * 3 + 2],
        ]
    }

    /// The kinds on side `side`, slot by slot: what must continue.
    pub fn profile(&self, side: usize) -> [FeatureKind; 3] {
        self.side_segments(side).map(|s| self.segments[s].kind)
    }

    /// The segment index of the feature with this id.
    pub fn segment(&self, id: &str) -> Option<usize> {
        self.segments.iter().position(|s| s.id == id)
    }

    /// The engine's face of a halfling.
    pub fn of_halfling(tile: &Tile) -> Face {
        let mut segments = Vec::new();
        let mut slots = vec![usize::MAX; 9];
        let city_index: HashMap<&str, usize> = tile
            .city
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.as_str(), i))
            .collect();
        for (_, feature) in tile.features() {
            let index = segments.len();
            for slot in feature.slots() {
                slots[slot.index()] = index;
            }
            let (kind, pennants, borders) = match feature {
                FeatureRef::City(c) => (FeatureKind::City, c.pennants, vec![]),
                FeatureRef::Road(_) => (FeatureKind::Road, 0, vec![]),
                FeatureRef::Field(f) => (
                    FeatureKind::Field,
                    0,
                    tile.bordered_cities(f)
                        .iter()
                        .filter_map(|c| city_index.get(c.id.as_str()).copied())
                        .collect(),
                ),
                FeatureRef::Monastery(_) => (FeatureKind::Monastery, 0, vec![]),
            };
            segments.push(Segment {
                id: feature.id().to_string(),
                kind,
                pennants,
                borders,
            });
        }
        Face::finish(
            tile.id.to_string(),
            Shape::Halfling,
            1,
            segments,
            slots,
            &tile.symbol,
        )
    }

    /// The engine's face of a normal tile.
    pub fn of_square(tile: &SquareTile) -> Face {
        let mut segments = Vec::new();
        let mut slots = vec![usize::MAX; 12];
        for city in &tile.city {
            for slot in &city.slots {
                slots[slot.index()] = segments.len();
            }
            segments.push(Segment {
                id: city.id.to_string(),
                kind: FeatureKind::City,
                pennants: city.pennants,
                borders: vec![],
            });
        }
        for road in &tile.road {
            for slot in &road.slots {
                slots[slot.index()] = segments.len();
            }
            segments.push(Segment {
                id: road.id.to_string(),
                kind: FeatureKind::Road,
                pennants: 0,
                borders: vec![],
            });
        }
        for field in &tile.field {
            for slot in &field.slots {
                slots[slot.index()] = segments.len();
            }
            let borders = tile
                .bordered_cities(field)
                .iter()
                .filter_map(|c| tile.city.iter().position(|d| d.id == c.id))
                .collect();
            segments.push(Segment {
                id: field.id.to_string(),
                kind: FeatureKind::Field,
                pennants: 0,
                borders,
            });
        }
        if let Some(m) = &tile.monastery {
            segments.push(Segment {
                id: m.id.to_string(),
                kind: FeatureKind::Monastery,
                pennants: 0,
                borders: vec![],
            });
        }
        Face {
            start: tile.start,
            ..Face::finish(
                tile.id.to_string(),
                Shape::Square,
                tile.count,
                segments,
                slots,
                &tile.symbol,
            )
        }
    }

    fn finish(
        id: String,
        shape: Shape,
        copies: u8,
        segments: Vec<Segment>,
        slots: Vec<usize>,
        symbols: &[halflings_model::Symbol],
    ) -> Face {
        // A slot no feature names (impossible in a validated tile) reads as
        // a field of its own rather than an index out of bounds.
        let mut segments = segments;
        let mut slots = slots;
        if slots.contains(&usize::MAX) {
            let index = segments.len();
            segments.push(Segment {
                id: "unnamed-field".into(),
                kind: FeatureKind::Field,
                pennants: 0,
                borders: vec![],
            });
            for s in &mut slots {
                if *s == usize::MAX {
                    *s = index;
                }
            }
        }
        let count = |kind| symbols.iter().filter(|s| s.kind == kind).count();
        Face {
            id,
            shape,
            copies,
            segments,
            slots,
            vineyards: u8::try_from(count(SymbolKind::Vineyard)).unwrap_or(u8::MAX),
            hill: count(SymbolKind::Hill) > 0,
            unscored: symbols
                .iter()
                .map(|s| s.kind)
                .filter(|k| matches!(k, SymbolKind::Sheep | SymbolKind::CropCircle))
                .collect(),
            start: false,
        }
    }
}

/// Every face the engine can place, by id.
#[derive(Clone, Debug, Default)]
pub struct Deck {
    faces: Vec<Face>,
    by_id: HashMap<String, usize>,
    /// This deck's number among the decks made in this process, which a
    /// clone shares: a deck never changes once made, so boards of decks
    /// with one number join into the same features (`score::joined`).
    number: u64,
}

impl Deck {
    /// A deck of these faces.
    pub fn new(faces: Vec<Face>) -> Deck {
        static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let by_id = faces
            .iter()
            .enumerate()
            .map(|(i, f)| (f.id.clone(), i))
            .collect();
        Deck {
            faces,
            by_id,
            number: MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// This deck's number among the decks made in this process; a clone
    /// has its original's.
    pub(crate) fn number(&self) -> u64 {
        self.number
    }

    /// A deck of these halflings and normal tiles.
    pub fn of(halflings: &[Tile], squares: &[SquareTile]) -> Deck {
        Deck::new(
            halflings
                .iter()
                .map(Face::of_halfling)
                .chain(squares.iter().map(Face::of_square))
                .collect(),
        )
    }

    /// Every face.
    pub fn faces(&self) -> &[Face] {
        &self.faces
    }

    /// The face at this index.
    pub fn face(&self, index: usize) -> &Face {
        &self.faces[index]
    }

    /// The index of the face with this id.
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.by_id.get(id).copied()
    }
}
