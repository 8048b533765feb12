"""The Python module against the command line: every function, its errors, threads."""

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import sheepdd

SOURCE = Path(os.environ.get("SHEEPDD_SOURCE_DIR", Path(__file__).resolve().parents[2]))
BINARY = os.environ.get("SHEEPDD_BINARY", str(SOURCE / "build" / "sheepdd"))
EXAMPLES = SOURCE / "examples"


def example(name):
    return (EXAMPLES / name).read_text()


def command_json(*args):
    """What `sheepdd ARGS... --json` prints for one deal, without its file and deal keys."""
    out = subprocess.run([BINARY, *args], check=False, capture_output=True, text=True).stdout
    answer = json.loads(out)
    answer.pop("file")
    answer.pop("deal")
    return answer


def test_parse_reads_the_notation_and_json_alike():
    game = sheepdd.parse(example("five-jd.deal"))
    from_json = sheepdd.parse(example("five-jd-partial.json"))
    assert game.players == 5
    assert from_json.players == 5
    assert sheepdd.parse(game.text()).text() == game.text()


def test_a_game_tells_its_position():
    game = sheepdd.parse(example("five-jd.deal"))
    assert game.to_move == 3
    assert game.picker == 3
    assert game.partner == 4
    assert game.trick == ["8D"]
    assert game.history == ["7S", "QS", "9S", "TS", "AS", "8D"]
    assert sorted(game.legal_cards()) == ["JC", "QD", "QH"]
    # The picker took the blind (9S 8H), buried 9C 8S and played 9S.
    assert len(game.hands) == 5 and sorted(game.hands[2]) == ["8H", "AH", "JC", "QD", "QH"]
    assert game.points == [0, 24, 0, 0, 0]  # seat 2's QS took the first trick
    assert not game.finished and not game.leaster


def test_play_gives_a_new_game_and_refuses_an_illegal_card():
    game = sheepdd.parse(example("five-jd.deal"))
    after = game.play("JC")
    assert after.trick == ["8D", "JC"]
    assert game.trick == ["8D"]  # unchanged
    with pytest.raises(ValueError, match="not a legal card"):
        game.play("AH")
    with pytest.raises(ValueError, match="not a card"):
        game.play("XX")


def test_parse_errors_give_line_and_column():
    with pytest.raises(ValueError, match=r"^2:10: "):
        sheepdd.parse("players: 5\npartner: nonsense\n")
    with pytest.raises(ValueError):
        sheepdd.parse("")


def test_solver_answers_agree_with_solve():
    game = sheepdd.parse(example("five-jd.deal"))
    solver = sheepdd.Solver(memory_mb=8)
    answer = command_json("solve", "--json", str(EXAMPLES / "five-jd.deal"))
    assert solver.value(game) == answer["picker_team_points"]
    values = solver.card_values(game)
    assert values == {move["card"]: move["picker_team_points"] for move in answer["moves"]}
    line = solver.best_line(game)
    assert len(line) == 30 - len(game.history)
    assert line[0] in values
    value = answer["picker_team_points"]
    assert solver.can_reach(game, value) and not solver.can_reach(game, value + 1)
    assert solver.nodes > 0


def test_each_analysis_returns_the_commands_json():
    text = example("five-called-ace.deal")
    path = str(EXAMPLES / "five-called-ace.deal")
    assert sheepdd.solve(text, at=7) == command_json("solve", "--json", "--at", "7", path)
    assert sheepdd.replay(text) == command_json("replay", "--json", path)
    assert sheepdd.bury(sheepdd.parse(text)) == command_json("bury", "--json", path)
    assert sheepdd.pick(text) == command_json("pick", "--json", path)
    advice = sheepdd.advise(text, play=True, at=12, samples=30, jobs=1)
    expected = command_json("advise", "--json", "--play", "--at", "12", "--samples", "30",
                            "-j", "1", path)
    assert advice == expected
    review = sheepdd.review(text, samples=20, jobs=1)
    assert review == command_json("review", "--json", "--samples", "20", "-j", "1", path)
    assert [card["index"] for card in review["cards"]] == list(range(30))


def test_bad_options_and_deals_raise_value_error():
    with pytest.raises(ValueError, match="--at"):
        sheepdd.solve(example("five-jd.deal"), at=99)
    with pytest.raises(ValueError, match=r"^2:10: "):
        sheepdd.solve("players: 5\npartner: nonsense\n")
    with pytest.raises(ValueError):
        sheepdd.solve(example("five-jd.deal"), no_such_option=1)


def test_a_leaster_is_asked_who_can_win():
    game = sheepdd.parse(example("leaster.deal")).at(10)
    solver = sheepdd.Solver()
    answer = sheepdd.solve(game)
    assert [solver.leaster_can_win(game, seat) for seat in range(1, 6)] == [
        seat["can_win"] for seat in answer["leaster"]]
    with pytest.raises(ValueError, match="leaster"):
        solver.value(game)


def test_a_search_limit_raises_limit_reached():
    game = sheepdd.deal("3", seed=4, index=0)
    solver = sheepdd.Solver(node_limit=100)
    with pytest.raises(sheepdd.LimitReached):
        solver.value(game)
    with pytest.raises(sheepdd.LimitReached):
        sheepdd.solve(game, node_limit=100)
    # The same solver answers again once its question fits the limit.
    assert sheepdd.Solver().value(game) == sheepdd.solve(game)["picker_team_points"]


def test_deal_gives_the_corpus_of_the_command_line():
    game = sheepdd.deal("5", seed=7, index=2)
    out = subprocess.run([BINARY, "deal", "-p", "5", "--seed", "7", "--count", "3", "--pick"],
                         check=True, capture_output=True, text=True).stdout
    third = out.split("---")[2] if "---" in out else None
    assert third is not None and sheepdd.parse(third).text() == game.text()
    with pytest.raises(ValueError):
        sheepdd.deal("11")


def test_sample_lays_out_only_what_the_seat_has_not_seen():
    game = sheepdd.parse(example("five-jd-recorded.deal")).at(12)
    seat = game.to_move
    games = game.sample(25, seed=3)
    assert len(games) == 25
    for laid in games:
        assert laid.hands[seat - 1] == game.hands[seat - 1]
        assert laid.history == game.history
        assert sorted(laid.legal_cards()) == sorted(game.legal_cards())
    assert len({laid.text() for laid in games}) > 1


def test_threads_with_a_solver_each_run_in_parallel_and_agree():
    games = [sheepdd.deal("5", seed=11, index=i) for i in range(16)]
    expected = [sheepdd.Solver().value(game) for game in games]
    results = {}

    def work(part):
        solver = sheepdd.Solver(memory_mb=4)
        for i in range(part, len(games), 2):
            results[i] = solver.value(games[i])

    threads = [threading.Thread(target=work, args=(part,)) for part in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [results[i] for i in range(len(games))] == expected


def test_the_pimc_bot_plays_a_game_review_can_read():
    out = subprocess.run(
        [sys.executable, str(EXAMPLES / "pimc_bot.py"), "--games", "1", "--samples", "4"],
        check=True, capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": os.environ.get("PYTHONPATH", "")}).stdout
    game = sheepdd.parse(out)
    assert game.finished
    review = sheepdd.review(game, samples=10, jobs=1)
    assert len(review["cards"]) == 30
