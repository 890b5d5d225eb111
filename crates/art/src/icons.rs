//! The small pictures on the tiles, as fixed shapes in a unit box
//! (roughly `[-1, 1] x [-1, 1]`, y down): buildings, pennants, expansion
//! symbols and set symbols. Where and how large they are drawn comes from
//! [`layout`](super::layout); what they look like is stated here once.

/// One shape of an icon.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum IconShape {
    /// An SVG path in unit coordinates, with its paint.
    Path(&'static str, Paint),
    /// A circle `(cx, cy, r)` in unit coordinates, with its paint.
    Circle(f64, f64, f64, Paint),
}

/// How a shape is painted: fill colour, stroke colour and stroke width
/// (in unit coordinates); `None` leaves it unpainted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Paint {
    /// The fill colour.
    pub fill: Option<&'static str>,
    /// The stroke colour and width.
    pub stroke: Option<(&'static str, f64)>,
}

const fn fill(c: &'static str) -> Paint {
    Paint {
        fill: Some(c),
        stroke: None,
    }
}

const fn both(c: &'static str, s: &'static str, w: f64) -> Paint {
    Paint {
        fill: Some(c),
        stroke: Some((s, w)),
    }
}

const fn line(s: &'static str, w: f64) -> Paint {
    Paint {
        fill: None,
        stroke: Some((s, w)),
    }
}

/// The colours of the tiles.
pub mod colour {
    /// Grass.
    pub const FIELD: &str = "#76a83c";
    /// Darker grass, for tufts and shadows.
    pub(crate) const FIELD_DARK: &str = "#5e8f2d";
    /// The warm stone of a city.
    pub const CITY: &str = "#dcb77c";
    /// Darker stone inside a city (roofs' shadow, paving).
    pub(crate) const CITY_DARK: &str = "#c79c5e";
    /// The city wall along the inner boundary.
    pub const WALL: &str = "#6f4a28";
    /// The lighter top of the wall (its crenellations).
    pub(crate) const WALL_TOP: &str = "#a78457";
    /// A city gate.
    pub(crate) const GATE: &str = "#3b2815";
    /// A road's surface.
    pub const ROAD: &str = "#f4eddb";
    /// A road's edge.
    pub const ROAD_EDGE: &str = "#675640";
    /// Dark ink for the label.
    pub const INK: &str = "#1f1f1f";
    /// The halo behind the label.
    pub(crate) const HALO: &str = "#ffffff";
}

const OUTLINE: &str = "#4a3826";
const ROOF: &str = "#b8382b";
const WALLS: &str = "#f0e5c9";
const DOOR: &str = "#5a3b22";

/// A pennant: a blue shield with a white chevron.
pub(crate) const PENNANT: &[IconShape] = &[
    IconShape::Path(
        "M-0.9 -1H0.9V0C0.9 0.65 0.45 1 0 1.2C-0.45 1 -0.9 0.65 -0.9 0Z",
        both("#2456a4", "#f6f2e4", 0.16),
    ),
    IconShape::Path("M-0.6 0.15L0 -0.4L0.6 0.15", line("#f6f2e4", 0.24)),
];

/// The monastery: a church with a red roof and a tower.
pub(crate) const MONASTERY: &[IconShape] = &[
    IconShape::Path(
        "M-1.15 0.85C-1.15 0.7 1.15 0.7 1.15 0.85C1.15 1 -1.15 1 -1.15 0.85Z",
        fill(colour::FIELD_DARK),
    ),
    IconShape::Path("M-1 -0.15H0.35V0.85H-1Z", both(WALLS, OUTLINE, 0.07)),
    IconShape::Path(
        "M-1.12 -0.1L-0.85 -0.6H0.25L0.47 -0.1Z",
        both(ROOF, OUTLINE, 0.07),
    ),
    IconShape::Path("M0.35 -0.7H0.95V0.85H0.35Z", both("#e4d5b0", OUTLINE, 0.07)),
    IconShape::Path(
        "M0.27 -0.65L0.65 -1.2L1.03 -0.65Z",
        both(ROOF, OUTLINE, 0.07),
    ),
    IconShape::Path("M0.65 -1.2V-1.5M0.55 -1.4H0.75", line(OUTLINE, 0.07)),
    IconShape::Path(
        "M-0.5 0.85V0.45C-0.5 0.25 -0.2 0.25 -0.2 0.45V0.85Z",
        fill(DOOR),
    ),
    IconShape::Path("M0.57 -0.4H0.73V-0.12H0.57Z", fill(DOOR)),
    IconShape::Path(
        "M-0.85 0.05H-0.7V0.3H-0.85ZM0.05 0.05H0.2V0.3H0.05Z",
        fill(DOOR),
    ),
];

