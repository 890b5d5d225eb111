//! The Python module `halflings._halflings`: the reference engine and the
//! tile catalog as Python objects. The package `halflings` (python/)
//! re-exports it with its docstrings and type stubs.
//!
//! A catalog is loaded once and lives until the interpreter exits: boards
//! and games borrow its tiles and rules, so they stay cheap to create and
//! to copy for a search. The built-in catalog is the project's own
//! `tiles/` (halflings-shipped); `load` reads another folder.
//!
//! This is the only crate of the workspace that depends on PyO3; the
//! engine stays free of Python. It must never depend on a drawing, PDF,
//! CLI, HTTP or file-watching crate.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod args;
mod moves;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use halflings_catalog::Catalog as Loaded;
use halflings_codegen::json::Export;
use halflings_engine::Turn;
use halflings_engine::game::{TurnRefusal, try_on_board};
use halflings_engine::turn_verdict;
use halflings_engine::{Board as EngineBoard, Deck, Features, Follower as EngineFollower};
use halflings_engine::{Game as EngineGame, GapReading, Refusal as EngineRefusal, Rules, Shape};
use halflings_engine::{Match, Phase, Record, ReplayError, Setup, SetupError};
use halflings_model::{Rotation, ScoringTime};
use moves::{Move, MoveResult};
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

pyo3::create_exception!(
    halflings,
    Error,
    PyException,
    "The base of every error this package raises."
);
pyo3::create_exception!(
    halflings,
    DefinitionError,
    Error,
    "A tiles folder that does not load: the message gives every problem at file:line:col."
);
pyo3::create_exception!(
    halflings,
    RefusedError,
    Error,
    "A placement or a turn the rules refuse; `refusal` says why."
);
pyo3::create_exception!(
    halflings,
    NotFoundError,
    Error,
    "An unknown tile, feature, player, edition or rules version."
);
pyo3::create_exception!(
    halflings,
    GameKindError,
    Error,
    "A method of a whole game (Game.new) called on a free-form game (Game(players)), or the other way round."
);

/// A catalog with what the engine needs of it, kept for the interpreter's
/// life so that boards and games may borrow it.
struct Data {
    catalog: Loaded,
    /// The folder it was loaded from; `None` for the built-in catalog.
    path: Option<PathBuf>,
    deck: Deck,
    export: Export,
    suite: OnceLock<String>,
}

impl Data {
    fn leak(catalog: Loaded, path: Option<PathBuf>) -> &'static Data {
        let deck = Deck::of(catalog.tiles(), catalog.squares());
        let export = Export::from_catalog(&catalog);
        Box::leak(Box::new(Data {
            catalog,
            path,
            deck,
            export,
            suite: OnceLock::new(),
        }))
    }

    fn face(&self, id: &str) -> PyResult<usize> {
        self.deck
            .index_of(id)
            .ok_or_else(|| NotFoundError::new_err(format!("there is no tile `{id}`")))
    }

    fn rules(&'static self, id: Option<&str>) -> PyResult<Rules<'static>> {
        let e = self.catalog.expansion();
        let id = match id {
            Some(id) => id,
            None => &e.rules.last().expect("a manifest has rules versions").id,
        };
        Rules::of(e, id).ok_or_else(|| {
            let known: Vec<&str> = e.rules.iter().map(|r| r.id.as_str()).collect();
            NotFoundError::new_err(format!(
                "there is no rules version `{id}`; the versions are {}",
                known.join(", ")
            ))
        })
    }

    fn segment(&self, face: usize, feature: &str) -> PyResult<usize> {
        let f = self.deck.face(face);
        f.segment(feature).ok_or_else(|| {
            let ids: Vec<&str> = f.segments.iter().map(|s| s.id.as_str()).collect();
            NotFoundError::new_err(format!(
                "{} has no feature `{feature}`; its features are {}",
                f.id,
                ids.join(", ")
            ))
        })
    }
}

fn built_in() -> PyResult<&'static Data> {
    static BUILT_IN: OnceLock<&'static Data> = OnceLock::new();
    if let Some(d) = BUILT_IN.get() {
        return Ok(d);
    }
    let catalog = halflings_shipped::catalog(true).map_err(definition_error)?;
    Ok(BUILT_IN.get_or_init(|| Data::leak(catalog, None)))
}

fn definition_error(errors: Vec<halflings_catalog::Diagnostic>) -> PyErr {
    let n = errors.len();
    let mut text = format!(
        "{n} problem{} found; the definitions are not valid",
        if n == 1 { "" } else { "s" }
    );
    for e in &errors {
        text.push('\n');
        text.push_str(&e.to_string());
    }
    DefinitionError::new_err(text)
}

/// The argument `when`, or an `ArgumentError` naming it.
fn when(py: Python<'_>, text: &str) -> PyResult<ScoringTime> {
    match text {
        "game-end" => Ok(ScoringTime::GameEnd),
        "completed" => Ok(ScoringTime::Completed),
        _ => Err(args::bad_value(
            py,
            "when",
            format!("is \"game-end\" or \"completed\", not {text:?}"),
        )),
    }
}

fn json_to_py<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

fn to_py<'py, T: serde::Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    json_to_py(
        py,
        &serde_json::to_string(value).expect("the engine's values serialise"),
    )
}

/// The tiles, rules versions, rulings and worked examples of one tiles
/// folder. `halflings.catalog()` is the one built in; `halflings.load(path)`
/// reads another.
#[pyclass(module = "halflings", frozen)]
struct Catalog {
    data: &'static Data,
}

#[pymethods]
impl Catalog {
    /// The SHA-256 of the definitions, as `tiles.json` gives it.
    #[getter]
    fn sha256(&self) -> &str {
        self.data.catalog.sha256()
    }

    /// The halflings, in the order of their sets.
    #[getter]
    fn tiles(&self) -> Vec<Tile> {
        (0..self.data.catalog.tiles().len())
            .map(|index| Tile {
                data: self.data,
                index,
            })
            .collect()
    }

    /// The normal (square) tiles: the base game's 24 kinds, each once
    /// (`Tile.copies` says how many the box holds).
    #[getter]
    fn normal_tiles(&self) -> Vec<Tile> {
        let first = self.data.catalog.tiles().len();
        (first..self.data.deck.faces().len())
            .map(|index| Tile {
                data: self.data,
                index,
            })
            .collect()
    }

    /// The tile with this id, a halfling or a normal tile.
    fn tile(&self, id: &str) -> PyResult<Tile> {
        Ok(Tile {
            data: self.data,
            index: self.data.face(id)?,
        })
    }

    /// The ids of the rules versions, oldest first.
    #[getter]
    fn rules(&self) -> Vec<String> {
        self.data
            .catalog
            .expansion()
            .rules
            .iter()
            .map(|r| r.id.clone())
            .collect()
    }

