//! The meaning of one tile: do its sides, slots and features agree?
//!
//! Each rule is a function of its own, named after the rule, reporting every
//! violation it finds at the place in the file it is about.

use std::collections::{BTreeMap, BTreeSet};

use crate::diagnostic::Diagnostic;
use crate::load::Document;
use halflings_model::{Fact, FeatureRef, Landscape, Position, RoadEnd, Side, Slot, Tile};

/// Runs every rule on one tile.
pub fn check(doc: &Document, tile: &Tile) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    feature_ids_are_unique(doc, tile, &mut out);
    slots_match_their_side(doc, tile, &mut out);
    every_slot_has_one_feature(doc, tile, &mut out);
    cities_cover_whole_sides(doc, tile, &mut out);
    // Crossing is only worth asking once every slot has one sound owner;
    // before that it repeats the errors above in other words.
    if out.is_empty() {
        features_do_not_cross(doc, tile, &mut out);
    }
    roads_end_somewhere(doc, tile, &mut out);
    fields_border_cities_of_this_tile(doc, tile, &mut out);
    // The borders follow from the outline, which is only sound once the
    // rules above hold.
    if out.is_empty() {
        written_borders_follow_the_outline(doc, tile, &mut out);
    }
    symbols_sit_where_they_can(doc, tile, &mut out);
    provenance_names_every_fact_once(doc, tile, &mut out);
    out
}

fn feature_ids_are_unique(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    let mut seen: BTreeMap<&str, String> = BTreeMap::new();
    for (i, feature) in tile.features() {
        let pointer = feature.pointer(i);
        if let Some(first) = seen.get(feature.id().as_str()) {
            out.push(
                doc.error_at(
                    &format!("{pointer}/id"),
                    format!("feature id `{}` is used twice on this tile", feature.id()),
                )
                .with_help(format!(
                    "the first use is `{}`; give each feature its own id",
                    pointer_to_path(first)
                )),
            );
        } else {
            seen.insert(feature.id().as_str(), pointer);
        }
    }
}

fn slots_match_their_side(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    for (i, feature) in tile.features() {
        let Some(want) = feature.landscape() else {
            continue;
        };
        for (j, slot) in feature.slots().iter().enumerate() {
            let side = slot.side();
            let side_landscape = tile.sides.get(side);
            let shows = side_landscape.slots()[slot.position().index()];
            if shows != want {
                let help = match want {
                    Landscape::City => format!(
                        "a city needs a city side: set `{} = \"city\"` in [sides], or give the slot to the {} that is there",
                        side.name(),
                        shows.name()
                    ),
                    Landscape::Road => road_slot_help(tile, feature.id().as_str(), *slot, shows),
                    Landscape::Field => format!(
                        "fields lie on field sides and beside roads; give `{}` to the {} instead",
                        slot.name(),
                        shows.name()
                    ),
                };
                out.push(
                    doc.error_at(
                        &format!("{}/slots/{j}", feature.pointer(i)),
                        format!(
                            "{} `{}` claims slot `{}`, but the {} side is `{}`, so that slot shows {}",
                            feature.table(),
                            feature.id(),
                            slot.name(),
                            side.name(),
                            side_landscape.name(),
                            article(shows)
                        ),
                    )
                    .with_help(help),
                );
            }
        }
    }
}

/// How to mend a road that claims a slot its side does not give a road.
fn road_slot_help(tile: &Tile, road: &str, slot: Slot, shows: Landscape) -> String {
    let side = slot.side();
    let centre = Slot::at(side, Position::Centre);
    match (shows, slot == centre) {
        // The side became a city: a road meets a city at its gate.
        (Landscape::City, true) => format!(
            "a road that meets a city ends at its gate: remove `{}` from road `{road}`'s slots and add `end = \"city\"` (or set `{} = \"road\"` in [sides])",
            slot.name(),
            side.name()
        ),
        (Landscape::City, false) => format!(
            "the {} side is a city; give `{}` to the city, or set `{} = \"road\"` in [sides] and use its centre slot `{}`",
            side.name(),
            slot.name(),
            side.name(),
            centre.name()
        ),
        // A road side's road runs through its centre slot.
        _ if tile.sides.get(side) == Landscape::Road => format!(
            "a road crosses a road side at its centre: use `{}` instead of `{}`",
            centre.name(),
            slot.name()
        ),
        _ => format!(
            "a road crosses the centre of a road side: set `{} = \"road\"` in [sides] and use `{}`",
            side.name(),
            centre.name()
        ),
    }
}

