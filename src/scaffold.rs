//! `halflings new`: starting a set of one's own, or adding a tile to a set.
//!
//! `new set` adds a `[[set]]` block to the manifest and writes the set's
//! folder with one placeholder tile per number; `new tile` adds the next
//! number to a set's folder and raises the set's `tiles`. The manifest is
//! edited with `toml_edit`, which keeps every comment, blank line and key
//! order of the file: only the added block (or the one changed number)
//! differs.
//!
//! The placeholder tiles pass `halflings check` as written (three field
//! sides, one field), so a new set can be rendered and watched at once;
//! every text an author must replace says "Fill me in".
//!
//! Nothing is half-written: each file goes to a temporary name and is
//! renamed into place, an existing file is never replaced, and when
//! anything fails before the manifest is written, the files made so far
//! are removed again. The manifest is written last, also by a rename.

use std::fs;
use std::path::{Path, PathBuf};

use toml_edit::{ArrayOfTables, DocumentMut, InlineTable, Item, Table, value};

use halflings_catalog::diagnostic::{did_you_mean, nearest, printable};
use halflings_catalog::load::MANIFEST;
use halflings_model::{SetLabel, SetSymbol};

/// The most tiles a set may declare (its numbers are two digits).
pub const MAX_SET_TILES: u32 = 99;

/// Why `new` did nothing.
#[derive(Debug, thiserror::Error)]
pub enum ScaffoldError {
    /// The arguments are wrong (a bad or taken id or prefix, an unknown
    /// set): exit code 2.
    #[error("{0}")]
    Usage(String),
    /// The project is not in a state to take the change (no manifest, a
    /// manifest that is not TOML, a file that cannot be written): exit
    /// code 1.
    #[error("{0}")]
    Project(String),
}

/// A set to start.
#[derive(Clone, Debug)]
pub struct NewSet {
    /// The set's id, also its folder's name.
    pub id: String,
    /// The set's name.
    pub name: String,
    /// The prefix of its tile ids.
    pub prefix: String,
    /// How many tiles to write.
    pub tiles: u32,
    /// The set's symbol.
    pub symbol: SetSymbol,
    /// Where the set first appeared.
    pub origin: String,
    /// The year it first appeared.
    pub year: u16,
}

/// What `new` wrote.
#[derive(Debug, PartialEq, Eq)]
pub struct Done {
    /// The manifest it changed.
    pub manifest: PathBuf,
    /// The tile files it created, by number.
    pub created: Vec<PathBuf>,
    /// Tile files that were there already and were left as they are.
    pub kept: Vec<PathBuf>,
}

/// Reads `--symbol`: `pentagon`, `follower`, or a label of 1 to 3
/// characters.
pub fn parse_symbol(text: &str) -> Result<SetSymbol, ScaffoldError> {
    match text {
        "pentagon" => Ok(SetSymbol::Pentagon),
        "follower" => Ok(SetSymbol::Follower),
        label => {
            let label = SetLabel(label.to_owned());
            match label.problem() {
                None => Ok(SetSymbol::Label(label)),
                Some(problem) => Err(ScaffoldError::Usage(format!(
                    "--symbol `{}`: {problem}; give `pentagon`, `follower` or a label of 1 to 3 characters such as `F`",
                    printable(&label.0)
                ))),
            }
        }
    }
}

/// The label a set gets when none is asked for: its prefix in capitals.
pub fn default_symbol(prefix: &str) -> SetSymbol {
    let label: String = prefix
        .chars()
        .take(SetLabel::MAX_CHARS)
        .collect::<String>()
        .to_uppercase();
    SetSymbol::Label(SetLabel(label))
}

/// This year, by the system clock (UTC).
pub fn this_year() -> u16 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Days to the civil year (H. Hinnant's `civil_from_days`).
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let year = yoe + era * 400 + i64::from(mp >= 10);
    u16::try_from(year).unwrap_or(2026)
}

