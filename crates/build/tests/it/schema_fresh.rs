//! The committed schemas are what the model derives; editing the model
//! without running `halflings schema` fails here.

use halflings_testkit::{tiles_dir, workspace_root};

#[test]
fn committed_schemas_match_the_model() {
    let dir = workspace_root().join("schema");
    let all = halflings_build::schema_files::all();
    let names: Vec<&str> = all.iter().map(|(name, _)| *name).collect();
    assert_eq!(
        names,
        [
            "tile.schema.json",
            "expansion.schema.json",
            "example.schema.json",
            "square.schema.json",
            "language.schema.json",
            "export.schema.json",
            "conformance.schema.json",
            "protocol-request.schema.json",
            "protocol-started.schema.json",
            "protocol-ran.schema.json"
        ]
    );
    for (name, text) in all {
        let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(
            committed == text,
            "schema/{name} is stale: run `cargo run -- schema` and commit the result"
        );
    }
}

#[test]
fn every_tile_file_is_tied_to_its_schema_for_editors() {
    let root = tiles_dir();
    let manifest = std::fs::read_to_string(root.join("expansion.toml")).unwrap();
    assert!(manifest.starts_with("#:schema ../schema/expansion.schema.json\n"));
    let mut count = 0;
    for set in ["halflings-1", "halflings-2"] {
        for entry in std::fs::read_dir(root.join(set)).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            assert!(text.starts_with("#:schema ../../schema/tile.schema.json\n"));
            count += 1;
        }
    }
    assert_eq!(count, 24);
}

#[test]
fn doc_comments_become_descriptions() {
    let schema = halflings_build::schema_files::tile_schema();
    let pennants = schema
        .pointer("/$defs/City/properties/pennants/description")
        .and_then(|d| d.as_str());
    assert_eq!(
        pennants,
        Some("How many pennants (coats of arms) the segment shows.")
    );
}
