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
pub mod cache;
pub mod json;
pub mod rust;
pub mod sheets;

use std::path::PathBuf;

use sha2::{Digest, Sha256};

use crate::catalog::Catalog;
use crate::model::{Landscape, Rotation, Side, Tile, abuts};
use crate::output::{OutputError, Staging};

/// The command named in the banner of generated files.
pub const BUILD_COMMAND: &str = "halflings build";

/// This program's name and version, as written into generated files.
pub const GENERATOR: &str = concat!("halflings ", env!("CARGO_PKG_VERSION"));

/// One kind of output.
pub trait Exporter {
    /// A short name for messages, such as `rust` or `json`.
    fn name(&self) -> &'static str;

    /// Writes this exporter's files into the new output tree.
    fn export(&self, catalog: &Catalog, out: &mut Staging) -> Result<(), BuildError>;
}

/// Why a build failed. The output directory is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The output directory could not be prepared or written.
    #[error(transparent)]
    Output(#[from] OutputError),
    /// An exporter could not turn the catalog into its output.
    #[error("{exporter} export: {message}")]
    Export {
        /// The exporter's name.
        exporter: &'static str,
        /// What went wrong.
        message: String,
    },
}

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
    exporters(&crate::render::RenderOptions::default(), true, 0.0)
}

/// The exporters of a build drawing PNGs at `art.dpi` (or none, when `png`
/// is off), with print-and-cut sheets whose art runs `bleed_mm` past the cut
/// lines, and no progress bar.
pub fn exporters(
    art: &crate::render::RenderOptions,
    png: bool,
    bleed_mm: f64,
) -> Vec<Box<dyn Exporter>> {
    exporters_with_progress(art, png, bleed_mm, false)
}

/// As [`exporters`]; with `progress`, drawing shows a progress bar on
/// standard error when that is a terminal and drawing takes more than a
/// second.
pub fn exporters_with_progress(
    art: &crate::render::RenderOptions,
    png: bool,
    bleed_mm: f64,
    progress: bool,
) -> Vec<Box<dyn Exporter>> {
    vec![
        Box::new(rust::RustTables),
        Box::new(json::Json),
        Box::new(art::Art {
            options: art.clone(),
            png,
            progress,
        }),
        Box::new(sheets::Sheets { bleed_mm, png }),
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
pub fn build(catalog: &Catalog, options: &BuildOptions) -> Result<BuildSummary, BuildError> {
    let mut staging = Staging::begin(&options.out)?;
    for exporter in &options.exporters {
        exporter.export(catalog, &mut staging)?;
    }
    let files = staging.commit()?;
    Ok(BuildSummary {
        out: options.out.clone(),
        exporters: options.exporters.iter().map(|e| e.name()).collect(),
        files,
    })
}

/// The SHA-256 of the validated catalog (the manifest and every tile, as
/// canonical JSON), in hex: the version of the input that generated files
/// name in their banner. Comments and layout of the TOML files do not
/// change it; any change to what they say does.
pub fn source_sha256(catalog: &Catalog) -> String {
    let json = serde_json::to_vec(&(catalog.expansion(), catalog.tiles()))
        .expect("the model always serialises");
    Sha256::digest(&json)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The profile of `side` of `tile`.
pub fn profile(tile: &Tile, side: Side) -> [Landscape; 3] {
    tile.sides.get(side).slots()
}

/// The tiles that may share `tile`'s space when it lies in `rotation`:
/// every other tile, in the partner rotation, whose long side abuts.
///
/// This walks the whole catalog; exporters use [`LongSideClasses`], which
/// answers the same question for every tile in linear time overall.
pub fn long_side_partners<'a>(
    catalog: &'a Catalog,
    tile: &Tile,
    rotation: Rotation,
) -> Vec<(&'a Tile, Rotation)> {
    let mine = profile(tile, Side::Long);
    catalog
        .tiles()
        .iter()
        .filter(|other| other.id != tile.id && abuts(mine, profile(other, Side::Long)))
        .map(|other| (other, rotation.partner()))
        .collect()
}

/// The tiles grouped by long-side profile: the compact form of the
/// long-side partner relation.
///
/// Whether two halflings may share a space depends only on their long
/// sides' profiles, so the partners of tile `t` in rotation `r` are exactly
/// the tiles of class [`partner_class`](Self::partner_class)`[t]` other than
/// `t` itself, each in rotation `r + 2`. Stored this way the relation takes
/// space linear in the number of tiles, where listing every pair would take
/// space quadratic in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongSideClasses {
    /// The classes: each long-side profile that a tile shows or that a
    /// tile's partners need, in order of first appearance in the catalog.
    /// A class that only partners need holds no tile.
    pub classes: Vec<LongSideClass>,
    /// For every tile (by its position in [`Catalog::tiles`]), the index in
    /// [`classes`](Self::classes) of the class its partners come from: the
    /// class whose profile abuts the tile's long side.
    pub partner_class: Vec<usize>,
}

/// One long-side profile and the tiles that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongSideClass {
    /// The long side's profile, read clockwise around each of the tiles.
    pub profile: [Landscape; 3],
    /// The tiles whose long side shows it, as positions in
    /// [`Catalog::tiles`], ascending.
    pub tiles: Vec<usize>,
}

impl LongSideClasses {
    /// The classes of `catalog`'s tiles.
    pub fn of(catalog: &Catalog) -> LongSideClasses {
        let mut classes: Vec<LongSideClass> = Vec::new();
        fn class_of(classes: &mut Vec<LongSideClass>, profile: [Landscape; 3]) -> usize {
            match classes.iter().position(|c| c.profile == profile) {
                Some(i) => i,
                None => {
                    classes.push(LongSideClass {
                        profile,
                        tiles: Vec::new(),
                    });
                    classes.len() - 1
                }
            }
        }
        for (i, tile) in catalog.tiles().iter().enumerate() {
            let c = class_of(&mut classes, profile(tile, Side::Long));
            classes[c].tiles.push(i);
        }
        let partner_class = catalog
            .tiles()
            .iter()
            .map(|tile| {
                let [a, b, c] = profile(tile, Side::Long);
                // The profile that abuts this one: the same slots reversed.
                class_of(&mut classes, [c, b, a])
            })
            .collect();
        LongSideClasses {
            classes,
            partner_class,
        }
    }

    /// The partners of the tile at position `tile` in [`Catalog::tiles`]
    /// when it lies in `rotation`, in catalog order: the same list as
    /// [`long_side_partners`].
    pub fn partners<'a>(
        &'a self,
        catalog: &'a Catalog,
        tile: usize,
        rotation: Rotation,
    ) -> impl Iterator<Item = (&'a Tile, Rotation)> + 'a {
        self.classes[self.partner_class[tile]]
            .tiles
            .iter()
            .filter(move |&&u| u != tile)
            .map(move |&u| (&catalog.tiles()[u], rotation.partner()))
    }
}
