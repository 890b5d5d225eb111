//! Playing a worked example through the engine: its board built placement
//! by placement and scored, or its game played turn by turn, under every
//! rules version, and its placement to try judged; then what it expects
//! (`[expect]`, `[try] expect`) compared with what the engine answered.
//!
//! The engine answers the questions (may this tile go here, what does this
//! board score); everything about the example's TOML, a rotation that is
//! no quarter turn, a tile the deck lacks, an expectation the engine does
//! not reach, is checked here, each problem at its JSON pointer.

use std::collections::BTreeMap;

use halflings_engine::{
    Board, Deck, Follower, Game, Rules, Score, Scored, Turn, TurnRefusal, rotation, score_all,
    try_on_board, turn_verdict,
};
use halflings_model::{Example, Expansion, Rotation, ScoringTime, Verdict};

use crate::limits::{MAX_BOARD_SPACES, MAX_TRY_DISTANCE};

/// A worked example played out.
#[derive(Clone, Debug)]
pub struct Played {
    /// The board; for a game, as it ends under the current rules version.
    pub board: Board,
    /// The followers on it; for a game, those standing at its end under
    /// the current rules version.
    pub followers: Vec<Follower>,
    /// A board's score under each rules version of the manifest, oldest
    /// first (empty for a game, or when the example only tries a
    /// placement).
    pub scores: Vec<Score>,
    /// A game played under each rules version, oldest first (empty for a
    /// board).
    pub games: Vec<GamePlayed>,
    /// What the rules say about the example's placement to try, when
    /// every version played says the same.
    pub verdict: Option<Verdict>,
    /// What each rules version played says about the placement to try,
    /// oldest first (empty without a try).
    pub verdicts: Vec<(String, Verdict)>,
}

impl Played {
    /// The points each player ends with, by rules version, oldest first:
    /// a board's scores, or a game's final points.
    pub fn results(&self) -> Vec<(&str, &BTreeMap<String, u32>)> {
        if self.games.is_empty() {
            self.scores
                .iter()
                .map(|s| (s.rules.as_str(), &s.totals))
                .collect()
        } else {
            self.games
                .iter()
                .map(|g| (g.rules.as_str(), &g.points))
                .collect()
        }
    }
}

/// A game played under one rules version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlayed {
    /// The rules version's id.
    pub rules: String,
    /// Each turn: what it scored and the points after it.
    pub turns: Vec<TurnPlayed>,
    /// The end scoring.
    pub end: Score,
    /// The final points, by player: the turns' and the end scoring's.
    pub points: BTreeMap<String, u32>,
}

/// One turn of a game, played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnPlayed {
    /// The features the turn completed that held followers, scored.
    pub scored: Vec<Scored>,
    /// Every player's points after the turn.
    pub points: BTreeMap<String, u32>,
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

fn face_of(deck: &Deck, id: &str, pointer: String) -> Result<usize, Problem> {
    deck.index_of(id).ok_or_else(|| {
        let mut p = Problem::new(pointer, format!("there is no tile `{id}`"))
            .help("name a halfling (such as `h1-01`) or a normal tile under tiles/base-game/");
        p.unknown_tile = Some(id.to_owned());
        p
    })
}

fn rotation_at(degrees: u16, pointer: String) -> Result<Rotation, Problem> {
    rotation(degrees).ok_or_else(|| {
        Problem::new(pointer, format!("{degrees} is not a quarter turn"))
            .help("write 0, 90, 180 or 270")
    })
}

