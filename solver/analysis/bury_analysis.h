// The picker's choices solved double-dummy: every legal bury times every legal partner choice,
// ranked by the picker's score, then by the team's points.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/analysis/analysis.h"
#include "solver/game/game.h"

namespace sheepdd {

// One bury and partner choice. `call` is empty where the partner rule needs no call (jd, or the
// jd partner under jd).
struct Choice {
  CardSet bury;
  std::optional<Call> call;
  bool operator==(const Choice&) const = default;
};

// Every legal choice of `picker` for the deal's hands and blind, in a fixed order.
std::vector<Choice> LegalChoices(const Deal& deal, Seat picker);

// The deal with `picker` picking and making `choice`, before the first lead.
Deal WithChoice(const Deal& deal, Seat picker, const Choice& choice);

struct ChoiceResult {
  Choice choice;
  DoubleDummyResult result;  // value, row and scores (no line)
  int picker_score = 0;
  std::optional<Seat> partner;  // who the choice makes the partner; none when alone
};

// Told how many of how many choices are done, for a progress display; may be empty.
using Progress = std::function<void(int done, int total)>;

// Whether `a` ranks above `b`: the picker's score, then the team's points.
bool RanksAbove(const ChoiceResult& a, const ChoiceResult& b);

struct BuryAnalysis {
  std::vector<ChoiceResult> options;  // every legal choice, best first
  std::optional<int> actual;          // the recorded choice's index in `options`
  uint64_t nodes = 0;
};

// Solves every choice of the deal's picker. The deal must have a picker; a recorded bury and call
// are compared, and any recorded play is ignored.
absl::StatusOr<BuryAnalysis> AnalyzeBury(Solver& solver, const Game& game,
                                         const Progress& progress = {});

struct TargetAnswer {
  Choice choice;
  bool reaches = false;
};
struct BuryTargetAnalysis {
  std::vector<TargetAnswer> options;  // every legal choice, those reaching the target first
  std::optional<int> actual;          // the recorded choice's index in `options`
  uint64_t nodes = 0;
};

// For every choice: can the picker's team reach `target` points? One null-window search each,
// all sharing the solver's table.
absl::StatusOr<BuryTargetAnalysis> AnalyzeBuryTarget(Solver& solver, const Game& game, int target,
                                                     const Progress& progress = {});

// The best choice of `picker` (by RanksAbove), or nothing if there is none. Each choice is first
// asked, by a null-window search, whether it can beat the best so far; only those that can are
// solved exactly.
std::optional<ChoiceResult> BestChoice(Solver& solver, const Deal& deal, Seat picker,
                                       const Progress& progress = {});

}  // namespace sheepdd
