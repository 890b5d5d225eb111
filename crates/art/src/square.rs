//! Writes one normal (square) tile as SVG, in the colours and icons of the
//! halfling art: field under everything, each city a walled shape on the
//! sides it covers, roads from their sides to the middle, the monastery and
//! pennants as the same icons. Same tile, same bytes.

use xmlwriter::XmlWriter;

use halflings_model::{Direction, Landscape, SquareSlot, SquareTile};

use super::icons::{self, colour};
use super::layout::{MONASTERY_SIZE, P, PENNANT_SIZE, ROAD_WIDTH, SIDE_MM, WALL_WIDTH};
use super::svg::{begin_tile, icon, num};

/// How deep a city reaches into the tile from a side it covers, in tile units.
const CITY_DEPTH: f64 = 0.3;

/// How far along its side a cap's wall leaves the side, from each corner,
/// in tile units: a cap narrows from its side inwards.
const CAP_INSET: f64 = 0.2;

/// As [`CAP_INSET`], at a corner the cap shares with another city's side:
/// the two caps lean apart, and the field between them reaches the corner.
const CAP_INSET_BESIDE_A_CITY: f64 = 0.45;

/// How far towards the middle of the tile the wall bows in from a side
/// without city between city sides, as a share of the way from the side's
/// middle to the tile's. A city on two opposite sides narrows to a waist;
/// on two adjacent sides its wall runs near the diagonal, clear of a road
/// that curves round the other corner.
fn bow(city_sides: usize, opposite: bool) -> f64 {
    if city_sides == 2 && !opposite {
        0.9
    } else {
        0.55
    }
}

/// The two ends of the side facing `d`, clockwise, in tile units.
fn ends(d: Direction) -> (P, P) {
    let (nw, ne, se, sw) = (
        P::new(0.0, 0.0),
        P::new(1.0, 0.0),
        P::new(1.0, 1.0),
        P::new(0.0, 1.0),
    );
    match d {
        Direction::North => (nw, ne),
        Direction::East => (ne, se),
        Direction::South => (se, sw),
        Direction::West => (sw, nw),
    }
}

/// The middle of the side facing `d`.
fn middle(d: Direction) -> P {
    let (a, b) = ends(d);
    a.lerp(b, 0.5)
}

fn path(points: &[P]) -> String {
    let mut d = String::new();
    for (i, p) in points.iter().enumerate() {
        let p = *p * SIDE_MM;
        d.push_str(if i == 0 { "M" } else { " L" });
        d.push_str(&format!("{} {}", num(p.x), num(p.y)));
    }
    d.push_str(" Z");
    d
}

/// The outline of a city covering the sides `sides`: a cap on one side; on
/// several, the sides' corners joined through the middle of the tile.
/// `beside` holds the sides of the tile's other cities, which a cap leans
/// away from.
fn city_outline(sides: &[Direction], beside: &[Direction]) -> Vec<P> {
    let centre = P::new(0.5, 0.5);
    if let [side] = sides {
        let (a, b) = ends(*side);
        let inward = centre - middle(*side);
        let depth = inward.unit() * CITY_DEPTH;
        // The side before this one, clockwise, meets it at `a`; the one
        // after, at `b`.
        let before = Direction::ALL[(*side as usize + 3) % 4];
        let after = Direction::ALL[(*side as usize + 1) % 4];
        let inset = |d: Direction| {
            if beside.contains(&d) {
                CAP_INSET_BESIDE_A_CITY
            } else {
                CAP_INSET
            }
        };
        return vec![
            a,
            b,
            b + depth + (a - b) * inset(after),
            a + depth + (b - a) * inset(before),
        ];
    }
    let opposite = sides.len() == 2 && (sides[0] as usize + 2) % 4 == sides[1] as usize;
    let t = bow(sides.len(), opposite);
    let mut points = Vec::new();
    for d in Direction::ALL {
        let (a, b) = ends(d);
        if sides.contains(&d) {
            points.push(a);
            points.push(b);
        } else {
            // A side without city between city sides: the wall bows in.
            points.push(middle(d).lerp(centre, t));
        }
    }
    points
}

