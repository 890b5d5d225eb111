//! The digest of everything a crate is built from, for the build scripts
//! of the crates that draw or make files (`halflings-art`,
//! `halflings-sheets`): a picture's key holds this digest, so a picture is
//! drawn again whenever anything it could have been drawn from changed.
//!
//! What goes in, for the package and every package it depends on, found
//! through the workspace's `Cargo.lock`:
//!
//! - a package from a registry or git: its name, version, source and
//!   checksum, as the lock file states them;
//! - a package of the workspace: every file under its `src/`, its
//!   `Cargo.toml` and `build.rs`, and every file its sources name in
//!   `include_bytes!` or `include_str!` (the fonts, say).
//!
//! Nothing is listed by hand, so a new source file or a new dependency is
//! in the digest the moment it is in the build. The lock file lists every
//! dependency any feature or target might use, so the digest takes in
//! somewhat more than a build compiles: it may change when nothing drawn
//! did, never the other way round.
//!
//! ```no_run
//! // In build.rs's `main`; the crate then reads
//! // env!("HALFLINGS_SOURCE_KEY").
//! halflings_source_key::emit("HALFLINGS_SOURCE_KEY");
//! ```
//!
//! A build-dependency only: it must never be a normal dependency of a
//! crate, and it depends on nothing of the workspace.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// Why a digest could not be taken.
#[derive(Debug)]
pub struct KeyError(String);

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for KeyError {}

fn error(message: impl Into<String>) -> KeyError {
    KeyError(message.into())
}

/// What a package's digest was taken over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceKey {
    /// The SHA-256, in hex.
    pub hex: String,
    /// Every file read, in the order read.
    pub files: Vec<PathBuf>,
    /// Every package of the dependency closure, `name version`, sorted.
    pub packages: Vec<String>,
}

/// One `[[package]]` of a lock file.
#[derive(Clone, Debug)]
struct Locked {
    name: String,
    version: String,
    source: Option<String>,
    checksum: Option<String>,
    dependencies: Vec<String>,
}

/// The digest of `package`, a package of the workspace at `root` (the
/// folder holding `Cargo.lock`), and of everything it depends on.
pub fn digest(root: &Path, package: &str) -> Result<SourceKey, KeyError> {
    let lock_path = root.join("Cargo.lock");
    let lock = read_lock(&lock_path)?;
    let members = workspace_members(root)?;
    let closure = closure(&lock, package)?;

    let mut h = Sha256::new();
    let mut files = Vec::new();
    let mut packages = Vec::new();
    for p in &closure {
        packages.push(format!("{} {}", p.name, p.version));
        part(
            &mut h,
            format!("package {} {}", p.name, p.version).as_bytes(),
        );
        match (&p.source, members.get(&p.name)) {
            (None, Some(dir)) => {
                for file in package_files(dir)? {
                    let bytes = std::fs::read(&file)
                        .map_err(|e| error(format!("{}: {e}", file.display())))?;
                    let rel = file.strip_prefix(root).unwrap_or(&file);
                    part(&mut h, rel.to_string_lossy().replace('\\', "/").as_bytes());
                    part(&mut h, &bytes);
                    files.push(file);
                }
            }
            (None, None) => {
                return Err(error(format!(
                    "`{}` has no source in Cargo.lock and is no package of the workspace at {}",
                    p.name,
                    root.display()
                )));
            }
            (Some(source), _) => {
                part(&mut h, source.as_bytes());
                part(&mut h, p.checksum.as_deref().unwrap_or("").as_bytes());
            }
        }
    }
    let hex = format!("{:x}", h.finalize());
    Ok(SourceKey {
        hex,
        files,
        packages,
    })
}

/// For a build script: takes the digest of the package being built and
/// sets the environment variable `var` to it for the crate's compilation,
/// and tells Cargo to run the script again when any file read changes.
///
/// # Panics
///
/// When the digest cannot be taken, with the reason: a build script has
/// no other way to fail.
pub fn emit(var: &str) {
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by Cargo"));
    let package = std::env::var("CARGO_PKG_NAME").expect("run by Cargo");
    let root = dir
        .ancestors()
        .find(|d| d.join("Cargo.lock").is_file())
        .unwrap_or_else(|| panic!("no Cargo.lock above {}", dir.display()))
        .to_path_buf();
    let key = digest(&root, &package).unwrap_or_else(|e| panic!("source key of {package}: {e}"));
    println!("cargo:rustc-env={var}={}", key.hex);
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.lock").display()
    );
    let mut dirs = BTreeSet::new();
    for file in &key.files {
        println!("cargo:rerun-if-changed={}", file.display());
        if let Some(parent) = file.parent() {
            dirs.insert(parent.to_path_buf());
        }
    }
    // A new file in a source folder changes the folder.
    for d in dirs {
        println!("cargo:rerun-if-changed={}", d.display());
    }
}

