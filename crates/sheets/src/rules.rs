//! The rule reference: setup by edition, placement (with diagrams drawn from
//! real tiles), followers and scoring, the counting table by rules version,
//! triangular gaps, the four expansion symbols with their tiles, game end by
//! edition, each with the notes of the sources on it, then other expansions
//! and house rules. Every sentence comes from the manifest; the headings,
//! captions and the wording of the manifest's yes/no facts are the
//! languages' messages.

use halflings_art::{self as render, SIDE_MM, icons::colour, pictures::Pictures, svg::num};
use halflings_catalog::Catalog;
use halflings_model::GENERATOR;
use halflings_model::{
    Counting, Edition, GameEnd, Gaps, Landscape, NoteTopic, Rotation, Ruling, Standing, SymbolKind,
    Tile, Topic,
};

use super::page::{
    Anchor, BODY, Cell, Flow, GREY, INK, Page, SMALL, Style, plain_footer, triangle,
};
use super::sheet::{Paper, Sheet};
use super::texts::{Texts, n, s};
use halflings_catalog::validate::language::key;

/// The rule reference on `paper`, in the language of `t`.
pub fn sheet<'a>(pictures: &Pictures<'_>, paper: Paper, t: &Texts) -> Sheet<'a> {
    let (flow, title) = laid_out(pictures, paper, t);
    let pages = flow.finish(&title, &plain_footer(paper, t), t);
    Sheet::drawn("rules", title, pages)
}

/// What the layout of the rule reference on `paper`, in the language of
/// `t`, can be held to.
#[derive(Debug)]
pub struct Layout {
    /// How full each page but the last is (see [`Flow::fills`]).
    pub fills: Vec<f64>,
    /// How wide a tile is drawn in each picture: the placement diagrams,
    /// the gap diagram, the symbols and every worked example's board.
    pub tile_mm: Vec<f64>,
}

/// The rule reference laid out on `paper` in the language of `t`, as
/// [`Layout`] measures it.
pub fn layout(pictures: &Pictures<'_>, paper: Paper, t: &Texts) -> Layout {
    let flow = laid_out(pictures, paper, t).0;
    Layout {
        fills: flow.fills(),
        tile_mm: flow.tile_sizes(),
    }
}

/// The rule reference laid out, and its title.
fn laid_out(pictures: &Pictures<'_>, paper: Paper, t: &Texts) -> (Flow, String) {
    let catalog = pictures.catalog();
    let ex = catalog.expansion();
    let title = t.with(
        "rules-title",
        &[("expansion", s(t.expansion_name(&ex.name)))],
    );
    let mut flow = Flow::new(paper);
    let fallbacks = t.fallbacks();
    title_block(&mut flow, catalog, &title, t);
    legend(&mut flow, t);
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
    diagrams(&mut flow, pictures, t);
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
    gaps(&mut flow, pictures, t);
    notes(&mut flow, catalog, NoteTopic::Gaps, t);
    symbols(&mut flow, pictures, t);
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
    worked_examples(&mut flow, pictures, t);
    if t.fallbacks() > fallbacks {
        flow.paragraph(&t.get("fallback-note"), SMALL.colour(GREY), 0.0);
    }
    colophon(&mut flow, catalog, t);
    (flow, title)
}

/// The colophon's lines naming the definitions the reference was made
/// from: the program and the SHA-256 that the DO-NOT-EDIT banners of the
/// other outputs give. They are on the last page only, so that an edit to
/// a tile the reference does not show remakes that page and no other.
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
    flow.block(0.0, style, &style.wrap_line(title, flow.width()), 1.5);
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
    flow.y += 1.0;
}

/// The program and the digest of the definitions, small, at the end of
/// the last page.
fn colophon(flow: &mut Flow, catalog: &Catalog, t: &Texts) {
    flow.y += 3.0;
    // Its two lines stay together.
    flow.room(SMALL.block_height(3));
    for line in provenance(catalog, t) {
        flow.paragraph(&line, SMALL.colour(GREY), 0.0);
    }
}

