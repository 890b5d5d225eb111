//! The validated catalog: the manifest and every tile, in a fixed order,
//! with the facts every exporter needs about them (the catalog's hash, the
//! long-side classes and partners). Reaching this type means every check
//! passed ([`crate::validate`] makes it); exporters read only this.

use std::collections::HashMap;
use std::ops::Range;

use sha2::{Digest, Sha256};

use halflings_model::{
    Example, Expansion, Landscape, Profile, Rotation, Side, SquareTile, Tile, TileSet,
};

/// A language of the sheets: its Fluent messages, checked against
/// English's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its code, such as `ro`.
    pub code: halflings_model::LanguageCode,
    /// Its file, for messages.
    pub path: std::path::PathBuf,
    /// The Fluent source.
    pub text: std::sync::Arc<str>,
    /// The tiles' names in this language (`lang/<code>.toml`), by tile id;
    /// a tile left out has its English name.
    pub tile_names: std::collections::BTreeMap<String, String>,
    /// The normal tiles' names in this language, by id; one left out has
    /// its English name.
    pub normal_names: std::collections::BTreeMap<String, String>,
    /// The file of the names (`lang/<code>.toml`), when there is one, and
    /// where each name stands in it: for a problem found later, such as a
    /// character the sheets' font lacks.
    pub names_file: Option<NamesFile>,
}

/// Where a language's tile names stand: its `lang/<code>.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamesFile {
    /// The file, as the user named the tiles folder.
    pub path: std::path::PathBuf,
    /// Its text.
    pub text: std::sync::Arc<str>,
    /// The span of each name's value in `text`, by tile id (a halfling's,
    /// such as `h1-01`, or a normal tile's, such as `monastery`).
    pub spans: std::collections::BTreeMap<String, std::ops::Range<usize>>,
}

/// Every tile of the expansion, validated, sorted by set (in manifest order)
/// and then by number.
#[derive(Clone, Debug)]
pub struct Catalog {
    expansion: Expansion,
    tiles: Vec<Tile>,
    /// Each tile's position in `tiles`, by id.
    by_id: HashMap<String, usize>,
    /// The tiles of each set of the manifest (same order), as a range of
    /// `tiles`.
    sets: Vec<Range<usize>>,
    /// The SHA-256 of the manifest and the tiles, in hex.
    sha256: String,
    /// The tiles grouped by long-side profile.
    long_sides: LongSideClasses,
    /// The normal tiles the worked examples use, by id.
    squares: Vec<SquareTile>,
    /// The worked examples, by name.
    examples: Vec<NamedExample>,
    /// The languages of the sheets, in the manifest's order.
    languages: Vec<Language>,
}

/// A worked example, its name (the file's stem, such as `city-completed`)
/// and the engine's play of it, which validation made and every exporter
/// reads.
#[derive(Clone, Debug)]
pub struct NamedExample {
    /// The file's stem.
    pub name: String,
    /// The path of its file, for messages.
    pub path: std::path::PathBuf,
    /// The example.
    pub example: Example,
    /// The board, followers, scores and verdict the engine reached; they
    /// agree with what the example expects.
    pub played: crate::play::Played,
}

impl Catalog {
    pub(crate) fn new(expansion: Expansion, mut tiles: Vec<Tile>) -> Catalog {
        let set_order: HashMap<&str, usize> = expansion
            .set
            .iter()
            .enumerate()
            .rev()
            .map(|(i, s)| (s.id.as_str(), i))
            .collect();
        let order = |t: &Tile| set_order.get(t.set.as_str()).copied().unwrap_or(usize::MAX);
        tiles.sort_by(|a, b| (order(a), &a.id).cmp(&(order(b), &b.id)));
        let mut by_id = HashMap::with_capacity(tiles.len());
        for (i, t) in tiles.iter().enumerate().rev() {
            by_id.insert(t.id.to_string(), i);
        }
        let mut sets = vec![0..0; expansion.set.len()];
        let mut start = 0;
        while start < tiles.len() {
            let set = order(&tiles[start]);
            let end = start + tiles[start..].partition_point(|t| order(t) == set);
            if let Some(range) = sets.get_mut(set) {
                *range = start..end;
            }
            start = end;
        }
        drop(set_order);
        let json = serde_json::to_vec(&(&expansion, &tiles)).expect("the model always serialises");
        let sha256 = format!("{:x}", Sha256::digest(&json));
        let long_sides = LongSideClasses::of(&tiles);
        Catalog {
            expansion,
            tiles,
            by_id,
            sets,
            sha256,
            long_sides,
            squares: Vec::new(),
            examples: Vec::new(),
            languages: Vec::new(),
        }
    }

