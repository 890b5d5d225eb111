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

use halflings::sheets::{self, Paper, texts::n, texts::s};
use halflings::validate::language::english_sentences;

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
    #[serde(default)]
    official: Option<bool>,
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

fn trace() -> Trace {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules-trace.toml");
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
            assert!(
                c.message.is_some() != c.data.is_some(),
                "{}: a message or a data id",
                st.id
            );
        }
        let _ = (&st.official, &st.edition, &st.rules);
    }
    assert!(
        trace.statement.len() >= 150,
        "{} statements",
        trace.statement.len()
    );
}

/// A note of the manifest that no statement names would be a sentence on
/// the sheet that no source backs.
#[test]
fn every_note_of_the_manifest_carries_a_statement_of_the_sources() {
    let catalog = common::catalog();
    let carried: BTreeSet<String> = trace()
        .statement
        .iter()
        .flat_map(|st| st.carried.iter())
        .filter_map(|c| c.data.clone())
        .collect();
    let notes = &catalog.expansion().note;
    assert!(notes.len() >= 40, "{} notes", notes.len());
    let untraced: Vec<&str> = notes
        .iter()
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
    let catalog = common::catalog();
    let trace = trace();
    let english = english_sentences(&catalog);
    let mut failures = Vec::new();
    let mut found = 0;
    for language in catalog.languages() {
        let code = language.code.as_str();
        let pdf = sheets::rules_pdf(&catalog, Paper::A4, code).unwrap();
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
            return;
        };
        assert!(run.status.success());
        let text = squeeze(&String::from_utf8_lossy(&run.stdout));
        let texts = sheets::texts(&catalog, code).unwrap();
        for st in &trace.statement {
            for c in &st.carried {
                let said = match (&c.message, &c.data) {
                    (Some(id), _) => said(&texts, &english, &st.id, id, &c.args),
                    (None, Some(id)) => {
                        let Some(en) = english.get(id) else {
                            failures.push(format!("{}: no sentence of the data is `{id}`", st.id));
                            continue;
                        };
                        texts.data(id, en)
                    }
                    (None, None) => unreachable!("checked by the other test"),
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
