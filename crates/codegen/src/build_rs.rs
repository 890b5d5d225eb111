//! The build.rs API: [`RustTables`] writes the tables into `OUT_DIR`.

use std::path::{Path, PathBuf};

use crate::tables::TablesError;
use halflings_catalog::Catalog;
use halflings_catalog::diagnostic::Diagnostic;

/// The file name written under `OUT_DIR` when no output file is set.
pub const DEFAULT_FILE: &str = "halflings_tiles.rs";

/// The command named in the banner of files generated through this API.
pub const COMMAND: &str = "halflings_codegen::RustTables (build.rs)";

/// Why the tables could not be generated.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    /// The tile definitions are not valid; every problem, located.
    #[error("{}", invalid(.0))]
    Invalid(Vec<Diagnostic>),
    /// No output file was set and `OUT_DIR` is not set (not in a build script).
    #[error("no output file: call `.out_file(...)`, or run from a build script (OUT_DIR)")]
    NoOutFile,
    /// The tables could not be generated from the definitions.
    #[error("cannot generate the tables: {0}")]
    Generate(#[from] TablesError),
    /// The output file could not be written.
    #[error("cannot write the tables: {0}")]
    Write(#[from] halflings_files::FileError),
}

/// The message of [`CodegenError::Invalid`]: every problem, then where to
/// look for the details.
fn invalid(diagnostics: &[Diagnostic]) -> String {
    let n = diagnostics.len();
    let mut message = format!(
        "the Halflings tile definitions are not valid ({n} problem{}):\n",
        if n == 1 { "" } else { "s" }
    );
    for d in diagnostics {
        message.push_str(&format!("{d}\n"));
    }
    message.push_str("run `halflings check` for the details");
    message
}

/// A builder for the Rust tables file.
#[derive(Clone, Debug)]
pub struct RustTables {
    tiles_dir: PathBuf,
    out_file: Option<PathBuf>,
    rerun_if_changed: bool,
}

impl Default for RustTables {
    fn default() -> Self {
        RustTables::new()
    }
}

impl RustTables {
    /// Tiles from `tiles`, output to `$OUT_DIR/halflings_tiles.rs`, with
    /// `cargo:rerun-if-changed` printed for the tiles directory.
    pub fn new() -> RustTables {
        RustTables {
            tiles_dir: PathBuf::from("tiles"),
            out_file: None,
            rerun_if_changed: true,
        }
    }

    /// The tiles directory: `expansion.toml` and one folder per set.
    pub fn tiles_dir(mut self, dir: impl Into<PathBuf>) -> RustTables {
        self.tiles_dir = dir.into();
        self
    }

    /// Where to write the generated Rust file.
    pub fn out_file(mut self, file: impl Into<PathBuf>) -> RustTables {
        self.out_file = Some(file.into());
        self
    }

    /// Whether to print `cargo:rerun-if-changed=<tiles dir>`, so Cargo runs
    /// the build script again when a definition changes (default: yes).
    pub fn emit_rerun_if_changed(mut self, emit: bool) -> RustTables {
        self.rerun_if_changed = emit;
        self
    }

    /// Reads and validates the definitions and returns the generated text.
    pub fn to_source(&self) -> Result<String, CodegenError> {
        let catalog = Catalog::load(&self.tiles_dir).map_err(CodegenError::Invalid)?;
        Ok(crate::tables::module(&catalog, COMMAND)?)
    }

    /// Reads and validates the definitions and writes the generated file
    /// (only if its text changed). Returns the path written.
    pub fn generate(self) -> Result<PathBuf, CodegenError> {
        if self.rerun_if_changed {
            println!("cargo:rerun-if-changed={}", self.tiles_dir.display());
        }
        let path = match &self.out_file {
            Some(path) => path.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(|dir| Path::new(&dir).join(DEFAULT_FILE))
                .ok_or(CodegenError::NoOutFile)?,
        };
        let text = self.to_source()?;
        // The file is one Cargo makes again: no flush to disk per build.
        halflings_files::Writer::new()
            .unsynced()
            .write(&path, text.as_bytes())?;
        Ok(path)
    }
}
