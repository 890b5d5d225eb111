//! The 24 shipped definitions: they pass every check, and they agree with
//! every fact the sources document about the printed tiles.

use std::collections::BTreeMap;

use halflings_model::{Landscape, Rotation, SetSymbol, Side, SymbolKind, abuts};
use halflings_testkit::catalog;

#[test]
fn all_24_tiles_pass_every_check() {
    assert_eq!(catalog().tiles().len(), 24);
}

#[test]
fn there_are_two_sets_of_12() {
    let catalog = catalog();
    let sets = &catalog.expansion().set;
    assert_eq!(sets.len(), 2);
    assert_eq!(
        (sets[0].name.as_str(), sets[0].symbol.clone()),
        ("Halflings I", SetSymbol::Pentagon)
    );
    assert_eq!(
        (sets[1].name.as_str(), sets[1].symbol.clone()),
        ("Halflings II", SetSymbol::Follower)
    );
    for set in sets {
        let ids: Vec<&str> = catalog.tiles_of(set).map(|t| t.id.as_str()).collect();
        let expected: Vec<String> = (1..=12).map(|n| format!("{}-{n:02}", set.prefix)).collect();
        assert_eq!(ids, expected, "{} numbers its tiles 01 to 12", set.name);
    }
}

#[test]
fn exactly_four_halflings_ii_tiles_carry_one_symbol_each() {
    let catalog = catalog();
    let mut carriers: BTreeMap<SymbolKind, Vec<&str>> = BTreeMap::new();
    for tile in catalog.tiles() {
        for symbol in &tile.symbol {
            carriers
                .entry(symbol.kind)
                .or_default()
                .push(tile.id.as_str());
        }
    }
    for kind in SymbolKind::ALL {
        let tiles = carriers.get(&kind).cloned().unwrap_or_default();
        assert_eq!(
            tiles.len(),
            1,
            "exactly one tile shows the {}: {tiles:?}",
            kind.name()
        );
        assert!(
            tiles[0].starts_with("h2-"),
            "the {} is on a Halflings II tile",
            kind.name()
        );
    }
    let with_symbols = catalog
        .tiles()
        .iter()
        .filter(|t| !t.symbol.is_empty())
        .count();
    assert_eq!(with_symbols, 4);
}

#[test]
fn at_least_one_halfling_has_a_monastery() {
    assert!(catalog().tiles().iter().any(|t| t.monastery.is_some()));
}

#[test]
fn the_monastery_and_the_vineyard_can_share_a_space() {
    let catalog = catalog();
    let vineyard = catalog
        .tiles()
        .iter()
        .find(|t| t.has_symbol(SymbolKind::Vineyard))
        .unwrap();
    assert!(
        catalog
            .tiles()
            .iter()
            .filter(|t| t.monastery.is_some())
            .any(|m| { abuts(m.profile(Side::Long), vineyard.profile(Side::Long)) })
    );
}

#[test]
fn cities_carry_pennants() {
    let catalog = catalog();
    for set in &catalog.expansion().set {
        assert!(
            catalog.tiles_of(set).any(|t| t.pennants() > 0),
            "{} has a city with a pennant",
            set.name
        );
    }
}

#[test]
fn roads_run_across_the_long_side_into_the_other_halfling() {
    let catalog = catalog();
    let across: Vec<_> = catalog
        .tiles()
        .iter()
        .filter(|t| t.sides.long == Landscape::Road)
        .collect();
    assert!(
        across.len() >= 2,
        "two halflings can continue a road through their long sides"
    );
    // Every such road really leaves through the long side's centre.
    for tile in &across {
        assert!(
            tile.road
                .iter()
                .any(|r| r.slots.iter().any(|s| s.side() == Side::Long))
        );
    }
    // Placed in one space (rotations r and r + 2), the long sides meet.
    let (a, b) = (across[0], across[1]);
    let r = Rotation::new(1);
    let (da, pa) = a.oriented(r).long;
    let (db, pb) = b.oriented(r.partner()).long;
    assert_eq!(da.turned(2), db, "the long sides face each other");
    assert!(abuts(pa, pb));
}

#[test]
fn the_faces_vary_like_real_tiles() {
    let catalog = catalog();
    let tiles = catalog.tiles();
    let has = |f: &dyn Fn(&halflings_model::Tile) -> bool| tiles.iter().any(f);
    assert!(
        has(&|t| t.sides.long == Landscape::City),
        "a city on the long side"
    );
    assert!(
        has(&|t| t.sides.north == Landscape::City && t.sides.long != Landscape::City),
        "a city on a leg"
    );
    assert!(
        has(&|t| t
            .city
            .iter()
            .any(|c| c.slots.iter().any(|s| s.side() == Side::North)
                && c.slots.iter().any(|s| s.side() == Side::West))),
        "a corner city over both legs"
    );
    assert!(
        has(&|t| t.road.iter().any(|r| r.end.is_some())),
        "a road that ends on the tile"
    );
    assert!(
        has(&|t| t.sides.north == Landscape::Road
            && t.sides.west == Landscape::Road
            && t.road
                .iter()
                .any(|r| r.slots.len() == 2 && r.slots.iter().all(|s| s.side().is_leg()))),
        "a road from leg to leg"
    );
}

#[test]
fn every_file_says_which_facts_are_reconstructed() {
    for tile in catalog().tiles() {
        assert!(
            !tile.provenance.reconstructed.is_empty(),
            "{}: the sources show faces only as pictures",
            tile.id
        );
    }
}