/// How a statement stands, as the sheet marks it: `C1 rules`, `ruling
/// 1/2021`, `house rule`, ...
pub(crate) fn standing_mark(standing: Standing, source: Option<&str>, t: &Texts) -> String {
    let (variant, source) = match (standing, source) {
        (Standing::Rules, None) => ("rules", String::new()),
        (Standing::Rules, Some(edition)) => ("rules-of", edition.to_owned()),
        (Standing::Clarification, date) => {
            ("clarification", date.map(month_year).unwrap_or_default())
        }
        (Standing::Adaptation, None) => ("adaptation", String::new()),
        (Standing::Adaptation, Some(date)) => ("adaptation-of", month_year(date)),
        (Standing::Open, _) => ("open", String::new()),
        (Standing::HouseRule, None) => ("house-rule", String::new()),
        (Standing::HouseRule, Some(date)) => ("house-rule-of", month_year(date)),
        (Standing::Inference, _) => ("inference", String::new()),
    };
    let mark = t.with(
        "standing",
        &[("standing", s(variant)), ("source", s(source))],
    );
    // A mark ("adapted from 1/2021") is not parted by a line break,
    // unless it is wider than its column.
    mark.trim()
        .replace(' ', &super::page::NO_BREAK_SPACE.to_string())
}

/// `text` followed by its standing's mark.
pub fn marked(text: &str, standing: Standing, source: Option<&str>, t: &Texts) -> String {
    t.with(
        "marked",
        &[
            ("text", s(text)),
            ("standing", s(standing_mark(standing, source, t))),
        ],
    )
}

/// A date of the manifest, `2021-01`, as the sources write it: `1/2021`.
pub(crate) fn month_year(date: &str) -> String {
    match date.split_once('-') {
        Some((year, month)) => format!("{}/{year}", month.trim_start_matches('0')),
        None => date.to_owned(),
    }
}

