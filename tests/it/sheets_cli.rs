//! `halflings sheets` as a user meets it: it writes only `out/sheets/` (and
//! the page PDFs it keeps in `out/.cache/pages/`), the very files `build`'s
//! sheets exporter makes; a character the font cannot draw stops it at the
//! line and column of the message that holds it, and writes nothing. The
//! sheets themselves are halflings-sheets' tests.

use halflings_testkit as testkit;

use std::collections::BTreeMap;
use std::process::Command;
use std::sync::OnceLock;

use halflings_sheets::Paper;

/// Every English sheet file for `paper` (no bleed, with the previews), as
/// `build`'s sheets exporter makes them into a tree in memory; made once.
fn files(paper: Paper) -> &'static BTreeMap<String, Vec<u8>> {
    use halflings_build::export::Exporter;
    static A4: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    static LETTER: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    let cell = match paper {
        Paper::A4 => &A4,
        Paper::Letter => &LETTER,
    };
    cell.get_or_init(|| {
        let memory = halflings_build::memory::Memory::new();
        halflings_build::export::sheets::Sheets {
            papers: vec![paper],
            bleed_mm: 0.0,
            png: true,
            languages: Some(vec!["en".to_owned()]),
        }
        .export(
            &halflings_build::export::Input::new(&testkit::catalog()),
            &memory,
        )
        .expect("the sheets are made");
        memory.into_folder("sheets/en")
    })
}

#[test]
fn the_sheets_command_writes_only_the_sheets_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    std::fs::create_dir_all(out.join("sheets/en")).unwrap();
    std::fs::write(out.join(".halflings-build"), "").unwrap();
    std::fs::write(out.join("tiles.json"), "kept").unwrap();
    std::fs::write(out.join("sheets/en/cut-a4-9.png"), "stale").unwrap();
    std::fs::write(out.join("sheets/en/cut-letter-9.png"), "other paper").unwrap();
    std::fs::create_dir_all(out.join(".cache/pages/en")).unwrap();
    std::fs::write(out.join(".cache/pages/en/cut-a4-9.pdf"), "stale").unwrap();
    std::fs::write(out.join(".cache/pages/en/cut-letter-9.pdf"), "other paper").unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["sheets", "--paper", "a4", "--tiles"])
        .arg(testkit::tiles_dir())
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let tree = testkit::tree(&out);
    assert_eq!(tree["tiles.json"], b"kept");
    assert!(
        !tree.contains_key("sheets/en/cut-a4-9.png"),
        "stale page kept"
    );
    assert!(tree.contains_key("sheets/en/cut-letter-9.png"));
    // The PDF of each page is kept in the cache folder, and a stale one
    // goes with its page.
    assert!(
        !tree.contains_key(".cache/pages/en/cut-a4-9.pdf"),
        "stale page PDF kept"
    );
    assert!(tree.contains_key(".cache/pages/en/cut-letter-9.pdf"));
    assert!(tree.contains_key(".cache/pages/en/cut-a4-1.pdf"));
    for (name, bytes) in files(Paper::A4) {
        assert_eq!(&tree[&format!("sheets/en/{name}")], bytes, "{name}");
    }
    let bad = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["sheets", "--paper", "a5", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn a_character_the_font_cannot_draw_is_an_error_not_a_hole_in_the_page() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
    let german = tiles.join("lang/de.ftl");
    let text = std::fs::read_to_string(&german).unwrap();
    std::fs::write(
        &german,
        text.replacen("cut-bar = 50 mm", "cut-bar = 50 mm \u{4E2D}", 1),
    )
    .unwrap();
    let out = tmp.path().join("out");
    let run = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["sheets", "--lang", "de", "--tiles"])
        .arg(&tiles)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("lang/de.ftl:")
            && stderr.contains("`\u{4E2D}` (U+4E2D) is not in the sheets' font"),
        "{stderr}"
    );
    assert!(!out.join("sheets/de").exists(), "sheets were written");
}
