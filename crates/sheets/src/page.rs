//! One sheet page as SVG, in millimetres: text (kept as real `<text>`, so the
//! PDF's text can be selected), lines, shapes and embedded tile pictures,
//! and a text flow that wraps paragraphs with the shipped fonts' advance
//! widths.
//!
//! Laying out costs time in proportion to the text's length: wrapping
//! measures each character once, however long a word or a run of words
//! bound by no-break spaces. Text of any length stays on the paper: in a
//! flow, a block taller than a page (a paragraph, a bullet, a heading, a
//! table's row) goes on over the pages after; on a page drawn alone, and
//! in a place of its own (a footer, a label), a text too long for its
//! room is cut short with an ellipsis.

use std::fmt::Write as _;
use std::sync::OnceLock;

use skrifa::prelude::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

use halflings_art::font;
use halflings_art::svg::num;
use halflings_model::GENERATOR;
use halflings_model::Rotation;

use super::sheet::{Paper, SHEETS_COMMAND};
use super::texts::{Texts, n, s};

/// The footer of every sheet page. It names no digest of the whole
/// catalog, so editing one tile changes only the pages that show it, and a
/// rebuild makes only those again; the rule reference names the digest
/// once, in a colophon on its last page.
pub fn plain_footer(paper: Paper, t: &Texts) -> String {
    let paper = match paper {
        Paper::A4 => t.get("paper-a4"),
        Paper::Letter => t.get("paper-letter"),
    };
    t.with(
        "footer",
        &[("generator", s(GENERATOR)), ("paper", s(paper))],
    )
}

/// The outline of a halfling in the square at `(x, y)` of side `size`,
/// under `rotation`, as SVG path data.
pub fn triangle((x, y): (f64, f64), size: f64, rotation: Rotation) -> String {
    let mut pts = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)];
    for _ in 0..rotation.quarter_turns() {
        for p in &mut pts {
            *p = (1.0 - p.1, p.0);
        }
    }
    let [a, b, c] = pts.map(|(px, py)| (num(x + px * size), num(y + py * size)));
    format!("M{} {}L{} {}L{} {}Z", a.0, a.1, b.0, b.1, c.0, c.1)
}

pub use super::fonts::{FONT_BOLD, FONT_REGULAR};

/// Both faces the sheets use, for the font databases of the PDF and PNG
/// writers.
pub const FONTS: [&[u8]; 2] = [FONT_REGULAR, FONT_BOLD];

/// Millimetres per typographic point.
pub const MM_PER_PT: f64 = 25.4 / 72.0;

/// Dark ink for text and lines.
pub const INK: &str = "#1f1f1f";
/// Grey for secondary text and rules.
pub const GREY: &str = "#6b6b6b";
/// Light grey for table stripes.
pub const STRIPE: &str = "#eeeeea";
/// A legal placement.
pub const GREEN: &str = "#1e8c3a";
/// An illegal placement.
pub const RED: &str = "#c62a22";

/// A font weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// How text is aligned on its x coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// x is the left end.
    Start,
    /// x is the middle.
    Middle,
    /// x is the right end.
    End,
}

/// A style of text: weight, size in points and colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// The face.
    pub weight: Weight,
    /// The em size in points.
    pub size_pt: f64,
    /// The fill colour.
    pub colour: &'static str,
}

impl Style {
    /// Regular ink text of `size_pt` points.
    pub const fn regular(size_pt: f64) -> Style {
        Style {
            weight: Weight::Regular,
            size_pt,
            colour: INK,
        }
    }

    /// Bold ink text of `size_pt` points.
    pub const fn bold(size_pt: f64) -> Style {
        Style {
            weight: Weight::Bold,
            size_pt,
            colour: INK,
        }
    }

    /// The same style in another colour.
    pub const fn colour(self, colour: &'static str) -> Style {
        Style { colour, ..self }
    }

    /// The em size in millimetres.
    pub fn size_mm(self) -> f64 {
        self.size_pt * MM_PER_PT
    }

    /// The distance between baselines of wrapped lines, in millimetres.
    pub fn line_mm(self) -> f64 {
        self.size_mm() * 1.3
    }

    /// The width of `text` in millimetres.
    #[cfg(test)]
    fn width(self, text: &str) -> f64 {
        self.mm(Metrics::get(self.weight).units(text))
    }

    /// The width of `units` font units in millimetres, at the size the page
    /// writes (to the thousandth of a millimetre, as [`num`] gives it): a
    /// line wrapped to the margin is then drawn no wider than the margin.
    fn mm(self, units: f64) -> f64 {
        let written = (self.size_mm() * 1000.0).round() / 1000.0;
        units / Metrics::get(self.weight).upem * written
    }

