//! Values to Rust expressions, the way databake bakes them: any value that
//! implements [`Serialize`] becomes an [`Expr`], with the names serde gives
//! its type, fields and variants, so the tables never restate them.
//!
//! An [`Expr`] is laid out by three fixed rules, with no measuring of line
//! widths: a struct literal puts one field a line; a list of numbers, or of
//! up to three other plain values, stays on one line, and any other list
//! puts one item a line (a lone struct hugs the brackets); `Some(..)` hugs
//! what it holds. The items that hold such expressions carry
//! `#[rustfmt::skip]`, so rustfmt leaves this layout as it is.

use std::fmt::Display;

use serde::Serialize;
use serde::ser::{self, Impossible};

/// A Rust expression in the generated tables.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A literal or a path: `3`, `"h1-01"`, `Landscape::City`.
    Atom(String),
    /// `head(..)` around one expression, such as `Some(..)`.
    Call(String, Box<Expr>),
    /// A struct literal: its name and its fields in order.
    Struct(String, Vec<(String, Expr)>),
    /// An array `[..]`, or with `borrowed` a slice `&[..]`.
    Array {
        /// Whether the list is written as a borrowed slice.
        borrowed: bool,
        /// The items, each with an optional `//` comment line above it.
        items: Vec<(Option<String>, Expr)>,
    },
}

/// Why a value cannot be written as Rust: it has a shape the tables do not
/// use (a bug in halflings, not a problem with the definitions).
#[derive(Debug, thiserror::Error)]
#[error("cannot write {0} as a Rust table")]
pub struct BakeError(String);

impl ser::Error for BakeError {
    fn custom<T: Display>(msg: T) -> Self {
        BakeError(msg.to_string())
    }
}

/// A path or expression written into the tables as it is, such as
/// `Set::Halflings1` or `Rotation::new(1)`, for values that have no model
/// type to bake from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code(pub String);

/// The newtype-struct name by which [`Code`] tells the baker to write its
/// text unquoted (as `serde_json` marks its raw values).
const CODE: &str = "$halflings::export::rust::Code";

impl Serialize for Code {
    fn serialize<S: ser::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_newtype_struct(CODE, self.0.as_str())
    }
}

/// `value` as a Rust expression.
pub fn bake<T: Serialize + ?Sized>(value: &T) -> Result<Expr, BakeError> {
    value.serialize(Baker { code: false })
}

/// `north-left` to `NorthLeft`, `halflings-1` to `Halflings1`: the Rust name
/// of a kebab-case name.
pub fn ident(name: &str) -> String {
    name.split('-')
        .map(|part| {
            let mut chars = part.chars();
            match chars.next() {
                Some(c) => c.to_uppercase().chain(chars).collect(),
                None => String::new(),
            }
        })
        .collect()
}

impl Expr {
    /// An array `[..]` of `items`.
    pub fn array(items: impl IntoIterator<Item = Expr>) -> Expr {
        Expr::Array {
            borrowed: false,
            items: items.into_iter().map(|e| (None, e)).collect(),
        }
    }

    /// Whether the expression is a literal or a path.
    pub fn is_atom(&self) -> bool {
        matches!(self, Expr::Atom(_))
    }

