//! The output directory, and every file this program writes.
//!
//! Files reach the output directory in one of two ways, both here: a build
//! writes a whole new tree through [`Staging`] and swaps it in; `render`,
//! `sheets` and `watch` change files in place through [`Update`]. Both are a
//! [`Sink`], the one thing exporters write to: the drawing and sheet code
//! returns bytes and never opens a file itself. Each sink keeps the keys of
//! reusable files ([`KEYS`]) true for every file it writes, so a later
//! build takes over a file only when it was made from the same input.
//! [`write_if_changed`] writes the single files outside an output tree (the
//! committed schemas, the tables a `build.rs` generates).
//!
//! A build never writes into the output directory itself. It writes a
//! complete new tree into a hidden staging directory beside it
//! (`.<name>.tmp-<pid>`), flushes every file and directory to disk, and only
//! then swaps the two. (On Linux one `syncfs` flushes the whole new tree: a
//! few milliseconds, where an `fsync` per file costs several milliseconds
//! each, minutes for a large catalog. Elsewhere each file is flushed.)
//!
//! A file that is the same as in the tree being replaced can be taken over
//! from it with [`Staging::link`], as a hard link: nothing is written again.
//! The old tree is deleted after the swap; the linked files live on in the
//! new one.
//!
//! The swap:
//!
//! - on Linux and macOS with one atomic exchange of the two directories
//!   (`renameat2` with `RENAME_EXCHANGE`, `renamex_np` with `RENAME_SWAP`),
//!   so at every instant the output path holds either the previous complete
//!   tree or the new one;
//! - where the file system cannot exchange, with two renames (the old tree
//!   aside as `.<name>.old-<pid>`, the new one into place). A build killed
//!   between the two leaves the old tree aside, and the next build puts it
//!   back before doing anything else.
//!
//! The tree that was swapped out is then deleted. Leftovers of killed builds
//! are removed when the next build starts.
//!
//! One build at a time writes an output directory. A build holds a lock on
//! the file `.<name>.lock` beside it ([`File::lock`], exclusive) for its
//! whole life: from before it looks for leftovers until its staging
//! directory is gone. A second build into the same output finds the lock
//! held ([`File::try_lock`]), says on standard error that it is waiting,
//! waits for the first to end, then builds on the tree it swapped in; two
//! builds never
//! swap or delete each other's trees. The operating system releases a lock
//! when its process ends, however it ends, so while a build holds the lock
//! every staging directory and tree left aside beside the output is a
//! killed build's, and it is deleted (or put back); no process id is
//! consulted (the one in a staging directory's name is only a name). The
//! lock file is removed as the build ends (on Unix while still locked: a
//! build waiting on it then takes a new one), so a build leaves nothing
//! beside the output; a killed build leaves it, empty, for the next build
//! to take. It is never part of the output tree. Where the file system
//! cannot lock files, builds go unguarded. The commands that change files
//! in place ([`Update`]) do not take the lock.
//!
//! What the output path may be:
//! - missing: it is created (with its parent directories);
//! - a directory that a build wrote (it holds the [`MARKER`] file), or an
//!   empty directory: it is replaced;
//! - a symbolic link to a directory: the directory it points to is replaced
//!   and the link is left as it is (the staging directory and the lock go
//!   beside the link's target, so the swap stays on one file system);
//! - anything else (a file, a dangling link, a directory holding files that
//!   no build wrote): the build refuses with an error and changes nothing.
//!   A build never deletes files it did not write.

use std::collections::{BTreeMap, HashMap};
use std::fs::{self, File};
use std::io::{self, Write as _};
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

/// Where the keys of reusable files are kept, inside the output tree: for
/// each file written with a key, what it was made from (a SHA-256 of every
/// input), so a build can take the file over instead of making it again.
pub const KEYS: &str = ".cache/keys.json";

/// The file every output tree holds, telling builds (and people) that the
/// directory belongs to `halflings build` and is replaced as a whole.
pub const MARKER: &str = ".halflings-build";

const MARKER_TEXT: &str = "This directory is written by `halflings build` and replaced as a whole on\n\
every build. Do not keep other files in it: they would be deleted.\n";

/// Why the output directory could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The output path exists and is not a directory.
    #[error(
        "{}: exists and is not a directory; refusing to replace it (choose another --out)",
        .0.display()
    )]
    NotADirectory(PathBuf),
    /// The output path is, holds, or lies inside the tiles directory.
    #[error(
        "{}: is inside the tiles directory {} (or holds it); refusing to write there (choose an --out outside it)",
        .out.display(), .tiles.display()
    )]
    OverlapsTiles {
        /// The output path as given.
        out: PathBuf,
        /// The tiles directory as given.
        tiles: PathBuf,
    },
    /// The output path is a directory with files that no build wrote.
    #[error(
        "{}: is a directory that `halflings build` did not write (it holds files but no {MARKER} \
         file); refusing to replace it (choose another --out, or empty the directory)",
        .0.display()
    )]
    NotOurs(PathBuf),
    /// The output path is a symbolic link to nothing.
    #[error(
        "{}: is a symbolic link to {}, which does not exist; create that directory or remove the \
         link",
        .path.display(),
        .target.display()
    )]
    DanglingLink {
        /// The link.
        path: PathBuf,
        /// Where it points.
        target: PathBuf,
    },
    /// The output path cannot name a directory to replace (`/`, `..`).
    #[error("{}: cannot be an output directory; name a directory such as `out`", .0.display())]
    BadPath(PathBuf),
    /// An exporter asked for a file outside the output tree.
    #[error("`{0}`: an output file must be a relative path inside the output directory")]
    BadEntry(String),
    /// A file could not be written or read back by the rules of
    /// `halflings-files`.
    #[error(transparent)]
    File(#[from] halflings_files::FileError),
    /// Reading or writing failed.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
}

