//! The printable sheets: their pages are exactly A4 or Letter, the
//! print-and-cut tiles measure 45 mm in the PDF's own coordinates, the rule
//! reference carries every rules version and symbol as text, the same
//! catalog gives the same bytes, and `halflings sheets` writes only
//! `out/sheets/`.
//!
//! The PDFs are read by a small reader written here (objects, page
//! dictionaries, Flate content streams, and the path, clip, transform and
//! text operators the sheets use), so the figures come from the PDF itself
//! rather than from the code that wrote it.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::process::Command;
use std::sync::OnceLock;

use halflings::model::SymbolKind;
use halflings::sheets::{self, Paper, SheetOptions};

const MM_PER_PT: f64 = 25.4 / 72.0;

/// Every sheet file for `paper` (no bleed), made once per paper.
fn files(paper: Paper) -> &'static BTreeMap<String, Vec<u8>> {
    static A4: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    static LETTER: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    let cell = match paper {
        Paper::A4 => &A4,
        Paper::Letter => &LETTER,
    };
    cell.get_or_init(|| {
        sheets::write_sheets(&common::catalog(), &SheetOptions::new(paper))
            .expect("the sheets are drawn")
            .into_iter()
            .collect()
    })
}

fn pdf(paper: Paper, kind: &str) -> Pdf {
    let name = format!("{kind}-{}.pdf", paper.name());
    Pdf::parse(
        files(paper)
            .get(&name)
            .unwrap_or_else(|| panic!("{name} is written")),
    )
}

#[test]
fn every_sheet_is_written_as_pdf_with_svg_and_png_pages() {
    for paper in Paper::ALL {
        let files = files(paper);
        for kind in ["rules", "census", "cut"] {
            let pdf = pdf(paper, kind);
            for page in 1..=pdf.pages.len() {
                for ext in ["svg", "png"] {
                    let name = format!("{kind}-{}-{page}.{ext}", paper.name());
                    assert!(files.contains_key(&name), "{name} is missing");
                }
            }
            let extra = format!("{kind}-{}-{}.svg", paper.name(), pdf.pages.len() + 1);
            assert!(!files.contains_key(&extra), "{extra} has no PDF page");
        }
    }
}

#[test]
fn pages_are_exactly_a4_or_letter() {
    for (paper, w, h) in [(Paper::A4, 595.276, 841.89), (Paper::Letter, 612.0, 792.0)] {
        for kind in ["rules", "census", "cut"] {
            let pdf = pdf(paper, kind);
            assert!(!pdf.pages.is_empty());
            for (i, page) in pdf.pages.iter().enumerate() {
                let [x0, y0, x1, y1] = page.media_box;
                assert!(
                    x0 == 0.0 && y0 == 0.0 && (x1 - w).abs() < 0.001 && (y1 - h).abs() < 0.001,
                    "{kind}-{} page {}: MediaBox {:?}",
                    paper.name(),
                    i + 1,
                    page.media_box
                );
            }
        }
    }
}

#[test]
fn the_rule_reference_fits_on_two_pages_and_the_census_gives_each_set_a_page() {
    let catalog = common::catalog();
    for paper in Paper::ALL {
        let rules = pdf(paper, "rules").pages.len();
        assert!((1..=2).contains(&rules), "{rules} pages");
        assert_eq!(
            pdf(paper, "census").pages.len(),
            catalog.expansion().set.len()
        );
    }
}

