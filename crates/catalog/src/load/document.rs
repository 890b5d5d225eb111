//! One TOML file read into JSON, with the source span of every value so that
//! any later error can point back at the text.

use std::collections::HashMap;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use serde_json::{Map, Number, Value};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::diagnostic::Diagnostic;
use crate::limits::{MAX_NESTING, MAX_VALUES};

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
    /// How many values the file holds, its top-level table included.
    values: usize,
    /// The span of every value by JSON pointer, worked out from the text
    /// when an error is first placed: most files have none, and the map
    /// takes several times the memory of the text.
    spans: OnceLock<HashMap<String, Span>>,
}

impl Document {
    /// How many values the file holds, its top-level table included (at
    /// most [`MAX_VALUES`] and that table).
    pub fn values(&self) -> usize {
        self.values
    }
}

impl Document {
    /// Parses `text`, read from `path`. Every syntax error is reported, and
    /// every value JSON cannot hold, at the value: numbers beyond its range,
    /// and TOML dates and times (no key takes one, and none may slip
    /// through as a string).
    pub fn parse(path: PathBuf, text: Arc<str>) -> Result<Document, Vec<Diagnostic>> {
        match prescan(&text, MAX_NESTING, 2 * MAX_VALUES) {
            Some(Beyond::Nesting(offset)) => {
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
            Some(Beyond::Values(offset)) => {
                return Err(vec![too_many_values(&path, &text, offset..offset + 1)]);
            }
            None => {}
        }
        let (table, errors) = DeTable::parse_recoverable(&text);
        if !errors.is_empty() {
            return Err(errors
                .iter()
                .map(|e| syntax_error(&path, &text, e.span(), e.message()))
                .collect());
        }
        let mut convert = Convert {
            spans: None,
            refused: Vec::new(),
            values: 0,
            too_many: None,
        };
        let json = convert.table(table.get_ref(), "");
        if let Some(span) = convert.too_many {
            return Err(vec![too_many_values(&path, &text, span)]);
        }
        let Convert {
            mut refused,
            values,
            ..
        } = convert;
        if !refused.is_empty() {
            refused.sort_by_key(|(span, _)| (span.start, span.end));
            return Err(refused
                .into_iter()
                .map(|(span, why)| refused_value(&path, &text, span, why))
                .collect());
        }
        Ok(Document {
            path,
            text,
            json,
            values: values + 1,
            spans: OnceLock::new(),
        })
    }

    /// The span of every value of the text, which [`Document::parse`] has
    /// read without error.
    fn spans(&self) -> &HashMap<String, Span> {
        self.spans.get_or_init(|| {
            let (table, _) = DeTable::parse_recoverable(&self.text);
            let mut spans = HashMap::new();
            spans.insert(
                String::new(),
                Span {
                    key: None,
                    value: table.span(),
                },
            );
            let mut convert = Convert {
                spans: Some(spans),
                refused: Vec::new(),
                values: 0,
                too_many: None,
            };
            convert.table(table.get_ref(), "");
            convert.spans.unwrap_or_default()
        })
    }

    /// The span of the value at JSON `pointer`, preferring its key when
    /// `prefer_key` is set; falls back to the nearest enclosing value that has
    /// a span.
    pub fn span(&self, pointer: &str, prefer_key: bool) -> Range<usize> {
        let mut p = pointer;
        loop {
            if let Some(span) = self.spans().get(p) {
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

/// A value JSON cannot hold, reported at the value.
fn refused_value(
    path: &std::path::Path,
    text: &Arc<str>,
    span: Range<usize>,
    why: Refused,
) -> Diagnostic {
    let written = text.get(span.clone()).unwrap_or_default().to_owned();
    match why {
        Refused::Number => Diagnostic::at(
            path,
            text.clone(),
            span,
            format!("the number {written} is out of range"),
        )
        .with_help(
            "numbers in definition files are small: counts, years, and coordinates between 0 and 1",
        ),
        Refused::Datetime(what) => Diagnostic::at(
            path,
            text.clone(),
            span,
            format!("{written} is a TOML {what}, not a string"),
        )
        .with_help(format!(
            "no key takes a date or a time; to write it as text, quote it: \"{written}\""
        )),
    }
}

fn too_many_values(path: &std::path::Path, text: &Arc<str>, span: Range<usize>) -> Diagnostic {
    Diagnostic::at(
        path,
        text.clone(),
        span,
        format!("holds more than {MAX_VALUES} values"),
    )
    .with_help("a tile file holds a few dozen; this looks like a damaged or hostile file")
}

/// A located TOML syntax error, with the key named where the parser only
/// says "duplicate key", and a hint when the file stops mid-way.
fn syntax_error(
    path: &std::path::Path,
    text: &Arc<str>,
    span: Option<Range<usize>>,
    message: &str,
) -> Diagnostic {
    let mut span = span.unwrap_or(0..0);
    span.end = span.end.clamp(span.start, text.len());
    let message = message.trim().replace('\n', "; ");
    let quoted = text
        .get(span.clone())
        .filter(|s| !s.is_empty() && s.len() <= 80 && !s.contains('\n'));
    let message = match (message.as_str(), quoted) {
        ("duplicate key", Some(key)) => format!("duplicate key `{key}`"),
        ("recursion limit", _) => {
            format!("keys nest deeper than {MAX_NESTING} levels")
        }
        _ => message,
    };
    let mut help = "fix the TOML syntax; https://toml.io describes the format".to_owned();
    if message.starts_with("duplicate key") {
        help = "a key may be given once in each table; remove or rename one of them".to_owned();
    } else if span.start >= text.trim_end().len() {
        help =
            format!("the file ends here, in the middle of a definition: was it cut short? {help}");
    }
    Diagnostic::at(path, text.clone(), span, format!("TOML syntax: {message}")).with_help(help)
}

/// Escapes one JSON pointer segment (RFC 6901).
pub fn escape_segment(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// Why a value is refused while converting TOML to JSON.
#[derive(Clone, Copy, Debug)]
enum Refused {
    /// A number JSON cannot hold (beyond 64-bit integers, infinite, not a
    /// number).
    Number,
    /// A TOML date, time or date-time (named by the word given): no key of
    /// the format takes one, and passing it on as a string would accept
    /// `name = 1979-05-27` where the text was meant to be quoted.
    Datetime(&'static str),
}

/// Converts TOML to JSON, recording the span of every value when asked.
struct Convert {
    spans: Option<HashMap<String, Span>>,
    /// The values JSON cannot hold, or the format refuses whatever the key.
    refused: Vec<(Range<usize>, Refused)>,
    /// Values converted so far, and the first beyond [`MAX_VALUES`].
    values: usize,
    too_many: Option<Range<usize>>,
}

impl Convert {
    fn table(&mut self, table: &DeTable<'_>, pointer: &str) -> Value {
        let mut map = Map::new();
        for (key, value) in table.iter() {
            let child = format!("{pointer}/{}", escape_segment(key.get_ref()));
            let json = self.value(value, &child, Some(key.span()));
            map.insert(key.get_ref().to_string(), json);
        }
        Value::Object(map)
    }

    fn value(
        &mut self,
        value: &Spanned<DeValue<'_>>,
        pointer: &str,
        key: Option<Range<usize>>,
    ) -> Value {
        self.values += 1;
        if self.values > MAX_VALUES {
            self.too_many.get_or_insert(value.span());
            return Value::Null;
        }
        if let Some(spans) = &mut self.spans {
            spans.insert(
                pointer.to_owned(),
                Span {
                    key,
                    value: value.span(),
                },
            );
        }
        match value.get_ref() {
            DeValue::String(s) => Value::String(s.to_string()),
            DeValue::Integer(i) => {
                match i64::from_str_radix(&i.as_str().replace('_', ""), i.radix()) {
                    Ok(n) => Value::Number(n.into()),
                    Err(_) => {
                        self.refused.push((value.span(), Refused::Number));
                        Value::Null
                    }
                }
            }
            DeValue::Float(f) => {
                match f
                    .as_str()
                    .replace('_', "")
                    .parse::<f64>()
                    .ok()
                    .and_then(Number::from_f64)
                {
                    Some(n) => Value::Number(n),
                    None => {
                        self.refused.push((value.span(), Refused::Number));
                        Value::Null
                    }
                }
            }
            DeValue::Boolean(b) => Value::Bool(*b),
            DeValue::Datetime(d) => {
                let what = match (&d.date, &d.time) {
                    (Some(_), Some(_)) => "date-time",
                    (Some(_), None) => "date",
                    _ => "time",
                };
                self.refused.push((value.span(), Refused::Datetime(what)));
                Value::Null
            }
            DeValue::Array(items) => Value::Array(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| self.value(item, &format!("{pointer}/{i}"), None))
                    .collect(),
            ),
            DeValue::Table(t) => self.table(t, pointer),
        }
    }
}

/// The byte offset where tables or arrays first nest deeper than `limit`,
/// counting brackets, braces, table headers (`[a.b.c]`) and dotted keys
/// (`a.b.c = 1`), outside strings and comments. Checked before parsing so
/// that no stage recurses into a hostile depth.
#[cfg(test)]
fn nesting_beyond(text: &str, limit: usize) -> Option<usize> {
    match prescan(text, limit, usize::MAX) {
        Some(Beyond::Nesting(offset)) => Some(offset),
        _ => None,
    }
}

/// What [`prescan`] found past a limit, and where.
enum Beyond {
    /// Tables or arrays nest deeper than allowed from this offset.
    Nesting(usize),
    /// More `=` and `,` than `separators` by this offset: every one of them
    /// belongs to a value, so the file holds too many to parse.
    Values(usize),
}

/// One pass over the text before it is parsed: see [`nesting_beyond`], and
/// count the `=` and `,` outside strings and comments, so that a file of
/// half a million values is refused before the parser builds them.
fn prescan(text: &str, limit: usize, separators: usize) -> Option<Beyond> {
    let mut seen = 0usize;
    let bytes = text.as_bytes();
    // Open brackets and braces (`h` for a table header), innermost last,
    // each with the depth of what it opens.
    let mut open: Vec<(u8, usize)> = Vec::new();
    // The depth of the table the last header opened.
    let mut header_depth = 0usize;
    // Whether the text at this point is a key (or a header), and how many
    // dots that key has had so far.
    let mut in_key = true;
    let mut dots = 0usize;
    // The depth of the table the value being read goes into.
    let mut value_table = 0usize;
    let table_depth = |open: &[(u8, usize)], header_depth: usize| {
        open.iter()
            .rev()
            .find(|(kind, _)| *kind == b'{')
            .map_or(header_depth, |(_, depth)| *depth)
    };
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'\n' if open.is_empty() => {
                in_key = true;
                dots = 0;
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
            b'[' if open.is_empty() && in_key => {
                // A table header; `[[` opens an array of tables.
                open.push((b'h', 0));
                if bytes.get(i + 1) == Some(&b'[') {
                    i += 1;
                }
                dots = 0;
                if limit == 0 {
                    return Some(Beyond::Nesting(i));
                }
            }
            b'[' | b'{' => {
                let depth = match open.last() {
                    Some((b'[', array)) => array + 1,
                    _ => value_table + 1,
                };
                if depth > limit {
                    return Some(Beyond::Nesting(i));
                }
                open.push((bytes[i], depth));
                in_key = bytes[i] == b'{';
                dots = 0;
            }
            b']' if matches!(open.last(), Some((b'h', _))) => {
                open.pop();
                if bytes.get(i + 1) == Some(&b']') {
                    i += 1;
                }
                header_depth = dots + 1;
                in_key = false;
                dots = 0;
            }
            b']' | b'}' => {
                open.pop();
                in_key = false;
            }
            b',' | b'=' if seen >= separators => return Some(Beyond::Values(i)),
            b',' if matches!(open.last(), Some((b'{', _))) => {
                seen += 1;
                in_key = true;
                dots = 0;
            }
            b'=' if in_key => {
                seen += 1;
                value_table = table_depth(&open, header_depth) + dots;
                in_key = false;
            }
            b',' | b'=' => seen += 1,
            b'.' if in_key => {
                dots += 1;
                let depth = if matches!(open.last(), Some((b'h', _))) {
                    dots + 1
                } else {
                    table_depth(&open, header_depth) + dots
                };
                if depth > limit {
                    return Some(Beyond::Nesting(i));
                }
            }
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
    fn too_many_separators_are_refused_before_parsing() {
        assert!(prescan("a = [1, 2, 3]\nb = \"=,=,\"", 32, 5).is_none());
        assert!(matches!(
            prescan("a = [1, 2, 3, 4, 5]", 32, 4),
            Some(Beyond::Values(15))
        ));
    }

    #[test]
    fn nesting_counts_headers_and_dotted_keys() {
        assert_eq!(nesting_beyond("a.b.c = 1", 3), None);
        assert_eq!(nesting_beyond("a.b.c.d = 1", 3), None);
        assert_eq!(nesting_beyond("a.b.c.d.e = 1", 3), Some(7));
        assert_eq!(nesting_beyond("a.b.c = [1]", 3), None);
        assert_eq!(nesting_beyond("a.b.c = [[1]]", 3), Some(9));
        assert_eq!(nesting_beyond("[a.b.c.d]", 3), Some(6));
        assert_eq!(nesting_beyond("[[a.b]]\nc.d = 1", 3), None);
        assert_eq!(nesting_beyond("[[a.b]]\nc.d.e = 1", 3), Some(11));
        assert_eq!(nesting_beyond("[a.b]\nc = [[1]]", 3), Some(11));
        assert_eq!(nesting_beyond("a = { b.c = { d = 1 } }", 3), None);
        assert_eq!(nesting_beyond("a = { b.c.d = 1 }", 3), None);
        assert_eq!(nesting_beyond("a = { b.c.d.e = 1 }", 3), Some(11));
        // Dots in values are not keys.
        assert_eq!(
            nesting_beyond("a = 1.5\nb = 1979-05-27T07:32:00.5", 1),
            None
        );
        assert_eq!(nesting_beyond("x = [1.5, 2.5, { a = 0.1 }]", 2), None);
    }

    #[test]
    fn dates_and_times_are_refused_at_the_value() {
        let text: Arc<str> = Arc::from(
            "a = 1979-05-27\nb = [07:32:00]\nc = 1979-05-27T07:32:00Z\nd = \"1979-05-27\"\n",
        );
        let errors = Document::parse(PathBuf::from("t.toml"), text.clone()).unwrap_err();
        let found: Vec<(String, &str)> = errors
            .iter()
            .map(|e| (e.location(), e.message.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                (
                    "t.toml:1:5".to_owned(),
                    "1979-05-27 is a TOML date, not a string"
                ),
                (
                    "t.toml:2:6".to_owned(),
                    "07:32:00 is a TOML time, not a string"
                ),
                (
                    "t.toml:3:5".to_owned(),
                    "1979-05-27T07:32:00Z is a TOML date-time, not a string"
                ),
            ]
        );
        assert!(
            errors[0]
                .help
                .as_deref()
                .unwrap()
                .ends_with("quote it: \"1979-05-27\"")
        );
    }

    #[test]
    fn floats_stay_floats() {
        let text: Arc<str> = Arc::from("a = 1.0\nb = 1\n");
        let doc = Document::parse(PathBuf::from("t.toml"), text).unwrap();
        assert!(doc.json["a"].is_f64());
        assert!(doc.json["b"].is_i64());
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
