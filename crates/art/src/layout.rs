//! The geometry of the tile art, derived from the validated model alone:
//! where each side and slot lies, the road centre lines, the city walls, and
//! where buildings, pennants and symbols stand.
//!
//! Everything here is pure arithmetic in **tile coordinates**: the square
//! space is `[0, 1] x [0, 1]`, x to the east, y to the south, the halfling in
//! its canonical rotation (right angle at the north-west corner, north leg
//! `(0,0)-(1,0)`, long side `(1,0)-(0,1)`, west leg `(0,1)-(0,0)`).
//!
//! # Seams
//!
//! Pictures of neighbouring tiles join without a step because every tile
//! meets its sides at the same points, stated once here:
//!
//! * A road crosses a side at the side's midpoint ([`ROAD_CROSSING`]), running
//!   straight along the side's inward normal where it crosses, [`ROAD_WIDTH`]
//!   wide with a [`ROAD_BORDER`] edge on each hand. On a leg this is where a
//!   square tile's road crosses its side, at the same width.
//! * A city covers its whole side: its wall meets the tile's outline exactly
//!   at the side's two corners, as on a square tile.
//! * The long side is shared by the two halflings of one space, the second in
//!   the rotation two quarter turns on ([`Rotation::partner`](halflings_model::Rotation::partner)),
//!   which maps `(x, y)` to `(1 - x, 1 - y)` and runs the shared diagonal the
//!   other way. Midpoint and corners are fixed by that map, so both halflings'
//!   roads and cities meet the diagonal at the same points.

use std::ops::{Add, Mul, Neg, Sub};

use halflings_model::{Landscape, Position, RoadEnd, Side, Slot, SymbolKind, Tile};

/// The length of a leg, and of a square tile's side, in millimetres.
pub const SIDE_MM: f64 = 45.0;

/// Where along a side (as a fraction of its length, read clockwise) a road's
/// centre line crosses it: the midpoint, on every side of every tile.
pub const ROAD_CROSSING: f64 = 0.5;

/// The width of a road's light surface, across the road, in tile units
/// (4.5 mm). Square tiles use the same width, so roads continue across legs.
pub const ROAD_WIDTH: f64 = 0.1;

/// The width of the dark edge on each hand of a road, in tile units.
pub const ROAD_BORDER: f64 = 0.014;

/// The width of the dark wall drawn inside a city along its inner boundary.
pub const WALL_WIDTH: f64 = 0.034;

/// How far a road's lead-in starts outside the tile, so that the tile's
/// outline, not the stroke's end, cuts the road where it crosses a side.
pub const LEAD_IN: f64 = 0.06;

/// The right-angle corner.
pub const NW: P = P::new(0.0, 0.0);
/// The corner where the north leg meets the long side.
pub const NE: P = P::new(1.0, 0.0);
/// The corner where the long side meets the west leg.
pub const SW: P = P::new(0.0, 1.0);

/// Where the set symbol stands, in the right-angle corner.
pub const SET_SYMBOL_AT: P = P::new(0.058, 0.058);
/// The size (height) of the set symbol.
pub const SET_SYMBOL_SIZE: f64 = 0.07;
/// Where the tile number's text starts (left end of its baseline).
pub const NUMBER_AT: P = P::new(0.105, 0.083);
/// The font size of the tile number.
pub const NUMBER_SIZE: f64 = 0.056;

/// The width of the monastery building.
pub const MONASTERY_SIZE: f64 = 0.27;
/// The width of a village house.
pub const VILLAGE_SIZE: f64 = 0.14;
/// The size of an expansion symbol's icon.
pub const SYMBOL_SIZE: f64 = 0.23;
/// The width of a pennant shield.
pub const PENNANT_SIZE: f64 = 0.09;
/// The width of a house inside a city.
pub const HOUSE_SIZE: f64 = 0.085;
/// The width of a tuft of grass.
pub const TUFT_SIZE: f64 = 0.035;
/// The room a tuft of grass needs around it.
const TUFT_ROOM: f64 = 0.035;

/// How far in from a side a village stands at the end of its road, by default.
const VILLAGE_DEPTH_LEG: f64 = 0.3;
const VILLAGE_DEPTH_LONG: f64 = 0.16;

/// A point or vector in tile coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct P {
    /// East.
    pub x: f64,
    /// South.
    pub y: f64,
}

