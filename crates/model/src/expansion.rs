//! The expansion manifest, `tiles/expansion.toml`: the sets, the editions and
//! the rules versions, as data that engines and the rule sheet read.

use serde::{Deserialize, Serialize};

use super::tile::{SetId, SymbolKind};

/// The Halflings expansion: its sets, editions and rules versions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", schemars(title = "Halflings expansion manifest"))]
pub struct Expansion {
    /// The expansion's English name.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 80)))]
    pub name: String,
    /// Other names it is published under.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// The languages the sheets are made in, as codes such as `en` or `ro`,
    /// each with its messages in `lang/<code>.ftl`; English (`en`), whose
    /// file every other is checked against, among them. The data, the
    /// manifest's own sentences included, are in English; a language is
    /// left out of the catalog's digest, so adding one remakes no other's
    /// sheets.
    #[serde(default = "english", skip_serializing)]
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 32)))]
    pub languages: Vec<LanguageCode>,
    /// The id of the rules version that is current.
    pub current_rules: String,
    /// The sets of tiles. Each set's tiles live in the folder named by its id.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 1024)))]
    pub set: Vec<TileSet>,
    /// The editions the tiles were published in.
    #[serde(default)]
    pub edition: Vec<Edition>,
    /// The base game's points and follower rule, which every rules version
    /// scores by.
    pub base_game: BaseGame,
    /// The versions of the rules, oldest first.
    #[serde(default)]
    pub rules: Vec<RulesVersion>,
    /// What each expansion symbol does.
    #[serde(default)]
    pub symbol: Vec<SymbolRule>,
    /// The rules of play that hold in every edition, by topic, in the order
    /// the rule sheet prints them.
    #[serde(default)]
    pub play: Vec<PlayRules>,
    /// Questions the sources leave open about playing Halflings with other
    /// expansions, each with the reading taken here. The engine plays none
    /// of those expansions; the rule sheet prints each question.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub question: Vec<OpenQuestion>,
    /// What else the sources say that the tables above do not hold: how a
    /// ruling came about or was replaced, where a rulebook's wording
    /// differs, rulings on other expansions and the players' own house
    /// rules. The rule sheet prints each under its topic; the engine reads
    /// none of them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub note: Vec<SourceNote>,
}

/// A language's code: two or three lower-case letters (`en`, `de`, `ro`),
/// the name of its file in `lang/`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct LanguageCode(
    #[cfg_attr(feature = "schema", schemars(regex(pattern = r"^[a-z]{2,3}$")))] pub String,
);

impl LanguageCode {
    /// The source language, whose file every other is checked against.
    pub const ENGLISH: &str = "en";

    /// The code as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for LanguageCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The tile names of one language other than English, in
/// `lang/<code>.toml` beside its messages. A tile left out is shown in
/// English on that language's sheets, marked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(
    feature = "schema",
    schemars(title = "Halflings tile names in one language")
)]
pub struct LanguageTable {
    /// Each tile's name in this language, by tile id (`h1-01 = "..."`).
    #[serde(default)]
    pub tiles: std::collections::BTreeMap<crate::tile::TileId, TileName>,
    /// Each normal tile's name in this language, by its id (`monastery =
    /// "..."`), as the worked examples' placements to try name them.
    #[serde(default)]
    pub normal: std::collections::BTreeMap<crate::square::SquareId, TileName>,
}

/// A tile's name in a language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct TileName(
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 120)))] pub String,
);

fn printed_rules() -> Standing {
    Standing::Rules
}

fn english() -> Vec<LanguageCode> {
    vec![LanguageCode(LanguageCode::ENGLISH.to_owned())]
}

/// A question the sources leave open, and the reading taken here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OpenQuestion {
    /// A short id in lower case with hyphens, such as `dragon-past-a-gap`.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,39}$"))
    )]
    pub id: String,
    /// The other expansion it concerns, such as "The Princess & the Dragon".
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 80)))]
    pub expansion: String,
    /// The question, answerable yes or no.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 200)))]
    pub question: String,
    /// The answer taken here (`value`), where it stands, and why it is
    /// read this way.
    pub answer: Ruling,
    /// The answer for the 1st edition, where it differs from `answer` in
    /// value or standing: `answer` is then the 2nd and 3rd editions'.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_edition: Option<Ruling>,
}

