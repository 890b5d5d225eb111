//! What Fluent's resolver would refuse in a language's file, found by
//! reading the file rather than by resolving it, so that `check` passes
//! only what `build` can say: every reference, in every variant of every
//! selector, names a message or term the file defines; no message refers
//! back to itself; a message uses only the variables the sheets pass it;
//! and, written out with all it refers to, it stays within the stated
//! limits ([`MAX_MESSAGE_BYTES`], [`MAX_MESSAGE_PLACEABLES`]).
//!
//! Before Fluent's parser reads a file, [`too_deep`] checks how deep its
//! placeables and calls nest ([`MAX_MESSAGE_NESTING`]): the parser, the
//! resolver and the walks here recurse once a level, so no input within
//! the limit can exhaust the stack. The references between messages are
//! followed without recursion, in topological order.
//!
//! Each problem is put at the reference, variable or message it is about.
//! The sheets format each message with `fluent-bundle` (crate
//! `halflings-sheets`, `texts`); a fuzz test there checks that what this
//! module accepts resolves without an error.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::ops::Range;

use fluent_syntax::ast;

use crate::diagnostic::{Diagnostic, did_you_mean, nearest};
use crate::limits::{
    MAX_MESSAGE_BYTES, MAX_MESSAGE_NESTING, MAX_MESSAGE_PLACEABLES, MAX_SHOWN_PER_FILE,
};
use crate::load::TextFile;

/// The first place `file` nests placeables and call arguments deeper than
/// [`MAX_MESSAGE_NESTING`], as an error at the bracket that goes past it.
/// Read on the bytes, before any parser: braces and parentheses count
/// inside placeables, not in plain text, string literals or comments.
pub(super) fn too_deep(file: &TextFile) -> Option<Diagnostic> {
    let text = &*file.text;
    let mut open: Vec<u8> = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let bytes = line.as_bytes();
        if open.is_empty() && bytes.first() == Some(&b'#') {
            at += line.len();
            continue;
        }
        let mut in_string = false;
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            if in_string {
                match b {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
            } else {
                match b {
                    b'{' => open.push(b),
                    b'(' if !open.is_empty() => open.push(b),
                    b'"' if !open.is_empty() => in_string = true,
                    b'}' => {
                        while let Some(o) = open.pop() {
                            if o == b'{' {
                                break;
                            }
                        }
                    }
                    b')' if open.last() == Some(&b'(') => {
                        open.pop();
                    }
                    _ => {}
                }
                if open.len() > MAX_MESSAGE_NESTING {
                    let start = at + i;
                    return Some(
                        Diagnostic::at(
                            &file.path,
                            file.text.clone(),
                            start..start + 1,
                            format!(
                                "placeables nest more than {MAX_MESSAGE_NESTING} deep here (a selector and a call's arguments count as one more each)"
                            ),
                        )
                        .with_help(format!(
                            "a message may nest placeables at most {MAX_MESSAGE_NESTING} deep (see Limits in docs/format.md); write the inner text out"
                        )),
                    );
                }
            }
            i += 1;
        }
        at += line.len();
    }
    None
}

/// Where each entry of `text` starts: a message's id, or a term's `-id`,
/// opens its line, followed by `=`. By kind and id, in the file's order
/// (an id defined twice has two starts).
pub(super) fn starts(text: &str) -> HashMap<(Kind, &str), Vec<usize>> {
    let mut out: HashMap<(Kind, &str), Vec<usize>> = HashMap::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if let Some((id, _)) = line.split_once('=') {
            let id = id.trim_end();
            let (kind, name) = match id.strip_prefix('-') {
                Some(name) => (Kind::Term, name),
                None => (Kind::Message, id),
            };
            let plain = name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
            if plain && name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                out.entry((kind, name)).or_default().push(at);
            }
        }
        at += line.len();
    }
    out
}

/// A message or a term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Kind {
    Message,
    Term,
}

/// One entry of a file: where it stands and its patterns.
struct Entry<'t> {
    kind: Kind,
    id: &'t str,
    /// From its id to the start of the next entry.
    range: Range<usize>,
    /// Its value's pattern, as a node.
    value: Option<usize>,
    /// Its attributes' patterns, by name, as nodes.
    attributes: Vec<(&'t str, usize)>,
}