    /// Each rules version as `tiles.json` gives it: its name, how it counts,
    /// and every ruling with its value, standing, source and note.
    fn rules_version<'py>(&self, py: Python<'py>, id: &str) -> PyResult<Bound<'py, PyAny>> {
        let found = self.data.export.rules.iter().find(|r| r.id == id);
        match found {
            Some(r) => to_py(py, r),
            None => Err(NotFoundError::new_err(format!(
                "there is no rules version `{id}`"
            ))),
        }
    }

    /// The names of the worked examples.
    #[getter]
    fn examples(&self) -> Vec<String> {
        self.data
            .catalog
            .examples()
            .iter()
            .map(|e| e.name.clone())
            .collect()
    }

    /// The whole `tiles.json` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.data.export)
    }

    /// The conformance suite of these definitions, as `conformance.json`:
    /// a dict with `format`, `rules`, `tags` and `cases`. Generated on the
    /// first call (a fraction of a second), then kept.
    fn conformance_suite<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = self.data.suite.get_or_init(|| {
            let suite = halflings_conformance::generate::suite(&self.data.catalog);
            serde_json::to_string(&suite).expect("the suite serialises")
        });
        json_to_py(py, text)
    }

    /// The folder it was loaded from; `None` for the built-in catalog.
    #[getter]
    fn path(&self) -> Option<&Path> {
        self.data.path.as_deref()
    }

    /// Pickles by the folder it was loaded from (and its SHA-256), or as
    /// the built-in catalog.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("halflings._halflings")?.getattr("_catalog")?;
        (restore, (self.path(), self.sha256())).into_pyobject(py)
    }

    fn __repr__(&self) -> String {
        format!(
            "<Catalog: {} halflings, {} normal tiles, rules {}>",
            self.data.catalog.tiles().len(),
            self.data.catalog.squares().len(),
            self.rules().join(", ")
        )
    }
}

/// A tile: a halfling or a normal tile.
#[pyclass(module = "halflings", frozen)]
struct Tile {
    data: &'static Data,
    index: usize,
}

impl Tile {
    fn halfling(&self) -> Option<usize> {
        (self.index < self.data.catalog.tiles().len()).then_some(self.index)
    }
}

#[pymethods]
impl Tile {
    /// Its id, such as `h1-07` or `city-cap`.
    #[getter]
    fn id(&self) -> &str {
        &self.data.deck.face(self.index).id
    }

    /// `"halfling"` or `"normal"`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.data.deck.face(self.index).shape {
            Shape::Halfling => "halfling",
            Shape::Square => "normal",
        }
    }

    /// A short description of the face.
    #[getter]
    fn name(&self) -> String {
        match self.halfling() {
            Some(i) => self.data.export.tiles[i].name.clone(),
            None => {
                let i = self.index - self.data.catalog.tiles().len();
                self.data.catalog.squares()[i].name.clone()
            }
        }
    }

    /// The id of its set (`None` for a normal tile).
    #[getter]
    fn set(&self) -> Option<String> {
        self.halfling()
            .map(|i| self.data.export.tiles[i].set.clone())
    }

    /// How many copies exist: 1 for a halfling.
    #[getter]
    fn copies(&self) -> u8 {
        self.data.deck.face(self.index).copies
    }

    /// The feature segments as `(id, kind)`: kind is city, road, field or
    /// monastery. A follower goes on a feature by its id.
    #[getter]
    fn features(&self) -> Vec<(String, &'static str)> {
        self.data
            .deck
            .face(self.index)
            .segments
            .iter()
            .map(|s| (s.id.clone(), s.kind.name()))
            .collect()
    }

    /// The four rotations, in degrees clockwise.
    #[getter]
    fn rotations(&self) -> Vec<u16> {
        Rotation::ALL.iter().map(|&r| r.degrees()).collect()
    }

    /// The halflings that may share this halfling's space when it lies in
    /// `rotation`, each with the rotation it then lies in: long side to long
    /// side, every feature continuing. Empty for a normal tile.
    #[pyo3(signature = (rotation = None), text_signature = "($self, rotation=0)")]
    fn long_side_partners(
        &self,
        rotation: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<(String, u16)>> {
        let r = match rotation {
            Some(r) => args::rotation("rotation", r)?,
            None => Rotation::new(0),
        };
        Ok(match self.halfling() {
            Some(i) => self
                .data
                .export
                .long_side_partners(i, r.quarter_turns())
                .map(|(id, q)| (id.to_owned(), u16::from(q) * 90))
                .collect(),
            None => Vec::new(),
        })
    }

    /// The tile as `tiles.json` gives it (under `tiles` or `normal_tiles`).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.halfling() {
            Some(i) => to_py(py, &self.data.export.tiles[i]),
            None => {
                let i = self.index - self.data.catalog.tiles().len();
                to_py(py, &self.data.export.normal_tiles[i])
            }
        }
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Tile>().is_ok_and(|o| {
            let o = o.get();
            std::ptr::eq(o.data, self.data) && o.index == self.index
        })
    }

    fn __hash__(&self) -> u64 {
        self.index as u64
    }

    fn __repr__(&self) -> String {
        format!("<Tile {} ({}): {}>", self.id(), self.kind(), self.name())
    }
}

/// Why the rules refuse a placement, a follower or a turn. Compares equal
/// to its reason: `board.check(...) == "corner-only"`.
#[pyclass(module = "halflings", frozen)]
#[derive(Clone)]
struct Refusal {
    reason: String,
    message: String,
    side: Option<usize>,
}

impl Refusal {
    fn of(r: &TurnRefusal) -> Refusal {
        // The conformance suite's verdict names; a stranger's turn is no
        // verdict of the suite.
        let reason = turn_verdict(&Err(r.clone())).map_or("not-a-player", |v| v.name());
        let side = match r {
            TurnRefusal::Placement(EngineRefusal::SideDoesNotContinue { side }) => Some(*side),
            _ => None,
        };
        Refusal {
            reason: reason.to_owned(),
            message: r.describe(),
            side,
        }
    }

    fn error(&self, py: Python<'_>) -> PyErr {
        let err = RefusedError::new_err(format!("{}: {}", self.reason, self.message));
        if let Err(e) = err.value(py).setattr("refusal", self.clone()) {
            return e;
        }
        err
    }
}

#[pymethods]
impl Refusal {
    /// The reason, as the conformance suite names it: `corner-only`,
    /// `feature-taken`, ... (`not-a-player` for a stranger's turn).
    #[getter]
    fn reason(&self) -> &str {
        &self.reason
    }

    /// The reason in a sentence.
    #[getter]
    fn message(&self) -> &str {
        &self.message
    }

    /// For `side-does-not-continue`: the side of the new tile, clockwise from
    /// its first (a halfling: 0 north leg, 1 long side, 2 west leg).
    #[getter]
    fn side(&self) -> Option<usize> {
        self.side
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        if let Ok(text) = other.extract::<String>() {
            return text == self.reason;
        }
        other
            .cast::<Refusal>()
            .is_ok_and(|o| o.get().reason == self.reason && o.get().side == self.side)
    }

    fn __hash__(&self) -> u64 {
        self.reason.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    }

    fn __str__(&self) -> &str {
        &self.message
    }

    fn __repr__(&self) -> String {
        match self.side {
            Some(s) => format!("Refusal('{}', side={s})", self.reason),
            None => format!("Refusal('{}')", self.reason),
        }
    }
}

