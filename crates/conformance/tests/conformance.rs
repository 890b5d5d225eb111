//! The conformance suite replayed from JSON alone: `tiles.json` gives the
//! tiles and the rules, `conformance.json` the cases and their answers, and
//! the engine, fed only what those two files say, must reach every answer.
//! This is what an engine in another language does with them. And the
//! suite itself: its size, its tags, its determinism.

use halflings_testkit as testkit;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use halflings_codegen::json::{Export, ExportFeature};
use halflings_conformance::generate::{DECKS_PER_EDITION, MIN_CASES, MIN_PER_TAG};
use halflings_conformance::reference::{self, Engine, answer};
use halflings_conformance::{CaseKind, Suite};
use halflings_engine::{Deck, Face, Misreading, Recorded, Rules, Segment, Shape};
use halflings_model::{Edition, FeatureKind, RulesVersion, Standing, SymbolKind, Verdict};

/// The conformance suite of the repository's tiles, generated once for
/// every test that reads it.
fn suite() -> Suite {
    static SUITE: OnceLock<Suite> = OnceLock::new();
    SUITE
        .get_or_init(|| halflings_conformance::generate::suite(&testkit::catalog()))
        .clone()
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
                kind: k,
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
        start: false,
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
        let f = features(&t.features, |s: halflings_model::Slot| s.index());
        face(&t.id, Shape::Halfling, 1, f, &symbols(&t.symbols))
    });
    let squares = export.normal_tiles.iter().map(|t| {
        let f = features(&t.features, |s: halflings_model::SquareSlot| s.index());
        let mut face = face(&t.id, Shape::Square, t.count, f, &symbols(&t.symbols));
        face.start = t.start;
        face
    });
    Deck::new(halflings.chain(squares).collect())
}

/// The editions as `tiles.json` gives them: what deals the halflings and
/// ends a deck game.
fn editions(export: &Export) -> Vec<Edition> {
    export
        .expansion
        .editions
        .iter()
        .map(|e| Edition {
            id: e.id.clone(),
            name: e.name.clone(),
            year: e.year,
            halflings_per_player: e.halflings_per_player,
            setup: e.setup.clone(),
            draft: e.draft.clone(),
            game_end: e.game_end,
            // Where the ending stands changes no answer.
            game_end_standing: Standing::Rules,
            game_end_source: None,
            rules: e.rules.clone(),
        })
        .collect()
}

/// The reference engine on the shipped catalog: its deck, every rules
/// version as `versions` gives it, its editions.
fn on_catalog<'a>(
    catalog: &'a halflings_catalog::Catalog,
    deck: &'a Deck,
    versions: &'a [Rules<'a>],
) -> Engine<'a> {
    Engine {
        deck,
        versions,
        editions: &catalog.expansion().edition,
    }
}

