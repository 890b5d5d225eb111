//! The tile census: each set on a page of its own (or on several, when it
//! has more tiles than one page holds), every tile drawn small with its
//! id, name, sides, features and symbols, read from the catalog; then the
//! base game's normal tiles on a page of their own, for reference: each
//! kind drawn with its name and count, and the start tile's kind marked.
//! Each page is drawn alone, so a text longer than its room there (the
//! set's heading, a tile's facts) is cut short with an ellipsis.

use halflings_art::SIDE_MM;
use halflings_catalog::Catalog;
use halflings_model::{Side, SquareTile, Tile, TileSet};

use super::page::{BODY, Flow, GREY, INK, SMALL, Style, plain_footer, triangle};
use super::sheet::{Paper, Recipe, Sheet, TileArt};
use super::texts::{Texts, n, s};
use halflings_catalog::validate::language::key;

/// The least height of a tile's row. Below it, the name, sides, features
/// and symbols beside a picture no longer fit: a set with more tiles than
/// one page holds at this height goes on over as many pages as it needs.
pub const MIN_ROW_MM: f64 = 34.0;

/// The tallest row: a set of a few tiles does not spread them over the
/// page.
const MAX_ROW_MM: f64 = 48.0;

/// Tiles side by side on a census page.
const COLUMNS: usize = 2;

/// The least height of a row of the base game's page: a picture and a
/// name of up to five lines with its count beside it.
const BASE_MIN_ROW_MM: f64 = 26.0;

/// The tallest row of the base game's page.
const BASE_MAX_ROW_MM: f64 = 34.0;

/// Kinds of normal tile side by side on the base game's page.
const BASE_COLUMNS: usize = 3;

/// One page of the census: tiles `first..first + count` of a set, in
/// `rows` rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SetPage {
    set: usize,
    first: usize,
    count: usize,
    rows: usize,
}

/// One page of the base game's normal tiles: kinds `first..first + count`
/// of the catalog's, in `rows` rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BasePage {
    first: usize,
    count: usize,
    rows: usize,
}

/// What a page of the census shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CensusPage {
    Set(SetPage),
    Base(BasePage),
}

/// The census on `paper`, in the language of `t`: each set on a page of
/// its own, or on as many as its tiles need, then the base game's normal
/// tiles, each page drawn when it is asked for.
pub fn sheet<'a>(catalog: &'a Catalog, paper: Paper, art: TileArt<'a>, t: &'a Texts) -> Sheet<'a> {
    let ex = catalog.expansion();
    let title = t.with(
        "census-title",
        &[("expansion", s(t.expansion_name(&ex.name)))],
    );
    let layout: Vec<CensusPage> = layout(catalog, paper, &title, t)
        .into_iter()
        .map(CensusPage::Set)
        .chain(
            base_layout(catalog, paper, &title, t)
                .into_iter()
                .map(CensusPage::Base),
        )
        .collect();
    let pages = layout.len().max(1);
    let page_title = title.clone();
    let footer = plain_footer(paper, t);
    let on_page = {
        let layout = layout.clone();
        move |i: usize| layout.get(i).copied()
    };
    // What a page shows besides its tiles is its set, which of the set's
    // tiles it holds and whether a name is in English for want of a
    // translation (or, on the base game's page, the normal tiles it
    // shows, whose pictures are drawn by the program); the exporter adds
    // what every page has (the sheet, its title, the page number).
    let recipe = {
        let on_page = on_page.clone();
        move |i: usize| -> Recipe<'a> {
            match on_page(i) {
                None => Recipe::default(),
                Some(CensusPage::Set(page)) => {
                    let set = &ex.set[page.set];
                    let all: Vec<&Tile> = catalog.tiles_of(set).collect();
                    let fallback = all.iter().any(|tile| t.tile_name(tile).1);
                    Recipe {
                        parts: vec![
                            serde_json::to_vec(set).expect("the model always serialises"),
                            Recipe::numbers(&[
                                page.first as f64,
                                page.count as f64,
                                page.rows as f64,
                                all.len() as f64,
                                f64::from(u8::from(fallback)),
                            ]),
                        ],
                        tiles: all[page.first..page.first + page.count].to_vec(),
                    }
                }
                Some(CensusPage::Base(page)) => {
                    let all = catalog.squares();
                    let fallback = all.iter().any(|tile| t.normal_name(tile).1);
                    Recipe {
                        parts: vec![
                            b"base-game".to_vec(),
                            serde_json::to_vec(&all[page.first..page.first + page.count])
                                .expect("the model always serialises"),
                            Recipe::numbers(&[
                                page.first as f64,
                                page.count as f64,
                                page.rows as f64,
                                all.len() as f64,
                                copies(all) as f64,
                                f64::from(u8::from(fallback)),
                            ]),
                        ],
                        tiles: Vec::new(),
                    }
                }
            }
        }
    };
    let draw = move |i: usize| {
        let mut flow = Flow::new(paper);
        match on_page(i) {
            Some(CensusPage::Set(page)) => {
                let set = &ex.set[page.set];
                set_header(&mut flow, catalog, set, &page_title, t);
                tiles(&mut flow, catalog, set, page, art, t);
            }
            Some(CensusPage::Base(page)) => {
                base_header(&mut flow, catalog, &page_title, t);
                base_tiles(&mut flow, catalog, page, t);
            }
            None => {}
        }
        flow.finish_one(&page_title, &footer, (i + 1, pages), t)
    };
    Sheet::new("census", title, pages, Box::new(draw)).with_recipe(Box::new(recipe))
}