impl P {
    /// The point `(x, y)`.
    pub const fn new(x: f64, y: f64) -> P {
        P { x, y }
    }

    /// Dot product.
    pub fn dot(self, o: P) -> f64 {
        self.x * o.x + self.y * o.y
    }

    /// Length.
    pub fn len(self) -> f64 {
        self.dot(self).sqrt()
    }

    /// The unit vector in this direction.
    pub fn unit(self) -> P {
        self * (1.0 / self.len())
    }

    /// This vector turned a quarter turn (clockwise on screen, y down).
    pub fn perp(self) -> P {
        P::new(-self.y, self.x)
    }

    /// Distance to `o`.
    pub fn dist(self, o: P) -> f64 {
        (self - o).len()
    }

    /// The point a fraction `t` of the way from `self` to `o`.
    pub fn lerp(self, o: P, t: f64) -> P {
        self + (o - self) * t
    }

    /// The same point seen from the second halfling of the space (turned
    /// two quarter turns about the space's centre).
    #[cfg(test)]
    pub fn half_turn(self) -> P {
        P::new(1.0 - self.x, 1.0 - self.y)
    }

    /// The same point after `quarter_turns` clockwise quarter turns of the
    /// square space about its centre.
    pub fn turned(self, quarter_turns: u8) -> P {
        let mut p = self;
        for _ in 0..quarter_turns % 4 {
            p = P::new(1.0 - p.y, p.x);
        }
        p
    }
}

