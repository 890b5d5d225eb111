//! The generated items: the tables of the catalog, and the enums and
//! structs that mirror the model, each named as the markers of the fixed
//! files call it (`// generated here: TILES`).
//!
//! Values are baked from the model ([`bake`]); names, variants and doc
//! comments of model types are read from the model ([`mirror`]). What is
//! written here by hand is only what the model does not say: which tables
//! there are, and their own documentation.

use std::fmt::Write as _;

use serde::Serialize;

use super::bake::{BakeError, Code, Expr, bake, ident};
use super::error::TablesError;
use super::facts::Facts;
use super::mirror::{self, Enum};
use halflings_catalog::Catalog;
use halflings_model::{
    Counting, Diagonal, Direction, Expansion, Facing, FeatureRef, GameEnd, Landscape, Position,
    Profile, RoadEnd, Rotation, SetSymbol, Side, Slot, SymbolKind, Tile, TileSet,
};

/// One generated item (or an enum with its `impl`), ending in a newline.
pub struct Item {
    /// The name the fixed files' markers use.
    pub name: String,
    /// The Rust text.
    pub text: String,
}

/// Every generated item of the module for `catalog`.
pub fn items(catalog: &Catalog, facts: &Facts) -> Result<Vec<Item>, TablesError> {
    let e = catalog.expansion();
    let mut items = Vec::new();
    let mut add = |name: &str, text: String| {
        items.push(Item {
            name: name.to_owned(),
            text,
        })
    };

    // What the tables are, and where they come from.
    let expansion_doc = mirror::field_doc::<Expansion>;
    add(
        "EXPANSION_NAME",
        value(
            &expansion_doc("name")?,
            "pub const EXPANSION_NAME: &str",
            &bake(&e.name)?,
        ),
    );
    add(
        "EXPANSION_ALIASES",
        value(
            &expansion_doc("aliases")?,
            "pub const EXPANSION_ALIASES: &[&str]",
            &bake(&e.aliases)?,
        ),
    );
    add(
        "GENERATOR",
        value(
            "The program that generated these tables, with its version.",
            "pub const GENERATOR: &str",
            &bake(facts.generator)?,
        ),
    );
    add(
        "SOURCE_SHA256",
        value(
            "The SHA-256 of the validated tile definitions these tables were generated\n\
             from, in hex. The JSON export names the same value, so the two can be\n\
             matched.",
            "pub const SOURCE_SHA256: &str",
            &bake(&facts.sha256)?,
        ),
    );

    // Geometry.
    add(
        "Landscape",
        model_enum::<Landscape>(
            "Every landscape.",
            Named::Yes,
            &[Derived {
                doc: "The profile of a side showing this landscape. A square tile's side has\n\
                      the same profile as a halfling's side of the same landscape.",
                signature: "pub const fn profile(self) -> Profile",
                value: |l| bake(&l.slots()),
            }],
        )?,
    );
    add(
        "Side",
        model_enum::<Side>(
            "The three sides, clockwise from the north leg.",
            Named::Yes,
            &[Derived {
                doc: "Whether this side is a leg (a short side).",
                signature: "pub const fn is_leg(self) -> bool",
                value: |side| bake(&side.is_leg()),
            }],
        )?,
    );
    add(
        "Position",
        model_enum::<Position>("The three positions, left to right.", Named::No, &[])?,
    );
    add(
        "Slot",
        model_enum::<Slot>(
            "All nine slots, clockwise around the tile.",
            Named::Yes,
            &[
                Derived {
                    doc: "The side this slot belongs to.",
                    signature: "pub const fn side(self) -> Side",
                    value: |slot| bake(&slot.side()),
                },
                Derived {
                    doc: "Where along its side this slot lies.",
                    signature: "pub const fn position(self) -> Position",
                    value: |slot| bake(&slot.position()),
                },
            ],
        )?,
    );
    add(
        "Direction",
        model_enum::<Direction>(
            "The four directions, clockwise from north.",
            Named::Yes,
            &[],
        )?,
    );
    add(
        "Diagonal",
        model_enum::<Diagonal>(
            "The four diagonals, clockwise from south-east.",
            Named::Yes,
            &[],
        )?,
    );
    let sides = mirror::enumeration::<Side>()?;
    let facing = method(
        "Where `side` faces on the board under this rotation: a leg faces a\n\
         compass direction, the long side a diagonal of its own space.",
        "pub const fn facing(self, side: Side) -> Facing",
        "side",
        sides.variants.iter().map(|side| {
            // Where each side faces in rotation 0, turned by the rotation.
            let turned = match Rotation::new(0).facing(side.value) {
                Facing::Leg(d) => format!("Facing::Leg({}.turned(self.0))", bake(&d)?.to_rust(0)),
                Facing::Long(d) => {
                    format!("Facing::Long({}.turned(self.0))", bake(&d)?.to_rust(0))
                }
            };
            Ok((format!("Side::{}", side.ident), Expr::Atom(turned)))
        }),
    )?;
    add("Rotation::facing", impl_block("Rotation", &[facing]));

    // Features and symbols.
    add(
        "RoadEnd",
        model_enum::<RoadEnd>("Every kind of road end.", Named::Yes, &[])?,
    );
    add(
        "SymbolKind",
        model_enum::<SymbolKind>(
            "Every symbol.",
            Named::Yes,
            &[Derived {
                doc: "Whether the symbol stands in a field (and a [`TileSymbol`] names that\n\
                      field).",
                signature: "pub const fn stands_in_field(self) -> bool",
                value: |kind| bake(&kind.stands_in_field()),
            }],
        )?,
    );
    add("SymbolRule", model_struct::<halflings_model::SymbolRule>()?);
    add(
        "SYMBOL_RULES",
        value(
            &expansion_doc("symbol")?,
            "pub static SYMBOL_RULES: &[SymbolRule]",
            &bake(&e.symbol)?,
        ),
    );

    // Sets.
    add("SetSymbol", tagged_enum::<SetSymbol>()?);
    add("Set", set_enum(&e.set)?);

    // Rules and editions.
    add(
        "Counting",
        model_enum::<Counting>("Both ways of counting.", Named::Yes, &[])?,
    );
    add(
        "GameEnd",
        model_enum::<GameEnd>("Both ways a game ends.", Named::Yes, &[])?,
    );
    add(
        "Standing",
        model_enum::<halflings_model::Standing>(
            "Every standing a statement of the rules can have.",
            Named::Yes,
            &[],
        )?,
    );
    add("Ruling", model_struct::<halflings_model::Ruling>()?);
    add("Gaps", model_struct::<halflings_model::Gaps>()?);
    add(
        "Majority",
        model_enum::<halflings_model::Majority>("Who scores a feature.", Named::Yes, &[])?,
    );
    add("BaseGame", model_struct::<halflings_model::BaseGame>()?);
    add(
        "RulesVersion",
        model_struct::<halflings_model::RulesVersion>()?,
    );
    add(
        "RULES",
        value(
            &expansion_doc("rules")?,
            "pub static RULES: &[RulesVersion]",
            &bake(&e.rules)?,
        ),
    );
    add(
        "BASE_GAME",
        value(
            &expansion_doc("base_game")?,
            "pub static BASE_GAME: BaseGame",
            &bake(&e.base_game)?,
        ),
    );
    let current = e
        .rules
        .iter()
        .position(|r| r.id == e.current_rules)
        .ok_or_else(|| TablesError::NotValidated {
            at: "expansion.toml".to_owned(),
            problem: format!("the current rules `{}` are not declared", e.current_rules),
        })?;
    let mut text = String::new();
    doc(
        &mut text,
        "",
        &format!(
            "The rules version that is current ({}).",
            comment_text(&e.rules[current].name)
        ),
    );
    let _ = writeln!(
        text,
        "pub fn current_rules() -> &'static RulesVersion {{\n    &RULES[{current}]\n}}"
    );
    add("current_rules", text);
    add("Edition", model_struct::<halflings_model::Edition>()?);
    add(
        "EDITIONS",
        value(
            &expansion_doc("edition")?,
            "pub static EDITIONS: &[Edition]",
            &bake(&e.edition)?,
        ),
    );

    // Tiles.
    let tiles = catalog.tiles();
    add(
        "TILE_COUNT",
        value(
            "How many tiles there are.",
            "pub const TILE_COUNT: usize",
            &bake(&tiles.len())?,
        ),
    );
    add(
        "TILES",
        rows_value(
            "Every tile, by set and number. A tile's [`Tile::index`] is its position\nhere.",
            "pub static TILES: &[Tile]",
            true,
            tiles
                .iter()
                .enumerate()
                .map(|(i, t)| Ok((None, bake(&TileRow::of(i, t)?)?))),
        )?,
    );
    add(
        "PROFILES",
        rows_value(
            "The side profiles of every tile under every rotation, precomputed:\n\
             `PROFILES[tile.index][rotation.index()]`.",
            "pub static PROFILES: [[SideProfiles; 4]; TILE_COUNT]",
            false,
            tiles
                .iter()
                .map(|t| Ok((Some(t.id.to_string()), bake(&SideProfilesRow::all(t))?))),
        )?,
    );

    // Long-side partners, by class of long-side profile.
    let classes: Vec<LongSideClassRow<'_>> = facts
        .classes
        .classes
        .iter()
        .map(|c| LongSideClassRow {
            profile: c.profile,
            tiles: &c.tiles,
        })
        .collect();
    add(
        "LONG_SIDE_CLASSES",
        value(
            "The tiles grouped by the profile of their long side. Every tile is in\n\
             exactly one class; a class that only some tile's partners need holds no\n\
             tile. See [`long_side_partners`].",
            "pub static LONG_SIDE_CLASSES: &[LongSideClass]",
            &bake(&classes)?,
        ),
    );
    add(
        "PARTNER_CLASS",
        value(
            "For every tile, the position in [`LONG_SIDE_CLASSES`] of the class its\n\
             long-side partners come from: the class whose profile abuts the tile's long\n\
             side. `PARTNER_CLASS[tile.index]`.",
            "pub static PARTNER_CLASS: [usize; TILE_COUNT]",
            &Expr::array(
                facts
                    .classes
                    .partner_class
                    .iter()
                    .map(bake)
                    .collect::<Result<Vec<_>, _>>()?,
            ),
        ),
    );
    Ok(items)
}

