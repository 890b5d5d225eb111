//! The sheets' texts: one Fluent file per language of the manifest
//! (`lang/<code>.ftl`), each parsed by Fluent's own parser and checked
//! against English's, which every other translates: the same messages,
//! and in each only what Fluent's resolver can write out with the
//! variables the sheets pass ([`super::resolution`]).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;
use std::sync::OnceLock;

use fluent_syntax::ast;

use super::resolution::Variables;
use crate::catalog::{Language, NamesFile};
use crate::diagnostic::{Diagnostic, did_you_mean, nearest};
use crate::load::{Document, LANG, TextFile, Tree};
use halflings_model::{Expansion, LanguageCode};

/// One message of a file: where it starts.
struct Defined {
    start: usize,
}

/// The ids of the messages that give, in a language other than English,
/// the sentences the data holds in English: the manifest's names, setups,
/// notes, rules of play, questions and notes of the sources, and each worked example's title and
/// description. English has none of them: its sentences are the data's.
pub mod key {
    use halflings_model::{SymbolKind, Topic};

    /// A set's name (`name`) or origin (`origin`).
    pub fn set(id: &str, field: &str) -> String {
        format!("set-{id}-{field}")
    }

    /// An edition's `name`, `setup` or `draft`.
    pub fn edition(id: &str, field: &str) -> String {
        format!("edition-{id}-{field}")
    }

    /// A rules version's `name` or `note`.
    pub fn rules(id: &str, field: &str) -> String {
        format!("rules-{id}-{field}")
    }

    /// An expansion symbol's `expansion` or `rule`.
    pub fn symbol(kind: SymbolKind, field: &str) -> String {
        format!("symbol-{}-{field}", kind.name())
    }

    /// The `n`th rule of play (from 1) of a topic.
    pub fn play(topic: Topic, n: usize) -> String {
        let topic = match topic {
            Topic::Placement => "placement",
            Topic::Followers => "followers",
            Topic::Scoring => "scoring",
        };
        format!("play-{topic}-{n}")
    }

    /// An open question's expansion (`Some("expansion")`) or the question
    /// itself (`None`).
    pub fn question(id: &str, field: Option<&str>) -> String {
        match field {
            Some(field) => format!("question-{id}-{field}"),
            None => format!("question-{id}"),
        }
    }

    /// A note of the sources, by its id.
    pub fn note(id: &str) -> String {
        format!("note-{id}")
    }

    /// A worked example's `title` or `description`, by the file's stem.
    pub fn example(name: &str, field: &str) -> String {
        format!("example-{name}-{field}")
    }
}

/// Calls `f` with the message id and the English of every sentence the
/// data holds: the manifest's, then each worked example's (by file stem,
/// with its title and description).
fn each_sentence<'a>(
    expansion: &'a Expansion,
    examples: impl Iterator<Item = (&'a str, &'a str, &'a str)>,
    mut f: impl FnMut(String, &'a str),
) {
    for set in &expansion.set {
        f(key::set(set.id.as_str(), "name"), &set.name);
        f(key::set(set.id.as_str(), "origin"), &set.origin);
    }
    for e in &expansion.edition {
        f(key::edition(e.id.as_str(), "name"), &e.name);
        f(key::edition(e.id.as_str(), "setup"), &e.setup);
        f(key::edition(e.id.as_str(), "draft"), &e.draft);
    }
    for r in &expansion.rules {
        f(key::rules(&r.id, "name"), &r.name);
        f(key::rules(&r.id, "note"), &r.note);
    }
    for symbol in &expansion.symbol {
        f(key::symbol(symbol.kind, "expansion"), &symbol.expansion);
        f(key::symbol(symbol.kind, "rule"), &symbol.rule);
    }
    let mut counts = std::collections::HashMap::new();
    for p in &expansion.play {
        let n = counts.entry(p.topic).or_insert(0);
        for rule in &p.rules {
            *n += 1;
            f(key::play(p.topic, *n), rule);
        }
    }
    for q in &expansion.question {
        f(key::question(&q.id, Some("expansion")), &q.expansion);
        f(key::question(&q.id, None), &q.question);
    }
    for note in &expansion.note {
        f(key::note(&note.id), &note.text);
    }
    for (name, title, description) in examples {
        f(key::example(name, "title"), title);
        f(key::example(name, "description"), description);
    }
}

/// The ids of the messages that may translate the data's sentences: a
/// translation that has one is not reporting an unknown message, and one
/// that lacks one shows the English sentence, marked.
fn data_messages(tree: &Tree, expansion: &Expansion) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let examples = tree
        .examples
        .iter()
        .filter_map(|doc| doc.path.file_stem().and_then(|s| s.to_str()))
        .map(|name| (name, "", ""));
    each_sentence(expansion, examples, |id, _| {
        out.insert(id);
    });
    out
}

