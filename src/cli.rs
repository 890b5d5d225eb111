//! The `halflings` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use halflings_catalog::Catalog;
use halflings_catalog::{diagnostic, terminal};

use crate::play::Tiles;

const LIMITS: &str = "\
Limits: a definition file may be at most 1 MiB, hold at most 10 000 values
and nest arrays and tables at most 32 deep (table headers and dotted keys
count); a tiles directory may hold at most 100 000 tile files, 256 MiB and
10 000 000 values in all. Only regular files are read, and links only when
they stay inside the tiles directory. At most 50 problems are shown for one
file; the rest are counted. A worked example's board may span at most 16
columns and 16 rows, its try included, and its try may lie at most 2 spaces
from the nearest tile; so a board's picture is at most 2906 px square. A
message of lang/<code>.ftl may come to at most 4096 bytes and 100 placeables
written out with what it refers to, and nest placeables at most 8 deep.

Exit codes: 0 success, 1 invalid definitions (every problem is reported with
file:line:col) or an output directory that cannot be written, 2 usage error.
Every command ends quietly with 141 when the reader of its output goes away
(`halflings check | head -1`), and with 1 when its output cannot be written
(a full disk).

A file named for writing (--out FILE, --json, schema --dir, the files fmt
and new edit) is replaced whole, never half written; through a symbolic
link the file it names is written and the link kept; a device or named pipe
is written as a stream, and a pipe that nothing reads is refused at once.
No command but fmt and new writes inside the tiles directory.";

const BUILD_HELP: &str = "\
The output directory is replaced as a whole: the new tree is written beside
it, flushed to disk and swapped in, so an interrupted build leaves the
previous complete output. If --out is a symbolic link to a directory, that
directory is replaced and the link kept. A build refuses (exit 1, nothing
changed) when --out is a file, a dangling link, or a directory holding files
that no build wrote.";

const SHEETS_HELP: &str = "\
Files, for PAPER a4 or letter: rules-PAPER.pdf, census-PAPER.pdf and
cut-PAPER.pdf, and each page as SVG and as a PNG preview at 100 dpi
(rules-PAPER-1.svg, rules-PAPER-1.png, ...), in out/sheets/LANG/. Previews
are made for the languages --lang names, or without it for the manifest's
first (English) only: name them all (--lang en,de,...) to preview every
translation. `halflings build` writes the
sheets for both papers. Print the cut sheets at actual size: a leg is 45 mm.
With --bleed the art runs past the cut lines so that a cut slightly off the
line leaves no white edge; crop marks start 2 mm beyond the bleed.";

/// Reads a bleed in millimetres, 0 to the largest accepted.
fn bleed(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .parse()
        .map_err(|_| format!("`{s}` is not a number of millimetres"))?;
    let max = halflings_sheets::MAX_BLEED_MM;
    if (0.0..=max).contains(&v) {
        Ok(v)
    } else {
        Err(format!("the bleed must be 0 to {max} mm"))
    }
}

