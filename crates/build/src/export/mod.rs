//! The last stage: exporters write the validated [`Catalog`] out as files.
//!
//! [`build`] runs a list of [`Exporter`]s, each writing its files into one
//! new output tree, and swaps that tree in for the output directory only
//! when all of them succeeded (see [`crate::output`]). An exporter reads the
//! catalog alone: it never re-reads the TOML files and never checks them
//! again. Each owns one kind of output and knows nothing of the others; new
//! kinds (SVG, PNG, sheets) are new exporters added to
//! [`default_exporters`].

pub mod art;
pub mod boards;
pub mod exporter;
pub mod json;
pub mod sheets;
pub mod tables;

use std::path::PathBuf;

use crate::output::Staging;
use halflings_catalog::Catalog;

pub use exporter::{BUILD_COMMAND, BuildError, Exporter, Input};

/// What to build and where.
pub struct BuildOptions {
    /// The output directory, replaced as a whole.
    pub out: PathBuf,
    /// The exporters to run, in order.
    pub exporters: Vec<Box<dyn Exporter>>,
}

impl BuildOptions {
    /// Every default exporter, writing to `out`.
    pub fn new(out: impl Into<PathBuf>) -> BuildOptions {
        BuildOptions {
            out: out.into(),
            exporters: default_exporters(),
        }
    }
}

/// The exporters `halflings build` runs: the Rust tables crate, the JSON
/// file, the tile art (SVG, PNG at the default resolution, gallery) and the
/// printable sheets (no bleed).
pub fn default_exporters() -> Vec<Box<dyn Exporter>> {
    exporters(&halflings_art::RenderOptions::default(), true, 0.0)
}

/// The exporters of a build drawing PNGs at `art.dpi` (or none, when `png`
/// is off), with print-and-cut sheets whose art runs `bleed_mm` past the cut
/// lines, and no progress bar.
pub fn exporters(
    art: &halflings_art::RenderOptions,
    png: bool,
    bleed_mm: f64,
) -> Vec<Box<dyn Exporter>> {
    exporters_with_progress(art, png, bleed_mm, None, false)
}

/// As [`exporters`]; with `progress`, drawing shows a progress bar on
/// standard error when that is a terminal and drawing takes more than a
/// second.
pub fn exporters_with_progress(
    art: &halflings_art::RenderOptions,
    png: bool,
    bleed_mm: f64,
    languages: Option<Vec<String>>,
    progress: bool,
) -> Vec<Box<dyn Exporter>> {
    vec![
        Box::new(tables::Tables),
        Box::new(json::Json),
        Box::new(art::Art {
            options: art.clone(),
            png,
            progress,
            sheet_links: Some(languages.clone().unwrap_or_default()),
        }),
        Box::new(boards::Boards { png }),
        Box::new(sheets::Sheets {
            papers: halflings_sheets::Paper::ALL.to_vec(),
            bleed_mm,
            png,
            languages,
        }),
    ]
}

/// What a build wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildSummary {
    /// The output directory.
    pub out: PathBuf,
    /// The exporters that ran, in order.
    pub exporters: Vec<&'static str>,
    /// Every file of the new tree, relative to it, sorted.
    pub files: Vec<String>,
}

/// Runs every exporter of `options` into a new tree and swaps it in for the
/// output directory. On error the output directory is left as it was.
///
/// The [independent](Exporter::independent) exporters run one after the
/// other beside the rest, which run in their order; each writes its own
/// files, so the tree is the same either way. When exporters of both lanes
/// fail, the error of the one listed first is returned.
pub fn build(catalog: &Catalog, options: &BuildOptions) -> Result<BuildSummary, BuildError> {
    let staging = Staging::begin(&options.out)?;
    let input = Input::new(catalog);
    let lane = |independent: bool| {
        options
            .exporters
            .iter()
            .enumerate()
            .filter(|(_, e)| e.independent() == independent)
            .try_for_each(|(i, e)| e.export(&input, &staging).map_err(|err| (i, err)))
    };
    match rayon::join(|| lane(true), || lane(false)) {
        (Ok(()), Ok(())) => {}
        (Err((_, e)), Ok(())) | (Ok(()), Err((_, e))) => return Err(e),
        (Err((i, a)), Err((j, b))) => return Err(if i < j { a } else { b }),
    }
    let files = staging.commit()?;
    Ok(BuildSummary {
        out: options.out.clone(),
        exporters: options.exporters.iter().map(|e| e.name()).collect(),
        files,
    })
}