/// Every sentence the data of `catalog` holds in English, by the id of the
/// message that translates it.
pub fn english_sentences(catalog: &crate::Catalog) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let examples = catalog.examples().iter().map(|e| {
        (
            e.name.as_str(),
            e.example.title.as_str(),
            e.example.description.as_str(),
        )
    });
    each_sentence(catalog.expansion(), examples, |id, english| {
        out.insert(id, english.to_owned());
    });
    out
}

/// The English messages of the shipped `tiles/lang/en.ftl`: a tiles
/// directory without its own `lang/en.ftl` (a fan set, a new one) has its
/// sheets in English with these.
pub const BUILT_IN_ENGLISH: &str = include_str!("../../../../tiles/lang/en.ftl");

/// The variables the sheets pass each message they format: those its
/// English, the built-in [`BUILT_IN_ENGLISH`] the program is written
/// against, uses (with those of the messages it refers to).
fn passed_by_the_sheets() -> &'static Variables {
    static VARIABLES: OnceLock<Variables> = OnceLock::new();
    VARIABLES.get_or_init(|| {
        let file = TextFile {
            path: "en.ftl".into(),
            text: BUILT_IN_ENGLISH.into(),
        };
        let (_, _, variables) = read(&file, &|_| None);
        variables
    })
}

/// The messages of `file`, by id, its problems (its syntax errors and all
/// that Fluent's resolver would refuse, given the variables `passed` gives
/// each message), and the variables each message uses. `None` for the
/// messages when the file nests too deep to be parsed.
fn read(
    file: &TextFile,
    passed: &dyn Fn(&str) -> Option<BTreeSet<String>>,
) -> (
    Option<BTreeMap<String, Defined>>,
    Vec<Diagnostic>,
    Variables,
) {
    if let Some(deep) = super::resolution::too_deep(file) {
        return (None, vec![deep], Variables::new());
    }
    let (resource, errors) = match fluent_syntax::parser::parse(&*file.text) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let mut problems: Vec<Diagnostic> = errors
        .into_iter()
        .map(|e| {
            // An entry left open to the end of the file is put at its start,
            // not at the end where the parser gave up.
            let end = file.text.trim_end().len();
            let span = match &e.slice {
                Some(slice) if e.pos.start >= end => slice.start..slice.start + 1,
                _ => e.pos.clone(),
            };
            let span = on_chars(&file.text, span);
            Diagnostic::at(&file.path, file.text.clone(), span, format!("{}", e.kind)).with_help(
                "see https://projectfluent.org/fluent/guide/ for the syntax of a message",
            )
        })
        .collect();
    let mut starts = super::resolution::starts(&file.text);
    // Each id's starts, the last first, to be taken in the file's order.
    for list in starts.values_mut() {
        list.reverse();
    }
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        let start = starts
            .get_mut(&(super::resolution::Kind::Message, id))
            .and_then(Vec::pop)
            .unwrap_or(0);
        if message.value.is_none() {
            problems.push(Diagnostic::at(
                &file.path,
                file.text.clone(),
                clamp(start..start + id.len(), file.text.len()),
                format!("the message `{id}` has no text"),
            ));
            continue;
        }
        found.entry(id.to_owned()).or_insert(Defined { start });
    }
    let (refused, variables) =
        super::resolution::check(file, &resource, passed, &shown(&file.path));
    problems.extend(refused);
    (Some(found), problems, variables)
}

fn clamp(span: Range<usize>, len: usize) -> Range<usize> {
    let start = span.start.min(len);
    start..span.end.clamp(start, len)
}

/// `span` widened to the characters it touches: Fluent's parser counts in
/// bytes, and may stop inside a character (a byte-order mark in the
/// middle of a line).
fn on_chars(text: &str, span: Range<usize>) -> Range<usize> {
    let span = clamp(span, text.len());
    let mut start = span.start;
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end;
    while !text.is_char_boundary(end) {
        end += 1;
    }
    start..end
}

/// The file of language `code` in `tree`, if any.
fn file_of<'a>(tree: &'a Tree, code: &str) -> Option<&'a TextFile> {
    tree.languages
        .iter()
        .find(|f| f.path.file_stem().is_some_and(|s| s == code))
}

