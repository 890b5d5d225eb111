//! The digest of this crate's sources and of everything they depend on
//! (the engine, the model, the versions of the dependencies), for the key
//! of `conformance.json` (`SOURCE_KEY`).
fn main() {
    halflings_source_key::emit("HALFLINGS_CONFORMANCE_SOURCE_KEY");
}
