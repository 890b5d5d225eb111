//! Writes one tile as SVG: the triangle at true size in millimetres, drawn
//! from its [`TileLayout`], through an XML writer. Same tile, same bytes.

use std::borrow::Cow;

use memchr::memmem::Finder;
use xmlwriter::{Indent, Options, XmlWriter};

use halflings_model::{SetSymbol, SymbolKind, Tile};

use super::font;
use super::icons::{self, IconShape, colour};
use super::layout::{
    Cubic, HOUSE_SIZE, MONASTERY_SIZE, NE, NUMBER_AT, NUMBER_SIZE, NW, P, PENNANT_SIZE,
    ROAD_BORDER, ROAD_WIDTH, SET_SYMBOL_AT, SET_SYMBOL_SIZE, SIDE_MM, SW, SYMBOL_SIZE, TUFT_SIZE,
    TileLayout, VILLAGE_SIZE, WALL_WIDTH,
};

/// The SVG of `tile`, whose set prints `symbol`.
pub fn tile_svg(tile: &Tile, symbol: SetSymbol) -> String {
    let layout = TileLayout::new(tile);
    let mut w = begin_tile(&format!("{}: {}", tile.id, tile.name));
    let id = tile.id.as_str();

    let triangle = Path::new().move_to(NW).line_to(NE).line_to(SW).close();
    w.start_element("defs");
    clip_path(&mut w, &format!("{id}-tile"), &triangle.0);
    for (i, city) in layout.cities.iter().enumerate() {
        clip_path(
            &mut w,
            &format!("{id}-city{i}"),
            &city_path(&city.corners, city.wall.as_ref()),
        );
    }
    w.end_element();

    w.start_element("g");
    w.write_attribute_fmt("clip-path", format_args!("url(#{id}-tile)"));

    // The field under everything.
    w.start_element("path");
    w.write_attribute(
        "d",
        &Path::new()
            .move_to(P::new(-0.1, -0.1))
            .line_to(P::new(1.1, -0.1))
            .line_to(P::new(-0.1, 1.1))
            .close()
            .0,
    );
    w.write_attribute("fill", colour::FIELD);
    w.end_element();

    for t in &layout.tufts {
        icon(&mut w, icons::TUFT, *t, TUFT_SIZE / 2.0);
    }
    draw_roads(&mut w, &layout);
    draw_cities(&mut w, id, &layout);
    for city in &layout.cities {
        for h in &city.houses {
            icon(&mut w, icons::HOUSE, *h, HOUSE_SIZE / 2.0);
        }
        for p in &city.pennants {
            icon(&mut w, icons::PENNANT, *p, PENNANT_SIZE / 2.0);
        }
    }
    if let Some(m) = layout.monastery {
        icon(&mut w, icons::MONASTERY, m, MONASTERY_SIZE / 2.0);
    }
    for v in &layout.villages {
        icon(&mut w, icons::VILLAGE, *v, VILLAGE_SIZE / 2.0);
    }
    for (kind, at) in &layout.symbols {
        let shapes = match kind {
            SymbolKind::Vineyard => icons::VINEYARD,
            SymbolKind::Hill => icons::HILL,
            SymbolKind::Sheep => icons::SHEEP,
            SymbolKind::CropCircle => icons::CROP_CIRCLE,
        };
        icon(&mut w, shapes, *at, SYMBOL_SIZE / 2.0);
    }
    draw_label(&mut w, tile, &symbol);
    w.end_element();
    w.end_document()
}

fn clip_path(w: &mut XmlWriter, id: &str, d: &str) {
    w.start_element("clipPath");
    w.write_attribute("id", id);
    w.start_element("path");
    w.write_attribute("d", d);
    w.end_element();
    w.end_element();
}

fn city_path(corners: &[P], wall: Option<&Cubic>) -> String {
    let mut path = Path::new().move_to(corners[0]);
    for c in &corners[1..] {
        path = path.line_to(*c);
    }
    if let Some(wall) = wall {
        path = path.cubic(wall);
    }
    path.close().0
}

fn draw_roads(w: &mut XmlWriter, layout: &TileLayout) {
    if layout.roads.is_empty() {
        return;
    }
    let centre_lines: Vec<String> = layout
        .roads
        .iter()
        .map(|r| {
            let mut path = Path::new().move_to(r.path[0].0);
            for c in &r.path {
                path = path.cubic(c);
            }
            path.0
        })
        .collect();
    for (paint, width) in [
        (colour::ROAD_EDGE, ROAD_WIDTH + 2.0 * ROAD_BORDER),
        (colour::ROAD, ROAD_WIDTH),
    ] {
        w.start_element("g");
        w.write_attribute("fill", "none");
        w.write_attribute("stroke", paint);
        w.write_attribute("stroke-width", &num(width * SIDE_MM));
        w.write_attribute("stroke-linecap", "round");
        w.write_attribute("stroke-linejoin", "round");
        for d in &centre_lines {
            w.start_element("path");
            w.write_attribute("d", d);
            w.end_element();
        }
        w.end_element();
    }
}

