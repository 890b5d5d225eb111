//! The JSON export, `tiles.json`: the manifest, the rules versions and every
//! tile, with each tile's side profiles under every rotation and its
//! long-side partners worked out, for engines in any language.
//!
//! The long-side partners are written compactly, as classes of tiles with
//! the same long-side profile (`long_side_classes`) and for each tile the
//! class its partners come from (`partner_class`): linear in the number of
//! tiles, where a list of every partner of every tile would be quadratic.
//!
//! The types here are the export format. They are built from the model but
//! kept apart from it, so the TOML format can change without breaking
//! engines; `schema/export.schema.json` is derived from them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use halflings_catalog::Catalog;
use halflings_model::GENERATOR;
use halflings_model::{
    self as model, BaseGame, Counting, Diagonal, Direction, Fact, FeatureKind, GameEnd, Gaps,
    Landscape, RoadEnd, Rotation, Ruling, SetSymbol, Side, Slot, SymbolKind,
};

/// The file the export is written to, inside the output directory.
pub const FILE: &str = "tiles.json";

/// The version of the export format written here. It goes up when a field
/// is removed or changes meaning; new fields may appear without it.
///
/// Format 2 replaced each rotation's `long_side_partners` list with the
/// top-level `long_side_classes` and each tile's `partner_class`.
pub const FORMAT: u32 = 2;

/// Writes `tiles.json` for `catalog` into `w`, as it is serialised: at
/// 24 000 tiles the text is some 100 MB that need never be held whole.
pub fn write_tiles_json(catalog: &Catalog, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let export = Export::from_catalog(catalog);
    serde_json::to_writer_pretty(&mut *w, &export).map_err(std::io::Error::other)?;
    w.write_all(b"\n")
}

/// The JSON schema of `tiles.json`, derived from [`Export`].
pub fn schema() -> serde_json::Value {
    halflings_model::schema::schema_of::<Export>()
}

/// Pretty JSON with a trailing newline.
pub fn to_json(export: &Export) -> String {
    let mut text = serde_json::to_string_pretty(export).expect("the export always serialises");
    text.push('\n');
    text
}

/// The whole export.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(
    title = "Halflings tiles export",
    description = "Every tile of the Halflings mini-expansion of Carcassonne, as written by \
                   `halflings build` into tiles.json. Geometry: a halfling is a square space cut \
                   along one diagonal; in rotation 0 its legs face north and west and its long \
                   side faces south-east. A rotation is a number of quarter turns clockwise. A \
                   side's profile lists the landscapes of its three slots (left, centre, right) \
                   read clockwise around its own tile; two sides abut when one profile equals the \
                   other reversed."
)]
pub struct Export {
    /// The version of this format (2). It goes up when a field is removed
    /// or changes meaning; new fields may appear without it.
    #[schemars(range(min = 2, max = 2))]
    pub format: u32,
    /// The program that wrote the file, such as `halflings 0.1.0`.
    pub generator: String,
    /// The SHA-256 of the validated definitions the file was made from.
    #[schemars(regex(pattern = r"^[0-9a-f]{64}$"))]
    pub source_sha256: String,
    /// The SHA-256 of what an engine reads of those definitions: the
    /// tiles' geometry, features, pennants, symbols and copies, and the
    /// rules versions' counting, rulings and points. Names and prose do
    /// not change it. A conformance suite names the data it was played on
    /// with the same digest.
    #[schemars(regex(pattern = r"^[0-9a-f]{64}$"))]
    pub data_sha256: String,
    /// The expansion: its names, sets, editions and symbols.
    pub expansion: ExportExpansion,
    /// The versions of the scoring rules, oldest first.
    pub rules: Vec<ExportRules>,
    /// The base game's points and follower rule, which every rules version
    /// scores by.
    pub base_game: BaseGame,
    /// Every tile, by set and number.
    pub tiles: Vec<ExportTile>,
    /// The normal (square) tiles, by id: the base game's kinds, each with
    /// its count, which the worked examples place beside the halflings.
    /// They are not halflings; no count of tiles includes them.
    pub normal_tiles: Vec<ExportSquare>,
    /// The tiles grouped by the profile of their long side. Whether two
    /// halflings may share a space depends only on their long sides'
    /// profiles: the partners of a tile lying in rotation `r` are the tiles
    /// of `long_side_classes[partner_class]` other than itself, each lying in
    /// rotation `r + 2` (mod 4). Every tile is in exactly one class; a class
    /// that only some tile's partners need holds no tile.
    pub long_side_classes: Vec<ExportLongSideClass>,
}