/// A village at a road's end: a house with a red roof.
pub(crate) const VILLAGE: &[IconShape] = &[
    IconShape::Path("M-0.75 -0.1H0.75V0.8H-0.75Z", both(WALLS, OUTLINE, 0.08)),
    IconShape::Path(
        "M-0.95 -0.05L0 -0.85L0.95 -0.05Z",
        both(ROOF, OUTLINE, 0.08),
    ),
    IconShape::Path("M-0.15 0.8V0.35H0.15V0.8Z", fill(DOOR)),
];

const GRAPE: Paint = both("#6a2c7a", "#3e1748", 0.05);

/// A vineyard: a bunch of grapes with a leaf.
pub(crate) const VINEYARD: &[IconShape] = &[
    IconShape::Path("M-0.1 -0.5V-0.95", line("#6b4a2a", 0.12)),
    IconShape::Path(
        "M-0.05 -0.62C0.15 -1.1 0.78 -1.12 0.95 -0.78C0.7 -0.45 0.3 -0.4 -0.05 -0.62Z",
        both("#4f8a2a", "#2f5a18", 0.06),
    ),
    IconShape::Circle(-0.48, -0.3, 0.25, GRAPE),
    IconShape::Circle(0.0, -0.3, 0.25, GRAPE),
    IconShape::Circle(0.48, -0.3, 0.25, GRAPE),
    IconShape::Circle(-0.24, 0.1, 0.25, GRAPE),
    IconShape::Circle(0.24, 0.1, 0.25, GRAPE),
    IconShape::Circle(0.0, 0.5, 0.25, GRAPE),
];

/// A hill: a broad grassy mound with a smaller one behind, outlined along
/// their tops only so they rise out of the field.
pub(crate) const HILL: &[IconShape] = &[
    IconShape::Path(
        "M-0.2 0.45C0 -0.35 0.35 -0.75 0.65 -0.75C0.95 -0.75 1.1 -0.3 1.15 0.45Z",
        fill("#4f7a22"),
    ),
    IconShape::Path(
        "M-0.2 0.45C0 -0.35 0.35 -0.75 0.65 -0.75C0.95 -0.75 1.1 -0.3 1.15 0.45",
        line("#2f4a14", 0.06),
    ),
    IconShape::Path(
        "M-1.2 0.7C-0.95 -0.2 -0.5 -0.55 -0.05 -0.55C0.45 -0.55 0.85 -0.2 1.1 0.7Z",
        fill("#6a9b2e"),
    ),
    IconShape::Path(
        "M-1.2 0.7C-0.95 -0.2 -0.5 -0.55 -0.05 -0.55C0.45 -0.55 0.85 -0.2 1.1 0.7",
        line("#2f4a14", 0.06),
    ),
    IconShape::Path(
        "M-0.75 -0.1C-0.5 -0.38 -0.2 -0.45 0.1 -0.42",
        line("#a9cf68", 0.1),
    ),
];

const WOOL_EDGE: Paint = line("#6b6b6b", 0.1);
const WOOL: Paint = fill("#f7f5ee");

/// A sheep: a woolly body, a black head and legs.
pub(crate) const SHEEP: &[IconShape] = &[
    IconShape::Path(
        "M-0.45 0.3V0.75M-0.15 0.35V0.8M0.25 0.35V0.8M0.5 0.3V0.75",
        line("#2b2b2b", 0.13),
    ),
    IconShape::Circle(-0.5, -0.05, 0.32, WOOL_EDGE),
    IconShape::Circle(-0.15, -0.25, 0.32, WOOL_EDGE),
    IconShape::Circle(0.2, -0.22, 0.32, WOOL_EDGE),
    IconShape::Circle(0.45, 0.02, 0.3, WOOL_EDGE),
    IconShape::Circle(0.1, 0.15, 0.35, WOOL_EDGE),
    IconShape::Circle(-0.3, 0.2, 0.32, WOOL_EDGE),
    IconShape::Circle(-0.5, -0.05, 0.32, WOOL),
    IconShape::Circle(-0.15, -0.25, 0.32, WOOL),
    IconShape::Circle(0.2, -0.22, 0.32, WOOL),
    IconShape::Circle(0.45, 0.02, 0.3, WOOL),
    IconShape::Circle(0.1, 0.15, 0.35, WOOL),
    IconShape::Circle(-0.3, 0.2, 0.32, WOOL),
    IconShape::Path(
        "M0.62 -0.3C0.62 -0.5 0.98 -0.5 1.02 -0.25C1.05 -0.05 0.7 0.02 0.62 -0.3Z",
        fill("#2b2b2b"),
    ),
    IconShape::Circle(0.88, -0.3, 0.045, fill("#ffffff")),
];