/// How many tiles the normal tiles `kinds` make, every copy counted.
fn copies(kinds: &[SquareTile]) -> usize {
    kinds.iter().map(|k| usize::from(k.count)).sum()
}

/// The census's pages on `paper`: a set whose rows fit below its header
/// at [`MIN_ROW_MM`] on one page; the others over several pages, each
/// repeating the header and holding as many rows as fit.
fn layout(catalog: &Catalog, paper: Paper, title: &str, t: &Texts) -> Vec<SetPage> {
    let mut pages = Vec::new();
    for (i, set) in catalog.expansion().set.iter().enumerate() {
        let tiles = catalog.tiles_of(set).count();
        let mut flow = Flow::new(paper);
        set_header(&mut flow, catalog, set, title, t);
        let fit = (((flow.bottom() - flow.y) / MIN_ROW_MM).floor() as usize).max(1);
        let rows = tiles.div_ceil(COLUMNS).max(1);
        if rows <= fit {
            pages.push(SetPage {
                set: i,
                first: 0,
                count: tiles,
                rows,
            });
            continue;
        }
        let per_page = fit * COLUMNS;
        for first in (0..tiles).step_by(per_page) {
            pages.push(SetPage {
                set: i,
                first,
                count: per_page.min(tiles - first),
                rows: fit,
            });
        }
    }
    pages
}

/// The head of a set's page: the set's name, its tiles, ids, origin and
/// symbol, and a note when a name is in English for want of a
/// translation.
fn set_header(flow: &mut Flow, catalog: &Catalog, set: &TileSet, title: &str, t: &Texts) {
    let set_name = t.data(&key::set(set.id.as_str(), "name"), &set.name);
    let style = Style::bold(16.0);
    let width = flow.width();
    // Each text of the header is cut to a few lines, so that the tiles
    // keep most of the page: the page is drawn alone.
    let clipped =
        |style: Style, text: &str, most: usize| style.clip(style.wrap(text, width), most, width);
    let heading_lines = |style: Style, text: &str, most: usize| {
        style.clip(style.wrap_line(text, width), most, width)
    };
    let heading = t.with(
        "census-set-title",
        &[("title", s(title)), ("set", s(&set_name))],
    );
    flow.block(
        0.0,
        style,
        &heading_lines(style, &heading, HEADER_LINES[0]),
        1.5,
    );
    let tiles: Vec<&Tile> = catalog.tiles_of(set).collect();
    let symbol = set_symbol(set, t);
    let about = clipped(
        BODY,
        &t.with(
            "census-set",
            &[
                (
                    "tiles",
                    s(t.with("tiles-count", &[("count", n(tiles.len()))])),
                ),
                ("first", s(format!("{}-01", set.prefix))),
                ("last", s(format!("{}-{:02}", set.prefix, tiles.len()))),
                (
                    "origin",
                    s(t.data(&key::set(set.id.as_str(), "origin"), &set.origin)),
                ),
                ("symbol", s(symbol)),
            ],
        ),
        HEADER_LINES[1],
    );
    flow.paragraph_lines(&about, BODY.colour(GREY), 0.0);
    if tiles.iter().any(|tile| t.tile_name(tile).1) || set_name.ends_with(&t.get("fallback-mark")) {
        let note = clipped(SMALL, &t.get("fallback-note"), HEADER_LINES[2]);
        flow.paragraph_lines(&note, SMALL.colour(GREY), 0.0);
    }
    flow.y += 1.0;
}