/// A tile on a board.
#[pyclass(module = "halflings", frozen, get_all)]
#[derive(Clone)]
struct Piece {
    /// Its index on the board, in the order of placing.
    index: usize,
    /// The tile's id.
    tile: String,
    /// Its space, `(x, y)` with y to the south.
    at: (i32, i32),
    /// Its rotation in degrees clockwise.
    rotation: u16,
}

#[pymethods]
impl Piece {
    fn __repr__(&self) -> String {
        format!(
            "Piece({}, {:?}, at=({}, {}), rotation={})",
            self.index, self.tile, self.at.0, self.at.1, self.rotation
        )
    }
}

/// A follower on a board.
#[pyclass(module = "halflings", frozen, get_all)]
#[derive(Clone)]
struct Follower {
    /// The player's name.
    player: String,
    /// The piece it stands on, by its index on the board.
    piece: usize,
    /// The feature of that piece's tile it stands on, by id.
    feature: String,
}

#[pymethods]
impl Follower {
    fn __repr__(&self) -> String {
        format!(
            "Follower({:?}, piece={}, feature={:?})",
            self.player, self.piece, self.feature
        )
    }
}

fn follower_of(data: &Data, board: &EngineBoard, f: &EngineFollower) -> Follower {
    let face = board.pieces()[f.piece].face;
    Follower {
        player: f.player.clone(),
        piece: f.piece,
        feature: data.deck.face(face).segments[f.segment].id.clone(),
    }
}

fn pieces_of(data: &Data, board: &EngineBoard) -> Vec<Piece> {
    board
        .pieces()
        .iter()
        .enumerate()
        .map(|(index, p)| Piece {
            index,
            tile: data.deck.face(p.face).id.clone(),
            at: p.space,
            rotation: p.rotation.degrees(),
        })
        .collect()
}

/// The engine's turn for these arguments of a Python call.
fn turn<'t>(
    data: &Data,
    player: &'t str,
    tile: &str,
    at: &Bound<'_, PyAny>,
    rotation: &Bound<'_, PyAny>,
    follower: Option<&'t str>,
) -> PyResult<Turn<'t>> {
    Ok(Turn {
        player,
        face: data.face(tile)?,
        space: args::space("at", at)?,
        rotation: args::rotation("rotation", rotation)?,
        follower,
    })
}

/// Every legal placement of `tile` on `board`, rotations in degrees.
fn placements(data: &Data, board: &EngineBoard, tile: &str) -> PyResult<Vec<((i32, i32), u16)>> {
    let face = data.face(tile)?;
    Ok(board
        .legal_placements(&data.deck, face)
        .into_iter()
        .map(|(s, r)| (s, r.degrees()))
        .collect())
}

/// A feature on a board: segments of placed tiles joined across their sides.
#[pyclass(module = "halflings", frozen, get_all)]
struct Feature {
    /// city, road, field or monastery.
    kind: &'static str,
    /// The pieces it lies on, by index.
    pieces: Vec<usize>,
    /// Its segments as `(piece, feature id)`.
    parts: Vec<(usize, String)>,
    /// Whether a side of it still faces an empty space.
    open: bool,
    /// The spaces of the triangular gaps it faces.
    gaps: Vec<(i32, i32)>,
    /// The followers on it, by player.
    followers: BTreeMap<String, u32>,
}

#[pymethods]
impl Feature {
    fn __repr__(&self) -> String {
        format!(
            "<Feature {} on pieces {:?}{}>",
            self.kind,
            self.pieces,
            if self.open { ", open" } else { "" }
        )
    }
}

fn features_of(
    data: &Data,
    board: &EngineBoard,
    followers: &[EngineFollower],
    features: &Features,
) -> Vec<Feature> {
    let pieces = board.pieces();
    let mut out: Vec<Feature> = features
        .list
        .iter()
        .map(|f| Feature {
            kind: f.kind.name(),
            pieces: f.pieces(),
            parts: f
                .parts
                .iter()
                .map(|&(p, s)| (p, data.deck.face(pieces[p].face).segments[s].id.clone()))
                .collect(),
            open: f.open,
            gaps: f.gaps.clone(),
            followers: BTreeMap::new(),
        })
        .collect();
    for f in followers {
        let i = features.of_part[f.piece][f.segment];
        *out[i].followers.entry(f.player.clone()).or_default() += 1;
    }
    out
}

/// A board scored under one rules version.
#[pyclass(module = "halflings", frozen)]
struct Score {
    score: halflings_engine::Score,
}

#[pymethods]
impl Score {
    /// The rules version's id.
    #[getter]
    fn rules(&self) -> &str {
        &self.score.rules
    }

    /// Points by player (players who scored nothing are left out).
    #[getter]
    fn totals(&self) -> BTreeMap<String, u32> {
        self.score.totals.clone()
    }

    /// The breakdown: each feature that scored, as a dict with `kind`,
    /// `feature`, `complete`, `tiles`, `spaces`, `counted`, `pennants`,
    /// `vineyards`, `cities`, `followers`, `scorers`, `points` (each
    /// scorer's) and perhaps `tie_break`.
    #[getter]
    fn features<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.score.features)
    }

    /// What the board holds that the engine does not score, in sentences.
    #[getter]
    fn unscored(&self) -> Vec<String> {
        self.score.unscored.clone()
    }

    /// The whole score as a dict, as `halflings score --json` breaks it down.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.score)
    }

    fn __repr__(&self) -> String {
        format!("<Score {}: {:?}>", self.score.rules, self.score.totals)
    }
}

/// What a turn scored: the features it completed that held followers,
/// the followers that went back, and everyone's points after it.
#[pyclass(module = "halflings", frozen)]
struct TurnScore {
    scored: Vec<halflings_engine::Scored>,
    #[pyo3(get)]
    returned: Vec<Follower>,
    #[pyo3(get)]
    points: BTreeMap<String, u32>,
}

#[pymethods]
impl TurnScore {
    /// Each feature scored, as a dict (see `Score.features`).
    #[getter]
    fn scored<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.scored)
    }

    fn __repr__(&self) -> String {
        format!(
            "<TurnScore: {} feature(s) scored, {} follower(s) back, points {:?}>",
            self.scored.len(),
            self.returned.len(),
            self.points
        )
    }
}

/// A board: tiles placed by the rules, and followers standing on them.
/// `Board()` is empty, on the built-in catalog; `Board(catalog)` on another.
/// `copy()` is cheap, for a search.
#[pyclass(module = "halflings")]
#[derive(Clone)]
struct Board {
    data: &'static Data,
    board: EngineBoard,
    followers: Vec<EngineFollower>,
}

