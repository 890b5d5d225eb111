//! The pictures' geometry, checked on every shipped tile: neighbouring
//! pictures meet without a step (roads cross each side at its midpoint,
//! square to it; walls leave corners along their bisectors; two halflings
//! in one space meet at the same points of the diagonal), a leg meets a
//! square tile's side at the standard points, and the rasteriser's masked
//! shortcut draws what resvg draws. Unit tests, since they read the
//! layout, which is not this crate's API.

use resvg::tiny_skia::{Pixmap, Transform};

use halflings_catalog::Catalog;
use halflings_model::{Landscape, Side, abuts};
use halflings_testkit::catalog;

use crate::layout::{
    LEAD_IN, NE, P, ROAD_WIDTH, SW, TileLayout, corner_bisector, inward_normal, road_crossing,
    side_ends, side_point,
};
use halflings_catalog::limits::MAX_BOARD_SPACES;
use halflings_catalog::play::Played;
use halflings_engine::{Board, Deck, Face, Follower, Shape};
use halflings_model::example::MAX_PLACEMENTS;
use halflings_model::{Attempt, Example, Verdict};

use crate::board;
use crate::png::{Rasterizer, draw_masked, elements, size_px};
use crate::{MAX_DPI, MAX_TILE_ELEMENTS, RenderError, oversized_tiles, tile_svg};

fn close(a: P, b: P) -> bool {
    a.dist(b) < 1e-9
}

// ---------------------------------------------------------------- the rasteriser

#[test]
fn the_masked_shortcut_is_taken_for_every_tile_and_draws_what_resvg_draws() {
    // The rasteriser draws a tile's clipped group straight onto the canvas
    // and masks it, instead of resvg's layer and clip; the pictures agree.
    let catalog = catalog();
    let raster = Rasterizer::new();
    let px = size_px(300);
    let scale = Transform::from_scale(px as f32 / 170.07874, px as f32 / 170.07874);
    for tile in catalog.tiles() {
        let tree = raster.parse(&tile_svg(&catalog, tile)).unwrap();
        let mut ours = Pixmap::new(px, px).unwrap();
        assert!(
            draw_masked(&tree, scale, &mut ours),
            "{}: not taken",
            tile.id
        );
        let mut theirs = Pixmap::new(px, px).unwrap();
        resvg::render(&tree, scale, &mut theirs.as_mut());
        let worst = ours
            .data()
            .iter()
            .zip(theirs.data())
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        // Coordinates reach the pixels through a different chain of float
        // transforms, so anti-aliased edges may round apart by a few levels;
        // 32 of 255 is the threshold `scripts/compare-renderers` uses.
        let off = ours
            .data()
            .iter()
            .zip(theirs.data())
            .filter(|(a, b)| a.abs_diff(**b) > 2)
            .count();
        assert!(worst <= 32, "{}: a channel differs by {worst}", tile.id);
        assert!(
            off <= 16,
            "{}: {off} channels differ by more than 2",
            tile.id
        );
    }
}

