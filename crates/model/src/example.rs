//! A worked example, as written in `tiles/examples/<name>.toml`: a board
//! of normal tiles and halflings with followers, what the sources say
//! about it, and the result the rules engine must reach under every rules
//! version, or one placement to try and whether the rules allow it.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The most tiles a worked example's board may place, and the most turns
/// its game may take.
pub const MAX_PLACEMENTS: usize = 400;

/// A worked example.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", schemars(title = "Halflings worked example"))]
pub struct Example {
    /// A short title, such as "A city completed with halflings".
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 80)))]
    pub title: String,
    /// What the example shows and where the sources give it, in a sentence
    /// or two.
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 600)))]
    pub description: String,
    /// A board: the tiles on it, in the order they were placed, with the
    /// followers standing on them. Each must be a legal placement on the
    /// tiles before it (the first goes anywhere). Followers on a board are
    /// where they stand; the follower rule is a game's (`turn`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_PLACEMENTS)))]
    pub place: Vec<Placement>,
    /// A game: its players, in turn order, each with the base game's
    /// followers. Required with `turn`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", schemars(length(max = 8)))]
    pub players: Vec<PlayerName>,
    /// A game: its turns in order. After each, the features it completed
    /// are scored and their followers go back; after the last, whatever is
    /// unfinished and every farm. An example has `place` or `turn`, not
    /// both.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_PLACEMENTS)))]
    pub turn: Vec<TurnAt>,
    /// When the board is scored. Required with `expect` on a board; a
    /// game is always played to its end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<ScoringTime>,
    /// The points each player scores, under every rules version of the
    /// manifest, by the version's id: for a game, the final points. A
    /// player left out scores 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<BTreeMap<String, BTreeMap<PlayerName, u32>>>,
    /// A placement to try on the board, and what the rules say about it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "try")]
    pub attempt: Option<Attempt>,
}

/// A player's name: lower case, such as `red` or `blue`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct PlayerName(
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,15}$"))
    )]
    pub String,
);

/// One tile on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Placement {
    /// The tile: a halfling's id (`h1-01`) or a normal tile's (`city-cap`).
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub tile: String,
    /// Its space, `[x, y]`: x to the east, y to the south.
    pub at: [i32; 2],
    /// Its rotation in degrees clockwise: 0, 90, 180 or 270.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("enum" = [0, 90, 180, 270])))]
    pub rotation: u16,
    /// Followers on the tile's features.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub followers: Vec<FollowerAt>,
}

/// One turn of a game: a tile placed, and perhaps a follower on one of
/// its features.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TurnAt {
    /// Whose turn it is: one of `players`.
    pub player: PlayerName,
    /// The tile: a halfling's id (`h1-01`) or a normal tile's (`city-cap`).
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub tile: String,
    /// Its space, `[x, y]`: x to the east, y to the south.
    pub at: [i32; 2],
    /// Its rotation in degrees clockwise: 0, 90, 180 or 270.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("enum" = [0, 90, 180, 270])))]
    pub rotation: u16,
    /// The feature of this tile, by its id, that takes one of the player's
    /// followers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub follower: Option<String>,
}

/// A follower on one feature of a tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FollowerAt {
    /// Whose follower it is.
    pub player: PlayerName,
    /// The feature it stands on, by its id on the tile, such as `city`.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub feature: String,
}

/// When a worked example is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ScoringTime {
    /// Every completed city, road and monastery with followers scores, as
    /// the moment it was completed.
    Completed,
    /// Game end: every feature with followers scores, finished or not,
    /// farms included.
    GameEnd,
}

/// A placement to try.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// The tile.
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub tile: String,
    /// Its space, `[x, y]`.
    pub at: [i32; 2],
    /// Its rotation in degrees clockwise.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("enum" = [0, 90, 180, 270])))]
    pub rotation: u16,
    /// The player who would place it: needed with `follower`, and in a
    /// game one of its players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerName>,
    /// The feature of the tile, by its id, to put the player's follower on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "schema",
        schemars(regex(pattern = r"^[a-z][a-z0-9-]{0,31}$"))
    )]
    pub follower: Option<String>,
    /// `legal`, or the reason the rules refuse the tile or the follower.
    pub expect: Verdict,
}

/// What the rules say about a placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The placement is allowed.
    Legal,
    /// Every copy of the tile is already on the board.
    AllCopiesPlaced,
    /// The space is already full.
    SpaceTaken,
    /// The halfling in the space does not meet this one long side to long side.
    LongSidesDoNotMeet,
    /// A side touches a tile whose side does not continue it.
    SideDoesNotContinue,
    /// No side lies along a placed tile's side; the shapes share only a
    /// corner point.
    CornerOnly,
    /// The tile's shape shares no point with a placed tile's.
    NotAdjacent,
    /// The follower's feature is not one of the placed tile's.
    NotOnTheTile,
    /// The follower's feature, joined across the board, already holds a
    /// follower.
    FeatureTaken,
    /// The player has no follower left.
    NoFollowerLeft,
}

/// The name serde gives the verdict, such as `corner-only`: the enum's
/// `rename_all` is the one statement of the names.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.serialize(f)
    }
}

impl Verdict {
    /// The name used in the TOML files, the conformance suite and the
    /// engine's answers, such as `corner-only`: the verdict as serde
    /// writes it.
    pub fn name(self) -> &'static str {
        // `ALL` lists the verdicts in the order they are declared.
        static NAMES: OnceLock<[String; 10]> = OnceLock::new();
        &NAMES.get_or_init(|| Verdict::ALL.map(|v| v.to_string()))[self as usize]
    }

    /// Every verdict, legal first, then the placement refusals, then the
    /// follower refusals.
    pub const ALL: [Verdict; 10] = [
        Verdict::Legal,
        Verdict::AllCopiesPlaced,
        Verdict::SpaceTaken,
        Verdict::LongSidesDoNotMeet,
        Verdict::SideDoesNotContinue,
        Verdict::CornerOnly,
        Verdict::NotAdjacent,
        Verdict::NotOnTheTile,
        Verdict::FeatureTaken,
        Verdict::NoFollowerLeft,
    ];

    /// Whether this refuses the follower rather than the tile.
    pub fn is_about_the_follower(self) -> bool {
        matches!(
            self,
            Verdict::NotOnTheTile | Verdict::FeatureTaken | Verdict::NoFollowerLeft
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::shipped;

    #[test]
    fn every_verdict_is_named_as_the_example_files_write_it() {
        #[derive(Deserialize)]
        struct Written {
            expect: Verdict,
        }
        for verdict in Verdict::ALL {
            let text = format!("expect = \"{}\"", verdict.name());
            let written: Written = toml::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(written.expect, verdict);
        }
    }

    #[test]
    fn a_placement_to_try_is_written_under_try_and_an_unturned_tile_has_rotation_0() {
        let example: Example = shipped("examples/placement-sharing-a-space.toml");
        assert_eq!(example.place.len(), 2);
        assert_eq!(example.place[0].rotation, 0);
        let attempt = example.attempt.unwrap();
        assert_eq!(
            (attempt.tile.as_str(), attempt.at, attempt.rotation),
            ("h1-06", [0, 1], 180)
        );
        assert_eq!(attempt.expect, Verdict::Legal);
        assert_eq!((example.scoring, example.expect), (None, None));
    }
}