fn prefix_ok(prefix: &str) -> bool {
    let mut chars = prefix.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && prefix.len() <= 16
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
}

fn text_ok(text: &str, max: usize) -> bool {
    let n = text.chars().count();
    (1..=max).contains(&n) && !text.chars().any(char::is_control)
}

/// Checks the arguments of `new set` on their own.
fn check_arguments(set: &NewSet) -> Result<(), ScaffoldError> {
    let usage = |m: String| Err(ScaffoldError::Usage(m));
    if !halflings_catalog::validate::across::is_set_id(&set.id) {
        return usage(format!(
            "`{}` cannot be a set id: it is a lower-case letter, then up to 31 lower-case letters, digits or dashes (such as `halflings-fan`)",
            printable(&set.id)
        ));
    }
    if let Some(what) = halflings_catalog::load::reserved_folder(&set.id) {
        return usage(format!(
            "`{}` is the folder of {what}; give the set another id",
            set.id
        ));
    }
    if !prefix_ok(&set.prefix) {
        return usage(format!(
            "`{}` cannot be a tile id prefix: it is a lower-case letter, then up to 15 lower-case letters or digits (such as `hf`, giving hf-01, hf-02, ...)",
            printable(&set.prefix)
        ));
    }
    if !(1..=MAX_SET_TILES).contains(&set.tiles) {
        return usage(format!(
            "a set holds 1 to {MAX_SET_TILES} tiles, not {}",
            set.tiles
        ));
    }
    if !text_ok(&set.name, 80) {
        return usage("--name: give 1 to 80 characters, no control characters".to_owned());
    }
    if !text_ok(&set.origin, 200) {
        return usage("--origin: give 1 to 200 characters, no control characters".to_owned());
    }
    if !(2000..=2100).contains(&set.year) {
        return usage(format!("--year: 2000 to 2100, not {}", set.year));
    }
    if let SetSymbol::Label(label) = &set.symbol
        && let Some(problem) = label.problem()
    {
        return usage(format!("--symbol: {problem}"));
    }
    Ok(())
}

/// The manifest of `tiles`, read for editing.
fn read_manifest(tiles: &Path) -> Result<(PathBuf, DocumentMut), ScaffoldError> {
    let path = tiles.join(MANIFEST);
    if !path.exists() {
        return Err(ScaffoldError::Project(format!(
            "{}: the manifest is missing; run `halflings new` in a project (the folder holding {MANIFEST}) or name it with --tiles-dir",
            path.display()
        )));
    }
    // Bounded, regular files only, UTF-8: as `check` reads it.
    let text = halflings_catalog::load::read_text(&path)
        .map_err(|e| ScaffoldError::Project(format!("cannot read the manifest: {e}")))?;
    let doc = text.parse::<DocumentMut>().map_err(|e| {
        ScaffoldError::Project(format!(
            "{}: is not valid TOML, so it cannot be edited; `halflings check` shows where:\n{e}",
            path.display()
        ))
    })?;
    Ok((path, doc))
}

/// The `[[set]]` tables of the manifest.
fn sets<'d>(path: &Path, doc: &'d DocumentMut) -> Result<Vec<&'d Table>, ScaffoldError> {
    match doc.get("set") {
        None => Ok(Vec::new()),
        Some(Item::ArrayOfTables(sets)) => Ok(sets.iter().collect()),
        Some(_) => Err(ScaffoldError::Project(format!(
            "{}: `set` is not written as [[set]] tables, so a set cannot be added to it",
            path.display()
        ))),
    }
}

fn text_of<'t>(table: &'t Table, key: &str) -> Option<&'t str> {
    table.get(key).and_then(Item::as_str)
}