    /// `text` broken into lines no wider than `width` mm, at spaces; a word
    /// longer than a whole line (a long compound in a narrow column) is
    /// broken within, with a hyphen, so no line is ever wider than `width`.
    ///
    /// Each character is measured once: the time taken grows in proportion
    /// to the text's length, however long its words or its runs of words
    /// bound by no-break spaces.
    pub fn wrap(self, text: &str, width: f64) -> Vec<String> {
        let metrics = Metrics::get(self.weight);
        let space = metrics.units(" ");
        let fits = |units: f64| self.mm(units) <= width;
        // Each word as a line may hold it, with its width in font units:
        // whole numbers, so adding widths gives exactly the width of the
        // longer text, in whatever order they are added.
        let mut words: Vec<(String, f64)> = Vec::new();
        for word in glued(text) {
            self.unbind(&word, width, &mut words);
        }
        let mut lines = Vec::new();
        let mut line = String::new();
        // The line's width in font units.
        let mut units = 0.0;
        for (word, word_units) in words {
            if line.is_empty() {
                line = word;
                units = word_units;
            } else if fits(units + space + word_units) {
                line.push(' ');
                line.push_str(&word);
                units += space + word_units;
            } else {
                lines.push(std::mem::replace(&mut line, word));
                units = word_units;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// `text` as one line when it fits in `width` mm as it is, else
    /// wrapped ([`Style::wrap`]): for a heading or a label that stands on a
    /// line of its own unless it is too long for it.
    pub fn wrap_line(self, text: &str, width: f64) -> Vec<String> {
        if self.mm(Metrics::get(self.weight).units(text)) <= width {
            vec![text.to_owned()]
        } else {
            self.wrap(text, width)
        }
    }

    /// Pushes onto `out` the parts of `word`, words bound by no-break
    /// spaces (U+00A0), that a line of `width` mm can hold, each with its
    /// width in font units. The bound words stay together unless they do
    /// not fit on a line together: then the first goes alone, and the rest
    /// stays bound as long as it fits ("[abgeleitet" then "aus 1/2021]").
    /// A part still too wide is broken with hyphens ([`Style::split_word`]).
    fn unbind(self, word: &str, width: f64, out: &mut Vec<(String, f64)>) {
        let metrics = Metrics::get(self.weight);
        let fits = |units: f64| self.mm(units) <= width;
        let total = metrics.units(word);
        if fits(total) || !word.contains(NO_BREAK_SPACE) {
            self.split_word(word, total, width, out);
            return;
        }
        // The width of what is left, less each part as it goes alone.
        let bound = metrics.char_units(NO_BREAK_SPACE);
        let mut rest = word;
        let mut rest_units = total;
        while !fits(rest_units)
            && let Some((first, tail)) = rest.split_once(NO_BREAK_SPACE)
        {
            let first_units = metrics.units(first);
            self.split_word(first, first_units, width, out);
            rest_units -= first_units + bound;
            rest = tail;
        }
        self.split_word(rest, rest_units, width, out);
    }

    /// Pushes onto `out` `word`, `units` font units wide, as pieces no wider
    /// than `width` mm, each but the last ending in a hyphen, with their
    /// widths; the word itself when it fits. The piece being made keeps
    /// its width as it grows, so each character is measured once.
    fn split_word(self, word: &str, units: f64, width: f64, out: &mut Vec<(String, f64)>) {
        let metrics = Metrics::get(self.weight);
        if self.mm(units) <= width {
            out.push((word.to_owned(), units));
            return;
        }
        let hyphen = metrics.units("-");
        let mut piece = String::new();
        let mut piece_units = 0.0;
        for c in word.chars() {
            let c_units = metrics.char_units(c);
            if !piece.is_empty() && self.mm(piece_units + c_units + hyphen) > width {
                piece.push('-');
                out.push((std::mem::take(&mut piece), piece_units + hyphen));
                piece_units = 0.0;
            }
            piece.push(c);
            piece_units += c_units;
        }
        out.push((piece, piece_units));
    }

    /// The height in mm of `lines` wrapped lines: from the top of the first
    /// line to the descent of the last.
    pub fn block_height(self, lines: usize) -> f64 {
        match lines {
            0 => 0.0,
            n => self.size_mm() * 1.05 + (n - 1) as f64 * self.line_mm(),
        }
    }

    /// How many lines fit in `room` mm of height: none when not even one.
    pub fn lines_in(self, room: f64) -> usize {
        let first = self.size_mm() * 1.05;
        if room < first {
            return 0;
        }
        let mut n = ((room - first) / self.line_mm()).floor() as usize + 1;
        while n > 1 && self.block_height(n) > room {
            n -= 1;
        }
        n
    }

    /// `text` on one line no wider than `width` mm: itself when it fits,
    /// else as much of it as fits ended with an ellipsis. For a line that
    /// has a place of its own and cannot wrap (a footer, a label).
    pub fn elide(self, text: &str, width: f64) -> String {
        let metrics = Metrics::get(self.weight);
        if self.mm(metrics.units(text)) <= width {
            text.to_owned()
        } else {
            self.ellipsized(text, width)
        }
    }

    /// As much of `line` as fits in `width` mm with an ellipsis after it,
    /// and the ellipsis: the last line shown of a text cut short. Each
    /// character is measured once.
    fn ellipsized(self, line: &str, width: f64) -> String {
        let metrics = Metrics::get(self.weight);
        let mut units = metrics.char_units(ELLIPSIS);
        let mut end = 0;
        for (i, c) in line.char_indices() {
            units += metrics.char_units(c);
            if self.mm(units) > width {
                break;
            }
            end = i + c.len_utf8();
        }
        let kept = line[..end].trim_end_matches(|c: char| c.is_whitespace() || c == '-');
        format!("{kept}{ELLIPSIS}")
    }

    /// The first `most` of `lines`, wrapped to `width` mm, the last of them
    /// ended with an ellipsis when any were left out: a text cut to the
    /// room it has on a page drawn alone.
    pub fn clip(self, mut lines: Vec<String>, most: usize, width: f64) -> Vec<String> {
        if lines.len() > most {
            lines.truncate(most);
            if let Some(last) = lines.last_mut() {
                *last = self.ellipsized(last, width);
            }
        }
        lines
    }
}

/// What ends a text cut short: a line in a place of its own too narrow
/// for it, or the last line shown of a text taller than its room on a
/// page drawn alone.
pub const ELLIPSIS: char = '\u{2026}';

/// `text` broken into lines no wider than `width_mm`, set in the bold face
/// or the regular one at `size_pt` points, as the sheets wrap their
/// paragraphs and cells: at spaces, a word longer than a line broken with
/// hyphens. It takes time in proportion to the text's length.
pub fn wrap(bold: bool, size_pt: f64, text: &str, width_mm: f64) -> Vec<String> {
    let style = if bold {
        Style::bold(size_pt)
    } else {
        Style::regular(size_pt)
    };
    style.wrap(text, width_mm)
}

/// The width in millimetres of `text` set in the bold face or the regular
/// one at an em size of `size_mm`: how wide a `<text>` of a page is.
pub fn text_width_mm(bold: bool, size_mm: f64, text: &str) -> f64 {
    let metrics = Metrics::get(if bold { Weight::Bold } else { Weight::Regular });
    metrics.units(text) / metrics.upem * size_mm
}

/// Advance widths of one face, read with skrifa once per run: a table for
/// the first [`TABLED`] code points (all the sheets' own text), the font's
/// character map for the rest.
struct Metrics {
    font: FontRef<'static>,
    upem: f64,
    tabled: Vec<f64>,
}

/// How many code points [`Metrics`] keeps in its table: Latin-1 and Latin
/// Extended-A and -B.
const TABLED: usize = 0x250;

impl Metrics {
    fn get(weight: Weight) -> &'static Metrics {
        static REGULAR: OnceLock<Metrics> = OnceLock::new();
        static BOLD: OnceLock<Metrics> = OnceLock::new();
        match weight {
            Weight::Regular => REGULAR.get_or_init(|| Metrics::load(FONT_REGULAR)),
            Weight::Bold => BOLD.get_or_init(|| Metrics::load(FONT_BOLD)),
        }
    }

    fn load(bytes: &'static [u8]) -> Metrics {
        let font = FontRef::new(bytes).expect("the shipped fonts parse");
        let upem = f64::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        let mut metrics = Metrics {
            font,
            upem,
            tabled: Vec::new(),
        };
        metrics.tabled = (0..TABLED as u32)
            .map(|c| char::from_u32(c).map_or(0.0, |c| metrics.advance(c)))
            .collect();
        metrics
    }

    /// The advance width of `c` in font units, from the font.
    fn advance(&self, c: char) -> f64 {
        let gid = self.font.charmap().map(c).unwrap_or_default();
        let metrics = self
            .font
            .glyph_metrics(Size::unscaled(), LocationRef::default());
        f64::from(metrics.advance_width(gid).unwrap_or(0.0))
    }

    /// The advance width of `text` in font units (whole numbers), kerning
    /// left out (it only tightens), so a measured line is never narrower
    /// than the drawn one.
    fn units(&self, text: &str) -> f64 {
        text.chars().map(|c| self.char_units(c)).sum::<f64>()
    }

    /// The advance width of `c` in font units.
    fn char_units(&self, c: char) -> f64 {
        self.tabled
            .get(c as usize)
            .copied()
            .unwrap_or_else(|| self.advance(c))
    }
}

/// An SVG page being written, in millimetres from the top-left corner.
pub struct Page {
    paper: Paper,
    body: String,
    ids: usize,
    /// How wide a tile is drawn in each picture placed on the page, in mm.
    tile_mm: Vec<f64>,
}

impl Page {
    /// An empty page of `paper`.
    pub fn new(paper: Paper) -> Page {
        Page {
            paper,
            body: String::new(),
            ids: 0,
            tile_mm: Vec::new(),
        }
    }

    /// The paper.
    pub fn paper(&self) -> Paper {
        self.paper
    }

    /// Writes one line of text with its baseline's `anchor` point at `(x, y)`.
    pub fn text(&mut self, x: f64, y: f64, style: Style, anchor: Anchor, text: &str) {
        let weight = match style.weight {
            Weight::Regular => "normal",
            Weight::Bold => "bold",
        };
        let anchor = match anchor {
            Anchor::Start => "",
            Anchor::Middle => " text-anchor=\"middle\"",
            Anchor::End => " text-anchor=\"end\"",
        };
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"{weight}\" fill=\"{}\"{anchor}>{}</text>",
            num(x),
            num(y),
            num(style.size_mm()),
            style.colour,
            escape(text)
        );
    }

    /// Writes lines already wrapped, the first line's top at `top`; returns
    /// the height used.
    pub fn lines(
        &mut self,
        x: f64,
        top: f64,
        style: Style,
        anchor: Anchor,
        lines: &[String],
    ) -> f64 {
        let ascent = style.size_mm() * 0.8;
        for (i, line) in lines.iter().enumerate() {
            let y = top + ascent + i as f64 * style.line_mm();
            self.text(x, y, style, anchor, line);
        }
        style.block_height(lines.len())
    }

    /// Blocks of lines already wrapped to `width` mm, one below the other
    /// from `top`, each `(style, lines, the space after it)`: as many lines
    /// as end above `bottom`. Where some are left out, the last line drawn
    /// ends with an ellipsis.
    pub fn blocks_within(
        &mut self,
        x: f64,
        top: f64,
        blocks: &[(Style, Vec<String>, f64)],
        (width, bottom): (f64, f64),
    ) {
        // How many lines of each block fit, and which was the last shown.
        let mut kept = Vec::with_capacity(blocks.len());
        let mut y = top;
        let mut last = None;
        for (i, (style, lines, gap)) in blocks.iter().enumerate() {
            let k = style.lines_in(bottom - y).min(lines.len());
            kept.push(k);
            if k > 0 {
                last = Some(i);
            }
            if k < lines.len() {
                break;
            }
            y += style.block_height(k) + gap;
        }
        let cut = kept.len() < blocks.len()
            || kept
                .iter()
                .zip(blocks)
                .any(|(&k, (_, lines, _))| k < lines.len());
        let mut y = top;
        for (i, ((style, lines, gap), &k)) in blocks.iter().zip(&kept).enumerate() {
            if cut && Some(i) == last {
                let mut shown = lines[..k].to_vec();
                if let Some(end) = shown.last_mut() {
                    *end = style.ellipsized(end, width);
                }
                y += self.lines(x, y, *style, Anchor::Start, &shown) + gap;
            } else {
                y += self.lines(x, y, *style, Anchor::Start, &lines[..k]) + gap;
            }
        }
    }

    /// A straight line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), colour: &str, width: f64) {
        let _ = writeln!(
            self.body,
            "<path d=\"M{} {}L{} {}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\"/>",
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            num(width)
        );
    }