impl Add for P {
    type Output = P;
    fn add(self, o: P) -> P {
        P::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for P {
    type Output = P;
    fn sub(self, o: P) -> P {
        P::new(self.x - o.x, self.y - o.y)
    }
}

impl Mul<f64> for P {
    type Output = P;
    fn mul(self, k: f64) -> P {
        P::new(self.x * k, self.y * k)
    }
}

impl Neg for P {
    type Output = P;
    fn neg(self) -> P {
        P::new(-self.x, -self.y)
    }
}

/// A cubic Bézier curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cubic(pub P, pub P, pub P, pub P);

impl Cubic {
    /// A straight segment as a cubic.
    pub fn line(a: P, b: P) -> Cubic {
        Cubic(a, a.lerp(b, 1.0 / 3.0), a.lerp(b, 2.0 / 3.0), b)
    }

    /// The point at parameter `t` in `[0, 1]`.
    pub fn at(&self, t: f64) -> P {
        let u = 1.0 - t;
        self.0 * (u * u * u)
            + self.1 * (3.0 * u * u * t)
            + self.2 * (3.0 * u * t * t)
            + self.3 * (t * t * t)
    }

    /// The derivative at `t`.
    pub fn tangent(&self, t: f64) -> P {
        let u = 1.0 - t;
        (self.1 - self.0) * (3.0 * u * u)
            + (self.2 - self.1) * (6.0 * u * t)
            + (self.3 - self.2) * (3.0 * t * t)
    }

    /// `n + 1` points along the curve, evenly spaced in `t`.
    pub fn sample(&self, n: usize) -> Vec<P> {
        (0..=n).map(|i| self.at(i as f64 / n as f64)).collect()
    }

    /// The same curve run backwards.
    pub fn reversed(&self) -> Cubic {
        Cubic(self.3, self.2, self.1, self.0)
    }
}

/// The two ends of `side`, read clockwise around the tile.
pub const fn side_ends(side: Side) -> (P, P) {
    match side {
        Side::North => (NW, NE),
        Side::Long => (NE, SW),
        Side::West => (SW, NW),
    }
}

/// The point a fraction `s` of the way along `side`, read clockwise.
pub fn side_point(side: Side, s: f64) -> P {
    let (a, b) = side_ends(side);
    a.lerp(b, s)
}

/// The length of `side` in tile units: 1 for a leg, √2 for the long side.
#[cfg(test)]
pub fn side_length(side: Side) -> f64 {
    let (a, b) = side_ends(side);
    a.dist(b)
}

/// The unit vector pointing into the tile, square to `side`.
pub fn inward_normal(side: Side) -> P {
    let (a, b) = side_ends(side);
    (b - a).unit().perp()
}

/// Where a road's centre line crosses `side`.
pub fn road_crossing(side: Side) -> P {
    side_point(side, ROAD_CROSSING)
}

/// Where the two edges of a road's light surface meet `side`, left then
/// right, read clockwise.
#[cfg(test)]
pub fn road_edges(side: Side) -> (P, P) {
    let half = ROAD_WIDTH / 2.0 / side_length(side);
    (
        side_point(side, ROAD_CROSSING - half),
        side_point(side, ROAD_CROSSING + half),
    )
}

/// A point just inside the tile in the middle of `slot`, given what its side
/// shows; used to tell which drawn region a slot belongs to.
pub fn slot_probe(slot: Slot, landscape: Landscape) -> P {
    let side = slot.side();
    let s = match (landscape, slot.position()) {
        (_, Position::Centre) => 0.5,
        (Landscape::Road, Position::Left) => 0.2,
        (Landscape::Road, Position::Right) => 0.8,
        (_, Position::Left) => 1.0 / 6.0,
        (_, Position::Right) => 5.0 / 6.0,
    };
    side_point(side, s) + inward_normal(side) * 0.03
}

/// The drawn geometry of one tile.
#[derive(Clone, Debug, PartialEq)]
pub struct TileLayout {
    /// One shape per city segment, in the order of the file.
    pub cities: Vec<CityShape>,
    /// One centre line per road segment, in the order of the file.
    pub roads: Vec<RoadShape>,
    /// Where the roads that end at a junction meet.
    pub junction: Option<P>,
    /// Where villages stand (roads ending at a village).
    pub villages: Vec<P>,
    /// Where roads enter a city through a gate.
    pub gates: Vec<Gate>,
    /// Where the monastery stands (its centre).
    pub monastery: Option<P>,
    /// Each expansion symbol with the centre of its icon.
    pub symbols: Vec<(SymbolKind, P)>,
    /// Tufts of grass scattered over the open field, for texture.
    pub tufts: Vec<P>,
}

/// The drawn shape of one city segment.
#[derive(Clone, Debug, PartialEq)]
pub struct CityShape {
    /// The corners of the tile along the sides the city covers, clockwise:
    /// from the corner where the city starts to the corner where it ends.
    pub corners: Vec<P>,
    /// The wall: the inner boundary, from the last corner back to the first.
    /// `None` when the city covers the whole tile.
    pub wall: Option<Cubic>,
    /// The centre of each pennant shield.
    pub pennants: Vec<P>,
    /// The centre of each house drawn inside the city, for texture.
    pub houses: Vec<P>,
}

impl CityShape {
    /// The outline as a polygon (the wall sampled), for region tests.
    pub fn polygon(&self) -> Vec<P> {
        let mut out = self.corners.clone();
        if let Some(wall) = &self.wall {
            let pts = wall.sample(48);
            out.extend_from_slice(&pts[1..pts.len() - 1]);
        }
        out
    }
}

/// The centre line of one road segment.
#[derive(Clone, Debug, PartialEq)]
pub struct RoadShape {
    /// The pieces of the centre line, in order. A road starts with a straight
    /// lead-in from outside the tile to the crossing point of its first side;
    /// a road from side to side ends with a lead-out beyond its second side.
    pub path: Vec<Cubic>,
    /// Where the road ends on the tile, if it does.
    pub end: Option<RoadEnd>,
}

impl RoadShape {
    /// The centre line sampled as a polyline.
    pub fn polyline(&self) -> Vec<P> {
        let mut out = vec![self.path[0].0];
        for c in &self.path {
            out.extend_from_slice(&c.sample(24)[1..]);
        }
        out
    }
}

/// A city gate where a road ends at a wall.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gate {
    /// The point on the wall.
    pub at: P,
    /// The unit direction the road runs through the gate, into the city.
    pub inward: P,
}

/// The direction into the tile that halves the tile's angle at `corner`.
/// A wall leaves every corner along it, so it makes the same angle with
/// both sides there (22.5 degrees at the long side's corners, 45 at the
/// right angle): the second halfling of a space, and a square tile beside a
/// leg, see the wall meet their common corner the same way.
pub fn corner_bisector(corner: P) -> P {
    let h = std::f64::consts::FRAC_PI_8;
    if close_to(corner, NE) {
        P::new(-(h.cos()), h.sin())
    } else if close_to(corner, SW) {
        P::new(h.sin(), -(h.cos()))
    } else {
        P::new(1.0, 1.0).unit()
    }
}

fn close_to(a: P, b: P) -> bool {
    a.dist(b) < 1e-9
}

/// How far the wall's control points lie from its two ends (the end corner
/// E, then the start corner S) along the corners' bisectors, at the default
/// depth, for a city covering `count` sides clockwise from `first`.
fn wall_reach(first: Side, count: usize) -> (f64, f64) {
    match (first, count) {
        // A cap on one leg: NE back to NW (north), NW back to SW (west).
        (Side::North, 1) => (0.5, 0.56),
        (Side::West, 1) => (0.56, 0.5),
        // Along the long side: SW back to NE, bowing towards the right angle.
        (Side::Long, 1) => (0.6, 0.6),
        // Two sides, leaving a field on the third: the one-side walls, reversed.
        (Side::North, 2) => (0.5, 0.56),
        (Side::Long, 2) => (0.56, 0.5),
        (Side::West, 2) => (0.45, 0.45),
        _ => (0.0, 0.0),
    }
}

/// The sides a city covers as one clockwise run: the first side and how many.
fn city_run(slots: &[Slot]) -> (Side, usize) {
    let covered: Vec<Side> = Side::ALL
        .into_iter()
        .filter(|s| slots.iter().any(|slot| slot.side() == *s))
        .collect();
    if covered.len() == 3 {
        return (Side::North, 3);
    }
    let prev = |s: Side| Side::ALL[(s.index() + 2) % 3];
    let first = covered
        .iter()
        .copied()
        .find(|s| !covered.contains(&prev(*s)))
        .unwrap_or(Side::North);
    (first, covered.len())
}

/// The shape of a city covering `count` sides clockwise from `first`, at
/// depth factor `depth` (1 by default, 0.5 to 1.5 from the art hint).
pub fn city_shape(first: Side, count: usize, depth: f64) -> CityShape {
    if count >= 3 {
        return CityShape {
            corners: vec![NW, NE, SW],
            wall: None,
            pennants: Vec::new(),
            houses: Vec::new(),
        };
    }
    let mut corners = Vec::new();
    for k in 0..count {
        let side = Side::ALL[(first.index() + k) % 3];
        let (a, b) = side_ends(side);
        if k == 0 {
            corners.push(a);
        }
        corners.push(b);
    }
    let start = corners[0];
    let end = *corners.last().unwrap_or(&start);
    let (re, rs) = wall_reach(first, count);
    // One side: a deeper city bulges further in. Two sides: a deeper city
    // leaves a thinner field, so the wall reaches less far from its corners.
    let g = if count == 1 { depth } else { 2.0 - depth };
    let wall = Cubic(
        end,
        end + corner_bisector(end) * (re * g),
        start + corner_bisector(start) * (rs * g),
        start,
    );
    CityShape {
        corners,
        wall: Some(wall),
        pennants: Vec::new(),
        houses: Vec::new(),
    }
}

/// A road's lead-in: a straight piece from outside `side` to its crossing.
fn lead_in(side: Side) -> Cubic {
    let a = road_crossing(side);
    Cubic::line(a - inward_normal(side) * LEAD_IN, a)
}

/// The main curve of a road from `a` to `b`, both crossings.
fn road_between(a: Side, b: Side, tight: bool) -> Cubic {
    let (pa, pb) = (road_crossing(a), road_crossing(b));
    let k = if a.is_leg() && b.is_leg() {
        // From leg to leg round the right-angle corner: a quarter circle by
        // default, hugging the corner when the long side has its own feature.
        if tight { 0.16 } else { 0.276 }
    } else {
        0.15
    };
    Cubic(pa, pa + inward_normal(a) * k, pb + inward_normal(b) * k, pb)
}

/// A road from the crossing of `side` to a point `q` on the tile, arriving
/// along `arrive` (a unit vector) if given.
fn road_to(side: Side, q: P, arrive: Option<P>) -> Cubic {
    let a = road_crossing(side);
    let d = a.dist(q);
    let p1 = a + inward_normal(side) * (0.45 * d);
    let p2 = match arrive {
        Some(dir) => q - dir * (0.35 * d),
        None => p1.lerp(q, 0.5),
    };
    Cubic(a, p1, p2, q)
}

/// Where on a wall a road from `from` enters: the nearest point of the
/// wall's middle part, and the direction square to the wall into the city.
fn gate_on(wall: &Cubic, from: P) -> Gate {
    let mut best = (f64::INFINITY, 0.5);
    for i in 0..=40 {
        let t = 0.3 + 0.4 * f64::from(i) / 40.0;
        let d = wall.at(t).dist(from);
        if d < best.0 {
            best = (d, t);
        }
    }
    let t = best.1;
    let at = wall.at(t);
    let tangent = wall.tangent(t).unit();
    // The wall runs from the city's last corner back to its first, so the
    // city lies on its right: the quarter turn clockwise (on screen).
    let inward = tangent.perp();
    Gate { at, inward }
}

impl TileLayout {
    /// Lays out `tile`.
    pub fn new(tile: &Tile) -> TileLayout {
        let depth = tile.art.city_depth.unwrap_or(1.0);
        let mut cities: Vec<CityShape> = tile
            .city
            .iter()
            .map(|c| {
                let (first, count) = city_run(&c.slots);
                city_shape(first, count, depth)
            })
            .collect();

        let monastery = tile
            .monastery
            .as_ref()
            .map(|_| tile.art.monastery.map_or(INCENTRE, |p| P::new(p.0, p.1)));

        let junction_roads: Vec<Side> = tile
            .road
            .iter()
            .filter(|r| r.end == Some(RoadEnd::Junction))
            .filter_map(|r| r.slots.first().map(|s| s.side()))
            .collect();
        let junction = (!junction_roads.is_empty()).then(|| {
            tile.art.road_end.map_or_else(
                || {
                    let sum = junction_roads
                        .iter()
                        .fold(P::new(0.0, 0.0), |acc, s| acc + road_crossing(*s));
                    sum * (1.0 / junction_roads.len() as f64)
                },
                |p| P::new(p.0, p.1),
            )
        });

        // A road between the legs hugs the corner when something else uses
        // the long side.
        let long_busy = tile.sides.long != Landscape::Field;
        let mut roads = Vec::new();
        let mut villages = Vec::new();
        let mut gates = Vec::new();
        for road in &tile.road {
            let sides: Vec<Side> = road.slots.iter().map(|s| s.side()).collect();
            let mut path = vec![lead_in(sides[0])];
            if let [a, b] = sides[..] {
                path.push(road_between(a, b, long_busy));
                path.push(lead_in(b).reversed());
            } else {
                let side = sides[0];
                let a = road_crossing(side);
                let curve = match road.end {
                    Some(RoadEnd::Junction) => road_to(side, junction.unwrap_or(INCENTRE), None),
                    Some(RoadEnd::Monastery) => {
                        // To the church door, at the front of the building.
                        let m = monastery.unwrap_or(INCENTRE);
                        let door = m + P::new(-0.35, 0.6) * (MONASTERY_SIZE / 2.0);
                        road_to(side, door, None)
                    }
                    Some(RoadEnd::City) => {
                        let gate = cities
                            .iter()
                            .filter_map(|c| c.wall.as_ref())
                            .map(|w| gate_on(w, a))
                            .min_by(|g, h| g.at.dist(a).total_cmp(&h.at.dist(a)));
                        match gate {
                            Some(g) => {
                                gates.push(g);
                                road_to(side, g.at, Some(g.inward))
                            }
                            None => road_to(side, INCENTRE, None),
                        }
                    }
                    Some(RoadEnd::Village) | None => {
                        let q = tile.art.road_end.map_or_else(
                            || {
                                let deep = if side.is_leg() {
                                    VILLAGE_DEPTH_LEG
                                } else {
                                    VILLAGE_DEPTH_LONG
                                };
                                a + inward_normal(side) * deep
                            },
                            |p| P::new(p.0, p.1),
                        );
                        villages.push(q);
                        road_to(side, q, None)
                    }
                };
                path.push(curve);
            }
            roads.push(RoadShape {
                path,
                end: road.end,
            });
        }

        let mut layout = TileLayout {
            cities: Vec::new(),
            roads,
            junction,
            villages,
            gates,
            monastery,
            symbols: Vec::new(),
            tufts: Vec::new(),
        };

        // Pennants: the most open spots inside their city, one by one.
        let mut grid = Grid::new(tile, &layout, &cities);
        for (i, city) in tile.city.iter().enumerate() {
            for _ in 0..city.pennants {
                let p = grid.best_in_city(i).map_or(INCENTRE, |(_, p)| p);
                grid.occupy(p, PENNANT_SIZE * 0.75);
                cities[i].pennants.push(p);
            }
        }
        if let Some(m) = layout.monastery {
            grid.occupy(m, MONASTERY_SIZE * 0.6);
        }
        for v in &layout.villages {
            grid.occupy(*v, VILLAGE_SIZE * 0.6);
        }

        // Symbols: the hint, or the most open spot of their field (or of any
        // field, for symbols that belong to the whole tile).
        for symbol in &tile.symbol {
            let at = match tile.art.symbol {
                Some(p) => P::new(p.0, p.1),
                None => {
                    let field = symbol
                        .field
                        .as_ref()
                        .and_then(|id| tile.field.iter().find(|f| &f.id == id));
                    grid.best_in_field(field.map(|f| f.slots.as_slice()), tile)
                }
            };
            grid.occupy(at, SYMBOL_SIZE * 0.55);
            layout.symbols.push((symbol.kind, at));
        }
        for gate in &layout.gates {
            grid.occupy(gate.at, ROAD_WIDTH);
        }

        // Houses fill each city's open spots, most open first.
        for (i, city) in cities.iter_mut().enumerate() {
            let most = if city.corners.len() > 2 { 5 } else { 3 };
            while city.houses.len() < most {
                match grid.best_in_city(i) {
                    Some((room, p)) if room >= HOUSE_SIZE * 0.62 + WALL_WIDTH => {
                        grid.occupy(p, HOUSE_SIZE * 0.62);
                        city.houses.push(p);
                    }
                    _ => break,
                }
            }
        }

        // Tufts of grass on a staggered lattice, where the field is open.
        let step = 8;
        let seed = tile
            .id
            .as_str()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
        for cell in &grid.cells {
            let (i, j) = (cell.index % grid.n, cell.index / grid.n);
            let shift = if (j / step) % 2 == 0 { 0 } else { step / 2 };
            if j % step != step / 2 || (i + step - shift) % step != 0 {
                continue;
            }
            // Shifted a little, the same way every time for this tile.
            let h = mix(seed ^ mix(i as u64) ^ mix((j as u64) << 32));
            let jitter = |bits: u64| ((bits & 0xff) as f64 / 255.0 - 0.5) * 0.045;
            let at = cell.at + P::new(jitter(h), jitter(h >> 8));
            if matches!(cell.kind, Kind::Field(_)) && grid.clearance(at, None) >= TUFT_ROOM {
                layout.tufts.push(at);
            }
        }
        layout.cities = cities;
        layout
    }
}

/// A fixed bit mixer (splitmix64's finaliser): the same input, the same bits.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The centre of the triangle's inscribed circle: the most open point of an
/// empty tile, where a monastery stands by default.
pub const INCENTRE: P = P::new(0.2929, 0.2929);

/// Keeps the label corner free.
const LABEL_AT: P = P::new(0.1, 0.07);
const LABEL_RADIUS: f64 = 0.1;

/// A grid of sample points over the tile, to find open spots.
struct Grid {
    cells: Vec<Cell>,
    /// Obstacles: discs that must stay free (label, placed items).
    discs: Vec<(P, f64)>,
    roads: Vec<Vec<P>>,
    cities: Vec<Vec<P>>,
    n: usize,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Outside,
    City(usize),
    Road,
    /// A field cell and its connected region's number.
    Field(usize),
}

struct Cell {
    at: P,
    index: usize,
    kind: Kind,
    /// The cell's distance from the outline and from what is drawn before
    /// anything is placed (its city's wall for a city cell; roads and
    /// cities for a field cell), worked out once when first needed.
    fixed: std::cell::OnceCell<f64>,
}

const GRID: usize = 72;

impl Grid {
    fn new(_tile: &Tile, layout: &TileLayout, cities: &[CityShape]) -> Grid {
        let n = GRID;
        let roads: Vec<Vec<P>> = layout.roads.iter().map(RoadShape::polyline).collect();
        let polys: Vec<Vec<P>> = cities.iter().map(CityShape::polygon).collect();
        let road_reach = ROAD_WIDTH / 2.0 + ROAD_BORDER;
        // Shortcuts that give the same answers sooner: a point outside a
        // polygon's box is not inside it, and a point farther than the road's
        // reach outside a road's box is not near it (the margin is far above
        // rounding error). The first near road segment decides.
        let poly_boxes: Vec<(P, P)> = polys.iter().map(|p| bounds(p)).collect();
        let road_boxes: Vec<(P, P)> = roads.iter().map(|r| bounds(r)).collect();
        let in_city = |at: P| {
            (0..polys.len()).position(|c| !beyond(poly_boxes[c], at, 1e-9) && inside(&polys[c], at))
        };
        let near_road = |at: P| {
            (0..roads.len()).any(|r| {
                !beyond(road_boxes[r], at, road_reach + 1e-9)
                    && roads[r]
                        .windows(2)
                        .any(|w| segment_dist(w[0], w[1], at) < road_reach)
            })
        };
        let mut cells = Vec::with_capacity(n * n);
        for j in 0..n {
            for i in 0..n {
                let at = P::new((i as f64 + 0.5) / n as f64, (j as f64 + 0.5) / n as f64);
                let kind = if at.x + at.y > 1.0 - 0.5 / n as f64 {
                    Kind::Outside
                } else if let Some(c) = in_city(at) {
                    Kind::City(c)
                } else if near_road(at) {
                    Kind::Road
                } else {
                    Kind::Field(usize::MAX)
                };
                cells.push(Cell {
                    at,
                    index: cells.len(),
                    kind,
                    fixed: std::cell::OnceCell::new(),
                });
            }
        }
        // Number the connected field regions.
        let mut region = 0;
        for start in 0..cells.len() {
            if cells[start].kind != Kind::Field(usize::MAX) {
                continue;
            }
            let mut stack = vec![start];
            cells[start].kind = Kind::Field(region);
            while let Some(c) = stack.pop() {
                let (i, j) = (c % n, c / n);
                let mut next = Vec::with_capacity(4);
                if i > 0 {
                    next.push(c - 1);
                }
                if i + 1 < n {
                    next.push(c + 1);
                }
                if j > 0 {
                    next.push(c - n);
                }
                if j + 1 < n {
                    next.push(c + n);
                }
                for m in next {
                    if cells[m].kind == Kind::Field(usize::MAX) {
                        cells[m].kind = Kind::Field(region);
                        stack.push(m);
                    }
                }
            }
            region += 1;
        }
        Grid {
            cells,
            discs: vec![(LABEL_AT, LABEL_RADIUS)],
            roads,
            cities: polys,
            n,
        }
    }

