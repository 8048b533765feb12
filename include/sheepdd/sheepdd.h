// sheepdd as a library: everything a program needs, in one include (docs/api.md).
//
//   ParseGame(text)            a deal in the notation or JSON -> a checked Game, or
//                              "LINE:COLUMN: cause"
//   Game::state()              the position after the recorded play: LegalCards(), After(card)
//   Solver                     Value, CardValues, BestLine, CanReach, LeasterCanWin
//   AnalyzeResult, AnalyzeReplay, AnalyzeBury, AnalyzePick
//                              double-dummy analyses as typed results
//   AdviseBury, AdvisePlay, ReviewGame
//                              single-dummy advice and reviews, from what a player could see
//
// Every call that can fail returns absl::Status or absl::StatusOr; nothing prints or exits.
#pragma once

#include "formats/card_text.h"
#include "formats/json_deal.h"
#include "formats/notation.h"
#include "solver/advice/run.h"
#include "solver/analysis/analysis.h"
#include "solver/analysis/bury_analysis.h"
#include "solver/analysis/pick_analysis.h"
#include "solver/analysis/replay.h"
#include "solver/game/game.h"
#include "solver/game/random_deal.h"
#include "solver/game/scoring.h"
#include "solver/search/solver.h"
