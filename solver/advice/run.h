// The advisors run to the end on one Solver, one sample after another: the plain way to use them
// from a program. (`sheepdd` shares each round's samples out among threads instead,
// cli/advise.h; the answers are the same.)
#pragma once

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"
#include "solver/advice/play_advice.h"
#include "solver/advice/review.h"

namespace sheepdd {

// Runs `advisor`'s rounds to the end on `solver`.
template <typename Advisor>
absl::Status RunRounds(Advisor& advisor, Solver& solver) {
  while (const std::optional<AdviceRound> round = advisor.NextRound()) {
    std::vector<std::vector<SampleResult>> results;
    const uint64_t before = solver.nodes();
    for (int sample = round->first; sample < round->end; ++sample) {
      absl::StatusOr<std::vector<SampleResult>> result = advisor.Solve(solver, *round, sample);
      if (!result.ok()) return result.status();
      results.push_back(*std::move(result));
    }
    advisor.Finish(*round, results, solver.nodes() - before);
  }
  return absl::OkStatus();
}

// Bury and call advice for the game's picker (advice.h).
absl::StatusOr<Advice> AdviseBury(Solver& solver, const Game& game, const AdviceSettings& settings);
// Card advice for the seat to move (play_advice.h), with each card's hindsight value.
absl::StatusOr<PlayAdvice> AdvisePlay(Solver& solver, const Game& game,
                                      const PlaySettings& settings);
// A review of the game's recorded play (review.h).
absl::StatusOr<Review> ReviewGame(Solver& solver, const Game& game, const ReviewSettings& settings);

}  // namespace sheepdd
