// A deliberately plain reference: minimax over every legal card, no table, no equivalences, no
// move ordering. Slow and obviously right; the solver must agree with it (the tests, and
// `sheepdd solve --verify`). A budget caps the positions it may visit: past it every answer is
// meaningless and exhausted() says so.
#pragma once

#include <cstdint>
#include <limits>

#include "solver/game/game_state.h"

namespace sheepdd {

class ReferenceSearch {
 public:
  explicit ReferenceSearch(uint64_t max_nodes = std::numeric_limits<uint64_t>::max())
      : max_nodes_(max_nodes) {}

  // The picker's team's total points under perfect play: plain minimax, no cut-offs.
  int Value(const GameState& state);
  // The same value by textbook alpha-beta: minimax with cut-offs and nothing else (cards tried in
  // plain order). Checked against Value on endings, it stands in for it where plain minimax
  // cannot finish.
  int AlphaBetaValue(const GameState& state, int alpha = -1, int beta = 1000);
  // Whether the picker's team can take every trick.
  bool AllTricks(const GameState& state);
  // Whether the defenders can keep the picker's team from taking any trick.
  bool NoTricks(const GameState& state);
  // Leaster: whether `seat` can force a win against all the others.
  bool LeasterWin(const GameState& state, Seat seat);

  uint64_t nodes() const { return nodes_; }
  bool exhausted() const { return nodes_ > max_nodes_; }

 private:
  // Counts a position; false once the budget is spent (the caller returns at once).
  bool Visit() { return ++nodes_ <= max_nodes_; }

  uint64_t max_nodes_;
  uint64_t nodes_ = 0;
};

}  // namespace sheepdd
