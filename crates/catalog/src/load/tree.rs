//! Walks the tiles directory and reads every definition file.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rayon::prelude::*;
use walkdir::WalkDir;

use crate::diagnostic::Diagnostic;
use crate::limits::{MAX_FILE_BYTES, MAX_TILES, MAX_TOTAL_BYTES, MAX_TOTAL_VALUES};

use super::document::Document;

/// The name of the manifest file at the top of the tiles directory.
pub const MANIFEST: &str = "expansion.toml";

/// The folder of worked examples inside the tiles directory.
pub const EXAMPLES: &str = "examples";

/// The folder of normal (square) tiles inside the tiles directory.
pub const BASE_GAME: &str = "base-game";

/// The folder of the sheets' texts, one Fluent file per language
/// (`lang/<code>.ftl`), inside the tiles directory.
pub const LANG: &str = "lang";

/// The folders of the tiles directory that hold something other than a
/// set's tiles, with what they hold: no set may take one's name.
pub const RESERVED_FOLDERS: [(&str, &str); 3] = [
    (EXAMPLES, "the worked examples"),
    (BASE_GAME, "the normal tiles"),
    (LANG, "the sheets' texts"),
];

/// What the folder `name` of the tiles directory holds, when it is one of
/// the [`RESERVED_FOLDERS`].
pub fn reserved_folder(name: &str) -> Option<&'static str> {
    RESERVED_FOLDERS
        .iter()
        .find(|(folder, _)| *folder == name)
        .map(|(_, what)| *what)
}

/// A text file of the tiles directory that is not TOML: a language's
/// Fluent messages.
#[derive(Debug, Clone)]
pub struct TextFile {
    /// Its path, as the user named the tiles directory.
    pub path: PathBuf,
    /// Its text.
    pub text: Arc<str>,
}

/// Every file of a tiles directory, parsed.
#[derive(Debug, Default)]
pub struct Tree {
    /// The tiles directory.
    pub root: PathBuf,
    /// `expansion.toml`, when present and parseable.
    pub manifest: Option<Document>,
    /// Tile files (`<set>/<nn>.toml`), sorted by path.
    pub tiles: Vec<Document>,
    /// Worked examples (`examples/<name>.toml`), sorted by path.
    pub examples: Vec<Document>,
    /// Normal tiles (`base-game/<id>.toml`), sorted by path.
    pub squares: Vec<Document>,
    /// The languages' messages (`lang/<code>.ftl`), sorted by path.
    pub languages: Vec<TextFile>,
    /// The languages' tile names (`lang/<code>.toml`), sorted by path.
    pub language_tables: Vec<Document>,
    /// Entries that may hold tiles but could not be read or parsed (files,
    /// links, folders); their problems are among the load errors. A set count
    /// is not checked while any are left, since the missing numbers would be
    /// these files.
    pub unread_tiles: Vec<PathBuf>,
    /// Languages' message files (`lang/<code>.ftl`) that are there but could
    /// not be read (too large, not UTF-8, ...); their problems are among the
    /// load errors, and their languages are not also reported missing.
    pub unread_languages: Vec<PathBuf>,
}

impl Tree {
    /// Records an entry that could not be read (its problem is reported):
    /// a language's messages among `unread_languages`, anything else among
    /// `unread_tiles`.
    fn not_read(&mut self, path: PathBuf) {
        if matches!(role_in(&path), Role::Language) {
            self.unread_languages.push(path);
        } else {
            self.unread_tiles.push(path);
        }
    }
}

/// Where a definition file sits in the tree.
#[derive(Clone, Copy)]
enum Role {
    Manifest,
    Tile,
    Example,
    Square,
    Language,
    LanguageTable,
}

