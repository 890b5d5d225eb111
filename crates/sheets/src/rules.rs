//! The rule reference: setup by edition, placement (with diagrams drawn from
//! real tiles), followers and scoring, the counting table by rules version,
//! triangular gaps, the four expansion symbols with their tiles, game end by
//! edition, each with the notes of the sources on it, then other expansions
//! and house rules. Every sentence comes from the manifest; the headings,
//! captions and the wording of the manifest's yes/no facts are the
//! languages' messages.

use halflings_art::{self as render, icons::colour, layout::SIDE_MM, svg::num};
use halflings_catalog::Catalog;
use halflings_catalog::GENERATOR;
use halflings_model::{
    Counting, Edition, GameEnd, Gaps, Landscape, NoteTopic, Rotation, RulingStatus, SymbolKind,
    Tile, Topic,
};

use super::page::{
    Anchor, BODY, Cell, Flow, GREY, INK, Page, SMALL, Style, plain_footer, triangle,
};
use super::sheet::{Paper, Sheet};
use super::texts::{Texts, n, s};
use halflings_catalog::validate::language::key;

/// The rule reference on `paper`, in the language of `t`.
pub fn sheet<'a>(catalog: &Catalog, paper: Paper, t: &Texts) -> Sheet<'a> {
    let ex = catalog.expansion();
    let title = t.with(
        "rules-title",
        &[("expansion", s(t.expansion_name(&ex.name)))],
    );
    let mut flow = Flow::new(paper);
    let fallbacks = t.fallbacks();
    title_block(&mut flow, catalog, &title, t);
    notes(&mut flow, catalog, NoteTopic::Origins, t);
    setup(&mut flow, &ex.edition, catalog, t);
    notes(&mut flow, catalog, NoteTopic::Setup, t);
    play(
        &mut flow,
        catalog,
        Topic::Placement,
        &t.get("placement-heading"),
        t,
    );
    diagrams(&mut flow, catalog, t);
    notes(&mut flow, catalog, NoteTopic::Placement, t);
    play(
        &mut flow,
        catalog,
        Topic::Followers,
        &t.get("followers-heading"),
        t,
    );
    notes(&mut flow, catalog, NoteTopic::Followers, t);
    play(
        &mut flow,
        catalog,
        Topic::Scoring,
        &t.get("scoring-heading"),
        t,
    );
    counting(&mut flow, catalog, t);
    notes(&mut flow, catalog, NoteTopic::Scoring, t);
    gaps(&mut flow, catalog, t);
    notes(&mut flow, catalog, NoteTopic::Gaps, t);
    symbols(&mut flow, catalog, t);
    notes(&mut flow, catalog, NoteTopic::Symbols, t);
    game_end(&mut flow, &ex.edition, t);
    notes(&mut flow, catalog, NoteTopic::GameEnd, t);
    open_questions(&mut flow, catalog, t);
    section(
        &mut flow,
        catalog,
        NoteTopic::OtherExpansions,
        "other-expansions-heading",
        t,
    );
    section(
        &mut flow,
        catalog,
        NoteTopic::HouseRules,
        "house-rules-heading",
        t,
    );
    worked_examples(&mut flow, catalog, t);
    if t.fallbacks() > fallbacks {
        flow.paragraph(&t.get("fallback-note"), SMALL.colour(GREY), 0.0);
    }
    let pages = flow.finish(&title, &plain_footer(paper, t), t);
    Sheet::drawn("rules", title, pages)
}

/// The line under the title naming the definitions the reference was made
/// from: the program and the SHA-256 that the DO-NOT-EDIT banners of the
/// other outputs give. It is on the first page only, so that an edit to a
/// tile the reference does not show remakes that page and no other.
///
/// The digest stands on a line of its own: its digits are of different
/// widths, and wrapped into the sentence they would move the page's lines
/// with every edit of a tile, and every page after them.
fn provenance(catalog: &Catalog, t: &Texts) -> [String; 2] {
    [
        t.with("rules-provenance", &[("generator", s(GENERATOR))]),
        catalog.sha256().to_owned(),
    ]
}

