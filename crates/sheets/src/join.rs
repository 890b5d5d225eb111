//! A sheet's PDF joined from PDFs of one page each.
//!
//! Each page of a sheet is made into a PDF of its own ([`super::pdf::page`]),
//! which the sheets exporter keeps with a key, like a preview; a sheet's
//! PDF is these pages joined. Joining copies each page's objects as they
//! are (its content and font streams are not decoded or compressed again),
//! numbering them afresh, so a rebuild after a one-tile edit makes only the
//! pages that show the tile and joins the rest.
//!
//! The price is that every page carries its own subsets of the fonts: a
//! sheet's PDF is larger than one whose pages share a subset, by some
//! 20 KB a page with text.
//!
//! The page PDFs are read by hayro-syntax and the sheet written by
//! pdf-writer (the PDF writer krilla is built on). The bytes depend on the
//! pages and the title alone.

use std::collections::HashMap;
use std::io::Write;

use hayro_syntax::object::{MaybeRef, ObjRef, Object};
use pdf_writer::{Chunk, Name, Obj, Ref, Str, TextStr};
use sha2::{Digest, Sha256};
use xmp_writer::{LangId, RenditionClass, XmpWriter};

use halflings_model::GENERATOR;

use super::sheet::SheetError;

/// The document's catalog and page tree; every copied object comes after.
const CATALOG: Ref = Ref::new(1);
const PAGE_TREE: Ref = Ref::new(2);

/// What every PDF starts with: the version, and a comment of bytes above
/// 127 that tells tools the file is binary (as pdf-writer writes it).
const HEADER: &[u8] = b"%PDF-1.7\n%\x80\x80\x80\x80\n\n";

/// A sheet's PDF being joined, a page at a time, and written out as it
/// goes: only the offsets of its objects are held.
pub struct Joiner<W: Write> {
    out: W,
    /// Bytes written so far.
    at: u64,
    /// Where each object starts, by number.
    offsets: Vec<Option<u64>>,
    next: i32,
    pages: Vec<Ref>,
    /// The pages' bytes so far, for the document's identifier.
    id: Sha256,
    /// The sheet's file name, for messages.
    file: String,
}

/// The new numbers of the objects of the page being copied.
struct Numbers {
    new: HashMap<ObjRef, Ref>,
    /// Objects numbered but not yet copied.
    todo: Vec<ObjRef>,
    next: i32,
}

impl Numbers {
    fn of(&mut self, old: ObjRef) -> Ref {
        *self.new.entry(old).or_insert_with(|| {
            self.todo.push(old);
            let id = Ref::new(self.next);
            self.next += 1;
            id
        })
    }
}

impl<W: Write> Joiner<W> {
    /// A document written into `out`; `file` names it in messages.
    pub fn new(out: W, file: &str) -> Result<Joiner<W>, SheetError> {
        let mut joiner = Joiner {
            out,
            at: 0,
            offsets: Vec::new(),
            next: PAGE_TREE.get() + 1,
            pages: Vec::new(),
            id: Sha256::new(),
            file: file.to_owned(),
        };
        joiner.write(HEADER)?;
        Ok(joiner)
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), SheetError> {
        self.out.write_all(bytes).map_err(|e| SheetError::Pdf {
            sheet: self.file.clone(),
            message: e.to_string(),
        })?;
        self.at += bytes.len() as u64;
        Ok(())
    }

    /// Writes the one object `chunk` holds, numbered `id`.
    fn object(&mut self, id: Ref, chunk: &Chunk) -> Result<(), SheetError> {
        let index = id.get() as usize;
        if self.offsets.len() <= index {
            self.offsets.resize(index + 1, None);
        }
        self.offsets[index] = Some(self.at);
        self.write(chunk.as_bytes())
    }

