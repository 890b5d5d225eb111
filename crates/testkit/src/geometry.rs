//! A brute-force statement of the geometry, which the generated tables and
//! the JSON export are checked against.
//!
//! It does not use the model's rotation or abutment code. It places each
//! halfling in a square space by coordinates, turns it by rotating its
//! corners, and compares the landscapes found at the same physical points
//! of a shared edge.

use std::collections::BTreeMap;

use halflings_catalog::Catalog;
use halflings_model::{FeatureRef, Landscape, Side, Tile};

/// A point of the square space, scaled by 6 so slot midpoints are whole:
/// the space is [0, 6] x [0, 6], x east, y south.
pub type Point = (i32, i32);

/// The corners of the space, clockwise from the north-west.
const NW: Point = (0, 0);
const NE: Point = (6, 0);
const SE: Point = (6, 6);
const SW: Point = (0, 6);

/// The edges of the space by compass direction (north, east, south, west),
/// each as walked clockwise around the space.
pub const EDGES: [(Point, Point); 4] = [(NW, NE), (NE, SE), (SE, SW), (SW, NW)];

/// The compass names used in the dumps, by direction index.
pub const DIRS: [&str; 4] = ["N", "E", "S", "W"];

/// Every landscape, in the order the dumps enumerate square profiles.
pub const LANDSCAPES: [Landscape; 3] = [Landscape::City, Landscape::Road, Landscape::Field];

/// A quarter turn clockwise about the centre of the space (y points down).
fn turn(p: Point) -> Point {
    (6 - p.1, p.0)
}

fn turn_by(mut p: Point, quarter_turns: u8) -> Point {
    for _ in 0..quarter_turns {
        p = turn(p);
    }
    p
}

/// The three slot midpoints of the segment walked from `a` to `b`: left,
/// centre and right as seen walking it.
fn slot_points(a: Point, b: Point) -> [Point; 3] {
    [1, 3, 5].map(|k| (a.0 + (b.0 - a.0) * k / 6, a.1 + (b.1 - a.1) * k / 6))
}

/// A halfling laid in a space: its corners and the landscape at each slot
/// midpoint, found from the tile's features (not from its side table).
pub struct Laid {
    /// The corners of each side, walked clockwise (north leg, long side,
    /// west leg as drawn).
    pub sides: [(Point, Point); 3],
    /// The right-angle corner.
    pub right_angle: Point,
    landscape: BTreeMap<Point, Landscape>,
}

impl Laid {
    /// `tile` laid in the space, turned `quarter_turns` times clockwise.
    pub fn new(tile: &Tile, quarter_turns: u8) -> Laid {
        // Rotation 0: right angle at the north-west corner; sides clockwise
        // north (NW to NE), long (NE to SW), west (SW to NW).
        let sides0 = [(NW, NE), (NE, SW), (SW, NW)];
        let sides = sides0.map(|(a, b)| (turn_by(a, quarter_turns), turn_by(b, quarter_turns)));
        let mut landscape = BTreeMap::new();
        for (_, feature) in tile.features() {
            let kind = match feature {
                FeatureRef::City(_) => Landscape::City,
                FeatureRef::Road(_) => Landscape::Road,
                FeatureRef::Field(_) => Landscape::Field,
                FeatureRef::Monastery(_) => continue,
            };
            for slot in feature.slots() {
                let (a, b) = sides[slot.side().index()];
                let point = slot_points(a, b)[slot.position().index()];
                assert!(
                    landscape.insert(point, kind).is_none(),
                    "{}: two features on {}",
                    tile.id,
                    slot.name()
                );
            }
        }
        assert_eq!(
            landscape.len(),
            9,
            "{}: every slot holds one feature",
            tile.id
        );
        Laid {
            sides,
            right_angle: turn_by(NW, quarter_turns),
            landscape,
        }
    }

    /// The landscape at a slot midpoint.
    fn at(&self, p: Point) -> Landscape {
        self.landscape[&p]
    }

    /// The side lying along the space's edge in direction `d`, if one does.
    fn leg_on_edge(&self, d: usize) -> Option<(Point, Point)> {
        let (ea, eb) = EDGES[d];
        self.sides
            .iter()
            .copied()
            .find(|&(a, b)| (a, b) == (ea, eb) || (a, b) == (eb, ea))
    }

    /// The profile, read clockwise around the halfling, of the leg on the
    /// edge in direction `d`.
    pub fn leg(&self, d: usize) -> Option<[Landscape; 3]> {
        self.leg_on_edge(d)
            .map(|(a, b)| slot_points(a, b).map(|p| self.at(p)))
    }

    /// The long side's profile, read clockwise around the halfling.
    pub fn long(&self) -> [Landscape; 3] {
        let (a, b) = self.sides[Side::Long.index()];
        slot_points(a, b).map(|p| self.at(p))
    }

