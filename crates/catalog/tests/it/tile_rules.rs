//! One test per rule of a tile definition, each with the smallest input that
//! breaks it. Every error must name the line it is about and say how to mend it.

use halflings_testkit::tiles::*;

fn replace(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} not in the tile");
    text.replacen(from, to, 1)
}

fn city_and_road() -> String {
    format!("{CITY_AND_ROAD}{PROVENANCE}")
}

#[test]
fn the_smallest_tiles_are_valid() {
    for text in [field_tile("t-01"), city_and_road()] {
        let tiles = Tiles::one(&text);
        let catalog = halflings_catalog::Catalog::load(tiles.path()).expect("valid");
        assert_eq!(catalog.tiles().len(), 1);
    }
}

#[test]
fn every_slot_belongs_to_a_feature() {
    let text = replace(&field_tile("t-01"), "\"north-left\", ", "");
    let e = single_error(
        &text,
        "slot `north-left` belongs to no feature",
        line_of(&text, "north = "),
    );
    assert!(e.help.unwrap().contains("\"north-left\""));
}

#[test]
fn no_slot_belongs_to_two_features() {
    let text = replace(
        &city_and_road(),
        r#"slots = ["long-right", "west-left"]"#,
        r#"slots = ["long-right", "west-left", "long-left"]"#,
    );
    single_error(
        &text,
        "slot `long-left` belongs to field `field-city` and to field `field-corner`",
        line_of(&text, r#""long-right", "west-left", "long-left""#),
    );
}

#[test]
fn a_city_needs_a_city_side() {
    let text = replace(&city_and_road(), "north = \"city\"", "north = \"field\"");
    let errors = errors_of(&text);
    let city_errors: Vec<_> = errors
        .iter()
        .filter(|e| e.message.contains("city `city` claims slot"))
        .collect();
    assert_eq!(city_errors.len(), 3, "one per slot: {errors:#?}");
    assert!(city_errors[0].message.contains("the north side is `field`"));
}

#[test]
fn a_road_runs_on_a_road_slot() {
    let text = replace(&city_and_road(), "west = \"road\"", "west = \"field\"");
    let errors = errors_of(&text);
    assert!(
        errors.iter().any(
            |e| e.message.contains("road `road` claims slot `west-centre`")
                && e.line_col().unwrap().0
                    == line_of(&text, r#"slots = ["long-centre", "west-centre"]"#)
        ),
        "{errors:#?}"
    );
}

#[test]
fn a_field_lies_on_field_halves_not_on_a_road() {
    let text = replace(
        &city_and_road(),
        r#"slots = ["west-right", "long-left"]"#,
        r#"slots = ["west-right", "long-left", "long-centre"]"#,
    );
    let errors = errors_of(&text);
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("field `field-city` claims slot `long-centre`")),
        "{errors:#?}"
    );
}

#[test]
fn a_city_covers_its_whole_side() {
    let text = city_and_road()
        .replace(
            r#"slots = ["north-left", "north-centre", "north-right"]"#,
            r#"slots = ["north-left", "north-centre"]"#,
        )
        .replace(
            "pennants = 1",
            "pennants = 1\n\n[[city]]\nid = \"city-2\"\nslots = [\"north-right\"]",
        );
    let errors = errors_of(&text);
    assert!(
        errors
            .iter()
            .any(|e| e.message == "city `city` covers only part of the north side"),
        "{errors:#?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.message == "city `city-2` covers only part of the north side"),
        "{errors:#?}"
    );
}

#[test]
fn a_field_borders_only_cities_on_its_own_tile() {
    let text = replace(
        &city_and_road(),
        "borders = [\"city\"]",
        "borders = [\"castle\"]",
    );
    single_error(
        &text,
        "this tile has no city of that name",
        line_of(&text, "\"castle\""),
    );
}

#[test]
fn a_field_cannot_border_a_road() {
    let text = replace(
        &city_and_road(),
        "borders = [\"city\"]",
        "borders = [\"road\"]",
    );
    single_error(
        &text,
        "which is a road, not a city",
        line_of(&text, "borders = [\"road\"]"),
    );
}

