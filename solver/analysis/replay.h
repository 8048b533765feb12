// Replaying a recorded game against the double-dummy value: the value before the first card and
// after every card, what each card cost its team, and a summary per seat. One Solver (and its
// table) serves the whole replay, so positions met before are not searched again.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/analysis/analysis.h"
#include "solver/game/game.h"

namespace sheepdd {

struct ReplayedCard {
  Card card = Card::kAC;
  Seat seat = 0;
  // Points the card gave away against the seat's best card (0 for a best card): the value's drop
  // for a picker's-team card, its rise for a defender's.
  int cost = 0;
  Outcome row_before = Outcome::kLoss;  // the result row the position forced before the card
  Outcome row_after = Outcome::kLoss;   // and after it
};

struct SeatReplay {
  int cards = 0;
  int mistakes = 0;  // cards that cost points or changed the result row against the seat's team
  int points_thrown = 0;
};

struct ReplayAnalysis {
  // The picker's team's double-dummy value before the first card and after each card played:
  // one more entry than cards.
  std::vector<int> values;
  std::vector<ReplayedCard> cards;
  std::array<SeatReplay, kMaxSeats> seats{};
  DoubleDummyResult start;  // value, row and scores from the first lead
  DoubleDummyResult end;    // the same after the last recorded card
  // The actual result when the recorded play is complete.
  std::optional<HandScore> actual;
  uint64_t nodes = 0;
};

// Replays a picked hand's recorded play (complete or partial). Leasters are not replayed.
absl::StatusOr<ReplayAnalysis> AnalyzeReplay(Solver& solver, const Game& game);

}  // namespace sheepdd