/// What a file two levels down is, by its folder: a worked example, a
/// normal tile or a halfling.
fn role_in(rel: &Path) -> Role {
    match rel.parent().and_then(|p| p.file_name()) {
        Some(n) if n == EXAMPLES => Role::Example,
        Some(n) if n == BASE_GAME => Role::Square,
        Some(n) if n == LANG && rel.extension().is_some_and(|e| e == "ftl") => Role::Language,
        Some(n) if n == LANG => Role::LanguageTable,
        _ => Role::Tile,
    }
}

/// Whether a file of this name is read at all: TOML anywhere, Fluent in
/// `lang/`.
fn is_read(rel: &Path) -> bool {
    match rel.extension() {
        Some(e) if e == "toml" => true,
        Some(e) if e == "ftl" => rel
            .parent()
            .and_then(|p| p.file_name())
            .is_some_and(|n| n == LANG),
        _ => false,
    }
}

/// Reads the tiles directory at `root`. Problems with individual files are
/// collected; the files that could be read are returned alongside them.
pub(crate) fn read_tree(root: &Path) -> (Tree, Vec<Diagnostic>) {
    let mut tree = Tree {
        root: root.to_path_buf(),
        ..Tree::default()
    };
    let mut errors = Vec::new();
    match std::fs::metadata(root) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            errors.push(
                Diagnostic::file(root, "is not a directory")
                    .with_help("pass the folder that holds expansion.toml with --tiles"),
            );
            return (tree, errors);
        }
        Err(e) => {
            errors.push(
                Diagnostic::file(root, format!("cannot open the tiles directory: {e}"))
                    .with_help("pass the folder that holds expansion.toml with --tiles"),
            );
            return (tree, errors);
        }
    }
    let canonical_root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());

    let mut files: Vec<(PathBuf, Role)> = Vec::new();
    let walker = WalkDir::new(root)
        .follow_links(false)
        .min_depth(1)
        .max_depth(3)
        .sort_by_file_name();
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(e) => {
                let path = e.path().unwrap_or(root).to_path_buf();
                errors.push(Diagnostic::file(&path, format!("cannot read: {e}")));
                tree.not_read(path);
                continue;
            }
        };
        let path = entry.path();
        let name = entry.file_name().to_string_lossy();
        let is_toml = name.ends_with(".toml");
        let is_read = is_read(path.strip_prefix(root).unwrap_or(path));
        let file_type = entry.file_type();
        if file_type.is_symlink() {
            match resolve_link(path, &canonical_root) {
                Ok(true) if is_read => {}
                Ok(true) => continue,
                Ok(false) => {
                    tree.not_read(path.to_path_buf());
                    errors.push(
                        Diagnostic::file(
                            path,
                            "symbolic link points outside the tiles directory; it is not followed",
                        )
                        .with_help(
                            "copy the file into the tiles directory instead of linking to it",
                        ),
                    );
                    continue;
                }
                Err(message) => {
                    tree.not_read(path.to_path_buf());
                    errors.push(Diagnostic::file(path, message));
                    continue;
                }
            }
        } else if file_type.is_dir() {
            if is_toml {
                tree.unread_tiles.push(path.to_path_buf());
                errors.push(
                    Diagnostic::file(
                        path,
                        "is a directory, but its name is that of a definition file",
                    )
                    .with_help("rename or remove the directory"),
                );
            }
            continue;
        } else if !is_read {
            continue;
        } else if !file_type.is_file() {
            tree.not_read(path.to_path_buf());
            errors.push(not_a_regular_file(path));
            continue;
        }
        match (entry.depth(), name.as_ref()) {
            (1, MANIFEST) => files.push((path.to_path_buf(), Role::Manifest)),
            (2, _) => match not_a_tile_name(path, role_in(path)) {
                Some(problem) => {
                    errors.push(problem);
                    tree.unread_tiles.push(path.to_path_buf());
                }
                None => files.push((path.to_path_buf(), role_in(path))),
            },
            _ => errors.push(misplaced(path)),
        }
    }

    let tile_files = files
        .iter()
        .filter(|(_, r)| matches!(r, Role::Tile))
        .count();
    if tile_files > MAX_TILES {
        errors.push(
            Diagnostic::file(
                root,
                format!("holds {tile_files} tile files; at most {MAX_TILES} are read"),
            )
            .with_help("split the catalog into several tiles directories"),
        );
        return (tree, errors);
    }

    let files = files
        .into_iter()
        .map(|(path, role)| (path, role, None))
        .collect();
    read_in_order(&mut tree, &mut errors, &mut Budget::default(), root, files);
    if tree.manifest.is_none() && !errors.iter().any(|e| e.file.ends_with(MANIFEST)) {
        errors.push(
            Diagnostic::file(root.join(MANIFEST), "the manifest is missing")
                .with_help("every tiles directory needs an expansion.toml that declares its sets"),
        );
    }
    (tree, errors)
}

