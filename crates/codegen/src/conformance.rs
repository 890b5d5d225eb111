//! Conformance cases for any engine: every worked example with the results
//! this engine reaches under every rules version, in a form an engine in
//! another language can replay with `tiles.json` alone.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use halflings_catalog::Catalog;
use halflings_engine::Score;
use halflings_model::{Attempt, Placement, ScoringTime, Verdict};

/// The version of the conformance format.
pub const FORMAT: u32 = 1;

/// Every conformance case, as written to `conformance.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Halflings conformance cases")]
pub struct Conformance {
    /// The version of this format (1).
    #[schemars(range(min = 1, max = 1))]
    pub format: u32,
    /// The program that wrote the file.
    pub generator: String,
    /// The SHA-256 of the definitions the cases were played on; the same
    /// as `source_sha256` in the `tiles.json` to replay them with.
    pub catalog_sha256: String,
    /// The rules versions every case gives results for, oldest first.
    pub rules: Vec<String>,
    /// The cases, by name.
    pub cases: Vec<Case>,
}

/// One case: a board built placement by placement, then either scored or
/// asked about one more placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// The example's name, such as `city-completed`.
    pub name: String,
    /// Its title.
    pub title: String,
    /// What it shows.
    pub description: String,
    /// The tiles in the order placed: `tile` is an id from `tiles` or
    /// `normal_tiles` of `tiles.json`, `at` the space `[x, y]` (y to the
    /// south), `rotation` degrees clockwise. Every placement is legal on
    /// the board before it.
    pub place: Vec<Placement>,
    /// When the board is scored, for a scoring case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<ScoringTime>,
    /// For a scoring case: the points of every player with a follower on
    /// the board, by rules version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<BTreeMap<String, BTreeMap<String, u32>>>,
    /// For a scoring case: how each feature scored, by rules version, to
    /// compare when the totals differ.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<BTreeMap<String, Score>>,
    /// For a placement case: the placement and whether it is legal, or the
    /// reason it is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "try")]
    pub attempt: Option<Attempt>,
}

/// The conformance cases of `catalog`'s worked examples.
pub fn cases(catalog: &Catalog) -> Conformance {
    let expansion = catalog.expansion();
    let cases = catalog
        .examples()
        .iter()
        .map(|named| {
            let e = &named.example;
            let played = &named.played;
            let scored = !played.scores.is_empty();
            let expect = scored.then(|| {
                played
                    .scores
                    .iter()
                    .map(|s| (s.rules.clone(), s.totals.clone()))
                    .collect()
            });
            let breakdown = scored.then(|| {
                played
                    .scores
                    .iter()
                    .map(|s| (s.rules.clone(), s.clone()))
                    .collect()
            });
            let attempt = e.attempt.as_ref().map(|t| Attempt {
                expect: played.verdict.unwrap_or(Verdict::Legal),
                ..t.clone()
            });
            Case {
                name: named.name.clone(),
                title: e.title.clone(),
                description: e.description.clone(),
                place: e.place.clone(),
                scoring: e.scoring,
                expect,
                breakdown,
                attempt,
            }
        })
        .collect();
    Conformance {
        format: FORMAT,
        generator: halflings_catalog::GENERATOR.to_owned(),
        catalog_sha256: catalog.sha256().to_owned(),
        rules: expansion.rules.iter().map(|r| r.id.clone()).collect(),
        cases,
    }
}

/// The JSON schema of `conformance.json`.
pub fn schema() -> serde_json::Value {
    halflings_model::schema::schema_of::<Conformance>()
}