/// The text of the placeholder tile `id` of `set`, in the layout of the
/// shipped tiles. It passes `halflings check`.
pub fn placeholder_tile(id: &str, set: &str) -> String {
    format!(
        r#"#:schema ../../schema/tile.schema.json
# Fill me in: a placeholder that passes `halflings check` (three field sides,
# one field). Describe the printed tile: its sides, cities, roads, fields,
# monastery and symbols, then say in [provenance] which facts you read off
# the tile and which you reconstructed.
id = "{id}"
set = "{set}"
name = "Fill me in: what the tile shows"

[sides]
north = "field"
long = "field"
west = "field"

[[field]]
id = "field"
slots = ["north-left", "north-centre", "north-right", "long-left", "long-centre", "long-right", "west-left", "west-centre", "west-right"]

[provenance]
documented = ["identity"]
reconstructed = ["sides", "features", "pennants", "monastery", "symbols"]
note = "Fill me in: what a person holding the printed tile should check."
"#
    )
}

/// Files written so far, removed again unless [`Undo::keep`] is called.
struct Undo {
    files: Vec<PathBuf>,
    folder: Option<PathBuf>,
    kept: bool,
}

impl Undo {
    fn new() -> Undo {
        Undo {
            files: Vec::new(),
            folder: None,
            kept: false,
        }
    }

    fn keep(mut self) -> Vec<PathBuf> {
        self.kept = true;
        std::mem::take(&mut self.files)
    }
}

impl Drop for Undo {
    fn drop(&mut self) {
        if self.kept {
            return;
        }
        for f in &self.files {
            let _ = fs::remove_file(f);
        }
        if let Some(folder) = &self.folder {
            let _ = fs::remove_dir(folder);
        }
    }
}

/// Writes `text` to `path`, whole or not at all; with `fresh`, refuses when
/// anything is at `path`. A manifest that is a link is written through
/// (`halflings-files`).
fn write_file(path: &Path, text: &str, fresh: bool) -> Result<(), ScaffoldError> {
    let writer = halflings_files::Writer::new();
    let written = if fresh {
        writer.create(path, text.as_bytes())
    } else {
        writer.write(path, text.as_bytes()).map(drop)
    };
    written.map_err(|e| ScaffoldError::Project(e.to_string()))
}

/// `new set`: adds the set to the manifest of `tiles` and writes its tile
/// files (keeping any already in its folder).
pub fn new_set(tiles: &Path, set: &NewSet) -> Result<Done, ScaffoldError> {
    check_arguments(set)?;
    let (manifest, mut doc) = read_manifest(tiles)?;
    for other in sets(&manifest, &doc)? {
        if text_of(other, "id") == Some(set.id.as_str()) {
            return Err(ScaffoldError::Usage(format!(
                "{} already declares a set `{}`; add a tile to it with `halflings new tile {}`, or choose another id",
                manifest.display(),
                set.id,
                set.id
            )));
        }
        if text_of(other, "prefix") == Some(set.prefix.as_str()) {
            return Err(ScaffoldError::Usage(format!(
                "the prefix `{}` is taken by the set `{}` in {}; tile ids would clash, so choose another",
                set.prefix,
                text_of(other, "id").unwrap_or("?"),
                manifest.display()
            )));
        }
    }

    let folder = tiles.join(&set.id);
    let mut undo = Undo::new();
    match fs::symlink_metadata(&folder) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            return Err(ScaffoldError::Project(format!(
                "{}: exists and is not a folder",
                folder.display()
            )));
        }
        Err(_) => {
            fs::create_dir(&folder).map_err(|e| {
                ScaffoldError::Project(format!("{}: cannot create: {e}", folder.display()))
            })?;
            undo.folder = Some(folder.clone());
        }
    }
    let mut kept = Vec::new();
    for n in 1..=set.tiles {
        let path = folder.join(format!("{n:02}.toml"));
        if fs::symlink_metadata(&path).is_ok() {
            kept.push(path);
            continue;
        }
        let id = format!("{}-{n:02}", set.prefix);
        write_file(&path, &placeholder_tile(&id, &set.id), true)?;
        undo.files.push(path);
    }

    let mut block = Table::new();
    block.insert("id", value(set.id.as_str()));
    block.insert("name", value(set.name.as_str()));
    block.insert("prefix", value(set.prefix.as_str()));
    block.insert("origin", value(set.origin.as_str()));
    block.insert("year", value(i64::from(set.year)));
    block.insert(
        "symbol",
        match &set.symbol {
            SetSymbol::Pentagon => value("pentagon"),
            SetSymbol::Follower => value("follower"),
            SetSymbol::Label(label) => {
                let mut t = InlineTable::new();
                t.insert("label", label.as_str().into());
                value(t)
            }
        },
    );
    block.insert("tiles", value(i64::from(set.tiles)));
    match doc.get_mut("set") {
        Some(Item::ArrayOfTables(list)) => list.push(block),
        _ => {
            let mut list = ArrayOfTables::new();
            list.push(block);
            doc.insert("set", Item::ArrayOfTables(list));
        }
    }
    write_file(&manifest, &doc.to_string(), false)?;
    Ok(Done {
        manifest,
        created: undo.keep(),
        kept,
    })
}