/// What each standing's mark means, once, near the top.
fn legend(flow: &mut Flow, t: &Texts) {
    flow.heading(&t.get("legend-heading"), 20.0);
    flow.paragraph(&t.get("legend-intro"), BODY, 0.0);
    let examples = [
        (Standing::Rules, Some("C2")),
        (Standing::Clarification, Some("2021-01")),
        (Standing::Adaptation, None),
        (Standing::Open, None),
        (Standing::HouseRule, None),
        (Standing::Inference, None),
    ];
    let items: Vec<String> = examples
        .iter()
        .map(|&(standing, source)| {
            t.with(
                "legend-item",
                &[
                    ("standing", s(standing.name())),
                    ("mark", s(standing_mark(standing, source, t))),
                ],
            )
        })
        .collect();
    flow.bullets(&items, BODY);
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
        .flat_map(|p| p.rules.iter().map(move |rule| (p, rule)))
        .enumerate()
        .map(|(i, (p, rule))| {
            marked(
                &t.data(&key::play(topic, i + 1), rule),
                p.standing,
                p.source.as_deref(),
                t,
            )
        })
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

fn diagrams(flow: &mut Flow, pictures: &Pictures<'_>, t: &Texts) {
    let catalog = pictures.catalog();
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
    // long (a language's words do), they are drawn smaller, down to the
    // 15 mm a tile every picture of the sheet keeps, rather than left for
    // the next page.
    let full = ((slot - 6.0) / 2.0).min(18.0);
    let room = flow.bottom() - flow.y;
    let cell = (0..=12)
        .map(|k| (full - f64::from(k) * 0.25).max(MIN_TILE_MM))
        .find(|&cell| height(cell) <= room)
        .unwrap_or(full);
    let board = 2.0 * cell;
    let h = height(cell);
    if h > flow.page_height() {
        // Captions taller than a page: the boards with their verdicts,
        // then the captions, going on over the pages after side by side.
        flow.room(board + 2.0 + SMALL.block_height(2));
        let (x0, y) = (flow.left(), flow.y);
        for (i, d) in list.iter().enumerate() {
            let x = x0 + i as f64 * slot + (slot - 4.0 - board) / 2.0;
            draw_board(flow.page(), pictures, d, (x, y), cell);
            let (cx, cy) = (x0 + i as f64 * slot, y + board + 2.0);
            flow.page().verdict(cx + 2.0, cy + 2.0, 4.0, d.legal);
        }
        flow.y += board + 2.0;
        let columns: Vec<(f64, Style, &[String])> = captions
            .iter()
            .enumerate()
            .map(|(i, caption)| (i as f64 * slot + 5.0, SMALL, caption.as_slice()))
            .collect();
        flow.columns(&columns, 0.0, &mut |_, _, _| {}, &mut |_| {});
        flow.y += 2.0;
        return;
    }
    flow.room(h);
    let y = flow.y;
    let x0 = flow.left();
    for (i, (d, caption)) in list.iter().zip(&captions).enumerate() {
        let x = x0 + i as f64 * slot + (slot - 4.0 - board) / 2.0;
        draw_board(flow.page(), pictures, d, (x, y), cell);
        let cx = x0 + i as f64 * slot;
        let cy = y + board + 2.0;
        flow.page().verdict(cx + 2.0, cy + 2.0, 4.0, d.legal);
        flow.page()
            .lines(cx + 5.0, cy, SMALL, Anchor::Start, caption);
    }
    flow.y += h + 2.0;
}

fn draw_board(
    page: &mut Page,
    pictures: &Pictures<'_>,
    d: &Diagram<'_>,
    (x, y): (f64, f64),
    cell: f64,
) {
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
            &pictures.tile_svg(tile),
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
    flow.paragraph(
        &marked(
            &t.get("counting-monastery-spaces"),
            Standing::Rules,
            Some("C2"),
            t,
        ),
        BODY,
        0.0,
    );
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
            let name = version_name(catalog, r, t);
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

/// A rules version's name, and the editions whose current version it is
/// (the newest each lists): "Clarification 10/2015 – current for C1".
fn version_name(catalog: &Catalog, r: &halflings_model::RulesVersion, t: &Texts) -> String {
    let name = t.data(&key::rules(&r.id, "name"), &r.name);
    let editions: Vec<&str> = catalog
        .expansion()
        .edition
        .iter()
        .filter(|e| e.rules.last() == Some(&r.id))
        .map(|e| e.id.as_str())
        .collect();
    if editions.is_empty() {
        name
    } else {
        t.with(
            "counting-current",
            &[("name", s(name)), ("editions", s(editions.join(", ")))],
        )
    }
}

/// The rulings on triangular gaps (and pennants in a shared space) as a
/// table: a row for each question, a column for each rules version, each
/// answer with its standing. Each edition plays the columns its rules
/// versions name, so every answer is printed once.
fn gaps(flow: &mut Flow, pictures: &Pictures<'_>, t: &Texts) {
    let catalog = pictures.catalog();
    let ex = catalog.expansion();
    let Some(first) = ex.rules.first() else {
        return;
    };
    flow.heading(&t.get("gaps-heading"), 40.0);
    flow.paragraph(&t.get("gaps-intro"), BODY, 0.0);
    let w = flow.width();
    // The question's column narrow enough that a cell holds its answer's
    // mark ("[Klarstellung 10/2015]") on one line.
    let question_w = 40.0;
    let column_w = (w - question_w) / ex.rules.len() as f64;
    let names: Vec<String> = ex
        .rules
        .iter()
        .map(|r| version_name(catalog, r, t))
        .collect();
    let heading = t.get("gaps-question");
    let mut columns: Vec<(&str, f64)> = vec![(heading.as_str(), question_w)];
    columns.extend(names.iter().map(|n| (n.as_str(), column_w)));
    let cell = Style::regular(8.0);
    let rows: Vec<Vec<Cell>> = first
        .rulings()
        .iter()
        .enumerate()
        .map(|(i, (key, _))| {
            let mut row = vec![(
                t.with("gap-question", &[("fact", s(*key))]),
                Style::bold(8.0),
            )];
            for r in &ex.rules {
                let (_, ruling) = r.rulings()[i];
                row.push((gap_answer(ruling, t), cell));
            }
            row
        })
        .collect();
    flow.table(&columns, &rows);
    if let Some(current) = ex.rules_version(&ex.current_rules) {
        gap_diagram(flow, pictures, &current.gaps, t);
    }
}

/// One answer of the gaps table: yes or no, and its standing.
pub fn gap_answer(ruling: &Ruling, t: &Texts) -> String {
    let answer = t.with(
        "gap-answer",
        &[("answer", s(if ruling.value { "yes" } else { "no" }))],
    );
    marked(&answer, ruling.standing, ruling.source.as_deref(), t)
}

/// A halfling whose road (or city) runs across its long side into a
/// triangular gap, hatched: the feature is not complete.
fn gap_diagram(flow: &mut Flow, pictures: &Pictures<'_>, g: &Gaps, t: &Texts) {
    let catalog = pictures.catalog();
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
    // A caption taller than a page goes on over the pages after.
    let tall = h > flow.page_height();
    flow.room(if tall { cell } else { h });
    let (x, y) = (flow.left(), flow.y);
    let page = flow.page();
    normal_tile(page, (x, y), cell, tile.sides.west);
    let at = (x + cell, y);
    page.tile(&pictures.tile_svg(tile), SIDE_MM, at, cell, 0);
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
    if tall {
        let pages = flow.page_count();
        flow.run_on(tx + 5.0 - x, SMALL, &lines, 0.0);
        if flow.page_count() == pages {
            flow.y = flow.y.max(y + cell);
        }
        flow.y += 3.0;
        return;
    }
    page.lines(tx + 5.0, y, SMALL, Anchor::Start, &lines);
    flow.y += h + 3.0;
}

fn symbols(flow: &mut Flow, pictures: &Pictures<'_>, t: &Texts) {
    let catalog = pictures.catalog();
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
        let text = marked(
            &t.data(&key::symbol(kind, "rule"), &rule.rule),
            rule.standing,
            rule.source.as_deref(),
            t,
        );
        let head = head_style.wrap_line(&head, width);
        let lines = BODY.wrap(&text, width);
        let head_h = head_style.block_height(head.len());
        let text_h = head_h + 1.2 + BODY.block_height(lines.len());
        let picture = if tiles.is_empty() { 0.0 } else { size };
        let h = text_h.max(picture);
        // A text taller than a page goes on over the pages after.
        let tall = h > flow.page_height();
        flow.room(if tall {
            picture.max(BODY.block_height(3))
        } else {
            h
        });
        let (x, y) = (flow.left(), flow.y);
        if let Some(t) = tiles.first() {
            flow.page()
                .tile(&pictures.tile_svg(t), SIDE_MM, (x, y), size, 0);
            flow.page().path(
                &triangle((x, y), size, Rotation::new(0)),
                None,
                Some((INK, 0.2)),
            );
        }
        if tall {
            let pages = flow.page_count();
            flow.run_on(text_x, head_style, &head, 1.2);
            flow.run_on(text_x, BODY, &lines, 0.0);
            if flow.page_count() == pages {
                flow.y = flow.y.max(y + picture);
            }
            flow.y += 3.0;
            continue;
        }
        flow.page()
            .lines(x + text_x, y, head_style, Anchor::Start, &head);
        flow.page()
            .lines(x + text_x, y + head_h + 1.2, BODY, Anchor::Start, &lines);
        flow.y += h + 3.0;
    }
    for (id, edition) in [("symbols-without-c1", "C1"), ("symbols-without-c2", "C2")] {
        flow.paragraph(
            &marked(&t.get(id), Standing::Rules, Some(edition), t),
            BODY,
            0.0,
        );
    }
}

/// The notes of the sources on `topic`, as bullets under the section they
/// belong to.
fn notes(flow: &mut Flow, catalog: &Catalog, topic: NoteTopic, t: &Texts) {
    let items: Vec<String> = catalog
        .expansion()
        .note
        .iter()
        .filter(|note| note.topic == topic)
        .map(|note| {
            marked(
                &t.data(&key::note(&note.id), &note.text),
                note.standing,
                note.source.as_deref(),
                t,
            )
        })
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
            let open = if q.answer.settled() { "no" } else { "yes" };
            let text = t.with(
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
                    ("open", s(open)),
                    ("answer", s(answer)),
                ],
            );
            let mut line = marked(&text, q.answer.standing, q.answer.source.as_deref(), t);
            // The 1st edition's answer, where it differs.
            if let Some(first) = &q.first_edition {
                let c1 = t.with(
                    "question-first-edition",
                    &[
                        ("open", s(if first.settled() { "no" } else { "yes" })),
                        ("answer", s(if first.value { "yes" } else { "no" })),
                    ],
                );
                line.push(' ');
                line.push_str(&marked(&c1, first.standing, first.source.as_deref(), t));
            }
            line
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
            let text = t.with(
                "game-end",
                &[
                    ("id", s(e.id.as_str())),
                    (
                        "name",
                        s(t.data(&key::edition(e.id.as_str(), "name"), &e.name)),
                    ),
                    ("end", s(end)),
                ],
            );
            marked(&text, e.game_end_standing, e.game_end_source.as_deref(), t)
        })
        .collect();
    flow.bullets(&items, BODY);
}

