//! The commands that play: `score` (a board or a game file, checked
//! against its expectations when it has them) and `conformance` (the
//! suite, the runner, and the reference engine behind the protocol).
//!
//! Both find the tiles as the other commands do (`--tiles`, or the project
//! found by walking up); outside a project they play on the definitions
//! built into the binary.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use halflings_catalog::play::Played;
use halflings_catalog::{Catalog, Diagnostic, Source, diagnostic, terminal};
use halflings_conformance::suite::Suite;
use halflings_engine::Deck;
use halflings_model::Example;
use halflings_runner::{self as runner, CaseReport, Options, Report, Status};

/// `score`'s exit code when the file plays but its results are not those it
/// expects.
pub const RESULTS_DIFFER: u8 = 3;

/// Where the tiles come from.
pub enum Tiles {
    /// A tiles directory.
    Dir(PathBuf),
    /// The definitions built into this binary.
    BuiltIn,
}

impl Tiles {
    /// `--tiles` when given, else the project found by walking up from the
    /// working directory, else the built-in definitions.
    pub fn find(tiles: Option<PathBuf>) -> Tiles {
        if let Some(dir) = tiles {
            return Tiles::Dir(dir);
        }
        let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        let project = crate::project::Project::locate(None, &cwd);
        if project
            .tiles
            .join(halflings_catalog::load::MANIFEST)
            .is_file()
        {
            if let Some(note) = project.note() {
                errln!("note: {note}");
            }
            Tiles::Dir(project.tiles)
        } else {
            Tiles::BuiltIn
        }
    }

    /// The writer for the files a command names (`--out`, `--json`): one
    /// that never writes into the tiles folder.
    pub fn writer(&self) -> halflings_files::Writer {
        match self {
            Tiles::Dir(dir) => halflings_files::Writer::new().forbid(dir),
            Tiles::BuiltIn => halflings_files::Writer::new(),
        }
    }

    /// The catalog, with its worked examples played when `examples`.
    pub fn load(&self, examples: bool) -> Result<Catalog, Vec<Diagnostic>> {
        match (self, examples) {
            (Tiles::Dir(dir), true) => Catalog::load(dir),
            (Tiles::Dir(dir), false) => Catalog::load(Source::folder(dir).without_examples()),
            (Tiles::BuiltIn, examples) => halflings_shipped::catalog(examples),
        }
    }
}

/// What `halflings score` was asked.
pub struct ScoreArgs<'a> {
    /// Where the tiles are.
    pub tiles: &'a Tiles,
    /// The board or game file (TOML), or a case or suite (JSON).
    pub file: &'a Path,
    /// Only this rules version.
    pub only: Option<&'a str>,
    /// The case of a suite file to score.
    pub case: Option<&'a str>,
    /// Print JSON instead of text.
    pub json: bool,
}

