#include "solver/analysis/analysis.h"

#include <algorithm>

namespace sheepdd {

namespace {

// The result row and the scores of a position whose value is known, with the all-tricks and
// no-tricks searches they need.
DoubleDummyResult ResultOfValue(Solver& solver, const Rules& rules, const Setup& setup,
                                const GameState& state, const Multipliers& multipliers, int value) {
  DoubleDummyResult result;
  result.picker_team_points = value;
  // Every trick brings every point; no trick leaves the team the bury at most.
  result.can_take_every_trick =
      result.picker_team_points == kDeckPoints && solver.CanTakeEveryTrick(state);
  result.can_be_kept_from_any_trick = !result.can_take_every_trick &&
                                      result.picker_team_points <= state.bury_points() &&
                                      solver.CanBeKeptFromAnyTrick(state);
  if (result.can_take_every_trick) {
    result.outcome = Outcome::kAllTricks;
  } else if (result.can_be_kept_from_any_trick) {
    result.outcome = Outcome::kNoTricks;
  } else {
    result.outcome = OutcomeOf(result.picker_team_points, false, false);
  }
  result.scores = PickedScores(rules, setup.picker, setup.partner, result.outcome,
                               MultiplierOf(rules, multipliers));
  return result;
}

}  // namespace

DoubleDummyResult AnalyzeResult(Solver& solver, const Rules& rules, const Setup& setup,
                                const GameState& state, const Multipliers& multipliers,
                                std::optional<int> guess) {
  const uint64_t nodes_before = solver.nodes();
  DoubleDummyResult result =
      ResultOfValue(solver, rules, setup, state, multipliers, solver.Value(state, guess));
  result.nodes = solver.nodes() - nodes_before;
  return result;
}

DoubleDummyResult AnalyzePicked(Solver& solver, const Rules& rules, const Setup& setup,
                                const GameState& state, const Multipliers& multipliers) {
  const uint64_t nodes_before = solver.nodes();
  // The cards' values first: the best of them is the value (each is exact), so the value needs
  // no search of its own.
  std::vector<CardValue> card_values = solver.CardValues(state);
  int value = state.PickerTeamPoints();  // a finished hand's
  if (!card_values.empty()) {
    const bool team = state.OnPickerTeam(state.to_play());
    value = card_values.front().value;
    for (const CardValue& card : card_values) {
      value = team ? std::max(value, card.value) : std::min(value, card.value);
    }
  }
  DoubleDummyResult result = ResultOfValue(solver, rules, setup, state, multipliers, value);
  if (!state.finished()) {
    result.to_move = state.to_play();
    result.card_values = std::move(card_values);
    result.best_line = solver.BestLine(state, result.picker_team_points);
  }
  GameState end = state;
  for (Card card : result.best_line) end.Play(card);
  for (int seat = 0; seat < state.players(); ++seat) {
    result.seat_points[seat] = end.points(seat);
    if (!end.OnPickerTeam(seat)) result.defender_points += end.points(seat);
  }
  result.nodes = solver.nodes() - nodes_before;
  return result;
}

std::vector<bool> AnalyzeLeaster(Solver& solver, const GameState& state) {
  std::vector<bool> can_win;
  for (int seat = 0; seat < state.players(); ++seat) {
    can_win.push_back(solver.LeasterCanWin(state, seat));
  }
  return can_win;
}

}  // namespace sheepdd
