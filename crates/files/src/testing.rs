use super::*;

use std::time::{Duration, Instant};

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// The names in `dir`, sorted: to see that no temporary file is left.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_missing_file_is_created_with_its_folders() {
    let tmp = dir();
    let path = tmp.path().join("a/b/out.json");
    assert_eq!(Writer::new().write(&path, b"{}").unwrap(), Written::Created);
    assert_eq!(fs::read(&path).unwrap(), b"{}");
    assert_eq!(names(&tmp.path().join("a/b")), ["out.json"]);
}

#[cfg(unix)]
#[test]
fn a_regular_file_is_left_alone_when_it_holds_the_bytes_and_else_replaced_keeping_its_mode() {
    use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
    let tmp = dir();
    let path = tmp.path().join("out.json");
    fs::write(&path, b"old").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    let inode = fs::metadata(&path).unwrap().ino();

    assert_eq!(
        Writer::new().write(&path, b"old").unwrap(),
        Written::Unchanged
    );
    assert_eq!(fs::metadata(&path).unwrap().ino(), inode, "not touched");

    assert_eq!(
        Writer::new().write(&path, b"new").unwrap(),
        Written::Replaced
    );
    let meta = fs::metadata(&path).unwrap();
    assert_ne!(
        meta.ino(),
        inode,
        "replaced by a rename, not rewritten in place"
    );
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert_eq!(fs::read(&path).unwrap(), b"new");
    assert_eq!(names(tmp.path()), ["out.json"]);
}

#[cfg(unix)]
#[test]
fn a_link_is_written_through_and_stays_a_link() {
    let tmp = dir();
    let real = tmp.path().join("real.json");
    let link = tmp.path().join("link.json");
    fs::write(&real, b"old").unwrap();
    std::os::unix::fs::symlink("real.json", &link).unwrap();

    assert_eq!(
        Writer::new().write(&link, b"new").unwrap(),
        Written::Replaced
    );
    assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
    assert_eq!(fs::read_link(&link).unwrap(), Path::new("real.json"));
    assert_eq!(fs::read(&real).unwrap(), b"new");
    assert_eq!(names(tmp.path()), ["link.json", "real.json"]);
}

#[cfg(unix)]
#[test]
fn a_link_to_nothing_a_loop_and_a_directory_are_refused_and_left_as_they_are() {
    let tmp = dir();
    let dangling = tmp.path().join("dangling");
    std::os::unix::fs::symlink("nowhere", &dangling).unwrap();
    let err = Writer::new().write(&dangling, b"x").unwrap_err();
    assert!(matches!(err, FileError::DanglingLink { .. }), "{err}");
    assert!(err.to_string().contains("nowhere"), "{err}");
    assert!(!tmp.path().join("nowhere").exists());

    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    std::os::unix::fs::symlink("b", &a).unwrap();
    std::os::unix::fs::symlink("a", &b).unwrap();
    let err = Writer::new().write(&a, b"x").unwrap_err();
    assert!(err.to_string().contains("cannot follow the link"), "{err}");
    assert!(fs::symlink_metadata(&a).unwrap().is_symlink());

    let err = Writer::new().write(tmp.path(), b"x").unwrap_err();
    assert!(err.to_string().contains("is a directory"), "{err}");
    assert_eq!(names(tmp.path()), ["a", "b", "dangling"]);
}

#[cfg(target_os = "linux")]
#[test]
fn a_device_is_written_as_a_stream_and_never_replaced_and_a_full_one_is_an_error() {
    let null = Path::new("/dev/null");
    assert_eq!(
        Writer::new().write(null, b"bytes").unwrap(),
        Written::Streamed
    );
    assert!(!fs::metadata(null).unwrap().is_file(), "still a device");

    let err = Writer::new()
        .write(Path::new("/dev/full"), b"bytes")
        .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("/dev/full: cannot write: No space left on device"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_without_a_reader_is_refused_at_once_and_one_with_a_reader_gets_the_bytes() {
    let tmp = dir();
    let fifo = tmp.path().join("fifo");
    rustix::fs::mkfifoat(rustix::fs::CWD, &fifo, rustix::fs::Mode::from(0o600)).unwrap();

    let start = Instant::now();
    let err = Writer::new().write(&fifo, b"bytes").unwrap_err();
    assert!(matches!(err, FileError::NoReader(_)), "{err}");
    assert!(start.elapsed() < Duration::from_secs(5));

    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read(fifo).unwrap())
    };
    // The reader's open waits for a writer; the write waits for the reader.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match Writer::new().write(&fifo, b"bytes") {
            Ok(written) => {
                assert_eq!(written, Written::Streamed);
                break;
            }
            Err(FileError::NoReader(_)) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(reader.join().unwrap(), b"bytes");
    use std::os::unix::fs::FileTypeExt as _;
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[cfg(unix)]
#[test]
fn a_forbidden_folder_is_refused_directly_and_through_a_link() {
    let tmp = dir();
    let tiles = tmp.path().join("tiles");
    fs::create_dir(&tiles).unwrap();
    fs::write(tiles.join("expansion.toml"), b"precious").unwrap();
    let link = tmp.path().join("out.json");
    std::os::unix::fs::symlink("tiles/expansion.toml", &link).unwrap();
    let writer = Writer::new().forbid(&tiles);

    for path in [tiles.join("expansion.toml"), tiles.join("new.json"), link] {
        let err = writer.write(&path, b"x").unwrap_err();
        assert!(matches!(err, FileError::Forbidden { .. }), "{err}");
        assert!(err.to_string().contains("never writes into"), "{err}");
    }
    assert_eq!(fs::read(tiles.join("expansion.toml")).unwrap(), b"precious");
    assert_eq!(names(&tiles), ["expansion.toml"]);
    let err = writer.create(&tiles.join("new.toml"), b"x").unwrap_err();
    assert!(matches!(err, FileError::Forbidden { .. }), "{err}");
}

#[cfg(unix)]
#[test]
fn create_writes_a_new_file_whole_and_never_overwrites_anything() {
    let tmp = dir();
    let path = tmp.path().join("set/tile.toml");
    Writer::new().create(&path, b"id = 1").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"id = 1");
    let err = Writer::new().create(&path, b"id = 2").unwrap_err();
    assert!(matches!(err, FileError::Exists(_)), "{err}");
    assert_eq!(fs::read(&path).unwrap(), b"id = 1");

    let dangling = tmp.path().join("dangling.toml");
    std::os::unix::fs::symlink("elsewhere.toml", &dangling).unwrap();
    assert!(matches!(
        Writer::new().create(&dangling, b"x"),
        Err(FileError::Exists(_))
    ));
    assert!(!tmp.path().join("elsewhere.toml").exists());
    assert_eq!(names(&tmp.path().join("set")), ["tile.toml"]);
}