/// `halflings score FILE`: plays a board or a game and prints how it
/// scores under every rules version (or one), or with `json` the results
/// as conformance cases; a `.json` file is a conformance case (or a suite
/// with `case`), answered by the reference engine. Exits 0 when it plays
/// and agrees with what the file expects (if anything), 1 when the file
/// or the definitions are not valid, 2 on a usage error,
/// [`RESULTS_DIFFER`] when the results differ from the expected.
pub fn score(args: &ScoreArgs<'_>) -> ExitCode {
    let ScoreArgs {
        tiles,
        file,
        only,
        case,
        json,
    } = *args;
    let catalog = match tiles.load(false) {
        Ok(c) => c,
        Err(errors) => {
            terminal::report(&errors, "the definitions are not valid");
            return ExitCode::from(1);
        }
    };
    let is_json = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    if case.is_some() && !is_json {
        errln!(
            "error: --case picks a case of a suite file (JSON); {} is a board or game",
            file.display()
        );
        return ExitCode::from(2);
    }
    if let Some(id) = only
        && catalog.expansion().rules_version(id).is_none()
    {
        let ids: Vec<&str> = catalog
            .expansion()
            .rules
            .iter()
            .map(|r| r.id.as_str())
            .collect();
        errln!(
            "error: there is no rules version `{}`; the versions are {}",
            diagnostic::printable(id),
            ids.join(", ")
        );
        return ExitCode::from(2);
    }
    if is_json {
        return score_case(&catalog, file, only, case, json);
    }
    let doc = halflings_catalog::load::read_text(file)
        .map_err(|e| vec![e])
        .and_then(|text| halflings_catalog::load::Document::parse(file.to_path_buf(), text));
    let (doc, example) = match doc.and_then(|doc| {
        halflings_catalog::validate::example::read(&doc).map(|example| (doc, example))
    }) {
        Ok(pair) => pair,
        Err(errors) => {
            terminal::report(&errors, "the file is not a valid board or game");
            return ExitCode::from(1);
        }
    };
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let located = |p: halflings_catalog::play::Problem| {
        let d = doc.error_at(&p.pointer, p.message);
        match p.help {
            Some(help) => d.with_help(help),
            None => d,
        }
    };
    let played = match halflings_catalog::play::play_own(&example, &deck, catalog.expansion(), only)
    {
        Ok(p) => p,
        Err(problems) => {
            let errors: Vec<_> = problems.into_iter().map(located).collect();
            terminal::report(&errors, "the file is not a valid board or game");
            return ExitCode::from(1);
        }
    };
    let name = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if json {
        let mut suite =
            halflings_conformance::generate::example_suite(&catalog, &name, &example, &played);
        if let Some(id) = only {
            suite
                .cases
                .retain(|c| c.rules.as_deref().is_none_or(|r| r == id));
            suite.rules.retain(|r| r == id);
        }
        let mut text = serde_json::to_string_pretty(&suite).expect("a suite always serialises");
        text.push('\n');
        halflings_files::stdout::write(text.as_bytes());
    } else {
        print_played(&example, &played, &catalog, file, only);
    }
    let problems: Vec<_> = halflings_catalog::play::disagreements(&example, &played)
        .into_iter()
        .filter(|p| {
            only.is_none_or(|id| p.pointer.ends_with(id) || !p.pointer.starts_with("/expect/"))
        })
        .map(located)
        .collect();
    if !problems.is_empty() {
        if !json {
            outln!();
        }
        terminal::report(
            &problems,
            "the engine's results differ from those the file expects",
        );
        return ExitCode::from(RESULTS_DIFFER);
    }
    ExitCode::SUCCESS
}

/// The largest case or suite file `score` reads, as `--cases` does.
const MAX_CASE_BYTES: u64 = MAX_SUITE_BYTES;

/// Where `needle` first occurs in `text`, as `line:col` (1-based, columns
/// in characters); `1:1` when it does not.
fn line_col(text: &str, needle: &str) -> String {
    let Some(at) = text.find(needle) else {
        return "1:1".to_owned();
    };
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    format!("{line}:{col}")
}

