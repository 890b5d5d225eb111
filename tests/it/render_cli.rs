//! `halflings render` and the refresh at the heart of `halflings watch`, as
//! someone editing definitions uses them.

use std::path::{Path, PathBuf};
use std::process::Command;

use halflings_art::RenderOptions;
use halflings_serve::{Redrawn, Session, report_heading, utc_time};

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

/// Copies tiles/ into `dir` and spoils `halflings-1/02.toml` with a
/// TOML syntax error on its third line; returns the file.
fn copy_with_h1_02_corrupt(dir: &Path) -> PathBuf {
    copy_tiles(dir);
    let file = dir.join("halflings-1/02.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[2] = "name = \"unclosed";
    std::fs::write(&file, lines.join("\n")).unwrap();
    file
}

fn stems(dir: &Path) -> Vec<String> {
    names(dir)
        .into_iter()
        .map(|n| n.rsplit_once('.').unwrap().0.to_owned())
        .collect()
}

fn every_id_but(skip: &str) -> Vec<String> {
    let mut ids: Vec<String> = (1..=12)
        .flat_map(|n| [format!("h1-{n:02}"), format!("h2-{n:02}")])
        .filter(|id| id != skip)
        .collect();
    ids.sort();
    ids
}

#[test]
fn render_draws_the_other_23_tiles_and_names_the_broken_one() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    copy_with_h1_02_corrupt(&tiles);
    let out = dir.path().join("out");
    let (code, stdout, stderr) = halflings(&[
        "render",
        "--tiles",
        tiles.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--dpi",
        "72",
    ]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("drew 23 tiles at 72 dpi"), "{stdout}");
    assert!(stderr.contains("02.toml:3:17"), "{stderr}");
    assert!(
        stderr.contains("skipped 1 broken tile file: ")
            && stderr.contains("halflings-1/02.toml (h1-02)"),
        "{stderr}"
    );
    assert_eq!(stems(&out.join("svg")), every_id_but("h1-02"));
    assert_eq!(stems(&out.join("png")), every_id_but("h1-02"));
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert_eq!(index.matches("<article id=\"h").count(), 23, "23 cards");
    assert!(index.contains("<article class=\"notice\" id=\"broken-h1-02\">"));
    assert!(
        index.contains("02.toml:3:17"),
        "the gallery shows the error"
    );
}

#[test]
fn render_refuses_broken_definitions_with_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    copy_tiles(&tiles);
    let file = tiles.join("halflings-1/01.toml");
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
        tiles.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--dpi",
        "72",
        "h1-01",
        "h1-02",
    ]);
    assert_eq!(code, 1);
    assert!(stderr.contains("01.toml:7:9"), "{stderr}");
    assert!(
        stderr.contains("tile `h1-01` is broken (see above); it was not drawn"),
        "a broken tile is not an unknown one: {stderr}"
    );
    assert!(!stderr.contains("there is no tile"), "{stderr}");
    assert_eq!(names(&out.join("svg")), ["h1-02.svg"]);
}

#[test]
fn render_draws_nothing_while_the_manifest_is_broken() {
    let dir = tempfile::tempdir().unwrap();
    copy_tiles(dir.path());
    let manifest = dir.path().join("expansion.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, format!("{text}\n[[set]]\nid = 7\n")).unwrap();
    let out = dir.path().join("out");
    let (code, stdout, stderr) = halflings(&[
        "render",
        "--tiles",
        dir.path().to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stderr.contains("expansion.toml:"), "{stderr}");
    assert!(
        stderr.contains("the manifest is not valid; nothing was drawn"),
        "{stderr}"
    );
    assert!(!out.exists(), "nothing is drawn");
}

#[test]
fn watching_draws_the_valid_tiles_while_one_is_broken_and_the_mended_one_after() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    let file = copy_with_h1_02_corrupt(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });

    let first = session.refresh().unwrap();
    match &first.drawn {
        Redrawn::Tiles(ids) => assert_eq!(ids.len(), 23),
        other => panic!("{other:?}"),
    }
    assert_eq!(first.broken.len(), 1);
    assert_eq!(first.broken[0].file, file);
    assert_eq!(first.broken[0].name(), Some("h1-02"));
    let located: Vec<String> = first.diagnostics().iter().map(|d| d.location()).collect();
    assert!(
        located.iter().any(|l| l.ends_with("02.toml:3:17")),
        "{located:?}"
    );
    assert_eq!(stems(&out.join("svg")), every_id_but("h1-02"));

    let again = session.refresh().unwrap();
    assert_eq!(again.drawn, Redrawn::Unchanged);
    assert_eq!(again.broken.len(), 1, "still reported");

    std::fs::copy(tiles_dir().join("halflings-1/02.toml"), &file).unwrap();
    let mended = session.refresh().unwrap();
    assert_eq!(mended.drawn, Redrawn::Tiles(vec!["h1-02".to_owned()]));
    assert!(mended.is_clean());
    assert_eq!(stems(&out.join("svg")).len(), 24);
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(!index.contains("class=\"notice\""), "nothing is broken now");
}