fn title_block(flow: &mut Flow, catalog: &Catalog, title: &str, t: &Texts) {
    let ex = catalog.expansion();
    let style = Style::bold(18.0);
    let (x, y) = (flow.left(), flow.y);
    flow.page()
        .lines(x, y, style, Anchor::Start, &[title.to_owned()]);
    flow.y += style.block_height(1) + 1.5;
    let sets: Vec<String> = ex
        .set
        .iter()
        .map(|set| {
            let name = t.data(&key::set(set.id.as_str(), "name"), &set.name);
            t.with(
                "rules-set",
                &[("set", s(name)), ("count", n(set.tiles as usize))],
            )
        })
        .collect();
    let mut sub = t.with(
        "rules-subtitle",
        &[
            ("count", n(catalog.tiles().len())),
            ("sets", s(sets.join(", "))),
        ],
    );
    // The other names: the manifest's and its aliases, less the one the
    // title gives.
    let shown = t.expansion_name(&ex.name);
    let others: Vec<&str> = std::iter::once(ex.name.as_str())
        .chain(ex.aliases.iter().map(String::as_str))
        .filter(|name| *name != shown)
        .collect();
    if !others.is_empty() {
        sub = t.with(
            "rules-aliases",
            &[("aliases", s(others.join(", "))), ("subtitle", s(sub))],
        );
    }
    flow.paragraph(&sub, BODY.colour(GREY), 0.0);
    for set in &ex.set {
        let line = t.with(
            "rules-set-origin",
            &[
                (
                    "set",
                    s(t.data(&key::set(set.id.as_str(), "name"), &set.name)),
                ),
                (
                    "origin",
                    s(t.data(&key::set(set.id.as_str(), "origin"), &set.origin)),
                ),
                ("symbol", s(super::census::set_symbol(set, t))),
            ],
        );
        flow.paragraph(&line, BODY.colour(GREY), 0.0);
    }
    for line in provenance(catalog, t) {
        flow.paragraph(&line, SMALL.colour(GREY), 0.0);
    }
    flow.y += 1.0;
}

fn setup(flow: &mut Flow, editions: &[Edition], catalog: &Catalog, t: &Texts) {
    if editions.is_empty() {
        return;
    }
    flow.heading(&t.get("setup-heading"), 15.0);
    let w = flow.width();
    let text = (w - 30.0 - 26.0 - 34.0) / 2.0;
    let headings = [
        t.get("setup-edition"),
        t.get("setup-takes"),
        t.get("setup-setup"),
        t.get("setup-draft"),
        t.get("setup-rules"),
    ];
    let columns = [
        (headings[0].as_str(), 30.0),
        (headings[1].as_str(), 26.0),
        (headings[2].as_str(), text),
        (headings[3].as_str(), text),
        (headings[4].as_str(), 34.0),
    ];
    let rows: Vec<Vec<Cell>> = editions
        .iter()
        .map(|e| {
            let rules: Vec<String> = e
                .rules
                .iter()
                .map(|id| {
                    catalog
                        .expansion()
                        .rules_version(id)
                        .map_or(id.clone(), |r| t.data(&key::rules(&r.id, "name"), &r.name))
                })
                .collect();
            vec![
                (
                    format!(
                        "{} \u{00b7} {} ({})",
                        e.id,
                        t.data(&key::edition(e.id.as_str(), "name"), &e.name),
                        e.year
                    ),
                    Style::bold(8.0),
                ),
                (
                    t.with(
                        "setup-halflings",
                        &[("count", n(e.halflings_per_player.into()))],
                    ),
                    Style::regular(8.0),
                ),
                (
                    t.data(&key::edition(e.id.as_str(), "setup"), &e.setup),
                    Style::regular(8.0),
                ),
                (
                    t.data(&key::edition(e.id.as_str(), "draft"), &e.draft),
                    Style::regular(8.0),
                ),
                (rules.join("; "), Style::regular(8.0)),
            ]
        })
        .collect();
    flow.table(&columns, &rows);
}

fn play(flow: &mut Flow, catalog: &Catalog, topic: Topic, heading: &str, t: &Texts) {
    let rules: Vec<String> = catalog
        .expansion()
        .play
        .iter()
        .filter(|p| p.topic == topic)
        .flat_map(|p| p.rules.iter())
        .enumerate()
        .map(|(i, rule)| t.data(&key::play(topic, i + 1), rule))
        .collect();
    if rules.is_empty() {
        return;
    }
    flow.heading(heading, 10.0);
    flow.bullets(&rules, BODY);
}

