//! Rules across files: the manifest agrees with itself, every tile sits in
//! the right place under the right id, and each set is complete.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::load::Document;
use halflings_model::{Expansion, Standing, Tile};

/// Checks the manifest's internal references.
pub fn check_manifest(doc: &Document, expansion: &Expansion) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut ids = BTreeSet::new();
    let mut prefixes = BTreeSet::new();
    for (i, set) in expansion.set.iter().enumerate() {
        if !ids.insert(set.id.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/set/{i}/id"),
                    format!("set id `{}` is declared twice", set.id),
                )
                .with_help("give each set its own id"),
            );
        }
        if let Some(what) = crate::load::reserved_folder(set.id.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/set/{i}/id"),
                    format!(
                        "set id `{}` is the name of the folder of {what}, so the set can have no folder of its own",
                        set.id
                    ),
                )
                .with_help("give the set another id"),
            );
        }
        if let halflings_model::SetSymbol::Label(label) = &set.symbol
            && let Some(problem) = label.problem()
        {
            out.push(
                doc.error_at(&format!("/set/{i}/symbol/label"), problem)
                    .with_help("a label is 1 to 3 letters, digits or signs, such as `F` or `HF`"),
            );
        }
        if !prefixes.insert(set.prefix.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/set/{i}/prefix"),
                    format!("tile id prefix `{}` is used by two sets", set.prefix),
                )
                .with_help("give each set its own prefix, or tile ids would clash"),
            );
        }
    }
    let editions: Vec<&str> = expansion.edition.iter().map(|e| e.id.as_str()).collect();
    // Every statement's standing, with its source and note where the
    // standing asks for one.
    let mut standings = Vec::new();
    // `at` is the JSON pointer of the statement, `prefix` what its
    // fields' names start with (`game_end_` for an edition's game end).
    let mut standing =
        |at: String, prefix: &str, what: &str, st: Standing, source: Option<&str>, note: bool| {
            if let Some(problem) = st.source_problem(source, &editions) {
                let field = if source.is_some() {
                    "source"
                } else {
                    "standing"
                };
                standings.push(
                doc.error_at(
                    &format!("{at}/{prefix}{field}"),
                    format!("{what}: {problem}"),
                )
                .with_help(
                    "see `standing` in docs/format.md for what each standing names as its source",
                ),
            );
            }
            if st.needs_note() && !note {
                standings.push(
                    doc.error_at(
                        &format!("{at}/{prefix}standing"),
                        format!("{what} is {} but gives no note", st.described()),
                    )
                    .with_help("say in `note` why it is read this way"),
                );
            }
        };
    for (i, r) in expansion.rules.iter().enumerate() {
        standing(
            format!("/rules/{i}"),
            "",
            &format!("rules version `{}`", r.id),
            r.standing,
            r.source.as_deref(),
            true,
        );
        for (key, ruling) in r.rulings() {
            // The gap rulings sit in the table `gaps`.
            let path = if key == "pennants_in_shared_space" {
                key.to_owned()
            } else {
                format!("gaps/{key}")
            };
            standing(
                format!("/rules/{i}/{path}"),
                "",
                &format!("the ruling `{key}` of rules version `{}`", r.id),
                ruling.standing,
                ruling.source.as_deref(),
                ruling.note.is_some(),
            );
        }
    }
    for (i, e) in expansion.edition.iter().enumerate() {
        standing(
            format!("/edition/{i}"),
            "game_end_",
            &format!("the game end of edition `{}`", e.id),
            e.game_end_standing,
            e.game_end_source.as_deref(),
            true,
        );
    }
    for (i, p) in expansion.play.iter().enumerate() {
        standing(
            format!("/play/{i}"),
            "",
            "these rules of play",
            p.standing,
            p.source.as_deref(),
            true,
        );
    }
    for (i, rule) in expansion.symbol.iter().enumerate() {
        standing(
            format!("/symbol/{i}"),
            "",
            &format!("the rule of the {}", rule.kind.name()),
            rule.standing,
            rule.source.as_deref(),
            true,
        );
    }
    for (i, note) in expansion.note.iter().enumerate() {
        standing(
            format!("/note/{i}"),
            "",
            &format!("the note `{}`", note.id),
            note.standing,
            note.source.as_deref(),
            true,
        );
    }
    let mut questions = BTreeSet::new();
    for (i, q) in expansion.question.iter().enumerate() {
        if !questions.insert(q.id.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/question/{i}/id"),
                    format!("the question `{}` is asked twice", q.id),
                )
                .with_help("give each open question its own id"),
            );
        }
        standing(
            format!("/question/{i}/answer"),
            "",
            &format!("the answer to `{}`", q.id),
            q.answer.standing,
            q.answer.source.as_deref(),
            q.answer.note.is_some(),
        );
        if let Some(first) = &q.first_edition {
            standing(
                format!("/question/{i}/first_edition"),
                "",
                &format!("the 1st edition's answer to `{}`", q.id),
                first.standing,
                first.source.as_deref(),
                first.note.is_some(),
            );
        }
    }
    out.extend(standings);
    let mut notes = BTreeSet::new();
    for (i, note) in expansion.note.iter().enumerate() {
        if !notes.insert(note.id.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/note/{i}/id"),
                    format!("the note `{}` is given twice", note.id),
                )
                .with_help("give each note its own id"),
            );
        }
    }
    let rules: BTreeSet<&str> = expansion.rules.iter().map(|r| r.id.as_str()).collect();
    let known = || rules.iter().copied().collect::<Vec<_>>().join(", ");
    if !rules.contains(expansion.current_rules.as_str()) {
        out.push(
            doc.error_at(
                "/current_rules",
                format!(
                    "rules version `{}` is not declared",
                    expansion.current_rules
                ),
            )
            .with_help(format!("declared versions: {}", known())),
        );
    }
    let mut seen_rules = BTreeSet::new();
    for (i, r) in expansion.rules.iter().enumerate() {
        if !seen_rules.insert(r.id.as_str()) {
            out.push(
                doc.error_at(
                    &format!("/rules/{i}/id"),
                    format!("rules version `{}` is declared twice", r.id),
                )
                .with_help("give each version its own id"),
            );
        }
    }
    for (i, edition) in expansion.edition.iter().enumerate() {
        for (j, id) in edition.rules.iter().enumerate() {
            if !rules.contains(id.as_str()) {
                out.push(
                    doc.error_at(
                        &format!("/edition/{i}/rules/{j}"),
                        format!(
                            "edition {} names rules version `{id}`, which is not declared",
                            edition.id
                        ),
                    )
                    .with_help(format!("declared versions: {}", known())),
                );
            }
        }
    }
    let mut kinds = BTreeSet::new();
    for (i, rule) in expansion.symbol.iter().enumerate() {
        if !kinds.insert(rule.kind) {
            out.push(
                doc.error_at(
                    &format!("/symbol/{i}/kind"),
                    format!("the rule of the {} is given twice", rule.kind.name()),
                )
                .with_help("keep one"),
            );
        }
    }
    out
}

