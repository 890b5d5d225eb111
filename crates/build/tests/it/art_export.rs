//! The tile pictures the art exporter writes, as `halflings render` does:
//! every PNG decodes at the promised size and is transparent outside its
//! triangle, the resolution option sets the pixel size, and an unknown id
//! is refused before anything is written.

use halflings_art::RenderOptions;
use halflings_art::png::size_px;
use halflings_testkit::catalog;

/// Draws the tiles named by `ids` (every tile when `None`) into `out` the
/// way `halflings render` does; returns how many were drawn.
fn write_tiles(
    catalog: &halflings_catalog::Catalog,
    ids: Option<&[String]>,
    out: &std::path::Path,
    options: &RenderOptions,
) -> Result<usize, halflings_art::RenderError> {
    let chosen = halflings_art::select(catalog, ids)?;
    let update = halflings_build::output::Update::begin(out).unwrap();
    let art = halflings_build::export::art::Art {
        options: options.clone(),
        png: true,
        progress: false,
        sheet_links: None,
    };
    let drawn = art.draw_tiles(catalog, &chosen, &update).unwrap();
    update.finish().unwrap();
    Ok(drawn.drawn)
}

#[test]
fn every_png_decodes_at_531_pixels_and_is_transparent_outside_the_triangle() {
    let catalog = catalog();
    let out = tempfile::tempdir().unwrap();
    let drawn = write_tiles(&catalog, None, out.path(), &RenderOptions::default()).unwrap();
    assert_eq!(drawn, 24);
    assert!(out.path().join("index.html").is_file());
    for tile in catalog.tiles() {
        let path = out.path().join("png").join(format!("{}.png", tile.id));
        let decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height), (531, 531), "{}", tile.id);
        assert_eq!(info.color_type, png::ColorType::Rgba);
        let dims = info.pixel_dims.expect("the resolution is recorded");
        assert_eq!(dims.xppu, 11811, "300 dpi in pixels per metre");
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buf).unwrap();
        let px = |x: usize, y: usize| {
            let i = (y * frame.width as usize + x) * 4;
            [buf[i], buf[i + 1], buf[i + 2], buf[i + 3]]
        };
        assert_eq!(px(530, 530)[3], 0, "{}: outside the triangle", tile.id);
        assert_eq!(px(400, 400)[3], 0, "{}: outside the triangle", tile.id);
        assert_eq!(px(150, 150)[3], 255, "{}: inside the triangle", tile.id);
        let svg = out.path().join("svg").join(format!("{}.svg", tile.id));
        assert!(svg.is_file(), "{}", svg.display());
    }
}

#[test]
fn the_dpi_option_sets_the_pixel_size() {
    let catalog = catalog();
    let out = tempfile::tempdir().unwrap();
    let ids = ["h1-05".to_owned()];
    write_tiles(
        &catalog,
        Some(&ids),
        out.path(),
        &RenderOptions { dpi: 150 },
    )
    .unwrap();
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(out.path().join("png/h1-05.png")).unwrap(),
    ));
    let info = decoder.read_info().unwrap().info().clone();
    assert_eq!((info.width, info.height), (size_px(150), size_px(150)));
    assert_eq!(size_px(150), 266);
    assert!(
        !out.path().join("png/h1-06.png").exists(),
        "only the named tile"
    );
}

#[test]
fn an_unknown_id_is_refused_before_anything_is_written() {
    let catalog = catalog();
    let out = tempfile::tempdir().unwrap();
    let ids = ["h1-01".to_owned(), "h1-13".to_owned()];
    let err = write_tiles(&catalog, Some(&ids), out.path(), &RenderOptions::default()).unwrap_err();
    assert!(err.to_string().contains("no tile `h1-13`"), "{err}");
    assert!(!out.path().join("svg").exists());
}

#[test]
fn a_full_build_draws_every_kind_of_the_base_game_into_its_own_folder() {
    let catalog = catalog();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let staging = halflings_build::output::Staging::begin(&out).unwrap();
    let art = halflings_build::export::art::Art {
        options: RenderOptions { dpi: 100 },
        png: true,
        progress: false,
        sheet_links: None,
    };
    art.draw(&catalog, &staging).unwrap();
    staging.commit().unwrap();
    for kind in catalog.squares() {
        let svg = std::fs::read_to_string(out.join(format!("svg/base-game/{}.svg", kind.id)))
            .unwrap_or_else(|e| panic!("{}: {e}", kind.id));
        assert_eq!(svg, halflings_art::square_svg(kind));
        let path = out.join(format!("png/base-game/{}.png", kind.id));
        let decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let side = size_px(100);
        assert_eq!((reader.info().width, reader.info().height), (side, side));
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buf).unwrap();
        // A normal tile fills its square, to the far corner.
        let last = buf.len() - 1;
        assert_eq!(buf[last], 255, "{}: the corner is drawn", kind.id);
    }
    let halflings = std::fs::read_dir(out.join("svg")).unwrap().count();
    assert_eq!(halflings, 24 + 1, "the halflings' pictures and the folder");
}
