//! A move of a whole game (`Move`), what playing one did (`MoveResult`),
//! and why the rules refuse one, as Python values. A move names its tile
//! and feature by id, as a game's record writes it, so it is a plain
//! value: compared, hashed and pickled without a catalog, and read
//! against the game's catalog only when played.

use std::borrow::Cow;
use std::collections::BTreeMap;

use halflings_engine::game::TurnRefusal;
use halflings_engine::{
    Move as EngineMove, MoveRefusal, Placement, Refusal as EngineRefusal, Scored, turn_verdict,
};
use pyo3::prelude::*;
use pyo3::types::PyType;

use super::args;
use super::{Data, Follower, Refusal, to_py};

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Kind {
    Pick,
    Draw,
    Place,
    Pass,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Pick => "pick",
            Kind::Draw => "draw",
            Kind::Place => "place",
            Kind::Pass => "pass",
        }
    }
}

/// A move of a whole game: `pick` a halfling in the draft, `draw` a
/// normal tile, `place` the drawn tile or a halfling of the hand (perhaps
/// with a follower on one of its features), or `pass`. A value: frozen,
/// compared, hashed, ordered (as the engine orders moves) and pickled.
#[pyclass(module = "halflings", frozen, eq, ord, hash)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Move {
    kind: Kind,
    // Ids borrowed from a catalog, which lives as long as the interpreter,
    // when the engine lists the move; owned when Python makes it.
    tile: Option<Cow<'static, str>>,
    at: Option<(i32, i32)>,
    rotation: Option<u16>,
    follower: Option<Cow<'static, str>>,
}

impl Move {
    /// The move `m` of a game on `data`'s deck.
    pub(crate) fn of(data: &'static Data, m: EngineMove) -> Move {
        let id = |f: usize| Some(Cow::Borrowed(data.deck.face(f).id.as_str()));
        match m {
            EngineMove::Pick(f) => Move::pick_of(id(f)),
            EngineMove::Draw => Move::bare(Kind::Draw),
            EngineMove::Pass => Move::bare(Kind::Pass),
            EngineMove::Place(p) => Move {
                kind: Kind::Place,
                tile: id(p.face),
                at: Some(p.space),
                rotation: Some(p.rotation.degrees()),
                follower: p
                    .follower
                    .map(|s| Cow::Borrowed(data.deck.face(p.face).segments[s].id.as_str())),
            },
        }
    }

    fn bare(kind: Kind) -> Move {
        Move {
            kind,
            tile: None,
            at: None,
            rotation: None,
            follower: None,
        }
    }

    fn pick_of(tile: Option<Cow<'static, str>>) -> Move {
        Move {
            tile,
            ..Move::bare(Kind::Pick)
        }
    }

    /// The engine's move on `data`'s deck; `NotFoundError` for a tile or
    /// feature the deck lacks.
    pub(crate) fn engine(&self, data: &Data) -> PyResult<EngineMove> {
        let tile = || self.tile.as_deref().unwrap_or_default();
        Ok(match self.kind {
            Kind::Pick => EngineMove::Pick(data.face(tile())?),
            Kind::Draw => EngineMove::Draw,
            Kind::Pass => EngineMove::Pass,
            Kind::Place => {
                let face = data.face(tile())?;
                let follower = match &self.follower {
                    Some(id) => Some(data.segment(face, id)?),
                    None => None,
                };
                EngineMove::Place(Placement {
                    face,
                    space: self.at.unwrap_or_default(),
                    rotation: halflings_model::Rotation::new(
                        (self.rotation.unwrap_or_default() / 90) as u8,
                    ),
                    follower,
                })
            }
        })
    }
}

