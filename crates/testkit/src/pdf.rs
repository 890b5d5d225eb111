//! The PDF sheets read back, so that the sheets' tests take their figures
//! from the PDF itself rather than from the code that wrote it: pages and
//! their `/MediaBox`, the clipping and stroked paths a page draws (through
//! `q`, `Q`, `cm` and form XObjects), its text decoded through the fonts'
//! `ToUnicode` maps, and the embedded font files.
//!
//! hayro-syntax (which the sheets crate reads its page PDFs with) parses
//! the file: objects, object streams, streams and their filters, and the
//! content-stream operators. This module only follows the graphics state
//! and decodes text.

use std::collections::BTreeMap;

use hayro_syntax::content::TypedIter;
use hayro_syntax::content::ops::{self, TypedInstruction};
use hayro_syntax::object::{Array, Dict, FromBytes, Name, Object, Stream};
use hayro_syntax::page::Resources;

/// A PDF file, read.
pub struct Pdf {
    doc: hayro_syntax::Pdf,
    /// The pages, in order.
    pub pages: Vec<PdfPage>,
}

/// One page of a [`Pdf`].
pub struct PdfPage {
    /// The page's own `/MediaBox`, in points: x0, y0, x1, y1 as written.
    pub media_box: [f64; 4],
    /// The page's place in the document.
    index: usize,
}

/// What a page draws that the tests measure.
#[derive(Default)]
pub struct Ops {
    /// Each clipping path as its points, in page coordinates.
    pub clips: Vec<Vec<(f64, f64)>>,
    /// Each stroked path as its points, in page coordinates; a curve
    /// segment adds its end point and then `(NaN, NaN)`, as curves are not
    /// measured.
    pub strokes: Vec<Vec<(f64, f64)>>,
}

impl Pdf {
    /// Reads `bytes`, panicking where they are not a PDF or a page has no
    /// `/MediaBox` of its own.
    pub fn parse(bytes: &[u8]) -> Pdf {
        assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
        let doc = hayro_syntax::Pdf::new(bytes.to_vec()).expect("a PDF hayro-syntax reads");
        let pages = doc
            .pages()
            .iter()
            .enumerate()
            .map(|(index, page)| {
                let numbers: Vec<f64> = page
                    .raw()
                    .get::<Array<'_>>(b"MediaBox")
                    .expect("a MediaBox")
                    .iter::<f64>()
                    .collect();
                let media_box = numbers.try_into().expect("a MediaBox of four numbers");
                PdfPage { media_box, index }
            })
            .collect();
        Pdf { doc, pages }
    }

    /// Every text run of every page, decoded through the fonts' ToUnicode
    /// maps (two bytes a glyph; U+FFFD where a font has no map or the map
    /// no entry), words joined by single spaces.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for page in self.doc.pages().iter() {
            let mut maps = Maps::new();
            let mut font: Option<Vec<u8>> = None;
            let mut instructions = page.typed_operations();
            while let Some(instruction) = instructions.next() {
                match instruction {
                    TypedInstruction::TextFont(ops::TextFont(name, _)) => {
                        let key = name.to_vec();
                        maps.entry(key.clone())
                            .or_insert_with(|| to_unicode(page.resources(), name));
                        font = Some(key);
                        continue;
                    }
                    TypedInstruction::ShowText(ops::ShowText(s))
                    | TypedInstruction::NextLineAndShowText(ops::NextLineAndShowText(s))
                    | TypedInstruction::ShowTextWithParameters(ops::ShowTextWithParameters(
                        _,
                        _,
                        s,
                    )) => decode(map(&font, &maps), s.as_bytes(), &mut out),
                    TypedInstruction::ShowTexts(ops::ShowTexts(items)) => {
                        for item in items.iter::<Object<'_>>() {
                            if let Object::String(s) = item {
                                decode(map(&font, &maps), s.as_bytes(), &mut out);
                            }
                        }
                    }
                    _ => continue,
                }
                out.push('\n');
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// How many font files are embedded: the font descriptors holding a
    /// `/FontFile2` (TrueType) or `/FontFile3` (CFF, OpenType).
    pub fn embedded_fonts(&self) -> usize {
        self.doc
            .objects()
            .into_iter()
            .filter_map(|object| match object {
                Object::Dict(dict) => Some(dict),
                _ => None,
            })
            .filter(|dict| dict.contains_key(b"FontFile2") || dict.contains_key(b"FontFile3"))
            .count()
    }
}

