//! The one font the pictures use, shipped in the repository
//! (`assets/fonts/DejaVuSans-Bold.ttf`, Bitstream Vera licence), and text set
//! as glyph outlines so every viewer shows the same shapes.

use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::prelude::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

/// The font file's bytes: DejaVu Sans Bold.
pub const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The font's family name, as a `font-family` would name it.
pub const FAMILY: &str = "DejaVu Sans";

/// A run of text as outlines: an SVG path in the units of the caller.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Outline {
    /// The path data (absolute commands), with the baseline's left end at
    /// the origin given to [`outline`].
    pub path: String,
    /// The advance width of the whole run.
    pub width: f64,
}

/// Sets `text` in the shipped font at `size` (the em size), with the left
/// end of its baseline at `(x, y)`; `fmt` writes one coordinate.
pub(crate) fn outline(text: &str, x: f64, y: f64, size: f64, fmt: fn(f64) -> String) -> Outline {
    let Ok(font) = FontRef::new(FONT) else {
        return Outline {
            path: String::new(),
            width: 0.0,
        };
    };
    let upem = f64::from(
        font.metrics(Size::unscaled(), LocationRef::default())
            .units_per_em,
    );
    let scale = size / upem;
    let charmap = font.charmap();
    let glyphs = font.outline_glyphs();
    let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
    let mut pen = Pen {
        out: String::new(),
        x,
        y,
        scale,
        fmt,
    };
    for ch in text.chars() {
        let Some(gid) = charmap.map(ch) else {
            continue;
        };
        if let Some(glyph) = glyphs.get(gid) {
            let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
            // A glyph that cannot be drawn is left out; the advance still counts.
            let _ = glyph.draw(settings, &mut pen);
        }
        pen.x += f64::from(metrics.advance_width(gid).unwrap_or(0.0)) * scale;
    }
    Outline {
        width: pen.x - x,
        path: pen.out,
    }
}

struct Pen {
    out: String,
    x: f64,
    y: f64,
    scale: f64,
    fmt: fn(f64) -> String,
}

impl Pen {
    fn point(&mut self, px: f32, py: f32) {
        let x = self.x + f64::from(px) * self.scale;
        // Font units point up; the picture's y points down.
        let y = self.y - f64::from(py) * self.scale;
        self.out.push_str(&(self.fmt)(x));
        self.out.push(' ');
        self.out.push_str(&(self.fmt)(y));
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.out.push('M');
        self.point(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.out.push('L');
        self.point(x, y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.out.push('Q');
        self.point(cx0, cy0);
        self.out.push(' ');
        self.point(x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.out.push('C');
        self.point(cx0, cy0);
        self.out.push(' ');
        self.point(cx1, cy1);
        self.out.push(' ');
        self.point(x, y);
    }

    fn close(&mut self) {
        self.out.push('Z');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_set_from_the_shipped_font() {
        let o = outline("07", 0.0, 0.0, 10.0, |v| format!("{v:.2}"));
        assert!(o.path.starts_with('M'), "{}", o.path);
        assert!(
            o.path.matches('M').count() >= 3,
            "0 has two contours, 7 one"
        );
        // DejaVu Sans Bold digits advance 0.696 em.
        assert!((o.width - 13.92).abs() < 0.01, "{}", o.width);
    }
}
