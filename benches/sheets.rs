//! The sheets' layout at the limits of the catalog, measured with
//! criterion: the longest message a language may hold
//! (`halflings_catalog::limits::MAX_MESSAGE_BYTES`, 4 KiB) wrapped into a
//! column as one long word and as many words, and the rule reference laid
//! out and every page of the three sheets drawn (as SVG) with every message
//! of German that long, beside the same with the shipped messages. Laying out costs time in proportion
//! to the text's length: the longest message lays out well within a
//! second.
//!
//! Run with `cargo bench --bench sheets`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use fluent_syntax::ast;
use halflings_art::pictures::Pictures;
use halflings_catalog::limits::MAX_MESSAGE_BYTES;
use halflings_catalog::{Catalog, Source};
use halflings_sheets::{Paper, SheetOptions};

/// `bytes` bytes of `pattern` repeated (fewer only by a character that
/// would not fit), with no blank at its end.
fn repeated(pattern: &str, bytes: usize) -> String {
    let mut out = String::new();
    for c in pattern.chars().cycle() {
        if out.len() + c.len_utf8() > bytes {
            break;
        }
        out.push(c);
    }
    out.trim_end().to_owned()
}

/// One word without a space.
const WORD: &str = "Regelübersichtstabellenfassungsklarstellungs";
/// Words, numbers and roman numerals, some bound by no-break spaces.
const WORDS: &str = "Die Halbkarte 3 liegt mit der kurzen Westseite II an; die Straße setzt sich fort (12\u{a0}Karten, abgeleitet\u{a0}aus\u{a0}1/2021), I III 1. Auflage. ";

/// The variables `pattern` uses.
fn variables<'s>(pattern: &ast::Pattern<&'s str>, out: &mut Vec<&'s str>) {
    fn inline<'s>(e: &ast::InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
        match e {
            ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
                out.push(id.name);
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

/// The shipped catalog with every message of German made of `filler`,
/// MAX_MESSAGE_BYTES long with the variables it uses.
fn long_german(filler: &str) -> Catalog {
    let mut files = halflings_testkit::tree(&halflings_testkit::tiles_dir());
    let ftl = String::from_utf8(files["lang/de.ftl"].clone()).unwrap();
    let resource = fluent_syntax::parser::parse(ftl.as_str()).expect("the messages parse");
    let mut long = String::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let mut vars = Vec::new();
        if let Some(value) = &message.value {
            variables(value, &mut vars);
        }
        let placeables: String = vars.iter().map(|v| format!(" {{ ${v} }}")).collect();
        let text = repeated(filler, MAX_MESSAGE_BYTES - placeables.len());
        long.push_str(&format!("{} = {text}{placeables}\n", message.id.name));
    }
    files.insert("lang/de.ftl".into(), long.into_bytes());
    let files = files
        .into_iter()
        .map(|(k, v)| (PathBuf::from(k), v))
        .collect();
    Catalog::load(Source::files("tiles", files)).expect("the long messages are accepted")
}

/// Every page of the three sheets of `catalog` in German on A4, as SVG:
/// their total length.
fn draw_all(catalog: &Catalog) -> usize {
    let pictures = Pictures::new(catalog);
    let art = |tile: &halflings_model::Tile| pictures.tile_svg(tile);
    let texts = halflings_sheets::texts(catalog, "de").unwrap();
    let sheets =
        halflings_sheets::draw_with(&pictures, &SheetOptions::new(Paper::A4), &art, &texts)
            .unwrap();
    let bytes = sheets
        .iter()
        .flat_map(|sheet| (0..sheet.page_count()).map(|i| sheet.page(i).len()))
        .sum();
    assert!(texts.errors().is_empty(), "{:?}", texts.errors());
    bytes
}

fn sheets(c: &mut Criterion) {
    for (what, filler) in [("one word", WORD), ("words", WORDS)] {
        let text = repeated(filler, MAX_MESSAGE_BYTES);
        let lines = halflings_sheets::wrap(false, 8.5, &text, 60.0);
        c.bench_function(
            &format!(
                "wrap the longest message ({what}, {} bytes) into a 60 mm column: {} lines",
                text.len(),
                lines.len()
            ),
            |b| b.iter(|| black_box(halflings_sheets::wrap(false, 8.5, black_box(&text), 60.0))),
        );
    }
    let numerals = repeated("II ", MAX_MESSAGE_BYTES - MAX_MESSAGE_BYTES % 3);
    c.bench_function(
        "wrap the longest message of roman numerals (II II II ...) into a 60 mm column",
        |b| {
            b.iter(|| {
                black_box(halflings_sheets::wrap(
                    false,
                    8.5,
                    black_box(&numerals),
                    60.0,
                ))
            })
        },
    );

    let shipped = halflings_testkit::catalog();
    let long = [
        ("one word", long_german(WORD)),
        ("words", long_german(WORDS)),
    ];
    let catalogs = std::iter::once(("the shipped messages".to_owned(), &shipped)).chain(
        long.iter()
            .map(|(what, catalog)| (format!("every message at the limit ({what})"), catalog)),
    );
    let catalogs: Vec<(String, &Catalog)> = catalogs.collect();

    let mut group = c.benchmark_group("lay out the rule reference, German on A4");
    group.sample_size(10);
    for (name, catalog) in &catalogs {
        let pictures = Pictures::new(catalog);
        let texts = halflings_sheets::texts(catalog, "de").unwrap();
        group.bench_function(name.as_str(), |b| {
            b.iter(|| {
                black_box(halflings_sheets::rules::layout(
                    &pictures,
                    Paper::A4,
                    &texts,
                ))
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("draw every page of the three sheets, German on A4");
    group.sample_size(10);
    for (name, catalog) in &catalogs {
        group.bench_function(name.as_str(), |b| b.iter(|| black_box(draw_all(catalog))));
    }
    group.finish();
}

criterion_group!(benches, sheets);
criterion_main!(benches);
