//! The one way halflings writes a file that a user names, and reads a file
//! back: every command that writes a single file (`schema`, `fmt`, `new`,
//! `conformance cases --out`, `conformance run --json`, the tables of a
//! `build.rs`) writes through [`Writer`], and every file read back (a
//! definition, a saved suite, the build's keys) is read through
//! [`read_at_most`]. The output trees of `build`, `render` and `sheets` are
//! written by `halflings-build`'s sinks, which use the same two calls for the
//! files they name outside a tree.
//!
//! What a write does, by what the path names:
//!
//! - nothing: the file is created, with its folders, through a temporary
//!   file renamed into place, so a reader never sees half a file;
//! - a regular file: it is left alone when it already holds the bytes
//!   (nothing watching it sees a change), and otherwise replaced atomically
//!   in the same way, keeping its permissions;
//! - a symbolic link: the write goes through it. The file it names is
//!   written (as above) and the link stays a link. A link to nothing, or a
//!   loop of links, is refused;
//! - a character device (`/dev/null`, a terminal) or a named pipe: the
//!   bytes are written to it as a stream. It is never read, never
//!   truncated, never replaced. A named pipe that nothing reads is refused
//!   at once rather than waited on;
//! - a directory, a socket or a block device (a disk): refused.
//!
//! A [`Writer`] may also be told of folders it must never write into
//! ([`Writer::forbid`]): the tiles folder, for every command but the two
//! whose work is to edit it (`fmt` and `new`). The check is made on the
//! path with every link resolved, so a link out of the way into the
//! folder is refused too.
//!
//! A read ([`read_at_most`]) takes regular files only (links followed),
//! refusing a pipe, device or socket before waiting on it, and reads at
//! most the limit its caller states.
//!
//! Standard output and error are written through [`stdout`], where a
//! reader that goes away ends the command with status 141.
//!
//! Every error names the path and the reason. This crate depends on no
//! other crate of the workspace, and it must never: it is below all of
//! them.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod stdout;

use std::fs::{self, File};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};

/// Why a file could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The system refused an operation on the path.
    #[error("{}: cannot {action}: {source}", .path.display())]
    Io {
        /// The path as named.
        path: PathBuf,
        /// What was being done ("write", "read", "replace", ...).
        action: &'static str,
        /// The system's reason.
        source: io::Error,
    },
    /// The path lies inside a folder this writer may not write into.
    #[error(
        "{}: is inside {}, which this command never writes into; name a path outside it",
        .path.display(), .folder.display()
    )]
    Forbidden {
        /// The path as named.
        path: PathBuf,
        /// The folder, as it was given to [`Writer::forbid`].
        folder: PathBuf,
    },
    /// The path names something that is not written to.
    #[error("{}: is {kind}; refusing to write to it (name a file)", .path.display())]
    Refused {
        /// The path as named.
        path: PathBuf,
        /// What it is: "a directory", "a socket", "a block device".
        kind: &'static str,
    },
    /// The path is a named pipe with no reader.
    #[error(
        "{}: is a named pipe that nothing is reading; refusing to wait for a reader (start the reader first, or name a file)",
        .0.display()
    )]
    NoReader(PathBuf),
    /// The path is a symbolic link to nothing.
    #[error(
        "{}: is a symbolic link to {}, which does not exist; create the file it names, or remove the link",
        .path.display(), .target.display()
    )]
    DanglingLink {
        /// The path as named.
        path: PathBuf,
        /// What the link says.
        target: PathBuf,
    },
    /// [`Writer::create`] found something at the path.
    #[error("{}: already exists; it is never overwritten", .0.display())]
    Exists(PathBuf),
    /// A read found something that is not a regular file.
    #[error("{}: is {kind}, not a regular file; it is not read", .path.display())]
    NotAFile {
        /// The path as named.
        path: PathBuf,
        /// What it is: "a named pipe", "a character device", ...
        kind: &'static str,
    },
    /// A read found a file larger than its limit.
    #[error("{}: is larger than {limit} bytes, the most read there", .path.display())]
    TooLarge {
        /// The path as named.
        path: PathBuf,
        /// The limit, in bytes.
        limit: u64,
    },
}

impl FileError {
    fn io<'a>(path: &'a Path, action: &'static str) -> impl FnOnce(io::Error) -> FileError + 'a {
        move |source| FileError::Io {
            path: path.to_owned(),
            action,
            source,
        }
    }
}

