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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{deck, example, example_from, expansion};

    /// The problems of playing `text`, an example file.
    fn problems(text: &str) -> Vec<Problem> {
        match play(&example_from(text), &deck(), &expansion()) {
            Ok(_) => panic!("played without a problem:\n{text}"),
            Err(problems) => problems,
        }
    }

    fn at<'a>(problems: &'a [Problem], pointer: &str) -> &'a Problem {
        problems
            .iter()
            .find(|p| p.pointer == pointer)
            .unwrap_or_else(|| panic!("no problem at {pointer}: {problems:#?}"))
    }

    #[test]
    fn an_unknown_tile_id_is_a_problem_that_names_the_id() {
        let problems = problems(
            r#"
            title = "Unknown tiles"
            description = "A halfling of a third set, on the board and to try."
            [[place]]
            tile = "h1-99"
            at = [0, 0]
            [try]
            tile = "h3-01"
            at = [1, 0]
            expect = "legal"
            "#,
        );
        let placed = at(&problems, "/place/0/tile");
        assert_eq!(placed.unknown_tile.as_deref(), Some("h1-99"));
        assert_eq!(placed.message, "there is no tile `h1-99`");
        let tried = at(&problems, "/try/tile");
        assert_eq!(tried.unknown_tile.as_deref(), Some("h3-01"));
    }

    #[test]
    fn a_rotation_that_is_not_a_quarter_turn_is_a_problem_at_that_rotation() {
        assert_eq!(rotation(270), Some(Rotation::new(3)));
        for degrees in [45, 360] {
            assert_eq!(rotation(degrees), None, "{degrees}");
        }
        let problems = problems(
            r#"
            title = "Half a quarter turn"
            description = "A tile turned 45 degrees."
            [[place]]
            tile = "h1-01"
            at = [0, 0]
            rotation = 45
            [try]
            tile = "h1-02"
            at = [1, 0]
            expect = "legal"
            "#,
        );
        let turned = at(&problems, "/place/0/rotation");
        assert_eq!(turned.message, "45 is not a quarter turn");
        assert_eq!(turned.unknown_tile, None);
    }

    #[test]
    fn a_placement_the_rules_refuse_and_a_follower_on_no_feature_are_located() {
        let problems = problems(
            r#"
            title = "Two mistakes"
            description = "A city leg against a field, and a follower on a monastery that is not there."
            [[place]]
            tile = "city-cap"
            at = [0, 0]
            followers = [{ player = "red", feature = "monastery" }]
            [[place]]
            tile = "h1-07"
            at = [1, 0]
            [try]
            tile = "h1-02"
            at = [0, 1]
            expect = "legal"
            "#,
        );
        assert_eq!(problems.len(), 2, "{problems:#?}");
        let refused = at(&problems, "/place/1");
        let reason = Refusal::SideDoesNotContinue { side: 2 }.describe();
        assert!(refused.message.ends_with(&reason), "{}", refused.message);
        let follower = at(&problems, "/place/0/followers/0/feature");
        assert_eq!(
            follower.help.as_deref(),
            Some("its features are city, field")
        );
    }

    #[test]
    fn an_expect_table_names_every_rules_version_of_the_manifest_and_no_other() {
        let problems = problems(
            r#"
            title = "A lone road"
            description = "One straight road, expected under a version that never was."
            scoring = "game-end"
            [[place]]
            tile = "straight-road"
            at = [0, 0]
            followers = [{ player = "red", feature = "road" }]
            [expect]
            "2014" = { red = 1 }
            "2015-10" = { red = 1 }
            "2020" = { red = 1 }
            "1999" = { red = 1 }
            "#,
        );
        assert_eq!(
            at(&problems, "/expect/1999").message,
            "there is no rules version `1999`"
        );
        assert_eq!(
            at(&problems, "/expect").message,
            "no result under rules version `2021-01`"
        );
    }

    #[test]
    fn a_played_example_that_disagrees_with_what_it_expects_says_both() {
        let deck = deck();
        let expansion = expansion();
        let mut city = example("city-completed");
        let played = play(&city, &deck, &expansion).unwrap();
        assert!(disagreements(&city, &played).is_empty());
        city.expect
            .as_mut()
            .unwrap()
            .get_mut("2021-01")
            .unwrap()
            .insert(halflings_model::PlayerName("red".into()), 10);
        let wrong = disagreements(&city, &played);
        assert_eq!(wrong.len(), 1);
        assert_eq!(wrong[0].pointer, "/expect/2021-01");
        assert!(
            wrong[0]
                .message
                .ends_with("the engine scores red 8, but the example expects red 10"),
            "{}",
            wrong[0].message
        );

        let mut sharing = example("placement-sharing-a-space");
        let played = play(&sharing, &deck, &expansion).unwrap();
        assert_eq!(played.verdict, Some(Verdict::Legal));
        sharing.attempt.as_mut().unwrap().expect = Verdict::CornerOnly;
        let wrong = disagreements(&sharing, &played);
        assert_eq!(wrong.len(), 1);
        assert_eq!(wrong[0].pointer, "/try/expect");
    }
}