#[test]
fn an_svg_of_another_shape_is_left_to_resvg() {
    let raster = Rasterizer::new();
    let tree = raster
        .parse(r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5" fill="#000" opacity="0.5"/></svg>"##)
        .unwrap();
    let mut pixmap = Pixmap::new(10, 10).unwrap();
    assert!(!draw_masked(&tree, Transform::identity(), &mut pixmap));
    assert!(pixmap.data().iter().all(|&b| b == 0), "nothing was drawn");
}

// ---------------------------------------------------------------- seams

/// Where a tile's roads cross `side`, as the layout draws them: the end of
/// the lead-in, which must run straight along the side's inward normal and
/// hand over to a curve that leaves along that normal too.
fn drawn_road_crossings(layout: &TileLayout, side: Side) -> Vec<P> {
    let n = inward_normal(side);
    let mut out = Vec::new();
    for road in &layout.roads {
        let pieces = [
            (road.path.first().copied(), road.path.get(1).copied()),
            (
                road.path.last().map(|c| c.reversed()),
                road.path
                    .len()
                    .checked_sub(2)
                    .map(|i| road.path[i].reversed()),
            ),
        ];
        for (lead, next) in pieces {
            let (Some(lead), Some(next)) = (lead, next) else {
                continue;
            };
            let dir = (lead.3 - lead.0).unit();
            if dir.dist(n) > 1e-9 {
                continue;
            }
            assert!((lead.0.dist(lead.3) - LEAD_IN).abs() < 1e-9);
            let leaving = next.tangent(0.0).unit();
            assert!(
                leaving.dist(n) < 1e-9 || road.path.len() == 2 && next.3.dist(lead.3) < 1e-9,
                "a road leaves the {side:?} side askew"
            );
            out.push(lead.3);
        }
    }
    out.dedup_by(|a, b| close(*a, *b));
    out
}

#[test]
fn walls_leave_every_corner_along_its_bisector_so_both_halflings_of_a_space_agree() {
    // At the long side's corners the wall then makes 22.5 degrees with the
    // diagonal on every tile, whichever side the city covers.
    let catalog = catalog();
    for tile in catalog.tiles() {
        for shape in TileLayout::new(tile).cities {
            let Some(wall) = shape.wall else { continue };
            for (corner, leaving) in [(wall.0, wall.tangent(0.0)), (wall.3, -wall.tangent(1.0))] {
                let want = corner_bisector(corner);
                assert!(
                    leaving.unit().dist(want) < 1e-9,
                    "{}: the wall leaves {corner:?} along {leaving:?}",
                    tile.id
                );
                if close(corner, NE) || close(corner, SW) {
                    let diagonal = (SW - NE).unit();
                    let cos = leaving.unit().dot(diagonal).abs();
                    assert!((cos - (std::f64::consts::PI / 8.0).cos()).abs() < 1e-9);
                }
            }
        }
    }
}

#[test]
fn roads_cross_every_side_at_its_midpoint_square_to_the_side() {
    let catalog = catalog();
    for tile in catalog.tiles() {
        let layout = TileLayout::new(tile);
        for side in Side::ALL {
            let crossings = drawn_road_crossings(&layout, side);
            if tile.sides.get(side) == Landscape::Road {
                assert!(
                    !crossings.is_empty()
                        && crossings.iter().all(|p| close(*p, road_crossing(side))),
                    "{}: the road on the {side:?} side crosses at {crossings:?}",
                    tile.id
                );
            } else {
                assert!(
                    crossings.is_empty(),
                    "{}: a road crosses the {side:?} side",
                    tile.id
                );
            }
        }
    }
}

#[test]
fn city_walls_meet_the_outline_only_at_the_corners_of_their_sides() {
    let catalog = catalog();
    for tile in catalog.tiles() {
        let layout = TileLayout::new(tile);
        for (city, shape) in tile.city.iter().zip(&layout.cities) {
            let mut corners = Vec::new();
            for side in Side::ALL {
                if city.slots.iter().any(|s| s.side() == side) {
                    let (a, b) = side_ends(side);
                    corners.push(a);
                    corners.push(b);
                }
            }
            if let Some(wall) = shape.wall {
                assert!(corners.iter().any(|c| close(*c, wall.0)), "{}", tile.id);
                assert!(corners.iter().any(|c| close(*c, wall.3)), "{}", tile.id);
                for p in &wall.sample(100)[1..100] {
                    assert!(
                        p.x > 0.0 && p.y > 0.0 && p.x + p.y < 1.0,
                        "{}: the wall of `{}` touches the outline at {p:?}",
                        tile.id,
                        city.id
                    );
                }
            }
        }
    }
}

#[test]
fn two_compatible_halflings_in_one_space_meet_at_the_same_points_of_the_diagonal() {
    let catalog = catalog();
    let mut pairs = 0;
    for a in catalog.tiles() {
        for b in catalog.tiles() {
            let (pa, pb) = (a.sides.long.slots(), b.sides.long.slots());
            if a.id >= b.id || !abuts(pa, pb) {
                continue;
            }
            pairs += 1;
            // b lies in the same space turned two quarter turns.
            let (la, lb) = (TileLayout::new(a), TileLayout::new(b));
            let ra = drawn_road_crossings(&la, Side::Long);
            let rb: Vec<P> = drawn_road_crossings(&lb, Side::Long)
                .into_iter()
                .map(P::half_turn)
                .collect();
            assert_eq!(ra.len(), rb.len(), "{} / {}", a.id, b.id);
            for (p, q) in ra.iter().zip(&rb) {
                assert!(
                    close(*p, *q),
                    "{} / {}: road at {p:?} and {q:?}",
                    a.id,
                    b.id
                );
            }
            // A city on the long side spans it from corner to corner on both
            // tiles: the outline runs along the whole diagonal.
            if a.sides.long == Landscape::City {
                for (t, l) in [(a, &la), (b, &lb)] {
                    let spans = l.cities.iter().any(|c| {
                        c.corners
                            .windows(2)
                            .any(|w| close(w[0], NE) && close(w[1], SW))
                            || c.wall.is_none()
                    });
                    assert!(spans, "{}: no city spans the long side", t.id);
                }
            }
        }
    }
    assert!(pairs > 50, "only {pairs} pairs");
}

/// Renders `a` in rotation 0 and `b` turned two quarter turns into one
/// square space, with resvg, at 300 dpi.
fn render_space(catalog: &Catalog, a: &str, b: &str) -> Pixmap {
    let inner = |id: &str| {
        let svg = tile_svg(catalog, catalog.tile(id).unwrap());
        // Nested at the space's size in user units (45 = 45 mm here).
        svg[svg.find("<svg").unwrap()..].replacen(
            "width=\"45mm\" height=\"45mm\"",
            "width=\"45\" height=\"45\"",
            1,
        )
    };
    let space = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"45mm\" height=\"45mm\" viewBox=\"0 0 45 45\">\
         <g>{}</g><g transform=\"rotate(180 22.5 22.5)\">{}</g></svg>",
        inner(a),
        inner(b)
    );
    Rasterizer::new().pixmap(&space, 300).unwrap()
}

