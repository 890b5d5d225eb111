//! A game in play: players take turns, each placing one tile and perhaps
//! one follower on a feature of that tile. After every turn the features
//! it completed are scored and their followers go back to their owners;
//! at the end, whatever is unfinished and every farm is scored.
//!
//! A game is played under one rules version: the version decides which
//! features are complete and, through the gap rulings, which fields are
//! joined, and so where a follower may go.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use super::board::{Board, Refusal, Space};
use super::face::{Deck, Shape};
use super::features::Features;
use super::misreading::Misreading;
use super::score::{
    Follower, Rules, Score, Scored, award, features_of, hill_spaces, is_complete, joined, score,
};
use halflings_model::{FeatureKind, Rotation, ScoringTime};

/// Why a follower may not go where it was asked to.
///
/// Its name in the example files, the conformance suite and the protocol
/// is the [`Verdict`](halflings_model::Verdict) it comes to
/// ([`crate::verdict::turn_verdict`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FollowerRefusal {
    /// The tile just placed has no feature of that name: a follower goes
    /// only on a feature of the tile placed this turn.
    NotOnTheTile,
    /// The feature, joined across the board, already holds a follower
    /// (the player's own included).
    FeatureTaken,
    /// The player has no follower left in their supply.
    NoFollowerLeft,
}

impl FollowerRefusal {
    /// The reason in a sentence.
    pub fn describe(&self) -> &'static str {
        match self {
            FollowerRefusal::NotOnTheTile => "the tile just placed has no such feature",
            FollowerRefusal::FeatureTaken => {
                "the feature, joined across the board, already holds a follower"
            }
            FollowerRefusal::NoFollowerLeft => "the player has no follower left",
        }
    }
}

/// Why a turn may not be played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TurnRefusal {
    /// The player is not one of the game's.
    NotAPlayer,
    /// The tile may not go there.
    Placement(Refusal),
    /// The tile may go there, but the follower may not.
    Follower(FollowerRefusal),
}

impl TurnRefusal {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            TurnRefusal::NotAPlayer => "the player is not one of the game's players".into(),
            TurnRefusal::Placement(r) => r.describe(),
            TurnRefusal::Follower(r) => r.describe().into(),
        }
    }
}

/// One turn: a tile placed, and perhaps a follower on one of its features.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn<'t> {
    /// Whose turn it is.
    pub player: &'t str,
    /// The tile, by its index in the deck.
    pub face: usize,
    /// Its space.
    pub space: Space,
    /// Its rotation.
    pub rotation: Rotation,
    /// The feature of the placed tile, by its id, that takes a follower.
    pub follower: Option<&'t str>,
}

/// What a turn scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnScore {
    /// The features this turn completed that held followers, each scored.
    pub scored: Vec<Scored>,
    /// The followers that went back to their owners.
    pub returned: Vec<Follower>,
}

/// A game under one rules version.
#[derive(Clone, Debug)]
pub struct Game<'a> {
    deck: &'a Deck,
    rules: Rules<'a>,
    board: Board,
    features: Arc<Features>,
    followers: Vec<Follower>,
    supply: BTreeMap<String, u8>,
    points: BTreeMap<String, u32>,
}

