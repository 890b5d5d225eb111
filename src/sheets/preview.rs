//! PNG previews of the sheet pages, drawn by resvg from the same SVG with
//! the same two shipped fonts as the PDF.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::page::FONTS;

/// Draws sheet pages as PNG. Build it once: it holds the parsed fonts.
pub struct Previewer {
    options: usvg::Options<'static>,
}

impl Default for Previewer {
    fn default() -> Self {
        Previewer::new()
    }
}

impl Previewer {
    /// A previewer whose only fonts are the shipped ones.
    pub fn new() -> Previewer {
        Previewer {
            options: crate::render::png::sealed_options(&FONTS),
        }
    }

    /// The page `svg` as a PNG at `dpi`, on white.
    pub fn png(&self, svg: &str, dpi: u32) -> Result<Vec<u8>, String> {
        let tree = usvg::Tree::from_str(svg, &self.options).map_err(|e| e.to_string())?;
        // usvg measures in CSS pixels, 96 to the inch.
        let scale = dpi as f32 / 96.0;
        let size = tree.size();
        let (w, h) = (
            (size.width() * scale).round() as u32,
            (size.height() * scale).round() as u32,
        );
        let mut pixmap = Pixmap::new(w, h).ok_or_else(|| format!("cannot draw {w} x {h} px"))?;
        pixmap.fill(resvg::tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        encode(&pixmap, dpi).map_err(|e| e.to_string())
    }
}

/// An opaque 8-bit RGB PNG with its resolution recorded.
fn encode(pixmap: &Pixmap, dpi: u32) -> Result<Vec<u8>, png::EncodingError> {
    let rgb: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue()]
        })
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}