/// Tile definitions, validation and assets for the Halflings mini-expansion
/// of Carcassonne.
#[derive(Debug, Parser)]
#[command(name = "halflings", version, about, after_help = LIMITS)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check every definition: schema first, then meaning (do the sides, slots
    /// and features agree?). Prints one line per set on success.
    Check {
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: tiles/ in the nearest folder, from here upwards, that
        /// holds tiles/expansion.toml].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// Threads to use (default: one per core; at most twice the
        /// cores).
        #[arg(long, short = 'j', value_name = "N",
              value_parser = clap::value_parser!(u16).range(1..=1024))]
        jobs: Option<u16>,
    },
    /// Check every definition, then write every export into the output
    /// directory: the Rust tables crate (rust/halflings-tiles), tiles.json,
    /// the tile art (svg/, png/, index.html) and the printable sheets (sheets/).
    #[command(after_help = BUILD_HELP)]
    Build {
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: tiles/ in the nearest folder, from here upwards, that
        /// holds tiles/expansion.toml].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// The output directory, replaced as a whole.
        /// [default: out/ beside the tiles directory]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Resolution of the PNG pictures, in dots per inch.
        #[arg(long, value_name = "N", default_value_t = halflings_art::DEFAULT_DPI,
              value_parser = clap::value_parser!(u32).range(10..=2400))]
        dpi: u32,
        /// Skip the PNG pictures of the tiles and the PNG previews of the
        /// sheets (SVG, PDF, data and gallery are still written).
        #[arg(long)]
        no_png: bool,
        /// Threads to use (default: one per core; at most twice the
        /// cores). The output is the same whatever the number.
        #[arg(long, short = 'j', value_name = "N",
              value_parser = clap::value_parser!(u16).range(1..=1024))]
        jobs: Option<u16>,
        /// How far the print-and-cut art runs past the cut lines, in mm (0 to 3).
        #[arg(long, value_name = "MM", default_value_t = 0.0, value_parser = bleed)]
        bleed: f64,
        /// The languages of the sheets, by code (`--lang de,ro`), each also
        /// previewed as PNG; each must be one of the manifest's [default:
        /// every language of the manifest, English previewed]
        #[arg(long, value_name = "CODE", value_delimiter = ',', value_parser = language_code)]
        lang: Vec<String>,
    },
    /// Check every definition, then write just the printable sheets into
    /// <out>/sheets: the rule reference, the tile census and the
    /// print-and-cut sheets, each as PDF with SVG and PNG pages. Other files
    /// in the output directory are left alone.
    #[command(after_help = SHEETS_HELP)]
    Sheets {
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: tiles/ in the nearest folder, from here upwards, that
        /// holds tiles/expansion.toml].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// The output directory; the sheets go into its sheets/ folder.
        /// [default: out/ beside the tiles directory]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// The paper: a4 (210 x 297 mm) or letter (8.5 x 11 in).
        #[arg(long, value_name = "PAPER", default_value = "a4")]
        paper: halflings_sheets::Paper,
        /// How far the print-and-cut art runs past the cut lines, in mm (0 to 3).
        #[arg(long, value_name = "MM", default_value_t = 0.0, value_parser = bleed)]
        bleed: f64,
        /// The languages of the sheets, by code (`--lang de,ro`), each also
        /// previewed as PNG; each must be one of the manifest's [default:
        /// every language of the manifest, English previewed]
        #[arg(long, value_name = "CODE", value_delimiter = ',', value_parser = language_code)]
        lang: Vec<String>,
    },
    /// Play a board or a game file (as in tiles/examples/: a board of
    /// halflings and normal tiles with followers, or a game's turns) with
    /// the rules engine and print how it scores: each feature, what was
    /// counted (tiles, spaces, pennants, vineyards, cities), who scores it
    /// and the points per player, turn by turn for a game, under every
    /// rules version unless one is named. Expectations are optional: when
    /// the file has them, they are checked.
    #[command(after_help = SCORE_HELP)]
    Score {
        /// The board or game file, such as tiles/examples/city-completed.toml;
        /// or a conformance case (.json: one element of `cases` in
        /// conformance.json), a whole suite with --case, or a whole game's
        /// record (.json with `setup` and `moves`).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Only this rules version, by id (such as 2021-01): a board, game
        /// or try is judged under it alone (a turn only another version
        /// refuses is fine).
        #[arg(long, value_name = "VERSION")]
        rules: Option<String>,
        /// With a suite file (JSON), the case to score, by id.
        #[arg(long = "case", value_name = "ID")]
        case: Option<String>,
        /// Print the results as conformance cases (JSON, the format of
        /// conformance.json and schema/conformance.schema.json); for a case
        /// file, the reference engine's answer (the shape of `expect`).
        #[arg(long)]
        json: bool,
        /// The tiles directory whose halflings and normal tiles the file
        /// places [default: found as for the other commands; outside a
        /// project, the tiles built into this program].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
    },
    /// Conformance for any engine: write the suite of cases, run it against
    /// an engine over the line protocol, or be the reference engine.
    #[command(after_help = CONFORMANCE_HELP)]
    Conformance {
        #[command(subcommand)]
        what: ConformanceCommand,
    },
    /// Write the JSON schemas of the definition files and of the JSON export,
    /// derived from the model.
    Schema {
        /// Where to write tile.schema.json, expansion.schema.json and
        /// export.schema.json.
        /// [default: schema/ beside the tiles directory]
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Do not write; exit 1 if a committed schema differs from the model.
        #[arg(long)]
        check: bool,
    },
    /// Check the manifest and the tiles, then draw the named tiles (every
    /// tile when none is named) as out/svg/<id>.svg and out/png/<id>.png, and
    /// write the gallery out/index.html. Every tile that passes its own
    /// checks is drawn; broken tile files are reported with their located
    /// errors, on the terminal and on the gallery, and give exit code 1 (a
    /// broken manifest: nothing is drawn). An id no tile file gives is a
    /// usage error (exit 2).
    Render {
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: tiles/ in the nearest folder, from here upwards, that
        /// holds tiles/expansion.toml].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// Where to write svg/, png/ and index.html.
        /// [default: out/ beside the tiles directory]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Resolution of the PNG pictures (a tile is 45 mm square).
        #[arg(long, value_name = "N", default_value_t = halflings_art::DEFAULT_DPI,
              value_parser = clap::value_parser!(u32).range(1..=i64::from(halflings_art::MAX_DPI)))]
        dpi: u32,
        /// The tiles to draw, such as h1-01 h2-05.
        #[arg(value_name = "ID")]
        ids: Vec<String>,
    },
    /// Start a set of your own, or add a tile to a set: `new set` adds the
    /// set's [[set]] block to expansion.toml (its comments and layout kept)
    /// and writes its folder of tiles; `new tile SET` adds the next number.
    #[command(after_help = NEW_HELP)]
    New {
        #[command(subcommand)]
        what: NewCommand,
    },
    /// Render every tile, then watch the tiles directory: whenever a file is
    /// saved, check again and redraw the tiles that changed. Every tile that
    /// passes its own checks is drawn; a broken tile file keeps its last good
    /// pictures, and its located errors are printed and shown on the
    /// gallery. Each report opens with the time (UTC) and a rule. With
    /// --serve, the gallery is also served as a page that updates itself
    /// after each save, on 127.0.0.1 only (this machine).
    Watch {
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: tiles/ in the nearest folder, from here upwards, that
        /// holds tiles/expansion.toml].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// Where to write svg/, png/ and index.html.
        /// [default: out/ beside the tiles directory]
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Resolution of the PNG pictures (a tile is 45 mm square).
        #[arg(long, value_name = "N", default_value_t = halflings_art::DEFAULT_DPI,
              value_parser = clap::value_parser!(u32).range(1..=i64::from(halflings_art::MAX_DPI)))]
        dpi: u32,
        /// Serve the gallery at http://127.0.0.1:PORT/ (loopback only: other
        /// machines cannot reach it); the page reloads the pictures and shows
        /// the broken files' errors after each save. Ctrl-C stops it.
        #[arg(long)]
        serve: bool,
        /// The port to serve on (with --serve; default 8424); 0 picks a free
        /// one, printed at start.
        #[arg(long, value_name = "N", requires = "serve")]
        port: Option<u16>,
    },
    /// Format TOML files in the project's format (`.taplo.toml`, the format
    /// `taplo fmt` writes): rewrite each file that changes, in place.
    #[command(after_help = FMT_HELP)]
    Fmt {
        /// Do not write; exit 1 naming each file that would be reformatted.
        #[arg(long)]
        check: bool,
        /// Files, or folders whose .toml files to format (default: the files
        /// .taplo.toml includes: tiles/, the Cargo manifests, .taplo.toml).
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
    },
}

