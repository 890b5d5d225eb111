//! `halflings build`: what it writes, that it writes the same bytes every
//! time, and that it changes nothing when it cannot finish. (The exporters
//! and rebuilds through the library are halflings-build's tests.)

use halflings_testkit as testkit;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use halflings_build::export::{self, BuildOptions};

fn halflings(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(cwd)
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs")
}

fn build(tiles: &Path, out: &Path) -> Output {
    build_with(tiles, out, &[])
}

/// `halflings build` of `tiles` into `out` with `flags` besides.
fn build_with(tiles: &Path, out: &Path, flags: &[&str]) -> Output {
    let mut args = vec!["build"];
    args.extend_from_slice(flags);
    args.extend(["--tiles", tiles.to_str().unwrap()]);
    args.extend(["--out", out.to_str().unwrap()]);
    halflings(&args, Path::new(env!("CARGO_MANIFEST_DIR")))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The output of one `halflings build` of the repository's tiles with
/// every default, made once for the tests that read it (and copied by those
/// that change it), with what the command printed. It is kept in Cargo's
/// scratch folder for integration tests, so nothing is left in the system's
/// temporary folder.
fn default_build() -> (&'static Path, &'static str) {
    static BUILT: OnceLock<(PathBuf, String)> = OnceLock::new();
    let (out, stdout) = BUILT.get_or_init(|| {
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("default-build");
        if out.exists() {
            std::fs::remove_dir_all(&out).unwrap();
        }
        let result = build(&testkit::tiles_dir(), &out);
        assert!(result.status.success(), "{}", text(&result.stderr));
        (out, text(&result.stdout))
    });
    (out, stdout)
}

#[test]
fn build_writes_the_rust_crate_the_json_export_and_the_art() {
    let (out, stdout) = default_build();
    assert!(stdout.starts_with("ok: built"), "{stdout}");
    let files: Vec<String> = testkit::tree(out).into_keys().collect();
    let catalog = testkit::catalog();
    let mut expected: Vec<String> = [
        ".cache/keys.json",
        ".halflings-build",
        "conformance.json",
        "index.html",
        "rust/halflings-tiles/Cargo.toml",
        "rust/halflings-tiles/src/lib.rs",
        "tiles.json",
    ]
    .map(String::from)
    .to_vec();
    for tile in catalog.tiles() {
        expected.push(format!("png/{}.png", tile.id));
        expected.push(format!("svg/{}.svg", tile.id));
    }
    for kind in catalog.squares() {
        expected.push(format!("png/base-game/{}.png", kind.id));
        expected.push(format!("svg/base-game/{}.svg", kind.id));
    }
    for example in catalog.examples() {
        expected.push(format!("examples/{}.png", example.name));
        expected.push(format!("examples/{}.svg", example.name));
    }
    expected.sort();
    // The sheets have tests of their own (crates/sheets/tests/it/sheets.rs);
    // each of their pages is kept as a PDF of its own in the cache folder too.
    let (sheets, rest): (Vec<String>, Vec<String>) = files
        .into_iter()
        .partition(|f| f.starts_with("sheets/") || f.starts_with(".cache/pages/"));
    assert_eq!(rest, expected);
    let files = sheets;
    for paper in ["a4", "letter"] {
        for sheet in ["rules", "census", "cut"] {
            let pdf = format!("sheets/en/{sheet}-{paper}.pdf");
            assert!(files.contains(&pdf), "{pdf} is not built");
        }
    }
    // Each census and print-and-cut page has a PDF of its own, which its
    // sheet's PDF is joined from; the rule reference is made whole.
    let joined = |f: &&String| f.ends_with(".svg") && !f.contains("/rules-");
    for svg in files.iter().filter(joined) {
        let page = svg
            .replace("sheets/", ".cache/pages/")
            .replace(".svg", ".pdf");
        assert!(files.contains(&page), "{svg} has no page PDF");
    }
    let pages = files.iter().filter(|f| f.starts_with(".cache/")).count();
    assert_eq!(
        pages,
        files.iter().filter(joined).count(),
        "a page PDF without its page"
    );
    assert!(
        !files
            .iter()
            .any(|f| f.starts_with(".cache/") && f.contains("/rules-"))
    );
}

#[test]
fn the_tree_is_the_same_whatever_the_number_of_threads() {
    let tmp = tempfile::tempdir().unwrap();
    let mut trees = Vec::new();
    // One thread against three; two as well in CI (HALFLINGS_THOROUGH=1).
    let jobs = ["1", "3", "2"];
    for jobs in &jobs[..testkit::runs(2, 3) as usize] {
        let out = tmp.path().join(format!("out-{jobs}"));
        // Two of the six languages (Romanian's plurals of three kinds and
        // its comma-below letters among them): each language's sheets are
        // made alike, and three builds of all six took 27 s.
        let flags = ["--lang", "en,ro", "--jobs", jobs];
        let result = build_with(&testkit::tiles_dir(), &out, &flags);
        assert!(result.status.success(), "{}", text(&result.stderr));
        trees.push(testkit::tree(&out));
    }
    for other in &trees[1..] {
        assert_eq!(
            trees[0].keys().collect::<Vec<_>>(),
            other.keys().collect::<Vec<_>>()
        );
        for (name, bytes) in &trees[0] {
            assert!(bytes == &other[name], "{name} differs with another --jobs");
        }
    }
}

#[test]
fn two_builds_give_byte_identical_trees() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a/out"), tmp.path().join("b/elsewhere"));
    // One through the command, one through the library, in different places.
    testkit::copy_tree(default_build().0, &a);
    export::build(&testkit::catalog(), &BuildOptions::new(&b)).unwrap();
    let (ta, tb) = (testkit::tree(&a), testkit::tree(&b));
    assert_eq!(ta.keys().collect::<Vec<_>>(), tb.keys().collect::<Vec<_>>());
    for (name, bytes) in &ta {
        assert!(bytes == &tb[name], "{name} differs between two builds");
    }
    // And a rebuild in place changes nothing.
    let result = build(&testkit::tiles_dir(), &a);
    assert!(result.status.success());
    assert_eq!(testkit::tree(&a), ta);
}

