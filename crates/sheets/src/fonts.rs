//! The two faces the sheets set their text in, and what they can draw: a
//! character neither face has would be dropped from the page in silence,
//! so the sheets' texts are checked against them ([`missing`]).

use std::sync::OnceLock;

use skrifa::charmap::Charmap;
use skrifa::{FontRef, MetadataProvider};

use halflings_art::font;

/// The regular face of DejaVu Sans, for body text.
pub const FONT_REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// The bold face, shared with the tile art.
pub const FONT_BOLD: &[u8] = font::FONT;

/// The first character of `text` that one of the faces cannot draw, if
/// any. Line breaks and tabs, which are never drawn, do not count.
pub fn missing(text: &str) -> Option<char> {
    // Each face's character map, read once: reading it is most of the
    // cost of a lookup.
    static MAPS: OnceLock<[Charmap<'static>; 2]> = OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        [FONT_REGULAR, FONT_BOLD].map(|bytes| {
            FontRef::new(bytes)
                .expect("the shipped fonts parse")
                .charmap()
        })
    });
    let lacks = |c: char| maps.iter().any(|map| map.map(c).is_none());
    // Most text is ASCII: whether each ASCII character is drawn, once.
    static ASCII: OnceLock<[bool; 128]> = OnceLock::new();
    let ascii = ASCII.get_or_init(|| std::array::from_fn(|i| lacks(char::from(i as u8))));
    text.chars()
        .filter(|c| !matches!(c, '\n' | '\r' | '\t'))
        .find(|&c| match ascii.get(c as usize) {
            Some(&lacking) => lacking,
            None => lacks(c),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn romanian_comma_below_is_drawn_and_a_character_outside_the_faces_is_found() {
        assert_eq!(missing("Jumătăți: ș ț Ș Ț ă â î"), None);
        assert_eq!(missing("Straße „Halb so wild“ · – ñ è ò ë"), None);
        assert_eq!(missing("tile \u{4E2D}"), Some('\u{4E2D}'));
        // An ASCII character the faces lack is found as well (the ASCII
        // ones are looked up once, in a table).
        assert_eq!(missing("bell \u{7}"), Some('\u{7}'));
        // The cedilla forms Romanian must not use are drawn too; the check
        // of their use is the translators', the font's is only what exists.
        assert_eq!(missing("ş ţ"), None);
    }
}