/// A statement of the sources that no table of the manifest holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SourceNote {
    /// A short id in lower case with hyphens, such as `c1-game-end-replaced`.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,39}$"))
    )]
    pub id: String,
    /// Where the rule sheet prints it.
    pub topic: NoteTopic,
    /// Where it stands: printed rules, an official clarification, an
    /// adaptation, an open question, a house rule or this project's
    /// inference.
    pub standing: Standing,
    /// The edition whose rules print it (`C1`) or the date (`2021-01`) of
    /// the clarification, adaptation or house rule, as [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// The statement, in a sentence or a few, with the date of any ruling
    /// it reports (`10/2015`) and the edition it holds for.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 600)))]
    pub text: String,
}

/// What a note of the sources is about: the section of the rule sheet
/// that prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum NoteTopic {
    /// The sets and editions, their contents and symbols.
    Origins,
    /// Setting up, by edition.
    Setup,
    /// Placing a halfling.
    Placement,
    /// Where followers may go.
    Followers,
    /// Counting and scoring.
    Scoring,
    /// Triangular gaps.
    Gaps,
    /// The expansion symbols.
    Symbols,
    /// When the game ends.
    GameEnd,
    /// Playing with other expansions: rulings and what they mean.
    OtherExpansions,
    /// House rules the sources give; none of them official.
    HouseRules,
}

/// The rules of play on one topic, as short sentences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayRules {
    /// What the rules are about.
    pub topic: Topic,
    /// Where it stands: printed rules, an official clarification, an
    /// adaptation, an open question, a house rule or this project's
    /// inference.
    #[serde(default = "printed_rules")]
    pub standing: Standing,
    /// The edition whose rules print it (`C1`) or the date (`2021-01`) of
    /// the clarification, adaptation or house rule, as [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// One sentence per rule.
    #[cfg_attr(feature = "schema", schemars(length(min = 1)))]
    pub rules: Vec<String>,
}

/// A topic of the rules of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// How a halfling is placed.
    Placement,
    /// Where followers may go.
    Followers,
    /// How features with halflings are scored.
    Scoring,
}

/// One set of tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TileSet {
    /// The set's id, which is also its folder under `tiles/`, such as `halflings-1`.
    pub id: SetId,
    /// The set's name, such as "Halflings I".
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 80)))]
    pub name: String,
    /// The prefix of its tile ids: `h1` gives `h1-01` ... `h1-12`.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9]{0,15}$"))
    )]
    pub prefix: String,
    /// Where the set first appeared.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 200)))]
    pub origin: String,
    /// The year the set first appeared.
    #[cfg_attr(feature = "schema", schemars(range(min = 2000, max = 2100)))]
    pub year: u16,
    /// The symbol printed on every tile of the set.
    pub symbol: SetSymbol,
    /// How many tiles the set holds; `halflings check` counts them.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 99)))]
    pub tiles: u32,
}

/// The mark that tells the sets apart on the tiles.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum SetSymbol {
    /// A pentagon (Halflings I).
    Pentagon,
    /// A follower shaped like a "C" (Halflings II).
    Follower,
    /// A set's own mark: a short label (1 to 3 characters, such as `F`),
    /// drawn in a white badge where the set symbol goes. Written
    /// `symbol = { label = "F" }`.
    Label(SetLabel),
}

/// The text of a set's own symbol: 1 to 3 printable characters, no spaces.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct SetLabel(#[cfg_attr(feature = "schema", schemars(length(min = 1, max = 3)))] pub String);

impl SetLabel {
    /// The most characters a label may have.
    pub const MAX_CHARS: usize = 3;

    /// The label as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Why the label cannot be drawn, if it cannot: it is empty, longer
    /// than [`Self::MAX_CHARS`], or holds a space, a control character or
    /// an invisible formatting character.
    pub fn problem(&self) -> Option<String> {
        let n = self.0.chars().count();
        if n == 0 {
            return Some("the set's label is empty".to_owned());
        }
        if n > Self::MAX_CHARS {
            return Some(format!(
                "the set's label has {n} characters; at most {} fit the badge",
                Self::MAX_CHARS
            ));
        }
        let hidden = |c: char| {
            c.is_whitespace()
                || c.is_control()
                || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
        };
        self.0.chars().find(|&c| hidden(c)).map(|c| {
            format!(
                "the set's label holds U+{:04X}, which is not a printable character",
                u32::from(c)
            )
        })
    }
}