fn every_slot_has_one_feature(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    let mut owner: BTreeMap<Slot, (String, String)> = BTreeMap::new();
    for (i, feature) in tile.features() {
        for (j, slot) in feature.slots().iter().enumerate() {
            let here = format!("{} `{}`", feature.table(), feature.id());
            if let Some((first, _)) = owner.get(slot) {
                out.push(
                    doc.error_at(
                        &format!("{}/slots/{j}", feature.pointer(i)),
                        format!("slot `{}` belongs to {first} and to {here}", slot.name()),
                    )
                    .with_help(
                        "every slot belongs to exactly one feature; remove it from one of them",
                    ),
                );
            } else {
                owner.insert(*slot, (here, feature.pointer(i)));
            }
        }
    }
    for slot in Slot::ALL {
        if !owner.contains_key(&slot) {
            let shows = tile.sides.get(slot.side()).slots()[slot.position().index()];
            out.push(
                doc.error_at(
                    &format!("/sides/{}", slot.side().name()),
                    format!("slot `{}` belongs to no feature", slot.name()),
                )
                .with_help(format!(
                    "the slot shows {}; add `\"{}\"` to the slots of the {} it is part of",
                    article(shows),
                    slot.name(),
                    shows.name()
                )),
            );
        }
    }
}

fn cities_cover_whole_sides(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    for (i, city) in tile.city.iter().enumerate() {
        let touched: BTreeSet<Side> = city.slots.iter().map(|s| s.side()).collect();
        for side in touched {
            let missing: Vec<&str> = Position::ALL
                .iter()
                .map(|&p| Slot::at(side, p))
                .filter(|s| !city.slots.contains(s))
                .map(Slot::name)
                .collect();
            if !missing.is_empty() {
                out.push(
                    doc.error_at(
                        &format!("/city/{i}/slots"),
                        format!(
                            "city `{}` covers only part of the {} side",
                            city.id,
                            side.name()
                        ),
                    )
                    .with_help(format!(
                        "a city covers a whole side; add {} to its slots",
                        missing
                            .iter()
                            .map(|m| format!("`{m}`"))
                            .collect::<Vec<_>>()
                            .join(" and ")
                    )),
                );
            }
        }
    }
}

fn roads_end_somewhere(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    let at_junction = tile
        .road
        .iter()
        .filter(|r| r.end == Some(RoadEnd::Junction))
        .count();
    for (i, road) in tile.road.iter().enumerate() {
        let pointer = format!("/road/{i}");
        match (road.slots.len(), road.end) {
            (1, None) => out.push(
                doc.error_at(
                    &format!("{pointer}/slots"),
                    format!(
                        "road `{}` touches one side but says nowhere where it ends",
                        road.id
                    ),
                )
                .with_help(format!(
                    "add {}, or a second slot if the road runs on to another side",
                    likely_ends(tile)
                )),
            ),
            (2, Some(_)) => out.push(
                doc.error_at_key(
                    &format!("{pointer}/end"),
                    format!(
                        "road `{}` runs from side to side, so it has no end on the tile",
                        road.id
                    ),
                )
                .with_help(
                    "remove `end`, or split the road into two segments that end at a junction",
                ),
            ),
            _ => {}
        }
        let needs = match road.end {
            Some(RoadEnd::Junction) if at_junction < 3 => Some(format!(
                "a junction joins three or more roads, but only {at_junction} end at it; end the road at a village instead, or add the missing roads"
            )),
            Some(RoadEnd::Monastery) if tile.monastery.is_none() => {
                Some("the tile has no [monastery]; add one or end the road elsewhere".to_owned())
            }
            Some(RoadEnd::City) if tile.city.is_empty() => {
                Some("the tile has no city; add one or end the road elsewhere".to_owned())
            }
            _ => None,
        };
        let gates = tile.gate_cities(road);
        if gates.len() > 1 {
            out.push(
                doc.error_at(
                    &format!("{pointer}/end"),
                    format!(
                        "road `{}` ends at a city gate, but cities {} are equally near it, so the gate could be on either",
                        road.id,
                        names(gates.iter().map(|c| c.id.as_str()))
                    ),
                )
                .with_help("end the road at a village instead, or move it so that one city is nearest"),
            );
        }
        if let (Some(help), Some(end)) = (needs, road.end) {
            out.push(
                doc.error_at(
                    &format!("{pointer}/end"),
                    format!(
                        "road `{}` ends at a {} that is not on the tile",
                        road.id,
                        end.name()
                    ),
                )
                .with_help(help),
            );
        }
    }
}