    /// The field `name` of a struct literal.
    pub fn field(&self, name: &str) -> Option<&Expr> {
        match self {
            Expr::Struct(_, fields) => fields.iter().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The expression as Rust text, its first line starting where the
    /// caller is and its other lines indented by `indent` spaces.
    pub fn to_rust(&self, indent: usize) -> String {
        let mut out = String::new();
        self.write(&mut out, indent);
        out
    }

    fn write(&self, out: &mut String, indent: usize) {
        let pad = " ".repeat(indent + 4);
        match self {
            Expr::Atom(text) => out.push_str(text),
            Expr::Call(head, inner) => {
                out.push_str(head);
                out.push('(');
                inner.write(out, indent);
                out.push(')');
            }
            Expr::Struct(name, fields) => {
                out.push_str(name);
                out.push_str(" {\n");
                for (key, value) in fields {
                    out.push_str(&pad);
                    out.push_str(key);
                    out.push_str(": ");
                    value.write(out, indent + 4);
                    out.push_str(",\n");
                }
                out.push_str(&" ".repeat(indent));
                out.push('}');
            }
            Expr::Array { borrowed, items } => {
                if *borrowed {
                    out.push('&');
                }
                out.push('[');
                match items.as_slice() {
                    [] => {}
                    [(None, only @ Expr::Struct(..))] => only.write(out, indent),
                    items if on_one_line(items) => {
                        for (i, (_, item)) in items.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            item.write(out, indent);
                        }
                    }
                    items => {
                        out.push('\n');
                        for (comment, item) in items {
                            if let Some(comment) = comment {
                                out.push_str(&pad);
                                out.push_str("// ");
                                out.push_str(comment);
                                out.push('\n');
                            }
                            out.push_str(&pad);
                            item.write(out, indent + 4);
                            out.push_str(",\n");
                        }
                        out.push_str(&" ".repeat(indent));
                    }
                }
                out.push(']');
            }
        }
    }
}

/// A list of numbers, or of up to three other plain values, stays on one
/// line.
fn on_one_line(items: &[(Option<String>, Expr)]) -> bool {
    let plain = |(comment, item): &(Option<String>, Expr)| comment.is_none() && item.is_atom();
    let number = |(_, item): &(Option<String>, Expr)| matches!(item, Expr::Atom(text) if text.bytes().all(|b| b.is_ascii_digit()));
    items.iter().all(plain) && (items.len() <= 3 || items.iter().all(number))
}

/// The serde serializer that bakes values. With `code`, a string is written
/// as it is (inside a [`Code`]).
#[derive(Clone, Copy)]
struct Baker {
    code: bool,
}

fn atom(text: impl ToString) -> Result<Expr, BakeError> {
    Ok(Expr::Atom(text.to_string()))
}

fn unsupported<T>(what: &str) -> Result<T, BakeError> {
    Err(BakeError(what.to_owned()))
}

impl ser::Serializer for Baker {
    type Ok = Expr;
    type Error = BakeError;
    type SerializeSeq = List;
    type SerializeTuple = List;
    type SerializeTupleStruct = Impossible<Expr, BakeError>;
    type SerializeTupleVariant = Impossible<Expr, BakeError>;
    type SerializeMap = Impossible<Expr, BakeError>;
    type SerializeStruct = Fields;
    type SerializeStructVariant = Impossible<Expr, BakeError>;