/// The tiles whose long side shows one profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportLongSideClass {
    /// The long side's profile, read clockwise around each of the tiles.
    pub profile: [Landscape; 3],
    /// The ids of the tiles whose long side shows it, by set and number.
    pub tiles: Vec<String>,
}

/// The expansion as a whole.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportExpansion {
    /// The expansion's English name.
    pub name: String,
    /// Other names it is published under.
    pub aliases: Vec<String>,
    /// The id of the rules version that is current (one of `rules[].id`).
    pub current_rules: String,
    /// The sets of tiles.
    pub sets: Vec<ExportSet>,
    /// The editions the tiles were published in.
    pub editions: Vec<ExportEdition>,
    /// What each expansion symbol does.
    pub symbols: Vec<ExportSymbolRule>,
}

/// One set of tiles.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportSet {
    /// The set's id, such as `halflings-1`.
    pub id: String,
    /// The set's name, such as "Halflings I".
    pub name: String,
    /// The prefix of its tile ids, such as `h1`.
    pub prefix: String,
    /// Where the set first appeared.
    pub origin: String,
    /// The year the set first appeared.
    pub year: u16,
    /// The symbol printed on every tile of the set.
    pub symbol: SetSymbol,
    /// The ids of the set's tiles, by number.
    pub tiles: Vec<String>,
}

/// An edition of the game that includes the halflings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportEdition {
    /// Short id, such as `C1`.
    pub id: String,
    /// Full name, such as "1st edition".
    pub name: String,
    /// The year the edition's halflings appeared.
    pub year: u16,
    /// Halflings each player takes at setup.
    pub halflings_per_player: u8,
    /// The ordinary setup: how the halflings are dealt.
    pub setup: String,
    /// How the draft variant deals the halflings.
    pub draft: String,
    /// When the game ends.
    pub game_end: GameEnd,
    /// The ids of the rules versions that apply, oldest first.
    pub rules: Vec<String>,
}

/// The rule of one expansion symbol.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportSymbolRule {
    /// Which symbol.
    pub kind: SymbolKind,
    /// The expansion whose rules apply.
    pub expansion: String,
    /// Points the symbol is worth, where it has a fixed value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u8>,
    /// The rule, in one or two sentences.
    pub rule: String,
}

/// One version of the scoring rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportRules {
    /// Short id, such as `2021-01`.
    pub id: String,
    /// Full name, such as "Clarification 1/2021".
    pub name: String,
    /// When it was published, as `YYYY` or `YYYY-MM`.
    pub date: String,
    /// Whether this is the current version.
    pub current: bool,
    /// Where the version stands: an edition's printed rules or an official
    /// clarification.
    pub standing: halflings_model::Standing,
    /// The edition (`C1`) or the date (`2015-10`) behind it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<halflings_model::Source>,
    /// How halflings count for roads and cities.
    pub road_city: Counting,
    /// How halflings count for monasteries.
    pub monastery: Counting,
    /// The most a monastery can score.
    pub max_monastery: u8,
    /// Whether the road and city counting is an assumption rather than stated.
    pub assumed: bool,
    /// How triangular gaps behave. Every question is answered; an
    /// unsettled one carries the reading the reference engine takes.
    pub gaps: Gaps,
    /// Whether every pennant counts when two halflings in one space count
    /// as one tile.
    pub pennants_in_shared_space: Ruling,
    /// A sentence on what changed.
    pub note: String,
}