const NEW_HELP: &str = "\
The tile files written are placeholders that pass `halflings check` as they
are (three field sides, one field), so a new set can be rendered and watched
at once; each says \"Fill me in\" where the real tile's facts go. Existing
files are never overwritten: `new set` on a folder that already holds tiles
keeps them and writes only the missing numbers. If anything fails, what was
written is removed again and the manifest is left as it was.

Exit codes: 0 done, 1 the project cannot take the change (no manifest, a
manifest that is not TOML, a file that cannot be written), 2 usage error (a
bad or taken id or prefix, a count out of range, an unknown set).

Examples:
  halflings new set fan --name \"Fan tiles\" --prefix hf --tiles 3
  halflings new set fan --name \"Fan tiles\" --prefix hf --tiles 3 --symbol F
  halflings new tile fan";

const CONFORMANCE_HELP: &str = "\
The suite: the worked examples, then boards, games, placement tries and
follower tries generated from fixed seeds, each with the reference engine's
answer and tags naming what it exercises. `halflings build` writes it as
out/conformance.json; schema/conformance.schema.json describes it.

The protocol, one JSON object per line: the runner writes {\"cmd\":\"start\"}
(with tiles.json), then {\"cmd\":\"run\",\"seq\":N,\"case\":{...}} per case,
then {\"cmd\":\"stop\"}; the engine answers start with its name, language and
rules versions, and each run with {\"seq\":N,\"result\":{...}}, or
{\"seq\":N,\"skipped\":\"why\"} or {\"seq\":N,\"errored\":\"why\"}. The schemas
are schema/protocol-*.schema.json.

Examples:
  halflings conformance cases --out cases.json
  halflings conformance run -- halflings conformance engine
  halflings conformance run --tag farm --timeout 2 --json report.json -- python3 my_engine.py
  halflings conformance run --rules 2021-01 -- ./engine-of-the-current-rules
  halflings conformance run --partial --case game/0012@2015-10 -- ./engine";

const RUN_HELP: &str = "\
What exit 0 certifies: every case selected was sent to the engine and
passed. The selection is every case of the suite, narrowed by --tag, --skip,
--rules and --case. A selected case of a rules version the engine does not
declare in its answer to start is not run, and counts against passing (an
engine that declares no version passes nothing but the version-free cases,
and exits 1), unless --partial leaves such cases out; --rules runs only the
versions it names. A version the suite does not have, in the engine's
answer to start, stops the run (exit 1). An engine still running 2 s after
stop is killed and reported, as a warning.

Time: --timeout bounds each wait for the engine, its answer to start or to
one case, the writing of the request included (an engine that does not
read its input times out). --case-timeout bounds one case in all, starting
the engine again after a crash or a timeout included. A case over either is
timed-out, and the engine is killed with what it started and started again.

A --cases file made from other definitions (its data_sha256 is not that of
the tiles loaded) is run all the same, with a warning naming both digests.

Exit codes: 0 every case selected passed, 1 a case did not pass or was not
run, or the engine did not start or declared an unknown version, 2 usage
error (an unknown tag, version or case id; a selection with no case).";

/// What `halflings conformance` does.
#[derive(Debug, Subcommand)]
enum ConformanceCommand {
    /// Run the suite against an engine: start CMD, speak the line protocol
    /// on its standard input and output, check each answer, and print a
    /// summary by rules version and by tag with every case that did not
    /// pass (its input, a game's first differing turn, the reference
    /// engine's scoring). A crash, a hang past the timeout or an answer
    /// that is not the protocol's is reported as such, and the run goes on
    /// with the engine started again.
    #[command(after_help = RUN_HELP)]
    Run {
        /// Only the cases with this tag (repeat for several).
        #[arg(long = "tag", value_name = "TAG")]
        tags: Vec<String>,
        /// Leave out the cases with this tag (repeat for several).
        #[arg(long = "skip", value_name = "TAG")]
        skip: Vec<String>,
        /// Only the cases of this rules version, and those no version
        /// changes (repeat for several).
        #[arg(long = "rules", value_name = "VERSION")]
        rules: Vec<String>,
        /// Only the case with this id, such as board/0042@2014 (repeat for
        /// several).
        #[arg(long = "case", value_name = "ID")]
        case_ids: Vec<String>,
        /// Leave out the cases of rules versions the engine does not
        /// declare: they do not count against passing.
        #[arg(long)]
        partial: bool,
        /// Seconds the engine may take to start or to answer one case.
        #[arg(long, value_name = "S", default_value_t = 10.0, value_parser = timeout)]
        timeout: f64,
        /// Seconds one case may take in all: starting the engine again
        /// after a crash or a timeout, writing the case, and its answer. A
        /// case over it is timed out, and the engine started again.
        #[arg(long, value_name = "S", default_value_t = CASE_TIMEOUT, value_parser = timeout)]
        case_timeout: f64,
        /// Write the full report, every case with its status, as JSON.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
        /// A suite to run (a conformance.json) instead of the one generated
        /// from the tiles.
        #[arg(long, value_name = "FILE")]
        cases: Option<PathBuf>,
        /// The tiles directory [default: found as for the other commands;
        /// outside a project, the tiles built into this program].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
        /// The engine's command and its arguments, after `--`.
        #[arg(last = true, required = true, value_name = "CMD")]
        command: Vec<std::ffi::OsString>,
    },
    /// Be the reference engine: speak the protocol on standard input and
    /// output, as `conformance run -- halflings conformance engine` uses it.
    /// A request line longer than 16 MiB is answered
    /// {"seq":0,"errored":"not a request: ..."}, and dropped as it is read.
    Engine {
        /// The tiles directory [default: found as for the other commands;
        /// outside a project, the tiles built into this program].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
    },
    /// Write the suite (JSON) to standard output or a file.
    Cases {
        /// The file to write [default: standard output]. A link is written
        /// through; a device or named pipe gets the suite as a stream.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The tiles directory [default: found as for the other commands;
        /// outside a project, the tiles built into this program].
        #[arg(long, value_name = "DIR")]
        tiles: Option<PathBuf>,
    },
}

/// The default of `conformance run --case-timeout`, in seconds: the
/// runner's.
const CASE_TIMEOUT: f64 = halflings_runner::CASE_TIMEOUT.as_secs() as f64;

/// Reads a timeout in seconds: more than 0, at most a day.
fn timeout(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if v > 0.0 && v <= 86_400.0 {
        Ok(v)
    } else {
        Err("the timeout must be more than 0 and at most 86400 seconds".into())
    }
}

/// What `halflings new` makes.
#[derive(Debug, Subcommand)]
enum NewCommand {
    /// Declare a new set in expansion.toml and write its folder with one
    /// placeholder tile per number (01.toml, 02.toml, ...).
    Set {
        /// The set's id, which is also its folder (such as `fan`).
        #[arg(value_name = "ID")]
        id: String,
        /// The set's name, such as "Fan tiles".
        #[arg(long, value_name = "NAME")]
        name: String,
        /// The prefix of its tile ids: `hf` gives hf-01, hf-02, ...
        #[arg(long, value_name = "PX")]
        prefix: String,
        /// How many tiles the set holds (1 to 99).
        #[arg(long, value_name = "N",
              value_parser = clap::value_parser!(u32).range(1..=i64::from(crate::scaffold::MAX_SET_TILES)))]
        tiles: u32,
        /// The set symbol on its tiles: a label of 1 to 3 characters (such
        /// as F), or `pentagon` or `follower` (Halflings I and II's).
        /// Default: the prefix in capitals.
        #[arg(long, value_name = "LABEL")]
        symbol: Option<String>,
        /// Where the set first appeared.
        #[arg(long, value_name = "TEXT", default_value = "Fan-made")]
        origin: String,
        /// The year it first appeared (default: this year).
        #[arg(long, value_name = "YYYY")]
        year: Option<u16>,
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: found as for the other commands, by walking up].
        #[arg(long = "tiles-dir", value_name = "DIR")]
        tiles_dir: Option<PathBuf>,
    },
    /// Add the next tile to a set: writes NN.toml (one past the set's count)
    /// and raises the set's `tiles` in expansion.toml.
    Tile {
        /// The set's id, such as `fan`.
        #[arg(value_name = "SET")]
        set: String,
        /// The tiles directory: expansion.toml and one folder per set
        /// [default: found as for the other commands, by walking up].
        #[arg(long = "tiles-dir", value_name = "DIR")]
        tiles_dir: Option<PathBuf>,
    },
}

/// Parses the arguments, runs the command and returns the exit code.
pub fn run() -> ExitCode {
    run_from(std::env::args_os())
}

/// As [`run`], with the arguments given (the first is the program's name),
/// for running a command in-process. A usage error prints clap's message
/// and gives exit code 2 (0 for `--help` and `--version`).
pub fn run_from<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    match cli.command {
        Command::Check { tiles, jobs } => {
            set_jobs(jobs);
            let project = locate(tiles);
            check(&project.tiles)
        }
        Command::Build {
            tiles,
            out,
            dpi,
            no_png,
            jobs,
            bleed,
            lang,
        } => {
            set_jobs(jobs);
            let project = locate(tiles);
            let out = out.unwrap_or_else(|| project.folder("out"));
            build(&project.tiles, &out, dpi, no_png, bleed, &lang)
        }
        Command::Sheets {
            tiles,
            out,
            paper,
            bleed,
            lang,
        } => {
            let project = locate(tiles);
            let out = out.unwrap_or_else(|| project.folder("out"));
            sheets(&project.tiles, &out, paper, bleed, &lang)
        }
        Command::Score {
            file,
            rules,
            case,
            json,
            tiles,
        } => crate::play::score(&crate::play::ScoreArgs {
            tiles: &Tiles::find(tiles),
            file: &file,
            only: rules.as_deref(),
            case: case.as_deref(),
            json,
        }),
        Command::Conformance { what } => match what {
            ConformanceCommand::Run {
                tags,
                skip,
                rules,
                case_ids,
                partial,
                timeout,
                case_timeout,
                json,
                cases,
                tiles,
                command,
            } => crate::play::run(crate::play::RunArgs {
                tiles: Tiles::find(tiles),
                cases,
                tags,
                skip,
                rules,
                case_ids,
                partial,
                timeout,
                case_timeout,
                json,
                command,
            }),
            ConformanceCommand::Engine { tiles } => crate::play::engine(&Tiles::find(tiles)),
            ConformanceCommand::Cases { out, tiles } => {
                crate::play::cases(&Tiles::find(tiles), out.as_deref())
            }
        },
        Command::Schema { dir, check } => {
            let project = locate(None);
            let dir = dir.unwrap_or_else(|| project.folder("schema"));
            schema(&dir, &project.tiles, check)
        }
        Command::Render {
            tiles,
            out,
            dpi,
            ids,
        } => {
            let project = locate(tiles);
            let out = out.unwrap_or_else(|| project.folder("out"));
            render(&project.tiles, &out, dpi, &ids)
        }
        Command::Watch {
            tiles,
            out,
            dpi,
            serve,
            port,
        } => {
            let project = locate(tiles);
            let out = out.unwrap_or_else(|| project.folder("out"));
            watch(
                &project.tiles,
                &out,
                dpi,
                serve.then(|| port.unwrap_or(halflings_serve::serve::DEFAULT_PORT)),
            )
        }
        Command::Fmt { check, paths } => {
            // Named files are the user's; with none, the project's own files.
            let root = if paths.is_empty() {
                locate(None).root
            } else {
                PathBuf::from(".")
            };
            fmt(&root, check, &paths)
        }
        Command::New { what } => new(what),
    }
}

fn new(what: NewCommand) -> ExitCode {
    use crate::scaffold::{self, ScaffoldError};
    let done = match what {
        NewCommand::Set {
            id,
            name,
            prefix,
            tiles,
            symbol,
            origin,
            year,
            tiles_dir,
        } => symbol
            .as_deref()
            .map_or_else(
                || Ok(scaffold::default_symbol(&prefix)),
                scaffold::parse_symbol,
            )
            .and_then(|symbol| {
                let set = scaffold::NewSet {
                    id,
                    name,
                    prefix,
                    tiles,
                    symbol,
                    origin,
                    year: year.unwrap_or_else(scaffold::this_year),
                };
                scaffold::new_set(&locate(tiles_dir).tiles, &set).map(|done| (done, set))
            })
            .map(|(done, set)| {
                let symbol = set.symbol.describe();
                (
                    done,
                    format!(
                        "declared the set `{}` ({}, prefix {}, {} tiles, set symbol: {symbol})",
                        set.id,
                        diagnostic::printable(&set.name),
                        set.prefix,
                        set.tiles
                    ),
                )
            }),
        NewCommand::Tile { set, tiles_dir } => scaffold::new_tile(&locate(tiles_dir).tiles, &set)
            .map(|done| {
                let what = format!("raised the count of `{set}`");
                (done, what)
            }),
    };
    match done {
        Ok((done, what)) => {
            for f in &done.created {
                outln!("created {}", f.display());
            }
            for f in &done.kept {
                outln!("kept {} (it was there already)", f.display());
            }
            outln!("{what} in {}", done.manifest.display());
            outln!(
                "next: describe each tile where it says \"Fill me in\", then run `halflings check`"
            );
            ExitCode::SUCCESS
        }
        Err(ScaffoldError::Usage(m)) => {
            errln!("error: {m}\nerror: nothing was written");
            ExitCode::from(2)
        }
        Err(ScaffoldError::Project(m)) => {
            errln!("error: {m}\nerror: nothing was written");
            ExitCode::from(1)
        }
    }
}

/// The project a command works on: `--tiles` when given, otherwise found by
/// walking up from the working directory. Says which, on standard error,
/// when it is not the working directory.
fn locate(tiles: Option<PathBuf>) -> crate::project::Project {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let project = crate::project::Project::locate(tiles.as_deref(), &cwd);
    if let Some(note) = project.note() {
        errln!("note: {note}");
    }
    project
}

/// Sizes the thread pool that checking and drawing run on: `--jobs`, at
/// most [`jobs_cap`] threads.
fn set_jobs(jobs: Option<u16>) {
    if let Some(n) = jobs {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let threads = usize::from(n).min(jobs_cap(cores));
        if threads < usize::from(n) {
            errln!(
                "note: --jobs {n}: using {threads} threads, twice the {cores} cores here; \
                 more would only use more memory (some 140 MB each at 2400 dpi)"
            );
        }
        // Fails only if the pool was already built, which it is not yet.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global();
    }
}

/// The most threads `--jobs` gets on a machine with `cores` cores: twice
/// as many. The work is drawing and checking, bound by the cores; each
/// thread drawing a page at a high resolution holds its own pixmap.
fn jobs_cap(cores: usize) -> usize {
    cores.max(1) * 2
}

fn load(tiles: &std::path::Path, summary: &str) -> Result<Catalog, ExitCode> {
    Catalog::load(tiles).map_err(|errors| {
        terminal::report(&errors, summary);
        ExitCode::from(1)
    })
}

const SCORE_HELP: &str = "\
Each feature line reads: the feature (tile:segment at x,y of its first tile), whether it is
complete under that version, what it lies on (tiles, and the spaces they occupy), what the
version counts, pennants, vineyards or completed cities, the followers, and who scores what.
A game prints every player's points after each turn, what each turn completed, and the end.

With --rules VERSION the file is judged under that version alone: a game whose turn only
another version refuses plays. Without it, a try whose verdict differs between versions prints
each version's verdict (its `expect` must be one of them).

A .json file is a conformance case, as an element of `cases` in conformance.json (or a whole
suite, with --case ID): the reference engine answers it under its rules version, prints the
answer with the scoring feature by feature, and says whether it agrees with the case's
`expect`. A .json file with `setup` and `moves` is a whole game's record (Match::record, the
Python package's Game.record()): it plays back move by move, with nothing to expect.

Exit codes: 0 the file plays (and gives the results it expects, if it has any), 1 the file
or the definitions are not valid (every problem at file:line:col), 2 usage error, 3 the file
plays but its results differ from those it expects.

Examples:
  halflings score tiles/examples/city-completed.toml
  halflings score tiles/examples/farm-across-a-gap.toml --rules 2021-01
  halflings score my-board.toml --json
  halflings score case.json
  halflings score game.json
  halflings score out/conformance.json --case game/0012@2015-10";

fn check(tiles: &std::path::Path) -> ExitCode {
    let catalog = match load(tiles, "the definitions are not valid") {
        Ok(c) => c,
        Err(code) => return code,
    };
    // What the sheets could not print stops `build`: `check` says so too.
    let unprintable = halflings_sheets::unprintable(&catalog);
    if !unprintable.is_empty() {
        for problem in &unprintable {
            errln!("error: {}", diagnostic::printable(problem));
        }
        errln!("error: the definitions are valid, but the sheets could not print them");
        return ExitCode::from(1);
    }
    // Nor may a tile's picture be past its stated size (docs/format.md).
    let oversized = halflings_art::oversized_tiles(&catalog);
    if !oversized.is_empty() {
        for (tile, n) in &oversized {
            // A tile's file is <set>/<number>.toml, as its id says.
            let file = tiles
                .join(tile.set.as_str())
                .join(format!("{}.toml", tile.number()));
            errln!(
                "error: {}: the picture of {} would hold {n} SVG elements, more than the {} a tile's picture may",
                file.display(),
                tile.id,
                halflings_art::MAX_TILE_ELEMENTS
            );
        }
        errln!("error: the definitions are valid, but build could not draw those tiles");
        return ExitCode::from(1);
    }
    let per_set: Vec<String> = catalog
        .expansion()
        .set
        .iter()
        .map(|s| {
            let name = diagnostic::printable(&s.name);
            format!("{} {name}", catalog.tiles_of(s).count())
        })
        .collect();
    outln!(
        "ok: {} tiles ({})",
        catalog.tiles().len(),
        per_set.join(", ")
    );
    if !catalog.squares().is_empty() || !catalog.examples().is_empty() {
        let copies: usize = catalog.squares().iter().map(|s| usize::from(s.count)).sum();
        outln!(
            "ok: {} of {}; {} worked examples, each as the engine plays it under every rules version",
            halflings_sheets::count(copies, "normal tile", "normal tiles"),
            halflings_sheets::count(catalog.squares().len(), "kind", "kinds"),
            catalog.examples().len()
        );
    }
    ExitCode::SUCCESS
}

/// The languages `--lang` names, each one of the catalog's (a usage error
/// otherwise, exit 2); `None` when it names none: every language.
fn languages(catalog: &Catalog, lang: &[String]) -> Result<Option<Vec<String>>, ExitCode> {
    if lang.is_empty() {
        return Ok(None);
    }
    let known: Vec<&str> = catalog
        .languages()
        .iter()
        .map(|l| l.code.as_str())
        .collect();
    for code in lang {
        if !known.contains(&code.as_str()) {
            errln!(
                "error: --lang {code}: the manifest has no such language; it has {}\n  help: a new language is lang/{code}.ftl and \"{code}\" in languages in expansion.toml",
                known.join(", ")
            );
            return Err(ExitCode::from(2));
        }
    }
    Ok(Some(lang.to_vec()))
}

/// A language code as `--lang` takes it: two or three lower-case letters.
fn language_code(s: &str) -> Result<String, String> {
    if (2..=3).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_lowercase()) {
        Ok(s.to_owned())
    } else {
        Err(format!(
            "`{s}` is not a language code; use two or three lower-case letters, such as de or ro"
        ))
    }
}