/// Builds a tree from files held in memory, as [`read_tree`] would read
/// them from `root`: each path is relative to `root`. For the fuzzers and
/// for tests that need no disk.
pub(crate) fn tree_from_memory(
    root: &Path,
    files: Vec<(PathBuf, Vec<u8>)>,
) -> (Tree, Vec<Diagnostic>) {
    memory_tree_within(root, files, Budget::default())
}

fn memory_tree_within(
    root: &Path,
    files: Vec<(PathBuf, Vec<u8>)>,
    mut budget: Budget,
) -> (Tree, Vec<Diagnostic>) {
    let mut tree = Tree {
        root: root.to_path_buf(),
        ..Tree::default()
    };
    let mut errors = Vec::new();
    let mut files = files;
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let mut read = Vec::with_capacity(files.len());
    for (rel, bytes) in files {
        let path = root.join(&rel);
        let depth = rel.components().count();
        let name = rel.file_name().map(|n| n.to_string_lossy().into_owned());
        let role = match (depth, name.as_deref()) {
            (1, Some(MANIFEST)) => Role::Manifest,
            (2, Some(_)) if is_read(&rel) => match not_a_tile_name(&path, role_in(&rel)) {
                Some(problem) => {
                    errors.push(problem);
                    tree.unread_tiles.push(path);
                    continue;
                }
                None => role_in(&rel),
            },
            _ => {
                errors.push(misplaced(&path));
                continue;
            }
        };
        let bytes = if bytes.len() as u64 > MAX_FILE_BYTES {
            Err(too_large(&path))
        } else {
            Ok(bytes)
        };
        read.push((path, role, Some(bytes)));
    }
    read_in_order(&mut tree, &mut errors, &mut budget, root, read);
    if tree.manifest.is_none() && !errors.iter().any(|e| e.file.ends_with(MANIFEST)) {
        errors.push(
            Diagnostic::file(root.join(MANIFEST), "the manifest is missing")
                .with_help("every tiles directory needs an expansion.toml that declares its sets"),
        );
    }
    (tree, errors)
}

/// What the files read so far came to, against the caps on the whole tree.
struct Budget {
    bytes: u64,
    values: usize,
    max_bytes: u64,
    max_values: usize,
    reported: bool,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            bytes: 0,
            values: 0,
            max_bytes: MAX_TOTAL_BYTES,
            max_values: MAX_TOTAL_VALUES,
            reported: false,
        }
    }
}

impl Budget {
    /// Whether the files read so far are past the caps.
    fn over(&self) -> bool {
        self.bytes > self.max_bytes || self.values > self.max_values
    }

    /// Whether the tree has used up its budget; reports it once, on `root`.
    fn spent(&mut self, root: &Path, errors: &mut Vec<Diagnostic>) -> bool {
        let over = self.over();
        if over && !self.reported {
            self.reported = true;
            errors.push(
                Diagnostic::file(
                    root,
                    format!(
                        "the definition files come to more than {} MiB or {} values; the rest are not read",
                        MAX_TOTAL_BYTES / (1024 * 1024),
                        MAX_TOTAL_VALUES
                    ),
                )
                .with_help("split the catalog into several tiles directories"),
            );
        }
        over
    }
}