/// Checks that `tile`, read from `doc`, sits where its id and set say.
pub fn check_placement(
    root: &Path,
    doc: &Document,
    tile: &Tile,
    expansion: &Expansion,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let rel = doc.path.strip_prefix(root).unwrap_or(&doc.path);
    let folder = rel.parent().and_then(|p| p.to_str()).unwrap_or_default();
    let stem = rel.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    let manifest = root.join(crate::load::MANIFEST);
    let Some(set) = expansion.set(&tile.set) else {
        out.push(
            doc.error_at(
                "/set",
                format!(
                    "set `{}` is not declared in {}",
                    tile.set,
                    manifest.display()
                ),
            )
            .with_help(declare_set(expansion, &manifest, tile.set.as_str(), tile)),
        );
        return out;
    };
    if folder != set.id.as_str() {
        if expansion
            .set(&halflings_model::SetId(folder.to_owned()))
            .is_none()
        {
            // A new set's folder, with a tile copied from a declared set:
            // the folder is what needs declaring, not the file moving.
            let shown = crate::diagnostic::printable(folder);
            let help = if is_set_id(folder) {
                format!(
                    "to keep the tile in {}, move the file to {}/; for a new set, write `set = \"{folder}\"` here and {}",
                    set.id,
                    set.id,
                    declare_set(expansion, &manifest, folder, tile)
                )
            } else {
                format!(
                    "a set's folder is named by the set's id (a lower-case letter, then lower-case letters, digits or dashes): rename the folder and declare its set in {}, or move the file to {}/",
                    manifest.display(),
                    set.id
                )
            };
            out.push(
                doc.error_at(
                    "/set",
                    format!(
                        "the tile sits in the folder `{shown}`, which is not a set declared in {}",
                        manifest.display()
                    ),
                )
                .with_help(help),
            );
            return out;
        }
        out.push(
            doc.error_at(
                "/set",
                format!(
                    "the tile says it belongs to `{}`, but it sits in the folder `{folder}`",
                    set.id
                ),
            )
            .with_help(format!("move the file to {}/, or correct `set`", set.id)),
        );
    }
    let expected = format!("{}-{stem}", set.prefix);
    if tile.id.as_str() != expected {
        out.push(
            doc.error_at(
                "/id",
                format!(
                    "id `{}` does not match the file name `{stem}.toml`",
                    tile.id
                ),
            )
            .with_help(format!(
                "in this file the id is `{expected}`; or rename the file to match the id"
            )),
        );
    }
    match tile.number().parse::<u32>() {
        Ok(n) if (1..=set.tiles).contains(&n) => {}
        _ => out.push(
            doc.error_at(
                "/id",
                format!(
                    "{} declares tiles 01 to {:02}, so there is no tile {}",
                    set.id,
                    set.tiles,
                    tile.number()
                ),
            )
            .with_help(
                "number the tile within the set, or raise the set's `tiles` in the manifest",
            ),
        ),
    }
    out
}

