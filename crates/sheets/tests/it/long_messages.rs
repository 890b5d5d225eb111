//! The sheets at the limits of the catalog: every message of a language
//! as long as `halflings_catalog::limits::MAX_MESSAGE_BYTES` allows, as
//! one long word or as many words. Every sheet is drawn, every page, as
//! `build` draws them: nothing panics, every message is said, and every
//! line of text stays on its page, within the margins.

use std::collections::BTreeMap;
use std::path::PathBuf;

use fluent_syntax::ast;
use halflings_catalog::limits::MAX_MESSAGE_BYTES;
use halflings_catalog::{Catalog, Source};
use halflings_sheets::{self as sheets, Paper, SheetOptions};

use crate::common;

/// What each message's text is made of.
#[derive(Clone, Copy, Debug)]
pub enum Filler {
    /// One word without a space.
    Word,
    /// Words, numbers and roman numerals, some bound by no-break spaces.
    Words,
}

impl Filler {
    /// `bytes` bytes of this filler (no more; fewer only by the width of
    /// a character that would not fit).
    pub fn text(self, bytes: usize) -> String {
        let source = match self {
            Filler::Word => "Regelübersichtstabellenfassungsklarstellungs",
            Filler::Words => {
                "Die Halbkarte 3 liegt mit der kurzen Westseite II an; die Straße setzt sich fort (12\u{a0}Karten, abgeleitet\u{a0}aus\u{a0}1/2021), I III 1. Auflage. "
            }
        };
        let mut out = String::with_capacity(bytes);
        for c in source.chars().cycle() {
            if out.len() + c.len_utf8() > bytes {
                break;
            }
            out.push(c);
        }
        // Fluent trims a value's trailing blanks; pad with letters instead.
        while out.ends_with([' ', '\u{a0}']) {
            out.pop();
        }
        while out.len() < bytes {
            out.push('e');
        }
        out
    }
}

/// The variables `pattern` uses, in order of first use.
fn variables<'s>(pattern: &ast::Pattern<&'s str>, out: &mut Vec<&'s str>) {
    fn inline<'s>(e: &ast::InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
        match e {
            ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
                out.push(id.name);
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| inline(a, out));
                arguments.named.iter().for_each(|a| inline(&a.value, out));
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    fn expression_vars<'s>(e: &ast::Expression<&'s str>, out: &mut Vec<&'s str>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(e) => inline(e, out),
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

/// `ftl` with every message's text replaced by `filler`, keeping the
/// variables the message uses, so that it still says what it is given:
/// each message MAX_MESSAGE_BYTES long, placeables and all.
pub fn long_messages(ftl: &str, filler: Filler) -> String {
    let resource = fluent_syntax::parser::parse(ftl).expect("the shipped messages parse");
    let mut out = String::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let mut vars = Vec::new();
        if let Some(value) = &message.value {
            variables(value, &mut vars);
        }
        let placeables: String = vars.iter().map(|v| format!(" {{ ${v} }}")).collect();
        let text = filler.text(MAX_MESSAGE_BYTES - placeables.len());
        assert_eq!(text.len() + placeables.len(), MAX_MESSAGE_BYTES);
        out.push_str(&format!("{} = {text}{placeables}\n", message.id.name));
    }
    out
}