impl Board {
    fn judge(&self, turn: &Turn<'_>, rules: Option<&str>) -> PyResult<Result<(), TurnRefusal>> {
        if turn.follower.is_none() {
            return Ok(self
                .board
                .check(&self.data.deck, turn.face, turn.space, turn.rotation)
                .map_err(TurnRefusal::Placement));
        }
        if turn.player.is_empty() {
            return Err(Error::new_err("`player`: a follower needs its player"));
        }
        let rules = self.data.rules(rules)?;
        Ok(try_on_board(
            &self.board,
            &self.followers,
            &self.data.deck,
            rules,
            turn,
        ))
    }
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (catalog = None))]
    fn new(catalog: Option<PyRef<'_, Catalog>>) -> PyResult<Board> {
        let data = match catalog {
            Some(c) => c.data,
            None => built_in()?,
        };
        Ok(Board {
            data,
            board: EngineBoard::new(),
            followers: Vec::new(),
        })
    }

    /// Whether `tile` may go into space `at` turned `rotation` degrees, with
    /// `follower` (a feature id of the tile) for `player` if given: `None`
    /// when it may, else the `Refusal`. A follower is judged under `rules`
    /// (the newest version when left out), which decide which fields join.
    #[pyo3(signature = (tile, at, rotation, *, player = None, follower = None, rules = None))]
    fn check(
        &self,
        tile: &str,
        at: &Bound<'_, PyAny>,
        rotation: &Bound<'_, PyAny>,
        player: Option<&str>,
        follower: Option<&str>,
        rules: Option<&str>,
    ) -> PyResult<Option<Refusal>> {
        let turn = turn(
            self.data,
            player.unwrap_or(""),
            tile,
            at,
            rotation,
            follower,
        )?;
        Ok(self.judge(&turn, rules)?.err().map(|r| Refusal::of(&r)))
    }

    /// Places `tile` as `check` would allow it, with the follower if given;
    /// returns the new piece's index. Raises `RefusedError` (its `refusal`
    /// says why) and leaves the board as it was when the rules refuse.
    #[pyo3(signature = (tile, at, rotation, *, player = None, follower = None, rules = None))]
    #[allow(clippy::too_many_arguments)]
    fn place(
        &mut self,
        py: Python<'_>,
        tile: &str,
        at: &Bound<'_, PyAny>,
        rotation: &Bound<'_, PyAny>,
        player: Option<&str>,
        follower: Option<&str>,
        rules: Option<&str>,
    ) -> PyResult<usize> {
        let turn = turn(
            self.data,
            player.unwrap_or(""),
            tile,
            at,
            rotation,
            follower,
        )?;
        if let Err(r) = self.judge(&turn, rules)? {
            return Err(Refusal::of(&r).error(py));
        }
        let piece = self
            .board
            .place(&self.data.deck, turn.face, turn.space, turn.rotation)
            .expect("judged legal above");
        if let (Some(id), Some(p)) = (follower, player) {
            self.followers.push(EngineFollower {
                player: p.to_owned(),
                piece,
                segment: self.data.segment(turn.face, id)?,
            });
        }
        Ok(piece)
    }

    /// Stands a follower of `player` on `feature` of piece `piece`, as a
    /// position is written down (no follower rule is asked: the board of a
    /// conformance case gives its followers this way).
    fn add_follower(
        &mut self,
        player: &str,
        piece: &Bound<'_, PyAny>,
        feature: &str,
    ) -> PyResult<()> {
        let piece: usize = args::int("piece", piece, "a piece's index (0 or more)")?;
        let Some(p) = self.board.pieces().get(piece) else {
            return Err(NotFoundError::new_err(format!(
                "there is no piece {piece}; the board holds {}",
                self.board.pieces().len()
            )));
        };
        let segment = self.data.segment(p.face, feature)?;
        self.followers.push(EngineFollower {
            player: player.to_owned(),
            piece,
            segment,
        });
        Ok(())
    }

    /// Every legal placement of `tile` as `((x, y), rotation)`, in a fixed
    /// order: spaces row by row, rotations 0 to 270.
    fn legal_placements(&self, tile: &str) -> PyResult<Vec<((i32, i32), u16)>> {
        placements(self.data, &self.board, tile)
    }

    /// The spaces where a tile could go: empty spaces beside an occupied
    /// one, and spaces holding a single halfling.
    fn frontier(&self) -> Vec<(i32, i32)> {
        self.board.frontier(&self.data.deck)
    }

    /// The pieces, in the order they were placed.
    #[getter]
    fn pieces(&self) -> Vec<Piece> {
        pieces_of(self.data, &self.board)
    }

    /// The indices of the pieces in space `at` (none, one or two).
    fn at(&self, at: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        Ok(self.board.at(args::space("at", at)?).to_vec())
    }

    /// The followers on the board.
    #[getter]
    fn followers(&self) -> Vec<Follower> {
        self.followers
            .iter()
            .map(|f| follower_of(self.data, &self.board, f))
            .collect()
    }

    /// The features of the board, joined as `rules` read the gaps (the
    /// newest version when left out), each with who holds it.
    #[pyo3(signature = (rules = None))]
    fn features(&self, rules: Option<&str>) -> PyResult<Vec<Feature>> {
        let rules = self.data.rules(rules)?;
        let features = Features::of(
            &self.board,
            &self.data.deck,
            GapReading::of(&rules.version.gaps),
        );
        Ok(features_of(
            self.data,
            &self.board,
            &self.followers,
            &features,
        ))
    }

    /// Scores the board under `rules` (the newest version when left out):
    /// `when="game-end"` scores everything with followers, farms too;
    /// `when="completed"` only completed cities, roads and monasteries.
    #[pyo3(signature = (rules = None, when = "game-end"))]
    fn score(&self, py: Python<'_>, rules: Option<&str>, when: &str) -> PyResult<Score> {
        let rules = self.data.rules(rules)?;
        let when = self::when(py, when)?;
        Ok(Score {
            score: halflings_engine::score(
                &self.board,
                &self.data.deck,
                &self.followers,
                rules,
                when,
            ),
        })
    }

    /// Scores the board under every rules version: a dict by version id.
    #[pyo3(signature = (when = "game-end"))]
    fn score_all(&self, py: Python<'_>, when: &str) -> PyResult<BTreeMap<String, Score>> {
        let when = self::when(py, when)?;
        let rules = Rules::all(self.data.catalog.expansion());
        Ok(
            halflings_engine::score_all(
                &self.board,
                &self.data.deck,
                &self.followers,
                &rules,
                when,
            )
            .into_iter()
            .map(|score| (score.rules.clone(), Score { score }))
            .collect(),
        )
    }

    /// A copy to change without changing this one.
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyDict>) -> Board {
        self.clone()
    }

    fn __len__(&self) -> usize {
        self.board.pieces().len()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Board>() else {
            return false;
        };
        let Ok(other) = other.try_borrow() else {
            return false;
        };
        std::ptr::eq(self.data, other.data)
            && self.board.pieces() == other.board.pieces()
            && self.followers == other.followers
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        (self.board.pieces(), &self.followers).hash(&mut h);
        h.finish()
    }

    /// Pickles as `Board(catalog)` and a state: the pieces as `(tile, at,
    /// rotation)` in the order placed and the followers as `(player,
    /// piece, feature)`.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let pieces: Vec<_> = pieces_of(self.data, &self.board)
            .into_iter()
            .map(|p| (p.tile, p.at, p.rotation))
            .collect();
        let followers: Vec<_> = self
            .followers()
            .into_iter()
            .map(|f| (f.player, f.piece, f.feature))
            .collect();
        (
            py.get_type::<Board>(),
            (Catalog { data: self.data },),
            (pieces, followers),
        )
            .into_pyobject(py)
    }

    /// Restores the state `__reduce__` gives, each piece placed again by
    /// the rules.
    fn __setstate__(&mut self, state: &Bound<'_, PyAny>) -> PyResult<()> {
        type State<'py> = (
            Vec<(String, Bound<'py, PyAny>, Bound<'py, PyAny>)>,
            Vec<(String, Bound<'py, PyAny>, String)>,
        );
        let (pieces, followers): State<'_> = state.extract()?;
        let mut board = Board {
            data: self.data,
            board: EngineBoard::new(),
            followers: Vec::new(),
        };
        for (tile, at, rotation) in &pieces {
            board.place(state.py(), tile, at, rotation, None, None, None)?;
        }
        for (player, piece, feature) in &followers {
            board.add_follower(player, piece, feature)?;
        }
        *self = board;
        Ok(())
    }

    fn __repr__(&self) -> String {
        format!(
            "<Board: {} piece(s), {} follower(s)>",
            self.board.pieces().len(),
            self.followers.len()
        )
    }
}

