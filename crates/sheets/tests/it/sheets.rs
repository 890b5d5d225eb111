//! The printable sheets, made as `build` makes them: their pages are
//! exactly A4 or Letter, the print-and-cut tiles measure 45 mm in the PDF's
//! own coordinates, the rule reference carries every rules version and
//! symbol as text, the same catalog gives the same bytes. (That
//! `halflings sheets` writes only `out/sheets/` is the command's test, in
//! the root package's tests/it/sheets_cli.rs.)
//!
//! The PDFs are read back with halflings-testkit's `pdf` (on hayro-syntax),
//! so the figures come from the PDF itself rather than from the code that
//! wrote it.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;
use std::sync::OnceLock;

use halflings_build::export::Input;
use halflings_model::SymbolKind;
use halflings_sheets::{self as sheets, Paper, SheetOptions};
use halflings_testkit as testkit;

use testkit::pdf::Pdf;

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
        common::sheet_files(&Input::new(&testkit::catalog()), paper, 0.0, "en", true)
            .expect("the sheets are made")
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
fn the_rule_reference_with_its_notes_and_21_worked_examples_fits_on_twelve_pages_and_the_census_gives_each_set_a_page_and_the_base_game_one()
 {
    let catalog = testkit::catalog();
    for paper in Paper::ALL {
        let rules = pdf(paper, "rules").pages.len();
        assert!((8..=12).contains(&rules), "{rules} pages");
        assert_eq!(
            pdf(paper, "census").pages.len(),
            catalog.expansion().set.len() + 1
        );
    }
}

#[test]
fn the_census_ends_with_the_base_games_kinds_their_counts_and_the_start_tile() {
    let catalog = testkit::catalog();
    for paper in Paper::ALL {
        let census = pdf(paper, "census");
        let last = census.pages.len();
        let svg =
            String::from_utf8_lossy(&files(paper)[&format!("census-{}-{last}.svg", paper.name())])
                .replace('\u{a0}', " ");
        assert!(svg.contains("Base game (for reference)"), "{paper:?}");
        assert!(svg.contains("72 tiles in 24 kinds"), "{paper:?}");
        for kind in catalog.squares() {
            // Each name, perhaps wrapped: its first word at least, and its
            // picture.
            let first = kind.name.split_whitespace().next().unwrap();
            assert!(svg.contains(first), "{}: {first}", kind.id);
            assert!(
                svg.contains(&format!("{}: {}", kind.id, kind.name)),
                "{} has no picture",
                kind.id
            );
        }
        for count in ["1 copy", "4 copies", "9 copies"] {
            assert!(svg.contains(count), "{paper:?}: {count}");
        }
        assert_eq!(svg.matches("The start tile").count(), 1);
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
    use halflings_model::{Side, abuts};
    use sheets::cut::Square;
    let catalog = testkit::catalog();
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
    let catalog = testkit::catalog();
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
            let fonts = pdf(paper, kind).embedded_fonts();
            assert!(fonts >= 1, "{kind}: no embedded font");
        }
    }
}

#[test]
fn the_same_catalog_gives_the_same_bytes() {
    let again =
        common::sheet_files(&Input::new(&testkit::catalog()), Paper::A4, 0.0, "en", true).unwrap();
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
    let files = common::sheet_files(
        &Input::new(&testkit::catalog()),
        Paper::A4,
        3.0,
        "en",
        false,
    )
    .unwrap();
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
        common::sheet_files(
            &Input::new(&testkit::catalog()),
            Paper::A4,
            3.5,
            "en",
            false
        )
        .is_err()
    );
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
            .map(|(_, bytes)| String::from_utf8_lossy(bytes).replace('\u{a0}', " "))
            .collect();
        assert!(text.contains("Worked examples, played by the rules engine"));
        for example in testkit::catalog().examples() {
            assert!(
                text.contains(&example.example.title),
                "{} is not on the {paper:?} sheet",
                example.name
            );
        }
        // The sources' figures, as the engine scores them.
        for figure in [
            "10/2015: Red 10",
            "1/2021: Red 8",
            "10/2015: Red 5",
            "10/2015: Red 16",
            "1/2021: Blue 3, Red 6",
            "2014: Blue 7, Red 6",
        ] {
            assert!(
                text.contains(figure),
                "{figure} is not on the {paper:?} sheet"
            );
        }
    }
}