fn draw_cities(w: &mut XmlWriter, id: &str, layout: &TileLayout) {
    for (i, city) in layout.cities.iter().enumerate() {
        w.start_element("path");
        w.write_attribute("d", &city_path(&city.corners, city.wall.as_ref()));
        w.write_attribute("fill", colour::CITY);
        w.end_element();
        let Some(wall) = &city.wall else {
            continue;
        };
        // The wall: drawn twice as wide along the boundary and clipped to
        // the city, so it lies wholly inside.
        let d = Path::new().move_to(wall.0).cubic(wall).0;
        w.start_element("g");
        w.write_attribute_fmt("clip-path", format_args!("url(#{id}-city{i})"));
        w.write_attribute("fill", "none");
        for (paint, width, dash) in [
            (colour::CITY_DARK, WALL_WIDTH * 4.0, None),
            (colour::WALL, WALL_WIDTH * 2.0, None),
            (colour::WALL_TOP, WALL_WIDTH * 0.7, Some(WALL_WIDTH * 0.9)),
        ] {
            w.start_element("path");
            w.write_attribute("d", &d);
            w.write_attribute("stroke", paint);
            w.write_attribute("stroke-width", &num(width * SIDE_MM));
            if let Some(dash) = dash {
                w.write_attribute_fmt(
                    "stroke-dasharray",
                    format_args!("{} {}", num(dash * SIDE_MM), num(dash * SIDE_MM)),
                );
            }
            w.end_element();
        }
        w.end_element();
    }
    for gate in &layout.gates {
        // A dark opening in the wall, between two small towers.
        let along = gate.inward.perp();
        let half = ROAD_WIDTH * 0.5;
        let (out, deep) = (
            gate.inward * (-WALL_WIDTH * 0.2),
            gate.inward * (WALL_WIDTH * 1.5),
        );
        let opening = Path::new()
            .move_to(gate.at + out - along * half)
            .line_to(gate.at + out + along * half)
            .line_to(gate.at + deep + along * half)
            .line_to(gate.at + deep - along * half)
            .close();
        fill_path(w, &opening.0, colour::GATE, None);
        for side in [-1.0, 1.0] {
            let c = gate.at
                + along * (side * (half + WALL_WIDTH * 0.7))
                + gate.inward * (WALL_WIDTH * 0.5);
            let (a, b) = (along * (WALL_WIDTH * 0.8), gate.inward * (WALL_WIDTH * 0.9));
            let tower = Path::new()
                .move_to(c - a - b)
                .line_to(c + a - b)
                .line_to(c + a + b)
                .line_to(c - a + b)
                .close();
            fill_path(w, &tower.0, colour::WALL, Some(colour::GATE));
        }
    }
}

fn fill_path(w: &mut XmlWriter, d: &str, fill: &str, stroke: Option<&str>) {
    w.start_element("path");
    w.write_attribute("d", d);
    w.write_attribute("fill", fill);
    if let Some(s) = stroke {
        w.write_attribute("stroke", s);
        w.write_attribute("stroke-width", &num(0.12));
        w.write_attribute("stroke-linejoin", "round");
    }
    w.end_element();
}

fn draw_label(w: &mut XmlWriter, tile: &Tile, symbol: &SetSymbol) {
    let r = SET_SYMBOL_SIZE / 2.0;
    // How far a wide badge pushes the tile number to the right.
    let mut shift = 0.0;
    match symbol {
        SetSymbol::Label(label) => shift = label_badge(w, label.as_str()),
        SetSymbol::Pentagon => icon(w, icons::PENTAGON, SET_SYMBOL_AT, r),
        SetSymbol::Follower => {
            icon(w, icons::FOLLOWER, SET_SYMBOL_AT, r);
            let size = SET_SYMBOL_SIZE * 0.62 * SIDE_MM;
            let c = font::outline("C", 0.0, 0.0, size, num);
            let at = SET_SYMBOL_AT * SIDE_MM;
            let text = font::outline("C", at.x - c.width / 2.0, at.y + size * 0.3, size, num);
            w.start_element("path");
            w.write_attribute("d", &text.path);
            w.write_attribute("fill", colour::HALO);
            w.end_element();
        }
    }
    let at = NUMBER_AT * SIDE_MM + P::new(shift, 0.0);
    let number = font::outline(tile.number(), at.x, at.y, NUMBER_SIZE * SIDE_MM, num);
    for (stroke, fill) in [(Some(colour::HALO), colour::HALO), (None, colour::INK)] {
        w.start_element("path");
        w.write_attribute("d", &number.path);
        w.write_attribute("fill", fill);
        if let Some(s) = stroke {
            w.write_attribute("stroke", s);
            w.write_attribute("stroke-width", &num(0.5));
            w.write_attribute("stroke-linejoin", "round");
        }
        w.end_element();
    }
}