/// What a placement diagram shows.
struct Diagram<'a> {
    /// Normal tiles: (column, row, the landscape of the side they show the
    /// halfling).
    normal: Vec<(u8, u8, Landscape)>,
    /// Halflings: (column, row, tile, rotation).
    halflings: Vec<(u8, u8, &'a Tile, Rotation)>,
    legal: bool,
    caption: String,
}

/// The tile the diagrams place: the first whose west leg shows a road (or
/// else a city, or else anything) and which can share a space.
fn diagram_tiles(catalog: &Catalog) -> Option<(&Tile, &Tile)> {
    let with_partner = |t: &Tile| {
        let i = catalog.index_of(t.id.as_str())?;
        catalog
            .long_side_partners(i, Rotation::new(0))
            .next()
            .map(|(p, _)| p)
    };
    for want in [Some(Landscape::Road), Some(Landscape::City), None] {
        for t in catalog.tiles() {
            if want.is_some_and(|l| t.sides.west != l) {
                continue;
            }
            if let Some(p) = with_partner(t) {
                return Some((t, p));
            }
        }
    }
    None
}

fn diagrams(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    let Some((a, b)) = diagram_tiles(catalog) else {
        return;
    };
    let r0 = Rotation::new(0);
    let leg = a.sides.west;
    let list = [
        Diagram {
            normal: vec![(0, 0, leg)],
            halflings: vec![(1, 0, a, r0)],
            legal: true,
            caption: t.with(
                "diagram-leg",
                &[("tile", s(a.id.as_str())), ("landscape", s(leg.name()))],
            ),
        },
        Diagram {
            normal: vec![(0, 0, leg)],
            halflings: vec![(1, 0, a, Rotation::new(2))],
            legal: false,
            caption: t.with("diagram-long-side", &[("tile", s(a.id.as_str()))]),
        },
        Diagram {
            normal: vec![(0, 0, leg)],
            halflings: vec![(1, 1, a, r0)],
            legal: false,
            caption: t.with("diagram-corner", &[("tile", s(a.id.as_str()))]),
        },
        Diagram {
            normal: vec![(0, 0, leg)],
            halflings: vec![(1, 0, a, r0), (1, 0, b, r0.partner())],
            legal: true,
            caption: t.with(
                "diagram-shared",
                &[("tile", s(a.id.as_str())), ("partner", s(b.id.as_str()))],
            ),
        },
    ];
    let slot = flow.width() / list.len() as f64;
    let caption_w = slot - 4.0;
    let captions: Vec<Vec<String>> = list
        .iter()
        .map(|d| SMALL.wrap(&d.caption, caption_w - 5.0))
        .collect();
    let caption_h = captions
        .iter()
        .map(|c| SMALL.block_height(c.len()))
        .fold(0.0, f64::max);
    let height = |cell: f64| 2.0 * cell + 2.0 + caption_h.max(4.0);
    // The diagrams follow the rules they show: where the rules above run
    // long (a language's words do), they are drawn smaller, down to two
    // thirds, rather than left for the next page.
    let full = ((slot - 6.0) / 2.0).min(18.0);
    let room = flow.bottom() - flow.y;
    let cell = (0..=12)
        .map(|k| full * (1.0 - f64::from(k) / 36.0))
        .find(|&cell| height(cell) <= room)
        .unwrap_or(full);
    let board = 2.0 * cell;
    let h = height(cell);
    flow.room(h);
    let y = flow.y;
    let x0 = flow.left();
    for (i, (d, caption)) in list.iter().zip(&captions).enumerate() {
        let x = x0 + i as f64 * slot + (slot - 4.0 - board) / 2.0;
        draw_board(flow.page(), catalog, d, (x, y), cell);
        let cx = x0 + i as f64 * slot;
        let cy = y + board + 2.0;
        flow.page().verdict(cx + 2.0, cy + 2.0, 4.0, d.legal);
        flow.page()
            .lines(cx + 5.0, cy, SMALL, Anchor::Start, caption);
    }
    flow.y += h + 2.0;
}

