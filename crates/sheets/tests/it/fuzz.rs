//! A mutation fuzzer over the languages' messages (halflings-testkit's
//! `fuzzer`, on stable Rust, so that CI runs it): Fluent files, from the
//! shipped ones and the bad-input corpus's, are mutated (bytes, Fluent
//! tokens from fuzz/fluent.dict, lines, splices) and each is read as
//! `check` reads it, as the English of a small tiles folder and as a
//! German translation beside the built-in English. Nothing may panic, and
//! every problem must be well located.
//!
//! What `check` accepts, the sheets must be able to say: every message of
//! the built-in English is formatted with every variable the sheets pass
//! set to each number and word the file chooses on, and every sentence of
//! the data is looked up; the sheets' texts must then hold no error. This
//! is the property that `halflings-catalog`'s `validate::resolution`
//! claims.
//!
//! `HALFLINGS_FUZZ_SECS` sets how long it runs (2 s by default);
//! `HALFLINGS_FUZZ_SEED` replays a run; a failing input is written to
//! `target/fuzz-failures/`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use fluent_syntax::ast;
use halflings_catalog::{Catalog, Source};
use halflings_sheets::Texts;
use halflings_sheets::texts::{Arg, n, s};
use halflings_testkit::fuzzer::{Fuzzer, dictionary};
use halflings_testkit::{fuzzing, workspace_root};

/// The largest input the mutations grow to: the shipped files are 11 to
/// 46 KiB.
const MAX_LEN: usize = 96 * 1024;

#[test]
fn messages_survive_mutation_and_what_check_accepts_the_sheets_can_say() {
    let seeds = seeds();
    assert!(
        seeds.len() > 6,
        "the seeds are the shipped files and the corpus's"
    );
    Fuzzer {
        name: "fluent",
        seeds,
        dictionary: dictionary("fluent.dict"),
        max_len: MAX_LEN,
        target: &|input| {
            let mut shapes = run(input, Role::English);
            shapes.extend(run(input, Role::Translation));
            shapes
        },
    }
    .run();
}

/// How an input is placed in the tiles folder.
#[derive(Clone, Copy)]
enum Role {
    /// `lang/en.ftl`, the only language.
    English,
    /// `lang/de.ftl`, beside the built-in English.
    Translation,
}

/// Runs one input in `role`; returns the shapes of the problems found,
/// or of the outcome when it was accepted.
fn run(input: &[u8], role: Role) -> Vec<String> {
    let (code, languages) = match role {
        Role::English => ("en", r#"["en"]"#),
        Role::Translation => ("de", r#"["en", "de"]"#),
    };
    let mut files = base();
    files.push((PathBuf::from(format!("lang/{code}.ftl")), input.to_vec()));
    for (path, bytes) in &mut files {
        if path == Path::new("expansion.toml") {
            let text = String::from_utf8_lossy(bytes);
            let (first, rest) = text.split_once('\n').expect("the manifest has lines");
            *bytes = format!("{first}\nlanguages = {languages}\n{rest}").into_bytes();
        }
    }
    let catalog = match Catalog::load(Source::files(Path::new("tiles"), files)) {
        Ok(catalog) => catalog,
        Err(problems) => {
            assert!(!problems.is_empty(), "a refusal with no problem");
            for d in &problems {
                fuzzing::well_located(d);
            }
            return problems
                .iter()
                .map(|d| format!("{code}: {}", fuzzing::shape(d)))
                .collect();
        }
    };
    let language = catalog
        .language(code)
        .expect("the catalog has the language");
    // `check` refuses a character the sheets' font lacks, with this.
    let texts = match Texts::checked(language) {
        Ok(texts) => texts,
        Err(_) => return vec![format!("{code}: a character the font lacks")],
    };
    let text = std::str::from_utf8(input).expect("an accepted file is UTF-8");
    say_everything(&texts, &catalog, text);
    let errors = texts.errors();
    assert!(
        errors.is_empty(),
        "check accepted lang/{code}.ftl, but the sheets could not say: {errors:#?}"
    );
    Vec::new()
}

/// Formats every message of the built-in English, with each variable any
/// message uses set to each number and word the files choose on, and looks
/// up every sentence of the data.
fn say_everything(texts: &Texts, catalog: &Catalog, text: &str) {
    let english = built_in();
    let (variables, mut words) = english.clone();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let (more_variables, more_words) = names(&resource);
    let variables: BTreeSet<String> = variables.into_iter().chain(more_variables).collect();
    words.extend(more_words);
    let mut values: Vec<Option<&str>> = vec![None; 6];
    values.extend(words.iter().map(|w| Some(w.as_str())).take(40));
    for (i, value) in values.iter().enumerate() {
        let args: Vec<Arg<'_>> = variables
            .iter()
            .map(|v| {
                let value = match value {
                    None => n([0, 1, 2, 5, 21, 102][i]),
                    Some(word) => s(*word),
                };
                (v.as_str(), value)
            })
            .collect();
        for id in messages() {
            texts.with(id, &args);
        }
    }
    for (id, sentence) in halflings_catalog::validate::language::english_sentences(catalog) {
        texts.data(&id, &sentence);
    }
}

/// The variables and the variant keys of the built-in English.
fn built_in() -> &'static (BTreeSet<String>, BTreeSet<String>) {
    static NAMES: OnceLock<(BTreeSet<String>, BTreeSet<String>)> = OnceLock::new();
    NAMES.get_or_init(|| {
        let text = halflings_catalog::validate::language::BUILT_IN_ENGLISH;
        let resource = fluent_syntax::parser::parse(text).expect("the built-in English parses");
        names(&resource)
    })
}

/// The ids of the built-in English's messages: what the sheets say.
fn messages() -> &'static [&'static str] {
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IDS.get_or_init(|| {
        let text = halflings_catalog::validate::language::BUILT_IN_ENGLISH;
        let resource = fluent_syntax::parser::parse(text).expect("the built-in English parses");
        resource
            .body
            .iter()
            .filter_map(|e| match e {
                ast::Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect()
    })
}

/// The variables `resource` uses and the keys of its variants.
fn names(resource: &ast::Resource<&str>) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut variables = BTreeSet::new();
    let mut keys = BTreeSet::new();
    let mut patterns: Vec<&ast::Pattern<&str>> = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                patterns.extend(&m.value);
                patterns.extend(m.attributes.iter().map(|a| &a.value));
            }
            ast::Entry::Term(t) => {
                patterns.push(&t.value);
                patterns.extend(t.attributes.iter().map(|a| &a.value));
            }
            _ => {}
        }
    }
    // Without recursion: a file the catalog has not checked may nest deep.
    let mut inlines: Vec<&ast::InlineExpression<&str>> = Vec::new();
    let mut expressions: Vec<&ast::Expression<&str>> = Vec::new();
    loop {
        if let Some(pattern) = patterns.pop() {
            for element in &pattern.elements {
                if let ast::PatternElement::Placeable { expression } = element {
                    expressions.push(expression);
                }
            }
        } else if let Some(expression) = expressions.pop() {
            match expression {
                ast::Expression::Select { selector, variants } => {
                    inlines.push(selector);
                    for v in variants {
                        keys.insert(match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        });
                        patterns.push(&v.value);
                    }
                }
                ast::Expression::Inline(inline) => inlines.push(inline),
            }
        } else if let Some(inline) = inlines.pop() {
            match inline {
                ast::InlineExpression::VariableReference { id } => {
                    variables.insert(id.name.to_owned());
                }
                ast::InlineExpression::Placeable { expression } => expressions.push(expression),
                ast::InlineExpression::FunctionReference { arguments, .. }
                | ast::InlineExpression::TermReference {
                    arguments: Some(arguments),
                    ..
                } => {
                    inlines.extend(&arguments.positional);
                    inlines.extend(arguments.named.iter().map(|a| &a.value));
                }
                _ => {}
            }
        } else {
            break;
        }
    }
    (variables, keys)
}