    /// The corner of the space the long side faces: the one opposite the
    /// right angle.
    pub fn long_facing(&self) -> &'static str {
        match (6 - self.right_angle.0, 6 - self.right_angle.1) {
            (0, 0) => "north-west",
            (6, 0) => "north-east",
            (6, 6) => "south-east",
            (0, 6) => "south-west",
            other => panic!("not a corner: {other:?}"),
        }
    }

    /// Whether a square tile in the neighbouring space in direction `d`,
    /// whose side facing back reads `square` clockwise around the square
    /// tile, touches a leg of this halfling with every landscape meeting
    /// its like at the same points.
    pub fn fits_square(&self, d: usize, square: [Landscape; 3]) -> bool {
        if self.leg_on_edge(d).is_none() {
            return false;
        }
        // The neighbour walks the shared edge the other way round.
        let (a, b) = EDGES[d];
        let points = slot_points(b, a);
        (0..3).all(|k| self.at(points[k]) == square[k])
    }

    /// Whether `other` fills the rest of this halfling's space, with every
    /// landscape of the shared long side meeting its like.
    pub fn shares_space_with(&self, other: &Laid) -> bool {
        // Two triangles fill one square when they lie on the same diagonal
        // with their right angles in opposite corners.
        let diagonal = |l: &Laid| {
            let (a, b) = l.sides[Side::Long.index()];
            if a < b { (a, b) } else { (b, a) }
        };
        if diagonal(self) != diagonal(other) || self.right_angle == other.right_angle {
            return false;
        }
        let (a, b) = self.sides[Side::Long.index()];
        slot_points(a, b)
            .iter()
            .all(|&p| other.landscape.get(&p) == Some(&self.at(p)))
    }
}

/// Every square profile, in the order the dumps list them.
pub fn all_profiles() -> Vec<[Landscape; 3]> {
    let mut out = Vec::new();
    for a in LANDSCAPES {
        for b in LANDSCAPES {
            for c in LANDSCAPES {
                out.push([a, b, c]);
            }
        }
    }
    out
}

/// A profile as the dumps write it: the landscapes' names, comma-separated.
pub fn profile_text(p: [Landscape; 3]) -> String {
    p.map(|l| l.name()).join(",")
}

/// What every tile should look like in the tables, worked out by brute
/// force from the catalog: one line per fact. With `fits`, also which of
/// the 27 square profiles each leg direction fits.
pub fn expected_dump(catalog: &Catalog, fits: bool) -> String {
    let mut out = String::new();
    let tiles = catalog.tiles();
    for t in tiles {
        out += &format!(
            "tile {} set={} number={} name={:?} sides={}\n",
            t.id,
            t.set,
            t.number().parse::<u8>().unwrap(),
            t.name,
            Side::ALL.map(|s| t.sides.get(s).name()).join(",")
        );
        for (_, f) in t.features() {
            let (pennants, end, borders) = match f {
                FeatureRef::City(c) => (c.pennants, "-", String::new()),
                FeatureRef::Road(r) => (0, r.end.map_or("-", |e| e.name()), String::new()),
                FeatureRef::Field(f) => (
                    0,
                    "-",
                    t.bordered_cities(f)
                        .iter()
                        .map(|c| c.id.as_str())
                        .collect::<Vec<_>>()
                        .join(","),
                ),
                FeatureRef::Monastery(_) => (0, "-", String::new()),
            };
            out += &format!(
                "feature {} {} kind={} slots={} pennants={} end={} borders={}\n",
                t.id,
                f.id(),
                f.table(),
                f.slots()
                    .iter()
                    .map(|s| s.name())
                    .collect::<Vec<_>>()
                    .join(","),
                pennants,
                end,
                borders
            );
        }
        for s in &t.symbol {
            out += &format!(
                "symbol {} kind={} field={}\n",
                t.id,
                s.kind.name(),
                s.field.as_ref().map_or("-", |f| f.as_str())
            );
        }
        for r in 0..4u8 {
            let laid = Laid::new(t, r);
            let legs: Vec<String> = (0..4)
                .map(|d| {
                    format!(
                        "{}={}",
                        DIRS[d],
                        laid.leg(d).map_or("-".into(), profile_text)
                    )
                })
                .collect();
            out += &format!(
                "rot {} {} legs {} long={}:{}\n",
                t.id,
                r,
                legs.join(" "),
                laid.long_facing(),
                profile_text(laid.long())
            );
            let mut partners = Vec::new();
            for u in tiles {
                for ru in 0..4u8 {
                    if u.id != t.id && laid.shares_space_with(&Laid::new(u, ru)) {
                        partners.push(format!("{}@{}", u.id, ru));
                    }
                }
            }
            out += &format!("partners {} {} [{}]\n", t.id, r, partners.join(" "));
            if fits {
                let bits: Vec<String> = (0..4)
                    .map(|d| {
                        let bits: String = all_profiles()
                            .into_iter()
                            .map(|q| if laid.fits_square(d, q) { '1' } else { '0' })
                            .collect();
                        format!("{}:{bits}", DIRS[d])
                    })
                    .collect();
                out += &format!("fits {} {} {}\n", t.id, r, bits.join(" "));
            }
        }
    }
    for r in &catalog.expansion().rules {
        out += &format!(
            "rules {} road_city={} monastery={} max={} current={}\n",
            r.id,
            serde_json::to_value(r.road_city).unwrap().as_str().unwrap(),
            serde_json::to_value(r.monastery).unwrap().as_str().unwrap(),
            r.max_monastery,
            r.id == catalog.expansion().current_rules
        );
    }
    out
}