#[test]
fn a_field_lists_no_city_the_outline_keeps_it_from() {
    // The road runs from the west leg to the long side, between the city
    // and the south-west corner: the corner field never reaches the city.
    let text = replace(
        &city_and_road(),
        "slots = [\"long-right\", \"west-left\"]\n",
        "slots = [\"long-right\", \"west-left\"]\nborders = [\"city\"]\n",
    );
    let e = single_error(
        &text,
        "field `field-corner` does not touch city `city`",
        line_of(&text, "slots = [\"long-right\", \"west-left\"]") + 1,
    );
    assert!(
        e.help.unwrap().contains("touches no city"),
        "the help says what the field does touch"
    );
}

#[test]
fn a_written_border_list_names_every_city_the_field_touches() {
    let text = replace(&city_and_road(), "borders = [\"city\"]", "borders = []");
    let e = single_error(
        &text,
        "field `field-city` touches city `city`, but its `borders` does not list it",
        line_of(&text, "borders = []"),
    );
    assert!(e.help.unwrap().contains("add `\"city\"` to `borders`"));
}

#[test]
fn borders_left_out_follow_from_the_outline() {
    let text = replace(&city_and_road(), "borders = [\"city\"]\n", "");
    let tiles = Tiles::one(&text);
    let catalog = halflings_catalog::Catalog::load(tiles.path()).expect("valid without borders");
    let tile = &catalog.tiles()[0];
    let bordered = |field: &str| -> Vec<String> {
        let f = tile.field.iter().find(|f| f.id.as_str() == field).unwrap();
        tile.bordered_cities(f)
            .iter()
            .map(|c| c.id.to_string())
            .collect()
    };
    assert_eq!(bordered("field-city"), ["city"]);
    assert!(bordered("field-corner").is_empty());
}

/// A city on the north leg; the long side's road ends at its gate, so both
/// fields beside the road reach the wall.
const ROAD_TO_THE_GATE: &str = r#"id = "t-01"
set = "test"
name = "Road to the city gate"

[sides]
north = "city"
long = "road"
west = "field"

[[city]]
id = "city"
slots = ["north-left", "north-centre", "north-right"]

[[road]]
id = "road"
slots = ["long-centre"]
end = "city"

[[field]]
id = "field-east"
slots = ["long-left"]
borders = ["city"]

[[field]]
id = "field-west"
slots = ["long-right", "west-left", "west-centre", "west-right"]
borders = ["city"]
"#;

#[test]
fn fields_beside_a_road_to_a_city_gate_border_that_city() {
    let text = format!("{ROAD_TO_THE_GATE}{PROVENANCE}");
    let tiles = Tiles::one(&text);
    halflings_catalog::Catalog::load(tiles.path()).expect("both fields touch the city");
    // Without the gate the west field would still touch the city at the
    // right-angle corner; the east field touches it only through the gate
    // and the north-east corner. Leaving the city out of either is refused.
    let text = replace(
        &text,
        "slots = [\"long-left\"]\nborders = [\"city\"]",
        "slots = [\"long-left\"]\nborders = []",
    );
    single_error(
        &text,
        "field `field-east` touches city `city`",
        line_of(&text, "borders = []"),
    );
}

#[test]
fn a_road_to_a_city_gate_has_one_nearest_city() {
    // Cities on both legs, equally far from the long side's centre.
    let text = format!(
        "{}{PROVENANCE}",
        ROAD_TO_THE_GATE
            .replace("west = \"field\"", "west = \"city\"")
            .replace(
                "[[road]]",
                "[[city]]\nid = \"city-west\"\nslots = [\"west-left\", \"west-centre\", \"west-right\"]\n\n[[road]]"
            )
            .replace(
                "slots = [\"long-right\", \"west-left\", \"west-centre\", \"west-right\"]",
                "slots = [\"long-right\"]"
            )
            .replace("borders = [\"city\"]", "")
    );
    let e = single_error(
        &text,
        "are equally near it",
        line_of(&text, "end = \"city\""),
    );
    assert!(e.message.contains("`city`, `city-west`"), "{}", e.message);
}

