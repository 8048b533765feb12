#include "solver/analysis/pick_analysis.h"

#include "solver/game/setup.h"

namespace sheepdd {

absl::StatusOr<PickAnalysis> AnalyzePick(Solver& solver, const Game& game,
                                         const Progress& progress) {
  const Deal& deal = game.deal();
  if (deal.blind.empty()) {
    return absl::FailedPreconditionError("this table has no pick (no blind)");
  }
  const uint64_t nodes_before = solver.nodes();
  solver.NewDeal();
  PickAnalysis analysis;
  if (deal.pick == PickState::kPicked) analysis.actual_picker = deal.picker;
  const int seats = deal.rules.players();
  for (Seat seat = 0; seat < seats; ++seat) {
    // Each seat's share of the progress: its choices scaled to one seat in `seats`.
    const Progress seat_progress = [&](int done, int total) {
      if (progress) progress(seat * total + done, seats * total);
    };
    analysis.seats.push_back(SeatPickResult{seat, BestChoice(solver, deal, seat, seat_progress)});
  }
  Deal passed = deal;
  passed.pick = PickState::kPassed;
  passed.bury.reset();
  passed.call.reset();
  passed.play.clear();
  absl::StatusOr<Setup> setup = SetupOf(passed);
  if (!setup.ok()) return setup.status();
  if (setup->thrown_in) {
    analysis.thrown_in = true;
  } else {
    analysis.leaster = AnalyzeLeaster(solver, GameState(deal.rules, *setup));
  }
  // Backward from the dealer: what happens once the seats before have passed.
  Scores later{};  // everybody passes
  std::optional<Seat> picks;
  for (int i = static_cast<int>(analysis.seats.size()) - 1; i >= 0; --i) {
    const SeatPickResult& seat = analysis.seats[i];
    if (seat.best && seat.best->picker_score > later[seat.seat]) {
      later = seat.best->result.scores;
      picks = seat.seat;
    }
  }
  analysis.should_pick = picks;
  analysis.nodes = solver.nodes() - nodes_before;
  if (absl::Status stopped = solver.status(); !stopped.ok()) return stopped;  // a limit
  return analysis;
}

}  // namespace sheepdd