/// The ends a road that stops on `tile` may have, the likeliest first: at
/// the tile's city gate or monastery when it has one, at a junction when
/// other roads stop on it too, at a village otherwise.
fn likely_ends(tile: &Tile) -> String {
    let stopping = tile.road.iter().filter(|r| r.slots.len() == 1).count();
    let mut ends: Vec<RoadEnd> = Vec::new();
    if !tile.city.is_empty() {
        ends.push(RoadEnd::City);
    }
    if tile.monastery.is_some() {
        ends.push(RoadEnd::Monastery);
    }
    if stopping >= 3 {
        ends.push(RoadEnd::Junction);
    }
    for end in [
        RoadEnd::Village,
        RoadEnd::Junction,
        RoadEnd::Monastery,
        RoadEnd::City,
    ] {
        if !ends.contains(&end) {
            ends.push(end);
        }
    }
    let rest: Vec<String> = ends[1..]
        .iter()
        .map(|e| format!("\"{}\"", e.name()))
        .collect();
    format!("`end = \"{}\"` (or {})", ends[0].name(), rest.join(", "))
}

/// The outline is consistent when features do not cross: walking round the
/// nine slots clockwise, no two features interleave (a, b, a, b). Roads that
/// end at the same junction, or at the monastery, join there and count as
/// one.
fn features_do_not_cross(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    struct Group<'a> {
        name: String,
        pointer: String,
        slots: Vec<Slot>,
        members: Vec<&'a str>,
    }
    let mut groups: Vec<Group<'_>> = Vec::new();
    let mut joined: BTreeMap<RoadEnd, usize> = BTreeMap::new();
    for (i, feature) in tile.features() {
        if feature.slots().is_empty() {
            continue;
        }
        let hub = match feature {
            FeatureRef::Road(r) => r
                .end
                .filter(|e| matches!(e, RoadEnd::Junction | RoadEnd::Monastery)),
            _ => None,
        };
        if let Some(g) = hub.and_then(|h| joined.get(&h)) {
            let group = &mut groups[*g];
            group.slots.extend_from_slice(feature.slots());
            group.members.push(feature.id().as_str());
            group.name = format!("the roads meeting at the {}", hub.map_or("", RoadEnd::name));
            continue;
        }
        if let Some(h) = hub {
            joined.insert(h, groups.len());
        }
        groups.push(Group {
            name: format!("{} `{}`", feature.table(), feature.id()),
            pointer: format!("{}/slots", feature.pointer(i)),
            slots: feature.slots().to_vec(),
            members: vec![feature.id().as_str()],
        });
    }
    for (a_index, a) in groups.iter().enumerate() {
        for b in &groups[a_index + 1..] {
            if interleave(&a.slots, &b.slots) {
                out.push(
                    doc.error_at(&b.pointer, format!("{} and {} cross each other on the tile", a.name, b.name))
                        .with_help(format!(
                            "going round the tile, the slots of {} ({}) and of {} ({}) alternate, which no flat drawing allows; split one into two features",
                            a.members.join(", "),
                            slot_list(&a.slots),
                            b.members.join(", "),
                            slot_list(&b.slots),
                        )),
                );
            }
        }
    }
}