impl<'a> Game<'a> {
    /// A game on an empty board between `players`, each with the base
    /// game's supply of followers.
    pub fn new<S: AsRef<str>>(deck: &'a Deck, rules: Rules<'a>, players: &[S]) -> Game<'a> {
        let board = Board::new();
        Game {
            deck,
            rules,
            features: joined(&board, deck, rules),
            board,
            followers: Vec::new(),
            supply: players
                .iter()
                .map(|p| (p.as_ref().to_owned(), rules.base.followers))
                .collect(),
            points: players.iter().map(|p| (p.as_ref().to_owned(), 0)).collect(),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// The features of the board, joined as this game's rules read gaps.
    pub fn features(&self) -> &Features {
        &self.features
    }

    /// The followers `player` has left to place.
    pub fn supply(&self, player: &str) -> u8 {
        self.supply.get(player).copied().unwrap_or(0)
    }

    /// Points scored so far, by player.
    pub fn points(&self) -> &BTreeMap<String, u32> {
        &self.points
    }

    /// Whether `turn` may be played; if not, why. The game is unchanged.
    pub fn check(&mut self, turn: &Turn<'_>) -> Result<(), TurnRefusal> {
        let (placed, features) = self.lay(turn)?;
        let verdict = self.follower_on(turn, placed, &features);
        self.board.take_back_last();
        verdict.map(|_| ())
    }

    /// Plays `turn`: the tile, the follower, then every feature the tile
    /// completed that holds followers is scored and its followers go
    /// back. A refused turn changes nothing.
    pub fn play(&mut self, turn: &Turn<'_>) -> Result<TurnScore, TurnRefusal> {
        let (piece, features) = self.lay(turn)?;
        let follower = self.follower_on(turn, piece, &features);
        if follower.is_ok() {
            self.features = features;
        }
        match follower {
            Ok(Some(segment)) => {
                *self.supply.entry(turn.player.to_owned()).or_default() -= 1;
                self.followers.push(Follower {
                    player: turn.player.to_owned(),
                    piece,
                    segment,
                });
            }
            Ok(None) => {}
            Err(refusal) => {
                self.board.take_back_last();
                return Err(refusal);
            }
        }
        Ok(self.score_completed())
    }

    /// Game end: every unfinished feature and every farm that holds
    /// followers is scored; followers stay where they are. Returns the
    /// end scoring alone; the final points are [`Game::points`] plus its
    /// totals.
    pub fn end_score(&self) -> Score {
        score(
            &self.board,
            self.deck,
            &self.followers,
            self.rules,
            ScoringTime::GameEnd,
        )
    }

    /// The final points by player: the points of the turns and of the end
    /// scoring.
    pub fn final_points(&self) -> BTreeMap<String, u32> {
        let mut total = self.points.clone();
        for (player, n) in self.end_score().totals {
            *total.entry(player).or_default() += n;
        }
        total
    }

    /// Places the turn's tile; the features of the board with it.
    fn lay(&mut self, turn: &Turn<'_>) -> Result<(usize, Arc<Features>), TurnRefusal> {
        if !self.supply.contains_key(turn.player) {
            return Err(TurnRefusal::NotAPlayer);
        }
        let piece = match self
            .board
            .place(self.deck, turn.face, turn.space, turn.rotation)
        {
            Err(Refusal::AllCopiesPlaced)
                if self.rules.misreading == Some(Misreading::CopiesUnlimited) =>
            {
                self.board
                    .place(&unlimited(self.deck), turn.face, turn.space, turn.rotation)
            }
            placed => placed,
        }
        .map_err(TurnRefusal::Placement)?;
        Ok((piece, joined(&self.board, self.deck, self.rules)))
    }

    /// The segment the turn's follower goes on, once the tile is placed.
    fn follower_on(
        &self,
        turn: &Turn<'_>,
        piece: usize,
        features: &Features,
    ) -> Result<Option<usize>, TurnRefusal> {
        let Some(id) = turn.follower else {
            return Ok(None);
        };
        let refuse = |r| Err(TurnRefusal::Follower(r));
        let Some(segment) = self.deck.face(turn.face).segment(id) else {
            return refuse(FollowerRefusal::NotOnTheTile);
        };
        let feature = features.of_part[piece][segment];
        let taken = self
            .followers
            .iter()
            .any(|f| features.of_part[f.piece][f.segment] == feature);
        judge_follower(taken, self.supply(turn.player) == 0, self.rules)
            .map_err(TurnRefusal::Follower)?;
        Ok(Some(segment))
    }

    /// Scores the features this turn completed that hold followers and
    /// returns their followers.
    fn score_completed(&mut self) -> TurnScore {
        // Every feature that holds followers: one that is complete now was
        // completed by this turn, since a feature is scored, and its
        // followers go back, on the turn it completes. Not only the
        // features of the new tile and the monasteries around it: where a
        // version counts a city facing a gap as complete, a halfling laid
        // beside a city closes it with its gap without joining it.
        let mut on: BTreeMap<usize, Vec<&Follower>> = BTreeMap::new();
        for f in &self.followers {
            let feature = self.features.of_part[f.piece][f.segment];
            on.entry(feature).or_default().push(f);
        }
        let complete: Vec<bool> = self
            .features
            .list
            .iter()
            .enumerate()
            .map(|(i, f)| {
                on.contains_key(&i)
                    && f.kind != FeatureKind::Field
                    && is_complete(&self.board, self.deck, f, self.rules)
            })
            .collect();
        let hills = hill_spaces(&self.board, self.deck);
        let mut scored = Vec::new();
        let mut done: BTreeSet<usize> = BTreeSet::new();
        for (&index, here) in &on {
            if !complete[index] {
                continue;
            }
            let s = award(
                &self.board,
                self.deck,
                &self.features.list[index],
                true,
                0,
                here,
                self.rules,
                &hills,
            );
            for p in &s.scorers {
                *self.points.entry(p.clone()).or_default() += s.points;
            }
            scored.push(s);
            done.insert(index);
        }
        let features = &self.features;
        let (returned, stay): (Vec<Follower>, Vec<Follower>) = std::mem::take(&mut self.followers)
            .into_iter()
            .partition(|f| done.contains(&features.of_part[f.piece][f.segment]));
        self.followers = stay;
        for f in &returned {
            *self.supply.entry(f.player.clone()).or_default() += 1;
        }
        TurnScore { scored, returned }
    }
}

/// Why no game reaches a board's followers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreachable {
    /// A second follower on one placed tile: a turn places at most one
    /// follower, on the tile it places.
    TwoOnOneTile,
    /// A player has more followers on the board than each player has.
    MoreThanTheSupply {
        /// The player.
        player: String,
        /// How many followers each player has.
        supply: u8,
    },
}