/// What a write did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// The file already held the bytes; it was not touched.
    Unchanged,
    /// A new file was created.
    Created,
    /// A regular file (perhaps through a link) was replaced.
    Replaced,
    /// The bytes went to a device or a pipe.
    Streamed,
}

impl Written {
    /// Whether anything was written.
    pub fn changed(self) -> bool {
        self != Written::Unchanged
    }
}

/// Writes files by the rules in the [crate documentation](crate).
#[derive(Debug, Clone)]
pub struct Writer {
    /// Folders never written into: as given, and resolved.
    forbidden: Vec<(PathBuf, PathBuf)>,
    /// Whether a replaced file is flushed to disk before its rename.
    sync: bool,
}

impl Default for Writer {
    fn default() -> Self {
        Writer::new()
    }
}

impl Writer {
    /// A writer that may write anywhere, flushing each file it replaces to
    /// disk before renaming it into place.
    pub fn new() -> Writer {
        Writer {
            forbidden: Vec::new(),
            sync: true,
        }
    }

    /// Never writes into `folder` or anything under it (through links
    /// too). A folder that does not exist yet is compared as written.
    pub fn forbid(mut self, folder: &Path) -> Writer {
        self.forbidden.push((folder.to_owned(), resolved(folder)));
        self
    }

    /// Does not flush replaced files to disk: for files that are made
    /// again when lost (an output tree's), where a flush per file would
    /// cost more than the file.
    pub fn unsynced(mut self) -> Writer {
        self.sync = false;
        self
    }

    /// Writes `bytes` to `path` by the rules in the
    /// [crate documentation](crate).
    pub fn write(&self, path: &Path, bytes: &[u8]) -> Result<Written, FileError> {
        match self.target(path)? {
            Target::Missing => {
                make_parent(path)?;
                replace(path, path, bytes, None, self.sync)?;
                Ok(Written::Created)
            }
            Target::Regular { real, permissions } => {
                if holds(&real, bytes) {
                    return Ok(Written::Unchanged);
                }
                replace(path, &real, bytes, Some(permissions), self.sync)?;
                Ok(Written::Replaced)
            }
            Target::Stream { pipe } => {
                stream(path, bytes, pipe)?;
                Ok(Written::Streamed)
            }
        }
    }

    /// Writes `bytes` to a new file at `path`, creating its folders;
    /// refuses when anything (a file, a link, even a link to nothing) is
    /// there already. The file appears whole or not at all.
    pub fn create(&self, path: &Path, bytes: &[u8]) -> Result<(), FileError> {
        if fs::symlink_metadata(path).is_ok() {
            return Err(FileError::Exists(path.to_owned()));
        }
        self.check_allowed(path, &resolved(path))?;
        make_parent(path)?;
        let tmp = temporary(path);
        let made =
            write_temporary(&tmp, bytes, None, self.sync).and_then(|()| fs::hard_link(&tmp, path));
        let _ = fs::remove_file(&tmp);
        match made {
            Ok(()) => sync_parent(path, self.sync),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                Err(FileError::Exists(path.to_owned()))
            }
            Err(e) => Err(FileError::io(path, "write")(e)),
        }
    }

    /// Replaces the entry at `path` itself with a regular file holding
    /// `bytes`, atomically: a file is replaced, and so is a link, which
    /// is not followed. For the files inside a tree this program owns (an
    /// output directory), where a link is not the user's but a stray, and
    /// following it could write outside the tree.
    pub fn replace(&self, path: &Path, bytes: &[u8]) -> Result<(), FileError> {
        let real = match (path.parent(), path.file_name()) {
            (Some(dir), Some(name)) => resolved(dir).join(name),
            _ => resolved(path),
        };
        self.check_allowed(path, &real)?;
        make_parent(path)?;
        replace(path, path, bytes, None, self.sync)
    }

    /// What `path` names, refused when it is not to be written.
    fn target(&self, path: &Path) -> Result<Target, FileError> {
        let meta = match fs::symlink_metadata(path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                self.check_allowed(path, &resolved(path))?;
                return Ok(Target::Missing);
            }
            Err(e) => return Err(FileError::io(path, "look at")(e)),
            Ok(meta) => meta,
        };
        let linked = meta.is_symlink();
        let meta = if linked {
            match fs::metadata(path) {
                Ok(target) => target,
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    return Err(FileError::DanglingLink {
                        path: path.to_owned(),
                        target: fs::read_link(path).unwrap_or_default(),
                    });
                }
                Err(e) => return Err(FileError::io(path, "follow the link")(e)),
            }
        } else {
            meta
        };
        match kind(&meta) {
            Kind::File => {
                // The file a link names is the one replaced.
                let real = if linked {
                    fs::canonicalize(path).map_err(FileError::io(path, "follow the link"))?
                } else {
                    resolved(path)
                };
                self.check_allowed(path, &real)?;
                Ok(Target::Regular {
                    real,
                    permissions: meta.permissions(),
                })
            }
            // Opened by the name given: `/dev/stdout` names a pipe through
            // a link no path resolves.
            Kind::Pipe | Kind::CharDevice => {
                self.check_allowed(path, &resolved(path))?;
                Ok(Target::Stream {
                    pipe: kind(&meta) == Kind::Pipe,
                })
            }
            other => Err(FileError::Refused {
                path: path.to_owned(),
                kind: other.name(),
            }),
        }
    }

    /// Refuses `real` (the path `path` resolves to) when it lies in a
    /// forbidden folder.
    fn check_allowed(&self, path: &Path, real: &Path) -> Result<(), FileError> {
        match self.forbidden.iter().find(|(_, f)| real.starts_with(f)) {
            Some((folder, _)) => Err(FileError::Forbidden {
                path: path.to_owned(),
                folder: folder.clone(),
            }),
            None => Ok(()),
        }
    }
}

