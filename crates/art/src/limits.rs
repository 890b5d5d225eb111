//! The largest picture this crate draws, in pixels and in SVG elements,
//! and the two measures they are stated in. A leaf: the drawing modules
//! (`board`, `png`) and the crate root read the limits from here, and
//! this module reads none of them.

use halflings_catalog::limits::MAX_BOARD_SPACES;
use halflings_model::example::MAX_PLACEMENTS;

use super::layout::SIDE_MM;

/// The highest resolution accepted (a 45 mm tile is then 4252 px square).
pub const MAX_DPI: u32 = 2400;

/// The most SVG elements one tile's picture (a halfling's or a normal
/// tile's) may hold. Every part of a tile is bounded by its three or four
/// sides (a city a side, three pennants and five houses a city, a road a
/// side, one of each symbol, tufts on a fixed lattice), and the busiest
/// shipped tile holds about 70; the rasteriser refuses a picture past this
/// rather than draw it, and `check` refuses a tile whose picture would be
/// ([`oversized_tiles`](crate::oversized_tiles)). A board's bound
/// ([`board_max_elements`]) is made of it.
pub const MAX_TILE_ELEMENTS: usize = 200;

/// Resolution of the board PNGs: a board is several tiles wide, so less
/// than a tile's.
pub const BOARD_DPI: u32 = 100;

/// The margin round a board's box, in spaces, on each side.
pub const BOARD_MARGIN: f64 = 0.2;

/// The side in millimetres of the largest board picture `check` lets
/// through: [`MAX_BOARD_SPACES`] spaces and the margin (738 mm).
pub fn board_max_side_mm() -> f64 {
    (f64::from(MAX_BOARD_SPACES) + 2.0 * BOARD_MARGIN) * SIDE_MM
}

/// The side in pixels of the largest board PNG, at [`BOARD_DPI`] (2906 px).
pub fn board_max_side_px() -> u32 {
    px(board_max_side_mm(), BOARD_DPI)
}

/// The most SVG elements a board picture holds: the `<svg>` and its
/// `<title>`, an empty square and a gap for each space of the largest box,
/// each of [`MAX_PLACEMENTS`] tiles and the try as a group round a tile's
/// picture of at most [`MAX_TILE_ELEMENTS`], the try's outline, and a
/// follower on each tile at most (81 516).
pub fn board_max_elements() -> usize {
    let spaces = (MAX_BOARD_SPACES * MAX_BOARD_SPACES) as usize;
    2 + 2 * spaces + (MAX_PLACEMENTS + 1) * (MAX_TILE_ELEMENTS + 1) + 1 + MAX_PLACEMENTS
}

/// Millimetres in an inch.
pub const MM_PER_INCH: f64 = 25.4;

/// `mm` millimetres in pixels at `dpi`, rounded to the nearest whole pixel.
pub fn px(mm: f64, dpi: u32) -> u32 {
    (mm * f64::from(dpi) / MM_PER_INCH).round().max(1.0) as u32
}

/// The elements of `svg`: its start tags (`<` and a letter), counted
/// before anything parses it. Text never holds a bare `<`, and comments
/// and declarations (`<!`, `<?`) are not elements.
pub fn elements(svg: &str) -> usize {
    memchr::memchr_iter(b'<', svg.as_bytes())
        .filter(|&i| {
            svg.as_bytes()
                .get(i + 1)
                .is_some_and(u8::is_ascii_alphabetic)
        })
        .count()
}