/// A turn of a free-form game as played, kept so that the game pickles
/// as its turns.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct FreeTurn {
    player: String,
    face: usize,
    space: (i32, i32),
    rotation: Rotation,
    follower: Option<String>,
}

/// What a `Game` plays: free-form turns, or a whole game by edition.
// A Python object holds the game on the heap already; boxing a variant
// would add an allocation to every `copy()`, which a search makes often.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
enum Play {
    Free {
        game: EngineGame<'static>,
        players: Vec<String>,
        rules: &'static str,
        turns: Vec<FreeTurn>,
    },
    Whole(Match<'static>),
}

/// A game. `Game(players)` is free-form: any player places any tile in
/// turn (`play(player, tile, at, rotation)`), completed features score
/// after each turn and their followers go back, and `final_points()` adds
/// the end scoring. `Game.new(players, edition)` is a whole game by an
/// edition's rules: a shuffled stack, halflings dealt or drafted, turns in
/// order, moves (`legal_moves()`, `play(move)`) and the edition's end. A
/// method of one kind called on the other raises `GameKindError`.
#[pyclass(module = "halflings")]
#[derive(Clone)]
struct Game {
    data: &'static Data,
    play: Play,
}

fn player_of(players: &[String], name: &str) -> PyResult<usize> {
    players.iter().position(|p| p == name).ok_or_else(|| {
        NotFoundError::new_err(format!(
            "{name:?} is not one of the game's players ({})",
            players.join(", ")
        ))
    })
}

fn by_player(players: &[String], points: &[u32]) -> BTreeMap<String, u32> {
    players
        .iter()
        .cloned()
        .zip(points.iter().copied())
        .collect()
}

fn whole_only(what: &str) -> PyErr {
    GameKindError::new_err(format!(
        "{what} belongs to a whole game (Game.new(players, edition)); this game is \
         free-form (Game(players)), whose turns are play(player, tile, at, rotation)"
    ))
}

fn free_only(what: &str) -> PyErr {
    GameKindError::new_err(format!(
        "{what} belongs to a free-form game (Game(players)); this game is a whole game \
         (Game.new(players, edition)), whose turns are moves: play(move) with a Move \
         of legal_moves()"
    ))
}

fn setup_error(py: Python<'_>, e: &SetupError) -> PyErr {
    match e {
        SetupError::Players(_) | SetupError::PlayerName(_) => {
            args::bad_value(py, "players", e.describe())
        }
        SetupError::UnknownEdition(_) => NotFoundError::new_err(e.describe()),
        SetupError::RulesNotOfEdition { .. } => args::bad_value(py, "rules", e.describe()),
        _ => Error::new_err(e.describe()),
    }
}

impl Game {
    fn whole(&self, what: &str) -> PyResult<&Match<'static>> {
        match &self.play {
            Play::Whole(m) => Ok(m),
            Play::Free { .. } => Err(whole_only(what)),
        }
    }

    fn whole_mut(&mut self, what: &str) -> PyResult<&mut Match<'static>> {
        match &mut self.play {
            Play::Whole(m) => Ok(m),
            Play::Free { .. } => Err(whole_only(what)),
        }
    }

    fn board_of(&self) -> &EngineBoard {
        match &self.play {
            Play::Free { game, .. } => game.board(),
            Play::Whole(m) => m.board(),
        }
    }

    fn followers_of(&self) -> &[EngineFollower] {
        match &self.play {
            Play::Free { game, .. } => game.followers(),
            Play::Whole(m) => m.followers(),
        }
    }

    fn players_of(&self) -> &[String] {
        match &self.play {
            Play::Free { players, .. } => players,
            Play::Whole(m) => m.players(),
        }
    }

    /// The free-form turn for the arguments of `check` or `play`.
    fn free_turn(
        &self,
        player: &Bound<'_, PyAny>,
        tile: Option<&str>,
        at: Option<&Bound<'_, PyAny>>,
        rotation: Option<&Bound<'_, PyAny>>,
        follower: Option<&str>,
        what: &str,
    ) -> PyResult<FreeTurn> {
        if player.cast::<Move>().is_ok() {
            return Err(whole_only(&format!("{what}(move)")));
        }
        let py = player.py();
        let player: String = player
            .extract()
            .map_err(|_| args::bad_type("player", "a str", player))?;
        let missing = |name: &str| {
            args::bad_value(
                py,
                name,
                format_args!(
                    "{what}(player, tile, at, rotation) takes a tile, a space and a rotation"
                ),
            )
        };
        let tile = tile.ok_or_else(|| missing("tile"))?;
        let at = at.ok_or_else(|| missing("at"))?;
        let rotation = rotation.ok_or_else(|| missing("rotation"))?;
        Ok(FreeTurn {
            player,
            face: self.data.face(tile)?,
            space: args::space("at", at)?,
            rotation: args::rotation("rotation", rotation)?,
            follower: follower.map(str::to_owned),
        })
    }

    /// The move for the arguments of `check` or `play` of a whole game.
    fn move_arg(
        &self,
        m: &Bound<'_, PyAny>,
        rest: bool,
        what: &str,
    ) -> PyResult<halflings_engine::Move> {
        if m.is_instance_of::<pyo3::types::PyString>() {
            return Err(free_only(&format!("{what}(player, tile, at, rotation)")));
        }
        let Ok(m) = m.cast::<Move>() else {
            return Err(args::bad_type("move", "a halflings.Move", m));
        };
        if rest {
            return Err(args::bad_value(
                m.py(),
                "move",
                format_args!("{what}(move) on a whole game takes the move alone"),
            ));
        }
        m.get().engine(self.data)
    }

    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let state = PyDict::new(py);
        match &self.play {
            Play::Whole(m) => state.set_item("record", to_py(py, &m.record())?)?,
            Play::Free { rules, turns, .. } => {
                state.set_item("rules", *rules)?;
                let turns: Vec<_> = turns
                    .iter()
                    .map(|t| {
                        (
                            t.player.clone(),
                            self.data.deck.face(t.face).id.clone(),
                            t.space,
                            t.rotation.degrees(),
                            t.follower.clone(),
                        )
                    })
                    .collect();
                state.set_item("turns", turns)?;
            }
        }
        Ok(state)
    }

    fn replayed(data: &'static Data, record: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = record.py();
        let text: String = py
            .import("json")?
            .call_method1("dumps", (record,))
            .and_then(|t| t.extract())
            .map_err(|e| args::bad_value(py, "record", e))?;
        let record: Record = serde_json::from_str(&text)
            .map_err(|e| args::bad_value(py, "record", format_args!("not a game's record: {e}")))?;
        let game =
            Match::replay(&data.deck, data.catalog.expansion(), &record).map_err(|e| match &e {
                ReplayError::Setup(s) => setup_error(py, s),
                ReplayError::Refused { refusal, .. } => {
                    let mut r = moves::refusal(refusal);
                    r.message = e.describe();
                    r.error(py)
                }
                ReplayError::Unknown { .. } => args::bad_value(py, "record", e.describe()),
            })?;
        Ok(Game {
            data,
            play: Play::Whole(game),
        })
    }
}