    /// The same catalog with these normal tiles.
    pub(crate) fn with_squares(mut self, mut squares: Vec<SquareTile>) -> Catalog {
        squares.sort_by(|a, b| a.id.cmp(&b.id));
        self.squares = squares;
        self
    }

    /// The same catalog with these languages, checked.
    pub(crate) fn with_languages(mut self, languages: Vec<Language>) -> Catalog {
        self.languages = languages;
        self
    }

    /// The languages of the sheets, in the manifest's order; none in a
    /// catalog of the valid tiles alone ([`Catalog::load_partial`]).
    pub fn languages(&self) -> &[Language] {
        &self.languages
    }

    /// The language of `code`, if the catalog has it.
    pub fn language(&self, code: &str) -> Option<&Language> {
        self.languages.iter().find(|l| l.code.as_str() == code)
    }

    /// The same catalog with these worked examples, checked.
    pub(crate) fn with_examples(mut self, mut examples: Vec<NamedExample>) -> Catalog {
        examples.sort_by(|a, b| a.name.cmp(&b.name));
        self.examples = examples;
        self
    }

    /// The normal tiles, by id. They are not halflings: no count, census
    /// or cut sheet includes them.
    pub fn squares(&self) -> &[SquareTile] {
        &self.squares
    }

    /// The normal tile with this id.
    pub fn square(&self, id: &str) -> Option<&SquareTile> {
        self.squares.iter().find(|s| s.id.as_str() == id)
    }

    /// The worked examples, by name; each agrees with the engine.
    pub fn examples(&self) -> &[NamedExample] {
        &self.examples
    }

    /// The SHA-256 of the catalog (the manifest and every tile, as
    /// canonical JSON), in hex: the version of the input that generated
    /// files name in their banner. Comments and layout of the TOML files do
    /// not change it; any change to what they say does.
    pub fn sha256(&self) -> &str {
        &self.sha256
    }

    /// The SHA-256, in hex, of what an engine reads of the catalog: every
    /// halfling and normal tile as the engine plays it (its id, shape,
    /// copies, features, slots, pennants and symbols), each rules
    /// version's counting and rulings (the answers and whether the sources
    /// settle them), and the base game's and the symbols' points. A name,
    /// a note, an art hint, a translation or a change to the layout of a
    /// file leaves it unchanged; `tiles.json` gives it as `data_sha256`,
    /// and a conformance suite names the data it was played on with it.
    pub fn data_sha256(&self) -> String {
        let deck = halflings_engine::Deck::of(&self.tiles, &self.squares);
        let e = &self.expansion;
        let rules: Vec<_> = e
            .rules
            .iter()
            .map(|r| {
                let rulings: Vec<(&str, bool, bool)> = r
                    .rulings()
                    .into_iter()
                    .map(|(key, ruling)| (key, ruling.value, ruling.settled()))
                    .collect();
                (&r.id, r.road_city, r.monastery, r.max_monastery, rulings)
            })
            .collect();
        let symbols: Vec<_> = e.symbol.iter().map(|s| (s.kind, s.points)).collect();
        let json = serde_json::to_vec(&(deck.faces(), rules, &e.base_game, symbols))
            .expect("the engine's data always serialises");
        format!("{:x}", Sha256::digest(&json))
    }

