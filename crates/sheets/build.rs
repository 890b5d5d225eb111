//! The digest of this crate's sources, fonts and dependencies, for the keys
//! of the pages and sheets it makes (`SOURCE_KEY`).
fn main() {
    halflings_source_key::emit("HALFLINGS_SHEETS_SOURCE_KEY");
}
