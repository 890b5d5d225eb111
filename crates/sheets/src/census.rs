//! The tile census: one page per set, every tile drawn small with its id,
//! name, sides, features and symbols, read from the catalog.

use halflings_art::SIDE_MM;
use halflings_catalog::Catalog;
use halflings_model::{Side, Tile, TileSet};

use super::page::{Anchor, BODY, Flow, GREY, INK, SMALL, Style, plain_footer, triangle};
use super::sheet::{Paper, Recipe, Sheet, TileArt};
use super::texts::{Texts, n, s};
use halflings_catalog::validate::language::key;

/// The census on `paper`, in the language of `t`: one page per set, each
/// drawn when it is asked for.
pub fn sheet<'a>(catalog: &'a Catalog, paper: Paper, art: TileArt<'a>, t: &'a Texts) -> Sheet<'a> {
    let ex = catalog.expansion();
    let title = t.with(
        "census-title",
        &[("expansion", s(t.expansion_name(&ex.name)))],
    );
    let pages = ex.set.len().max(1);
    let page_title = title.clone();
    let footer = plain_footer(paper, t);
    // What a page shows besides its tiles is its set; the exporter adds
    // what every page has (the sheet, its title, the page number).
    let recipe = move |i: usize| -> Recipe<'a> {
        let set = ex.set.get(i);
        Recipe {
            parts: set
                .map(|set| serde_json::to_vec(set).expect("the model always serialises"))
                .into_iter()
                .collect(),
            tiles: set
                .map(|set| catalog.tiles_of(set).collect())
                .unwrap_or_default(),
        }
    };
    let draw = move |i: usize| {
        let mut flow = Flow::new(paper);
        if let Some(set) = ex.set.get(i) {
            set_page(&mut flow, catalog, set, &page_title, art, t);
        }
        flow.finish_one(&page_title, &footer, (i + 1, pages), t)
    };
    Sheet::new("census", title, pages, Box::new(draw)).with_recipe(Box::new(recipe))
}

fn set_page(
    flow: &mut Flow,
    catalog: &Catalog,
    set: &TileSet,
    title: &str,
    art: TileArt<'_>,
    t: &Texts,
) {
    let set_name = t.data(&key::set(set.id.as_str(), "name"), &set.name);
    let style = Style::bold(16.0);
    let (x, y) = (flow.left(), flow.y);
    flow.page().lines(
        x,
        y,
        style,
        Anchor::Start,
        &[t.with(
            "census-set-title",
            &[("title", s(title)), ("set", s(&set_name))],
        )],
    );
    flow.y += style.block_height(1) + 1.5;
    let tiles: Vec<&Tile> = catalog.tiles_of(set).collect();
    let symbol = set_symbol(set, t);
    flow.paragraph(
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
        BODY.colour(GREY),
        0.0,
    );
    if tiles.iter().any(|tile| t.tile_name(tile).1) || set_name.ends_with(&t.get("fallback-mark")) {
        flow.paragraph(&t.get("fallback-note"), SMALL.colour(GREY), 0.0);
    }
    flow.y += 1.0;

    let columns = 2;
    let gap = 5.0;
    let cell_w = (flow.width() - gap * (columns as f64 - 1.0)) / columns as f64;
    let rows = tiles.len().div_ceil(columns).max(1);
    let cell_h = ((flow.bottom() - flow.y) / rows as f64).min(48.0);
    let size = (cell_h - 4.0).min(34.0);
    let text_x = size + 3.5;
    let text_w = cell_w - text_x;
    let line = Style::regular(7.5);
    let top = flow.y;
    for (i, tile) in tiles.iter().enumerate() {
        let (c, r) = (i % columns, i / columns);
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
        let mut ty = y + 2.0;
        let head = Style::bold(9.5);
        ty += page.lines(
            x + text_x,
            ty,
            head,
            Anchor::Start,
            &[format!("{} \u{00b7} {set_name}", tile.id)],
        ) + 1.0;
        for fact in facts(tile, t) {
            let lines = line.wrap(&fact, text_w);
            ty += page.lines(x + text_x, ty, line, Anchor::Start, &lines) + 0.6;
        }
        let _ = ty;
    }
    flow.y = top + rows as f64 * cell_h;
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