fn rgb(pixmap: &Pixmap, p: P) -> [i32; 3] {
    let n = pixmap.width() as f64;
    let (x, y) = ((p.x * n) as u32, (p.y * n) as u32);
    let c = pixmap.pixel(x, y).unwrap().demultiply();
    [c.red().into(), c.green().into(), c.blue().into()]
}

fn differs(a: [i32; 3], b: [i32; 3]) -> bool {
    a.iter().zip(&b).any(|(x, y)| (x - y).abs() > 40)
}

#[test]
fn a_road_across_the_long_side_runs_on_into_the_second_halfling_without_a_step() {
    let catalog = catalog();
    for (a, b) in [("h1-01", "h2-05"), ("h1-07", "h2-03"), ("h1-09", "h2-08")] {
        let pixmap = render_space(&catalog, a, b);
        let off = inward_normal(Side::Long) * (3.0 / 531.0);
        let mut steps = Vec::new();
        for i in 10..=90 {
            let on = side_point(Side::Long, f64::from(i) / 100.0);
            let (here, there) = (rgb(&pixmap, on + off), rgb(&pixmap, on - off));
            if differs(here, there) {
                steps.push((i, here, there));
            }
        }
        assert!(
            steps.is_empty(),
            "{a} / {b}: the two sides differ at {steps:?}"
        );
    }
}

#[test]
fn a_leg_meets_a_square_tile_side_at_the_standard_road_and_city_points() {
    // A square tile's side: the road's surface spans the middle ROAD_WIDTH,
    // a city spans the whole side from corner to corner.
    let catalog = catalog();
    let px = f64::from(size_px(300));
    let road_from = (0.5 - ROAD_WIDTH / 2.0) * px;
    let road_to = (0.5 + ROAD_WIDTH / 2.0) * px;
    // h1-04: road on both legs; h1-10: a city on each leg.
    let road = Rasterizer::new()
        .pixmap(&tile_svg(&catalog, catalog.tile("h1-04").unwrap()), 300)
        .unwrap();
    let row = 1.5 / px;
    let light: Vec<u32> = (0..531)
        .filter(|x| {
            let c = rgb(&road, P::new((f64::from(*x) + 0.5) / px, row));
            c.iter().all(|v| *v > 200)
        })
        .collect();
    let (first, last) = (light[0] as f64, *light.last().unwrap() as f64 + 1.0);
    assert!(
        (first - road_from).abs() <= 1.5,
        "road starts at {first} px, not {road_from}"
    );
    assert!(
        (last - road_to).abs() <= 1.5,
        "road ends at {last} px, not {road_to}"
    );
    // The same on the west leg, read down the first column.
    let light_w = (0..531)
        .filter(|y| {
            let c = rgb(&road, P::new(row, (f64::from(*y) + 0.5) / px));
            c.iter().all(|v| *v > 200)
        })
        .count() as f64;
    assert!((light_w - ROAD_WIDTH * px).abs() <= 3.0, "{light_w}");

    let city = Rasterizer::new()
        .pixmap(&tile_svg(&catalog, catalog.tile("h1-10").unwrap()), 300)
        .unwrap();
    let green = |c: [i32; 3]| c[1] > c[0] + 20 && c[1] > c[2] + 20;
    // The wall reaches the north-east corner along the corner's bisector, so
    // 1.5 px below the leg it is 1.5 / tan(22.5°) = 3.6 px short of the
    // corner; up to there the leg is city.
    let last = (px - 1.5 / (std::f64::consts::PI / 8.0).tan() - 1.0) as u32;
    for x in 0..last {
        let p = P::new((f64::from(x) + 0.5) / px, row);
        assert!(!green(rgb(&city, p)), "field on the city leg at x = {x}");
    }
}