/// Every line of text set on every page of every sheet, in every language
/// and on both papers, measured with the font's advance widths: it must
/// lie within the page's margins, left and right, and above the bottom
/// margin. A table cell's lines are wrapped to the cell (a word too long
/// for it is broken), so a line that leaves the page is the one overflow
/// left to catch.
#[test]
fn no_text_runs_past_the_margins_in_any_language() {
    let catalog = testkit::catalog();
    let pictures = halflings_art::pictures::Pictures::new(&catalog);
    let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
    let mut checked = BTreeSet::new();
    let mut lines = 0;
    for language in catalog.languages() {
        let texts = sheets::texts(&catalog, language.code.as_str()).unwrap();
        for paper in Paper::ALL {
            let options = SheetOptions::new(paper);
            for sheet in sheets::draw_with(&pictures, &options, &art, &texts).unwrap() {
                for i in 0..sheet.page_count() {
                    let page = format!("{}/{}-{}", language.code, sheet.stem(paper), i + 1);
                    lines += common::text_within_margins(&sheet.page(i), sheet.kind, paper, &page);
                }
            }
        }
        sheets::texts_said(&texts).unwrap();
        checked.insert(language.code.to_string());
    }
    assert_eq!(checked.len(), 6, "{checked:?}");
    assert!(lines > 6 * 2 * 500, "{lines} lines");
}

/// The English phrases of the sheets' own messages (`lang/en.ftl`, read by
/// Fluent's parser): each run of text between placeables, in a message's
/// value or in any variant of its selections, of four words or more,
/// whitespace removed.
fn english_phrases() -> BTreeSet<String> {
    use fluent_syntax::ast::{Expression, Pattern, PatternElement};

    fn runs(pattern: &Pattern<&str>, phrases: &mut BTreeSet<String>) {
        let mut run = String::new();
        let end = |run: &mut String, phrases: &mut BTreeSet<String>| {
            if run.split_whitespace().count() >= 4 {
                phrases.insert(run.split_whitespace().collect());
            }
            run.clear();
        };
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => run.push_str(value),
                PatternElement::Placeable { expression } => {
                    end(&mut run, phrases);
                    if let Expression::Select { variants, .. } = expression {
                        for variant in variants {
                            runs(&variant.value, phrases);
                        }
                    }
                }
            }
        }
        end(&mut run, phrases);
    }

    let source = std::fs::read_to_string(testkit::tiles_dir().join("lang/en.ftl")).unwrap();
    let resource = fluent_syntax::parser::parse(source.as_str()).expect("lang/en.ftl parses");
    let mut phrases = BTreeSet::new();
    for entry in &resource.body {
        if let fluent_syntax::ast::Entry::Message(message) = entry
            && let Some(value) = &message.value
        {
            runs(value, &mut phrases);
        }
    }
    phrases
}