/// Whether `name` can be a set id (the schema's pattern for [`SetId`](halflings_model::SetId)).
pub fn is_set_id(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && name.len() <= 32
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// How to declare the set `id` that `tile` names: the command that does it,
/// and the `[[set]]` block it adds to the manifest.
fn declare_set(expansion: &Expansion, manifest: &Path, id: &str, tile: &Tile) -> String {
    let taken = |p: &str| expansion.set.iter().any(|s| s.prefix == p);
    let prefix = tile
        .id
        .as_str()
        .split_once('-')
        .map(|(p, _)| p)
        .filter(|p| !taken(p))
        .unwrap_or("PX");
    format!(
        "declare it: `halflings new set {id} --name NAME --prefix {prefix} --tiles N` adds it to {} \
         (tiles already in its folder are kept), or add this block there, with the set's own values:\n\
         [[set]]\n\
         id = \"{id}\"\n\
         name = \"NAME\"\n\
         prefix = \"{prefix}\"\n\
         origin = \"where the set first appeared\"\n\
         year = {}\n\
         symbol = {{ label = \"{}\" }}\n\
         tiles = N",
        manifest.display(),
        expansion.set.iter().map(|s| s.year).max().unwrap_or(2024),
        prefix.chars().take(3).collect::<String>().to_uppercase(),
    )
}

/// Checks that no two files give the same tile id; the later file names the
/// earlier one.
pub fn check_ids_unique(tiles: &[(&Document, &Tile)]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut first: BTreeMap<&str, &Document> = BTreeMap::new();
    for (doc, tile) in tiles {
        if let Some(other) = first.get(tile.id.as_str()) {
            out.push(
                doc.error_at(
                    "/id",
                    format!(
                        "tile id `{}` is also used by {}",
                        tile.id,
                        other.path.display()
                    ),
                )
                .with_help("every tile has its own id; renumber one of them"),
            );
        } else {
            first.insert(tile.id.as_str(), doc);
        }
    }
    out
}

/// Checks that each set holds every tile number the manifest declares.
pub fn check_sets(
    manifest: &Document,
    expansion: &Expansion,
    tiles: &[(&Document, &Tile)],
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // One pass over the tiles, not one per set.
    let mut numbers: BTreeMap<&str, BTreeSet<u32>> = BTreeMap::new();
    for (_, tile) in tiles {
        if let Ok(n) = tile.number().parse() {
            numbers.entry(tile.set.as_str()).or_default().insert(n);
        }
    }
    let none = BTreeSet::new();
    for (i, set) in expansion.set.iter().enumerate() {
        let numbers = numbers.get(set.id.as_str()).unwrap_or(&none);
        let missing: Vec<String> = (1..=set.tiles)
            .filter(|n| !numbers.contains(n))
            .map(|n| format!("{n:02}"))
            .collect();
        if !missing.is_empty() {
            out.push(
                manifest
                    .error_at(
                        &format!("/set/{i}/tiles"),
                        format!(
                            "{} declares {} tiles, but {} {} missing",
                            set.name,
                            set.tiles,
                            missing.join(", "),
                            if missing.len() == 1 { "is" } else { "are" }
                        ),
                    )
                    .with_help(format!(
                        "add {}/<NN>.toml for each missing number, or lower `tiles`",
                        set.id
                    )),
            );
        }
    }
    out
}