#[test]
fn watching_redraws_an_edited_tile_and_keeps_the_last_good_pictures_when_it_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    std::fs::create_dir_all(&tiles).unwrap();
    copy_tiles(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });

    match session.refresh().unwrap().drawn {
        Redrawn::Tiles(ids) => assert_eq!(ids.len(), 24),
        other => panic!("{other:?}"),
    }
    assert_eq!(session.refresh().unwrap().drawn, Redrawn::Unchanged);

    let file = tiles.join("halflings-1/01.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    let svg = out.join("svg/h1-01.svg");
    let png = out.join("png/h1-01.png");
    let before = std::fs::read(&svg).unwrap();

    std::fs::write(&file, original.replace("pennants = 1", "pennants = 2")).unwrap();
    assert_eq!(
        session.refresh().unwrap().drawn,
        Redrawn::Tiles(vec!["h1-01".to_owned()])
    );
    let edited = (std::fs::read(&svg).unwrap(), std::fs::read(&png).unwrap());
    assert_ne!(edited.0, before, "the second pennant is drawn");

    std::fs::write(
        &file,
        original.replace("long = \"road\"", "long = \"river\""),
    )
    .unwrap();
    let broken = session.refresh().unwrap();
    assert_eq!(
        broken.drawn,
        Redrawn::Tiles(vec![]),
        "only the gallery is rewritten, to show the error"
    );
    let located: Vec<String> = broken.diagnostics().iter().map(|e| e.location()).collect();
    assert!(
        located.iter().any(|l| l.ends_with("01.toml:8:8")),
        "{located:?}"
    );
    assert_eq!(
        (std::fs::read(&svg).unwrap(), std::fs::read(&png).unwrap()),
        edited,
        "the last good pictures are kept"
    );
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        index.contains("id=\"broken-h1-01\""),
        "the gallery names it"
    );

    std::fs::write(&file, &original).unwrap();
    assert_eq!(
        session.refresh().unwrap().drawn,
        Redrawn::Tiles(vec!["h1-01".to_owned()])
    );
    assert_eq!(std::fs::read(&svg).unwrap(), before);
}

#[test]
fn a_watch_report_opens_with_the_time_in_utc_and_a_rule() {
    let at = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(86_400 * 3 + 3_723);
    assert_eq!(utc_time(at), "01:02:03");
    let heading = report_heading(at);
    assert!(heading.starts_with("── 01:02:03 UTC ───"), "{heading}");
}

#[test]
fn the_gallery_shows_a_broken_tiles_error_as_escaped_text() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    copy_tiles(&tiles);
    let file = tiles.join("halflings-2/04.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let payload = "<script>window.__halflingsXss=1</script><b>x</b>";
    let spoilt: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with("name = ") {
                format!("name = \"{payload}\" is not closed")
            } else {
                l.to_owned()
            }
        })
        .collect();
    std::fs::write(&file, spoilt.join("\n")).unwrap();
    let out = dir.path().join("out");
    let (code, _, stderr) = halflings(&[
        "render",
        "--tiles",
        tiles.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--dpi",
        "72",
    ]);
    assert_eq!(code, 1, "{stderr}");
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(!index.contains("<script>window"), "no payload as markup");
    assert!(!index.contains("<b>x"), "no payload as markup");
    assert!(
        index.contains("&lt;script&gt;window.__halflingsXss=1&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;"),
        "the line is shown as text"
    );
    assert!(index.contains("id=\"broken-h2-04\""));
}