/// One tile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportTile {
    /// The tile's id, such as `h1-07`.
    pub id: String,
    /// The id of its set.
    pub set: String,
    /// The number printed on the tile within its set (1 to 99).
    #[schemars(range(min = 1, max = 99))]
    pub number: u8,
    /// A short description of the face.
    pub name: String,
    /// The landscape of each side, in rotation 0.
    pub sides: ExportSides,
    /// The profile of each side: the landscapes of its slots, left, centre
    /// and right, read clockwise around the tile. A side's profile is the
    /// same in every rotation; where it faces is not.
    pub profiles: ExportProfiles,
    /// The feature segments: cities, roads, fields, then the monastery.
    pub features: Vec<ExportFeature>,
    /// Symbols of other expansions printed on the tile.
    pub symbols: Vec<ExportSymbol>,
    /// The tile in each of its four rotations, 0 to 3.
    #[schemars(length(min = 4, max = 4))]
    pub rotations: Vec<ExportRotation>,
    /// The position in `long_side_classes` of the class this tile's
    /// long-side partners come from: the class whose profile abuts this
    /// tile's long side. In rotation `r` the tile may share its space with
    /// every other tile of that class lying in rotation `r + 2` (mod 4), long
    /// side to long side with every feature continuing. A tile never
    /// partners itself: each physical tile exists once.
    pub partner_class: usize,
    /// Which facts are documented in the sources and which reconstructed.
    pub provenance: ExportProvenance,
}

/// The landscape of each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportSides {
    /// The north leg (in rotation 0).
    pub north: Landscape,
    /// The long side.
    pub long: Landscape,
    /// The west leg (in rotation 0).
    pub west: Landscape,
}

/// The profile of each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportProfiles {
    /// The north leg.
    pub north: [Landscape; 3],
    /// The long side.
    pub long: [Landscape; 3],
    /// The west leg.
    pub west: [Landscape; 3],
}

/// One feature segment, of a halfling or of a normal tile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ExportFeature_on_{S}")]
pub struct ExportFeature<S = Slot> {
    /// The segment's id, unique on the tile.
    pub id: String,
    /// What kind of feature it is.
    pub kind: FeatureKind,
    /// The slots it touches (none for a monastery), named in rotation 0.
    pub slots: Vec<S>,
    /// Pennants on a city segment (0 otherwise).
    pub pennants: u8,
    /// Where a road that touches one side only ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<RoadEnd>,
    /// For a field: the ids of the cities on the tile it borders.
    pub borders: Vec<String>,
}

/// A symbol on a tile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportSymbol {
    /// Which symbol.
    pub kind: SymbolKind,
    /// The id of the field it stands in, for symbols that stand in a field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

/// A tile in one rotation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportRotation {
    /// Quarter turns clockwise from rotation 0.
    #[schemars(range(min = 0, max = 3))]
    pub rotation: u8,
    /// The same in degrees clockwise.
    pub degrees: u16,
    /// The two legs, north leg first, with where each faces.
    #[schemars(length(min = 2, max = 2))]
    pub legs: Vec<ExportLeg>,
    /// The long side and the diagonal it faces.
    pub long: ExportLong,
}

/// A leg in one rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportLeg {
    /// Which leg (named in rotation 0).
    pub side: Side,
    /// The neighbouring space it touches.
    pub facing: Direction,
    /// Its profile, read clockwise around the halfling. A square tile's side
    /// facing back fits when its own profile (read clockwise around the
    /// square tile) is this one reversed.
    pub profile: [Landscape; 3],
}

/// The long side in one rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportLong {
    /// The diagonal of the space it faces.
    pub facing: Diagonal,
    /// Its profile, read clockwise around the halfling.
    pub profile: [Landscape; 3],
}

/// Where a tile's facts come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportProvenance {
    /// Facts stated in the published sources.
    pub documented: Vec<Fact>,
    /// Facts authored because the sources show the face only as a picture.
    pub reconstructed: Vec<Fact>,
    /// What a person holding the real tile should check.
    pub note: String,
}