#[test]
fn every_conformance_case_replays_from_the_json_alone() {
    let catalog = testkit::catalog();
    // The two files, as text: nothing else reaches the replay.
    let tiles_json = serde_json::to_string(&Export::from_catalog(&catalog)).unwrap();
    let cases_json = serde_json::to_string(&suite()).unwrap();
    drop(catalog);

    let export: Export = serde_json::from_str(&tiles_json).unwrap();
    let suite: Suite = serde_json::from_str(&cases_json).unwrap();
    assert_eq!(suite.data_sha256, export.data_sha256);
    let deck = deck(&export);
    let editions = editions(&export);
    let versions: Vec<RulesVersion> = export
        .rules
        .iter()
        .map(|r| RulesVersion {
            id: r.id.clone(),
            name: r.name.clone(),
            date: r.date.clone(),
            standing: r.standing,
            source: r.source.clone(),
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
    let rules: Vec<Rules> = versions
        .iter()
        .map(|version| Rules {
            version,
            base: &export.base_game,
            vineyard,
            misreading: None,
        })
        .collect();
    let engine = Engine {
        deck: &deck,
        versions: &rules,
        editions: &editions,
    };
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    for case in &suite.cases {
        let got = answer(&engine, case.kind, case.rules.as_deref(), &case.input)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        assert!(
            got.agrees(&case.expect),
            "{}: {got:?} against {:?}",
            case.id,
            case.expect
        );
        *by_kind.entry(format!("{:?}", case.kind)).or_default() += 1;
    }
    assert!(by_kind.len() == 4, "{by_kind:?}");
}

#[test]
fn the_suite_holds_a_thousand_cases_and_every_tag_ten() {
    let suite = suite();
    assert!(
        suite.cases.len() >= MIN_CASES,
        "{} cases",
        suite.cases.len()
    );
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for case in &suite.cases {
        for t in &case.tags {
            assert!(
                suite.tags.contains_key(t),
                "{}: undeclared tag {t}",
                case.id
            );
            *counts.entry(t).or_default() += 1;
        }
    }
    let short: Vec<String> = suite
        .tags
        .keys()
        .filter(|t| counts.get(t.as_str()).copied().unwrap_or(0) < MIN_PER_TAG)
        .map(|t| format!("{t} ({})", counts.get(t.as_str()).copied().unwrap_or(0)))
        .collect();
    assert!(
        short.is_empty(),
        "tags on fewer than {MIN_PER_TAG} cases: {short:?}"
    );
    // Every reason, placement and follower, is a tag.
    for v in Verdict::ALL {
        assert!(suite.tags.contains_key(v.name()), "{}", v.name());
    }
    // The ids are unique.
    let ids: std::collections::BTreeSet<&str> = suite.cases.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids.len(), suite.cases.len());
}

#[test]
fn a_case_that_depends_on_an_unsettled_ruling_says_so() {
    let suite = suite();
    let catalog = testkit::catalog();
    let mut seen = 0;
    for case in &suite.cases {
        for key in &case.unsettled {
            assert!(case.tags.contains(&format!("ruling:{key}")), "{}", case.id);
            let version = catalog
                .expansion()
                .rules_version(case.rules.as_deref().unwrap())
                .unwrap();
            let settled = version.ruling(key).unwrap().settled();
            assert!(!settled, "{}", case.id);
            seen += 1;
        }
    }
    assert!(seen > 0);
    // Under 1/2021 the sources settle every gap ruling the engine plays
    // but two that are this project's inferences: pennants in a shared
    // space and gaps side by side; no case of it depends on another.
    assert!(
        suite
            .cases
            .iter()
            .filter(|c| c.rules.as_deref() == Some("2021-01"))
            .all(|c| c
                .unsettled
                .iter()
                .all(|k| k == "pennants_in_shared_space" || k == "neighbouring_gaps_join_fields"))
    );
}

#[test]
fn the_suite_is_the_same_bytes_from_two_catalogs() {
    let a = serde_json::to_string(&halflings_conformance::generate::suite(&testkit::catalog()))
        .unwrap();
    let b = serde_json::to_string(&halflings_conformance::generate::suite(&testkit::catalog()))
        .unwrap();
    assert!(a == b, "two suites of the same definitions differ");
}

#[test]
fn the_cases_follow_their_committed_schema() {
    let schema_path = testkit::workspace_root().join("schema/conformance.schema.json");
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let value = serde_json::to_value(suite()).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .map(|e| e.to_string())
        .take(5)
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let mut bad = value.clone();
    bad["cases"][0]["board"] = "extra".into();
    assert!(!validator.is_valid(&bad), "an unknown key must fail");
}

/// The cases of `suite` the reference engine playing `versions` answers
/// otherwise than they expect, per-turn points included.
fn changed_under(suite: &Suite, deck: &Deck, versions: &[Rules<'_>]) -> Vec<String> {
    let catalog = testkit::catalog();
    let engine = on_catalog(&catalog, deck, versions);
    suite
        .cases
        .iter()
        .filter(|c| {
            let (kind, rules) = (c.kind, c.rules.as_deref());
            reference::disagrees(&engine, kind, rules, &c.input, &c.expect)
        })
        .map(|case| case.id.clone())
        .collect()
}

/// The cases of `suite` whose answers change when the reference engine
/// reads `key` of `version` the other way.
fn changed_by_flip(suite: &Suite, deck: &Deck, version: &str, key: &str) -> Vec<String> {
    let catalog = testkit::catalog();
    let flipped = reference::flipped(catalog.expansion(), version, key).expect("a ruling");
    changed_under(suite, deck, &Rules::all(&flipped))
}

/// The cases of `suite` tagged as depending on `key` under `version`.
fn tagged_with(suite: &Suite, version: &str, key: &str) -> Vec<String> {
    suite
        .cases
        .iter()
        .filter(|c| c.rules.as_deref() == Some(version) && c.unsettled.iter().any(|k| k == key))
        .map(|c| c.id.clone())
        .collect()
}

/// Each unsettled ruling, read the other way in each version that leaves
/// it open, changes the answers of exactly the cases tagged with it.
fn flips_match_tags(suite: &Suite) -> Result<usize, String> {
    let catalog = testkit::catalog();
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let mut flips = 0;
    for version in &catalog.expansion().rules {
        for key in reference::unsettled(catalog.expansion(), &version.id) {
            let changed = changed_by_flip(suite, &deck, &version.id, key);
            let tagged = tagged_with(suite, &version.id, key);
            if changed != tagged {
                let missing: Vec<&String> =
                    changed.iter().filter(|c| !tagged.contains(c)).collect();
                let spurious: Vec<&String> =
                    tagged.iter().filter(|c| !changed.contains(c)).collect();
                return Err(format!(
                    "{key} read the other way under {}: {} cases change, {} are tagged; \
                     untagged: {missing:?}; tagged but unchanged: {spurious:?}",
                    version.id,
                    changed.len(),
                    tagged.len()
                ));
            }
            flips += 1;
        }
    }
    Ok(flips)
}

#[test]
fn reading_an_unsettled_ruling_the_other_way_changes_exactly_the_cases_tagged_with_it() {
    let suite = suite();
    let flips = flips_match_tags(&suite).unwrap_or_else(|e| panic!("{e}"));
    assert!(flips >= 6, "only {flips} unsettled rulings were flipped");
    // The check can fail: one tag taken off one case is found.
    let mut short = suite.clone();
    let case = short
        .cases
        .iter_mut()
        .find(|c| !c.unsettled.is_empty())
        .expect("a case that depends on a ruling");
    let key = case.unsettled.remove(0);
    case.tags.retain(|t| *t != format!("ruling:{key}"));
    let id = case.id.clone();
    let error = flips_match_tags(&short).expect_err("a missing tag is found");
    assert!(error.contains(&id), "{error}");
}

/// Each deliberate misreading and the ids of the cases of `suite` whose
/// answers it changes.
fn caught_by_misreadings(suite: &Suite) -> Vec<(Misreading, Vec<String>)> {
    let catalog = testkit::catalog();
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let versions = Rules::all(catalog.expansion());
    Misreading::ALL
        .into_iter()
        .map(|m| {
            let misread = reference::misread(&versions, m);
            (m, changed_under(suite, &deck, &misread))
        })
        .collect()
}

#[test]
fn every_deliberate_misreading_fails_a_case() {
    let suite = suite();
    let caught = caught_by_misreadings(&suite);
    let missed: Vec<Misreading> = caught
        .iter()
        .filter(|(_, ids)| ids.is_empty())
        .map(|(m, _)| *m)
        .collect();
    assert!(missed.is_empty(), "no case catches {missed:?}");
    // The check can fail: without the cases that catch the monastery's
    // cap read as 9, nothing catches it.
    let (_, ids) = caught
        .iter()
        .find(|(m, _)| *m == Misreading::MonasteryCapOfNine)
        .unwrap();
    let mut short = suite.clone();
    short.cases.retain(|c| !ids.contains(&c.id));
    let again = caught_by_misreadings(&short);
    assert!(
        again
            .iter()
            .any(|(m, ids)| *m == Misreading::MonasteryCapOfNine && ids.is_empty())
    );
}

/// After every turn of every game of the suite, under every rules version
/// and every unsettled ruling read either way, no follower stands on a
/// feature that is complete: a feature is scored, and its followers go
/// back, on the turn it completes, even when the tile that completes it
/// is not part of it (a halfling's gap closing a city's last side).
#[test]
fn no_follower_stays_on_a_complete_feature_after_a_turn_under_any_reading() {
    use halflings_engine::{Game, Turn, rotation, score};
    use halflings_model::ScoringTime;

    let suite = suite();
    let catalog = testkit::catalog();
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let mut expansions = vec![catalog.expansion().clone()];
    for version in &catalog.expansion().rules {
        for key in reference::unsettled(catalog.expansion(), &version.id) {
            expansions.extend(reference::flipped(catalog.expansion(), &version.id, key));
        }
    }
    let mut turns_played = 0;
    for expansion in &expansions {
        for case in suite.cases.iter().filter(|c| c.input.attempt.is_none()) {
            let Some(rules) = case.rules.as_deref().and_then(|r| Rules::of(expansion, r)) else {
                continue;
            };
            let mut game = Game::new(&deck, rules, &case.input.players);
            for t in &case.input.turns {
                let turn = Turn {
                    player: &t.player.0,
                    face: deck.index_of(&t.tile).unwrap(),
                    space: (t.at[0], t.at[1]),
                    rotation: rotation(t.rotation).unwrap(),
                    follower: t.follower.as_deref(),
                };
                if game.play(&turn).is_err() {
                    break;
                }
                turns_played += 1;
                let now = score(
                    game.board(),
                    &deck,
                    game.followers(),
                    rules,
                    ScoringTime::Completed,
                );
                assert!(
                    now.features.is_empty(),
                    "{} under {} read as {:?}: after {} {} at {:?}, followers stand on complete features: {:?}",
                    case.id,
                    rules.version.id,
                    rules.version.rulings().map(|(k, r)| (k, r.value)),
                    t.player.0,
                    t.tile,
                    t.at,
                    now.features
                );
            }
        }
    }
    assert!(turns_played > 1000, "only {turns_played} turns played");
}

/// The suite's deck games: the edition of each, and each `deck` case.
fn deck_cases(suite: &Suite) -> Vec<(&halflings_conformance::Case, &Edition)> {
    static CATALOG: OnceLock<halflings_catalog::Catalog> = OnceLock::new();
    let catalog = CATALOG.get_or_init(testkit::catalog);
    suite
        .cases
        .iter()
        .filter(|c| c.kind == CaseKind::Deck)
        .map(|c| {
            let record = c.input.record.as_ref().expect("a deck case has a record");
            let edition = catalog
                .expansion()
                .edition
                .iter()
                .find(|e| e.id == record.setup.edition)
                .expect("an edition of the manifest");
            (c, edition)
        })
        .collect()
}

/// Whole games of the full deck, under each edition: the 1st edition's
/// end with the last normal tile, halflings still in hand lost; the later
/// editions' end game past the stack, with passes; drafts; and records
/// cut short while halflings can still be placed, which are not over.
#[test]
fn the_deck_games_show_each_editions_end_its_passes_and_its_drafts() {
    use halflings_model::GameEnd;
    let suite = suite();
    let games = deck_cases(&suite);
    let catalog = testkit::catalog();
    assert_eq!(
        games.len(),
        DECKS_PER_EDITION * catalog.expansion().edition.len()
    );
    let mut by_edition: BTreeMap<&str, [usize; 6]> = BTreeMap::new();
    let (mut discards, mut drafts) = (0, 0);
    for (case, edition) in &games {
        let record = case.input.record.as_ref().unwrap();
        let expect = &case.expect;
        assert!(case.tags.iter().any(|t| t == "deck"), "{}", case.id);
        assert!(case.tags.contains(&edition.id), "{}", case.id);
        assert_eq!(
            case.tags.iter().any(|t| t == "draft"),
            record.setup.draft,
            "{}",
            case.id
        );
        assert_eq!(case.rules, record.setup.rules, "{}", case.id);
        assert_eq!(expect.turns.as_ref().unwrap().len(), record.moves.len());
        let cut = case.id.contains("-cut");
        assert_eq!(expect.over, Some(!cut), "{}", case.id);
        let passes = record
            .moves
            .iter()
            .filter(|m| **m == Recorded::Pass)
            .count();
        let kept: usize = expect.hands.as_ref().unwrap().iter().map(Vec::len).sum();
        // Halflings placed after the last draw and its placement.
        let last_draw = record.moves.iter().rposition(|m| *m == Recorded::Draw);
        let after = record.moves[last_draw.map_or(0, |i| i + 2)..]
            .iter()
            .filter(|m| matches!(m, Recorded::Place { .. }))
            .count();
        match edition.game_end {
            GameEnd::LastNormalTile => assert_eq!((passes, after), (0, 0), "{}", case.id),
            GameEnd::NoPlacementPossible if cut => assert!(kept > 0, "{}", case.id),
            GameEnd::NoPlacementPossible => {}
        }
        let counts = by_edition.entry(&edition.id).or_default();
        for (k, n) in [
            kept,
            passes,
            after,
            usize::from(cut),
            usize::from(record.setup.draft),
        ]
        .into_iter()
        .enumerate()
        {
            counts[k] += usize::from(n > 0);
        }
        counts[5] += 1;
        discards += expect.discarded.as_ref().unwrap().len();
        drafts += usize::from(record.setup.draft);
    }
    eprintln!(
        "deck games by edition [kept, passes, after, cut, draft, all]: {by_edition:?}; \
         {discards} tiles put back in the box"
    );
    assert!(drafts >= MIN_PER_TAG);
    for (edition, [kept, passes, after, cut, _, all]) in &by_edition {
        assert!(*all >= MIN_PER_TAG, "{edition}");
        if *edition == "C1" {
            // Games that end with halflings still in hand.
            assert!(*kept > 0, "{edition}");
        } else {
            assert!(*passes > 0 && *after > 0 && *cut > 0, "{edition}");
        }
    }
}

/// An engine that ends every edition's game as the 1st edition does, or
/// plays every one on past the stack, fails deck cases of the editions it
/// misreads, and no other case.
#[test]
fn an_engine_that_ignores_the_editions_end_fails_cases_of_each_edition() {
    let suite = suite();
    let catalog = testkit::catalog();
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let versions = Rules::all(catalog.expansion());
    for (m, editions) in [
        (Misreading::GameEndsWithTheStack, &["C2", "C3"][..]),
        (Misreading::GameOutlastsTheStack, &["C1"][..]),
    ] {
        let failed = changed_under(&suite, &deck, &reference::misread(&versions, m));
        let tagged = |e: &str| {
            suite
                .cases
                .iter()
                .filter(|c| failed.contains(&c.id) && c.tags.iter().any(|t| t == e))
                .count()
        };
        for e in editions {
            assert!(tagged(e) > 0, "{m:?}: no {e} case fails");
        }
        assert!(failed.iter().all(|id| id.starts_with("deck/")), "{m:?}");
    }
    // A record cut short as the stack runs out, halflings still to place:
    // the 1st edition's ending says it is over.
    let misread = reference::misread(&versions, Misreading::GameEndsWithTheStack);
    let engine = on_catalog(&catalog, &deck, &misread);
    let cut = suite
        .cases
        .iter()
        .find(|c| c.id.contains("-cut"))
        .expect("a record cut short");
    let wrong = answer(&engine, cut.kind, cut.rules.as_deref(), &cut.input);
    assert_eq!(cut.expect.over, Some(false));
    assert_eq!(wrong.map(|a| a.over), Ok(Some(true)), "{}", cut.id);
}

/// A deck record whose move the rules refuse does not play: the answer is
/// an error naming the move, its number and the reason.
#[test]
fn a_deck_record_with_a_refused_move_errors_naming_the_move() {
    let suite = suite();
    let catalog = testkit::catalog();
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let versions = Rules::all(catalog.expansion());
    let engine = on_catalog(&catalog, &deck, &versions);
    let (case, _) = deck_cases(&suite)[0];
    let play = |input: &halflings_conformance::Input| {
        answer(&engine, case.kind, case.rules.as_deref(), input).map_err(|e| e.0)
    };
    assert!(play(&case.input).is_ok());
    let moves = &case.input.record.as_ref().unwrap().moves;
    let k = moves
        .iter()
        .position(|m| matches!(m, Recorded::Place { .. }))
        .unwrap();
    // A tile far from the board.
    let mut far = case.input.clone();
    if let Some(Recorded::Place { at, .. }) = far.record.as_mut().and_then(|r| r.moves.get_mut(k)) {
        *at = (40, 40);
    }
    let error = play(&far).unwrap_err();
    assert!(
        error.starts_with(&format!("move {k} is refused: ")) && error.contains("[40,40]"),
        "{error}"
    );
    // A pass while the player can draw.
    let mut pass = case.input.clone();
    let draw = moves.iter().position(|m| *m == Recorded::Draw).unwrap();
    pass.record.as_mut().unwrap().moves[draw] = Recorded::Pass;
    let error = play(&pass).unwrap_err();
    assert!(
        error.starts_with(&format!(
            "move {draw} is refused: the player can still place"
        )),
        "{error}"
    );
    // A tile the deck does not have.
    let mut unknown = case.input.clone();
    unknown.record.as_mut().unwrap().moves[k] = Recorded::Place {
        tile: "h9-99".into(),
        at: (0, 1),
        rotation: 0,
        follower: None,
    };
    let error = play(&unknown).unwrap_err();
    assert!(
        error.contains(&format!("move {k}")) && error.contains("h9-99"),
        "{error}"
    );
}

/// An engine that answers a deck case's points alone, leaving out whether
/// the game is over, the tiles put back or the hands, does not pass it.
#[test]
fn a_deck_answer_without_the_games_end_discards_or_hands_does_not_pass() {
    let suite = suite();
    let (case, _) = deck_cases(&suite)[0];
    let full = &case.expect;
    assert!(full.agrees(full));
    let partial = [
        halflings_conformance::Answer {
            over: None,
            ..full.clone()
        },
        halflings_conformance::Answer {
            discarded: None,
            ..full.clone()
        },
        halflings_conformance::Answer {
            hands: None,
            ..full.clone()
        },
        halflings_conformance::Answer {
            over: full.over.map(|o| !o),
            ..full.clone()
        },
    ];
    for answer in partial {
        assert!(!answer.agrees(full), "{answer:?}");
    }
    // Each hand in any order.
    let mut shuffled = full.clone();
    for hand in shuffled.hands.iter_mut().flatten() {
        hand.reverse();
    }
    assert!(shuffled.agrees(full));
}
