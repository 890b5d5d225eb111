//! The suite's format: cases an engine replays with `tiles.json` alone,
//! each tagged with what it exercises and holding the reference engine's
//! result.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use halflings_engine::{Record, Score};
use halflings_model::{Placement, ScoringTime, TurnAt, Verdict};

/// The version of the suite's format. 2 added games, follower tries,
/// tags, one rules version per case and the rulings a result depends on;
/// 3 names the data the cases were played on by `data_sha256` in place of
/// the whole catalog's `catalog_sha256`. (Whole games of the full deck,
/// the `deck` kind, came later as new fields: a reader of format 3 that
/// does not know them meets a kind it does not play.)
pub const FORMAT: u32 = 3;

/// A conformance suite, as written to `conformance.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Halflings conformance cases")]
pub struct Suite {
    /// The version of this format (3).
    #[schemars(range(min = 3, max = 3))]
    pub format: u32,
    /// The program that wrote the file.
    pub generator: String,
    /// The SHA-256 of the data the cases were played on: what an engine
    /// reads of the definitions (tiles, rules, points), not their names or
    /// prose. The same as `data_sha256` in the `tiles.json` to replay them
    /// with.
    #[schemars(regex(pattern = r"^[0-9a-f]{64}$"))]
    pub data_sha256: String,
    /// The rules versions of the cases, oldest first.
    pub rules: Vec<String>,
    /// Every tag a case may carry, with what it means.
    pub tags: BTreeMap<String, String>,
    /// The cases: the worked examples first, then the generated ones.
    pub cases: Vec<Case>,
}

/// What a case asks.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CaseKind {
    /// Score a board (`place`) at `scoring` time: the points per player.
    Board,
    /// Judge one more placement (`try`, perhaps with a follower) on a board
    /// (`place`): the verdict.
    Placement,
    /// Play a game (`players`, `turns`) to its end: every player's points
    /// after each turn and at the end; or, with `try`, judge one more turn.
    Game,
    /// Play back a whole game of the full deck under an edition (`record`:
    /// the setup, the stack, the hands and every move): every player's
    /// points after each move (`turns`), the final points (`points`),
    /// whether the game is over (`over`), the tiles put back in the box
    /// (`discarded`) and the halflings left in hand (`hands`).
    Deck,
}

/// One case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// The case's id, unique in the suite, such as
    /// `example/city-completed@2021-01` or `board/0042@2014`.
    pub id: String,
    /// What the case asks.
    pub kind: CaseKind,
    /// The rules version the case is played under; absent where no version
    /// changes the answer (a placement without a follower).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// What the case exercises, from the suite's `tags`.
    pub tags: Vec<String>,
    /// The unsettled rulings (keys of `[rules.gaps]`, or
    /// `pennants_in_shared_space`) whose other reading would change the
    /// expected result: the result is the reference engine's reading.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unsettled: Vec<String>,
    /// For a worked example, its title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// What the engine gets: the board, the game or the try.
    pub input: Input,
    /// The reference engine's answer.
    pub expect: Answer,
    /// For a board from a worked example: how each feature scored, to
    /// compare when the points differ.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<Score>,
}

/// What an engine gets to play a case: everything but the answer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Input {
    /// A board: the tiles in the order placed, each legal on the board
    /// before it, with the followers standing on them. `tile` is an id from
    /// `tiles` or `normal_tiles` of `tiles.json`, `at` the space `[x, y]`
    /// (y to the south), `rotation` degrees clockwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub place: Vec<Placement>,
    /// When a board is scored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<ScoringTime>,
    /// A game's players in turn order, each with the base game's followers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// A game's turns, each legal after the turns before it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turns: Vec<TurnAt>,
    /// One more placement (a turn, in a game) to judge.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "try")]
    pub attempt: Option<Try>,
    /// A whole game of the full deck (the `deck` kind), as it was dealt
    /// and played: the setup (players in turn order, the edition, the
    /// rules version, whether the halflings were drafted; the seed is for
    /// information, an engine needs none), the normal tiles in the order
    /// they are drawn (the start tile, placed first at `[0, 0]` unturned,
    /// is not among them), each player's halflings as dealt (empty in a
    /// draft, whose picks are moves) and the moves, each legal after the
    /// ones before it. A `draw` takes the next tile of the stack; a tile
    /// that fits nowhere is put back in the box and the next one drawn,
    /// all in the one move, and when none left fits the turn ends. The
    /// record may stop before the game's end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Box<Record>>,
}

/// A placement to judge, perhaps with a follower.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Try {
    /// The tile's id.
    pub tile: String,
    /// Its space, `[x, y]`.
    pub at: [i32; 2],
    /// Its rotation in degrees clockwise.
    pub rotation: u16,
    /// Whose tile and follower it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// The feature of the tile, by id, that takes the player's follower.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follower: Option<String>,
}

/// An engine's answer to a case; which fields it holds depends on the
/// case's kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// A board's points, or a game's final points, by player. A player
    /// without points may be left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<BTreeMap<String, u32>>,
    /// A game: every player's points after each turn; a deck game: after
    /// each move of its record, picks, draws and passes included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<Vec<BTreeMap<String, u32>>>,
    /// A try: `legal`, or the reason the tile or the follower is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// A deck game: whether the game is over after the record's last move,
    /// by its edition's end. Its `points` are the final points either
    /// way: the points of the moves and the end scoring of the board as
    /// it stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<bool>,
    /// A deck game: the normal tiles that fitted nowhere when drawn and
    /// went back in the box, by id, in the order drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarded: Option<Vec<String>>,
    /// A deck game: the halflings left in each player's hand after the
    /// record's last move, by id, in turn order (each hand in any order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<Vec<Vec<String>>>,
}

impl Answer {
    /// Whether `self` and `other` say the same, a player left out counting
    /// as 0 points.
    pub fn agrees(&self, other: &Answer) -> bool {
        fn same(a: &BTreeMap<String, u32>, b: &BTreeMap<String, u32>) -> bool {
            a.iter()
                .chain(b.iter())
                .all(|(p, _)| a.get(p).copied().unwrap_or(0) == b.get(p).copied().unwrap_or(0))
        }
        let points = match (&self.points, &other.points) {
            (Some(a), Some(b)) => same(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        let turns = match (&self.turns, &other.turns) {
            (Some(a), Some(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y)),
            (a, b) => a.is_none() && b.is_none(),
        };
        let hands = match (&self.hands, &other.hands) {
            (Some(a), Some(b)) => {
                let sorted = |h: &Vec<String>| {
                    let mut h = h.clone();
                    h.sort();
                    h
                };
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| sorted(x) == sorted(y))
            }
            (a, b) => a.is_none() && b.is_none(),
        };
        points
            && turns
            && hands
            && self.verdict == other.verdict
            && self.over == other.over
            && self.discarded == other.discarded
    }
}

/// The JSON schema of a suite file.
pub fn schema() -> serde_json::Value {
    halflings_model::schema::schema_of::<Suite>()
}