fn io_at(path: &Path) -> impl FnOnce(io::Error) -> OutputError + '_ {
    move |source| OutputError::Io {
        path: path.to_owned(),
        source,
    }
}

/// A new output tree being written beside the output directory. Nothing is
/// visible at the output path until [`Staging::commit`]; dropping it
/// uncommitted removes it. Files may be written from several threads at once.
#[derive(Debug)]
pub struct Staging {
    /// The output path as the user named it (for messages).
    named: PathBuf,
    /// The directory that will be replaced, with symbolic links resolved.
    target: PathBuf,
    /// The staging directory beside `target`.
    dir: PathBuf,
    /// The files written so far, relative, with `/` separators.
    files: Mutex<Vec<String>>,
    /// The tree being replaced, when a build wrote it.
    previous: Option<PathBuf>,
    /// The keys of the tree being replaced, by file.
    previous_keys: HashMap<String, String>,
    /// The keys of the files of the new tree that have one.
    keys: Keys,
    committed: bool,
    /// The output directory's lock, held until the staging directory is
    /// gone (a field is dropped after [`Staging`]'s own `drop`).
    _lock: BuildLock,
}

impl Staging {
    /// Checks the output path, takes its lock (waiting while another build
    /// holds it), cleans up after killed builds and creates an empty
    /// staging directory beside it.
    pub fn begin(out: &Path) -> Result<Staging, OutputError> {
        let target = resolve(out)?;
        let (parent, name) = split(&target)?;
        let lock = BuildLock::take(&parent.join(format!(".{name}.lock")))?;
        recover(&parent, &name, &target)?;
        check_ours(&target)?;
        let dir = parent.join(format!(".{name}.tmp-{}", std::process::id()));
        fs::create_dir(&dir).map_err(io_at(&dir))?;
        let previous = target.join(MARKER).is_file().then(|| target.clone());
        let previous_keys = previous.as_deref().map(read_keys).unwrap_or_default();
        Ok(Staging {
            named: out.to_owned(),
            target,
            dir,
            files: Mutex::new(Vec::new()),
            previous,
            previous_keys,
            keys: Keys::default(),
            committed: false,
            _lock: lock,
        })
    }

    /// The tree this one will replace, when a build wrote it: where
    /// exporters may find files to take over with [`Staging::link`]. It is
    /// read-only until the swap.
    pub fn previous(&self) -> Option<&Path> {
        self.previous.as_deref()
    }

    /// The staging directory.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// The output path as given.
    pub fn out(&self) -> &Path {
        &self.named
    }

    /// Writes `bytes` to `relative` (a `/`-separated path) inside the new
    /// tree, creating directories as needed.
    pub fn write(&self, relative: &str, bytes: &[u8]) -> Result<(), OutputError> {
        let path = self.entry(relative)?;
        write_file(&path, bytes)?;
        self.record(relative);
        Ok(())
    }

    /// Writes the file at `relative` inside the new tree with `fill`, which
    /// is given a buffered writer: for files too large to hold in memory.
    pub fn write_with(
        &self,
        relative: &str,
        fill: impl FnOnce(&mut dyn io::Write) -> io::Result<()>,
    ) -> Result<(), OutputError> {
        use io::Write as _;
        let path = self.entry(relative)?;
        let file = File::create(&path).map_err(io_at(&path))?;
        let mut writer = io::BufWriter::with_capacity(1 << 16, file);
        fill(&mut writer)
            .and_then(|()| writer.flush())
            .map_err(io_at(&path))?;
        self.record(relative);
        Ok(())
    }

    /// Puts the file `existing` at `relative` inside the new tree without
    /// writing it again: as a hard link, or where the file system cannot
    /// link, as a copy.
    fn link(&self, relative: &str, existing: &Path) -> Result<(), OutputError> {
        let path = self.entry(relative)?;
        if fs::hard_link(existing, &path).is_err() {
            fs::copy(existing, &path).map_err(io_at(existing))?;
        }
        self.record(relative);
        Ok(())
    }

    /// The path of a new file at `relative`, its directories created.
    fn entry(&self, relative: &str) -> Result<PathBuf, OutputError> {
        let path = entry_in(&self.dir, relative)?;
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(io_at(parent))?;
        }
        Ok(path)
    }

    fn record(&self, relative: &str) {
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        files.push(relative.to_owned());
    }

    /// The files written so far, relative to the tree's root, in the order
    /// written.
    pub fn files(&self) -> Vec<String> {
        self.files.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Flushes the new tree to disk and swaps it in for the output
    /// directory. Returns the files of the new tree, sorted (the marker
    /// file included).
    pub fn commit(mut self) -> Result<Vec<String>, OutputError> {
        let keys = self.keys.take();
        let keys_path = self.dir.join(KEYS);
        if let Some(parent) = keys_path.parent() {
            fs::create_dir_all(parent).map_err(io_at(parent))?;
        }
        write_file(&keys_path, &keys_file(&keys))?;
        self.record(KEYS);
        write_file(&self.dir.join(MARKER), MARKER_TEXT.as_bytes())?;
        self.record(MARKER);
        let mut files = std::mem::take(self.files.get_mut().unwrap_or_else(|e| e.into_inner()));
        sync_tree(&self.dir, &files)?;
        let (parent, name) = split(&self.target)?;
        match fs::symlink_metadata(&self.target) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                fs::rename(&self.dir, &self.target).map_err(io_at(&self.target))?;
            }
            Err(e) => return Err(io_at(&self.target)(e)),
            Ok(_) => {
                if !exchange(&self.dir, &self.target).map_err(io_at(&self.target))? {
                    let aside = parent.join(format!(".{name}.old-{}", std::process::id()));
                    fs::rename(&self.target, &aside).map_err(io_at(&self.target))?;
                    fs::rename(&self.dir, &self.target).map_err(io_at(&self.target))?;
                    fs::rename(&aside, &self.dir).map_err(io_at(&aside))?;
                }
            }
        }
        self.committed = true;
        sync_dir(&parent)?;
        // The staging path now holds the previous tree, or nothing.
        if fs::symlink_metadata(&self.dir).is_ok() {
            remove_tree(&self.dir)?;
        }
        files.sort();
        Ok(files)
    }
}

