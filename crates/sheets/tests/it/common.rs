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

/// Checks that every line of text set on `svg`, a page of the sheet
/// `kind` (`rules`, `census` or `cut`) on `paper`, measured with the
/// font's advance widths, lies within the page's margins, left and
/// right, and above the bottom margin; and, in the print-and-cut sheet's
/// header, ends before its 50 mm scale bar. `page` names the page in a
/// failure. Returns how many lines were checked.
pub fn text_within_margins(
    svg: &str,
    kind: &str,
    paper: halflings_sheets::Paper,
    page: &str,
) -> usize {
    let margin = if kind == "cut" {
        halflings_sheets::cut::CUT_MARGIN_MM
    } else {
        paper.margin_mm()
    };
    let (left, right) = (margin - 0.01, paper.width_mm() - margin + 0.01);
    let bottom = paper.height_mm() - margin + 0.01;
    let doc = roxmltree::Document::parse(svg).unwrap();
    let mut lines = 0;
    for text in doc.descendants().filter(|n| n.has_tag_name("text")) {
        // The tile pictures' own labels are drawn inside their pictures.
        if text.ancestors().filter(|a| a.has_tag_name("svg")).count() > 1 {
            continue;
        }
        let attr = |name| text.attribute(name).unwrap().parse::<f64>().unwrap();
        let (x, y, size) = (attr("x"), attr("y"), attr("font-size"));
        let content = text.text().unwrap_or_default();
        let bold = text.attribute("font-weight") == Some("bold");
        let w = halflings_sheets::text_width_mm(bold, size, content);
        let (from, to) = match text.attribute("text-anchor") {
            Some("middle") => (x - w / 2.0, x + w / 2.0),
            Some("end") => (x - w, x),
            _ => (x, x + w),
        };
        assert!(
            from >= left && to <= right && y <= bottom,
            "{page}: \"{content}\" spans {from:.1} to {to:.1} mm at {y:.1} mm; the text block is {left:.1} to {right:.1} mm, above {bottom:.1} mm"
        );
        // Beside the print-and-cut sheet's 50 mm scale bar, in its header,
        // text ends before the bar.
        let bar = paper.width_mm() - margin - 50.0;
        if kind == "cut" && y < margin + 10.0 && text.attribute("text-anchor").is_none() {
            assert!(
                to < bar - 1.0,
                "{page}: \"{content}\" runs to {to:.1} mm, into the scale bar at {bar:.1} mm"
            );
        }
        lines += 1;
    }
    lines
}
