//! Rasterises a tile's SVG with resvg: parsed by usvg (which reads no file
//! and, built without text, no font: the art's letters are outlines),
//! rendered by tiny-skia, and encoded as PNG with its resolution recorded.

use resvg::tiny_skia::{ColorU8, FillRule, Mask, Pixmap, PremultipliedColorU8, Transform};
use resvg::usvg;

use super::RenderError;
use super::layout::SIDE_MM;
use crate::limits::{
    BOARD_DPI, MAX_DPI, MAX_TILE_ELEMENTS, MM_PER_INCH, board_max_elements, board_max_side_px,
};

/// The width and height in pixels of a tile picture at `dpi`: the 45 mm
/// square rounded to the nearest whole pixel (531 px at 300 dpi, where the
/// exact figure is 531.5). The art is scaled to fill that square exactly.
pub fn size_px(dpi: u32) -> u32 {
    px(SIDE_MM, dpi)
}

pub use crate::limits::{elements, px};

/// Refuses `svg` when it holds more than `most` elements.
fn within(svg: &str, most: usize, what: &str) -> Result<(), RenderError> {
    let n = elements(svg);
    if n > most {
        return Err(RenderError::TooLarge(format!(
            "{what} of {n} SVG elements, where at most {most} are drawn"
        )));
    }
    Ok(())
}