/// Whether two sets of slots alternate around the tile's outline.
pub fn interleave(a: &[Slot], b: &[Slot]) -> bool {
    let mut marks: Vec<(usize, bool)> = a
        .iter()
        .map(|s| (s.index(), true))
        .chain(b.iter().map(|s| (s.index(), false)))
        .collect();
    marks.sort_unstable();
    marks.dedup_by_key(|m| m.0);
    // Count the runs of each owner around the cycle: more than one run each
    // means they alternate.
    let mut changes = 0;
    for w in 0..marks.len() {
        if marks[w].1 != marks[(w + 1) % marks.len()].1 {
            changes += 1;
        }
    }
    changes > 2
}

fn fields_border_cities_of_this_tile(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    for (i, field) in tile.field.iter().enumerate() {
        let mut seen = BTreeSet::new();
        for (j, city) in field.borders.iter().flatten().enumerate() {
            let pointer = format!("/field/{i}/borders/{j}");
            if !seen.insert(city) {
                out.push(
                    doc.error_at(
                        &pointer,
                        format!("field `{}` names city `{city}` twice", field.id),
                    )
                    .with_help("remove the repeated name"),
                );
                continue;
            }
            match tile.feature(city) {
                Some(FeatureRef::City(_)) => {}
                Some(other) => out.push(
                    doc.error_at(
                        &pointer,
                        format!(
                            "field `{}` borders `{city}`, which is a {}, not a city",
                            field.id,
                            other.table()
                        ),
                    )
                    .with_help("`borders` lists the cities on this tile that the field touches"),
                ),
                None => out.push(
                    doc.error_at(
                        &pointer,
                        format!(
                            "field `{}` borders `{city}`, but this tile has no city of that name",
                            field.id
                        ),
                    )
                    .with_help(format!(
                        "cities on this tile: {}",
                        names(tile.city.iter().map(|c| c.id.as_str()))
                    )),
                ),
            }
        }
    }
}

/// A field's `borders`, when written, names exactly the cities the field
/// touches going round the outline ([`Tile::bordered_cities`]): farm scoring
/// reads them, so a list that says more or less than the tile shows is refused.
fn written_borders_follow_the_outline(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    for (i, field) in tile.field.iter().enumerate() {
        let Some(written) = &field.borders else {
            continue;
        };
        let touched = tile.bordered_cities(field);
        let touched_ids: Vec<&str> = touched.iter().map(|c| c.id.as_str()).collect();
        let around = format!(
            "going round the tile, field `{}` ({}) touches {}",
            field.id,
            slot_list(&field.slots),
            if touched.is_empty() {
                "no city".to_owned()
            } else {
                names(touched_ids.iter().copied())
            }
        );
        for (j, city) in written.iter().enumerate() {
            if tile.city.iter().any(|c| c.id == *city) && !touched_ids.contains(&city.as_str()) {
                out.push(
                    doc.error_at(
                        &format!("/field/{i}/borders/{j}"),
                        format!("field `{}` does not touch city `{city}`", field.id),
                    )
                    .with_help(format!(
                        "{around}; remove `\"{city}\"` from `borders` (or leave `borders` out: it follows from the outline)"
                    )),
                );
            }
        }
        for city in &touched {
            if !written.contains(&city.id) {
                out.push(
                    doc.error_at(
                        &format!("/field/{i}/borders"),
                        format!(
                            "field `{}` touches city `{}`, but its `borders` does not list it",
                            field.id, city.id
                        ),
                    )
                    .with_help(format!(
                        "{around}; add `\"{}\"` to `borders` (or leave `borders` out: it follows from the outline)",
                        city.id
                    )),
                );
            }
        }
    }
}

