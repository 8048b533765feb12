// Checking what the solver claims against the plain reference search (reference_search.h), for
// `sheepdd solve --verify`. The reference visits every line of play the rules allow (alpha-beta
// cut-offs aside), so only small positions fit in its budget: late in the hand, or few players.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/analysis/analysis.h"

namespace sheepdd {

struct Verification {
  bool checked = false;  // false: the reference ran out of its budget and nothing was compared
  uint64_t reference_nodes = 0;
  std::vector<std::string> differences;  // empty when the solver and the reference agree
};

// Everything AnalyzePicked claims about `state`: the value, each legal card's value, whether the
// team can take every trick or be kept from any, the result row, and a best line that is legal,
// reaches the end and makes the value.
Verification VerifyPicked(const DoubleDummyResult& result, const GameState& state,
                          uint64_t max_nodes);
// A --target answer: whether the team reaches `target` points.
Verification VerifyTarget(bool reachable, int target, const GameState& state, uint64_t max_nodes);
// A leaster's answers, seat by seat: who can force a win.
Verification VerifyLeaster(const std::vector<bool>& can_win, const GameState& state,
                           uint64_t max_nodes);

}  // namespace sheepdd
