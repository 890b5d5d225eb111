//! Generates the Halflings tile tables into $OUT_DIR/halflings_tiles.rs.

fn main() {
    let tiles = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tiles");
    if let Err(e) = halflings_codegen::RustTables::new()
        .tiles_dir(tiles)
        .generate()
    {
        panic!("{e}");
    }
}
