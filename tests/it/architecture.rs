//! ARCHITECTURE.md stays true: its crate graph is the one `cargo metadata`
//! gives, the crates it says do no I/O, write no file or start no process
//! do none of it, every crate root forbids `unsafe` and warns on missing
//! docs, only halflings-shipped builds the definitions in (but the one
//! file ARCHITECTURE.md names), and halflings-testkit is a dev-dependency
//! only.
//!
//! The graph is the fenced block after the line `<!-- crate graph -->`:
//! an entry per crate, `name -> dependency, ...; build: dependency, ...`,
//! an indented line going on with the entry above,
//! its normal and build dependencies as its Cargo.toml names them (dev
//! dependencies are the tests' business). The I/O lists are the lines
//! `no I/O: ...`, `writes files: ...` and `starts processes: ...` of the
//! fenced block after `<!-- effects -->`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

type Graph = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap()
}

/// The entries of the fenced block after `marker`: its lines, each
/// indented line joined to the one above.
fn block(text: &str, marker: &str) -> Vec<String> {
    let after = text
        .split_once(marker)
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no `{marker}`"))
        .1;
    let body = after.split_once("```text\n").expect("a fenced block").1;
    let body = body.split_once("```").expect("the block ends").0;
    let mut entries: Vec<String> = Vec::new();
    for line in body.lines().filter(|l| !l.trim().is_empty()) {
        match entries.last_mut() {
            Some(entry) if line.starts_with(' ') => entry.push_str(line),
            _ => entries.push(line.to_owned()),
        }
    }
    entries
}

fn names(list: &str) -> BTreeSet<String> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The graph as ARCHITECTURE.md states it.
fn stated(text: &str) -> Graph {
    let mut graph = Graph::new();
    for line in block(text, "<!-- crate graph -->") {
        let (name, deps) = line
            .split_once("->")
            .unwrap_or_else(|| panic!("`{line}`: a graph line is `name -> deps`"));
        let (normal, build) = match deps.split_once("; build:") {
            Some((n, b)) => (names(n), names(b)),
            None => (names(deps), BTreeSet::new()),
        };
        let old = graph.insert(name.trim().to_owned(), (normal, build));
        assert!(
            old.is_none(),
            "ARCHITECTURE.md lists `{}` twice",
            name.trim()
        );
    }
    graph
}

/// `cargo metadata` of the workspace's own packages.
fn metadata() -> serde_json::Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The graph as Cargo has it: every package of the workspace with its
/// normal and build dependencies, by the names its Cargo.toml gives them.
fn actual() -> Graph {
    let metadata = metadata();
    let mut graph = Graph::new();
    for package in metadata["packages"].as_array().unwrap() {
        let (mut normal, mut build) = (BTreeSet::new(), BTreeSet::new());
        for dep in package["dependencies"].as_array().unwrap() {
            let name = dep["rename"].as_str().or(dep["name"].as_str()).unwrap();
            match dep["kind"].as_str() {
                None => normal.insert(name.to_owned()),
                Some("build") => build.insert(name.to_owned()),
                _ => false,
            };
        }
        let name = package["name"].as_str().unwrap().to_owned();
        graph.insert(name, (normal, build));
    }
    graph
}

/// How two graphs differ, one line per difference; empty when they agree.
fn differences(stated: &Graph, actual: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    for (name, (normal, build)) in actual {
        let Some((s_normal, s_build)) = stated.get(name) else {
            out.push(format!(
                "`{name}` is a crate of the workspace but not in the graph"
            ));
            continue;
        };
        for (what, have, said) in [("", normal, s_normal), ("build ", build, s_build)] {
            for dep in have.difference(said) {
                out.push(format!(
                    "`{name}` has the {what}dependency `{dep}`, not listed"
                ));
            }
            for dep in said.difference(have) {
                out.push(format!(
                    "`{name}` is listed with the {what}dependency `{dep}`, which it does not have"
                ));
            }
        }
    }
    for name in stated.keys().filter(|n| !actual.contains_key(*n)) {
        out.push(format!(
            "`{name}` is in the graph but is no crate of the workspace"
        ));
    }
    out
}

#[test]
fn the_crate_graph_of_architecture_md_is_cargos() {
    let problems = differences(&stated(&architecture()), &actual());
    assert!(
        problems.is_empty(),
        "ARCHITECTURE.md's crate graph is not the workspace's; mend the file or the \
         dependency:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn a_dependency_the_graph_does_not_list_is_found() {
    let text = architecture();
    let mut cargo = actual();
    cargo
        .get_mut("halflings-engine")
        .unwrap()
        .0
        .insert("tokio".to_owned());
    assert_eq!(
        differences(&stated(&text), &cargo),
        ["`halflings-engine` has the dependency `tokio`, not listed"]
    );
    cargo.insert("halflings-extra".to_owned(), Default::default());
    assert!(differences(&stated(&text), &cargo).contains(
        &"`halflings-extra` is a crate of the workspace but not in the graph".to_owned()
    ));
}

#[test]
fn halflings_testkit_is_only_a_dev_dependency() {
    let metadata = metadata();
    let mut users = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        if name == "halflings-testkit" {
            assert_eq!(
                package["publish"],
                serde_json::json!([]),
                "halflings-testkit says `publish = false`"
            );
        }
        for dep in package["dependencies"].as_array().unwrap() {
            if dep["name"] == "halflings-testkit" {
                match dep["kind"].as_str() {
                    Some("dev") => users.push(name.to_owned()),
                    kind => panic!(
                        "{name} depends on halflings-testkit as {kind:?}, not as a dev-dependency"
                    ),
                }
            }
        }
    }
    assert!(users.len() > 5, "the tests use it: {users:?}");
}