#[test]
fn pennants_belong_only_to_cities() {
    let text = replace(
        &city_and_road(),
        "slots = [\"long-centre\", \"west-centre\"]",
        "slots = [\"long-centre\", \"west-centre\"]\npennants = 1",
    );
    let e = single_error(
        &text,
        "unknown key `pennants` in `road[0]`",
        line_of(&text, "pennants = 1\n\n[[field]]"),
    );
    assert!(e.help.unwrap().contains("id, slots, end"));
}

#[test]
fn pennants_are_counted_in_range() {
    let text = replace(&city_and_road(), "pennants = 1", "pennants = 7");
    single_error(
        &text,
        "7 is greater than the maximum of 3",
        line_of(&text, "pennants = 7"),
    );
}

#[test]
fn pennants_are_a_whole_number_not_a_float() {
    let text = replace(&city_and_road(), "pennants = 1", "pennants = 1.0");
    let e = single_error(
        &text,
        "1.0 is a float in `city[0].pennants`, which takes an integer from 0 to 3",
        line_of(&text, "pennants = 1.0"),
    );
    // At the value, not at the top of the file.
    assert_eq!(e.line_col().unwrap().1, "pennants = ".len() + 1);
    assert!(
        e.help
            .as_deref()
            .unwrap()
            .starts_with("write a whole number such as 1")
    );
}

#[test]
fn a_float_with_a_fraction_or_an_exponent_is_no_count_either() {
    for (written, example) in [("2.5", "3"), ("3e0", "3"), ("9.0", "3")] {
        let text = replace(
            &city_and_road(),
            "pennants = 1",
            &format!("pennants = {written}"),
        );
        let e = single_error(
            &text,
            &format!("{written} is a float in `city[0].pennants`, which takes an integer"),
            line_of(&text, "pennants = "),
        );
        assert_eq!(e.line_col().unwrap().1, "pennants = ".len() + 1);
        assert!(
            e.help
                .as_deref()
                .unwrap()
                .contains(&format!("such as {example},")),
            "{e:?}"
        );
    }
}

#[test]
fn a_float_is_fine_where_the_format_takes_one() {
    let text = format!("{CITY_AND_ROAD}\n[art]\ncity_depth = 1.0\n{PROVENANCE}");
    let tiles = Tiles::one(&text);
    halflings_catalog::Catalog::load(tiles.path()).expect("valid");
}

#[test]
fn a_date_is_not_a_name() {
    let text = replace(
        &city_and_road(),
        "name = \"City and road\"",
        "name = 1979-05-27",
    );
    let e = single_error(
        &text,
        "1979-05-27 is a TOML date, not a string",
        line_of(&text, "name = "),
    );
    assert_eq!(e.line_col().unwrap().1, "name = ".len() + 1);
    assert!(
        e.help
            .as_deref()
            .unwrap()
            .contains("quote it: \"1979-05-27\"")
    );
}

#[test]
fn times_and_date_times_are_not_strings_either() {
    for (written, what) in [
        ("07:32:00", "time"),
        ("1979-05-27T07:32:00", "date-time"),
        ("1979-05-27T07:32:00Z", "date-time"),
        ("1979-05-27 07:32:00-08:00", "date-time"),
    ] {
        let text = replace(
            &city_and_road(),
            "name = \"City and road\"",
            &format!("name = {written}"),
        );
        let e = single_error(
            &text,
            &format!("{written} is a TOML {what}, not a string"),
            line_of(&text, "name = "),
        );
        assert_eq!(e.line_col().unwrap().1, "name = ".len() + 1);
        assert!(
            e.help
                .as_deref()
                .unwrap()
                .contains(&format!("quote it: \"{written}\"")),
            "{e:?}"
        );
    }
}

#[test]
fn a_date_is_refused_wherever_it_stands() {
    let text = replace(
        &city_and_road(),
        "reconstructed = []",
        "reconstructed = [1979-05-27]",
    );
    let e = single_error(
        &text,
        "1979-05-27 is a TOML date, not a string",
        line_of(&text, "reconstructed = "),
    );
    assert_eq!(e.line_col().unwrap().1, "reconstructed = [".len() + 1);
}

