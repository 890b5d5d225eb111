//! A toy engine step: which halflings, in which rotation, could go into a
//! space whose northern neighbour shows a city side to the south?

// A binary uses only some of the tables; a library would `pub mod` them.
#[allow(dead_code)]
mod halflings_tiles {
    include!(concat!(env!("OUT_DIR"), "/halflings_tiles.rs"));
}

use halflings_tiles::{leg_fits, Direction, Landscape, Rotation, TILES};

fn main() {
    println!("{} tiles from {}", TILES.len(), halflings_tiles::GENERATOR);
    println!("source sha256 {}", halflings_tiles::SOURCE_SHA256);

    // The square tile to the north shows a city on its south side.
    let city = Landscape::City.profile();
    let mut fitting = Vec::new();
    for tile in TILES {
        for rotation in Rotation::ALL {
            if leg_fits(tile, rotation, Direction::North, city) {
                fitting.push(format!("{}@{}", tile.id, rotation.quarter_turns()));
            }
        }
    }
    println!("under a city to the north: {}", fitting.join(" "));

    let first = &TILES[0];
    let partners: Vec<&str> = first
        .long_side_partners(Rotation::new(0))
        .map(|(tile, _)| tile.id)
        .collect();
    println!(
        "{} may share its space with: {}",
        first.id,
        partners.join(" ")
    );
    let rules = halflings_tiles::current_rules();
    println!(
        "current rules: {} (max monastery {})",
        rules.name, rules.max_monastery
    );
}