/// A tile as the tables hold it.
#[derive(Serialize)]
#[serde(rename = "Tile")]
struct TileRow<'a> {
    index: usize,
    id: &'a str,
    set: Code,
    number: u8,
    name: &'a str,
    sides: [Landscape; 3],
    features: Vec<FeatureRow<'a>>,
    symbols: Vec<TileSymbolRow>,
}

/// A feature as the tables hold it.
#[derive(Serialize)]
#[serde(rename = "Feature")]
struct FeatureRow<'a> {
    id: &'a str,
    kind: Code,
    slots: &'a [Slot],
    pennants: u8,
    road_end: Option<RoadEnd>,
    borders: Vec<usize>,
}

/// A symbol on a tile as the tables hold it.
#[derive(Serialize)]
#[serde(rename = "TileSymbol")]
struct TileSymbolRow {
    kind: SymbolKind,
    field: Option<usize>,
}

/// A tile's side profiles in one rotation.
#[derive(Serialize)]
#[serde(rename = "SideProfiles")]
struct SideProfilesRow {
    rotation: Code,
    legs: [Option<Profile>; 4],
    long_facing: Diagonal,
    long: Profile,
}

/// One class of long-side profile.
#[derive(Serialize)]
#[serde(rename = "LongSideClass")]
struct LongSideClassRow<'a> {
    profile: Profile,
    tiles: &'a [usize],
}