/// Somewhere the files of an output tree are written: a whole new tree
/// ([`Staging`]) or the output directory in place ([`Update`]). Exporters
/// write through this and nothing else.
pub trait Sink: Sync {
    /// Writes `bytes` at `relative` (a `/`-separated path in the tree).
    /// `key` names everything the bytes were made from, so that a later
    /// build may take the file over while the key is the same; `None` for a
    /// file that is always made afresh.
    fn put(&self, relative: &str, bytes: &[u8], key: Option<&str>) -> Result<(), OutputError>;

    /// As [`Sink::put`], the bytes written by `fill` through a buffered
    /// writer: for files too large to hold in memory.
    fn put_with(
        &self,
        relative: &str,
        key: Option<&str>,
        fill: &mut dyn FnMut(&mut dyn io::Write) -> io::Result<()>,
    ) -> Result<(), OutputError>;

    /// Makes the file at `relative` made from `key` part of the tree
    /// without making it again, when that can be done: taken over from the
    /// tree being replaced, or already in place, with the same key. Returns
    /// whether it was; if not, the caller makes the file and puts it.
    fn reuse(&self, relative: &str, key: &str) -> Result<bool, OutputError>;

    /// The bytes of the file at `relative`, if this tree holds it made from
    /// `key` (written or reused through this sink, or already in place).
    fn get(&self, relative: &str, key: &str) -> Option<Vec<u8>>;
}

impl Sink for Staging {
    fn put(&self, relative: &str, bytes: &[u8], key: Option<&str>) -> Result<(), OutputError> {
        self.write(relative, bytes)?;
        self.keys.set(relative, key);
        Ok(())
    }

    fn put_with(
        &self,
        relative: &str,
        key: Option<&str>,
        fill: &mut dyn FnMut(&mut dyn io::Write) -> io::Result<()>,
    ) -> Result<(), OutputError> {
        self.write_with(relative, fill)?;
        self.keys.set(relative, key);
        Ok(())
    }

    fn reuse(&self, relative: &str, key: &str) -> Result<bool, OutputError> {
        let Some(previous) = &self.previous else {
            return Ok(false);
        };
        let old = previous.join(relative);
        if self.previous_keys.get(relative).map(String::as_str) != Some(key) || !old.is_file() {
            return Ok(false);
        }
        self.link(relative, &old)?;
        self.keys.set(relative, Some(key));
        Ok(true)
    }

    fn get(&self, relative: &str, key: &str) -> Option<Vec<u8>> {
        let path = entry_in(&self.dir, relative).ok()?;
        self.keys
            .holds(relative, key)
            .then(|| halflings_files::read_at_most(&path, MAX_KEPT_BYTES).ok())?
    }
}

/// The output directory changed in place, file by file, for the commands
/// that write part of it (`render`, `sheets`, `watch`). Each file is
/// written to a temporary name and renamed over the old one, so a reader
/// never sees half a file.
///
/// The keys file is removed when the update begins and written again,
/// true for every file, when it ends: an update cut short leaves no key
/// that could name a file it overwrote, and the next build makes those
/// files again.
#[derive(Debug)]
pub struct Update {
    dir: PathBuf,
    keys: Keys,
    finished: bool,
}

impl Update {
    /// Claims `out` (see [`claim`]) and reads its keys.
    pub fn begin(out: &Path) -> Result<Update, OutputError> {
        claim(out)?;
        let keys = read_keys(out).into_iter().collect();
        let file = out.join(KEYS);
        match fs::remove_file(&file) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(io_at(&file)(e)),
            _ => {}
        }
        Ok(Update {
            dir: out.to_owned(),
            keys: Keys(Mutex::new(keys)),
            finished: false,
        })
    }

    /// The output directory.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// Removes the file at `relative`, if it is there, and its key.
    pub fn remove(&self, relative: &str) -> Result<(), OutputError> {
        let path = self.entry(relative)?;
        self.keys.set(relative, None);
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(io_at(&path)(e)),
            _ => Ok(()),
        }
    }

    /// The names of the files in the folder `relative` (not below it), sorted.
    pub fn list(&self, relative: &str) -> Result<Vec<String>, OutputError> {
        let dir = self.entry(relative)?;
        let mut names = Vec::new();
        match fs::read_dir(&dir) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_at(&dir)(e)),
            Ok(entries) => {
                for entry in entries {
                    let entry = entry.map_err(io_at(&dir))?;
                    if entry.file_type().map_err(io_at(&dir))?.is_file() {
                        names.push(entry.file_name().to_string_lossy().into_owned());
                    }
                }
            }
        }
        names.sort();
        Ok(names)
    }

    /// Writes the keys file, true for every file now in place.
    pub fn finish(mut self) -> Result<(), OutputError> {
        self.finished = true;
        self.write_keys()
    }

    fn write_keys(&self) -> Result<(), OutputError> {
        replace_file(&self.dir.join(KEYS), &keys_file(&self.keys.lock()))
    }

    fn entry(&self, relative: &str) -> Result<PathBuf, OutputError> {
        entry_in(&self.dir, relative)
    }
}