/// A translation's sheets hold no English sentence: none of the sheets'
/// own phrases, and a sentence of the data only when the language lacks it,
/// followed by the fallback mark that the sheet explains.
#[test]
fn no_english_is_left_in_a_translations_sheets_but_marked_fallbacks() {
    let catalog = testkit::catalog();
    let pictures = halflings_art::pictures::Pictures::new(&catalog);
    let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
    let phrases = english_phrases();
    assert!(phrases.len() > 40, "{} phrases", phrases.len());
    let sentences: Vec<String> = halflings_catalog::validate::language::english_sentences(&catalog)
        .into_values()
        .filter(|s| s.split_whitespace().count() >= 4)
        .map(|s| s.split_whitespace().collect())
        .collect();
    assert!(sentences.len() > 100, "{} sentences", sentences.len());
    let mut checked = 0;
    for language in catalog
        .languages()
        .iter()
        .filter(|l| l.code.as_str() != "en")
    {
        let texts = sheets::texts(&catalog, language.code.as_str()).unwrap();
        let mark: String = texts.get("fallback-mark").split_whitespace().collect();
        for paper in Paper::ALL {
            let options = SheetOptions::new(paper);
            for sheet in sheets::draw_with(&pictures, &options, &art, &texts).unwrap() {
                let mut text = String::new();
                for i in 0..sheet.page_count() {
                    let svg = sheet.page(i);
                    let doc = roxmltree::Document::parse(&svg).unwrap();
                    for node in doc.descendants().filter(|n| n.has_tag_name("text")) {
                        text.extend(node.text().unwrap_or_default().split_whitespace());
                    }
                }
                let page = format!("{}/{}", language.code, sheet.stem(paper));
                for phrase in &phrases {
                    assert!(
                        !text.contains(phrase.as_str()),
                        "{page}: \"{phrase}\" is English"
                    );
                }
                for sentence in &sentences {
                    for (at, _) in text.match_indices(sentence.as_str()) {
                        assert!(
                            text[at + sentence.len()..].starts_with(&mark),
                            "{page}: \"{sentence}\" is English, and not marked"
                        );
                    }
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 5 * 2 * 3);
}

/// The contrast of the colour `#rrggbb` against white paper, as WCAG
/// reckons it: 1 to 21.
fn contrast_on_white(colour: &str) -> f64 {
    let hex = colour.trim_start_matches('#');
    let channel = |i: usize| {
        let v = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
    1.05 / (luminance + 0.05)
}

/// The rule reference reads as a leaflet in every language, on both
/// papers: every tile (placement diagrams, symbols, each worked example's
/// board) is drawn at least 15 mm wide; every line of text is at least
/// 8 pt and at least 4.5:1 against the paper; no page but the last is left
/// with its lowest quarter empty; and the PDF embeds each font face once.
#[test]
fn the_rule_reference_is_a_leaflet_in_every_language_and_on_both_papers() {
    let catalog = testkit::catalog();
    // Each text element's size (mm) and fill, as the page writes them.
    let texts_of = |svg: &str| -> Vec<(f64, String)> {
        let attr = |tag: &str, name: &str| {
            let start = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            tag[start..start + tag[start..].find('"').unwrap()].to_owned()
        };
        svg.split("<text ")
            .skip(1)
            .map(|rest| {
                let tag = &rest[..rest.find('>').unwrap()];
                (attr(tag, "font-size").parse().unwrap(), attr(tag, "fill"))
            })
            .collect()
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    let input = Input::new(&catalog);
    let pictures = &input.pictures;
    for language in catalog.languages() {
        let code = language.code.as_str();
        let texts = sheets::texts(&catalog, code).unwrap();
        for paper in Paper::ALL {
            let at = format!("{code} {}", paper.name());
            let layout = sheets::rules::layout(pictures, paper, &texts);
            assert!(
                layout.tile_mm.len() >= 21,
                "{at}: {} pictures",
                layout.tile_mm.len()
            );
            for mm in &layout.tile_mm {
                if *mm < 15.0 - 1e-9 {
                    failures.push(format!("{at}: a tile drawn {mm:.1} mm wide"));
                }
            }
            for (i, fill) in layout.fills.iter().enumerate() {
                if *fill < 0.75 {
                    failures.push(format!(
                        "{at}: page {} left {:.0} % empty",
                        i + 1,
                        (1.0 - fill) * 100.0
                    ));
                }
            }
            let sheet = sheets::rules::sheet(pictures, paper, &texts);
            for i in 0..sheet.page_count() {
                for (mm, fill) in texts_of(&sheet.page(i)) {
                    let pt = mm / 25.4 * 72.0;
                    if pt < 8.0 - 0.01 {
                        failures.push(format!("{at}: page {}: text of {pt:.2} pt", i + 1));
                    }
                    let contrast = contrast_on_white(&fill);
                    if contrast < 4.5 {
                        failures.push(format!(
                            "{at}: page {}: text in {fill} ({contrast:.1}:1)",
                            i + 1
                        ));
                    }
                    checked += 1;
                }
            }
        }
        // The fonts: one of each face per PDF, whichever paper.
        let pdf = common::rules_pdf(&input, Paper::A4, code);
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("rules.pdf");
        std::fs::write(&path, pdf).unwrap();
        let Ok(run) = Command::new("pdffonts").arg(&path).output() else {
            assert!(
                std::env::var_os("HALFLINGS_REQUIRE_POPPLER").is_none(),
                "pdffonts is not installed but HALFLINGS_REQUIRE_POPPLER is set"
            );
            continue;
        };
        let listing = String::from_utf8_lossy(&run.stdout);
        let faces: Vec<&str> = listing
            .lines()
            .skip(2)
            .filter_map(|l| l.split_whitespace().next())
            .map(|name| name.split_once('+').map_or(name, |(_, face)| face))
            .collect();
        let unique: BTreeSet<&str> = faces.iter().copied().collect();
        if faces.len() != unique.len() || faces.is_empty() {
            failures.push(format!("{code}: the rule reference embeds {faces:?}"));
        }
    }
    assert!(checked > 1000, "{checked} lines of text");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
