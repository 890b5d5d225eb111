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

use crate::common;

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
fn the_rule_reference_fits_on_two_pages_then_the_worked_examples_on_two_and_the_census_gives_each_set_a_page()
 {
    let catalog = common::catalog();
    for paper in Paper::ALL {
        let rules = pdf(paper, "rules").pages.len();
        assert!((3..=4).contains(&rules), "{rules} pages");
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
        let mut squares = 0;
        let mut art = 0;
        for page in &pdf.pages {
            let ops = page.operations(&pdf);
            // The tile art is clipped to its triangle: a right isosceles
            // triangle whose legs are the tile's legs.
            for clip in &ops.clips {
                if let Some(leg) = right_isosceles_leg(clip) {
                    legs.push(leg * MM_PER_PT);
                    art += 1;
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
            // Rows and columns of squares: an edge and the one a leg
            // further on (a tile alone in its square has marks on its
            // legs' lines only, and is measured by its art below).
            for set in [across, down] {
                let at: Vec<f64> = set.iter().map(|&v| v as f64 / 1000.0).collect();
                let mut i = 0;
                while i + 1 < at.len() {
                    if (at[i + 1] - at[i] - 45.0).abs() < 5.0 {
                        legs.push(at[i + 1] - at[i]);
                        squares += 1;
                        i += 2;
                    } else {
                        i += 1;
                    }
                }
            }
        }
        assert!(marks > 0, "no crop marks found");
        assert!(squares > 0, "no square measured between crop marks");
        assert_eq!(art, 24, "every tile's art is measured");
        for leg in &legs {
            assert!((leg - 45.0).abs() <= 0.1, "a leg measures {leg} mm");
        }
        eprintln!(
            "{}: {} legs measured ({art} tiles' art, {squares} between crop marks), from {:.3} to {:.3} mm",
            paper.name(),
            legs.len(),
            legs.iter().copied().fold(f64::MAX, f64::min),
            legs.iter().copied().fold(f64::MIN, f64::max)
        );
    }
}

#[test]
fn every_tile_is_on_the_print_and_cut_sheets_once() {
    use halflings::model::{Side, abuts};
    use sheets::cut::Square;
    let catalog = common::catalog();
    let squares = sheets::cut::pair(&catalog);
    let mut seen = Vec::new();
    let (mut pairs, mut shared, mut singles) = (0, 0, 0);
    for square in &squares {
        match *square {
            Square::Pair(a, b) => {
                assert!(abuts(a.profile(Side::Long), b.profile(Side::Long)));
                pairs += 1;
            }
            Square::Shared(a, b) => {
                assert!(!abuts(a.profile(Side::Long), b.profile(Side::Long)));
                shared += 1;
            }
            Square::Single(_) => singles += 1,
        }
        seen.extend(square.placed().iter().map(|(t, _)| t.id.to_string()));
    }
    seen.sort();
    let all: Vec<String> = catalog.tiles().iter().map(|t| t.id.to_string()).collect();
    assert_eq!(seen, all);
    // As many tiles as possible meet their partner; the rest share squares,
    // so 24 tiles take 12 squares.
    assert_eq!(squares.len(), catalog.tiles().len().div_ceil(2));
    assert!(singles <= 1);
    // No two tiles that could have met were left apart: in each group of
    // tiles that pair with one another, every maximal pairing is a largest.
    let apart: Vec<_> = squares
        .iter()
        .filter(|s| !matches!(s, Square::Pair(..)))
        .flat_map(|s| s.placed())
        .map(|(t, _)| t)
        .collect();
    for (k, a) in apart.iter().enumerate() {
        for b in &apart[k + 1..] {
            let (p, q) = (a.profile(Side::Long), b.profile(Side::Long));
            assert!(!abuts(p, q), "{} and {} could have been paired", a.id, b.id);
        }
    }
    assert_eq!(pairs * 2 + shared * 2 + singles, catalog.tiles().len());
}

#[test]
fn the_rule_reference_names_every_rules_version_and_symbol_as_text() {
    let catalog = common::catalog();
    for paper in Paper::ALL {
        // Each glyph is drawn on its own and wrapped lines have no space
        // between them, so text is compared without its spaces.
        let squeeze = |s: &str| s.split_whitespace().collect::<String>();
        let text = squeeze(&pdf(paper, "rules").text());
        let has = |needle: &str| text.contains(&squeeze(needle));
        for r in &catalog.expansion().rules {
            assert!(has(&r.name), "{} missing from:\n{text}", r.name);
        }
        for kind in SymbolKind::ALL {
            let name = sheets::display_name(kind.name());
            assert!(has(&name), "{name} missing from:\n{text}");
        }
        for e in &catalog.expansion().edition {
            assert!(has(&e.draft), "{} draft missing", e.id);
        }
        for p in &catalog.expansion().play {
            for rule in &p.rules {
                assert!(has(rule), "{rule} missing");
            }
        }
        for s in &catalog.expansion().symbol {
            assert!(has(&s.rule), "the {} rule is missing", s.kind.name());
        }
        for r in &catalog.expansion().rules {
            assert!(has(&r.note), "the note of {} is missing", r.name);
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
                .filter(|(o, _)| o.get("FontFile2").is_some() || o.get("FontFile3").is_some())
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
fn with_bleed_the_legs_still_measure_45_mm() {
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
                assert!((leg - 45.0).abs() <= 0.1, "{leg}");
                legs += 1;
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
    std::fs::create_dir_all(out.join(".cache/pages")).unwrap();
    std::fs::write(out.join(".cache/pages/cut-a4-9.pdf"), "stale").unwrap();
    std::fs::write(out.join(".cache/pages/cut-letter-9.pdf"), "other paper").unwrap();
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
    // The PDF of each page is kept in the cache folder, and a stale one
    // goes with its page.
    assert!(
        !tree.contains_key(".cache/pages/cut-a4-9.pdf"),
        "stale page PDF kept"
    );
    assert!(tree.contains_key(".cache/pages/cut-letter-9.pdf"));
    assert!(tree.contains_key(".cache/pages/cut-a4-1.pdf"));
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
        // CI installs poppler and sets this, so the check cannot be skipped
        // there.
        assert!(
            std::env::var_os("HALFLINGS_REQUIRE_POPPLER").is_none(),
            "pdftotext is not installed but HALFLINGS_REQUIRE_POPPLER is set"
        );
        eprintln!("pdftotext is not installed; scripts/check-sheets runs this check");
        return;
    };
    assert!(run.status.success(), "pdftotext failed");
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
// A small PDF reader: enough for the files krilla writes (no object streams,
// no encryption; compact or spaced syntax).

/// A PDF object.
#[derive(Clone, Debug, PartialEq)]
enum Obj {
    Num(f64),
    Name(String),
    Str(Vec<u8>),
    Ref(u32),
    Array(Vec<Obj>),
    Dict(BTreeMap<String, Obj>),
    Other,
}

impl Obj {
    fn get(&self, key: &str) -> Option<&Obj> {
        match self {
            Obj::Dict(d) => d.get(key),
            _ => None,
        }
    }

    fn num(&self) -> Option<f64> {
        match self {
            Obj::Num(n) => Some(*n),
            _ => None,
        }
    }

    fn nums(&self) -> Vec<f64> {
        match self {
            Obj::Array(a) => a.iter().filter_map(Obj::num).collect(),
            _ => Vec::new(),
        }
    }
}

struct Pdf {
    /// Each object: its value (a stream's dictionary) and, for a stream,
    /// its raw data.
    objects: BTreeMap<u32, (Obj, Option<Vec<u8>>)>,
    pages: Vec<PdfPage>,
}

struct PdfPage {
    media_box: [f64; 4],
    contents: Vec<u32>,
    resources: Obj,
}

#[derive(Default)]
struct Ops {
    /// Each clipping path as its points, in page coordinates.
    clips: Vec<Vec<(f64, f64)>>,
    /// Each stroked path as its points, in page coordinates.
    strokes: Vec<Vec<(f64, f64)>>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

impl Pdf {
    fn parse(bytes: &[u8]) -> Pdf {
        assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
        let mut objects = BTreeMap::new();
        let mut at = 0;
        while let Some(pos) = find(bytes, b" 0 obj", at) {
            let line = bytes[..pos]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i + 1);
            let Ok(id) = std::str::from_utf8(&bytes[line..pos])
                .unwrap_or("")
                .parse::<u32>()
            else {
                at = pos + 6;
                continue;
            };
            let body_start = pos + 6;
            // A stream's data may hold any bytes: find its end by /Length.
            let end_obj = find(bytes, b"endobj", body_start).expect("an object ends");
            let stream_at = find(&bytes[..end_obj], b"stream", body_start);
            let head_end = stream_at.unwrap_or(end_obj);
            let tokens = tokenize(&bytes[body_start..head_end]);
            let value = parse_obj(&tokens, &mut 0);
            let (data, next) = match stream_at {
                Some(s) => {
                    let mut start = s + 6;
                    if bytes[start] == b'\r' {
                        start += 1;
                    }
                    if bytes[start] == b'\n' {
                        start += 1;
                    }
                    let len = match value.get("Length") {
                        Some(Obj::Num(n)) => Some(*n as usize),
                        _ => None,
                    };
                    match len {
                        Some(len) => {
                            let end = find(bytes, b"endobj", start + len).unwrap();
                            (Some(bytes[start..start + len].to_vec()), end)
                        }
                        None => {
                            let end = find(bytes, b"endstream", start).unwrap();
                            let fin = find(bytes, b"endobj", end).unwrap();
                            (Some(bytes[start..end].to_vec()), fin)
                        }
                    }
                }
                None => (None, end_obj),
            };
            objects.insert(id, (value, data));
            at = next + 6;
        }
        let mut pdf = Pdf {
            objects,
            pages: Vec::new(),
        };
        let root = pdf
            .objects
            .values()
            .map(|(o, _)| o)
            .find(|o| {
                o.get("Type") == Some(&Obj::Name("Pages".into())) && o.get("Parent").is_none()
            })
            .expect("a page tree")
            .clone();
        let Some(Obj::Array(kids)) = root.get("Kids") else {
            panic!("the page tree has no kids");
        };
        for kid in kids {
            let page = pdf.resolve(kid).clone();
            let mb = page.get("MediaBox").map(Obj::nums).expect("a MediaBox");
            let contents = match page.get("Contents") {
                Some(Obj::Ref(r)) => vec![*r],
                Some(Obj::Array(a)) => a
                    .iter()
                    .filter_map(|o| match o {
                        Obj::Ref(r) => Some(*r),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let resources = page
                .get("Resources")
                .map(|r| pdf.resolve(r).clone())
                .unwrap_or(Obj::Other);
            pdf.pages.push(PdfPage {
                media_box: [mb[0], mb[1], mb[2], mb[3]],
                contents,
                resources,
            });
        }
        pdf
    }

    /// The object a reference points to (or the object itself).
    fn resolve<'a>(&'a self, o: &'a Obj) -> &'a Obj {
        match o {
            Obj::Ref(r) => &self.objects[r].0,
            other => other,
        }
    }

    /// The decoded data of stream object `id`.
    fn stream(&self, id: u32) -> Vec<u8> {
        let (dict, data) = &self.objects[&id];
        let data = data.as_ref().expect("a stream");
        match dict.get("Filter") {
            Some(Obj::Name(f)) if f == "FlateDecode" => {
                let mut out = Vec::new();
                flate2::read::ZlibDecoder::new(&data[..])
                    .read_to_end(&mut out)
                    .expect("a Flate stream");
                out
            }
            None => data.clone(),
            Some(other) => panic!("unexpected filter {other:?}"),
        }
    }

    /// The entry `name` of the resource category `kind` (Font, XObject).
    fn resource(&self, resources: &Obj, kind: &str, name: &str) -> Option<u32> {
        let category = self.resolve(resources.get(kind)?);
        match category.get(name)? {
            Obj::Ref(r) => Some(*r),
            _ => None,
        }
    }

    /// Every text run of every page, decoded through the fonts' ToUnicode
    /// maps, words joined by single spaces.
    fn text(&self) -> String {
        let mut out = String::new();
        for page in &self.pages {
            let mut maps: BTreeMap<String, BTreeMap<u16, String>> = BTreeMap::new();
            let mut font: Option<String> = None;
            for id in &page.contents {
                let tokens = tokenize(&self.stream(*id));
                for (i, tok) in tokens.iter().enumerate() {
                    let Tok::Op(op) = tok else {
                        continue;
                    };
                    match op.as_str() {
                        "Tf" => {
                            if let Some(Tok::Name(n)) = i.checked_sub(2).map(|j| &tokens[j]) {
                                font = Some(n.clone());
                                if !maps.contains_key(n) {
                                    let map = self
                                        .resource(&page.resources, "Font", n)
                                        .and_then(|f| match self.objects[&f].0.get("ToUnicode") {
                                            Some(Obj::Ref(r)) => Some(cmap(&self.stream(*r))),
                                            _ => None,
                                        })
                                        .unwrap_or_default();
                                    maps.insert(n.clone(), map);
                                }
                            }
                        }
                        "Tj" | "TJ" => {
                            let mut run = Vec::new();
                            let mut j = i;
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
                            let map = font.as_ref().and_then(|f| maps.get(f));
                            for s in run {
                                for code in s.chunks(2) {
                                    let cid =
                                        u16::from_be_bytes([code[0], *code.get(1).unwrap_or(&0)]);
                                    out.push_str(
                                        map.and_then(|m| m.get(&cid))
                                            .map_or("\u{FFFD}", String::as_str),
                                    );
                                }
                            }
                            out.push('\n');
                        }
                        _ => {}
                    }
                }
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

fn parse_obj(tokens: &[Tok], i: &mut usize) -> Obj {
    let Some(tok) = tokens.get(*i) else {
        return Obj::Other;
    };
    *i += 1;
    match tok {
        Tok::Num(n) => {
            if let (Some(Tok::Num(_)), Some(Tok::Op(r))) = (tokens.get(*i), tokens.get(*i + 1))
                && r == "R"
            {
                *i += 2;
                return Obj::Ref(*n as u32);
            }
            Obj::Num(*n)
        }
        Tok::Name(n) => Obj::Name(n.clone()),
        Tok::Str(s) => Obj::Str(s.clone()),
        Tok::Open => {
            let mut items = Vec::new();
            while *i < tokens.len() && tokens[*i] != Tok::Close {
                items.push(parse_obj(tokens, i));
            }
            *i += 1;
            Obj::Array(items)
        }
        Tok::DictOpen => {
            let mut dict = BTreeMap::new();
            while *i < tokens.len() && tokens[*i] != Tok::DictClose {
                let Tok::Name(key) = tokens[*i].clone() else {
                    *i += 1;
                    continue;
                };
                *i += 1;
                dict.insert(key, parse_obj(tokens, i));
            }
            *i += 1;
            Obj::Dict(dict)
        }
        _ => Obj::Other,
    }
}

/// Reads `bfchar` and `bfrange` entries of a ToUnicode CMap.
fn cmap(data: &[u8]) -> BTreeMap<u16, String> {
    let tokens = tokenize(data);
    let mut map = BTreeMap::new();
    let code = |b: &[u8]| u16::from_be_bytes([b[0], *b.get(1).unwrap_or(&0)]);
    let utf16 = |b: &[u8]| {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
            .collect();
        String::from_utf16_lossy(&units)
    };
    let mut section = "";
    let mut args: Vec<&Tok> = Vec::new();
    for tok in &tokens {
        match tok {
            Tok::Op(op) if op == "beginbfchar" || op == "beginbfrange" => {
                section = if op == "beginbfchar" { "char" } else { "range" };
                args.clear();
            }
            Tok::Op(op) if op.starts_with("endbf") => {
                section = "";
                args.clear();
            }
            Tok::Str(_) if !section.is_empty() => {
                args.push(tok);
                match (section, args.as_slice()) {
                    ("char", [Tok::Str(src), Tok::Str(dst)]) => {
                        map.insert(code(src), utf16(dst));
                        args.clear();
                    }
                    ("range", [Tok::Str(lo), Tok::Str(hi), Tok::Str(dst)]) => {
                        let first = utf16(dst);
                        let base = first.chars().next().map_or(0, u32::from);
                        for (k, c) in (code(lo)..=code(hi)).enumerate() {
                            if let Some(ch) = char::from_u32(base + k as u32) {
                                map.insert(c, ch.to_string());
                            }
                        }
                        args.clear();
                    }
                    _ => {}
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
    DictOpen,
    DictClose,
}

fn tokenize(data: &[u8]) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    let delim = |b: u8| b.is_ascii_whitespace() || b"[]()<>/%{}".contains(&b);
    while i < data.len() {
        let b = data[i];
        match b {
            _ if b.is_ascii_whitespace() => i += 1,
            b'%' => {
                while i < data.len() && data[i] != b'\n' {
                    i += 1;
                }
            }
            b'[' | b']' | b'{' | b'}' => {
                match b {
                    b'[' => out.push(Tok::Open),
                    b']' => out.push(Tok::Close),
                    _ => {}
                }
                i += 1;
            }
            b'<' if data.get(i + 1) == Some(&b'<') => {
                out.push(Tok::DictOpen);
                i += 2;
            }
            b'>' if data.get(i + 1) == Some(&b'>') => {
                out.push(Tok::DictClose);
                i += 2;
            }
            b'<' => {
                let end = find(data, b">", i).unwrap_or(data.len());
                let hex: Vec<u8> = data[i + 1..end]
                    .iter()
                    .copied()
                    .filter(u8::is_ascii_hexdigit)
                    .collect();
                let bytes = hex
                    .chunks(2)
                    .map(|p| {
                        let s = std::str::from_utf8(p).unwrap();
                        u8::from_str_radix(&format!("{s:0<2}"), 16).unwrap()
                    })
                    .collect();
                out.push(Tok::Str(bytes));
                i = end + 1;
            }
            b'>' => i += 1,
            b'(' => {
                let mut depth = 0;
                let mut s = Vec::new();
                i += 1;
                while i < data.len() {
                    match data[i] {
                        b'\\' => {
                            i += 1;
                            let esc = data[i];
                            if esc.is_ascii_digit() {
                                let mut v = 0u32;
                                let mut k = 0;
                                while k < 3 && i < data.len() && data[i].is_ascii_digit() {
                                    v = v * 8 + u32::from(data[i] - b'0');
                                    i += 1;
                                    k += 1;
                                }
                                s.push(v as u8);
                                continue;
                            }
                            match esc {
                                b'n' => s.push(b'\n'),
                                b'r' => s.push(b'\r'),
                                b't' => s.push(b'\t'),
                                b'b' => s.push(0x08),
                                b'f' => s.push(0x0c),
                                // A backslash before a line break continues the string.
                                b'\n' | b'\r' => {}
                                other => s.push(other),
                            }
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
                if i == start {
                    i += 1;
                    continue;
                }
                let word = String::from_utf8_lossy(&data[start..i]).into_owned();
                match word.parse::<f64>() {
                    Ok(n) => out.push(Tok::Num(n)),
                    Err(_) => out.push(Tok::Op(word)),
                }
            }
        }
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
                IDENTITY,
                &mut ops,
                0,
            );
        }
        ops
    }
}

fn run(pdf: &Pdf, content: &[u8], resources: &Obj, ctm: Matrix, ops: &mut Ops, depth: u32) {
    assert!(depth < 32, "XObjects nest too deep");
    let mut stack = vec![ctm];
    let mut args: Vec<f64> = Vec::new();
    let mut name = None;
    let mut path: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut clip_pending = false;
    for tok in tokenize(content) {
        let op = match tok {
            Tok::Op(op) => op,
            Tok::Num(n) => {
                args.push(n);
                continue;
            }
            Tok::Name(n) => {
                name = Some(n);
                continue;
            }
            _ => continue,
        };
        let m = *stack.last().unwrap();
        let n = args.len();
        match op.as_str() {
            "q" => stack.push(m),
            "Q" => {
                stack.pop();
                if stack.is_empty() {
                    stack.push(ctm);
                }
            }
            "cm" if n >= 6 => {
                let new: Matrix = args[n - 6..].try_into().unwrap();
                *stack.last_mut().unwrap() = concat(new, m);
            }
            "m" if n >= 2 => path.push(vec![apply(m, (args[n - 2], args[n - 1]))]),
            "l" if n >= 2 => {
                if let Some(sub) = path.last_mut() {
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                }
            }
            "c" | "v" | "y" if n >= 4 => {
                if let Some(sub) = path.last_mut() {
                    // Curves are not measured: mark the subpath as curved.
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                    sub.push((f64::NAN, f64::NAN));
                }
            }
            "re" if n >= 4 => {
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
                if let Some(id) = name
                    .take()
                    .and_then(|x| pdf.resource(resources, "XObject", &x))
                {
                    let dict = &pdf.objects[&id].0;
                    if dict.get("Subtype") == Some(&Obj::Name("Form".into())) {
                        let matrix = dict
                            .get("Matrix")
                            .map(Obj::nums)
                            .and_then(|v| <[f64; 6]>::try_from(v).ok())
                            .unwrap_or(IDENTITY);
                        let res = dict
                            .get("Resources")
                            .map_or(resources.clone(), |r| pdf.resolve(r).clone());
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

/// The leg of a path that is a right isosceles triangle of straight sides.
fn right_isosceles_leg(path: &[(f64, f64)]) -> Option<f64> {
    let mut pts: Vec<(f64, f64)> = path.to_vec();
    if pts.iter().any(|p| p.0.is_nan()) {
        return None;
    }
    let closes =
        |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6;
    if pts.len() == 4 && closes(pts[0], pts[3]) {
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

#[test]
fn the_rule_reference_shows_every_worked_example_with_the_engines_points() {
    for paper in Paper::ALL {
        let text: String = files(paper)
            .iter()
            .filter(|(name, _)| name.starts_with("rules-") && name.ends_with(".svg"))
            .map(|(_, bytes)| String::from_utf8_lossy(bytes).into_owned())
            .collect();
        assert!(text.contains("Worked examples, played by the rules engine"));
        for example in common::catalog().examples() {
            assert!(
                text.contains(&example.example.title),
                "{} is not on the {paper:?} sheet",
                example.name
            );
        }
        // The sources' figures, as the engine scores them.
        for figure in [
            "2015-10: red 10",
            "2021-01: red 8",
            "2015-10: red 5",
            "2015-10: red 16",
            "2021-01: blue 3, red 6",
            "2014: blue 7, red 6",
        ] {
            assert!(
                text.contains(figure),
                "{figure} is not on the {paper:?} sheet"
            );
        }
    }
}
