//! `halflings score` at the edges of the i32 range, where the coordinates
//! of a board end: a space there has no neighbour beyond it, so a tile at
//! `i32::MAX` and one at `i32::MIN` never touch, and nothing panics (the
//! test binary is a debug build, with overflow checks).

use std::path::Path;
use std::process::{Command, Output};

/// `halflings score` of a board file with `body` after its title.
fn score(dir: &Path, name: &str, body: &str) -> Output {
    let file = dir.join(name);
    std::fs::write(&file, format!("title = \"T\"\ndescription = \"D\"\n{body}")).unwrap();
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .arg("score")
        .arg(&file)
        .output()
        .unwrap()
}

fn place(tile: &str, (x, y): (i32, i32), follower: &str) -> String {
    format!("[[place]]\ntile = \"{tile}\"\nat = [{x}, {y}]\n{follower}")
}

#[test]
fn a_tile_at_i32_min_is_not_adjacent_to_one_at_i32_max() {
    let dir = tempfile::tempdir().unwrap();
    for (first, second) in [
        ((i32::MAX, 0), (i32::MIN, 0)),
        ((i32::MIN, 0), (i32::MAX, 0)),
        ((0, i32::MAX), (0, i32::MIN)),
    ] {
        let board = place("straight-road", first, "") + &place("straight-road", second, "");
        let out = score(dir.path(), "board.toml", &board);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains(&format!(
                "straight-road cannot go at [{}, {}] turned 0: the tile touches no placed tile, not even at a corner",
                second.0, second.1
            )),
            "{stderr}"
        );

        let attempt = format!(
            "[try]\ntile = \"straight-road\"\nat = [{}, {}]\nrotation = 90\nexpect = \"not-adjacent\"\n",
            second.0, second.1
        );
        let out = score(
            dir.path(),
            "try.toml",
            &(place("straight-road", first, "") + &attempt),
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains(": not-adjacent"), "{stdout}");
    }
}

#[test]
fn a_tile_in_each_corner_of_the_range_scores_alone_and_beside_another() {
    let dir = tempfile::tempdir().unwrap();
    let red = "followers = [{ player = \"red\", feature = \"monastery\" }]\n";
    let inward = |at: i32| if at == i32::MIN { at + 1 } else { at - 1 };
    for x in [i32::MIN, i32::MAX] {
        for y in [i32::MIN, i32::MAX] {
            let alone = place("monastery", (x, y), red);
            let beside = alone.clone() + &place("monastery", (inward(x), y), "");
            // An unfinished monastery counts its own tile and those round it.
            for (body, points) in [(alone, 1), (beside, 2)] {
                let out = score(dir.path(), "corner.toml", &body);
                let stdout = String::from_utf8_lossy(&out.stdout);
                assert!(
                    out.status.success(),
                    "[{x}, {y}]: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                assert!(
                    stdout.contains(&format!(
                        "rules 2021-01, Clarification 1/2021: red {points}"
                    )),
                    "[{x}, {y}]: {stdout}"
                );
                assert!(stdout.contains("not complete"), "[{x}, {y}]: {stdout}");
            }
        }
    }
}