#[test]
fn a_leg_on_the_print_and_cut_sheets_measures_45_mm() {
    for paper in Paper::ALL {
        let pdf = pdf(paper, "cut");
        let mut legs = Vec::new();
        let mut marks = 0;
        for page in &pdf.pages {
            let ops = page.operations(&pdf);
            // The tile art is clipped to its triangle: a right isosceles
            // triangle whose legs are the tile's legs.
            for clip in &ops.clips {
                if let Some(leg) = right_isosceles_leg(clip) {
                    legs.push(leg * MM_PER_PT);
                }
            }
            // Crop marks: short straight strokes continuing the cut lines.
            // Parallel marks of one square lie one leg apart.
            let mut across = BTreeSet::new();
            let mut down = BTreeSet::new();
            for line in &ops.strokes {
                let [(x0, y0), (x1, y1)] = line[..] else {
                    continue;
                };
                let len = (x1 - x0).hypot(y1 - y0) * MM_PER_PT;
                if (len - sheets::cut::MARK_MM).abs() > 0.01 {
                    continue;
                }
                marks += 1;
                if (y1 - y0).abs() < 1e-3 {
                    across.insert(((y0 * MM_PER_PT) * 1000.0).round() as i64);
                } else if (x1 - x0).abs() < 1e-3 {
                    down.insert(((x0 * MM_PER_PT) * 1000.0).round() as i64);
                }
            }
            for set in [across, down] {
                let at: Vec<f64> = set.iter().map(|&v| v as f64 / 1000.0).collect();
                assert!(at.len() >= 2 && at.len() % 2 == 0, "{at:?}");
                for pair in at.chunks(2) {
                    legs.push(pair[1] - pair[0]);
                }
            }
        }
        assert!(marks > 0, "no crop marks found");
        assert!(legs.len() >= 24, "{} legs measured", legs.len());
        for leg in &legs {
            assert!((leg - 45.0).abs() <= 0.1, "a leg measures {leg} mm");
        }
        eprintln!(
            "{}: {} legs measured, from {:.3} to {:.3} mm",
            paper.name(),
            legs.len(),
            legs.iter().copied().fold(f64::MAX, f64::min),
            legs.iter().copied().fold(f64::MIN, f64::max)
        );
    }
}

#[test]
fn every_tile_is_on_the_print_and_cut_sheets_once() {
    let catalog = common::catalog();
    let squares = sheets::cut::pair(&catalog);
    let mut seen = Vec::new();
    for square in &squares {
        match square {
            sheets::cut::Square::Pair(a, b) => {
                assert!(halflings::model::abuts(
                    a.profile(halflings::model::Side::Long),
                    b.profile(halflings::model::Side::Long)
                ));
                seen.extend([a.id.to_string(), b.id.to_string()]);
            }
            sheets::cut::Square::Single(a) => seen.push(a.id.to_string()),
        }
    }
    seen.sort();
    let all: Vec<String> = catalog.tiles().iter().map(|t| t.id.to_string()).collect();
    assert_eq!(seen, all);
    // Tiles are left alone only when no free partner is left: at most one
    // per landscape of the long side.
    let singles = squares
        .iter()
        .filter(|s| matches!(s, sheets::cut::Square::Single(_)))
        .count();
    assert!(singles <= 3, "{singles} tiles alone");
}

#[test]
fn the_rule_reference_names_every_rules_version_and_symbol_as_text() {
    let catalog = common::catalog();
    for paper in Paper::ALL {
        let pdf = pdf(paper, "rules");
        let text = pdf.text();
        for r in &catalog.expansion().rules {
            assert!(text.contains(&r.name), "{} missing from:\n{text}", r.name);
        }
        for kind in SymbolKind::ALL {
            let name = kind.name().replace('-', " ");
            assert!(
                text.to_lowercase().contains(&name),
                "{name} missing from:\n{text}"
            );
        }
        for e in &catalog.expansion().edition {
            assert!(text.contains(&e.draft), "{} draft missing", e.id);
        }
        for p in &catalog.expansion().play {
            for rule in &p.rules {
                assert!(text.contains(rule.as_str()), "{rule} missing");
            }
        }
    }
}

#[test]
fn fonts_are_embedded() {
    for paper in Paper::ALL {
        for kind in ["rules", "census", "cut"] {
            let pdf = pdf(paper, kind);
            let fonts = pdf
                .objects
                .values()
                .filter(|o| contains(o, b"/FontFile2") || contains(o, b"/FontFile3"))
                .count();
            assert!(fonts >= 1, "{kind}: no embedded font");
        }
    }
}

#[test]
fn the_same_catalog_gives_the_same_bytes() {
    let again: BTreeMap<String, Vec<u8>> =
        sheets::write_sheets(&common::catalog(), &SheetOptions::new(Paper::A4))
            .unwrap()
            .into_iter()
            .collect();
    let first = files(Paper::A4);
    assert_eq!(
        again.keys().collect::<Vec<_>>(),
        first.keys().collect::<Vec<_>>()
    );
    for (name, bytes) in &again {
        assert!(bytes == &first[name], "{name} differs");
    }
}