    /// The tiles grouped by long-side profile.
    pub fn long_side_classes(&self) -> &LongSideClasses {
        &self.long_sides
    }

    /// The tiles that may share the space of the tile at position `tile`
    /// (in [`Catalog::tiles`]) when it lies in `rotation`: every other tile
    /// whose long side abuts, each in the partner rotation, in catalog order.
    pub fn long_side_partners(
        &self,
        tile: usize,
        rotation: Rotation,
    ) -> impl Iterator<Item = (&Tile, Rotation)> + '_ {
        let class = &self.long_sides.classes[self.long_sides.partner_class[tile]];
        class
            .tiles
            .iter()
            .filter(move |&&u| u != tile)
            .map(move |&u| (&self.tiles[u], rotation.partner()))
    }

    /// The manifest.
    pub fn expansion(&self) -> &Expansion {
        &self.expansion
    }

    /// Every tile, by set and number.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The tile with this id.
    pub fn tile(&self, id: &str) -> Option<&Tile> {
        self.by_id.get(id).map(|&i| &self.tiles[i])
    }

    /// The position of the tile with this id in [`Catalog::tiles`].
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.by_id.get(id).copied()
    }

    /// The tiles of one set, by number.
    pub fn tiles_of<'a>(&'a self, set: &'a TileSet) -> impl Iterator<Item = &'a Tile> + 'a {
        let range = match self.expansion.set.iter().position(|s| s.id == set.id) {
            Some(i) => self.sets[i].clone(),
            None => 0..0,
        };
        self.tiles[range].iter()
    }
}

/// The tiles grouped by long-side profile: the compact form of the
/// long-side partner relation.
///
/// Whether two halflings may share a space depends only on their long
/// sides' profiles, so the partners of tile `t` in rotation `r` are exactly
/// the tiles of class [`partner_class`](Self::partner_class)`[t]` other than
/// `t` itself, each in rotation `r + 2`. Stored this way the relation takes
/// space linear in the number of tiles, where listing every pair would take
/// space quadratic in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongSideClasses {
    /// The classes: each long-side profile that a tile shows or that a
    /// tile's partners need, in order of first appearance in the catalog.
    /// A class that only partners need holds no tile.
    pub classes: Vec<LongSideClass>,
    /// For every tile (by its position in [`Catalog::tiles`]), the index in
    /// [`classes`](Self::classes) of the class its partners come from: the
    /// class whose profile abuts the tile's long side.
    pub partner_class: Vec<usize>,
}

/// One long-side profile and the tiles that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongSideClass {
    /// The long side's profile, read clockwise around each of the tiles.
    pub profile: Profile,
    /// The tiles whose long side shows it, as positions in
    /// [`Catalog::tiles`], ascending.
    pub tiles: Vec<usize>,
}

impl LongSideClasses {
    /// The classes of `tiles`, in linear time.
    fn of(tiles: &[Tile]) -> LongSideClasses {
        let mut classes: Vec<LongSideClass> = Vec::new();
        fn class_of(classes: &mut Vec<LongSideClass>, profile: [Landscape; 3]) -> usize {
            match classes.iter().position(|c| c.profile == profile) {
                Some(i) => i,
                None => {
                    classes.push(LongSideClass {
                        profile,
                        tiles: Vec::new(),
                    });
                    classes.len() - 1
                }
            }
        }
        for (i, tile) in tiles.iter().enumerate() {
            let c = class_of(&mut classes, tile.profile(Side::Long));
            classes[c].tiles.push(i);
        }
        let partner_class = tiles
            .iter()
            .map(|tile| {
                let [a, b, c] = tile.profile(Side::Long);
                // The profile that abuts this one: the same slots reversed.
                class_of(&mut classes, [c, b, a])
            })
            .collect();
        LongSideClasses {
            classes,
            partner_class,
        }
    }
}
