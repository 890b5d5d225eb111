//! The sheets' words in one language: the Fluent messages of
//! `lang/<code>.ftl`, which the catalog checked against English's. Plurals,
//! choices and the order of the parts are Fluent's; the program passes
//! numbers and names as arguments and never joins words itself.

use std::sync::Mutex;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use halflings_catalog::Language;
use halflings_catalog::diagnostic::line_col;

/// One argument of a message: its name and value.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// A number argument, which can choose a plural.
pub fn n<'a>(value: usize) -> FluentValue<'a> {
    FluentValue::from(value)
}

/// A text argument.
pub fn s<'a>(value: impl Into<String>) -> FluentValue<'a> {
    FluentValue::from(value.into())
}

/// The messages of one language.
pub struct Texts {
    code: String,
    tile_names: std::collections::BTreeMap<String, String>,
    normal_names: std::collections::BTreeMap<String, String>,
    source: std::sync::Arc<str>,
    file: String,
    bundle: FluentBundle<FluentResource>,
    /// What could not be said: a message missing, or one that names a
    /// variable the program does not pass.
    errors: Mutex<Vec<String>>,
    /// How many sentences of the data were shown in English, marked.
    fallbacks: std::sync::atomic::AtomicUsize,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("code", &self.code).finish()
    }
}