#[test]
fn bleed_moves_the_crop_marks_out_and_keeps_the_legs() {
    let files: BTreeMap<String, Vec<u8>> = sheets::write_sheets(
        &common::catalog(),
        &SheetOptions {
            paper: Paper::A4,
            bleed_mm: 3.0,
        },
    )
    .unwrap()
    .into_iter()
    .collect();
    let pdf = Pdf::parse(&files["cut-a4.pdf"]);
    let mut legs = 0;
    for page in &pdf.pages {
        for clip in &page.operations(&pdf).clips {
            if let Some(leg) = right_isosceles_leg(clip) {
                let leg = leg * MM_PER_PT;
                // The true-size art, or the art grown for bleed.
                let grown = 45.0 * (1.0 + 3.0 / (45.0 * (2.0 - 2f64.sqrt()) / 2.0));
                assert!(
                    (leg - 45.0).abs() <= 0.1 || (leg - grown).abs() <= 0.1,
                    "{leg}"
                );
                legs += usize::from((leg - 45.0).abs() <= 0.1);
            }
        }
    }
    assert_eq!(legs, 24);
    assert!(
        sheets::write_sheets(
            &common::catalog(),
            &SheetOptions {
                paper: Paper::A4,
                bleed_mm: 3.5,
            }
        )
        .is_err()
    );
}

#[test]
fn the_sheets_command_writes_only_the_sheets_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    std::fs::create_dir_all(out.join("sheets")).unwrap();
    std::fs::write(out.join(".halflings-build"), "").unwrap();
    std::fs::write(out.join("tiles.json"), "kept").unwrap();
    std::fs::write(out.join("sheets/cut-a4-9.png"), "stale").unwrap();
    std::fs::write(out.join("sheets/cut-letter-9.png"), "other paper").unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["sheets", "--paper", "a4", "--tiles"])
        .arg(common::tiles_dir())
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let tree = common::tree(&out);
    assert_eq!(tree["tiles.json"], b"kept");
    assert!(!tree.contains_key("sheets/cut-a4-9.png"), "stale page kept");
    assert!(tree.contains_key("sheets/cut-letter-9.png"));
    for (name, bytes) in files(Paper::A4) {
        assert_eq!(&tree[&format!("sheets/{name}")], bytes, "{name}");
    }
    let bad = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["sheets", "--paper", "a5", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// The pdftotext of the rule reference holds the rules versions and the
/// symbol names, where poppler is installed (scripts/check-sheets installs
/// it and checks every PDF with qpdf and pdfinfo as well).
#[test]
fn pdftotext_finds_the_rules_versions_and_symbols_where_poppler_is_installed() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("rules.pdf");
    std::fs::write(&path, &files(Paper::A4)["rules-a4.pdf"]).unwrap();
    let Ok(run) = Command::new("pdftotext").arg(&path).arg("-").output() else {
        eprintln!("pdftotext is not installed; scripts/check-sheets runs this check");
        return;
    };
    let text = String::from_utf8_lossy(&run.stdout).to_lowercase();
    for needle in [
        "2014",
        "10/2015",
        "2020",
        "1/2021",
        "vineyard",
        "hill",
        "sheep",
        "crop circle",
    ] {
        assert!(text.contains(needle), "{needle} missing from:\n{text}");
    }
}

// ---------------------------------------------------------------------------
// A small PDF reader: enough for the files krilla writes.

struct Pdf {
    objects: BTreeMap<u32, Vec<u8>>,
    pages: Vec<PdfPage>,
}

struct PdfPage {
    media_box: [f64; 4],
    contents: Vec<u32>,
    resources: Vec<u8>,
}