impl Sink for Update {
    fn put(&self, relative: &str, bytes: &[u8], key: Option<&str>) -> Result<(), OutputError> {
        let path = self.entry(relative)?;
        self.keys.set(relative, None);
        replace_file(&path, bytes)?;
        self.keys.set(relative, key);
        Ok(())
    }

    fn put_with(
        &self,
        relative: &str,
        key: Option<&str>,
        fill: &mut dyn FnMut(&mut dyn io::Write) -> io::Result<()>,
    ) -> Result<(), OutputError> {
        let mut bytes = Vec::new();
        fill(&mut bytes).map_err(io_at(&self.dir.join(relative)))?;
        self.put(relative, &bytes, key)
    }

    fn reuse(&self, relative: &str, key: &str) -> Result<bool, OutputError> {
        let path = self.entry(relative)?;
        Ok(self.keys.holds(relative, key) && path.is_file())
    }

    fn get(&self, relative: &str, key: &str) -> Option<Vec<u8>> {
        let path = self.entry(relative).ok()?;
        self.keys
            .holds(relative, key)
            .then(|| halflings_files::read_at_most(&path, MAX_KEPT_BYTES).ok())?
    }
}

impl Drop for Update {
    fn drop(&mut self) {
        // Every key is true as it stands, even after a failed write: keep
        // them, so that the next build need not make every file again.
        if !self.finished {
            let _ = self.write_keys();
        }
    }
}

/// The path of the file at `relative` (a `/`-separated path) inside the
/// tree at `dir`; refuses anything that could leave the tree, and the two
/// files the tree keeps for itself.
fn entry_in(dir: &Path, relative: &str) -> Result<PathBuf, OutputError> {
    let rel = Path::new(relative);
    let plain = rel.components().all(|c| matches!(c, Component::Normal(_)));
    if relative.is_empty() || !plain || relative == MARKER || relative == KEYS {
        return Err(OutputError::BadEntry(relative.to_owned()));
    }
    Ok(dir.join(rel))
}

/// The keys of a tree's files, by path, shared between threads.
#[derive(Debug, Default)]
struct Keys(Mutex<BTreeMap<String, String>>);

impl Keys {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, String>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records `key` for the file at `relative`, or with `None` forgets it.
    fn set(&self, relative: &str, key: Option<&str>) {
        let mut keys = self.lock();
        match key {
            Some(key) => keys.insert(relative.to_owned(), key.to_owned()),
            None => keys.remove(relative),
        };
    }

    /// Whether the file at `relative` is recorded as made from `key`.
    fn holds(&self, relative: &str, key: &str) -> bool {
        self.lock().get(relative).map(String::as_str) == Some(key)
    }

