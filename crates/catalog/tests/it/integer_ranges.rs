//! Every integer of every kind of definition file carries its Rust type's
//! range in the schema, so a value just past either end is reported at its
//! own line and column, never at 1:1 as a deserialiser's "invalid value".
//!
//! The test walks each schema (tile, normal tile, manifest, worked example)
//! to every integer it can reach, through `$ref`s, properties, array items
//! and map values, and for each writes the first value past each end into a
//! shipped file of that kind (making the path where the file has none), then
//! checks the copy.

use halflings_testkit as testkit;

use std::path::Path;

use serde_json::{Map, Value};

/// One step of a path into a document.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// An integer the schema allows, and its range.
#[derive(Clone, Debug)]
struct Integer {
    path: Vec<Step>,
    min: Option<i128>,
    max: Option<i128>,
}

fn resolve<'a>(root: &'a Value, node: &'a Value) -> &'a Value {
    match node.get("$ref").and_then(Value::as_str) {
        Some(r) => root
            .pointer(r.trim_start_matches('#'))
            .unwrap_or_else(|| panic!("unresolved {r}")),
        None => node,
    }
}

fn integers(
    root: &Value,
    node: &Value,
    path: &mut Vec<Step>,
    refs: &mut Vec<String>,
    out: &mut Vec<Integer>,
) {
    if let Some(r) = node.get("$ref").and_then(Value::as_str) {
        if refs.iter().any(|seen| seen == r) {
            return; // a recursive type: its integers are found on the first pass
        }
        refs.push(r.to_owned());
        integers(root, resolve(root, node), path, refs, out);
        refs.pop();
        return;
    }
    let is_integer = node.get("type").is_some_and(|t| {
        t == "integer"
            || t.as_array()
                .is_some_and(|a| a.iter().any(|v| v == "integer"))
    });
    if is_integer {
        let bound = |k: &str| {
            node.get(k)
                .and_then(|v| v.as_i64().map(i128::from).or(v.as_u64().map(i128::from)))
        };
        out.push(Integer {
            path: path.clone(),
            min: bound("minimum"),
            max: bound("maximum"),
        });
    }
    for key in ["anyOf", "oneOf", "allOf"] {
        for alt in node
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            integers(root, alt, path, refs, out);
        }
    }
    if let Some(props) = node.get("properties").and_then(Value::as_object) {
        for (k, v) in props {
            path.push(Step::Key(k.clone()));
            integers(root, v, path, refs, out);
            path.pop();
        }
    }
    if let Some(v) = node.get("additionalProperties").filter(|v| v.is_object()) {
        path.push(Step::Key("k".into()));
        integers(root, v, path, refs, out);
        path.pop();
    }
    if let Some(items) = node.get("prefixItems").and_then(Value::as_array) {
        for (i, v) in items.iter().enumerate() {
            path.push(Step::Index(i));
            integers(root, v, path, refs, out);
            path.pop();
        }
    }
    if let Some(v) = node.get("items").filter(|v| v.is_object()) {
        path.push(Step::Index(0));
        integers(root, v, path, refs, out);
        path.pop();
    }
}

/// Sets `value` at `path` in `doc`, making the objects and arrays on the way.
fn set(doc: &mut Value, path: &[Step], value: Value) {
    let Some((first, rest)) = path.split_first() else {
        *doc = value;
        return;
    };
    match first {
        Step::Key(k) => {
            if !doc.is_object() {
                *doc = Value::Object(Map::new());
            }
            let child = doc
                .as_object_mut()
                .unwrap()
                .entry(k.clone())
                .or_insert(Value::Null);
            set(child, rest, value);
        }
        Step::Index(i) => {
            if !doc.is_array() {
                *doc = Value::Array(Vec::new());
            }
            let items = doc.as_array_mut().unwrap();
            while items.len() <= *i {
                // A placeholder of the same kind as what goes in.
                items.push(match rest.first() {
                    Some(Step::Key(_)) => Value::Object(Map::new()),
                    Some(Step::Index(_)) => Value::Array(Vec::new()),
                    None => Value::from(0),
                });
            }
            set(&mut items[*i], rest, value);
        }
    }
}

fn shown(path: &[Step]) -> String {
    path.iter()
        .map(|s| match s {
            Step::Key(k) => format!("/{k}"),
            Step::Index(i) => format!("/{i}"),
        })
        .collect()
}

#[test]
fn every_integer_past_either_end_of_its_range_is_reported_at_its_line_and_column() {
    use halflings_model::schema::{example_schema, expansion_schema, square_schema, tile_schema};
    let kinds = [
        ("tile", tile_schema(), "halflings-1/01.toml"),
        ("normal tile", square_schema(), "base-game/city-cap.toml"),
        ("manifest", expansion_schema(), "expansion.toml"),
        (
            "worked example",
            example_schema(),
            "examples/game-a-city-completed-during-play.toml",
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    let mut tried = 0;
    let mut failures = Vec::new();
    for (kind, schema, file) in kinds {
        let mut found = Vec::new();
        integers(
            &schema,
            &schema,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut found,
        );
        assert!(!found.is_empty(), "the {kind} schema has no integer");
        let original: toml::Value =
            toml::from_str(&std::fs::read_to_string(testkit::tiles_dir().join(file)).unwrap())
                .unwrap();
        let original = serde_json::to_value(original).unwrap();
        for int in &found {
            let (Some(min), Some(max)) = (int.min, int.max) else {
                failures.push(format!(
                    "{kind} {}: no range in the schema",
                    shown(&int.path)
                ));
                continue;
            };
            for past in [min - 1, max + 1] {
                // TOML integers are 64-bit: past u64's end, the TOML parser
                // itself refuses the number, at its place.
                let Ok(past) = i64::try_from(past) else {
                    continue;
                };
                let mut doc = original.clone();
                set(&mut doc, &int.path, Value::from(past));
                let Ok(text) = toml::to_string(&doc) else {
                    failures.push(format!("{kind} {}: not writable as TOML", shown(&int.path)));
                    continue;
                };
                let tiles = dir.path().join(format!("t{tried}"));
                testkit::copy_tree(&testkit::tiles_dir(), &tiles);
                std::fs::write(tiles.join(file), &text).unwrap();
                tried += 1;
                let errors = match halflings_catalog::Catalog::load(&tiles) {
                    Ok(_) => {
                        failures.push(format!("{kind} {} = {past}: accepted", shown(&int.path)));
                        continue;
                    }
                    Err(errors) => errors,
                };
                let needle = past.to_string();
                let placed = errors.iter().any(|e| {
                    e.file.ends_with(Path::new(file))
                        && e.line_col().is_some_and(|(line, _)| {
                            text.lines()
                                .nth(line - 1)
                                .is_some_and(|l| l.contains(&needle))
                        })
                });
                if !placed {
                    let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                    failures.push(format!(
                        "{kind} {} = {past}: not placed on its line: {said:?}",
                        shown(&int.path)
                    ));
                }
                std::fs::remove_dir_all(&tiles).unwrap();
            }
        }
    }
    assert!(tried >= 20, "only {tried} values tried");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