impl PdfPage {
    /// The clipping and stroked paths of the page, following `q`, `Q`,
    /// `cm` and form XObjects (`Do`) with their `/Matrix`.
    pub fn operations(&self, pdf: &Pdf) -> Ops {
        let page = &pdf.doc.pages()[self.index];
        let mut ops = Ops::default();
        let content = page.page_stream().unwrap_or_default();
        run(content, page.resources(), IDENTITY, &mut ops, 0);
        ops
    }
}

type Maps = BTreeMap<Vec<u8>, BTreeMap<u16, String>>;

/// The map of the current font, if it has one.
fn map<'m>(font: &Option<Vec<u8>>, maps: &'m Maps) -> Option<&'m BTreeMap<u16, String>> {
    font.as_ref().and_then(|f| maps.get(f))
}

/// Appends the text of `bytes`, two bytes a glyph, decoded through `map`.
fn decode(map: Option<&BTreeMap<u16, String>>, bytes: &[u8], out: &mut String) {
    for code in bytes.chunks(2) {
        let cid = u16::from_be_bytes([code[0], *code.get(1).unwrap_or(&0)]);
        out.push_str(
            map.and_then(|m| m.get(&cid))
                .map_or("\u{FFFD}", String::as_str),
        );
    }
}

/// The ToUnicode map of the font `name` of `resources`, empty when there
/// is none.
fn to_unicode(resources: &Resources<'_>, name: &Name<'_>) -> BTreeMap<u16, String> {
    resources
        .get_font(name)
        .and_then(|font| font.get::<Stream<'_>>(b"ToUnicode"))
        .and_then(|stream| stream.decoded_data().ok())
        .map(|data| cmap(&data))
        .unwrap_or_default()
}

/// The `bfchar` and `bfrange` entries of a ToUnicode CMap. Each section's
/// operands are read by hayro-syntax as one array.
fn cmap(data: &[u8]) -> BTreeMap<u16, String> {
    let code = |b: &[u8]| u16::from_be_bytes([b[0], *b.get(1).unwrap_or(&0)]);
    let utf16 = |b: &[u8]| {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
            .collect();
        String::from_utf16_lossy(&units)
    };
    let mut map = BTreeMap::new();
    for (begin, end, width) in [
        (&b"beginbfchar"[..], &b"endbfchar"[..], 2),
        (b"beginbfrange", b"endbfrange", 3),
    ] {
        for section in sections(data, begin, end) {
            let wrapped = [b"[", section, b"]"].concat();
            let array = Array::from_bytes(&wrapped).expect("a CMap section of strings");
            let items: Vec<Object<'_>> = array.iter::<Object<'_>>().collect();
            for entry in items.chunks_exact(width) {
                match entry {
                    [Object::String(src), Object::String(dst)] => {
                        map.insert(code(src.as_bytes()), utf16(dst.as_bytes()));
                    }
                    [Object::String(lo), Object::String(hi), Object::String(dst)] => {
                        let first = utf16(dst.as_bytes());
                        let base = first.chars().next().map_or(0, u32::from);
                        for (k, c) in (code(lo.as_bytes())..=code(hi.as_bytes())).enumerate() {
                            if let Some(ch) = char::from_u32(base + k as u32) {
                                map.insert(c, ch.to_string());
                            }
                        }
                    }
                    [Object::String(lo), Object::String(_), Object::Array(dsts)] => {
                        let dsts = dsts.iter::<Object<'_>>().filter_map(|o| match o {
                            Object::String(s) => Some(utf16(s.as_bytes())),
                            _ => None,
                        });
                        for (k, dst) in dsts.enumerate() {
                            map.insert(code(lo.as_bytes()) + k as u16, dst);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    map
}

/// The bytes between each `begin` and the `end` after it.
fn sections<'d>(data: &'d [u8], begin: &[u8], end: &[u8]) -> Vec<&'d [u8]> {
    let find = |from: usize, needle: &[u8]| {
        data.get(from..)?
            .windows(needle.len())
            .position(|w| w == needle)
            .map(|i| i + from)
    };
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(start) = find(at, begin) {
        let start = start + begin.len();
        let Some(stop) = find(start, end) else {
            break;
        };
        out.push(&data[start..stop]);
        at = stop + end.len();
    }
    out
}

type Matrix = [f64; 6];

const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// `m` applied first, then `n` (PDF's row-vector convention: m x n).
fn concat(m: Matrix, n: Matrix) -> Matrix {
    [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
}

fn apply(m: Matrix, (x, y): (f64, f64)) -> (f64, f64) {
    (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
}

/// Follows the content stream `content` drawn with `resources` under
/// `ctm`, adding its clips and strokes to `ops`.
fn run(content: &[u8], resources: &Resources<'_>, ctm: Matrix, ops: &mut Ops, depth: u32) {
    assert!(depth < 32, "XObjects nest too deep");
    let mut stack = vec![ctm];
    let mut path: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut clip_pending = false;
    let mut instructions = TypedIter::new(content);
    while let Some(instruction) = instructions.next() {
        let m = *stack.last().unwrap();
        let at = |x: hayro_syntax::object::Number, y: hayro_syntax::object::Number| {
            apply(m, (x.as_f64(), y.as_f64()))
        };
        use TypedInstruction as I;
        match instruction {
            I::SaveState(_) => stack.push(m),
            I::RestoreState(_) => {
                stack.pop();
                if stack.is_empty() {
                    stack.push(ctm);
                }
            }
            I::Transform(ops::Transform(a, b, c, d, e, f)) => {
                let new = [a, b, c, d, e, f].map(|n| n.as_f64());
                *stack.last_mut().unwrap() = concat(new, m);
            }
            I::MoveTo(ops::MoveTo(x, y)) => path.push(vec![at(x, y)]),
            I::LineTo(ops::LineTo(x, y)) => {
                if let Some(sub) = path.last_mut() {
                    sub.push(at(x, y));
                }
            }
            I::CubicTo(ops::CubicTo(_, _, _, _, x, y)) => curve_to(&mut path, at(x, y)),
            I::CubicStartTo(ops::CubicStartTo(_, _, x, y)) => curve_to(&mut path, at(x, y)),
            I::CubicEndTo(ops::CubicEndTo(_, _, x, y)) => curve_to(&mut path, at(x, y)),
            I::RectPath(ops::RectPath(x, y, w, h)) => {
                let (x, y, w, h) = (x.as_f64(), y.as_f64(), w.as_f64(), h.as_f64());
                path.push(
                    [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
                        .into_iter()
                        .map(|p| apply(m, p))
                        .collect(),
                );
            }
            I::ClipNonZero(_) | I::ClipEvenOdd(_) => clip_pending = true,
            I::StrokePath(_)
            | I::CloseAndStrokePath(_)
            | I::FillAndStrokeNonZero(_)
            | I::FillAndStrokeEvenOdd(_)
            | I::CloseFillAndStrokeNonZero(_)
            | I::CloseFillAndStrokeEvenOdd(_)
            | I::FillPathNonZero(_)
            | I::FillPathNonZeroCompatibility(_)
            | I::FillPathEvenOdd(_)
            | I::EndPath(_) => {
                if clip_pending {
                    ops.clips.extend(path.iter().cloned());
                }
                let stroked = matches!(
                    instruction,
                    I::StrokePath(_)
                        | I::CloseAndStrokePath(_)
                        | I::FillAndStrokeNonZero(_)
                        | I::FillAndStrokeEvenOdd(_)
                        | I::CloseFillAndStrokeNonZero(_)
                        | I::CloseFillAndStrokeEvenOdd(_)
                );
                if stroked {
                    ops.strokes.extend(path.iter().cloned());
                }
                path.clear();
                clip_pending = false;
            }
            I::XObject(ops::XObject(name)) => {
                if let Some(form) = resources.get_x_object(name).filter(|x| is_form(x.dict())) {
                    let dict = form.dict();
                    let matrix = dict
                        .get::<Array<'_>>(b"Matrix")
                        .and_then(|a| <Matrix>::try_from(a.iter::<f64>().collect::<Vec<_>>()).ok())
                        .unwrap_or(IDENTITY);
                    let own = dict.get::<Dict<'_>>(b"Resources").map(Resources::new);
                    let data = form.decoded_data().expect("a form XObject decodes");
                    run(
                        &data,
                        own.as_ref().unwrap_or(resources),
                        concat(matrix, m),
                        ops,
                        depth + 1,
                    );
                }
            }
            _ => {}
        }
    }
}

/// Ends the current subpath's curve at `end`. Curves are not measured:
/// the subpath is marked as curved with `(NaN, NaN)`.
fn curve_to(path: &mut [Vec<(f64, f64)>], end: (f64, f64)) {
    if let Some(sub) = path.last_mut() {
        sub.push(end);
        sub.push((f64::NAN, f64::NAN));
    }
}

/// Whether an XObject is a form (not an image).
fn is_form(dict: &Dict<'_>) -> bool {
    dict.get::<Name<'_>>(b"Subtype")
        .is_some_and(|s| s.as_ref() == b"Form")
}