/// Every worked example: its board as the art draws it, what it shows, and
/// the points under each rules version or the placement's verdict, all as
/// the rules engine plays it (nothing typed by hand).
fn worked_examples(flow: &mut Flow, pictures: &Pictures<'_>, t: &Texts) {
    let catalog = pictures.catalog();
    let examples = catalog.examples();
    if examples.is_empty() {
        return;
    }
    // Each example's words, once.
    let words: Vec<Words<'_>> = examples
        .iter()
        .map(|named| {
            let (e, played) = (&named.example, &named.played);
            let per_version: Vec<String> = played
                .results()
                .into_iter()
                .map(|(rules, totals)| {
                    let totals: Vec<String> = totals
                        .iter()
                        .map(|(p, points)| {
                            t.with(
                                "example-points",
                                &[
                                    ("player", s(p.to_string())),
                                    ("points", n(*points as usize)),
                                ],
                            )
                        })
                        .collect();
                    // A version's scores are not parted by a line break.
                    format!("{}: {}", month_year(rules), totals.join(", "))
                        .replace(' ', &super::page::NO_BREAK_SPACE.to_string())
                })
                .collect();
            let mut lines: Vec<String> = Vec::new();
            if !per_version.is_empty() {
                lines.push(per_version.join("\u{00a0}\u{00b7} "));
            }
            // A refusal in players' words; the description tells the
            // situation, so no coordinates or engine names are needed. A
            // legal placement's description already says the rules allow
            // it, and its outline is green.
            if let (Some(_), Some(v)) = (&e.attempt, played.verdict)
                && v != halflings_model::Verdict::Legal
            {
                lines.push(t.with("example-outcome", &[("verdict", s(v.name()))]));
            }
            let title = t.data(&key::example(&named.name, "title"), &e.title);
            let description = t
                .data(&key::example(&named.name, "description"), &e.description)
                .replace('\n', " ");
            Words {
                named,
                title,
                description,
                results: lines,
            }
        })
        .collect();
    // Each example laid out once at each size: the text block's width
    // does not change.
    let width = flow.width();
    let mut pending: Vec<(Words<'_>, [ExampleBlock; 2])> = words
        .into_iter()
        .map(|words| {
            let extent = render::board::extent(&words.named.example, &words.named.played);
            let at = |tile_mm| {
                ExampleBlock::new(
                    width,
                    extent,
                    tile_mm,
                    (&words.title, &words.description, &words.results),
                )
            };
            let blocks = [at(EXAMPLE_TILE_MM), at(MIN_TILE_MM)];
            (words, blocks)
        })
        .collect();
    // The heading stays with its intro and an example.
    let intro = t.get("examples-intro");
    let smallest = pending
        .iter()
        .map(|(_, [_, smallest])| smallest.height)
        .fold(f64::INFINITY, f64::min);
    let intro_h = SMALL.block_height(SMALL.wrap(&intro, flow.width()).len());
    flow.heading(&t.get("examples-heading"), intro_h + smallest);
    flow.paragraph(&intro, SMALL.colour(GREY), 0.0);
    // Each in its order, but where the next does not fit what is left of
    // the page, a later one that fits goes first, so that no page is left
    // half empty. Each is drawn EXAMPLE_TILE_MM a space, or down to
    // MIN_TILE_MM where that keeps it on the page.
    while !pending.is_empty() {
        let room = flow.bottom() - flow.y;
        let fits = pending.iter().enumerate().find_map(|(i, (_, blocks))| {
            blocks
                .iter()
                .position(|b| b.height <= room)
                .map(|size| (i, size))
        });
        let (i, size) = fits.unwrap_or((0, 0));
        let (words, blocks) = pending.remove(i);
        draw_example(flow, pictures, &words, &blocks[size]);
    }
}

/// A worked example's words: its title, its description and the lines of
/// its results.
struct Words<'a> {
    named: &'a halflings_catalog::NamedExample,
    title: String,
    description: String,
    results: Vec<String>,
}

