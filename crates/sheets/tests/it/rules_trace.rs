//! Every rule statement the sources make about Halflings, traced to the
//! rule reference: docs/rules-trace.toml lists each (its area, the source
//! files that state it, a paraphrase) with what carries it on the sheet, a
//! message of the languages' Fluent files (with its arguments) or a
//! sentence of the data (by its message id; an argument may be one too, as
//! `name = { data = "edition-C1-name" }`, another message, or a list of
//! them joined as the sheet joins it). Every statement has a carrier. For each of the six languages, the rule reference is
//! made as a PDF and read back with `pdftotext`, as a reader's tools would,
//! and every carrier's text in that language must be found in it.

use std::collections::BTreeSet;
use std::process::Command;

use halflings_build::export::Input;
use halflings_catalog::validate::language::english_sentences;
use halflings_sheets::{self as sheets, Paper, texts::n, texts::s};

use crate::common;

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Trace {
    statement: Vec<Statement>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Statement {
    id: String,
    area: String,
    sources: Vec<String>,
    text: String,
    /// Where the statement stands as the sources give it: `rules` (with
    /// the edition as `source`, or none for every edition's),
    /// `clarification` (with its date), `adaptation`, `open`, `house-rule`
    /// or `inference`, as the manifest writes a standing.
    standing: halflings_model::Standing,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    rules: Vec<String>,
    carried: Vec<Carrier>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Carrier {
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    args: toml::Table,
    #[serde(default)]
    data: Option<String>,
    /// A row of the gaps table: `"2021-01:city_with_gap_complete"`, the
    /// rules version and the ruling whose answer carries the statement.
    #[serde(default)]
    ruling: Option<String>,
    /// With a question (`data = "question-..."`): the statement is its 1st
    /// edition's answer, printed after the 2nd and 3rd editions'.
    #[serde(default)]
    first_edition: bool,
}

const AREAS: [&str; 10] = [
    "origins",
    "setup",
    "placement",
    "followers",
    "scoring",
    "gaps",
    "symbols",
    "game-end",
    "interactions",
    "house-rules",
];

/// The text of message `id` in the language of `texts`, with `args` as the
/// trace gives them: a number, a word, a sentence of the data in that
/// language (`{ data = "edition-C1-name" }`), another message with its
/// arguments (`{ message = "rules-set", args = { ... } }`), or a list of
/// those joined with ", ", as the sheet joins the sets in its subtitle.
fn said(
    texts: &sheets::Texts,
    english: &std::collections::BTreeMap<String, String>,
    statement: &str,
    id: &str,
    args: &toml::Table,
) -> String {
    fn value(
        texts: &sheets::Texts,
        english: &std::collections::BTreeMap<String, String>,
        statement: &str,
        k: &str,
        v: &toml::Value,
    ) -> String {
        match v {
            toml::Value::String(text) => text.clone(),
            toml::Value::Table(t) => match (t.get("data"), t.get("message")) {
                (Some(id), None) => {
                    let id = id.as_str().unwrap();
                    texts.data(id, &english[id])
                }
                (None, Some(id)) => {
                    let empty = toml::Table::new();
                    let args = t.get("args").and_then(|a| a.as_table()).unwrap_or(&empty);
                    said(texts, english, statement, id.as_str().unwrap(), args)
                }
                _ => panic!("{statement}: argument {k} is a data or a message"),
            },
            toml::Value::Array(items) => items
                .iter()
                .map(|item| value(texts, english, statement, k, item))
                .collect::<Vec<_>>()
                .join(", "),
            other => panic!("{statement}: argument {k} = {other}"),
        }
    }
    let args: Vec<(&str, _)> = args
        .iter()
        .map(|(k, v)| {
            let arg = match v {
                toml::Value::Integer(i) => n(usize::try_from(*i).unwrap()),
                _ => s(value(texts, english, statement, k, v)),
            };
            (k.as_str(), arg)
        })
        .collect();
    texts.with(id, &args)
}

/// A sentence of the data as the sheet prints it with the standing the
/// trace gives its statement: a note or a rule of play followed by its
/// mark, a question with its answer and mark. A sheet that printed it under
/// another standing would not hold this text. Other sentences are as said.
fn standing_said(
    catalog: &halflings_catalog::Catalog,
    texts: &sheets::Texts,
    st: &Statement,
    carrier: &Carrier,
    id: &str,
    text: &str,
) -> String {
    let mark = |text: &str| sheets::rules::marked(text, st.standing, st.source.as_deref(), texts);
    if id.starts_with("note-") || id.starts_with("play-") {
        return mark(text);
    }
    if let Some(q) = catalog
        .expansion()
        .question
        .iter()
        .find(|q| format!("question-{}", q.id) == id)
    {
        let open = |standing| {
            if matches!(
                standing,
                halflings_model::Standing::Open | halflings_model::Standing::Inference
            ) {
                "yes"
            } else {
                "no"
            }
        };
        let yes = |value: bool| if value { "yes" } else { "no" };
        let main = texts.with(
            "question",
            &[
                (
                    "expansion",
                    s(texts.data(&format!("question-{}-expansion", q.id), &q.expansion)),
                ),
                ("question", s(text)),
                ("open", s(open(q.answer.standing))),
                ("answer", s(yes(q.answer.value))),
            ],
        );
        if !carrier.first_edition {
            return mark(&main);
        }
        // The 1st edition's answer, after the others' as the sheet prints
        // it, with the statement's standing.
        let first = q
            .first_edition
            .as_ref()
            .unwrap_or_else(|| panic!("{}: {id} has no 1st edition's answer", st.id));
        let c1 = texts.with(
            "question-first-edition",
            &[
                ("open", s(open(st.standing))),
                ("answer", s(yes(first.value))),
            ],
        );
        return format!(
            "{} {}",
            sheets::rules::marked(&main, q.answer.standing, q.answer.source.as_deref(), texts),
            mark(&c1)
        );
    }
    text.to_owned()
}

/// A row of the gaps table as pdftotext reads it, cell by cell: the
/// question, then each rules version's answer with its standing, the
/// traced version's with the statement's standing.
fn ruling_said(
    catalog: &halflings_catalog::Catalog,
    texts: &sheets::Texts,
    st: &Statement,
    row: &str,
) -> String {
    let (version, key) = row
        .split_once(':')
        .unwrap_or_else(|| panic!("{}: ruling {row} is not VERSION:KEY", st.id));
    let mut out = texts.with("gap-question", &[("fact", s(key))]);
    assert!(
        catalog.expansion().rules_version(version).is_some(),
        "{}: no rules version {version}",
        st.id
    );
    for r in &catalog.expansion().rules {
        let ruling = r
            .ruling(key)
            .unwrap_or_else(|| panic!("{}: no ruling {key}", st.id));
        // The traced version's answer with the statement's standing.
        let traced = halflings_model::Ruling {
            standing: st.standing,
            source: st.source.clone().map(halflings_model::Source),
            ..ruling.clone()
        };
        out.push_str(&sheets::rules::gap_answer(
            if r.id == version { &traced } else { ruling },
            texts,
        ));
    }
    out
}

fn trace() -> Trace {
    let path = halflings_testkit::workspace_root().join("docs/rules-trace.toml");
    toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Text as compared: without any whitespace, so that the lines the sheet
/// wraps and the blocks pdftotext joins do not matter.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn the_trace_names_each_statement_once_with_its_sources_and_a_carrier() {
    let trace = trace();
    let mut ids = BTreeSet::new();
    for st in &trace.statement {
        assert!(ids.insert(&st.id), "{} is listed twice", st.id);
        assert!(
            AREAS.contains(&st.area.as_str()),
            "{}: area {}",
            st.id,
            st.area
        );
        assert!(!st.sources.is_empty() && !st.text.is_empty(), "{}", st.id);
        for source in &st.sources {
            let seeds = ["000", "001", "002", "003", "004"];
            assert!(
                seeds.contains(&source.as_str()),
                "{}: source {source}",
                st.id
            );
        }
        assert!(
            !st.carried.is_empty(),
            "{}: give what carries it on the rule reference",
            st.id
        );
        for c in &st.carried {
            let kinds = [c.message.is_some(), c.data.is_some(), c.ruling.is_some()];
            assert!(
                kinds.iter().filter(|k| **k).count() == 1,
                "{}: a message, a data id or a ruling",
                st.id
            );
        }
        let editions: Vec<&str> = vec!["C1", "C2", "C3"];
        assert_eq!(
            st.standing.source_problem(st.source.as_deref(), &editions),
            None,
            "{}",
            st.id
        );
        let _ = (&st.edition, &st.rules);
    }
    assert!(
        trace.statement.len() >= 150,
        "{} statements",
        trace.statement.len()
    );
}

/// A note of the manifest that no statement names would be a sentence on
/// the sheet that no source backs, unless the sheet marks it as this
/// project's own inference.
#[test]
fn every_note_of_the_manifest_carries_a_statement_of_the_sources() {
    let catalog = halflings_testkit::catalog();
    let carried: BTreeSet<String> = trace()
        .statement
        .iter()
        .flat_map(|st| st.carried.iter())
        .filter_map(|c| c.data.clone())
        .collect();
    let notes = &catalog.expansion().note;
    assert!(notes.len() >= 40, "{} notes", notes.len());
    // A note of this project's own inference is marked as one on the
    // sheet, and needs no statement of the sources.
    let untraced: Vec<&str> = notes
        .iter()
        .filter(|note| note.standing != halflings_model::Standing::Inference)
        .map(|note| note.id.as_str())
        .filter(|id| !carried.contains(&format!("note-{id}")))
        .collect();
    assert!(
        untraced.is_empty(),
        "notes no statement names: {untraced:?}"
    );
}

#[test]
fn every_traced_statement_is_on_the_rule_reference_in_every_language() {
    let catalog = halflings_testkit::catalog();
    let input = Input::new(&catalog);
    let trace = trace();
    let english = english_sentences(&catalog);
    let mut failures = Vec::new();
    let mut found = 0;
    for language in catalog.languages() {
        let code = language.code.as_str();
        let Some(text) = raw_rules(&input, code) else {
            return;
        };
        let texts = sheets::texts(&catalog, code).unwrap();
        for st in &trace.statement {
            for c in &st.carried {
                let said = match (&c.message, &c.data, &c.ruling) {
                    (Some(id), _, _) => said(&texts, &english, &st.id, id, &c.args),
                    (None, Some(id), _) => {
                        let Some(en) = english.get(id) else {
                            failures.push(format!("{}: no sentence of the data is `{id}`", st.id));
                            continue;
                        };
                        standing_said(&catalog, &texts, st, c, id, &texts.data(id, en))
                    }
                    (None, None, Some(row)) => ruling_said(&catalog, &texts, st, row),
                    (None, None, None) => unreachable!("checked by the other test"),
                };
                if text.contains(&squeeze(&said)) {
                    found += 1;
                } else {
                    failures.push(format!(
                        "{code}: {}: \"{said}\" is not on the rule reference",
                        st.id
                    ));
                }
            }
        }
        sheets::texts_said(&texts).unwrap();
    }
    assert!(
        failures.is_empty(),
        "{} not found:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(found > 0);
}

/// The rule reference in language `code` on A4 as `pdftotext -raw` reads
/// it, squeezed; `None` where pdftotext is missing and CI does not ask for
/// it.
fn raw_rules(input: &Input<'_>, code: &str) -> Option<String> {
    let pdf = common::rules_pdf(input, Paper::A4, code);
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("rules.pdf");
    std::fs::write(&path, pdf).unwrap();
    let Ok(run) = Command::new("pdftotext")
        .arg("-raw")
        .arg(&path)
        .arg("-")
        .output()
    else {
        assert!(
            std::env::var_os("HALFLINGS_REQUIRE_POPPLER").is_none(),
            "pdftotext is not installed but HALFLINGS_REQUIRE_POPPLER is set"
        );
        eprintln!("pdftotext is not installed; CI runs this check");
        return None;
    };
    assert!(run.status.success());
    Some(squeeze(&String::from_utf8_lossy(&run.stdout)))
}

/// For each edition, every fact the engine reads (how many halflings each
/// player takes, how each of its rules versions counts, each gap ruling of
/// each version, the game end) is printed once, with the one value the
/// manifest gives the engine, and its standing. The table is built here
/// from the data, not from the sheet's code.
#[test]
fn each_edition_has_one_answer_per_fact_and_it_is_the_one_the_engine_plays() {
    use halflings_model::{Counting, GameEnd};
    let catalog = halflings_testkit::catalog();
    let input = Input::new(&catalog);
    let ex = catalog.expansion();
    let mut failures = Vec::new();
    let mut checked = 0;
    for language in catalog.languages() {
        let code = language.code.as_str();
        let Some(text) = raw_rules(&input, code) else {
            return;
        };
        let texts = sheets::texts(&catalog, code).unwrap();
        let once = |what: &str, said: &str, failures: &mut Vec<String>| {
            let count = text.matches(&squeeze(said)).count();
            if count != 1 {
                failures.push(format!("{code}: {what}: \"{said}\" printed {count} times"));
            }
        };
        let per = |c: Counting| {
            let key = match c {
                Counting::PerHalfling => "per-halfling",
                Counting::PerSpace => "per-space",
            };
            texts.with("counting-per", &[("counting", s(key))])
        };
        for e in &ex.edition {
            // The setup: the edition's row names its halflings per player.
            let name = texts.data(&format!("edition-{}-name", e.id), &e.name);
            let takes = texts.with(
                "setup-halflings",
                &[("count", n(e.halflings_per_player.into()))],
            );
            once(
                &format!("{} takes", e.id),
                &format!("{} \u{00b7} {name} ({}){takes}", e.id, e.year),
                &mut failures,
            );
            // The game end, with its standing; never the other ending for
            // the same edition.
            let ending = |end: GameEnd| {
                let end = match end {
                    GameEnd::LastNormalTile => "last-normal-tile",
                    GameEnd::NoPlacementPossible => "no-placement-possible",
                };
                texts.with(
                    "game-end",
                    &[
                        ("id", s(e.id.as_str())),
                        ("name", s(name.clone())),
                        ("end", s(end)),
                    ],
                )
            };
            let played = sheets::rules::marked(
                &ending(e.game_end),
                e.game_end_standing,
                e.game_end_source.as_deref(),
                &texts,
            );
            once(&format!("{} game end", e.id), &played, &mut failures);
            for other in [GameEnd::LastNormalTile, GameEnd::NoPlacementPossible] {
                if other != e.game_end && text.contains(&squeeze(&ending(other))) {
                    failures.push(format!("{code}: {} is also given the other ending", e.id));
                }
            }
            for id in &e.rules {
                let r = ex.rules_version(id).unwrap();
                // How the version counts: its row of the counting table.
                let mut road_city = per(r.road_city);
                if r.assumed {
                    road_city = texts.with("counting-assumed", &[("counting", s(road_city))]);
                }
                let counting = format!("{road_city}{}{}", per(r.monastery), r.max_monastery);
                if !text.contains(&squeeze(&counting)) {
                    failures.push(format!(
                        "{code}: {id}: the counting \"{counting}\" is not printed"
                    ));
                }
                checked += 1;
            }
        }
        // Each gap ruling: one row, a column for each version, each answer
        // the manifest's value with its standing.
        for (key, _) in ex.rules[0].rulings() {
            let mut row = texts.with("gap-question", &[("fact", s(key))]);
            for r in &ex.rules {
                row.push_str(&sheets::rules::gap_answer(r.ruling(key).unwrap(), &texts));
            }
            once(key, &row, &mut failures);
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0);
}
