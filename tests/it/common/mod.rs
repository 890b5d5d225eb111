//! Helpers shared by the integration tests: the repository's tiles, trees
//! of files, throw-away tiles directories holding one small set (so each rule
//! can be shown with the smallest input), and a brute-force statement of the
//! geometry.
//!
//! The brute force does not use the model's rotation or abutment code. It
//! places each halfling in a square space by coordinates, turns it by
//! rotating its corners, and compares the landscapes found at the same
//! physical points of a shared edge. The generated tables and the JSON
//! export are checked against it.
//!
//! [`pdf`] reads the PDF sheets back.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use halflings_catalog::{Catalog, Diagnostic};
use halflings_model::{FeatureRef, Landscape, Side, Tile};

pub mod pdf;

/// How many times a randomised test repeats: `thorough` with
/// `HALFLINGS_THOROUGH=1` (CI sets it), else `quick`, so that a plain
/// `cargo test` stays within its time budget while CI tries more.
pub fn runs(quick: u32, thorough: u32) -> u32 {
    match std::env::var("HALFLINGS_THOROUGH") {
        Ok(v) if v == "1" => thorough,
        _ => quick,
    }
}

/// The repository's tiles directory.
pub fn tiles_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tiles")
}

/// The sheets in the language `code` on `paper`, made as `build` makes
/// them (its sheets exporter, into a tree in memory): each file of
/// `sheets/<code>/` by its name there (`rules-a4.pdf`, `rules-a4-1.svg`,
/// `rules-a4-1.png`, ...). The pages get PNG previews when `png` is set.
pub fn sheet_files(
    catalog: &Catalog,
    paper: halflings_sheets::Paper,
    bleed_mm: f64,
    code: &str,
    png: bool,
) -> Result<BTreeMap<String, Vec<u8>>, halflings_build::export::BuildError> {
    use halflings_build::export::Exporter;
    let memory = halflings_build::memory::Memory::new();
    halflings_build::export::sheets::Sheets {
        papers: vec![paper],
        bleed_mm,
        png,
        languages: Some(vec![code.to_owned()]),
    }
    .export(catalog, &memory)?;
    Ok(memory.into_folder(&format!("sheets/{code}")))
}

/// The PDF of the rule reference in the language `code` on `paper`, as
/// `build` makes it.
pub fn rules_pdf(catalog: &Catalog, paper: halflings_sheets::Paper, code: &str) -> Vec<u8> {
    let name = format!("rules-{}.pdf", paper.name());
    let mut files = sheet_files(catalog, paper, 0.0, code, false).expect("the sheets are made");
    files
        .remove(&name)
        .unwrap_or_else(|| panic!("{name} is made"))
}

/// The repository's catalog.
pub fn catalog() -> Catalog {
    Catalog::load(&tiles_dir()).expect("the repository's tiles are valid")
}

/// The conformance suite of the repository's tiles, generated once for
/// every test that reads it.
pub fn suite() -> halflings_conformance::Suite {
    static SUITE: std::sync::OnceLock<halflings_conformance::Suite> = std::sync::OnceLock::new();
    SUITE
        .get_or_init(|| halflings_conformance::generate::suite(&catalog()))
        .clone()
}

/// Every file under `dir`, relative path to contents.
pub fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.expect("readable tree");
        if entry.file_type().is_file() {
            let rel = entry.path().strip_prefix(dir).unwrap();
            out.insert(
                rel.to_string_lossy().replace('\\', "/"),
                std::fs::read(entry.path()).unwrap(),
            );
        }
    }
    out
}

/// Copies the directory tree `from` to `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let dest = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

/// A point of the square space, scaled by 6 so slot midpoints are whole:
/// the space is [0, 6] x [0, 6], x east, y south.
type Point = (i32, i32);

/// The corners of the space, clockwise from the north-west.
const NW: Point = (0, 0);
const NE: Point = (6, 0);
const SE: Point = (6, 6);
const SW: Point = (0, 6);

/// The edges of the space by compass direction (north, east, south, west),
/// each as walked clockwise around the space.
pub const EDGES: [(Point, Point); 4] = [(NW, NE), (NE, SE), (SE, SW), (SW, NW)];

/// The compass names used in the dumps, by direction index.
pub const DIRS: [&str; 4] = ["N", "E", "S", "W"];

/// Every landscape, in the order the dumps enumerate square profiles.
pub const LANDSCAPES: [Landscape; 3] = [Landscape::City, Landscape::Road, Landscape::Field];

/// A quarter turn clockwise about the centre of the space (y points down).
fn turn(p: Point) -> Point {
    (6 - p.1, p.0)
}

fn turn_by(mut p: Point, quarter_turns: u8) -> Point {
    for _ in 0..quarter_turns {
        p = turn(p);
    }
    p
}

