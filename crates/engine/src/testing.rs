//! For the unit tests: the shipped tiles, manifest and worked examples
//! read from `tiles/` into the model's types, a deck of every tile, and
//! boards built placement by placement.
//!
//! The files are read at run time, not with `include_str!`: the source key
//! of the art and the sheets (`halflings-source-key`) takes in every file
//! that a source of this crate names in `include_str!`, so an included tile
//! would make every picture's key depend on that tile's file. Nor through
//! `halflings-catalog`: its engine would be a second copy of these types.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;

use crate::board::{Board, Space};
use crate::face::Deck;
use crate::score::{Follower, Rules};
use halflings_model::{Example, Expansion, Rotation, SquareTile, Tile};

fn tiles() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tiles")
}

fn read<T: DeserializeOwned>(file: &Path) -> T {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// Every `.toml` file of `tiles/<folder>`, by file name.
fn every<T: DeserializeOwned>(folder: &str) -> Vec<T> {
    let dir = tiles().join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files.iter().map(|file| read(file)).collect()
}

/// The 24 halflings and the normal tiles of `tiles/base-game/`.
pub fn deck() -> Deck {
    let mut halflings: Vec<Tile> = every("halflings-1");
    halflings.extend(every::<Tile>("halflings-2"));
    assert_eq!(halflings.len(), 24, "the shipped halflings");
    Deck::of(&halflings, &every::<SquareTile>("base-game"))
}

/// The manifest, `tiles/expansion.toml`.
pub fn expansion() -> Expansion {
    read(&tiles().join("expansion.toml"))
}

/// The rules version `id` of `expansion`.
pub fn rules<'a>(expansion: &'a Expansion, id: &str) -> Rules<'a> {
    Rules::of(expansion, id).unwrap_or_else(|| panic!("no rules version {id}"))
}

/// The worked example `tiles/examples/<name>.toml`.
pub fn example(name: &str) -> Example {
    read(&tiles().join("examples").join(format!("{name}.toml")))
}

/// The index of the tile `id` in `deck`.
pub fn face(deck: &Deck, id: &str) -> usize {
    deck.index_of(id)
        .unwrap_or_else(|| panic!("no tile {id} in the deck"))
}

/// A board of these tiles, each placed in turn: `(tile, space, quarter
/// turns clockwise)`. Panics naming a placement the rules refuse.
pub fn board(deck: &Deck, placements: &[(&str, Space, u8)]) -> Board {
    let mut board = Board::new();
    for &(id, space, turns) in placements {
        board
            .place(deck, face(deck, id), space, Rotation::new(turns))
            .unwrap_or_else(|r| panic!("{id} at {space:?} turned {turns}: {}", r.describe()));
    }
    board
}

/// The board of a worked example, without its followers.
pub fn board_of(deck: &Deck, example: &Example) -> Board {
    let placements: Vec<(&str, Space, u8)> = example
        .place
        .iter()
        .map(|p| (p.tile.as_str(), (p.at[0], p.at[1]), (p.rotation / 90) as u8))
        .collect();
    board(deck, &placements)
}

/// `player`'s follower on the feature `feature` of placed tile `piece`.
pub fn follower(deck: &Deck, board: &Board, piece: usize, feature: &str, player: &str) -> Follower {
    let face = deck.face(board.pieces()[piece].face);
    Follower {
        player: player.to_owned(),
        piece,
        segment: face
            .segment(feature)
            .unwrap_or_else(|| panic!("{} has no feature {feature}", face.id)),
    }
}