/// Draws a set's own label in a white pill-shaped badge whose left end sits
/// where the set symbol's box starts, and returns how much wider than that
/// box it is, in millimetres. The label is set as outlines from the shipped
/// font (no text reaches the SVG); a character the font lacks is left out.
fn label_badge(w: &mut XmlWriter, label: &str) -> f64 {
    let h = SET_SYMBOL_SIZE * SIDE_MM;
    let full = h * 0.62;
    // The text may be at most this wide; a longer label is set smaller.
    let widest = h * 1.25;
    let natural = font::outline(label, 0.0, 0.0, full, num).width;
    let size = if natural > widest {
        full * widest / natural
    } else {
        full
    };
    let text_w = natural * size / full;
    let width = (text_w + h * 0.44).max(h);
    let left = (SET_SYMBOL_AT.x - SET_SYMBOL_SIZE / 2.0) * SIDE_MM;
    let top = (SET_SYMBOL_AT.y - SET_SYMBOL_SIZE / 2.0) * SIDE_MM;
    w.start_element("rect");
    w.write_attribute("x", &num(left));
    w.write_attribute("y", &num(top));
    w.write_attribute("width", &num(width));
    w.write_attribute("height", &num(h));
    w.write_attribute("rx", &num(h / 2.0));
    w.write_attribute("fill", colour::HALO);
    w.write_attribute("stroke", colour::INK);
    w.write_attribute("stroke-width", &num(0.22 * h / 2.0));
    w.end_element();
    // DejaVu Sans Bold's capitals are 0.73 em tall: half of that below the
    // centre line puts the baseline where the capitals sit centred.
    let baseline = top + h / 2.0 + size * 0.365;
    let text = font::outline(label, left + (width - text_w) / 2.0, baseline, size, num);
    w.start_element("path");
    w.write_attribute("d", &text.path);
    w.write_attribute("fill", colour::INK);
    w.end_element();
    width - h
}

/// Draws an icon centred at `at`, its unit box scaled to `half` (tile units).
pub(crate) fn icon(w: &mut XmlWriter, shapes: &[IconShape], at: P, half: f64) {
    let at = at * SIDE_MM;
    w.start_element("g");
    w.write_attribute_fmt(
        "transform",
        format_args!(
            "translate({} {}) scale({})",
            num(at.x),
            num(at.y),
            num(half * SIDE_MM)
        ),
    );
    for shape in shapes {
        let paint = match shape {
            IconShape::Path(d, paint) => {
                w.start_element("path");
                w.write_attribute("d", d);
                paint
            }
            IconShape::Circle(cx, cy, r, paint) => {
                w.start_element("circle");
                w.write_attribute("cx", &num(*cx));
                w.write_attribute("cy", &num(*cy));
                w.write_attribute("r", &num(*r));
                paint
            }
        };
        w.write_attribute("fill", paint.fill.unwrap_or("none"));
        if let Some((stroke, width)) = paint.stroke {
            w.write_attribute("stroke", stroke);
            w.write_attribute("stroke-width", &num(width));
            w.write_attribute("stroke-linejoin", "round");
            w.write_attribute("stroke-linecap", "round");
        }
        w.end_element();
    }
    w.end_element();
}

/// Path data in millimetres, built from tile coordinates.
struct Path(String);

impl Path {
    fn new() -> Path {
        Path(String::new())
    }

    fn point(mut self, p: P) -> Path {
        let p = p * SIDE_MM;
        self.0.push_str(&num(p.x));
        self.0.push(' ');
        self.0.push_str(&num(p.y));
        self
    }

    fn move_to(mut self, p: P) -> Path {
        self.0.push('M');
        self.point(p)
    }

    fn line_to(mut self, p: P) -> Path {
        self.0.push('L');
        self.point(p)
    }

    fn cubic(mut self, c: &Cubic) -> Path {
        self.0.push('C');
        self = self.point(c.1);
        self.0.push(' ');
        self = self.point(c.2);
        self.0.push(' ');
        self.point(c.3)
    }

    fn close(mut self) -> Path {
        self.0.push('Z');
        self
    }
}

/// A number with at most three decimals and no trailing zeros: the same
/// value always gives the same text.
pub fn num(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        &s
    };
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

