//! Builds the shipped definitions into the crate: `$OUT_DIR/shipped.rs`
//! lists every file of the workspace's `tiles/` with `include_bytes!`.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml" || e == "ftl") {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    // This crate sits at crates/shipped; the definitions at the top.
    let tiles = root.join("../../tiles");
    println!("cargo::rerun-if-changed={}", tiles.display());
    let mut found = Vec::new();
    files(&tiles, &mut found);
    found.sort();
    let mut text = String::from(
        "/// Every file of the shipped tiles directory: its path inside it, and its bytes.\n\
         pub const SHIPPED: &[(&str, &[u8])] = &[\n",
    );
    for path in &found {
        println!("cargo::rerun-if-changed={}", path.display());
        let inside = path.strip_prefix(&tiles).expect("found under tiles/");
        let name = inside
            .components()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        text.push_str(&format!(
            "    ({name:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        ));
    }
    text.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("shipped.rs");
    std::fs::write(out, text).expect("OUT_DIR is writable");
}
