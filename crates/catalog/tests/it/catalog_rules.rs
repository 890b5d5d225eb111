//! Rules across files: ids match paths, sets are declared and complete,
//! and the manifest's own references resolve.

use halflings_testkit::tiles::*;

#[test]
fn an_id_matches_its_file_name() {
    let tiles = Tiles::new(
        &manifest(2),
        &[
            ("test/01.toml", &field_tile("t-02")),
            ("test/02.toml", &field_tile("t-02")),
        ],
    );
    let errors = tiles.errors();
    let e = errors
        .iter()
        .find(|e| e.message.contains("does not match the file name `01.toml`"))
        .unwrap_or_else(|| panic!("{errors:#?}"));
    assert!(e.file.ends_with("test/01.toml"));
    assert_eq!(e.line_col(), Some((1, 6)));
    assert!(e.help.as_deref().unwrap().contains("`t-01`"));
}

#[test]
fn two_sets_cannot_share_an_id_prefix() {
    // Tile ids are the prefix and the number, so two sets sharing a prefix
    // would give two tiles the same id.
    let text = manifest(1).replace("[[rules]]", "[[set]]\nid = \"test-b\"\nname = \"B\"\nprefix = \"t\"\norigin = \"tests\"\nyear = 2024\nsymbol = \"follower\"\ntiles = 1\n\n[[rules]]");
    let tiles = Tiles::new(
        &text,
        &[
            ("test/01.toml", &field_tile("t-01")),
            (
                "test-b/01.toml",
                &field_tile("t-01").replace("set = \"test\"", "set = \"test-b\""),
            ),
        ],
    );
    let errors = tiles.errors();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("prefix `t` is used by two sets")),
        "{errors:#?}"
    );
}

#[test]
fn duplicate_ids_across_files_name_both_files() {
    let tiles = Tiles::new(
        &manifest(2),
        &[
            ("test/01.toml", &field_tile("t-01")),
            ("test/02.toml", &field_tile("t-01")),
        ],
    );
    let errors = tiles.errors();
    assert!(
        errors.iter().any(|e| e.file.ends_with("test/02.toml")
            && e.message.contains("does not match the file name `02.toml`")),
        "{errors:#?}"
    );
}

#[test]
fn a_tile_sits_in_its_sets_folder() {
    let text = manifest(1).replace("[[rules]]", "[[set]]\nid = \"other\"\nname = \"Other\"\nprefix = \"o\"\norigin = \"tests\"\nyear = 2024\nsymbol = \"follower\"\ntiles = 1\n\n[[rules]]");
    let tiles = Tiles::new(
        &text,
        &[
            ("test/01.toml", &field_tile("t-01")),
            ("other/01.toml", &field_tile("o-01")),
        ],
    );
    let errors = tiles.errors();
    let e = errors
        .iter()
        .find(|e| e.message.contains("sits in the folder `other`"))
        .unwrap_or_else(|| panic!("{errors:#?}"));
    assert_eq!(e.line_col().unwrap().0, 2);
}

#[test]
fn a_tile_belongs_to_a_declared_set() {
    let text = field_tile("t-01").replace("set = \"test\"", "set = \"nowhere\"");
    let errors = errors_of(&text);
    assert!(
        errors.iter().any(
            |e| e.message.starts_with("set `nowhere` is not declared in ")
                && e.message.ends_with("expansion.toml")
                && e.help
                    .as_deref()
                    .is_some_and(|h| h.contains("[[set]]\nid = \"nowhere\"")
                        && h.contains("halflings new set nowhere"))
        ),
        "{errors:#?}"
    );
}

#[test]
fn each_set_has_the_count_the_manifest_declares() {
    let tiles = Tiles::new(
        &manifest(3),
        &[
            ("test/01.toml", &field_tile("t-01")),
            ("test/03.toml", &field_tile("t-03")),
        ],
    );
    let errors = tiles.errors();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    let e = &errors[0];
    assert!(e.file.ends_with("expansion.toml"));
    assert_eq!(e.message, "Test set declares 3 tiles, but 02 is missing");
    assert_eq!(e.line_col().unwrap().0, line_of(&manifest(3), "tiles = 3"));
}

#[test]
fn a_sets_tile_count_is_a_whole_number_not_a_float() {
    let text = manifest(1).replace("tiles = 1\n", "tiles = 1.0\n");
    let tiles = Tiles::new(&text, &[("test/01.toml", &field_tile("t-01"))]);
    let errors = tiles.errors();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    let e = &errors[0];
    assert!(e.file.ends_with("expansion.toml"));
    assert_eq!(
        e.message,
        "1.0 is a float in `set[0].tiles`, which takes an integer from 1 to 99"
    );
    // At the value, not at the top of the file.
    let line = text.lines().position(|l| l == "tiles = 1.0").unwrap() + 1;
    assert_eq!(e.line_col(), Some((line, "tiles = ".len() + 1)));
    assert!(
        e.help
            .as_deref()
            .unwrap()
            .starts_with("write a whole number such as 1")
    );
}