impl SetSymbol {
    /// How the gallery and the sheets name the symbol: `a pentagon`,
    /// `a follower "C"`, `the label "F"`.
    pub fn describe(&self) -> String {
        match self {
            SetSymbol::Pentagon => "a pentagon".to_owned(),
            SetSymbol::Follower => "a follower \"C\"".to_owned(),
            SetSymbol::Label(l) => format!("the label \"{}\"", l.as_str()),
        }
    }
}

/// An edition of the game that includes the halflings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Edition {
    /// Short id, such as `C1`.
    pub id: String,
    /// Full name, such as "1st edition".
    pub name: String,
    /// The year the edition's halflings appeared.
    #[cfg_attr(feature = "schema", schemars(range(min = 2000, max = 2100)))]
    pub year: u16,
    /// Halflings each player takes at setup.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 12)))]
    pub halflings_per_player: u8,
    /// The ordinary setup: how the halflings are dealt.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 400)))]
    pub setup: String,
    /// How the draft variant deals the halflings.
    pub draft: String,
    /// When the game ends, as the engine plays it.
    pub game_end: GameEnd,
    /// Where that ending stands for this edition: its printed rules (the
    /// default), or the clarification that set it.
    #[serde(default = "printed_rules")]
    pub game_end_standing: Standing,
    /// The edition (`C1`) or the date (`2024-10`) behind `game_end`, as
    /// [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_end_source: Option<Source>,
    /// The ids of the rules versions that apply to this edition, oldest first.
    pub rules: Vec<String>,
}

/// When a game with halflings ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum GameEnd {
    /// At the end of the turn in which the last normal tile is placed;
    /// unplayed halflings are lost.
    LastNormalTile,
    /// When nobody can place a normal tile or a halfling.
    NoPlacementPossible,
}

/// How tiles are counted when a feature is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Counting {
    /// Every halfling counts as one tile.
    PerHalfling,
    /// One or two halflings in a space count as one tile.
    PerSpace,
}

/// One version of the scoring rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RulesVersion {
    /// Short id, such as `2021-01`.
    pub id: String,
    /// Full name, such as "Clarification 1/2021".
    pub name: String,
    /// When it was published, as `YYYY` or `YYYY-MM`.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[0-9]{4}(-[0-9]{2})?$"))
    )]
    pub date: String,
    /// Where the version stands: an edition's printed rules, an official clarification, an
    /// adaptation, an open question, a house rule or this project's
    /// inference.
    pub standing: Standing,
    /// The edition whose rules print it (`C1`) or the date (`2021-01`) of
    /// the clarification, adaptation or house rule, as [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// How halflings count for roads and cities.
    pub road_city: Counting,
    /// How halflings count for monasteries.
    pub monastery: Counting,
    /// The most a monastery can score.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 99)))]
    pub max_monastery: u8,
    /// Whether the road and city counting is an assumption rather than stated.
    #[serde(default)]
    pub assumed: bool,
    /// How triangular gaps behave. Every version rules on every question;
    /// where the sources leave one open, the ruling says so.
    pub gaps: Gaps,
    /// Whether every pennant counts when two halflings in one space count
    /// as one tile.
    pub pennants_in_shared_space: Ruling,
    /// A sentence on what changed.
    pub note: String,
}

/// How a triangular gap (half a space left empty) affects the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Gaps {
    /// Whether a city with a triangular gap can be complete.
    pub city_with_gap_complete: Ruling,
    /// Whether a road with a triangular gap can be complete.
    pub road_with_gap_complete: Ruling,
    /// Whether a triangular gap interrupts a field. Where it does not, the
    /// gap reads as field: every field slot on its rim belongs to one field.
    pub gap_interrupts_field: Ruling,
    /// Where gaps read as field: whether two triangular gaps in
    /// neighbouring spaces that face each other across a whole side (each
    /// space holding one halfling) are one stretch of field, so that the
    /// fields on both rims are one farm.
    pub neighbouring_gaps_join_fields: Ruling,
    /// Whether a monastery is complete once each of the 8 spaces around it
    /// holds at least one tile (a half-filled space counts).
    pub monastery_needs_each_space_occupied: Ruling,
    /// Whether a barn needs four fully occupied field corners.
    pub barn_needs_full_corners: Ruling,
    /// Whether a bridge needs a space holding two halflings.
    pub bridge_needs_two_halflings: Ruling,
    /// Whether figures (dragon, tower, flier, plague) move and measure on the
    /// grid of spaces rather than tile by tile.
    pub figures_use_spaces: Ruling,
}

