//! The print-and-cut sheets: every tile at true size (45 mm legs). Tiles
//! whose long sides abut are paired, the second turned half a turn, so
//! each pair fills one 45 mm square; tiles left without a partner share
//! squares too, so no paper is wasted. Crop marks continue each cut line outside the art, starting
//! 2 mm beyond the bleed, so they are never cut into the tiles.
//!
//! **Bleed** (`--bleed MM`, 0 to 3): past each outer cut line the art is
//! continued for MM millimetres by mirroring the outermost quarter
//! millimetre of the tile across the cut line and stretching it outwards,
//! so what shows past the line is the tile's own edge (field, road or city
//! running on) and never a label or an icon. A cut a little off the line
//! then leaves no white edge. Inside a pair the diagonal is shared and has
//! no bleed.

use halflings_catalog::Catalog;
use std::collections::BTreeMap;

use halflings_art::{SIDE_MM, svg::num};
use halflings_model::{Profile, Rotation, Side, Tile};

use super::page::{Anchor, BODY, Flow, GREY, INK, Page, SMALL, Style, plain_footer};
use super::sheet::{Recipe, Sheet, SheetOptions, TileArt};
use super::texts::{Texts, n, s};

/// The length of a crop mark, in millimetres.
pub const MARK_MM: f64 = 5.0;

/// The width of the dashed guide along each square's diagonal, in mm.
pub(crate) const DIAGONAL_WIDTH_MM: f64 = 0.25;

/// How far a crop mark starts beyond the bleed, in millimetres.
pub(crate) const MARK_CLEARANCE_MM: f64 = 2.0;

/// The stroke width of crop marks, in millimetres.
pub(crate) const MARK_WIDTH_MM: f64 = 0.2;

/// The height of a print-and-cut page's header, in millimetres: its title
/// and up to three lines of its note.
const HEADER_MM: f64 = 20.0;

/// The margin kept clear on the print-and-cut pages, in millimetres: less
/// than the other sheets', so four rows fit on Letter.
pub const CUT_MARGIN_MM: f64 = 10.0;

/// One square of the sheet: two tiles sharing it, or one alone.
#[derive(Clone, Copy, Debug)]
pub enum Square<'a> {
    /// Two tiles whose long sides abut: the first in its canonical rotation,
    /// the second turned half a turn, the art running across the diagonal.
    Pair(&'a Tile, &'a Tile),
    /// Two tiles whose long sides do not abut, placed like a pair so they
    /// take one square of paper instead of two; the diagonal is cut all the
    /// same.
    Shared(&'a Tile, &'a Tile),
    /// The last tile when an odd number is left, in its canonical rotation.
    Single(&'a Tile),
}

impl<'a> Square<'a> {
    /// The tiles of the square, each with its quarter turns on the sheet.
    pub fn placed(self) -> Vec<(&'a Tile, u8)> {
        let half = Rotation::new(0).partner().quarter_turns();
        match self {
            Square::Pair(a, b) | Square::Shared(a, b) => vec![(a, 0), (b, half)],
            Square::Single(a) => vec![(a, 0)],
        }
    }
}

/// Lays the tiles out two to a square.
///
/// Long sides abut exactly when one profile is the other read backwards, so
/// the tiles fall into classes by the profile of their long side, and a
/// class pairs only with its mirror class (a symmetric profile with itself).
/// Within each class tiles are matched in catalog order, which pairs as many
/// as possible. The tiles left without a partner then share squares two by
/// two in catalog order ([`Square::Shared`]); at most one is left alone.
/// Squares keep the catalog order of their first tile. Linear in the number
/// of tiles, apart from sorting.
pub fn pair(catalog: &Catalog) -> Vec<Square<'_>> {
    let tiles = catalog.tiles();
    let mut classes: BTreeMap<Profile, Vec<usize>> = BTreeMap::new();
    for (i, tile) in tiles.iter().enumerate() {
        classes.entry(tile.profile(Side::Long)).or_default().push(i);
    }
    let mut partner: Vec<Option<usize>> = vec![None; tiles.len()];
    for (profile, members) in &classes {
        let mirror = [profile[2], profile[1], profile[0]];
        if mirror == *profile {
            for two in members.chunks_exact(2) {
                partner[two[0]] = Some(two[1]);
                partner[two[1]] = Some(two[0]);
            }
        } else if *profile < mirror
            && let Some(others) = classes.get(&mirror)
        {
            for (&i, &j) in members.iter().zip(others) {
                partner[i] = Some(j);
                partner[j] = Some(i);
            }
        }
    }
    let mut squares: Vec<(usize, Square<'_>)> = Vec::new();
    let mut waiting: Option<usize> = None;
    for (i, tile) in tiles.iter().enumerate() {
        match partner[i] {
            Some(j) if j > i => squares.push((i, Square::Pair(tile, &tiles[j]))),
            Some(_) => {}
            None => match waiting.take() {
                Some(w) => squares.push((w, Square::Shared(&tiles[w], tile))),
                None => waiting = Some(i),
            },
        }
    }
    if let Some(w) = waiting {
        squares.push((w, Square::Single(&tiles[w])));
    }
    squares.sort_by_key(|&(first, _)| first);
    squares.into_iter().map(|(_, square)| square).collect()
}