/// One worked example, laid out as `block`, at the flow's place. One
/// taller than a page is set across the text block instead (its title,
/// its board, its description and results), its text going on over the
/// pages after.
fn draw_example(flow: &mut Flow, pictures: &Pictures<'_>, words: &Words<'_>, block: &ExampleBlock) {
    let named = words.named;
    let (e, played) = (&named.example, &named.played);
    if block.height > flow.page_height() {
        draw_tall_example(flow, pictures, words, block);
        return;
    }
    flow.room(block.height);
    let (x, y) = (flow.left(), flow.y);
    let board = pictures.board_svg(named);
    let side = render::board::side_mm(e, played);
    let page = flow.page();
    // A wide board stands under its title, its text below it; a narrow one
    // beside its text.
    let title_style = Style::bold(9.0);
    let title_h = title_style.block_height(block.title.len()) + TITLE_GAP_MM;
    let (picture_at, mut ty, tx) = if block.beside {
        ((x, y), y, x + block.picture.0 + 5.0)
    } else {
        ((x, y + title_h), y, x)
    };
    // The square picture, placed so that the board's box lands at
    // picture_at: the square's empty bands fall outside it.
    let square = side / SIDE_MM * block.tile_mm;
    let (ox, oy) = (
        (square - block.picture.0) / 2.0,
        (square - block.picture.1) / 2.0,
    );
    page.tile(
        &board,
        side,
        (picture_at.0 - ox, picture_at.1 - oy),
        square,
        0,
    );
    page.lines(tx, ty, title_style, Anchor::Start, &block.title);
    ty += title_h;
    if !block.beside {
        ty += block.picture.1 + 2.0;
    }
    page.lines(tx, ty, CAPTION, Anchor::Start, &block.description);
    ty += CAPTION.block_height(block.description.len()) + 1.0;
    page.lines(tx, ty, BODY, Anchor::Start, &block.results);
    flow.y += block.height;
}