impl Gaps {
    /// Every ruling about gaps with its key as the manifest writes it, in
    /// the manifest's order.
    pub fn each(&self) -> [(&'static str, &Ruling); 8] {
        [
            ("city_with_gap_complete", &self.city_with_gap_complete),
            ("road_with_gap_complete", &self.road_with_gap_complete),
            ("gap_interrupts_field", &self.gap_interrupts_field),
            (
                "neighbouring_gaps_join_fields",
                &self.neighbouring_gaps_join_fields,
            ),
            (
                "monastery_needs_each_space_occupied",
                &self.monastery_needs_each_space_occupied,
            ),
            ("barn_needs_full_corners", &self.barn_needs_full_corners),
            (
                "bridge_needs_two_halflings",
                &self.bridge_needs_two_halflings,
            ),
            ("figures_use_spaces", &self.figures_use_spaces),
        ]
    }

    /// The ruling under `key`, as [`Gaps::each`] names it, to change.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Ruling> {
        Some(match key {
            "city_with_gap_complete" => &mut self.city_with_gap_complete,
            "road_with_gap_complete" => &mut self.road_with_gap_complete,
            "gap_interrupts_field" => &mut self.gap_interrupts_field,
            "neighbouring_gaps_join_fields" => &mut self.neighbouring_gaps_join_fields,
            "monastery_needs_each_space_occupied" => &mut self.monastery_needs_each_space_occupied,
            "barn_needs_full_corners" => &mut self.barn_needs_full_corners,
            "bridge_needs_two_halflings" => &mut self.bridge_needs_two_halflings,
            "figures_use_spaces" => &mut self.figures_use_spaces,
            _ => return None,
        })
    }
}

/// One yes-or-no question of the rules and how a rules version answers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    /// The answer; for an open question, the reading the reference engine
    /// takes.
    pub value: bool,
    /// Where the answer stands: printed rules, an official clarification,
    /// an adaptation, an open question, a house rule or this project's
    /// inference.
    pub standing: Standing,
    /// The edition whose rules print it (`C1`) or the date of the
    /// clarification (`2021-01`), as [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// Where the answer comes from, or why the engine reads an open
    /// question this way. Required when the question is open or the answer
    /// is this project's inference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 400)))]
    pub note: Option<String>,
}

impl Ruling {
    /// Whether the sources settle the question: it is neither
    /// [`Standing::Open`] nor this project's [`Standing::Inference`]. An
    /// engine written from the sources may read an unsettled one otherwise.
    pub fn settled(&self) -> bool {
        !matches!(self.standing, Standing::Open | Standing::Inference)
    }
}

/// What a [`Standing`] names as its source: an edition's id (`C1`) or a
/// date `YYYY-MM` (`2021-01`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct Source(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^(C[0-9]|[0-9]{4}-[0-9]{2})$"))
    )]
    pub String,
);

impl std::ops::Deref for Source {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

/// Where a statement of the rules stands: who says it, and with what
/// weight. Every ruling, note and question of the manifest states one, and
/// the rule sheet marks each statement with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// Printed in an edition's rules: `source` names the edition (`C1`),
    /// or none for every edition's.
    Rules,
    /// An official clarification by the publisher: `source` is its date
    /// (`2021-01`).
    Clarification,
    /// What the sources derive from a clarification's general principles
    /// or by analogy with an official rule, with no ruling of its own;
    /// `source` may date the principles it applies.
    Adaptation,
    /// A question the sources say has no official answer; the value is the
    /// reading taken here, and `note` says why.
    Open,
    /// A house rule or community reading that the sources give; none of
    /// them official. `source` may date it.
    HouseRule,
    /// This project's own inference, which no source states; `note` says
    /// what it follows from.
    Inference,
}