impl Export {
    /// The tiles that may share the space of `self.tiles[tile]` lying in
    /// `rotation`, each with the rotation it then lies in: the other tiles of
    /// its partner class.
    pub fn long_side_partners(
        &self,
        tile: usize,
        rotation: u8,
    ) -> impl Iterator<Item = (&str, u8)> + '_ {
        let me = self.tiles[tile].id.as_str();
        self.long_side_classes[self.tiles[tile].partner_class]
            .tiles
            .iter()
            .filter(move |id| id.as_str() != me)
            .map(move |id| (id.as_str(), (rotation + 2) % 4))
    }

    /// The export of a validated catalog.
    pub fn from_catalog(catalog: &Catalog) -> Export {
        let e = catalog.expansion();
        let classes = catalog.long_side_classes();
        Export {
            format: FORMAT,
            generator: GENERATOR.to_owned(),
            source_sha256: catalog.sha256().to_owned(),
            data_sha256: catalog.data_sha256(),
            expansion: ExportExpansion {
                name: e.name.clone(),
                aliases: e.aliases.clone(),
                current_rules: e.current_rules.clone(),
                sets: e
                    .set
                    .iter()
                    .map(|s| ExportSet {
                        id: s.id.to_string(),
                        name: s.name.clone(),
                        prefix: s.prefix.clone(),
                        origin: s.origin.clone(),
                        year: s.year,
                        symbol: s.symbol.clone(),
                        tiles: catalog.tiles_of(s).map(|t| t.id.to_string()).collect(),
                    })
                    .collect(),
                editions: e
                    .edition
                    .iter()
                    .map(|d| ExportEdition {
                        id: d.id.clone(),
                        name: d.name.clone(),
                        year: d.year,
                        halflings_per_player: d.halflings_per_player,
                        setup: d.setup.clone(),
                        draft: d.draft.clone(),
                        game_end: d.game_end,
                        rules: d.rules.clone(),
                    })
                    .collect(),
                symbols: e
                    .symbol
                    .iter()
                    .map(|s| ExportSymbolRule {
                        kind: s.kind,
                        expansion: s.expansion.clone(),
                        points: s.points,
                        rule: s.rule.clone(),
                    })
                    .collect(),
            },
            base_game: e.base_game.clone(),
            rules: e
                .rules
                .iter()
                .map(|r| ExportRules {
                    id: r.id.clone(),
                    name: r.name.clone(),
                    date: r.date.clone(),
                    current: r.id == e.current_rules,
                    standing: r.standing,
                    source: r.source.clone(),
                    road_city: r.road_city,
                    monastery: r.monastery,
                    max_monastery: r.max_monastery,
                    assumed: r.assumed,
                    gaps: r.gaps.clone(),
                    pennants_in_shared_space: r.pennants_in_shared_space.clone(),
                    note: r.note.clone(),
                })
                .collect(),
            tiles: catalog
                .tiles()
                .iter()
                .zip(&classes.partner_class)
                .map(|(t, &partner_class)| ExportTile::new(t, partner_class))
                .collect(),
            normal_tiles: catalog.squares().iter().map(ExportSquare::new).collect(),
            long_side_classes: classes
                .classes
                .iter()
                .map(|c| ExportLongSideClass {
                    profile: c.profile,
                    tiles: c
                        .tiles
                        .iter()
                        .map(|&i| catalog.tiles()[i].id.to_string())
                        .collect(),
                })
                .collect(),
        }
    }
}

/// A normal (square) tile: four sides, north, east, south and west in
/// rotation 0, each read clockwise in three slots like a halfling's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportSquare {
    /// The tile's id, such as `city-cap`.
    pub id: String,
    /// Its name in the base game.
    pub name: String,
    /// How many copies the base game holds.
    pub count: u8,
    /// Whether the start tile, placed first, is one of these copies (the
    /// base game's D). At most one normal tile says so.
    pub start: bool,
    /// The landscape of each side in rotation 0.
    pub sides: model::SquareSides,
    /// The feature segments: cities, roads, fields, then the monastery.
    pub features: Vec<ExportSquareFeature>,
    /// Symbols of other expansions printed on the tile.
    pub symbols: Vec<ExportSymbol>,
}

/// One feature segment of a normal tile: its slots are a square's.
pub type ExportSquareFeature = ExportFeature<model::SquareSlot>;