/// A worked example taller than a page: its title across the text block,
/// its board below (no taller than a page), then its description and
/// results, the text going on over as many pages as it needs.
fn draw_tall_example(
    flow: &mut Flow,
    pictures: &Pictures<'_>,
    words: &Words<'_>,
    block: &ExampleBlock,
) {
    let named = words.named;
    let width = flow.width();
    let title_style = Style::bold(9.0);
    flow.run_on(
        0.0,
        title_style,
        &title_style.wrap(&words.title, width),
        TITLE_GAP_MM,
    );
    let scale = (flow.page_height() / block.picture.1).min(1.0);
    let (w, h) = (block.picture.0 * scale, block.picture.1 * scale);
    flow.room(h);
    let (x, y) = (flow.left(), flow.y);
    let side = render::board::side_mm(&named.example, &named.played);
    let square = side / SIDE_MM * block.tile_mm * scale;
    let (ox, oy) = ((square - w) / 2.0, (square - h) / 2.0);
    flow.page().tile(
        &pictures.board_svg(named),
        side,
        (x - ox, y - oy),
        square,
        0,
    );
    flow.y += h + 2.0;
    flow.run_on(0.0, CAPTION, &CAPTION.wrap(&words.description, width), 1.0);
    let results: Vec<String> = words
        .results
        .iter()
        .flat_map(|l| BODY.wrap(l, width))
        .collect();
    flow.run_on(0.0, BODY, &results, 4.0);
}

/// How wide a worked example draws a space, in millimetres: near the
/// placement diagrams' 18.
pub(crate) const EXAMPLE_TILE_MM: f64 = 16.0;

/// The narrowest a tile is drawn anywhere on the rule reference, in
/// millimetres: what a player reads a tile and its followers at.
pub(crate) const MIN_TILE_MM: f64 = 15.0;

/// The space between a worked example's title and its description, in mm.
const TITLE_GAP_MM: f64 = 0.8;

/// The style of the worked examples' descriptions.
const CAPTION: Style = BODY;

/// A worked example laid out at one size: its board's box, where its text
/// stands, the text's lines and the height of it all.
struct ExampleBlock {
    tile_mm: f64,
    /// The board's box, width and height in mm.
    picture: (f64, f64),
    /// Whether the text stands beside the board, rather than the title
    /// above it and the rest below.
    beside: bool,
    title: Vec<String>,
    description: Vec<String>,
    results: Vec<String>,
    height: f64,
}

impl ExampleBlock {
    fn new(
        width: f64,
        (columns, rows): (f64, f64),
        tile_mm: f64,
        (title, description, results): (&str, &str, &[String]),
    ) -> ExampleBlock {
        let tile_mm = tile_mm.min(width / columns);
        let picture = (columns * tile_mm, rows * tile_mm);
        let beside = picture.0 <= width * 0.42;
        let text_w = if beside {
            width - picture.0 - 5.0
        } else {
            width
        };
        let title_style = Style::bold(9.0);
        let title = title_style.wrap(title, text_w);
        let description = CAPTION.wrap(description, text_w);
        let results: Vec<String> = results.iter().flat_map(|l| BODY.wrap(l, text_w)).collect();
        let title_h = title_style.block_height(title.len()) + TITLE_GAP_MM;
        let rest_h =
            CAPTION.block_height(description.len()) + 1.0 + BODY.block_height(results.len());
        let height = if beside {
            (title_h + rest_h).max(picture.1)
        } else {
            title_h + picture.1 + 2.0 + rest_h
        } + 4.0;
        ExampleBlock {
            tile_mm,
            picture,
            beside,
            title,
            description,
            results,
            height,
        }
    }
}
