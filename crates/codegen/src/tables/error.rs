//! Why the Rust tables cannot be written.

use super::bake::BakeError;

/// Why the tables cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum TablesError {
    /// Set ids become the variants of the enum `Set`; two of them give the
    /// same Rust name, or one gives a name Rust reserves.
    #[error(
        "set id `{id}` gives the Rust name `{ident}`, which another set id also gives or Rust \
         reserves; rename the set"
    )]
    SetName {
        /// The set id.
        id: String,
        /// The Rust name it gives.
        ident: String,
    },
    /// The catalog breaks a rule that validation guarantees (a bug).
    #[error("{at}: {problem}, which validation rules out (a bug in halflings)")]
    NotValidated {
        /// The tile or file.
        at: String,
        /// What does not hold.
        problem: String,
    },
    /// A model type has a shape the tables cannot mirror (a bug).
    #[error("the model type `{ty}` cannot be mirrored in the tables: {problem}")]
    Model {
        /// The model type.
        ty: String,
        /// What the tables cannot hold.
        problem: String,
    },
    /// A value has a shape the tables cannot hold (a bug).
    #[error(transparent)]
    Bake(#[from] BakeError),
    /// A fixed file and the generated items do not match (a bug).
    #[error("fixed/{file}: {problem}")]
    Fixed {
        /// The fixed file, or the module as a whole.
        file: &'static str,
        /// What does not match.
        problem: String,
    },
}
