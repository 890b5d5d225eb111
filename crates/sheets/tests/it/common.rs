//! What the sheets' tests share: the sheets made as `build` makes them.

use std::collections::BTreeMap;

use halflings_build::export::Input;

/// The sheets in the language `code` on `paper`, made as `build` makes
/// them (its sheets exporter, into a tree in memory): each file of
/// `sheets/<code>/` by its name there (`rules-a4.pdf`, `rules-a4-1.svg`,
/// `rules-a4-1.png`, ...). The pages get PNG previews when `png` is set.
/// Calls with the same `input` share its pictures, as a build's exporters
/// do.
pub fn sheet_files(
    input: &Input<'_>,
    paper: halflings_sheets::Paper,
    bleed_mm: f64,
    code: &str,
    png: bool,
) -> Result<BTreeMap<String, Vec<u8>>, halflings_build::export::BuildError> {
    use halflings_build::export::Exporter;
    let memory = halflings_build::memory::Memory::new();
    halflings_build::export::sheets::Sheets {
        papers: vec![paper],
        bleed_mm,
        png,
        languages: Some(vec![code.to_owned()]),
    }
    .export(input, &memory)?;
    Ok(memory.into_folder(&format!("sheets/{code}")))
}

/// The PDF of the rule reference in the language `code` on `paper`, as
/// `build` makes it.
pub fn rules_pdf(input: &Input<'_>, paper: halflings_sheets::Paper, code: &str) -> Vec<u8> {
    let name = format!("rules-{}.pdf", paper.name());
    let mut files = sheet_files(input, paper, 0.0, code, false).expect("the sheets are made");
    files
        .remove(&name)
        .unwrap_or_else(|| panic!("{name} is made"))
}