impl<'a> TileRow<'a> {
    fn of(index: usize, t: &'a Tile) -> Result<TileRow<'a>, TablesError> {
        let unvalidated = |problem: String| TablesError::NotValidated {
            at: t.id.to_string(),
            problem,
        };
        let features: Vec<FeatureRef<'_>> = t.features().map(|(_, f)| f).collect();
        let position = |id: &halflings_model::FeatureId| {
            features
                .iter()
                .position(|f| f.id() == id)
                .ok_or_else(|| unvalidated(format!("no feature `{id}`")))
        };
        let feature_rows = features
            .iter()
            .map(|f| {
                let (pennants, road_end, borders) = match f {
                    FeatureRef::City(c) => (c.pennants, None, Vec::new()),
                    FeatureRef::Road(r) => (0, r.end, Vec::new()),
                    FeatureRef::Field(field) => (
                        0,
                        None,
                        t.bordered_cities(field)
                            .iter()
                            .map(|c| position(&c.id))
                            .collect::<Result<_, _>>()?,
                    ),
                    FeatureRef::Monastery(_) => (0, None, Vec::new()),
                };
                Ok(FeatureRow {
                    id: f.id().as_str(),
                    kind: Code(format!("FeatureKind::{}", ident(f.table()))),
                    slots: f.slots(),
                    pennants,
                    road_end,
                    borders,
                })
            })
            .collect::<Result<_, TablesError>>()?;
        let symbols = t
            .symbol
            .iter()
            .map(|s| {
                Ok(TileSymbolRow {
                    kind: s.kind,
                    field: s.field.as_ref().map(position).transpose()?,
                })
            })
            .collect::<Result<_, TablesError>>()?;
        Ok(TileRow {
            index,
            id: t.id.as_str(),
            set: Code(format!("Set::{}", ident(t.set.as_str()))),
            number: t
                .number()
                .parse()
                .map_err(|_| unvalidated("the number is not a number".to_owned()))?,
            name: &t.name,
            sides: Side::ALL.map(|side| t.sides.get(side)),
            features: feature_rows,
            symbols,
        })
    }
}

impl SideProfilesRow {
    /// The profiles of `t` in every rotation, by where each side faces.
    fn all(t: &Tile) -> [SideProfilesRow; 4] {
        Rotation::ALL.map(|r| {
            let mut legs = [None; 4];
            let mut long_facing = Diagonal::SouthEast;
            for side in Side::ALL {
                match r.facing(side) {
                    Facing::Leg(d) => legs[d as usize] = Some(t.profile(side)),
                    Facing::Long(d) => long_facing = d,
                }
            }
            SideProfilesRow {
                rotation: Code(format!("Rotation::new({})", r.quarter_turns())),
                legs,
                long_facing,
                long: t.profile(Side::Long),
            }
        })
    }
}

/// Text from the definitions on one comment line: a line break in it would
/// end the comment, so every run of white space becomes one space.
fn comment_text(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `///` lines at `indent`, one for each line of `text`.
fn doc(out: &mut String, indent: &str, text: &str) {
    for line in text.lines() {
        if line.is_empty() {
            let _ = writeln!(out, "{indent}///");
        } else {
            let _ = writeln!(out, "{indent}/// {line}");
        }
    }
}

/// A `const` or `static` item: `decl = value;`. A value laid out over
/// several lines by [`Expr`]'s rules is marked for rustfmt to leave alone.
fn value(doc_text: &str, decl: &str, value: &Expr) -> String {
    let mut s = String::new();
    doc(&mut s, "", doc_text);
    if !value.is_atom() {
        s.push_str("#[rustfmt::skip]\n");
    }
    let _ = writeln!(s, "{decl} = {};", value.to_rust(0));
    s
}

/// As [`value`] for an array with a row per tile, `borrowed` for a slice:
/// each row is baked and written in turn, so the rows' expression trees are
/// never held together (at 24 000 tiles they took some 400 MB). The text
/// is what [`value`] writes for the same rows.
fn rows_value(
    doc_text: &str,
    decl: &str,
    borrowed: bool,
    rows: impl ExactSizeIterator<Item = Result<(Option<String>, Expr), TablesError>>,
) -> Result<String, TablesError> {
    let mut rows = rows.peekable();
    // With two rows or more and the first not a plain value, the array is
    // laid out a row to a line; otherwise [`value`] decides.
    let one_per_line =
        rows.len() >= 2 && matches!(rows.peek(), Some(Ok((_, first))) if !first.is_atom());
    if !one_per_line {
        let items = rows.collect::<Result<Vec<_>, _>>()?;
        let array = Expr::Array { borrowed, items };
        return Ok(value(doc_text, decl, &array));
    }
    let mut s = String::new();
    doc(&mut s, "", doc_text);
    s.push_str("#[rustfmt::skip]\n");
    let _ = writeln!(s, "{decl} = {}[", if borrowed { "&" } else { "" });
    for row in rows {
        let (comment, row) = row?;
        if let Some(comment) = comment {
            let _ = writeln!(s, "    // {comment}");
        }
        let _ = writeln!(s, "    {},", row.to_rust(4));
    }
    s.push_str("];\n");
    Ok(s)
}

/// A method whose body is one `match` on `scrutinee`, with an arm for each
/// `(pattern, value)`. A pattern without `::` is a variant of `Self`'s type
/// and is written in full by [`impl_block`].
struct Method {
    doc: String,
    signature: String,
    scrutinee: &'static str,
    arms: Vec<(String, Expr)>,
}

fn method(
    doc: &str,
    signature: &str,
    scrutinee: &'static str,
    arms: impl Iterator<Item = Result<(String, Expr), TablesError>>,
) -> Result<Method, TablesError> {
    Ok(Method {
        doc: doc.to_owned(),
        signature: signature.to_owned(),
        scrutinee,
        arms: arms.collect::<Result<_, _>>()?,
    })
}

/// `impl ty { .. }` holding `methods`, for rustfmt to leave alone.
fn impl_block(ty: &str, methods: &[Method]) -> String {
    let mut s = format!("#[rustfmt::skip]\nimpl {ty} {{\n");
    let members: Vec<String> = methods.iter().map(|m| match_fn(ty, m)).collect();
    s.push_str(&members.join("\n"));
    s.push_str("}\n");
    s
}

fn match_fn(ty: &str, m: &Method) -> String {
    let mut s = String::new();
    doc(&mut s, "    ", &m.doc);
    let _ = writeln!(
        s,
        "    {} {{\n        match {} {{",
        m.signature, m.scrutinee
    );
    for (pattern, value) in &m.arms {
        let pattern = if pattern.contains("::") {
            pattern.clone()
        } else {
            format!("{ty}::{pattern}")
        };
        let _ = writeln!(s, "            {pattern} => {},", value.to_rust(12));
    }
    s.push_str("        }\n    }\n");
    s
}

const ENUM_DERIVE: &str = "#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]";

/// A fieldless enum of the tables: its definition, then an `impl` with
/// `ALL`, `name()` (with `names`), `index()` (with `index`) and `methods`.
struct EnumTable<'a> {
    name: &'a str,
    doc: &'a str,
    /// Each variant's Rust name, doc comment and (with `names`) its name in
    /// the definitions.
    variants: Vec<(String, String, String)>,
    all_doc: &'static str,
    names: bool,
    index: bool,
    methods: Vec<Method>,
}

impl EnumTable<'_> {
    fn write(&self) -> String {
        let name = self.name;
        let mut s = String::new();
        doc(&mut s, "", self.doc);
        let _ = writeln!(s, "{ENUM_DERIVE}\npub enum {name} {{");
        for (ident, text, _) in &self.variants {
            doc(&mut s, "    ", text);
            let _ = writeln!(s, "    {ident},");
        }
        let _ = writeln!(s, "}}\n\n#[rustfmt::skip]\nimpl {name} {{");
        let mut members = Vec::new();
        let mut all = String::new();
        doc(&mut all, "    ", self.all_doc);
        let list = Expr::array(
            self.variants
                .iter()
                .map(|(ident, _, _)| Expr::Atom(format!("{name}::{ident}"))),
        );
        let _ = writeln!(
            all,
            "    pub const ALL: [{name}; {}] = {};",
            self.variants.len(),
            list.to_rust(4)
        );
        members.push(all);
        if self.names {
            members.push(match_fn(
                name,
                &Method {
                    doc: "The name used in the tile definitions and in the JSON export.".to_owned(),
                    signature: "pub const fn name(self) -> &'static str".to_owned(),
                    scrutinee: "self",
                    arms: self
                        .variants
                        .iter()
                        .map(|(ident, _, n)| (ident.clone(), Expr::Atom(format!("{n:?}"))))
                        .collect(),
                },
            ));
        }
        if self.index {
            members.push(
                "    /// The position of this value in [`Self::ALL`].\n    \
                 pub const fn index(self) -> usize {\n        self as usize\n    }\n"
                    .to_owned(),
            );
        }
        members.extend(self.methods.iter().map(|m| match_fn(name, m)));
        s.push_str(&members.join("\n"));
        s.push_str("}\n");
        s
    }
}

