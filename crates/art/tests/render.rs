//! The tile art through its API: every picture is well-formed,
//! self-contained SVG that usvg accepts, the same bytes every time, with
//! user text escaped; the SVG of a few tiles is pinned by snapshots; the
//! pictures one build shares are drawn once. (The geometry of the
//! pictures is checked by the unit tests in src/testing.rs; the PNGs the art
//! exporter writes by halflings-build's, crates/build/tests/it/art_export.rs.)

use halflings_art::png::Rasterizer;
use halflings_art::tile_svg;

use halflings_testkit::{catalog, first_difference};

// ---------------------------------------------------------------- the SVG

#[test]
fn every_svg_is_well_formed_xml_with_no_external_reference() {
    let catalog = catalog();
    assert_eq!(catalog.tiles().len(), 24);
    for tile in catalog.tiles() {
        let svg = tile_svg(&catalog, tile);
        let doc = roxmltree::Document::parse(&svg)
            .unwrap_or_else(|e| panic!("{}: not well-formed XML: {e}", tile.id));
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(root.attribute("width"), Some("45mm"), "{}", tile.id);
        assert_eq!(root.attribute("viewBox"), Some("0 0 45 45"), "{}", tile.id);
        for node in doc.descendants().filter(|n| n.is_element()) {
            let name = node.tag_name().name();
            assert!(
                !matches!(
                    name,
                    "image" | "script" | "foreignObject" | "style" | "text" | "use" | "a"
                ),
                "{}: <{name}> could load or show something from outside",
                tile.id
            );
            for attr in node.attributes() {
                let value = attr.value();
                if attr.name() == "href" {
                    panic!("{}: href=\"{value}\"", tile.id);
                }
                if let Some(i) = value.find("url(") {
                    assert!(
                        value[i..].starts_with("url(#"),
                        "{}: {}=\"{value}\" refers outside the file",
                        tile.id,
                        attr.name()
                    );
                }
            }
        }
    }
}

#[test]
fn every_svg_parses_with_usvg() {
    let catalog = catalog();
    let raster = Rasterizer::new();
    for tile in catalog.tiles() {
        let tree = raster
            .parse(&tile_svg(&catalog, tile))
            .unwrap_or_else(|e| panic!("{}: {e}", tile.id));
        // 45 mm at usvg's 96 dpi.
        assert!((tree.size().width() - 170.079).abs() < 0.01, "{}", tile.id);
    }
}

/// Same input, same bytes: each tile drawn twice, from two catalogs each
/// loaded on its own.
#[test]
fn the_svg_is_the_same_bytes_every_time() {
    let (first, second) = (catalog(), catalog());
    assert_eq!(first.tiles().len(), second.tiles().len());
    for (a, b) in first.tiles().iter().zip(second.tiles()) {
        assert_eq!(a.id, b.id);
        let kept = tile_svg(&first, a);
        let drawn_again = halflings_art::svg::tile_svg(b, halflings_art::set_symbol(&second, b));
        assert!(
            kept == drawn_again,
            "{}: two drawings of the tile differ at {}",
            a.id,
            first_difference(&kept, &drawn_again).unwrap_or("a line end".into())
        );
    }
}

#[test]
fn user_text_in_the_title_is_escaped() {
    let catalog = catalog();
    let mut tile = catalog.tile("h1-01").unwrap().clone();
    tile.name = "Hills & Sheep <b>\"quoted\"</b>".to_owned();
    let svg = halflings_art::svg::tile_svg(&tile, halflings_model::SetSymbol::Pentagon);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text());
    assert_eq!(title, Some("h1-01: Hills & Sheep <b>\"quoted\"</b>"));
}

#[test]
fn snapshot_city_with_pennant_and_road_h1_01() {
    let catalog = catalog();
    insta::assert_snapshot!(tile_svg(&catalog, catalog.tile("h1-01").unwrap()));
}

#[test]
fn snapshot_three_roads_at_a_junction_h1_08() {
    let catalog = catalog();
    insta::assert_snapshot!(tile_svg(&catalog, catalog.tile("h1-08").unwrap()));
}

#[test]
fn snapshot_monastery_h2_01() {
    let catalog = catalog();
    insta::assert_snapshot!(tile_svg(&catalog, catalog.tile("h2-01").unwrap()));
}

#[test]
fn snapshot_sheep_and_city_h2_04() {
    let catalog = catalog();
    insta::assert_snapshot!(tile_svg(&catalog, catalog.tile("h2-04").unwrap()));
}

#[test]
fn snapshot_city_on_the_long_side_with_gate_h2_09() {
    let catalog = catalog();
    insta::assert_snapshot!(tile_svg(&catalog, catalog.tile("h2-09").unwrap()));
}

/// The art, the boards and the sheets of one build each show a tile and
/// a board: [`halflings_art::pictures::Pictures`] keeps them, so each is drawn once,
/// and what it keeps is what a fresh drawing gives.
#[test]
fn pictures_draw_each_tile_and_board_once() {
    let catalog = catalog();
    let pictures = halflings_art::pictures::Pictures::new(&catalog);
    for tile in catalog.tiles() {
        assert_eq!(pictures.tile_svg(tile), tile_svg(&catalog, tile));
    }
    for named in catalog.examples() {
        let drawn = halflings_art::board::board_svg(&catalog, &named.example, &named.played);
        assert_eq!(pictures.board_svg(named), drawn);
        // The second time, the kept picture itself: no drawing.
        assert!(matches!(
            pictures.board_svg(named),
            std::borrow::Cow::Borrowed(_)
        ));
    }
    let kept = format!("{pictures:?}");
    assert_eq!(
        kept,
        format!(
            "Pictures({0} of {0} tiles, {1} of {1} boards)",
            catalog.tiles().len(),
            catalog.examples().len()
        )
    );
}