/// How many files are read and parsed together, in parallel, between two
/// looks at the budget: the most a tree past its budget is read beyond it.
const BATCH: usize = 256;

/// A file to read: its path, its place, and its bytes when they are
/// already in memory (`None`: read it from disk).
type Pending = (PathBuf, Role, Option<Result<Vec<u8>, Diagnostic>>);

/// Reads, decodes and parses `files` into the tree, a batch at a time in
/// parallel, and records them in order: the budget is applied file by
/// file as if they were read one after another, so the tree and the
/// errors are the same whatever the number of threads. The manifest is
/// always read: without it nothing can be said.
fn read_in_order(
    tree: &mut Tree,
    errors: &mut Vec<Diagnostic>,
    budget: &mut Budget,
    root: &Path,
    files: Vec<Pending>,
) {
    let mut files = files.into_iter();
    loop {
        let batch: Vec<Pending> = files.by_ref().take(BATCH).collect();
        if batch.is_empty() {
            break;
        }
        // Past the budget, no tile of the batch is read at all.
        let spent = budget.over();
        let parsed: Vec<(PathBuf, Role, Option<Parsed>)> = batch
            .into_par_iter()
            .map(|(path, role, bytes)| {
                if spent && matches!(role, Role::Tile) {
                    return (path, role, None);
                }
                let bytes = bytes.unwrap_or_else(|| read_bytes(&path));
                let parsed = parse_file(&path, role, bytes);
                (path, role, Some(parsed))
            })
            .collect();
        for (path, role, parsed) in parsed {
            if matches!(role, Role::Tile) && budget.spent(root, errors) {
                tree.unread_tiles.push(path);
                continue;
            }
            let parsed = parsed.expect("a tile within the budget was parsed");
            add_file(tree, errors, budget, path, role, parsed);
        }
    }
}

/// A file read and parsed: how many bytes it had, and its document or why
/// it has none.
struct Parsed {
    bytes: u64,
    document: Result<Content, Vec<Diagnostic>>,
}

/// What a file holds once read.
enum Content {
    Toml(Document),
    /// Fluent messages, parsed when the languages are checked.
    Text(Arc<str>),
}

/// Decodes and parses the bytes of the file at `path`.
fn parse_file(path: &Path, role: Role, bytes: Result<Vec<u8>, Diagnostic>) -> Parsed {
    let len = bytes.as_ref().map_or(0, |b| b.len() as u64);
    let text = bytes
        .and_then(|bytes| decode(path, bytes))
        .map_err(|e| vec![e]);
    let document = match role {
        Role::Language => text.map(Content::Text),
        _ => text
            .and_then(|text| Document::parse(path.to_path_buf(), text))
            .map(Content::Toml),
    };
    Parsed {
        bytes: len,
        document,
    }
}

/// Records a parsed file in the tree, or why it cannot be, and charges it
/// to the budget.
fn add_file(
    tree: &mut Tree,
    errors: &mut Vec<Diagnostic>,
    budget: &mut Budget,
    path: PathBuf,
    role: Role,
    parsed: Parsed,
) {
    budget.bytes += parsed.bytes;
    if let Ok(Content::Toml(doc)) = &parsed.document {
        budget.values += doc.values();
    }
    match (parsed.document, role) {
        (Ok(Content::Text(text)), _) => tree.languages.push(TextFile { path, text }),
        (Ok(Content::Toml(doc)), Role::Manifest) => tree.manifest = Some(doc),
        (Ok(Content::Toml(doc)), Role::Tile) => tree.tiles.push(doc),
        (Ok(Content::Toml(doc)), Role::Example) => tree.examples.push(doc),
        (Ok(Content::Toml(doc)), Role::Square) => tree.squares.push(doc),
        (Ok(Content::Toml(doc)), Role::LanguageTable) => tree.language_tables.push(doc),
        // A language's file is never parsed as TOML.
        (Ok(Content::Toml(_)), Role::Language) => {}
        (Err(mut e), role) => {
            errors.append(&mut e);
            if matches!(role, Role::Tile | Role::Language) {
                tree.not_read(path);
            }
        }
    }
}