    /// A dashed straight line: dashes and gaps `dash` mm long.
    pub fn dashed_line(
        &mut self,
        from: (f64, f64),
        to: (f64, f64),
        colour: &str,
        width: f64,
        dash: f64,
    ) {
        let _ = writeln!(
            self.body,
            "<path d=\"M{} {}L{} {}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>",
            num(from.0),
            num(from.1),
            num(to.0),
            num(to.1),
            num(width),
            num(dash),
            num(dash)
        );
    }

    /// A rectangle, filled and/or stroked.
    pub fn rect(
        &mut self,
        (x, y, w, h): (f64, f64, f64, f64),
        fill: Option<&str>,
        stroke: Option<(&str, f64)>,
    ) {
        let d = format!(
            "M{} {}H{}V{}H{}Z",
            num(x),
            num(y),
            num(x + w),
            num(y + h),
            num(x)
        );
        self.path(&d, fill, stroke);
    }

    /// Any path, filled and/or stroked.
    pub fn path(&mut self, d: &str, fill: Option<&str>, stroke: Option<(&str, f64)>) {
        let _ = write!(
            self.body,
            "<path d=\"{d}\" fill=\"{}\"",
            fill.unwrap_or("none")
        );
        if let Some((colour, width)) = stroke {
            let _ = write!(
                self.body,
                " stroke=\"{colour}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"",
                num(width)
            );
        }
        self.body.push_str("/>\n");
    }

    /// A green tick (legal) or a red cross (illegal) in a white disc of
    /// diameter `size` centred at `(x, y)`.
    pub fn verdict(&mut self, x: f64, y: f64, size: f64, legal: bool) {
        let r = size / 2.0;
        let colour = if legal { GREEN } else { RED };
        let _ = writeln!(
            self.body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#ffffff\" stroke=\"{colour}\" stroke-width=\"{}\"/>",
            num(x),
            num(y),
            num(r),
            num(size * 0.08)
        );
        let k = r * 0.5;
        let d = if legal {
            format!(
                "M{} {}L{} {}L{} {}",
                num(x - k),
                num(y + k * 0.05),
                num(x - k * 0.25),
                num(y + k * 0.75),
                num(x + k),
                num(y - k * 0.7)
            )
        } else {
            format!(
                "M{} {}L{} {}M{} {}L{} {}",
                num(x - k),
                num(y - k),
                num(x + k),
                num(y + k),
                num(x + k),
                num(y - k),
                num(x - k),
                num(y + k)
            )
        };
        self.path(&d, None, Some((colour, size * 0.14)));
    }

    /// Draws a tile picture (a standalone SVG whose viewBox is a square of
    /// side `art_size`, as [`halflings_art::tile_svg`] writes) into the
    /// square of side `size` mm at `(x, y)`, turned `turns` quarter turns
    /// clockwise about the square's centre. The picture's ids are prefixed
    /// so that several pictures, or one drawn twice, never clash on a page.
    pub fn tile(&mut self, svg: &str, art_size: f64, (x, y): (f64, f64), size: f64, turns: u8) {
        self.tile_mapped(svg, art_size, (x, y), size, turns, None);
    }

