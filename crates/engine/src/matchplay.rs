//! A whole game, by edition: the base game's tiles shuffled into a
//! stack with the start tile placed first, each player's halflings dealt
//! (or drafted) as the edition says, turns in order, and the edition's
//! game end, read from the manifest.
//!
//! A turn is a choice: draw a normal tile, or play one of your halflings
//! instead ([`Move::Draw`], [`Move::Place`]). A drawn tile that fits
//! nowhere is put back in the box and the next one drawn, as the base game
//! says; the drawn tile is then placed, perhaps with a follower. Features
//! a placement completes score at once and their followers go back.
//! [`Match::legal_moves`] lists every legal move, follower choices
//! included. When the game is over, [`Match::final_points`] adds the end
//! scoring to the points of the turns.
//!
//! How each edition ends ([`GameEnd`]):
//! - the 1st edition's rules (2014): at the end of the turn in which the
//!   last normal tile is placed (or the last is put back in the box);
//!   halflings still in hand are lost;
//! - the 2nd and 3rd editions (the 10/2024 ruling): when nobody can place
//!   a normal tile or a halfling. Once the stack is empty, a player who
//!   still can place a halfling must, and one who cannot passes
//!   ([`Move::Pass`]).
//!
//! A game is a value: [`Clone`], compared and hashed by its state, and
//! written out as its [`Record`], which [`Match::replay`] plays back.
//!
//! ```no_run
//! use halflings_engine::{Deck, Match, Setup};
//!
//! let catalog = halflings_catalog::Catalog::load(std::path::Path::new("tiles")).unwrap();
//! let deck = Deck::of(catalog.tiles(), catalog.squares());
//! let setup = Setup::new(&["red", "blue"], "C3", 7);
//! let mut game = Match::new(&deck, catalog.expansion(), setup).unwrap();
//! while !game.is_over() {
//!     let moves = game.legal_moves();
//!     game.play(moves[0]).unwrap();
//! }
//! println!("{:?}", game.final_points());
//! let again = Match::replay(&deck, catalog.expansion(), &game.record()).unwrap();
//! assert_eq!(again, game);
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::board::{Board, Contact, Refusal, Space, step};
use super::face::{Deck, Shape};
use super::features::{GapReading, gap_legs, gaps_facing};
use super::frontier::{self, Beyond, Frontier, Room};
use super::game::FollowerRefusal;
use super::joining::Joined;
use super::misreading::Misreading;
use super::score::{Follower, Rules, Scored, award, hill_spaces, is_complete, score};
use halflings_model::{Edition, Expansion, FeatureKind, GameEnd, Rotation, ScoringTime};

/// How a game is set up: who plays, under which edition and rules
/// version, the seed of its shuffles, and whether the halflings are
/// drafted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The players' names, in turn order (clockwise).
    pub players: Vec<String>,
    /// The edition, such as `C2`: it deals the halflings and ends the game.
    pub edition: String,
    /// The rules version that scores, one of the edition's; its newest
    /// when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// The seed of the stack's and the halflings' shuffles. A record
    /// holds the stack and the hands it dealt: playing one back needs no
    /// seed.
    pub seed: u64,
    /// The draft variant: the halflings lie face up and the players pick
    /// them, the last player first and then counter-clockwise (a `pick`
    /// move each), rather than being dealt at random.
    #[serde(default)]
    pub draft: bool,
}

impl Setup {
    /// Two or more players under `edition`, dealt at random from `seed`.
    pub fn new<S: AsRef<str>>(players: &[S], edition: &str, seed: u64) -> Setup {
        Setup {
            players: players.iter().map(|p| p.as_ref().to_owned()).collect(),
            edition: edition.to_owned(),
            rules: None,
            seed,
            draft: false,
        }
    }
}

/// The most players a game takes: one copy of the 1st edition's
/// halflings serves six.
pub const MAX_PLAYERS: usize = 6;

/// Why a game cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetupError {
    /// No players, or more than [`MAX_PLAYERS`].
    Players(usize),
    /// A player's name is given twice, or is empty.
    PlayerName(String),
    /// The manifest has no edition of this id.
    UnknownEdition(String),
    /// The rules version is not one of the edition's.
    RulesNotOfEdition {
        /// The rules version asked for.
        rules: String,
        /// The edition.
        edition: String,
    },
    /// The deck has too few halflings for every player's hand.
    NotEnoughHalflings {
        /// How many the hands need.
        needed: usize,
        /// How many the deck has.
        have: usize,
    },
    /// No normal tile of the deck is marked as the start tile.
    NoStartTile,
    /// A record names a tile the deck does not have, or deals one twice.
    Tile(String),
}

impl SetupError {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            SetupError::Players(n) => {
                format!("a game takes 1 to {MAX_PLAYERS} players, not {n}")
            }
            SetupError::PlayerName(name) => {
                format!("the player name {name:?} is empty or given twice")
            }
            SetupError::UnknownEdition(id) => format!("there is no edition {id:?}"),
            SetupError::RulesNotOfEdition { rules, edition } => {
                format!("the rules version {rules:?} is not one of the edition {edition}'s")
            }
            SetupError::NotEnoughHalflings { needed, have } => {
                format!("the hands need {needed} halflings and the deck has {have}")
            }
            SetupError::NoStartTile => "no normal tile is marked as the start tile".into(),
            SetupError::Tile(id) => format!("the record's tile {id:?} is not in the deck"),
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase", content = "tile")]
pub enum Phase {
    /// The draft: the current player picks a halfling.
    Draft,
    /// A turn begins: the current player draws or plays a halfling, or,
    /// with the stack empty and no halfling that fits, passes.
    Turn,
    /// The current player has drawn this face and places it.
    Placing(usize),
    /// The game is over.
    Over,
}

/// A placement: a tile in a space, turned, perhaps with a follower on one
/// of its segments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// The tile, by its index in the deck.
    pub face: usize,
    /// Its space.
    pub space: Space,
    /// Its rotation.
    pub rotation: Rotation,
    /// The segment of the tile that takes a follower, by its index.
    pub follower: Option<usize>,
}

/// A move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// In the draft, take this halfling (by its index in the deck).
    Pick(usize),
    /// Draw the next normal tile.
    Draw,
    /// Place the drawn tile, or a halfling from the hand.
    Place(Placement),
    /// Pass: the stack is empty and no halfling in the hand fits.
    Pass,
}

/// Why a move may not be played now.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveRefusal {
    /// The game is over.
    Over,
    /// The move belongs to another phase: a pick outside the draft, a draw
    /// or a halfling while a drawn tile waits, and so on.
    NotNow,
    /// The halfling is not on the table to pick.
    NotInPool,
    /// The stack is empty: there is nothing to draw.
    StackEmpty,
    /// The tile is neither the drawn tile nor a halfling in the hand.
    NotYours,
    /// A pass, while the player can draw or place a halfling.
    MustPlay,
    /// The tile may not go there.
    Placement(Refusal),
    /// The follower may not go there.
    Follower(FollowerRefusal),
}

