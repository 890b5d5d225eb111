//! `export::build` and its exporters, through the library: `tiles.json` and
//! the tables crate are written as codegen makes them, what a build writes
//! holds no absolute path, and a rebuild into a staged tree draws again
//! only the pictures and sheet pages whose keys changed, leaving what a
//! build from nothing gives. The `build` command itself (what it writes,
//! byte for byte, with any number of threads; what it refuses) is tested
//! with the binary, in the root package's tests/it/build_command.rs.

use halflings_testkit as testkit;

use std::path::Path;

use halflings_build::export::{self, BuildOptions};
use halflings_codegen::json::{Export, FILE, to_json};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_rebuild_draws_only_the_tiles_that_changed() {
    use halflings_art::RenderOptions;
    use halflings_build::export::art::{Art, Drawn};
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
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
    assert_eq!(testkit::tree(&out), testkit::tree(&fresh));

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
fn generated_files_hold_no_absolute_paths() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    export::build(&testkit::catalog(), &BuildOptions::new(&out)).unwrap();
    let root = testkit::workspace_root().to_str().unwrap();
    for (name, bytes) in testkit::tree(&out) {
        let content = text(&bytes);
        assert!(!content.contains(root), "{name} names {root}");
        assert!(
            !content.contains(tmp.path().to_str().unwrap()),
            "{name} names the output path"
        );
    }
}

#[test]
fn a_rebuild_makes_again_only_the_sheet_files_whose_pages_changed() {
    use halflings_build::export::sheets::{Made, Sheets};
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
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
        let made = sheets
            .make(&halflings_art::pictures::Pictures::new(&catalog), &staging)
            .unwrap();
        staging.commit().unwrap();
        made
    };
    // Per paper: three PDFs, and fourteen pages (ten of rules with the
    // worked examples, three of census: a page for each set and one for
    // the base game's tiles, one of print-and-cut), each with a
    // preview; each census and print-and-cut page has a PDF of its own
    // that its sheet's PDF is joined from, while the rule reference's PDF
    // is made whole.
    assert_eq!(
        make(&out),
        Made {
            made: 42,
            reused: 0
        }
    );
    assert_eq!(
        make(&out),
        Made {
            made: 0,
            reused: 42
        }
    );

    // A tile's name is on its census page and in the title of its picture
    // on the print-and-cut page, and the pictures of h1-03 are on two rule
    // pages (a placement diagram and a worked example); the rule reference
    // names a digest of all the definitions in its colophon, on its last
    // page. So on each paper the census and print-and-cut pages (each a
    // preview and a PDF) and three rule pages' previews are made again, the
    // three sheet PDFs with them; the other census pages (the other set's
    // and the base game's) and rule pages are taken over.
    rename_tile(&tiles.join("halflings-1/03.toml"));
    assert_eq!(
        make(&out),
        Made {
            made: 20,
            reused: 22
        }
    );

    // The result is what a build from nothing gives.
    let fresh = tmp.path().join("fresh");
    make(&fresh);
    assert_eq!(testkit::tree(&out), testkit::tree(&fresh));

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
    assert_eq!(testkit::tree(&out), testkit::tree(&fresh));

    // The normal tiles are in the recipe of the base game's page: a count
    // edited remakes it, and no set's page.
    let curve = tiles.join("base-game/curved-road.toml");
    let text = std::fs::read_to_string(&curve).unwrap();
    std::fs::write(&curve, text.replacen("count = 9", "count = 8", 1)).unwrap();
    let page = |dir: &Path, n: usize| {
        std::fs::read(dir.join(format!("sheets/en/census-a4-{n}.svg"))).unwrap()
    };
    let (base, first) = (page(&out, 3), page(&out, 1));
    let made = make(&out);
    assert!(made.made > 0 && made.reused > 0, "{made:?}");
    assert_ne!(page(&out, 3), base);
    assert_eq!(page(&out, 1), first);
    let fresh = tmp.path().join("fresh-count");
    make(&fresh);
    assert_eq!(testkit::tree(&out), testkit::tree(&fresh));
}