/// A board's tiles and followers, placed in order; each player has
/// `supply` followers.
fn lay_board(
    example: &Example,
    deck: &Deck,
    supply: u8,
    problems: &mut Vec<Problem>,
) -> (Board, Vec<Follower>) {
    let mut board = Board::new();
    let mut followers = Vec::new();
    // Where each follower is written: its placement and its place there.
    let mut written = Vec::new();
    for (i, p) in example.place.iter().enumerate() {
        let face = match face_of(deck, &p.tile, format!("/place/{i}/tile")) {
            Ok(face) => face,
            Err(problem) => {
                problems.push(problem);
                continue;
            }
        };
        let r = match rotation_at(p.rotation, format!("/place/{i}/rotation")) {
            Ok(r) => r,
            Err(problem) => {
                problems.push(problem);
                continue;
            }
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
                Some(segment) => {
                    followers.push(Follower {
                        player: f.player.0.clone(),
                        piece,
                        segment,
                    });
                    written.push((i, j));
                }
                None => problems.push(
                    Problem::new(
                        format!("/place/{i}/followers/{j}/feature"),
                        format!("{} has no feature `{}`", p.tile, f.feature),
                    )
                    .help(format!("its features are {}", feature_ids(deck, face))),
                ),
            }
        }
    }
    if let Some((k, why)) = halflings_engine::unreachable(&followers, supply) {
        let (i, j) = written[k];
        problems.push(
            Problem::new(
                format!("/place/{i}/followers/{j}"),
                format!("no game reaches this board: {}", why.describe()),
            )
            .help(match why {
                halflings_engine::Unreachable::TwoOnOneTile => {
                    "keep one follower on this tile and move the other to a tile of its own"
                }
                halflings_engine::Unreachable::MoreThanTheSupply { .. } => {
                    "give some of them to another player, or take them off the board"
                }
            }),
        );
    }
    (board, followers)
}

