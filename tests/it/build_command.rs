//! `halflings build`: what it writes, that it writes the same bytes every
//! time, and that it changes nothing when it cannot finish.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

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
    halflings(
        &[
            "build",
            "--tiles",
            tiles.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        Path::new(env!("CARGO_MANIFEST_DIR")),
    )
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn build_writes_the_rust_crate_the_json_export_and_the_art() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let result = build(&common::tiles_dir(), &out);
    assert!(result.status.success(), "{}", text(&result.stderr));
    assert!(text(&result.stdout).starts_with("ok: built"));
    let files: Vec<String> = common::tree(&out).into_keys().collect();
    let catalog = common::catalog();
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
    for example in catalog.examples() {
        expected.push(format!("examples/{}.png", example.name));
        expected.push(format!("examples/{}.svg", example.name));
    }
    expected.sort();
    // The sheets have tests of their own (tests/it/sheets.rs); each of their
    // pages is kept as a PDF of its own in the cache folder too.
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
    for jobs in ["1", "2", "3"] {
        let out = tmp.path().join(format!("out-{jobs}"));
        let result = halflings(
            &[
                "build",
                // Two of the six languages (Romanian's plurals of three
                // kinds and its comma-below letters among them): each
                // language's sheets are made alike, and three builds of
                // all six took 27 s.
                "--lang",
                "en,ro",
                "--jobs",
                jobs,
                "--tiles",
                common::tiles_dir().to_str().unwrap(),
                "--out",
                out.to_str().unwrap(),
            ],
            Path::new(env!("CARGO_MANIFEST_DIR")),
        );
        assert!(result.status.success(), "{}", text(&result.stderr));
        trees.push(common::tree(&out));
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
fn a_rebuild_draws_only_the_tiles_that_changed() {
    use halflings_art::RenderOptions;
    use halflings_build::export::art::{Art, Drawn};
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    common::copy_tree(&common::tiles_dir(), &tiles);
    let out = tmp.path().join("out");
    let art = Art {
        options: RenderOptions::default(),
        png: true,
        progress: false,
        sheet_links: None,
    };
    let draw_into = |art: &Art, dir: &Path| -> Drawn {
        let catalog = halflings_catalog::Catalog::load(&tiles).unwrap();
        let staging = Staging::begin(dir).unwrap();
        let drawn = art.draw(&catalog, &staging).unwrap();
        staging.commit().unwrap();
        drawn
    };
    let draw = |art: &Art| draw_into(art, &out);
    assert_eq!(
        draw(&art),
        Drawn {
            drawn: 24,
            reused: 0
        }
    );
    assert_eq!(
        draw(&art),
        Drawn {
            drawn: 0,
            reused: 24
        }
    );

    // One tile's name changes: only it is drawn again.
    rename_tile(&tiles.join("halflings-1/03.toml"));
    assert_eq!(
        draw(&art),
        Drawn {
            drawn: 1,
            reused: 23
        }
    );

    // The result is what a build from nothing gives.
    let fresh = tmp.path().join("fresh");
    draw_into(&art, &fresh);
    assert_eq!(common::tree(&out), common::tree(&fresh));

    // Another resolution draws every PNG again; without PNGs, the SVGs
    // (which do not depend on the resolution) are all taken over.
    let other = Art {
        options: RenderOptions { dpi: 72 },
        ..art
    };
    assert_eq!(
        draw(&other),
        Drawn {
            drawn: 24,
            reused: 0
        }
    );
    let no_png = Art {
        png: false,
        ..other
    };
    assert_eq!(
        draw(&no_png),
        Drawn {
            drawn: 0,
            reused: 24
        }
    );
    assert!(!out.join("png").exists(), "no PNG is left behind");

    // A picture missing from the previous tree is drawn again.
    std::fs::remove_file(out.join("svg/h2-05.svg")).unwrap();
    assert_eq!(
        draw(&no_png),
        Drawn {
            drawn: 1,
            reused: 23
        }
    );
}

#[test]
fn two_builds_give_byte_identical_trees() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a/out"), tmp.path().join("b/elsewhere"));
    // One through the command, one through the library, in different places.
    let result = build(&common::tiles_dir(), &a);
    assert!(result.status.success(), "{}", text(&result.stderr));
    export::build(&common::catalog(), &BuildOptions::new(&b)).unwrap();
    let (ta, tb) = (common::tree(&a), common::tree(&b));
    assert_eq!(ta.keys().collect::<Vec<_>>(), tb.keys().collect::<Vec<_>>());
    for (name, bytes) in &ta {
        assert!(bytes == &tb[name], "{name} differs between two builds");
    }
    // And a rebuild in place changes nothing.
    let result = build(&common::tiles_dir(), &a);
    assert!(result.status.success());
    assert_eq!(common::tree(&a), ta);
}

#[test]
fn generated_files_hold_no_absolute_paths() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    export::build(&common::catalog(), &BuildOptions::new(&out)).unwrap();
    let root = env!("CARGO_MANIFEST_DIR");
    for (name, bytes) in common::tree(&out) {
        let content = text(&bytes);
        assert!(!content.contains(root), "{name} names {root}");
        assert!(
            !content.contains(tmp.path().to_str().unwrap()),
            "{name} names the output path"
        );
    }
}

