//! The tile census: one page per set, every tile drawn small with its id,
//! name, sides, features and symbols, read from the catalog.

use halflings_art::layout::SIDE_MM;
use halflings_catalog::Catalog;
use halflings_model::{Side, Tile, TileSet};

use super::page::{Anchor, BODY, Flow, GREY, INK, Style, plain_footer, triangle};
use super::sheet::{Paper, Recipe, Sheet, TileArt, count, display_name};

/// The census on `paper`: one page per set, each drawn when it is asked
/// for.
pub fn sheet<'a>(catalog: &'a Catalog, paper: Paper, art: TileArt<'a>) -> Sheet<'a> {
    let ex = catalog.expansion();
    let title = format!("{} tile census", ex.name);
    let pages = ex.set.len().max(1);
    let page_title = title.clone();
    let footer = plain_footer(paper);
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
            set_page(&mut flow, catalog, set, &page_title, art);
        }
        flow.finish_one(&page_title, &footer, (i + 1, pages))
    };
    Sheet::new("census", title, pages, Box::new(draw)).with_recipe(Box::new(recipe))
}

fn set_page(flow: &mut Flow, catalog: &Catalog, set: &TileSet, title: &str, art: TileArt<'_>) {
    let style = Style::bold(16.0);
    let (x, y) = (flow.left(), flow.y);
    flow.page().lines(
        x,
        y,
        style,
        Anchor::Start,
        &[format!("{title}: {}", set.name)],
    );
    flow.y += style.block_height(1) + 1.5;
    let tiles: Vec<&Tile> = catalog.tiles_of(set).collect();
    flow.paragraph(
        &format!(
            "{} \u{00b7} ids {}-01 to {}-{:02} \u{00b7} origin: {} \u{00b7} set symbol: {}",
            count(tiles.len(), "tile", "tiles"),
            set.prefix,
            set.prefix,
            tiles.len(),
            set.origin,
            match &set.symbol {
                halflings_model::SetSymbol::Pentagon => "pentagon".to_owned(),
                halflings_model::SetSymbol::Follower => "follower".to_owned(),
                halflings_model::SetSymbol::Label(l) =>
                    format!("the label \u{201c}{}\u{201d}", l.as_str()),
            }
        ),
        BODY.colour(GREY),
        0.0,
    );
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
            &[format!("{} \u{00b7} {}", tile.id, set.name)],
        ) + 1.0;
        for (label, text) in facts(tile) {
            let lines = line.wrap(&format!("{label}: {text}"), text_w);
            ty += page.lines(x + text_x, ty, line, Anchor::Start, &lines) + 0.6;
        }
        let _ = ty;
    }
    flow.y = top + rows as f64 * cell_h;
}

/// The lines printed beside a tile: its name, sides, features and symbols.
fn facts(tile: &Tile) -> Vec<(&'static str, String)> {
    let sides: Vec<String> = Side::ALL
        .iter()
        .map(|s| format!("{} {}", s.name(), tile.sides.get(*s).name()))
        .collect();
    let mut features = Vec::new();
    if !tile.city.is_empty() {
        let mut city = count(tile.city.len(), "city", "cities");
        let p = tile.pennants() as usize;
        if p > 0 {
            city.push_str(&format!(" ({})", count(p, "pennant", "pennants")));
        }
        features.push(city);
    }
    if !tile.road.is_empty() {
        features.push(count(tile.road.len(), "road", "roads"));
    }
    if !tile.field.is_empty() {
        features.push(count(tile.field.len(), "field", "fields"));
    }
    if tile.monastery.is_some() {
        features.push("a monastery".to_owned());
    }
    let symbols: Vec<String> = tile
        .symbol
        .iter()
        .map(|s| display_name(s.kind.name()).to_lowercase())
        .collect();
    vec![
        ("Name", tile.name.clone()),
        ("Sides", sides.join(", ")),
        ("Features", features.join(", ")),
        (
            "Symbols",
            if symbols.is_empty() {
                "none".to_owned()
            } else {
                symbols.join(", ")
            },
        ),
    ]
}
