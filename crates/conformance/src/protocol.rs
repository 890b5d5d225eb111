//! The line protocol between the runner and an engine under test: one
//! JSON object per line on the engine's standard input, one per line on
//! its standard output, in this order:
//!
//! 1. `{"cmd": "start", ...}`: the protocol's version and `tiles.json`;
//!    the engine answers its name, language and the rules versions it
//!    plays ([`Started`]).
//! 2. `{"cmd": "run", "seq": 1, "case": {...}}`, once per case: the engine
//!    answers `{"seq": 1, "result": {...}}`, `{"seq": 1, "skipped":
//!    "why"}` or `{"seq": 1, "errored": "why"}` ([`Ran`]).
//! 3. `{"cmd": "stop"}`: the engine exits; no answer.
//!
//! Anything an engine writes to standard error is its own; the runner
//! shows its last lines when the engine crashes. Every message has a JSON
//! schema (`schema/protocol-*.schema.json`), derived from these types.

use std::io::{BufRead, Write};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use halflings_engine::{Deck, Rules};

use crate::reference::answer;
use crate::suite::{Answer, CaseKind, Input};

/// The protocol's version.
pub const PROTOCOL: u32 = 1;

/// A message from the runner to the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "cmd", rename_all = "kebab-case")]
#[schemars(title = "Halflings conformance protocol: a message to the engine")]
pub enum Request {
    /// The first message: the engine loads the tiles and answers with
    /// [`Started`].
    Start {
        /// The protocol's version (1).
        protocol: u32,
        /// The SHA-256 of the definitions `tiles` was made from (its
        /// `source_sha256`).
        catalog_sha256: String,
        /// The whole of `tiles.json` for those definitions: the tiles,
        /// the normal tiles and the manifest's rules.
        tiles: serde_json::Value,
    },
    /// One case to play; the engine answers with [`Ran`].
    Run {
        /// The number of this request, which the answer repeats.
        seq: u64,
        /// The case, without its expected answer.
        case: Question,
    },
    /// The last message: the engine exits.
    Stop,
}

/// A case as the engine gets it: everything but the answer and the tags.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// The case's id.
    pub id: String,
    /// What the case asks.
    pub kind: CaseKind,
    /// The rules version to play under; absent where none changes the
    /// answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// The board, the game or the try.
    pub input: Input,
}

/// The engine's answer to `start`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Halflings conformance protocol: the engine has started")]
pub struct Started {
    /// The engine's name.
    #[schemars(length(min = 1, max = 100))]
    pub name: String,
    /// The language it is written in, such as `rust` or `python`.
    #[schemars(length(min = 1, max = 40))]
    pub language: String,
    /// Its version, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// The rules versions it plays, by id; the runner does not send it
    /// cases of other versions.
    pub rules: Vec<String>,
}

/// The engine's answer to `run`: its result, or why it has none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "Halflings conformance protocol: the engine's answer to a case")]
pub struct Ran {
    /// The `seq` of the request.
    pub seq: u64,
    /// The result, or why there is none.
    #[serde(flatten)]
    pub outcome: Outcome,
}

/// What became of a case in the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The engine's answer.
    Result(Answer),
    /// The engine does not play this case (a rule it leaves out), and why.
    Skipped(String),
    /// The engine could not play the case, and why.
    Errored(String),
}

/// The JSON schemas of the protocol's messages, by their file name under
/// `schema/`.
pub fn schemas() -> Vec<(&'static str, serde_json::Value)> {
    use halflings_model::schema::schema_of;
    vec![
        ("protocol-request.schema.json", schema_of::<Request>()),
        ("protocol-started.schema.json", schema_of::<Started>()),
        ("protocol-ran.schema.json", schema_of::<Ran>()),
    ]
}

/// The reference engine behind the protocol: reads requests from `input`
/// and writes answers to `output` until `stop` or the end of the input.
/// It plays with its own `deck` and rules `versions`; the tiles in
/// `start` are for engines that have none.
pub fn serve(
    deck: &Deck,
    versions: &[Rules<'_>],
    input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = match serde_json::from_str::<Request>(&line) {
            Ok(Request::Start { .. }) => serde_json::to_string(&Started {
                name: "halflings".into(),
                language: "rust".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
                rules: versions.iter().map(|r| r.version.id.clone()).collect(),
            }),
            Ok(Request::Run { seq, case }) => {
                let outcome = match answer(
                    deck,
                    versions,
                    case.kind,
                    case.rules.as_deref(),
                    &case.input,
                ) {
                    Ok(a) => Outcome::Result(a),
                    Err(e) => Outcome::Errored(e.0),
                };
                serde_json::to_string(&Ran { seq, outcome })
            }
            Ok(Request::Stop) => return Ok(()),
            Err(e) => serde_json::to_string(&Ran {
                seq: 0,
                outcome: Outcome::Errored(format!("not a request: {e}")),
            }),
        }
        .map_err(std::io::Error::other)?;
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}