impl Texts {
    /// The messages of `language`, once every character of its file and its
    /// tile names is one the sheets' font draws; else where the first that
    /// is not stands (`lang/ro.ftl:12:9: ...`).
    pub fn checked(language: &Language) -> Result<Texts, String> {
        let file = language.path.display();
        let text = &*language.text;
        let unprintable = |at: usize, c: char| {
            let (line, column) = line_col(text, at);
            format!(
                "{file}:{line}:{column}: `{c}` (U+{:04X}) is not in the sheets' font (DejaVu Sans), so it could not be printed",
                c as u32
            )
        };
        if let Some(c) = crate::fonts::missing(text) {
            return Err(unprintable(text.find(c).unwrap_or(0), c));
        }
        // A string literal's escapes (`{ "\u4E2D" }`) are characters too.
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        for literal in string_literals(&resource) {
            let value = fluent_syntax::unicode::unescape_unicode_to_string(literal);
            if let Some(c) = crate::fonts::missing(&value) {
                // The literal is a slice of the text: where it starts.
                let at = (literal.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
                return Err(unprintable(at.min(text.len()), c));
            }
        }
        for (id, name) in language.tile_names.iter().chain(&language.normal_names) {
            let Some(c) = crate::fonts::missing(name) else {
                continue;
            };
            // At the character in the file when it is written there as it
            // is, else at the name's value.
            let place = language.names_file.as_ref().and_then(|names| {
                let span = names.spans.get(id)?.clone();
                let value = names.text.get(span.clone())?;
                let at = span.start + value.find(c).unwrap_or(0);
                let (line, column) = line_col(&names.text, at);
                Some(format!("{}:{line}:{column}", names.path.display()))
            });
            return Err(format!(
                "{}: the name of {id} has `{c}` (U+{:04X}), which is not in the sheets' font (DejaVu Sans)",
                place.unwrap_or_else(|| format!("lang/{}.toml", language.code)),
                c as u32
            ));
        }
        Ok(Texts::new(language))
    }

    /// The messages of `language`.
    pub fn new(language: &Language) -> Texts {
        let file = format!("lang/{}.ftl", language.code);
        // The catalog parsed the file without error; a part Fluent cannot
        // read would be left out here, and its messages reported missing.
        let resource = match FluentResource::try_new(language.text.to_string()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        let id = language
            .code
            .as_str()
            .parse()
            .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Isolation marks around each argument are for bidirectional
        // screens; on paper they would be characters no font draws.
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        Texts {
            code: language.code.to_string(),
            tile_names: language.tile_names.clone(),
            normal_names: language.normal_names.clone(),
            // A page's words change with the messages and with the names.
            source: format!(
                "{}\n{:?}\n{:?}",
                language.text, language.tile_names, language.normal_names
            )
            .into(),
            file,
            bundle,
            errors: Mutex::new(Vec::new()),
            fallbacks: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The language's code, such as `ro`.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The Fluent source the messages come from and the tile names: what a
    /// page key holds of the language.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The expansion's name as this language publishes it (`expansion-name`),
    /// given its name in the manifest.
    pub(crate) fn expansion_name(&self, name: &str) -> String {
        self.with("expansion-name", &[("name", s(name))])
    }

    /// A sentence of the data, which holds it in English: `english` itself
    /// in English, else the message `id` that translates it (see
    /// `halflings_catalog::validate::language::key`).
    /// A sentence the language lacks is shown in English with the
    /// `fallback-mark`, and counted ([`Texts::fallbacks`]).
    pub fn data(&self, id: &str, english: &str) -> String {
        self.drawable(english, &format!("the English of `{id}`"));
        if self.code == halflings_model::LanguageCode::ENGLISH {
            english.to_owned()
        } else if self.bundle.has_message(id) {
            self.get(id)
        } else {
            self.marked(english)
        }
    }

    /// `english`, shown for want of its translation: followed by the
    /// `fallback-mark`, and counted ([`Texts::fallbacks`]).
    fn marked(&self, english: &str) -> String {
        self.fallbacks
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        format!("{english} {}", self.get("fallback-mark"))
    }

    /// How many sentences of the data have been shown in English so far.
    pub(crate) fn fallbacks(&self) -> usize {
        self.fallbacks.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A tile's name in this language, and whether it is the English name
    /// instead, for want of one in `lang/<code>.toml` (English's own is
    /// never a fallback).
    pub(crate) fn tile_name(&self, tile: &halflings_model::Tile) -> (String, bool) {
        self.name_in(&self.tile_names, tile.id.as_str(), &tile.name)
    }

    /// A normal tile's name in this language, and whether it is the
    /// English name instead, for want of one in `[normal]` of
    /// `lang/<code>.toml`.
    pub(crate) fn normal_name(&self, tile: &halflings_model::SquareTile) -> (String, bool) {
        self.name_in(&self.normal_names, tile.id.as_str(), &tile.name)
    }

    /// The name of tile `id` from `names`, or `english` and whether that
    /// is a fallback; each checked against the font.
    fn name_in(
        &self,
        names: &std::collections::BTreeMap<String, String>,
        id: &str,
        english: &str,
    ) -> (String, bool) {
        self.drawable(english, &format!("the name of {id}"));
        match names.get(id) {
            Some(name) => {
                self.drawable(
                    name,
                    &format!("the name of {id} in lang/{}.toml", self.code),
                );
                (name.clone(), false)
            }
            None => (
                english.to_owned(),
                self.code != halflings_model::LanguageCode::ENGLISH,
            ),
        }
    }

    /// The message `id` without arguments.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// The message `id` with `args`.
    pub fn with(&self, id: &str, args: &[Arg<'_>]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            self.fail(format!("{} lacks the message `{id}`", self.file));
            return format!("{{{id}}}");
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        for e in errors {
            self.fail(format!("{}: the message `{id}`: {e}", self.file));
        }
        self.drawable(&text, &format!("the message `{id}`"));
        text.into_owned()
    }

    /// Records an error when `text` holds a character the sheets' font
    /// cannot draw: it would be left out of the page without a word.
    fn drawable(&self, text: &str, what: &str) {
        if let Some(c) = crate::fonts::missing(text) {
            self.fail(format!(
                "{}: {what} has `{c}` (U+{:04X}), which the sheets' font (DejaVu Sans) does not draw",
                self.file, c as u32
            ));
        }
    }

    fn fail(&self, message: String) {
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        if !errors.contains(&message) {
            errors.push(message);
        }
    }

    /// What could not be said so far, each once.
    pub fn errors(&self) -> Vec<String> {
        self.errors
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// The raw values (escapes not yet read) of the string literals of
/// `resource`, in every variant and argument. The catalog has checked how
/// deep the file nests, so the walk may recurse.
fn string_literals<'t>(resource: &ast::Resource<&'t str>) -> Vec<&'t str> {
    fn pattern<'t>(p: &ast::Pattern<&'t str>, out: &mut Vec<&'t str>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression: e } = element {
                expression(e, out);
            }
        }
    }
    fn expression<'t>(e: &ast::Expression<&'t str>, out: &mut Vec<&'t str>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline(i, out),
        }
    }
    fn inline<'t>(i: &ast::InlineExpression<&'t str>, out: &mut Vec<&'t str>) {
        match i {
            ast::InlineExpression::StringLiteral { value } => out.push(value),
            ast::InlineExpression::Placeable { expression: e } => expression(e, out),
            ast::InlineExpression::FunctionReference { arguments, .. }
            | ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for entry in &resource.body {
        let (value, attributes) = match entry {
            ast::Entry::Message(m) => (m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (Some(&t.value), &t.attributes),
            _ => continue,
        };
        for p in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
            pattern(p, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn language(text: &str) -> Language {
        Language {
            code: halflings_model::LanguageCode("de".into()),
            path: "tiles/lang/de.ftl".into(),
            text: text.into(),
            tile_names: Default::default(),
            normal_names: Default::default(),
            names_file: None,
        }
    }

    #[test]
    fn a_character_the_font_lacks_is_found_in_the_text_and_behind_an_escape() {
        let plain = Texts::checked(&language("a = A\nb = \u{4E2D}\n")).unwrap_err();
        assert!(
            plain.starts_with("tiles/lang/de.ftl:2:5: `\u{4E2D}` (U+4E2D)"),
            "{plain}"
        );
        let escaped =
            Texts::checked(&language("a = A\nb = { \"x\" } { \"\\u4E2D\" }\n")).unwrap_err();
        assert!(
            escaped.starts_with("tiles/lang/de.ftl:2:16: `\u{4E2D}` (U+4E2D)"),
            "{escaped}"
        );
        // An escape of a character the font draws is fine.
        assert!(Texts::checked(&language("a = { \"\\u00E4\" }\n")).is_ok());
    }

    #[test]
    fn a_tile_name_the_font_cannot_draw_is_put_at_its_character() {
        let mut de = language("a = A\n");
        de.tile_names.insert("h1-01".into(), "Halb \u{4E2D}".into());
        let text = "[tiles]\nh1-01 = \"Halb \u{4E2D}\"\n";
        let start = text.find('"').unwrap();
        de.names_file = Some(halflings_catalog::NamesFile {
            path: "tiles/lang/de.toml".into(),
            text: text.into(),
            spans: [("h1-01".to_owned(), start..text.len() - 1)].into(),
        });
        let said = Texts::checked(&de).unwrap_err();
        assert!(
            said.starts_with("tiles/lang/de.toml:2:15: the name of h1-01 has `\u{4E2D}`"),
            "{said}"
        );
    }
}