/// Whether a table enum has `name()`, the names of the definitions.
enum Named {
    Yes,
    No,
}

/// A method of a model enum whose value for each variant the model works
/// out, such as `Side::is_leg`.
struct Derived<T> {
    doc: &'static str,
    signature: &'static str,
    value: fn(&T) -> Result<Expr, BakeError>,
}

/// The model enum `T` as a table enum, its variants and docs read from the
/// model, with `ALL`, `index()`, `name()` (if `named`) and the `derived`
/// methods.
fn model_enum<T>(
    all_doc: &'static str,
    named: Named,
    derived: &[Derived<T>],
) -> Result<String, TablesError>
where
    T: schemars::JsonSchema + serde::de::DeserializeOwned,
{
    let Enum {
        name,
        doc,
        variants,
    } = mirror::enumeration::<T>()?;
    let methods = derived
        .iter()
        .map(|d| {
            method(
                d.doc,
                d.signature,
                "self",
                variants
                    .iter()
                    .map(|v| Ok((v.ident.clone(), (d.value)(&v.value)?))),
            )
        })
        .collect::<Result<_, _>>()?;
    let table = EnumTable {
        name: &name,
        doc: &doc,
        variants: variants
            .into_iter()
            .map(|v| (v.ident, v.doc, v.name))
            .collect(),
        all_doc,
        names: matches!(named, Named::Yes),
        index: true,
        methods,
    };
    Ok(table.write())
}

