//! `halflings new set` and `halflings new tile`, run in-process on a copy of
//! the repository's tiles: a new set passes `check` as it is written, the
//! manifest keeps every byte it had before the added block, `new tile`
//! adds the next number and raises the count, and a refused command
//! writes nothing.

use halflings_testkit as testkit;

use std::path::Path;
use std::process::ExitCode;

use halflings_catalog::Catalog;
use halflings_model::{SetLabel, SetSymbol};

/// A copy of the repository's tiles in a fresh temporary folder.
fn project() -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles);
    (tmp, tiles)
}

fn run(args: &[&str], tiles: &Path) -> ExitCode {
    let mut all = vec!["halflings".to_owned()];
    all.extend(args.iter().map(|a| (*a).to_owned()));
    all.extend(["--tiles-dir".to_owned(), tiles.display().to_string()]);
    halflings::cli::run_from(all)
}

fn manifest(tiles: &Path) -> String {
    std::fs::read_to_string(tiles.join("expansion.toml")).unwrap()
}

const FAN: &[&str] = &[
    "new",
    "set",
    "fan",
    "--name",
    "Fan tiles",
    "--prefix",
    "hf",
    "--tiles",
    "3",
    "--year",
    "2026",
];

#[test]
fn a_new_set_passes_check_as_written_with_its_own_label() {
    let (_tmp, tiles) = project();
    assert_eq!(run(FAN, &tiles), ExitCode::SUCCESS);
    let catalog = Catalog::load(&tiles).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(catalog.tiles().len(), 27);
    let set = catalog
        .expansion()
        .set
        .iter()
        .find(|s| s.id.as_str() == "fan")
        .unwrap();
    assert_eq!(
        (set.name.as_str(), set.prefix.as_str(), set.tiles, set.year),
        ("Fan tiles", "hf", 3, 2026)
    );
    assert_eq!(set.symbol, SetSymbol::Label(SetLabel("HF".to_owned())));
    let ids: Vec<&str> = catalog.tiles_of(set).map(|t| t.id.as_str()).collect();
    assert_eq!(ids, ["hf-01", "hf-02", "hf-03"]);
    for n in 1..=3 {
        let text = std::fs::read_to_string(tiles.join(format!("fan/{n:02}.toml"))).unwrap();
        assert!(text.starts_with("#:schema ../../schema/tile.schema.json\n"));
        assert!(text.contains("Fill me in"), "{text}");
    }
}

#[test]
fn the_manifest_keeps_every_byte_and_only_gains_the_block() {
    let (_tmp, tiles) = project();
    let before = manifest(&tiles);
    assert_eq!(run(FAN, &tiles), ExitCode::SUCCESS);
    let after = manifest(&tiles);
    // The block goes after the last [[set]], before [[edition]].
    let at = before.find("\n[[edition]]").unwrap() + 1;
    assert_eq!(&after[..at], &before[..at], "the text before the block");
    let block = "[[set]]\nid = \"fan\"\nname = \"Fan tiles\"\nprefix = \"hf\"\n\
                 origin = \"Fan-made\"\nyear = 2026\nsymbol = { label = \"HF\" }\ntiles = 3\n\n";
    assert_eq!(&after[at..at + block.len()], block);
    assert_eq!(
        &after[at + block.len()..],
        &before[at..],
        "the text after it"
    );
}

#[test]
fn a_label_symbol_can_be_named_and_pentagon_still_works() {
    let (_tmp, tiles) = project();
    let mut args = FAN.to_vec();
    args.extend(["--symbol", "F"]);
    assert_eq!(run(&args, &tiles), ExitCode::SUCCESS);
    assert!(manifest(&tiles).contains("symbol = { label = \"F\" }"));
    let args = [
        "new", "set", "fan2", "--name", "Two", "--prefix", "ft", "--tiles", "1", "--symbol",
        "pentagon",
    ];
    assert_eq!(run(&args, &tiles), ExitCode::SUCCESS);
    let catalog = Catalog::load(&tiles).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(catalog.tiles().len(), 28);
}

