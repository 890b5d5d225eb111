//! An interrupted build leaves the previous complete output: 20 builds in
//! CI (`HALFLINGS_THOROUGH=1`, 4 in a plain `cargo test`), each killed with SIGKILL at a random moment, and after each one the
//! output directory is exactly the previous tree or exactly the new one.
//!
//! Two tile directories that differ in one tile's name take turns, so every
//! build changes the tree and "previous" and "new" can be told apart.
//! `scripts/kill-test` does the same with the release binary and sha256.

use halflings_testkit as testkit;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

type Tree = BTreeMap<String, Vec<u8>>;

fn command(tiles: &Path, out: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_halflings"));
    // English's sheets alone and no PNGs: what is killed is the swap of a
    // tree, the same whatever files it holds, and six languages' sheets
    // made each build some three times as long, the PNGs twice.
    cmd.arg("build")
        .args(["--lang", "en", "--no-png"])
        .arg("--tiles")
        .arg(tiles)
        .arg("--out")
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd
}

fn complete_build(tiles: &Path, out: &Path) -> Duration {
    let start = Instant::now();
    let status = command(tiles, out).status().unwrap();
    assert!(status.success());
    start.elapsed()
}

/// A small random number generator (xorshift), seeded from the clock and
/// printed so a failing run can be repeated with `KILL_TEST_SEED`.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn a_build_killed_at_any_moment_leaves_the_previous_tree_or_the_new_one() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles_a = tmp.path().join("tiles-a");
    let tiles_b = tmp.path().join("tiles-b");
    testkit::copy_tree(&testkit::tiles_dir(), &tiles_a);
    testkit::copy_tree(&testkit::tiles_dir(), &tiles_b);
    let tile = tiles_b.join("halflings-1/01.toml");
    let text = std::fs::read_to_string(&tile).unwrap();
    let renamed = text.replacen("name = \"", "name = \"Renamed: ", 1);
    assert_ne!(text, renamed);
    std::fs::write(&tile, renamed).unwrap();

    // The two complete trees, and how long a build takes.
    let mut took = Duration::ZERO;
    let mut reference = Vec::new();
    for tiles in [&tiles_a, &tiles_b] {
        let dir = tmp.path().join(format!("reference-{}", reference.len()));
        took = took.max(complete_build(tiles, &dir));
        reference.push(testkit::tree(&dir));
    }
    let (tree_a, tree_b): (&Tree, &Tree) = (&reference[0], &reference[1]);
    assert_ne!(tree_a, tree_b);

    let seed = std::env::var("KILL_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        })
        | 1;
    eprintln!("KILL_TEST_SEED={seed}; a complete build takes {took:?}");
    let mut rng = Rng(seed);

    let out = tmp.path().join("out");
    complete_build(&tiles_a, &out);
    let mut previous: &Tree = tree_a;
    let (mut killed_running, mut kept_old, mut got_new) = (0, 0, 0);
    let window = took.as_micros() as u64 * 3 / 2 + 1;
    let runs = testkit::runs(4, 20) as usize;
    for run in 0..runs {
        let (tiles, target) = if previous == tree_a {
            (&tiles_b, tree_b)
        } else {
            (&tiles_a, tree_a)
        };
        let delay = Duration::from_micros(rng.next() % window);
        let mut child = command(tiles, &out).spawn().unwrap();
        std::thread::sleep(delay);
        if child.try_wait().unwrap().is_none() {
            killed_running += 1;
        }
        child.kill().ok(); // SIGKILL on Unix
        child.wait().unwrap();

        let now = testkit::tree(&out);
        if now == *previous {
            kept_old += 1;
        } else if now == *target {
            got_new += 1;
            previous = target;
        } else {
            panic!(
                "run {run} (killed after {delay:?}, seed {seed}): the output is neither the \
                 previous tree nor the new one: {:?}",
                now.keys().collect::<Vec<_>>()
            );
        }
    }
    eprintln!(
        "{runs}/{runs} intact: {killed_running} killed while running; {kept_old} left the \
         previous tree, {got_new} the new one"
    );

    // The next complete build cleans up whatever the killed ones left.
    complete_build(&tiles_a, &out);
    assert_eq!(testkit::tree(&out), *tree_a);
    let mut left: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    assert_eq!(
        left,
        ["out", "reference-0", "reference-1", "tiles-a", "tiles-b"]
    );
}
