//! The suite: every worked example, then cases generated from fixed seeds
//! (random legal boards, whole games, placement and follower tries), each
//! answered by the reference engine and tagged with what it exercises.
//! Generation goes on until the suite holds at least [`MIN_CASES`] cases
//! and every tag at least [`MIN_PER_TAG`]; past that, a generated case is
//! kept only if it adds to a tag that is still short. Last come
//! [`DECKS_PER_EDITION`] seeded games of the full deck under each edition
//! ([`CaseKind::Deck`]). The same definitions give the same suite, byte
//! for byte.

use std::collections::{BTreeMap, BTreeSet};

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use halflings_catalog::Catalog;
use halflings_engine::{
    Board, Deck, Features, Follower, FollowerRefusal, GapReading, Match, Misreading, Move, Phase,
    Record, Rules, Score, Setup, Shape, Space, facing_gaps, gap_spaces, score,
};
use halflings_model::{
    Edition, Expansion, FeatureKind, FollowerAt, GameEnd, Placement, PlayerName, Rotation,
    ScoringTime, TurnAt, Verdict,
};

use crate::reference::{
    Engine, answer, board as build_board, disagrees, flipped, misread, unsettled,
};
use crate::suite::{Answer, Case, CaseKind, FORMAT, Input, Suite, Try};

/// The suite holds at least this many cases.
pub const MIN_CASES: usize = 1000;
/// Every tag is on at least this many cases.
pub const MIN_PER_TAG: usize = 10;
/// Generation stops after this many rounds even if a tag is still short
/// (a test then fails, naming the tag).
const MAX_ROUNDS: u64 = 3000;
/// Past this many rounds, generation stops once the tags are full even if
/// a misreading is still uncaught (a catalog without normal tiles cannot
/// catch unlimited copies, say; a test checks the shipped tiles catch
/// every one).
const MISREADING_ROUNDS: u64 = 400;
/// The seed of the first round; round `k` uses `SEED + k`.
const SEED: u64 = 0x4841_4c46_4c49_4e47; // "HALFLING"

const PLAYERS: [&str; 3] = ["red", "blue", "green"];

/// Seeded games of the full deck under each edition, over its rules
/// versions in turn: enough for every edition's tag, and for the drafted
/// games' (a third of them), to reach [`MIN_PER_TAG`].
pub const DECKS_PER_EDITION: usize = 10;

/// The players of a deck game, in turn order: up to four.
const DECK_PLAYERS: [&str; 4] = ["red", "blue", "green", "yellow"];

/// The misreadings only a deck game can catch: the rounds' boards and
/// games do not wait for them.
const DECK_MISREADINGS: [Misreading; 2] = [
    Misreading::GameEndsWithTheStack,
    Misreading::GameOutlastsTheStack,
];

/// A random board draws its next tile as if the catalog held at most this
/// many halflings (two sets' worth) beside the normal tiles: in a larger
/// catalog, all its halflings together are drawn as often as this many
/// are. Boards then hold the same mix of halflings and normal tiles, the
/// tags fill as quickly, and generation takes as long, however many
/// halflings the catalog has. A catalog this size or smaller draws from
/// every tile left, each as likely.
const HALFLINGS_DRAWN: usize = 24;

/// Every tag and what it means; `ruling:<key>` tags are added for each
/// unsettled ruling the engine plays, and a tag for each edition.
fn tag_meanings(rulings: &BTreeSet<String>, editions: &[Edition]) -> BTreeMap<String, String> {
    let mut tags: BTreeMap<String, String> = [
        ("example", "a worked example of tiles/examples/, written by hand"),
        ("board", "a board scored at one moment"),
        ("placement", "one more placement to judge on a board"),
        ("game", "a game played turn by turn: scoring as features complete, followers returned, the end scoring"),
        ("city", "a city scores"),
        ("road", "a road scores"),
        ("monastery", "a monastery scores"),
        ("farm", "a farm scores"),
        ("gap", "a feature that scores faces a triangular gap, or a monastery that scores has one around it"),
        ("neighbouring-gaps", "two triangular gaps face each other across a side, and a field with followers lies on their rims"),
        ("vineyard", "a completed monastery scores vineyards"),
        ("hill", "a feature that scores holds a follower on the hill's space"),
        ("majority", "a feature that scores holds followers of two or more players, and the one with most scores alone"),
        ("tie", "two or more players score one feature"),
        ("follower", "a try puts a follower on the tile"),
        ("follower-refusal", "a try's follower is refused"),
        ("deck", "a whole game of the full deck played back move by move under an edition: halflings dealt or drafted, draws, tiles put back in the box, passes, the edition's end"),
        ("draft", "a deck game whose halflings are drafted: picked one by one, the last player first and then counter-clockwise"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    for v in Verdict::ALL {
        let what = if v == Verdict::Legal {
            "a try that the rules allow".to_owned()
        } else {
            format!("a try refused as {}", v.name())
        };
        tags.insert(v.name().to_owned(), what);
    }
    for e in editions {
        let end = match e.game_end {
            GameEnd::LastNormalTile => {
                "the game ends with the turn in which the last normal tile is placed, halflings still in hand lost"
            }
            GameEnd::NoPlacementPossible => {
                "once the stack is empty, a player who can place a halfling must and one who cannot passes; the game ends when nobody can place"
            }
        };
        tags.insert(
            e.id.clone(),
            format!(
                "a deck game under the {} ({} halflings each): {end}",
                e.name, e.halflings_per_player
            ),
        );
    }
    for key in rulings {
        tags.insert(
            format!("ruling:{key}"),
            format!("the result depends on the unsettled ruling {key}: it is the reference engine's reading"),
        );
    }
    tags
}

/// A deterministic stream of choices.
struct Dice(ChaCha8Rng);

impl Dice {
    fn new(seed: u64) -> Dice {
        Dice(ChaCha8Rng::seed_from_u64(seed))
    }
    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    /// True one time in `n`.
    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
    fn pick<'t, T>(&mut self, items: &'t [T]) -> &'t T {
        &items[self.below(items.len())]
    }
}

