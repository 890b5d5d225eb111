//! The committed schema files under `schema/`: those of the definition
//! files ([`halflings_model::schema`]) and of the JSON export
//! ([`halflings_codegen::json`]), each derived from its types.
//!
//! They are what editors read; `halflings schema` rewrites them and a test
//! fails when they are stale. The schemas of the definition files are
//! written in the shape taplo's language server reads ([`for_editors`]);
//! `check` validates with the model's schema as derived, which accepts and
//! refuses the same documents.

use std::path::Path;

use serde_json::{Map, Value, json};

pub use halflings_model::schema::{
    example_schema, expansion_schema, language_schema, schema_of, square_schema, tile_schema,
};

/// The file name of the tile schema under `schema/`.
pub const TILE_SCHEMA: &str = "tile.schema.json";
/// The file name of the manifest schema under `schema/`.
pub const EXPANSION_SCHEMA: &str = "expansion.schema.json";
/// The file name of the normal-tile schema under `schema/`.
pub const SQUARE_SCHEMA: &str = "square.schema.json";
/// The schema of a language's tile names (`lang/<code>.toml`).
pub const LANGUAGE_SCHEMA: &str = "language.schema.json";
/// The file name of the worked-example schema under `schema/`.
pub const EXAMPLE_SCHEMA: &str = "example.schema.json";
/// The file name of the schema of the JSON export (`tiles.json`) under `schema/`.
pub const EXPORT_SCHEMA: &str = "export.schema.json";

/// The file name of the schema of the conformance cases under `schema/`.
pub const CONFORMANCE_SCHEMA: &str = "conformance.schema.json";

/// The JSON schema of the JSON export, `tiles.json`.
pub fn export_schema() -> Value {
    halflings_codegen::json::schema()
}

/// Pretty JSON with a trailing newline: the form committed to the repository.
pub fn to_pretty(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("a JSON value always serialises");
    text.push('\n');
    text
}

/// Every schema file the model defines, as `(file name, contents)`.
pub fn all() -> Vec<(&'static str, String)> {
    [
        (TILE_SCHEMA, to_pretty(&for_editors(tile_schema()))),
        (
            EXPANSION_SCHEMA,
            to_pretty(&for_editors(expansion_schema())),
        ),
        (EXAMPLE_SCHEMA, to_pretty(&for_editors(example_schema()))),
        (SQUARE_SCHEMA, to_pretty(&for_editors(square_schema()))),
        (LANGUAGE_SCHEMA, to_pretty(&for_editors(language_schema()))),
        (EXPORT_SCHEMA, to_pretty(&export_schema())),
        (
            CONFORMANCE_SCHEMA,
            to_pretty(&halflings_conformance::suite::schema()),
        ),
    ]
    .into_iter()
    .chain(
        halflings_conformance::protocol::schemas()
            .into_iter()
            .map(|(name, schema)| (name, to_pretty(&schema))),
    )
    .collect()
}

/// Writes every schema into `dir` through `writer`, creating it if needed.
/// Returns the files whose contents changed.
pub fn write_all(
    dir: &Path,
    writer: &halflings_files::Writer,
) -> Result<Vec<String>, halflings_files::FileError> {
    let mut changed = Vec::new();
    for (name, text) in all() {
        if writer.write(&dir.join(name), text.as_bytes())?.changed() {
            changed.push(name.to_owned());
        }
    }
    Ok(changed)
}

