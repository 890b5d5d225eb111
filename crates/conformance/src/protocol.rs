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

use std::io::{BufRead, Read, Write};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::reference::{Engine, answer};
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

/// The longest request line [`serve`] reads: 16 MiB, as long as the
/// longest answer the runner reads (`halflings_runner::MAX_LINE`). A
/// `start` carries the whole of `tiles.json`, some hundred KiB for the
/// repository's tiles. A longer line is read to its end and dropped, never
/// kept whole, and answered as a request that is not one.
pub const MAX_REQUEST: u64 = 16 * 1024 * 1024;

/// The reference engine behind the protocol: reads requests from `input`
/// and writes answers to `output` until `stop` or the end of the input.
/// It plays with its own deck, rules versions and editions (`engine`);
/// the tiles in `start` are for engines that have none. A line that is not a request,
/// one longer than [`MAX_REQUEST`] included, is answered with seq 0 and
/// `errored`, and the engine reads on.
pub fn serve(
    engine: &Engine<'_>,
    mut input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<()> {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if (&mut input).take(MAX_REQUEST).read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let too_long = !buf.ends_with(b"\n") && buf.len() as u64 == MAX_REQUEST;
        let reply = if too_long {
            not_a_request(&format!(
                "a line longer than {MAX_REQUEST} bytes (the rest of it is dropped)"
            ))
        } else if let Err(e) = std::str::from_utf8(&buf) {
            not_a_request(&format!("not UTF-8 ({e})"))
        } else {
            let line = String::from_utf8_lossy(&buf);
            if line.trim().is_empty() {
                continue;
            }
            match serde_json::from_str::<Request>(&line) {
                Ok(Request::Start { .. }) => serde_json::to_string(&Started {
                    name: "halflings".into(),
                    language: "rust".into(),
                    version: Some(env!("CARGO_PKG_VERSION").into()),
                    rules: engine
                        .versions
                        .iter()
                        .map(|r| r.version.id.clone())
                        .collect(),
                }),
                Ok(Request::Run { seq, case }) => {
                    let outcome =
                        match answer(engine, case.kind, case.rules.as_deref(), &case.input) {
                            Ok(a) => Outcome::Result(a),
                            Err(e) => Outcome::Errored(e.0),
                        };
                    serde_json::to_string(&Ran { seq, outcome })
                }
                Ok(Request::Stop) => return Ok(()),
                Err(e) => not_a_request(&e.to_string()),
            }
        }
        .map_err(std::io::Error::other)?;
        writeln!(output, "{reply}")?;
        output.flush()?;
        if too_long {
            // Answered before the rest is read: a writer that never ends
            // the line is answered all the same.
            skip_line(&mut input)?;
        }
    }
}

/// The answer to a line that is not a request, and why: seq 0, errored.
fn not_a_request(why: &str) -> serde_json::Result<String> {
    serde_json::to_string(&Ran {
        seq: 0,
        outcome: Outcome::Errored(format!("not a request: {why}")),
    })
}

/// Reads `input` up to the end of the line, or of the input, keeping
/// nothing.
fn skip_line(input: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(());
            }
            None => {
                let n = chunk.len();
                input.consume(n);
            }
        }
    }
}
