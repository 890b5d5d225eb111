//! Problems drawn for a terminal, with miette: the location and message,
//! the source line with the span underlined, and the help. Only the
//! command line needs it, so it is behind the `terminal` feature; without
//! it a [`Diagnostic`] still prints as one plain line.

use std::collections::BTreeMap;
use std::fmt;
use std::io::IsTerminal;
use std::ops::Range;

use miette::{
    GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteError, MietteSpanContents,
    SourceCode, SourceSpan, SpanContents,
};

use crate::diagnostic::{Diagnostic, needs_escape, printable};
use crate::limits::MAX_SHOWN_PER_FILE;

impl Diagnostic {
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
        // The source is drawn from a short, printable excerpt around the
        // span, so that a huge or hostile file draws as fast and as small
        // as a tile file.
        let excerpt = match (&self.source, &self.span) {
            (Some(text), Some(span)) => Some(Excerpt::new(
                printable(&self.file.display().to_string()).into_owned(),
                text,
                span.clone(),
            )),
            _ => None,
        };
        let view = View {
            diagnostic: self,
            excerpt,
        };
        if handler.render_report(&mut out, &view).is_err() {
            out = format!("{self}\n");
        }
        out
    }
}

/// The most characters of one source line a report draws.
const SHOWN_LINE: usize = 160;

/// The most lines of a span a report draws.
const SHOWN_SPAN_LINES: usize = 6;

/// What a report draws of a source: the lines around a span (one before,
/// one after), each cut to [`SHOWN_LINE`] characters around the span, made
/// printable as by [`printable`] (the carriage return of a CRLF ending is
/// left out); with the span moved into it and the line numbers it started
/// at.
struct Excerpt {
    name: String,
    text: String,
    span: Range<usize>,
    /// The 0-based line of the source where the excerpt starts.
    first_line: usize,
    /// The 0-based line of the excerpt holding the span's start, and the
    /// span's 0-based column in the source, in characters.
    span_line: usize,
    span_column: usize,
}

impl Excerpt {
    fn new(name: String, text: &str, span: Range<usize>) -> Excerpt {
        let floor = |mut i: usize| {
            i = i.min(text.len());
            while !text.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let start = floor(span.start);
        let end = floor(span.end).max(start);
        let line_begin = |i: usize| text[..i].rfind('\n').map_or(0, |p| p + 1);
        let span_begin = line_begin(start);
        let first_begin = if span_begin == 0 {
            0
        } else {
            line_begin(span_begin - 1)
        };
        let first_line = text[..first_begin].matches('\n').count();

        let mut out = Excerpt {
            name,
            text: String::new(),
            span: 0..0,
            first_line,
            span_line: 0,
            span_column: text[span_begin..start].chars().count(),
        };
        let (mut mapped_start, mut mapped_end) = (None, None);
        let mut lines_after_end = 0;
        let mut span_lines = 0;
        let mut begin = first_begin;
        let mut index = 0;
        while begin <= text.len() {
            let stop = text[begin..].find('\n').map_or(text.len(), |p| begin + p);
            let line = &text[begin..stop];
            let holds_start = (begin..=stop).contains(&start) && mapped_start.is_none();
            // The window of the line shown, in characters.
            let count = line.chars().count();
            let from = if count <= SHOWN_LINE {
                0
            } else if holds_start {
                let column = text[begin..start].chars().count();
                column.saturating_sub(40).min(count - SHOWN_LINE)
            } else {
                0
            };
            let to = (from + SHOWN_LINE).min(count);
            if from > 0 {
                out.text.push('…');
            }
            if holds_start {
                out.span_line = index;
            }
            for (k, (i, c)) in line.char_indices().enumerate() {
                let at = begin + i;
                if k < from {
                    continue;
                }
                if k >= to {
                    break;
                }
                if at == start && mapped_start.is_none() {
                    mapped_start = Some(out.text.len());
                }
                if at == end && mapped_start.is_some() && mapped_end.is_none() {
                    mapped_end = Some(out.text.len());
                }
                if c == '\r' && at + 1 == stop {
                    // The carriage return of a CRLF ending: not drawn.
                    continue;
                }
                if needs_escape(c) {
                    out.text.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
                } else {
                    out.text.push(c);
                }
            }
            // A span that starts or ends past the window ends at its edge.
            if mapped_start.is_none() && (begin..=stop).contains(&start) {
                mapped_start = Some(out.text.len());
            }
            if mapped_start.is_some() && mapped_end.is_none() && end <= stop {
                mapped_end = Some(out.text.len());
            }
            if to < count {
                out.text.push('…');
            }
            if mapped_start.is_some() {
                span_lines += 1;
            }
            if mapped_end.is_some() {
                lines_after_end += 1;
            }
            if stop == text.len() || lines_after_end > 1 || span_lines > SHOWN_SPAN_LINES {
                break;
            }
            out.text.push('\n');
            begin = stop + 1;
            index += 1;
        }
        let s = mapped_start.unwrap_or(out.text.len());
        let e = mapped_end.unwrap_or(out.text.len()).max(s);
        out.span = s..e;
        out
    }
}

impl SourceCode for Excerpt {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self.text.as_str().read_span(span, before, after)?;
        // The heading of a report reads the span alone: give it the column
        // in the source, as `Diagnostic::line_col` counts it.
        let column = if before == 0 && after == 0 && inner.line() == self.span_line {
            self.span_column
        } else {
            inner.column()
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line() + self.first_line,
            column,
            inner.line_count(),
        )))
    }
}

