//! Every command that writes into the output directory keeps it true: after
//! any sequence of `build`, `render` (any tiles, any resolution) and
//! `sheets` (any paper, any bleed), a `build` leaves a tree byte-identical
//! to one built from nothing. Nothing a command wrote before can survive as
//! a stale file, because every file goes through `output`, which keeps the
//! keys of reusable files true.

use halflings_testkit as testkit;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::OnceLock;

use proptest::prelude::*;

/// A small tiles directory (the corpus base: a manifest and two tiles), so
/// that each of the many builds is quick.
fn tiles() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/_base/tiles")
}

const IDS: [&str; 2] = ["t-01", "t-02"];

#[derive(Clone, Debug)]
enum Op {
    Build,
    Render {
        ids: Vec<&'static str>,
        dpi: u32,
    },
    Sheets {
        paper: &'static str,
        bleed: &'static str,
    },
}

fn run(op: &Op, out: &Path) {
    let tiles = tiles();
    let mut args: Vec<String> = vec!["halflings".into()];
    match op {
        // English's sheets: the commands' trees are what is compared, and
        // every language's sheets are written alike.
        Op::Build => args.extend(["build", "--lang", "en"].map(String::from)),
        Op::Render { ids, dpi } => {
            args.extend(["render".into(), "--dpi".into(), dpi.to_string()]);
            args.extend(ids.iter().map(|id| id.to_string()));
        }
        Op::Sheets { paper, bleed } => {
            args.extend(
                ["sheets", "--lang", "en", "--paper", paper, "--bleed", bleed].map(String::from),
            );
        }
    }
    args.extend([
        "--tiles".into(),
        tiles.display().to_string(),
        "--out".into(),
        out.display().to_string(),
    ]);
    assert_eq!(
        halflings::cli::run_from(&args),
        ExitCode::SUCCESS,
        "{args:?}"
    );
}

fn fresh() -> &'static BTreeMap<String, Vec<u8>> {
    static FRESH: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    FRESH.get_or_init(|| {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        run(&Op::Build, &out);
        testkit::tree(&out)
    })
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        Just(Op::Build),
        (
            proptest::sample::subsequence(IDS.to_vec(), 0..=2),
            10u32..=400
        )
            .prop_map(|(ids, dpi)| Op::Render { ids, dpi }),
        (
            proptest::sample::select(vec!["a4", "letter"]),
            proptest::sample::select(vec!["0", "1.5", "3"])
        )
            .prop_map(|(paper, bleed)| Op::Sheets { paper, bleed }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        // 50 in CI (HALFLINGS_THOROUGH=1), 5 in a plain `cargo test`
        // (each case runs two to four builds).
        cases: testkit::runs(5, 50),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn a_build_after_any_commands_equals_a_build_from_nothing(
        ops in proptest::collection::vec(op(), 1..=3)
    ) {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        for op in &ops {
            run(op, &out);
        }
        run(&Op::Build, &out);
        let tree = testkit::tree(&out);
        let fresh = fresh();
        let names = |t: &BTreeMap<String, Vec<u8>>| t.keys().cloned().collect::<Vec<_>>();
        prop_assert_eq!(names(&tree), names(fresh), "the same files after {:?}", ops);
        for (name, bytes) in fresh {
            prop_assert!(&tree[name] == bytes, "{} differs after {:?}", name, ops);
        }
    }
}

/// The two sequences the issue names, spelled out.
#[test]
fn render_at_50_dpi_or_sheets_with_bleed_leave_nothing_behind_a_build() {
    for first in [
        Op::Render {
            ids: vec!["t-01"],
            dpi: 50,
        },
        Op::Sheets {
            paper: "a4",
            bleed: "3",
        },
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        run(&Op::Build, &out);
        run(&first, &out);
        assert_ne!(&testkit::tree(&out), fresh(), "{first:?} changed something");
        run(&Op::Build, &out);
        assert!(
            &testkit::tree(&out) == fresh(),
            "stale files after {first:?}"
        );
    }
}