#[test]
fn invalid_definitions_leave_the_output_unchanged() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    common::copy_tree(&common::tiles_dir(), &tiles);
    let out = tmp.path().join("out");
    assert!(build(&tiles, &out).status.success());
    let before = common::tree(&out);

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
    assert_eq!(common::tree(&out), before);
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
    let result = build(&common::tiles_dir(), &out);
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
    let result = build(&common::tiles_dir(), mine.path());
    assert_eq!(result.status.code(), Some(1));
    assert!(
        text(&result.stderr).contains("did not write"),
        "{}",
        text(&result.stderr)
    );
    assert_eq!(common::tree(mine.path()).len(), 1);
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
    assert!(build(&common::tiles_dir(), &link).status.success());
    assert!(build(&common::tiles_dir(), &link).status.success());
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(real.join("tiles.json").is_file());
}

#[test]
fn a_rebuild_makes_again_only_the_sheet_files_whose_pages_changed() {
    use halflings_build::export::sheets::{Made, Sheets};
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    common::copy_tree(&common::tiles_dir(), &tiles);
    let out = tmp.path().join("out");
    // English's: each language's sheets are made alike.
    let sheets = Sheets {
        papers: halflings_sheets::Paper::ALL.to_vec(),
        bleed_mm: 0.0,
        png: true,
        languages: Some(vec!["en".to_owned()]),
    };
    let make = |dir: &Path| -> Made {
        let catalog = halflings_catalog::Catalog::load(&tiles).unwrap();
        let staging = Staging::begin(dir).unwrap();
        let made = sheets.make(&catalog, &staging).unwrap();
        staging.commit().unwrap();
        made
    };
    // Per paper: three PDFs, and thirteen pages (ten of rules with the
    // worked examples, two of census, one of print-and-cut), each with a
    // preview; each census and print-and-cut page has a PDF of its own
    // that its sheet's PDF is joined from, while the rule reference's PDF
    // is made whole.
    assert_eq!(
        make(&out),
        Made {
            made: 38,
            reused: 0
        }
    );
    assert_eq!(
        make(&out),
        Made {
            made: 0,
            reused: 38
        }
    );

    // A tile's name is on its census page and in the title of its picture
    // on the print-and-cut page, and the pictures of h1-03 are on two rule
    // pages (a placement diagram and a worked example); the rule reference
    // names a digest of all the definitions in its colophon, on its last
    // page. So on each paper the census and print-and-cut pages (each a
    // preview and a PDF) and three rule pages' previews are made again, the
    // three sheet PDFs with them; the other census page and rule pages are
    // taken over.
    rename_tile(&tiles.join("halflings-1/03.toml"));
    assert_eq!(
        make(&out),
        Made {
            made: 20,
            reused: 18
        }
    );

    // The result is what a build from nothing gives.
    let fresh = tmp.path().join("fresh");
    make(&fresh);
    assert_eq!(common::tree(&out), common::tree(&fresh));

    // A census page is known unchanged by its recipe, without being
    // drawn: a set's origin is in its recipe, so the page is remade.
    let manifest = tiles.join("expansion.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(
        &manifest,
        text.replacen("origin = \"", "origin = \"Edited: ", 1),
    )
    .unwrap();
    let census = |dir: &Path| std::fs::read(dir.join("sheets/en/census-a4-1.svg")).unwrap();
    let before = census(&out);
    let made = make(&out);
    assert!(made.made > 0 && made.reused > 0, "{made:?}");
    assert_ne!(census(&out), before);
    let fresh = tmp.path().join("fresh-origin");
    make(&fresh);
    assert_eq!(common::tree(&out), common::tree(&fresh));
}