    fn occupy(&mut self, at: P, radius: f64) {
        self.discs.push((at, radius));
    }

    fn cell_at(&self, p: P) -> Option<&Cell> {
        let n = self.n as f64;
        let i = (p.x * n).floor();
        let j = (p.y * n).floor();
        if i < 0.0 || j < 0.0 || i >= n || j >= n {
            return None;
        }
        self.cells.get(j as usize * self.n + i as usize)
    }

    /// How far `p` is from everything drawn and from the tile's outline.
    fn clearance(&self, p: P, city: Option<usize>) -> f64 {
        let mut c = self.fixed_clearance(p, city);
        for (q, r) in &self.discs {
            c = c.min(p.dist(*q) - r);
        }
        c
    }

    /// [`Grid::clearance`] of a cell's centre: the part that placing items
    /// does not change is worked out once per cell. (A minimum is the same
    /// in any order, so the result is exactly that of `clearance`.)
    fn cell_clearance(&self, cell: &Cell, city: Option<usize>) -> f64 {
        let same_query = match (cell.kind, city) {
            (Kind::City(i), Some(j)) => i == j,
            (Kind::Field(_), None) => true,
            _ => false,
        };
        let mut c = if same_query {
            *cell
                .fixed
                .get_or_init(|| self.fixed_clearance(cell.at, city))
        } else {
            self.fixed_clearance(cell.at, city)
        };
        for (q, r) in &self.discs {
            c = c.min(cell.at.dist(*q) - r);
        }
        c
    }