fn symbols_sit_where_they_can(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    let mut seen = BTreeSet::new();
    for (i, symbol) in tile.symbol.iter().enumerate() {
        let pointer = format!("/symbol/{i}");
        let kind = symbol.kind.name();
        if !seen.insert(symbol.kind) {
            out.push(
                doc.error_at(
                    &format!("{pointer}/kind"),
                    format!("the {kind} symbol is listed twice"),
                )
                .with_help("a tile shows each symbol at most once"),
            );
        }
        match (&symbol.field, symbol.kind.stands_in_field()) {
            (None, true) => out.push(
                doc.error_at(
                    &pointer,
                    format!("a {kind} stands in a field, but this one names none"),
                )
                .with_help(format!(
                    "add `field = \"...\"` naming one of: {}",
                    names(tile.field.iter().map(|f| f.id.as_str()))
                )),
            ),
            (Some(_), false) => out.push(
                doc.error_at_key(
                    &format!("{pointer}/field"),
                    format!("a {kind} belongs to the whole tile, not to a field"),
                )
                .with_help("remove `field`"),
            ),
            (Some(id), true) => match tile.feature(id) {
                Some(FeatureRef::Field(_)) => {}
                Some(other) => out.push(
                    doc.error_at(
                        &format!("{pointer}/field"),
                        format!(
                            "a {kind} stands in a field, but `{id}` is a {}",
                            other.table()
                        ),
                    )
                    .with_help(format!(
                        "name one of the fields: {}",
                        names(tile.field.iter().map(|f| f.id.as_str()))
                    )),
                ),
                None => out.push(
                    doc.error_at(
                        &format!("{pointer}/field"),
                        format!("this tile has no field `{id}`"),
                    )
                    .with_help(format!(
                        "name one of the fields: {}",
                        names(tile.field.iter().map(|f| f.id.as_str()))
                    )),
                ),
            },
            (None, false) => {}
        }
    }
}

fn provenance_names_every_fact_once(doc: &Document, tile: &Tile, out: &mut Vec<Diagnostic>) {
    let p = &tile.provenance;
    let mut count: BTreeMap<Fact, usize> = BTreeMap::new();
    for fact in p.documented.iter().chain(&p.reconstructed) {
        *count.entry(*fact).or_default() += 1;
    }
    for fact in Fact::ALL {
        match count.get(&fact).copied().unwrap_or(0) {
            1 => {}
            0 => out.push(
                doc.error_at_key(
                    "/provenance",
                    format!(
                        "the provenance does not say where `{}` comes from",
                        fact.name()
                    ),
                )
                .with_help(format!(
                    "add \"{}\" to `documented` or to `reconstructed`",
                    fact.name()
                )),
            ),
            _ => out.push(
                doc.error_at_key(
                    "/provenance",
                    format!("the provenance lists `{}` more than once", fact.name()),
                )
                .with_help("each fact is either documented or reconstructed, once"),
            ),
        }
    }
}

fn article(landscape: Landscape) -> &'static str {
    match landscape {
        Landscape::City => "a city",
        Landscape::Road => "a road",
        Landscape::Field => "a field",
    }
}

fn names<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    let list: Vec<String> = ids.map(|s| format!("`{s}`")).collect();
    if list.is_empty() {
        "(none)".to_owned()
    } else {
        list.join(", ")
    }
}

fn slot_list(slots: &[Slot]) -> String {
    slots
        .iter()
        .map(|s| s.name())
        .collect::<Vec<_>>()
        .join(", ")
}

fn pointer_to_path(pointer: &str) -> String {
    pointer
        .split('/')
        .skip(1)
        .map(|s| {
            if s.parse::<usize>().is_ok() {
                format!("[{s}]")
            } else {
                format!(".{s}")
            }
        })
        .collect::<String>()
        .trim_start_matches('.')
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Slot::*;

    #[test]
    fn alternating_slots_interleave() {
        assert!(interleave(
            &[NorthLeft, NorthRight],
            &[NorthCentre, WestCentre]
        ));
        assert!(!interleave(
            &[NorthRight, LongLeft],
            &[NorthCentre, LongCentre]
        ));
        assert!(!interleave(&[NorthLeft], &[NorthCentre]));
        // Wrapping round the corner where west meets north is not crossing.
        assert!(!interleave(
            &[WestRight, NorthLeft],
            &[NorthCentre, WestCentre]
        ));
    }
}
