// The table diagram of `sheepdd show`: seats and hands, pick, bury, call, partner, and the play
// trick by trick with each trick's winner and points.
#pragma once

#include <string>

#include "cli/output.h"
#include "solver/game/deal.h"
#include "solver/game/game_state.h"

namespace sheepdd::cli {

// The deal must be valid (FindDealProblem found nothing).
std::string RenderDiagram(const Game& game, CardStyle style);

// "seat3", the way seats are named in every output.
std::string SeatName(Seat seat);

// The cards played from `start`, trick by trick: who played what, who took it, how many points.
std::string RenderTricks(GameState start, const std::vector<Card>& cards, CardStyle style);

}  // namespace sheepdd::cli