    /// How far `p` is from the tile's outline and from the roads and
    /// cities (or, for a point in city `city`, from that city's wall).
    fn fixed_clearance(&self, p: P, city: Option<usize>) -> f64 {
        let outline = p.x.min(p.y).min((1.0 - p.x - p.y) / 2f64.sqrt());
        let mut c = outline;
        match city {
            Some(i) => c = c.min(polygon_dist(&self.cities[i], p)),
            None => {
                for r in &self.roads {
                    c = c.min(polyline_dist(r, p) - (ROAD_WIDTH / 2.0 + ROAD_BORDER));
                }
                for poly in &self.cities {
                    c = c.min(polygon_dist(poly, p));
                }
            }
        }
        c
    }

    fn best(&self, keep: impl Fn(&Cell) -> bool, city: Option<usize>) -> Option<(f64, P)> {
        let mut best: Option<(f64, P)> = None;
        for cell in self.cells.iter().filter(|c| keep(c)) {
            let c = self.cell_clearance(cell, city);
            if best.is_none_or(|(b, _)| c > b + 1e-12) {
                best = Some((c, cell.at));
            }
        }
        best
    }

    /// The most open spot inside a city and how much room it has.
    fn best_in_city(&self, city: usize) -> Option<(f64, P)> {
        self.best(|c| c.kind == Kind::City(city), Some(city))
    }