/// The three slot midpoints of the segment walked from `a` to `b`: left,
/// centre and right as seen walking it.
fn slot_points(a: Point, b: Point) -> [Point; 3] {
    [1, 3, 5].map(|k| (a.0 + (b.0 - a.0) * k / 6, a.1 + (b.1 - a.1) * k / 6))
}

/// A halfling laid in a space: its corners and the landscape at each slot
/// midpoint, found from the tile's features (not from its side table).
pub struct Laid {
    /// The corners of each side, walked clockwise (north leg, long side,
    /// west leg as drawn).
    pub sides: [(Point, Point); 3],
    /// The right-angle corner.
    pub right_angle: Point,
    landscape: BTreeMap<Point, Landscape>,
}

impl Laid {
    pub fn new(tile: &Tile, quarter_turns: u8) -> Laid {
        // Rotation 0: right angle at the north-west corner; sides clockwise
        // north (NW to NE), long (NE to SW), west (SW to NW).
        let sides0 = [(NW, NE), (NE, SW), (SW, NW)];
        let sides = sides0.map(|(a, b)| (turn_by(a, quarter_turns), turn_by(b, quarter_turns)));
        let mut landscape = BTreeMap::new();
        for (_, feature) in tile.features() {
            let kind = match feature {
                FeatureRef::City(_) => Landscape::City,
                FeatureRef::Road(_) => Landscape::Road,
                FeatureRef::Field(_) => Landscape::Field,
                FeatureRef::Monastery(_) => continue,
            };
            for slot in feature.slots() {
                let (a, b) = sides[slot.side().index()];
                let point = slot_points(a, b)[slot.position().index()];
                assert!(
                    landscape.insert(point, kind).is_none(),
                    "{}: two features on {}",
                    tile.id,
                    slot.name()
                );
            }
        }
        assert_eq!(
            landscape.len(),
            9,
            "{}: every slot holds one feature",
            tile.id
        );
        Laid {
            sides,
            right_angle: turn_by(NW, quarter_turns),
            landscape,
        }
    }

    /// The landscape at a slot midpoint.
    fn at(&self, p: Point) -> Landscape {
        self.landscape[&p]
    }

    /// The side lying along the space's edge in direction `d`, if one does.
    fn leg_on_edge(&self, d: usize) -> Option<(Point, Point)> {
        let (ea, eb) = EDGES[d];
        self.sides
            .iter()
            .copied()
            .find(|&(a, b)| (a, b) == (ea, eb) || (a, b) == (eb, ea))
    }

    /// The profile, read clockwise around the halfling, of the leg on the
    /// edge in direction `d`.
    pub fn leg(&self, d: usize) -> Option<[Landscape; 3]> {
        self.leg_on_edge(d)
            .map(|(a, b)| slot_points(a, b).map(|p| self.at(p)))
    }

    /// The long side's profile, read clockwise around the halfling.
    pub fn long(&self) -> [Landscape; 3] {
        let (a, b) = self.sides[Side::Long.index()];
        slot_points(a, b).map(|p| self.at(p))
    }

    /// The corner of the space the long side faces: the one opposite the
    /// right angle.
    pub fn long_facing(&self) -> &'static str {
        match (6 - self.right_angle.0, 6 - self.right_angle.1) {
            (0, 0) => "north-west",
            (6, 0) => "north-east",
            (6, 6) => "south-east",
            (0, 6) => "south-west",
            other => panic!("not a corner: {other:?}"),
        }
    }

    /// Whether a square tile in the neighbouring space in direction `d`,
    /// whose side facing back reads `square` clockwise around the square
    /// tile, touches a leg of this halfling with every landscape meeting
    /// its like at the same points.
    pub fn fits_square(&self, d: usize, square: [Landscape; 3]) -> bool {
        if self.leg_on_edge(d).is_none() {
            return false;
        }
        // The neighbour walks the shared edge the other way round.
        let (a, b) = EDGES[d];
        let points = slot_points(b, a);
        (0..3).all(|k| self.at(points[k]) == square[k])
    }

    /// Whether `other` fills the rest of this halfling's space, with every
    /// landscape of the shared long side meeting its like.
    pub fn shares_space_with(&self, other: &Laid) -> bool {
        // Two triangles fill one square when they lie on the same diagonal
        // with their right angles in opposite corners.
        let diagonal = |l: &Laid| {
            let (a, b) = l.sides[Side::Long.index()];
            if a < b { (a, b) } else { (b, a) }
        };
        if diagonal(self) != diagonal(other) || self.right_angle == other.right_angle {
            return false;
        }
        let (a, b) = self.sides[Side::Long.index()];
        slot_points(a, b)
            .iter()
            .all(|&p| other.landscape.get(&p) == Some(&self.at(p)))
    }
}