impl MoveRefusal {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            MoveRefusal::Over => "the game is over".into(),
            MoveRefusal::NotNow => "the move does not fit this moment of the game".into(),
            MoveRefusal::NotInPool => "the halfling is not on the table to pick".into(),
            MoveRefusal::StackEmpty => "the stack is empty".into(),
            MoveRefusal::NotYours => {
                "the tile is neither the one drawn nor a halfling in the player's hand".into()
            }
            MoveRefusal::MustPlay => "the player can still place a tile".into(),
            MoveRefusal::Placement(r) => r.describe(),
            MoveRefusal::Follower(r) => r.describe().into(),
        }
    }
}

/// What a move did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// A draw: the tile drawn to place, if one fits.
    pub drawn: Option<usize>,
    /// A draw: the tiles that fitted nowhere and went back in the box.
    pub discarded: Vec<usize>,
    /// A placement: the features it completed that held followers.
    pub scored: Vec<Scored>,
    /// A placement: the followers that went back to their owners.
    pub returned: Vec<Follower>,
}

/// A move as a record writes it: tiles and features by their ids.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case", tag = "move", deny_unknown_fields)]
pub enum Recorded {
    /// A pick in the draft.
    Pick {
        /// The halfling.
        tile: String,
    },
    /// A draw.
    Draw,
    /// A placement.
    Place {
        /// The tile.
        tile: String,
        /// Its space, x east and y south.
        at: (i32, i32),
        /// Its rotation in degrees clockwise.
        rotation: u16,
        /// The feature of the tile that takes a follower.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        follower: Option<String>,
    },
    /// A pass.
    Pass,
}

/// A game written out: its setup, the stack in the order it is drawn, the
/// hands as dealt, and every move. The engine's `Match::replay` plays it
/// back; an engine in another language can too, without the seed's
/// shuffles.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The setup.
    pub setup: Setup,
    /// The normal tiles in the order they are drawn; the start tile, placed
    /// first at `[0, 0]` unturned, is not among them.
    pub stack: Vec<String>,
    /// Each player's halflings as dealt, in turn order; empty lists in a
    /// draft, whose picks are moves.
    pub hands: Vec<Vec<String>>,
    /// The moves.
    pub moves: Vec<Recorded>,
}

/// Why a record does not play back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup, the stack or the hands.
    Setup(SetupError),
    /// A move names a tile or feature the deck does not have.
    Unknown {
        /// The move, counted from 0.
        index: usize,
        /// What it names.
        what: String,
    },
    /// A move is refused.
    Refused {
        /// The move, counted from 0.
        index: usize,
        /// Why.
        refusal: MoveRefusal,
    },
}

impl ReplayError {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            ReplayError::Setup(e) => e.describe(),
            ReplayError::Unknown { index, what } => {
                format!("move {index}: the deck has no {what}")
            }
            ReplayError::Refused { index, refusal } => {
                format!("move {index} is refused: {}", refusal.describe())
            }
        }
    }
}

/// A whole game under one edition and rules version.
#[derive(Clone, Debug)]
pub struct Match<'a> {
    deck: &'a Deck,
    rules: Rules<'a>,
    end: GameEnd,
    setup: Setup,
    board: Board,
    frontier: Frontier,
    joined: Joined,
    followers: Vec<Follower>,
    supply: Vec<u8>,
    points: Vec<u32>,
    hands: Vec<Vec<usize>>,
    dealt: Vec<Vec<usize>>,
    pool: Vec<usize>,
    hand_size: usize,
    stack: Vec<usize>,
    next: usize,
    current: usize,
    phase: Phase,
    moves: Vec<Move>,
}

/// SplitMix64 (Steele, Lea and Flood, 2014), the seed's generator: a
/// published sequence that no dependency's release can change, so a seed
/// deals the same game in every version of the engine.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n`: the high half of a 128-bit product.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }

    /// Fisher–Yates, from the last item down.
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The rules version `id` of `edition` (its newest when `None`), as
/// `expansion` defines it.
fn rules_of<'a>(
    expansion: &'a Expansion,
    edition: &Edition,
    id: Option<&str>,
) -> Result<Rules<'a>, SetupError> {
    let id = match id {
        Some(r) if edition.rules.iter().any(|e| e == r) => r,
        Some(r) => {
            return Err(SetupError::RulesNotOfEdition {
                rules: r.to_owned(),
                edition: edition.id.clone(),
            });
        }
        None => edition
            .rules
            .last()
            .map(String::as_str)
            .unwrap_or(expansion.current_rules.as_str()),
    };
    Rules::of(expansion, id).ok_or_else(|| SetupError::RulesNotOfEdition {
        rules: id.to_owned(),
        edition: edition.id.clone(),
    })
}

/// The edition `id` of `expansion`.
fn edition<'a>(expansion: &'a Expansion, id: &str) -> Result<&'a Edition, SetupError> {
    expansion
        .edition
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| SetupError::UnknownEdition(id.to_owned()))
}

