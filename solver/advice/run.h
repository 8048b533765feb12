// The advisors run to the end: each round's samples solved wherever the caller says (`sheepdd`
// shares them out among threads, cli/advise.h), or on one Solver, one after another, the plain
// way to use them from a program. The answers are the same either way.
#pragma once

#include <functional>

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"
#include "solver/advice/play_advice.h"
#include "solver/advice/review.h"

namespace sheepdd {

// Solves sample `i` of a round (from 0) on `solver`.
using SolveSample = std::function<absl::Status(size_t i, Solver& solver)>;

// Runs `advisor`'s rounds to the end. `run_samples(round, solve)` calls `solve(i, solver)` for
// each of the round's samples, in any order, on solvers of its own (one per thread), and returns
// the nodes they searched or the first error.
template <typename Advisor, typename RunSamples>
absl::Status RunRounds(Advisor& advisor, RunSamples&& run_samples) {
  while (const std::optional<AdviceRound> round = advisor.NextRound()) {
    std::vector<std::vector<SampleResult>> results(round->end - round->first);
    const SolveSample solve = [&](size_t i, Solver& solver) -> absl::Status {
      absl::StatusOr<std::vector<SampleResult>> sample =
          advisor.Solve(solver, *round, round->first + static_cast<int>(i));
      if (!sample.ok()) return sample.status();
      results[i] = *std::move(sample);
      return absl::OkStatus();
    };
    const absl::StatusOr<uint64_t> nodes = run_samples(*round, solve);
    if (!nodes.ok()) return nodes.status();
    advisor.Finish(*round, results, *nodes);
  }
  return absl::OkStatus();
}

// The same on `solver`, one sample after another.
template <typename Advisor>
absl::Status RunRoundsInTurn(Advisor& advisor, Solver& solver) {
  return RunRounds(
      advisor, [&](const AdviceRound& round, const SolveSample& solve) -> absl::StatusOr<uint64_t> {
        const uint64_t before = solver.nodes();
        for (int i = 0; i < round.end - round.first; ++i) {
          if (absl::Status status = solve(i, solver); !status.ok()) return status;
        }
        return solver.nodes() - before;
      });
}

// Bury and call advice for the game's picker (advice.h).
absl::StatusOr<Advice> AdviseBury(Solver& solver, const Game& game, const AdviceSettings& settings);
// Card advice for the seat to move (play_advice.h), with each card's hindsight value.
absl::StatusOr<PlayAdvice> AdvisePlay(Solver& solver, const Game& game,
                                      const PlaySettings& settings);
// A review of the game's recorded play (review.h).
absl::StatusOr<Review> ReviewGame(Solver& solver, const Game& game, const ReviewSettings& settings);

}  // namespace sheepdd