/// One pattern (an entry's value or an attribute) and what it refers to.
struct Node<'t> {
    entry: usize,
    pattern: &'t ast::Pattern<&'t str>,
    /// The patterns it refers to, each once.
    targets: Vec<usize>,
}

/// What a pattern written out comes to.
#[derive(Clone, Default)]
struct Size {
    bytes: u64,
    placeables: u64,
    /// The variables it uses, its messages' included (a term's own are its
    /// arguments, not the sheets').
    variables: BTreeSet<String>,
}

/// The variables each message uses, with those of the messages it refers
/// to (a message on a cycle left out).
pub(super) type Variables = HashMap<String, BTreeSet<String>>;

/// The problems of the parsed `resource` of `file` that Fluent's resolver
/// would meet, and the variables each message uses. `passed` gives, for a
/// message the sheets format, the variables they pass it (`None` for a
/// message they do not format themselves); `name` is the file as messages
/// name it (`lang/de.ftl`).
pub(super) fn check(
    file: &TextFile,
    resource: &ast::Resource<&str>,
    passed: &dyn Fn(&str) -> Option<BTreeSet<String>>,
    name: &str,
) -> (Vec<Diagnostic>, Variables) {
    let text = &*file.text;
    let mut problems = Problems::new(file);
    let graph = graph(text, resource, &mut problems, name);
    let sizes = graph.sizes();
    let (entries, nodes) = (&graph.entries, &graph.nodes);
    cycles(entries, nodes, &sizes, &mut problems);

    for entry in entries.iter().filter(|e| e.kind == Kind::Message) {
        let Some(size) = entry.value.and_then(|v| sizes[v].as_ref()) else {
            continue;
        };
        let at = entry.range.start..entry.range.start + entry.id.len();
        if size.bytes > MAX_MESSAGE_BYTES as u64 {
            problems.push(
                at.clone(),
                format!(
                    "the message `{}` comes to {} bytes written out, more than the {MAX_MESSAGE_BYTES} a message may",
                    entry.id, size.bytes
                ),
                Some("shorten it, or split it into messages (see Limits in docs/format.md)".into()),
            );
        }
        if size.placeables > MAX_MESSAGE_PLACEABLES as u64 {
            problems.push(
                at.clone(),
                format!(
                    "the message `{}` holds {} placeables written out, more than the {MAX_MESSAGE_PLACEABLES} Fluent resolves",
                    entry.id, size.placeables
                ),
                Some("write the text out instead of referring to other messages so often".into()),
            );
        }
        let Some(given) = passed(entry.id) else {
            continue;
        };
        for variable in size.variables.difference(&given) {
            let token = format!("${variable}");
            let (span, through) = match find_in_placeables(text, entry.range.clone(), &token) {
                Some(span) => (span, None),
                None => (at.clone(), through(entries, nodes, &sizes, entry, variable)),
            };
            let message = match through {
                Some(other) => format!(
                    "`${variable}` is not a variable of the message `{}`, which uses the message `{other}`, and it names `${variable}`",
                    entry.id
                ),
                None => format!(
                    "`${variable}` is not a variable of the message `{}`",
                    entry.id
                ),
            };
            let help = if given.is_empty() {
                "the sheets pass this message no variable".to_owned()
            } else {
                let names: Vec<String> = given.iter().map(|v| format!("${v}")).collect();
                format!("its variables are {}", names.join(", "))
            };
            problems.push(span, message, Some(help));
        }
    }
    let variables = entries
        .iter()
        .filter(|e| e.kind == Kind::Message)
        .filter_map(|e| {
            let size = sizes[e.value?].as_ref()?;
            Some((e.id.to_owned(), size.variables.clone()))
        })
        .collect();
    (problems.into_vec(), variables)
}