// ---------------------------------------------------------------- the limits

#[test]
fn every_tile_picture_stays_under_the_stated_elements() {
    let catalog = catalog();
    let pictures = catalog
        .tiles()
        .iter()
        .map(|t| tile_svg(&catalog, t))
        .chain(catalog.squares().iter().map(crate::square::square_svg));
    let busiest = pictures.map(|svg| elements(&svg)).max().unwrap();
    // Room to spare: a tile of one's own may be busier than any shipped.
    assert!(
        (50..=MAX_TILE_ELEMENTS / 2).contains(&busiest),
        "the busiest shipped tile holds {busiest} elements"
    );
    let too_fine = Rasterizer::new().pixmap(&tile_svg(&catalog, &catalog.tiles()[0]), MAX_DPI + 1);
    assert!(matches!(too_fine, Err(RenderError::TooLarge(_))));
}

/// The board with the most in it that the limits allow: its box
/// [`MAX_BOARD_SPACES`] spaces a side, [`MAX_PLACEMENTS`] tiles laid by the
/// rules (the busiest pictures first, every tile in as many copies as
/// needed), a follower on each and a try.
fn largest_board(catalog: &Catalog) -> (Example, Played) {
    let faces = Deck::of(catalog.tiles(), catalog.squares())
        .faces()
        .to_vec();
    let weight = |face: &Face| match face.shape {
        Shape::Halfling => elements(&tile_svg(catalog, catalog.tile(&face.id).unwrap())),
        Shape::Square => elements(&crate::square::square_svg(
            catalog.square(&face.id).unwrap(),
        )),
    };
    let mut busiest_first: Vec<usize> = (0..faces.len()).collect();
    busiest_first.sort_by_key(|&i| std::cmp::Reverse(weight(&faces[i])));
    let deck = Deck::new(
        faces
            .into_iter()
            .map(|face| Face {
                copies: u8::MAX,
                ..face
            })
            .collect(),
    );
    let n = MAX_BOARD_SPACES as i32;
    let inside = |(x, y): (i32, i32)| (0..n).contains(&x) && (0..n).contains(&y);
    let corner = (n - 1, n - 1);
    let to_corner = |(x, y): (i32, i32)| (corner.0 - x) + (corner.1 - y);
    let mut board = Board::new();
    while board.pieces().len() < MAX_PLACEMENTS {
        let placements = |face: usize| {
            let legal = board.legal_placements(&deck, face).into_iter();
            legal
                .filter(|&(s, _)| inside(s))
                .map(move |(s, r)| (face, s, r))
        };
        // First a path to the far corner, so that the board spans the
        // whole box; then the busiest tile that goes anywhere in it.
        let next = if board.at(corner).is_empty() {
            let all = busiest_first.iter().flat_map(|&face| placements(face));
            all.min_by_key(|&(_, s, _)| to_corner(s))
        } else {
            busiest_first
                .iter()
                .find_map(|&face| placements(face).next())
        };
        let Some((face, space, r)) = next else { break };
        board.place(&deck, face, space, r).unwrap();
    }
    let corner = board.at(corner).first().map(|&i| board.pieces()[i]);
    let followers = (0..board.pieces().len())
        .map(|piece| Follower {
            player: "red".into(),
            piece,
            segment: 0,
        })
        .collect();
    let attempt = corner.map(|p| Attempt {
        tile: deck.face(p.face).id.clone(),
        at: [n - 1, n - 1],
        rotation: 0,
        player: None,
        follower: None,
        expect: Verdict::SpaceTaken,
    });
    let example = Example {
        title: "The largest board".into(),
        description: "As much as the limits allow.".into(),
        place: Vec::new(),
        players: Vec::new(),
        turn: Vec::new(),
        scoring: None,
        expect: None,
        attempt,
    };
    let played = Played {
        board,
        followers,
        scores: Vec::new(),
        games: Vec::new(),
        verdict: Some(Verdict::SpaceTaken),
        verdicts: Vec::new(),
    };
    (example, played)
}

