//! What the model says about its own types, read from their JSON schema:
//! the variants of an enum and the fields of a struct, each with its name,
//! its doc comment and (for a field) its Rust type in the tables. The
//! schema is derived from the model, so the tables restate neither the
//! names nor the documentation.

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::bake::ident;
use super::error::TablesError;
use halflings_model::schema::schema_of;

/// One variant of a fieldless model enum.
pub struct Variant<T> {
    /// The Rust name, such as `NorthLeft`.
    pub ident: String,
    /// The name in the definitions, such as `north-left`.
    pub name: String,
    /// The variant's doc comment.
    pub doc: String,
    /// The variant itself.
    pub value: T,
}

/// A fieldless model enum.
pub struct Enum<T> {
    /// The type's name.
    pub name: String,
    /// The type's doc comment.
    pub doc: String,
    /// Every variant, in declaration order.
    pub variants: Vec<Variant<T>>,
}

/// One field of a model struct.
pub struct MirroredField {
    /// The field's name.
    pub name: String,
    /// The field's doc comment.
    pub doc: String,
    /// The type of the field in the tables: `&'static str` for text,
    /// `&'static [T]` for a list.
    pub ty: String,
}

/// A model struct.
pub struct Struct {
    /// The type's name.
    pub name: String,
    /// The type's doc comment.
    pub doc: String,
    /// Every field, in declaration order.
    pub fields: Vec<MirroredField>,
}

fn problem(ty: &str, what: impl Into<String>) -> TablesError {
    TablesError::Model {
        ty: ty.to_owned(),
        problem: what.into(),
    }
}