#[test]
fn a_sheep_stands_in_a_named_field() {
    let text = format!("{CITY_AND_ROAD}\n[[symbol]]\nkind = \"sheep\"\n{PROVENANCE}");
    single_error(
        &text,
        "a sheep stands in a field, but this one names none",
        line_of(&text, "kind = \"sheep\"") - 1,
    );
}

#[test]
fn a_crop_circle_stands_in_a_field_not_on_a_road() {
    let text = format!(
        "{CITY_AND_ROAD}\n[[symbol]]\nkind = \"crop-circle\"\nfield = \"road\"\n{PROVENANCE}"
    );
    single_error(
        &text,
        "a crop-circle stands in a field, but `road` is a road",
        line_of(&text, "field = \"road\""),
    );
}

#[test]
fn a_vineyard_belongs_to_the_whole_tile() {
    let text = format!(
        "{CITY_AND_ROAD}\n[[symbol]]\nkind = \"vineyard\"\nfield = \"field-city\"\n{PROVENANCE}"
    );
    single_error(
        &text,
        "a vineyard belongs to the whole tile, not to a field",
        line_of(&text, "field = \"field-city\""),
    );
}

#[test]
fn feature_ids_are_unique_on_a_tile() {
    let text = replace(&city_and_road(), "id = \"field-corner\"", "id = \"road\"");
    single_error(
        &text,
        "feature id `road` is used twice on this tile",
        line_of(&text, "id = \"road\"\nslots = [\"long-right\""),
    );
}

#[test]
fn a_road_touching_one_side_ends_somewhere() {
    let text = replace(
        &city_and_road(),
        "slots = [\"long-centre\", \"west-centre\"]",
        "slots = [\"long-centre\"]\n\n[[road]]\nid = \"road-2\"\nslots = [\"west-centre\"]\nend = \"village\"",
    );
    single_error(
        &text,
        "road `road` touches one side but says nowhere where it ends",
        line_of(&text, "slots = [\"long-centre\"]"),
    );
}

#[test]
fn a_road_from_side_to_side_has_no_end() {
    let text = replace(
        &city_and_road(),
        "slots = [\"long-centre\", \"west-centre\"]",
        "slots = [\"long-centre\", \"west-centre\"]\nend = \"village\"",
    );
    single_error(
        &text,
        "runs from side to side, so it has no end on the tile",
        line_of(&text, "end = \"village\""),
    );
}

#[test]
fn a_junction_joins_three_roads() {
    let text = replace(
        &city_and_road(),
        "slots = [\"long-centre\", \"west-centre\"]",
        "slots = [\"long-centre\"]\nend = \"junction\"\n\n[[road]]\nid = \"road-2\"\nslots = [\"west-centre\"]\nend = \"junction\"",
    );
    let errors = errors_of(&text);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors.iter().all(|e| {
        e.message
            .contains("ends at a junction that is not on the tile")
    }));
}

#[test]
fn a_road_ends_at_a_monastery_only_if_there_is_one() {
    let text = replace(
        &city_and_road(),
        "slots = [\"long-centre\", \"west-centre\"]",
        "slots = [\"long-centre\"]\nend = \"monastery\"\n\n[[road]]\nid = \"road-2\"\nslots = [\"west-centre\"]\nend = \"village\"",
    );
    single_error(
        &text,
        "road `road` ends at a monastery that is not on the tile",
        line_of(&text, "end = \"monastery\""),
    );
}

#[test]
fn features_do_not_cross_on_the_outline() {
    // A road from the north leg to the west leg cuts the right-angle corner
    // off; one field cannot lie on both sides of it.
    let text = format!(
        r#"id = "t-01"
set = "test"
name = "Crossing"

[sides]
north = "road"
long = "field"
west = "road"

[[road]]
id = "road"
slots = ["north-centre", "west-centre"]

[[field]]
id = "a"
slots = ["north-left", "long-left", "long-centre", "long-right", "west-left"]

[[field]]
id = "b"
slots = ["north-right", "west-right"]
{PROVENANCE}"#
    );
    let errors = errors_of(&text);
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("road `road` and field `a` cross each other")),
        "{errors:#?}"
    );
}