/// The print-and-cut sheet for `options`, each page drawn when it is
/// asked for.
pub fn sheet<'a>(
    catalog: &'a Catalog,
    options: &SheetOptions,
    art: TileArt<'a>,
    t: &'a Texts,
) -> Sheet<'a> {
    let paper = options.paper;
    let bleed = options.bleed_mm;
    let name = t.expansion_name(&catalog.expansion().name);
    let title = t.with("cut-title", &[("expansion", s(name))]);
    let squares = pair(catalog);

    let margin = CUT_MARGIN_MM;
    let reach = bleed + MARK_CLEARANCE_MM + MARK_MM;
    // Squares side by side share their crop marks: the gap is two
    // clearances and one mark, so the marks of neighbouring squares on a
    // common cut line fall on the same segment.
    let gap = 2.0 * (bleed + MARK_CLEARANCE_MM) + MARK_MM;
    let header = HEADER_MM;
    let width = paper.width_mm() - 2.0 * margin;
    let height = paper.height_mm() - 2.0 * margin - header - super::page::FOOTER_MM;
    let fit = |room: f64| (((room - 2.0 * reach + gap) / (SIDE_MM + gap)).floor() as usize).max(1);
    let (cols, rows) = (fit(width), fit(height));
    let per_page = cols * rows;
    let grid_w = cols as f64 * SIDE_MM + (cols - 1) as f64 * gap;
    let left = margin + (width - grid_w) / 2.0;
    let top = margin + header + reach;

    let pages = squares.len().div_ceil(per_page).max(1);
    let page_title = title.clone();
    let footer = plain_footer(paper, t);
    // The squares of page `p`, for its recipe and for its drawing.
    let on_page = |squares: Vec<Square<'a>>| {
        move |p: usize| {
            let first = (p * per_page).min(squares.len());
            squares[first..(first + per_page).min(squares.len())].to_vec()
        }
    };
    // Besides its tiles, a page shows how they are paired and the bleed;
    // the exporter adds what every page has (the sheet, its title, the
    // page number).
    let recipe = {
        let chunk = on_page(squares.clone());
        move |p: usize| -> Recipe<'a> {
            let squares = chunk(p);
            let kinds: Vec<u8> = squares
                .iter()
                .map(|square| match square {
                    Square::Pair(..) => b'p',
                    Square::Shared(..) => b's',
                    Square::Single(..) => b'1',
                })
                .collect();
            Recipe {
                parts: vec![Recipe::numbers(&[bleed]), kinds],
                tiles: squares
                    .iter()
                    .flat_map(|square| square.placed().into_iter().map(|(tile, _)| tile))
                    .collect(),
            }
        }
    };
    let chunk = on_page(squares);
    let draw = move |p: usize| {
        let mut flow = Flow::with_margin(paper, margin);
        page_header(flow.page(), &page_title, margin, bleed, (p + 1, pages), t);
        for (k, square) in chunk(p).iter().enumerate() {
            let (c, r) = (k % cols, k / cols);
            let x = left + c as f64 * (SIDE_MM + gap);
            let y = top + r as f64 * (SIDE_MM + gap);
            draw_square(flow.page(), art, *square, (x, y), bleed);
        }
        flow.finish_one(&page_title, &footer, (p + 1, pages), t)
    };
    Sheet::new("cut", title, pages, Box::new(draw)).with_recipe(Box::new(recipe))
}

