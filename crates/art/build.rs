//! The digest of this crate's sources, fonts and dependencies, for the keys
//! of the pictures it draws (`SOURCE_KEY`).
fn main() {
    halflings_source_key::emit("HALFLINGS_ART_SOURCE_KEY");
}
