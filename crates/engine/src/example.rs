//! Playing a worked example: build its board placement by placement,
//! put its followers on, and score it under every rules version.

use std::collections::BTreeMap;

use super::board::{Board, Refusal};
use super::face::Deck;
use super::score::{Follower, Rules, Score, When, score_all};
use halflings_model::{Example, Expansion, Rotation, ScoringTime, Verdict};

/// A worked example played out.
#[derive(Clone, Debug)]
pub struct Played {
    /// The board.
    pub board: Board,
    /// The followers on it.
    pub followers: Vec<Follower>,
    /// The score under each rules version of the manifest, oldest first
    /// (empty when the example only tries a placement).
    pub scores: Vec<Score>,
    /// What the rules say about the example's placement to try.
    pub verdict: Option<Verdict>,
}

/// What is wrong with an example, and where: a JSON pointer into the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where, as a JSON pointer such as `/place/2/tile`.
    pub pointer: String,
    /// What, in a sentence.
    pub message: String,
    /// How to fix it.
    pub help: Option<String>,
    /// The tile id the deck does not hold, when that is the problem, so
    /// that a caller can suggest the nearest one.
    pub unknown_tile: Option<String>,
}

impl Problem {
    fn new(pointer: String, message: String) -> Problem {
        Problem {
            pointer,
            message,
            help: None,
            unknown_tile: None,
        }
    }

    fn help(mut self, help: impl Into<String>) -> Problem {
        self.help = Some(help.into());
        self
    }
}

/// The rotation written as `degrees`, if it is a quarter turn.
pub fn rotation(degrees: u16) -> Option<Rotation> {
    (degrees.is_multiple_of(90) && degrees < 360).then(|| Rotation::new((degrees / 90) as u8))
}

/// The verdict that matches a refusal.
pub fn verdict(result: &Result<(), Refusal>) -> Verdict {
    match result {
        Ok(()) => Verdict::Legal,
        Err(Refusal::AllCopiesPlaced) => Verdict::AllCopiesPlaced,
        Err(Refusal::SpaceTaken) => Verdict::SpaceTaken,
        Err(Refusal::LongSidesDoNotMeet) => Verdict::LongSidesDoNotMeet,
        Err(Refusal::SideDoesNotContinue { .. }) => Verdict::SideDoesNotContinue,
        Err(Refusal::LongSideTowardsTile) => Verdict::LongSideTowardsTile,
        Err(Refusal::CornerOnly) => Verdict::CornerOnly,
        Err(Refusal::NotAdjacent) => Verdict::NotAdjacent,
    }
}

fn face_of(deck: &Deck, id: &str, pointer: String) -> Result<usize, Problem> {
    deck.index_of(id).ok_or_else(|| {
        let mut p = Problem::new(pointer, format!("there is no tile `{id}`"))
            .help("name a halfling (such as `h1-01`) or a normal tile under tiles/base-game/");
        p.unknown_tile = Some(id.to_owned());
        p
    })
}

