//! Located errors: which file, where in it, what is wrong and how to mend it.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::Arc;

/// One problem found in the input, pointing at the file and, where there is
/// one, the span of the source text it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file the problem is in, as the user named it.
    pub file: PathBuf,
    /// The file's text, when it could be read as text.
    pub source: Option<Arc<str>>,
    /// The byte range the problem is about, when it can be pinned down.
    pub span: Option<Range<usize>>,
    /// What is wrong.
    pub message: String,
    /// How to mend it.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A problem with the file as a whole (it cannot be read, it is in the
    /// wrong place, ...).
    pub fn file(file: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.into(),
            source: None,
            span: None,
            message: message.into(),
            help: None,
        }
    }

    /// A problem at `span` within the text of `file`.
    pub fn at(
        file: impl Into<PathBuf>,
        source: Arc<str>,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            file: file.into(),
            source: Some(source),
            span: Some(span),
            message: message.into(),
            help: None,
        }
    }

    /// Adds advice on how to mend the problem.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The 1-based line and column (in characters) where the problem starts.
    pub fn line_col(&self) -> Option<(usize, usize)> {
        let (source, span) = (self.source.as_deref()?, self.span.as_ref()?);
        Some(line_col(source, span.start))
    }

    /// `file:line:col`, or just the file when there is no position. Control
    /// characters in the file name are shown escaped.
    pub fn location(&self) -> String {
        let file = self.file.display().to_string();
        let file = printable(&file);
        match self.line_col() {
            Some((line, col)) => format!("{file}:{line}:{col}"),
            None => file.into_owned(),
        }
    }
}

/// The 1-based line and character column of byte `offset` in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    (line, col)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location(), printable(&self.message))?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {}", printable(help))?;
        }
        Ok(())
    }
}

/// Whether `c` must not reach a terminal as it is: control characters (which
/// can move the cursor, retitle the window or hide text) and the invisible
/// formatting characters that reorder text (bidirectional overrides) or hide
/// in it (the byte-order mark).
pub(crate) fn needs_escape(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` made safe to print: every character that [`needs_escape`] is shown
/// as a `\u{..}` escape, so that a hostile file name, key or value can
/// neither drive the terminal nor hide from the reader.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// The candidate to offer in place of `word`, a name that is none of them,
/// when one is near enough to be what was meant. This is the one rule of
/// every "did you mean" of the program (unknown keys, values, tile ids,
/// messages, sets and tags):
///
/// - nearness is the number of edits between the two: a character
///   inserted, removed or replaced, or two neighbours swapped (the optimal
///   string alignment distance, counted in characters);
/// - a candidate is near when that number is at most a third of the longer
///   of the two (at least 1), and less than its whole length, so that
///   something of the word is kept: `penants` gives `pennants`,
///   `north-center` gives `north-centre`, `h1-99` gives `h1-09`;
/// - of equally near candidates, the first given; `word` itself is never
///   offered.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let length = word.chars().count();
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        if candidate == word {
            continue;
        }
        let longer = length.max(candidate.chars().count());
        let edits = strsim::osa_distance(word, candidate);
        let near = edits <= (longer / 3).max(1) && edits < longer;
        if near && best.is_none_or(|(fewest, _)| edits < fewest) {
            best = Some((edits, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The help offering `name` (found with [`nearest`]) in place of what was
/// written: "did you mean `name`?".
pub fn did_you_mean(name: &str) -> String {
    did_you_mean_as(&format!("`{name}`"))
}

/// As [`did_you_mean`], with the name as the message writes it: for a
/// value shown as JSON, "did you mean \"north-centre\"?".
pub fn did_you_mean_as(written: &str) -> String {
    format!("did you mean {written}?")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_escaped() {
        assert_eq!(printable("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
        assert_eq!(printable("tab\tand\nline"), "tab\tand\nline");
        assert_eq!(printable("\u{202e}evil"), "\\u{202e}evil");
    }

    #[test]
    fn the_nearest_candidate_is_offered_when_it_is_near() {
        let keys = ["id", "slots", "pennants"];
        assert_eq!(nearest("penants", keys), Some("pennants"));
        assert_eq!(nearest("pennatns", keys), Some("pennants"));
        assert_eq!(nearest("di", keys), Some("id"));
        assert_eq!(nearest("colour", keys), None);
        assert_eq!(nearest("x", keys), None);
        assert_eq!(nearest("id", keys), None, "never the word itself");
        assert_eq!(
            nearest("north-center", ["north-centre", "north-east"]),
            Some("north-centre")
        );
        let tiles = ["h1-01", "h1-08", "h1-09", "h1-19"];
        assert_eq!(nearest("h1-99", tiles), Some("h1-09"), "the first of two");
        assert_eq!(nearest("h2-77", tiles), None);
        assert_eq!(did_you_mean("bye"), "did you mean `bye`?");
        assert_eq!(
            did_you_mean_as("\"north-centre\""),
            "did you mean \"north-centre\"?"
        );
    }
}
