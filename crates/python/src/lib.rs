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

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

use halflings_catalog::Catalog as Loaded;
use halflings_codegen::json::Export;
use halflings_engine::Turn;
use halflings_engine::game::{TurnRefusal, try_on_board};
use halflings_engine::turn_verdict;
use halflings_engine::{Board as EngineBoard, Deck, Features, Follower as EngineFollower};
use halflings_engine::{Game as EngineGame, GapReading, Refusal as EngineRefusal, Rules, Shape};
use halflings_model::{Rotation, ScoringTime};
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyDict;

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
    "An unknown tile, feature, player or rules version."
);

/// A catalog with what the engine needs of it, kept for the interpreter's
/// life so that boards and games may borrow it.
struct Data {
    catalog: Loaded,
    deck: Deck,
    export: Export,
    suite: OnceLock<String>,
}

impl Data {
    fn leak(catalog: Loaded) -> &'static Data {
        let deck = Deck::of(catalog.tiles(), catalog.squares());
        let export = Export::from_catalog(&catalog);
        Box::leak(Box::new(Data {
            catalog,
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
    Ok(BUILT_IN.get_or_init(|| Data::leak(catalog)))
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

fn rotation(degrees: i64) -> PyResult<Rotation> {
    if degrees.rem_euclid(90) != 0 {
        return Err(Error::new_err(format!(
            "a rotation is a quarter turn in degrees (0, 90, 180 or 270), not {degrees}"
        )));
    }
    Ok(Rotation::new((degrees.rem_euclid(360) / 90) as u8))
}

fn when(text: &str) -> PyResult<ScoringTime> {
    match text {
        "game-end" => Ok(ScoringTime::GameEnd),
        "completed" => Ok(ScoringTime::Completed),
        _ => Err(Error::new_err(format!(
            "`when` is \"game-end\" or \"completed\", not {text:?}"
        ))),
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

    /// The normal (square) tiles the examples use.
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
    #[pyo3(signature = (rotation = 0))]
    fn long_side_partners(&self, rotation: i64) -> PyResult<Vec<(String, u16)>> {
        let r = self::rotation(rotation)?;
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
    at: (i32, i32),
    rotation: i64,
    follower: Option<&'t str>,
) -> PyResult<Turn<'t>> {
    Ok(Turn {
        player,
        face: data.face(tile)?,
        space: at,
        rotation: self::rotation(rotation)?,
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
            return Err(Error::new_err("a follower needs its `player`"));
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
        at: (i32, i32),
        rotation: i64,
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
        at: (i32, i32),
        rotation: i64,
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
    fn add_follower(&mut self, player: &str, piece: usize, feature: &str) -> PyResult<()> {
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
    fn at(&self, at: (i32, i32)) -> Vec<usize> {
        self.board.at(at).to_vec()
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
    fn score(&self, rules: Option<&str>, when: &str) -> PyResult<Score> {
        let rules = self.data.rules(rules)?;
        let when = self::when(when)?;
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
    fn score_all(&self, when: &str) -> PyResult<BTreeMap<String, Score>> {
        let when = self::when(when)?;
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

    fn __repr__(&self) -> String {
        format!(
            "<Board: {} piece(s), {} follower(s)>",
            self.board.pieces().len(),
            self.followers.len()
        )
    }
}

/// A game under one rules version: players take turns, each placing a tile
/// and perhaps a follower on one of its features; completed features score
/// after each turn and their followers go back; `final_points()` adds the
/// end scoring.
#[pyclass(module = "halflings")]
#[derive(Clone)]
struct Game {
    data: &'static Data,
    game: EngineGame<'static>,
    players: Vec<String>,
    rules: &'static str,
}

#[pymethods]
impl Game {
    /// A game between `players` (at least one, each named once) under
    /// `rules` (the newest version when left out), on `catalog` (the
    /// built-in one when left out). Each player starts with the base game's
    /// followers.
    #[new]
    #[pyo3(signature = (players, rules = None, catalog = None))]
    fn new(
        players: Vec<String>,
        rules: Option<&str>,
        catalog: Option<PyRef<'_, Catalog>>,
    ) -> PyResult<Game> {
        let data = match catalog {
            Some(c) => c.data,
            None => built_in()?,
        };
        if players.is_empty() {
            return Err(Error::new_err("a game needs at least one player"));
        }
        let mut seen = std::collections::BTreeSet::new();
        if let Some(twice) = players.iter().find(|p| !seen.insert(p.as_str())) {
            return Err(Error::new_err(format!(
                "the player {twice:?} is named twice"
            )));
        }
        let rules = data.rules(rules)?;
        Ok(Game {
            data,
            game: EngineGame::new(&data.deck, rules, &players),
            players,
            rules: rules.version.id.as_str(),
        })
    }

    /// The players, in the order given.
    #[getter]
    fn players(&self) -> Vec<String> {
        self.players.clone()
    }

    /// The rules version's id.
    #[getter]
    fn rules(&self) -> &'static str {
        self.rules
    }

    /// Whether the turn may be played: `None`, or the `Refusal`.
    #[pyo3(signature = (player, tile, at, rotation, follower = None))]
    fn check(
        &mut self,
        player: &str,
        tile: &str,
        at: (i32, i32),
        rotation: i64,
        follower: Option<&str>,
    ) -> PyResult<Option<Refusal>> {
        let turn = turn(self.data, player, tile, at, rotation, follower)?;
        Ok(self.game.check(&turn).err().map(|r| Refusal::of(&r)))
    }

    /// Plays a turn: the tile, the follower (a feature id of the tile), then
    /// the features it completed score and their followers go back. Raises
    /// `RefusedError` and changes nothing when the rules refuse.
    #[pyo3(signature = (player, tile, at, rotation, follower = None))]
    fn play(
        &mut self,
        py: Python<'_>,
        player: &str,
        tile: &str,
        at: (i32, i32),
        rotation: i64,
        follower: Option<&str>,
    ) -> PyResult<TurnScore> {
        let turn = turn(self.data, player, tile, at, rotation, follower)?;
        match self.game.play(&turn) {
            Ok(s) => {
                let board = self.game.board();
                Ok(TurnScore {
                    returned: s
                        .returned
                        .iter()
                        .map(|f| follower_of(self.data, board, f))
                        .collect(),
                    scored: s.scored,
                    points: self.points(),
                })
            }
            Err(r) => Err(Refusal::of(&r).error(py)),
        }
    }

    /// Every legal placement of `tile` on the game's board (see
    /// `Board.legal_placements`).
    fn legal_placements(&self, tile: &str) -> PyResult<Vec<((i32, i32), u16)>> {
        placements(self.data, self.game.board(), tile)
    }

    /// Points scored so far, by player (every player, from 0).
    #[getter]
    fn points(&self) -> BTreeMap<String, u32> {
        self.game.points().clone()
    }

    /// The followers `player` has left to place.
    fn supply(&self, player: &str) -> PyResult<u8> {
        if !self.players.iter().any(|p| p == player) {
            return Err(NotFoundError::new_err(format!(
                "{player:?} is not one of the game's players"
            )));
        }
        Ok(self.game.supply(player))
    }

    /// The board, with the followers standing on it, as a `Board` of its own.
    #[getter]
    fn board(&self) -> Board {
        Board {
            data: self.data,
            board: self.game.board().clone(),
            followers: self.game.followers().to_vec(),
        }
    }

    /// The followers on the board.
    #[getter]
    fn followers(&self) -> Vec<Follower> {
        self.game
            .followers()
            .iter()
            .map(|f| follower_of(self.data, self.game.board(), f))
            .collect()
    }

    /// The features of the board as the game's rules join them.
    fn features(&self) -> Vec<Feature> {
        features_of(
            self.data,
            self.game.board(),
            self.game.followers(),
            self.game.features(),
        )
    }

    /// The end scoring alone: every unfinished feature and every farm with
    /// followers.
    fn end_score(&self) -> Score {
        Score {
            score: self.game.end_score(),
        }
    }

    /// The final points by player: the turns' points and the end scoring.
    fn final_points(&self) -> BTreeMap<String, u32> {
        self.game.final_points()
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

    fn __repr__(&self) -> String {
        format!(
            "<Game {}: {} turn(s), points {:?}>",
            self.rules,
            self.game.board().pieces().len(),
            self.game.points()
        )
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
    Ok(Catalog {
        data: Data::leak(catalog),
    })
}

#[pymodule]
fn _halflings(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("Error", py.get_type::<Error>())?;
    m.add("DefinitionError", py.get_type::<DefinitionError>())?;
    m.add("RefusedError", py.get_type::<RefusedError>())?;
    m.add("NotFoundError", py.get_type::<NotFoundError>())?;
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
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    Ok(())
}
