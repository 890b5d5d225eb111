//! What every sheet shares: the paper, the options, a drawn sheet and its
//! errors, and small helpers for the text on the pages. Kept apart from
//! this crate's root, which draws the sheets, so that no sheet reaches back
//! into the module that lists it.

/// The command named in the banner of a sheet's SVG pages.
pub const SHEETS_COMMAND: &str = "halflings sheets";

/// The resolution of the PNG previews, in dots per inch.
pub const PREVIEW_DPI: u32 = 100;

/// The largest bleed accepted, in millimetres: crop marks start 2 mm beyond
/// the bleed, and the print-and-cut grid leaves room for 3 mm.
pub const MAX_BLEED_MM: f64 = 3.0;

/// Millimetres per inch.
const MM_PER_INCH: f64 = 25.4;

/// A paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm (595.276 x 841.89 pt).
    A4,
    /// US Letter, 8.5 x 11 in (612 x 792 pt).
    Letter,
}

impl Paper {
    /// Both papers, in the order builds write them.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// The name used in file names and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// The name printed on the sheets.
    pub const fn title(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        }
    }

    /// The width in millimetres.
    pub const fn width_mm(self) -> f64 {
        match self {
            Paper::A4 => 210.0,
            Paper::Letter => 215.9,
        }
    }

    /// The height in millimetres.
    pub const fn height_mm(self) -> f64 {
        match self {
            Paper::A4 => 297.0,
            Paper::Letter => 279.4,
        }
    }

    /// The width in PDF points (1/72 inch).
    pub fn width_pt(self) -> f64 {
        self.width_mm() / MM_PER_INCH * 72.0
    }

    /// The height in PDF points.
    pub fn height_pt(self) -> f64 {
        self.height_mm() / MM_PER_INCH * 72.0
    }

    /// The margin kept clear on every edge, in millimetres.
    pub const fn margin_mm(self) -> f64 {
        15.0
    }
}

impl std::str::FromStr for Paper {
    type Err = String;

    fn from_str(s: &str) -> Result<Paper, String> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(format!("unknown paper `{s}`; use a4 or letter")),
        }
    }
}

/// How to draw the sheets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SheetOptions {
    /// The paper.
    pub paper: Paper,
    /// How far the art of the print-and-cut sheets runs past the cut lines,
    /// in millimetres (0 to [`MAX_BLEED_MM`]).
    pub bleed_mm: f64,
}

impl SheetOptions {
    /// The sheets on `paper`, without bleed.
    pub fn new(paper: Paper) -> SheetOptions {
        SheetOptions {
            paper,
            bleed_mm: 0.0,
        }
    }
}

/// Why the sheets could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// A bleed outside the accepted range.
    #[error("a bleed of {0} mm is not accepted; use 0 to {MAX_BLEED_MM} mm")]
    Bleed(f64),
    /// A page could not be parsed back (a bug in the sheets).
    #[error("sheet page {page}: the SVG could not be read: {message}")]
    Svg {
        /// The page's file name.
        page: String,
        /// The parser's message.
        message: String,
    },
    /// The PDF writer failed.
    #[error("{sheet}: the PDF could not be written: {message}")]
    Pdf {
        /// The sheet's file name.
        sheet: String,
        /// What went wrong.
        message: String,
    },
    /// A file could not be written or an old page removed.
    #[error("{}: {source}", path.display())]
    Write {
        /// The file.
        path: std::path::PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The sheets' texts in a language could not be said: the catalog has
    /// no such language, or a message is missing or names a variable the
    /// program does not pass.
    #[error("the sheets' texts: {0}")]
    Texts(String),
    /// A preview could not be drawn.
    #[error("{page}: the preview could not be drawn: {message}")]
    Preview {
        /// The page's file name.
        page: String,
        /// What went wrong.
        message: String,
    },
}

/// Draws page `i` (from 0) of a sheet as an SVG document.
pub type DrawPage<'a> = Box<dyn Fn(usize) -> String + Send + Sync + 'a>;

/// One sheet: its name and its pages, each drawn as SVG when it is asked
/// for. A sheet of thousands of tiles is never held whole: the exporter
/// draws a page, writes it and lets it go, so memory does not grow with
/// the catalog.
pub struct Sheet<'a> {
    /// `rules`, `census` or `cut`.
    pub kind: &'static str,
    /// The PDF's title.
    pub title: String,
    pages: usize,
    draw: DrawPage<'a>,
    recipe: Option<PageRecipe<'a>>,
    whole: bool,
}

