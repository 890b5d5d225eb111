//! The worked examples: each is read against its schema, played by the
//! rules engine on the catalog's tiles, and must reach the results it
//! expects under every rules version.

use crate::catalog::{Catalog, NamedExample};
use crate::diagnostic::{Diagnostic, did_you_mean, nearest};
use crate::load::Document;
use crate::play;
use halflings_engine::Deck;
use halflings_model::Example;

/// Reads one example file against its schema.
pub fn read(doc: &Document) -> Result<Example, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    super::schema_check::typed::<Example>(
        doc,
        super::schema_check::DocumentKind::Example,
        &mut errors,
    )
    .ok_or(errors)
}

/// Plays every example in `docs` on `catalog`'s tiles. Returns the examples
/// that agree with the engine, and a located problem for everything else.
pub fn check(catalog: &Catalog, docs: &[Document]) -> (Vec<NamedExample>, Vec<Diagnostic>) {
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let mut good = Vec::new();
    let mut errors = Vec::new();
    for doc in docs {
        let Some(example) = super::schema_check::typed::<Example>(
            doc,
            super::schema_check::DocumentKind::Example,
            &mut errors,
        ) else {
            continue;
        };
        let located = |mut p: play::Problem| {
            if let Some(id) = &p.unknown_tile
                && let Some(near) = nearest(id, deck.faces().iter().map(|f| f.id.as_str()))
            {
                p.help = Some(did_you_mean(near));
            }
            let d = doc.error_at(&p.pointer, p.message);
            match p.help {
                Some(help) => d.with_help(help),
                None => d,
            }
        };
        let mut expectations = play::expectation_problems(&example);
        expectations.extend(play::bounds_problems(&example));
        if !expectations.is_empty() {
            errors.extend(expectations.into_iter().map(located));
            continue;
        }
        let played = match play::play(&example, &deck, catalog.expansion()) {
            Ok(played) => played,
            Err(problems) => {
                errors.extend(problems.into_iter().map(located));
                continue;
            }
        };
        let disagreements = play::disagreements(&example, &played);
        if !disagreements.is_empty() {
            errors.extend(disagreements.into_iter().map(located));
            continue;
        }
        let name = doc
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        good.push(NamedExample {
            name,
            path: doc.path.clone(),
            example,
            played,
        });
    }
    (good, errors)
}
