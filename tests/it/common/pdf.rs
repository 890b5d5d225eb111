//! A small PDF reader, so that the sheets' figures come from the PDF itself
//! rather than from the code that wrote it: objects, page dictionaries,
//! Flate content streams, and the path, clip, transform and text operators
//! the sheets use. Enough for the files krilla writes (no object streams, no
//! encryption; compact or spaced syntax).

use std::collections::BTreeMap;
use std::io::Read;

/// A PDF object.
#[derive(Clone, Debug, PartialEq)]
pub enum Obj {
    Num(f64),
    Name(String),
    Str(Vec<u8>),
    Ref(u32),
    Array(Vec<Obj>),
    Dict(BTreeMap<String, Obj>),
    Other,
}

impl Obj {
    /// The entry `key` of a dictionary.
    pub fn get(&self, key: &str) -> Option<&Obj> {
        match self {
            Obj::Dict(d) => d.get(key),
            _ => None,
        }
    }

    fn num(&self) -> Option<f64> {
        match self {
            Obj::Num(n) => Some(*n),
            _ => None,
        }
    }

    fn nums(&self) -> Vec<f64> {
        match self {
            Obj::Array(a) => a.iter().filter_map(Obj::num).collect(),
            _ => Vec::new(),
        }
    }
}

/// A PDF file, read.
pub struct Pdf {
    /// Each object: its value (a stream's dictionary) and, for a stream,
    /// its raw data.
    pub objects: BTreeMap<u32, (Obj, Option<Vec<u8>>)>,
    /// The pages, in order.
    pub pages: Vec<PdfPage>,
}

/// One page of a [`Pdf`].
pub struct PdfPage {
    /// The page's `/MediaBox`, in points: x0, y0, x1, y1.
    pub media_box: [f64; 4],
    contents: Vec<u32>,
    resources: Obj,
}