    /// The most open spot of the field region holding `slots` (any field
    /// region when `None`).
    fn best_in_field(&self, slots: Option<&[Slot]>, tile: &Tile) -> P {
        let regions: Vec<usize> = match slots {
            Some(slots) => slots
                .iter()
                .filter_map(|s| {
                    let probe = slot_probe(*s, tile.sides.get(s.side()));
                    match self.cell_at(probe)?.kind {
                        Kind::Field(r) => Some(r),
                        _ => None,
                    }
                })
                .collect(),
            None => Vec::new(),
        };
        let keep = |c: &Cell| match c.kind {
            Kind::Field(r) => regions.is_empty() || regions.contains(&r),
            _ => false,
        };
        self.best(keep, None).map_or(INCENTRE, |(_, p)| p)
    }
}

/// Whether `p` is inside the polygon (even-odd rule).
fn inside(poly: &[P], p: P) -> bool {
    let mut odd = false;
    let mut j = poly.len() - 1;
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[j]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            odd = !odd;
        }
        j = i;
    }
    odd
}

fn segment_dist(a: P, b: P, p: P) -> f64 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.dot(ab)).clamp(0.0, 1.0);
    p.dist(a + ab * t)
}

/// Distance from `p` to the nearest point of a polyline.
pub fn polyline_dist(line: &[P], p: P) -> f64 {
    line.windows(2)
        .map(|w| segment_dist(w[0], w[1], p))
        .fold(f64::INFINITY, f64::min)
}