/// A file in a set's folder whose name is not a tile number (`04.bak.toml`,
/// `notes.toml`): reported as such rather than read as a tile whose id
/// cannot match its name.
fn not_a_tile_name(path: &Path, role: Role) -> Option<Diagnostic> {
    let stem = path.file_stem()?.to_string_lossy();
    let numbered = !stem.is_empty() && stem.bytes().all(|b| b.is_ascii_digit());
    (matches!(role, Role::Tile) && !numbered).then(|| {
        Diagnostic::file(
            path,
            "is not a tile file: a set's folder holds only tiles named by their number (01.toml, 02.toml, ...)",
        )
        .with_help(
            "rename it to the tile's number if it is a tile; move backups and notes out of the tiles directory",
        )
    })
}

fn misplaced(path: &Path) -> Diagnostic {
    Diagnostic::file(path, "is not where a definition file can be").with_help(format!(
        "the manifest is {MANIFEST} at the top of the tiles directory; tiles are <set>/<NN>.toml; a language's texts are {LANG}/<code>.ftl"
    ))
}

fn not_a_regular_file(path: &Path) -> Diagnostic {
    Diagnostic::file(
        path,
        "is not a regular file (a pipe, socket or device); it is not read",
    )
    .with_help("a definition file is a plain text file; replace this entry with one")
}

fn too_large(path: &Path) -> Diagnostic {
    Diagnostic::file(
        path,
        format!(
            "is larger than {} KiB, the most a definition file may be",
            MAX_FILE_BYTES / 1024
        ),
    )
    .with_help("a tile file is a few hundred bytes; check that this is the file you meant")
}

/// Reads a generated file of at most `limit` bytes (a saved conformance
/// suite, say, which is megabytes where a definition is hundreds of
/// bytes): a regular file, UTF-8, not empty. `what` names the kind of file
/// in the error past the limit.
pub fn read_generated(path: &Path, limit: u64, what: &str) -> Result<Arc<str>, Diagnostic> {
    let bytes = read_at_most(path, limit).map_err(|e| {
        e.unwrap_or_else(|| {
            Diagnostic::file(
                path,
                format!("is larger than {} MiB, the most {what} may be", limit >> 20),
            )
            .with_help("check that this is the file you meant")
        })
    })?;
    decode(path, bytes)
}

/// Whether the link at `path` resolves to a file inside `root`.
fn resolve_link(path: &Path, root: &Path) -> Result<bool, String> {
    let target = path
        .canonicalize()
        .map_err(|e| format!("symbolic link cannot be followed: {e}"))?;
    if !target.starts_with(root) {
        return Ok(false);
    }
    if target.is_dir() {
        return Err(
            "symbolic link to a directory; directories are not followed through links".to_owned(),
        );
    }
    if !target.is_file() {
        return Err(
            "symbolic link to something that is not a regular file (a pipe, socket or device); it is not read"
                .to_owned(),
        );
    }
    Ok(true)
}

/// Reads a definition file as UTF-8 text, refusing what cannot be TOML.
pub fn read_text(path: &Path) -> Result<Arc<str>, Diagnostic> {
    decode(path, read_bytes(path)?)
}

/// Reads at most [`MAX_FILE_BYTES`] of a regular file; pipes and devices are
/// refused before they are opened, since opening a pipe waits for a writer.
fn read_bytes(path: &Path) -> Result<Vec<u8>, Diagnostic> {
    read_at_most(path, MAX_FILE_BYTES).map_err(|e| e.unwrap_or_else(|| too_large(path)))
}