/// The source directory of each package of the workspace.
fn sources() -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    out.insert("halflings".to_owned(), root().join("src"));
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let Ok(manifest) = std::fs::read_to_string(dir.join("Cargo.toml")) else {
            continue;
        };
        let table: toml::Table = manifest.parse().unwrap();
        let name = table["package"]["name"].as_str().unwrap().to_owned();
        out.insert(name, dir.join("src"));
    }
    out
}

/// Every `.rs` file under `dir` with the code the crate builds: a file's
/// unit tests (from `#[cfg(test)]` on) and the test-only `testing.rs`
/// modules are left out.
fn code(dir: &Path) -> Vec<(PathBuf, String)> {
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .filter(|e| e.file_name() != "testing.rs")
        .map(|e| {
            let text = std::fs::read_to_string(e.path()).unwrap();
            let built = text.split("#[cfg(test)]").next().unwrap().to_owned();
            (e.path().to_owned(), built)
        })
        .collect()
}

const READS: &[&str] = &[
    "std::fs",
    "fs::read",
    "File::open",
    "read_dir",
    "std::net",
    "TcpListener",
    "TcpStream",
];
const WRITES: &[&str] = &[
    "File::create",
    "fs::write",
    "OpenOptions",
    "create_dir",
    "remove_file",
    "remove_dir",
    "fs::rename",
    "fs::copy",
    "hard_link",
];
const PROCESSES: &[&str] = &["process::Command", "Command::new"];

#[test]
fn crates_do_only_the_io_architecture_md_allows() {
    let text = architecture();
    let lists: BTreeMap<String, BTreeSet<String>> = block(&text, "<!-- effects -->")
        .into_iter()
        .map(|line| {
            let (what, crates) = line.split_once(':').expect("`what: crates`");
            (what.trim().to_owned(), names(crates))
        })
        .collect();
    let list = |what: &str| {
        lists
            .get(what)
            .unwrap_or_else(|| panic!("the effects block has no `{what}:` line"))
    };
    let (no_io, writes, processes) = (
        list("no I/O"),
        list("writes files"),
        list("starts processes"),
    );
    let sources = sources();
    for named in no_io.iter().chain(writes).chain(processes) {
        assert!(
            sources.contains_key(named),
            "the effects block names `{named}`, no crate"
        );
    }
    let mut problems = Vec::new();
    for (name, dir) in &sources {
        let mut forbidden: Vec<&str> = Vec::new();
        if no_io.contains(name) {
            forbidden.extend(READS);
        }
        if !writes.contains(name) {
            forbidden.extend(WRITES);
        }
        if !processes.contains(name) {
            forbidden.extend(PROCESSES);
        }
        for (file, code) in code(dir) {
            for (n, line) in code.lines().enumerate() {
                let line = line.split("//").next().unwrap();
                for word in forbidden.iter().filter(|w| line.contains(*w)) {
                    problems.push(format!(
                        "{}:{}: `{word}` in {name}, which ARCHITECTURE.md says does not do that",
                        file.strip_prefix(root()).unwrap().display(),
                        n + 1
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_crate_root_forbids_unsafe_and_warns_on_missing_docs() {
    for (name, dir) in sources() {
        let lib = dir.join("lib.rs");
        let text = std::fs::read_to_string(&lib).unwrap();
        for attribute in ["#![forbid(unsafe_code)]", "#![warn(missing_docs)]"] {
            assert!(
                text.contains(attribute),
                "{name}'s lib.rs lacks {attribute}"
            );
        }
    }
    let main = std::fs::read_to_string(root().join("src/main.rs")).unwrap();
    assert!(
        main.contains("#![forbid(unsafe_code)]"),
        "src/main.rs lacks #![forbid(unsafe_code)]"
    );
}

/// The files of `tiles/` a crate other than halflings-shipped may build
/// in, as ARCHITECTURE.md says: catalog's English messages, for a tiles
/// folder that has none of its own.
const BUILT_IN_ELSEWHERE: &[(&str, &str)] = &[("halflings-catalog", "tiles/lang/en.ftl")];

#[test]
fn only_halflings_shipped_builds_the_definitions_in() {
    let include = includes();
    let mut found = Vec::new();
    for (name, dir) in sources() {
        let crate_dir = dir.parent().unwrap().to_owned();
        let mut files: Vec<_> = code(&dir);
        if let Ok(build) = std::fs::read_to_string(crate_dir.join("build.rs")) {
            files.push((crate_dir.join("build.rs"), build));
        }
        for (file, code) in files {
            for included in include(&code) {
                let Some(at) = included.find("tiles/") else {
                    continue;
                };
                let path = &included[at..];
                if name == "halflings-shipped"
                    || BUILT_IN_ELSEWHERE.contains(&(name.as_str(), path))
                {
                    continue;
                }
                let file = file.strip_prefix(root()).unwrap().display().to_string();
                found.push(format!("{file}: {path}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "these build files of tiles/ in: {found:?}"
    );
}

/// The path argument of every `include_str!` and `include_bytes!` of a
/// source.
fn includes() -> impl Fn(&str) -> Vec<String> {
    |code: &str| {
        let mut out = Vec::new();
        for mac in ["include_str!(", "include_bytes!("] {
            for (at, _) in code.match_indices(mac) {
                let rest = &code[at + mac.len()..];
                let arg = rest.split(')').next().unwrap_or("");
                out.push(arg.trim().trim_matches('"').to_owned());
            }
        }
        out
    }
}