/// Adapter that lets miette draw a [`Diagnostic`].
struct View<'a> {
    diagnostic: &'a Diagnostic,
    /// What is drawn of the file's text, when the problem has a span.
    excerpt: Option<Excerpt>,
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
        self.excerpt.as_ref().map(|e| e as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.excerpt.as_ref()?.span.clone();
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
/// are counted, so that a damaged file cannot flood the terminal. A
/// standard error that cannot be written (its reader gone, as in
/// `halflings check 2>&1 | head -1`) is no reason to stop: the report is
/// dropped, where `eprint!` would panic.
pub fn report(diagnostics: &[Diagnostic], summary: &str) {
    use std::io::Write as _;
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let text = render_report(diagnostics, summary, color);
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
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
    use std::sync::Arc;

    use super::*;
    use crate::diagnostic::Diagnostic;
    use crate::limits::MAX_SHOWN_PER_FILE;

    fn excerpt(text: &str, span: Range<usize>) -> Excerpt {
        Excerpt::new("f".to_owned(), text, span)
    }

    #[test]
    fn excerpts_escape_and_follow_the_span() {
        let text = "a = \"\u{1b}x\"\r\nb = 1\n";
        let e = excerpt(text, 6..7);
        assert_eq!(e.text, "a = \"\\u{1b}x\"\nb = 1");
        assert_eq!(&e.text[e.span.clone()], "x");
        let e = excerpt(text, text.len()..text.len());
        assert_eq!(e.span, e.text.len()..e.text.len());
    }

    #[test]
    fn excerpts_keep_a_line_of_context_and_cut_long_lines() {
        let long = format!("x = [{}]", "1, ".repeat(100_000));
        let text = format!("one\ntwo\n{long}\nfour\nfive\n");
        let at = text.find("x = [").unwrap() + 150_000;
        let e = excerpt(&text, at..at + 1);
        assert_eq!(e.first_line, 1);
        let lines: Vec<&str> = e.text.lines().collect();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "two");
        assert_eq!(lines[2], "four");
        assert!(lines[1].starts_with('…') && lines[1].ends_with('…'));
        assert!(lines[1].chars().count() <= SHOWN_LINE + 2);
        assert_eq!(&e.text[e.span.clone()], &text[at..at + 1]);
        // The report names the real line and column.
        let d = Diagnostic::at("f.toml", Arc::from(text.as_str()), at..at + 1, "bad");
        let shown = d.render(false);
        assert!(shown.len() < 2_000, "{} bytes drawn", shown.len());
        let (line, col) = d.line_col().unwrap();
        assert!(shown.contains(&format!("[f.toml:{line}:{col}]")), "{shown}");
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