    fn serialize_bool(self, v: bool) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_i8(self, v: i8) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_i16(self, v: i16) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_i32(self, v: i32) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_i64(self, v: i64) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_u8(self, v: u8) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_u16(self, v: u16) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_u32(self, v: u32) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_u64(self, v: u64) -> Result<Expr, BakeError> {
        atom(v)
    }
    fn serialize_f32(self, _: f32) -> Result<Expr, BakeError> {
        unsupported("a float")
    }
    fn serialize_f64(self, _: f64) -> Result<Expr, BakeError> {
        unsupported("a float")
    }
    fn serialize_char(self, v: char) -> Result<Expr, BakeError> {
        atom(format!("{v:?}"))
    }
    fn serialize_str(self, v: &str) -> Result<Expr, BakeError> {
        if self.code {
            atom(v)
        } else {
            // Debug escapes quotes, backslashes and control characters: the
            // result is a valid Rust string literal for any text.
            atom(format!("{v:?}"))
        }
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Expr, BakeError> {
        unsupported("bytes")
    }
    fn serialize_none(self) -> Result<Expr, BakeError> {
        atom("None")
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Expr, BakeError> {
        Ok(Expr::Call(
            "Some".to_owned(),
            Box::new(value.serialize(self)?),
        ))
    }
    fn serialize_unit(self) -> Result<Expr, BakeError> {
        atom("()")
    }
    fn serialize_unit_struct(self, name: &'static str) -> Result<Expr, BakeError> {
        atom(name)
    }
    fn serialize_unit_variant(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Expr, BakeError> {
        atom(format!("{name}::{}", ident(variant)))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        value: &T,
    ) -> Result<Expr, BakeError> {
        if name == CODE {
            value.serialize(Baker { code: true })
        } else {
            Ok(Expr::Call(
                name.to_owned(),
                Box::new(value.serialize(self)?),
            ))
        }
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Expr, BakeError> {
        let head = format!("{name}::{}", ident(variant));
        Ok(Expr::Call(head, Box::new(value.serialize(self)?)))
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<List, BakeError> {
        Ok(List {
            borrowed: true,
            items: Vec::new(),
        })
    }
    fn serialize_tuple(self, _len: usize) -> Result<List, BakeError> {
        // Fixed-size arrays serialise as tuples.
        Ok(List {
            borrowed: false,
            items: Vec::new(),
        })
    }
    fn serialize_tuple_struct(
        self,
        name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, BakeError> {
        unsupported(&format!("the tuple struct {name}"))
    }
    fn serialize_tuple_variant(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, BakeError> {
        unsupported(&format!("the tuple variant {name}::{variant}"))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, BakeError> {
        unsupported("a map")
    }
    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Fields, BakeError> {
        Ok(Fields {
            name,
            fields: Vec::new(),
        })
    }
    fn serialize_struct_variant(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, BakeError> {
        unsupported(&format!("the struct variant {name}::{variant}"))
    }
}

/// The items of an array or a slice, as they are baked.
struct List {
    borrowed: bool,
    items: Vec<(Option<String>, Expr)>,
}

impl List {
    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), BakeError> {
        self.items
            .push((None, value.serialize(Baker { code: false })?));
        Ok(())
    }

    fn finish(self) -> Expr {
        Expr::Array {
            borrowed: self.borrowed,
            items: self.items,
        }
    }
}

impl ser::SerializeSeq for List {
    type Ok = Expr;
    type Error = BakeError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), BakeError> {
        self.push(value)
    }
    fn end(self) -> Result<Expr, BakeError> {
        Ok(self.finish())
    }
}

impl ser::SerializeTuple for List {
    type Ok = Expr;
    type Error = BakeError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), BakeError> {
        self.push(value)
    }
    fn end(self) -> Result<Expr, BakeError> {
        Ok(self.finish())
    }
}

/// The fields of a struct literal, as they are baked.
struct Fields {
    name: &'static str,
    fields: Vec<(String, Expr)>,
}

impl ser::SerializeStruct for Fields {
    type Ok = Expr;
    type Error = BakeError;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), BakeError> {
        let value = value.serialize(Baker { code: false })?;
        self.fields.push((key.to_owned(), value));
        Ok(())
    }

    /// serde skips an optional field that is empty
    /// (`skip_serializing_if = "Option::is_none"`); a struct literal still
    /// needs it.
    fn skip_field(&mut self, key: &'static str) -> Result<(), BakeError> {
        self.fields
            .push((key.to_owned(), Expr::Atom("None".to_owned())));
        Ok(())
    }

    fn end(self) -> Result<Expr, BakeError> {
        Ok(Expr::Struct(self.name.to_owned(), self.fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halflings_model::{Gaps, Landscape, RoadEnd, Slot};

    #[test]
    fn unit_variants_are_written_as_paths_with_the_model_names() {
        assert_eq!(
            bake(&Slot::NorthLeft).unwrap().to_rust(0),
            "Slot::NorthLeft"
        );
        assert_eq!(
            bake(&Some(RoadEnd::City)).unwrap().to_rust(0),
            "Some(RoadEnd::City)"
        );
        assert_eq!(
            bake(&Code("Rotation::new(1)".into())).unwrap().to_rust(0),
            "Rotation::new(1)"
        );
    }

    #[test]
    fn strings_are_escaped_into_valid_literals() {
        let text = "a \"quote\", a \\ and\na line break";
        assert_eq!(bake(text).unwrap().to_rust(0), format!("{text:?}"));
    }

    #[test]
    fn short_lists_stay_on_one_line_and_long_ones_take_a_line_an_item() {
        let three = bake(&Landscape::Road.slots()).unwrap();
        assert_eq!(
            three.to_rust(0),
            "[Landscape::Field, Landscape::Road, Landscape::Field]"
        );
        let four = bake(
            &[
                Slot::NorthLeft,
                Slot::NorthCentre,
                Slot::NorthRight,
                Slot::LongLeft,
            ][..],
        );
        assert_eq!(
            four.unwrap().to_rust(4),
            "&[\n        Slot::NorthLeft,\n        Slot::NorthCentre,\n        \
             Slot::NorthRight,\n        Slot::LongLeft,\n    ]"
        );
        let numbers = bake(&vec![0usize, 2, 4, 6, 7, 14, 16, 17, 18]).unwrap();
        assert_eq!(numbers.to_rust(0), "&[0, 2, 4, 6, 7, 14, 16, 17, 18]");
        assert_eq!(bake(&Vec::<u8>::new()).unwrap().to_rust(0), "&[]");
    }

    #[test]
    fn structs_take_a_line_a_field_and_skipped_options_are_none() {
        #[derive(Serialize)]
        struct Rule {
            points: Option<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            gaps: Option<Gaps>,
        }
        let rule = Rule {
            points: Some(3),
            gaps: None,
        };
        assert_eq!(
            bake(&[rule]).unwrap().to_rust(0),
            "[Rule {\n    points: Some(3),\n    gaps: None,\n}]"
        );
    }

    #[test]
    fn shapes_the_tables_do_not_use_are_errors() {
        assert!(bake(&1.5f64).is_err());
        assert!(bake(&std::collections::BTreeMap::from([(1, 2)])).is_err());
    }
}
