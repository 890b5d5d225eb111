//! A worked example's board as one SVG picture: every tile drawn by the
//! same art as its own picture (halflings by [`super::svg`], normal tiles
//! by [`super::square`]), triangular gaps shaded, followers as discs in
//! their player's colour, and a placement to try outlined in green (legal)
//! or red (refused).

use std::collections::HashMap;
use std::fmt::Write as _;

use xmlwriter::{Indent, Options, XmlWriter};

use halflings_catalog::Catalog;
use halflings_catalog::play::Played;
use halflings_engine::Shape;
use halflings_model::{Example, FeatureKind, Landscape, Rotation, Side, Slot, Verdict};

use super::layout::{P, SIDE_MM};
use super::svg::{embeddable, num, text};

use crate::limits::BOARD_MARGIN as MARGIN;
pub use crate::limits::{
    BOARD_DPI as DPI, board_max_elements as max_elements, board_max_side_mm as max_side_mm,
    board_max_side_px as max_side_px,
};

/// The colour of a player's followers.
fn player_colour(player: &str) -> &'static str {
    match player {
        "red" => "#d7301f",
        "blue" => "#2b6cc4",
        "green" => "#2f9e44",
        "yellow" => "#f2c318",
        "black" => "#222222",
        _ => "#8a8a8a",
    }
}

/// Where a follower on a halfling's feature with these slots stands, in
/// tile units and the canonical rotation.
fn halfling_spot(slots: &[Slot]) -> P {
    let centre = P::new(1.0 / 3.0, 1.0 / 3.0);
    if slots.is_empty() {
        return centre;
    }
    let ends = |side: Side| match side {
        Side::North => (P::new(0.0, 0.0), P::new(1.0, 0.0)),
        Side::Long => (P::new(1.0, 0.0), P::new(0.0, 1.0)),
        Side::West => (P::new(0.0, 1.0), P::new(0.0, 0.0)),
    };
    let mean = slots.iter().fold(P::new(0.0, 0.0), |acc, s| {
        let (a, b) = ends(s.side());
        acc + a.lerp(b, [1.0 / 6.0, 0.5, 5.0 / 6.0][s.position().index()])
    }) * (1.0 / slots.len() as f64);
    mean.lerp(centre, 0.35)
}

/// Where a board picture puts the spaces: the board's extent in spaces,
/// centred in a square with a fifth of a space of margin round it.
struct Frame {
    /// The extent of the occupied spaces and the attempt's, inclusive.
    min: (i32, i32),
    max: (i32, i32),
    /// The side of the square, in millimetres.
    side_mm: f64,
    /// Where space (0, 0) starts, in millimetres.
    origin: (f64, f64),
}

impl Frame {
    fn of(example: &Example, played: &Played) -> Frame {
        let mut spaces: Vec<(i32, i32)> = played.board.occupied();
        if let Some(t) = example.attempt.as_ref() {
            spaces.push((t.at[0], t.at[1]));
        }
        let min_x = spaces.iter().map(|s| s.0).min().unwrap_or(0);
        let max_x = spaces.iter().map(|s| s.0).max().unwrap_or(0);
        let min_y = spaces.iter().map(|s| s.1).min().unwrap_or(0);
        let max_y = spaces.iter().map(|s| s.1).max().unwrap_or(0);
        // A square picture, the board centred in it, one space of margin
        // round the board's edge kept to a fifth. The extent in f64, exact
        // for any two i32s, where in i32 it would overflow across the range.
        let (w, h) = Frame::size((min_x, min_y), (max_x, max_y));
        let n = w.max(h);
        let margin = MARGIN;
        Frame {
            min: (min_x, min_y),
            max: (max_x, max_y),
            side_mm: (n + 2.0 * margin) * SIDE_MM,
            origin: (
                ((n - w) / 2.0 + margin - f64::from(min_x)) * SIDE_MM,
                ((n - h) / 2.0 + margin - f64::from(min_y)) * SIDE_MM,
            ),
        }
    }

    /// The columns and rows from `min` to `max`, inclusive.
    fn size(min: (i32, i32), max: (i32, i32)) -> (f64, f64) {
        (
            f64::from(max.0) - f64::from(min.0) + 1.0,
            f64::from(max.1) - f64::from(min.1) + 1.0,
        )
    }

    /// The top left corner of `space`, in millimetres.
    fn at(&self, (x, y): (i32, i32)) -> (f64, f64) {
        (
            self.origin.0 + f64::from(x) * SIDE_MM,
            self.origin.1 + f64::from(y) * SIDE_MM,
        )
    }
}

/// The side in millimetres of the picture of `example`'s board as
/// `played` (45 per space).
pub fn side_mm(example: &Example, played: &Played) -> f64 {
    Frame::of(example, played).side_mm
}

/// The board's box in spaces: its columns and rows, each with the fifth of
/// a space of margin on either side that the picture keeps. The square
/// picture ([`side_mm`]) centres that box in it; the part outside it is
/// empty, so a page may show the box alone.
pub fn extent(example: &Example, played: &Played) -> (f64, f64) {
    let frame = Frame::of(example, played);
    let (w, h) = Frame::size(frame.min, frame.max);
    (w + 2.0 * MARGIN, h + 2.0 * MARGIN)
}

