//! Located errors: which file, where in it, what is wrong and how to mend it.

use std::fmt;
use std::io::IsTerminal;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::Arc;

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

    /// `file:line:col`, or just the file when there is no position.
    pub fn location(&self) -> String {
        match self.line_col() {
            Some((line, col)) => format!("{}:{line}:{col}", self.file.display()),
            None => self.file.display().to_string(),
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
        let view = View {
            diagnostic: self,
            source: self
                .source
                .clone()
                .map(|text| NamedSource::new(self.file.display().to_string(), text)),
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
        write!(f, "{}: {}", self.location(), self.message)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// Adapter that lets miette draw a [`Diagnostic`].
struct View<'a> {
    diagnostic: &'a Diagnostic,
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
        write!(f, "{}: {}", d.location(), d.message)
    }
}

impl std::error::Error for View<'_> {}

impl miette::Diagnostic for View<'_> {
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.diagnostic
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.diagnostic.span.as_ref()?;
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.diagnostic.span.clone()?;
        self.source.as_ref()?;
        let len = span.end.saturating_sub(span.start);
        Some(Box::new(std::iter::once(LabeledSpan::new(
            Some("here".to_owned()),
            span.start,
            len,
        ))))
    }
}

/// Prints every diagnostic to standard error, then `summary` with the count.
pub fn report(diagnostics: &[Diagnostic], summary: &str) {
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = String::new();
    for d in diagnostics {
        if d.line_col().is_some() {
            out.push_str(&d.render(color));
        } else {
            out.push_str(&format!("error: {d}\n"));
        }
        out.push('\n');
    }
    let n = diagnostics.len();
    out.push_str(&format!(
        "error: {n} problem{} found; {summary}\n",
        if n == 1 { "" } else { "s" }
    ));
    eprint!("{out}");
}