#[pymethods]
impl Game {
    /// A free-form game between `players` (at least one, each named once)
    /// under `rules` (the newest version when left out), on `catalog` (the
    /// built-in one when left out). Each player starts with the base game's
    /// followers.
    #[new]
    #[pyo3(signature = (players, rules = None, catalog = None))]
    fn free(
        players: &Bound<'_, PyAny>,
        rules: Option<&str>,
        catalog: Option<PyRef<'_, Catalog>>,
    ) -> PyResult<Game> {
        let py = players.py();
        let data = match catalog {
            Some(c) => c.data,
            None => built_in()?,
        };
        let players = args::strings("players", players)?;
        if players.is_empty() {
            return Err(args::bad_value(
                py,
                "players",
                "a game needs at least one player",
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        if let Some(twice) = players.iter().find(|p| !seen.insert(p.as_str())) {
            return Err(args::bad_value(
                py,
                "players",
                format_args!("the player {twice:?} is named twice"),
            ));
        }
        let rules = data.rules(rules)?;
        Ok(Game {
            data,
            play: Play::Free {
                game: EngineGame::new(&data.deck, rules, &players),
                players,
                rules: rules.version.id.as_str(),
                turns: Vec::new(),
            },
        })
    }

    /// A whole game between `players` (1 to 6, in turn order) under
    /// `edition` ("C1", "C2" or "C3"): the stack shuffled from `seed`, the
    /// halflings dealt from it, or drafted when `draft`; scored by `rules`
    /// (one of the edition's versions, its newest when left out).
    #[staticmethod]
    #[pyo3(
        signature = (players, edition, *, seed = None, draft = false, rules = None, catalog = None),
        text_signature = "(players, edition, *, seed=0, draft=False, rules=None, catalog=None)"
    )]
    fn new(
        players: &Bound<'_, PyAny>,
        edition: &str,
        seed: Option<&Bound<'_, PyAny>>,
        draft: bool,
        rules: Option<String>,
        catalog: Option<PyRef<'_, Catalog>>,
    ) -> PyResult<Game> {
        let py = players.py();
        let data = match catalog {
            Some(c) => c.data,
            None => built_in()?,
        };
        let seed = match seed {
            Some(s) => args::int("seed", s, "a seed (0 to 2**64 - 1)").or_else(|e| {
                // A u64 above i64's range is a seed too.
                s.extract::<u64>().map_err(|_| e)
            })?,
            None => 0,
        };
        let setup = Setup {
            players: args::strings("players", players)?,
            edition: edition.to_owned(),
            rules,
            seed,
            draft,
        };
        let game = Match::new(&data.deck, data.catalog.expansion(), setup)
            .map_err(|e| setup_error(py, &e))?;
        Ok(Game {
            data,
            play: Play::Whole(game),
        })
    }

    /// The whole game that `record` (as `record()` gives it) plays back,
    /// on `catalog` (the built-in one when left out).
    #[staticmethod]
    #[pyo3(signature = (record, catalog = None))]
    fn replay(record: &Bound<'_, PyAny>, catalog: Option<PyRef<'_, Catalog>>) -> PyResult<Game> {
        let data = match catalog {
            Some(c) => c.data,
            None => built_in()?,
        };
        Game::replayed(data, record)
    }

    /// Whether this is a whole game (`Game.new`) rather than free-form.
    #[getter]
    fn is_whole(&self) -> bool {
        matches!(self.play, Play::Whole(_))
    }

    /// The players, in the order given (a whole game's turn order).
    #[getter]
    fn players(&self) -> Vec<String> {
        self.players_of().to_vec()
    }

    /// The rules version's id.
    #[getter]
    fn rules(&self) -> &'static str {
        match &self.play {
            Play::Free { rules, .. } => rules,
            Play::Whole(m) => m.rules().version.id.as_str(),
        }
    }

    /// A free-form game: whether the turn may be played, `None` or the
    /// `Refusal`. A whole game: `check(move)`, whether the move may be
    /// played now.
    #[pyo3(signature = (player, tile = None, at = None, rotation = None, follower = None))]
    fn check(
        &mut self,
        player: &Bound<'_, PyAny>,
        tile: Option<&str>,
        at: Option<&Bound<'_, PyAny>>,
        rotation: Option<&Bound<'_, PyAny>>,
        follower: Option<&str>,
    ) -> PyResult<Option<Refusal>> {
        if let Play::Whole(m) = &self.play {
            let rest = tile.is_some() || at.is_some() || rotation.is_some() || follower.is_some();
            let mv = self.move_arg(player, rest, "check")?;
            return Ok(m.check(mv).err().map(|r| moves::refusal(&r)));
        }
        let t = self.free_turn(player, tile, at, rotation, follower, "check")?;
        let Play::Free { game, .. } = &mut self.play else {
            unreachable!("a whole game returned above")
        };
        let turn = Turn {
            player: &t.player,
            face: t.face,
            space: t.space,
            rotation: t.rotation,
            follower: t.follower.as_deref(),
        };
        Ok(game.check(&turn).err().map(|r| Refusal::of(&r)))
    }

