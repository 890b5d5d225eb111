//! The committed schemas under `schema/` match what the model and the
//! export types derive. When this fails, run `cargo run -- schema`.

use std::path::Path;

#[test]
fn every_committed_schema_matches_the_types_it_is_derived_from() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    let all = halflings::schema::all();
    let names: Vec<&str> = all.iter().map(|(name, _)| *name).collect();
    assert!(
        names.contains(&halflings::schema::EXPORT_SCHEMA),
        "{names:?}"
    );
    for (name, text) in all {
        let committed = std::fs::read_to_string(dir.join(name))
            .unwrap_or_else(|e| panic!("schema/{name}: {e}; run `cargo run -- schema`"));
        assert!(
            committed == text,
            "schema/{name} is stale; run `cargo run -- schema`"
        );
    }
}