/// What a path to be written names.
enum Target {
    /// Nothing.
    Missing,
    /// A regular file, at `real` with every link resolved.
    Regular {
        real: PathBuf,
        permissions: fs::Permissions,
    },
    /// A character device, or a named pipe.
    Stream { pipe: bool },
}

/// The kinds of things a path may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    File,
    Directory,
    Pipe,
    Socket,
    CharDevice,
    BlockDevice,
    Other,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::File => "a regular file",
            Kind::Directory => "a directory",
            Kind::Pipe => "a named pipe",
            Kind::Socket => "a socket",
            Kind::CharDevice => "a character device",
            Kind::BlockDevice => "a block device (a disk)",
            Kind::Other => "not a regular file",
        }
    }
}

fn kind(meta: &fs::Metadata) -> Kind {
    let t = meta.file_type();
    if t.is_file() {
        return Kind::File;
    }
    if t.is_dir() {
        return Kind::Directory;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_fifo() {
            return Kind::Pipe;
        }
        if t.is_socket() {
            return Kind::Socket;
        }
        if t.is_char_device() {
            return Kind::CharDevice;
        }
        if t.is_block_device() {
            return Kind::BlockDevice;
        }
    }
    Kind::Other
}

/// Whether the regular file at `path` holds exactly `bytes`. Reads no more
/// than `bytes.len()`, and nothing when the sizes differ.
fn holds(path: &Path, bytes: &[u8]) -> bool {
    let Ok(mut file) = open_read(path) else {
        return false;
    };
    match file.metadata() {
        Ok(meta) if meta.is_file() && meta.len() == bytes.len() as u64 => {}
        _ => return false,
    }
    let mut old = Vec::with_capacity(bytes.len());
    (&mut file)
        .take(bytes.len() as u64 + 1)
        .read_to_end(&mut old)
        .is_ok()
        && old == bytes
}

/// Creates the folder `path` goes in.
fn make_parent(path: &Path) -> Result<(), FileError> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => {
            fs::create_dir_all(dir).map_err(FileError::io(dir, "create the folder"))
        }
        _ => Ok(()),
    }
}