#[cfg(unix)]
#[test]
fn a_read_takes_regular_files_only_without_waiting_and_stops_at_its_limit() {
    let tmp = dir();
    let file = tmp.path().join("suite.json");
    fs::write(&file, b"0123456789").unwrap();
    assert_eq!(read_at_most(&file, 10).unwrap(), b"0123456789");
    let err = read_at_most(&file, 9).unwrap_err();
    assert!(matches!(err, FileError::TooLarge { limit: 9, .. }), "{err}");

    let fifo = tmp.path().join("fifo");
    rustix::fs::mkfifoat(rustix::fs::CWD, &fifo, rustix::fs::Mode::from(0o600)).unwrap();
    let zero = tmp.path().join("zero");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let start = Instant::now();
    for (path, kind) in [
        (&fifo, "a named pipe"),
        (&zero, "a character device"),
        (&tmp.path().to_owned(), "a directory"),
    ] {
        let err = read_at_most(path, 1 << 20).unwrap_err();
        assert!(
            matches!(err, FileError::NotAFile { kind: k, .. } if k == kind),
            "{err}"
        );
    }
    assert!(start.elapsed() < Duration::from_secs(5));
}

/// A full file system, made as a small tmpfs where the tests run as root
/// and may mount one (CI does); elsewhere the test says it was skipped.
#[cfg(target_os = "linux")]
#[test]
fn on_a_full_file_system_a_replaced_file_keeps_its_old_bytes_and_no_temporary_is_left() {
    let tmp = dir();
    let mount = tmp.path().join("full");
    fs::create_dir(&mount).unwrap();
    let mounted = std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(&mount)
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("skipped: cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)");
        return;
    }
    let path = mount.join("cases.json");
    let outcome = std::panic::catch_unwind(|| {
        fs::write(&path, b"the last good suite").unwrap();
        let err = Writer::new()
            .write(&path, &vec![b'x'; 1 << 20])
            .unwrap_err();
        assert!(err.to_string().contains("No space left on device"), "{err}");
        assert_eq!(fs::read(&path).unwrap(), b"the last good suite");
        assert_eq!(names(&mount), ["cases.json"]);
        let err = Writer::new()
            .create(&mount.join("new.json"), &vec![b'x'; 1 << 20])
            .unwrap_err();
        assert!(err.to_string().contains("No space left on device"), "{err}");
        assert_eq!(names(&mount), ["cases.json"]);
    });
    let _ = std::process::Command::new("umount").arg(&mount).status();
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

/// `/dev/stdout` when standard output is a pipe: a link to a name no path
/// resolves (`/proc/self/fd/1` reads `pipe:[...]`), opened by its own name.
#[cfg(target_os = "linux")]
#[test]
fn a_link_to_a_pipe_that_no_path_resolves_is_written_as_a_stream() {
    use std::os::fd::AsRawFd as _;
    let (mut reader, writer) = io::pipe().unwrap();
    let path = PathBuf::from(format!("/proc/self/fd/{}", writer.as_raw_fd()));
    assert!(
        fs::canonicalize(&path).is_err(),
        "the link resolves to no path"
    );
    assert_eq!(
        Writer::new().write(&path, b"suite").unwrap(),
        Written::Streamed
    );
    drop(writer);
    let mut got = Vec::new();
    reader.read_to_end(&mut got).unwrap();
    assert_eq!(got, b"suite");
}