/// `new tile SET`: writes the next number of `set`'s folder and raises the
/// set's `tiles` in the manifest.
pub fn new_tile(tiles: &Path, set: &str) -> Result<Done, ScaffoldError> {
    let (manifest, mut doc) = read_manifest(tiles)?;
    let declared = sets(&manifest, &doc)?;
    let Some(index) = declared.iter().position(|t| text_of(t, "id") == Some(set)) else {
        let ids: Vec<&str> = declared.iter().filter_map(|t| text_of(t, "id")).collect();
        let near = nearest(set, ids.iter().copied())
            .map(|id| format!("{} ", did_you_mean(id)))
            .unwrap_or_default();
        return Err(ScaffoldError::Usage(format!(
            "{} declares no set `{}`; {near}the sets are: {}; start one with `halflings new set`",
            manifest.display(),
            printable(set),
            ids.join(", ")
        )));
    };
    let table = declared[index];
    let (Some(prefix), Some(count)) = (
        text_of(table, "prefix"),
        table.get("tiles").and_then(Item::as_integer),
    ) else {
        return Err(ScaffoldError::Project(format!(
            "{}: the set `{set}` has no `prefix` or `tiles`; `halflings check` shows what is wrong",
            manifest.display()
        )));
    };
    let next = u32::try_from(count).unwrap_or(0) + 1;
    if !(2..=MAX_SET_TILES).contains(&next) {
        return Err(ScaffoldError::Project(format!(
            "{}: the set `{set}` declares {count} tiles; a set holds 1 to {MAX_SET_TILES}",
            manifest.display()
        )));
    }
    let folder = tiles.join(set);
    if !folder.is_dir() {
        return Err(ScaffoldError::Project(format!(
            "{}: the set's folder is missing",
            folder.display()
        )));
    }
    let path = folder.join(format!("{next:02}.toml"));
    let id = format!("{prefix}-{next:02}");
    let mut undo = Undo::new();
    write_file(&path, &placeholder_tile(&id, set), true)?;
    undo.files.push(path);

    // Only the number changes: the value keeps its spacing and comment.
    let Some(Item::ArrayOfTables(list)) = doc.get_mut("set") else {
        return Err(ScaffoldError::Project(format!(
            "{}: the sets changed while they were read",
            manifest.display()
        )));
    };
    if let Some(v) = list
        .get_mut(index)
        .and_then(|t| t.get_mut("tiles"))
        .and_then(Item::as_value_mut)
    {
        let decor = v.decor().clone();
        *v = i64::from(next).into();
        *v.decor_mut() = decor;
    }
    write_file(&manifest, &doc.to_string(), false)?;
    Ok(Done {
        manifest,
        created: undo.keep(),
        kept: Vec::new(),
    })
}
