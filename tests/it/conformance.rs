//! The conformance cases replayed from JSON alone: `tiles.json` gives the
//! tiles and the rules, `conformance.json` the boards and the results, and
//! the engine, fed only what those two files say, must reach every result.
//! This is what an engine in another language does with them.

use crate::common;

use std::collections::BTreeMap;

use halflings::engine::conformance::Conformance;
use halflings::engine::{Board, Deck, Face, Follower, Kind, Rules, Segment, Shape, When, score};
use halflings_codegen::json::{Export, ExportFeature, FeatureKind};
use halflings::model::{Rotation, RulesVersion, ScoringTime, SymbolKind, Verdict};

fn kind(k: FeatureKind) -> Kind {
    match k {
        FeatureKind::City => Kind::City,
        FeatureKind::Road => Kind::Road,
        FeatureKind::Field => Kind::Field,
        FeatureKind::Monastery => Kind::Monastery,
    }
}

/// One feature as `tiles.json` gives it: id, kind, slots (by index
/// clockwise), pennants and the ids of the cities a field borders.
type JsonFeature = (String, FeatureKind, Vec<usize>, u8, Vec<String>);

/// A face from one tile of `tiles.json`: slots by their index clockwise.
fn face(
    id: &str,
    shape: Shape,
    copies: u8,
    features: Vec<JsonFeature>,
    symbols: &[SymbolKind],
) -> Face {
    let n = if shape == Shape::Halfling { 9 } else { 12 };
    let mut slots = vec![usize::MAX; n];
    let ids: Vec<String> = features.iter().map(|f| f.0.clone()).collect();
    let segments = features
        .into_iter()
        .enumerate()
        .map(|(i, (id, k, at, pennants, borders))| {
            for s in at {
                slots[s] = i;
            }
            Segment {
                id,
                kind: kind(k),
                pennants,
                borders: borders
                    .iter()
                    .map(|b| ids.iter().position(|x| x == b).expect("a bordered city"))
                    .collect(),
            }
        })
        .collect();
    assert!(
        !slots.contains(&usize::MAX),
        "{id}: every slot has a feature"
    );
    Face {
        id: id.to_owned(),
        shape,
        copies,
        segments,
        slots,
        vineyards: symbols
            .iter()
            .filter(|s| **s == SymbolKind::Vineyard)
            .count() as u8,
        hill: symbols.contains(&SymbolKind::Hill),
        unscored: symbols
            .iter()
            .copied()
            .filter(|s| matches!(s, SymbolKind::Sheep | SymbolKind::CropCircle))
            .collect(),
    }
}

/// A tile's features from `tiles.json`, with their slots as indices
/// clockwise round the tile.
fn features<S: Copy>(
    features: &[ExportFeature<S>],
    index: impl Fn(S) -> usize,
) -> Vec<JsonFeature> {
    features
        .iter()
        .map(|f| {
            let at = f.slots.iter().map(|&s| index(s)).collect();
            (f.id.clone(), f.kind, at, f.pennants, f.borders.clone())
        })
        .collect()
}

fn symbols(symbols: &[halflings_codegen::json::ExportSymbol]) -> Vec<SymbolKind> {
    symbols.iter().map(|s| s.kind).collect()
}

fn deck(export: &Export) -> Deck {
    let halflings = export.tiles.iter().map(|t| {
        let f = features(&t.features, |s: halflings::model::Slot| s.index());
        face(&t.id, Shape::Halfling, 1, f, &symbols(&t.symbols))
    });
    let squares = export.normal_tiles.iter().map(|t| {
        let f = features(&t.features, |s: halflings::model::SquareSlot| s.index());
        face(&t.id, Shape::Square, t.count, f, &symbols(&t.symbols))
    });
    Deck::new(halflings.chain(squares).collect())
}

#[test]
fn every_conformance_case_replays_from_the_json_alone() {
    let catalog = common::catalog();
    // The two files, as text: nothing else reaches the replay.
    let tiles_json = serde_json::to_string(&Export::from_catalog(&catalog)).unwrap();
    let cases_json =
        serde_json::to_string(&halflings::engine::conformance::cases(&catalog)).unwrap();
    drop(catalog);

    let export: Export = serde_json::from_str(&tiles_json).unwrap();
    let cases: Conformance = serde_json::from_str(&cases_json).unwrap();
    assert_eq!(cases.catalog_sha256, export.source_sha256);
    assert!(cases.cases.len() >= 13, "{} cases", cases.cases.len());
    let deck = deck(&export);
    let versions: Vec<RulesVersion> = export
        .rules
        .iter()
        .map(|r| RulesVersion {
            id: r.id.clone(),
            name: r.name.clone(),
            date: r.date.clone(),
            road_city: r.road_city,
            monastery: r.monastery,
            max_monastery: r.max_monastery,
            assumed: r.assumed,
            gaps: r.gaps.clone(),
            pennants_in_shared_space: r.pennants_in_shared_space.clone(),
            note: r.note.clone(),
        })
        .collect();
    let vineyard = export
        .expansion
        .symbols
        .iter()
        .find(|s| s.kind == SymbolKind::Vineyard)
        .and_then(|s| s.points)
        .map_or(0, u32::from);

    let mut scored = 0;
    let mut tried = 0;
    for case in &cases.cases {
        let mut board = Board::new();
        let mut followers = Vec::new();
        for p in &case.place {
            let f = deck.index_of(&p.tile).expect("a tile of tiles.json");
            let r = Rotation::new((p.rotation / 90) as u8);
            let piece = board
                .place(&deck, f, (p.at[0], p.at[1]), r)
                .unwrap_or_else(|e| panic!("{}: {} refused: {e:?}", case.name, p.tile));
            for fo in &p.followers {
                followers.push(Follower {
                    player: fo.player.0.clone(),
                    piece,
                    segment: deck.face(f).segment(&fo.feature).unwrap(),
                });
            }
        }
        if let (Some(time), Some(expect)) = (case.scoring, &case.expect) {
            let when = match time {
                ScoringTime::Completed => When::Completed,
                ScoringTime::GameEnd => When::GameEnd,
            };
            for v in &versions {
                let rules = Rules {
                    version: v,
                    base: &export.base_game,
                    vineyard,
                };
                let got: BTreeMap<String, u32> =
                    score(&board, &deck, &followers, rules, when).totals;
                assert_eq!(&got, &expect[&v.id], "{} under {}", case.name, v.id);
            }
            scored += 1;
        }
        if let Some(t) = &case.attempt {
            let f = deck.index_of(&t.tile).unwrap();
            let r = Rotation::new((t.rotation / 90) as u8);
            let verdict =
                halflings::engine::example::verdict(&board.check(&deck, f, (t.at[0], t.at[1]), r));
            assert_eq!(verdict, t.expect, "{}", case.name);
            if t.expect != Verdict::Legal {
                tried += 1;
            }
        }
    }
    assert!(
        scored >= 7 && tried >= 4,
        "{scored} scored, {tried} refused"
    );
}

#[test]
fn the_cases_follow_their_committed_schema() {
    let schema_path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/conformance.schema.json");
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let value =
        serde_json::to_value(halflings::engine::conformance::cases(&common::catalog())).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let mut bad = value.clone();
    bad["cases"][0]["board"] = "extra".into();
    assert!(!validator.is_valid(&bad), "an unknown key must fail");
}