#[derive(Default)]
struct Ops {
    /// Each clipping path as its points, in page coordinates.
    clips: Vec<Vec<(f64, f64)>>,
    /// Each stroked path as its points, in page coordinates.
    strokes: Vec<Vec<(f64, f64)>>,
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// The integer before `pos` (skipping spaces).
fn number_before(bytes: &[u8], pos: usize) -> Option<u32> {
    let mut end = pos;
    while end > 0 && bytes[end - 1] == b' ' {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && bytes[start - 1].is_ascii_digit() {
        start -= 1;
    }
    std::str::from_utf8(&bytes[start..end]).ok()?.parse().ok()
}

/// The value after `key` in a dictionary: the text up to the next key or
/// the dictionary's end.
fn value<'a>(dict: &'a [u8], key: &[u8]) -> Option<&'a [u8]> {
    let at = find(dict, key, 0)? + key.len();
    let rest = &dict[at..];
    // Stop at the next key, which follows the value (arrays end at ']').
    let end = if rest.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[') {
        rest.iter().position(|&b| b == b']').map(|i| i + 1)
    } else {
        rest.iter()
            .enumerate()
            .skip(1)
            .find(|&(_, &b)| b == b'/' || b == b'>')
            .map(|(i, _)| i)
    }
    .unwrap_or(rest.len());
    Some(&rest[..end])
}

