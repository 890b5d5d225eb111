//! The first check: each file against its JSON schema.

use std::sync::OnceLock;

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Keyword, ValidationError, Validator};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::diagnostic::{Diagnostic, did_you_mean, did_you_mean_as, nearest};
use crate::load::{Document, escape_segment};

/// Which schema a document is checked against.
#[derive(Clone, Copy, Debug)]
pub enum DocumentKind {
    /// A tile file.
    Tile,
    /// The manifest.
    Expansion,
    /// A worked example.
    Example,
    /// A normal (square) tile.
    Square,
    /// A language's tile names.
    Language,
}

struct Compiled {
    schema: Value,
    validator: Validator,
}

fn compiled(kind: DocumentKind) -> &'static Compiled {
    static TILE: OnceLock<Compiled> = OnceLock::new();
    static EXPANSION: OnceLock<Compiled> = OnceLock::new();
    static EXAMPLE: OnceLock<Compiled> = OnceLock::new();
    static SQUARE: OnceLock<Compiled> = OnceLock::new();
    static LANGUAGE: OnceLock<Compiled> = OnceLock::new();
    let (cell, make): (_, fn() -> Value) = match kind {
        DocumentKind::Tile => (&TILE, halflings_model::schema::tile_schema),
        DocumentKind::Expansion => (&EXPANSION, halflings_model::schema::expansion_schema),
        DocumentKind::Example => (&EXAMPLE, halflings_model::schema::example_schema),
        DocumentKind::Square => (&SQUARE, halflings_model::schema::square_schema),
        DocumentKind::Language => (&LANGUAGE, halflings_model::schema::language_schema),
    };
    cell.get_or_init(|| {
        let mut schema = make();
        mark_integers(&mut schema);
        let validator = jsonschema::options()
            .with_keyword(WRITTEN_AS_INTEGER, |_, _, _| Ok(Box::new(WrittenAsInteger)))
            .build(&schema)
            .expect("the model's schema is valid");
        Compiled { schema, validator }
    })
}

/// A keyword the schema gains in memory (never in the files under
/// `schema/`) on every node whose type is `integer`: the value must be
/// written as one.
///
/// JSON Schema counts any number with a zero fraction as an integer, so
/// `"type": "integer"` alone takes the TOML float `1.0`, which the model's
/// integer fields then refuse, with no place to point at. The TOML float
/// stays a float in the document's JSON, and this keyword refuses it at its
/// value, whatever the key.
const WRITTEN_AS_INTEGER: &str = "x-halflings-written-as-integer";

/// The check behind [`WRITTEN_AS_INTEGER`]: no float, even a whole one.
/// (A float with a fraction fails `"type": "integer"` already.)
struct WrittenAsInteger;