#[test]
fn every_integer_of_the_manifest_refuses_a_float() {
    for (from, to, place) in [
        ("year = 2024\n", "year = 2024.0\n", "in `set[0].year`"),
        (
            "max_monastery = 9\n",
            "max_monastery = 9.0\n",
            "in `rules[0].max_monastery`",
        ),
    ] {
        assert!(manifest(1).contains(from), "{from:?} not in the manifest");
        let text = manifest(1).replacen(from, to, 1);
        let tiles = Tiles::new(&text, &[("test/01.toml", &field_tile("t-01"))]);
        let errors = tiles.errors();
        assert!(
            errors.iter().any(|e| e
                .message
                .contains(&format!("is a float {place}, which takes an integer"))),
            "{errors:#?}"
        );
    }
}

#[test]
fn a_tile_number_lies_within_its_set() {
    let tiles = Tiles::new(
        &manifest(1),
        &[
            ("test/01.toml", &field_tile("t-01")),
            ("test/02.toml", &field_tile("t-02")),
        ],
    );
    let errors = tiles.errors();
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("declares tiles 01 to 01, so there is no tile 02")),
        "{errors:#?}"
    );
}

#[test]
fn the_manifest_names_declared_rules_versions() {
    let text = manifest(1).replace("current_rules = \"r\"", "current_rules = \"2099\"");
    let tiles = Tiles::new(&text, &[("test/01.toml", &field_tile("t-01"))]);
    let errors = tiles.errors();
    assert!(
        errors
            .iter()
            .any(|e| e.message == "rules version `2099` is not declared"
                && e.line_col().unwrap().0 == 2),
        "{errors:#?}"
    );
}

#[test]
fn a_missing_manifest_is_reported() {
    let tiles = Tiles::new("", &[("test/01.toml", &field_tile("t-01"))]);
    std::fs::remove_file(tiles.file("expansion.toml")).unwrap();
    let errors = tiles.errors();
    assert!(
        errors
            .iter()
            .any(|e| e.file.ends_with("expansion.toml") && e.message == "the manifest is missing"),
        "{errors:#?}"
    );
}

#[test]
fn a_file_outside_the_layout_is_reported() {
    let tiles = Tiles::new(
        &manifest(1),
        &[
            ("test/01.toml", &field_tile("t-01")),
            ("stray.toml", "x = 1"),
        ],
    );
    let errors = tiles.errors();
    assert!(
        errors.iter().any(|e| e.file.ends_with("stray.toml")
            && e.message.contains("is not where a definition file can be")),
        "{errors:#?}"
    );
}

#[cfg(unix)]
#[test]
fn links_are_not_followed_out_of_the_tree() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("01.toml"), field_tile("t-01")).unwrap();
    let tiles = Tiles::new(&manifest(1), &[]);
    std::fs::create_dir_all(tiles.file("test")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("01.toml"), tiles.file("test/01.toml")).unwrap();
    let errors = tiles.errors();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("points outside the tiles directory")),
        "{errors:#?}"
    );
}

#[test]
fn a_message_file_that_cannot_be_read_is_reported_once_not_also_missing() {
    let text = manifest(1).replace(
        "current_rules = \"r\"",
        "current_rules = \"r\"\nlanguages = [\"en\", \"de\"]",
    );
    let tiles = Tiles::new(&text, &[("test/01.toml", &field_tile("t-01"))]);
    let too_large = "# a comment line\n".repeat(70_000).into_bytes();
    let not_utf8 = b"tile-t-01 = Feld \xff\n".to_vec();
    for (bytes, problem) in [(too_large, "is larger than"), (not_utf8, "UTF-8")] {
        std::fs::create_dir_all(tiles.file("lang")).unwrap();
        std::fs::write(tiles.file("lang/de.ftl"), bytes).unwrap();
        let errors = tiles.errors();
        let about_de: Vec<_> = errors
            .iter()
            .filter(|e| e.file.ends_with("lang/de.ftl") || e.message.contains("`de`"))
            .collect();
        assert_eq!(about_de.len(), 1, "{errors:#?}");
        assert!(
            about_de[0].file.ends_with("lang/de.ftl") && about_de[0].message.contains(problem),
            "{errors:#?}"
        );
    }
    // With no file at all, the language is missing.
    std::fs::remove_file(tiles.file("lang/de.ftl")).unwrap();
    let errors = tiles.errors();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("the language `de` has no messages")),
        "{errors:#?}"
    );
}