/// Whether `lang/<code>.ftl` is there but could not be read (its problem
/// is already reported).
fn unread(tree: &Tree, code: &str) -> bool {
    tree.unread_languages
        .iter()
        .any(|p| p.file_stem().is_some_and(|s| s == code))
}

/// Checks the languages the manifest names against the files of `lang/`.
/// Returns each language's messages in the manifest's order, or every
/// problem found.
pub fn check(
    tree: &Tree,
    manifest: &Document,
    expansion: &Expansion,
    tiles: &[halflings_model::Tile],
    squares: &[halflings_model::SquareTile],
) -> Result<Vec<Language>, Vec<Diagnostic>> {
    let mut problems = Vec::new();
    let declared: Vec<&str> = expansion.languages.iter().map(|c| c.as_str()).collect();
    for (i, code) in declared.iter().enumerate() {
        if declared[..i].contains(code) {
            problems.push(manifest.error_at(
                &format!("/languages/{i}"),
                format!("the language `{code}` is named twice"),
            ));
        } else if file_of(tree, code).is_none()
            && !unread(tree, code)
            && *code != LanguageCode::ENGLISH
        {
            problems.push(
                manifest
                    .error_at(
                        &format!("/languages/{i}"),
                        format!(
                            "the language `{code}` has no messages: {LANG}/{code}.ftl is missing"
                        ),
                    )
                    .with_help(format!(
                        "copy {LANG}/{}.ftl to {LANG}/{code}.ftl and translate each message",
                        LanguageCode::ENGLISH
                    )),
            );
        }
    }
    if !declared.contains(&LanguageCode::ENGLISH) {
        problems.push(
            manifest
                .error_at_key(
                    "/languages",
                    "English (`en`) must be among the languages: every other language's messages are checked against it",
                )
                .with_help("add \"en\" to languages"),
        );
    }
    for file in &tree.languages {
        let stem = code_of(&file.path);
        if !declared.contains(&stem.as_str()) {
            problems.push(undeclared(&file.path, &stem, "messages"));
        }
    }

    let built_in = TextFile {
        path: tree.root.join(LANG).join("en.ftl (built in)"),
        text: BUILT_IN_ENGLISH.into(),
    };
    let english = file_of(tree, LanguageCode::ENGLISH).unwrap_or(&built_in);
    let data_ids = data_messages(tree, expansion);
    // A sentence of the data is given no variable; a message of the
    // built-in English is given those it uses. Any language may use those;
    // a message the sheets do not say themselves (one a tiles folder's
    // English adds) may use in a translation what it uses in English.
    let passed = |id: &str| -> Option<BTreeSet<String>> {
        if data_ids.contains(id) {
            Some(BTreeSet::new())
        } else {
            passed_by_the_sheets().get(id).cloned()
        }
    };
    let (reference, errors, english_variables) = read(english, &passed);
    problems.extend(errors);
    let reference = reference.unwrap_or_default();
    let translated = |id: &str| -> Option<BTreeSet<String>> {
        passed(id).or_else(|| english_variables.get(id).cloned())
    };
    if file_of(tree, LanguageCode::ENGLISH).is_some() {
        problems.extend(lacking_english(english, &reference));
    }
    let mut languages = Vec::new();
    for code in &expansion.languages {
        let file = match file_of(tree, code.as_str()) {
            Some(file) => file,
            None if code.as_str() == LanguageCode::ENGLISH => english,
            None => continue,
        };
        if code.as_str() != LanguageCode::ENGLISH {
            let (found, errors, _) = read(file, &translated);
            problems.extend(errors);
            if let Some(found) = found {
                problems.extend(compare(english, &reference, &data_ids, file, &found));
            }
        }
        if !languages.iter().any(|l: &Language| &l.code == code) {
            languages.push(Language {
                code: code.clone(),
                path: file.path.clone(),
                text: file.text.clone(),
                tile_names: BTreeMap::new(),
                normal_names: BTreeMap::new(),
                names_file: None,
            });
        }
    }
    for doc in &tree.language_tables {
        let stem = code_of(&doc.path);
        if stem == LanguageCode::ENGLISH {
            problems.push(
                Diagnostic::file(
                    &doc.path,
                    "English tile names are the tiles' own (`name` in each tile file)",
                )
                .with_help("remove the file, and edit the names in the tile files"),
            );
            continue;
        }
        let Some(language) = languages.iter_mut().find(|l| l.code.as_str() == stem) else {
            problems.push(undeclared(&doc.path, &stem, "tile names"));
            continue;
        };
        let Some(table) = super::schema_check::typed::<halflings_model::LanguageTable>(
            doc,
            super::schema_check::DocumentKind::Language,
            &mut problems,
        ) else {
            continue;
        };
        let mut names_file = NamesFile {
            path: doc.path.clone(),
            text: doc.text.clone(),
            spans: BTreeMap::new(),
        };
        let halflings: Vec<&str> = tiles.iter().map(|t| t.id.as_str()).collect();
        for (id, name) in table.tiles {
            match known(doc, "tiles", id.as_str(), &halflings) {
                Ok(()) => {
                    let pointer = format!("/tiles/{}", crate::load::escape_segment(id.as_str()));
                    names_file
                        .spans
                        .insert(id.to_string(), doc.span(&pointer, false));
                    language.tile_names.insert(id.to_string(), name.0);
                }
                Err(d) => problems.push(d.with_help("the keys are tile ids, such as h1-01")),
            }
        }
        let normal: Vec<&str> = squares.iter().map(|s| s.id.as_str()).collect();
        for (id, name) in table.normal {
            match known(doc, "normal", id.as_str(), &normal) {
                Ok(()) => {
                    let pointer = format!("/normal/{}", crate::load::escape_segment(id.as_str()));
                    names_file
                        .spans
                        .insert(id.to_string(), doc.span(&pointer, false));
                    language.normal_names.insert(id.to_string(), name.0);
                }
                Err(d) => problems.push(d.with_help(
                    "the keys are the ids of the normal tiles in base-game/, such as monastery",
                )),
            }
        }
        language.names_file = Some(names_file);
    }
    if problems.is_empty() {
        Ok(languages)
    } else {
        Err(problems)
    }
}