/// Every square profile, in the order the dumps list them.
pub fn all_profiles() -> Vec<[Landscape; 3]> {
    let mut out = Vec::new();
    for a in LANDSCAPES {
        for b in LANDSCAPES {
            for c in LANDSCAPES {
                out.push([a, b, c]);
            }
        }
    }
    out
}

pub fn profile_text(p: [Landscape; 3]) -> String {
    p.map(|l| l.name()).join(",")
}

/// What every tile should look like in the tables, worked out by brute
/// force from the catalog: one line per fact. With `fits`, also which of
/// the 27 square profiles each leg direction fits.
pub fn expected_dump(catalog: &Catalog, fits: bool) -> String {
    let mut out = String::new();
    let tiles = catalog.tiles();
    for t in tiles {
        out += &format!(
            "tile {} set={} number={} name={:?} sides={}\n",
            t.id,
            t.set,
            t.number().parse::<u8>().unwrap(),
            t.name,
            Side::ALL.map(|s| t.sides.get(s).name()).join(",")
        );
        for (_, f) in t.features() {
            let (pennants, end, borders) = match f {
                FeatureRef::City(c) => (c.pennants, "-", String::new()),
                FeatureRef::Road(r) => (0, r.end.map_or("-", |e| e.name()), String::new()),
                FeatureRef::Field(f) => (
                    0,
                    "-",
                    t.bordered_cities(f)
                        .iter()
                        .map(|c| c.id.as_str())
                        .collect::<Vec<_>>()
                        .join(","),
                ),
                FeatureRef::Monastery(_) => (0, "-", String::new()),
            };
            out += &format!(
                "feature {} {} kind={} slots={} pennants={} end={} borders={}\n",
                t.id,
                f.id(),
                f.table(),
                f.slots()
                    .iter()
                    .map(|s| s.name())
                    .collect::<Vec<_>>()
                    .join(","),
                pennants,
                end,
                borders
            );
        }
        for s in &t.symbol {
            out += &format!(
                "symbol {} kind={} field={}\n",
                t.id,
                s.kind.name(),
                s.field.as_ref().map_or("-", |f| f.as_str())
            );
        }
        for r in 0..4u8 {
            let laid = Laid::new(t, r);
            let legs: Vec<String> = (0..4)
                .map(|d| {
                    format!(
                        "{}={}",
                        DIRS[d],
                        laid.leg(d).map_or("-".into(), profile_text)
                    )
                })
                .collect();
            out += &format!(
                "rot {} {} legs {} long={}:{}\n",
                t.id,
                r,
                legs.join(" "),
                laid.long_facing(),
                profile_text(laid.long())
            );
            let mut partners = Vec::new();
            for u in tiles {
                for ru in 0..4u8 {
                    if u.id != t.id && laid.shares_space_with(&Laid::new(u, ru)) {
                        partners.push(format!("{}@{}", u.id, ru));
                    }
                }
            }
            out += &format!("partners {} {} [{}]\n", t.id, r, partners.join(" "));
            if fits {
                let bits: Vec<String> = (0..4)
                    .map(|d| {
                        let bits: String = all_profiles()
                            .into_iter()
                            .map(|q| if laid.fits_square(d, q) { '1' } else { '0' })
                            .collect();
                        format!("{}:{bits}", DIRS[d])
                    })
                    .collect();
                out += &format!("fits {} {} {}\n", t.id, r, bits.join(" "));
            }
        }
    }
    for r in &catalog.expansion().rules {
        out += &format!(
            "rules {} road_city={} monastery={} max={} current={}\n",
            r.id,
            serde_json::to_value(r.road_city).unwrap().as_str().unwrap(),
            serde_json::to_value(r.monastery).unwrap().as_str().unwrap(),
            r.max_monastery,
            r.id == catalog.expansion().current_rules
        );
    }
    out
}

/// The first line where two dumps differ, for a readable failure.
pub fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let mut e = expected.lines();
    let mut a = actual.lines();
    for n in 1.. {
        match (e.next(), a.next()) {
            (None, None) => return None,
            (x, y) if x == y => continue,
            (x, y) => {
                return Some(format!(
                    "line {n}:\n  expected: {}\n  actual:   {}",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                ));
            }
        }
    }
    None
}

/// Whether `halflings build` has landed: the corpus (tests/corpus.rs) then
/// also requires every case to fail `build` with exit code 1 and the located
/// message, the exports of hostile text are checked (the gallery in headless
/// Chromium), and a bad `--out` (a file, or inside tiles/) must be refused.
pub const BUILD_LANDED: bool = true;