/// A model enum some of whose variants hold a value (`SetSymbol::Label`), as
/// a table enum: its variants and docs read from the model, with `name()`
/// and, for each variant holding a value, an accessor named after its key.
fn tagged_enum<T: schemars::JsonSchema>() -> Result<String, TablesError> {
    let mirror::TaggedEnum {
        name,
        doc: text,
        variants,
    } = mirror::tagged_enumeration::<T>()?;
    let mut s = String::new();
    doc(&mut s, "", &text);
    let _ = writeln!(s, "{ENUM_DERIVE}\npub enum {name} {{");
    for v in &variants {
        doc(&mut s, "    ", &v.doc);
        match &v.holds {
            Some(ty) => {
                let _ = writeln!(s, "    {}({ty}),", v.ident);
            }
            None => {
                let _ = writeln!(s, "    {},", v.ident);
            }
        }
    }
    let _ = writeln!(s, "}}\n\n#[rustfmt::skip]\nimpl {name} {{");
    let mut members = vec![match_fn(
        &name,
        &Method {
            doc: "The name used in the tile definitions and in the JSON export (for a\n\
                  variant holding a value, the key it is written under)."
                .to_owned(),
            signature: "pub const fn name(self) -> &'static str".to_owned(),
            scrutinee: "self",
            arms: variants
                .iter()
                .map(|v| {
                    let pattern = match v.holds {
                        Some(_) => format!("{name}::{}(_)", v.ident),
                        None => v.ident.clone(),
                    };
                    (pattern, Expr::Atom(format!("{:?}", v.name)))
                })
                .collect(),
        },
    )];
    for v in &variants {
        let Some(ty) = &v.holds else {
            continue;
        };
        let mut m = String::new();
        doc(
            &mut m,
            "    ",
            &format!(
                "What a [`{name}::{}`] holds; `None` for any other variant.",
                v.ident
            ),
        );
        let _ = writeln!(
            m,
            "    pub const fn {}(self) -> Option<{ty}> {{\n        match self {{\n            \
             {name}::{}(value) => Some(value),\n            _ => None,\n        }}\n    }}",
            v.name.replace('-', "_"),
            v.ident
        );
        members.push(m);
    }
    s.push_str(&members.join("\n"));
    s.push_str("}\n");
    Ok(s)
}

