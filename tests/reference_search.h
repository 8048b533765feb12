// A deliberately plain reference: minimax over every legal card, no pruning, no table, no
// equivalences. Slow and obviously right; the solver must agree with it.
#pragma once

#include "solver/game_state.h"

namespace sheepdd::testing {

// The picker's team's total points under perfect play.
int ReferenceValue(const GameState& state);
// The same value by textbook alpha-beta: minimax with cut-offs and nothing else (no table, no
// equivalent cards, cards tried in plain order). Checked against ReferenceValue on endings, it
// stands in for it on complete deals, which plain minimax cannot finish.
int AlphaBetaValue(const GameState& state, int alpha = -1, int beta = 1000);

// Whether the picker's team can take every trick.
bool ReferenceAllTricks(const GameState& state);
// Whether the defenders can keep the picker's team from taking any trick.
bool ReferenceNoTricks(const GameState& state);
// Leaster: whether `seat` can force a win against all the others.
bool ReferenceLeasterWin(const GameState& state, Seat seat);

}  // namespace sheepdd::testing
