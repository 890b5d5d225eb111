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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_shown_escaped() {
        assert_eq!(printable("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
        assert_eq!(printable("tab\tand\nline"), "tab\tand\nline");
        assert_eq!(printable("\u{202e}evil"), "\\u{202e}evil");
    }
}