    /// A free-form game: `play(player, tile, at, rotation, follower=None)`
    /// plays a turn (the tile, the follower on a feature id of the tile,
    /// then the features it completed score and their followers go back)
    /// and returns a `TurnScore`. A whole game: `play(move)` plays a
    /// `Move` and returns a `MoveResult`. Raises `RefusedError` and changes
    /// nothing when the rules refuse.
    #[pyo3(signature = (player, tile = None, at = None, rotation = None, follower = None))]
    fn play<'py>(
        &mut self,
        player: &Bound<'py, PyAny>,
        tile: Option<&str>,
        at: Option<&Bound<'_, PyAny>>,
        rotation: Option<&Bound<'_, PyAny>>,
        follower: Option<&str>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = player.py();
        let data = self.data;
        if let Play::Whole(_) = &self.play {
            let rest = tile.is_some() || at.is_some() || rotation.is_some() || follower.is_some();
            let mv = self.move_arg(player, rest, "play")?;
            let Play::Whole(m) = &mut self.play else {
                unreachable!("checked above")
            };
            let outcome = m.play(mv).map_err(|r| moves::refusal(&r).error(py))?;
            let board = m.board();
            let id = |f: usize| data.deck.face(f).id.clone();
            let result = MoveResult {
                played: Move::of(data, mv),
                drawn: outcome.drawn.map(id),
                discarded: outcome.discarded.iter().map(|&f| id(f)).collect(),
                returned: outcome
                    .returned
                    .iter()
                    .map(|f| follower_of(data, board, f))
                    .collect(),
                scored: outcome.scored,
                points: by_player(m.players(), m.points()),
            };
            return Ok(Bound::new(py, result)?.into_any());
        }
        let t = self.free_turn(player, tile, at, rotation, follower, "play")?;
        let Play::Free { game, turns, .. } = &mut self.play else {
            unreachable!("a whole game returned above")
        };
        let turn = Turn {
            player: &t.player,
            face: t.face,
            space: t.space,
            rotation: t.rotation,
            follower: t.follower.as_deref(),
        };
        match game.play(&turn) {
            Ok(s) => {
                let board = game.board();
                let score = TurnScore {
                    returned: s
                        .returned
                        .iter()
                        .map(|f| follower_of(data, board, f))
                        .collect(),
                    scored: s.scored,
                    points: game.points().clone(),
                };
                turns.push(t);
                Ok(Bound::new(py, score)?.into_any())
            }
            Err(r) => Err(Refusal::of(&r).error(py)),
        }
    }

    /// Every legal placement of `tile` on the game's board (see
    /// `Board.legal_placements`).
    fn legal_placements(&self, tile: &str) -> PyResult<Vec<((i32, i32), u16)>> {
        placements(self.data, self.board_of(), tile)
    }

    /// Points scored in play so far, by player (every player, from 0).
    #[getter]
    fn points(&self) -> BTreeMap<String, u32> {
        match &self.play {
            Play::Free { game, .. } => game.points().clone(),
            Play::Whole(m) => by_player(m.players(), m.points()),
        }
    }

    /// The followers `player` has left to place.
    fn supply(&self, player: &str) -> PyResult<u8> {
        let p = player_of(self.players_of(), player)?;
        Ok(match &self.play {
            Play::Free { game, .. } => game.supply(player),
            Play::Whole(m) => m.supply(p),
        })
    }

    /// The board, with the followers standing on it, as a `Board` of its own.
    #[getter]
    fn board(&self) -> Board {
        Board {
            data: self.data,
            board: self.board_of().clone(),
            followers: self.followers_of().to_vec(),
        }
    }

    /// The followers on the board.
    #[getter]
    fn followers(&self) -> Vec<Follower> {
        let board = self.board_of();
        self.followers_of()
            .iter()
            .map(|f| follower_of(self.data, board, f))
            .collect()
    }

    /// The features of the board as the game's rules join them.
    fn features(&self) -> Vec<Feature> {
        match &self.play {
            Play::Free { game, .. } => {
                features_of(self.data, game.board(), game.followers(), game.features())
            }
            Play::Whole(m) => {
                let features = Features::of(
                    m.board(),
                    &self.data.deck,
                    GapReading::of(&m.rules().version.gaps),
                );
                features_of(self.data, m.board(), m.followers(), &features)
            }
        }
    }

    /// The end scoring alone: every unfinished feature and every farm with
    /// followers.
    fn end_score(&self) -> Score {
        Score {
            score: match &self.play {
                Play::Free { game, .. } => game.end_score(),
                Play::Whole(m) => m.end_score(),
            },
        }
    }

    /// The final points by player: the turns' points and the end scoring
    /// of the board as it stands.
    fn final_points(&self) -> BTreeMap<String, u32> {
        match &self.play {
            Play::Free { game, .. } => game.final_points(),
            Play::Whole(m) => by_player(m.players(), &m.final_points()),
        }
    }

    /// A whole game: its edition's id.
    #[getter]
    fn edition(&self) -> PyResult<String> {
        Ok(self.whole("edition")?.setup().edition.clone())
    }

    /// A whole game: the player whose move it is, by name (the first
    /// player once the game is over).
    #[getter]
    fn current_player(&self) -> PyResult<String> {
        let m = self.whole("current_player")?;
        Ok(m.players()[m.current_player()].clone())
    }

    /// A whole game: "draft" (a halfling to pick), "turn" (draw, play a
    /// halfling or pass), "placing" (the drawn tile to place) or "over".
    #[getter]
    fn phase(&self) -> PyResult<&'static str> {
        Ok(match self.whole("phase")?.phase() {
            Phase::Draft => "draft",
            Phase::Turn => "turn",
            Phase::Placing(_) => "placing",
            Phase::Over => "over",
        })
    }

    /// A whole game: the tile drawn and waiting to be placed, by id.
    #[getter]
    fn drawn(&self) -> PyResult<Option<String>> {
        Ok(match self.whole("drawn")?.phase() {
            Phase::Placing(f) => Some(self.data.deck.face(f).id.clone()),
            _ => None,
        })
    }

    /// A whole game: whether it is over.
    #[getter]
    fn is_over(&self) -> PyResult<bool> {
        Ok(self.whole("is_over")?.is_over())
    }

    /// A whole game: the halflings in `player`'s hand, by id.
    fn hand(&self, player: &str) -> PyResult<Vec<String>> {
        let m = self.whole("hand()")?;
        let p = player_of(m.players(), player)?;
        Ok(m.hand(p)
            .iter()
            .map(|&f| self.data.deck.face(f).id.clone())
            .collect())
    }

    /// A whole game: the halflings still on the table in a draft, by id.
    #[getter]
    fn pool(&self) -> PyResult<Vec<String>> {
        Ok(self
            .whole("pool")?
            .pool()
            .iter()
            .map(|&f| self.data.deck.face(f).id.clone())
            .collect())
    }

    /// A whole game: how many normal tiles are still to draw.
    #[getter]
    fn stack_left(&self) -> PyResult<usize> {
        Ok(self.whole("stack_left")?.stack_left())
    }

    /// A whole game: the moves played, in order.
    #[getter]
    fn moves(&self) -> PyResult<Vec<Move>> {
        let m = self.whole("moves")?;
        Ok(m.moves()
            .iter()
            .map(|&mv| Move::of(self.data, mv))
            .collect())
    }

    /// A whole game: every legal move, in a fixed order: picks, the draw,
    /// placements (each without a follower, then with one on each free
    /// feature), or the pass. Empty once the game is over.
    fn legal_moves(&self) -> PyResult<Vec<Move>> {
        let m = self.whole("legal_moves()")?;
        let mut out = Vec::new();
        m.legal_moves_into(&mut out);
        Ok(out.into_iter().map(|mv| Move::of(self.data, mv)).collect())
    }

    /// A whole game: plays it to its end, each move drawn at random from
    /// the legal moves by `seed`'s generator (the engine's SplitMix64):
    /// a random playout, as a game-tree search runs. Returns the number
    /// of moves played.
    fn playout(&mut self, seed: &Bound<'_, PyAny>) -> PyResult<usize> {
        let seed: u64 = args::int("seed", seed, "a seed (0 to 2**63 - 1)")
            .or_else(|e| seed.extract::<u64>().map_err(|_| e))?;
        Ok(self.whole_mut("playout()")?.play_out(seed))
    }

    /// A whole game: the game so far as its record, a dict of plain
    /// values (`setup`, `stack`, `hands`, `moves`) that `json.dumps`
    /// writes and `Game.replay` plays back.
    fn record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.whole("record()")?.record())
    }

    /// A copy to play on without changing this one.
    fn copy(&self) -> Game {
        self.clone()
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyDict>) -> Game {
        self.clone()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Game>() else {
            return false;
        };
        let Ok(other) = other.try_borrow() else {
            return false;
        };
        if !std::ptr::eq(self.data, other.data) {
            return false;
        }
        match (&self.play, &other.play) {
            (Play::Whole(a), Play::Whole(b)) => a == b,
            (
                Play::Free {
                    game: a,
                    players: pa,
                    rules: ra,
                    ..
                },
                Play::Free {
                    game: b,
                    players: pb,
                    rules: rb,
                    ..
                },
            ) => {
                pa == pb
                    && ra == rb
                    && a.points() == b.points()
                    && a.board().pieces() == b.board().pieces()
                    && a.followers() == b.followers()
            }
            _ => false,
        }
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        match &self.play {
            Play::Whole(m) => m.hash(&mut h),
            Play::Free {
                game,
                players,
                rules,
                ..
            } => {
                (players, rules, game.points()).hash(&mut h);
                (game.board().pieces(), game.followers()).hash(&mut h);
            }
        }
        h.finish()
    }

    /// Pickles as `Game(players, rules, catalog)` and a state: a whole
    /// game's record, or a free-form game's turns.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let catalog = Catalog { data: self.data };
        let rules: Option<&str> = match &self.play {
            Play::Free { rules, .. } => Some(rules),
            Play::Whole(_) => None,
        };
        (
            py.get_type::<Game>(),
            (self.players(), rules, catalog),
            self.state(py)?,
        )
            .into_pyobject(py)
    }

    /// Restores the state `__reduce__` gives: `{"record": ...}` for a
    /// whole game, `{"rules": ..., "turns": [...]}` for a free-form one.
    fn __setstate__(&mut self, state: &Bound<'_, PyDict>) -> PyResult<()> {
        let py = state.py();
        if let Some(record) = state.get_item("record")? {
            *self = Game::replayed(self.data, &record)?;
            return Ok(());
        }
        let players = PyList::new(py, self.players())?;
        let rules: Option<String> = match state.get_item("rules")? {
            Some(r) => Some(r.extract()?),
            None => None,
        };
        let catalog = Bound::new(py, Catalog { data: self.data })?;
        let mut game = Game::free(players.as_any(), rules.as_deref(), Some(catalog.borrow()))?;
        if let Some(turns) = state.get_item("turns")? {
            for t in turns.try_iter()? {
                let t = t?;
                let (player, tile, at, rotation, follower): (
                    Bound<'_, PyAny>,
                    String,
                    Bound<'_, PyAny>,
                    Bound<'_, PyAny>,
                    Option<String>,
                ) = t.extract()?;
                game.play(
                    &player,
                    Some(&tile),
                    Some(&at),
                    Some(&rotation),
                    follower.as_deref(),
                )?;
            }
        }
        *self = game;
        Ok(())
    }

    fn __repr__(&self) -> String {
        match &self.play {
            Play::Free { game, rules, .. } => format!(
                "<Game {}: {} turn(s), points {:?}>",
                rules,
                game.board().pieces().len(),
                game.points()
            ),
            Play::Whole(m) => format!(
                "<Game {} ({}): {} move(s), {}, points {:?}>",
                m.setup().edition,
                m.rules().version.id,
                m.moves().len(),
                if m.is_over() { "over" } else { "in play" },
                by_player(m.players(), m.points())
            ),
        }
    }
}

