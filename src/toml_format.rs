//! `halflings fmt`: the project's one TOML format, as taplo writes it.
//!
//! The format is `.taplo.toml` at the project's root, compiled in: the same
//! file `taplo fmt` and the editors on taplo's language server read, and the
//! same formatter (the `taplo` crate, the code inside the taplo CLI), so
//! `halflings fmt` and `taplo fmt` always agree. Without paths the files are
//! those the configuration's `include` names, less its `exclude`.
//!
//! This module only computes: which files, and what each should hold. The
//! command line writes the files that change.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use globset::{Glob, GlobSet, GlobSetBuilder};
use serde::Deserialize;
use taplo::formatter::{self, Options, OptionsIncomplete};

use halflings_catalog::diagnostic::Diagnostic;

/// The project's taplo configuration, `.taplo.toml`, as committed.
pub const TAPLO_CONFIG: &str = include_str!("../.taplo.toml");

/// The parts of a taplo configuration `halflings fmt` reads.
#[derive(Debug, Default, Deserialize)]
struct Config {
    #[serde(default)]
    include: Vec<String>,
    #[serde(default)]
    exclude: Vec<String>,
    #[serde(default)]
    formatting: Option<OptionsIncomplete>,
}

fn config() -> &'static Config {
    static CONFIG: OnceLock<Config> = OnceLock::new();
    // tests/it/fmt.rs proves the committed file parses.
    CONFIG.get_or_init(|| toml::from_str(TAPLO_CONFIG).unwrap_or_default())
}

/// The formatter options: taplo's defaults, updated by the `[formatting]`
/// table of `.taplo.toml` as taplo updates them.
pub fn options() -> Options {
    let mut options = Options::default();
    if let Some(formatting) = config().formatting.clone() {
        options.update(formatting);
    }
    options
}

/// The `include` and `exclude` globs of `.taplo.toml`, relative to the
/// project's root.
pub fn globs() -> (&'static [String], &'static [String]) {
    (&config().include, &config().exclude)
}

/// `text` in the project's format, as `taplo fmt` would write it. A text
/// that is not valid TOML is never formatted: each syntax error is reported
/// at its place in `file`.
pub fn format(file: &Path, text: &Arc<str>) -> Result<String, Vec<Diagnostic>> {
    let parsed = taplo::parser::parse(text);
    if !parsed.errors.is_empty() {
        return Err(parsed
            .errors
            .iter()
            .map(|e| {
                let start = usize::from(e.range.start());
                let end = usize::from(e.range.end()).max(start);
                Diagnostic::at(
                    file,
                    Arc::clone(text),
                    start..end,
                    format!("not valid TOML: {}", e.message),
                )
                .with_help("mend the syntax; the file was not formatted")
            })
            .collect());
    }
    // What taplo's parser lets through but TOML forbids (a key defined
    // twice, a table reopened) is refused too: `toml` reads the whole file.
    if let Err(e) = text.parse::<toml::Table>() {
        let span = e.span().unwrap_or(0..0);
        return Err(vec![
            Diagnostic::at(
                file,
                Arc::clone(text),
                span,
                format!("not valid TOML: {}", e.message()),
            )
            .with_help("mend it; the file was not formatted"),
        ]);
    }
    // As the taplo CLI formats a file (its `format_files`), with no scoped
    // options.
    formatter::format_with_path_scopes(
        parsed.into_dom(),
        options(),
        &[],
        std::iter::empty::<(&str, OptionsIncomplete)>(),
    )
    .map_err(|e| vec![Diagnostic::file(file, format!("cannot format: {e}"))])
}

fn glob_set(patterns: &[String]) -> Result<GlobSet, Diagnostic> {
    let mut set = GlobSetBuilder::new();
    for p in patterns {
        let glob = Glob::new(p).map_err(|e| {
            Diagnostic::file(
                ".taplo.toml",
                format!("the pattern `{p}` is not a glob: {e}"),
            )
        })?;
        set.add(glob);
    }
    set.build()
        .map_err(|e| Diagnostic::file(".taplo.toml", format!("cannot read the globs: {e}")))
}

/// The folder a glob's matches all lie under: its leading components
/// without a wildcard.
fn glob_base(pattern: &str) -> PathBuf {
    pattern
        .split('/')
        .take_while(|c| !c.contains(['*', '?', '[', '{']))
        .collect()
}

/// The TOML files to format, sorted, each named as the user would name it.
///
/// With no `paths`, every file under `root` that `.taplo.toml` includes and
/// does not exclude. Otherwise each named file, and the `.toml` files under
/// each named folder that `.taplo.toml` does not exclude. A path that does
/// not exist is an error.
pub fn files(root: &Path, paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    let (include, exclude) = globs();
    let included = glob_set(include)?;
    let excluded = glob_set(exclude)?;
    let shown = |rel: &Path| {
        if root == Path::new(".") || root.as_os_str().is_empty() {
            rel.to_path_buf()
        } else {
            root.join(rel)
        }
    };
    // A folder is skipped when what lies in it is excluded (`target/**`).
    let skipped = |path: &Path| {
        let rel = path.strip_prefix(root).unwrap_or(path);
        excluded.is_match(rel) || excluded.is_match(rel.join("x"))
    };
    let walk = |start: &Path, out: &mut Vec<PathBuf>, keep: &dyn Fn(&Path) -> bool| {
        let entries = walkdir::WalkDir::new(start)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| !skipped(e.path()));
        for entry in entries {
            let entry = entry.map_err(|e| Diagnostic::file(start, e.to_string()))?;
            if entry.file_type().is_file() && keep(entry.path()) {
                out.push(entry.into_path());
            }
        }
        Ok::<(), Diagnostic>(())
    };
    let mut out = Vec::new();
    if paths.is_empty() {
        let in_root = |p: &Path| included.is_match(p.strip_prefix(root).unwrap_or(p));
        for pattern in include {
            let start = shown(&glob_base(pattern));
            if start.exists() {
                walk(&start, &mut out, &in_root)?;
            }
        }
    } else {
        let is_toml = |p: &Path| p.extension().is_some_and(|x| x == "toml");
        for path in paths {
            if path.is_file() {
                out.push(path.clone());
            } else if path.is_dir() {
                walk(path, &mut out, &is_toml)?;
            } else {
                return Err(Diagnostic::file(path, "no such file or folder"));
            }
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_glob_base_is_its_literal_folders() {
        assert_eq!(glob_base("tiles/**/*.toml"), PathBuf::from("tiles"));
        assert_eq!(glob_base("Cargo.toml"), PathBuf::from("Cargo.toml"));
        assert_eq!(
            glob_base("examples/*/Cargo.toml"),
            PathBuf::from("examples")
        );
    }

    #[test]
    fn a_key_written_twice_is_not_toml() {
        let text: Arc<str> = Arc::from("id = \"a\"\nname = \"b\"\nid = \"c\"\n");
        let errors = format(Path::new("t.toml"), &text).unwrap_err();
        assert_eq!(errors[0].location(), "t.toml:3:1");
    }

    #[test]
    fn a_syntax_error_is_located_and_nothing_is_formatted() {
        let text: Arc<str> = Arc::from("id = \"a\"\nslots = [\"north-left\",,]\n");
        let errors = format(Path::new("t.toml"), &text).unwrap_err();
        assert_eq!(errors[0].location(), "t.toml:2:23");
    }
}