/// A definition file's schema reshaped for taplo's language server (the
/// one Even Better TOML runs), accepting exactly the same documents.
///
/// The server reads schemas in its own way, and the shape schemars derives
/// loses most of what the model says:
///
/// - It ignores every keyword beside a `$ref`, so a key whose type is a
///   definition (`north`, `id`, `kind`) showed the type's text on hover, not
///   its own. Such a `$ref` is replaced by the definition itself, with the
///   key's own description; an optional value's definition (`T` or `null`)
///   loses its description so that the key's stands alone.
/// - It shows every branch of a `oneOf` on hover, so a landscape showed all
///   three landscapes' texts and a slot all nine. A `oneOf` of documented
///   constants (an enum whose variants carry doc comments) becomes an
///   `enum` with each value's text in taplo's `x-taplo.docs.enumValues`:
///   completion offers the values, hover on a value shows its own text.
/// - The items of an array of scalars (`slots`, `borders`) take the array
///   key's description: the server looks a key of an array up as its
///   first item.
/// - It looks a key inside an array of tables up one index too deep
///   (`city.0.0.pennants`), so nothing inside `[[city]]` had hover or
///   completion. Each definition that is an array's item (a table of an
///   array of tables) gains `"items"` naming itself: `items` applies to
///   arrays only, so it never changes what an object accepts.
///
/// Definitions no longer referred to are dropped.
pub fn for_editors(schema: Value) -> Value {
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let mut shaped = Shaper {
        defs: &defs,
        inlining: Vec::new(),
    }
    .shape(&schema);
    let tables = array_tables(&shaped, &defs);
    if let Some(Value::Object(out)) = shaped.get_mut("$defs") {
        for name in tables {
            if let Some(Value::Object(def)) = out.get_mut(&name) {
                def.insert("items".into(), json!({ "$ref": def_ref(&name) }));
            }
        }
    }
    drop_unused_defs(&mut shaped);
    shaped
}

/// The keywords whose values are instances, not schemas.
const INSTANCE_KEYWORDS: [&str; 5] = ["const", "enum", "default", "examples", "x-taplo"];

/// The keywords that only annotate: a key's own may replace its type's.
const ANNOTATIONS: [&str; 3] = ["description", "title", "default"];

fn def_ref(name: &str) -> String {
    format!("#/$defs/{name}")
}

fn def_name(reference: &str) -> Option<&str> {
    reference.strip_prefix("#/$defs/")
}

/// Whether a schema is a table's (an object's).
fn is_table(schema: &Map<String, Value>) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("object")
}

struct Shaper<'a> {
    defs: &'a Map<String, Value>,
    /// The definitions being inlined, outermost first, so that a type that
    /// contains itself keeps its `$ref`.
    inlining: Vec<String>,
}

impl Shaper<'_> {
    /// The definition a bare `{"$ref": ...}` names, as an enum where it is a
    /// list of constants, unless it is being inlined already.
    fn target(&self, node: &Map<String, Value>) -> Option<(String, Value)> {
        let name = def_name(node.get("$ref")?.as_str()?)?;
        if self.inlining.iter().any(|n| n == name) {
            return None;
        }
        let def = self.defs.get(name)?;
        Some((name.to_owned(), enumify(def)))
    }

    fn shape(&mut self, node: &Value) -> Value {
        match node {
            Value::Array(items) => Value::Array(items.iter().map(|i| self.shape(i)).collect()),
            Value::Object(map) => self.shape_object(map),
            other => other.clone(),
        }
    }

    fn shape_object(&mut self, map: &Map<String, Value>) -> Value {
        let node = enumify(&Value::Object(map.clone()));
        let Value::Object(node) = node else {
            unreachable!("enumify keeps an object an object")
        };
        // A `$ref` with keywords beside it: the definition with them.
        if node.contains_key("$ref")
            && node.len() > 1
            && let Some((name, Value::Object(mut def))) = self.target(&node)
        {
            let site: Vec<(String, Value)> = node
                .iter()
                .filter(|(k, _)| *k != "$ref")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let clash = site.iter().any(|(k, v)| {
                !ANNOTATIONS.contains(&k.as_str()) && def.get(k).is_some_and(|d| d != v)
            });
            if !clash {
                def.extend(site);
                self.inlining.push(name);
                let shaped = self.shape_object(&def);
                self.inlining.pop();
                return shaped;
            }
        }
        let own = node.get("description").cloned();
        let mut out = Map::new();
        for (key, value) in &node {
            let shaped = match (key.as_str(), value) {
                (k, v) if INSTANCE_KEYWORDS.contains(&k) => v.clone(),
                ("anyOf" | "oneOf", Value::Array(branches)) if own.is_some() => Value::Array(
                    branches
                        .iter()
                        .map(|b| self.shape_branch(b, None))
                        .collect(),
                ),
                ("items", Value::Object(_)) if own.is_some() => {
                    self.shape_branch(value, own.as_ref())
                }
                ("properties" | "$defs" | "patternProperties", Value::Object(children)) => {
                    Value::Object(
                        children
                            .iter()
                            .map(|(k, v)| (k.clone(), self.shape(v)))
                            .collect(),
                    )
                }
                (_, v) => self.shape(v),
            };
            out.insert(key.clone(), shaped);
        }
        Value::Object(out)
    }

    /// A branch of an optional value, or the items of an array, under a key
    /// with its own description: a definition that is not a table is
    /// inlined without its own text (or with `text`, the key's).
    fn shape_branch(&mut self, branch: &Value, text: Option<&Value>) -> Value {
        let Value::Object(map) = branch else {
            return self.shape(branch);
        };
        let mut shaped = match self.target(map) {
            Some((name, Value::Object(mut def))) if map.len() == 1 && !is_table(&def) => {
                def.remove("description");
                def.remove("title");
                self.inlining.push(name);
                let shaped = self.shape_object(&def);
                self.inlining.pop();
                shaped
            }
            _ => self.shape(branch),
        };
        if let (Value::Object(m), Some(text)) = (&mut shaped, text)
            && !is_table(m)
            && !m.contains_key("$ref")
        {
            m.insert("description".into(), text.clone());
        }
        shaped
    }
}