impl Standing {
    /// The name the manifest writes: `rules`, `house-rule`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Standing::Rules => "rules",
            Standing::Clarification => "clarification",
            Standing::Adaptation => "adaptation",
            Standing::Open => "open",
            Standing::HouseRule => "house-rule",
            Standing::Inference => "inference",
        }
    }

    /// What `source` must be for this standing, if it is wrong: an
    /// edition's id among `editions` for [`Standing::Rules`] (or none), a
    /// date `YYYY-MM` for a clarification (required), an adaptation or a
    /// house rule (optional), and nothing for an open question or an
    /// inference.
    pub fn source_problem(self, source: Option<&str>, editions: &[&str]) -> Option<String> {
        let is_date = |s: &str| {
            s.split_once('-').is_some_and(|(year, month)| {
                year.len() == 4
                    && year.bytes().all(|b| b.is_ascii_digit())
                    && month.len() == 2
                    && month.parse::<u8>().is_ok_and(|m| (1..=12).contains(&m))
            })
        };
        match (self, source) {
            (Standing::Rules, None) => None,
            (Standing::Rules, Some(s)) if editions.contains(&s) => None,
            (Standing::Rules, Some(s)) if editions.is_empty() => Some(format!(
                "`{s}` is not an edition: the manifest declares none"
            )),
            (Standing::Rules, Some(s)) => Some(format!(
                "`{s}` is not an edition; printed rules name one of {}",
                editions.join(", ")
            )),
            (Standing::Clarification, None) => {
                Some("a clarification gives its date as `source`, such as `2021-01`".to_owned())
            }
            (Standing::Clarification | Standing::Adaptation | Standing::HouseRule, Some(s))
                if !is_date(s) =>
            {
                Some(format!(
                    "`{s}` is not a date; a {} is dated as `YYYY-MM`, such as `2021-01`",
                    self.name()
                ))
            }
            (Standing::Open | Standing::Inference, Some(s)) => Some(format!(
                "an {} has no source (`{s}`): no source settles it",
                if self == Standing::Open {
                    "open question"
                } else {
                    "inference"
                }
            )),
            _ => None,
        }
    }

    /// The standing in words, after "is": "an open question".
    pub const fn described(self) -> &'static str {
        match self {
            Standing::Rules => "printed in the rules",
            Standing::Clarification => "an official clarification",
            Standing::Adaptation => "an adaptation",
            Standing::Open => "an open question",
            Standing::HouseRule => "a house rule",
            Standing::Inference => "this project's inference",
        }
    }

    /// Whether a statement of this standing must say in its note why it is
    /// read so.
    pub const fn needs_note(self) -> bool {
        matches!(self, Standing::Open | Standing::Inference)
    }
}

/// The base game's scoring, which every rules version builds on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BaseGame {
    /// Points per tile of a completed city.
    pub city_tile: u8,
    /// Points per pennant of a completed city.
    pub city_pennant: u8,
    /// Points per tile of a city left unfinished at game end.
    pub unfinished_city_tile: u8,
    /// Points per pennant of a city left unfinished at game end.
    pub unfinished_city_pennant: u8,
    /// Points per tile of a road, complete or not.
    pub road_tile: u8,
    /// Points per tile a monastery counts: its own and those around it,
    /// complete or not.
    pub monastery_tile: u8,
    /// Points a farm scores at game end for each completed city its field
    /// borders.
    pub farm_city: u8,
    /// Followers each player starts with; one placed on a feature comes
    /// back when the feature is scored during the game.
    #[cfg_attr(feature = "schema", schemars(range(min = 1)))]
    pub followers: u8,
    /// Who scores a feature that holds followers.
    pub majority: Majority,
}

/// Who scores a feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Majority {
    /// The players with the most followers on the feature; tied players
    /// each score in full.
    MostFollowersTiesScoreInFull,
}

/// The rule of one expansion symbol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SymbolRule {
    /// Which symbol.
    pub kind: SymbolKind,
    /// The expansion whose rules apply.
    pub expansion: String,
    /// Points the symbol is worth, where it has a fixed value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u8>,
    /// The rule, in one or two sentences.
    pub rule: String,
    /// Where the rule stands: the printed rules (the default) or the
    /// clarification or adaptation that words it.
    #[serde(default = "printed_rules")]
    pub standing: Standing,
    /// The edition (`C2`) or the date (`2014-11`) behind the rule, as
    /// [`Standing`] asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
}

impl RulesVersion {
    /// Every ruling of the version with its key as the manifest writes it:
    /// the gap rulings in the manifest's order ([`Gaps::each`]), then
    /// `pennants_in_shared_space`.
    pub fn rulings(&self) -> [(&'static str, &Ruling); 9] {
        let [a, b, c, d, e, f, g, h] = self.gaps.each();
        [
            a,
            b,
            c,
            d,
            e,
            f,
            g,
            h,
            ("pennants_in_shared_space", &self.pennants_in_shared_space),
        ]
    }

    /// The ruling under `key`, as [`RulesVersion::rulings`] names it.
    pub fn ruling(&self, key: &str) -> Option<&Ruling> {
        self.rulings()
            .into_iter()
            .find(|(k, _)| *k == key)
            .map(|(_, ruling)| ruling)
    }
}

impl Expansion {
    /// The set with this id.
    pub fn set(&self, id: &SetId) -> Option<&TileSet> {
        self.set.iter().find(|s| &s.id == id)
    }