/// The name a file is written under before it is renamed to `path`:
/// hidden, beside it, with this process's id.
fn temporary(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Writes a new temporary file (never through something already there:
/// a stale one is removed first).
fn write_temporary(
    tmp: &Path,
    bytes: &[u8],
    permissions: Option<fs::Permissions>,
    sync: bool,
) -> io::Result<()> {
    let open = || {
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(tmp)
    };
    let mut file = match open() {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            fs::remove_file(tmp)?;
            open()?
        }
        other => other?,
    };
    file.write_all(bytes)?;
    if let Some(permissions) = permissions {
        file.set_permissions(permissions)?;
    }
    if sync {
        file.sync_all()?;
    }
    Ok(())
}

/// Replaces the file at `real` (which `named` resolves to) with `bytes`
/// through a temporary file renamed over it. A write cut short (a full
/// disk) or a failed rename leaves the old file and no temporary one.
fn replace(
    named: &Path,
    real: &Path,
    bytes: &[u8],
    permissions: Option<fs::Permissions>,
    sync: bool,
) -> Result<(), FileError> {
    let tmp = temporary(real);
    write_temporary(&tmp, bytes, permissions, sync)
        .and_then(|()| fs::rename(&tmp, real))
        .map_err(|e| {
            let _ = fs::remove_file(&tmp);
            FileError::io(named, "write")(e)
        })?;
    sync_parent(real, sync)
}

/// Flushes the folder holding `path`, so that a rename survives a crash
/// (on Unix; elsewhere a folder cannot be opened as a file).
fn sync_parent(path: &Path, sync: bool) -> Result<(), FileError> {
    if !(sync && cfg!(unix)) {
        return Ok(());
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(FileError::io(path, "flush the folder of"))
}

/// Writes `bytes` to the device or named pipe at `path` as a stream.
fn stream(path: &Path, bytes: &[u8], pipe: bool) -> Result<(), FileError> {
    let mut file = open_stream(path).map_err(|e| {
        if pipe && e.raw_os_error() == Some(rustix_enxio()) {
            FileError::NoReader(path.to_owned())
        } else {
            FileError::io(path, "open")(e)
        }
    })?;
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(FileError::io(path, "write"))
}

/// Opens a device or pipe for writing without waiting for a reader (a
/// pipe without one is `ENXIO`), then makes later writes wait as usual.
#[cfg(unix)]
fn open_stream(path: &Path) -> io::Result<File> {
    use rustix::fs::{Mode, OFlags};
    let fd = rustix::fs::open(
        path,
        OFlags::WRONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY,
        Mode::empty(),
    )?;
    let flags = rustix::fs::fcntl_getfl(&fd)?;
    rustix::fs::fcntl_setfl(&fd, flags - OFlags::NONBLOCK)?;
    Ok(File::from(fd))
}

#[cfg(not(unix))]
fn open_stream(path: &Path) -> io::Result<File> {
    fs::OpenOptions::new().write(true).open(path)
}

#[cfg(unix)]
fn rustix_enxio() -> i32 {
    rustix::io::Errno::NXIO.raw_os_error()
}

#[cfg(not(unix))]
fn rustix_enxio() -> i32 {
    -1
}

/// Opens a file for reading without waiting on a pipe's writer.
#[cfg(unix)]
fn open_read(path: &Path) -> io::Result<File> {
    use rustix::fs::{Mode, OFlags};
    let fd = rustix::fs::open(
        path,
        OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY,
        Mode::empty(),
    )?;
    Ok(File::from(fd))
}

#[cfg(not(unix))]
fn open_read(path: &Path) -> io::Result<File> {
    File::open(path)
}

/// Reads the regular file at `path` (links followed), at most `limit`
/// bytes of it. A pipe, device, socket or directory is refused without
/// being read or waited on, and a larger file is refused
/// ([`FileError::TooLarge`]) after reading no more than `limit + 1` bytes.
pub fn read_at_most(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let not_a_file = |meta: &fs::Metadata| FileError::NotAFile {
        path: path.to_owned(),
        kind: kind(meta).name(),
    };
    // Looked at before opening: opening some devices does something.
    let meta = fs::metadata(path).map_err(FileError::io(path, "read"))?;
    if !meta.is_file() {
        return Err(not_a_file(&meta));
    }
    let file = open_read(path).map_err(FileError::io(path, "read"))?;
    // Looked at again on the open file: the path may have changed since.
    let meta = file.metadata().map_err(FileError::io(path, "read"))?;
    if !meta.is_file() {
        return Err(not_a_file(&meta));
    }
    let too_large = || FileError::TooLarge {
        path: path.to_owned(),
        limit,
    };
    if meta.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(FileError::io(path, "read"))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// `path` made absolute with every symbolic link resolved, as far as it
/// exists; the part that does not exist yet is appended as written. For
/// telling whether one path lies inside another.
pub fn resolved(path: &Path) -> PathBuf {
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

#[cfg(test)]
mod testing;