#[test]
fn invalid_definitions_leave_the_output_unchanged() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
    // What a build of these tiles left.
    let out = tmp.path().join("out");
    testkit::copy_tree(default_build().0, &out);
    let before = testkit::tree(&out);

    let tile = tiles.join("halflings-1/01.toml");
    let broken = std::fs::read_to_string(&tile)
        .unwrap()
        .replace("north = \"city\"", "north = \"castle\"");
    std::fs::write(&tile, broken).unwrap();
    let result = build(&tiles, &out);
    assert_eq!(result.status.code(), Some(1));
    let stderr = text(&result.stderr);
    assert!(stderr.contains("01.toml"), "{stderr}");
    assert!(stderr.contains("nothing was built"), "{stderr}");
    assert_eq!(testkit::tree(&out), before);
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        2,
        "no leftovers"
    );
}

#[test]
fn a_file_in_the_way_of_the_output_is_refused_and_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    std::fs::write(&out, "my notes").unwrap();
    let result = build(&testkit::tiles_dir(), &out);
    assert_eq!(result.status.code(), Some(1));
    assert!(
        text(&result.stderr).contains("is not a directory"),
        "{}",
        text(&result.stderr)
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "my notes");
}

#[test]
fn a_directory_of_other_files_is_refused_and_kept() {
    let mine = tempfile::tempdir().unwrap();
    std::fs::write(mine.path().join("keep.txt"), "keep").unwrap();
    let result = build(&testkit::tiles_dir(), mine.path());
    assert_eq!(result.status.code(), Some(1));
    assert!(
        text(&result.stderr).contains("did not write"),
        "{}",
        text(&result.stderr)
    );
    assert_eq!(testkit::tree(mine.path()).len(), 1);
    assert_eq!(
        std::fs::read_to_string(mine.path().join("keep.txt")).unwrap(),
        "keep"
    );
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_to_a_directory_is_followed_and_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let real = tmp.path().join("real");
    std::fs::create_dir(&real).unwrap();
    let link = tmp.path().join("out");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    // Without the PNGs and with English's sheets alone: what is tested is
    // where the files go, not what they hold.
    let light = |out: &Path| build_with(&testkit::tiles_dir(), out, &["--no-png", "--lang", "en"]);
    assert!(light(&link).status.success());
    assert!(light(&link).status.success());
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(real.join("tiles.json").is_file());
}

/// Previews are proofs of the layout, and the slowest file of a page: a
/// build of every language previews English's pages, one that names its
/// languages previews each it names.
#[test]
fn the_pages_of_english_and_of_each_language_named_are_previewed() {
    use halflings_build::export::sheets::Sheets;

    let catalog = testkit::catalog();
    let previewed = |languages: Option<Vec<&str>>| {
        let sheets = Sheets {
            papers: vec![halflings_sheets::Paper::A4],
            bleed_mm: 0.0,
            png: true,
            languages: languages.map(|l| l.into_iter().map(str::to_owned).collect()),
        };
        ["en", "de", "es", "it", "nl", "ro"]
            .into_iter()
            .filter(|code| sheets.previews(&catalog, code))
            .collect::<Vec<_>>()
    };
    assert_eq!(previewed(None), ["en"]);
    assert_eq!(previewed(Some(vec!["ro"])), ["ro"]);
    assert_eq!(previewed(Some(vec!["en", "de"])), ["en", "de"]);

    // What a build writes: every language's PDFs and pages, and the
    // previews of English's alone.
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let result = halflings(
        &[
            "sheets",
            "--tiles",
            testkit::tiles_dir().to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        Path::new(env!("CARGO_MANIFEST_DIR")),
    );
    assert!(result.status.success(), "{}", text(&result.stderr));
    let files: Vec<String> = testkit::tree(&out).into_keys().collect();
    for code in ["en", "de", "es", "it", "nl", "ro"] {
        let dir = format!("sheets/{code}/");
        let count = |ext: &str| {
            files
                .iter()
                .filter(|f| f.starts_with(&dir) && f.ends_with(ext))
                .count()
        };
        assert_eq!(count(".pdf"), 3, "{code}");
        assert!(count(".svg") >= 10, "{code}");
        let pngs = if code == "en" { count(".svg") } else { 0 };
        assert_eq!(count(".png"), pngs, "{code}");
    }
}

#[test]
fn the_gallery_of_a_build_links_each_languages_sheets_and_every_link_leads_to_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let run = build_with(
        &testkit::tiles_dir(),
        &out,
        &["--no-png", "--lang", "en,ro"],
    );
    assert!(run.status.success(), "{}", text(&run.stderr));
    let page = std::fs::read_to_string(out.join("index.html")).unwrap();
    let links: Vec<&str> = page
        .split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|href| href.starts_with("sheets/"))
        .collect();
    assert_eq!(links.len(), 2 * 3 * 2, "{links:?}");
    for href in &links {
        assert!(out.join(href).is_file(), "{href} leads nowhere");
    }
    assert!(links.iter().any(|l| l.starts_with("sheets/ro/")));
    assert!(
        !links.iter().any(|l| l.starts_with("sheets/de/")),
        "de was not built"
    );
}