/// What one page is drawn from, so that a cache can tell whether it
/// changed without drawing it: what the page shows of its own (`parts`:
/// texts, numbers and layout, as bytes) and the tiles it pictures, in
/// order. What every page of a sheet has (the sheet's kind and title, the
/// paper and its footer, the page's number and the page count) and the
/// program that draws it ([`SOURCE_KEY`](crate::SOURCE_KEY)) are not in it; the
/// cache adds them. Two pages with the same recipe, of the same sheet and
/// number, drawn by the same program, are the same page.
#[derive(Debug, Default)]
pub struct Recipe<'a> {
    /// What the page shows of its own, other than the tiles.
    pub parts: Vec<Vec<u8>>,
    /// The tiles pictured on the page, in order.
    pub tiles: Vec<&'a halflings_model::Tile>,
}

impl Recipe<'_> {
    /// `numbers` as one part of a recipe.
    pub fn numbers(numbers: &[f64]) -> Vec<u8> {
        numbers.iter().flat_map(|n| n.to_le_bytes()).collect()
    }
}

/// Gives the [`Recipe`] of page `i`.
pub type PageRecipe<'a> = Box<dyn Fn(usize) -> Recipe<'a> + Send + Sync + 'a>;

impl<'a> Sheet<'a> {
    /// A sheet of `pages` pages, page `i` drawn by `draw(i)`.
    pub fn new(kind: &'static str, title: String, pages: usize, draw: DrawPage<'a>) -> Sheet<'a> {
        Sheet {
            kind,
            title,
            pages,
            draw,
            recipe: None,
            whole: false,
        }
    }

    /// A sheet whose pages are already drawn (a short one, such as the
    /// rule reference, which is laid out as one flow).
    pub fn drawn(kind: &'static str, title: String, pages: Vec<String>) -> Sheet<'a> {
        let mut sheet = Sheet::new(
            kind,
            title,
            pages.len(),
            Box::new(move |i| pages[i].clone()),
        );
        sheet.whole = true;
        sheet
    }

    /// Whether the sheet's PDF is made as one document from all its pages
    /// ([`crate::pdf::document`]), each font face embedded once, rather
    /// than joined from a PDF of each page: a short sheet drawn whole.
    pub fn whole(&self) -> bool {
        self.whole
    }

    /// This sheet, each page's recipe given by `recipe(i)`. It must name
    /// everything `draw(i)` reads but the program itself.
    pub fn with_recipe(mut self, recipe: PageRecipe<'a>) -> Sheet<'a> {
        self.recipe = Some(recipe);
        self
    }

    /// What page `i` is drawn from, when the sheet says; a sheet drawn
    /// whole has no recipes, and its pages are told apart by their SVG.
    pub fn recipe(&self, i: usize) -> Option<Recipe<'a>> {
        assert!(i < self.pages, "page {i} of a {}-page sheet", self.pages);
        self.recipe.as_ref().map(|recipe| recipe(i))
    }

    /// How many pages the sheet has.
    pub fn page_count(&self) -> usize {
        self.pages
    }

    /// Page `i` (from 0) as an SVG document.
    pub fn page(&self, i: usize) -> String {
        assert!(i < self.pages, "page {i} of a {}-page sheet", self.pages);
        (self.draw)(i)
    }

    /// The file name stem: `rules-a4`.
    pub fn stem(&self, paper: Paper) -> String {
        format!("{}-{}", self.kind, paper.name())
    }
}

/// Whether `file` is a name the sheets of `paper` are written under
/// (`halflings_build::export::sheets`), so that a stale page from an
/// earlier, longer sheet can be removed.
pub fn is_sheet_file(file: &str, paper: Paper) -> bool {
    let Some((stem, ext)) = file.rsplit_once('.') else {
        return false;
    };
    if !matches!(ext, "pdf" | "svg" | "png") {
        return false;
    }
    ["rules", "census", "cut"].iter().any(|kind| {
        let base = format!("{kind}-{}", paper.name());
        match stem.strip_prefix(&base) {
            Some("") => ext == "pdf",
            Some(rest) => {
                rest.strip_prefix('-')
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                    && ext != "pdf"
            }
            None => false,
        }
    })
}

/// Whether `file` is the name of the PDF of one page of a sheet for
/// `paper` (`cut-a4-3.pdf`), as the sheets exporter keeps them in its
/// cache folder.
pub fn is_page_pdf(file: &str, paper: Paper) -> bool {
    file.strip_suffix(".pdf")
        .is_some_and(|stem| is_sheet_file(&format!("{stem}.svg"), paper))
}

/// `n` things in words: "1 tile", "2 tiles".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A name from the TOML files as the sheets print it: "crop-circle" as
/// "Crop circle".
pub fn display_name(name: &str) -> String {
    let spaced = name.replace('-', " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Where the census and the print-and-cut sheets take each tile's picture
/// from: the SVG [`halflings_art::tile_svg`] draws, drawn afresh or read
/// back from where the build wrote it.
pub type TileArt<'a> = &'a (dyn Fn(&halflings_model::Tile) -> String + Sync);
