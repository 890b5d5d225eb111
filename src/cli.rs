//! The `halflings` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::catalog::Catalog;
use crate::diagnostic;

const LIMITS: &str = "\
Limits: a definition file may be at most 1 MiB, hold at most 10 000 values
and nest arrays and tables at most 32 deep (table headers and dotted keys
count); a tiles directory may hold at most 100 000 tile files, 256 MiB and
10 000 000 values in all. Only regular files are read, and links only when
they stay inside the tiles directory. At most 50 problems are shown for one
file; the rest are counted.

Exit codes: 0 success, 1 invalid definitions (every problem is reported with
file:line:col), 2 usage error.";

/// Tile definitions, validation and assets for the Halflings mini-expansion
/// of Carcassonne.
#[derive(Debug, Parser)]
#[command(name = "halflings", version, about, after_help = LIMITS)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check every definition: schema first, then meaning (do the sides, slots
    /// and features agree?). Prints one line per set on success.
    Check {
        /// The tiles directory: expansion.toml and one folder per set.
        #[arg(long, value_name = "DIR", default_value = "tiles")]
        tiles: PathBuf,
    },
    /// Write the JSON schemas of the definition files, derived from the model.
    Schema {
        /// Where to write tile.schema.json and expansion.schema.json.
        #[arg(long, value_name = "DIR", default_value = "schema")]
        dir: PathBuf,
        /// Do not write; exit 1 if a committed schema differs from the model.
        #[arg(long)]
        check: bool,
    },
}

/// Parses the arguments, runs the command and returns the exit code.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { tiles } => check(&tiles),
        Command::Schema { dir, check } => schema(&dir, check),
    }
}

fn load(tiles: &std::path::Path, summary: &str) -> Result<Catalog, ExitCode> {
    Catalog::load(tiles).map_err(|errors| {
        diagnostic::report(&errors, summary);
        ExitCode::from(1)
    })
}

fn check(tiles: &std::path::Path) -> ExitCode {
    let catalog = match load(tiles, "the definitions are not valid") {
        Ok(c) => c,
        Err(code) => return code,
    };
    let per_set: Vec<String> = catalog
        .expansion()
        .set
        .iter()
        .map(|s| {
            let name = diagnostic::printable(&s.name);
            format!("{} {name}", catalog.tiles_of(s).count())
        })
        .collect();
    println!(
        "ok: {} tiles ({})",
        catalog.tiles().len(),
        per_set.join(", ")
    );
    ExitCode::SUCCESS
}

fn schema(dir: &std::path::Path, check: bool) -> ExitCode {
    if check {
        let stale: Vec<&str> = crate::schema::all()
            .into_iter()
            .filter(|(name, text)| {
                std::fs::read_to_string(dir.join(name)).ok().as_deref() != Some(text)
            })
            .map(|(name, _)| name)
            .collect();
        if stale.is_empty() {
            println!("ok: the schemas in {} match the model", dir.display());
            return ExitCode::SUCCESS;
        }
        for name in stale {
            eprintln!(
                "error: {}: differs from the model; run `halflings schema`",
                dir.join(name).display()
            );
        }
        return ExitCode::from(1);
    }
    match crate::schema::write_all(dir) {
        Ok(changed) if changed.is_empty() => {
            println!("ok: the schemas in {} were up to date", dir.display());
            ExitCode::SUCCESS
        }
        Ok(changed) => {
            println!("wrote {} in {}", changed.join(", "), dir.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}: cannot write the schemas: {e}", dir.display());
            ExitCode::from(1)
        }
    }
}
