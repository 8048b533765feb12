// Whole-deal validation, the play included: the one check every command runs before it trusts a
// deal, and the replay of the recorded play into a GameState.
#pragma once

#include <optional>

#include "absl/status/statusor.h"
#include "solver/game/deal.h"
#include "solver/game/game_state.h"
#include "solver/game/setup.h"

namespace sheepdd {

// The first thing wrong with the deal, or nothing.
std::optional<DealProblem> FindDealProblem(const Deal& deal);

// The game after the deal's recorded play. Fails on any problem of the deal, or if it has not
// reached the play yet (no picker or bury).
absl::StatusOr<GameState> StateAfterPlay(const Deal& deal);

}  // namespace sheepdd