fn draw_board(page: &mut Page, catalog: &Catalog, d: &Diagram<'_>, (x, y): (f64, f64), cell: f64) {
    // The grid of spaces, dashed.
    for c in 0..2 {
        for r in 0..2 {
            let (sx, sy) = (x + f64::from(c) * cell, y + f64::from(r) * cell);
            page.path(
                &format!(
                    "M{} {}H{}V{}H{}Z",
                    num(sx),
                    num(sy),
                    num(sx + cell),
                    num(sy + cell),
                    num(sx)
                ),
                Some("#f6f6f2"),
                None,
            );
        }
    }
    for i in 0..=2 {
        let t = f64::from(i) * cell;
        page.path(
            &format!(
                "M{} {}V{}M{} {}H{}",
                num(x + t),
                num(y),
                num(y + 2.0 * cell),
                num(x),
                num(y + t),
                num(x + 2.0 * cell)
            ),
            None,
            Some(("#c8c8c0", 0.2)),
        );
    }
    for &(c, r, landscape) in &d.normal {
        normal_tile(
            page,
            (x + f64::from(c) * cell, y + f64::from(r) * cell),
            cell,
            landscape,
        );
    }
    for &(c, r, tile, rotation) in &d.halflings {
        let at = (x + f64::from(c) * cell, y + f64::from(r) * cell);
        page.tile(
            &render::tile_svg(catalog, tile),
            SIDE_MM,
            at,
            cell,
            rotation.quarter_turns(),
        );
        page.path(&triangle(at, cell, rotation), None, Some((INK, 0.2)));
    }
}

/// A normal (square) tile, drawn plainly: grass, and on its east side the
/// landscape that meets the halfling.
fn normal_tile(page: &mut Page, (x, y): (f64, f64), s: f64, east: Landscape) {
    page.rect((x, y, s, s), Some(colour::FIELD), None);
    match east {
        Landscape::Road => {
            let w = s * 0.1;
            page.rect(
                (x, y + s / 2.0 - w / 2.0 - s * 0.014, s, w + s * 0.028),
                Some(colour::ROAD_EDGE),
                None,
            );
            page.rect((x, y + s / 2.0 - w / 2.0, s, w), Some(colour::ROAD), None);
        }
        Landscape::City => {
            let d = format!(
                "M{} {}Q{} {} {} {}Z",
                num(x + s),
                num(y),
                num(x + s * 0.45),
                num(y + s / 2.0),
                num(x + s),
                num(y + s)
            );
            page.path(&d, Some(colour::CITY), Some((colour::WALL, s * 0.03)));
        }
        Landscape::Field => {}
    }
    page.rect((x, y, s, s), None, Some((INK, 0.2)));
}

fn counting_name(c: Counting, t: &Texts) -> String {
    let key = match c {
        Counting::PerHalfling => "per-halfling",
        Counting::PerSpace => "per-space",
    };
    t.with("counting-per", &[("counting", s(key))])
}

fn counting(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    let ex = catalog.expansion();
    if ex.rules.is_empty() {
        return;
    }
    flow.heading(&t.get("counting-heading"), 20.0);
    let b = &ex.base_game;
    let majority = match b.majority {
        halflings_model::Majority::MostFollowersTiesScoreInFull => t.get("counting-majority"),
    };
    let points = |v: u32| n(v as usize);
    flow.paragraph(
        &t.with(
            "counting-base",
            &[
                ("city", points(b.city_tile.into())),
                ("pennant", points(b.city_pennant.into())),
                ("unfinished", points(b.unfinished_city_tile.into())),
                (
                    "unfinished-pennant",
                    points(b.unfinished_city_pennant.into()),
                ),
                ("road", points(b.road_tile.into())),
                ("monastery", points(b.monastery_tile.into())),
                ("farm", points(b.farm_city.into())),
                ("majority", s(majority)),
            ],
        ),
        BODY,
        0.0,
    );
    flow.paragraph(&t.get("counting-explained"), BODY, 0.0);
    flow.paragraph(&t.get("counting-monastery-spaces"), BODY, 0.0);
    let w = flow.width();
    let headings = [
        t.get("counting-version"),
        t.get("counting-roads-cities"),
        t.get("counting-monasteries"),
        t.get("counting-monastery-most"),
        t.get("counting-changed"),
    ];
    let columns = [
        (headings[0].as_str(), 42.0),
        (headings[1].as_str(), 27.0),
        (headings[2].as_str(), 22.0),
        (headings[3].as_str(), 20.0),
        (headings[4].as_str(), w - 42.0 - 27.0 - 22.0 - 20.0),
    ];
    let cell = Style::regular(8.0);
    let rows: Vec<Vec<Cell>> = ex
        .rules
        .iter()
        .map(|r| {
            let mut name = t.data(&key::rules(&r.id, "name"), &r.name);
            if r.id == ex.current_rules {
                name = t.with("counting-current", &[("name", s(name))]);
            }
            let mut road_city = counting_name(r.road_city, t);
            if r.assumed {
                road_city = t.with("counting-assumed", &[("counting", s(road_city))]);
            }
            vec![
                (name, Style::bold(8.0)),
                (road_city, cell),
                (counting_name(r.monastery, t), cell),
                (r.max_monastery.to_string(), cell),
                (t.data(&key::rules(&r.id, "note"), &r.note), cell),
            ]
        })
        .collect();
    flow.table(&columns, &rows);
}