#[test]
fn the_largest_board_the_limits_allow_stays_under_the_stated_pixels_and_elements() {
    // The figures the docs give (board.rs, docs/format.md).
    assert!((board::max_side_mm() - 738.0).abs() < 1e-9);
    assert_eq!(board::max_side_px(), 2906);
    assert_eq!(board::max_elements(), 81_516);
    the_format_states_the_picture_limits();

    let catalog = catalog();
    let (example, played) = largest_board(&catalog);
    assert_eq!(played.board.pieces().len(), MAX_PLACEMENTS);
    // The try stands on the board, and the box is the largest.
    assert!(example.attempt.is_some());
    let side = f64::from(MAX_BOARD_SPACES) + 0.4;
    assert_eq!(
        board::extent(&example, &played),
        (side, side),
        "{} spaces",
        played.board.occupied().len()
    );
    let svg = board::board_svg(&catalog, &example, &played);
    let counted = elements(&svg);
    let parsed = roxmltree::Document::parse(&svg).unwrap();
    assert_eq!(
        counted,
        parsed.descendants().filter(|n| n.is_element()).count()
    );
    assert!(
        counted <= board::max_elements(),
        "{counted} elements, past the stated {}",
        board::max_elements()
    );
    // Drawn for real: exactly the stated pixels.
    let png = Rasterizer::new().board_png(&svg).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    let (w, h) = reader.info().size();
    assert_eq!((w, h), (board::max_side_px(), board::max_side_px()));
}

#[test]
fn a_board_past_the_limits_is_refused_before_it_is_drawn() {
    // `check` refuses these; drawn all the same, the rasteriser does too.
    let catalog = catalog();
    let named = catalog
        .examples()
        .iter()
        .find(|e| e.name == "placement-not-adjacent")
        .unwrap();
    let far = |at: [i32; 2]| {
        let mut example = named.example.clone();
        example.attempt.as_mut().unwrap().at = at;
        board::board_svg(&catalog, &example, &named.played)
    };
    let raster = Rasterizer::new();
    // A little too wide: refused on its pixels.
    let wide = far([MAX_BOARD_SPACES as i32, 0]);
    assert!(elements(&wide) < board::max_elements());
    let Err(RenderError::TooLarge(why)) = raster.board_png(&wide) else {
        panic!("drawn")
    };
    assert!(why.contains("px"), "{why}");
    // Far away: refused on its elements (an empty square for each space
    // of its box), before usvg reads it.
    let Err(RenderError::TooLarge(why)) = raster.board_png(&far([300, 300])) else {
        panic!("drawn")
    };
    assert!(why.contains("elements"), "{why}");
}

/// docs/format.md's limits, as the constants give them.
fn the_format_states_the_picture_limits() {
    use halflings_catalog::limits::MAX_TRY_DISTANCE;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/format.md");
    let format = std::fs::read_to_string(path).unwrap();
    let flat = format.split_whitespace().collect::<Vec<_>>().join(" ");
    // 81516 as the docs write it: 81 516.
    let grouped = |n: usize| {
        let digits = n.to_string();
        let (head, tail) = digits.split_at(digits.len() % 3);
        let mut groups: Vec<&str> = tail
            .as_bytes()
            .chunks(3)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect();
        if !head.is_empty() {
            groups.insert(0, head);
        }
        groups.join(" ")
    };
    let n = MAX_BOARD_SPACES;
    for fact in [
        format!("places at most {MAX_PLACEMENTS} tiles"),
        format!("span at most {n} columns and {n} rows"),
        format!("at most {MAX_TRY_DISTANCE} spaces from the nearest tile"),
        format!("{} px at `--dpi {MAX_DPI}`", size_px(MAX_DPI)),
        format!("| {MAX_TILE_ELEMENTS} (the busiest"),
        format!(
            "({n} + 0.4) x 45 = {} mm square",
            board::max_side_mm().round()
        ),
        format!("{} px at its {} dpi", board::max_side_px(), board::DPI),
        format!(
            "| {}: 2 + 2 x {n} x {n} spaces",
            grouped(board::max_elements())
        ),
    ] {
        assert!(flat.contains(&fact), "docs/format.md does not say {fact:?}");
    }
}

#[test]
fn a_tile_whose_picture_is_past_a_limit_is_named_with_its_count() {
    let catalog = halflings_testkit::catalog();
    assert!(oversized_tiles(&catalog).is_empty());
    // The busiest shipped tiles hold some 70 elements: past 50, they are
    // the ones named, each with the count its picture has.
    let past = crate::tiles_past(&catalog, 50);
    assert!(!past.is_empty());
    for (tile, n) in &past {
        assert!(*n > 50);
        assert_eq!(*n, crate::png::elements(&tile_svg(&catalog, tile)));
    }
    let named: Vec<&str> = past.iter().map(|(t, _)| t.id.as_str()).collect();
    let all_busy: Vec<&str> = catalog
        .tiles()
        .iter()
        .filter(|t| crate::png::elements(&tile_svg(&catalog, t)) > 50)
        .map(|t| t.id.as_str())
        .collect();
    assert_eq!(named, all_busy);
}