#[test]
fn an_edit_of_one_language_remakes_only_that_languages_sheets() {
    use halflings_build::export::sheets::Sheets;
    use halflings_build::output::Staging;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
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
        let made = sheets
            .make(&halflings_art::pictures::Pictures::new(&catalog), &staging)
            .unwrap();
        staging.commit().unwrap();
        made
    };
    make(&out);
    let before = testkit::tree(&out);
    let german = tiles.join("lang/de.ftl");
    let text = std::fs::read_to_string(&german).unwrap();
    let edited = text.replacen("cut-bar = 50 mm", "cut-bar = 50 mm (Maßstab)", 1);
    assert_ne!(edited, text);
    std::fs::write(&german, edited).unwrap();
    let made = make(&out);
    let after = testkit::tree(&out);
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
    let catalog = halflings_catalog::Catalog::load(&testkit::tiles_dir()).unwrap();
    let make = |dir: &Path, bleed_mm: f64| {
        let sheets = Sheets {
            papers: vec![halflings_sheets::Paper::A4],
            bleed_mm,
            png: false,
            languages: None,
        };
        let staging = Staging::begin(dir).unwrap();
        sheets
            .make(&halflings_art::pictures::Pictures::new(&catalog), &staging)
            .unwrap();
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
    assert_eq!(testkit::tree(&out), testkit::tree(&fresh));
}

/// The conformance suite is keyed by what the engine reads: a build after
/// a tile's name changes takes the suite over (the same file, linked from
/// the tree it replaces); one after a normal tile's count changes plays the
/// suite again.
#[test]
fn a_name_edit_keeps_the_conformance_suite_and_a_count_edit_makes_it_again() {
    use halflings_build::export::Exporter;
    use halflings_build::export::json::Json;
    use halflings_build::output::Staging;
    use halflings_conformance::{CONFORMANCE_FILE, Suite};
    use std::os::unix::fs::MetadataExt;

    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
    let out = tmp.path().join("out");
    // The suite's file after a build: its inode and what it says.
    let build = || -> (u64, Suite, String) {
        let catalog = halflings_catalog::Catalog::load(&tiles).unwrap();
        let staging = Staging::begin(&out).unwrap();
        Json.export(&export::Input::new(&catalog), &staging)
            .unwrap();
        staging.commit().unwrap();
        let file = out.join(CONFORMANCE_FILE);
        let suite = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
        (
            std::fs::metadata(&file).unwrap().ino(),
            suite,
            catalog.data_sha256(),
        )
    };
    let (first, suite, data) = build();
    assert_eq!(suite.data_sha256, data);

    rename_tile(&tiles.join("halflings-1/03.toml"));
    let (renamed, again, same_data) = build();
    assert_eq!(same_data, data, "a name is not what the engine reads");
    assert_eq!(renamed, first, "the suite is taken over, not played again");
    assert_eq!(again, suite);

    let road = tiles.join("base-game/straight-road.toml");
    let edited = std::fs::read_to_string(&road)
        .unwrap()
        .replacen("count = 8", "count = 9", 1);
    std::fs::write(&road, edited).unwrap();
    let (recounted, remade, new_data) = build();
    assert_ne!(new_data, data, "a count is what the engine reads");
    assert_ne!(recounted, first, "the suite is played again");
    assert_eq!(remade.data_sha256, new_data);
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

/// `tiles.json` as a build writes it reads back into the export codegen
/// makes (halflings-codegen's tests check that export against the TOML).
#[test]
fn the_written_file_reads_back_into_the_same_export() {
    let export = || Export::from_catalog(&testkit::catalog());
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let options = BuildOptions {
        out: out.clone(),
        exporters: vec![Box::new(export::json::Json)],
    };
    export::build(&testkit::catalog(), &options).unwrap();
    let text = std::fs::read_to_string(out.join(FILE)).unwrap();
    assert_eq!(text, to_json(&export()));
    let back: Export = serde_json::from_str(&text).unwrap();
    assert_eq!(back, export());
}

/// The tables crate as a build writes it is codegen's, file for file
/// (halflings-codegen's tests build, lint, document and test that crate).
#[test]
fn the_tables_crate_is_written_as_codegen_makes_it() {
    use halflings_codegen::tables::{CRATE_DIR, crate_lib, crate_manifest};
    let catalog = testkit::catalog();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let options = BuildOptions {
        out: out.clone(),
        exporters: vec![Box::new(export::tables::Tables)],
    };
    export::build(&catalog, &options).unwrap();
    let written = testkit::tree(&out.join(CRATE_DIR));
    assert_eq!(
        written.keys().collect::<Vec<_>>(),
        ["Cargo.toml", "src/lib.rs"]
    );
    assert!(written["Cargo.toml"] == crate_manifest(&catalog).as_bytes());
    assert!(written["src/lib.rs"] == crate_lib(&catalog).unwrap().as_bytes());
}
