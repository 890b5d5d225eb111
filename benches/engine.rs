//! The rules engine's speed targets, measured with criterion:
//!
//! - every legal placement of one halfling on a board of 100 tiles: at most
//!   50 us;
//! - scoring that board under all four rules versions: at most 1 ms;
//! - the longest game of the conformance suite played turn by turn, each
//!   turn's completed features scored and followers returned, then the end
//!   scoring: at most 2 ms;
//! - in a whole game (`Match`), mid-game: checking a move at most 2 us, and
//!   listing every legal move with its follower choices at most 50 us;
//! - a whole 2-player game of the base game's 72 tiles and the halflings,
//!   every move drawn at random from the legal moves: at most 1 ms.
//!
//! Run with `cargo bench --bench engine`. The board is a fixed pseudo-random
//! game on the shipped halflings and normal tiles (the normal tiles with as
//! many copies as a board of 100 needs), with a follower on every third tile.

use criterion::{Criterion, criterion_group, criterion_main};
use halflings_catalog::Catalog;
use halflings_conformance::CaseKind;
use halflings_conformance::reference::{Engine, answer};
use halflings_engine::{
    Board, Deck, Face, Follower, Match, Move, Phase, Rules, Setup, Shape, score_all,
};
use halflings_model::ScoringTime;
use std::hint::black_box;

/// The halfling kept off the board, whose placements are measured.
const HELD: &str = "h2-07";

fn board(deck: &Deck) -> (Board, Vec<Follower>) {
    let mut board = Board::new();
    let mut followers = Vec::new();
    let held = deck.index_of(HELD).unwrap();
    // A small linear congruential generator: the same board every run.
    let mut seed: u64 = 0x5eed;
    let mut next = |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize % n
    };
    let mut tries = 0;
    while board.pieces().len() < 100 {
        tries += 1;
        assert!(tries < 100_000, "the board did not reach 100 tiles");
        let face = next(deck.faces().len());
        if face == held {
            continue;
        }
        let legal = board.legal_placements(deck, face);
        if legal.is_empty() {
            continue;
        }
        let (space, rotation) = legal[next(legal.len())];
        let piece = board.place(deck, face, space, rotation).unwrap();
        if piece.is_multiple_of(3) {
            followers.push(Follower {
                player: ["red", "blue", "green"][next(3)].to_owned(),
                piece,
                segment: next(deck.face(face).segments.len()),
            });
        }
    }
    (board, followers)
}

fn engine(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tiles");
    let catalog = Catalog::load(&dir).expect("the shipped tiles are valid");
    let faces: Vec<Face> = Deck::of(catalog.tiles(), catalog.squares())
        .faces()
        .iter()
        .map(|f| match f.shape {
            Shape::Square => Face {
                copies: 99,
                ..f.clone()
            },
            Shape::Halfling => f.clone(),
        })
        .collect();
    let deck = Deck::new(faces);
    let (board, followers) = board(&deck);
    let held = deck.index_of(HELD).unwrap();
    let rules = Rules::all(catalog.expansion());
    assert_eq!(rules.len(), 4);

    c.bench_function("legal placements of one halfling, 100-tile board", |b| {
        b.iter(|| black_box(board.legal_placements(&deck, black_box(held))))
    });
    c.bench_function("score a 100-tile board under all 4 rules versions", |b| {
        b.iter(|| {
            black_box(score_all(
                &board,
                &deck,
                &followers,
                &rules,
                ScoringTime::GameEnd,
            ))
        })
    });

    // A whole generated game, on the real deck (each halfling once).
    let real = Deck::of(catalog.tiles(), catalog.squares());
    let suite = halflings_conformance::generate::suite(&catalog);
    let game = suite
        .cases
        .iter()
        .filter(|c| c.kind == CaseKind::Game && c.input.attempt.is_none())
        .max_by_key(|c| c.input.turns.len())
        .expect("the suite holds games");
    let name = format!(
        "play a generated game of {} turns ({}), every turn scored",
        game.input.turns.len(),
        game.id
    );
    let engine = Engine {
        deck: &real,
        versions: &rules,
        editions: &catalog.expansion().edition,
    };
    c.bench_function(&name, |b| {
        b.iter(|| {
            black_box(
                answer(&engine, game.kind, game.rules.as_deref(), &game.input)
                    .expect("the game plays"),
            )
        })
    });
}

/// A 2-player game under `edition` from `seed`, played at random until the
/// board holds `tiles` tiles and the player to move has drawn a tile.
fn mid_game<'a>(
    deck: &'a Deck,
    catalog: &'a Catalog,
    edition: &str,
    seed: u64,
    tiles: usize,
) -> Match<'a> {
    let setup = Setup::new(&["red", "blue"], edition, seed);
    let mut game = Match::new(deck, catalog.expansion(), setup).expect("the setup is valid");
    let mut k = seed;
    while game.board().pieces().len() < tiles || !matches!(game.phase(), Phase::Placing(_)) {
        // Draw whenever possible, so that halflings stay in hand, and
        // place without followers, so that they stay in the supply.
        let moves: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| !matches!(m, Move::Place(p) if p.follower.is_some()))
            .collect();
        let m = if moves[0] == Move::Draw {
            Move::Draw
        } else {
            k = k.wrapping_mul(6364136223846793005).wrapping_add(1);
            moves[(k >> 33) as usize % moves.len()]
        };
        game.play(m).expect("a legal move");
    }
    game
}

fn whole_game(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tiles");
    let catalog = Catalog::load(&dir).expect("the shipped tiles are valid");
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    for edition in ["C1", "C3"] {
        let placing = mid_game(&deck, &catalog, edition, 11, 40);
        let moves = placing.legal_moves();
        let with_follower = *moves
            .iter()
            .rfind(|m| matches!(m, Move::Place(p) if p.follower.is_some()))
            .expect("a placement with a follower");
        c.bench_function(
            &format!("{edition}: check a placement with a follower, 40-tile board"),
            |b| b.iter(|| black_box(placing.check(black_box(with_follower)))),
        );
        c.bench_function(
            &format!(
                "{edition}: legal moves of a drawn tile with followers, 40-tile board ({} moves)",
                moves.len()
            ),
            |b| b.iter(|| black_box(placing.legal_moves())),
        );
        // The turn begins: the draw, or each halfling in hand anywhere.
        let mut turn = placing.clone();
        turn.play(with_follower).expect("a legal move");
        let start = turn.legal_moves();
        c.bench_function(
            &format!(
                "{edition}: legal moves at a turn's start, {} halflings in hand ({} moves)",
                turn.hand(turn.current_player()).len(),
                start.len()
            ),
            |b| b.iter(|| black_box(turn.legal_moves())),
        );
        let setup = Setup::new(&["red", "blue"], edition, 3);
        c.bench_function(
            &format!("{edition}: a whole 2-player game, random legal moves"),
            |b| {
                let mut seed = 0;
                b.iter(|| {
                    seed += 1;
                    let mut game = Match::new(&deck, catalog.expansion(), setup.clone())
                        .expect("the setup is valid");
                    game.play_out(seed);
                    black_box(game.final_points())
                })
            },
        );
    }
}

criterion_group!(benches, engine, whole_game);
criterion_main!(benches);