/// The rules versions' rulings turned the other way, one at a time: for
/// each version, each unsettled ruling the engine plays and the manifest
/// with that one ruling flipped.
struct Flips {
    by_version: BTreeMap<String, Vec<(String, Expansion)>>,
}

impl Flips {
    fn of(expansion: &Expansion) -> Flips {
        let by_version = expansion
            .rules
            .iter()
            .map(|r| {
                let list = unsettled(expansion, &r.id)
                    .into_iter()
                    .filter_map(|key| Some((key.to_owned(), flipped(expansion, &r.id, key)?)))
                    .collect();
                (r.id.clone(), list)
            })
            .collect();
        Flips { by_version }
    }

    fn keys(&self) -> BTreeSet<String> {
        self.by_version
            .values()
            .flatten()
            .map(|(k, _)| k.clone())
            .collect()
    }
}

/// Builds suites for one catalog.
struct Builder<'a> {
    deck: Deck,
    /// The faces of the deck's halflings.
    halflings: Vec<usize>,
    /// The faces of the deck's normal tiles.
    squares: Vec<usize>,
    expansion: &'a Expansion,
    flips: Flips,
    versions: Vec<String>,
    cases: Vec<Case>,
    counts: BTreeMap<String, usize>,
    tags: BTreeMap<String, String>,
    /// Whether the catalog has worked examples: without them, generation
    /// cannot fill the `example` tag and does not wait for it.
    examples: bool,
    /// The misreadings no case of the suite catches yet.
    uncaught: BTreeSet<Misreading>,
    /// The tags of deck games, which the rounds do not wait for.
    deck_tags: BTreeSet<String>,
}

/// The suite of `catalog`: its worked examples and the generated cases.
pub fn suite(catalog: &Catalog) -> Suite {
    let mut b = Builder::new(catalog);
    for named in catalog.examples() {
        b.example(&named.name, &named.example, &named.played);
    }
    let mut round = 0;
    while round < MAX_ROUNDS && !b.is_full(round) {
        let mut dice = Dice::new(SEED.wrapping_add(round));
        b.round(&mut dice, round);
        round += 1;
    }
    b.decks();
    b.finish(catalog)
}

/// The cases of one board or game file, `name`, as the suite would hold
/// them if it were a worked example: what `halflings score --json` prints.
pub fn example_suite(
    catalog: &Catalog,
    name: &str,
    example: &halflings_model::Example,
    played: &halflings_catalog::play::Played,
) -> Suite {
    let mut b = Builder::new(catalog);
    b.example(name, example, played);
    let mut suite = b.finish(catalog);
    let used: BTreeSet<&String> = suite.cases.iter().flat_map(|c| &c.tags).collect();
    suite.tags.retain(|t, _| used.contains(t));
    suite
}