/// The entries of `resource` and their patterns as nodes, each with the
/// patterns it refers to; a reference to what the file does not define, a
/// function, or an id defined twice goes into `problems`.
fn graph<'t>(
    text: &'t str,
    resource: &'t ast::Resource<&'t str>,
    problems: &mut Problems<'_>,
    name: &str,
) -> Graph<'t> {
    let mut starts = starts(text);
    let mut positions: Vec<usize> = starts.values().flatten().copied().collect();
    positions.sort_unstable();
    // Each id's starts, the last first, to be taken in the file's order.
    for list in starts.values_mut() {
        list.reverse();
    }
    let mut entries: Vec<Entry<'t>> = Vec::new();
    let mut nodes: Vec<Node<'t>> = Vec::new();
    for entry in &resource.body {
        let (kind, id, value, attributes) = match entry {
            ast::Entry::Message(m) => (Kind::Message, m.id.name, m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (Kind::Term, t.id.name, Some(&t.value), &t.attributes),
            _ => continue,
        };
        let start = starts.get_mut(&(kind, id)).and_then(Vec::pop).unwrap_or(0);
        let end = positions
            .get(positions.partition_point(|&p| p <= start))
            .copied()
            .unwrap_or(text.len());
        let index = entries.len();
        let mut entry = Entry {
            kind,
            id,
            range: start..end,
            value: None,
            attributes: Vec::new(),
        };
        if let Some(value) = value {
            entry.value = Some(nodes.len());
            nodes.push(Node {
                entry: index,
                pattern: value,
                targets: Vec::new(),
            });
        }
        for attribute in attributes {
            entry.attributes.push((attribute.id.name, nodes.len()));
            nodes.push(Node {
                entry: index,
                pattern: &attribute.value,
                targets: Vec::new(),
            });
        }
        entries.push(entry);
    }

    // The first definition of an id is the one Fluent keeps.
    let newlines: Vec<usize> = text
        .bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'\n')
        .map(|(i, _)| i)
        .collect();
    let mut first: HashMap<(Kind, &str), usize> = HashMap::new();
    for (i, entry) in entries.iter().enumerate() {
        if let Some(&earlier) = first.get(&(entry.kind, entry.id)) {
            let what = match entry.kind {
                Kind::Message => format!("the message `{}`", entry.id),
                Kind::Term => format!("the term `-{}`", entry.id),
            };
            let before = entries[earlier].range.start;
            let line = newlines.partition_point(|&p| p < before) + 1;
            problems.push(
                entry.range.start..entry.range.start + entry.id.len(),
                format!("{what} is defined twice in {name}; the first is on line {line}"),
                Some("remove one of them".into()),
            );
        } else {
            first.insert((entry.kind, entry.id), i);
        }
    }
    let messages: Vec<&str> = ids(&entries, Kind::Message);
    let terms: Vec<&str> = ids(&entries, Kind::Term);
    for n in 0..nodes.len() {
        let entry = &entries[nodes[n].entry];
        if first.get(&(entry.kind, entry.id)) != Some(&nodes[n].entry) {
            continue;
        }
        let mut found = Vec::new();
        references_in_pattern(nodes[n].pattern, &mut found);
        let mut targets = Vec::new();
        for reference in found {
            match reference {
                Reference::Entry(kind, id, attribute) => {
                    match resolve(&entries, &first, kind, id, attribute) {
                        Ok(t) => {
                            if !targets.contains(&t) {
                                targets.push(t);
                            }
                        }
                        Err(()) => problems.unknown(
                            entry,
                            (kind, id, attribute),
                            first.contains_key(&(kind, id)),
                            name,
                            match kind {
                                Kind::Message => &messages,
                                Kind::Term => &terms,
                            },
                        ),
                    }
                }
                Reference::Function(function) => {
                    let token = format!("{function}(");
                    let span = find_in_placeables(text, entry.range.clone(), &token)
                        .map(|s| s.start..s.end - 1)
                        .unwrap_or(entry.range.start..entry.range.start + entry.id.len());
                    problems.push(
                        span,
                        format!(
                            "`{function}()` is a Fluent function, and the sheets give their messages none"
                        ),
                        Some("write the variable itself, such as `{ $count }`, and choose a plural with a selector".into()),
                    );
                }
            }
        }
        nodes[n].targets = targets;
    }
    Graph {
        entries,
        nodes,
        first,
    }
}

/// A file's entries, their patterns, and the first entry of each id.
struct Graph<'t> {
    entries: Vec<Entry<'t>>,
    nodes: Vec<Node<'t>>,
    first: HashMap<(Kind, &'t str), usize>,
}

