//! `halflings render` and the refresh at the heart of `halflings watch`, as
//! someone editing definitions uses them.

use std::path::{Path, PathBuf};
use std::process::Command;

use halflings::render::RenderOptions;
use halflings::watch::{Refresh, Session};

fn tiles_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tiles")
}

fn halflings(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn copy_tiles(to: &Path) {
    for entry in walkdir::WalkDir::new(tiles_dir()) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(tiles_dir()).unwrap();
        let dest = to.join(rel);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else {
            std::fs::copy(entry.path(), &dest).unwrap();
        }
    }
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn render_draws_only_the_named_tiles() {
    let out = tempfile::tempdir().unwrap();
    let tiles = tiles_dir();
    let (code, stdout, stderr) = halflings(&[
        "render",
        "--tiles",
        tiles.to_str().unwrap(),
        "--out",
        out.path().to_str().unwrap(),
        "h1-01",
        "h2-05",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("drew 2 tiles at 300 dpi"), "{stdout}");
    assert_eq!(names(&out.path().join("svg")), ["h1-01.svg", "h2-05.svg"]);
    assert_eq!(names(&out.path().join("png")), ["h1-01.png", "h2-05.png"]);
    let index = std::fs::read_to_string(out.path().join("index.html")).unwrap();
    assert_eq!(
        index.matches("<article").count(),
        24,
        "the gallery shows every tile"
    );
}

#[test]
fn an_unknown_tile_id_is_a_usage_error_with_a_suggestion() {
    let out = tempfile::tempdir().unwrap();
    let tiles = tiles_dir();
    let (code, _, stderr) = halflings(&[
        "render",
        "--tiles",
        tiles.to_str().unwrap(),
        "--out",
        out.path().to_str().unwrap(),
        "h1-99",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("there is no tile `h1-99`; did you mean `h1-09`?"),
        "{stderr}"
    );
    assert!(!out.path().join("svg").exists(), "nothing is drawn");
}

#[test]
fn a_dpi_of_zero_is_a_usage_error() {
    let (code, _, stderr) = halflings(&["render", "--dpi", "0"]);
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn render_refuses_broken_definitions_with_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    copy_tiles(dir.path());
    let file = dir.path().join("halflings-1/01.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        text.replace("north = \"city\"", "north = \"castle\""),
    )
    .unwrap();
    let out = dir.path().join("out");
    let (code, _, stderr) = halflings(&[
        "render",
        "--tiles",
        dir.path().to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(stderr.contains("01.toml:7:9"), "{stderr}");
    assert!(!out.exists(), "nothing is drawn");
}

#[test]
fn watching_redraws_an_edited_tile_and_keeps_the_last_good_pictures_when_it_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    std::fs::create_dir_all(&tiles).unwrap();
    copy_tiles(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });

    match session.refresh().unwrap() {
        Refresh::Rendered(ids) => assert_eq!(ids.len(), 24),
        other => panic!("{other:?}"),
    }
    assert!(matches!(session.refresh().unwrap(), Refresh::Unchanged));

    let file = tiles.join("halflings-1/01.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    let svg = out.join("svg/h1-01.svg");
    let png = out.join("png/h1-01.png");
    let before = std::fs::read(&svg).unwrap();

    std::fs::write(&file, original.replace("pennants = 1", "pennants = 2")).unwrap();
    match session.refresh().unwrap() {
        Refresh::Rendered(ids) => assert_eq!(ids, ["h1-01"]),
        other => panic!("{other:?}"),
    }
    let edited = (std::fs::read(&svg).unwrap(), std::fs::read(&png).unwrap());
    assert_ne!(edited.0, before, "the second pennant is drawn");

    std::fs::write(
        &file,
        original.replace("long = \"road\"", "long = \"river\""),
    )
    .unwrap();
    match session.refresh().unwrap() {
        Refresh::Broken(errors) => {
            let located: Vec<String> = errors.iter().map(|e| e.location()).collect();
            assert!(
                located.iter().any(|l| l.ends_with("01.toml:8:8")),
                "{located:?}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        (std::fs::read(&svg).unwrap(), std::fs::read(&png).unwrap()),
        edited,
        "the last good pictures are kept"
    );

    std::fs::write(&file, &original).unwrap();
    match session.refresh().unwrap() {
        Refresh::Rendered(ids) => assert_eq!(ids, ["h1-01"]),
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read(&svg).unwrap(), before);
}