/// `halflings score CASE.json`: the case (or the suite's case `id`)
/// answered by the reference engine under its rules version, with the
/// breakdown, and whether the answer agrees with its `expect`.
fn score_case(
    catalog: &Catalog,
    file: &Path,
    only: Option<&str>,
    id: Option<&str>,
    json: bool,
) -> ExitCode {
    let text = match halflings_catalog::load::read_generated(file, MAX_CASE_BYTES, "a case") {
        Ok(t) => t,
        Err(e) => {
            terminal::report(&[e], "the case cannot be read");
            return ExitCode::from(1);
        }
    };
    let located = |e: serde_json::Error, what: &str| {
        errln!(
            "error: {}:{}:{}: not {what}: {}",
            file.display(),
            e.line(),
            e.column(),
            diagnostic::printable(&e.to_string())
        );
        ExitCode::from(1)
    };
    let value: serde_json::Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => return located(e, "JSON"),
    };
    // A game record (`Match::record`, the Python package's `Game.record()`)
    // plays as a deck case with nothing to expect.
    let is_record = value.get("setup").is_some() && value.get("moves").is_some();
    let case = if is_record {
        if id.is_some() {
            errln!(
                "error: --case: {} is a game record, not a suite",
                file.display()
            );
            return ExitCode::from(2);
        }
        let record: halflings_engine::Record = match serde_json::from_str(&text) {
            Ok(r) => r,
            Err(e) => return located(e, "a game record"),
        };
        let edition = catalog
            .expansion()
            .edition
            .iter()
            .find(|e| e.id == record.setup.edition);
        let rules = record
            .setup
            .rules
            .clone()
            .or_else(|| edition.and_then(|e| e.rules.last().cloned()));
        halflings_conformance::Case {
            id: file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            kind: halflings_conformance::CaseKind::Deck,
            rules,
            tags: Vec::new(),
            unsettled: Vec::new(),
            title: None,
            input: halflings_conformance::Input {
                record: Some(Box::new(record)),
                ..Default::default()
            },
            expect: halflings_conformance::Answer::default(),
            breakdown: None,
        }
    } else if value.get("cases").is_some() {
        let mut suite: Suite = match serde_json::from_str(&text) {
            Ok(s) => s,
            Err(e) => return located(e, "a conformance suite"),
        };
        let Some(id) = id else {
            errln!(
                "error: {} is a suite of {} cases; name one with --case ID",
                file.display(),
                suite.cases.len()
            );
            return ExitCode::from(2);
        };
        let Some(k) = suite.cases.iter().position(|c| c.id == id) else {
            let hint = suggestion(id, suite.cases.iter().map(|c| c.id.as_str()));
            errln!(
                "error: --case: {} has no case `{}`{hint}",
                file.display(),
                diagnostic::printable(id)
            );
            return ExitCode::from(2);
        };
        suite.cases.swap_remove(k)
    } else {
        if id.is_some() {
            errln!(
                "error: --case: {} holds one case, not a suite",
                file.display()
            );
            return ExitCode::from(2);
        }
        match serde_json::from_str::<halflings_conformance::Case>(&text) {
            Ok(c) => c,
            Err(e) => return located(e, "a conformance case"),
        }
    };
    let at = || {
        let needle = serde_json::to_string(&case.id).unwrap_or_default();
        format!("{}:{}", file.display(), line_col(&text, &needle))
    };
    if let Some(v) = only
        && case.rules.as_deref().is_some_and(|r| r != v)
    {
        errln!(
            "error: {}: the case `{}` is played under rules version {}, not {}",
            at(),
            diagnostic::printable(&case.id),
            diagnostic::printable(case.rules.as_deref().unwrap_or_default()),
            diagnostic::printable(v)
        );
        return ExitCode::from(2);
    }
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let versions = halflings_engine::Rules::all(catalog.expansion());
    let engine = halflings_conformance::reference::Engine {
        deck: &deck,
        versions: &versions,
        editions: &catalog.expansion().edition,
    };
    let answer = match halflings_conformance::reference::answer(
        &engine,
        case.kind,
        case.rules.as_deref(),
        &case.input,
    ) {
        Ok(a) => a,
        Err(e) => {
            errln!(
                "error: {}: the case `{}` does not play: {}",
                at(),
                diagnostic::printable(&case.id),
                diagnostic::printable(&e.0)
            );
            return ExitCode::from(1);
        }
    };
    let agrees = is_record || answer.agrees(&case.expect);
    let show = |a: &halflings_conformance::Answer| serde_json::to_string(a).unwrap_or_default();
    if json {
        let mut text = serde_json::to_string_pretty(&answer).expect("an answer always serialises");
        text.push('\n');
        halflings_files::stdout::write(text.as_bytes());
    } else {
        let version = case
            .rules
            .as_deref()
            .map(|r| format!("rules {}", diagnostic::printable(r)))
            .unwrap_or_else(|| "every rules version".to_owned());
        outln!(
            "case {} ({}, {version}) in {}",
            diagnostic::printable(&case.id),
            match case.kind {
                halflings_conformance::CaseKind::Board => "board",
                halflings_conformance::CaseKind::Placement => "placement",
                halflings_conformance::CaseKind::Game => "game",
                halflings_conformance::CaseKind::Deck => "deck",
            },
            file.display()
        );
        if let Some(t) = &case.title {
            outln!("{}", diagnostic::printable(t));
        }
        outln!(
            "input:  {}",
            diagnostic::printable(&crate::explain::input_line(&case))
        );
        outln!("answer: {}", show(&answer));
        if let Some(turns) = &answer.turns {
            for (i, (t, points)) in case.input.turns.iter().zip(turns).enumerate() {
                outln!(
                    "  turn {}, {}: {} at [{}, {}] turned {}; {}",
                    i + 1,
                    diagnostic::printable(&t.player.0),
                    diagnostic::printable(&t.tile),
                    t.at[0],
                    t.at[1],
                    t.rotation,
                    crate::explain::points_line(points)
                );
            }
        }
        if let (Some(turns), Ok(moves)) =
            (&answer.turns, crate::explain::deck_moves(&case, &engine))
        {
            for (i, (m, points)) in moves.iter().zip(turns).enumerate() {
                outln!(
                    "  move {}, {}; {}",
                    i + 1,
                    diagnostic::printable(m),
                    crate::explain::points_line(points)
                );
            }
        }
        for line in crate::explain::breakdown(&case, &engine, None) {
            outln!("{}", diagnostic::printable(&line));
        }
        if is_record {
            outln!("expect: nothing (a game record)");
        } else if agrees {
            outln!("expect: agrees");
        } else {
            outln!("expect: {}", diagnostic::printable(&show(&case.expect)));
        }
    }
    if agrees {
        ExitCode::SUCCESS
    } else {
        let turn = crate::explain::first_differing_turn(&case.expect, &answer)
            .map(|i| format!(" (first at turn {})", i + 1))
            .unwrap_or_default();
        errln!(
            "error: {}: the reference engine's answer differs from the case's `expect`{turn}",
            at()
        );
        ExitCode::from(RESULTS_DIFFER)
    }
}