fn numbers(text: &[u8]) -> Vec<f64> {
    String::from_utf8_lossy(text)
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// The object numbers referred to (`N 0 R`) in `text`.
fn refs(text: &[u8]) -> Vec<u32> {
    let s = String::from_utf8_lossy(text);
    let words: Vec<&str> = s
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(3)
        .filter(|w| w[2] == "R" && w[1] == "0")
        .filter_map(|w| w[0].parse().ok())
        .collect()
}

impl Pdf {
    fn parse(bytes: &[u8]) -> Pdf {
        assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
        let mut objects = BTreeMap::new();
        let mut at = 0;
        while let Some(pos) = find(bytes, b" 0 obj", at) {
            let line_start = bytes[..pos]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let end = find(bytes, b"endobj", pos).expect("an object ends");
            if let Some(n) = number_before(bytes, pos)
                && bytes[line_start..pos].iter().all(u8::is_ascii_digit)
            {
                objects.insert(n, bytes[pos + 6..end].to_vec());
            }
            at = end;
        }
        let mut pages = Vec::new();
        // The page tree's order: /Kids of the root /Pages.
        let root = objects
            .values()
            .find(|o| contains(o, b"/Type /Pages") && !contains(o, b"/Parent"))
            .expect("a page tree");
        for id in refs(value(root, b"/Kids").expect("kids")) {
            let dict = &objects[&id];
            let mb = numbers(value(dict, b"/MediaBox").expect("a MediaBox"));
            let contents = refs(value(dict, b"/Contents").expect("contents"));
            let resources = match value(dict, b"/Resources") {
                Some(v) if !refs(v).is_empty() && !contains(v, b"<<") => {
                    objects[&refs(v)[0]].clone()
                }
                _ => dict.clone(),
            };
            pages.push(PdfPage {
                media_box: [mb[0], mb[1], mb[2], mb[3]],
                contents,
                resources,
            });
        }
        Pdf { objects, pages }
    }

    /// The decoded stream of object `id`.
    fn stream(&self, id: u32) -> Vec<u8> {
        let obj = &self.objects[&id];
        let start = find(obj, b"stream", 0).expect("a stream") + 6;
        let start = start + usize::from(obj[start] == b'\r') + 1;
        let end = obj
            .windows(9)
            .rposition(|w| w == b"endstream")
            .expect("endstream");
        let dict = &obj[..start];
        let len = value(dict, b"/Length")
            .map(numbers)
            .and_then(|n| n.first().copied())
            .map_or(end - start, |n| n as usize);
        let data = &obj[start..start + len.min(end - start)];
        if contains(dict, b"/FlateDecode") {
            let mut out = Vec::new();
            flate2::read::ZlibDecoder::new(data)
                .read_to_end(&mut out)
                .expect("a Flate stream");
            out
        } else {
            data.to_vec()
        }
    }

    /// Every text run of every page, decoded through the fonts' ToUnicode
    /// maps, one line per run.
    fn text(&self) -> String {
        let mut out = String::new();
        for page in &self.pages {
            let fonts = self.fonts(&page.resources);
            let mut font = None;
            for id in &page.contents {
                let content = self.stream(*id);
                let tokens = tokenize(&content);
                for (i, tok) in tokens.iter().enumerate() {
                    match tok {
                        Tok::Op(op) if op == "Tf" => {
                            if let Some(Tok::Name(n)) = i.checked_sub(2).map(|j| &tokens[j]) {
                                font = fonts.get(n);
                            }
                        }
                        Tok::Op(op) if op == "Tj" || op == "TJ" => {
                            let mut j = i;
                            let mut run = Vec::new();
                            while j > 0 {
                                j -= 1;
                                match &tokens[j] {
                                    Tok::Str(s) => run.push(s.clone()),
                                    Tok::Num(_) | Tok::Open | Tok::Close => {}
                                    _ => break,
                                }
                                if op == "Tj" {
                                    break;
                                }
                            }
                            run.reverse();
                            if let Some(map) = font {
                                for s in run {
                                    for code in s.chunks(2) {
                                        let cid = u16::from_be_bytes([
                                            code[0],
                                            *code.get(1).unwrap_or(&0),
                                        ]);
                                        out.push_str(map.get(&cid).map_or("\u{FFFD}", |s| s));
                                    }
                                }
                            }
                            out.push('\n');
                        }
                        _ => {}
                    }
                }
            }
        }
        // Wrapped lines and split runs: join everything with single spaces.
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The ToUnicode maps of the fonts named in a resource dictionary.
    fn fonts(&self, resources: &[u8]) -> BTreeMap<String, BTreeMap<u16, String>> {
        let mut fonts = BTreeMap::new();
        let Some(at) = find(resources, b"/Font", 0) else {
            return fonts;
        };
        let rest = &resources[at + 5..];
        let dict = if let Some(open) = find(rest, b"<<", 0).filter(|&o| o < 4) {
            let close = find(rest, b">>", open).unwrap();
            rest[open + 2..close].to_vec()
        } else {
            self.objects[&refs(rest)[0]].clone()
        };
        let s = String::from_utf8_lossy(&dict).into_owned();
        let words: Vec<&str> = s.split_whitespace().collect();
        for w in words.windows(4) {
            if let (Some(name), Ok(id), "0", "R") =
                (w[0].strip_prefix('/'), w[1].parse::<u32>(), w[2], w[3])
            {
                let font = &self.objects[&id];
                let Some(tu) = value(font, b"/ToUnicode").map(refs) else {
                    continue;
                };
                fonts.insert(name.to_owned(), cmap(&self.stream(tu[0])));
            }
        }
        fonts
    }
}

/// Reads `bfchar` and `bfrange` entries of a ToUnicode CMap.
fn cmap(data: &[u8]) -> BTreeMap<u16, String> {
    let text = String::from_utf8_lossy(data);
    let mut map = BTreeMap::new();
    let unhex = |s: &str| -> Vec<u8> {
        (0..s.len() / 2)
            .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect()
    };
    let utf16 = |b: &[u8]| -> String {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
            .collect();
        String::from_utf16_lossy(&units)
    };
    let code = |b: &[u8]| u16::from_be_bytes([b[0], *b.get(1).unwrap_or(&0)]);
    let mut section = "";
    for line in text.lines() {
        let line = line.trim();
        if line.ends_with("beginbfchar") {
            section = "char";
            continue;
        }
        if line.ends_with("beginbfrange") {
            section = "range";
            continue;
        }
        if line.starts_with("endbf") {
            section = "";
            continue;
        }
        let parts: Vec<&str> = line
            .split(['<', '>'])
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect();
        match (section, parts.as_slice()) {
            ("char", [src, dst]) => {
                map.insert(code(&unhex(src)), utf16(&unhex(dst)));
            }
            ("range", [lo, hi, dst]) => {
                let (lo, hi) = (code(&unhex(lo)), code(&unhex(hi)));
                let first = utf16(&unhex(dst));
                let base = first.chars().next().map_or(0, u32::from);
                for (k, c) in (lo..=hi).enumerate() {
                    if let Some(ch) = char::from_u32(base + k as u32) {
                        map.insert(c, ch.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    map
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(f64),
    Name(String),
    Str(Vec<u8>),
    Op(String),
    Open,
    Close,
    Dict,
}

fn tokenize(data: &[u8]) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    let delim = |b: u8| b.is_ascii_whitespace() || b"[]()<>/%".contains(&b);
    while i < data.len() {
        let b = data[i];
        match b {
            _ if b.is_ascii_whitespace() => i += 1,
            b'%' => {
                while i < data.len() && data[i] != b'\n' {
                    i += 1;
                }
            }
            b'[' => {
                out.push(Tok::Open);
                i += 1;
            }
            b']' => {
                out.push(Tok::Close);
                i += 1;
            }
            b'<' if data.get(i + 1) == Some(&b'<') => {
                out.push(Tok::Dict);
                i += 2;
            }
            b'>' if data.get(i + 1) == Some(&b'>') => {
                out.push(Tok::Dict);
                i += 2;
            }
            b'<' => {
                let end = find(data, b">", i).unwrap();
                let hex: String = String::from_utf8_lossy(&data[i + 1..end])
                    .chars()
                    .filter(|c| c.is_ascii_hexdigit())
                    .collect();
                let bytes = (0..hex.len() / 2)
                    .map(|k| u8::from_str_radix(&hex[2 * k..2 * k + 2], 16).unwrap())
                    .collect();
                out.push(Tok::Str(bytes));
                i = end + 1;
            }
            b'(' => {
                let mut depth = 0;
                let mut s = Vec::new();
                i += 1;
                while i < data.len() {
                    match data[i] {
                        b'\\' => {
                            i += 1;
                            s.push(data[i]);
                        }
                        b'(' => {
                            depth += 1;
                            s.push(b'(');
                        }
                        b')' if depth == 0 => break,
                        b')' => {
                            depth -= 1;
                            s.push(b')');
                        }
                        c => s.push(c),
                    }
                    i += 1;
                }
                out.push(Tok::Str(s));
                i += 1;
            }
            b'/' => {
                let start = i + 1;
                i += 1;
                while i < data.len() && !delim(data[i]) {
                    i += 1;
                }
                out.push(Tok::Name(
                    String::from_utf8_lossy(&data[start..i]).into_owned(),
                ));
            }
            _ => {
                let start = i;
                while i < data.len() && !delim(data[i]) {
                    i += 1;
                }
                let word = String::from_utf8_lossy(&data[start..i]).into_owned();
                match word.parse::<f64>() {
                    Ok(n) => out.push(Tok::Num(n)),
                    Err(_) => out.push(Tok::Op(word)),
                }
                if i == start {
                    i += 1;
                }
            }
        }
    }
    out
}

type Matrix = [f64; 6];

fn concat(m: Matrix, n: Matrix) -> Matrix {
    // m applied first, then n (PDF's row-vector convention: m x n).
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

impl PdfPage {
    /// The clipping and stroked paths of the page, following `q`, `Q`,
    /// `cm` and form XObjects (`Do`) with their `/Matrix`.
    fn operations(&self, pdf: &Pdf) -> Ops {
        let mut ops = Ops::default();
        for id in &self.contents {
            run(
                pdf,
                &pdf.stream(*id),
                &self.resources,
                [1.0, 0.0, 0.0, 1.0, 0.0, 0.0],
                &mut ops,
                0,
            );
        }
        ops
    }
}

fn run(pdf: &Pdf, content: &[u8], resources: &[u8], ctm: Matrix, ops: &mut Ops, depth: u32) {
    assert!(depth < 32, "XObjects nest too deep");
    let tokens = tokenize(content);
    let mut stack = vec![ctm];
    let mut args: Vec<f64> = Vec::new();
    let mut name = None;
    let mut path: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut clip_pending = false;
    for tok in tokens {
        let Tok::Op(op) = tok else {
            match tok {
                Tok::Num(n) => args.push(n),
                Tok::Name(n) => name = Some(n),
                _ => {}
            }
            continue;
        };
        let m = *stack.last().unwrap();
        match op.as_str() {
            "q" => stack.push(m),
            "Q" => {
                stack.pop();
                if stack.is_empty() {
                    stack.push(ctm);
                }
            }
            "cm" if args.len() >= 6 => {
                let n = args.len();
                let new: Matrix = args[n - 6..].try_into().unwrap();
                *stack.last_mut().unwrap() = concat(new, m);
            }
            "m" if args.len() >= 2 => {
                let n = args.len();
                path.push(vec![apply(m, (args[n - 2], args[n - 1]))]);
            }
            "l" if args.len() >= 2 => {
                let n = args.len();
                if let Some(sub) = path.last_mut() {
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                }
            }
            "c" | "v" | "y" if args.len() >= 4 => {
                let n = args.len();
                if let Some(sub) = path.last_mut() {
                    // Curves are not measured; mark the subpath as curved.
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                    sub.push((f64::NAN, f64::NAN));
                }
            }
            "re" if args.len() >= 4 => {
                let n = args.len();
                let (x, y, w, h) = (args[n - 4], args[n - 3], args[n - 2], args[n - 1]);
                path.push(
                    [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
                        .into_iter()
                        .map(|p| apply(m, p))
                        .collect(),
                );
            }
            "W" | "W*" => clip_pending = true,
            "S" | "s" | "B" | "B*" | "b" | "b*" | "f" | "F" | "f*" | "n" => {
                if clip_pending {
                    ops.clips.extend(path.iter().cloned());
                }
                if matches!(op.as_str(), "S" | "s" | "B" | "B*" | "b" | "b*") {
                    ops.strokes.extend(path.iter().cloned());
                }
                path.clear();
                clip_pending = false;
            }
            "Do" => {
                if let Some(n) = name.take()
                    && let Some(id) = xobject(pdf, resources, &n)
                {
                    let obj = &pdf.objects[&id];
                    if contains(obj, b"/Form") {
                        let matrix = value(obj, b"/Matrix")
                            .map(numbers)
                            .filter(|v| v.len() == 6)
                            .map_or([1.0, 0.0, 0.0, 1.0, 0.0, 0.0], |v| v.try_into().unwrap());
                        let res = match value(obj, b"/Resources") {
                            Some(v) if !refs(v).is_empty() && !contains(v, b"<<") => {
                                pdf.objects[&refs(v)[0]].clone()
                            }
                            _ => obj.clone(),
                        };
                        run(
                            pdf,
                            &pdf.stream(id),
                            &res,
                            concat(matrix, m),
                            ops,
                            depth + 1,
                        );
                    }
                }
            }
            _ => {}
        }
        args.clear();
    }
}

/// The object number of the XObject `name` in a resource dictionary.
fn xobject(pdf: &Pdf, resources: &[u8], name: &str) -> Option<u32> {
    let at = find(resources, b"/XObject", 0)?;
    let rest = &resources[at + 8..];
    let dict = if find(rest, b"<<", 0).is_some_and(|o| o < 4) {
        let open = find(rest, b"<<", 0)?;
        let close = find(rest, b">>", open)?;
        rest[open + 2..close].to_vec()
    } else {
        pdf.objects.get(refs(rest).first()?)?.clone()
    };
    let key = format!("/{name} ");
    let at = find(&dict, key.as_bytes(), 0)? + key.len();
    refs(&dict[at..]).first().copied()
}

/// The leg of a path that is a right isosceles triangle of straight sides.
fn right_isosceles_leg(path: &[(f64, f64)]) -> Option<f64> {
    let mut pts: Vec<(f64, f64)> = path.to_vec();
    if pts.iter().any(|p| p.0.is_nan()) {
        return None;
    }
    if pts.len() == 4 && (pts[0].0 - pts[3].0).abs() < 1e-6 && (pts[0].1 - pts[3].1).abs() < 1e-6 {
        pts.pop();
    }
    let [a, b, c] = pts[..] else {
        return None;
    };
    let d = |p: (f64, f64), q: (f64, f64)| (p.0 - q.0).hypot(p.1 - q.1);
    let mut sides = [d(a, b), d(b, c), d(c, a)];
    sides.sort_by(f64::total_cmp);
    let [l1, l2, h] = sides;
    ((l1 - l2).abs() < 0.01 && (h - l1 * 2f64.sqrt()).abs() < 0.02).then_some((l1 + l2) / 2.0)
}