impl Graph<'_> {
    /// What each pattern comes to written out, in an order in which what
    /// it refers to comes first; `None` for a pattern on a cycle, or one
    /// that refers to a cycle.
    fn sizes(&self) -> Vec<Option<Size>> {
        let mut sizes: Vec<Option<Size>> = vec![None; self.nodes.len()];
        for n in topological(&self.nodes) {
            let node = &self.nodes[n];
            let mut size = Size::default();
            measure_pattern(node.pattern, &mut size, &|kind, id, attribute| {
                resolve(&self.entries, &self.first, kind, id, attribute)
                    .ok()
                    .and_then(|t| sizes[t].as_ref())
            });
            if self.entries[node.entry].kind == Kind::Term {
                size.variables.clear();
            }
            sizes[n] = Some(size);
        }
        sizes
    }
}

/// The ids of the entries of `kind`, each once.
fn ids<'t>(entries: &[Entry<'t>], kind: Kind) -> Vec<&'t str> {
    let mut out: Vec<&str> = entries
        .iter()
        .filter(|e| e.kind == kind)
        .map(|e| e.id)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The node of `id` (and `attribute`) of `kind`, when the file defines it.
fn resolve(
    entries: &[Entry<'_>],
    first: &HashMap<(Kind, &str), usize>,
    kind: Kind,
    id: &str,
    attribute: Option<&str>,
) -> Result<usize, ()> {
    let entry = &entries[*first.get(&(kind, id)).ok_or(())?];
    match attribute {
        None => entry.value.ok_or(()),
        Some(name) => entry
            .attributes
            .iter()
            .find(|(a, _)| *a == name)
            .map(|&(_, n)| n)
            .ok_or(()),
    }
}

/// The nodes in an order in which every node comes after those it refers
/// to (Kahn's algorithm, without recursion); a node on a cycle, or one that
/// refers to a cycle, is left out.
fn topological(nodes: &[Node<'_>]) -> Vec<usize> {
    let mut waiting: Vec<usize> = nodes.iter().map(|n| n.targets.len()).collect();
    let mut referrers: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (n, node) in nodes.iter().enumerate() {
        for &t in &node.targets {
            referrers[t].push(n);
        }
    }
    let mut ready: VecDeque<usize> = (0..nodes.len()).filter(|&n| waiting[n] == 0).collect();
    let mut order = Vec::with_capacity(nodes.len());
    while let Some(n) = ready.pop_front() {
        order.push(n);
        for &r in &referrers[n] {
            waiting[r] -= 1;
            if waiting[r] == 0 {
                ready.push_back(r);
            }
        }
    }
    order
}

/// Reports each cycle among the nodes [`topological`] left out, once, at
/// the reference that opens it in its first entry.
fn cycles(
    entries: &[Entry<'_>],
    nodes: &[Node<'_>],
    sizes: &[Option<Size>],
    problems: &mut Problems<'_>,
) {
    let left = |n: usize| sizes[n].is_none();
    let mut seen = vec![false; nodes.len()];
    for start in 0..nodes.len() {
        if !left(start) || seen[start] {
            continue;
        }
        // Walk on through nodes left out until one comes round again: a
        // node left out always refers to another left out.
        let mut path: Vec<usize> = Vec::new();
        let mut on_path: HashMap<usize, usize> = HashMap::new();
        let mut n = start;
        let cycle = loop {
            if let Some(&i) = on_path.get(&n) {
                break Some(path[i..].to_vec());
            }
            if seen[n] {
                break None;
            }
            seen[n] = true;
            on_path.insert(n, path.len());
            path.push(n);
            match nodes[n].targets.iter().find(|&&t| left(t)) {
                Some(&t) => n = t,
                None => break None,
            }
        };
        let Some(cycle) = cycle else { continue };
        let name = |n: usize| {
            let entry = &entries[nodes[n].entry];
            let attribute = entry
                .attributes
                .iter()
                .find(|&&(_, a)| a == n)
                .map(|(a, _)| format!(".{a}"))
                .unwrap_or_default();
            match entry.kind {
                Kind::Message => format!("`{}{attribute}`", entry.id),
                Kind::Term => format!("`-{}{attribute}`", entry.id),
            }
        };
        let first = cycle[0];
        let next = cycle.get(1).copied().unwrap_or(first);
        let entry = &entries[nodes[first].entry];
        let mut circle: Vec<String> = cycle.iter().map(|&n| name(n)).collect();
        circle.push(name(first));
        let token = reference_token(&entries[nodes[next].entry]);
        let span = find_in_placeables(problems.text(), entry.range.clone(), &token)
            .unwrap_or(entry.range.start..entry.range.start + entry.id.len());
        let message = if cycle.len() == 1 {
            format!(
                "{} refers to itself, so it can never be written out",
                name(first)
            )
        } else {
            format!(
                "{} refer to each other in a circle ({}), so none of them can be written out",
                listed(&cycle.iter().map(|&n| name(n)).collect::<Vec<_>>()),
                circle.join(" → ")
            )
        };
        problems.push(
            span,
            message,
            Some("write one of them out without the reference".into()),
        );
    }
}

/// `a`, `b` and `c`.
fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// How a reference to `entry` is written: `id`, or `-id` for a term.
fn reference_token(entry: &Entry<'_>) -> String {
    match entry.kind {
        Kind::Message => entry.id.to_owned(),
        Kind::Term => format!("-{}", entry.id),
    }
}

/// The message `entry` refers to (directly) whose variables hold
/// `variable`, when one does.
fn through<'t>(
    entries: &[Entry<'t>],
    nodes: &[Node<'_>],
    sizes: &[Option<Size>],
    entry: &Entry<'t>,
    variable: &str,
) -> Option<&'t str> {
    let value = entry.value?;
    nodes[value].targets.iter().find_map(|&t| {
        let size = sizes[t].as_ref()?;
        let other = &entries[nodes[t].entry];
        (other.kind == Kind::Message && size.variables.contains(variable)).then_some(other.id)
    })
}

/// The span of `token` as a whole word within the placeables of `range`
/// of `text` (past the entry's `=`), if it is there.
fn find_in_placeables(text: &str, range: Range<usize>, token: &str) -> Option<Range<usize>> {
    let body = &text[range.clone()];
    let from = body.find('=').map_or(0, |i| i + 1);
    let bytes = body.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
    let mut depth = 0usize;
    let mut in_string = false;
    let mut i = from;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' | b'\n' => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'{' => depth += 1,
                b'}' => depth = depth.saturating_sub(1),
                b'"' if depth > 0 => in_string = true,
                _ if depth > 0
                    && bytes[i..].starts_with(token.as_bytes())
                    && (i == 0 || !word(bytes[i - 1]) && bytes[i - 1] != b'$')
                    && !bytes.get(i + token.len()).is_some_and(|&b| word(b)) =>
                {
                    let start = range.start + i;
                    return Some(start..start + token.len());
                }
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// A reference a pattern makes.
enum Reference<'t> {
    Entry(Kind, &'t str, Option<&'t str>),
    Function(&'t str),
}

fn references_in_pattern<'t>(pattern: &ast::Pattern<&'t str>, out: &mut Vec<Reference<'t>>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            references_in_expression(expression, out);
        }
    }
}

fn references_in_expression<'t>(
    expression: &ast::Expression<&'t str>,
    out: &mut Vec<Reference<'t>>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            references_in_inline(selector, out);
            for variant in variants {
                references_in_pattern(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => references_in_inline(inline, out),
    }
}

fn references_in_inline<'t>(inline: &ast::InlineExpression<&'t str>, out: &mut Vec<Reference<'t>>) {
    match inline {
        ast::InlineExpression::MessageReference { id, attribute } => {
            out.push(Reference::Entry(
                Kind::Message,
                id.name,
                attribute.as_ref().map(|a| a.name),
            ));
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            out.push(Reference::Entry(
                Kind::Term,
                id.name,
                attribute.as_ref().map(|a| a.name),
            ));
            if let Some(arguments) = arguments {
                references_in_arguments(arguments, out);
            }
        }
        ast::InlineExpression::FunctionReference { id, arguments } => {
            out.push(Reference::Function(id.name));
            references_in_arguments(arguments, out);
        }
        ast::InlineExpression::Placeable { expression } => {
            references_in_expression(expression, out);
        }
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::VariableReference { .. } => {}
    }
}

fn references_in_arguments<'t>(
    arguments: &ast::CallArguments<&'t str>,
    out: &mut Vec<Reference<'t>>,
) {
    for a in &arguments.positional {
        references_in_inline(a, out);
    }
    for a in &arguments.named {
        references_in_inline(&a.value, out);
    }
}

/// What a node refers to has been measured: its size, by kind, id and
/// attribute (`None` for what the file does not define).
type Measured<'a> = dyn Fn(Kind, &str, Option<&str>) -> Option<&'a Size> + 'a;

/// Adds to `size` what `pattern` comes to written out: its text, its
/// placeables, and in a selector the largest variant.
fn measure_pattern<'a>(pattern: &ast::Pattern<&str>, size: &mut Size, measured: &Measured<'a>) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => size.bytes += value.len() as u64,
            ast::PatternElement::Placeable { expression } => {
                size.placeables += 1;
                measure_expression(expression, size, measured);
            }
        }
    }
}

