//! The JSON schemas of the definition files, derived from the model types:
//! what `check` validates every file against first, and what editors read
//! (the committed copies under `schema/`).

use schemars::{JsonSchema, generate::SchemaSettings};
use serde_json::Value;

use super::{Example, Expansion, SquareTile, Tile};

/// The JSON schema (draft 2020-12) of `T`, as a JSON value. Every integer
/// carries its Rust type's range (see [`bound_integers`]).
pub fn schema_of<T: JsonSchema>() -> Value {
    let generator = SchemaSettings::draft2020_12().into_generator();
    let schema = generator.into_root_schema_for::<T>();
    let mut value = schema.to_value();
    bound_integers(&mut value);
    value
}

/// The range of the Rust integer type a schema `format` names.
fn range_of(format: &str) -> Option<(i128, i128)> {
    Some(match format {
        "int8" => (i8::MIN.into(), i8::MAX.into()),
        "int16" => (i16::MIN.into(), i16::MAX.into()),
        "int32" => (i32::MIN.into(), i32::MAX.into()),
        "int64" | "int" => (i64::MIN.into(), i64::MAX.into()),
        "uint8" => (0, u8::MAX.into()),
        "uint16" => (0, u16::MAX.into()),
        "uint32" => (0, u32::MAX.into()),
        "uint64" | "uint" => (0, u64::MAX.into()),
        _ => return None,
    })
}

/// Gives every integer of `schema` the range of its Rust type, where schemars
/// leaves an end open (it bounds `u16` both ways but `i32` neither). So a
/// value past the type's range fails the schema check, which places it at
/// its line and column, instead of failing deserialisation, which cannot.
/// A bound the model sets itself, tighter than the type's, is kept.
pub fn bound_integers(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            let integer = map.get("type").is_some_and(|t| {
                t == "integer"
                    || t.as_array()
                        .is_some_and(|a| a.iter().any(|v| v == "integer"))
            });
            let range = map.get("format").and_then(Value::as_str).and_then(range_of);
            if let (true, Some((min, max))) = (integer, range) {
                map.entry("minimum").or_insert_with(|| number(min));
                map.entry("maximum").or_insert_with(|| number(max));
            }
            map.values_mut().for_each(bound_integers);
        }
        Value::Array(items) => items.iter_mut().for_each(bound_integers),
        _ => {}
    }
}

fn number(n: i128) -> Value {
    match (i64::try_from(n), u64::try_from(n)) {
        (Ok(i), _) => Value::from(i),
        (_, Ok(u)) => Value::from(u),
        _ => unreachable!("the ranges are of 64-bit types at most"),
    }
}

/// The JSON schema of a tile file.
pub fn tile_schema() -> Value {
    schema_of::<Tile>()
}

/// The JSON schema of the manifest.
pub fn expansion_schema() -> Value {
    schema_of::<Expansion>()
}

/// The JSON schema of a worked example.
pub fn example_schema() -> Value {
    schema_of::<Example>()
}

/// The JSON schema of a language's tile names (`lang/<code>.toml`).
pub fn language_schema() -> Value {
    schema_of::<crate::LanguageTable>()
}

/// The JSON schema of a normal (square) tile file.
pub fn square_schema() -> Value {
    schema_of::<SquareTile>()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn every_integer_gets_its_types_range_and_keeps_a_tighter_one() {
        let mut schema = json!({
            "properties": {
                "at": { "type": "integer", "format": "int32" },
                "count": { "type": "integer", "format": "uint8", "minimum": 1, "maximum": 99 },
                "seq": { "type": ["integer", "null"], "format": "uint64", "minimum": 0 },
                "format": { "type": "string" },
                "ratio": { "type": "number", "format": "double" }
            }
        });
        super::bound_integers(&mut schema);
        let p = &schema["properties"];
        assert_eq!(p["at"]["minimum"], json!(i32::MIN));
        assert_eq!(p["at"]["maximum"], json!(i32::MAX));
        assert_eq!(p["count"]["minimum"], json!(1));
        assert_eq!(p["count"]["maximum"], json!(99));
        assert_eq!(p["seq"]["maximum"], json!(u64::MAX));
        assert_eq!(p["format"], json!({ "type": "string" }));
        assert!(p["ratio"].get("maximum").is_none());
    }

    #[test]
    fn the_definition_schemas_leave_no_integer_unbounded() {
        fn walk(v: &serde_json::Value, path: &str, open: &mut Vec<String>) {
            if let Some(map) = v.as_object() {
                if map.get("type") == Some(&json!("integer"))
                    && !(map.contains_key("minimum") && map.contains_key("maximum"))
                {
                    open.push(path.to_owned());
                }
                for (k, child) in map {
                    walk(child, &format!("{path}/{k}"), open);
                }
            } else if let Some(items) = v.as_array() {
                for (i, child) in items.iter().enumerate() {
                    walk(child, &format!("{path}/{i}"), open);
                }
            }
        }
        let mut open = Vec::new();
        for (name, schema) in [
            ("tile", super::tile_schema()),
            ("expansion", super::expansion_schema()),
            ("example", super::example_schema()),
            ("square", super::square_schema()),
            ("language", super::language_schema()),
        ] {
            walk(&schema, name, &mut open);
        }
        assert_eq!(open, Vec::<String>::new());
    }
}
