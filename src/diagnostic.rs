//! Located errors: which file, where in it, what is wrong and how to mend it.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::io::IsTerminal;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::Arc;

use crate::limits::MAX_SHOWN_PER_FILE;
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, SourceCode};

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

    /// Renders the diagnostic for a terminal: the location and message, the
    /// source line with the span underlined, and the help.
    pub fn render(&self, color: bool) -> String {
        let theme = if color {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        let handler = GraphicalReportHandler::new_themed(theme).with_context_lines(1);
        let mut out = String::new();
        // The source is drawn from a printable copy, so the span moves with it.
        let (source, span) = match (&self.source, &self.span) {
            (Some(text), Some(span)) => {
                let mut ends = [span.start.min(text.len()), span.end.min(text.len())];
                let shown = printable_source(text, &mut ends);
                (Some(shown), Some(ends[0]..ends[1].max(ends[0])))
            }
            _ => (None, None),
        };
        let view = View {
            diagnostic: self,
            span,
            source: source
                .map(|text| NamedSource::new(printable(&self.file.display().to_string()), text)),
        };
        if handler.render_report(&mut out, &view).is_err() {
            out = format!("{self}\n");
        }
        out
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
fn needs_escape(c: char) -> bool {
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

/// A printable copy of a whole source text, as [`printable`] but keeping the
/// carriage return of a CRLF line ending; moves each byte offset in `offsets`
/// (ascending, on or between characters) to where it lands in the copy.
fn printable_source(text: &Arc<str>, offsets: &mut [usize]) -> Arc<str> {
    let escaped = |i: usize, c: char| {
        needs_escape(c) && !(c == '\r' && text.as_bytes().get(i + 1) == Some(&b'\n'))
    };
    if !text.char_indices().any(|(i, c)| escaped(i, c)) {
        return text.clone();
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut next = 0;
    for (i, c) in text.char_indices() {
        while next < offsets.len() && offsets[next] <= i {
            offsets[next] = out.len();
            next += 1;
        }
        if escaped(i, c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    for offset in &mut offsets[next..] {
        *offset = out.len();
    }
    Arc::from(out)
}

impl std::error::Error for Diagnostic {}

/// Adapter that lets miette draw a [`Diagnostic`].
struct View<'a> {
    diagnostic: &'a Diagnostic,
    /// The span within `source`, the printable copy of the file's text.
    span: Option<Range<usize>>,
    source: Option<NamedSource<Arc<str>>>,
}

impl fmt::Debug for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.diagnostic, f)
    }
}

impl fmt::Display for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = self.diagnostic;
        write!(f, "{}: {}", d.location(), printable(&d.message))
    }
}

impl std::error::Error for View<'_> {}

impl miette::Diagnostic for View<'_> {
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.diagnostic
            .help
            .as_ref()
            .map(|h| Box::new(printable(h).into_owned()) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.span.as_ref()?;
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.span.clone()?;
        self.source.as_ref()?;
        let len = span.end.saturating_sub(span.start);
        Some(Box::new(std::iter::once(LabeledSpan::new(
            Some("here".to_owned()),
            span.start,
            len,
        ))))
    }
}

/// Prints the diagnostics to standard error, then `summary` with the count.
/// At most [`MAX_SHOWN_PER_FILE`] problems are drawn for one file; the rest
/// are counted, so that a damaged file cannot flood the terminal.
pub fn report(diagnostics: &[Diagnostic], summary: &str) {
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    eprint!("{}", render_report(diagnostics, summary, color));
}

/// The text [`report`] prints.
pub fn render_report(diagnostics: &[Diagnostic], summary: &str, color: bool) -> String {
    let mut out = String::new();
    let mut shown: BTreeMap<&std::path::Path, usize> = BTreeMap::new();
    for d in diagnostics {
        let count = shown.entry(d.file.as_path()).or_default();
        *count += 1;
        if *count > MAX_SHOWN_PER_FILE {
            continue;
        }
        if d.line_col().is_some() {
            out.push_str(&d.render(color));
        } else {
            out.push_str(&format!("error: {d}\n"));
        }
        out.push('\n');
    }
    for (file, count) in shown {
        if count > MAX_SHOWN_PER_FILE {
            out.push_str(&format!(
                "error: {}: {} more problems in this file are not shown; mend the first {MAX_SHOWN_PER_FILE} and run again\n\n",
                printable(&file.display().to_string()),
                count - MAX_SHOWN_PER_FILE
            ));
        }
    }
    let n = diagnostics.len();
    out.push_str(&format!(
        "error: {n} problem{} found; {summary}\n",
        if n == 1 { "" } else { "s" }
    ));
    out
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
    fn spans_follow_the_escaped_source() {
        let text: Arc<str> = Arc::from("a = \"\u{1b}x\"\r\nb = 1\n");
        let mut ends = [6, 7];
        let shown = printable_source(&text, &mut ends);
        assert_eq!(&*shown, "a = \"\\u{1b}x\"\r\nb = 1\n");
        assert_eq!(&shown[ends[0]..ends[1]], "x");
        let mut at_end = [text.len(), text.len()];
        let shown = printable_source(&text, &mut at_end);
        assert_eq!(at_end, [shown.len(), shown.len()]);
    }

    #[test]
    fn a_flood_of_problems_in_one_file_is_cut_short() {
        let text: Arc<str> = Arc::from("x = 1\n");
        let many: Vec<Diagnostic> = (0..MAX_SHOWN_PER_FILE + 7)
            .map(|_| Diagnostic::at("f.toml", text.clone(), 0..1, "bad"))
            .collect();
        let out = render_report(&many, "s", false);
        assert_eq!(out.matches("f.toml:1:1: bad").count(), MAX_SHOWN_PER_FILE);
        assert!(out.contains("f.toml: 7 more problems in this file are not shown"));
        assert!(out.contains(&format!("{} problems found", MAX_SHOWN_PER_FILE + 7)));
    }
}