/// Reads at most `limit` bytes of a regular file
/// ([`halflings_files::read_at_most`]): `Err(None)` when it is larger.
fn read_at_most(path: &Path, limit: u64) -> Result<Vec<u8>, Option<Diagnostic>> {
    use halflings_files::FileError;
    halflings_files::read_at_most(path, limit).map_err(|e| match e {
        FileError::TooLarge { .. } => None,
        FileError::NotAFile { .. } => Some(not_a_regular_file(path)),
        FileError::Io { source, .. } => {
            Some(Diagnostic::file(path, format!("cannot read: {source}")))
        }
        other => Some(Diagnostic::file(path, other.to_string())),
    })
}

/// Turns the bytes of a definition file into text, refusing what cannot be
/// TOML: nothing at all, a byte-order mark, bytes that are not UTF-8, NUL.
pub fn decode(path: &Path, bytes: Vec<u8>) -> Result<Arc<str>, Diagnostic> {
    if bytes.is_empty() {
        return Err(Diagnostic::file(path, "is empty")
            .with_help("write the definition, or delete the file"));
    }
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        let text: Arc<str> = Arc::from(String::from_utf8_lossy(&bytes).as_ref());
        return Err(
            Diagnostic::at(path, text, 0..3, "starts with a byte-order mark")
                .with_help("save the file as UTF-8 without a byte-order mark"),
        );
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            // The text up to the first bad byte is kept as it is, so the
            // offset holds in the lossy copy, where the bad bytes became
            // U+FFFD (three bytes long).
            let offset = e.utf8_error().valid_up_to();
            let lossy: Arc<str> = Arc::from(String::from_utf8_lossy(e.as_bytes()).as_ref());
            let end = lossy[offset..]
                .chars()
                .next()
                .map_or(offset, |c| offset + c.len_utf8());
            return Err(
                Diagnostic::at(path, lossy, offset..end, "is not valid UTF-8 text")
                    .with_help("save the file as UTF-8"),
            );
        }
    };
    if let Some(offset) = text.find('\0') {
        let text: Arc<str> = Arc::from(text);
        return Err(
            Diagnostic::at(path, text, offset..offset + 1, "contains a NUL byte")
                .with_help("a definition file is plain text; remove the NUL byte"),
        );
    }
    Ok(Arc::from(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(n: usize) -> Vec<(PathBuf, Vec<u8>)> {
        let mut out = vec![(PathBuf::from(MANIFEST), b"name = \"x\"\n".to_vec())];
        for i in 1..=n {
            out.push((
                PathBuf::from(format!("s/{i:02}.toml")),
                format!("id = \"s-{i:02}\"\nv = [1, 2, 3]\n").into_bytes(),
            ));
        }
        out
    }

    #[test]
    fn a_tree_past_its_value_budget_stops_reading_and_says_so_once() {
        let budget = Budget {
            max_values: 10,
            ..Budget::default()
        };
        let (tree, errors) = memory_tree_within(Path::new("t"), files(6), budget);
        assert!(tree.manifest.is_some(), "the manifest is always read");
        // The manifest holds 2 values (its table and the name), each tile 6
        // (its table, id, the array and its items): the second tile crosses
        // 10, and the rest are not read.
        assert_eq!(tree.tiles.len(), 2);
        assert_eq!(tree.unread_tiles.len(), 4);
        let budget_errors: Vec<_> = errors
            .iter()
            .filter(|e| e.message.contains("the rest are not read"))
            .collect();
        assert_eq!(budget_errors.len(), 1, "{errors:#?}");
        assert_eq!(budget_errors[0].file, Path::new("t"));
    }

    #[test]
    fn a_tree_past_its_byte_budget_stops_reading() {
        let budget = Budget {
            max_bytes: 60,
            ..Budget::default()
        };
        let (tree, errors) = memory_tree_within(Path::new("t"), files(6), budget);
        assert!(tree.tiles.len() < 6 && !tree.unread_tiles.is_empty());
        assert!(errors.iter().any(|e| e.message.contains("more than")));
    }
}