impl ExportSquare {
    fn new(t: &model::SquareTile) -> ExportSquare {
        let mut features = Vec::new();
        for c in &t.city {
            features.push(ExportSquareFeature {
                id: c.id.to_string(),
                kind: FeatureKind::City,
                slots: c.slots.clone(),
                pennants: c.pennants,
                end: None,
                borders: vec![],
            });
        }
        for r in &t.road {
            features.push(ExportSquareFeature {
                id: r.id.to_string(),
                kind: FeatureKind::Road,
                slots: r.slots.clone(),
                pennants: 0,
                end: r.end,
                borders: vec![],
            });
        }
        for f in &t.field {
            features.push(ExportSquareFeature {
                id: f.id.to_string(),
                kind: FeatureKind::Field,
                slots: f.slots.clone(),
                pennants: 0,
                end: None,
                borders: t
                    .bordered_cities(f)
                    .iter()
                    .map(|c| c.id.to_string())
                    .collect(),
            });
        }
        if let Some(m) = &t.monastery {
            features.push(ExportSquareFeature {
                id: m.id.to_string(),
                kind: FeatureKind::Monastery,
                slots: vec![],
                pennants: 0,
                end: None,
                borders: vec![],
            });
        }
        ExportSquare {
            id: t.id.to_string(),
            name: t.name.clone(),
            count: t.count,
            start: t.start,
            sides: t.sides,
            features,
            symbols: t
                .symbol
                .iter()
                .map(|s| ExportSymbol {
                    kind: s.kind,
                    field: s.field.as_ref().map(|f| f.to_string()),
                })
                .collect(),
        }
    }
}

impl ExportTile {
    fn new(t: &model::Tile, partner_class: usize) -> ExportTile {
        let features = t
            .features()
            .map(|(_, f)| {
                let (pennants, end, borders) = match f {
                    model::FeatureRef::City(c) => (c.pennants, None, vec![]),
                    model::FeatureRef::Road(r) => (0, r.end, vec![]),
                    model::FeatureRef::Field(f) => (
                        0,
                        None,
                        t.bordered_cities(f)
                            .iter()
                            .map(|c| c.id.to_string())
                            .collect(),
                    ),
                    model::FeatureRef::Monastery(_) => (0, None, vec![]),
                };
                ExportFeature {
                    id: f.id().to_string(),
                    kind: f.kind(),
                    slots: f.slots().to_vec(),
                    pennants,
                    end,
                    borders,
                }
            })
            .collect();
        let rotations = Rotation::ALL
            .iter()
            .map(|&r| ExportRotation {
                rotation: r.quarter_turns(),
                degrees: r.degrees(),
                legs: Side::ALL
                    .iter()
                    .filter_map(|&side| match r.facing(side) {
                        model::Facing::Leg(facing) => Some(ExportLeg {
                            side,
                            facing,
                            profile: t.profile(side),
                        }),
                        model::Facing::Long(_) => None,
                    })
                    .collect(),
                long: ExportLong {
                    facing: match r.facing(Side::Long) {
                        model::Facing::Long(d) => d,
                        model::Facing::Leg(_) => unreachable!("the long side faces a diagonal"),
                    },
                    profile: t.profile(Side::Long),
                },
            })
            .collect();
        ExportTile {
            id: t.id.to_string(),
            set: t.set.to_string(),
            number: t.number().parse().unwrap_or(0),
            name: t.name.clone(),
            sides: ExportSides {
                north: t.sides.north,
                long: t.sides.long,
                west: t.sides.west,
            },
            profiles: ExportProfiles {
                north: t.profile(Side::North),
                long: t.profile(Side::Long),
                west: t.profile(Side::West),
            },
            features,
            symbols: t
                .symbol
                .iter()
                .map(|s| ExportSymbol {
                    kind: s.kind,
                    field: s.field.as_ref().map(ToString::to_string),
                })
                .collect(),
            rotations,
            partner_class,
            provenance: ExportProvenance {
                documented: t.provenance.documented.clone(),
                reconstructed: t.provenance.reconstructed.clone(),
                note: t.provenance.note.clone(),
            },
        }
    }
}
