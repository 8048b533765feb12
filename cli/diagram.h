// The table diagram of `sheepdd show`: seats and hands, pick, bury, call, partner, and the play
// trick by trick with each trick's winner and points.
#pragma once

#include <string>

#include "cli/output.h"
#include "solver/deal.h"

namespace sheepdd::cli {

// The deal must be valid (FindDealProblem found nothing).
std::string RenderDiagram(const Deal& deal, CardStyle style);

// "seat3", the way seats are named in every output.
std::string SeatName(Seat seat);

}  // namespace sheepdd::cli