impl<'a> Builder<'a> {
    fn new(catalog: &'a Catalog) -> Builder<'a> {
        let expansion = catalog.expansion();
        let flips = Flips::of(expansion);
        let deck = Deck::of(catalog.tiles(), catalog.squares());
        Builder {
            halflings: (0..deck.faces().len())
                .filter(|&i| deck.face(i).shape == Shape::Halfling)
                .collect(),
            squares: (0..deck.faces().len())
                .filter(|&i| deck.face(i).shape == Shape::Square)
                .collect(),
            deck,
            expansion,
            versions: expansion.rules.iter().map(|r| r.id.clone()).collect(),
            tags: tag_meanings(&flips.keys(), &expansion.edition),
            deck_tags: ["deck", "draft"]
                .into_iter()
                .map(str::to_owned)
                .chain(expansion.edition.iter().map(|e| e.id.clone()))
                .collect(),
            examples: !catalog.examples().is_empty(),
            flips,
            cases: Vec::new(),
            counts: BTreeMap::new(),
            // Without normal tiles, copies are never short.
            uncaught: Misreading::ALL
                .into_iter()
                .filter(|&m| m != Misreading::CopiesUnlimited || !catalog.squares().is_empty())
                .filter(|m| !DECK_MISREADINGS.contains(m))
                .collect(),
        }
    }

    fn finish(self, catalog: &Catalog) -> Suite {
        Suite {
            format: FORMAT,
            generator: halflings_model::GENERATOR.to_owned(),
            data_sha256: catalog.data_sha256(),
            rules: self.versions,
            tags: self.tags,
            cases: self.cases,
        }
    }

    fn is_full(&self, round: u64) -> bool {
        self.cases.len() >= MIN_CASES
            && self.short_tags().is_empty()
            && (self.uncaught.is_empty() || round >= MISREADING_ROUNDS)
    }

    /// The misreadings still uncaught under which `case` gets another
    /// answer than the reference engine's.
    fn catches(&self, case: &Case) -> Vec<Misreading> {
        let versions = Rules::all(self.expansion);
        self.uncaught
            .iter()
            .copied()
            .filter(|&m| {
                let misread = misread(&versions, m);
                let (kind, rules) = (case.kind, case.rules.as_deref());
                let engine = self.engine(&misread);
                disagrees(&engine, kind, rules, &case.input, &case.expect)
            })
            .collect()
    }

    /// The reference engine playing `versions` on this catalog's deck and
    /// editions.
    fn engine<'e>(&'e self, versions: &'e [Rules<'e>]) -> Engine<'e> {
        Engine {
            deck: &self.deck,
            versions,
            editions: &self.expansion.edition,
        }
    }

    fn short_tags(&self) -> Vec<&str> {
        self.tags
            .keys()
            .filter(|t| self.examples || *t != "example")
            .filter(|t| !self.deck_tags.contains(*t))
            .filter(|t| self.counts.get(*t).copied().unwrap_or(0) < MIN_PER_TAG)
            .map(String::as_str)
            .collect()
    }

    /// Adds `case` if the suite still needs cases, it adds to a short tag
    /// or it catches a misreading no case caught yet.
    fn offer(&mut self, case: Case, always: bool) {
        let wanted = always
            || self.cases.len() < MIN_CASES
            || case
                .tags
                .iter()
                .any(|t| self.counts.get(t).copied().unwrap_or(0) < MIN_PER_TAG);
        let caught = self.catches(&case);
        if !wanted && caught.is_empty() {
            return;
        }
        for m in caught {
            self.uncaught.remove(&m);
        }
        for t in &case.tags {
            debug_assert!(self.tags.contains_key(t), "undeclared tag {t}");
            *self.counts.entry(t.clone()).or_default() += 1;
        }
        self.cases.push(case);
    }

    /// Offers `input` as a case of `kind` under every rules version, its
    /// id `id@<version>`.
    fn offer_each_version(&mut self, id: &str, kind: CaseKind, input: &Input) {
        for r in self.versions.clone() {
            if let Some(case) = self.case(format!("{id}@{r}"), kind, Some(&r), input.clone(), &[]) {
                self.offer(case, false);
            }
        }
    }

    /// The answer to a case, and the unsettled rulings it depends on.
    fn answer_of(
        &self,
        kind: CaseKind,
        rules: Option<&str>,
        input: &Input,
    ) -> Option<(Answer, Vec<String>)> {
        let versions = Rules::all(self.expansion);
        let expect = answer(&self.engine(&versions), kind, rules, input).ok()?;
        let mut unsettled = Vec::new();
        if let Some(r) = rules {
            for (key, flipped) in self.flips.by_version.get(r).into_iter().flatten() {
                let versions = Rules::all(flipped);
                if disagrees(&self.engine(&versions), kind, rules, input, &expect) {
                    unsettled.push(key.clone());
                }
            }
        }
        Some((expect, unsettled))
    }

    /// A case of `kind` under `rules`, answered and tagged; `None` when the
    /// input does not play.
    fn case(
        &self,
        id: String,
        kind: CaseKind,
        rules: Option<&str>,
        input: Input,
        extra: &[String],
    ) -> Option<Case> {
        let (expect, unsettled) = self.answer_of(kind, rules, &input)?;
        let mut tags: BTreeSet<String> = extra.iter().cloned().collect();
        tags.insert(
            match kind {
                CaseKind::Board => "board",
                CaseKind::Placement => "placement",
                CaseKind::Game => "game",
                CaseKind::Deck => "deck",
            }
            .to_owned(),
        );
        if let Some(v) = expect.verdict {
            tags.insert(v.name().to_owned());
            if v.is_about_the_follower() {
                tags.insert("follower-refusal".to_owned());
            }
        }
        if input.attempt.as_ref().is_some_and(|t| t.follower.is_some()) {
            tags.insert("follower".to_owned());
        }
        for key in &unsettled {
            tags.insert(format!("ruling:{key}"));
        }
        if let Some(r) = rules.and_then(|r| Rules::of(self.expansion, r)) {
            tags.extend(self.feature_tags(kind, r, &input));
        }
        Some(Case {
            id,
            kind,
            rules: rules.map(str::to_owned),
            tags: tags.into_iter().collect(),
            unsettled,
            title: None,
            input,
            expect,
            breakdown: None,
        })
    }

    /// The tags of what scores on a board or in a game under `rules`.
    fn feature_tags(&self, kind: CaseKind, rules: Rules<'_>, input: &Input) -> BTreeSet<String> {
        let mut tags = BTreeSet::new();
        let mut scores: Vec<(Board, Vec<Follower>, Score)> = Vec::new();
        match kind {
            CaseKind::Board => {
                let Ok((board, followers)) = build_board(&self.deck, input, rules.base.followers)
                else {
                    return tags;
                };
                let when = input.scoring.unwrap_or(ScoringTime::GameEnd);
                let s = score(&board, &self.deck, &followers, rules, when);
                scores.push((board, followers, s));
            }
            CaseKind::Game if input.attempt.is_none() => {
                let mut game = halflings_engine::Game::new(&self.deck, rules, &input.players);
                for t in &input.turns {
                    let Some(face) = self.deck.index_of(&t.tile) else {
                        return tags;
                    };
                    let turn = halflings_engine::Turn {
                        player: &t.player.0,
                        face,
                        space: (t.at[0], t.at[1]),
                        rotation: Rotation::new((t.rotation / 90 % 4) as u8),
                        follower: t.follower.as_deref(),
                    };
                    let Ok(played) = game.play(&turn) else {
                        return tags;
                    };
                    if !played.scored.is_empty() {
                        // The board as the turn scored it: its followers
                        // before the scored ones went back.
                        let mut followers = game.followers().to_vec();
                        followers.extend(played.returned);
                        let s = Score {
                            rules: rules.version.id.clone(),
                            features: played.scored,
                            totals: BTreeMap::new(),
                            unscored: Vec::new(),
                        };
                        scores.push((game.board().clone(), followers, s));
                    }
                }
                let end = game.end_score();
                scores.push((game.board().clone(), game.followers().to_vec(), end));
            }
            _ => return tags,
        }
        let reading = GapReading::of(&rules.version.gaps);
        for (board, followers, s) in &scores {
            let features = Features::of(board, &self.deck, reading);
            let gaps: BTreeSet<Space> = gap_spaces(board, &self.deck).into_iter().collect();
            let hills: BTreeSet<Space> = board
                .pieces()
                .iter()
                .filter(|p| self.deck.face(p.face).hill)
                .map(|p| p.space)
                .collect();
            let facing: BTreeSet<Space> = facing_gaps(board, &self.deck)
                .into_iter()
                .flat_map(|(a, b)| [a, b])
                .collect();
            for f in followers {
                let Some(&index) = features.of_part.get(f.piece).and_then(|p| p.get(f.segment))
                else {
                    continue;
                };
                let feature = &features.list[index];
                if feature.kind == FeatureKind::Field
                    && feature.gaps.iter().any(|g| facing.contains(g))
                {
                    tags.insert("neighbouring-gaps".to_owned());
                }
            }
            for scored in &s.features {
                tags.insert(
                    match scored.kind {
                        FeatureKind::City => "city",
                        FeatureKind::Road => "road",
                        FeatureKind::Monastery => "monastery",
                        FeatureKind::Field => "farm",
                    }
                    .to_owned(),
                );
                if scored.vineyards > 0 {
                    tags.insert("vineyard".to_owned());
                }
                if scored.scorers.len() > 1 {
                    tags.insert("tie".to_owned());
                }
                if scored.followers.len() > 1 && scored.scorers.len() < scored.followers.len() {
                    tags.insert("majority".to_owned());
                }
                // The feature's followers and where it lies.
                let on: Vec<&Follower> = followers
                    .iter()
                    .filter(|f| {
                        features
                            .of_part
                            .get(f.piece)
                            .and_then(|p| p.get(f.segment))
                            .is_some_and(|&i| {
                                label(board, &self.deck, &features, i) == scored.feature
                            })
                    })
                    .collect();
                if on
                    .iter()
                    .any(|f| hills.contains(&board.pieces()[f.piece].space))
                {
                    tags.insert("hill".to_owned());
                }
                let Some(&f) = on.first() else { continue };
                let feature = &features.list[features.of_part[f.piece][f.segment]];
                let faces_gap = !feature.gaps.is_empty()
                    || (feature.kind == FeatureKind::Monastery
                        && halflings_engine::board::around(board.pieces()[f.piece].space)
                            .any(|s| gaps.contains(&s)));
                if faces_gap {
                    tags.insert("gap".to_owned());
                }
            }
        }
        tags
    }

    /// A worked example's cases: a board or a game under every version, a
    /// try once (or under every version, with a follower).
    fn example(
        &mut self,
        name: &str,
        e: &halflings_model::Example,
        played: &halflings_catalog::play::Played,
    ) {
        // A board without `scoring` is scored as at game end, as `play`
        // scores it.
        let scoring = match (e.turn.is_empty(), e.attempt.is_some(), e.scoring) {
            (true, false, None) => Some(ScoringTime::GameEnd),
            (_, _, scoring) => scoring,
        };
        let input = Input {
            place: e.place.clone(),
            scoring,
            players: e.players.iter().map(|p| p.0.clone()).collect(),
            turns: e.turn.clone(),
            attempt: e.attempt.as_ref().map(|t| Try {
                tile: t.tile.clone(),
                at: t.at,
                rotation: t.rotation,
                player: t.player.as_ref().map(|p| p.0.clone()),
                follower: t.follower.clone(),
            }),
            record: None,
        };
        let kind = if !e.turn.is_empty() {
            CaseKind::Game
        } else if e.attempt.is_some() {
            CaseKind::Placement
        } else {
            CaseKind::Board
        };
        let once = kind == CaseKind::Placement
            && input.attempt.as_ref().is_some_and(|t| t.follower.is_none());
        let versions: Vec<Option<String>> = if once {
            vec![None]
        } else {
            self.versions.iter().cloned().map(Some).collect()
        };
        let example = ["example".to_owned()];
        for rules in versions {
            let id = match &rules {
                Some(r) => format!("example/{name}@{r}"),
                None => format!("example/{name}"),
            };
            if let Some(mut case) = self.case(id, kind, rules.as_deref(), input.clone(), &example) {
                case.title = Some(e.title.clone());
                case.breakdown = rules
                    .as_ref()
                    .and_then(|r| played.scores.iter().find(|s| &s.rules == r).cloned());
                self.offer(case, true);
            }
        }
    }

    /// Whole games of the full deck: under each edition,
    /// [`DECKS_PER_EDITION`] games from fixed seeds over its rules
    /// versions in turn, of two to four players, a third of them drafted.
    /// In half of them the second player draws whenever they can and so
    /// keeps halflings for the end game; under an edition that plays on
    /// past the stack, every other one of those is cut short the moment
    /// the stack runs out while someone can still place a halfling, where
    /// the 1st edition's ending would wrongly say the game is over. Each is
    /// tagged `deck`, with its edition's id, and `draft` when drafted.
    /// Nothing when the catalog cannot deal a game (no start tile, say).
    fn decks(&mut self) {
        self.uncaught.extend(DECK_MISREADINGS);
        let expansion = self.expansion;
        for (e, edition) in expansion.edition.iter().enumerate() {
            if edition.rules.is_empty() {
                continue;
            }
            for i in 0..DECKS_PER_EDITION {
                let rules = &edition.rules[i % edition.rules.len()];
                let players = [2, 3, 2, 4][i % 4];
                let draft = i % 3 == 0;
                let keeper = i % 2 == 1;
                let cut = keeper && i % 4 == 3 && edition.game_end == GameEnd::NoPlacementPossible;
                let mut setup = Setup::new(&DECK_PLAYERS[..players], &edition.id, 0);
                setup.seed = (100 * (e + 1) + i) as u64;
                setup.rules = Some(rules.clone());
                setup.draft = draft;
                let Some((record, cut_short)) = self.deck_game(setup, keeper, cut) else {
                    continue;
                };
                let id = format!(
                    "deck/{}-{:02}{}@{rules}",
                    edition.id,
                    i + 1,
                    if cut_short { "-cut" } else { "" }
                );
                let mut tags = vec!["deck".to_owned(), edition.id.clone()];
                if draft {
                    tags.push("draft".to_owned());
                }
                let input = Input {
                    record: Some(Box::new(record)),
                    ..Input::default()
                };
                if let Some(case) = self.case(id, CaseKind::Deck, Some(rules), input, &tags) {
                    self.offer(case, true);
                }
            }
        }
        // A catalog that deals no game declares no deck tags.
        for t in &self.deck_tags {
            if !self.counts.contains_key(t) {
                self.tags.remove(t);
            }
        }
    }

    /// A game of `setup` played to its end with random legal moves, the
    /// second player drawing whenever they can when `keeper`: its record
    /// and whether it was cut short. With `cut`, the record stops at the
    /// first turn that begins with the stack empty and the game not over,
    /// if there is one. `None` when the setup deals no game.
    fn deck_game(&self, setup: Setup, keeper: bool, cut: bool) -> Option<(Record, bool)> {
        let mut dice = Dice::new(SEED.rotate_left(24).wrapping_add(setup.seed));
        let mut game = Match::new(&self.deck, self.expansion, setup).ok()?;
        let mut moves = Vec::new();
        let mut cut_at = None;
        while !game.is_over() {
            if game.phase() == Phase::Turn && game.stack_left() == 0 && cut_at.is_none() {
                cut_at = Some(game.moves().len());
            }
            game.legal_moves_into(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = if keeper && game.current_player() == 1 && moves[0] == Move::Draw {
                Move::Draw
            } else {
                *dice.pick(&moves)
            };
            game.play(m).ok()?;
        }
        let mut record = game.record();
        let cut_at = cut_at.filter(|_| cut);
        if let Some(k) = cut_at {
            record.moves.truncate(k);
        }
        Some((record, cut_at.is_some()))
    }

    /// One round: a board, a game, placement tries and a follower try.
    fn round(&mut self, dice: &mut Dice, round: u64) {
        let n = round + 1;
        // A board under every version.
        let dense = dice.one_in(2);
        let size = 3 + dice.below(if dense { 9 } else { 16 });
        let players = 2 + dice.below(2);
        let (place, _, _) = self.random_board(dice, size, dense, players);
        let scoring = if dice.one_in(2) {
            ScoringTime::Completed
        } else {
            ScoringTime::GameEnd
        };
        let input = Input {
            place: place.clone(),
            scoring: Some(scoring),
            ..Input::default()
        };
        self.offer_each_version(&format!("board/{n:04}"), CaseKind::Board, &input);
        // A board around a monastery, while vineyards are short: random
        // boards rarely complete a monastery with a vineyard beside it. Its
        // dice are its own, so the other cases are the same with it or not.
        if self.counts.get("vineyard").copied().unwrap_or(0) < MIN_PER_TAG {
            let mut own = Dice::new(SEED.rotate_left(32).wrapping_add(round));
            if let Some(place) = self.monastery_board(&mut own, players) {
                let input = Input {
                    place,
                    scoring: Some(if own.one_in(2) {
                        ScoringTime::Completed
                    } else {
                        ScoringTime::GameEnd
                    }),
                    ..Input::default()
                };
                self.offer_each_version(
                    &format!("board/{n:04}-monastery"),
                    CaseKind::Board,
                    &input,
                );
            }
        }
        // Every copy of a normal tile placed, and one more tried, while no
        // case catches an engine that does not count copies.
        if self.uncaught.contains(&Misreading::CopiesUnlimited) {
            let mut own = Dice::new(SEED.rotate_left(16).wrapping_add(round));
            if let Some(input) = self.copies_exhausted(&mut own) {
                let id = format!("placement/{n:04}-copies");
                if let Some(case) = self.case(id, CaseKind::Placement, None, input, &[]) {
                    self.offer(case, false);
                }
            }
        }
        // A game under every version whose rules allow all its turns.
        let (players, turns) = self.random_game(dice, round, None);
        let input = Input {
            players: players.clone(),
            turns: turns.clone(),
            ..Input::default()
        };
        self.offer_each_version(&format!("game/{n:04}"), CaseKind::Game, &input);
        // Two placement tries.
        for k in 0..2 {
            let dense = dice.one_in(2);
            let size = 2 + dice.below(10);
            let (place, board, _) = self.random_board(dice, size, dense, 2);
            let attempt = self.random_try(dice, &board, &place);
            let input = Input {
                place,
                attempt: Some(attempt),
                ..Input::default()
            };
            if let Some(case) = self.case(
                format!("placement/{n:04}-{k}"),
                CaseKind::Placement,
                None,
                input,
                &[],
            ) {
                self.offer(case, false);
            }
        }
        // A player who has placed every follower, when the short tags
        // still want one.
        if self.counts.get("no-follower-left").copied().unwrap_or(0) < MIN_PER_TAG
            && let Some(input) = self.exhausted(dice, round, FollowerRefusal::NoFollowerLeft)
        {
            self.offer_each_version(
                &format!("follower/{n:04}-none-left"),
                CaseKind::Game,
                &input,
            );
        }
        // A player with no follower left tries one on a feature that holds
        // one, while no case catches an engine that judges the supply
        // first.
        if self.uncaught.contains(&Misreading::SupplyBeforeFeature) {
            let mut own = Dice::new(SEED.rotate_left(48).wrapping_add(round));
            if let Some(input) = self.exhausted(&mut own, round, FollowerRefusal::FeatureTaken) {
                let id = format!("follower/{n:04}-taken-none-left");
                self.offer_each_version(&id, CaseKind::Game, &input);
            }
        }
        // A follower try after a game's turns, under every version.
        let (players, mut turns) = self.random_game(dice, round + 7, None);
        if turns.len() > 1 {
            let cut = 1 + dice.below(turns.len() - 1);
            let last = turns[cut].clone();
            turns.truncate(cut);
            let follower = if dice.one_in(6) {
                // A feature another tile has but this one may not.
                Some(
                    dice.pick(&["city", "road", "field", "monastery", "city-2", "field-3"])
                        .to_string(),
                )
            } else {
                let face = self.deck.index_of(&last.tile).unwrap_or(0);
                let segments = &self.deck.face(face).segments;
                Some(dice.pick(segments).id.clone())
            };
            let input = Input {
                players,
                turns,
                attempt: Some(Try {
                    tile: last.tile,
                    at: last.at,
                    rotation: last.rotation,
                    player: Some(last.player.0),
                    follower,
                }),
                ..Input::default()
            };
            self.offer_each_version(&format!("follower/{n:04}"), CaseKind::Game, &input);
        }
    }

    /// A greedy game in which a player has placed every follower, and a
    /// try of that player's refused as `want`: a legal tile with a follower
    /// on a feature that holds none (`no-follower-left`), or on one that
    /// holds a follower (`feature-taken`, judged before the supply).
    fn exhausted(&self, dice: &mut Dice, round: u64, want: FollowerRefusal) -> Option<Input> {
        let (players, turns) = self.random_game(dice, round, Some(true));
        let version = &self.versions[(round as usize) % self.versions.len()];
        let rules = Rules::of(self.expansion, version)?;
        let mut game = halflings_engine::Game::new(&self.deck, rules, &players);
        for t in &turns {
            let turn = halflings_engine::Turn {
                player: &t.player.0,
                face: self.deck.index_of(&t.tile)?,
                space: (t.at[0], t.at[1]),
                rotation: Rotation::new((t.rotation / 90 % 4) as u8),
                follower: t.follower.as_deref(),
            };
            game.play(&turn).ok()?;
        }
        let player = players.iter().find(|p| game.supply(p) == 0)?.clone();
        for _ in 0..20 {
            let dense = dice.one_in(2);
            let (face, space, rotation) = self.random_placement(dice, game.board(), dense)?;
            let f = self.deck.face(face);
            for segment in &f.segments {
                let turn = halflings_engine::Turn {
                    player: &player,
                    face,
                    space,
                    rotation,
                    follower: Some(&segment.id),
                };
                if game.check(&turn) == Err(halflings_engine::TurnRefusal::Follower(want.clone())) {
                    return Some(Input {
                        attempt: Some(Try {
                            tile: f.id.clone(),
                            at: [space.0, space.1],
                            rotation: u16::from(rotation.quarter_turns()) * 90,
                            player: Some(player.clone()),
                            follower: Some(segment.id.clone()),
                        }),
                        players,
                        turns,
                        ..Input::default()
                    });
                }
            }
        }
        None
    }

    /// The faces of `shape` (all when `None`) that can still be placed,
    /// each as often as copies remain.
    fn pool(&self, board: &Board, shape: Option<Shape>) -> Vec<usize> {
        let used = |face: usize| board.pieces().iter().filter(|p| p.face == face).count();
        let left = |&face: &usize| used(face) < usize::from(self.deck.face(face).copies);
        match shape {
            Some(Shape::Halfling) => self.halflings.iter().copied().filter(left).collect(),
            Some(Shape::Square) => self.squares.iter().copied().filter(left).collect(),
            None => (0..self.deck.faces().len()).filter(left).collect(),
        }
    }

    /// A face to place next in a catalog of more than [`HALFLINGS_DRAWN`]
    /// halflings: a halfling as often as one of that many would be drawn
    /// beside `squares` (the normal tiles left), then any halfling not yet
    /// on `board`; `None` when a few draws find none left.
    fn draw_from_many(&self, dice: &mut Dice, board: &Board, squares: &[usize]) -> Option<usize> {
        let k = dice.below(HALFLINGS_DRAWN + squares.len());
        if k >= HALFLINGS_DRAWN {
            return Some(squares[k - HALFLINGS_DRAWN]);
        }
        (0..32).find_map(|_| {
            let face = self.halflings[dice.below(self.halflings.len())];
            (!board.pieces().iter().any(|p| p.face == face)).then_some(face)
        })
    }

    /// A legal placement of some face on `board`: within two spaces of the
    /// origin when `dense`, and into a half-filled space half the time one
    /// is possible.
    fn random_placement(
        &self,
        dice: &mut Dice,
        board: &Board,
        dense: bool,
    ) -> Option<(usize, Space, Rotation)> {
        let many = self.halflings.len() > HALFLINGS_DRAWN;
        let pool = self.pool(board, many.then_some(Shape::Square));
        if pool.is_empty() && !many {
            return None;
        }
        for _ in 0..12 {
            let face = if many {
                let Some(face) = self.draw_from_many(dice, board, &pool) else {
                    continue;
                };
                face
            } else {
                *dice.pick(&pool)
            };
            let mut legal = board.legal_placements(&self.deck, face);
            if dense {
                legal.retain(|&((x, y), _)| x.abs() <= 1 && y.abs() <= 1 || board.is_empty());
            }
            if legal.is_empty() {
                continue;
            }
            let pairs: Vec<(Space, Rotation)> = legal
                .iter()
                .copied()
                .filter(|&(s, _)| board.at(s).len() == 1)
                .collect();
            let &(space, r) = if !pairs.is_empty() && dice.one_in(2) {
                dice.pick(&pairs)
            } else {
                dice.pick(&legal)
            };
            return Some((face, space, r));
        }
        None
    }

    /// A board holding every copy of the normal tile with the fewest whose
    /// copies all fit side by side, and a try of one more beside them;
    /// `None` when there is no such tile.
    fn copies_exhausted(&self, dice: &mut Dice) -> Option<Input> {
        let mut squares: Vec<usize> = self
            .squares
            .iter()
            .copied()
            .filter(|&i| self.deck.face(i).copies > 0)
            .collect();
        squares.sort_by_key(|&i| (self.deck.face(i).copies, i));
        squares
            .into_iter()
            .find_map(|face| self.all_copies_of(dice, face))
    }

    /// A board of every copy of `face` and a try of one more, if all fit.
    fn all_copies_of(&self, dice: &mut Dice, face: usize) -> Option<Input> {
        let f = self.deck.face(face);
        let mut board = Board::new();
        let mut place = Vec::new();
        for _ in 0..f.copies {
            let legal = board.legal_placements(&self.deck, face);
            if legal.is_empty() {
                return None;
            }
            let &(space, r) = dice.pick(&legal);
            board.place(&self.deck, face, space, r).ok()?;
            place.push(Placement {
                tile: f.id.clone(),
                at: [space.0, space.1],
                rotation: u16::from(r.quarter_turns()) * 90,
                followers: Vec::new(),
            });
        }
        let frontier = board.frontier(&self.deck);
        let &space = frontier.first().map(|_| dice.pick(&frontier))?;
        let rotation = Rotation::new(dice.below(4) as u8);
        Some(Input {
            place,
            attempt: Some(Try {
                tile: f.id.clone(),
                at: [space.0, space.1],
                rotation: u16::from(rotation.quarter_turns()) * 90,
                player: None,
                follower: None,
            }),
            ..Input::default()
        })
    }

    /// A board around a monastery at the origin with a follower of one of
    /// `players` players on it, then up to 16 tiles tried in the eight
    /// spaces around it, each a tile with vineyards half the time one is
    /// left; `None` when the catalog has no monastery.
    fn monastery_board(&self, dice: &mut Dice, players: usize) -> Option<Vec<Placement>> {
        let faces = self.deck.faces();
        let monastery = |f: &halflings_engine::Face| {
            f.segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
        };
        let monasteries: Vec<usize> = (0..faces.len())
            .filter(|&i| monastery(&faces[i]).is_some())
            .collect();
        if monasteries.is_empty() {
            return None;
        }
        let mut board = Board::new();
        let first = *dice.pick(&monasteries);
        let rotation = Rotation::new(dice.below(4) as u8);
        board.place(&self.deck, first, (0, 0), rotation).ok()?;
        let f = &faces[first];
        let mut place = vec![Placement {
            tile: f.id.clone(),
            at: [0, 0],
            rotation: u16::from(rotation.quarter_turns()) * 90,
            followers: vec![FollowerAt {
                player: PlayerName(PLAYERS[dice.below(players)].to_owned()),
                feature: f.segments[monastery(f)?].id.clone(),
            }],
        }];
        for _ in 0..16 {
            let mut pool = self.pool(&board, None);
            if dice.one_in(2) && pool.iter().any(|&i| faces[i].vineyards > 0) {
                pool.retain(|&i| faces[i].vineyards > 0);
            }
            if pool.is_empty() {
                break;
            }
            let face = *dice.pick(&pool);
            let mut legal = board.legal_placements(&self.deck, face);
            legal.retain(|&((x, y), _)| x.abs() <= 1 && y.abs() <= 1);
            if legal.is_empty() {
                continue;
            }
            let &(space, r) = dice.pick(&legal);
            if board.place(&self.deck, face, space, r).is_err() {
                continue;
            }
            place.push(Placement {
                tile: faces[face].id.clone(),
                at: [space.0, space.1],
                rotation: u16::from(r.quarter_turns()) * 90,
                followers: Vec::new(),
            });
        }
        Some(place)
    }

    /// A random legal board of up to `size` tiles with followers of
    /// `players` players: the placements, the board and its followers.
    fn random_board(
        &self,
        dice: &mut Dice,
        size: usize,
        dense: bool,
        players: usize,
    ) -> (Vec<Placement>, Board, Vec<Follower>) {
        let mut board = Board::new();
        let mut place = Vec::new();
        let mut followers: Vec<Follower> = Vec::new();
        for _ in 0..size {
            let Some((face, space, r)) = self.random_placement(dice, &board, dense) else {
                break;
            };
            let Ok(piece) = board.place(&self.deck, face, space, r) else {
                break;
            };
            let f = self.deck.face(face);
            let mut on = Vec::new();
            if dice.below(3) < 2 {
                let segment = dice.below(f.segments.len());
                let player = PLAYERS[dice.below(players)];
                // A player places no more followers than they have.
                let theirs = followers.iter().filter(|f| f.player == player).count();
                if theirs < usize::from(self.expansion.base_game.followers) {
                    on.push(FollowerAt {
                        player: PlayerName(player.to_owned()),
                        feature: f.segments[segment].id.clone(),
                    });
                    followers.push(Follower {
                        player: player.to_owned(),
                        piece,
                        segment,
                    });
                }
            }
            place.push(Placement {
                tile: f.id.clone(),
                at: [space.0, space.1],
                rotation: u16::from(r.quarter_turns()) * 90,
                followers: on,
            });
        }
        (place, board, followers)
    }

    /// A random game: its players and turns, each legal under a version
    /// picked by the round (so a follower is placed only where that
    /// version allows). Greedy players who always place a follower run out.
    fn random_game(
        &self,
        dice: &mut Dice,
        round: u64,
        greedy: Option<bool>,
    ) -> (Vec<String>, Vec<TurnAt>) {
        let count = 2 + dice.below(2);
        let players: Vec<String> = PLAYERS[..count].iter().map(|p| (*p).to_owned()).collect();
        let version = &self.versions[(round as usize) % self.versions.len()];
        let Some(rules) = Rules::of(self.expansion, version) else {
            return (players, Vec::new());
        };
        let greedy = greedy.unwrap_or_else(|| dice.one_in(3));
        let dense = dice.one_in(2);
        let length = 4 + dice.below(if greedy { 28 } else { 16 });
        let mut game = halflings_engine::Game::new(&self.deck, rules, &players);
        let mut turns = Vec::new();
        for k in 0..length {
            let player = &players[k % players.len()];
            let Some((face, space, rotation)) = self.random_placement(dice, game.board(), dense)
            else {
                break;
            };
            let f = self.deck.face(face);
            let wants = greedy || dice.below(3) < 2;
            let segment = wants.then(|| {
                let fields: Vec<usize> = (0..f.segments.len())
                    .filter(|&s| f.segments[s].kind == FeatureKind::Field)
                    .collect();
                if greedy && !fields.is_empty() {
                    *dice.pick(&fields)
                } else {
                    dice.below(f.segments.len())
                }
            });
            let mut turn = halflings_engine::Turn {
                player,
                face,
                space,
                rotation,
                follower: segment.map(|s| f.segments[s].id.as_str()),
            };
            if game.check(&turn).is_err() {
                turn.follower = None;
            }
            if game.play(&turn).is_err() {
                break;
            }
            turns.push(TurnAt {
                player: PlayerName(player.clone()),
                tile: f.id.clone(),
                at: [space.0, space.1],
                rotation: u16::from(rotation.quarter_turns()) * 90,
                follower: turn.follower.map(str::to_owned),
            });
        }
        (players, turns)
    }

    /// A placement to try on `board`, aimed at one reason or another.
    fn random_try(&self, dice: &mut Dice, board: &Board, place: &[Placement]) -> Try {
        let occupied = board.occupied();
        let faces = self.deck.faces();
        let mut face = dice.below(faces.len());
        let mut rotation = Rotation::new(dice.below(4) as u8);
        let space = match dice.below(7) {
            // A tile already on the board (a halfling exists once).
            0 if !place.is_empty() => {
                face = self.deck.index_of(&dice.pick(place).tile).unwrap_or(face);
                *dice.pick(&board.frontier(&self.deck))
            }
            // An occupied space.
            1 if !occupied.is_empty() => *dice.pick(&occupied),
            // A half-filled space, turned any way.
            2 => {
                let half: Vec<Space> = occupied
                    .iter()
                    .copied()
                    .filter(|&s| board.at(s).len() == 1)
                    .collect();
                if half.is_empty() {
                    *dice.pick(&board.frontier(&self.deck))
                } else {
                    let halflings: Vec<usize> = (0..faces.len())
                        .filter(|&i| faces[i].shape == Shape::Halfling)
                        .collect();
                    face = *dice.pick(&halflings);
                    *dice.pick(&half)
                }
            }
            // Diagonally off the board.
            3 | 4 if !occupied.is_empty() => {
                let (x, y) = *dice.pick(&occupied);
                let d = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
                let (dx, dy) = *dice.pick(&d);
                (x.saturating_add(dx), y.saturating_add(dy))
            }
            // Far away.
            5 if !occupied.is_empty() => {
                let (x, y) = *dice.pick(&occupied);
                (x.saturating_add(3), y.saturating_sub(2))
            }
            // Beside the board, any tile, any way.
            _ => {
                let frontier = board.frontier(&self.deck);
                if frontier.is_empty() {
                    (0, 0)
                } else {
                    let s = *dice.pick(&frontier);
                    if dice.one_in(2) {
                        // A legal turn when there is one.
                        for r in Rotation::ALL {
                            if board.check(&self.deck, face, s, r).is_ok() {
                                rotation = r;
                                break;
                            }
                        }
                    }
                    s
                }
            }
        };
        Try {
            tile: faces[face].id.clone(),
            at: [space.0, space.1],
            rotation: u16::from(rotation.quarter_turns()) * 90,
            player: None,
            follower: None,
        }
    }
}

/// The label the engine gives a feature in a score: its first part's tile,
/// segment and space.
fn label(board: &Board, deck: &Deck, features: &Features, index: usize) -> String {
    let (piece, segment) = features.list[index].parts[0];
    let p = board.pieces()[piece];
    let face = deck.face(p.face);
    format!(
        "{}:{} at {},{}",
        face.id, face.segments[segment].id, p.space.0, p.space.1
    )
}
