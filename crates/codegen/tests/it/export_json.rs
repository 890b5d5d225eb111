//! The JSON export, `tiles.json`: it follows its committed schema, and
//! agrees with the TOML definitions for every tile and rotation (checked
//! against halflings-testkit's brute-force geometry). That the file `build`
//! writes reads back into the same export is halflings-build's test.

use halflings_testkit::{self as testkit, geometry};

use halflings_codegen::json::Export;

fn export() -> Export {
    Export::from_catalog(&testkit::catalog())
}

/// The export in the same one-fact-a-line form as `geometry::expected_dump`.
fn dump(export: &Export) -> String {
    let name = |v: &dyn erased::Name| v.kebab();
    let mut out = String::new();
    for (i, t) in export.tiles.iter().enumerate() {
        out += &format!(
            "tile {} set={} number={} name={:?} sides={}\n",
            t.id,
            t.set,
            t.number,
            t.name,
            [t.sides.north, t.sides.long, t.sides.west]
                .map(|l| l.name())
                .join(",")
        );
        for f in &t.features {
            out += &format!(
                "feature {} {} kind={} slots={} pennants={} end={} borders={}\n",
                t.id,
                f.id,
                name(&f.kind),
                f.slots
                    .iter()
                    .map(|s| s.name())
                    .collect::<Vec<_>>()
                    .join(","),
                f.pennants,
                f.end.map_or("-", |e| e.name()),
                f.borders.join(",")
            );
        }
        for s in &t.symbols {
            out += &format!(
                "symbol {} kind={} field={}\n",
                t.id,
                s.kind.name(),
                s.field.as_deref().unwrap_or("-")
            );
        }
        for r in &t.rotations {
            let legs: Vec<String> = ["north", "east", "south", "west"]
                .iter()
                .zip(geometry::DIRS)
                .map(|(facing, short)| {
                    let leg = r.legs.iter().find(|l| name(&l.facing) == *facing);
                    format!(
                        "{short}={}",
                        leg.map_or("-".into(), |l| geometry::profile_text(l.profile))
                    )
                })
                .collect();
            out += &format!(
                "rot {} {} legs {} long={}:{}\n",
                t.id,
                r.rotation,
                legs.join(" "),
                name(&r.long.facing),
                geometry::profile_text(r.long.profile)
            );
            let partners: Vec<String> = export
                .long_side_partners(i, r.rotation)
                .map(|(tile, rotation)| format!("{tile}@{rotation}"))
                .collect();
            out += &format!(
                "partners {} {} [{}]\n",
                t.id,
                r.rotation,
                partners.join(" ")
            );
        }
    }
    for r in &export.rules {
        out += &format!(
            "rules {} road_city={} monastery={} max={} current={}\n",
            r.id,
            name(&r.road_city),
            name(&r.monastery),
            r.max_monastery,
            r.current
        );
    }
    out
}

/// The kebab-case name serde gives any unit variant.
mod erased {
    pub trait Name {
        fn kebab(&self) -> String;
    }
    impl<T: serde::Serialize> Name for T {
        fn kebab(&self) -> String {
            serde_json::to_value(self)
                .unwrap()
                .as_str()
                .unwrap()
                .to_owned()
        }
    }
}

#[test]
fn the_json_export_agrees_with_the_toml_for_every_tile_and_rotation() {
    let expected = geometry::expected_dump(&testkit::catalog(), false);
    let actual = dump(&export());
    if let Some(diff) = testkit::first_difference(&expected, &actual) {
        panic!("tiles.json differs from the definitions at {diff}");
    }
}

#[test]
fn the_json_export_follows_its_committed_schema() {
    let schema_path = testkit::workspace_root().join("schema/export.schema.json");
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let value = serde_json::to_value(export()).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");

    // The schema is strict: an unknown field or a wrong rotation fails.
    let mut bad = value.clone();
    bad["tiles"][0]["colour"] = "green".into();
    assert!(!validator.is_valid(&bad));
    let mut bad = value;
    bad["tiles"][0]["rotations"][0]["rotation"] = 4.into();
    assert!(!validator.is_valid(&bad));
}

#[test]
fn the_export_names_the_source_digest_the_rust_tables_name() {
    let catalog = testkit::catalog();
    let digest = catalog.sha256().to_owned();
    assert_eq!(export().source_sha256, digest);
    let lib = halflings_codegen::tables::crate_lib(&catalog).unwrap();
    assert!(lib.contains(&digest));
}

#[test]
fn every_rules_version_and_set_of_the_manifest_is_exported() {
    let catalog = testkit::catalog();
    let e = export();
    assert_eq!(e.rules.len(), catalog.expansion().rules.len());
    assert_eq!(e.rules.iter().filter(|r| r.current).count(), 1);
    assert_eq!(e.expansion.sets.len(), catalog.expansion().set.len());
    let listed: usize = e.expansion.sets.iter().map(|s| s.tiles.len()).sum();
    assert_eq!(listed, catalog.tiles().len());
    assert_eq!(e.tiles.len(), 24);
}

#[test]
fn the_base_games_tiles_are_exported_with_their_counts_and_the_start_tile() {
    let e = export();
    assert_eq!(e.normal_tiles.len(), 24);
    let copies: u32 = e.normal_tiles.iter().map(|t| u32::from(t.count)).sum();
    assert_eq!(copies, 72);
    let start: Vec<&str> = e
        .normal_tiles
        .iter()
        .filter(|t| t.start)
        .map(|t| t.id.as_str())
        .collect();
    assert_eq!(start, ["city-with-straight-road"]);
}