/// The most lines of a census page's heading, of the sentence on its set
/// and of the note on names left in English: a text longer is cut short.
const HEADER_LINES: [usize; 3] = [2, 4, 2];

/// The tiles of `page`, two to a row below the header, each drawn small
/// beside its id and set, name, sides, features and symbols.
fn tiles(
    flow: &mut Flow,
    catalog: &Catalog,
    set: &TileSet,
    page: SetPage,
    art: TileArt<'_>,
    t: &Texts,
) {
    let set_name = t.data(&key::set(set.id.as_str(), "name"), &set.name);
    let tiles: Vec<&Tile> = catalog
        .tiles_of(set)
        .skip(page.first)
        .take(page.count)
        .collect();
    let gap = 5.0;
    let cell_w = (flow.width() - gap * (COLUMNS as f64 - 1.0)) / COLUMNS as f64;
    let cell_h = ((flow.bottom() - flow.y) / page.rows as f64).min(MAX_ROW_MM);
    let size = (cell_h - 4.0).min(34.0);
    let text_x = size + 3.5;
    let text_w = cell_w - text_x;
    let line = Style::regular(7.5);
    let head = Style::bold(9.5);
    let top = flow.y;
    for (i, tile) in tiles.iter().enumerate() {
        let (c, r) = (i % COLUMNS, i / COLUMNS);
        let x = flow.left() + c as f64 * (cell_w + gap);
        let y = top + r as f64 * cell_h;
        let page = flow.page();
        page.line((x, y), (x + cell_w, y), "#d0d0c8", 0.2);
        let (tx, ty) = (x, y + 2.0);
        page.tile(&art(tile), SIDE_MM, (tx, ty), size, 0);
        page.path(
            &triangle((tx, ty), size, halflings_model::Rotation::new(0)),
            None,
            Some((INK, 0.2)),
        );
        // The tile's words, cut short where they would run into the row
        // below; its heading to two lines, so that its facts follow.
        let heading = head.wrap_line(&format!("{} \u{00b7} {set_name}", tile.id), text_w);
        let mut blocks = vec![(head, head.clip(heading, 2, text_w), 1.0)];
        blocks.extend(
            facts(tile, t)
                .iter()
                .map(|fact| (line, line.wrap(fact, text_w), 0.6)),
        );
        page.blocks_within(x + text_x, y + 2.0, &blocks, (text_w, y + cell_h - 1.0));
    }
    flow.y = top + page.rows as f64 * cell_h;
}

/// The base game's pages on `paper`: none without normal tiles; one when
/// their rows fit below the header at [`BASE_MIN_ROW_MM`]; else as many
/// as they need, each repeating the header.
fn base_layout(catalog: &Catalog, paper: Paper, title: &str, t: &Texts) -> Vec<BasePage> {
    let kinds = catalog.squares().len();
    if kinds == 0 {
        return Vec::new();
    }
    let mut flow = Flow::new(paper);
    base_header(&mut flow, catalog, title, t);
    let fit = (((flow.bottom() - flow.y) / BASE_MIN_ROW_MM).floor() as usize).max(1);
    let rows = kinds.div_ceil(BASE_COLUMNS);
    if rows <= fit {
        return vec![BasePage {
            first: 0,
            count: kinds,
            rows,
        }];
    }
    let per_page = fit * BASE_COLUMNS;
    (0..kinds)
        .step_by(per_page)
        .map(|first| BasePage {
            first,
            count: per_page.min(kinds - first),
            rows: fit,
        })
        .collect()
}

