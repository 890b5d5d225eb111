//! Hostile text: a definition may hold markup, script and string breakouts
//! in its free text (tile names, notes, aliases). That text is valid
//! content, so `check` accepts it, and every exporter must escape it: JSON
//! that parses back to the same text, SVG that stays well-formed with no
//! script or injected element, Rust that compiles, PDF with no actions, and
//! a gallery in which, opened in headless Chromium, no script runs and no
//! element is injected (scripts/gallery-xss-check).
//!
//! The payloads are tests/xss/payloads.txt, one a line.

use halflings_testkit::tiles;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn payloads() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/xss/payloads.txt");
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// TOML basic-string escaping, for writing a payload into a definition.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A tiles directory with one field tile per payload, each named by it, and
/// the payloads in the notes and the manifest's aliases too.
fn hostile_tiles(dir: &Path) {
    let payloads = payloads();
    let aliases: Vec<String> = payloads.iter().map(|p| toml_string(p)).collect();
    let manifest = tiles::manifest(payloads.len() as u32).replace(
        "current_rules = \"r\"",
        &format!("current_rules = \"r\"\naliases = [{}]", aliases.join(", ")),
    );
    fs::create_dir_all(dir.join("test")).unwrap();
    fs::write(dir.join("expansion.toml"), manifest).unwrap();
    for (i, payload) in payloads.iter().enumerate() {
        let id = format!("t-{:02}", i + 1);
        let text = tiles::field_tile(&id)
            .replace(
                "name = \"Field\"",
                &format!("name = {}", toml_string(payload)),
            )
            .replace(
                "note = \"A tile made for a test.\"",
                &format!("note = {}", toml_string(payload)),
            );
        fs::write(dir.join(format!("test/{:02}.toml", i + 1)), text).unwrap();
    }
}