    /// The rules version with this id.
    pub fn rules_version(&self, id: &str) -> Option<&RulesVersion> {
        self.rules.iter().find(|r| r.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::shipped;

    fn label(text: &str) -> SetLabel {
        SetLabel(text.to_owned())
    }

    #[test]
    fn a_label_of_one_to_three_printable_characters_can_be_drawn() {
        // Characters, not bytes: "ÄÖÜ" is six bytes.
        for ok in ["F", "H3", "ÄÖÜ"] {
            assert_eq!(label(ok).problem(), None, "{ok:?}");
        }
    }

    #[test]
    fn an_empty_label_or_one_of_four_characters_does_not_fit_the_badge() {
        assert_eq!(
            label("").problem().as_deref(),
            Some("the set's label is empty")
        );
        let long = label("ABCD").problem().unwrap();
        assert!(long.contains("has 4 characters"), "{long}");
    }

    #[test]
    fn a_label_holding_a_space_or_an_invisible_character_is_refused_by_its_code_point() {
        for (text, code) in [
            ("A B", "U+0020"),
            ("A\t", "U+0009"),
            ("A\u{200b}", "U+200B"),
            ("\u{feff}", "U+FEFF"),
        ] {
            let problem = label(text).problem().unwrap_or_else(|| panic!("{text:?}"));
            assert!(problem.contains(code), "{text:?}: {problem}");
        }
    }

    #[test]
    fn a_sets_own_label_is_written_as_a_table_and_named_by_its_text() {
        #[derive(Deserialize)]
        struct Marked {
            symbol: SetSymbol,
        }
        let marked: Marked = toml::from_str("symbol = { label = \"F\" }").unwrap();
        assert_eq!(marked.symbol, SetSymbol::Label(label("F")));
        assert_eq!(marked.symbol.describe(), "the label \"F\"");
        assert_eq!(SetSymbol::Pentagon.describe(), "a pentagon");
    }

    #[test]
    fn the_manifest_finds_both_sets_of_12_by_their_folder() {
        let expansion: Expansion = shipped("expansion.toml");
        let set = |id: &str| expansion.set(&SetId(id.to_owned()));
        let one = set("halflings-1").unwrap();
        assert_eq!(
            (one.prefix.as_str(), &one.symbol, one.tiles),
            ("h1", &SetSymbol::Pentagon, 12)
        );
        let two = set("halflings-2").unwrap();
        assert_eq!(
            (two.prefix.as_str(), &two.symbol, two.tiles),
            ("h2", &SetSymbol::Follower, 12)
        );
        assert!(set("halflings-3").is_none());
    }

    #[test]
    fn the_rules_versions_count_halflings_as_the_table_of_editions_says() {
        use Counting::{PerHalfling as Halfling, PerSpace as Space};
        let expansion: Expansion = shipped("expansion.toml");
        let counting = |id: &str| {
            let r = expansion
                .rules_version(id)
                .unwrap_or_else(|| panic!("no rules version {id}"));
            (r.road_city, r.monastery, r.max_monastery)
        };
        assert_eq!(counting("2014"), (Space, Space, 9));
        assert_eq!(counting("2015-10"), (Halfling, Halfling, 18));
        assert_eq!(counting("2020"), (Halfling, Space, 9));
        assert_eq!(counting("2021-01"), (Space, Space, 9));
        assert!(expansion.rules_version("2016").is_none());
        // 1/2021 is current, and it rules that a gap leaves a city open and
        // interrupts a field.
        let current = expansion.rules_version(&expansion.current_rules).unwrap();
        assert_eq!(current.id, "2021-01");
        assert!(!current.gaps.city_with_gap_complete.value);
        assert!(current.gaps.gap_interrupts_field.value);
        assert!(current.gaps.gap_interrupts_field.settled());
        assert_eq!(
            current.gaps.gap_interrupts_field.standing,
            Standing::Clarification
        );
    }
}