    /// Every key, leaving none.
    fn take(&mut self) -> BTreeMap<String, String> {
        std::mem::take(self.0.get_mut().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Replaces the file at `path`, inside an output tree, through a temporary
/// file renamed into place, so that a reader never sees half a file. A link
/// there is replaced, not followed: nothing outside the tree changes
/// ([`halflings_files::Writer::replace`]). Not flushed to disk: a lost
/// file is made again by the next build.
fn replace_file(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    Ok(halflings_files::Writer::new()
        .unsynced()
        .replace(path, bytes)?)
}

/// The most bytes of the keys file read back: far above the keys of tens of
/// thousands of files. A larger one (or one that is not a regular file) is
/// not read, and every file is made again.
const MAX_KEYS_BYTES: u64 = 64 << 20;

/// The most bytes of a kept file read back for reuse ([`Sink::get`]); a
/// larger one is made again.
const MAX_KEPT_BYTES: u64 = 1 << 30;

/// The content of the keys file: every file with a key, sorted.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct KeysFile {
    format: u32,
    files: Vec<(String, String)>,
}

const KEYS_FORMAT: u32 = 1;

fn keys_file(keys: &BTreeMap<String, String>) -> Vec<u8> {
    let file = KeysFile {
        format: KEYS_FORMAT,
        files: keys.iter().map(|(f, k)| (f.clone(), k.clone())).collect(),
    };
    let mut text = serde_json::to_vec(&file).expect("the keys always serialise");
    text.push(b'\n');
    text
}

/// The keys kept in the tree at `root`; none when it holds no keys file,
/// or one this program cannot read.
fn read_keys(root: &Path) -> HashMap<String, String> {
    let Ok(text) = halflings_files::read_at_most(&root.join(KEYS), MAX_KEYS_BYTES) else {
        return HashMap::new();
    };
    match serde_json::from_slice::<KeysFile>(&text) {
        Ok(file) if file.format == KEYS_FORMAT => file.files.into_iter().collect(),
        _ => HashMap::new(),
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

/// The directory to replace: `out` itself, or with a symbolic link
/// resolved, the directory it points to.
fn resolve(out: &Path) -> Result<PathBuf, OutputError> {
    match fs::symlink_metadata(out) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let name = out
                .file_name()
                .ok_or_else(|| OutputError::BadPath(out.to_owned()))?;
            let parent = match out.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            fs::create_dir_all(parent).map_err(io_at(parent))?;
            let parent = fs::canonicalize(parent).map_err(io_at(parent))?;
            Ok(parent.join(name))
        }
        Err(e) => Err(io_at(out)(e)),
        Ok(meta) if meta.is_symlink() => match fs::metadata(out) {
            Ok(m) if m.is_dir() => fs::canonicalize(out).map_err(io_at(out)),
            Ok(_) => Err(OutputError::NotADirectory(out.to_owned())),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(OutputError::DanglingLink {
                path: out.to_owned(),
                target: fs::read_link(out).unwrap_or_default(),
            }),
            Err(e) => Err(io_at(out)(e)),
        },
        Ok(meta) if meta.is_dir() => fs::canonicalize(out).map_err(io_at(out)),
        Ok(_) => Err(OutputError::NotADirectory(out.to_owned())),
    }
}

/// The parent directory and the file name of a resolved target.
fn split(target: &Path) -> Result<(PathBuf, String), OutputError> {
    let bad = || OutputError::BadPath(target.to_owned());
    let name = target.file_name().ok_or_else(bad)?;
    let name = name.to_str().ok_or_else(bad)?.to_owned();
    let parent = target.parent().ok_or_else(bad)?.to_owned();
    Ok((parent, name))
}

/// Refuses an output directory that is the tiles directory, lies inside it,
/// or holds it: replacing it would touch the user's definitions.
pub fn check_apart(out: &Path, tiles: &Path) -> Result<(), OutputError> {
    let (out_abs, tiles_abs) = (
        halflings_files::resolved(out),
        halflings_files::resolved(tiles),
    );
    if out_abs.starts_with(&tiles_abs) || tiles_abs.starts_with(&out_abs) {
        return Err(OutputError::OverlapsTiles {
            out: out.to_owned(),
            tiles: tiles.to_owned(),
        });
    }
    Ok(())
}

/// Makes `out` a directory that builds may replace, for commands that write
/// into it file by file (`render`, `watch`): creates it, or marks it when it
/// is empty; refuses a file or a directory holding files no build wrote.
pub fn claim(out: &Path) -> Result<(), OutputError> {
    if out.exists() && !out.is_dir() {
        return Err(OutputError::NotADirectory(out.to_owned()));
    }
    check_ours(out)?;
    fs::create_dir_all(out).map_err(io_at(out))?;
    let marker = out.join(MARKER);
    if !marker.is_file() {
        fs::write(&marker, MARKER_TEXT).map_err(io_at(&marker))?;
    }
    Ok(())
}

/// Refuses to replace a directory that holds files no build wrote.
fn check_ours(target: &Path) -> Result<(), OutputError> {
    match fs::read_dir(target) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(io_at(target)(e)),
        Ok(mut entries) => {
            let empty = entries.next().is_none();
            if empty || target.join(MARKER).is_file() {
                Ok(())
            } else {
                Err(OutputError::NotOurs(target.to_owned()))
            }
        }
    }
}

/// Cleans up after builds that were killed: puts back a previous tree left
/// aside by an interrupted two-rename swap, and deletes staging
/// directories. Called with the output's lock held: every other build into
/// this output has ended, so whatever it left is stale, whatever pid its
/// name holds.
fn recover(parent: &Path, name: &str, target: &Path) -> Result<(), OutputError> {
    let tmp = format!(".{name}.tmp-");
    let old = format!(".{name}.old-");
    let mut stale_tmp = Vec::new();
    let mut stale_old = Vec::new();
    for entry in fs::read_dir(parent).map_err(io_at(parent))? {
        let entry = entry.map_err(io_at(parent))?;
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        let (list, pid) = if let Some(pid) = file_name.strip_prefix(&tmp) {
            (&mut stale_tmp, pid)
        } else if let Some(pid) = file_name.strip_prefix(&old) {
            (&mut stale_old, pid)
        } else {
            continue;
        };
        // Only the names builds give: anything else is not ours to delete.
        if pid.parse::<u32>().is_ok() {
            list.push(entry.path());
        }
    }
    stale_old.sort();
    if fs::symlink_metadata(target).is_err()
        && let Some(previous) = stale_old.pop()
    {
        fs::rename(&previous, target).map_err(io_at(&previous))?;
        sync_dir(parent)?;
    }
    for dir in stale_tmp.into_iter().chain(stale_old) {
        fs::remove_dir_all(&dir).map_err(io_at(&dir))?;
    }
    Ok(())
}

/// The lock of an output directory, held by a build for its whole life:
/// an exclusive [`File::lock`] on the file `.<name>.lock` beside the
/// output. The operating system releases it when the process ends, however
/// it ends, so a lock that can be taken means no build is running.
#[derive(Debug)]
struct BuildLock {
    /// The locked file (`None` once released).
    file: Option<File>,
    path: PathBuf,
}

impl BuildLock {
    /// Takes the lock at `path`, creating the file, and waits while
    /// another build holds it, saying so once on standard error (a build
    /// that seems to hang is then explained). Where the file system cannot
    /// lock, goes on unguarded, as builds did before there was a lock.
    fn take(path: &Path) -> Result<BuildLock, OutputError> {
        let mut told = false;
        loop {
            let file = open_lock(path).map_err(io_at(path))?;
            let held = match file.try_lock() {
                Ok(()) => Ok(()),
                Err(fs::TryLockError::WouldBlock) => {
                    if !told {
                        // A notice: with standard error closed, the build
                        // still waits and goes on (eprintln! would panic).
                        let _ = writeln!(
                            io::stderr(),
                            "waiting: another build is writing this output (it holds {}); \
                             this one goes on when it ends",
                            path.display()
                        );
                        told = true;
                    }
                    file.lock()
                }
                Err(fs::TryLockError::Error(e)) => Err(e),
            };
            match held {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::Unsupported => {}
                Err(e) => return Err(io_at(path)(e)),
            }
            // The build that held the lock before removes the file as it
            // ends, perhaps after this one opened it: a lock on a file no
            // longer at `path` guards nothing, so take the one there now.
            if still_at(&file, path) {
                return Ok(BuildLock {
                    file: Some(file),
                    path: path.to_owned(),
                });
            }
        }
    }
}

impl Drop for BuildLock {
    /// Removes the lock file, so that a build leaves nothing beside the
    /// output. On Unix it is removed while still locked: a build waiting
    /// on it then finds it gone ([`still_at`]) and takes a new one.
    /// Elsewhere it is closed first and then removed; the removal fails,
    /// harmlessly, while another build has it open ([`open_lock`]).
    fn drop(&mut self) {
        if cfg!(unix) {
            let _ = fs::remove_file(&self.path);
            drop(self.file.take());
        } else {
            drop(self.file.take());
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Opens (or creates) the lock file at `path`. On Windows no one may
/// delete it while it is open.
fn open_lock(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt as _;
        // FILE_SHARE_READ | FILE_SHARE_WRITE, and not FILE_SHARE_DELETE.
        options.share_mode(0x1 | 0x2);
    }
    options.open(path)
}

/// Whether `file` is still the file at `path` (where this cannot be told,
/// it is taken to be).
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(held), Ok(named)) => held.dev() == named.dev() && held.ino() == named.ino(),
        (_, Err(e)) if e.kind() == io::ErrorKind::NotFound => false,
        _ => true,
    }
}