/// The path of a road through `slots`, in millimetres: from side to side
/// straight across, or round the corner between two adjacent sides; from
/// one side to the middle of the tile where it ends there.
fn road_path(slots: &[SquareSlot]) -> String {
    let mm = |p: P| {
        let p = p * SIDE_MM;
        format!("{} {}", num(p.x), num(p.y))
    };
    let centre = P::new(0.5, 0.5);
    match slots {
        [a, b] if (a.side() as usize + 2) % 4 == b.side() as usize => {
            format!("M{} L{}", mm(middle(a.side())), mm(middle(b.side())))
        }
        // Round the corner: a curve whose ends run square to their sides.
        [a, b] => format!(
            "M{} Q{} {}",
            mm(middle(a.side())),
            mm(centre),
            mm(middle(b.side()))
        ),
        _ => slots
            .iter()
            .map(|s| format!("M{} L{}", mm(middle(s.side())), mm(centre)))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The SVG of the normal tile `tile`, a square of 45 mm.
pub fn square_svg(tile: &SquareTile) -> String {
    let mut w = begin_tile(&format!("{}: {}", tile.id, tile.name));

    let corners = [
        P::new(0.0, 0.0),
        P::new(1.0, 0.0),
        P::new(1.0, 1.0),
        P::new(0.0, 1.0),
    ];
    fill(&mut w, &path(&corners), colour::FIELD, None);

    let centre = P::new(0.5, 0.5);
    // Roads: from side to side, or from a side to where they end.
    for road in &tile.road {
        let d = road_path(&road.slots);
        for (stroke, width) in [
            (colour::ROAD_EDGE, ROAD_WIDTH * 1.3),
            (colour::ROAD, ROAD_WIDTH),
        ] {
            w.start_element("path");
            w.write_attribute("d", &d);
            w.write_attribute("fill", "none");
            w.write_attribute("stroke", stroke);
            w.write_attribute("stroke-width", &num(width * SIDE_MM));
            w.write_attribute("stroke-linecap", "butt");
            w.write_attribute("stroke-linejoin", "round");
            w.end_element();
        }
    }

    // Cities.
    let sides_of = |slots: &[SquareSlot]| {
        let mut sides: Vec<Direction> = slots.iter().map(|s| s.side()).collect();
        sides.sort_by_key(|d| *d as u8);
        sides.dedup();
        sides
    };
    for city in &tile.city {
        let sides = sides_of(&city.slots);
        let beside: Vec<Direction> = tile
            .city
            .iter()
            .filter(|other| other.id != city.id)
            .flat_map(|other| sides_of(&other.slots))
            .collect();
        let outline = city_outline(&sides, &beside);
        fill(
            &mut w,
            &path(&outline),
            colour::CITY,
            Some((colour::WALL, WALL_WIDTH * SIDE_MM)),
        );
        // Pennants near the middle of the city.
        let mid =
            outline.iter().fold(P::new(0.0, 0.0), |acc, p| acc + *p) * (1.0 / outline.len() as f64);
        for k in 0..city.pennants {
            let at = mid + P::new(f64::from(k) * PENNANT_SIZE * 1.2, 0.0);
            icon(&mut w, icons::PENNANT, at, PENNANT_SIZE / 2.0);
        }
    }
    // Roads that end on the tile meet at a junction (a dark square) or
    // at the monastery.
    if tile
        .road
        .iter()
        .any(|r| r.end == Some(halflings_model::RoadEnd::Junction))
    {
        let c = centre * SIDE_MM;
        let half = ROAD_WIDTH * SIDE_MM;
        w.start_element("rect");
        w.write_attribute("x", &num(c.x - half));
        w.write_attribute("y", &num(c.y - half));
        w.write_attribute("width", &num(2.0 * half));
        w.write_attribute("height", &num(2.0 * half));
        w.write_attribute("fill", colour::GATE);
        w.end_element();
    }
    if tile.monastery.is_some() {
        icon(&mut w, icons::MONASTERY, centre, MONASTERY_SIZE / 2.0);
    }
    // The tile's edge.
    w.start_element("path");
    w.write_attribute("d", &path(&corners));
    w.write_attribute("fill", "none");
    w.write_attribute("stroke", colour::INK);
    w.write_attribute("stroke-width", "0.3");
    w.end_element();
    w.end_document()
}

fn fill(w: &mut XmlWriter, d: &str, fill: &str, stroke: Option<(&str, f64)>) {
    w.start_element("path");
    w.write_attribute("d", d);
    w.write_attribute("fill", fill);
    if let Some((s, width)) = stroke {
        w.write_attribute("stroke", s);
        w.write_attribute("stroke-width", &num(width));
        w.write_attribute("stroke-linejoin", "round");
    }
    w.end_element();
}

/// Where a follower on the feature owning `slots` stands on a square
/// tile, in tile units (the middle of the tile for a monastery).
pub fn square_spot(slots: &[SquareSlot], landscape: Option<Landscape>) -> P {
    if slots.is_empty() {
        // Beside the monastery, not on it.
        return P::new(0.72, 0.72);
    }
    let centre = P::new(0.5, 0.5);
    let mean = slots.iter().fold(P::new(0.0, 0.0), |acc, s| {
        let (a, b) = ends(s.side());
        let t = [1.0 / 6.0, 0.5, 5.0 / 6.0][s.position().index()];
        acc + a.lerp(b, t)
    }) * (1.0 / slots.len() as f64);
    let round_the_corner = landscape == Some(Landscape::Road)
        && matches!(slots, [a, b] if (a.side() as usize + 2) % 4 != b.side() as usize);
    let depth = if landscape == Some(Landscape::City) {
        0.35
    } else if round_the_corner {
        // On the curve, half way round.
        0.5
    } else {
        0.3
    };
    mean.lerp(centre, depth)
}

#[cfg(test)]
mod tests {
    use resvg::tiny_skia::Pixmap;

    use super::*;
    use crate::png::Rasterizer;

    /// What the picture shows at `p`: the landscape whose colour is
    /// nearest.
    fn shows(pixmap: &Pixmap, p: P) -> Landscape {
        let n = f64::from(pixmap.width());
        let c = pixmap
            .pixel((p.x * n) as u32, (p.y * n) as u32)
            .unwrap()
            .demultiply();
        let c = [
            i32::from(c.red()),
            i32::from(c.green()),
            i32::from(c.blue()),
        ];
        let hex = |h: &str| {
            let v = |i: usize| i32::from_str_radix(&h[i..i + 2], 16).unwrap();
            [v(1), v(3), v(5)]
        };
        let far = |h: &str| {
            let k = hex(h);
            (0..3).map(|i| (c[i] - k[i]).pow(2)).sum::<i32>()
        };
        [
            (Landscape::City, colour::CITY),
            (Landscape::Road, colour::ROAD),
            (Landscape::Field, colour::FIELD),
        ]
        .into_iter()
        .min_by_key(|(_, h)| far(h))
        .map(|(l, _)| l)
        .unwrap()
    }

    fn picture(id: &str) -> Pixmap {
        let catalog = halflings_testkit::catalog();
        let tile = catalog.square(id).unwrap();
        Rasterizer::new().pixmap(&square_svg(tile), 150).unwrap()
    }

    #[test]
    fn every_normal_tile_shows_each_slot_as_its_side_says() {
        let catalog = halflings_testkit::catalog();
        for tile in catalog.squares() {
            let pixmap = Rasterizer::new().pixmap(&square_svg(tile), 150).unwrap();
            for slot in SquareSlot::ALL {
                let (a, b) = ends(slot.side());
                let along = [1.0 / 6.0, 0.5, 5.0 / 6.0][slot.position().index()];
                let inward = (P::new(0.5, 0.5) - middle(slot.side())).unit() * 0.04;
                let at = a.lerp(b, along) + inward;
                let want = tile.profile(slot.side())[slot.position().index()];
                assert_eq!(shows(&pixmap, at), want, "{}: {}", tile.id, slot.name());
            }
        }
    }

    #[test]
    fn two_caps_on_adjacent_sides_leave_field_between_them_at_the_corner() {
        let pixmap = picture("city-caps-adjacent");
        assert_eq!(shows(&pixmap, P::new(0.14, 0.14)), Landscape::Field);
        // One city over the same two sides covers the corner.
        let joined = picture("city-corner");
        assert_eq!(shows(&joined, P::new(0.14, 0.14)), Landscape::City);
    }

    #[test]
    fn a_road_round_the_corner_of_a_city_over_two_sides_stays_outside_its_wall() {
        for id in ["city-corner-road", "city-corner-road-pennant"] {
            let pixmap = picture(id);
            assert_eq!(shows(&pixmap, P::new(0.45, 0.45)), Landscape::City, "{id}");
            assert_eq!(shows(&pixmap, P::new(0.56, 0.56)), Landscape::Field, "{id}");
            assert_eq!(
                shows(&pixmap, P::new(0.625, 0.625)),
                Landscape::Road,
                "{id}"
            );
            assert_eq!(shows(&pixmap, P::new(0.85, 0.85)), Landscape::Field, "{id}");
        }
    }
}