/// A `oneOf` of documented constants (as schemars writes an enum whose
/// variants carry doc comments) as an `enum` with taplo's per-value docs;
/// any other schema unchanged.
fn enumify(schema: &Value) -> Value {
    let Some(Value::Array(branches)) = schema.get("oneOf") else {
        return schema.clone();
    };
    let constant = |b: &Value| {
        b.as_object().is_some_and(|m| {
            m.contains_key("const")
                && m.keys()
                    .all(|k| matches!(k.as_str(), "type" | "const" | "description"))
        })
    };
    if branches.is_empty() || !branches.iter().all(constant) {
        return schema.clone();
    }
    let types: Vec<&Value> = branches.iter().filter_map(|b| b.get("type")).collect();
    let mut out = Map::new();
    if types.len() == branches.len() && types.windows(2).all(|w| w[0] == w[1]) {
        out.insert("type".into(), types[0].clone());
    }
    out.insert(
        "enum".into(),
        branches.iter().map(|b| b["const"].clone()).collect(),
    );
    for (k, v) in schema.as_object().into_iter().flatten() {
        if k != "oneOf" {
            out.insert(k.clone(), v.clone());
        }
    }
    let docs: Vec<Value> = branches
        .iter()
        .map(|b| b.get("description").cloned().unwrap_or(Value::Null))
        .collect();
    out.insert("x-taplo".into(), json!({ "docs": { "enumValues": docs } }));
    Value::Object(out)
}

