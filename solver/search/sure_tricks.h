// What each side is sure to take from a trick start, however anyone plays: at least so many
// tricks, holding at least so many points. The solver bounds the value still to come by them
// without a search.
#pragma once

#include "solver/game/game_state.h"
#include "solver/search/trick_questions.h"

namespace sheepdd {

struct SureTricks {
  int tricks = 0;  // tricks the side takes at least
  int points = 0;  // points in those tricks at least
};

struct SideTricks {
  SureTricks team;  // the picker's team
  SureTricks defenders;
};

// From each side's sure winners, trumps the other side cannot beat: they bring their tricks and
// what falls on them. Cheap.
SideTricks WinnerTricks(const GameState& state);

// `known` (WinnerTricks) improved by what each side's trumps bring seat by seat, where that is
// more. Costlier.
SideTricks WithTrumpTricks(const GameState& state, const SideTricks& known);

}  // namespace sheepdd