/// The manifest's facts about triangular gaps as sentences.
fn gap_sentences(g: &Gaps, t: &Texts) -> Vec<String> {
    let fact = |id: &str, name: &str, value: bool| {
        t.with(id, &[(name, s(if value { "yes" } else { "no" }))])
    };
    vec![
        fact("gap-city", "complete", g.city_with_gap_complete.value),
        fact("gap-road", "complete", g.road_with_gap_complete.value),
        fact("gap-field", "interrupts", g.gap_interrupts_field.value),
        fact(
            "gap-neighbours",
            "join",
            g.neighbouring_gaps_join_fields.value,
        ),
        fact(
            "gap-monastery",
            "each",
            g.monastery_needs_each_space_occupied.value,
        ),
        fact("gap-barn", "full", g.barn_needs_full_corners.value),
        fact("gap-bridge", "two", g.bridge_needs_two_halflings.value),
        fact("gap-figures", "spaces", g.figures_use_spaces.value),
    ]
    .into_iter()
    .chain(
        g.bridge_needs_two_halflings
            .value
            .then(|| t.get("gap-bridge-segment")),
    )
    .collect()
}

fn gaps(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    // The current version's rulings; the data holds every version's.
    let current = &catalog.expansion().current_rules;
    for r in catalog
        .expansion()
        .rules
        .iter()
        .filter(|r| &r.id == current)
    {
        let g = &r.gaps;
        let name = t.data(&key::rules(&r.id, "name"), &r.name);
        flow.heading(&t.with("gaps-heading", &[("rules", s(name))]), 12.0);
        flow.bullets(&gap_sentences(g, t), BODY);
        gap_diagram(flow, catalog, g, t);
    }
}

/// A halfling whose road (or city) runs across its long side into a
/// triangular gap, hatched: the feature is not complete.
fn gap_diagram(flow: &mut Flow, catalog: &Catalog, g: &Gaps, t: &Texts) {
    let pick = |l: Landscape| {
        catalog
            .tiles()
            .iter()
            .find(|t| t.sides.long == l && t.sides.west != Landscape::Field)
            .map(|t| (t, l))
    };
    let found = match (
        g.road_with_gap_complete.value,
        g.city_with_gap_complete.value,
    ) {
        (false, _) => pick(Landscape::Road).or_else(|| pick(Landscape::City)),
        (true, false) => pick(Landscape::City),
        (true, true) => None,
    };
    let Some((tile, long)) = found else {
        return;
    };
    let cell = 18.0;
    let caption = t.with(
        "gap-diagram",
        &[("tile", s(tile.id.as_str())), ("landscape", s(long.name()))],
    );
    let width = flow.width() - 2.0 * cell - 10.0;
    let lines = SMALL.wrap(&caption, width);
    let h = cell.max(SMALL.block_height(lines.len()));
    flow.room(h);
    let (x, y) = (flow.left(), flow.y);
    let page = flow.page();
    normal_tile(page, (x, y), cell, tile.sides.west);
    let at = (x + cell, y);
    page.tile(&render::tile_svg(catalog, tile), SIDE_MM, at, cell, 0);
    page.path(
        &triangle(at, cell, Rotation::new(0)),
        None,
        Some((INK, 0.2)),
    );
    // The gap: the other half of the space, hatched.
    let gap = triangle(at, cell, Rotation::new(2));
    page.path(&gap, Some("#fbecea"), None);
    page.begin_clip(&gap);
    let mut d = String::new();
    let mut k = 0.0;
    while k <= 2.0 * cell {
        d.push_str(&format!(
            "M{} {}L{} {}",
            num(at.0 + k - cell),
            num(at.1),
            num(at.0 + k),
            num(at.1 + cell)
        ));
        k += 1.5;
    }
    page.path(&d, None, Some((super::page::RED, 0.2)));
    page.end_clip();
    page.path(&gap, None, Some((super::page::RED, 0.3)));
    let tx = x + 2.0 * cell + 4.0;
    page.verdict(tx + 2.0, y + 2.0, 4.0, false);
    page.lines(tx + 5.0, y, SMALL, Anchor::Start, &lines);
    flow.y += h + 3.0;
}