impl<'a> Match<'a> {
    /// A game set up as `setup` says, on `deck` (its halflings and the
    /// base game's normal tiles, one of them marked as the start tile),
    /// with the editions and rules of `expansion`. The stack is shuffled
    /// from the seed, and the halflings dealt from it unless drafted.
    pub fn new(
        deck: &'a Deck,
        expansion: &'a Expansion,
        setup: Setup,
    ) -> Result<Match<'a>, SetupError> {
        let mut rng = SplitMix64(setup.seed);
        let start = start_face(deck)?;
        let mut stack: Vec<usize> = Vec::new();
        for (i, f) in deck.faces().iter().enumerate() {
            if f.shape == Shape::Square {
                let copies = usize::from(f.copies) - usize::from(i == start);
                stack.extend(std::iter::repeat_n(i, copies));
            }
        }
        rng.shuffle(&mut stack);
        let edition = edition(expansion, &setup.edition)?;
        let rules = rules_of(expansion, edition, setup.rules.as_deref())?;
        let n = setup.players.len();
        let each = usize::from(edition.halflings_per_player);
        let mut hands = vec![Vec::new(); n];
        if !setup.draft {
            let mut halflings = halflings(deck);
            rng.shuffle(&mut halflings);
            for k in 0..each * n {
                if let Some(&h) = halflings.get(k) {
                    hands[k % n].push(h);
                }
            }
        }
        Match::with(deck, edition, rules, setup, stack, hands)
    }

    /// The game of `record`'s setup with its stack and hands, its moves
    /// played.
    pub fn replay(
        deck: &'a Deck,
        expansion: &'a Expansion,
        record: &Record,
    ) -> Result<Match<'a>, ReplayError> {
        let edition = edition(expansion, &record.setup.edition).map_err(ReplayError::Setup)?;
        let rules = rules_of(expansion, edition, record.setup.rules.as_deref())
            .map_err(ReplayError::Setup)?;
        let mut game = Match::dealt(deck, edition, rules, record)?;
        for index in 0..record.moves.len() {
            game.play_recorded(record, index)?;
        }
        Ok(game)
    }

    /// The game of `record` as dealt, before its first move: its setup,
    /// stack and hands, under `edition` (the setup's) and `rules`, the
    /// setup's rules version (the edition's newest when it names none).
    /// [`Match::play_recorded`] then plays its moves one by one. Unlike
    /// [`Match::replay`], which reads both from the manifest, the caller
    /// brings them: the conformance suite's reference engine plays rules
    /// with a ruling read the other way, or a deliberate misreading.
    pub fn dealt(
        deck: &'a Deck,
        edition: &Edition,
        rules: Rules<'a>,
        record: &Record,
    ) -> Result<Match<'a>, ReplayError> {
        let setup = &record.setup;
        if setup.edition != edition.id {
            return Err(ReplayError::Setup(SetupError::UnknownEdition(
                setup.edition.clone(),
            )));
        }
        let named = setup
            .rules
            .as_deref()
            .or(edition.rules.last().map(String::as_str));
        if named.is_some_and(|r| r != rules.version.id) {
            return Err(ReplayError::Setup(SetupError::RulesNotOfEdition {
                rules: rules.version.id.clone(),
                edition: edition.id.clone(),
            }));
        }
        let face = |id: &str| {
            deck.index_of(id)
                .ok_or_else(|| ReplayError::Setup(SetupError::Tile(id.to_owned())))
        };
        let stack = record
            .stack
            .iter()
            .map(|id| face(id))
            .collect::<Result<Vec<_>, _>>()?;
        let hands = record
            .hands
            .iter()
            .map(|h| h.iter().map(|id| face(id)).collect::<Result<Vec<_>, _>>())
            .collect::<Result<Vec<_>, _>>()?;
        Match::with(deck, edition, rules, setup.clone(), stack, hands).map_err(ReplayError::Setup)
    }

    /// Plays move `index` of `record`, the game's own record or the one
    /// it was [dealt](Match::dealt) from.
    pub fn play_recorded(&mut self, record: &Record, index: usize) -> Result<Outcome, ReplayError> {
        let Some(m) = record.moves.get(index) else {
            return Err(ReplayError::Unknown {
                index,
                what: "such move".into(),
            });
        };
        let mv = self
            .read(m)
            .map_err(|what| ReplayError::Unknown { index, what })?;
        self.play(mv)
            .map_err(|refusal| ReplayError::Refused { index, refusal })
    }

    fn with(
        deck: &'a Deck,
        edition: &Edition,
        rules: Rules<'a>,
        setup: Setup,
        stack: Vec<usize>,
        hands: Vec<Vec<usize>>,
    ) -> Result<Match<'a>, SetupError> {
        let n = setup.players.len();
        if n == 0 || n > MAX_PLAYERS {
            return Err(SetupError::Players(n));
        }
        let mut seen = std::collections::BTreeSet::new();
        if let Some(bad) = setup
            .players
            .iter()
            .find(|p| p.is_empty() || !seen.insert(p.as_str()))
        {
            return Err(SetupError::PlayerName(bad.clone()));
        }
        if !edition.rules.is_empty() && !edition.rules.contains(&rules.version.id) {
            return Err(SetupError::RulesNotOfEdition {
                rules: rules.version.id.clone(),
                edition: edition.id.clone(),
            });
        }
        let each = usize::from(edition.halflings_per_player);
        let all = halflings(deck);
        if each * n > all.len() {
            return Err(SetupError::NotEnoughHalflings {
                needed: each * n,
                have: all.len(),
            });
        }
        let start = start_face(deck)?;
        // The stack and the hands: tiles of the deck, each no more often
        // than it has copies.
        let mut left: Vec<usize> = deck.faces().iter().map(|f| usize::from(f.copies)).collect();
        left[start] -= 1;
        let hands = if setup.draft {
            vec![Vec::new(); n]
        } else {
            hands
        };
        if hands.len() != n {
            return Err(SetupError::Players(hands.len()));
        }
        let squares = stack.iter().map(|&f| (f, Shape::Square));
        let halflings = hands.iter().flatten().map(|&f| (f, Shape::Halfling));
        for (f, shape) in squares.chain(halflings) {
            if deck.face(f).shape != shape || left[f] == 0 {
                return Err(SetupError::Tile(deck.face(f).id.clone()));
            }
            left[f] -= 1;
        }
        let pool = if setup.draft { all } else { Vec::new() };
        let mut board = Board::new();
        board
            .place(deck, start, (0, 0), Rotation::new(0))
            .map_err(|_| SetupError::NoStartTile)?;
        let reading = GapReading::of(&rules.version.gaps);
        let joined = Joined::of(&board, deck, reading, []);
        let frontier = Frontier::of(&board, deck);
        let phase = if setup.draft {
            Phase::Draft
        } else {
            Phase::Turn
        };
        let current = if setup.draft { n - 1 } else { 0 };
        let mut game = Match {
            deck,
            rules,
            end: match rules.misreading {
                Some(Misreading::GameEndsWithTheStack) => GameEnd::LastNormalTile,
                Some(Misreading::GameOutlastsTheStack) => GameEnd::NoPlacementPossible,
                _ => edition.game_end,
            },
            board,
            frontier,
            joined,
            followers: Vec::new(),
            supply: vec![rules.base.followers; n],
            points: vec![0; n],
            dealt: hands.clone(),
            hands,
            pool,
            hand_size: each,
            stack,
            next: 0,
            current,
            phase,
            moves: Vec::new(),
            setup,
        };
        game.settle();
        Ok(game)
    }

    /// The setup.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules the game scores by.
    pub fn rules(&self) -> Rules<'a> {
        self.rules
    }

    /// The deck.
    pub fn deck(&self) -> &'a Deck {
        self.deck
    }

    /// How the game ends, by its edition.
    pub fn game_end(&self) -> GameEnd {
        self.end
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The player whose move it is, by their place in turn order.
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// The players' names, in turn order.
    pub fn players(&self) -> &[String] {
        &self.setup.players
    }

    /// The halflings in each player's hand, by face.
    pub fn hand(&self, player: usize) -> &[usize] {
        &self.hands[player]
    }

    /// The halflings still on the table in a draft.
    pub fn pool(&self) -> &[usize] {
        &self.pool
    }

    /// The followers each player has left to place.
    pub fn supply(&self, player: usize) -> u8 {
        self.supply[player]
    }

    /// Points scored in play so far, by player in turn order.
    pub fn points(&self) -> &[u32] {
        &self.points
    }

    /// How many normal tiles are still to draw.
    pub fn stack_left(&self) -> usize {
        self.stack.len() - self.next
    }

    /// The normal tiles not yet drawn, in the order they will be.
    pub fn stack(&self) -> &[usize] {
        &self.stack[self.next..]
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The end scoring of the board as it stands: every unfinished
    /// feature and farm with followers.
    pub fn end_score(&self) -> super::score::Score {
        score(
            &self.board,
            self.deck,
            &self.followers,
            self.rules,
            ScoringTime::GameEnd,
        )
    }

    /// The final points by player in turn order: the turns' points and the
    /// end scoring of the board as it stands (the game need not be over).
    pub fn final_points(&self) -> Vec<u32> {
        let end = self.end_score();
        self.setup
            .players
            .iter()
            .zip(&self.points)
            .map(|(p, n)| n + end.totals.get(p).copied().unwrap_or(0))
            .collect()
    }

    /// The game so far as a [`Record`].
    pub fn record(&self) -> Record {
        let id = |f: usize| self.deck.face(f).id.clone();
        Record {
            setup: self.setup.clone(),
            stack: self.stack.iter().map(|&f| id(f)).collect(),
            hands: self
                .dealt
                .iter()
                .map(|h| h.iter().map(|&f| id(f)).collect())
                .collect(),
            moves: self.moves.iter().map(|&m| self.write(m)).collect(),
        }
    }

    /// A move as a record writes it.
    pub fn write(&self, m: Move) -> Recorded {
        let id = |f: usize| self.deck.face(f).id.clone();
        match m {
            Move::Pick(f) => Recorded::Pick { tile: id(f) },
            Move::Draw => Recorded::Draw,
            Move::Pass => Recorded::Pass,
            Move::Place(p) => Recorded::Place {
                tile: id(p.face),
                at: p.space,
                rotation: p.rotation.degrees(),
                follower: p
                    .follower
                    .and_then(|s| self.deck.face(p.face).segments.get(s))
                    .map(|s| s.id.clone()),
            },
        }
    }

    /// A recorded move as a move of this deck; what it names that the deck
    /// lacks, if anything.
    pub fn read(&self, m: &Recorded) -> Result<Move, String> {
        let face = |id: &str| self.deck.index_of(id).ok_or_else(|| format!("tile {id:?}"));
        Ok(match m {
            Recorded::Pick { tile } => Move::Pick(face(tile)?),
            Recorded::Draw => Move::Draw,
            Recorded::Pass => Move::Pass,
            Recorded::Place {
                tile,
                at,
                rotation,
                follower,
            } => {
                let f = face(tile)?;
                if rotation % 90 != 0 || *rotation >= 360 {
                    return Err(format!("rotation {rotation}"));
                }
                let follower = match follower {
                    None => None,
                    Some(id) => Some(
                        self.deck
                            .face(f)
                            .segment(id)
                            .ok_or_else(|| format!("feature {id:?} on {tile}"))?,
                    ),
                };
                Move::Place(Placement {
                    face: f,
                    space: *at,
                    rotation: Rotation::new((rotation / 90) as u8),
                    follower,
                })
            }
        })
    }

    /// Whether `m` may be played now; if not, why. The game is unchanged.
    pub fn check(&self, m: Move) -> Result<(), MoveRefusal> {
        match (self.phase, m) {
            (Phase::Over, _) => Err(MoveRefusal::Over),
            (Phase::Draft, Move::Pick(f)) => {
                if self.pool.contains(&f) {
                    Ok(())
                } else {
                    Err(MoveRefusal::NotInPool)
                }
            }
            (Phase::Draft, _) | (_, Move::Pick(_)) => Err(MoveRefusal::NotNow),
            (Phase::Turn, Move::Draw) => {
                if self.stack_left() > 0 {
                    Ok(())
                } else {
                    Err(MoveRefusal::StackEmpty)
                }
            }
            (Phase::Turn, Move::Pass) => {
                if self.stack_left() == 0 && !self.can_place(self.current) {
                    Ok(())
                } else {
                    Err(MoveRefusal::MustPlay)
                }
            }
            (Phase::Turn, Move::Place(p)) => {
                if self.deck.face(p.face).shape != Shape::Halfling
                    || !self.hands[self.current].contains(&p.face)
                {
                    return Err(MoveRefusal::NotYours);
                }
                self.check_placement(p)
            }
            (Phase::Placing(f), Move::Place(p)) => {
                if p.face != f {
                    return Err(MoveRefusal::NotYours);
                }
                self.check_placement(p)
            }
            (Phase::Placing(_), _) => Err(MoveRefusal::NotNow),
        }
    }

    fn check_placement(&self, p: Placement) -> Result<(), MoveRefusal> {
        self.board
            .check(self.deck, p.face, p.space, p.rotation)
            .map_err(MoveRefusal::Placement)?;
        let Some(segment) = p.follower else {
            return Ok(());
        };
        if segment >= self.deck.face(p.face).segments.len() {
            return Err(MoveRefusal::Follower(FollowerRefusal::NotOnTheTile));
        }
        if self.free_segments(p.face, p.space, p.rotation, None) & (1 << segment) == 0 {
            return Err(MoveRefusal::Follower(FollowerRefusal::FeatureTaken));
        }
        if self.supply[self.current] == 0 {
            return Err(MoveRefusal::Follower(FollowerRefusal::NoFollowerLeft));
        }
        Ok(())
    }

    /// Every legal move, in a fixed order: picks, the draw, placements
    /// (each without a follower first, then with one on each free
    /// segment), or the pass.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// [`Match::legal_moves`] into `out`, which is cleared first.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Over => {}
            Phase::Draft => out.extend(self.pool.iter().map(|&f| Move::Pick(f))),
            Phase::Placing(f) => self.placements_into(f, out),
            Phase::Turn => {
                if self.stack_left() > 0 {
                    out.push(Move::Draw);
                }
                let mut hand = self.hands[self.current].clone();
                hand.sort_unstable();
                hand.dedup();
                for f in hand {
                    self.placements_into(f, out);
                }
                if out.is_empty() {
                    out.push(Move::Pass);
                }
            }
        }
    }

    /// Every legal placement of `face` with its follower choices.
    fn placements_into(&self, face: usize, out: &mut Vec<Move>) {
        let segments = self.deck.face(face).segments.len();
        let followers = self.supply[self.current] > 0;
        self.each_placement(face, |space, rotation, beyond| {
            let place = Placement {
                face,
                space,
                rotation,
                follower: None,
            };
            out.push(Move::Place(place));
            if followers {
                let free = self.free_segments(face, space, rotation, beyond);
                for s in 0..segments {
                    if free & (1 << s) != 0 {
                        out.push(Move::Place(Placement {
                            follower: Some(s),
                            ..place
                        }));
                    }
                }
            }
            true
        });
    }

    /// Calls `each(space, rotation, beyond)` for every legal placement of
    /// `face`, by row, column and rotation, with what lies beyond the
    /// space's sides when it is empty, until `each` returns false. Returns
    /// whether it stopped early.
    fn each_placement(
        &self,
        face: usize,
        mut each: impl FnMut(Space, Rotation, Option<&[Beyond; 4]>) -> bool,
    ) -> bool {
        let f = self.deck.face(face);
        let codes = frontier::codes(f);
        for (space, room) in self.frontier.rooms() {
            match room {
                Room::Empty(beyond) => {
                    for r in Rotation::ALL {
                        if Frontier::fits_empty(f, &codes, &beyond, r)
                            && !each(space, r, Some(&beyond))
                        {
                            return true;
                        }
                    }
                }
                Room::Half => {
                    // A half-filled space takes only the partner rotation.
                    let [one] = self.board.at(space) else {
                        continue;
                    };
                    let r = self.board.pieces()[*one].rotation.partner();
                    if self.board.check(self.deck, face, space, r).is_ok() && !each(space, r, None)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether `player` has a halfling in hand that fits somewhere.
    fn can_place(&self, player: usize) -> bool {
        self.hands[player].iter().any(|&f| self.fits(f))
    }

    /// Whether `face` fits anywhere on the board.
    fn fits(&self, face: usize) -> bool {
        self.each_placement(face, |_, _, _| false)
    }

    /// The segments of `face`, placed into `space` in `rotation`, whose
    /// feature would hold no follower, as a bit set (bit `s` for segment
    /// `s`). The placement must be legal; `beyond` is what lies beyond the
    /// space's sides when it is empty, if known.
    fn free_segments(
        &self,
        face: usize,
        space: Space,
        rotation: Rotation,
        beyond: Option<&[Beyond; 4]>,
    ) -> u64 {
        const MOST: usize = 16;
        let f = self.deck.face(face);
        let filling = !self.board.at(space).is_empty();
        let n = f.segments.len();
        if (filling && self.joined.refills_on_filling()) || n > MOST {
            return self.free_segments_afresh(face, space, rotation);
        }
        // For each segment, the roots of the features it would join (one
        // per slot, and the new gap); `NEW_GAP` stands for the gap a
        // halfling leaves in its own space.
        const NEW_GAP: u32 = u32::MAX;
        let mut reached = [[0u32; 14]; MOST];
        let mut len = [0usize; MOST];
        let mut reach = |s: usize, root: u32| {
            if !reached[s][..len[s]].contains(&root) {
                reached[s][len[s]] = root;
                len[s] += 1;
            }
        };
        let reading_field = self.joined.refills_on_filling();
        for side in 0..f.sides() {
            let mine = f.side_segments(side);
            let contact = match beyond {
                Some(beyond) => Frontier::contact(f, space, beyond, rotation, side),
                None => self
                    .board
                    .contact_of(self.deck, face, space, rotation, side),
            };
            match contact {
                Contact::Tile { piece, side: t } => {
                    let theirs = self
                        .deck
                        .face(self.board.pieces()[piece].face)
                        .side_segments(t);
                    for k in 0..3 {
                        reach(mine[k], self.joined.root(piece, theirs[2 - k]));
                    }
                }
                Contact::Gap(gap) if reading_field => {
                    let root = if gap == space {
                        Some(NEW_GAP)
                    } else {
                        self.joined.gap_root(gap)
                    };
                    for s in mine {
                        if f.segments[s].kind == FeatureKind::Field
                            && let Some(root) = root
                        {
                            reach(s, root);
                        }
                    }
                }
                Contact::Gap(_) | Contact::Open => {}
            }
        }
        // The new gap's rim: the fields of the neighbours that face it, and
        // the gaps across from it where neighbouring gaps join. The gap
        // joins them all into one field.
        let mut new_gap = [0u32; 8];
        let mut gap_len = 0;
        if reading_field && f.shape == Shape::Halfling && !filling {
            let across =
                GapReading::of(&self.rules.version.gaps) == GapReading::FieldAcrossNeighbours;
            for d in gap_legs(rotation) {
                let Some(next) = step(space, d) else {
                    continue;
                };
                for &q in self.board.at(next) {
                    let placed = self.board.pieces()[q];
                    let other = self.deck.face(placed.face);
                    if let Some(t) = other.side_towards(d.opposite(), placed.rotation) {
                        for s in other.side_segments(t) {
                            let root = self.joined.root(q, s);
                            if other.segments[s].kind == FeatureKind::Field
                                && !new_gap[..gap_len].contains(&root)
                            {
                                new_gap[gap_len] = root;
                                gap_len += 1;
                            }
                        }
                    }
                }
            }
            if across {
                for next in gaps_facing(&self.board, self.deck, space, rotation) {
                    if let Some(root) = self.joined.gap_root(next)
                        && !new_gap[..gap_len].contains(&root)
                    {
                        new_gap[gap_len] = root;
                        gap_len += 1;
                    }
                }
            }
        }
        let new_gap = &new_gap[..gap_len];
        if !new_gap.is_empty() {
            for s in 0..n {
                if reached[s][..len[s]].iter().any(|x| new_gap.contains(x))
                    && !reached[s][..len[s]].contains(&NEW_GAP)
                {
                    reached[s][len[s]] = NEW_GAP;
                    len[s] += 1;
                }
            }
        }
        let taken = |root: u32| match root {
            NEW_GAP => new_gap.iter().any(|&r| self.joined.group(r).followers > 0),
            r => self.joined.group(r).followers > 0,
        };
        // Which segments hold a follower's feature, and segments of the
        // tile that reach a common feature become one.
        let mut held = 0u64;
        for s in 0..n {
            if reached[s][..len[s]].iter().any(|&r| taken(r)) {
                held |= 1 << s;
            }
        }
        if held == 0 {
            return (1u64 << n) - 1;
        }
        let mut group: [usize; MOST] = std::array::from_fn(|i| i);
        for a in 0..n {
            for b in a + 1..n {
                if reached[a][..len[a]]
                    .iter()
                    .any(|r| reached[b][..len[b]].contains(r))
                {
                    let (ga, gb) = (group[a], group[b]);
                    for g in &mut group[..n] {
                        if *g == gb {
                            *g = ga;
                        }
                    }
                }
            }
        }
        let mut free = 0u64;
        for s in 0..n {
            if !(0..n).any(|t| group[t] == group[s] && held & (1 << t) != 0) {
                free |= 1 << s;
            }
        }
        free
    }

    /// [`Match::free_segments`] by placing the tile on a copy of the board
    /// and joining it afresh: a halfling that fills a gap read as field.
    fn free_segments_afresh(&self, face: usize, space: Space, rotation: Rotation) -> u64 {
        let mut board = self.board.clone();
        let Ok(piece) = board.place(self.deck, face, space, rotation) else {
            return 0;
        };
        let joined = Joined::of(
            &board,
            self.deck,
            GapReading::of(&self.rules.version.gaps),
            self.followers.iter().map(|f| (f.piece, f.segment)),
        );
        let mut free = 0u64;
        for s in 0..self.deck.face(face).segments.len() {
            if joined.group(joined.root(piece, s)).followers == 0 {
                free |= 1 << s;
            }
        }
        free
    }

    /// Plays the game to its end, each move drawn at random from the legal
    /// moves with `seed`'s generator (SplitMix64, as the setup's shuffles):
    /// a random playout, as a game-tree search runs. Returns the number of
    /// moves played.
    pub fn play_out(&mut self, seed: u64) -> usize {
        let mut rng = SplitMix64(seed);
        let mut moves = Vec::new();
        let mut played = 0;
        while !self.is_over() {
            self.legal_moves_into(&mut moves);
            let m = moves[rng.below(moves.len())];
            if self.play(m).is_err() {
                break;
            }
            played += 1;
        }
        played
    }

    /// Plays `m`. A refused move changes nothing.
    pub fn play(&mut self, m: Move) -> Result<Outcome, MoveRefusal> {
        self.check(m)?;
        self.moves.push(m);
        let mut outcome = Outcome::default();
        match m {
            Move::Pick(f) => {
                self.pool.retain(|&h| h != f);
                self.hands[self.current].push(f);
                let n = self.setup.players.len();
                self.current = (self.current + n - 1) % n;
                if self.hands.iter().all(|h| h.len() >= self.hand_size) || self.pool.is_empty() {
                    self.current = 0;
                    self.phase = Phase::Turn;
                }
            }
            Move::Draw => {
                while self.next < self.stack.len() {
                    let f = self.stack[self.next];
                    self.next += 1;
                    if self.fits(f) {
                        outcome.drawn = Some(f);
                        self.phase = Phase::Placing(f);
                        return Ok(outcome);
                    }
                    outcome.discarded.push(f);
                }
                // Every tile left fitted nowhere: the turn ends.
                self.end_turn();
            }
            Move::Pass => self.end_turn(),
            Move::Place(p) => {
                self.place(p, &mut outcome);
                self.end_turn();
            }
        }
        Ok(outcome)
    }

    fn place(&mut self, p: Placement, outcome: &mut Outcome) {
        let filling = !self.board.at(p.space).is_empty();
        let Ok(piece) = self.board.place(self.deck, p.face, p.space, p.rotation) else {
            return;
        };
        self.frontier.placed(&self.board, self.deck, piece);
        if filling && self.joined.refills_on_filling() {
            self.joined = Joined::of(
                &self.board,
                self.deck,
                GapReading::of(&self.rules.version.gaps),
                self.followers.iter().map(|f| (f.piece, f.segment)),
            );
        } else {
            self.joined.add(&self.board, self.deck);
        }
        if self.deck.face(p.face).shape == Shape::Halfling {
            let hand = &mut self.hands[self.current];
            if let Some(i) = hand.iter().position(|&h| h == p.face) {
                hand.remove(i);
            }
        }
        if let Some(segment) = p.follower {
            self.supply[self.current] -= 1;
            self.joined.follow(piece, segment, true);
            self.followers.push(Follower {
                player: self.setup.players[self.current].clone(),
                piece,
                segment,
            });
        }
        self.score_completed(outcome);
    }

    /// Scores every feature with followers that is now complete and
    /// returns its followers. Not only the new tile's: where a version
    /// counts a city facing a gap as complete, a halfling beside it closes
    /// it without joining it.
    fn score_completed(&mut self, outcome: &mut Outcome) {
        let mut roots: Vec<(u32, (usize, usize))> = Vec::new();
        for f in &self.followers {
            let root = self.joined.root(f.piece, f.segment);
            if roots.iter().any(|&(r, _)| r == root) {
                continue;
            }
            let g = self.joined.group(root);
            let done = match g.kind {
                FeatureKind::City => {
                    g.open == 0
                        && (g.gaps.is_empty()
                            || self.rules.version.gaps.city_with_gap_complete.value)
                }
                FeatureKind::Road => {
                    g.open == 0
                        && (g.gaps.is_empty()
                            || self.rules.version.gaps.road_with_gap_complete.value)
                }
                FeatureKind::Field => false,
                FeatureKind::Monastery => is_complete(
                    &self.board,
                    self.deck,
                    &self.joined.feature(root),
                    self.rules,
                ),
            };
            if done {
                let first = g.parts.iter().map(|&(p, s)| (p as usize, s as usize)).min();
                roots.push((root, first.unwrap_or_default()));
            }
        }
        if roots.is_empty() {
            return;
        }
        // In order of each feature's first part, as a board's scoring goes.
        roots.sort_by_key(|&(_, first)| first);
        let hills = hill_spaces(&self.board, self.deck);
        let index: BTreeMap<&str, usize> = self
            .setup
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.as_str(), i))
            .collect();
        for &(root, _) in &roots {
            let here: Vec<&Follower> = self
                .followers
                .iter()
                .filter(|f| self.joined.root(f.piece, f.segment) == root)
                .collect();
            let feature = self.joined.feature(root);
            let s = award(
                &self.board,
                self.deck,
                &feature,
                true,
                0,
                &here,
                self.rules,
                &hills,
            );
            for p in &s.scorers {
                self.points[index[p.as_str()]] += s.points;
            }
            outcome.scored.push(s);
        }
        let (back, stay): (Vec<Follower>, Vec<Follower>) = std::mem::take(&mut self.followers)
            .into_iter()
            .partition(|f| {
                let root = self.joined.root(f.piece, f.segment);
                roots.iter().any(|&(r, _)| r == root)
            });
        self.followers = stay;
        for f in &back {
            self.joined.follow(f.piece, f.segment, false);
            self.supply[index[f.player.as_str()]] += 1;
        }
        outcome.returned = back;
    }

    /// The next player's turn begins, unless the game is over.
    fn end_turn(&mut self) {
        self.current = (self.current + 1) % self.setup.players.len();
        self.phase = Phase::Turn;
        self.settle();
    }

    /// Ends the game if its edition says it is over.
    fn settle(&mut self) {
        if self.phase != Phase::Turn || self.stack_left() > 0 {
            return;
        }
        let over = match self.end {
            GameEnd::LastNormalTile => true,
            GameEnd::NoPlacementPossible => {
                !(0..self.setup.players.len()).any(|p| self.can_place(p))
            }
        };
        if over {
            self.phase = Phase::Over;
        }
    }

    /// What makes two games the same: everything but the deck and rules
    /// they share and the moves that led here.
    fn state(&self) -> impl PartialEq + std::hash::Hash + '_ {
        (
            (self.deck.number(), &self.rules.version.id, &self.setup),
            self.board.pieces(),
            &self.followers,
            (&self.supply, &self.points, &self.hands, &self.pool),
            (&self.stack[self.next..], self.current, self.phase),
        )
    }
}