/// The head of the base game's page: its title, how many tiles of how
/// many kinds, that they are there for reference, and a note when a name
/// is in English for want of a translation.
fn base_header(flow: &mut Flow, catalog: &Catalog, title: &str, t: &Texts) {
    let style = Style::bold(16.0);
    let width = flow.width();
    // As a set's page: each text cut to a few lines, the page drawn alone.
    let heading = t.with("census-base-title", &[("title", s(title))]);
    let heading = style.clip(style.wrap_line(&heading, width), HEADER_LINES[0], width);
    flow.block(0.0, style, &heading, 1.5);
    let kinds = catalog.squares();
    let about = t.with(
        "census-base",
        &[
            (
                "tiles",
                s(t.with("tiles-count", &[("count", n(copies(kinds)))])),
            ),
            ("kinds", n(kinds.len())),
        ],
    );
    let about = BODY.clip(BODY.wrap(&about, width), HEADER_LINES[1], width);
    flow.paragraph_lines(&about, BODY.colour(GREY), 0.0);
    if kinds.iter().any(|tile| t.normal_name(tile).1) {
        let note = t.get("fallback-note");
        let note = SMALL.clip(SMALL.wrap(&note, width), HEADER_LINES[2], width);
        flow.paragraph_lines(&note, SMALL.colour(GREY), 0.0);
    }
    flow.y += 1.0;
}

/// The kinds of `page`, three to a row below the header, each drawn small
/// beside its name and count; the start tile's kind framed and said.
fn base_tiles(flow: &mut Flow, catalog: &Catalog, page: BasePage, t: &Texts) {
    let kinds = &catalog.squares()[page.first..page.first + page.count];
    let gap = 4.0;
    let cell_w = (flow.width() - gap * (BASE_COLUMNS as f64 - 1.0)) / BASE_COLUMNS as f64;
    let cell_h = ((flow.bottom() - flow.y) / page.rows as f64).min(BASE_MAX_ROW_MM);
    let size = (cell_h - 4.0).min(22.0);
    let text_x = size + 2.5;
    let text_w = cell_w - text_x;
    let (name, line) = (Style::bold(7.0), Style::regular(7.0).colour(GREY));
    let top = flow.y;
    for (i, kind) in kinds.iter().enumerate() {
        let (c, r) = (i % BASE_COLUMNS, i / BASE_COLUMNS);
        let x = flow.left() + c as f64 * (cell_w + gap);
        let y = top + r as f64 * cell_h;
        let page = flow.page();
        page.line((x, y), (x + cell_w, y), "#d0d0c8", 0.2);
        let (tx, ty) = (x, y + 2.0);
        page.tile(&halflings_art::square_svg(kind), SIDE_MM, (tx, ty), size, 0);
        if kind.start {
            page.rect((tx, ty, size, size), None, Some((INK, 0.8)));
        }
        let shown = match t.normal_name(kind) {
            (name, false) => name,
            (english, true) => format!("{english} {}", t.get("fallback-mark")),
        };
        // The kind's words, cut short where they would run into the row
        // below.
        let mut blocks = vec![(name, name.wrap(&shown, text_w), 0.6)];
        let copies = t.with("census-base-copies", &[("count", n(kind.count.into()))]);
        blocks.push((line, line.wrap(&copies, text_w), 0.4));
        if kind.start {
            let start = Style::bold(7.0);
            blocks.push((start, start.wrap(&t.get("census-base-start"), text_w), 0.4));
        }
        page.blocks_within(x + text_x, y + 2.0, &blocks, (text_w, y + cell_h - 1.0));
    }
    flow.y = top + page.rows as f64 * cell_h;
}

/// The set's symbol as the sheets name it.
pub fn set_symbol(set: &TileSet, t: &Texts) -> String {
    match &set.symbol {
        halflings_model::SetSymbol::Pentagon => t.with("set-symbol", &[("symbol", s("pentagon"))]),
        halflings_model::SetSymbol::Follower => t.with("set-symbol", &[("symbol", s("follower"))]),
        halflings_model::SetSymbol::Label(l) => {
            t.with("set-symbol-label", &[("label", s(l.as_str()))])
        }
    }
}

