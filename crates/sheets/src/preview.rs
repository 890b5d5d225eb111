//! PNG previews of the sheet pages, drawn by resvg from the tree the PDF is
//! made from ([`super::pdf::Reader::parse`]): the same fonts, the same
//! shaped text, parsed once.

use pdf_resvg::tiny_skia::{Color, Pixmap, Transform};
use pdf_usvg as usvg;

/// The parsed page `page` as a PNG at `dpi`, on white.
pub fn png(page: &usvg::Tree, dpi: u32) -> Result<Vec<u8>, String> {
    // usvg measures in CSS pixels, 96 to the inch.
    let scale = dpi as f32 / 96.0;
    let size = page.size();
    let (w, h) = (
        (size.width() * scale).round() as u32,
        (size.height() * scale).round() as u32,
    );
    let mut pixmap = Pixmap::new(w, h).ok_or_else(|| format!("cannot draw {w} x {h} px"))?;
    pixmap.fill(Color::WHITE);
    pdf_resvg::render(
        page,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    encode(&pixmap, dpi).map_err(|e| e.to_string())
}

/// An opaque 8-bit RGB PNG with its resolution recorded.
fn encode(pixmap: &Pixmap, dpi: u32) -> Result<Vec<u8>, png::EncodingError> {
    // The page is drawn on white, so every pixel is opaque and its colour
    // the same premultiplied or not; `demultiply` stays for any other.
    let mut rgb = vec![0; pixmap.data().len() / 4 * 3];
    for ((to, from), p) in rgb
        .chunks_exact_mut(3)
        .zip(pixmap.data().chunks_exact(4))
        .zip(pixmap.pixels())
    {
        if from[3] == u8::MAX {
            to.copy_from_slice(&from[..3]);
        } else {
            let c = p.demultiply();
            to.copy_from_slice(&[c.red(), c.green(), c.blue()]);
        }
    }
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
