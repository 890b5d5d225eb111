//! One TOML file read into JSON, with the source span of every value so that
//! any later error can point back at the text.

use std::collections::HashMap;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::Arc;

use serde_json::{Map, Number, Value};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::diagnostic::Diagnostic;
use crate::limits::MAX_NESTING;

/// Where a value sits in the source text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// The key that names the value, when it has one (array items have none).
    pub key: Option<Range<usize>>,
    /// The value itself.
    pub value: Range<usize>,
}

/// A parsed TOML file: its text, its content as JSON (for schema validation
/// and deserialisation), and a map from JSON pointer to source span.
#[derive(Clone, Debug)]
pub struct Document {
    /// The file's path, as the user would name it.
    pub path: PathBuf,
    /// The file's text.
    pub text: Arc<str>,
    /// The content, as JSON.
    pub json: Value,
    spans: HashMap<String, Span>,
}

impl Document {
    /// Parses `text`, read from `path`. Every syntax error is reported.
    pub fn parse(path: PathBuf, text: Arc<str>) -> Result<Document, Vec<Diagnostic>> {
        if let Some(offset) = nesting_beyond(&text, MAX_NESTING) {
            return Err(vec![
                Diagnostic::at(
                    path,
                    text.clone(),
                    offset..offset + 1,
                    format!("arrays or tables nest deeper than {MAX_NESTING} levels"),
                )
                .with_help("tile files are shallow; this looks like a damaged or hostile file"),
            ]);
        }
        let (table, errors) = DeTable::parse_recoverable(&text);
        if !errors.is_empty() {
            return Err(errors
                .iter()
                .map(|e| {
                    let span = e.span().unwrap_or(0..0);
                    let message = e.message().trim().replace('\n', "; ");
                    Diagnostic::at(
                        path.clone(),
                        text.clone(),
                        span,
                        format!("TOML syntax: {message}"),
                    )
                    .with_help("fix the TOML syntax; https://toml.io describes the format")
                })
                .collect());
        }
        let mut spans = HashMap::new();
        let root = table.span();
        spans.insert(
            String::new(),
            Span {
                key: None,
                value: root,
            },
        );
        let json = table_to_json(table.get_ref(), "", &mut spans);
        Ok(Document {
            path,
            text,
            json,
            spans,
        })
    }

    /// The span of the value at JSON `pointer`, preferring its key when
    /// `prefer_key` is set; falls back to the nearest enclosing value that has
    /// a span.
    pub fn span(&self, pointer: &str, prefer_key: bool) -> Range<usize> {
        let mut p = pointer;
        loop {
            if let Some(span) = self.spans.get(p) {
                return match (&span.key, prefer_key) {
                    (Some(key), true) => key.clone(),
                    _ => span.value.clone(),
                };
            }
            match p.rfind('/') {
                Some(i) => p = &p[..i],
                None => return 0..0,
            }
        }
    }

    /// A diagnostic about the value at `pointer`.
    pub fn error_at(&self, pointer: &str, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(
            self.path.clone(),
            self.text.clone(),
            self.span(pointer, false),
            message,
        )
    }

    /// A diagnostic about the key that names the value at `pointer`.
    pub fn error_at_key(&self, pointer: &str, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at(
            self.path.clone(),
            self.text.clone(),
            self.span(pointer, true),
            message,
        )
    }
}

/// Escapes one JSON pointer segment (RFC 6901).
pub fn escape_segment(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

fn table_to_json(table: &DeTable<'_>, pointer: &str, spans: &mut HashMap<String, Span>) -> Value {
    let mut map = Map::new();
    for (key, value) in table.iter() {
        let child = format!("{pointer}/{}", escape_segment(key.get_ref()));
        spans.insert(
            child.clone(),
            Span {
                key: Some(key.span()),
                value: value.span(),
            },
        );
        let json = value_to_json(value, &child, spans);
        map.insert(key.get_ref().to_string(), json);
    }
    Value::Object(map)
}

fn value_to_json(
    value: &Spanned<DeValue<'_>>,
    pointer: &str,
    spans: &mut HashMap<String, Span>,
) -> Value {
    match value.get_ref() {
        DeValue::String(s) => Value::String(s.to_string()),
        DeValue::Integer(i) => match i64::from_str_radix(i.as_str(), i.radix()) {
            Ok(n) => Value::Number(n.into()),
            Err(_) => Value::String(i.as_str().to_owned()),
        },
        DeValue::Float(f) => f
            .as_str()
            .parse::<f64>()
            .ok()
            .and_then(Number::from_f64)
            .map_or_else(|| Value::String(f.as_str().to_owned()), Value::Number),
        DeValue::Boolean(b) => Value::Bool(*b),
        DeValue::Datetime(d) => Value::String(d.to_string()),
        DeValue::Array(items) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    let child = format!("{pointer}/{i}");
                    spans.insert(
                        child.clone(),
                        Span {
                            key: None,
                            value: item.span(),
                        },
                    );
                    value_to_json(item, &child, spans)
                })
                .collect(),
        ),
        DeValue::Table(t) => table_to_json(t, pointer, spans),
    }
}

/// The byte offset where brackets or braces first nest deeper than `limit`,
/// outside strings and comments. Checked before parsing so that no stage
/// recurses into a hostile depth.
fn nesting_beyond(text: &str, limit: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            quote @ (b'"' | b'\'') => {
                let triple = bytes[i..].starts_with(&[quote; 3]);
                let close: &[u8] = if triple {
                    &bytes[i..i + 3]
                } else {
                    &bytes[i..i + 1]
                };
                i += close.len();
                while i < bytes.len() {
                    if quote == b'"' && bytes[i] == b'\\' {
                        i += 2;
                        continue;
                    }
                    if bytes[i..].starts_with(close) {
                        i += close.len() - 1;
                        break;
                    }
                    if !triple && bytes[i] == b'\n' {
                        break;
                    }
                    i += 1;
                }
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > limit {
                    return Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_counts_brackets_but_not_strings_or_comments() {
        assert_eq!(nesting_beyond("a = [[[1]]]", 3), None);
        assert_eq!(nesting_beyond("a = [[[[1]]]]", 3), Some(7));
        assert_eq!(nesting_beyond("a = \"[[[[\" # [[[[", 3), None);
        assert_eq!(nesting_beyond("a = '''[[[[''' ", 3), None);
    }

    #[test]
    fn spans_point_at_keys_and_values() {
        let text: Arc<str> = Arc::from("id = \"x\"\n[sides]\nnorth = \"city\"\n");
        let doc = Document::parse(PathBuf::from("t.toml"), text.clone()).unwrap();
        let value = doc.span("/sides/north", false);
        assert_eq!(&text[value], "\"city\"");
        let key = doc.span("/sides/north", true);
        assert_eq!(&text[key], "north");
        // An unknown pointer falls back to its nearest known parent.
        assert_eq!(
            doc.span("/sides/north/0", false),
            doc.span("/sides/north", false)
        );
    }
}