fn halflings(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

#[test]
fn hostile_text_in_names_and_notes_is_valid_content() {
    let scratch = tempfile::tempdir().unwrap();
    hostile_tiles(&scratch.path().join("tiles"));
    let out = halflings(scratch.path(), &["check", "--tiles", "tiles"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The catalog holds the text exactly as written.
    let catalog = halflings_catalog::Catalog::load(&scratch.path().join("tiles")).unwrap();
    let names: BTreeSet<&str> = catalog.tiles().iter().map(|t| t.name.as_str()).collect();
    for payload in payloads() {
        assert!(names.contains(payload.as_str()), "{payload}");
    }
}

#[test]
fn every_export_of_hostile_text_is_escaped() {
    let scratch = tempfile::tempdir().unwrap();
    hostile_tiles(&scratch.path().join("tiles"));
    let out = halflings(
        scratch.path(),
        &["build", "--tiles", "tiles", "--out", "out"],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Nothing beside out/ and tiles/ was written.
    let mut top: Vec<String> = fs::read_dir(scratch.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    top.sort();
    assert_eq!(top, ["out", "tiles"], "build wrote outside --out");
    let problems = check_exports(&scratch.path().join("out"), &payloads(), true);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The checks of [`check_exports`] fail on exports that do not escape: each
/// broken export below is caught, and the escaped ones pass.
#[test]
fn the_export_checks_catch_unescaped_text() {
    let payloads = payloads();
    let good = tempfile::tempdir().unwrap();
    let bad = tempfile::tempdir().unwrap();
    // JSON
    let names: Vec<String> = payloads
        .iter()
        .map(|p| serde_json::to_string(p).unwrap())
        .collect();
    fs::write(
        good.path().join("tiles.json"),
        format!("[{}]", names.join(",")),
    )
    .unwrap();
    let raw: Vec<String> = payloads.iter().map(|p| format!("\"{p}\"")).collect();
    fs::write(
        bad.path().join("tiles.json"),
        format!("[{}]", raw.join(",")),
    )
    .unwrap();
    // SVG
    let xml = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let svg = |name: &str, label: &str| {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>{name}</title><text aria-label=\"{label}\">{name}</text></svg>\n"
        )
    };
    fs::create_dir_all(good.path().join("tiles")).unwrap();
    fs::create_dir_all(bad.path().join("tiles")).unwrap();
    for (i, p) in payloads.iter().enumerate() {
        let file = format!("tiles/t-{:02}.svg", i + 1);
        fs::write(good.path().join(&file), svg(&xml(p), &xml(p))).unwrap();
    }
    let breakout = payloads.iter().find(|p| p.starts_with("\"/>")).unwrap();
    fs::write(
        bad.path().join("tiles/t-01.svg"),
        svg(&xml(breakout), breakout),
    )
    .unwrap();
    // Rust
    let rust = |lit: &dyn Fn(&str) -> String| {
        let items: Vec<String> = payloads.iter().map(|p| lit(p)).collect();
        format!("pub static NAMES: &[&str] = &[{}];\n", items.join(", "))
    };
    fs::write(good.path().join("tiles.rs"), rust(&|p| format!("{p:?}"))).unwrap();
    fs::write(bad.path().join("tiles.rs"), rust(&|p| format!("\"{p}\""))).unwrap();
    // PDF
    fs::write(good.path().join("sheet.pdf"), "%PDF-1.7\n(a name) Tj\n").unwrap();
    fs::write(
        bad.path().join("sheet.pdf"),
        "%PDF-1.7\n(\") Tj /JavaScript (app.alert(1)) Tj (\") Tj\n",
    )
    .unwrap();

    let passed = check_exports(good.path(), &payloads, false);
    assert!(passed.is_empty(), "{}", passed.join("\n"));
    let caught = check_exports(bad.path(), &payloads, false);
    for kind in ["tiles.json", "t-01.svg", "tiles.rs", "sheet.pdf"] {
        assert!(
            caught.iter().any(|p| p.contains(kind)),
            "{kind} is not caught: {caught:#?}"
        );
    }
}

/// Every problem with the exports under `out` of the hostile tiles.
/// `pages` also opens the HTML pages in headless Chromium.
fn check_exports(out: &Path, payloads: &[String], pages: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let mut files = Vec::new();
    collect(out, &mut files);
    let mut json_strings: BTreeSet<String> = BTreeSet::new();
    let mut html = Vec::new();
    for file in &files {
        let rel = file
            .strip_prefix(out)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        // File names come from validated ids: nothing a shell, a URL or
        // another folder could read differently.
        if !rel
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./".contains(&b))
            || rel.contains("..")
        {
            problems.push(format!("{rel}: not a safe file name"));
        }
        let bytes = fs::read(file).unwrap();
        match file.extension().and_then(|e| e.to_str()) {
            Some("json") => match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Ok(value) => strings(&value, &mut json_strings),
                Err(e) => problems.push(format!("{rel}: not JSON: {e}")),
            },
            Some("svg") => problems.extend(check_svg(&rel, &bytes)),
            Some("html") => html.push(file.clone()),
            Some("rs") => problems.extend(check_rust(&rel, file)),
            Some("pdf") => {
                for action in [
                    "/JavaScript",
                    "/JS ",
                    "/JS(",
                    "/OpenAction",
                    "/Launch",
                    "/AA ",
                ] {
                    if bytes.windows(action.len()).any(|w| w == action.as_bytes()) {
                        problems.push(format!("{rel}: holds the PDF action {action}"));
                    }
                }
            }
            _ => {}
        }
    }
    if files
        .iter()
        .any(|f| f.extension().is_some_and(|e| e == "json"))
    {
        for payload in payloads {
            if !json_strings.iter().any(|s| s.contains(payload.as_str())) {
                problems.push(format!(
                    "tiles.json and the other JSON files: {payload:?} does not read back"
                ));
            }
        }
    }
    if pages && !html.is_empty() {
        problems.extend(check_pages(&html));
    }
    problems
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn strings(value: &serde_json::Value, out: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::String(s) => {
            out.insert(s.clone());
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Well-formed XML, no script, no event handler, no element a payload made.
fn check_svg(rel: &str, bytes: &[u8]) -> Vec<String> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => return vec![format!("{rel}: not UTF-8: {e}")],
    };
    let doc = match roxmltree::Document::parse(text) {
        Ok(doc) => doc,
        Err(e) => return vec![format!("{rel}: not well-formed XML: {e}")],
    };
    let mut problems = Vec::new();
    for node in doc.descendants().filter(|n| n.is_element()) {
        let name = node.tag_name().name();
        if name == "script" || name == "foreignObject" {
            problems.push(format!("{rel}: holds a <{name}> element"));
        }
        for attr in node.attributes() {
            if attr.name().starts_with("on") {
                problems.push(format!("{rel}: <{name}> has the handler {}", attr.name()));
            }
            if attr.name() == "id" && attr.value().starts_with("halflings-xss") {
                problems.push(format!(
                    "{rel}: a payload injected <{name} id=halflings-xss>"
                ));
            }
        }
    }
    problems
}

/// Generated Rust compiles on its own (a string breakout does not).
fn check_rust(rel: &str, file: &Path) -> Vec<String> {
    let scratch = tempfile::tempdir().unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let out = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "--emit",
            "metadata",
            "-o",
        ])
        .arg(scratch.path().join("out.rmeta"))
        .arg(file)
        .output()
        .unwrap();
    if out.status.success() {
        Vec::new()
    } else {
        let stderr = String::from_utf8_lossy(&out.stderr);
        vec![format!(
            "{rel}: does not compile: {}",
            stderr.lines().next().unwrap_or_default()
        )]
    }
}

/// Opens the pages in headless Chromium with scripts/gallery-xss-check.
/// Without Chromium this is skipped with a note, unless
/// HALFLINGS_REQUIRE_CHROMIUM is set (as CI sets it).
fn check_pages(pages: &[PathBuf]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned());
    if !Path::new(&chromium).exists() {
        if std::env::var_os("HALFLINGS_REQUIRE_CHROMIUM").is_some() {
            return vec![format!("no Chromium at {chromium} to open the gallery")];
        }
        eprintln!("note: no Chromium at {chromium}; the gallery is not opened");
        return Vec::new();
    }
    let out = Command::new(root.join("scripts/gallery-xss-check"))
        .args(pages)
        .output()
        .unwrap();
    if out.status.success() {
        Vec::new()
    } else {
        vec![format!(
            "the gallery in headless Chromium:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )]
    }
}