/// Whether `file` is still the file at `path`: always, as no one can
/// remove it while it is open ([`open_lock`]).
#[cfg(not(unix))]
fn still_at(_: &File, _: &Path) -> bool {
    true
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    fs::write(path, bytes).map_err(io_at(path))
}

/// Flushes every file of the tree at `dir` (`files`, relative) and every
/// directory under it to disk.
fn sync_tree(dir: &Path, files: &[String]) -> Result<(), OutputError> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        // One call flushes the file system holding the tree.
        let handle = File::open(dir).map_err(io_at(dir))?;
        if rustix::fs::syncfs(&handle).is_ok() {
            return Ok(());
        }
    }
    for file in files {
        let path = dir.join(file);
        File::open(&path)
            .and_then(|f| f.sync_all())
            .map_err(io_at(&path))?;
    }
    sync_dirs(dir)
}

/// Removes the tree at `dir`, its top-level folders in parallel: a rebuild
/// of thousands of tiles unlinks as many files from the tree it replaced,
/// most of them in two folders (`svg/` and `png/`).
fn remove_tree(dir: &Path) -> Result<(), OutputError> {
    use rayon::prelude::*;
    let entries: Vec<fs::DirEntry> = fs::read_dir(dir)
        .and_then(|entries| entries.collect())
        .map_err(io_at(dir))?;
    entries.par_iter().try_for_each(|entry| {
        let path = entry.path();
        let removed = match entry.file_type() {
            Ok(kind) if kind.is_dir() => fs::remove_dir_all(&path),
            Ok(_) => fs::remove_file(&path),
            Err(e) => Err(e),
        };
        removed.map_err(io_at(&path))
    })?;
    fs::remove_dir(dir).map_err(io_at(dir))
}

/// Flushes `dir` and every directory under it, so the entries survive a crash.
fn sync_dirs(dir: &Path) -> Result<(), OutputError> {
    for entry in fs::read_dir(dir).map_err(io_at(dir))? {
        let entry = entry.map_err(io_at(dir))?;
        if entry.file_type().map_err(io_at(dir))?.is_dir() {
            sync_dirs(&entry.path())?;
        }
    }
    sync_dir(dir)
}

/// Flushes one directory's entries. Platforms that cannot open a directory
/// as a file (Windows) skip this.
fn sync_dir(dir: &Path) -> Result<(), OutputError> {
    if cfg!(unix) {
        File::open(dir)
            .and_then(|f| f.sync_all())
            .map_err(io_at(dir))?;
    }
    Ok(())
}