    /// Adds the one page of the PDF `bytes`; `name` names it in messages.
    pub fn page(&mut self, bytes: &[u8], name: &str) -> Result<(), SheetError> {
        let bad = |file: &str, why: String| SheetError::Pdf {
            sheet: file.to_owned(),
            message: format!("page {name}: {why}"),
        };
        self.id.update((bytes.len() as u64).to_le_bytes());
        self.id.update(bytes);
        let source = hayro_syntax::Pdf::new(bytes.to_vec())
            .map_err(|e| bad(&self.file, format!("it cannot be read ({e:?})")))?;
        let pages = source.pages();
        let [page] = &pages[..] else {
            return Err(bad(
                &self.file,
                format!("it has {} pages, not 1", pages.len()),
            ));
        };
        let xref = source.xref();

        let mut numbers = Numbers {
            new: HashMap::new(),
            todo: Vec::new(),
            next: self.next,
        };
        let page_id = Ref::new(numbers.next);
        numbers.next += 1;
        let mut chunk = Chunk::new();
        {
            let mut dict = chunk.indirect(page_id).dict();
            for (key, value) in page.raw().entries() {
                if &*key != b"Parent" {
                    copy(dict.insert(Name(&key)), value, &mut numbers)
                        .map_err(|why| bad(&self.file, why))?;
                }
            }
            dict.pair(Name(b"Parent"), PAGE_TREE);
        }
        self.object(page_id, &chunk)?;
        while let Some(old) = numbers.todo.pop() {
            let id = numbers.new[&old];
            let object = xref
                .get::<Object<'_>>(old.into())
                .ok_or_else(|| bad(&self.file, format!("object {old} is missing")))?;
            let mut chunk = Chunk::new();
            if let Object::Stream(stream) = object {
                let data = stream.raw_data();
                let mut out = chunk.stream(id, &data);
                for (key, value) in stream.dict().entries() {
                    if &*key != b"Length" {
                        copy(out.insert(Name(&key)), value, &mut numbers)
                            .map_err(|why| bad(&self.file, why))?;
                    }
                }
            } else {
                copy_object(chunk.indirect(id), object, &mut numbers)
                    .map_err(|why| bad(&self.file, why))?;
            }
            self.object(id, &chunk)?;
        }
        self.next = numbers.next;
        self.pages.push(page_id);
        Ok(())
    }

    /// Writes the page tree, the metadata titled `title`, the catalog and
    /// the cross-reference table, and gives the writer back.
    pub fn finish(mut self, title: &str) -> Result<W, SheetError> {
        if self.pages.is_empty() {
            return Err(SheetError::Pdf {
                sheet: self.file,
                message: "a PDF needs at least one page".to_owned(),
            });
        }
        self.id.update(title.as_bytes());
        // The first 16 bytes of the digest, as 32 hex digits.
        let id = format!("{:x}", self.id.clone().finalize())[..32].to_owned();
        let info = Ref::new(self.next);
        let metadata = Ref::new(self.next + 1);
        let count = self.pages.len();

        let mut chunk = Chunk::new();
        chunk
            .pages(PAGE_TREE)
            .kids(self.pages.iter().copied())
            .count(count as i32);
        self.object(PAGE_TREE, &chunk)?;

        let mut chunk = Chunk::new();
        chunk
            .indirect(info)
            .dict()
            .pair(Name(b"Title"), TextStr(title))
            .pair(Name(b"Creator"), TextStr(GENERATOR));
        self.object(info, &chunk)?;

        let mut xmp = XmpWriter::new();
        xmp.title([(None, title)])
            .creator_tool(GENERATOR)
            .language([LangId("en")])
            .num_pages(count as u32)
            .format("application/pdf")
            .instance_id(&id)
            .document_id(&id)
            .rendition_class(RenditionClass::Proof)
            .pdf_version("1.7");
        let xmp = xmp.finish(None);
        let mut chunk = Chunk::new();
        chunk
            .stream(metadata, xmp.as_bytes())
            .pair(Name(b"Type"), Name(b"Metadata"))
            .pair(Name(b"Subtype"), Name(b"XML"));
        self.object(metadata, &chunk)?;

        let mut chunk = Chunk::new();
        chunk
            .indirect(CATALOG)
            .dict()
            .pair(Name(b"Type"), Name(b"Catalog"))
            .pair(Name(b"Pages"), PAGE_TREE)
            .pair(Name(b"Metadata"), metadata)
            .pair(Name(b"Lang"), TextStr("en"));
        self.object(CATALOG, &chunk)?;

        // The cross-reference table, in the layout pdf-writer gives it.
        let xref_at = self.at;
        let size = self.offsets.len().max(1);
        let mut table = format!("xref\n0 {size}\n0000000000 65535 f\r\n");
        for offset in &self.offsets[1..] {
            match offset {
                Some(at) => table.push_str(&format!("{at:010} 00000 n\r\n")),
                None => table.push_str("0000000000 65535 f\r\n"),
            }
        }
        table.push_str(&format!(
            "trailer\n<<\n  /Size {size}\n  /Root {} 0 R\n  /Info {} 0 R\n  /ID [({id}) ({id})]\n>>\nstartxref\n{xref_at}\n%%EOF",
            CATALOG.get(),
            info.get()
        ));
        self.write(table.as_bytes())?;
        self.out.flush().map_err(|e| SheetError::Pdf {
            sheet: self.file.clone(),
            message: e.to_string(),
        })?;
        Ok(self.out)
    }
}