/// The picture of `example`'s board as `played`, with `catalog`'s art: a
/// square SVG [`side_mm`] millimetres wide, drawn afresh
/// ([`crate::pictures::Pictures::board_svg`] keeps it).
pub fn board_svg(catalog: &Catalog, example: &Example, played: &Played) -> String {
    let deck = halflings_engine::Deck::of(catalog.tiles(), catalog.squares());
    let board = &played.board;
    let attempt = example.attempt.as_ref();
    let frame = Frame::of(example, played);
    let ((min_x, min_y), (max_x, max_y)) = (frame.min, frame.max);
    let at = |space: (i32, i32)| frame.at(space);

    let mut body = String::new();
    // Empty spaces inside the board's box, faint.
    for y in min_y..=max_y {
        for x in min_x..=max_x {
            let (px, py) = at((x, y));
            let _ = writeln!(
                body,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#f3f1ec\" stroke=\"#d8d4ca\" stroke-width=\"0.4\"/>",
                num(px),
                num(py),
                num(SIDE_MM),
                num(SIDE_MM)
            );
        }
    }
    let mut count = 0;
    // A board often holds the same tile several times: each face is drawn
    // once.
    let mut pictures: HashMap<usize, Option<String>> = HashMap::new();
    let mut draw =
        |body: &mut String, face: usize, space: (i32, i32), rotation: Rotation, extra: &str| {
            count += 1;
            let svg = pictures.entry(face).or_insert_with(|| {
                let f = deck.face(face);
                match f.shape {
                    Shape::Halfling => catalog.tile(&f.id).map(|t| super::tile_svg(catalog, t)),
                    Shape::Square => catalog.square(&f.id).map(super::square::square_svg),
                }
            });
            let Some(svg) = svg else { return };
            let (px, py) = at(space);
            let half = SIDE_MM / 2.0;
            let _ = writeln!(
                body,
                "<g transform=\"translate({} {}) rotate({} {} {})\"{extra}>",
                num(px),
                num(py),
                rotation.degrees(),
                num(half),
                num(half)
            );
            body.push_str(&embeddable(svg, &format!("b{count}-")));
            body.push_str("</g>\n");
        };
    for space in board.occupied() {
        let here = board.at(space);
        if let [one] = here {
            let p = board.pieces()[*one];
            if deck.face(p.face).shape == Shape::Halfling {
                // The triangular gap: the half a partner would fill.
                let (px, py) = at(space);
                let corners = [P::new(1.0, 0.0), P::new(1.0, 1.0), P::new(0.0, 1.0)]
                    .map(|c| c.turned(p.rotation.quarter_turns()));
                let _ = writeln!(
                    body,
                    "<path d=\"M{} {} L{} {} L{} {} Z\" fill=\"#fbecea\" stroke=\"#e2b5ae\" stroke-width=\"0.4\"/>",
                    num(px + corners[0].x * SIDE_MM),
                    num(py + corners[0].y * SIDE_MM),
                    num(px + corners[1].x * SIDE_MM),
                    num(py + corners[1].y * SIDE_MM),
                    num(px + corners[2].x * SIDE_MM),
                    num(py + corners[2].y * SIDE_MM)
                );
            }
        }
    }
    for p in board.pieces() {
        draw(&mut body, p.face, p.space, p.rotation, "");
    }
    if let Some(t) = attempt
        && let (Some(face), Some(r)) = (
            deck.index_of(&t.tile),
            halflings_engine::rotation(t.rotation),
        )
    {
        draw(&mut body, face, (t.at[0], t.at[1]), r, " opacity=\"0.6\"");
        let legal = played.verdict == Some(Verdict::Legal);
        let (px, py) = at((t.at[0], t.at[1]));
        let _ = writeln!(
            body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.6\" stroke-dasharray=\"4 2\"/>",
            num(px + 0.8),
            num(py + 0.8),
            num(SIDE_MM - 1.6),
            num(SIDE_MM - 1.6),
            if legal { "#2f9e44" } else { "#d7301f" }
        );
    }
    // Followers, on top.
    for f in &played.followers {
        let p = board.pieces()[f.piece];
        let face = deck.face(p.face);
        let segment = &face.segments[f.segment];
        let spot = match face.shape {
            Shape::Halfling => catalog
                .tile(&face.id)
                .and_then(|t| t.feature(&halflings_model::FeatureId(segment.id.clone())))
                .map_or(P::new(1.0 / 3.0, 1.0 / 3.0), |feature| {
                    halfling_spot(feature.slots())
                }),
            Shape::Square => catalog.square(&face.id).map_or(P::new(0.5, 0.5), |t| {
                let slots: Vec<halflings_model::SquareSlot> = t
                    .city
                    .iter()
                    .filter(|c| c.id.as_str() == segment.id)
                    .flat_map(|c| c.slots.clone())
                    .chain(
                        t.road
                            .iter()
                            .filter(|r| r.id.as_str() == segment.id)
                            .flat_map(|r| r.slots.clone()),
                    )
                    .chain(
                        t.field
                            .iter()
                            .filter(|r| r.id.as_str() == segment.id)
                            .flat_map(|r| r.slots.clone()),
                    )
                    .collect();
                let landscape = (segment.kind == FeatureKind::City).then_some(Landscape::City);
                super::square::square_spot(&slots, landscape)
            }),
        }
        .turned(p.rotation.quarter_turns());
        let (px, py) = at(p.space);
        let _ = writeln!(
            body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>",
            num(px + spot.x * SIDE_MM),
            num(py + spot.y * SIDE_MM),
            num(SIDE_MM * 0.075),
            player_colour(&f.player)
        );
    }

    // The shell by hand around the tiles' own pictures, which the escaping
    // writer already wrote; the title goes through the writer too.
    let side = num(frame.side_mm);
    let mut title = XmlWriter::new(Options {
        use_single_quote: false,
        indent: Indent::None,
        attributes_indent: Indent::None,
    });
    title.start_element("title");
    title.write_text(&text(&example.title));
    let title = title.end_document();
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{side}mm\" height=\"{side}mm\" viewBox=\"0 0 {side} {side}\" role=\"img\">\n\
         {title}\n{body}</svg>\n"
    )
}