fn measure_expression<'a>(
    expression: &ast::Expression<&str>,
    size: &mut Size,
    measured: &Measured<'a>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            measure_inline(selector, &mut Size::default(), measured);
            let mut variables = BTreeSet::new();
            inline_variables(selector, &mut variables);
            let mut largest = Size::default();
            for variant in variants {
                let mut one = Size::default();
                measure_pattern(&variant.value, &mut one, measured);
                largest.bytes = largest.bytes.max(one.bytes);
                largest.placeables = largest.placeables.max(one.placeables);
                variables.extend(one.variables);
            }
            size.bytes = size.bytes.saturating_add(largest.bytes);
            size.placeables = size.placeables.saturating_add(largest.placeables);
            size.variables.extend(variables);
        }
        ast::Expression::Inline(inline) => measure_inline(inline, size, measured),
    }
}

fn measure_inline<'a>(
    inline: &ast::InlineExpression<&str>,
    size: &mut Size,
    measured: &Measured<'a>,
) {
    match inline {
        ast::InlineExpression::StringLiteral { value }
        | ast::InlineExpression::NumberLiteral { value } => {
            size.bytes += value.len() as u64;
        }
        ast::InlineExpression::VariableReference { id } => {
            size.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            if let Some(other) =
                measured(Kind::Message, id.name, attribute.as_ref().map(|a| a.name))
            {
                size.bytes = size.bytes.saturating_add(other.bytes);
                size.placeables = size.placeables.saturating_add(other.placeables);
                size.variables.extend(other.variables.iter().cloned());
            }
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            if let Some(other) = measured(Kind::Term, id.name, attribute.as_ref().map(|a| a.name)) {
                size.bytes = size.bytes.saturating_add(other.bytes);
                size.placeables = size.placeables.saturating_add(other.placeables);
            }
            if let Some(arguments) = arguments {
                measure_arguments(arguments, size, measured);
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            measure_arguments(arguments, size, measured);
        }
        ast::InlineExpression::Placeable { expression } => {
            measure_expression(expression, size, measured)
        }
    }
}

fn measure_arguments<'a>(
    arguments: &ast::CallArguments<&str>,
    size: &mut Size,
    measured: &Measured<'a>,
) {
    for a in &arguments.positional {
        measure_inline(a, size, measured);
    }
    for a in &arguments.named {
        measure_inline(&a.value, size, measured);
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    let mut size = Size::default();
    measure_inline(inline, &mut size, &|_, _, _| None);
    out.extend(size.variables);
}

/// The problems of one file, with a help offering the nearest id for the
/// first [`MAX_SHOWN_PER_FILE`] of them (the rest are only counted, and a
/// file of many thousand unknown ids would make finding each one slow).
struct Problems<'f> {
    file: &'f TextFile,
    found: Vec<Diagnostic>,
}

