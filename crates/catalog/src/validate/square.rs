//! The meaning of one normal (square) tile: its id matches its file, and
//! its sides, slots and features agree, as for a halfling. Across the
//! normal tiles: at most one kind holds the start tile.

use std::collections::BTreeMap;

use crate::diagnostic::Diagnostic;
use crate::load::Document;
use halflings_model::{Direction, Landscape, SquareSlot, SquareTile};

/// At most one kind of normal tile holds the start tile: each `start =
/// true` after the first (in the order of `squares`) is reported at itself.
pub fn check_one_start(squares: &[(&Document, &SquareTile)]) -> Vec<Diagnostic> {
    let mut marked = squares.iter().filter(|(_, tile)| tile.start);
    let Some((first, _)) = marked.next() else {
        return Vec::new();
    };
    marked
        .map(|(doc, tile)| {
            doc.error_at(
                "/start",
                format!(
                    "`{}` is marked as the start tile's kind, and so is the kind of {}",
                    tile.id,
                    first.path.display()
                ),
            )
            .with_help(
                "there is one start tile: mark only the kind it is a copy of with `start = true`",
            )
        })
        .collect()
}

/// Runs every rule on one normal tile.
pub fn check(doc: &Document, tile: &SquareTile) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let stem = doc
        .path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned());
    if stem.as_deref() != Some(tile.id.as_str()) {
        out.push(
            doc.error_at("/id", format!("the id `{}` does not match the file's name", tile.id))
                .with_help(format!(
                    "a normal tile lives in tiles/base-game/<id>.toml; name the file {}.toml or change the id",
                    tile.id
                )),
        );
    }
    // Every feature with its table, index, slots and the landscape its
    // slots must show.
    let mut features: Vec<(String, &str, &[SquareSlot], Landscape)> = Vec::new();
    for (i, c) in tile.city.iter().enumerate() {
        features.push((
            format!("/city/{i}"),
            c.id.as_str(),
            &c.slots,
            Landscape::City,
        ));
    }
    for (i, r) in tile.road.iter().enumerate() {
        features.push((
            format!("/road/{i}"),
            r.id.as_str(),
            &r.slots,
            Landscape::Road,
        ));
    }
    for (i, f) in tile.field.iter().enumerate() {
        features.push((
            format!("/field/{i}"),
            f.id.as_str(),
            &f.slots,
            Landscape::Field,
        ));
    }
    let mut ids: BTreeMap<&str, &str> = BTreeMap::new();
    if let Some(m) = &tile.monastery {
        ids.insert(m.id.as_str(), "/monastery");
    }
    let mut owner: BTreeMap<SquareSlot, &str> = BTreeMap::new();
    for (pointer, id, slots, want) in &features {
        if let Some(first) = ids.insert(id, pointer) {
            out.push(
                doc.error_at(
                    &format!("{pointer}/id"),
                    format!("feature id `{id}` is used twice on this tile"),
                )
                .with_help(format!(
                    "the first use is at {first}; give each feature its own id"
                )),
            );
        }
        for (j, slot) in slots.iter().enumerate() {
            let got = tile.profile(slot.side())[slot.position().index()];
            if got != *want {
                out.push(
                    doc.error_at(
                        &format!("{pointer}/slots/{j}"),
                        format!(
                            "slot `{}` shows {}, not {}",
                            slot.name(),
                            got.name(),
                            want.name()
                        ),
                    )
                    .with_help(
                        "name only slots whose landscape is the feature's, or change the side",
                    ),
                );
            }
            if let Some(other) = owner.insert(*slot, id) {
                out.push(doc.error_at(
                    &format!("{pointer}/slots/{j}"),
                    format!(
                        "slot `{}` belongs to both `{other}` and `{id}`",
                        slot.name()
                    ),
                ));
            }
        }
        if *want == Landscape::City {
            for d in Direction::ALL {
                let on = slots.iter().filter(|s| s.side() == d).count();
                if on != 0 && on != 3 {
                    out.push(
                        doc.error_at(
                            &format!("{pointer}/slots"),
                            format!("city `{id}` covers part of a side"),
                        )
                        .with_help("a city covers all three slots of each side it touches"),
                    );
                }
            }
        }
    }
    let missing: Vec<&str> = SquareSlot::ALL
        .iter()
        .filter(|s| !owner.contains_key(s))
        .map(|s| s.name())
        .collect();
    if !missing.is_empty() {
        out.push(
            doc.error_at("", format!("no feature touches {}", missing.join(", ")))
                .with_help("every slot belongs to exactly one city, road or field"),
        );
    }
    if out.is_empty() {
        for (i, f) in tile.field.iter().enumerate() {
            let Some(written) = &f.borders else { continue };
            let derived: Vec<&str> = tile
                .bordered_cities(f)
                .iter()
                .map(|c| c.id.as_str())
                .collect();
            let mut written: Vec<&str> = written.iter().map(|c| c.as_str()).collect();
            written.sort_unstable();
            let mut sorted = derived.clone();
            sorted.sort_unstable();
            if written != sorted {
                out.push(
                    doc.error_at(
                        &format!("/field/{i}/borders"),
                        format!("field `{}` borders {}", f.id, if derived.is_empty() { "no city".to_owned() } else { derived.join(", ") }),
                    )
                    .with_help("the borders follow from the outline; write them as it gives them, or leave them out"),
                );
            }
        }
    }
    out
}