#[pymethods]
impl Move {
    /// A move from its parts, as `repr` and pickling give them: `kind` is
    /// "pick" (with `tile`), "draw", "pass", or "place" (with `tile`, `at`
    /// and `rotation`, and perhaps `follower`).
    #[new]
    #[pyo3(signature = (kind, tile = None, at = None, rotation = None, follower = None))]
    fn new(
        py: Python<'_>,
        kind: &str,
        tile: Option<String>,
        at: Option<&Bound<'_, PyAny>>,
        rotation: Option<&Bound<'_, PyAny>>,
        follower: Option<String>,
    ) -> PyResult<Move> {
        let only = |kind: Kind, needs: &str| -> PyResult<Move> {
            let extra = [
                ("tile", tile.is_some() && kind != Kind::Pick),
                ("at", at.is_some()),
                ("rotation", rotation.is_some()),
                ("follower", follower.is_some()),
            ];
            if let Some((name, _)) = extra.iter().find(|(_, given)| *given) {
                return Err(args::bad_value(
                    py,
                    name,
                    format_args!("a {} move takes {needs}", kind.name()),
                ));
            }
            Ok(Move {
                tile: tile.clone().map(Cow::Owned),
                ..Move::bare(kind)
            })
        };
        match kind {
            "draw" => only(Kind::Draw, "nothing more"),
            "pass" => only(Kind::Pass, "nothing more"),
            "pick" => match &tile {
                Some(_) => only(Kind::Pick, "a `tile` only"),
                None => Err(args::bad_value(py, "tile", "a pick move takes a tile")),
            },
            "place" => {
                let (Some(tile), Some(at), Some(rotation)) = (tile.clone(), at, rotation) else {
                    return Err(args::bad_value(
                        py,
                        "kind",
                        "a place move takes `tile`, `at` and `rotation`",
                    ));
                };
                Move::place(tile, at, rotation, follower)
            }
            _ => Err(args::bad_value(
                py,
                "kind",
                format_args!("a move is \"pick\", \"draw\", \"place\" or \"pass\", not {kind:?}"),
            )),
        }
    }

    /// Draw the next normal tile.
    #[staticmethod]
    fn draw() -> Move {
        Move::bare(Kind::Draw)
    }

    /// Pass: the stack is empty and no halfling of the hand fits (the 2nd
    /// and 3rd editions).
    #[staticmethod]
    fn pass_() -> Move {
        Move::bare(Kind::Pass)
    }

    /// In the draft, take halfling `tile`.
    #[staticmethod]
    fn pick(tile: String) -> Move {
        Move::pick_of(Some(Cow::Owned(tile)))
    }

    /// Place `tile` (the drawn tile or a halfling of the hand) in space
    /// `at`, turned `rotation` degrees clockwise, with a follower on its
    /// feature `follower` if given.
    #[staticmethod]
    #[pyo3(signature = (tile, at, rotation, follower = None))]
    fn place(
        tile: String,
        at: &Bound<'_, PyAny>,
        rotation: &Bound<'_, PyAny>,
        follower: Option<String>,
    ) -> PyResult<Move> {
        Ok(Move {
            kind: Kind::Place,
            tile: Some(Cow::Owned(tile)),
            at: Some(args::space("at", at)?),
            rotation: Some(args::rotation("rotation", rotation)?.degrees()),
            follower: follower.map(Cow::Owned),
        })
    }