/// Swaps two directories in one step. Returns `false` where the platform
/// or the file system cannot.
#[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
fn exchange(a: &Path, b: &Path) -> io::Result<bool> {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    use rustix::io::Errno;
    match renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE) {
        Ok(()) => Ok(true),
        Err(Errno::INVAL | Errno::NOSYS | Errno::NOTSUP) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
fn exchange(_: &Path, _: &Path) -> io::Result<bool> {
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
        let mut out = Vec::new();
        for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
            let entry = entry.unwrap();
            if entry.file_type().is_file() {
                let rel = entry.path().strip_prefix(dir).unwrap();
                out.push((
                    rel.to_string_lossy().into_owned(),
                    fs::read(entry.path()).unwrap(),
                ));
            }
        }
        out
    }

    fn build(out: &Path, text: &str) -> Result<Vec<String>, OutputError> {
        let staging = Staging::begin(out)?;
        staging.write("a/b.txt", text.as_bytes())?;
        staging.write("c.txt", b"c")?;
        staging.commit()
    }

    #[cfg(unix)]
    #[test]
    fn an_update_replaces_a_link_inside_the_tree_and_leaves_what_it_named_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        let precious = tmp.path().join("precious.txt");
        fs::write(&precious, b"precious").unwrap();
        let update = Update::begin(&out).unwrap();
        fs::create_dir_all(out.join("svg")).unwrap();
        std::os::unix::fs::symlink(&precious, out.join("svg/h1-01.svg")).unwrap();
        update.put("svg/h1-01.svg", b"<svg/>", None).unwrap();
        update.finish().unwrap();
        assert!(
            fs::symlink_metadata(out.join("svg/h1-01.svg"))
                .unwrap()
                .is_file()
        );
        assert_eq!(fs::read(out.join("svg/h1-01.svg")).unwrap(), b"<svg/>");
        assert_eq!(fs::read(&precious).unwrap(), b"precious");
    }

    #[test]
    fn a_missing_output_directory_is_created() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("deep/out");
        let files = build(&out, "one").unwrap();
        assert_eq!(files, [KEYS, MARKER, "a/b.txt", "c.txt"]);
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "one");
    }

    #[test]
    fn a_second_build_replaces_the_whole_tree() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        fs::write(out.join("stray.txt"), "left from before").unwrap();
        build(&out, "two").unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
        assert!(!out.join("stray.txt").exists());
        assert_eq!(
            names(tmp.path()),
            ["out"],
            "no staging directory or lock file is left beside it"
        );
    }

    #[test]
    fn a_regular_file_is_never_replaced() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        fs::write(&out, "precious").unwrap();
        assert!(matches!(
            build(&out, "x"),
            Err(OutputError::NotADirectory(_))
        ));
        assert_eq!(fs::read_to_string(&out).unwrap(), "precious");
    }

    #[test]
    fn a_directory_of_someone_elses_files_is_never_replaced() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        fs::create_dir(&out).unwrap();
        fs::write(out.join("notes.txt"), "precious").unwrap();
        assert!(matches!(build(&out, "x"), Err(OutputError::NotOurs(_))));
        assert_eq!(
            fs::read_to_string(out.join("notes.txt")).unwrap(),
            "precious"
        );
    }

    #[test]
    fn an_empty_directory_is_taken_over() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        fs::create_dir(&out).unwrap();
        build(&out, "one").unwrap();
        assert!(out.join(MARKER).is_file());
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_keeps_pointing_at_the_rebuilt_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let real = tmp.path().join("elsewhere/real-out");
        fs::create_dir_all(&real).unwrap();
        let link = tmp.path().join("out");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        build(&link, "one").unwrap();
        build(&link, "two").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        assert_eq!(fs::read_to_string(real.join("a/b.txt")).unwrap(), "two");
        assert_eq!(fs::read_dir(real.parent().unwrap()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_dangling_link_or_a_link_to_a_file_is_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let link = tmp.path().join("out");
        std::os::unix::fs::symlink(tmp.path().join("nowhere"), &link).unwrap();
        assert!(matches!(
            build(&link, "x"),
            Err(OutputError::DanglingLink { .. })
        ));
        let file = tmp.path().join("file");
        fs::write(&file, "precious").unwrap();
        let link2 = tmp.path().join("out2");
        std::os::unix::fs::symlink(&file, &link2).unwrap();
        assert!(matches!(
            build(&link2, "x"),
            Err(OutputError::NotADirectory(_))
        ));
        assert_eq!(fs::read_to_string(&file).unwrap(), "precious");
    }

    #[test]
    fn an_abandoned_build_changes_nothing() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        let before = tree(&out);
        {
            let staging = Staging::begin(&out).unwrap();
            staging.write("a/b.txt", b"half").unwrap();
            // Dropped without commit, as when an exporter fails.
        }
        assert_eq!(tree(&out), before);
        assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 1);
    }

    /// The names of the entries of `dir`, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn leftovers_of_a_killed_build_are_cleaned_up() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        // Staging directories of builds that no longer run, named after
        // processes that do (pids are reused): this one and pid 1. Their
        // lock file is left, unlocked, as a killed build leaves it.
        let stale = [
            tmp.path().join(format!(".out.tmp-{}", std::process::id())),
            tmp.path().join(".out.tmp-1"),
        ];
        for dir in &stale {
            fs::create_dir_all(dir.join("a")).unwrap();
            fs::write(dir.join("a/b.txt"), "half").unwrap();
        }
        fs::write(tmp.path().join(".out.lock"), "").unwrap();
        build(&out, "two").unwrap();
        assert_eq!(names(tmp.path()), ["out"], "no leftover, no lock file");
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
    }

    #[test]
    fn a_staging_directory_is_left_alone_while_its_build_holds_the_lock() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        // A build that is still running: its staging directory, and the
        // output's lock, held.
        let running = tmp.path().join(".out.tmp-0");
        fs::create_dir_all(running.join("a")).unwrap();
        fs::write(running.join("a/b.txt"), "half").unwrap();
        let lock = File::create(tmp.path().join(".out.lock")).unwrap();
        lock.lock().unwrap();
        let second = {
            let out = out.clone();
            std::thread::spawn(move || build(&out, "two"))
        };
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(!second.is_finished(), "the second build waits for the lock");
        assert_eq!(
            fs::read_to_string(running.join("a/b.txt")).unwrap(),
            "half",
            "the running build's staging directory is left alone"
        );
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "one");
        // The running build ends (here: killed, leaving its directory).
        drop(lock);
        second.join().unwrap().unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
        assert_eq!(names(tmp.path()), ["out"], "its leftovers are cleaned");
    }

    #[test]
    fn builds_into_one_output_take_turns() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "zero").unwrap();
        let builds: Vec<_> = (0..4)
            .map(|i| {
                let out = out.clone();
                std::thread::spawn(move || {
                    for j in 0..5 {
                        build(&out, &format!("{i}.{j}")).unwrap();
                    }
                })
            })
            .collect();
        for b in builds {
            b.join().unwrap();
        }
        let text = fs::read_to_string(out.join("a/b.txt")).unwrap();
        assert!(text.ends_with(".4"), "{text}");
        assert_eq!(fs::read_to_string(out.join("c.txt")).unwrap(), "c");
        assert_eq!(names(tmp.path()), ["out"]);
    }

    #[test]
    fn a_tree_left_aside_by_an_interrupted_swap_is_put_back() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        let before = tree(&out);
        // Killed between the two renames of the fallback swap.
        fs::rename(&out, tmp.path().join(".out.old-0")).unwrap();
        let staging = Staging::begin(&out).unwrap();
        assert_eq!(tree(&out), before);
        drop(staging);
    }

    #[test]
    fn a_file_linked_from_the_previous_tree_survives_its_deletion() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        let staging = Staging::begin(&out).unwrap();
        let previous = staging.previous().unwrap().to_path_buf();
        staging
            .link("kept/b.txt", &previous.join("a/b.txt"))
            .unwrap();
        staging
            .write_with("big.txt", |w| w.write_all(b"streamed"))
            .unwrap();
        let files = staging.commit().unwrap();
        assert_eq!(files, [KEYS, MARKER, "big.txt", "kept/b.txt"]);
        assert_eq!(fs::read_to_string(out.join("kept/b.txt")).unwrap(), "one");
        assert_eq!(fs::read_to_string(out.join("big.txt")).unwrap(), "streamed");
        assert!(!out.join("a").exists(), "the previous tree is gone");
    }

    #[test]
    fn only_a_tree_a_build_wrote_is_offered_for_linking() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        assert!(Staging::begin(&out).unwrap().previous().is_none());
        fs::create_dir(&out).unwrap();
        assert!(Staging::begin(&out).unwrap().previous().is_none());
        build(&out, "one").unwrap();
        assert!(Staging::begin(&out).unwrap().previous().is_some());
    }

    #[test]
    fn exporters_cannot_write_outside_the_tree() {
        let tmp = tempfile::tempdir().unwrap();
        let staging = Staging::begin(&tmp.path().join("out")).unwrap();
        for bad in ["", "../x", "/etc/x", "a/../../x", MARKER, KEYS] {
            assert!(
                matches!(staging.write(bad, b"x"), Err(OutputError::BadEntry(_))),
                "{bad}"
            );
        }
    }

    fn keyed_build(out: &Path, files: &[(&str, &str, &str)]) -> Vec<bool> {
        let staging = Staging::begin(out).unwrap();
        let mut reused = Vec::new();
        for (name, text, key) in files {
            let kept = staging.reuse(name, key).unwrap();
            if !kept {
                staging.put(name, text.as_bytes(), Some(key)).unwrap();
            }
            reused.push(kept);
        }
        staging.commit().unwrap();
        reused
    }

    #[test]
    fn a_build_takes_over_a_file_only_while_its_key_is_the_same() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        assert_eq!(keyed_build(&out, &[("a", "one", "k1")]), [false]);
        assert_eq!(keyed_build(&out, &[("a", "one", "k1")]), [true]);
        assert_eq!(keyed_build(&out, &[("a", "two", "k2")]), [false]);
        assert_eq!(fs::read_to_string(out.join("a")).unwrap(), "two");
    }

    #[test]
    fn a_file_changed_in_place_is_never_taken_over_with_its_old_key() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        keyed_build(&out, &[("a", "one", "k1"), ("b", "bee", "kb")]);
        let update = Update::begin(&out).unwrap();
        assert!(
            !out.join(KEYS).exists(),
            "no key can speak for a file being changed"
        );
        assert!(
            update.reuse("b", "kb").unwrap(),
            "an unchanged file is in place"
        );
        update.put("a", b"other", None).unwrap();
        update.finish().unwrap();
        assert_eq!(
            keyed_build(&out, &[("a", "one", "k1"), ("b", "bee", "kb")]),
            [false, true]
        );
        assert_eq!(fs::read_to_string(out.join("a")).unwrap(), "one");
    }

    #[test]
    fn an_update_keeps_the_keys_of_what_it_writes_and_drops_what_it_removes() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        let update = Update::begin(&out).unwrap();
        update.put("d/x", b"x", Some("kx")).unwrap();
        update.put("d/y", b"y", Some("ky")).unwrap();
        update.remove("d/y").unwrap();
        assert_eq!(update.list("d").unwrap(), ["x"]);
        assert_eq!(update.get("d/x", "kx").as_deref(), Some(&b"x"[..]));
        assert_eq!(update.get("d/x", "other"), None);
        update.finish().unwrap();
        assert_eq!(
            keyed_build(&out, &[("d/x", "x", "kx"), ("d/y", "y", "ky")]),
            [true, false]
        );
    }
}