/// The catalog built into the package: the project's own tiles folder.
#[pyfunction]
fn catalog() -> PyResult<Catalog> {
    Ok(Catalog { data: built_in()? })
}

/// Loads the tiles folder at `path` (a fan set, say): its `expansion.toml`,
/// tiles and worked examples, checked as `halflings check` checks them.
/// Raises `DefinitionError` whose message gives every problem at
/// `file:line:col`. A loaded catalog lives until the interpreter exits.
#[pyfunction]
fn load(path: PathBuf) -> PyResult<Catalog> {
    let catalog = Loaded::load(&path).map_err(definition_error)?;
    let path = std::path::absolute(&path).unwrap_or(path);
    let data = Data::leak(catalog, Some(path));
    LOADED.lock().unwrap_or_else(|e| e.into_inner()).push(data);
    Ok(Catalog { data })
}

/// The catalogs `load` has read, so that unpickling finds the one a board
/// or a game was pickled with rather than reading its folder again.
static LOADED: Mutex<Vec<&'static Data>> = Mutex::new(Vec::new());

/// A pickled catalog: the built-in one when `path` is `None`, else the
/// catalog loaded from `path` with this SHA-256, loaded again if this
/// interpreter has not loaded it yet.
#[pyfunction]
fn _catalog(path: Option<PathBuf>, sha256: &str) -> PyResult<Catalog> {
    let Some(path) = path else {
        return catalog();
    };
    let found = LOADED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .copied()
        .find(|d| d.path.as_deref() == Some(path.as_path()) && d.catalog.sha256() == sha256);
    if let Some(data) = found {
        return Ok(Catalog { data });
    }
    let c = load(path.clone())?;
    if c.data.catalog.sha256() != sha256 {
        return Err(Error::new_err(format!(
            "the tiles folder {} has changed since it was pickled (SHA-256 {} then, {} now)",
            path.display(),
            sha256,
            c.data.catalog.sha256()
        )));
    }
    Ok(c)
}

#[pymodule]
fn _halflings(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("Error", py.get_type::<Error>())?;
    m.add("DefinitionError", py.get_type::<DefinitionError>())?;
    m.add("RefusedError", py.get_type::<RefusedError>())?;
    m.add("NotFoundError", py.get_type::<NotFoundError>())?;
    m.add("GameKindError", py.get_type::<GameKindError>())?;
    args::add_classes(m)?;
    m.add_class::<Catalog>()?;
    m.add_class::<Tile>()?;
    m.add_class::<Board>()?;
    m.add_class::<Game>()?;
    m.add_class::<Refusal>()?;
    m.add_class::<Piece>()?;
    m.add_class::<Follower>()?;
    m.add_class::<Feature>()?;
    m.add_class::<Score>()?;
    m.add_class::<TurnScore>()?;
    m.add_class::<Move>()?;
    m.add_class::<MoveResult>()?;
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(_catalog, m)?)?;
    Ok(())
}