fn build(
    tiles: &std::path::Path,
    out: &std::path::Path,
    dpi: u32,
    no_png: bool,
    bleed: f64,
    lang: &[String],
) -> ExitCode {
    if let Err(e) = halflings_build::output::check_apart(out, tiles) {
        errln!("error: {e}\nerror: nothing was built");
        return ExitCode::from(1);
    }
    let catalog = match load(tiles, "nothing was built") {
        Ok(c) => c,
        Err(code) => return code,
    };
    let languages = match languages(&catalog, lang) {
        Ok(languages) => languages,
        Err(code) => return code,
    };
    let options = halflings_build::export::BuildOptions {
        out: out.to_path_buf(),
        exporters: halflings_build::export::exporters_with_progress(
            &halflings_art::RenderOptions { dpi },
            !no_png,
            bleed,
            languages,
            true,
        ),
    };
    match halflings_build::export::build(&catalog, &options) {
        Ok(summary) => {
            outln!(
                "ok: built {} ({}): {} files from {} tiles",
                out.display(),
                summary.exporters.join(", "),
                summary.files.len(),
                catalog.tiles().len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!(
                "error: {e}\nerror: nothing was built; {} is unchanged",
                out.display()
            );
            ExitCode::from(1)
        }
    }
}

/// The most bytes of a committed schema `schema --check` reads: far above
/// the largest (60 KB).
const MAX_SCHEMA_BYTES: u64 = 4 << 20;

fn schema(dir: &std::path::Path, tiles: &std::path::Path, check: bool) -> ExitCode {
    if check {
        let stale: Vec<&str> = halflings_build::schema_files::all()
            .into_iter()
            .filter(|(name, text)| {
                halflings_files::read_at_most(&dir.join(name), MAX_SCHEMA_BYTES)
                    .ok()
                    .as_deref()
                    != Some(text.as_bytes())
            })
            .map(|(name, _)| name)
            .collect();
        if stale.is_empty() {
            outln!("ok: the schemas in {} match the model", dir.display());
            return ExitCode::SUCCESS;
        }
        for name in stale {
            errln!(
                "error: {}: differs from the model; run `halflings schema`",
                dir.join(name).display()
            );
        }
        return ExitCode::from(1);
    }
    let writer = halflings_files::Writer::new().forbid(tiles);
    match halflings_build::schema_files::write_all(dir, &writer) {
        Ok(changed) if changed.is_empty() => {
            outln!("ok: the schemas in {} were up to date", dir.display());
            ExitCode::SUCCESS
        }
        Ok(changed) => {
            outln!("wrote {} in {}", changed.join(", "), dir.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!("error: cannot write the schemas: {e}");
            ExitCode::from(1)
        }
    }
}

fn render(tiles: &std::path::Path, out: &std::path::Path, dpi: u32, ids: &[String]) -> ExitCode {
    let partial = Catalog::load_partial(tiles);
    let Some(catalog) = &partial.catalog else {
        terminal::report(
            &partial.diagnostics(),
            "the manifest is not valid; nothing was drawn",
        );
        return ExitCode::from(1);
    };
    // An id may name a sound tile, a broken one (reported, not drawn) or
    // none (a usage error).
    let (known, asked_broken): (Vec<String>, Vec<String>) = ids
        .iter()
        .cloned()
        .partition(|id| partial.broken_tile(id).is_none() || catalog.tile(id).is_some());
    let chosen = if ids.is_empty() {
        halflings_art::select(catalog, None)
    } else {
        halflings_art::select(catalog, Some(known.as_slice()))
    };
    let chosen = match chosen {
        Ok(chosen) => chosen,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = halflings_build::output::check_apart(out, tiles) {
        errln!("error: {e}");
        return ExitCode::from(1);
    }
    let art = halflings_build::export::art::Art {
        options: halflings_art::RenderOptions { dpi },
        png: true,
        progress: true,
        sheet_links: None,
    };
    let notices = halflings_serve::notices(&partial, "this tile is not drawn");
    let page = halflings_art::gallery::GalleryPage {
        notices: &notices,
        live: false,
        sheets: &[],
    };
    let done = halflings_build::output::Update::begin(out)
        .map_err(halflings_build::export::BuildError::from)
        .and_then(|update| {
            let drawn = art.draw_tiles_with(catalog, &chosen, &page, &update)?;
            update.finish()?;
            Ok(drawn)
        });
    let drawn = match done {
        Ok(drawn) => drawn,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let kept = if drawn.reused > 0 {
        format!("; {} already up to date", drawn.reused)
    } else {
        String::new()
    };
    outln!(
        "ok: drew {} at {dpi} dpi into {}{kept}",
        halflings_sheets::count(drawn.drawn, "tile", "tiles"),
        out.display(),
    );
    if partial.is_complete() {
        return ExitCode::SUCCESS;
    }
    let skipped: Vec<String> = partial
        .broken
        .iter()
        .map(halflings_catalog::validate::BrokenTile::label)
        .collect();
    let summary = if skipped.is_empty() {
        "every tile was drawn".to_owned()
    } else {
        format!(
            "skipped {}: {}; every other tile {} drawn",
            halflings_sheets::count(skipped.len(), "broken tile file", "broken tile files"),
            skipped.join(", "),
            if ids.is_empty() {
                "was"
            } else {
                "asked for was"
            }
        )
    };
    terminal::report(&partial.diagnostics(), &summary);
    for id in &asked_broken {
        errln!(
            "error: tile `{}` is broken (see above); it was not drawn",
            diagnostic::printable(id)
        );
    }
    ExitCode::from(1)
}

fn sheets(
    tiles: &std::path::Path,
    out: &std::path::Path,
    paper: halflings_sheets::Paper,
    bleed: f64,
    lang: &[String],
) -> ExitCode {
    let catalog = match load(tiles, "the definitions are not valid; no sheet was written") {
        Ok(c) => c,
        Err(code) => return code,
    };
    let languages = match languages(&catalog, lang) {
        Ok(languages) => languages,
        Err(code) => return code,
    };
    if let Err(e) = halflings_build::output::check_apart(out, tiles) {
        errln!("error: {e}");
        return ExitCode::from(1);
    }
    let sheets = halflings_build::export::sheets::Sheets {
        papers: vec![paper],
        bleed_mm: bleed,
        png: true,
        languages,
    };
    let done = halflings_build::output::Update::begin(out)
        .map_err(halflings_build::export::BuildError::from)
        .and_then(|update| {
            let files = sheets.update(&catalog, &update)?;
            update.finish()?;
            Ok(files)
        });
    match done {
        Ok(files) => {
            let codes = sheets.codes(&catalog).unwrap_or_default();
            outln!(
                "ok: wrote {} sheet files ({}; {}) into {}",
                files,
                paper.title(),
                codes.join(", "),
                out.join("sheets").display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

fn watch(tiles: &std::path::Path, out: &std::path::Path, dpi: u32, serve: Option<u16>) -> ExitCode {
    if let Err(e) = halflings_build::output::check_apart(out, tiles)
        .and_then(|()| halflings_build::output::claim(out))
    {
        errln!("error: {e}");
        return ExitCode::from(1);
    }
    match halflings_serve::run(tiles, out, halflings_art::RenderOptions { dpi }, serve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

const FMT_HELP: &str = "\
The format is .taplo.toml at the project's root, compiled into this program,
with the formatter taplo itself uses: `halflings fmt` and `taplo fmt` write
the same bytes. Run it from the project's root. A file that is not valid
TOML is reported at file:line:col and left as it is (exit 1). Each file
that changes is written whole to a temporary file beside it and renamed
into place.";

fn fmt(root: &std::path::Path, check: bool, paths: &[PathBuf]) -> ExitCode {
    let files = match crate::toml_format::files(root, paths) {
        Ok(files) => files,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    if paths.is_empty() && files.is_empty() {
        errln!(
            "error: no file here is one .taplo.toml covers (tiles/**/*.toml, Cargo.toml, ...)\n\
             help: run `halflings fmt` from the project's root, or name the files or folders"
        );
        return ExitCode::from(1);
    }
    let mut errors = Vec::new();
    let mut changed = Vec::new();
    for file in &files {
        let formatted = halflings_catalog::load::read_text(file)
            .map_err(|e| vec![e])
            .and_then(|text| crate::toml_format::format(file, &text).map(|f| (text, f)));
        match formatted {
            Ok((text, formatted)) if *text != *formatted => changed.push((file, formatted)),
            Ok(_) => {}
            Err(mut e) => errors.append(&mut e),
        }
    }
    let count = |n: usize| halflings_sheets::count(n, "file", "files");
    let mut failed = !errors.is_empty();
    if check {
        for (file, _) in &changed {
            outln!("{}: would be reformatted", file.display());
        }
        if !changed.is_empty() {
            errln!(
                "error: {} of {} would be reformatted; run `halflings fmt`",
                changed.len(),
                count(files.len())
            );
            failed = true;
        }
    } else {
        for (file, formatted) in &changed {
            match halflings_files::Writer::new().write(file, formatted.as_bytes()) {
                Ok(_) => outln!("formatted {}", file.display()),
                Err(e) => {
                    errln!("error: {e}");
                    failed = true;
                }
            }
        }
    }
    if !errors.is_empty() {
        terminal::report(&errors, "not valid TOML; those files were not formatted");
    }
    if failed {
        return ExitCode::from(1);
    }
    if check || changed.is_empty() {
        outln!("ok: {} in the project's format", count(files.len()));
    } else {
        outln!("ok: formatted {} of {}", changed.len(), count(files.len()));
    }
    ExitCode::SUCCESS
}