const FLATTENED: &str = "#f4e5a6";

/// A crop circle: rings pressed into a patch of ripe wheat.
pub(crate) const CROP_CIRCLE: &[IconShape] = &[
    IconShape::Path(
        "M-0.8 -1H0.8C0.92 -1 1 -0.92 1 -0.8V0.8C1 0.92 0.92 1 0.8 1H-0.8C-0.92 1 -1 0.92 -1 0.8V-0.8C-1 -0.92 -0.92 -1 -0.8 -1Z",
        both("#d6b143", "#9c7e28", 0.06),
    ),
    IconShape::Path(
        "M-0.9 -0.6H0.9M-0.9 -0.2H0.9M-0.9 0.2H0.9M-0.9 0.6H0.9",
        line("#bd9833", 0.05),
    ),
    IconShape::Circle(0.0, 0.0, 0.62, line(FLATTENED, 0.16)),
    IconShape::Circle(0.0, 0.0, 0.26, fill(FLATTENED)),
    IconShape::Path(
        "M0 -0.26V-0.62M0.225 0.13L0.537 0.31M-0.225 0.13L-0.537 0.31",
        line(FLATTENED, 0.08),
    ),
    IconShape::Circle(0.0, -0.62, 0.13, fill(FLATTENED)),
    IconShape::Circle(0.537, 0.31, 0.13, fill(FLATTENED)),
    IconShape::Circle(-0.537, 0.31, 0.13, fill(FLATTENED)),
];

/// A house inside a city: warm stone walls and a red roof.
pub(crate) const HOUSE: &[IconShape] = &[
    IconShape::Path("M-0.7 -0.05H0.7V0.8H-0.7Z", both("#ecd6a8", "#7a5a36", 0.1)),
    IconShape::Path("M-0.9 0L0 -0.8L0.9 0Z", both("#a9442f", "#6a2a1a", 0.1)),
    IconShape::Path("M-0.15 0.8V0.4H0.15V0.8Z", fill("#6a4a2a")),
];

/// A tuft of grass.
pub(crate) const TUFT: &[IconShape] = &[IconShape::Path(
    "M-0.8 0.5L-0.45 -0.3L-0.2 0.5M-0.1 0.5L0.1 -0.7L0.3 0.5M0.35 0.5L0.65 -0.25L0.85 0.5",
    line(colour::FIELD_DARK, 0.22),
)];

/// The Halflings I set symbol: a pentagon.
pub(crate) const PENTAGON: &[IconShape] = &[IconShape::Path(
    "M0 -1L0.951 -0.309L0.588 0.809H-0.588L-0.951 -0.309Z",
    both("#ffffff", colour::INK, 0.22),
)];

/// The Halflings II set symbol: a follower (the letter C is added from the
/// font on top).
pub(crate) const FOLLOWER: &[IconShape] = &[
    IconShape::Path(FOLLOWER_PATH, line(colour::HALO, 0.32)),
    IconShape::Path(FOLLOWER_PATH, fill(colour::INK)),
];

const FOLLOWER_PATH: &str = "M0 -1C0.3 -1 0.42 -0.78 0.36 -0.52L0.95 -0.3C1.1 -0.22 1.02 0.02 0.85 0.02L0.42 -0.02L0.75 0.92H0.22L0 0.5L-0.22 0.92H-0.75L-0.42 -0.02L-0.85 0.02C-1.02 0.02 -1.1 -0.22 -0.95 -0.3L-0.36 -0.52C-0.42 -0.78 -0.3 -1 0 -1Z";
