// A double-dummy analysis of one position: everything `sheepdd solve` reports, computed by the
// Solver. The result row is the best row the picker's team can force (docs/rules.md): all tricks if
// it can take every trick, no tricks if the defenders can keep it from any, else by the value.
#pragma once

#include <optional>
#include <vector>

#include "solver/game/scoring.h"
#include "solver/search/solver.h"

namespace sheepdd {

struct DoubleDummyResult {
  int picker_team_points = 0;  // the value: tricks, bury, and points to come under perfect play
  int defender_points = 0;     // what the defenders take along the best line
  Outcome outcome = Outcome::kLoss;
  bool can_take_every_trick = false;
  bool can_be_kept_from_any_trick = false;
  Scores scores{};
  std::optional<Seat> to_move;               // none once the hand is over
  std::vector<CardValue> card_values;        // every legal card of the seat to move
  std::vector<Card> best_line;               // one optimal play to the end
  std::array<int, kMaxSeats> seat_points{};  // each seat's points at the end of the best line
  uint64_t nodes = 0;                        // positions searched for this analysis
};

// The value, the result row and the scores under it (no card values, no line): what replays and
// bury comparisons need at every position. The all-tricks and no-tricks searches run only when
// the value allows them (120 points; at most the bury). A `guess` of the value speeds the search
// when it is close (Solver::Value).
DoubleDummyResult AnalyzeResult(Solver& solver, const Rules& rules, const Setup& setup,
                                const GameState& state, const Multipliers& multipliers,
                                std::optional<int> guess = std::nullopt);

// Analyzes a picked hand (not a leaster) from `state`: the result, card values and best line.
DoubleDummyResult AnalyzePicked(Solver& solver, const Rules& rules, const Setup& setup,
                                const GameState& state, const Multipliers& multipliers);

// Leaster: for each seat, whether it can force a win against all the others.
std::vector<bool> AnalyzeLeaster(Solver& solver, const GameState& state);

}  // namespace sheepdd