/// usvg options that load no file or image an SVG might name. usvg is
/// built without text: a tile or board picture sets its letters as
/// outlines of the shipped font (see [`font`](super::font)), so it has no
/// `<text>` to lay out and nothing depends on the fonts a machine has.
fn sealed_options() -> usvg::Options<'static> {
    usvg::Options {
        resources_dir: None,
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

/// Turns SVG into PNG.
pub struct Rasterizer {
    options: usvg::Options<'static>,
}

impl Default for Rasterizer {
    fn default() -> Self {
        Rasterizer::new()
    }
}

impl Rasterizer {
    /// A rasteriser that loads no file or image that an SVG might name.
    pub fn new() -> Rasterizer {
        Rasterizer {
            options: sealed_options(),
        }
    }

    /// Parses `svg` as usvg does before drawing it.
    pub fn parse(&self, svg: &str) -> Result<usvg::Tree, RenderError> {
        usvg::Tree::from_str(svg, &self.options).map_err(|e| RenderError::Svg(e.to_string()))
    }

    /// Draws `svg`, a tile's picture, into a square pixmap of
    /// [`size_px`]`(dpi)` pixels. A picture of more than
    /// [`MAX_TILE_ELEMENTS`] elements, or a resolution past [`MAX_DPI`], is
    /// refused before anything is parsed or allocated.
    pub fn pixmap(&self, svg: &str, dpi: u32) -> Result<Pixmap, RenderError> {
        if dpi > MAX_DPI {
            return Err(RenderError::TooLarge(format!(
                "a tile at {dpi} dpi, where at most {MAX_DPI} are drawn"
            )));
        }
        within(svg, MAX_TILE_ELEMENTS, "a tile")?;
        let tree = self.parse(svg)?;
        let px = size_px(dpi);
        let mut pixmap =
            Pixmap::new(px, px).ok_or_else(|| RenderError::Svg(format!("cannot draw {px} px")))?;
        let size = tree.size();
        let transform = Transform::from_scale(px as f32 / size.width(), px as f32 / size.height());
        if !draw_masked(&tree, transform, &mut pixmap) {
            resvg::render(&tree, transform, &mut pixmap.as_mut());
        }
        Ok(pixmap)
    }

    /// The PNG file of a board picture ([`board::board_svg`]) at true size
    /// for [`BOARD_DPI`]. A picture of more than [`board_max_elements`]
    /// elements is refused before it is parsed, and one wider or taller
    /// than [`board_max_side_px`] before its pixels are allocated.
    pub fn board_png(&self, svg: &str) -> Result<Vec<u8>, RenderError> {
        within(svg, board_max_elements(), "a board")?;
        let tree = self.parse(svg)?;
        let size = tree.size();
        // usvg measures in CSS pixels, 96 to the inch.
        let dpi = BOARD_DPI;
        let scale = dpi as f32 / 96.0;
        let (w, h) = (
            (size.width() * scale).round().max(1.0) as u32,
            (size.height() * scale).round().max(1.0) as u32,
        );
        let most = board_max_side_px();
        if w.max(h) > most {
            return Err(RenderError::TooLarge(format!(
                "a board of {w} x {h} px, where at most {most} x {most} are drawn"
            )));
        }
        let mut pixmap = Pixmap::new(w, h)
            .ok_or_else(|| RenderError::Svg(format!("cannot draw {w} x {h} px")))?;
        resvg::render(
            &tree,
            Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        encode(&pixmap, dpi)
    }

    /// The PNG file of `svg` at `dpi`: 8-bit RGBA, straight alpha, with a
    /// pHYs chunk giving the resolution so printing keeps the true size.
    pub fn png(&self, svg: &str, dpi: u32) -> Result<Vec<u8>, RenderError> {
        let pixmap = self.pixmap(svg, dpi)?;
        encode(&pixmap, dpi)
    }
}

/// Draws a tile whose whole art sits in one group clipped to the triangle,
/// as every tile SVG does, faster than resvg would: resvg paints a clipped
/// group into a layer of its own, paints the clip path into a second one,
/// and composites the layer back through a bilinear pattern, which is most
/// of the time a tile takes. On an empty canvas the same picture comes from
/// drawing the group's children straight onto it and then masking the
/// canvas with the clip path. Returns `false`, having drawn nothing, for any
/// SVG of another shape; the caller then lets resvg draw it.
pub(crate) fn draw_masked(
    tree: &usvg::Tree,
    mut transform: Transform,
    pixmap: &mut Pixmap,
) -> bool {
    // usvg wraps the drawing in a group that scales the view box; walk down
    // through such plain groups to the clipped one.
    let mut group = tree.root();
    let clip = loop {
        let [usvg::Node::Group(child)] = group.children() else {
            return false;
        };
        group = child;
        transform = transform.pre_concat(group.transform());
        if let Some(clip) = group.clip_path() {
            break clip;
        }
        if group.should_isolate() {
            return false;
        }
    };
    let plain_group = group.opacity() == usvg::Opacity::ONE
        && group.mask().is_none()
        && group.filters().is_empty()
        && group.blend_mode() == usvg::BlendMode::Normal
        && !group.isolate();
    let plain_clip = clip.clip_path().is_none()
        && clip.transform().is_identity()
        && clip.root().children().iter().all(
            |node| matches!(node, usvg::Node::Path(p) if p.is_visible() && p.fill().is_some()),
        );
    if !plain_group || !plain_clip {
        return false;
    }
    let Some(mut mask) = Mask::new(pixmap.width(), pixmap.height()) else {
        return false;
    };
    for node in clip.root().children() {
        if let usvg::Node::Path(path) = node {
            let rule = match path.fill().map(usvg::Fill::rule) {
                Some(usvg::FillRule::EvenOdd) => FillRule::EvenOdd,
                _ => FillRule::Winding,
            };
            let anti_alias = path.rendering_mode().use_shape_antialiasing();
            mask.fill_path(path.data(), rule, anti_alias, transform);
        }
    }
    for node in group.children() {
        // `render_node` draws a node at the corner of its own bounding box;
        // shifting by that corner first puts it back where it belongs.
        let Some(bbox) = node.abs_layer_bounding_box() else {
            continue;
        };
        resvg::render_node(
            node,
            transform.pre_translate(bbox.x(), bbox.y()),
            &mut pixmap.as_mut(),
        );
    }
    // What tiny-skia's `apply_mask` does, without its general pipeline:
    // scale each premultiplied pixel by the coverage of the clip path.
    for (pixel, &cover) in pixmap.data_mut().chunks_exact_mut(4).zip(mask.data()) {
        match cover {
            255 => {}
            0 => pixel.fill(0),
            m => {
                for c in pixel {
                    *c = ((u16::from(*c) * u16::from(m) + 127) / 255) as u8;
                }
            }
        }
    }
    true
}

/// The pixels of `pixmap` as straight (not premultiplied) RGBA, each as
/// tiny-skia's `demultiply` gives it. Only the pixels partly covered need
/// work: an opaque pixel is the same either way, and a clear one is zero.
fn straight_alpha(pixmap: &Pixmap) -> Vec<u8> {
    let mut rgba = pixmap.data().to_vec();
    for pixel in rgba.chunks_exact_mut(4) {
        if let [r, g, b, a @ 1..=254] = *pixel {
            let c = PremultipliedColorU8::from_rgba(r, g, b, a)
                .map_or(ColorU8::from_rgba(r, g, b, a), |p| p.demultiply());
            pixel.copy_from_slice(&[c.red(), c.green(), c.blue(), a]);
        }
    }
    rgba
}

fn encode(pixmap: &Pixmap, dpi: u32) -> Result<Vec<u8>, RenderError> {
    let rgba = straight_alpha(pixmap);
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fast);
        let per_metre = (f64::from(dpi) / MM_PER_INCH * 1000.0).round() as u32;
        encoder.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
        let mut writer = encoder
            .write_header()
            .map_err(|e| RenderError::Png(e.to_string()))?;
        writer
            .write_image_data(&rgba)
            .map_err(|e| RenderError::Png(e.to_string()))?;
        writer
            .finish()
            .map_err(|e| RenderError::Png(e.to_string()))?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_is_531_pixels_at_300_dpi() {
        assert_eq!(size_px(300), 531);
        assert_eq!(size_px(600), 1063);
        assert_eq!(size_px(96), 170);
    }
}