fn page_header(
    page: &mut Page,
    title: &str,
    margin: f64,
    bleed: f64,
    (number, of): (usize, usize),
    t: &Texts,
) {
    let paper = page.paper();
    let heading = if of > 1 {
        t.with(
            "cut-page",
            &[("title", s(title)), ("number", n(number)), ("count", n(of))],
        )
    } else {
        title.to_owned()
    };
    let bar = 50.0;
    let text_w = paper.width_mm() - 2.0 * margin - bar - 6.0;
    // The heading stands on one line beside the scale bar: a long one (a
    // language's words run longer) is set smaller, down to 9 pt, so that
    // it ends before the bar and the header keeps its height.
    let style = [14.0, 13.0, 12.0, 11.0, 10.0, 9.0]
        .into_iter()
        .map(Style::bold)
        .find(|style| super::page::text_width_mm(true, style.size_mm(), &heading) <= text_w)
        .unwrap_or(Style::bold(9.0));
    // Longer still, it is cut short.
    let heading = style.elide(&heading, text_w);
    page.lines(margin, margin, style, Anchor::Start, &[heading]);
    let note = if bleed > 0.0 {
        t.with("cut-note-bleed", &[("bleed", s(num(bleed)))])
    } else {
        t.get("cut-note")
    };
    // The note has the rest of the header, and is cut short to it.
    let top = margin + style.block_height(1) + 1.0;
    let most = SMALL.lines_in(margin + HEADER_MM - top);
    let lines = SMALL.clip(SMALL.wrap(&note, text_w), most, text_w);
    page.lines(margin, top, SMALL.colour(GREY), Anchor::Start, &lines);
    // The scale bar: 50 mm with end ticks.
    let x1 = paper.width_mm() - margin;
    let x0 = x1 - bar;
    let y = margin + 4.0;
    page.path(
        &format!(
            "M{} {}V{}H{}V{}",
            num(x0),
            num(y - 1.5),
            num(y),
            num(x1),
            num(y - 1.5)
        ),
        None,
        Some((INK, 0.3)),
    );
    page.text(
        (x0 + x1) / 2.0,
        y + 3.5,
        BODY,
        Anchor::Middle,
        &BODY.elide(&t.get("cut-bar"), bar),
    );
}

/// How deep a slice of the art along a cut line is stretched to fill the
/// bleed, in millimetres.
const BLEED_SLICE_MM: f64 = 0.25;

/// The corners of a tile in the square at `(x, y)` turned `turns` quarter
/// turns: the right angle, then clockwise (NW, NE, SW in the canonical
/// rotation).
fn corners((x, y): (f64, f64), s: f64, turns: u8) -> [(f64, f64); 3] {
    let mut pts = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)];
    for _ in 0..turns % 4 {
        for p in &mut pts {
            *p = (1.0 - p.1, p.0);
        }
    }
    pts.map(|(px, py)| (x + px * s, y + py * s))
}

/// The affine map that mirrors the art across the line through `p` along
/// the unit vector `u` and stretches it `k` times outwards along the unit
/// normal `n`: a point `d` inside lands `k d` outside.
fn mirror_stretch(p: (f64, f64), u: (f64, f64), n: (f64, f64), k: f64) -> [f64; 6] {
    let a00 = u.0 * u.0 - k * n.0 * n.0;
    let a01 = u.0 * u.1 - k * n.0 * n.1;
    let a11 = u.1 * u.1 - k * n.1 * n.1;
    let e = p.0 - (a00 * p.0 + a01 * p.1);
    let f = p.1 - (a01 * p.0 + a11 * p.1);
    [a00, a01, a01, a11, e, f]
}