    /// As [`Page::tile`], the placed picture then mapped by the affine
    /// `matrix` (SVG's `a b c d e f`, in page millimetres).
    pub fn tile_mapped(
        &mut self,
        svg: &str,
        art_size: f64,
        (x, y): (f64, f64),
        size: f64,
        turns: u8,
        matrix: Option<[f64; 6]>,
    ) {
        self.ids += 1;
        // The art of a tile, or of a board of tiles, is drawn SIDE_MM to
        // a tile.
        self.tile_mm.push(size / art_size * halflings_art::SIDE_MM);
        let prefix = format!("p{}-", self.ids);
        let s = size / art_size;
        let half = art_size / 2.0;
        let mut transform = String::new();
        if let Some(m) = matrix {
            let m: Vec<String> = m.iter().map(|v| num_fine(*v)).collect();
            let _ = write!(transform, "matrix({}) ", m.join(" "));
        }
        let _ = write!(
            transform,
            "translate({} {}) scale({})",
            num(x),
            num(y),
            num_fine(s)
        );
        if !turns.is_multiple_of(4) {
            let _ = write!(
                transform,
                " rotate({} {} {})",
                u16::from(turns % 4) * 90,
                num(half),
                num(half)
            );
        }
        let _ = writeln!(self.body, "<g transform=\"{transform}\">");
        halflings_art::svg::embed_into(&mut self.body, svg, &prefix);
        self.body.push_str("</g>\n");
    }

    /// Opens a group clipped to the path `d` (close it with [`Page::end_clip`]).
    pub fn begin_clip(&mut self, d: &str) {
        self.ids += 1;
        let id = format!("clip{}", self.ids);
        let _ = writeln!(
            self.body,
            "<clipPath id=\"{id}\"><path d=\"{d}\"/></clipPath>\n<g clip-path=\"url(#{id})\">"
        );
    }

    /// Closes the group opened by [`Page::begin_clip`].
    pub fn end_clip(&mut self) {
        self.body.push_str("</g>\n");
    }

    /// The finished SVG document, titled `title`.
    pub fn finish(self, title: &str, command: &str) -> String {
        let (w, h) = (self.paper.width_mm(), self.paper.height_mm());
        let mut out = String::with_capacity(self.body.len() + 512);
        out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            out,
            "<!-- Generated by halflings from the tile definitions; DO NOT EDIT. Remake it with `{command}`. -->"
        );
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{}mm\" height=\"{}mm\" viewBox=\"0 0 {} {}\" font-family=\"{}\">",
            num(w),
            num(h),
            num(w),
            num(h),
            font::FAMILY
        );
        let _ = writeln!(out, "<title>{}</title>", escape(title));
        let _ = writeln!(
            out,
            "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            num(w),
            num(h)
        );
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }
}