/// Joins the page PDFs `pages` (each with its name) into one document in
/// memory, titled `title`; `file` names it in messages.
pub fn join<'a>(
    pages: impl IntoIterator<Item = (&'a [u8], &'a str)>,
    title: &str,
    file: &str,
) -> Result<Vec<u8>, SheetError> {
    let mut joiner = Joiner::new(Vec::new(), file)?;
    for (bytes, name) in pages {
        joiner.page(bytes, name)?;
    }
    joiner.finish(title)
}

/// Writes `value` into `out`, a reference by its new number.
fn copy(out: Obj<'_>, value: MaybeRef<Object<'_>>, numbers: &mut Numbers) -> Result<(), String> {
    match value {
        MaybeRef::Ref(old) => {
            out.primitive(numbers.of(old));
            Ok(())
        }
        MaybeRef::NotRef(object) => copy_object(out, object, numbers),
    }
}

fn copy_object(out: Obj<'_>, object: Object<'_>, numbers: &mut Numbers) -> Result<(), String> {
    match object {
        Object::Null(_) => out.primitive(pdf_writer::Null),
        Object::Boolean(b) => out.primitive(b),
        Object::Number(n) => {
            let f = n.as_f64();
            if f.fract() == 0.0 && f.abs() <= f64::from(i32::MAX) {
                out.primitive(f as i32)
            } else {
                out.primitive(f as f32)
            }
        }
        Object::String(s) => out.primitive(Str(s.as_bytes())),
        Object::Name(n) => out.primitive(Name(&n)),
        Object::Dict(dict) => {
            let mut d = out.dict();
            for (key, value) in dict.entries() {
                copy(d.insert(Name(&key)), value, numbers)?;
            }
        }
        Object::Array(array) => {
            let mut a = out.array();
            for value in array.raw_iter() {
                copy(a.push(), value, numbers)?;
            }
        }
        Object::Stream(_) => return Err("a stream stands where only a reference may".to_owned()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::{Reader, page};
    use crate::sheet::Paper;

    fn page_pdf(text: &str, paper: Paper) -> Vec<u8> {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297"><text x="20" y="20" font-size="8">{text}</text></svg>"#
        );
        let tree = Reader::new().parse(&svg, "test.svg").unwrap();
        page(&tree, paper, "test.pdf").unwrap()
    }

    #[test]
    fn joined_pages_keep_their_order_size_and_fonts() {
        let first = page_pdf("first", Paper::A4);
        let second = page_pdf("second", Paper::Letter);
        let sources = [(&first[..], "first"), (&second[..], "second")];
        let bytes = join(sources, "Two pages", "test.pdf").unwrap();

        let pdf = hayro_syntax::Pdf::new(bytes.clone()).unwrap();
        let pages = pdf.pages();
        assert_eq!(pages.len(), 2);
        let widths: Vec<f32> = pages.iter().map(|p| p.base_dimensions().0).collect();
        assert!((widths[0] - 595.2756).abs() < 0.01, "{widths:?}");
        assert!((widths[1] - 612.0).abs() < 0.01, "{widths:?}");
        for page in pages.iter() {
            assert!(page.page_stream().is_some_and(|s| !s.is_empty()));
            let fonts = page
                .raw()
                .get::<hayro_syntax::object::Dict<'_>>(b"Resources");
            assert!(fonts.is_some_and(|r| r.contains_key(b"Font")));
        }
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.contains("/Title (Two pages)"), "no title");

        // The same pages give the same bytes.
        assert_eq!(join(sources, "Two pages", "test.pdf").unwrap(), bytes);
    }

    #[test]
    fn a_page_that_is_not_a_pdf_is_named_in_the_error() {
        let mut joiner = Joiner::new(Vec::new(), "rules-a4.pdf").unwrap();
        let err = joiner.page(b"not a PDF", "rules-a4-2").unwrap_err();
        let message = err.to_string();
        assert!(message.starts_with("rules-a4.pdf:"), "{message}");
        assert!(message.contains("page rules-a4-2"), "{message}");
        assert!(join([], "t", "empty.pdf").is_err());
    }
}