fn symbols(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    let ex = catalog.expansion();
    if ex.symbol.is_empty() {
        return;
    }
    flow.heading(&t.get("symbols-heading"), 24.0);
    let size = 26.0;
    let text_x = size + 4.0;
    for kind in SymbolKind::ALL {
        let Some(rule) = ex.symbol.iter().find(|s| s.kind == kind) else {
            continue;
        };
        let tiles: Vec<&Tile> = catalog
            .tiles()
            .iter()
            .filter(|t| t.has_symbol(kind))
            .collect();
        let name = t.with("symbol-name", &[("symbol", s(kind.name()))]);
        let expansion = t.data(&key::symbol(kind, "expansion"), &rule.expansion);
        let mut head = format!("{name} \u{00b7} {expansion}");
        if let Some(p) = rule.points {
            let points = t.with("symbol-points", &[("count", n(p.into()))]);
            head.push_str(&format!(" \u{00b7} {points}"));
        }
        if !tiles.is_empty() {
            let ids: Vec<&str> = tiles.iter().map(|t| t.id.as_str()).collect();
            let on = t.with("symbol-tiles", &[("tiles", s(ids.join(", ")))]);
            head.push_str(&format!(" \u{00b7} {on}"));
        }
        let width = flow.width() - text_x;
        let head_style = Style::bold(9.0);
        let lines = BODY.wrap(&t.data(&key::symbol(kind, "rule"), &rule.rule), width);
        let text_h = head_style.block_height(1) + 1.2 + BODY.block_height(lines.len());
        let h = text_h.max(if tiles.is_empty() { 0.0 } else { size });
        flow.room(h);
        let (x, y) = (flow.left(), flow.y);
        if let Some(t) = tiles.first() {
            flow.page()
                .tile(&render::tile_svg(catalog, t), SIDE_MM, (x, y), size, 0);
            flow.page().path(
                &triangle((x, y), size, Rotation::new(0)),
                None,
                Some((INK, 0.2)),
            );
        }
        flow.page()
            .lines(x + text_x, y, head_style, Anchor::Start, &[head]);
        flow.page().lines(
            x + text_x,
            y + head_style.block_height(1) + 1.2,
            BODY,
            Anchor::Start,
            &lines,
        );
        flow.y += h + 3.0;
    }
    flow.paragraph(&t.get("symbols-without"), BODY, 0.0);
}

/// The notes of the sources on `topic`, as bullets under the section they
/// belong to.
fn notes(flow: &mut Flow, catalog: &Catalog, topic: NoteTopic, t: &Texts) {
    let items: Vec<String> = catalog
        .expansion()
        .note
        .iter()
        .filter(|note| note.topic == topic)
        .map(|note| t.data(&key::note(&note.id), &note.text))
        .collect();
    if !items.is_empty() {
        flow.bullets(&items, BODY);
    }
}

/// A section of its own for the notes on `topic`, under the heading
/// `heading`, if there are any.
fn section(flow: &mut Flow, catalog: &Catalog, topic: NoteTopic, heading: &str, t: &Texts) {
    if catalog
        .expansion()
        .note
        .iter()
        .any(|note| note.topic == topic)
    {
        flow.heading(&t.get(heading), 20.0);
        notes(flow, catalog, topic, t);
    }
}

/// The questions the sources ask about other expansions, each with the
/// answer a ruling gives or the reading taken.
fn open_questions(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    let questions = &catalog.expansion().question;
    if questions.is_empty() {
        return;
    }
    flow.heading(&t.get("questions-heading"), 12.0);
    let items: Vec<String> = questions
        .iter()
        .map(|q| {
            let answer = if q.answer.value { "yes" } else { "no" };
            let status = match q.answer.status {
                RulingStatus::Ruled => "ruled",
                RulingStatus::Unsettled => "unsettled",
            };
            t.with(
                "question",
                &[
                    (
                        "expansion",
                        s(t.data(&key::question(&q.id, Some("expansion")), &q.expansion)),
                    ),
                    (
                        "question",
                        s(t.data(&key::question(&q.id, None), &q.question)),
                    ),
                    ("status", s(status)),
                    ("answer", s(answer)),
                ],
            )
        })
        .collect();
    flow.bullets(&items, BODY);
}