impl Unreachable {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            Unreachable::TwoOnOneTile => "a second follower on one tile: a turn places one \
                                           follower, on the tile it places"
                .to_owned(),
            Unreachable::MoreThanTheSupply { player, supply } => {
                format!(
                    "{player} has more followers on the board than the {supply} each player has"
                )
            }
        }
    }
}

/// The first of `followers` that no game could have put on the board
/// beside those before it, by its index, and why: a follower on a tile
/// that already holds one, or one more of a player's than `supply`. Other
/// positions are reached by some order of turns: two followers on one
/// feature, say, stood on two features that a later tile joined.
pub fn unreachable(followers: &[Follower], supply: u8) -> Option<(usize, Unreachable)> {
    let mut on_piece = BTreeSet::new();
    let mut placed: BTreeMap<&str, u32> = BTreeMap::new();
    for (i, f) in followers.iter().enumerate() {
        if !on_piece.insert(f.piece) {
            return Some((i, Unreachable::TwoOnOneTile));
        }
        let n = placed.entry(&f.player).or_default();
        *n += 1;
        if *n > u32::from(supply) {
            let player = f.player.clone();
            return Some((i, Unreachable::MoreThanTheSupply { player, supply }));
        }
    }
    None
}

/// A board's placement to try, with its follower, judged under `rules`:
/// the followers on the board stand where they are, and each player has
/// the base game's supply less the followers they have on the board.
pub fn try_on_board(
    board: &Board,
    followers: &[Follower],
    deck: &Deck,
    rules: Rules<'_>,
    turn: &Turn<'_>,
) -> Result<(), TurnRefusal> {
    let more = rules.misreading == Some(Misreading::CopiesUnlimited);
    let unlimited = more.then(|| unlimited(deck));
    let deck = unlimited.as_ref().unwrap_or(deck);
    board
        .check(deck, turn.face, turn.space, turn.rotation)
        .map_err(TurnRefusal::Placement)?;
    let Some(id) = turn.follower else {
        return Ok(());
    };
    let Some(segment) = deck.face(turn.face).segment(id) else {
        return Err(TurnRefusal::Follower(FollowerRefusal::NotOnTheTile));
    };
    let mut after = board.clone();
    let piece = after
        .place(deck, turn.face, turn.space, turn.rotation)
        .map_err(TurnRefusal::Placement)?;
    let features = features_of(&after, deck, rules);
    let feature = features.of_part[piece][segment];
    let taken = followers
        .iter()
        .any(|f| features.of_part[f.piece][f.segment] == feature);
    let placed = followers.iter().filter(|f| f.player == turn.player).count();
    let none_left = placed >= usize::from(rules.base.followers);
    judge_follower(taken, none_left, rules).map_err(TurnRefusal::Follower)
}