/// Each part goes in with its length, so that no two lists of parts give
/// the same input.
fn part(h: &mut Sha256, bytes: &[u8]) {
    h.update((bytes.len() as u64).to_le_bytes());
    h.update(bytes);
}

fn read_lock(path: &Path) -> Result<Vec<Locked>, KeyError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| error(format!("{}: {e}", path.display())))?;
    let value: toml::Table = text
        .parse()
        .map_err(|e| error(format!("{}: {e}", path.display())))?;
    let Some(toml::Value::Array(list)) = value.get("package") else {
        return Err(error(format!("{}: no [[package]]", path.display())));
    };
    let string = |t: &toml::Table, k: &str| t.get(k).and_then(|v| v.as_str()).map(str::to_owned);
    list.iter()
        .map(|p| {
            let t = p
                .as_table()
                .ok_or_else(|| error(format!("{}: a package is no table", path.display())))?;
            Ok(Locked {
                name: string(t, "name").unwrap_or_default(),
                version: string(t, "version").unwrap_or_default(),
                source: string(t, "source"),
                checksum: string(t, "checksum"),
                dependencies: t
                    .get("dependencies")
                    .and_then(|d| d.as_array())
                    .map(|d| {
                        d.iter()
                            .filter_map(|v| v.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default(),
            })
        })
        .collect()
}

/// `package` and every package it depends on, sorted by name and version.
fn closure(lock: &[Locked], package: &str) -> Result<Vec<Locked>, KeyError> {
    // A dependency is written `name`, `name version` or
    // `name version (source)`: the shortest that is unambiguous.
    let find = |spec: &str| -> Option<usize> {
        let mut words = spec.split(' ');
        let name = words.next()?;
        let version = words.next();
        lock.iter()
            .position(|p| p.name == name && version.is_none_or(|v| p.version == v))
    };
    let start = find(package).ok_or_else(|| error(format!("`{package}` is not in Cargo.lock")))?;
    let mut seen = BTreeSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(i) = queue.pop_front() {
        for dep in &lock[i].dependencies {
            let j = find(dep).ok_or_else(|| error(format!("`{dep}` is not in Cargo.lock")))?;
            if seen.insert(j) {
                queue.push_back(j);
            }
        }
    }
    let mut out: Vec<Locked> = seen.into_iter().map(|i| lock[i].clone()).collect();
    out.sort_by(|a, b| (&a.name, &a.version).cmp(&(&b.name, &b.version)));
    Ok(out)
}

/// The packages of the workspace at `root`, by name: the root package and
/// every folder under `crates/` with a `Cargo.toml`.
fn workspace_members(root: &Path) -> Result<BTreeMap<String, PathBuf>, KeyError> {
    let mut dirs = vec![root.to_path_buf()];
    if let Ok(entries) = std::fs::read_dir(root.join("crates")) {
        let mut found: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        found.sort();
        dirs.extend(found);
    }
    let mut members = BTreeMap::new();
    for dir in dirs {
        let manifest = dir.join("Cargo.toml");
        let Ok(text) = std::fs::read_to_string(&manifest) else {
            continue;
        };
        let value: toml::Table = text
            .parse()
            .map_err(|e| error(format!("{}: {e}", manifest.display())))?;
        if let Some(name) = value
            .get("package")
            .and_then(|p| p.get("name"))
            .and_then(|n| n.as_str())
        {
            members.insert(name.to_owned(), dir);
        }
    }
    Ok(members)
}

/// The files of the workspace package in `dir`: its manifest, build script
/// and sources, and what the sources include, sorted.
fn package_files(dir: &Path) -> Result<Vec<PathBuf>, KeyError> {
    let mut files = BTreeSet::new();
    for name in ["Cargo.toml", "build.rs"] {
        if dir.join(name).is_file() {
            files.insert(dir.join(name));
        }
    }
    let mut sources = Vec::new();
    for entry in walkdir::WalkDir::new(dir.join("src")).sort_by_file_name() {
        let entry = entry.map_err(|e| error(format!("{}: {e}", dir.display())))?;
        if entry.file_type().is_file() {
            sources.push(entry.into_path());
        }
    }
    if dir.join("build.rs").is_file() {
        sources.push(dir.join("build.rs"));
    }
    for source in &sources {
        files.insert(source.clone());
        if source.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(source)
                .map_err(|e| error(format!("{}: {e}", source.display())))?;
            let base = source.parent().unwrap_or(dir);
            for included in included_files(&text) {
                let path = normalise(&base.join(included));
                // A path that is no file is in a comment or a string (a
                // real one would not compile): nothing to read.
                if path.is_file() {
                    files.insert(path);
                }
            }
        }
    }
    Ok(files.into_iter().collect())
}

/// The paths named by `include_bytes!("...")` and `include_str!("...")`.
fn included_files(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for mac in ["include_bytes!(\"", "include_str!(\""] {
        let mut rest = text;
        while let Some(i) = rest.find(mac) {
            rest = &rest[i + mac.len()..];
            if let Some(end) = rest.find('"') {
                out.push(&rest[..end]);
            }
        }
    }
    out
}

/// `path` without `.` and `..` parts (the files exist; no links are
/// resolved, so the paths in the digest stay relative to the root).
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_included_files_are_found_in_either_macro() {
        let text = r#"const A: &[u8] = include_bytes!("../a.ttf");
            const B: &str = include_str!("b.txt");"#;
        assert_eq!(included_files(text), ["../a.ttf", "b.txt"]);
    }

    #[test]
    fn dot_dot_parts_are_taken_out() {
        assert_eq!(
            normalise(Path::new("/w/crates/art/src/../../../assets/f.ttf")),
            Path::new("/w/assets/f.ttf")
        );
    }

    /// The workspace this crate sits in, copied into a folder of its own:
    /// the manifests, the lock file, the crates' files and the assets.
    fn copy_of_the_workspace() -> tempfile::TempDir {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let copy = tempfile::tempdir().unwrap();
        for name in ["Cargo.toml", "Cargo.lock"] {
            std::fs::copy(root.join(name), copy.path().join(name)).unwrap();
        }
        for dir in ["src", "crates", "assets"] {
            for entry in walkdir::WalkDir::new(root.join(dir)) {
                let entry = entry.unwrap();
                let rel = entry.path().strip_prefix(&root).unwrap();
                let to = copy.path().join(rel);
                if entry.file_type().is_dir() {
                    std::fs::create_dir_all(&to).unwrap();
                } else if entry.file_type().is_file() {
                    std::fs::copy(entry.path(), &to).unwrap();
                }
            }
        }
        copy
    }

    /// `file` with its last byte changed, then put back. A text file's
    /// last newline becomes a space, so a manifest still parses.
    fn with_a_byte_changed<T>(file: &Path, f: impl FnOnce() -> T) -> T {
        let bytes = std::fs::read(file).unwrap();
        let mut changed = bytes.clone();
        let last = changed.last_mut().unwrap();
        *last = if *last == b'\n' { b' ' } else { *last ^ 0x01 };
        std::fs::write(file, &changed).unwrap();
        let out = f();
        std::fs::write(file, &bytes).unwrap();
        out
    }

    #[test]
    fn a_changed_byte_in_the_geometry_changes_the_key_of_the_art_and_the_sheets() {
        let copy = copy_of_the_workspace();
        let root = copy.path();
        let geometry = root.join("crates/model/src/geometry.rs");
        for package in ["halflings-art", "halflings-sheets"] {
            let before = digest(root, package).unwrap();
            assert!(before.files.contains(&geometry), "{package}");
            let after = with_a_byte_changed(&geometry, || digest(root, package).unwrap());
            assert_ne!(before.hex, after.hex, "{package}");
            assert_eq!(before.hex, digest(root, package).unwrap().hex, "{package}");
        }
    }

    #[test]
    fn a_changed_byte_in_any_file_the_art_is_built_from_changes_its_key() {
        let copy = copy_of_the_workspace();
        let root = copy.path();
        let before = digest(root, "halflings-art").unwrap();
        // The art's own sources, the fonts they include and the sources of
        // the crates it depends on are all read.
        for needed in [
            "crates/art/src/layout.rs",
            "crates/art/build.rs",
            "assets/fonts/DejaVuSans-Bold.ttf",
            "crates/catalog/src/catalog.rs",
            "crates/engine/src/board.rs",
        ] {
            assert!(before.files.contains(&root.join(needed)), "{needed}");
        }
        for file in &before.files {
            let after = with_a_byte_changed(file, || digest(root, "halflings-art").unwrap());
            assert_ne!(before.hex, after.hex, "{}", file.display());
        }
        // As do the versions of its dependencies.
        assert!(before.packages.iter().any(|p| p.starts_with("resvg 0.49")));
        let lock = root.join("Cargo.lock");
        let text = std::fs::read_to_string(&lock).unwrap();
        let bumped = text.replacen(
            "name = \"resvg\"\nversion = \"0.49.",
            "name = \"resvg\"\nversion = \"9.49.",
            1,
        );
        assert_ne!(text, bumped);
        std::fs::write(&lock, bumped.replace("\"resvg 0.49.", "\"resvg 9.49.")).unwrap();
        assert_ne!(before.hex, digest(root, "halflings-art").unwrap().hex);
    }

    #[test]
    fn what_the_art_is_not_built_from_leaves_its_key_alone() {
        let copy = copy_of_the_workspace();
        let root = copy.path();
        let before = digest(root, "halflings-art").unwrap();
        let elsewhere = [
            root.join("src/cli.rs"),
            root.join("crates/sheets/src/page.rs"),
        ];
        for file in elsewhere {
            assert!(!before.files.contains(&file), "{}", file.display());
            let after = with_a_byte_changed(&file, || digest(root, "halflings-art").unwrap());
            assert_eq!(before.hex, after.hex, "{}", file.display());
        }
    }
}
