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
fn city_outline(sides: &[Direction]) -> Vec<P> {
    let centre = P::new(0.5, 0.5);
    let mut points = Vec::new();
    for d in Direction::ALL {
        let (a, b) = ends(d);
        if sides.contains(&d) {
            points.push(a);
            points.push(b);
        } else if sides.len() == 1 {
            // Only a cap: close it at its depth behind the side.
            continue;
        } else {
            // A side without city between city sides: the wall bows in.
            points.push(middle(d).lerp(centre, 0.55));
        }
    }
    if sides.len() == 1 {
        let (a, b) = ends(sides[0]);
        let inward = centre - middle(sides[0]);
        let depth = inward.unit() * CITY_DEPTH;
        points = vec![a, b, b + depth + (a - b) * 0.2, a + depth + (b - a) * 0.2];
    }
    points
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

    // Roads: from each road slot to the middle of the tile.
    let centre = P::new(0.5, 0.5);
    for road in &tile.road {
        let mut d = String::new();
        for slot in &road.slots {
            let m = middle(slot.side()) * SIDE_MM;
            let c = centre * SIDE_MM;
            d.push_str(&format!(
                "M{} {} L{} {} ",
                num(m.x),
                num(m.y),
                num(c.x),
                num(c.y)
            ));
        }
        for (stroke, width) in [
            (colour::ROAD_EDGE, ROAD_WIDTH * 1.3),
            (colour::ROAD, ROAD_WIDTH),
        ] {
            w.start_element("path");
            w.write_attribute("d", d.trim_end());
            w.write_attribute("fill", "none");
            w.write_attribute("stroke", stroke);
            w.write_attribute("stroke-width", &num(width * SIDE_MM));
            w.write_attribute("stroke-linecap", "butt");
            w.write_attribute("stroke-linejoin", "round");
            w.end_element();
        }
    }

    // Cities.
    for city in &tile.city {
        let mut sides: Vec<Direction> = city.slots.iter().map(|s| s.side()).collect();
        sides.sort_by_key(|d| *d as u8);
        sides.dedup();
        let outline = city_outline(&sides);
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
    let depth = if landscape == Some(Landscape::City) {
        0.35
    } else {
        0.3
    };
    mean.lerp(centre, depth)
}