/// Continues the art of a tile past its side from `p` to `q` for `bleed`
/// mm: the band outside the side, filled with the mirrored, stretched edge.
fn bleed_side(
    page: &mut Page,
    svg: &str,
    (at, s, turns): ((f64, f64), f64, u8),
    (p, q): ((f64, f64), (f64, f64)),
    centre: (f64, f64),
    bleed: f64,
) {
    let len = (q.0 - p.0).hypot(q.1 - p.1);
    let u = ((q.0 - p.0) / len, (q.1 - p.1) / len);
    let mut n = (-u.1, u.0);
    if n.0 * (centre.0 - p.0) + n.1 * (centre.1 - p.1) > 0.0 {
        n = (-n.0, -n.1);
    }
    let out = bleed + 0.01;
    let band = [
        (p.0 - u.0 * bleed, p.1 - u.1 * bleed),
        (q.0 + u.0 * bleed, q.1 + u.1 * bleed),
        (q.0 + u.0 * bleed + n.0 * out, q.1 + u.1 * bleed + n.1 * out),
        (p.0 - u.0 * bleed + n.0 * out, p.1 - u.1 * bleed + n.1 * out),
    ];
    let d = format!(
        "M{} {}L{} {}L{} {}L{} {}Z",
        num(band[0].0),
        num(band[0].1),
        num(band[1].0),
        num(band[1].1),
        num(band[2].0),
        num(band[2].1),
        num(band[3].0),
        num(band[3].1)
    );
    page.begin_clip(&d);
    let k = bleed / BLEED_SLICE_MM;
    page.tile_mapped(svg, SIDE_MM, at, s, turns, Some(mirror_stretch(p, u, n, k)));
    page.end_clip();
}

fn draw_square(
    page: &mut Page,
    art: TileArt<'_>,
    square: Square<'_>,
    (x, y): (f64, f64),
    bleed: f64,
) {
    let s = SIDE_MM;
    let placed = square.placed();
    let svgs: Vec<String> = placed.iter().map(|(t, _)| art(t)).collect();
    if bleed > 0.0 {
        let shared = !matches!(square, Square::Single(..));
        for (svg, (_, turns)) in svgs.iter().zip(&placed) {
            let [right, acute1, acute2] = corners((x, y), s, *turns);
            let centre = (
                (right.0 + acute1.0 + acute2.0) / 3.0,
                (right.1 + acute1.1 + acute2.1) / 3.0,
            );
            // The legs, and the long side unless another tile shares it.
            let mut sides = vec![(right, acute1), (acute2, right)];
            if !shared {
                sides.push((acute1, acute2));
            }
            for side in sides {
                bleed_side(page, svg, ((x, y), s, *turns), side, centre, bleed);
            }
        }
    }
    for (svg, (_, turns)) in svgs.iter().zip(&placed) {
        page.tile(svg, SIDE_MM, (x, y), s, *turns);
    }
    // A guide along the diagonal, the last cut: dark dashes on a light
    // line, seen on any landscape the art shows there.
    let diagonal = ((x + s, y), (x, y + s));
    page.line(diagonal.0, diagonal.1, "#ffffff", DIAGONAL_WIDTH_MM * 2.0);
    page.dashed_line(diagonal.0, diagonal.1, INK, DIAGONAL_WIDTH_MM, 1.5);

    // The cut lines, each continued by a crop mark beyond both ends.
    let (nw, ne, se, sw) = ((x, y), (x + s, y), (x + s, y + s), (x, y + s));
    let cuts: Vec<((f64, f64), (f64, f64))> = match square {
        Square::Pair(..) | Square::Shared(..) => {
            vec![(nw, ne), (ne, se), (se, sw), (sw, nw), (ne, sw)]
        }
        Square::Single(..) => vec![(nw, ne), (ne, sw), (sw, nw)],
    };
    let start = bleed + MARK_CLEARANCE_MM;
    for (p, q) in cuts {
        for (from, to) in [(p, q), (q, p)] {
            let len = ((to.0 - from.0).powi(2) + (to.1 - from.1).powi(2)).sqrt();
            let (dx, dy) = ((from.0 - to.0) / len, (from.1 - to.1) / len);
            page.line(
                (from.0 + dx * start, from.1 + dy * start),
                (
                    from.0 + dx * (start + MARK_MM),
                    from.1 + dy * (start + MARK_MM),
                ),
                "#000000",
                MARK_WIDTH_MM,
            );
        }
    }
    let ids: Vec<&str> = placed.iter().map(|(t, _)| t.id.as_str()).collect();
    // A plus joins tiles that fit together; a slash, tiles that only share
    // the paper.
    let joint = match square {
        Square::Shared(..) => " / ",
        _ => " + ",
    };
    page.text(
        x + s / 2.0,
        y + s + bleed + 4.2,
        SMALL.colour(GREY),
        Anchor::Middle,
        &ids.join(joint),
    );
}