/// The corpus's small tiles folder (a manifest and two tiles), without
/// languages.
fn base() -> Vec<(PathBuf, Vec<u8>)> {
    static BASE: OnceLock<Vec<(PathBuf, Vec<u8>)>> = OnceLock::new();
    BASE.get_or_init(|| {
        halflings_testkit::tree(&workspace_root().join("tests/corpus/_base/tiles"))
            .into_iter()
            .map(|(rel, bytes)| (PathBuf::from(rel), bytes))
            .collect()
    })
    .clone()
}

/// The shipped English; each shipped translation with only the messages
/// of English and its terms (a sentence of the shipped data would not be
/// one of the corpus base's); and every Fluent file of the corpus.
fn seeds() -> Vec<Vec<u8>> {
    let root = workspace_root();
    let mut out = Vec::new();
    let english: BTreeSet<&str> = messages().iter().copied().collect();
    for entry in std::fs::read_dir(root.join("tiles/lang")).expect("tiles/lang") {
        let path = entry.expect("a file of tiles/lang").path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a shipped language is UTF-8");
        out.push(only(&text, &english).into_bytes());
    }
    let corpus = halflings_testkit::tree(&root.join("tests/corpus"));
    out.extend(
        corpus
            .into_iter()
            .filter(|(path, _)| path.ends_with(".ftl"))
            .map(|(_, bytes)| bytes),
    );
    out
}

/// `text` with only the entries whose id is in `keep`, its terms and its
/// comments: an entry starts where a line starts with its id.
fn only(text: &str, keep: &BTreeSet<&str>) -> String {
    let mut out = String::new();
    let mut keeping = true;
    for line in text.split_inclusive('\n') {
        let starts_entry =
            line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#');
        if starts_entry {
            keeping = match line.split_once('=') {
                Some((id, _)) if !line.starts_with('#') => {
                    let id = id.trim();
                    id.starts_with('-') || keep.contains(id)
                }
                _ => true,
            };
        }
        if keeping {
            out.push_str(line);
        }
    }
    out
}

#[test]
fn the_seeds_from_the_shipped_files_are_accepted() {
    let shipped = seeds();
    for (i, seed) in shipped.iter().take(6).enumerate() {
        assert_eq!(
            run(seed, Role::Translation),
            Vec::<String>::new(),
            "seed {i} as German"
        );
    }
}
