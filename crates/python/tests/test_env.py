"""The PettingZoo environment (halflings.env): PettingZoo's own API and
seed tests, and what the module's docstring promises. Skipped when the
`pettingzoo` extra is not installed."""

import pytest

pytest.importorskip("pettingzoo", reason="the `pettingzoo` extra is not installed (pip install 'halflings[pettingzoo]')")
np = pytest.importorskip("numpy", reason="the `pettingzoo` extra is not installed")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import halflings  # noqa: E402
from halflings import env as halflings_env  # noqa: E402


@pytest.mark.parametrize("edition", ["C1", "C3"])
def test_pettingzoos_api_test(edition):
    api_test(halflings_env.env(players=2, edition=edition), num_cycles=1000)


def test_pettingzoos_seed_test():
    seed_test(lambda: halflings_env.env(players=3, edition="C2"), num_cycles=100)


def test_a_game_played_through_the_env_adds_up_to_its_final_points():
    e = halflings_env.raw_env(players=2, edition="C3")
    e.reset(seed=5)
    totals = {a: 0.0 for a in e.possible_agents}
    rng = np.random.default_rng(0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        totals[agent] += reward
        assert obs["observation"].shape == (e.observation_size,)
        assert e.observation_space(agent).contains(obs)
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(e.game.legal_moves())
        e.step(int(rng.choice(legal)))
    assert e.game.is_over
    assert totals == {a: float(p) for a, p in e.game.final_points().items()}


def test_a_bad_action_names_itself():
    e = halflings_env.raw_env()
    e.reset(seed=1)
    with pytest.raises(halflings.ArgumentError, match="`action`"):
        e.step(halflings_env.MAX_ACTIONS - 1)


def test_max_actions_covers_the_legal_moves_of_random_games():
    most = 0
    for seed in range(5):
        game = halflings.Game.new(["a", "b"], "C3", seed=seed)
        while not game.is_over:
            moves = game.legal_moves()
            most = max(most, len(moves))
            game.play(moves[seed % len(moves)])
    assert most <= halflings_env.MAX_ACTIONS