/// Plays `example` with the tiles of `deck` under every rules version of
/// `expansion`. Returns every problem found on the way, each located.
pub fn play(example: &Example, deck: &Deck, expansion: &Expansion) -> Result<Played, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut board = Board::new();
    let mut followers = Vec::new();
    for (i, p) in example.place.iter().enumerate() {
        let face = match face_of(deck, &p.tile, format!("/place/{i}/tile")) {
            Ok(face) => face,
            Err(problem) => {
                problems.push(problem);
                continue;
            }
        };
        let Some(r) = rotation(p.rotation) else {
            problems.push(
                Problem::new(
                    format!("/place/{i}/rotation"),
                    format!("{} is not a quarter turn", p.rotation),
                )
                .help("write 0, 90, 180 or 270"),
            );
            continue;
        };
        let space = (p.at[0], p.at[1]);
        let piece = match board.place(deck, face, space, r) {
            Ok(piece) => piece,
            Err(refusal) => {
                problems.push(
                    Problem::new(
                        format!("/place/{i}"),
                        format!(
                            "{} cannot go at [{}, {}] turned {}: {}",
                            p.tile,
                            space.0,
                            space.1,
                            p.rotation,
                            refusal.describe()
                        ),
                    )
                    .help("list the tiles in an order in which each placement is legal, or fix the rotation"),
                );
                continue;
            }
        };
        for (j, f) in p.followers.iter().enumerate() {
            match deck.face(face).segment(&f.feature) {
                Some(segment) => followers.push(Follower {
                    player: f.player.0.clone(),
                    piece,
                    segment,
                }),
                None => {
                    let ids: Vec<&str> = deck
                        .face(face)
                        .segments
                        .iter()
                        .map(|s| s.id.as_str())
                        .collect();
                    problems.push(
                        Problem::new(
                            format!("/place/{i}/followers/{j}/feature"),
                            format!("{} has no feature `{}`", p.tile, f.feature),
                        )
                        .help(format!("its features are {}", ids.join(", "))),
                    );
                }
            }
        }
    }
    let mut verdict = None;
    if let Some(t) = &example.attempt {
        match (
            face_of(deck, &t.tile, "/try/tile".into()),
            rotation(t.rotation),
        ) {
            (Ok(face), Some(r)) => {
                verdict = Some(super::example::verdict(&board.check(
                    deck,
                    face,
                    (t.at[0], t.at[1]),
                    r,
                )));
            }
            (Err(p), _) => problems.push(p),
            (_, None) => problems.push(Problem::new(
                "/try/rotation".into(),
                format!("{} is not a quarter turn", t.rotation),
            )),
        }
    }
    match (&example.scoring, &example.expect, &example.attempt) {
        (Some(_), Some(_), _) | (None, None, Some(_)) => {}
        (None, Some(_), _) => problems.push(
            Problem::new(String::new(), "`expect` needs `scoring`".into())
                .help("add scoring = \"completed\" or scoring = \"game-end\""),
        ),
        (Some(_), None, _) => problems.push(
            Problem::new("/scoring".into(), "`scoring` without `expect`".into())
                .help("add an [expect] table with the points under every rules version"),
        ),
        (None, None, None) => problems.push(
            Problem::new(String::new(), "the example expects nothing".into())
                .help("add scoring and an [expect] table, or a [try] placement"),
        ),
    }
    if let Some(expect) = &example.expect {
        for version in expect.keys() {
            if expansion.rules_version(version).is_none() {
                problems.push(
                    Problem::new(
                        format!("/expect/{version}"),
                        format!("there is no rules version `{version}`"),
                    )
                    .help(format!("the versions are {}", version_ids(expansion))),
                );
            }
        }
        for r in &expansion.rules {
            if !expect.contains_key(&r.id) {
                problems.push(
                    Problem::new(
                        "/expect".into(),
                        format!("no result under rules version `{}`", r.id),
                    )
                    .help(format!(
                        "give the points under every version: {}",
                        version_ids(expansion)
                    )),
                );
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let scores = match example.scoring {
        Some(time) => {
            let when = match time {
                ScoringTime::Completed => When::Completed,
                ScoringTime::GameEnd => When::GameEnd,
            };
            score_all(&board, deck, &followers, &Rules::all(expansion), when)
        }
        None => Vec::new(),
    };
    Ok(Played {
        board,
        followers,
        scores,
        verdict,
    })
}

fn version_ids(expansion: &Expansion) -> String {
    expansion
        .rules
        .iter()
        .map(|r| format!("\"{}\"", r.id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where the played example disagrees with what it expects: one problem
/// per rules version (and for the placement), naming both results.
pub fn disagreements(example: &Example, played: &Played) -> Vec<Problem> {
    let mut problems = Vec::new();
    if let Some(expect) = &example.expect {
        for s in &played.scores {
            let Some(want) = expect.get(&s.rules) else {
                continue;
            };
            let want: BTreeMap<&str, u32> = want.iter().map(|(p, n)| (p.0.as_str(), *n)).collect();
            let got: BTreeMap<&str, u32> = s.totals.iter().map(|(p, n)| (p.as_str(), *n)).collect();
            let players: std::collections::BTreeSet<&str> =
                want.keys().chain(got.keys()).copied().collect();
            let differs = players
                .iter()
                .any(|p| want.get(p).copied().unwrap_or(0) != got.get(p).copied().unwrap_or(0));
            if differs {
                let show = |m: &BTreeMap<&str, u32>| {
                    players
                        .iter()
                        .map(|p| format!("{p} {}", m.get(p).copied().unwrap_or(0)))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                problems.push(
                    Problem::new(
                        format!("/expect/{}", s.rules),
                        format!(
                            "under rules version {} the engine scores {}, but the example expects {}",
                            s.rules,
                            show(&got),
                            show(&want)
                        ),
                    )
                    .help("run `halflings score` on this file for the breakdown"),
                );
            }
        }
    }
    if let (Some(t), Some(v)) = (&example.attempt, played.verdict)
        && t.expect != v
    {
        problems.push(Problem::new(
            "/try/expect".into(),
            format!(
                "the engine finds this placement {}, but the example expects {}",
                v.name(),
                t.expect.name()
            ),
        ));
    }
    problems
}
