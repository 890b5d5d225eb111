//! Where `build` may write: only under `--out`, never into the user's
//! `tiles/`, and never over something that is not an output folder. The
//! bad-input corpus (tests/corpus.rs) covers what happens to `out/` when
//! the definitions are broken; these cover a bad `--out`.

use std::fs;
use std::path::Path;
use std::process::Command;

use halflings_testkit::tiles::{field_tile, manifest};

fn build(dir: &Path, out: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["build", "--tiles", "tiles", "--out", out])
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// A scratch folder holding a valid one-tile `tiles/`.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("tiles/test")).unwrap();
    fs::write(dir.path().join("tiles/expansion.toml"), manifest(1)).unwrap();
    fs::write(dir.path().join("tiles/test/01.toml"), field_tile("t-01")).unwrap();
    dir
}

/// Every file under `dir` with its bytes.
fn contents(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).unwrap().display().to_string();
                out.push((rel, fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn an_out_that_is_a_file_is_refused_and_left_alone() {
    let dir = scratch();
    fs::write(dir.path().join("notes.txt"), "the user's notes\n").unwrap();
    let out = build(dir.path(), "notes.txt");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("notes.txt"),
        "the error names --out: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(
        fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "the user's notes\n"
    );
}

#[test]
fn building_into_the_tiles_folder_leaves_the_tiles_alone() {
    let dir = scratch();
    let before = contents(&dir.path().join("tiles"));
    for out in ["tiles", "tiles/out", "tiles/test"] {
        let result = build(dir.path(), out);
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert_ne!(
            result.status.code(),
            Some(0),
            "--out {out} writes into the tiles folder: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(contents(&dir.path().join("tiles")), before, "--out {out}");
    }
}

/// A build that finds another one writing the same output waits for it,
/// and says so at once rather than seeming to hang; it goes on when the
/// other one ends.
#[test]
fn a_build_waiting_for_another_says_so_and_goes_on_when_it_ends() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let dir = scratch();
    // The other build: the output's lock, held by this test.
    let lock = fs::File::create(dir.path().join(".out.lock")).unwrap();
    lock.lock().unwrap();
    let mut waiting = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["build", "--no-png", "--lang", "en"])
        .args(["--tiles", "tiles", "--out", "out"])
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = BufReader::new(waiting.stderr.take().unwrap());
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in stderr.lines() {
            tx.send(line.unwrap()).unwrap();
        }
    });
    let said = rx.recv_timeout(Duration::from_secs(60)).unwrap();
    assert!(said.starts_with("waiting: another build"), "{said}");
    assert!(said.contains(".out.lock"), "{said}");
    let started = Instant::now();
    while started.elapsed() < Duration::from_millis(300) {
        assert!(waiting.try_wait().unwrap().is_none(), "it waits");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(
        !dir.path().join("out").exists(),
        "nothing written while waiting"
    );
    drop(lock);
    assert!(waiting.wait().unwrap().success());
    reader.join().unwrap();
    assert!(dir.path().join("out/tiles.json").is_file());
}