/// A manifest declaring one set, `test`, of `tiles` tiles with prefix `t`.
pub fn manifest(tiles: u32) -> String {
    format!(
        r#"name = "Test"
current_rules = "r"
base_game = {{ city_tile = 2, city_pennant = 2, unfinished_city_tile = 1, unfinished_city_pennant = 1, road_tile = 1, monastery_tile = 1, farm_city = 3, followers = 7, majority = "most-followers-ties-score-in-full" }}

[[set]]
id = "test"
name = "Test set"
prefix = "t"
origin = "tests"
year = 2024
symbol = "pentagon"
tiles = {tiles}

[[rules]]
id = "r"
name = "Rules"
date = "2024"
standing = "clarification"
source = "2021-01"
road_city = "per-space"
monastery = "per-space"
max_monastery = 9
note = "test"
pennants_in_shared_space = {{ value = true, standing = "clarification", source = "2021-01" }}
gaps = {{ city_with_gap_complete = {{ value = false, standing = "clarification", source = "2021-01" }}, road_with_gap_complete = {{ value = false, standing = "clarification", source = "2021-01" }}, gap_interrupts_field = {{ value = true, standing = "clarification", source = "2021-01" }}, neighbouring_gaps_join_fields = {{ value = false, standing = "clarification", source = "2021-01" }}, monastery_needs_each_space_occupied = {{ value = true, standing = "clarification", source = "2021-01" }}, barn_needs_full_corners = {{ value = true, standing = "clarification", source = "2021-01" }}, bridge_needs_two_halflings = {{ value = true, standing = "clarification", source = "2021-01" }}, figures_use_spaces = {{ value = true, standing = "clarification", source = "2021-01" }} }}
"#
    )
}

/// The provenance table every test tile ends with.
pub const PROVENANCE: &str = r#"
[provenance]
documented = ["identity", "sides", "features", "pennants", "monastery", "symbols"]
reconstructed = []
note = "A tile made for a test."
"#;

/// The smallest valid tile: field on every side.
pub fn field_tile(id: &str) -> String {
    format!(
        r#"id = "{id}"
set = "test"
name = "Field"

[sides]
north = "field"
long = "field"
west = "field"

[[field]]
id = "field"
slots = ["north-left", "north-centre", "north-right", "long-left", "long-centre", "long-right", "west-left", "west-centre", "west-right"]
{PROVENANCE}"#
    )
}

/// A valid tile: a city on the north leg with a pennant, a road from the
/// west leg across the long side.
pub const CITY_AND_ROAD: &str = r#"id = "t-01"
set = "test"
name = "City and road"

[sides]
north = "city"
long = "road"
west = "road"

[[city]]
id = "city"
slots = ["north-left", "north-centre", "north-right"]
pennants = 1

[[road]]
id = "road"
slots = ["long-centre", "west-centre"]

[[field]]
id = "field-city"
slots = ["west-right", "long-left"]
borders = ["city"]

[[field]]
id = "field-corner"
slots = ["long-right", "west-left"]
"#;

/// A tiles directory in a temporary folder.
pub struct Tiles {
    pub dir: tempfile::TempDir,
}

impl Tiles {
    /// A directory holding `manifest` and the given tile files
    /// (paths relative to the directory).
    pub fn new(manifest_text: &str, files: &[(&str, &str)]) -> Tiles {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("expansion.toml"), manifest_text).unwrap();
        for (path, text) in files {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Tiles { dir }
    }

    /// A one-tile set holding `text` as `test/01.toml`.
    pub fn one(text: &str) -> Tiles {
        Tiles::new(&manifest(1), &[("test/01.toml", text)])
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn file(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    /// Loads the directory, expecting it to fail, and returns the problems.
    pub fn errors(&self) -> Vec<Diagnostic> {
        match Catalog::load(self.path()) {
            Ok(_) => panic!("expected the definitions to be rejected"),
            Err(errors) => errors,
        }
    }
}

/// The errors of a one-tile set whose tile is `text`.
pub fn errors_of(text: &str) -> Vec<Diagnostic> {
    Tiles::one(text).errors()
}

/// Asserts there is exactly one error, mentioning `needle`, located at
/// `line` of the tile file; returns it.
pub fn single_error(text: &str, needle: &str, line: usize) -> Diagnostic {
    let errors = errors_of(text);
    assert_eq!(
        errors.len(),
        1,
        "expected one error, got: {:#?}",
        errors.iter().map(ToString::to_string).collect::<Vec<_>>()
    );
    let e = errors.into_iter().next().unwrap();
    assert!(
        e.message.contains(needle),
        "message {:?} does not contain {needle:?}",
        e.message
    );
    assert_eq!(
        e.line_col().map(|(l, _)| l),
        Some(line),
        "wrong line for {e}"
    );
    assert!(e.help.is_some(), "every error says how to mend it: {e}");
    e
}

/// The 1-based line of the first occurrence of `needle` in `text`.
pub fn line_of(text: &str, needle: &str) -> usize {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in text"));
    text[..offset].matches('\n').count() + 1
}