fn doc(schema: &Value) -> String {
    schema
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

/// The fieldless enum `T`, from its schema: a `oneOf` of documented
/// constants (or, with no documented variant, an `enum` of names).
pub fn enumeration<T: JsonSchema + DeserializeOwned>() -> Result<Enum<T>, TablesError> {
    let name = T::schema_name().into_owned();
    let schema = schema_of::<T>();
    let entries: Vec<(String, String)> = match (schema.get("oneOf"), schema.get("enum")) {
        (Some(Value::Array(one_of)), _) => one_of
            .iter()
            .map(|v| match v.get("const").and_then(Value::as_str) {
                Some(c) => Ok((c.to_owned(), doc(v))),
                None => Err(problem(&name, "a variant that is not a name")),
            })
            .collect::<Result<_, _>>()?,
        (None, Some(Value::Array(names))) => names
            .iter()
            .map(|v| match v.as_str() {
                Some(c) => Ok((c.to_owned(), String::new())),
                None => Err(problem(&name, "a variant that is not a name")),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(problem(&name, "not a fieldless enum")),
    };
    let variants = entries
        .into_iter()
        .map(|(variant, doc)| {
            let value = serde_json::from_value(Value::String(variant.clone()))
                .map_err(|e| problem(&name, format!("variant `{variant}`: {e}")))?;
            Ok(Variant {
                ident: ident(&variant),
                name: variant,
                doc,
                value,
            })
        })
        .collect::<Result<_, TablesError>>()?;
    Ok(Enum {
        doc: doc(&schema),
        name,
        variants,
    })
}

/// One variant of a model enum whose variants may hold a value.
pub struct TaggedVariant {
    /// The Rust name, such as `Label`.
    pub ident: String,
    /// The name in the definitions: the variant's name, or for a variant
    /// holding a value the key it is written under (`label`).
    pub name: String,
    /// The variant's doc comment.
    pub doc: String,
    /// The type, in the tables, of the value the variant holds; `None` for
    /// a variant that holds nothing.
    pub holds: Option<String>,
}

/// A model enum some of whose variants hold a value, such as `SetSymbol`.
pub struct TaggedEnum {
    /// The type's name.
    pub name: String,
    /// The type's doc comment.
    pub doc: String,
    /// Every variant, in declaration order.
    pub variants: Vec<TaggedVariant>,
}

/// The enum `T`, from its schema: a `oneOf` of documented constants and of
/// one-key tables (serde's variants holding a value, `{ "label": .. }`).
pub fn tagged_enumeration<T: JsonSchema>() -> Result<TaggedEnum, TablesError> {
    let name = T::schema_name().into_owned();
    let schema = schema_of::<T>();
    let empty = Map::new();
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let Some(Value::Array(one_of)) = schema.get("oneOf") else {
        return Err(problem(&name, "not an enum of documented variants"));
    };
    let variants = one_of
        .iter()
        .map(|v| {
            if let Some(c) = v.get("const").and_then(Value::as_str) {
                return Ok(TaggedVariant {
                    ident: ident(c),
                    name: c.to_owned(),
                    doc: doc(v),
                    holds: None,
                });
            }
            let properties = v.get("properties").and_then(Value::as_object);
            match properties.map(|p| p.iter().collect::<Vec<_>>()).as_deref() {
                Some([(key, value)]) => Ok(TaggedVariant {
                    ident: ident(key),
                    name: (*key).clone(),
                    doc: doc(v),
                    holds: Some(
                        rust_type(value, defs)
                            .map_err(|what| problem(&name, format!("{key}: {what}")))?,
                    ),
                }),
                _ => Err(problem(
                    &name,
                    "a variant that is neither a name nor a one-key table",
                )),
            }
        })
        .collect::<Result<_, TablesError>>()?;
    Ok(TaggedEnum {
        doc: doc(&schema),
        name,
        variants,
    })
}

/// The struct `T`, from its schema.
pub fn structure<T: JsonSchema>() -> Result<Struct, TablesError> {
    let name = T::schema_name().into_owned();
    let schema = schema_of::<T>();
    let empty = Map::new();
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let properties = schema
        .get("properties")
        .and_then(Value::as_object)
        .ok_or_else(|| problem(&name, "not a struct"))?;
    let fields = properties
        .iter()
        .map(|(field, schema)| {
            Ok(MirroredField {
                name: field.clone(),
                doc: doc(schema),
                ty: rust_type(schema, defs)
                    .map_err(|what| problem(&name, format!("{field}: {what}")))?,
            })
        })
        .collect::<Result<_, TablesError>>()?;
    Ok(Struct {
        doc: doc(&schema),
        name,
        fields,
    })
}

/// The doc comment of the field `field` of the struct `T`.
pub fn field_doc<T: JsonSchema>(field: &str) -> Result<String, TablesError> {
    let s = structure::<T>()?;
    s.fields
        .into_iter()
        .find(|f| f.name == field)
        .map(|f| f.doc)
        .ok_or_else(|| problem(&s.name, format!("no field `{field}`")))
}

/// A value shape the tables have no Rust type for, in words ("a union").
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Unmirrored(String);

impl From<&str> for Unmirrored {
    fn from(what: &str) -> Unmirrored {
        Unmirrored(what.to_owned())
    }
}

impl From<String> for Unmirrored {
    fn from(what: String) -> Unmirrored {
        Unmirrored(what)
    }
}

/// The Rust type, in the tables, of a value with this schema.
fn rust_type(schema: &Value, defs: &Map<String, Value>) -> Result<String, Unmirrored> {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        let def = defs
            .get(name)
            .ok_or_else(|| Unmirrored(format!("no definition of `{name}`")))?;
        // A newtype around text (an id) is text in the tables.
        return Ok(match def.get("type").and_then(Value::as_str) {
            Some("string") => "&'static str".to_owned(),
            _ => name.to_owned(),
        });
    }
    if let Some(Value::Array(any_of)) = schema.get("anyOf") {
        if let [inner, null] = any_of.as_slice()
            && null.get("type").and_then(Value::as_str) == Some("null")
        {
            return Ok(format!("Option<{}>", rust_type(inner, defs)?));
        }
        return Err("a union".into());
    }
    let (ty, optional) = match schema.get("type") {
        Some(Value::String(ty)) => (ty.as_str(), false),
        Some(Value::Array(types)) => match types.as_slice() {
            [Value::String(ty), Value::String(null)] if null == "null" => (ty.as_str(), true),
            _ => return Err("a union of types".into()),
        },
        _ => return Err("no type".into()),
    };
    let rust = match ty {
        "string" => "&'static str".to_owned(),
        "boolean" => "bool".to_owned(),
        "integer" => match schema.get("format").and_then(Value::as_str) {
            Some("uint8") => "u8",
            Some("uint16") => "u16",
            Some("uint32") => "u32",
            Some("uint64") => "u64",
            Some("uint") => "usize",
            other => return Err(format!("an integer of format {other:?}").into()),
        }
        .to_owned(),
        "array" => {
            let items = schema
                .get("items")
                .ok_or(Unmirrored::from("a list with no item type"))?;
            format!("&'static [{}]", rust_type(items, defs)?)
        }
        other => return Err(format!("a value of type `{other}`").into()),
    };
    Ok(if optional {
        format!("Option<{rust}>")
    } else {
        rust
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use halflings_model::{Edition, Gaps, RulesVersion, SetSymbol, Slot, SymbolRule};

    #[test]
    fn an_enum_reads_its_variants_names_and_docs_from_the_model() {
        let slot = enumeration::<Slot>().unwrap();
        assert_eq!(slot.name, "Slot");
        assert_eq!(slot.variants.len(), 9);
        assert_eq!(slot.variants[0].ident, "NorthLeft");
        assert_eq!(slot.variants[0].name, "north-left");
        assert_eq!(slot.variants[0].value, Slot::NorthLeft);
        assert!(slot.variants.iter().all(|v| !v.doc.is_empty()));
        assert!(
            enumeration::<SetSymbol>().is_err(),
            "a variant holds a value"
        );
        let symbol = tagged_enumeration::<SetSymbol>().unwrap();
        let shapes: Vec<(&str, Option<&str>)> = symbol
            .variants
            .iter()
            .map(|v| (v.ident.as_str(), v.holds.as_deref()))
            .collect();
        assert_eq!(
            shapes,
            [
                ("Pentagon", None),
                ("Follower", None),
                ("Label", Some("&'static str"))
            ]
        );
        assert_eq!(symbol.variants[2].name, "label");
    }

    #[test]
    fn a_struct_reads_its_fields_and_their_table_types_from_the_model() {
        let types = |s: Struct| -> Vec<(String, String)> {
            s.fields.into_iter().map(|f| (f.name, f.ty)).collect()
        };
        let rules = types(structure::<RulesVersion>().unwrap());
        assert!(rules.contains(&("id".into(), "&'static str".into())));
        assert!(rules.contains(&("road_city".into(), "Counting".into())));
        assert!(rules.contains(&("max_monastery".into(), "u8".into())));
        assert!(rules.contains(&("gaps".into(), "Gaps".into())));
        assert!(rules.contains(&("pennants_in_shared_space".into(), "Ruling".into())));
        let edition = types(structure::<Edition>().unwrap());
        assert!(edition.contains(&("rules".into(), "&'static [&'static str]".into())));
        assert!(edition.contains(&("year".into(), "u16".into())));
        let symbol = types(structure::<SymbolRule>().unwrap());
        assert!(symbol.contains(&("points".into(), "Option<u8>".into())));
        assert!(
            structure::<Gaps>()
                .unwrap()
                .fields
                .iter()
                .all(|f| f.ty == "Ruling")
        );
    }
}