#[test]
fn roads_meeting_at_a_junction_divide_the_fields() {
    let text = format!(
        r#"id = "t-01"
set = "test"
name = "Junction"

[sides]
north = "road"
long = "road"
west = "road"

[[road]]
id = "n"
slots = ["north-centre"]
end = "junction"

[[road]]
id = "l"
slots = ["long-centre"]
end = "junction"

[[road]]
id = "w"
slots = ["west-centre"]
end = "junction"

[[field]]
id = "across"
slots = ["north-left", "north-right", "long-left"]

[[field]]
id = "b"
slots = ["long-right", "west-left"]

[[field]]
id = "c"
slots = ["west-right"]
{PROVENANCE}"#
    );
    let errors = errors_of(&text);
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("the roads meeting at the junction and field `across` cross")),
        "{errors:#?}"
    );
}

#[test]
fn a_slot_that_does_not_exist_is_rejected() {
    let text = replace(
        &city_and_road(),
        "\"long-right\", \"west-left\"",
        "\"long-right\", \"west-middle\"",
    );
    let e = single_error(
        &text,
        "\"west-middle\" is not allowed in `field[1].slots[1]`",
        line_of(&text, "\"west-middle\""),
    );
    assert!(e.help.unwrap().contains("\"west-centre\""));
}

#[test]
fn provenance_names_every_fact_once() {
    let text = replace(&city_and_road(), "\"pennants\", ", "");
    single_error(
        &text,
        "does not say where `pennants` comes from",
        line_of(&text, "[provenance]"),
    );
}

#[test]
fn a_misspelled_key_suggests_the_right_one() {
    let text = replace(&city_and_road(), "pennants = 1", "penants = 1");
    let e = single_error(
        &text,
        "unknown key `penants` in `city[0]`",
        line_of(&text, "penants"),
    );
    assert!(
        e.help
            .as_deref()
            .unwrap()
            .starts_with("did you mean `pennants`?")
    );
    assert_eq!(e.line_col().unwrap().1, 1);
}

#[test]
fn a_missing_key_is_named() {
    let text = replace(&city_and_road(), "name = \"City and road\"\n", "");
    single_error(&text, "missing key `name` at the top level", 1);
}

#[test]
fn toml_syntax_errors_are_located() {
    let text = replace(&city_and_road(), "pennants = 1", "pennants = ");
    let errors = errors_of(&text);
    assert!(!errors.is_empty());
    assert!(errors[0].message.starts_with("TOML syntax"), "{errors:#?}");
    assert_eq!(
        errors[0].line_col().unwrap().0,
        line_of(&text, "pennants = ")
    );
}

#[test]
fn three_independent_mistakes_give_three_located_errors() {
    let text = city_and_road()
        .replace("north = \"city\"", "north = \"city\"\ncolour = \"red\"")
        .replace("pennants = 1", "pennants = \"one\"")
        .replace(
            "\"long-right\", \"west-left\"",
            "\"long-right\", \"west-middle\"",
        );
    let errors = errors_of(&text);
    let lines: Vec<usize> = errors.iter().map(|e| e.line_col().unwrap().0).collect();
    assert_eq!(
        lines,
        vec![
            line_of(&text, "colour"),
            line_of(&text, "\"one\""),
            line_of(&text, "west-middle")
        ],
        "{errors:#?}"
    );
}

#[test]
fn three_mistakes_of_meaning_give_three_located_errors() {
    let text = city_and_road()
        .replace("borders = [\"city\"]", "borders = [\"castle\"]")
        .replace("id = \"field-corner\"", "id = \"road\"")
        .replace("\"pennants\", ", "");
    let errors = errors_of(&text);
    assert_eq!(errors.len(), 3, "{errors:#?}");
    assert!(errors.iter().all(|e| e.line_col().is_some()));
}