/// The shipped catalog with every message of the language `code` made
/// long by `filler`.
pub fn catalog_with_long_messages(code: &str, filler: Filler) -> Catalog {
    let mut files = halflings_testkit::tree(&halflings_testkit::tiles_dir());
    let name = format!("lang/{code}.ftl");
    let ftl = String::from_utf8(files[&name].clone()).unwrap();
    files.insert(name, long_messages(&ftl, filler).into_bytes());
    let files = files
        .into_iter()
        .map(|(k, v)| (PathBuf::from(k), v))
        .collect();
    Catalog::load(Source::files("tiles", files)).unwrap_or_else(|errors| {
        panic!(
            "the long messages are refused:\n{}",
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

/// The language whose messages are made long: one with a message for
/// every sentence of the data, so that every text of the sheets is long.
const CODE: &str = "de";

/// How many pages each sheet of the shipped catalog has in [`CODE`] on
/// `paper`, by kind.
fn shipped_pages(paper: Paper) -> BTreeMap<&'static str, usize> {
    let catalog = halflings_testkit::catalog();
    let pictures = halflings_art::pictures::Pictures::new(&catalog);
    let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
    let texts = sheets::texts(&catalog, CODE).unwrap();
    sheets::draw_with(&pictures, &SheetOptions::new(paper), &art, &texts)
        .unwrap()
        .iter()
        .map(|sheet| (sheet.kind, sheet.page_count()))
        .collect()
}

/// Every message of a language at the longest the limits allow, as one
/// word and as many: every page of every sheet is drawn on both papers
/// without a panic, every message is said, and every line of text stays
/// within its page's margins. The rule reference goes on over as many
/// pages as its text needs, the whole of it shown; the print-and-cut
/// pages, drawn one at a time, keep their count, and the census's at most
/// double: both cut their texts short to fit.
#[test]
fn every_message_at_the_longest_the_limits_allow_is_laid_out_within_the_pages() {
    for filler in [Filler::Word, Filler::Words] {
        let catalog = catalog_with_long_messages(CODE, filler);
        let pictures = halflings_art::pictures::Pictures::new(&catalog);
        let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
        let texts = sheets::texts(&catalog, CODE).unwrap();
        for paper in Paper::ALL {
            let shipped = shipped_pages(paper);
            let drawn =
                sheets::draw_with(&pictures, &SheetOptions::new(paper), &art, &texts).unwrap();
            assert_eq!(drawn.len(), 3);
            for sheet in &drawn {
                let stem = sheet.stem(paper);
                let mut lines = 0;
                let mut shown = 0;
                for i in 0..sheet.page_count() {
                    let svg = sheet.page(i);
                    let page = format!("{filler:?}: {CODE}/{stem}-{}", i + 1);
                    lines += common::text_within_margins(&svg, sheet.kind, paper, &page);
                    shown += svg.matches(filler.text(40).as_str()).count();
                }
                let pages = sheet.page_count();
                match sheet.kind {
                    // Each of some hundred texts of 4 KiB or more, a few
                    // dozen lines each.
                    "rules" => {
                        assert!(pages > 10 * shipped["rules"], "{stem}: {pages} pages");
                        assert!(lines > 20_000, "{stem}: {lines} lines");
                    }
                    // A set's tiles go on over another page where the
                    // header, cut short, leaves fewer rows.
                    "census" => assert!(
                        (shipped["census"]..=2 * shipped["census"]).contains(&pages),
                        "{stem}: {pages} pages"
                    ),
                    kind => assert_eq!(pages, shipped[kind], "{stem}"),
                }
                assert!(shown > 0, "{stem}: no long message shown");
            }
        }
        sheets::texts_said(&texts).unwrap();
    }
}

/// The same through `build`'s sheets exporter, on one paper: the pages'
/// SVG, the PDF of each census and print-and-cut page and the rule
/// reference's PDF of some hundreds of pages are all made.
#[test]
fn the_sheets_exporter_makes_every_file_from_the_longest_messages() {
    let catalog = catalog_with_long_messages(CODE, Filler::Words);
    let input = halflings_build::export::Input::new(&catalog);
    let files = common::sheet_files(&input, Paper::A4, 0.0, CODE, false)
        .expect("the sheets are made from the longest messages");
    for kind in ["rules", "census", "cut"] {
        let pdf = format!("{kind}-a4.pdf");
        assert!(
            files.get(&pdf).is_some_and(|b| b.starts_with(b"%PDF-")),
            "{pdf} is not made"
        );
        let svgs = files
            .keys()
            .filter(|name| name.starts_with(&format!("{kind}-a4-")) && name.ends_with(".svg"))
            .count();
        assert!(svgs >= 1, "{kind}: no page");
    }
}