fn game_end(flow: &mut Flow, editions: &[Edition], t: &Texts) {
    if editions.is_empty() {
        return;
    }
    flow.heading(&t.get("game-end-heading"), 10.0);
    let items: Vec<String> = editions
        .iter()
        .map(|e| {
            let end = match e.game_end {
                GameEnd::LastNormalTile => "last-normal-tile",
                GameEnd::NoPlacementPossible => "no-placement-possible",
            };
            t.with(
                "game-end",
                &[
                    ("id", s(e.id.as_str())),
                    (
                        "name",
                        s(t.data(&key::edition(e.id.as_str(), "name"), &e.name)),
                    ),
                    ("end", s(end)),
                ],
            )
        })
        .collect();
    flow.bullets(&items, BODY);
}

/// Every worked example: its board as the art draws it, what it shows, and
/// the points under each rules version or the placement's verdict, all as
/// the rules engine plays it (nothing typed by hand).
fn worked_examples(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    let examples = catalog.examples();
    if examples.is_empty() {
        return;
    }
    flow.heading(&t.get("examples-heading"), 50.0);
    flow.paragraph(&t.get("examples-intro"), SMALL.colour(GREY), 0.0);
    let picture = 30.0;
    let text_w = flow.width() - picture - 5.0;
    for named in examples {
        let (e, played) = (&named.example, &named.played);
        let per_version: Vec<String> = played
            .results()
            .into_iter()
            .map(|(rules, totals)| {
                let totals: Vec<String> = totals.iter().map(|(p, n)| format!("{p} {n}")).collect();
                format!("{rules}: {}", totals.join(", "))
            })
            .collect();
        let mut lines = if per_version.is_empty() {
            Vec::new()
        } else {
            BODY.wrap(&per_version.join("  \u{00b7}  "), text_w)
        };
        if let (Some(a), Some(v)) = (&e.attempt, played.verdict) {
            // A halfling by its id, as the diagrams and the census give
            // it; a normal tile by its name in the language.
            let tile = match catalog.square(&a.tile) {
                Some(square) => t.normal_name(square),
                None => a.tile.to_string(),
            };
            let mut args = vec![
                ("tile", s(tile)),
                ("x", s(a.at[0].to_string())),
                ("y", s(a.at[1].to_string())),
                ("rotation", s(a.rotation.to_string())),
                ("verdict", s(t.with("verdict", &[("verdict", s(v.name()))]))),
            ];
            let id = match (&a.player, &a.follower) {
                (Some(p), Some(f)) => {
                    args.push(("player", s(p.0.to_string())));
                    args.push(("feature", s(f.to_string())));
                    "example-try-follower"
                }
                _ => "example-try",
            };
            lines.extend(BODY.wrap(&t.with(id, &args), text_w));
        }
        let description = t.data(&key::example(&named.name, "description"), &e.description);
        let desc = SMALL.wrap(&description.replace('\n', " "), text_w);
        let title = Style::bold(9.0).wrap(
            &t.data(&key::example(&named.name, "title"), &e.title),
            text_w,
        );
        let height = (Style::bold(9.0).block_height(title.len())
            + SMALL.block_height(desc.len())
            + BODY.block_height(lines.len())
            + 3.0)
            .max(picture)
            + 3.0;
        flow.room(height);
        let (x, y) = (flow.left(), flow.y);
        let board = render::board::picture(catalog, named);
        let page = flow.page();
        page.tile(board, render::board::side_mm(e, played), (x, y), picture, 0);
        let tx = x + picture + 5.0;
        page.lines(tx, y, Style::bold(9.0), Anchor::Start, &title);
        let mut ty = y + Style::bold(9.0).block_height(title.len());
        page.lines(tx, ty, SMALL.colour(GREY), Anchor::Start, &desc);
        ty += SMALL.block_height(desc.len()) + 1.0;
        page.lines(tx, ty, BODY, Anchor::Start, &lines);
        flow.y += height;
    }
}