impl PartialEq for Match<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.state() == other.state()
    }
}

impl Eq for Match<'_> {}

impl std::hash::Hash for Match<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.state().hash(state);
    }
}

impl Serialize for Match<'_> {
    /// A game is written out as its [`Record`].
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.record().serialize(serializer)
    }
}

/// The normal face that holds the start tile.
fn start_face(deck: &Deck) -> Result<usize, SetupError> {
    deck.faces()
        .iter()
        .position(|f| f.shape == Shape::Square && f.start && f.copies > 0)
        .ok_or(SetupError::NoStartTile)
}

/// The deck's halflings, by face, in deck order.
fn halflings(deck: &Deck) -> Vec<usize> {
    (0..deck.faces().len())
        .filter(|&i| deck.face(i).shape == Shape::Halfling)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Turn};
    use crate::testing::{deck, expansion};

    /// Plays a seeded game with uniformly random moves and checks, move by
    /// move, what every game must keep: each tile placed or put back only
    /// where it fitted nowhere, followers conserved, points that never
    /// decrease, the points of [`Game`] (which joins the whole board after
    /// every turn), and the edition's end, exactly.
    fn play_checked<'a>(
        deck: &'a Deck,
        expansion: &'a Expansion,
        setup: Setup,
        draws_first: bool,
        thorough: bool,
    ) -> Match<'a> {
        let mut game = Match::new(deck, expansion, setup.clone()).unwrap();
        let mut reference = Game::new(deck, game.rules(), &setup.players);
        let start = game.board().pieces()[0];
        reference
            .play(&Turn {
                player: &setup.players[0],
                face: start.face,
                space: start.space,
                rotation: start.rotation,
                follower: None,
            })
            .unwrap();
        let mut rng = SplitMix64(setup.seed ^ 0x5EED);
        let supply = expansion.base_game.followers;
        let mut moves = Vec::new();
        let (mut placed_normal, mut discarded) = (0, 0);
        let normal_tiles: usize = deck
            .faces()
            .iter()
            .filter(|f| f.shape == Shape::Square)
            .map(|f| usize::from(f.copies))
            .sum();
        while !game.is_over() {
            // The game goes on only as its edition allows.
            if game.phase() == Phase::Turn && game.stack_left() == 0 {
                assert_eq!(game.end, GameEnd::NoPlacementPossible);
                assert!((0..setup.players.len()).any(|p| game.can_place(p)));
            }
            game.legal_moves_into(&mut moves);
            assert!(!moves.is_empty());
            let m = if draws_first
                && player_draws_first(game.current_player())
                && moves[0] == Move::Draw
            {
                Move::Draw
            } else {
                moves[rng.below(moves.len())]
            };
            assert_eq!(game.check(m), Ok(()));
            let before = game.clone();
            let player = game.current_player();
            let outcome = game.play(m).unwrap();
            for &f in &outcome.discarded {
                assert!(before.board().legal_placements(deck, f).is_empty());
            }
            discarded += outcome.discarded.len();
            if let Move::Place(p) = m {
                if deck.face(p.face).shape == Shape::Square {
                    placed_normal += 1;
                }
                let follower = p
                    .follower
                    .map(|s| deck.face(p.face).segments[s].id.as_str());
                let turn = Turn {
                    player: &setup.players[player],
                    face: p.face,
                    space: p.space,
                    rotation: p.rotation,
                    follower,
                };
                let scored = reference
                    .play(&turn)
                    .unwrap_or_else(|e| panic!("seed {}: {m:?} {e:?}", setup.seed));
                assert_eq!(scored.scored, outcome.scored, "seed {}", setup.seed);
            }
            if thorough {
                // The features joined placement by placement, and the
                // follower choices read from them, are those of a fresh
                // join of the board.
                // Every seventh placement, to keep the test quick, read
                // through the frontier and through the board.
                let mut faces: Vec<usize> = moves
                    .iter()
                    .filter_map(|m| match m {
                        Move::Place(p) => Some(p.face),
                        _ => None,
                    })
                    .collect();
                faces.dedup();
                let mut k = 0;
                for face in faces {
                    before.each_placement(face, |space, r, beyond| {
                        k += 1;
                        if k % 7 == 0 {
                            let afresh = before.free_segments_afresh(face, space, r);
                            assert_eq!(before.free_segments(face, space, r, beyond), afresh);
                            assert_eq!(before.free_segments(face, space, r, None), afresh);
                        }
                        true
                    });
                }
                let fresh = Joined::of(
                    game.board(),
                    deck,
                    GapReading::of(&game.rules.version.gaps),
                    game.followers.iter().map(|f| (f.piece, f.segment)),
                );
                for (i, pl) in game.board().pieces().iter().enumerate() {
                    for s in 0..deck.face(pl.face).segments.len() {
                        let (a, b) = (game.joined.root(i, s), fresh.root(i, s));
                        let (ga, gb) = (game.joined.group(a), fresh.group(b));
                        assert_eq!(
                            (ga.parts.len(), ga.open, ga.followers, ga.gaps.len()),
                            (gb.parts.len(), gb.open, gb.followers, gb.gaps.len()),
                            "seed {} after {m:?}: piece {i} seg {s}",
                            setup.seed
                        );
                    }
                }
            }
            for (p, name) in setup.players.iter().enumerate() {
                let standing = game
                    .followers()
                    .iter()
                    .filter(|f| &f.player == name)
                    .count();
                assert_eq!(usize::from(game.supply(p)) + standing, usize::from(supply));
                assert!(game.points()[p] >= before.points()[p]);
                assert_eq!(game.points()[p], reference.points()[name]);
            }
        }
        // Every normal tile but the start tile was placed or put back.
        assert_eq!(game.stack_left(), 0);
        assert_eq!(placed_normal + discarded, normal_tiles - 1);
        let finals = game.final_points();
        for (p, name) in setup.players.iter().enumerate() {
            assert!(finals[p] >= game.points()[p]);
            assert_eq!(finals[p], reference.final_points()[name]);
        }
        if game.end == GameEnd::NoPlacementPossible {
            for p in 0..setup.players.len() {
                for &h in game.hand(p) {
                    assert!(game.board().legal_placements(deck, h).is_empty());
                }
            }
        }
        game
    }

    /// Who, in a game where somebody does, draws whenever they can and so
    /// keeps their halflings to the end: the second player.
    fn player_draws_first(player: usize) -> bool {
        player == 1
    }

    /// 1 000 two-player games under each edition: half of them between
    /// players who pick any legal move at random, half where the second
    /// player draws whenever they can and so keeps their halflings to the
    /// end; every tenth game drafts its halflings.
    #[test]
    fn a_thousand_seeded_games_keep_every_invariant_under_each_edition() {
        let (deck, expansion) = (deck(), expansion());
        for edition in ["C1", "C2", "C3"] {
            let (mut kept, mut passes, mut after) = (0, 0, 0);
            for seed in 0..1000 {
                let mut setup = Setup::new(&["red", "blue"], edition, seed);
                setup.draft = seed % 10 == 0;
                let draws_first = seed % 2 == 1;
                let game = play_checked(&deck, &expansion, setup, draws_first, seed % 20 == 3);
                kept += game.hands.iter().map(Vec::len).sum::<usize>();
                passes += game.moves().iter().filter(|&&m| m == Move::Pass).count();
                // Halflings placed after the last draw.
                let last_draw = game.moves().iter().rposition(|&m| m == Move::Draw);
                after += game.moves()[last_draw.map_or(0, |i| i + 2)..]
                    .iter()
                    .filter(|m| matches!(m, Move::Place(_)))
                    .count();
                if seed % 50 == 0 {
                    // The record plays back to the same game.
                    let again = Match::replay(&deck, &expansion, &game.record()).unwrap();
                    assert_eq!(again, game);
                }
            }
            // The 1st edition ends with the last normal tile, halflings
            // still in hand lost; the later editions play on until nobody
            // can place, and a player who cannot passes.
            let counts = format!("{edition}: kept {kept}, passes {passes}, after {after}");
            match edition {
                "C1" => assert!(kept > 500 && passes == 0 && after == 0, "{counts}"),
                _ => assert!(kept == 0 && passes > 500 && after > 500, "{counts}"),
            }
        }
    }

    #[test]
    fn three_to_six_players_take_turns_in_order_with_their_halflings() {
        let (deck, expansion) = (deck(), expansion());
        for (players, edition) in [(3, "C1"), (4, "C2"), (5, "C3"), (6, "C1"), (6, "C2")] {
            let names: Vec<String> = (0..players).map(|p| format!("p{p}")).collect();
            let mut setup = Setup::new(&names, edition, players as u64);
            let game = Match::new(&deck, &expansion, setup.clone()).unwrap();
            let each = if edition == "C1" { 2 } else { 3 };
            assert!((0..players).all(|p| game.hand(p).len() == each));
            assert_eq!(game.current_player(), 0);
            setup.draft = true;
            let drafted = play_checked(&deck, &expansion, setup, false, true);
            // Turn order: after the draft, each placement or draw passes
            // the turn on.
            assert!(drafted.is_over());
        }
    }

    #[test]
    fn the_draft_starts_with_the_last_player_and_goes_counter_clockwise() {
        let (deck, expansion) = (deck(), expansion());
        let mut setup = Setup::new(&["a", "b", "c"], "C2", 7);
        setup.draft = true;
        let mut game = Match::new(&deck, &expansion, setup).unwrap();
        assert_eq!(game.phase(), Phase::Draft);
        assert_eq!(game.pool().len(), 24);
        let mut order = Vec::new();
        while game.phase() == Phase::Draft {
            order.push(game.current_player());
            let pick = game.legal_moves()[0];
            assert_eq!(game.check(Move::Draw), Err(MoveRefusal::NotNow));
            game.play(pick).unwrap();
        }
        assert_eq!(order, [2, 1, 0, 2, 1, 0, 2, 1, 0]);
        assert_eq!(game.pool().len(), 15);
        assert_eq!(game.current_player(), 0);
        assert_eq!(game.phase(), Phase::Turn);
    }

    #[test]
    fn a_record_dealt_under_its_rules_plays_back_move_by_move_and_a_misreading_ends_it_early() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Match::new(&deck, &expansion, Setup::new(&["a", "b"], "C2", 5)).unwrap();
        let mut rng = SplitMix64(5);
        while !game.is_over() {
            let moves = game.legal_moves();
            // The second player keeps their halflings for the end game.
            let m = if game.current_player() == 1 && moves[0] == Move::Draw {
                Move::Draw
            } else {
                moves[rng.below(moves.len())]
            };
            game.play(m).unwrap();
        }
        let record = game.record();
        let c2 = edition(&expansion, "C2").unwrap();
        // No rules version in the setup: the edition's newest.
        let rules = Rules::of(&expansion, "2021-01").unwrap();
        let mut again = Match::dealt(&deck, c2, rules, &record).unwrap();
        for i in 0..record.moves.len() {
            again.play_recorded(&record, i).unwrap();
        }
        assert_eq!(again, game);
        let older = Rules::of(&expansion, "2020").unwrap();
        assert!(matches!(
            Match::dealt(&deck, c2, older, &record),
            Err(ReplayError::Setup(SetupError::RulesNotOfEdition { .. }))
        ));
        // Played as if the game ended with the stack, the halflings placed
        // after it are refused.
        let misread = Rules {
            misreading: Some(Misreading::GameEndsWithTheStack),
            ..rules
        };
        let mut short = Match::dealt(&deck, c2, misread, &record).unwrap();
        let refused = (0..record.moves.len()).find_map(|i| short.play_recorded(&record, i).err());
        assert!(
            matches!(
                refused,
                Some(ReplayError::Refused {
                    refusal: MoveRefusal::Over,
                    ..
                })
            ),
            "{refused:?}"
        );
    }

    #[test]
    fn a_move_out_of_turn_is_refused_and_changes_nothing() {
        let (deck, expansion) = (deck(), expansion());
        let mut game = Match::new(&deck, &expansion, Setup::new(&["a", "b"], "C3", 1)).unwrap();
        let before = game.clone();
        let theirs = game.hand(1)[0];
        let start = (0, 1);
        let refused = Move::Place(Placement {
            face: theirs,
            space: start,
            rotation: Rotation::new(0),
            follower: None,
        });
        assert_eq!(game.play(refused), Err(MoveRefusal::NotYours));
        assert_eq!(game.play(Move::Pass), Err(MoveRefusal::MustPlay));
        assert_eq!(game.play(Move::Pick(theirs)), Err(MoveRefusal::NotNow));
        assert_eq!(game, before);
        let drawn = game.play(Move::Draw).unwrap().drawn.unwrap();
        assert_eq!(game.phase(), Phase::Placing(drawn));
        assert_eq!(game.play(Move::Draw), Err(MoveRefusal::NotNow));
        assert!(
            game.legal_moves()
                .iter()
                .all(|m| matches!(m, Move::Place(p) if p.face == drawn))
        );
    }

    #[test]
    fn a_setup_the_rules_do_not_allow_is_refused_with_its_reason() {
        let (deck, expansion) = (deck(), expansion());
        let new = |setup: Setup| Match::new(&deck, &expansion, setup).err();
        assert_eq!(
            new(Setup::new::<&str>(&[], "C1", 0)),
            Some(SetupError::Players(0))
        );
        assert_eq!(
            new(Setup::new(&["a", "a"], "C1", 0)),
            Some(SetupError::PlayerName("a".into()))
        );
        assert_eq!(
            new(Setup::new(&["a"], "C9", 0)),
            Some(SetupError::UnknownEdition("C9".into()))
        );
        let mut c3_with_2014 = Setup::new(&["a"], "C3", 0);
        c3_with_2014.rules = Some("2014".into());
        assert_eq!(
            new(c3_with_2014),
            Some(SetupError::RulesNotOfEdition {
                rules: "2014".into(),
                edition: "C3".into()
            })
        );
        let seven: Vec<String> = (0..7).map(|p| p.to_string()).collect();
        assert_eq!(
            new(Setup::new(&seven, "C1", 0)),
            Some(SetupError::Players(7))
        );
    }
}
