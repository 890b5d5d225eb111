//! The output directory, replaced as a whole.
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
//! What the output path may be:
//! - missing: it is created (with its parent directories);
//! - a directory that a build wrote (it holds the [`MARKER`] file), or an
//!   empty directory: it is replaced;
//! - a symbolic link to a directory: the directory it points to is replaced
//!   and the link is left as it is (the staging directory goes beside the
//!   link's target, so the swap stays on one file system);
//! - anything else (a file, a dangling link, a directory holding files that
//!   no build wrote): the build refuses with an error and changes nothing.
//!   A build never deletes files it did not write.

use std::fs::{self, File};
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

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
    committed: bool,
}

impl Staging {
    /// Checks the output path, cleans up after killed builds and creates an
    /// empty staging directory beside it.
    pub fn begin(out: &Path) -> Result<Staging, OutputError> {
        let target = resolve(out)?;
        let (parent, name) = split(&target)?;
        recover(&parent, &name, &target)?;
        check_ours(&target)?;
        let dir = parent.join(format!(".{name}.tmp-{}", std::process::id()));
        if fs::symlink_metadata(&dir).is_ok() {
            fs::remove_dir_all(&dir).map_err(io_at(&dir))?;
        }
        fs::create_dir(&dir).map_err(io_at(&dir))?;
        let previous = target.join(MARKER).is_file().then(|| target.clone());
        Ok(Staging {
            named: out.to_owned(),
            target,
            dir,
            files: Mutex::new(Vec::new()),
            previous,
            committed: false,
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

    /// Puts the file `existing` (normally a file of [`Staging::previous`])
    /// at `relative` inside the new tree without writing it again: as a hard
    /// link, or where the file system cannot link, as a copy.
    pub fn link(&self, relative: &str, existing: &Path) -> Result<(), OutputError> {
        let path = self.entry(relative)?;
        if fs::hard_link(existing, &path).is_err() {
            fs::copy(existing, &path).map_err(io_at(existing))?;
        }
        self.record(relative);
        Ok(())
    }

    /// The path of a new file at `relative`, its directories created.
    fn entry(&self, relative: &str) -> Result<PathBuf, OutputError> {
        let rel = Path::new(relative);
        let plain = rel.components().all(|c| matches!(c, Component::Normal(_)));
        if relative.is_empty() || !plain || relative == MARKER {
            return Err(OutputError::BadEntry(relative.to_owned()));
        }
        let path = self.dir.join(rel);
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
            fs::remove_dir_all(&self.dir).map_err(io_at(&self.dir))?;
        }
        files.sort();
        Ok(files)
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
    let (out_abs, tiles_abs) = (resolved(out), resolved(tiles));
    if out_abs.starts_with(&tiles_abs) || tiles_abs.starts_with(&out_abs) {
        return Err(OutputError::OverlapsTiles {
            out: out.to_owned(),
            tiles: tiles.to_owned(),
        });
    }
    Ok(())
}

/// `path` made absolute with every symbolic link resolved, as far as it exists;
/// the part that does not exist yet is appended as written.
fn resolved(path: &Path) -> PathBuf {
    let absolute = if path.is_absolute() {
        path.to_owned()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return out;
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_owned());
                existing = parent;
            }
            _ => return absolute,
        }
    }
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
/// aside by an interrupted two-rename swap, and deletes staging directories
/// whose build is no longer running.
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
        let Ok(pid) = pid.parse::<u32>() else {
            continue;
        };
        if pid != std::process::id() && !running(pid) {
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

/// Whether process `pid` is running. Where this cannot be told (no
/// `/proc`), every other build is taken to have ended.
fn running(pid: u32) -> bool {
    let proc = Path::new("/proc");
    proc.join("self").exists() && proc.join(pid.to_string()).exists()
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

    #[test]
    fn a_missing_output_directory_is_created() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("deep/out");
        let files = build(&out, "one").unwrap();
        assert_eq!(files, [MARKER, "a/b.txt", "c.txt"]);
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
        let names: Vec<_> = fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names, ["out"], "no staging directory is left beside it");
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

    #[test]
    fn leftovers_of_a_killed_build_are_cleaned_up() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        build(&out, "one").unwrap();
        // A staging directory of a build that no longer runs (pid 0 never
        // names a user process).
        let stale = tmp.path().join(".out.tmp-0");
        fs::create_dir_all(stale.join("a")).unwrap();
        fs::write(stale.join("a/b.txt"), "half").unwrap();
        build(&out, "two").unwrap();
        assert!(!stale.exists());
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
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
        assert_eq!(files, [MARKER, "big.txt", "kept/b.txt"]);
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
        for bad in ["", "../x", "/etc/x", "a/../../x", MARKER] {
            assert!(
                matches!(staging.write(bad, b"x"), Err(OutputError::BadEntry(_))),
                "{bad}"
            );
        }
    }
}