#[test]
fn watching_keeps_the_last_gallery_and_shows_the_problem_while_the_manifest_is_broken() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    copy_tiles(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });
    assert!(matches!(
        session.refresh().unwrap().drawn,
        Redrawn::Tiles(_)
    ));

    let manifest = tiles.join("expansion.toml");
    let good = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, format!("{good}\n[[set]]\nid = 7\n")).unwrap();
    let refresh = session.refresh().unwrap();
    assert_eq!(refresh.drawn, Redrawn::Nothing);
    assert!(!refresh.problems.is_empty());
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert_eq!(
        index.matches("<article id=\"h").count(),
        24,
        "the last good cards"
    );
    assert!(index.contains("Other problems") && index.contains("expansion.toml:"));

    std::fs::write(&manifest, &good).unwrap();
    let mended = session.refresh().unwrap();
    assert!(mended.is_clean());
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(!index.contains("Other problems"));
}

/// Gives h1-01 in `tiles` a second pennant: a save that changes one tile.
/// Returns the file and its text before.
fn add_a_pennant(tiles: &Path) -> (PathBuf, String) {
    let file = tiles.join("halflings-1/01.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("pennants = 1", "pennants = 2")).unwrap();
    (file, text)
}

#[test]
fn watching_draws_everything_again_after_the_output_is_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    copy_tiles(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });
    session.refresh().unwrap();
    std::fs::remove_dir_all(&out).unwrap();
    add_a_pennant(&tiles);
    match session.refresh().unwrap().drawn {
        Redrawn::Tiles(ids) => assert_eq!(ids.len(), 24, "every tile, not the edited one alone"),
        other => panic!("{other:?}"),
    }
    assert_eq!(stems(&out.join("svg")).len(), 24);
    assert_eq!(stems(&out.join("png")).len(), 24);
}

#[test]
fn a_refresh_that_cannot_write_fails_and_the_next_one_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    copy_tiles(&tiles);
    let mut session = Session::new(&tiles, &out, RenderOptions { dpi: 72 });
    session.refresh().unwrap();
    // The output folder replaced by a file: nothing can be written there
    // (a fault that holds for root too, unlike a read-only folder).
    std::fs::remove_dir_all(&out).unwrap();
    std::fs::write(&out, "not a folder").unwrap();
    add_a_pennant(&tiles);
    assert!(session.refresh().is_err(), "the fault is reported");
    std::fs::remove_file(&out).unwrap();
    match session.refresh().unwrap().drawn {
        Redrawn::Tiles(ids) => assert_eq!(ids.len(), 24),
        other => panic!("{other:?}"),
    }
    assert_eq!(stems(&out.join("svg")).len(), 24);
}

/// A `halflings watch` process whose standard output is read line by line.
struct Watching {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Watching {
    fn start(tiles: &Path, out: &Path) -> Watching {
        let mut child = Command::new(env!("CARGO_BIN_EXE_halflings"))
            .args(["watch", "--dpi", "72", "--tiles"])
            .arg(tiles)
            .arg("--out")
            .arg(out)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut w = Watching { child, lines };
        w.wait_for("watching ");
        w
    }

    /// Waits up to 30 s for a line containing `text`; the lines before it.
    fn wait_for(&mut self, text: &str) -> Vec<String> {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let mut seen = Vec::new();
        while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) if line.contains(text) => return seen,
                Ok(line) => seen.push(line),
                Err(_) => break,
            }
        }
        panic!("no line with {text:?} within 30 s; saw {seen:?}");
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn watching_follows_a_tiles_folder_replaced_by_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let tiles = dir.path().join("tiles");
    let out = dir.path().join("out");
    copy_tiles(&tiles);
    let mut watch = Watching::start(&tiles, &out);
    // What some editors and `git checkout` do: the folder moved away and a
    // new one put in its place.
    let old = dir.path().join("tiles.old");
    std::fs::rename(&tiles, &old).unwrap();
    copy_tiles(&tiles);
    std::thread::sleep(std::time::Duration::from_millis(300));
    let (file, text) = add_a_pennant(&tiles);
    watch.wait_for("rendered h1-01 into");
    // And the watch goes on in the new folder.
    std::fs::write(&file, &text).unwrap();
    watch.wait_for("rendered h1-01 into");
    // An output that cannot be written is a fault reported, not the end of
    // the watch: once it is mended, the next save draws everything.
    std::fs::remove_dir_all(&out).unwrap();
    std::fs::write(&out, "not a folder").unwrap();
    add_a_pennant(&tiles);
    watch.wait_for("UTC ──");
    std::fs::remove_file(&out).unwrap();
    std::fs::write(&file, &text).unwrap();
    watch.wait_for("rendered 24 tiles into");
    assert!(watch.child.try_wait().unwrap().is_none(), "still watching");
}