/// A number with up to six decimals (scale factors need more than three).
fn num_fine(v: f64) -> String {
    let s = format!("{v:.6}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

/// Escapes text for XML content and attributes.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c < ' ' && c != '\t' && c != '\n' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Pages filled from top to bottom within the margins: a block that does not
/// fit below the last one starts a new page. The last band above the bottom
/// margin carries the footer.
pub struct Flow {
    paper: Paper,
    margin: f64,
    pages: Vec<Page>,
    /// How far down each page left behind was filled, in mm from the top.
    left_at: Vec<f64>,
    /// Where the next block starts, in mm from the top of the page.
    pub y: f64,
}

/// The height of the footer band at the foot of every page.
pub const FOOTER_MM: f64 = 6.0;

impl Flow {
    /// One empty page of `paper`.
    pub fn new(paper: Paper) -> Flow {
        Flow::with_margin(paper, paper.margin_mm())
    }

    /// One empty page of `paper` with `margin` mm kept clear on every edge.
    pub fn with_margin(paper: Paper, margin: f64) -> Flow {
        Flow {
            paper,
            margin,
            pages: vec![Page::new(paper)],
            left_at: Vec::new(),
            y: margin,
        }
    }

    /// How full each page but the last was when the flow went on to the
    /// next: the share of the text block's height above the last block, 0
    /// to 1.
    pub fn fills(&self) -> Vec<f64> {
        let body = self.bottom() - self.margin;
        self.left_at
            .iter()
            .map(|y| ((y - self.margin) / body).clamp(0.0, 1.0))
            .collect()
    }

    /// The left edge of the text block.
    pub fn left(&self) -> f64 {
        self.margin
    }

    /// The width of the text block.
    pub fn width(&self) -> f64 {
        self.paper.width_mm() - 2.0 * self.margin
    }

    /// The lowest y a block may reach.
    pub fn bottom(&self) -> f64 {
        self.paper.height_mm() - self.margin - FOOTER_MM
    }

    /// The page being filled.
    pub fn page(&mut self) -> &mut Page {
        self.pages.last_mut().expect("a flow always has a page")
    }

    /// Makes room for a block `height` mm high: starts a new page unless
    /// the block fits below the last one (or the page is still empty).
    pub fn room(&mut self, height: f64) {
        if self.y + height > self.bottom() && self.y > self.margin {
            self.new_page();
        }
    }

    /// How wide a tile is drawn in each picture placed so far, in mm: a
    /// tile's own picture or a board's, on every page.
    pub fn tile_sizes(&self) -> Vec<f64> {
        self.pages
            .iter()
            .flat_map(|p| p.tile_mm.iter().copied())
            .collect()
    }

    /// Starts a new page.
    pub fn new_page(&mut self) {
        self.left_at.push(self.y);
        self.pages.push(Page::new(self.paper));
        self.y = self.margin;
    }

    /// How many pages the flow has so far.
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The height of the text block: the most a page holds.
    pub fn page_height(&self) -> f64 {
        self.bottom() - self.margin
    }

    /// Lines already wrapped, `indent` mm in from the left edge, then `gap`
    /// mm of space. A block a page can hold is kept on one page (a new one
    /// started when it does not fit below the last block); a taller one
    /// fills the page and goes on over as many as it needs.
    pub fn block(&mut self, indent: f64, style: Style, lines: &[String], gap: f64) {
        let h = style.block_height(lines.len());
        if h <= self.page_height() {
            self.room(h);
            let (x, y) = (self.left() + indent, self.y);
            self.page().lines(x, y, style, Anchor::Start, lines);
            self.y += h + gap;
        } else {
            self.run_on(indent, style, lines, gap);
        }
    }

    /// Lines already wrapped, `indent` mm in from the left edge, from the
    /// flow's place down, going on to the next page where this one is full
    /// (see [`Flow::columns`]); then `gap` mm of space.
    pub fn run_on(&mut self, indent: f64, style: Style, lines: &[String], gap: f64) {
        self.columns(
            &[(indent, style, lines)],
            0.0,
            &mut |_, _, _| {},
            &mut |_| {},
        );
        self.y += gap;
    }

    /// Columns of lines side by side from the flow's place down, each
    /// `(indent, style, lines)`, with `pad` mm above and below: where the
    /// page is full, the columns go on together on the next page, as often
    /// as it takes. No page is left with a single line of a column at its
    /// foot: the columns then start on the next. `part(flow, top, height)`
    /// is called before each page's part of the columns is drawn (a table
    /// stripes its row there), `next(flow)` after each new page is started
    /// (a table draws its head again there). Leaves the flow below the
    /// columns' last part, padding included.
    pub fn columns(
        &mut self,
        columns: &[(f64, Style, &[String])],
        pad: f64,
        part: &mut dyn FnMut(&mut Flow, f64, f64),
        next: &mut dyn FnMut(&mut Flow),
    ) {
        let mut drawn = vec![0; columns.len()];
        let mut fresh = self.y <= self.margin;
        loop {
            let room = self.bottom() - self.y - 2.0 * pad;
            let left: Vec<usize> = columns
                .iter()
                .zip(&drawn)
                .map(|((_, _, lines), d)| lines.len() - d)
                .collect();
            let mut fit: Vec<usize> = columns
                .iter()
                .zip(&left)
                .map(|((_, style, _), &left)| style.lines_in(room).min(left))
                .collect();
            let done = fit == left;
            if !done && !fresh && fit.iter().zip(&left).any(|(&f, &l)| f < l.min(2)) {
                self.new_page();
                next(self);
                fresh = true;
                continue;
            }
            // A page too short for a single line (it cannot happen on
            // paper) still takes one, so the columns come to an end.
            for (f, &l) in fit.iter_mut().zip(&left) {
                if *f == 0 && l > 0 {
                    *f = 1;
                }
            }
            let h = columns
                .iter()
                .zip(&fit)
                .map(|((_, style, _), &f)| style.block_height(f))
                .fold(0.0, f64::max)
                + 2.0 * pad;
            let top = self.y;
            part(self, top, h);
            let x0 = self.left();
            for (((indent, style, lines), d), f) in columns.iter().zip(&mut drawn).zip(&fit) {
                self.page().lines(
                    x0 + indent,
                    top + pad,
                    *style,
                    Anchor::Start,
                    &lines[*d..*d + f],
                );
                *d += f;
            }
            if done {
                self.y += h;
                return;
            }
            self.new_page();
            next(self);
            fresh = true;
        }
    }

    /// The pages as SVG, each with a footer: `footer` on the left and the
    /// page number on the right.
    pub fn finish(self, title: &str, footer: &str, t: &Texts) -> Vec<String> {
        let count = self.pages.len();
        let (paper, margin) = (self.paper, self.margin);
        self.pages
            .into_iter()
            .enumerate()
            .map(|(i, page)| finish_page(page, paper, margin, title, footer, (i + 1, count), t))
            .collect()
    }

    /// The one page of this flow as SVG, numbered `number` of `of` pages
    /// of its sheet: for sheets whose pages are drawn one at a time. Such a
    /// page cuts its texts to the room they have (see [`Style::clip`]), so
    /// its flow never starts another page; were it to, only the first page
    /// would be drawn, rather than the build failing.
    pub fn finish_one(
        self,
        title: &str,
        footer: &str,
        (number, of): (usize, usize),
        t: &Texts,
    ) -> String {
        let (paper, margin) = (self.paper, self.margin);
        let page = self
            .pages
            .into_iter()
            .next()
            .unwrap_or_else(|| Page::new(paper));
        finish_page(page, paper, margin, title, footer, (number, of), t)
    }
}

/// `page` with its footer (`footer` on the left, "page N of M" on the
/// right), as SVG. Each stays on the one line of the footer band: the page
/// number takes at most half the line and the footer what is left of it,
/// a text too long for its part cut short with an ellipsis.
fn finish_page(
    mut page: Page,
    paper: Paper,
    margin: f64,
    title: &str,
    footer: &str,
    (number, of): (usize, usize),
    t: &Texts,
) -> String {
    let style = SMALL.colour(GREY);
    let (left, right) = (margin, paper.width_mm() - margin);
    let base = paper.height_mm() - margin;
    let number = style.elide(
        &t.with("page-number", &[("number", n(number)), ("count", n(of))]),
        (right - left) / 2.0,
    );
    let number_w = text_width_mm(false, style.size_mm(), &number);
    let footer = style.elide(footer, right - left - number_w - FOOTER_GAP_MM);
    page.line((left, base - 3.6), (right, base - 3.6), GREY, 0.15);
    page.text(left, base, style, Anchor::Start, &footer);
    page.text(right, base, style, Anchor::End, &number);
    page.finish(title, SHEETS_COMMAND)
}

/// The least space between the footer and the page number, in mm.
const FOOTER_GAP_MM: f64 = 4.0;

/// The style of body text.
pub const BODY: Style = Style::regular(8.5);
/// A space a line is never broken at.
pub const NO_BREAK_SPACE: char = '\u{a0}';

/// The words of `text` as a line may break between them: split at spaces
/// but no-break spaces, a number ("3", "1.") kept with the word after it
/// and a roman numeral ("II") with the word before, as typesetters do.
fn glued(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    // A number or an ordinal ("3", "(12", "1.", "1st", "2ª", "1.ª", "9:"),
    // not a date ("1/2021").
    let is_number = |w: &str| {
        let w = w.trim_start_matches('(');
        w.starts_with(|c: char| c.is_ascii_digit()) && w.chars().count() <= 5 && !w.contains('/')
    };
    let is_roman = |w: &str| {
        matches!(
            w.trim_end_matches([',', '.', ')', ':', ';']),
            "I" | "II" | "III"
        )
    };
    // Each word is appended to the one it is kept with, in place: a run of
    // numbers ("1 2 3 ...") or of roman numerals ("II II II ...") grows one
    // word and is never copied again.
    for word in text
        .split(|c: char| c.is_whitespace() && c != NO_BREAK_SPACE)
        .filter(|w| !w.is_empty())
    {
        let number = is_number(word);
        if let Some(mut kept) = pending.take() {
            // After a number: neither a roman numeral alone nor a word that
            // ends a number's run but another number.
            kept.push(NO_BREAK_SPACE);
            kept.push_str(word);
            if number {
                pending = Some(kept);
            } else {
                words.push(kept);
            }
            continue;
        }
        if is_roman(word)
            && let Some(last) = words.last_mut()
        {
            last.push(NO_BREAK_SPACE);
            last.push_str(word);
            continue;
        }
        if number {
            pending = Some(word.to_owned());
        } else {
            words.push(word.to_owned());
        }
    }
    // A number that ends the text stays with the word before it.
    if let Some(number) = pending {
        match words.last_mut() {
            Some(last) => {
                last.push(NO_BREAK_SPACE);
                last.push_str(&number);
            }
            None => words.push(number),
        }
    }
    words
}

/// The style of section headings.
pub const HEADING: Style = Style::bold(11.0);
/// The style of small print: captions, table notes.
pub const SMALL: Style = Style::regular(8.0);

/// A table of at most this many rows is kept on one page.
pub const SHORT_TABLE_ROWS: usize = 3;

/// One column of a [`Flow::table`]: its heading and width in mm.
pub type Column<'a> = (&'a str, f64);

/// One cell of a [`Flow::table`]: its text and style.
pub type Cell = (String, Style);

impl Flow {
    /// A section heading, wrapped to the text block, kept on one page with
    /// at least `keep` mm of what follows.
    pub fn heading(&mut self, text: &str, keep: f64) {
        let lines = HEADING.wrap_line(text, self.width());
        let h = HEADING.block_height(lines.len());
        self.y += 2.0;
        if h + 1.5 <= self.page_height() {
            self.room(h + 1.5 + keep);
            let (x, y) = (self.left(), self.y);
            self.page().lines(x, y, HEADING, Anchor::Start, &lines);
            self.y += h + 1.5;
        } else {
            self.block(0.0, HEADING, &lines, 1.5);
        }
    }

    /// A paragraph across the text block, indented by `indent` mm.
    pub fn paragraph(&mut self, text: &str, style: Style, indent: f64) {
        let lines = style.wrap(text, self.width() - indent);
        self.paragraph_lines(&lines, style, indent);
    }

    /// A paragraph of lines already wrapped (to the text block less
    /// `indent` mm), indented by `indent` mm.
    pub fn paragraph_lines(&mut self, lines: &[String], style: Style, indent: f64) {
        self.block(indent, style, lines, style.size_mm() * 0.5);
    }

    /// A bulleted list, one item per entry.
    pub fn bullets(&mut self, items: &[String], style: Style) {
        let indent = 3.5;
        for item in items {
            let lines = style.wrap(item, self.width() - indent);
            let h = style.block_height(lines.len());
            if h > self.page_height() {
                // Taller than a page: the bullet with its first lines,
                // the rest on the pages after.
                self.room(style.block_height(2));
                let (x, y) = (self.left(), self.y);
                self.page()
                    .lines(x + 0.6, y, style, Anchor::Start, &["\u{2022}".to_owned()]);
                self.block(indent, style, &lines, style.size_mm() * 0.35);
                continue;
            }
            self.room(h);
            let (x, y) = (self.left(), self.y);
            self.page()
                .lines(x + 0.6, y, style, Anchor::Start, &["\u{2022}".to_owned()]);
            self.page()
                .lines(x + indent, y, style, Anchor::Start, &lines);
            self.y += h + style.size_mm() * 0.35;
        }
        self.y += style.size_mm() * 0.3;
    }

    /// A table: a heading row, then one row per entry, each cell wrapped to
    /// its column (less 1.5 mm of padding) and rows striped. The heading
    /// row takes at most a quarter of a page (a heading longer than that
    /// is cut short), as it is drawn again at the top of every page the
    /// table runs onto; a row taller than the rest of a page goes on over
    /// the next, its cells side by side.
    pub fn table(&mut self, columns: &[Column<'_>], rows: &[Vec<Cell>]) {
        let pad = 1.2;
        let head = Style::bold(8.0);
        let most = head.lines_in(self.page_height() / 4.0 - 2.0 * pad).max(1);
        let head_lines: Vec<Vec<String>> = columns
            .iter()
            .map(|(name, w)| head.clip(head.wrap(name, w - 2.0 * pad), most, w - 2.0 * pad))
            .collect();
        let head_h =
            head.block_height(head_lines.iter().map(Vec::len).max().unwrap_or(1)) + 2.0 * pad;
        let wrapped: Vec<Vec<(Vec<String>, Style)>> = rows
            .iter()
            .map(|row| {
                row.iter()
                    .zip(columns)
                    .map(|((text, style), (_, w))| (style.wrap(text, w - 2.0 * pad), *style))
                    .collect()
            })
            .collect();
        let heights: Vec<f64> = wrapped
            .iter()
            .map(|row| {
                row.iter()
                    .map(|(lines, style)| style.block_height(lines.len()))
                    .fold(0.0, f64::max)
                    + 2.0 * pad
            })
            .collect();
        let total: f64 = columns.iter().map(|(_, w)| w).sum();
        let draw_head = |flow: &mut Flow| {
            let (x0, y) = (flow.left(), flow.y);
            let mut x = x0;
            for (lines, (_, w)) in head_lines.iter().zip(columns) {
                flow.page()
                    .lines(x + pad, y + pad, head, Anchor::Start, lines);
                x += w;
            }
            flow.page()
                .line((x0, y + head_h), (x0 + total, y + head_h), INK, 0.3);
            flow.y += head_h;
        };
        // What a page holds below the head: a row taller goes on over
        // pages.
        let under_head = self.page_height() - head_h;
        // A short table is kept whole; a long one breaks between rows, but
        // never so that its last row stands alone on the next page.
        let whole: f64 = heights.iter().sum();
        if heights.len() <= SHORT_TABLE_ROWS && whole <= under_head {
            self.room(head_h + whole);
        } else {
            self.room(head_h + heights.first().copied().unwrap_or(0.0).min(under_head));
        }
        draw_head(self);
        let last_two = heights.len().saturating_sub(2);
        for (i, (row, h)) in wrapped.iter().zip(&heights).enumerate() {
            if *h > under_head {
                let mut x = 0.0;
                let cells: Vec<(f64, Style, &[String])> = row
                    .iter()
                    .zip(columns)
                    .map(|((lines, style), (_, w))| {
                        x += w;
                        (x - w + pad, *style, lines.as_slice())
                    })
                    .collect();
                let stripe = |flow: &mut Flow, y: f64, h: f64| {
                    if i % 2 == 1 {
                        let x0 = flow.left();
                        flow.page().rect((x0, y, total, h), Some(STRIPE), None);
                    }
                };
                self.columns(&cells, pad, &mut { stripe }, &mut { draw_head });
                continue;
            }
            let widow = i == last_two
                && heights.len() > 2
                && heights[i + 1] <= under_head
                && self.y + h + heights[i + 1] > self.bottom()
                && self.y > self.margin + head_h;
            if self.y + h > self.bottom() || widow {
                self.new_page();
                draw_head(self);
            }
            let (x0, y) = (self.left(), self.y);
            if i % 2 == 1 {
                self.page().rect((x0, y, total, *h), Some(STRIPE), None);
            }
            let mut x = x0;
            for ((lines, style), (_, w)) in row.iter().zip(columns) {
                self.page()
                    .lines(x + pad, y + pad, *style, Anchor::Start, lines);
                x += w;
            }
            self.y += h;
        }
        let (x0, y) = (self.left(), self.y);
        self.page().line((x0, y), (x0 + total, y), INK, 0.3);
        self.y += 2.5;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_within_the_width() {
        let style = Style::regular(9.0);
        let text = "A leg must touch the side of a placed tile along its whole length; touching at a corner alone does not count.";
        let lines = style.wrap(text, 60.0);
        assert!(lines.len() >= 2, "{lines:?}");
        for line in &lines {
            assert!(style.width(line) <= 60.0, "{line}");
        }
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn a_number_stays_with_the_word_after_it_and_a_roman_numeral_with_the_word_before() {
        let nb = NO_BREAK_SPACE;
        assert_eq!(
            glued("eine Wiese 3 je Stadt, die 1. Auflage"),
            [
                "eine",
                "Wiese",
                &format!("3{nb}je"),
                "Stadt,",
                "die",
                &format!("1.{nb}Auflage")
            ]
        );
        assert_eq!(
            glued("Halb so wild II (12 Karten)"),
            [
                "Halb",
                "so",
                &format!("wild{nb}II"),
                &format!("(12{nb}Karten)")
            ]
        );
        // An ordinal too; a number that ends the text stays with the word
        // before it; a date is a word of its own.
        assert_eq!(
            glued("the 1st edition, 1.ª edición, BLUE 2."),
            [
                "the",
                &format!("1st{nb}edition,"),
                &format!("1.ª{nb}edición,"),
                &format!("BLUE{nb}2.")
            ]
        );
        assert_eq!(glued("under 1/2021 it"), ["under", "1/2021", "it"]);
    }

    #[test]
    fn words_bound_by_a_no_break_space_stay_on_one_line_and_part_there_when_too_long() {
        let style = Style::regular(8.0);
        let bound = format!("a b c d e f [ruling{NO_BREAK_SPACE}1/2021]");
        let width = style.mm(Metrics::get(style.weight).units("a b c d e f [ruling"));
        let lines = style.wrap(&bound, width);
        assert!(
            lines
                .iter()
                .any(|l| l.contains(&format!("[ruling{NO_BREAK_SPACE}1/2021]"))),
            "{lines:?}"
        );
        // Too long for the column: parted at the no-break space, not
        // inside a date.
        let narrow = style.mm(Metrics::get(style.weight).units("[verheldering"));
        let lines = style.wrap(&format!("[verheldering{NO_BREAK_SPACE}1/2021]"), narrow);
        assert_eq!(lines, ["[verheldering", "1/2021]"]);
        // Parted at its first no-break space, the rest kept together.
        let lines = style.wrap(
            &format!("[abgeleitet{NO_BREAK_SPACE}aus{NO_BREAK_SPACE}1/2021]"),
            narrow,
        );
        assert_eq!(
            lines,
            ["[abgeleitet", &format!("aus{NO_BREAK_SPACE}1/2021]")]
        );
    }

    #[test]
    fn a_word_longer_than_the_column_is_broken_with_a_hyphen() {
        let style = Style::bold(8.0);
        let text = "Regelfassungsübersichtstabelle und Klarstellung";
        let lines = style.wrap(text, 15.0);
        for line in &lines {
            assert!(style.width(line) <= 15.0, "{line} in {lines:?}");
        }
        assert!(lines[0].ends_with('-'), "{lines:?}");
        // Nothing lost: the pieces, less their hyphens, are the words.
        let joined: String = lines.iter().map(|l| l.trim_end_matches('-')).collect();
        assert_eq!(joined, text.replace(' ', ""));
    }

    /// `bytes` bytes of `pattern` repeated (fewer only by a character that
    /// would not fit).
    fn repeated(pattern: &str, bytes: usize) -> String {
        let mut out = String::new();
        for c in pattern.chars().cycle() {
            if out.len() + c.len_utf8() > bytes {
                break;
            }
            out.push(c);
        }
        out
    }

    /// Whether each of `lines` but the last is as full as `width` allows:
    /// with the first word of the next line (words bound by no-break spaces
    /// being one) it would be too wide.
    fn filled(style: Style, lines: &[String], width: f64) -> bool {
        lines.windows(2).all(|pair| {
            let next = pair[1].split(' ').next().unwrap_or("");
            style.width(&format!("{} {next}", pair[0])) > width
        })
    }

    const LONGEST: usize = halflings_catalog::limits::MAX_MESSAGE_BYTES;

    #[test]
    fn a_word_as_long_as_the_longest_message_is_broken_into_pieces_as_full_as_the_column_holds() {
        let style = BODY;
        let width = 40.0;
        let word = repeated("Regelübersichtstabellenfassungsklarstellung", LONGEST);
        assert!(word.len() > LONGEST - 2);
        let lines = style.wrap(&word, width);
        assert!(lines.len() > 50, "{} lines", lines.len());
        let hyphen = style.width("-");
        for (i, line) in lines.iter().enumerate() {
            assert!(style.width(line) <= width, "{line}");
            if i + 1 < lines.len() {
                // Each piece but the last ends in a hyphen, and one more
                // character would have made it too wide.
                let piece = line.strip_suffix('-').expect("a hyphen ends the piece");
                let next = lines[i + 1].chars().next().unwrap();
                assert!(
                    style.width(&format!("{piece}{next}")) + hyphen > width,
                    "{line} could hold {next}"
                );
            }
        }
        let joined: String = lines.iter().map(|l| l.trim_end_matches('-')).collect();
        assert_eq!(joined, word);
    }

    #[test]
    fn words_as_long_as_the_longest_message_bound_by_no_break_spaces_part_at_them() {
        let style = BODY;
        let width = 60.0;
        let text = repeated(&format!("Halbkarte{NO_BREAK_SPACE}"), LONGEST);
        let text = text.trim_end_matches(NO_BREAK_SPACE);
        let lines = style.wrap(text, width);
        assert!(lines.len() > 20, "{} lines", lines.len());
        for line in &lines {
            assert!(style.width(line) <= width, "{line}");
            assert!(!line.ends_with('-'), "a word was broken: {line}");
        }
        // Nothing lost or broken: the words, in order, parted at no-break
        // spaces only, each line as full as it may be.
        let spaced = |s: &str| s.replace(NO_BREAK_SPACE, " ");
        assert_eq!(spaced(&lines.join(" ")), spaced(text));
        assert!(filled(style, &lines, width), "{lines:?}");
        // The first words go alone; what is left stays bound, and is all
        // that still fits on a line.
        let last = lines.last().unwrap();
        assert!(
            last.contains(NO_BREAK_SPACE) && !last.contains(' '),
            "{last}"
        );
        assert!(
            lines[..lines.len() - 1]
                .iter()
                .all(|l| !l.contains(NO_BREAK_SPACE))
        );
        assert!(style.width(&format!("Halbkarte{NO_BREAK_SPACE}{last}")) > width);

        // No-break spaces alone: one line of them, no wider than the column.
        let spaces = repeated(&NO_BREAK_SPACE.to_string(), LONGEST);
        let lines = style.wrap(&spaces, width);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(style.width(&lines[0]) <= width);
        assert!(lines[0].chars().all(|c| c == NO_BREAK_SPACE));
    }

    #[test]
    fn a_run_of_roman_numerals_or_numbers_as_long_as_the_longest_message_is_one_word_parted_to_fit()
    {
        let style = BODY;
        let width = 50.0;
        // Whole numerals, as long as the longest message allows.
        let text = repeated("II ", LONGEST - LONGEST % 3);
        let text = text.trim_end();
        // Each numeral is kept with the word before it: the run is one word.
        assert_eq!(
            glued(text),
            [text.replace(' ', &NO_BREAK_SPACE.to_string())]
        );
        let lines = style.wrap(text, width);
        assert!(lines.len() > 20, "{} lines", lines.len());
        for line in &lines {
            assert!(style.width(line) <= width, "{line}");
            assert!(
                line.split([' ', NO_BREAK_SPACE]).all(|w| w == "II"),
                "{line}"
            );
        }
        let words: usize = lines
            .iter()
            .map(|l| l.split([' ', NO_BREAK_SPACE]).count())
            .sum();
        assert_eq!(words, text.split(' ').count());
        assert!(filled(style, &lines, width), "{lines:?}");
        // A run of numbers, each kept with the word after it, is one word.
        let numbers = repeated("12 ", LONGEST - LONGEST % 3);
        let numbers = numbers.trim_end();
        assert_eq!(glued(numbers).len(), 1);
        assert!(
            style
                .wrap(numbers, width)
                .iter()
                .all(|l| style.width(l) <= width)
        );
    }

    /// Each line of text of `page`: its baseline and its words.
    fn texts_of(page: &Page) -> Vec<(f64, String)> {
        let svg = format!("<svg>{}</svg>", page.body);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| {
                let y = n.attribute("y").unwrap().parse().unwrap();
                (y, n.text().unwrap_or_default().to_owned())
            })
            .collect()
    }

    #[test]
    fn a_paragraph_taller_than_a_page_goes_on_over_the_pages_after_every_line_on_a_page() {
        let mut flow = Flow::new(Paper::A4);
        flow.paragraph("A short paragraph first.", BODY, 0.0);
        let text = repeated("Halbkarte 3 liegt an II der Seite; ", LONGEST * 4);
        let lines = BODY.wrap(&text, flow.width());
        assert!(BODY.block_height(lines.len()) > 1.5 * flow.page_height());
        flow.paragraph(&text, BODY, 0.0);
        flow.paragraph("And a short one after.", BODY, 0.0);
        assert!(flow.pages.len() >= 2, "{} pages", flow.pages.len());
        let bottom = flow.bottom();
        let drawn: Vec<String> = flow
            .pages
            .iter()
            .flat_map(|page| {
                let texts = texts_of(page);
                assert!(texts.iter().all(|(y, _)| *y <= bottom), "{texts:?}");
                texts.into_iter().map(|(_, line)| line)
            })
            .collect();
        // Every line, in order, the long paragraph starting on the first
        // page below the short one.
        assert_eq!(drawn.len(), lines.len() + 2);
        assert_eq!(drawn[1..=lines.len()], lines[..]);
        assert!(texts_of(&flow.pages[0]).len() > 2);
        // Each page but the last is filled: another line would not fit.
        for page in &flow.pages[..flow.pages.len() - 1] {
            let last = texts_of(page).last().unwrap().0;
            assert!(last + BODY.line_mm() > bottom - BODY.size_mm() * 0.25);
        }
    }

    #[test]
    fn a_table_row_taller_than_a_page_goes_on_over_the_next_under_the_head_again() {
        let mut flow = Flow::new(Paper::Letter);
        let long = repeated("Klarstellung 10/2015 ", LONGEST);
        let rows = vec![
            vec![("first".to_owned(), BODY), ("short".to_owned(), BODY)],
            vec![("second".to_owned(), BODY), (long.clone(), BODY)],
            vec![("third".to_owned(), BODY), ("short".to_owned(), BODY)],
        ];
        let head = repeated("Heading ", LONGEST);
        flow.table(&[("Version", 40.0), (&head, 60.0)], &rows);
        let wrapped = BODY.wrap(&long, 60.0 - 2.4);
        assert!(flow.pages.len() >= 3, "{} pages", flow.pages.len());
        let bottom = flow.bottom();
        let mut cells = Vec::new();
        for page in &flow.pages {
            let texts = texts_of(page);
            assert!(texts.iter().all(|(y, _)| *y <= bottom));
            // The head, cut short to a quarter of the page, opens each.
            assert_eq!(texts[0].1, "Version");
            let heads: Vec<&(f64, String)> = texts
                .iter()
                .filter(|(_, t)| t.starts_with("Heading"))
                .collect();
            assert!(heads.last().unwrap().1.ends_with(ELLIPSIS));
            assert!(heads.last().unwrap().0 - texts[0].0 < flow.page_height() / 4.0);
            let others = ["Version", "first", "second", "third", "short"];
            cells.extend(
                texts
                    .iter()
                    .filter(|(_, t)| !others.contains(&t.as_str()) && !t.starts_with("Heading"))
                    .map(|(_, t)| t.clone()),
            );
        }
        assert_eq!(cells, wrapped);
    }

    #[test]
    fn a_page_drawn_alone_that_ran_onto_another_keeps_its_first_and_a_long_footer_is_cut_short() {
        let catalog = halflings_testkit::catalog();
        let t = crate::texts(&catalog, "en").unwrap();
        let mut flow = Flow::new(Paper::A4);
        flow.paragraph("On the first page.", BODY, 0.0);
        flow.new_page();
        flow.paragraph("On a second page.", BODY, 0.0);
        let footer = repeated("Made by halflings from the tile definitions ", LONGEST);
        let svg = flow.finish_one("Title", &footer, (1, 1), &t);
        assert!(svg.contains("On the first page.") && !svg.contains("On a second page."));
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let texts: Vec<&str> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .collect();
        let cut = texts.iter().find(|t| t.starts_with("Made by")).unwrap();
        assert!(cut.ends_with(ELLIPSIS), "{cut}");
        let number = texts.last().unwrap();
        assert!(
            SMALL.width(cut) + SMALL.width(number) + FOOTER_GAP_MM <= flow_width(Paper::A4),
            "{cut} and {number}"
        );
    }

    fn flow_width(paper: Paper) -> f64 {
        Flow::new(paper).width()
    }

    #[test]
    fn a_text_cut_short_ends_with_an_ellipsis_within_its_width() {
        assert_eq!(crate::fonts::missing(&ELLIPSIS.to_string()), None);
        let style = Style::bold(8.0);
        assert_eq!(style.elide("Census", 30.0), "Census");
        let long = repeated("Übersicht der Karten ", LONGEST);
        let cut = style.elide(&long, 30.0);
        assert!(
            cut.ends_with(ELLIPSIS) && style.width(&cut) <= 30.0,
            "{cut}"
        );
        assert!(long.starts_with(cut.trim_end_matches(ELLIPSIS)));
        // Not a space or a hyphen before the ellipsis.
        assert!(!cut.trim_end_matches(ELLIPSIS).ends_with([' ', '-']));
        let lines = style.wrap(&long, 30.0);
        let clipped = style.clip(lines.clone(), 3, 30.0);
        assert_eq!(clipped[..2], lines[..2]);
        assert!(clipped[2].ends_with(ELLIPSIS) && style.width(&clipped[2]) <= 30.0);
        assert_eq!(style.clip(lines[..2].to_vec(), 3, 30.0), lines[..2]);
        assert_eq!(style.lines_in(style.block_height(4)), 4);
        assert_eq!(style.lines_in(style.block_height(4) - 0.01), 3);
        assert_eq!(style.lines_in(0.5), 0);
    }

    #[test]
    fn embedded_pictures_get_their_own_ids() {
        let svg = "<?xml version=\"1.0\"?>\n<svg viewBox=\"0 0 45 45\"><clipPath id=\"a\"/><g clip-path=\"url(#a)\"/></svg>";
        let mut page = Page::new(Paper::A4);
        page.tile(svg, 45.0, (10.0, 10.0), 45.0, 0);
        page.tile(svg, 45.0, (60.0, 10.0), 45.0, 2);
        let out = page.finish("t", "halflings sheets");
        assert!(out.contains("id=\"p1-a\"") && out.contains("url(#p2-a)"));
        assert!(roxmltree::Document::parse(&out).is_ok());
    }
}