impl<'f> Problems<'f> {
    fn new(file: &'f TextFile) -> Self {
        Problems {
            file,
            found: Vec::new(),
        }
    }

    fn text(&self) -> &'f str {
        &self.file.text
    }

    fn push(&mut self, span: Range<usize>, message: String, help: Option<String>) {
        let mut d = Diagnostic::at(&self.file.path, self.file.text.clone(), span, message);
        if let Some(help) = help {
            d = d.with_help(help);
        }
        self.found.push(d);
    }

    /// A reference from `entry` to what the file does not define.
    /// `defined` says whether the file defines `id` (without the
    /// attribute, or without a text of its own); `known` are its ids of
    /// that kind.
    fn unknown(
        &mut self,
        entry: &Entry<'_>,
        (kind, id, attribute): (Kind, &str, Option<&str>),
        defined: bool,
        name: &str,
        known: &[&str],
    ) {
        let written = match kind {
            Kind::Message => id.to_owned(),
            Kind::Term => format!("-{id}"),
        };
        let token = match attribute {
            Some(a) => format!("{written}.{a}"),
            None => written.clone(),
        };
        let span = find_in_placeables(self.text(), entry.range.clone(), &token)
            .unwrap_or(entry.range.start..entry.range.start + entry.id.len());
        let what = match kind {
            Kind::Message => "message",
            Kind::Term => "term",
        };
        let message = match (attribute, defined) {
            (Some(a), true) => format!("the {what} `{written}` has no attribute `.{a}`"),
            (None, true) => format!("the {what} `{written}` has no text of its own to put here"),
            (_, false) => format!("`{written}` is not a {what} of {name}"),
        };
        let help = if defined || self.found.len() >= MAX_SHOWN_PER_FILE {
            None
        } else {
            // Not the entry itself: referring to it would be a cycle.
            let others = known
                .iter()
                .copied()
                .filter(|k| !(entry.kind == kind && *k == entry.id));
            match nearest(id, others) {
                Some(near) => Some(did_you_mean(&match kind {
                    Kind::Message => near.to_owned(),
                    Kind::Term => format!("-{near}"),
                })),
                None => Some(format!(
                    "define `{written} = ...` in {name}, or remove the reference"
                )),
            }
        };
        self.push(span, message, help);
    }

    fn into_vec(self) -> Vec<Diagnostic> {
        self.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn file(text: &str) -> TextFile {
        TextFile {
            path: PathBuf::from("tiles/lang/de.ftl"),
            text: text.into(),
        }
    }

    /// The problems of `text`, with every message given the variables
    /// `$count` and nothing else, as (line:column, message).
    fn problems(text: &str) -> Vec<(String, String)> {
        let f = file(text);
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(r) => r,
            Err((r, e)) => panic!("{e:?}: {r:?}"),
        };
        let given: BTreeSet<String> = ["count".to_owned()].into();
        check(&f, &resource, &|_| Some(given.clone()), "lang/de.ftl")
            .0
            .into_iter()
            .map(|d| {
                let (line, column) = d.line_col().unwrap_or((0, 0));
                (format!("{line}:{column}"), d.message)
            })
            .collect()
    }

    #[test]
    fn an_unknown_message_or_term_is_put_at_the_reference() {
        assert_eq!(
            problems("a = A\nb = B { a } and { bb }\nc = { -brand } { -brnd }\n-brand = H\n"),
            [
                ("2:19".into(), "`bb` is not a message of lang/de.ftl".into()),
                ("3:18".into(), "`-brnd` is not a term of lang/de.ftl".into()),
            ]
        );
    }

    #[test]
    fn the_nearest_id_offered_is_never_the_message_itself() {
        let f = file("paper-a4 = { paper-a5 } A4\npaper-b4 = B4\n");
        let resource = fluent_syntax::parser::parse(&*f.text).expect("it parses");
        let (found, _) = check(&f, &resource, &|_| None, "lang/de.ftl");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].help.as_deref(), Some("did you mean `paper-b4`?"));
    }

    #[test]
    fn an_attribute_that_is_not_there_is_found() {
        assert_eq!(
            problems("a = A\n    .x = X\nb = { a.x } { a.y }\n"),
            [(
                "3:15".into(),
                "the message `a` has no attribute `.y`".into()
            )]
        );
    }

    #[test]
    fn a_cycle_of_three_is_reported_once_at_its_first_reference() {
        let found = problems("a = { b }\nb = { c }\nc = x { a }\nd = { a }\n");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "1:7");
        assert!(
            found[0].1.contains("`a` → `b` → `c` → `a`"),
            "{}",
            found[0].1
        );
        let itself = problems("a = A { a }\n");
        assert_eq!(
            itself[0].1,
            "`a` refers to itself, so it can never be written out"
        );
    }

    #[test]
    fn a_cycle_in_a_variant_that_is_not_the_default_is_found() {
        let found = problems("a = { $count ->\n    [one] { b }\n   *[other] x\n}\nb = { a }\n");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "2:13");
    }

    #[test]
    fn a_variable_the_message_is_not_given_is_found_there_or_through_the_message_that_names_it() {
        assert_eq!(
            problems("a = { $count } { $name }\nb = { c }\nc = { $nmae }\n"),
            [
                ("1:18".into(), "`$name` is not a variable of the message `a`".into()),
                (
                    "2:1".into(),
                    "`$nmae` is not a variable of the message `b`, which uses the message `c`, and it names `$nmae`".into()
                ),
                ("3:7".into(), "`$nmae` is not a variable of the message `c`".into()),
            ]
        );
        // A term's variables are its own arguments.
        assert!(
            problems("a = { -t(case: \"gen\") }\n-t = { $case ->\n   *[nom] T\n    [gen] Ts\n}\n")
                .is_empty()
        );
    }

    #[test]
    fn a_function_is_refused() {
        assert_eq!(
            problems("a = { NUMBER($count) }\n"),
            [(
                "1:7".into(),
                "`NUMBER()` is a Fluent function, and the sheets give their messages none".into()
            )]
        );
    }

    #[test]
    fn an_id_defined_twice_is_put_at_the_second() {
        assert_eq!(
            problems("a = A\nb = B\na = C\n"),
            [(
                "3:1".into(),
                "the message `a` is defined twice in lang/de.ftl; the first is on line 1".into()
            )]
        );
    }

    #[test]
    fn size_and_placeables_count_what_a_message_refers_to() {
        let word = "x".repeat(MAX_MESSAGE_BYTES / 4 + 1);
        let text = format!("a = {word}\nb = {{ a }}{{ a }}{{ a }}{{ a }}\nc = {{ a }}\n");
        let found = problems(&text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, "2:1");
        assert!(
            found[0]
                .1
                .starts_with("the message `b` comes to 4100 bytes"),
            "{}",
            found[0].1
        );
        // Messages of nine references each to the one below: Fluent
        // counts every placeable it meets on the way, and stops past 100.
        let mut text = String::from("m0 = x\n");
        for i in 1..=2 {
            text.push_str(&format!("m{i} ="));
            for _ in 0..9 {
                text.push_str(&format!(" {{ m{} }}", i - 1));
            }
            text.push('\n');
        }
        text.push_str("m3 = { m2 } { m0 }\n");
        assert!(
            problems(&text).is_empty(),
            "m3 holds 9 x (1 + 9) + 2 = 92 placeables"
        );
        text.push_str("m4 = { m2 } { m1 }\n");
        let found = problems(&text);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].1.contains("`m4` holds 101 placeables"),
            "{}",
            found[0].1
        );
    }

    #[test]
    fn nesting_is_measured_on_the_bytes_before_parsing() {
        let deep = |n: usize| format!("a = {}x{}\n", "{ ".repeat(n), " }".repeat(n));
        assert!(too_deep(&file(&deep(MAX_MESSAGE_NESTING))).is_none());
        let d = too_deep(&file(&deep(MAX_MESSAGE_NESTING + 1))).expect("too deep");
        assert_eq!(
            d.span,
            Some(4 + 2 * MAX_MESSAGE_NESTING..5 + 2 * MAX_MESSAGE_NESTING)
        );
        // Parentheses of plain text, braces in a string literal or a
        // comment, do not count; a call's arguments do.
        let plain = format!(
            "# {}\na = (((((((((( {{ \"{{{{{{{{{{{{{{{{{{{{\" }}\n",
            "{".repeat(20)
        );
        assert!(too_deep(&file(&plain)).is_none());
        let calls = format!(
            "a = {{ {}$x{} }}\n",
            "F(".repeat(MAX_MESSAGE_NESTING),
            ")".repeat(MAX_MESSAGE_NESTING)
        );
        assert!(too_deep(&file(&calls)).is_some());
        // A deep file that would overflow the parser's stack is refused
        // at once.
        assert!(too_deep(&file(&deep(100_000))).is_some());
    }
}