/// The model struct `T` as a table struct: its fields, their docs and types
/// read from the model.
fn model_struct<T: schemars::JsonSchema>() -> Result<String, TablesError> {
    let st = mirror::structure::<T>()?;
    let mut s = String::new();
    doc(&mut s, "", &st.doc);
    let _ = writeln!(
        s,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub struct {} {{",
        st.name
    );
    for field in &st.fields {
        doc(&mut s, "    ", &field.doc);
        let _ = writeln!(s, "    pub {}: {},", field.name, field.ty);
    }
    s.push_str("}\n");
    Ok(s)
}

/// The Rust names of the sets (their ids in `CamelCase`), each a valid
/// variant name of its own.
pub(super) fn set_names(sets: &[TileSet]) -> Result<Vec<String>, TablesError> {
    let idents: Vec<String> = sets.iter().map(|set| ident(set.id.as_str())).collect();
    for (i, (set, id)) in sets.iter().zip(&idents).enumerate() {
        if idents[..i].contains(id) || id == "Self" {
            return Err(TablesError::SetName {
                id: set.id.to_string(),
                ident: id.clone(),
            });
        }
    }
    Ok(idents)
}

/// The sets of the manifest as the enum `Set`, with an accessor for every
/// field of the model's [`TileSet`] (its `tiles` as `tile_count`).
fn set_enum(sets: &[TileSet]) -> Result<String, TablesError> {
    let idents = set_names(sets)?;
    let baked = sets.iter().map(bake).collect::<Result<Vec<_>, _>>()?;
    let model = mirror::structure::<TileSet>()?;
    let mut methods = Vec::new();
    for field in &model.fields {
        let (name, ty) = match field.name.as_str() {
            // The tables count in `usize`, as `Iterator::count` does.
            "tiles" => ("tile_count", "usize"),
            name => (name, field.ty.as_str()),
        };
        let arms = idents
            .iter()
            .zip(&baked)
            .map(|(id, set)| match set.field(&field.name) {
                Some(value) => Ok((id.clone(), value.clone())),
                None => Err(TablesError::Model {
                    ty: model.name.clone(),
                    problem: format!("no value for `{}`", field.name),
                }),
            })
            .collect::<Result<_, _>>()?;
        methods.push(Method {
            doc: field.doc.clone(),
            signature: format!("pub const fn {name}(self) -> {ty}"),
            scrutinee: "self",
            arms,
        });
    }
    let table = EnumTable {
        name: "Set",
        doc: "A set of tiles.",
        variants: sets
            .iter()
            .zip(&idents)
            .map(|(set, id)| {
                let text = comment_text(&format!(
                    "{}: {} ({}), {} tiles.",
                    set.name, set.origin, set.year, set.tiles
                ));
                (id.clone(), text, String::new())
            })
            .collect(),
        all_doc: "Every set, in the manifest's order.",
        names: false,
        index: false,
        methods,
    };
    Ok(table.write())
}