fn totals_line(totals: &std::collections::BTreeMap<String, u32>) -> String {
    if totals.is_empty() {
        return "no points".into();
    }
    totals
        .iter()
        .map(|(p, n)| format!("{p} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn print_played(
    example: &Example,
    played: &Played,
    catalog: &Catalog,
    file: &Path,
    only: Option<&str>,
) {
    outln!(
        "{} ({})",
        diagnostic::printable(&example.title),
        file.display()
    );
    if let Some(t) = &example.attempt {
        let follower = match (&t.player, &t.follower) {
            (Some(p), Some(f)) => format!(", {}'s follower on {f}", p.0),
            _ => String::new(),
        };
        // One verdict when every version played agrees; each version's
        // otherwise.
        let verdict = match played.verdict {
            Some(v) => v.name().to_owned(),
            None => format!(
                "the rules versions differ: {}",
                played
                    .verdicts
                    .iter()
                    .map(|(r, v)| format!("{r} {}", v.name()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        outln!(
            "try {} at [{}, {}] turned {}{follower}: {verdict}",
            t.tile,
            t.at[0],
            t.at[1],
            t.rotation
        );
    }
    let versions = catalog
        .expansion()
        .rules
        .iter()
        .filter(|v| only.is_none_or(|id| v.id == id));
    for version in versions {
        if let Some(s) = played.scores.iter().find(|s| s.rules == version.id) {
            outln!();
            outln!(
                "rules {}, {}: {}",
                version.id,
                version.name,
                totals_line(&s.totals)
            );
            if s.features.is_empty() {
                outln!("  no feature with followers scores");
            }
            for f in &s.features {
                outln!("  {}", halflings_engine::describe(f));
            }
            for u in &s.unscored {
                outln!("  not scored: {u}");
            }
        }
        if let Some(g) = played.games.iter().find(|g| g.rules == version.id) {
            outln!();
            outln!(
                "rules {}, {}: {}",
                version.id,
                version.name,
                totals_line(&g.points)
            );
            for (i, (t, turn)) in example.turn.iter().zip(&g.turns).enumerate() {
                let follower = t
                    .follower
                    .as_deref()
                    .map(|f| format!(", follower on {f}"))
                    .unwrap_or_default();
                outln!(
                    "  turn {}, {}: {} at [{}, {}] turned {}{follower}; {}",
                    i + 1,
                    t.player.0,
                    t.tile,
                    t.at[0],
                    t.at[1],
                    t.rotation,
                    totals_line(&turn.points)
                );
                for f in &turn.scored {
                    outln!("    {}", halflings_engine::describe(f));
                }
            }
            outln!("  game end: {}", totals_line(&g.end.totals));
            for f in &g.end.features {
                outln!("    {}", halflings_engine::describe(f));
            }
            for u in &g.end.unscored {
                outln!("    not scored: {u}");
            }
        }
    }
}

/// The largest saved suite `--cases` reads: the shipped suite is under
/// 3 MiB, a suite of a fan set of a thousand tiles some tens.
const MAX_SUITE_BYTES: u64 = 256 << 20;

/// The suite to run: from `cases` (a `conformance.json`), or generated
/// from the catalog.
fn suite_of(catalog: &Catalog, cases: Option<&Path>) -> Result<Suite, ExitCode> {
    let Some(path) = cases else {
        return Ok(halflings_conformance::generate::suite(catalog));
    };
    let text = match halflings_catalog::load::read_generated(path, MAX_SUITE_BYTES, "a suite") {
        Ok(t) => t,
        Err(e) => {
            terminal::report(&[e], "the cases cannot be read");
            return Err(ExitCode::from(1));
        }
    };
    match serde_json::from_str::<Suite>(&text) {
        Ok(suite) if suite.format == halflings_conformance::suite::FORMAT => Ok(suite),
        Ok(suite) => {
            errln!(
                "error: {}: the cases are in format {}; this runner reads format {}",
                path.display(),
                suite.format,
                halflings_conformance::suite::FORMAT
            );
            Err(ExitCode::from(1))
        }
        Err(e) => {
            errln!(
                "error: {}:{}:{}: not a conformance suite: {}",
                path.display(),
                e.line(),
                e.column(),
                diagnostic::printable(&e.to_string())
            );
            Err(ExitCode::from(1))
        }
    }
}

/// `halflings conformance cases`: writes the suite to `out` or standard
/// output.
pub fn cases(tiles: &Tiles, out: Option<&Path>) -> ExitCode {
    let catalog = match tiles.load(true) {
        Ok(c) => c,
        Err(errors) => {
            terminal::report(&errors, "the definitions are not valid");
            return ExitCode::from(1);
        }
    };
    let suite = halflings_conformance::generate::suite(&catalog);
    let mut text = serde_json::to_string_pretty(&suite).expect("a suite always serialises");
    text.push('\n');
    match out {
        Some(path) => match tiles.writer().write(path, text.as_bytes()) {
            Ok(_) => {
                errln!("wrote {} cases to {}", suite.cases.len(), path.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                errln!("error: {e}");
                ExitCode::from(1)
            }
        },
        None => {
            halflings_files::stdout::write(text.as_bytes());
            ExitCode::SUCCESS
        }
    }
}

/// `halflings conformance engine`: the reference engine on standard input
/// and output.
pub fn engine(tiles: &Tiles) -> ExitCode {
    let catalog = match tiles.load(false) {
        Ok(c) => c,
        Err(errors) => {
            terminal::report(&errors, "the definitions are not valid");
            return ExitCode::from(1);
        }
    };
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    let versions = halflings_engine::Rules::all(catalog.expansion());
    let engine = halflings_conformance::reference::Engine {
        deck: &deck,
        versions: &versions,
        editions: &catalog.expansion().edition,
    };
    match halflings_conformance::protocol::serve(&engine, stdin, stdout) {
        Ok(()) => ExitCode::SUCCESS,
        // The runner went away: quietly, as every command's closed pipe.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::from(halflings_files::stdout::BROKEN_PIPE)
        }
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// What `halflings conformance run` was asked.
pub struct RunArgs {
    /// Where the tiles are.
    pub tiles: Tiles,
    /// A suite file to run instead of the generated suite.
    pub cases: Option<PathBuf>,
    /// Only cases with one of these tags.
    pub tags: Vec<String>,
    /// Not the cases with one of these tags.
    pub skip: Vec<String>,
    /// Only cases of these rules versions, and those without one.
    pub rules: Vec<String>,
    /// Only the cases with these ids.
    pub case_ids: Vec<String>,
    /// Leave out the cases of versions the engine does not declare.
    pub partial: bool,
    /// Seconds an engine may take to start or to answer one case.
    pub timeout: f64,
    /// Seconds one case may take in all, starting the engine again
    /// included.
    pub case_timeout: f64,
    /// Where to write the full report as JSON.
    pub json: Option<PathBuf>,
    /// The engine's command and arguments.
    pub command: Vec<OsString>,
}

/// `halflings conformance run -- CMD`: runs the suite against an engine.
pub fn run(args: RunArgs) -> ExitCode {
    let catalog = match args.tiles.load(true) {
        Ok(c) => c,
        Err(errors) => {
            terminal::report(&errors, "the definitions are not valid");
            return ExitCode::from(1);
        }
    };
    let suite = match suite_of(&catalog, args.cases.as_deref()) {
        Ok(s) => s,
        Err(code) => return code,
    };
    for tag in args.tags.iter().chain(&args.skip) {
        if !suite.tags.contains_key(tag) {
            let hint = suggestion(tag, suite.tags.keys().map(String::as_str));
            errln!(
                "error: there is no tag `{}`{hint} (the tags: {})",
                diagnostic::printable(tag),
                diagnostic::printable(&suite.tags.keys().cloned().collect::<Vec<_>>().join(", "))
            );
            return ExitCode::from(2);
        }
    }
    for version in &args.rules {
        if !suite.rules.contains(version) {
            let hint = suggestion(version, suite.rules.iter().map(String::as_str));
            errln!(
                "error: --rules: the suite has no rules version `{}`{hint} (its versions: {})",
                diagnostic::printable(version),
                diagnostic::printable(&suite.rules.join(", "))
            );
            return ExitCode::from(2);
        }
    }
    for id in &args.case_ids {
        if !suite.cases.iter().any(|c| &c.id == id) {
            let hint = suggestion(id, suite.cases.iter().map(|c| c.id.as_str()));
            errln!(
                "error: --case: the suite has no case `{}`{hint}\n  help: `halflings conformance cases` lists every case with its id",
                diagnostic::printable(id)
            );
            return ExitCode::from(2);
        }
    }
    let mut tiles_json = Vec::new();
    if let Err(e) = halflings_codegen::json::write_tiles_json(&catalog, &mut tiles_json) {
        errln!("error: {e}");
        return ExitCode::from(1);
    }
    let tiles: serde_json::Value = match serde_json::from_slice(&tiles_json) {
        Ok(v) => v,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let options = Options {
        tags: args.tags,
        skip: args.skip,
        rules: args.rules,
        cases: args.case_ids,
        partial: args.partial,
        timeout: Duration::from_secs_f64(args.timeout),
        case_timeout: Duration::from_secs_f64(args.case_timeout),
    };
    let selected = suite
        .cases
        .iter()
        .filter(|c| runner::selected(c, &options))
        .count();
    if selected == 0 {
        errln!(
            "error: no case of the suite is selected by both the tags, --skip, --rules and --case given"
        );
        return ExitCode::from(2);
    }
    if let Some(warning) = runner::other_definitions(&suite, &tiles) {
        errln!("warning: {}", diagnostic::printable(&warning));
    }
    errln!("running {selected} of {} cases", suite.cases.len());
    let report = runner::run(&suite, tiles, &args.command, &options, |r: &CaseReport| {
        if !matches!(r.status, Status::Passed | Status::NotRun) {
            errln!("{} {}", r.status.name(), diagnostic::printable(&r.id));
        }
    });
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            errln!("error: {}", diagnostic::printable(&e.to_string()));
            return ExitCode::from(1);
        }
    };
    // The report asked for is written first: nothing printed on standard
    // output (a reader that goes away, a full disk) can keep it unwritten.
    if let Some(path) = &args.json {
        let mut text = serde_json::to_string_pretty(&report).expect("a report always serialises");
        text.push('\n');
        if let Err(e) = args.tiles.writer().write(path, text.as_bytes()) {
            errln!("error: {}", diagnostic::printable(&e.to_string()));
            return ExitCode::from(1);
        }
    }
    let deck = Deck::of(catalog.tiles(), catalog.squares());
    let versions = halflings_engine::Rules::all(catalog.expansion());
    let engine = halflings_conformance::reference::Engine {
        deck: &deck,
        versions: &versions,
        editions: &catalog.expansion().edition,
    };
    print_report(&report, |id| {
        let Some(case) = suite.cases.iter().find(|c| c.id == id) else {
            return Vec::new();
        };
        let actual = report
            .cases
            .iter()
            .find(|c| c.id == id)
            .and_then(|c| c.actual.as_ref());
        crate::explain::failed_case(case, actual, &engine)
    });
    if let Some(path) = &args.json {
        outln!(
            "report: {}",
            diagnostic::printable(&path.display().to_string())
        );
    }
    if report.passed() {
        outln!("result: passed: every case selected passed");
        ExitCode::SUCCESS
    } else {
        let s = &report.selection;
        let passed = report.total.get(&Status::Passed).copied().unwrap_or(0);
        outln!(
            "result: not passed: {passed} of {} cases selected passed",
            s.selected - s.left_out
        );
        ExitCode::from(1)
    }
}

/// A tally in a line: passed of those counted, then failed and not run
/// always, then the other statuses there are, and those left out.
fn tally_line(tally: &runner::Tally) -> String {
    let n = |s: Status| tally.get(&s).copied().unwrap_or(0);
    let left_out = n(Status::LeftOut);
    let counted: usize = tally.values().sum::<usize>() - left_out;
    let mut line = format!(
        "{}/{counted} passed, {} failed, {} not run",
        n(Status::Passed),
        n(Status::Failed),
        n(Status::NotRun)
    );
    for (s, k) in tally {
        if !matches!(
            s,
            Status::Passed | Status::Failed | Status::NotRun | Status::LeftOut
        ) {
            line.push_str(&format!(", {k} {}", s.name()));
        }
    }
    if left_out > 0 {
        line.push_str(&format!("; {left_out} left out (--partial)"));
    }
    line
}

/// Prints the report: the engine, each case that did not pass with what
/// `explain` says of it, the cases not run by reason, the warnings and
/// the summary by rules version and tag.
fn print_report(report: &Report, explain: impl Fn(&str) -> Vec<String>) {
    if let Some(e) = &report.engine {
        outln!(
            "engine: {} ({}{}), rules {}",
            diagnostic::printable(&e.name),
            diagnostic::printable(&e.language),
            e.version
                .as_deref()
                .map(|v| format!(" {}", diagnostic::printable(v)))
                .unwrap_or_default(),
            diagnostic::printable(&e.rules.join(", "))
        );
    }
    let failing: Vec<&CaseReport> = report
        .cases
        .iter()
        .filter(|c| !matches!(c.status, Status::Passed | Status::NotRun))
        .collect();
    for c in &failing {
        outln!();
        outln!(
            "{} {}",
            c.status.name().to_uppercase(),
            diagnostic::printable(&c.id)
        );
        let show = |a: &halflings_conformance::Answer| serde_json::to_string(a).unwrap_or_default();
        outln!("  expected: {}", diagnostic::printable(&show(&c.expected)));
        if let Some(a) = &c.actual {
            outln!("  actual:   {}", diagnostic::printable(&show(a)));
        }
        if let Some(m) = &c.message {
            for line in m.lines() {
                outln!("  {}", diagnostic::printable(line));
            }
        }
        for line in explain(&c.id) {
            outln!("  {}", diagnostic::printable(&line));
        }
    }
    let mut not_run: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for c in report.cases.iter().filter(|c| c.status == Status::NotRun) {
        *not_run
            .entry(c.message.as_deref().unwrap_or(""))
            .or_default() += 1;
    }
    if !not_run.is_empty() {
        outln!();
        outln!("not run:");
        for (why, n) in &not_run {
            outln!("  {n:>5} {}", diagnostic::printable(why));
        }
    }
    if !report.warnings.is_empty() {
        outln!();
    }
    for w in &report.warnings {
        outln!("warning: {}", diagnostic::printable(w));
    }
    outln!();
    outln!("by rules version:");
    for (rules, tally) in &report.by_rules {
        outln!(
            "  {:<10} {}",
            diagnostic::printable(rules),
            tally_line(tally)
        );
    }
    outln!("by tag:");
    for (tag, tally) in &report.by_tag {
        outln!("  {:<40} {}", diagnostic::printable(tag), tally_line(tally));
    }
    outln!("total: {}", tally_line(&report.total));
    let s = &report.selection;
    let mut how = Vec::new();
    for t in &s.tags {
        how.push(format!("--tag {t}"));
    }
    for t in &s.skip {
        how.push(format!("--skip {t}"));
    }
    for r in &s.rules {
        how.push(format!("--rules {r}"));
    }
    for c in &s.cases {
        how.push(format!("--case {c}"));
    }
    if s.partial {
        how.push("--partial".to_owned());
    }
    outln!(
        "selected: {} of {} cases{}; {} sent, {} not run{}",
        s.selected,
        s.in_suite,
        if how.is_empty() {
            String::new()
        } else {
            format!(" ({})", diagnostic::printable(&how.join(" ")))
        },
        s.sent,
        s.not_run,
        if s.left_out > 0 {
            format!(", {} left out", s.left_out)
        } else {
            String::new()
        }
    );
}

/// "; did you mean `x`?" for the known name nearest to `given`, or nothing.
fn suggestion<'a>(given: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    diagnostic::nearest(given, known)
        .map(|n| format!("; {}", diagnostic::did_you_mean(&diagnostic::printable(n))))
        .unwrap_or_default()
}
