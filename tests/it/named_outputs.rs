//! The files a user names for a command to write (`conformance cases
//! --out`, `schema --dir`, the files `fmt` and `new set` edit), by what the
//! name is: a link is written through and stays a link; a device or named
//! pipe is written as a stream and never read or replaced; a named pipe
//! nobody reads is refused at once; nothing lands in the tiles folder
//! unless the command's work is to edit it. Each ends within seconds,
//! with exit 1 and the path when it cannot write.

#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{FileTypeExt as _, symlink};
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn halflings(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// `conformance cases --out OUT` on the project in `dir`.
fn cases_out(dir: &Path, out: &str) -> Output {
    halflings(
        dir,
        &["conformance", "cases", "--tiles", "tiles", "--out", out],
    )
}

/// A project: a copy of the shipped tiles in `tiles/`.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    halflings_testkit::copy_tree(&halflings_testkit::tiles_dir(), &dir.path().join("tiles"));
    dir
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

#[test]
fn cases_out_writes_through_a_link_and_the_link_stays() {
    let dir = project();
    fs::write(dir.path().join("suite.json"), "old").unwrap();
    symlink("suite.json", dir.path().join("latest.json")).unwrap();
    let out = cases_out(dir.path(), "latest.json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let link = fs::symlink_metadata(dir.path().join("latest.json")).unwrap();
    assert!(link.is_symlink(), "the link was replaced by a file");
    let suite = fs::read_to_string(dir.path().join("suite.json")).unwrap();
    assert!(suite.starts_with('{') && suite.contains("\"cases\""));
}

#[test]
fn cases_out_into_the_tiles_folder_is_refused_directly_and_through_a_link() {
    let dir = project();
    let manifest = dir.path().join("tiles/expansion.toml");
    let before = fs::read(&manifest).unwrap();
    symlink("tiles/expansion.toml", dir.path().join("cases.json")).unwrap();
    for target in ["tiles/expansion.toml", "tiles/cases.json", "cases.json"] {
        let out = cases_out(dir.path(), target);
        assert_eq!(out.status.code(), Some(1), "{target}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("which this command never writes into"),
            "{target}: {}",
            stderr(&out)
        );
    }
    assert_eq!(fs::read(&manifest).unwrap(), before);
    assert!(!dir.path().join("tiles/cases.json").exists());
}

#[test]
fn cases_out_to_a_device_streams_to_it_and_a_full_one_is_exit_1() {
    let dir = project();
    let out = cases_out(dir.path(), "/dev/null");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
    // A link to /dev/zero: written to, never read back (reading it would
    // never end).
    symlink("/dev/zero", dir.path().join("zero.json")).unwrap();
    let out = cases_out(dir.path(), "zero.json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        fs::symlink_metadata(dir.path().join("zero.json"))
            .unwrap()
            .is_symlink()
    );

    if Path::new("/dev/full").exists() {
        let out = cases_out(dir.path(), "/dev/full");
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert!(
            stderr(&out).contains("/dev/full: cannot write: No space left on device"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn cases_out_to_a_named_pipe_nobody_reads_is_refused_at_once() {
    let dir = project();
    let fifo = dir.path().join("cases.fifo");
    mkfifo(&fifo);
    let start = Instant::now();
    let out = cases_out(dir.path(), "cases.fifo");
    assert!(start.elapsed() < Duration::from_secs(20));
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("cases.fifo: is a named pipe that nothing is reading"),
        "{}",
        stderr(&out)
    );
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn cases_out_to_a_named_pipe_with_a_reader_streams_the_suite() {
    let dir = project();
    let fifo = dir.path().join("cases.fifo");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read(fifo).unwrap())
    };
    // The reader's open waits for a writer; the command retries while the
    // reader is not there yet (it is refused, never blocked).
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let out = cases_out(dir.path(), "cases.fifo");
        if out.status.success() {
            break;
        }
        assert!(
            stderr(&out).contains("nothing is reading") && Instant::now() < deadline,
            "{}",
            stderr(&out)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let suite = reader.join().unwrap();
    assert!(suite.starts_with(b"{") && suite.ends_with(b"}\n"));
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn schema_writes_through_a_link_in_its_folder() {
    let dir = project();
    let schema = dir.path().join("schema");
    fs::create_dir(&schema).unwrap();
    fs::write(dir.path().join("kept.json"), "old").unwrap();
    symlink("../kept.json", schema.join("tile.schema.json")).unwrap();
    let out = halflings(dir.path(), &["schema", "--dir", "schema"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        fs::symlink_metadata(schema.join("tile.schema.json"))
            .unwrap()
            .is_symlink()
    );
    let text = fs::read_to_string(dir.path().join("kept.json")).unwrap();
    assert!(text.contains("\"$schema\""), "{text}");
}

#[test]
fn schema_into_the_tiles_folder_is_refused() {
    let dir = project();
    let before = halflings_testkit::tree(&dir.path().join("tiles"));
    let out = halflings(dir.path(), &["schema", "--dir", "tiles/lang"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("never writes into"),
        "{}",
        stderr(&out)
    );
    assert_eq!(halflings_testkit::tree(&dir.path().join("tiles")), before);
}

#[test]
fn fmt_and_new_set_edit_a_linked_file_through_its_link() {
    let dir = project();
    let tiles = dir.path().join("tiles");
    // The manifest kept elsewhere, linked into the tiles folder.
    fs::rename(
        tiles.join("expansion.toml"),
        dir.path().join("expansion.toml"),
    )
    .unwrap();
    symlink("../expansion.toml", tiles.join("expansion.toml")).unwrap();
    let out = halflings(
        dir.path(),
        &[
            "new",
            "set",
            "fans",
            "--name",
            "Fan tiles",
            "--prefix",
            "fa",
            "--tiles",
            "1",
            "--year",
            "2026",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        fs::symlink_metadata(tiles.join("expansion.toml"))
            .unwrap()
            .is_symlink()
    );
    let manifest = fs::read_to_string(dir.path().join("expansion.toml")).unwrap();
    assert!(manifest.contains("id = \"fans\""), "{manifest}");

    // A tile file kept elsewhere: badly formatted, then formatted through
    // its link.
    let tile = tiles.join("fans/01.toml");
    let text = fs::read_to_string(&tile).unwrap();
    fs::write(
        dir.path().join("01.toml"),
        text.replacen(" = ", "   =   ", 1),
    )
    .unwrap();
    fs::remove_file(&tile).unwrap();
    symlink("../../01.toml", &tile).unwrap();
    let out = halflings(dir.path(), &["fmt", "tiles/fans/01.toml"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(fs::symlink_metadata(&tile).unwrap().is_symlink());
    assert_eq!(
        fs::read_to_string(dir.path().join("01.toml")).unwrap(),
        text
    );
}

#[test]
fn a_set_may_not_take_the_name_of_a_folder_the_tiles_folder_keeps_for_itself() {
    let dir = project();
    let before = halflings_testkit::tree(&dir.path().join("tiles"));
    let out = halflings(
        dir.path(),
        &[
            "new",
            "set",
            "lang",
            "--name",
            "Languages",
            "--prefix",
            "lg",
            "--tiles",
            "1",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("`lang` is the folder of the sheets' texts"),
        "{}",
        stderr(&out)
    );
    assert_eq!(halflings_testkit::tree(&dir.path().join("tiles")), before);

    // Declared by hand, it is an error of `check` at the id.
    let manifest = dir.path().join("tiles/expansion.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    let first = text.find("id = \"halflings-1\"").unwrap();
    fs::write(
        &manifest,
        format!(
            "{}id = \"lang\"{}",
            &text[..first],
            &text[first + "id = \"halflings-1\"".len()..]
        ),
    )
    .unwrap();
    let out = halflings(dir.path(), &["check"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let line = text[..first].lines().count() + 1;
    assert!(
        stderr(&out).contains(&format!("expansion.toml:{line}:")),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("set id `lang` is the name of the folder of the sheets' texts"),
        "{}",
        stderr(&out)
    );
}

#[cfg(target_os = "linux")]
#[test]
fn cases_out_dev_stdout_streams_the_suite_into_the_pipe() {
    let dir = project();
    let out = cases_out(dir.path(), "/dev/stdout");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stdout.starts_with(b"{") && out.stdout.ends_with(b"}\n"));
}