/// The definitions that are the items of an array and tables: those an
/// array of tables holds.
fn array_tables(schema: &Value, defs: &Map<String, Value>) -> Vec<String> {
    fn walk(node: &Value, defs: &Map<String, Value>, out: &mut Vec<String>) {
        match node {
            Value::Object(map) => {
                if let Some(name) = map
                    .get("items")
                    .and_then(|i| i.get("$ref"))
                    .and_then(Value::as_str)
                    .and_then(def_name)
                    && defs
                        .get(name)
                        .and_then(Value::as_object)
                        .is_some_and(is_table)
                    && !out.iter().any(|n| n == name)
                {
                    out.push(name.to_owned());
                }
                for (k, v) in map {
                    if !INSTANCE_KEYWORDS.contains(&k.as_str()) {
                        walk(v, defs, out);
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|i| walk(i, defs, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(schema, defs, &mut out);
    out
}

/// Removes the definitions nothing refers to any more.
fn drop_unused_defs(schema: &mut Value) {
    fn refs(node: &Value, out: &mut Vec<String>) {
        match node {
            Value::Object(map) => {
                if let Some(name) = map.get("$ref").and_then(Value::as_str).and_then(def_name) {
                    out.push(name.to_owned());
                }
                for (k, v) in map {
                    if !INSTANCE_KEYWORDS.contains(&k.as_str()) && k != "$defs" {
                        refs(v, out);
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|i| refs(i, out)),
            _ => {}
        }
    }
    let Some(Value::Object(defs)) = schema.get("$defs").cloned() else {
        return;
    };
    let mut used: Vec<String> = Vec::new();
    let mut queue = Vec::new();
    refs(schema, &mut queue);
    while let Some(name) = queue.pop() {
        if used.contains(&name) {
            continue;
        }
        if let Some(def) = defs.get(&name) {
            refs(def, &mut queue);
        }
        used.push(name);
    }
    let kept: Map<String, Value> = defs
        .into_iter()
        .filter(|(name, _)| used.contains(name))
        .collect();
    if let Value::Object(root) = schema {
        if kept.is_empty() {
            root.remove("$defs");
        } else {
            root.insert("$defs".into(), Value::Object(kept));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn validator(schema: &Value) -> jsonschema::Validator {
        jsonschema::options()
            .build(schema)
            .expect("the schema compiles")
    }

    /// Every TOML file of the project and of the bad-input corpus, as the
    /// JSON the schemas see (those that are TOML at all).
    fn documents() -> Vec<(std::path::PathBuf, Value)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let root = root.as_path();
        let mut out = Vec::new();
        for dir in ["tiles", "tests/corpus"] {
            for entry in walkdir::WalkDir::new(root.join(dir)).sort_by_file_name() {
                let entry = entry.unwrap();
                if entry.path().extension().is_none_or(|x| x != "toml") {
                    continue;
                }
                let Ok(text) = std::fs::read_to_string(entry.path()) else {
                    continue;
                };
                if let Ok(json) = toml::from_str::<Value>(&text) {
                    out.push((entry.into_path(), json));
                }
            }
        }
        out
    }

    #[test]
    fn the_editors_schemas_accept_exactly_what_the_models_accept() {
        let docs = documents();
        assert!(docs.len() > 200, "{} documents", docs.len());
        let mut refused = 0;
        for (name, model) in [
            ("tile", tile_schema()),
            ("expansion", expansion_schema()),
            ("example", example_schema()),
            ("square", square_schema()),
            ("language", language_schema()),
        ] {
            let editors = for_editors(model.clone());
            let (model, editors) = (validator(&model), validator(&editors));
            for (path, doc) in &docs {
                let verdict = model.is_valid(doc);
                refused += usize::from(!verdict);
                assert_eq!(
                    editors.is_valid(doc),
                    verdict,
                    "the {name} schemas disagree on {}",
                    path.display()
                );
            }
        }
        // Both verdicts occur: the comparison is not vacuous.
        assert!(refused > 0 && refused < 5 * docs.len());
    }

    #[test]
    fn a_key_has_its_own_description_and_its_values_theirs() {
        let schema = for_editors(tile_schema());
        let north = &schema["properties"]["sides"]["properties"]["north"];
        assert!(north.get("$ref").is_none(), "{north}");
        assert_eq!(north["enum"], json!(["city", "road", "field"]));
        assert!(
            north["description"]
                .as_str()
                .unwrap()
                .starts_with("The north leg")
        );
        assert_eq!(
            north["x-taplo"]["docs"]["enumValues"][0],
            "A city covers the whole side."
        );
        let slots = &schema["$defs"]["Road"]["properties"]["slots"];
        assert_eq!(slots["items"]["description"], slots["description"]);
        assert_eq!(slots["items"]["enum"].as_array().unwrap().len(), 9);
        // The lookup one index too deep inside `[[road]]` lands on the road.
        assert_eq!(
            schema["$defs"]["Road"]["items"],
            json!({ "$ref": "#/$defs/Road" })
        );
        // Nothing refers to the slot's definition any more.
        assert!(schema["$defs"].get("Slot").is_none());
    }
}