/// `deck` with no limit to the copies of a normal tile
/// ([`Misreading::CopiesUnlimited`]).
fn unlimited(deck: &Deck) -> Deck {
    let faces = deck.faces().iter().cloned().map(|mut f| {
        if f.shape == Shape::Square {
            f.copies = u8::MAX;
        }
        f
    });
    Deck::new(faces.collect())
}

/// The follower checks after the feature is found on the tile, in their
/// order: the feature first (`feature-taken`), then the player's supply
/// (`no-follower-left`).
fn judge_follower(taken: bool, none_left: bool, rules: Rules<'_>) -> Result<(), FollowerRefusal> {
    let mut checks = [
        (taken, FollowerRefusal::FeatureTaken),
        (none_left, FollowerRefusal::NoFollowerLeft),
    ];
    if rules.misreading == Some(Misreading::SupplyBeforeFeature) {
        checks.reverse();
    }
    match checks.into_iter().find(|(fails, _)| *fails) {
        Some((_, refusal)) => Err(refusal),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{deck, expansion, face, rules};

    fn turn<'t>(
        deck: &Deck,
        player: &'t str,
        tile: &str,
        space: Space,
        q: u8,
        follower: Option<&'t str>,
    ) -> Turn<'t> {
        Turn {
            player,
            face: face(deck, tile),
            space,
            rotation: Rotation::new(q),
            follower,
        }
    }

    #[test]
    fn a_city_completed_during_play_scores_at_once_and_its_follower_goes_back() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Game::new(&deck, rules(&expansion, "2021-01"), &["red", "blue"]);
        assert_eq!(game.supply("red"), 7);
        let cap = turn(&deck, "red", "city-cap", (0, 0), 2, Some("city"));
        assert_eq!(game.play(&cap).unwrap().scored, []);
        assert_eq!(game.supply("red"), 6);
        let half = turn(&deck, "blue", "h1-12", (0, 1), 0, None);
        assert_eq!(game.play(&half).unwrap().scored, []);
        // The partner halfling closes the city: cap and one occupied space,
        // 2 each, and h1-12's pennant, 2.
        let close = turn(&deck, "blue", "h2-12", (0, 1), 2, None);
        let scored = game.play(&close).unwrap();
        assert_eq!(scored.scored.len(), 1);
        assert_eq!(scored.scored[0].scorers, ["red"]);
        assert_eq!(scored.scored[0].points, 6);
        assert_eq!(scored.returned.len(), 1);
        assert_eq!(game.supply("red"), 7);
        assert!(game.followers().is_empty());
        assert_eq!(game.points()["red"], 6);
        assert_eq!(game.final_points()["red"], 6);
    }

    #[test]
    fn a_follower_goes_only_on_a_free_feature_of_the_tile_just_placed() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Game::new(&deck, rules(&expansion, "2021-01"), &["red", "blue"]);
        game.play(&turn(&deck, "red", "city-cap", (0, 0), 2, Some("city")))
            .unwrap();
        let into_reds_city = turn(&deck, "blue", "h1-12", (0, 1), 0, Some("city"));
        assert_eq!(
            game.check(&into_reds_city),
            Err(TurnRefusal::Follower(FollowerRefusal::FeatureTaken))
        );
        // The player's own follower counts too.
        let mine_again = turn(&deck, "red", "h1-12", (0, 1), 0, Some("city"));
        assert_eq!(
            game.check(&mine_again),
            Err(TurnRefusal::Follower(FollowerRefusal::FeatureTaken))
        );
        let no_such = turn(&deck, "blue", "h1-12", (0, 1), 0, Some("monastery"));
        assert_eq!(
            game.check(&no_such),
            Err(TurnRefusal::Follower(FollowerRefusal::NotOnTheTile))
        );
        // A refused turn changes nothing; the field is free.
        assert_eq!(game.board().pieces().len(), 1);
        let field = turn(&deck, "blue", "h1-12", (0, 1), 0, Some("field"));
        assert!(game.play(&field).is_ok());
        assert_eq!(game.supply("blue"), 6);
        assert_eq!(
            game.check(&turn(&deck, "green", "monastery", (1, 0), 0, None)),
            Err(TurnRefusal::NotAPlayer)
        );
    }

    #[test]
    fn a_player_with_every_follower_placed_may_still_place_tiles_but_no_follower() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Game::new(&deck, rules(&expansion, "2021-01"), &["red"]);
        // Seven straight roads stacked north to south: seven roads apart,
        // each with a follower, none ever complete.
        for y in 0..7 {
            game.play(&turn(
                &deck,
                "red",
                "straight-road",
                (0, y),
                0,
                Some("road"),
            ))
            .unwrap();
        }
        assert_eq!(game.supply("red"), 0);
        let one_more = turn(&deck, "red", "straight-road", (0, 7), 0, Some("road"));
        assert_eq!(
            game.check(&one_more),
            Err(TurnRefusal::Follower(FollowerRefusal::NoFollowerLeft))
        );
        let without = turn(&deck, "red", "straight-road", (0, 7), 0, None);
        assert!(game.play(&without).is_ok());
    }

    #[test]
    fn the_game_end_scores_what_is_unfinished_and_followers_stay() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Game::new(&deck, rules(&expansion, "2021-01"), &["red", "blue"]);
        game.play(&turn(&deck, "red", "city-cap", (0, 0), 0, Some("city")))
            .unwrap();
        game.play(&turn(
            &deck,
            "blue",
            "monastery",
            (0, 1),
            0,
            Some("monastery"),
        ))
        .unwrap();
        let end = game.end_score();
        // The open city: 1 for its tile; the monastery: 1 per occupied
        // space of its nine, 2.
        assert_eq!(end.totals["red"], 1);
        assert_eq!(end.totals["blue"], 2);
        assert_eq!(game.followers().len(), 2);
        assert_eq!(game.final_points()["blue"], 2);
    }

    #[test]
    fn a_try_on_a_board_counts_the_followers_standing_there() {
        let (deck, expansion) = (deck(), expansion());
        let r = rules(&expansion, "2021-01");
        let mut board = Board::new();
        let cap = board
            .place(&deck, face(&deck, "city-cap"), (0, 0), Rotation::new(2))
            .unwrap();
        let red = Follower {
            player: "red".into(),
            piece: cap,
            segment: deck.face(face(&deck, "city-cap")).segment("city").unwrap(),
        };
        let t = turn(&deck, "blue", "h1-12", (0, 1), 0, Some("city"));
        assert_eq!(
            try_on_board(&board, std::slice::from_ref(&red), &deck, r, &t),
            Err(TurnRefusal::Follower(FollowerRefusal::FeatureTaken))
        );
        assert_eq!(try_on_board(&board, &[], &deck, r, &t), Ok(()));
        let far = turn(&deck, "blue", "h1-12", (5, 5), 0, Some("city"));
        assert_eq!(
            try_on_board(&board, &[red], &deck, r, &far),
            Err(TurnRefusal::Placement(Refusal::NotAdjacent))
        );
    }
}