impl<'i> Keyword<'i> for WrittenAsInteger {
    fn validate(&self, instance: &'i Value) -> Result<(), ValidationError<'i>> {
        if self.is_valid(instance) {
            Ok(())
        } else {
            Err(ValidationError::custom("a float where an integer is due"))
        }
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        !matches!(instance, Value::Number(n) if n.is_f64() && n.as_f64().is_some_and(|f| f.fract() == 0.0))
    }
}

/// Adds [`WRITTEN_AS_INTEGER`] to every schema node that takes an integer
/// and not any number.
fn mark_integers(schema: &mut Value) {
    match schema {
        Value::Object(node) => {
            if takes_integer(node) {
                node.insert(WRITTEN_AS_INTEGER.to_owned(), Value::Bool(true));
            }
            for (keyword, child) in node.iter_mut() {
                // These hold instances, not schemas.
                if !matches!(keyword.as_str(), "const" | "enum" | "default" | "examples") {
                    mark_integers(child);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(mark_integers),
        _ => {}
    }
}

/// Whether a schema node's `type` allows integers but not other numbers.
fn takes_integer(node: &Map<String, Value>) -> bool {
    let named = |name: &str| match node.get("type") {
        Some(Value::String(t)) => t == name,
        Some(Value::Array(types)) => types.iter().any(|t| t.as_str() == Some(name)),
        _ => false,
    };
    named("integer") && !named("number")
}

/// Checks `doc` against the schema of `kind`; every violation is reported.
pub fn check(doc: &Document, kind: DocumentKind) -> Vec<Diagnostic> {
    let compiled = compiled(kind);
    let mut out: Vec<Diagnostic> = compiled
        .validator
        .iter_errors(&doc.json)
        .flat_map(|e| describe(doc, &compiled.schema, &e))
        .collect();
    out.sort_by_key(|d| d.span.as_ref().map(|s| (s.start, s.end)));
    out.dedup();
    out
}

fn describe(doc: &Document, schema: &Value, error: &ValidationError<'_>) -> Vec<Diagnostic> {
    let pointer = error.instance_path().as_str().to_owned();
    let place = describe_place(&pointer);
    match error.kind() {
        ValidationErrorKind::AdditionalProperties { unexpected } => {
            let allowed = allowed_keys(schema, error.schema_path().as_str());
            unexpected
                .iter()
                .map(|key| {
                    let child = format!("{pointer}/{}", escape_segment(key));
                    let mut help = format!("the keys allowed {place} are: {}", allowed.join(", "));
                    if let Some(near) = nearest(key, allowed.iter().map(String::as_str)) {
                        help = format!("{} {help}", did_you_mean(near));
                    }
                    doc.error_at_key(&child, format!("unknown key `{key}` {place}"))
                        .with_help(help)
                })
                .collect()
        }
        ValidationErrorKind::Required { property } => {
            let name = property.as_str().unwrap_or_default();
            let parent = error.schema_path().as_str().trim_end_matches("/required");
            let property = resolve(
                schema,
                schema.pointer(&format!("{parent}/properties/{name}")),
            );
            let how = match property.and_then(|p| p.get("type")).and_then(Value::as_str) {
                Some("object") => format!("add a `[{name}]` table"),
                _ => format!("add `{name} = ...`"),
            };
            let what = schema
                .pointer(&format!("{parent}/properties/{name}/description"))
                .or_else(|| property.and_then(|p| p.get("description")))
                .and_then(Value::as_str)
                .map(|d| format!(": {}", d.replace('\n', " ")))
                .unwrap_or_default();
            vec![
                doc.error_at_key(&pointer, format!("missing key `{name}` {place}"))
                    .with_help(format!("{how}{what}")),
            ]
        }
        ValidationErrorKind::OneOfNotValid { .. } | ValidationErrorKind::AnyOf { .. }
            if constants(schema, error.schema_path().as_str()).is_some() =>
        {
            let choices = constants(schema, error.schema_path().as_str()).unwrap_or_default();
            vec![not_one_of(
                doc,
                &pointer,
                &place,
                error.instance(),
                &choices,
            )]
        }
        ValidationErrorKind::OneOfNotValid { context } | ValidationErrorKind::AnyOf { context }
            if choices(schema, error.schema_path().as_str()).is_some() =>
        {
            // A name or a one-key table (`symbol = "pentagon"` or
            // `symbol = { label = "F" }`): a table is held to its branch,
            // anything else is offered every choice.
            let path = error.schema_path().as_str();
            let inner: Vec<Diagnostic> = table_branch(schema, path, error.instance())
                .and_then(|branch| context.get(branch))
                .into_iter()
                .flatten()
                .flat_map(|e| describe(doc, schema, e))
                .collect();
            if inner.is_empty() {
                let choices = choices(schema, path).unwrap_or_default();
                vec![
                    doc.error_at(
                        &pointer,
                        format!("{} is not allowed {place}", shown(error.instance())),
                    )
                    .with_help(format!("use one of: {}", choices.join(", "))),
                ]
            } else {
                inner
            }
        }
        ValidationErrorKind::OneOfNotValid { context } | ValidationErrorKind::AnyOf { context }
            if optional_branch(schema, error.schema_path().as_str()).is_some() =>
        {
            // An optional value (`T` or nothing): what is wrong is what is
            // wrong with it as a `T`.
            let branch = optional_branch(schema, error.schema_path().as_str()).unwrap_or(0);
            let inner: Vec<Diagnostic> = context
                .get(branch)
                .into_iter()
                .flatten()
                .flat_map(|e| describe(doc, schema, e))
                .collect();
            if inner.is_empty() {
                vec![fallback(doc, schema, error, &pointer, &place)]
            } else {
                inner
            }
        }
        ValidationErrorKind::Enum { options } => {
            let choices: Vec<String> = options
                .as_array()
                .map(|a| a.iter().map(|v| v.to_string()).collect())
                .unwrap_or_default();
            vec![not_one_of(
                doc,
                &pointer,
                &place,
                error.instance(),
                &choices,
            )]
        }
        ValidationErrorKind::Custom { keyword, .. } if keyword == WRITTEN_AS_INTEGER => {
            vec![not_an_integer(doc, schema, error, &pointer, &place)]
        }
        ValidationErrorKind::Type { .. }
            if error.instance().is_f64()
                && integer_node(schema, error.schema_path().as_str()).is_some() =>
        {
            vec![not_an_integer(doc, schema, error, &pointer, &place)]
        }
        ValidationErrorKind::Minimum { .. }
        | ValidationErrorKind::Maximum { .. }
        | ValidationErrorKind::ExclusiveMinimum { .. }
        | ValidationErrorKind::ExclusiveMaximum { .. }
        | ValidationErrorKind::MultipleOf { .. }
            if error.instance().is_f64()
                && integer_node(schema, error.schema_path().as_str()).is_some() =>
        {
            // A float where an integer is due is reported once, above, with
            // the range the key takes.
            Vec::new()
        }
        ValidationErrorKind::Pattern { pattern } => {
            let what = description(schema, error.schema_path().as_str())
                .map(|d| format!("{d} "))
                .unwrap_or_default();
            vec![
                doc.error_at(
                    &pointer,
                    format!("{} is not allowed {place}", shown(error.instance())),
                )
                .with_help(format!("{what}(it must match `{pattern}`)")),
            ]
        }
        _ => vec![fallback(doc, schema, error, &pointer, &place)],
    }
}

/// A value that is none of `choices` (each written as JSON), with the
/// nearest choice offered first when the value looks like a misspelling.
fn not_one_of(
    doc: &Document,
    pointer: &str,
    place: &str,
    value: &Value,
    choices: &[String],
) -> Diagnostic {
    let mut help = format!("use one of: {}", choices.join(", "));
    if let Some(text) = value.as_str() {
        let names = choices.iter().map(|c| c.trim_matches('"'));
        if let Some(near) = nearest(text, names) {
            help = format!("{} {help}", did_you_mean_as(&format!("\"{near}\"")));
        }
    }
    doc.error_at(pointer, format!("{} is not allowed {place}", shown(value)))
        .with_help(help)
}

/// A value as the message shows it: JSON, shortened when long.
fn shown(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() <= 60 {
        return text;
    }
    let head: String = text.chars().take(57).collect();
    format!("{head}...")
}

/// The schema node holding the keyword at `schema_path`, when it takes an
/// integer.
fn integer_node<'a>(schema: &'a Value, schema_path: &str) -> Option<&'a Map<String, Value>> {
    let (node, _) = schema_path.rsplit_once('/')?;
    let node = resolve(schema, schema.pointer(node))?.as_object()?;
    takes_integer(node).then_some(node)
}

/// A number with a fraction or an exponent where an integer is due: said
/// with the integers the key takes, at the number as written.
fn not_an_integer(
    doc: &Document,
    schema: &Value,
    error: &ValidationError<'_>,
    pointer: &str,
    place: &str,
) -> Diagnostic {
    let node = integer_node(schema, error.schema_path().as_str());
    let bound = |name: &str| node.and_then(|n| n.get(name)).and_then(Value::as_i64);
    let (min, max) = (bound("minimum"), bound("maximum"));
    let range = match (min, max) {
        (Some(min), Some(max)) => format!(" from {min} to {max}"),
        (Some(min), None) => format!(" of at least {min}"),
        (None, Some(max)) => format!(" of at most {max}"),
        (None, None) => String::new(),
    };
    // The nearest whole number the key takes, as the example.
    let mut example = error.instance().as_f64().unwrap_or(0.0).round() as i64;
    if let Some(min) = min {
        example = example.max(min);
    }
    if let Some(max) = max {
        example = example.min(max);
    }
    let span = doc.span(pointer, false);
    let written = doc
        .text
        .get(span)
        .filter(|s| !s.is_empty() && s.len() <= 60 && !s.contains(char::is_control))
        .map_or_else(|| shown(error.instance()), str::to_owned);
    doc.error_at(
        pointer,
        format!("{written} is a float {place}, which takes an integer{range}"),
    )
    .with_help(format!(
        "write a whole number such as {example}, without a decimal point or exponent"
    ))
}

/// The validator's own words, with the property's description as help.
fn fallback(
    doc: &Document,
    schema: &Value,
    error: &ValidationError<'_>,
    pointer: &str,
    place: &str,
) -> Diagnostic {
    let message =
        error
            .to_string()
            .replacen(&error.instance().to_string(), &shown(error.instance()), 1);
    let help = match description(schema, error.schema_path().as_str()) {
        Some(d) => format!("{d} (the schema in schema/ has the format)"),
        None => "see the schema (schema/*.schema.json) or the README for the format".to_owned(),
    };
    doc.error_at(pointer, format!("{message} {place}"))
        .with_help(help)
}

/// The description of the schema node holding the keyword at `schema_path`
/// (for `/$defs/City/properties/pennants/maximum`, that of `pennants`), on
/// one line.
fn description(schema: &Value, schema_path: &str) -> Option<String> {
    let node = schema_path.rsplit_once('/').map(|(parent, _)| parent)?;
    let node = resolve(schema, schema.pointer(node))?;
    let text = node.get("description")?.as_str()?;
    Some(text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// For an `anyOf`/`oneOf` of one schema and `null` (an optional value), the
/// index of the branch that is not `null`.
fn optional_branch(schema: &Value, schema_path: &str) -> Option<usize> {
    let options = schema.pointer(schema_path)?.as_array()?;
    let is_null = |o: &Value| o.get("type").and_then(Value::as_str) == Some("null");
    match options.as_slice() {
        [a, b] if is_null(b) && !is_null(a) => Some(0),
        [a, b] if is_null(a) && !is_null(b) => Some(1),
        _ => None,
    }
}

/// "at `sides.north`" for the pointer `/sides/north`.
fn describe_place(pointer: &str) -> String {
    if pointer.is_empty() {
        return "at the top level".to_owned();
    }
    let dotted: Vec<String> = pointer
        .split('/')
        .skip(1)
        .map(|s| match s.parse::<usize>() {
            Ok(i) => format!("[{i}]"),
            Err(_) => format!(".{}", s.replace("~1", "/").replace("~0", "~")),
        })
        .collect();
    format!("in `{}`", dotted.concat().trim_start_matches('.'))
}

/// Follows a local `$ref` to the definition it names.
fn resolve<'a>(schema: &'a Value, node: Option<&'a Value>) -> Option<&'a Value> {
    let node = node?;
    match node.get("$ref").and_then(Value::as_str) {
        Some(r) => schema.pointer(r.trim_start_matches('#')),
        None => Some(node),
    }
}

/// The allowed values when a `oneOf`/`anyOf` is a list of constants (as
/// schemars writes enums whose variants carry doc comments).
fn constants(schema: &Value, schema_path: &str) -> Option<Vec<String>> {
    let options = schema.pointer(schema_path)?.as_array()?;
    options
        .iter()
        .map(|o| o.get("const").map(Value::to_string))
        .collect()
}

/// The one key of a `oneOf` branch that is a table of one required key
/// (as serde writes an enum variant that holds a value).
fn single_key(schema: &Value, option: &Value) -> Option<String> {
    let option = resolve(schema, Some(option))?;
    match option.get("required")?.as_array()?.as_slice() {
        [key] if option.get("type").and_then(Value::as_str) == Some("object") => {
            Some(key.as_str()?.to_owned())
        }
        _ => None,
    }
}

/// The choices of a `oneOf` of names and one-key tables, each as it is
/// written in TOML (`"pentagon"`, `{ label = ... }`); `None` unless both
/// kinds are there.
fn choices(schema: &Value, schema_path: &str) -> Option<Vec<String>> {
    let options = schema.pointer(schema_path)?.as_array()?;
    let all: Vec<(bool, String)> = options
        .iter()
        .map(|o| match o.get("const") {
            Some(c) => Some((false, c.to_string())),
            None => single_key(schema, o).map(|k| (true, format!("{{ {k} = ... }}"))),
        })
        .collect::<Option<_>>()?;
    let tables = all.iter().filter(|(table, _)| *table).count();
    (tables > 0 && tables < all.len()).then(|| all.into_iter().map(|(_, c)| c).collect())
}

/// The branch of such a `oneOf` that a table written with its key answers to.
fn table_branch(schema: &Value, schema_path: &str, instance: &Value) -> Option<usize> {
    let table = instance.as_object()?;
    let options = schema.pointer(schema_path)?.as_array()?;
    options
        .iter()
        .position(|o| single_key(schema, o).is_some_and(|k| table.contains_key(&k)))
}

/// The property names the schema allows where `additionalProperties` failed.
fn allowed_keys(schema: &Value, schema_path: &str) -> Vec<String> {
    let parent = schema_path.trim_end_matches("/additionalProperties");
    schema
        .pointer(&format!("{parent}/properties"))
        .and_then(Value::as_object)
        .map(|props| props.keys().cloned().collect())
        .unwrap_or_default()
}

/// Text from a definition lands in tile drawings (SVG, where XML cannot
/// hold most control characters even escaped), the gallery, the sheets and
/// the terminal: every string must be free of control characters but tab
/// and line breaks.
fn text_is_printable(doc: &Document, value: &Value, pointer: &str, out: &mut Vec<Diagnostic>) {
    match value {
        Value::String(text) => {
            if let Some(c) = text
                .chars()
                .find(|&c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
            {
                out.push(
                    doc.error_at(
                        pointer,
                        format!(
                            "the text holds the control character U+{:04X}",
                            u32::from(c)
                        ),
                    )
                    .with_help(
                        "no drawing, page or sheet can show it; remove it (a line break is a new line in a \"\"\"multi-line string\"\"\")",
                    ),
                );
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                text_is_printable(doc, item, &format!("{pointer}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let child = format!("{pointer}/{}", escape_segment(key));
                text_is_printable(doc, item, &child, out);
            }
        }
        _ => {}
    }
}

/// Checks `doc` against its schema, then its text, and reads it into `T`.
pub fn typed<T: DeserializeOwned>(
    doc: &Document,
    kind: DocumentKind,
    errors: &mut Vec<Diagnostic>,
) -> Option<T> {
    let mut problems = check(doc, kind);
    if problems.is_empty() {
        text_is_printable(doc, &doc.json, "", &mut problems);
    }
    if !problems.is_empty() {
        errors.extend(problems);
        return None;
    }
    match serde_json::from_value(doc.json.clone()) {
        Ok(value) => Some(value),
        Err(e) => {
            errors.push(doc.error_at("", format!("does not fit the model: {e}")));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelled_keys_find_their_neighbour() {
        let allowed = ["pennants", "slots", "id"];
        assert_eq!(nearest("penants", allowed), Some("pennants"));
        assert_eq!(nearest("slot", allowed), Some("slots"));
        assert_eq!(nearest("colour", allowed), None);
    }

    #[test]
    fn integer_nodes_are_marked_and_number_nodes_are_not() {
        let mut schema = serde_json::json!({
            "properties": {
                "count": { "type": "integer", "maximum": 3 },
                "maybe": { "type": ["integer", "null"] },
                "depth": { "type": "number" },
                "either": { "type": ["integer", "number"] },
            },
            "enum": [{ "type": "integer" }],
        });
        mark_integers(&mut schema);
        let marked = |p: &str| schema.pointer(p).unwrap().get(WRITTEN_AS_INTEGER).is_some();
        assert!(marked("/properties/count"));
        assert!(marked("/properties/maybe"));
        assert!(!marked("/properties/depth"));
        assert!(!marked("/properties/either"));
        assert!(!marked("/enum/0"));
    }

    #[test]
    fn a_whole_float_is_not_written_as_an_integer() {
        let check = |v: Value| WrittenAsInteger.is_valid(&v);
        assert!(!check(serde_json::json!(1.0)));
        assert!(check(serde_json::json!(1)));
        assert!(check(serde_json::json!(-1)));
        // A fraction is for `"type": "integer"` to refuse; strings for `type`.
        assert!(check(serde_json::json!(1.5)));
        assert!(check(serde_json::json!("1.0")));
    }

    #[test]
    fn places_read_as_toml_paths() {
        assert_eq!(describe_place("/city/0/slots"), "in `city[0].slots`");
        assert_eq!(describe_place(""), "at the top level");
    }
}