/// `Ok` when `id`, a key of the table `table` of a tile-name file, is one
/// of `ids`; else the error at the key, with the nearest id as the help
/// when one is close.
fn known(doc: &Document, table: &str, id: &str, ids: &[&str]) -> Result<(), Diagnostic> {
    if ids.contains(&id) {
        return Ok(());
    }
    let d = doc.error_at_key(
        &format!("/{table}/{}", crate::load::escape_segment(id)),
        format!("there is no tile `{id}`"),
    );
    Err(match nearest(id, ids.iter().copied()) {
        Some(near) => d.with_help(did_you_mean(near)),
        None => d,
    })
}

/// The language a file of `lang/` is for: its name less the extension.
fn code_of(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// A file of `lang/` for a language the manifest does not name: its
/// `what` (messages, tile names) are not used.
fn undeclared(path: &Path, code: &str, what: &str) -> Diagnostic {
    Diagnostic::file(
        path,
        format!("`{code}` is not one of the manifest's languages, so its {what} are not used"),
    )
    .with_help(format!(
        "add \"{code}\" to languages in expansion.toml, or remove the file"
    ))
}

/// A tiles folder's own English (`english`, whose messages are `found`)
/// must say every message the sheets use: those of the built-in English.
/// What it lacks is one problem, with the first few ids.
fn lacking_english(english: &TextFile, found: &BTreeMap<String, Defined>) -> Option<Diagnostic> {
    let lacking: Vec<&str> = passed_by_the_sheets()
        .keys()
        .map(String::as_str)
        .filter(|id| !found.contains_key(*id))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let first: Vec<String> = lacking.iter().take(5).map(|id| format!("`{id}`")).collect();
    let more = if lacking.len() > first.len() {
        ", ..."
    } else {
        ""
    };
    (!lacking.is_empty()).then(|| {
        Diagnostic::file(
            &english.path,
            format!(
                "{} lacks {} of the {} messages the sheets say: {}{more}",
                shown(&english.path),
                lacking.len(),
                passed_by_the_sheets().len(),
                first.join(", ")
            ),
        )
        .with_help(format!(
            "copy them from the shipped tiles/{LANG}/en.ftl, or remove {} to use the shipped English",
            shown(&english.path)
        ))
    })
}

/// What `file` (a translation) lacks of English's messages, or has beyond
/// them (a sentence of the data aside).
fn compare(
    english: &TextFile,
    reference: &BTreeMap<String, Defined>,
    data: &BTreeSet<String>,
    file: &TextFile,
    found: &BTreeMap<String, Defined>,
) -> Vec<Diagnostic> {
    let name = shown(&file.path);
    let mut problems = Vec::new();
    for (id, defined) in reference {
        if !found.contains_key(id) {
            problems.push(
                Diagnostic::at(
                    &english.path,
                    english.text.clone(),
                    defined.start..defined.start + id.len(),
                    format!("{name} lacks the message `{id}`, which English defines here"),
                )
                .with_help(format!("add `{id} = ...` to {name}, translated")),
            );
        }
    }
    for (id, defined) in found {
        if data.contains(id) || reference.contains_key(id) {
            continue;
        }
        let span = defined.start..defined.start + id.len();
        let mut d = Diagnostic::at(
            &file.path,
            file.text.clone(),
            span,
            format!(
                "`{id}` is not a message of English ({})",
                shown(&english.path)
            ),
        );
        d = match nearest(id, reference.keys().map(String::as_str)) {
            Some(k) => d.with_help(did_you_mean(k)),
            None => d.with_help("remove it, or add it to English first"),
        };
        problems.push(d);
    }
    problems
}

/// A language file as messages name it: `lang/de.ftl`.
fn shown(path: &Path) -> String {
    match path.file_name() {
        Some(name) => format!("{LANG}/{}", name.to_string_lossy()),
        None => path.display().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn file(name: &str, text: &str) -> TextFile {
        TextFile {
            path: PathBuf::from(format!("tiles/lang/{name}.ftl")),
            text: text.into(),
        }
    }

    /// Every message is given the variable `$name`.
    fn messages(file: &TextFile) -> (BTreeMap<String, Defined>, Vec<Diagnostic>) {
        let given: BTreeSet<String> = ["name".to_owned()].into();
        let (found, problems, _) = read(file, &|_| Some(given.clone()));
        (found.expect("not too deep"), problems)
    }

    #[test]
    fn a_message_missing_from_a_translation_is_put_at_the_english_line() {
        let en = file(
            "en",
            "# A comment\nhello = Hello\nbye = Goodbye, { $name }\n",
        );
        let de = file("de", "hello = Hallo\n");
        let (reference, errors) = messages(&en);
        assert!(errors.is_empty());
        let (found, _) = messages(&de);
        let problems = compare(&en, &reference, &BTreeSet::new(), &de, &found);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].file, en.path);
        assert_eq!(problems[0].span, Some(26..29));
        assert!(
            problems[0]
                .message
                .contains("lang/de.ftl lacks the message `bye`")
        );
    }

    #[test]
    fn a_variable_not_passed_and_an_unknown_message_are_reported_in_the_translation() {
        let en = file("en", "bye = Goodbye, { $name }\n");
        let de = file(
            "de",
            "bye = { $nmae ->\n    [one] Tschüss\n   *[other] Tschüss { $name }\n}\nbyee = x\n",
        );
        let (reference, _) = messages(&en);
        let (found, errors) = messages(&de);
        let said: Vec<&str> = errors.iter().map(|p| p.message.as_str()).collect();
        assert_eq!(said, ["`$nmae` is not a variable of the message `bye`"]);
        assert_eq!(errors[0].span, Some(8..13));
        let problems = compare(&en, &reference, &BTreeSet::new(), &de, &found);
        let said: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
        assert_eq!(said, ["`byee` is not a message of English (lang/en.ftl)"]);
        let at = de.text.find("byee").unwrap();
        assert_eq!(problems[0].span, Some(at..at + 4));
        assert_eq!(problems[0].help.as_deref(), Some("did you mean `bye`?"));
    }

    #[test]
    fn a_syntax_error_is_put_at_its_place() {
        let de = file("de", "hello = Hallo\nbroken = { $x\n");
        let (found, errors) = messages(&de);
        assert!(found.contains_key("hello"));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].span.as_ref().is_some_and(|s| s.start >= 14),
            "{errors:?}"
        );
    }

    #[test]
    fn a_syntax_error_inside_a_character_is_put_on_the_whole_character() {
        let de = file("de", "he\u{feff}llo = es\n");
        let (_, errors) = messages(&de);
        assert_eq!(errors[0].span, Some(2..5), "{errors:?}");
    }

    #[test]
    fn a_file_nested_too_deep_is_not_parsed() {
        let deep = file(
            "de",
            &format!("a = {}x{}\n", "{".repeat(50_000), "}".repeat(50_000)),
        );
        let (found, problems, _) = read(&deep, &|_| None);
        assert!(found.is_none());
        assert_eq!(problems.len(), 1);
        assert!(problems[0].message.starts_with("placeables nest more than"));
    }

    #[test]
    fn the_built_in_english_is_read_without_a_problem_and_passes_its_own_variables() {
        let built_in = file("en", BUILT_IN_ENGLISH);
        let (found, problems, _) = read(&built_in, &|id| passed_by_the_sheets().get(id).cloned());
        assert!(problems.is_empty(), "{problems:?}");
        assert!(found.is_some_and(|f| f.len() > 50));
        assert!(passed_by_the_sheets()["page-number"].contains("count"));
    }
}
