// Who should pick: each seat's best result if it picks (its best bury and call), the leaster if
// everybody passes, and the seat that picks when every seat decides knowing every card.
#pragma once

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/analysis/bury_analysis.h"

namespace sheepdd {

struct SeatPickResult {
  Seat seat = 0;
  std::optional<ChoiceResult> best;  // none if the seat has no legal choice
};

struct PickAnalysis {
  std::vector<SeatPickResult> seats;  // in picking order: seat 1 first, the dealer last
  // When everybody passes: the leaster's can-win answer per seat, or a thrown-in hand (doubler).
  std::optional<std::vector<bool>> leaster;
  bool thrown_in = false;
  // The seat that picks when, in picking order, each seat picks if its best result scores more
  // for it than passing (what the later seats then do; everybody passing counts 0 for all). None
  // when everybody should pass.
  std::optional<Seat> should_pick;
  std::optional<Seat> actual_picker;  // as recorded
  uint64_t nodes = 0;
};

// Analyzes the pick of a deal (`progress` counts choices over all seats) (its recorded pick, bury,
// call and play are ignored, and the recorded picker is reported beside the answer).
absl::StatusOr<PickAnalysis> AnalyzePick(Solver& solver, const Game& game,
                                         const Progress& progress = {});

}  // namespace sheepdd
