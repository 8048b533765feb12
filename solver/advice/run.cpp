#include "solver/advice/run.h"

namespace sheepdd {

absl::StatusOr<Advice> AdviseBury(Solver& solver, const Game& game,
                                  const AdviceSettings& settings) {
  absl::StatusOr<BuryAdvisor> advisor = BuryAdvisor::Make(game, settings);
  if (!advisor.ok()) return advisor.status();
  if (absl::Status status = RunRoundsInTurn(*advisor, solver); !status.ok()) return status;
  return advisor->Summary();
}

absl::StatusOr<PlayAdvice> AdvisePlay(Solver& solver, const Game& game,
                                      const PlaySettings& settings) {
  absl::StatusOr<PlayAdvisor> advisor = PlayAdvisor::Make(game, settings);
  if (!advisor.ok()) return advisor.status();
  solver.NewDeal();
  if (absl::Status status = RunRoundsInTurn(*advisor, solver); !status.ok()) return status;
  return advisor->Summary(advisor->Hindsight(solver));
}

absl::StatusOr<Review> ReviewGame(Solver& solver, const Game& game,
                                  const ReviewSettings& settings) {
  return ReviewGame(
      game, settings,
      [&](PlayAdvisor& advisor) -> absl::StatusOr<PlayAdvice> {
        solver.NewDeal();
        if (absl::Status status = RunRoundsInTurn(advisor, solver); !status.ok()) return status;
        return advisor.Summary(advisor.Hindsight(solver));
      },
      [&](BuryAdvisor& advisor) -> absl::StatusOr<Advice> {
        if (absl::Status status = RunRoundsInTurn(advisor, solver); !status.ok()) return status;
        return advisor.Summary();
      });
}

}  // namespace sheepdd