/// What a page draws that the tests measure.
#[derive(Default)]
pub struct Ops {
    /// Each clipping path as its points, in page coordinates.
    pub clips: Vec<Vec<(f64, f64)>>,
    /// Each stroked path as its points, in page coordinates.
    pub strokes: Vec<Vec<(f64, f64)>>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

impl Pdf {
    /// Reads `bytes`, panicking where they are not a PDF this reader knows.
    pub fn parse(bytes: &[u8]) -> Pdf {
        assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
        let mut objects = BTreeMap::new();
        let mut at = 0;
        while let Some(pos) = find(bytes, b" 0 obj", at) {
            let line = bytes[..pos]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i + 1);
            let Ok(id) = std::str::from_utf8(&bytes[line..pos])
                .unwrap_or("")
                .parse::<u32>()
            else {
                at = pos + 6;
                continue;
            };
            let body_start = pos + 6;
            // A stream's data may hold any bytes: find its end by /Length.
            let end_obj = find(bytes, b"endobj", body_start).expect("an object ends");
            let stream_at = find(&bytes[..end_obj], b"stream", body_start);
            let head_end = stream_at.unwrap_or(end_obj);
            let tokens = tokenize(&bytes[body_start..head_end]);
            let value = parse_obj(&tokens, &mut 0);
            let (data, next) = match stream_at {
                Some(s) => {
                    let mut start = s + 6;
                    if bytes[start] == b'\r' {
                        start += 1;
                    }
                    if bytes[start] == b'\n' {
                        start += 1;
                    }
                    let len = match value.get("Length") {
                        Some(Obj::Num(n)) => Some(*n as usize),
                        _ => None,
                    };
                    match len {
                        Some(len) => {
                            let end = find(bytes, b"endobj", start + len).unwrap();
                            (Some(bytes[start..start + len].to_vec()), end)
                        }
                        None => {
                            let end = find(bytes, b"endstream", start).unwrap();
                            let fin = find(bytes, b"endobj", end).unwrap();
                            (Some(bytes[start..end].to_vec()), fin)
                        }
                    }
                }
                None => (None, end_obj),
            };
            objects.insert(id, (value, data));
            at = next + 6;
        }
        let mut pdf = Pdf {
            objects,
            pages: Vec::new(),
        };
        let root = pdf
            .objects
            .values()
            .map(|(o, _)| o)
            .find(|o| {
                o.get("Type") == Some(&Obj::Name("Pages".into())) && o.get("Parent").is_none()
            })
            .expect("a page tree")
            .clone();
        let Some(Obj::Array(kids)) = root.get("Kids") else {
            panic!("the page tree has no kids");
        };
        for kid in kids {
            let page = pdf.resolve(kid).clone();
            let mb = page.get("MediaBox").map(Obj::nums).expect("a MediaBox");
            let contents = match page.get("Contents") {
                Some(Obj::Ref(r)) => vec![*r],
                Some(Obj::Array(a)) => a
                    .iter()
                    .filter_map(|o| match o {
                        Obj::Ref(r) => Some(*r),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let resources = page
                .get("Resources")
                .map(|r| pdf.resolve(r).clone())
                .unwrap_or(Obj::Other);
            pdf.pages.push(PdfPage {
                media_box: [mb[0], mb[1], mb[2], mb[3]],
                contents,
                resources,
            });
        }
        pdf
    }

    /// The object a reference points to (or the object itself).
    fn resolve<'a>(&'a self, o: &'a Obj) -> &'a Obj {
        match o {
            Obj::Ref(r) => &self.objects[r].0,
            other => other,
        }
    }

    /// The decoded data of stream object `id`.
    fn stream(&self, id: u32) -> Vec<u8> {
        let (dict, data) = &self.objects[&id];
        let data = data.as_ref().expect("a stream");
        match dict.get("Filter") {
            Some(Obj::Name(f)) if f == "FlateDecode" => {
                let mut out = Vec::new();
                flate2::read::ZlibDecoder::new(&data[..])
                    .read_to_end(&mut out)
                    .expect("a Flate stream");
                out
            }
            None => data.clone(),
            Some(other) => panic!("unexpected filter {other:?}"),
        }
    }

    /// The entry `name` of the resource category `kind` (Font, XObject).
    fn resource(&self, resources: &Obj, kind: &str, name: &str) -> Option<u32> {
        let category = self.resolve(resources.get(kind)?);
        match category.get(name)? {
            Obj::Ref(r) => Some(*r),
            _ => None,
        }
    }

    /// Every text run of every page, decoded through the fonts' ToUnicode
    /// maps, words joined by single spaces.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for page in &self.pages {
            let mut maps: BTreeMap<String, BTreeMap<u16, String>> = BTreeMap::new();
            let mut font: Option<String> = None;
            for id in &page.contents {
                let tokens = tokenize(&self.stream(*id));
                for (i, tok) in tokens.iter().enumerate() {
                    let Tok::Op(op) = tok else {
                        continue;
                    };
                    match op.as_str() {
                        "Tf" => {
                            if let Some(Tok::Name(n)) = i.checked_sub(2).map(|j| &tokens[j]) {
                                font = Some(n.clone());
                                if !maps.contains_key(n) {
                                    let map = self
                                        .resource(&page.resources, "Font", n)
                                        .and_then(|f| match self.objects[&f].0.get("ToUnicode") {
                                            Some(Obj::Ref(r)) => Some(cmap(&self.stream(*r))),
                                            _ => None,
                                        })
                                        .unwrap_or_default();
                                    maps.insert(n.clone(), map);
                                }
                            }
                        }
                        "Tj" | "TJ" => {
                            let mut run = Vec::new();
                            let mut j = i;
                            while j > 0 {
                                j -= 1;
                                match &tokens[j] {
                                    Tok::Str(s) => run.push(s.clone()),
                                    Tok::Num(_) | Tok::Open | Tok::Close => {}
                                    _ => break,
                                }
                                if op == "Tj" {
                                    break;
                                }
                            }
                            run.reverse();
                            let map = font.as_ref().and_then(|f| maps.get(f));
                            for s in run {
                                for code in s.chunks(2) {
                                    let cid =
                                        u16::from_be_bytes([code[0], *code.get(1).unwrap_or(&0)]);
                                    out.push_str(
                                        map.and_then(|m| m.get(&cid))
                                            .map_or("\u{FFFD}", String::as_str),
                                    );
                                }
                            }
                            out.push('\n');
                        }
                        _ => {}
                    }
                }
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

fn parse_obj(tokens: &[Tok], i: &mut usize) -> Obj {
    let Some(tok) = tokens.get(*i) else {
        return Obj::Other;
    };
    *i += 1;
    match tok {
        Tok::Num(n) => {
            if let (Some(Tok::Num(_)), Some(Tok::Op(r))) = (tokens.get(*i), tokens.get(*i + 1))
                && r == "R"
            {
                *i += 2;
                return Obj::Ref(*n as u32);
            }
            Obj::Num(*n)
        }
        Tok::Name(n) => Obj::Name(n.clone()),
        Tok::Str(s) => Obj::Str(s.clone()),
        Tok::Open => {
            let mut items = Vec::new();
            while *i < tokens.len() && tokens[*i] != Tok::Close {
                items.push(parse_obj(tokens, i));
            }
            *i += 1;
            Obj::Array(items)
        }
        Tok::DictOpen => {
            let mut dict = BTreeMap::new();
            while *i < tokens.len() && tokens[*i] != Tok::DictClose {
                let Tok::Name(key) = tokens[*i].clone() else {
                    *i += 1;
                    continue;
                };
                *i += 1;
                dict.insert(key, parse_obj(tokens, i));
            }
            *i += 1;
            Obj::Dict(dict)
        }
        _ => Obj::Other,
    }
}

/// Reads `bfchar` and `bfrange` entries of a ToUnicode CMap.
fn cmap(data: &[u8]) -> BTreeMap<u16, String> {
    let tokens = tokenize(data);
    let mut map = BTreeMap::new();
    let code = |b: &[u8]| u16::from_be_bytes([b[0], *b.get(1).unwrap_or(&0)]);
    let utf16 = |b: &[u8]| {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
            .collect();
        String::from_utf16_lossy(&units)
    };
    let mut section = "";
    let mut args: Vec<&Tok> = Vec::new();
    for tok in &tokens {
        match tok {
            Tok::Op(op) if op == "beginbfchar" || op == "beginbfrange" => {
                section = if op == "beginbfchar" { "char" } else { "range" };
                args.clear();
            }
            Tok::Op(op) if op.starts_with("endbf") => {
                section = "";
                args.clear();
            }
            Tok::Str(_) if !section.is_empty() => {
                args.push(tok);
                match (section, args.as_slice()) {
                    ("char", [Tok::Str(src), Tok::Str(dst)]) => {
                        map.insert(code(src), utf16(dst));
                        args.clear();
                    }
                    ("range", [Tok::Str(lo), Tok::Str(hi), Tok::Str(dst)]) => {
                        let first = utf16(dst);
                        let base = first.chars().next().map_or(0, u32::from);
                        for (k, c) in (code(lo)..=code(hi)).enumerate() {
                            if let Some(ch) = char::from_u32(base + k as u32) {
                                map.insert(c, ch.to_string());
                            }
                        }
                        args.clear();
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    map
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(f64),
    Name(String),
    Str(Vec<u8>),
    Op(String),
    Open,
    Close,
    DictOpen,
    DictClose,
}

fn tokenize(data: &[u8]) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    let delim = |b: u8| b.is_ascii_whitespace() || b"[]()<>/%{}".contains(&b);
    while i < data.len() {
        let b = data[i];
        match b {
            _ if b.is_ascii_whitespace() => i += 1,
            b'%' => {
                while i < data.len() && data[i] != b'\n' {
                    i += 1;
                }
            }
            b'[' | b']' | b'{' | b'}' => {
                match b {
                    b'[' => out.push(Tok::Open),
                    b']' => out.push(Tok::Close),
                    _ => {}
                }
                i += 1;
            }
            b'<' if data.get(i + 1) == Some(&b'<') => {
                out.push(Tok::DictOpen);
                i += 2;
            }
            b'>' if data.get(i + 1) == Some(&b'>') => {
                out.push(Tok::DictClose);
                i += 2;
            }
            b'<' => {
                let end = find(data, b">", i).unwrap_or(data.len());
                let hex: Vec<u8> = data[i + 1..end]
                    .iter()
                    .copied()
                    .filter(u8::is_ascii_hexdigit)
                    .collect();
                let bytes = hex
                    .chunks(2)
                    .map(|p| {
                        let s = std::str::from_utf8(p).unwrap();
                        u8::from_str_radix(&format!("{s:0<2}"), 16).unwrap()
                    })
                    .collect();
                out.push(Tok::Str(bytes));
                i = end + 1;
            }
            b'>' => i += 1,
            b'(' => {
                let mut depth = 0;
                let mut s = Vec::new();
                i += 1;
                while i < data.len() {
                    match data[i] {
                        b'\\' => {
                            i += 1;
                            let esc = data[i];
                            if esc.is_ascii_digit() {
                                let mut v = 0u32;
                                let mut k = 0;
                                while k < 3 && i < data.len() && data[i].is_ascii_digit() {
                                    v = v * 8 + u32::from(data[i] - b'0');
                                    i += 1;
                                    k += 1;
                                }
                                s.push(v as u8);
                                continue;
                            }
                            match esc {
                                b'n' => s.push(b'\n'),
                                b'r' => s.push(b'\r'),
                                b't' => s.push(b'\t'),
                                b'b' => s.push(0x08),
                                b'f' => s.push(0x0c),
                                // A backslash before a line break continues the string.
                                b'\n' | b'\r' => {}
                                other => s.push(other),
                            }
                        }
                        b'(' => {
                            depth += 1;
                            s.push(b'(');
                        }
                        b')' if depth == 0 => break,
                        b')' => {
                            depth -= 1;
                            s.push(b')');
                        }
                        c => s.push(c),
                    }
                    i += 1;
                }
                out.push(Tok::Str(s));
                i += 1;
            }
            b'/' => {
                let start = i + 1;
                i += 1;
                while i < data.len() && !delim(data[i]) {
                    i += 1;
                }
                out.push(Tok::Name(
                    String::from_utf8_lossy(&data[start..i]).into_owned(),
                ));
            }
            _ => {
                let start = i;
                while i < data.len() && !delim(data[i]) {
                    i += 1;
                }
                if i == start {
                    i += 1;
                    continue;
                }
                let word = String::from_utf8_lossy(&data[start..i]).into_owned();
                match word.parse::<f64>() {
                    Ok(n) => out.push(Tok::Num(n)),
                    Err(_) => out.push(Tok::Op(word)),
                }
            }
        }
    }
    out
}

type Matrix = [f64; 6];

const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// `m` applied first, then `n` (PDF's row-vector convention: m x n).
fn concat(m: Matrix, n: Matrix) -> Matrix {
    [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
}

fn apply(m: Matrix, (x, y): (f64, f64)) -> (f64, f64) {
    (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
}

impl PdfPage {
    /// The clipping and stroked paths of the page, following `q`, `Q`,
    /// `cm` and form XObjects (`Do`) with their `/Matrix`.
    pub fn operations(&self, pdf: &Pdf) -> Ops {
        let mut ops = Ops::default();
        for id in &self.contents {
            run(
                pdf,
                &pdf.stream(*id),
                &self.resources,
                IDENTITY,
                &mut ops,
                0,
            );
        }
        ops
    }
}

fn run(pdf: &Pdf, content: &[u8], resources: &Obj, ctm: Matrix, ops: &mut Ops, depth: u32) {
    assert!(depth < 32, "XObjects nest too deep");
    let mut stack = vec![ctm];
    let mut args: Vec<f64> = Vec::new();
    let mut name = None;
    let mut path: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut clip_pending = false;
    for tok in tokenize(content) {
        let op = match tok {
            Tok::Op(op) => op,
            Tok::Num(n) => {
                args.push(n);
                continue;
            }
            Tok::Name(n) => {
                name = Some(n);
                continue;
            }
            _ => continue,
        };
        let m = *stack.last().unwrap();
        let n = args.len();
        match op.as_str() {
            "q" => stack.push(m),
            "Q" => {
                stack.pop();
                if stack.is_empty() {
                    stack.push(ctm);
                }
            }
            "cm" if n >= 6 => {
                let new: Matrix = args[n - 6..].try_into().unwrap();
                *stack.last_mut().unwrap() = concat(new, m);
            }
            "m" if n >= 2 => path.push(vec![apply(m, (args[n - 2], args[n - 1]))]),
            "l" if n >= 2 => {
                if let Some(sub) = path.last_mut() {
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                }
            }
            "c" | "v" | "y" if n >= 4 => {
                if let Some(sub) = path.last_mut() {
                    // Curves are not measured: mark the subpath as curved.
                    sub.push(apply(m, (args[n - 2], args[n - 1])));
                    sub.push((f64::NAN, f64::NAN));
                }
            }
            "re" if n >= 4 => {
                let (x, y, w, h) = (args[n - 4], args[n - 3], args[n - 2], args[n - 1]);
                path.push(
                    [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
                        .into_iter()
                        .map(|p| apply(m, p))
                        .collect(),
                );
            }
            "W" | "W*" => clip_pending = true,
            "S" | "s" | "B" | "B*" | "b" | "b*" | "f" | "F" | "f*" | "n" => {
                if clip_pending {
                    ops.clips.extend(path.iter().cloned());
                }
                if matches!(op.as_str(), "S" | "s" | "B" | "B*" | "b" | "b*") {
                    ops.strokes.extend(path.iter().cloned());
                }
                path.clear();
                clip_pending = false;
            }
            "Do" => {
                if let Some(id) = name
                    .take()
                    .and_then(|x| pdf.resource(resources, "XObject", &x))
                {
                    let dict = &pdf.objects[&id].0;
                    if dict.get("Subtype") == Some(&Obj::Name("Form".into())) {
                        let matrix = dict
                            .get("Matrix")
                            .map(Obj::nums)
                            .and_then(|v| <[f64; 6]>::try_from(v).ok())
                            .unwrap_or(IDENTITY);
                        let res = dict
                            .get("Resources")
                            .map_or(resources.clone(), |r| pdf.resolve(r).clone());
                        run(
                            pdf,
                            &pdf.stream(id),
                            &res,
                            concat(matrix, m),
                            ops,
                            depth + 1,
                        );
                    }
                }
            }
            _ => {}
        }
        args.clear();
    }
}