#[test]
fn new_tile_adds_the_next_number_and_raises_the_count() {
    let (_tmp, tiles) = project();
    assert_eq!(run(FAN, &tiles), ExitCode::SUCCESS);
    let before = manifest(&tiles);
    assert_eq!(run(&["new", "tile", "fan"], &tiles), ExitCode::SUCCESS);
    let text = std::fs::read_to_string(tiles.join("fan/04.toml")).unwrap();
    assert!(text.contains("id = \"hf-04\"\nset = \"fan\"\n"), "{text}");
    assert_eq!(
        manifest(&tiles),
        before.replacen("tiles = 3\n", "tiles = 4\n", 1),
        "only the count changes"
    );
    let catalog = Catalog::load(&tiles).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(catalog.tiles().len(), 28);
    // A shipped set takes a 13th tile the same way.
    assert_eq!(
        run(&["new", "tile", "halflings-2"], &tiles),
        ExitCode::SUCCESS
    );
    assert!(tiles.join("halflings-2/13.toml").is_file());
    assert!(Catalog::load(&tiles).is_ok());
}

/// Runs `args`, which must be refused with `code`, and checks that the tiles
/// directory is byte for byte as it was.
fn refused(args: &[&str], code: u8, tiles: &Path) {
    let before = testkit::tree(tiles);
    assert_eq!(run(args, tiles), ExitCode::from(code), "{args:?}");
    assert_eq!(testkit::tree(tiles), before, "{args:?} wrote nothing");
    assert!(!tiles.join("fan").exists() || before.keys().any(|k| k.starts_with("fan/")));
}

#[test]
fn a_taken_id_or_prefix_is_a_usage_error_and_writes_nothing() {
    let (_tmp, tiles) = project();
    let mut taken_id = FAN.to_vec();
    taken_id[2] = "halflings-1";
    refused(&taken_id, 2, &tiles);
    let mut taken_prefix = FAN.to_vec();
    taken_prefix[6] = "h2";
    refused(&taken_prefix, 2, &tiles);
}

#[test]
fn bad_arguments_are_usage_errors_and_write_nothing() {
    let (_tmp, tiles) = project();
    for (at, bad) in [
        (2, "Fan"),      // an id is lower case
        (2, "examples"), // the worked examples' folder
        (6, "h-f"),      // a prefix has no dash
        (8, "0"),        // at least one tile
        (8, "100"),      // at most 99
    ] {
        let mut args = FAN.to_vec();
        args[at] = bad;
        refused(&args, 2, &tiles);
    }
    let mut long_label = FAN.to_vec();
    long_label.extend(["--symbol", "FANS"]);
    refused(&long_label, 2, &tiles);
}

#[test]
fn an_unknown_set_is_a_usage_error_and_writes_nothing() {
    let (_tmp, tiles) = project();
    refused(&["new", "tile", "halflings-3"], 2, &tiles);
}

#[test]
fn a_missing_manifest_is_exit_1() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    std::fs::create_dir(&tiles).unwrap();
    refused(FAN, 1, &tiles);
    refused(&["new", "tile", "fan"], 1, &tiles);
}

#[test]
fn an_existing_tile_file_is_kept_and_never_overwritten() {
    let (_tmp, tiles) = project();
    std::fs::create_dir(tiles.join("fan")).unwrap();
    let mine = "# my own first tile, not finished\n";
    std::fs::write(tiles.join("fan/01.toml"), mine).unwrap();
    assert_eq!(run(FAN, &tiles), ExitCode::SUCCESS);
    assert_eq!(
        std::fs::read_to_string(tiles.join("fan/01.toml")).unwrap(),
        mine
    );
    assert!(tiles.join("fan/02.toml").is_file() && tiles.join("fan/03.toml").is_file());
    // `new tile` refuses to replace a file in the way, and changes nothing.
    std::fs::write(tiles.join("fan/04.toml"), mine).unwrap();
    refused(&["new", "tile", "fan"], 1, &tiles);
}

#[test]
fn a_failed_new_set_removes_what_it_wrote() {
    let (_tmp, tiles) = project();
    // The manifest cannot be replaced: a folder sits at its temporary name.
    let blocker = tiles.join(format!(".expansion.toml.{}.tmp", std::process::id()));
    std::fs::create_dir(&blocker).unwrap();
    refused(FAN, 1, &tiles);
    assert!(!tiles.join("fan").exists(), "the new folder is removed");
}