/// Previews are proofs of the layout, and the slowest file of a page: a
/// build of every language previews English's pages, one that names its
/// languages previews each it names.
#[test]
fn the_pages_of_english_and_of_each_language_named_are_previewed() {
    use halflings_build::export::sheets::Sheets;

    let catalog = common::catalog();
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
            common::tiles_dir().to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        Path::new(env!("CARGO_MANIFEST_DIR")),
    );
    assert!(result.status.success(), "{}", text(&result.stderr));
    let files: Vec<String> = common::tree(&out).into_keys().collect();
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
fn an_edit_of_one_language_remakes_only_that_languages_sheets() {
    use halflings_build::export::sheets::Sheets;
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    common::copy_tree(&common::tiles_dir(), &tiles);
    let out = tmp.path().join("out");
    let sheets = Sheets {
        papers: vec![halflings_sheets::Paper::A4],
        bleed_mm: 0.0,
        png: false,
        languages: Some(vec!["en".to_owned(), "de".to_owned()]),
    };
    let make = |dir: &Path| {
        let catalog = halflings_catalog::Catalog::load(&tiles).unwrap();
        let staging = Staging::begin(dir).unwrap();
        let made = sheets.make(&catalog, &staging).unwrap();
        staging.commit().unwrap();
        made
    };
    make(&out);
    let before = common::tree(&out);
    let german = tiles.join("lang/de.ftl");
    let text = std::fs::read_to_string(&german).unwrap();
    let edited = text.replacen("cut-bar = 50 mm", "cut-bar = 50 mm (Maßstab)", 1);
    assert_ne!(edited, text);
    std::fs::write(&german, edited).unwrap();
    let made = make(&out);
    let after = common::tree(&out);
    let changed: Vec<&String> = after
        .keys()
        .filter(|path| before.get(*path) != after.get(*path))
        .filter(|path| !path.starts_with(".cache/keys"))
        .collect();
    assert!(!changed.is_empty());
    for path in &changed {
        assert!(
            path.starts_with("sheets/de/") || path.starts_with(".cache/pages/de/"),
            "{path} changed with an edit of German"
        );
    }
    // What was made is German's: the print-and-cut page that shows the
    // message, the census pages (whose recipe holds the language's file)
    // and their sheets' PDFs; every English file was taken over.
    assert!(made.made > 0 && made.reused > made.made, "{made:?}");
    assert!(changed.iter().any(|p| p.starts_with("sheets/de/cut-")));
}

/// The print-and-cut pages are keyed by their recipe, and the bleed is in
/// it: sheets remade with another bleed are those a build from nothing
/// gives.
#[test]
fn a_rebuild_with_another_bleed_draws_the_print_and_cut_pages_again() {
    use halflings_build::export::sheets::Sheets;
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let catalog = halflings_catalog::Catalog::load(&common::tiles_dir()).unwrap();
    let make = |dir: &Path, bleed_mm: f64| {
        let sheets = Sheets {
            papers: vec![halflings_sheets::Paper::A4],
            bleed_mm,
            png: false,
            languages: None,
        };
        let staging = Staging::begin(dir).unwrap();
        sheets.make(&catalog, &staging).unwrap();
        staging.commit().unwrap();
    };
    let out = tmp.path().join("out");
    make(&out, 0.0);
    let before = std::fs::read(out.join("sheets/en/cut-a4-1.svg")).unwrap();
    make(&out, 2.0);
    assert_ne!(
        std::fs::read(out.join("sheets/en/cut-a4-1.svg")).unwrap(),
        before
    );
    let fresh = tmp.path().join("fresh");
    make(&fresh, 2.0);
    assert_eq!(common::tree(&out), common::tree(&fresh));
}

/// Puts "Edited: " before the name of the tile in `file`, a change that
/// reaches its picture's title and its census entry but not its drawing.
fn rename_tile(file: &Path) {
    let edited =
        std::fs::read_to_string(file)
            .unwrap()
            .replacen("name = \"", "name = \"Edited: ", 1);
    std::fs::write(file, edited).unwrap();
}

#[test]
fn the_gallery_of_a_build_links_each_languages_sheets_and_every_link_leads_to_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let run = halflings(
        &[
            "build",
            "--no-png",
            "--lang",
            "en,ro",
            "--tiles",
            common::tiles_dir().to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        Path::new(env!("CARGO_MANIFEST_DIR")),
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
