"""A PettingZoo AEC environment of the whole game (`Game.new`), for
reinforcement learning. It needs the `pettingzoo` extra:

    pip install "halflings[pettingzoo]"

>>> from halflings.env import env
>>> e = env(players=2, edition="C3")
>>> e.reset(seed=1)
>>> obs, reward, terminated, truncated, info = e.last()
>>> e.step(int(obs["action_mask"].argmax()))

Agents are named `player_0`, `player_1`, ... in turn order (the names
the game's players carry). Each step is one move of the agent whose turn
it is:

- **Actions**: `Discrete(MAX_ACTIONS)`, an index into the list of the
  game's legal moves (`Game.legal_moves()`, in the engine's fixed order).
  The observation's `action_mask` (`np.int8`) marks the indices that are
  legal now; a list longer than `MAX_ACTIONS` is cut to its first
  `MAX_ACTIONS` moves (the engine's order lists every placement without a
  follower before the follower choices). An index outside the mask raises
  `halflings.ArgumentError`.
- **Observations**: a dict `{"observation": float32 array, "action_mask":
  int8 array}`. The array is `OBSERVATION_SIZE` long and deterministic:
  a `WINDOW` by `WINDOW` window of the board centred on the start tile,
  `PLANES` values per space (how many tiles it holds; for its first and
  second tile the tile's number in `tile_ids` plus one and its quarter
  turns plus one; the observing agent's followers and the others' there);
  then the observing agent's hand (one flag per tile of `tile_ids`), the
  drawn tile (one flag per tile), the phase (draft, turn, placing, over),
  the tiles left to draw, and every player's followers left and points,
  the observing agent first. Values lie in `[0, OBSERVATION_HIGH]`.
- **Rewards**: the points each agent gains in the step (a feature that a
  move completes may score for several players), and, when the game ends,
  each agent's end scoring; an agent's rewards over a game add up to its
  final points.
- **End**: every agent is terminated when the game is over (the edition's
  end); there is no truncation.
"""

from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from . import Game, Move, catalog
from ._halflings import ArgumentError

__all__ = [
    "MAX_ACTIONS",
    "OBSERVATION_HIGH",
    "PLANES",
    "WINDOW",
    "env",
    "raw_env",
]

MAX_ACTIONS = 2048
WINDOW = 15
PLANES = 7
OBSERVATION_HIGH = 1000.0
PHASES = ("draft", "turn", "placing", "over")

ObsType = Dict[str, npt.NDArray[Any]]


class raw_env(AECEnv):  # type: ignore[misc]
    """The environment without PettingZoo's wrappers (see the module's
    docstring); `env()` wraps it."""

    metadata: Dict[str, Any] = {
        "render_modes": ["ansi", "human"],
        "name": "halflings_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 2,
        edition: str = "C3",
        render_mode: Optional[str] = None,
        *,
        draft: bool = False,
        rules: Optional[str] = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ArgumentError(f"`render_mode`: one of {self.metadata['render_modes']} or None, not {render_mode!r}")
        self.render_mode = render_mode
        self.edition = edition
        self.draft = draft
        self.rules = rules
        self.possible_agents: List[str] = [f"player_{i}" for i in range(players)]
        # Set up once to check the arguments (a bad edition raises here).
        Game.new(self.possible_agents, edition, draft=draft, rules=rules)
        cat = catalog()
        self.tile_ids: List[str] = [t.id for t in cat.tiles + cat.normal_tiles]
        self._tile_index = {t: i for i, t in enumerate(self.tile_ids)}
        n_tiles = len(self.tile_ids)
        self.observation_size = WINDOW * WINDOW * PLANES + 2 * n_tiles + len(PHASES) + 1 + 2 * players
        observation = spaces.Box(low=0.0, high=OBSERVATION_HIGH, shape=(self.observation_size,), dtype=np.float32)
        mask = spaces.Box(low=0, high=1, shape=(MAX_ACTIONS,), dtype=np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": observation, "action_mask": mask}) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(MAX_ACTIONS) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.game = Game.new(self.possible_agents, edition, seed=0, draft=draft, rules=rules)
        self._moves: List[Move] = []
        self.agents: List[str] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """A new game: its seed drawn from `seed`'s generator (the same
        seed, the same game), or from the environment's own when `None`."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(0, 2**63 - 1))
        self.game = Game.new(self.possible_agents, self.edition, seed=game_seed, draft=self.draft, rules=self.rules)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._moves = self.game.legal_moves()
        self.agent_selection = self.game.current_player

    def observe(self, agent: str) -> ObsType:
        game = self.game
        obs = np.zeros(self.observation_size, dtype=np.float32)
        half = WINDOW // 2
        board = game.board
        cells = obs[: WINDOW * WINDOW * PLANES].reshape(WINDOW, WINDOW, PLANES)
        where: List[Optional[Tuple[int, int]]] = []
        for piece in board.pieces:
            x, y = piece.at
            col, row = x + half, y + half
            if not (0 <= col < WINDOW and 0 <= row < WINDOW):
                where.append(None)
                continue
            where.append((row, col))
            cell = cells[row, col]
            slot = 1 if cell[0] == 0 else 3
            cell[0] += 1
            cell[slot] = self._tile_index[piece.tile] + 1
            cell[slot + 1] = piece.rotation // 90 + 1
        for f in board.followers:
            spot = where[f.piece]
            if spot is not None:
                cells[spot[0], spot[1], 5 if f.player == agent else 6] += 1
        at = WINDOW * WINDOW * PLANES
        n_tiles = len(self.tile_ids)
        for tile in game.hand(agent):
            obs[at + self._tile_index[tile]] = 1
        at += n_tiles
        drawn = game.drawn
        if drawn is not None:
            obs[at + self._tile_index[drawn]] = 1
        at += n_tiles
        obs[at + PHASES.index(game.phase)] = 1
        at += len(PHASES)
        obs[at] = game.stack_left
        at += 1
        me = self.possible_agents.index(agent)
        order = self.possible_agents[me:] + self.possible_agents[:me]
        points = game.points
        for i, a in enumerate(order):
            obs[at + i] = game.supply(a)
            obs[at + len(order) + i] = points[a]
        np.clip(obs, 0.0, OBSERVATION_HIGH, out=obs)
        mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
        if agent == self.agent_selection and not game.is_over:
            mask[: min(len(self._moves), MAX_ACTIONS)] = 1
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not 0 <= int(action) < min(len(self._moves), MAX_ACTIONS):
            raise ArgumentError(f"`action`: an index of a legal move, below {min(len(self._moves), MAX_ACTIONS)}, not {action!r}")
        self._cumulative_rewards[agent] = 0.0
        before = self.game.points
        self.game.play(self._moves[int(action)])
        after = self.game.points
        self.rewards = {a: float(after[a] - before[a]) for a in self.agents}
        if self.game.is_over:
            final = self.game.final_points()
            for a in self.agents:
                self.rewards[a] += float(final[a] - after[a])
                self.terminations[a] = True
                self.infos[a] = {"final_points": final[a]}
            self._moves = []
        else:
            self._moves = self.game.legal_moves()
            self.agent_selection = self.game.current_player
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        game = self.game
        text = f"{game!r}\n{game.phase}: {game.current_player}" + (f" places {game.drawn}" if game.drawn else "")
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(players: int = 2, edition: str = "C3", render_mode: Optional[str] = None, **kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's order-enforcing wrapper (a step
    out of turn or after the end raises)."""
    from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

    e = raw_env(players, edition, render_mode, **kwargs)
    return wrappers.OrderEnforcingWrapper(e)