/// Makes user text safe for the XML writer, which escapes `<` and quotes
/// itself but not `&`, and drops characters XML cannot carry.
pub fn text(s: &str) -> Cow<'_, str> {
    let ok = |c: char| {
        matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{FFFE}' && c != '\u{FFFF}')
    };
    // xmlwriter escapes `<` and quotes but not `&` or `>`; `>` matters where
    // it closes `]]>`, which character data may not hold.
    if s.chars().all(|c| ok(c) && c != '&' && c != '>') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '>' => out.push_str("&gt;"),
            c if ok(c) => out.push(c),
            _ => out.push('\u{FFFD}'),
        }
    }
    Cow::Owned(out)
}

/// A writer holding the start of a tile picture, a 45 mm square with
/// `title`: what every tile's SVG, halfling or normal tile, begins with.
pub(crate) fn begin_tile(title: &str) -> XmlWriter {
    let mut w = XmlWriter::new(Options {
        use_single_quote: false,
        indent: Indent::Spaces(1),
        attributes_indent: Indent::None,
    });
    w.write_declaration();
    w.write_comment(" Generated by halflings from the tile definitions; DO NOT EDIT. Remake it with `halflings render`. ");
    let mm = num(SIDE_MM);
    w.start_element("svg");
    w.write_attribute("xmlns", "http://www.w3.org/2000/svg");
    w.write_attribute("version", "1.1");
    w.write_attribute_fmt("width", format_args!("{mm}mm"));
    w.write_attribute_fmt("height", format_args!("{mm}mm"));
    w.write_attribute_fmt("viewBox", format_args!("0 0 {mm} {mm}"));
    w.write_attribute("role", "img");
    w.start_element("title");
    w.set_preserve_whitespaces(true);
    w.write_text(&text(title));
    w.end_element();
    w.set_preserve_whitespaces(false);
    w
}

/// The content of a standalone SVG written by this module (or by
/// [`super::square`]), for drawing inside another picture: without its
/// declaration and root element, every id prefixed with `prefix` so that
/// pictures drawn side by side, or one drawn twice, never clash. The text
/// comes from the escaping writer and stays well-formed.
pub(crate) fn embeddable(svg: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(svg.len() + 256);
    embed_into(&mut out, svg, prefix);
    out
}

/// As [`embeddable`], written onto the end of `out` in one pass.
pub fn embed_into(out: &mut String, svg: &str, prefix: &str) {
    const ID: &str = "id=\"";
    const URL: &str = "url(#";
    let start = svg
        .find("<svg")
        .and_then(|i| svg[i..].find('>').map(|j| i + j + 1))
        .unwrap_or(0);
    let end = svg.rfind("</svg>").unwrap_or(svg.len());
    let mut rest = &svg[start..end.max(start)];
    // The next of each pattern in `rest`, found again only once passed.
    // memchr's searchers, not `str::find`: a rebuild embeds every tile
    // picture four times, and the search was a tenth of its time.
    let (ids, urls) = (Finder::new(ID), Finder::new(URL));
    let find = |finder: &Finder<'_>, text: &str| finder.find(text.as_bytes());
    let mut next_id = find(&ids, rest);
    let mut next_url = find(&urls, rest);
    loop {
        let (at, len) = match (next_id, next_url) {
            (None, None) => break,
            (Some(i), Some(u)) if u < i => (u, URL.len()),
            (Some(i), _) => (i, ID.len()),
            (None, Some(u)) => (u, URL.len()),
        };
        out.push_str(&rest[..at + len]);
        out.push_str(prefix);
        rest = &rest[at + len..];
        let moved = at + len;
        next_id = match next_id {
            Some(i) if i >= moved => Some(i - moved),
            _ => find(&ids, rest),
        };
        next_url = match next_url {
            Some(u) if u >= moved => Some(u - moved),
            _ => find(&urls, rest),
        };
    }
    out.push_str(rest);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_with_fixed_precision() {
        assert_eq!(num(45.0), "45");
        assert_eq!(num(1.0 / 3.0), "0.333");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(2.5), "2.5");
    }

    #[test]
    fn embedded_pictures_have_their_ids_and_references_prefixed() {
        let svg = "<?xml?><svg a=\"1\"><clipPath id=\"c\"/><g clip-path=\"url(#c)\" \
                   fill=\"url(#g)\"><path id=\"x\"/></g></svg>";
        let old_way =
            "<clipPath id=\"c\"/><g clip-path=\"url(#c)\" fill=\"url(#g)\"><path id=\"x\"/></g>"
                .replace("id=\"", "id=\"p1-")
                .replace("url(#", "url(#p1-");
        assert_eq!(embeddable(svg, "p1-"), old_way);
        assert_eq!(embeddable("<svg>plain</svg>", "p-"), "plain");
    }

    #[test]
    fn user_text_cannot_break_the_xml() {
        assert_eq!(text("Hills & Sheep"), "Hills &amp; Sheep");
        assert_eq!(text("bell\u{7}"), "bell\u{FFFD}");
        assert!(matches!(text("plain"), Cow::Borrowed(_)));
    }
}