/// The smallest box holding every point, as its low and high corners.
fn bounds(points: &[P]) -> (P, P) {
    points.iter().fold(
        (
            P::new(f64::INFINITY, f64::INFINITY),
            P::new(f64::NEG_INFINITY, f64::NEG_INFINITY),
        ),
        |(lo, hi), q| {
            (
                P::new(lo.x.min(q.x), lo.y.min(q.y)),
                P::new(hi.x.max(q.x), hi.y.max(q.y)),
            )
        },
    )
}

/// Whether `p` lies farther than `margin` outside the box `(lo, hi)`.
fn beyond((lo, hi): (P, P), p: P, margin: f64) -> bool {
    p.x < lo.x - margin || p.x > hi.x + margin || p.y < lo.y - margin || p.y > hi.y + margin
}

/// Distance from `p` to the outline of a closed polygon.
fn polygon_dist(poly: &[P], p: P) -> f64 {
    let (Some(&first), Some(&last)) = (poly.first(), poly.last()) else {
        return f64::INFINITY;
    };
    polyline_dist(poly, p).min(segment_dist(last, first, p))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: P, b: P) -> bool {
        a.dist(b) < 1e-12
    }

    #[test]
    fn long_side_points_are_symmetric_under_the_partner_rotation() {
        let c = road_crossing(Side::Long);
        assert!(close(c.half_turn(), c));
        let (l, r) = road_edges(Side::Long);
        assert!(close(l.half_turn(), r));
        assert!(close(NE.half_turn(), SW));
    }

    #[test]
    fn quarter_turns_compose_to_the_half_turn() {
        let p = P::new(0.2, 0.7);
        assert!(close(p.turned(2), p.half_turn()));
        assert!(close(p.turned(4), p));
        // The north leg turned once is the east side of the square.
        assert!(close(NE.turned(1), P::new(1.0, 1.0)));
    }

    #[test]
    fn city_walls_stay_inside_the_tile_at_every_depth() {
        for first in Side::ALL {
            for count in 1..=2 {
                for depth in [0.5, 0.75, 1.0, 1.25, 1.5] {
                    let shape = city_shape(first, count, depth);
                    let wall = shape.wall.unwrap();
                    for p in &wall.sample(200)[1..200] {
                        assert!(
                            p.x > 1e-6 && p.y > 1e-6 && p.x + p.y < 1.0 - 1e-6,
                            "{first:?}+{count} at depth {depth}: wall leaves the tile at {p:?}"
                        );
                    }
                }
            }
        }
    }
}