fn feature_ids(deck: &Deck, face: usize) -> String {
    deck.face(face)
        .segments
        .iter()
        .map(|s| s.id.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A game's turns, checked for what does not depend on the rules: known
/// tiles, quarter turns, players of the game.
fn read_turns<'e>(example: &'e Example, deck: &Deck, problems: &mut Vec<Problem>) -> Vec<Turn<'e>> {
    let mut seen = std::collections::BTreeSet::new();
    for (k, p) in example.players.iter().enumerate() {
        if !seen.insert(&p.0) {
            problems.push(
                Problem::new(format!("/players/{k}"), format!("`{}` plays twice", p.0))
                    .help("name each player once"),
            );
        }
    }
    if example.players.is_empty() {
        problems.push(
            Problem::new("/turn".into(), "a game without players".into())
                .help("add players = [\"red\", \"blue\"] in turn order"),
        );
    }
    let mut turns = Vec::new();
    for (i, t) in example.turn.iter().enumerate() {
        // Players take turns in the order of `players`, round and round:
        // turn i is the (i mod n)-th player's. The file has no turn
        // numbers, so a turn out of order is one by the wrong player.
        let due =
            (!example.players.is_empty()).then(|| &example.players[i % example.players.len()]);
        if !example.players.contains(&t.player) {
            problems.push(
                Problem::new(
                    format!("/turn/{i}/player"),
                    format!("`{}` is not one of the game's players", t.player.0),
                )
                .help("name a player listed in `players`"),
            );
        } else if let Some(due) = due
            && *due != t.player
        {
            problems.push(
                Problem::new(
                    format!("/turn/{i}/player"),
                    format!(
                        "turn {} is `{}`'s, not `{}`'s: the players take turns in the order of \
                         `players`",
                        i + 1,
                        due.0,
                        t.player.0
                    ),
                )
                .help(format!(
                    "the turns go {}, then round again; put the turns in that order",
                    example
                        .players
                        .iter()
                        .map(|p| p.0.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            );
        }
        let face = face_of(deck, &t.tile, format!("/turn/{i}/tile"));
        let r = rotation_at(t.rotation, format!("/turn/{i}/rotation"));
        match (face, r) {
            (Ok(face), Ok(rotation)) => {
                if let Some(f) = &t.follower
                    && deck.face(face).segment(f).is_none()
                {
                    problems.push(
                        Problem::new(
                            format!("/turn/{i}/follower"),
                            format!("{} has no feature `{f}`", t.tile),
                        )
                        .help(format!("its features are {}", feature_ids(deck, face))),
                    );
                }
                turns.push(Turn {
                    player: &t.player.0,
                    face,
                    space: (t.at[0], t.at[1]),
                    rotation,
                    follower: t.follower.as_deref(),
                });
            }
            (face, r) => problems.extend(face.err().into_iter().chain(r.err())),
        }
    }
    turns
}

/// A game played under `rules` from its turns. The first refused turn is
/// a problem.
fn play_game<'d>(
    turns: &[Turn<'_>],
    players: &[String],
    deck: &'d Deck,
    rules: Rules<'d>,
) -> Result<(GamePlayed, Game<'d>), (usize, TurnRefusal)> {
    let mut game = Game::new(deck, rules, players);
    let mut played = Vec::with_capacity(turns.len());
    for (i, t) in turns.iter().enumerate() {
        let s = game.play(t).map_err(|r| (i, r))?;
        played.push(TurnPlayed {
            scored: s.scored,
            points: game.points().clone(),
        });
    }
    let end = game.end_score();
    let points = game.final_points();
    Ok((
        GamePlayed {
            rules: rules.version.id.clone(),
            turns: played,
            end,
            points,
        },
        game,
    ))
}

/// Plays a game's turns under every rules version; the game as it ends
/// under each.
pub fn play_games<'d>(
    turns: &[Turn<'_>],
    players: &[String],
    deck: &'d Deck,
    expansion: &'d Expansion,
) -> Result<Vec<(GamePlayed, Game<'d>)>, (String, usize, TurnRefusal)> {
    games_under(turns, players, deck, &Rules::all(expansion))
}

/// Plays a game's turns under each of `versions`.
fn games_under<'d>(
    turns: &[Turn<'_>],
    players: &[String],
    deck: &'d Deck,
    versions: &[Rules<'d>],
) -> Result<Vec<(GamePlayed, Game<'d>)>, (String, usize, TurnRefusal)> {
    versions
        .iter()
        .copied()
        .map(|rules| {
            play_game(turns, players, deck, rules)
                .map_err(|(i, r)| (rules.version.id.clone(), i, r))
        })
        .collect()
}

/// Plays `example` with the tiles of `deck` under every rules version of
/// `expansion`. Returns every problem found on the way, each located.
///
/// Expectations are optional here: a board or game of one's own plays
/// without them (a board without `scoring` is scored as at game end). A
/// worked example of `tiles/examples/` must also expect something; see
/// [`expectation_problems`].
pub fn play(example: &Example, deck: &Deck, expansion: &Expansion) -> Result<Played, Vec<Problem>> {
    play_with(example, deck, expansion, None, true)
}

/// Plays a board or game of one's own, as `halflings score` does: as
/// [`play`], but under the version `only` alone when it is given (so a
/// turn that only another version refuses is fine, and `expect` need not
/// name the other versions), and a try whose verdict differs between the
/// versions is no problem: `verdicts` holds each version's, and `verdict`
/// is `None`. A worked example goes through [`play`], which refuses both.
pub fn play_own(
    example: &Example,
    deck: &Deck,
    expansion: &Expansion,
    only: Option<&str>,
) -> Result<Played, Vec<Problem>> {
    play_with(example, deck, expansion, only, false)
}

fn play_with(
    example: &Example,
    deck: &Deck,
    expansion: &Expansion,
    only: Option<&str>,
    one_verdict: bool,
) -> Result<Played, Vec<Problem>> {
    let mut problems = Vec::new();
    let is_game = !example.turn.is_empty();
    match (example.place.is_empty(), is_game) {
        (true, false) => problems.push(
            Problem::new(String::new(), "the example places no tile".into())
                .help("add [[place]] tiles for a board, or players and [[turn]]s for a game"),
        ),
        (false, true) => problems.push(
            Problem::new(
                "/turn".into(),
                "an example is a board ([[place]]) or a game ([[turn]]), not both".into(),
            )
            .help("move the board's tiles into turns, or the turns into [[place]]"),
        ),
        _ => {}
    }
    if !is_game && !example.players.is_empty() {
        problems.push(
            Problem::new("/players".into(), "`players` without a game".into())
                .help("players belong to a game: add [[turn]]s, or remove `players`"),
        );
    }
    let supply = expansion.base_game.followers;
    let (mut board, mut followers) = lay_board(example, deck, supply, &mut problems);
    let turns = if is_game {
        read_turns(example, deck, &mut problems)
    } else {
        Vec::new()
    };
    let players: Vec<String> = example.players.iter().map(|p| p.0.clone()).collect();
    let attempt = example.attempt.as_ref().and_then(|t| {
        let face = face_of(deck, &t.tile, "/try/tile".into());
        let r = rotation_at(t.rotation, "/try/rotation".into());
        let player = match (&t.player, &t.follower) {
            (Some(p), _) => Some(p.0.as_str()),
            (None, Some(_)) => {
                problems.push(
                    Problem::new("/try/follower".into(), "a follower without a player".into())
                        .help("add player = \"red\" (whose follower it is)"),
                );
                None
            }
            (None, None) if is_game => {
                problems.push(
                    Problem::new("/try".into(), "a try in a game without a player".into())
                        .help("add player = \"red\" (whose turn it would be)"),
                );
                None
            }
            (None, None) => Some(""),
        };
        if is_game
            && let Some(p) = &t.player
            && !example.players.contains(p)
        {
            problems.push(
                Problem::new(
                    "/try/player".into(),
                    format!("`{}` is not one of the game's players", p.0),
                )
                .help("name a player listed in `players`"),
            );
        }
        match (face, r, player) {
            (Ok(face), Ok(rotation), Some(player)) => Some(Turn {
                player,
                face,
                space: (t.at[0], t.at[1]),
                rotation,
                follower: t.follower.as_deref(),
            }),
            (face, r, _) => {
                problems.extend(face.err().into_iter().chain(r.err()));
                None
            }
        }
    });
    match (is_game, &example.scoring, &example.expect) {
        (true, Some(_), _) => problems.push(
            Problem::new("/scoring".into(), "a game is always scored to its end".into())
                .help("remove `scoring`: the turns score as features complete, and the end scores the rest"),
        ),
        (false, None, Some(_)) => problems.push(
            Problem::new(String::new(), "`expect` needs `scoring`".into())
                .help("add scoring = \"completed\" or scoring = \"game-end\""),
        ),
        _ => {}
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
            if only.is_none_or(|id| id == r.id) && !expect.contains_key(&r.id) {
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
    let all: Vec<Rules<'_>> = Rules::all(expansion)
        .into_iter()
        .filter(|r| only.is_none_or(|id| id == r.version.id))
        .collect();
    let mut games = Vec::new();
    let mut ended = Vec::new();
    if is_game {
        match games_under(&turns, &players, deck, &all) {
            Ok(played) => {
                for (g, game) in played {
                    games.push(g);
                    ended.push(game);
                }
            }
            Err((version, i, refusal)) => {
                let t = &example.turn[i];
                return Err(vec![
                    Problem::new(
                        format!("/turn/{i}"),
                        format!(
                            "under rules version {version}, {}'s turn cannot be played: {} at [{}, {}] turned {}: {}",
                            t.player.0,
                            t.tile,
                            t.at[0],
                            t.at[1],
                            t.rotation,
                            refusal.describe()
                        ),
                    )
                    .help("each turn must be legal after the turns before it: fix the order, the rotation or the follower"),
                ]);
            }
        }
        let current = all
            .iter()
            .position(|r| r.version.id == expansion.current_rules)
            .unwrap_or(0);
        if let Some(game) = ended.get(current) {
            board = game.board().clone();
            followers = game.followers().to_vec();
        }
    }
    let mut verdict = None;
    let mut verdicts = Vec::new();
    if let Some(turn) = &attempt {
        let mut each: Vec<(String, Verdict)> = Vec::new();
        for (k, rules) in all.iter().enumerate() {
            let result = match ended.get_mut(k) {
                Some(game) => game.check(turn),
                None => try_on_board(&board, &followers, deck, *rules, turn),
            };
            if let Some(v) = turn_verdict(&result) {
                each.push((rules.version.id.clone(), v));
            }
        }
        let first = each.first().map(|(_, v)| *v);
        let differ = each.iter().any(|(_, v)| Some(*v) != first);
        if differ && one_verdict {
            let list: Vec<String> = each
                .iter()
                .map(|(r, v)| format!("{r} {}", v.name()))
                .collect();
            return Err(vec![
                Problem::new(
                    "/try".into(),
                    format!("the verdict depends on the rules version: {}", list.join(", ")),
                )
                .help("a worked example's try gets one verdict: pick a board on which every version agrees"),
            ]);
        }
        verdict = if differ { None } else { first };
        verdicts = each;
    }
    // A board is scored when it says when, or expects points; a board
    // that only tries a placement is not. Without `scoring`, at game end.
    let scores = match (is_game, example.scoring, &example.attempt) {
        (true, _, _) | (false, None, Some(_)) => Vec::new(),
        (false, time, _) => {
            let when = time.unwrap_or(ScoringTime::GameEnd);
            score_all(&board, deck, &followers, &all, when)
        }
    };
    Ok(Played {
        board,
        followers,
        scores,
        games,
        verdict,
        verdicts,
    })
}

/// What a worked example of `tiles/examples/` must say beyond what plays:
/// a result to reach (`expect`, with `scoring` for a board) or a try, and
/// no `scoring` left without `expect`.
pub fn expectation_problems(example: &Example) -> Vec<Problem> {
    let is_game = !example.turn.is_empty();
    match (is_game, &example.scoring, &example.expect, &example.attempt) {
        (false, Some(_), None, _) => vec![
            Problem::new("/scoring".into(), "`scoring` without `expect`".into())
                .help("add an [expect] table with the points under every rules version"),
        ],
        (_, None, None, None) => vec![
            Problem::new(String::new(), "the example expects nothing".into())
                .help("add an [expect] table (and scoring, for a board), or a [try] placement"),
        ],
        _ => Vec::new(),
    }
}

/// Where a worked example's board, and so its picture, grows past the
/// limits: the first placement that makes it span more than
/// [`MAX_BOARD_SPACES`] columns or rows, and a try farther than
/// [`MAX_TRY_DISTANCE`] from every tile or outside that span. Only the
/// coordinates as written are read; the rules judge the placements later.
pub fn bounds_problems(example: &Example) -> Vec<Problem> {
    let spaces = example
        .place
        .iter()
        .enumerate()
        .map(|(i, p)| (format!("/place/{i}/at"), p.at))
        .chain(
            example
                .turn
                .iter()
                .enumerate()
                .map(|(i, t)| (format!("/turn/{i}/at"), t.at)),
        );
    let mut problems = Vec::new();
    let mut span = Span::default();
    let mut placed = Vec::new();
    for (pointer, at) in spaces {
        if let Some(problem) = span.grown(at, &pointer) {
            problems.push(problem);
            break;
        }
        placed.push(at);
    }
    if !problems.is_empty() {
        return problems;
    }
    let Some(attempt) = &example.attempt else {
        return problems;
    };
    let [x, y] = attempt.at;
    let nearest = placed
        .iter()
        .map(|&[px, py]| {
            let (dx, dy) = (i64::from(x) - i64::from(px), i64::from(y) - i64::from(py));
            dx.abs().max(dy.abs())
        })
        .min();
    match nearest {
        Some(distance) if distance > i64::from(MAX_TRY_DISTANCE) => problems.push(
            Problem::new(
                "/try/at".into(),
                format!(
                    "the try at [{x}, {y}] lies {distance} spaces from the nearest tile of the board; \
                     a try may lie at most {MAX_TRY_DISTANCE} spaces from it"
                ),
            )
            .help(format!(
                "move the try within {MAX_TRY_DISTANCE} spaces of a tile: the board's picture \
                 spans the try, and {MAX_TRY_DISTANCE} spaces away a tile already touches nothing"
            )),
        ),
        _ => problems.extend(span.grown(attempt.at, "/try/at")),
    }
    problems
}

/// The columns and rows a board spans so far.
#[derive(Default)]
struct Span {
    /// The smallest and largest x and y, once a space is in.
    x: Option<(i64, i64)>,
    y: Option<(i64, i64)>,
}

impl Span {
    /// Takes in `at`, or says why not: with it the board would span more
    /// than [`MAX_BOARD_SPACES`] columns or rows.
    fn grown(&mut self, at: [i32; 2], pointer: &str) -> Option<Problem> {
        let widen = |range: Option<(i64, i64)>, v: i32| {
            let v = i64::from(v);
            range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v)))
        };
        let (x, y) = (widen(self.x, at[0]), widen(self.y, at[1]));
        let (columns, rows) = (x.1 - x.0 + 1, y.1 - y.0 + 1);
        let most = i64::from(MAX_BOARD_SPACES);
        if columns > most || rows > most {
            let (n, what) = if columns > most {
                (columns, "columns")
            } else {
                (rows, "rows")
            };
            return Some(
                Problem::new(
                    pointer.into(),
                    format!(
                        "with this tile the board spans {n} {what}; a worked example's board, \
                         its try included, may span at most {MAX_BOARD_SPACES} columns and \
                         {MAX_BOARD_SPACES} rows"
                    ),
                )
                .help(format!(
                    "keep the board within {MAX_BOARD_SPACES} by {MAX_BOARD_SPACES} spaces, \
                     so that its picture stays readable and bounded; a larger situation makes \
                     two examples"
                )),
            );
        }
        (self.x, self.y) = (Some(x), Some(y));
        None
    }
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
        for (rules, totals) in played.results() {
            let Some(want) = expect.get(rules) else {
                continue;
            };
            let want: BTreeMap<&str, u32> = want.iter().map(|(p, n)| (p.0.as_str(), *n)).collect();
            let got: BTreeMap<&str, u32> = totals.iter().map(|(p, n)| (p.as_str(), *n)).collect();
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
                        format!("/expect/{rules}"),
                        format!(
                            "under rules version {rules} the engine scores {}, but the example expects {}",
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
    // Versions that disagree (`play_own`): the verdict expected must be
    // one of theirs.
    if let (Some(t), None) = (&example.attempt, played.verdict)
        && !played.verdicts.is_empty()
        && !played.verdicts.iter().any(|(_, v)| *v == t.expect)
    {
        let each: Vec<String> = played
            .verdicts
            .iter()
            .map(|(r, v)| format!("{r} {}", v.name()))
            .collect();
        problems.push(Problem::new(
            "/try/expect".into(),
            format!(
                "no rules version finds this placement {}: {}",
                t.expect.name(),
                each.join(", ")
            ),
        ));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use halflings_engine::Refusal;

    fn catalog() -> &'static crate::Catalog {
        static CATALOG: std::sync::OnceLock<crate::Catalog> = std::sync::OnceLock::new();
        CATALOG.get_or_init(|| {
            let tiles = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tiles");
            crate::Catalog::load(&tiles).expect("the repository's tiles are valid")
        })
    }

    fn deck() -> &'static Deck {
        static DECK: std::sync::OnceLock<Deck> = std::sync::OnceLock::new();
        DECK.get_or_init(|| Deck::of(catalog().tiles(), catalog().squares()))
    }

    fn expansion() -> Expansion {
        catalog().expansion().clone()
    }

    /// The worked example `name` of the repository.
    fn example(name: &str) -> Example {
        let named = catalog().examples().iter().find(|e| e.name == name);
        named
            .unwrap_or_else(|| panic!("no example {name}"))
            .example
            .clone()
    }

    fn example_from(text: &str) -> Example {
        toml::from_str(text).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The problems of playing `text`, an example file.
    fn problems(text: &str) -> Vec<Problem> {
        match play(&example_from(text), deck(), &expansion()) {
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

    /// An example of one monastery at [0, 0] and a try at `at`.
    fn trying_at(at: [i32; 2]) -> Example {
        example_from(&format!(
            r#"
            title = "A try"
            description = "A monastery and a tile to try."
            [[place]]
            tile = "monastery"
            at = [0, 0]
            [try]
            tile = "monastery"
            at = [{}, {}]
            expect = "not-adjacent"
            "#,
            at[0], at[1]
        ))
    }

    #[test]
    fn a_try_farther_than_the_limit_from_the_board_is_refused_at_the_try() {
        let most = MAX_TRY_DISTANCE as i32;
        assert_eq!(bounds_problems(&trying_at([most, -most])), []);
        for far in [
            [most + 1, 0],
            [0, -most - 1],
            [300, 300],
            [i32::MIN, i32::MAX],
        ] {
            let problems = bounds_problems(&trying_at(far));
            let [problem] = problems.as_slice() else {
                panic!("{far:?}: {problems:#?}")
            };
            assert_eq!(problem.pointer, "/try/at");
            assert!(
                problem
                    .message
                    .contains(&format!("at most {MAX_TRY_DISTANCE} spaces")),
                "{}",
                problem.message
            );
        }
        let problems = bounds_problems(&trying_at([300, 0]));
        assert!(
            problems[0]
                .message
                .starts_with("the try at [300, 0] lies 300 spaces")
        );
        // On an empty board the try is the whole picture.
        let mut alone = trying_at([300, 0]);
        alone.place.clear();
        assert_eq!(bounds_problems(&alone), []);
    }

    /// A board of `n` straight roads in a row (their rules do not matter
    /// here), placed from x = 0 eastwards, turned about when `turned`.
    fn row_of(n: u32, turned: bool) -> Example {
        let mut text = String::from("title = \"A row\"\ndescription = \"Roads.\"\n");
        for i in 0..n {
            let at = if turned { [0, i] } else { [i, 0] };
            text.push_str(&format!(
                "[[place]]\ntile = \"straight-road\"\nat = [{}, {}]\n",
                at[0], at[1]
            ));
        }
        example_from(&text)
    }

    #[test]
    fn a_board_that_spans_more_than_the_limit_is_refused_at_the_tile_that_makes_it() {
        for turned in [false, true] {
            assert_eq!(bounds_problems(&row_of(MAX_BOARD_SPACES, turned)), []);
            let problems = bounds_problems(&row_of(MAX_BOARD_SPACES + 2, turned));
            let [problem] = problems.as_slice() else {
                panic!("{problems:#?}")
            };
            assert_eq!(problem.pointer, format!("/place/{MAX_BOARD_SPACES}/at"));
            let what = if turned { "rows" } else { "columns" };
            assert!(
                problem.message.starts_with(&format!(
                    "with this tile the board spans {} {what};",
                    MAX_BOARD_SPACES + 1
                )),
                "{}",
                problem.message
            );
        }
        // A try within reach of the board may still take it past the limit.
        let mut row = row_of(MAX_BOARD_SPACES, false);
        row.attempt = trying_at([-1, 0]).attempt;
        let problems = bounds_problems(&row);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(problems[0].pointer, "/try/at");
        let spans = format!("spans {} columns", MAX_BOARD_SPACES + 1);
        assert!(
            problems[0].message.contains(&spans),
            "{}",
            problems[0].message
        );
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
    fn a_turn_by_a_player_out_of_turn_is_a_problem_at_that_turns_player() {
        let problems = problems(
            r#"
            title = "Red plays twice"
            description = "Red places a tile, then red again where blue should."
            players = ["red", "blue"]
            [[turn]]
            player = "red"
            tile = "city-cap"
            at = [0, 0]
            [[turn]]
            player = "blue"
            tile = "straight-road"
            at = [1, 0]
            rotation = 90
            [[turn]]
            player = "blue"
            tile = "monastery"
            at = [-1, 0]
            "#,
        );
        let wrong = at(&problems, "/turn/2/player");
        assert_eq!(
            wrong.message,
            "turn 3 is `red`'s, not `blue`'s: the players take turns in the order of `players`"
        );
        assert_eq!(
            wrong.help.as_deref(),
            Some("the turns go red, blue, then round again; put the turns in that order")
        );
        // The turns in order are not problems.
        assert_eq!(problems.len(), 1, "{problems:#?}");
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
    fn a_board_no_game_reaches_is_located_at_the_follower_too_many() {
        // Two followers on one tile: a turn places one.
        let two = problems(
            r#"
            title = "Two on one"
            description = "Red on the city and blue on the field of one tile."
            [[place]]
            tile = "city-cap"
            at = [0, 0]
            followers = [{ player = "red", feature = "city" }, { player = "blue", feature = "field" }]
            "#,
        );
        assert_eq!(two.len(), 1, "{two:#?}");
        let two = at(&two, "/place/0/followers/1");
        assert!(
            two.message.contains("a second follower on one tile"),
            "{}",
            two.message
        );
        // Eight of red's followers on eight roads: each player has seven.
        let mut text = String::from("title = \"Eight\"\ndescription = \"Too many.\"\n");
        for x in 0..8 {
            text.push_str(&format!(
                "[[place]]\ntile = \"straight-road\"\nat = [{x}, 0]\nfollowers = [{{ player = \"red\", feature = \"road\" }}]\n"
            ));
        }
        let eight = problems(&text);
        assert_eq!(eight.len(), 1, "{eight:#?}");
        let eighth = at(&eight, "/place/7/followers/0");
        assert!(
            eighth
                .message
                .contains("red has more followers on the board than the 7"),
            "{}",
            eighth.message
        );
        // Seven are a position some game reaches.
        let seven = text.rsplit_once("[[place]]").unwrap().0;
        assert!(play(&example_from(seven), deck(), &expansion()).is_ok());
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
        let played = play(&city, deck, &expansion).unwrap();
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
        let played = play(&sharing, deck, &expansion).unwrap();
        assert_eq!(played.verdict, Some(Verdict::Legal));
        sharing.attempt.as_mut().unwrap().expect = Verdict::CornerOnly;
        let wrong = disagreements(&sharing, &played);
        assert_eq!(wrong.len(), 1);
        assert_eq!(wrong[0].pointer, "/try/expect");
    }

    /// Five turns after which blue's follower on h1-02's field at [1, 1]
    /// joins red's farm across a gap under 2014, 2015-10 and 2020, and
    /// stays apart under 2021-01; then `last`.
    fn farms_across_a_gap(last: &str) -> String {
        let turns = [
            ("red", "h2-08", [0, 0], 180, Some("field")),
            ("blue", "h1-03", [1, 0], 270, Some("field-east")),
            ("red", "h1-11", [0, 1], 90, None),
            ("blue", "h1-04", [0, 1], 270, Some("field-corner")),
            ("red", "h2-05", [1, 0], 90, Some("field")),
        ];
        let mut text =
            "title = \"T\"\ndescription = \"D\"\nplayers = [\"red\", \"blue\"]\n".to_owned();
        for (player, tile, at, rotation, follower) in turns {
            text.push_str(&format!(
                "[[turn]]\nplayer = \"{player}\"\ntile = \"{tile}\"\nat = [{}, {}]\nrotation = {rotation}\n",
                at[0], at[1]
            ));
            if let Some(f) = follower {
                text.push_str(&format!("follower = \"{f}\"\n"));
            }
        }
        text.push_str(last);
        text
    }

    const BLUE_ON_THE_FARM: &str =
        "player = \"blue\"\ntile = \"h1-02\"\nat = [1, 1]\nrotation = 90\nfollower = \"field\"\n";

    #[test]
    fn a_worked_example_gets_one_verdict_but_a_board_of_ones_own_may_get_one_per_version() {
        let text = farms_across_a_gap(&format!("[try]\n{BLUE_ON_THE_FARM}expect = \"legal\"\n"));
        let problems = problems(&text);
        assert!(
            at(&problems, "/try")
                .message
                .starts_with("the verdict depends on the rules version: 2014 feature-taken"),
            "{problems:#?}"
        );
        let example = example_from(&text);
        let played = play_own(&example, deck(), &expansion(), None).unwrap();
        assert_eq!(played.verdict, None);
        assert_eq!(
            played.verdicts.last(),
            Some(&("2021-01".to_owned(), Verdict::Legal))
        );
        assert_eq!(played.verdicts[0].1, Verdict::FeatureTaken);
        // `legal` is one of the versions' verdicts: no disagreement.
        assert!(disagreements(&example, &played).is_empty());
        let played = play_own(&example, deck(), &expansion(), Some("2014")).unwrap();
        assert_eq!(played.verdict, Some(Verdict::FeatureTaken));
        assert_eq!(disagreements(&example, &played).len(), 1);
    }

    #[test]
    fn a_game_of_ones_own_plays_under_the_one_version_that_allows_its_turns() {
        let text = farms_across_a_gap(&format!("[[turn]]\n{BLUE_ON_THE_FARM}"));
        let example = example_from(&text);
        let refused = play_own(&example, deck(), &expansion(), None).unwrap_err();
        assert!(
            refused[0]
                .message
                .starts_with("under rules version 2014, blue's turn cannot be played"),
            "{refused:#?}"
        );
        let played = play_own(&example, deck(), &expansion(), Some("2021-01")).unwrap();
        assert_eq!(played.games.len(), 1);
        assert_eq!(played.games[0].rules, "2021-01");
        assert_eq!(played.games[0].turns.len(), 6);
        assert!(play_own(&example, deck(), &expansion(), Some("2014")).is_err());
    }
}