    /// "pick", "draw", "place" or "pass".
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind.name()
    }

    /// The tile picked or placed, by id.
    #[getter]
    fn tile(&self) -> Option<&str> {
        self.tile.as_deref()
    }

    /// The space of a placement, `(x, y)` with y to the south.
    #[getter]
    fn at(&self) -> Option<(i32, i32)> {
        self.at
    }

    /// The rotation of a placement in degrees clockwise: 0, 90, 180 or 270.
    #[getter]
    fn rotation(&self) -> Option<u16> {
        self.rotation
    }

    /// The feature of the placed tile that takes a follower, by id.
    #[getter]
    fn follower(&self) -> Option<&str> {
        self.follower.as_deref()
    }

    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> (
        Bound<'py, PyType>,
        (
            &'static str,
            Option<&str>,
            Option<(i32, i32)>,
            Option<u16>,
            Option<&str>,
        ),
    ) {
        (
            py.get_type::<Move>(),
            (
                self.kind.name(),
                self.tile.as_deref(),
                self.at,
                self.rotation,
                self.follower.as_deref(),
            ),
        )
    }

    fn __repr__(&self) -> String {
        let tile = quoted(self.tile.as_deref().unwrap_or_default());
        match self.kind {
            Kind::Draw => "Move.draw()".into(),
            Kind::Pass => "Move.pass_()".into(),
            Kind::Pick => format!("Move.pick({tile})"),
            Kind::Place => {
                let (x, y) = self.at.unwrap_or_default();
                let r = self.rotation.unwrap_or_default();
                match &self.follower {
                    Some(f) => format!("Move.place({tile}, ({x}, {y}), {r}, {})", quoted(f)),
                    None => format!("Move.place({tile}, ({x}, {y}), {r})"),
                }
            }
        }
    }
}

/// `text` as a Python string literal in single quotes, as `repr` writes one.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// What a move did: the tile a draw gave to place and those it put back
/// in the box, the features a placement completed that held followers,
/// the followers that went back, and everyone's points after it.
#[pyclass(module = "halflings", frozen)]
pub(crate) struct MoveResult {
    pub(crate) scored: Vec<Scored>,
    /// The move played.
    #[pyo3(get, name = "move")]
    pub(crate) played: Move,
    /// A draw: the tile drawn to place, by id (None when none fitted).
    #[pyo3(get)]
    pub(crate) drawn: Option<String>,
    /// A draw: the tiles that fitted nowhere and went back in the box.
    #[pyo3(get)]
    pub(crate) discarded: Vec<String>,
    /// A placement: the followers that went back to their owners.
    #[pyo3(get)]
    pub(crate) returned: Vec<Follower>,
    /// Points scored in play so far, by player, after the move.
    #[pyo3(get)]
    pub(crate) points: BTreeMap<String, u32>,
}

#[pymethods]
impl MoveResult {
    /// Each feature the move completed that held followers, as a dict
    /// (see `Score.features`).
    #[getter]
    fn scored<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.scored)
    }

    fn __repr__(&self) -> String {
        format!(
            "<MoveResult {}: {} feature(s) scored, {} follower(s) back, points {:?}>",
            self.played.__repr__(),
            self.scored.len(),
            self.returned.len(),
            self.points
        )
    }
}

/// Why the rules refuse a move of a whole game, named as the conformance
/// suite names a placement's and a follower's refusals, and otherwise
/// `over`, `not-now`, `not-in-pool`, `stack-empty`, `not-yours` or
/// `must-play`.
pub(crate) fn refusal(r: &MoveRefusal) -> Refusal {
    let (reason, side) = match r {
        MoveRefusal::Over => ("over", None),
        MoveRefusal::NotNow => ("not-now", None),
        MoveRefusal::NotInPool => ("not-in-pool", None),
        MoveRefusal::StackEmpty => ("stack-empty", None),
        MoveRefusal::NotYours => ("not-yours", None),
        MoveRefusal::MustPlay => ("must-play", None),
        MoveRefusal::Placement(p) => {
            let side = match p {
                EngineRefusal::SideDoesNotContinue { side } => Some(*side),
                _ => None,
            };
            let turn = TurnRefusal::Placement(p.clone());
            (
                turn_verdict(&Err(turn)).map_or("refused", |v| v.name()),
                side,
            )
        }
        MoveRefusal::Follower(f) => {
            let turn = TurnRefusal::Follower(f.clone());
            (
                turn_verdict(&Err(turn)).map_or("refused", |v| v.name()),
                None,
            )
        }
    };
    Refusal {
        reason: reason.to_owned(),
        message: r.describe(),
        side,
    }
}