/// The lines printed beside a tile: its name, sides, features and symbols.
fn facts(tile: &Tile, t: &Texts) -> Vec<String> {
    let sides: Vec<String> = Side::ALL
        .iter()
        .map(|side| {
            t.with(
                "census-side",
                &[
                    ("side", s(side.name())),
                    ("landscape", s(tile.sides.get(*side).name())),
                ],
            )
        })
        .collect();
    let mut features = Vec::new();
    if !tile.city.is_empty() {
        let count = n(tile.city.len());
        features.push(match tile.pennants() as usize {
            0 => t.with("census-cities", &[("count", count)]),
            p => t.with(
                "census-cities-pennants",
                &[("count", count), ("pennants", n(p))],
            ),
        });
    }
    if !tile.road.is_empty() {
        features.push(t.with("census-roads", &[("count", n(tile.road.len()))]));
    }
    if !tile.field.is_empty() {
        features.push(t.with("census-fields", &[("count", n(tile.field.len()))]));
    }
    if tile.monastery.is_some() {
        features.push(t.get("census-monastery"));
    }
    let symbols: Vec<String> = tile
        .symbol
        .iter()
        .map(|symbol| t.with("symbol-name-lower", &[("symbol", s(symbol.kind.name()))]))
        .collect();
    let name = match t.tile_name(tile) {
        (name, false) => name,
        (english, true) => format!("{english} {}", t.get("fallback-mark")),
    };
    vec![
        t.with("census-name", &[("name", s(name))]),
        t.with("census-sides", &[("sides", s(sides.join(", ")))]),
        t.with("census-features", &[("features", s(features.join(", ")))]),
        if symbols.is_empty() {
            t.get("census-no-symbols")
        } else {
            t.with("census-symbols", &[("symbols", s(symbols.join(", ")))])
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use halflings_catalog::Source;

    /// The repository's catalog with `extra` more tiles in its first set:
    /// copies of its first tile.
    fn with_a_long_first_set(extra: usize) -> Catalog {
        let mut files = halflings_testkit::tree(&halflings_testkit::tiles_dir());
        let manifest = String::from_utf8(files["expansion.toml"].clone()).unwrap();
        let total = 12 + extra;
        files.insert(
            "expansion.toml".into(),
            manifest
                .replacen("tiles = 12", &format!("tiles = {total}"), 1)
                .into_bytes(),
        );
        let first = String::from_utf8(files["halflings-1/01.toml"].clone()).unwrap();
        for n in 13..=total {
            let copy = first.replacen("id = \"h1-01\"", &format!("id = \"h1-{n:02}\""), 1);
            files.insert(format!("halflings-1/{n:02}.toml"), copy.into_bytes());
        }
        let files = files.into_iter().map(|(k, v)| (k.into(), v)).collect();
        Catalog::load(Source::files("tiles", files).without_examples())
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_set_with_more_tiles_than_a_page_holds_goes_on_over_pages_whose_rows_stay_readable() {
        let catalog = with_a_long_first_set(28);
        let t = crate::texts(&catalog, "en").unwrap();
        for paper in Paper::ALL {
            let pages = layout(&catalog, paper, "Census", &t);
            let long: Vec<&SetPage> = pages.iter().filter(|p| p.set == 0).collect();
            assert!(long.len() > 1, "{paper:?}: 40 tiles on {} page", long.len());
            // Every tile once, in order, each page as full as it may be but
            // the last.
            let mut next = 0;
            for (k, page) in long.iter().enumerate() {
                assert_eq!(page.first, next);
                assert!(page.count <= page.rows * COLUMNS);
                if k + 1 < long.len() {
                    assert_eq!(page.count, page.rows * COLUMNS);
                }
                next += page.count;
            }
            assert_eq!(next, 40);
            // Each page's rows are no lower than a tile's facts need.
            for page in &pages {
                let set = &catalog.expansion().set[page.set];
                let mut flow = Flow::new(paper);
                set_header(&mut flow, &catalog, set, "Census", &t);
                let row = ((flow.bottom() - flow.y) / page.rows as f64).min(MAX_ROW_MM);
                assert!(row >= MIN_ROW_MM, "{paper:?}: rows of {row} mm");
            }
            // The second set, of twelve, keeps its one page.
            assert_eq!(pages.iter().filter(|p| p.set == 1).count(), 1);
            let art = |_: &Tile| String::new();
            // Then the base game's page.
            let base = base_layout(&catalog, paper, "Census", &t);
            assert_eq!(base.len(), 1, "{paper:?}");
            assert_eq!(
                sheet(&catalog, paper, &art, &t).page_count(),
                pages.len() + base.len()
            );
        }
    }
}
