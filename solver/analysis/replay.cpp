#include "solver/analysis/replay.h"

#include "solver/game/game.h"

namespace sheepdd {

absl::StatusOr<ReplayAnalysis> AnalyzeReplay(Solver& solver, const Game& game) {
  if (!game.playable()) return game.playable_status();
  const Deal& deal = game.deal();
  const Setup* setup = &game.setup();
  if (setup->leaster || setup->thrown_in) {
    return absl::InvalidArgumentError("replay analyses picked hands; this deal has no picker");
  }
  const uint64_t nodes_before = solver.nodes();
  ReplayAnalysis replay;
  solver.NewDeal();
  GameState state = game.start();
  DoubleDummyResult before = AnalyzeResult(solver, deal.rules, *setup, state, deal.multipliers);
  replay.start = before;
  replay.values.push_back(before.picker_team_points);
  for (Card card : deal.play) {
    ReplayedCard played{card, state.to_play()};
    const bool team = state.OnPickerTeam(played.seat);
    state.Play(card);
    // The table stays: the positions after this card were mostly searched for the one before,
    // and the value after it is the value before less what the card cost: a close guess.
    const DoubleDummyResult after = AnalyzeResult(solver, deal.rules, *setup, state,
                                                  deal.multipliers, before.picker_team_points);
    const int drop = before.picker_team_points - after.picker_team_points;
    played.cost = team ? drop : -drop;
    played.row_before = before.outcome;
    played.row_after = after.outcome;
    // Rows are listed best for the picker first.
    const bool row_lost = team ? after.outcome > before.outcome : after.outcome < before.outcome;
    SeatReplay& seat = replay.seats[played.seat];
    ++seat.cards;
    seat.points_thrown += played.cost;
    if (played.cost > 0 || row_lost) ++seat.mistakes;
    replay.cards.push_back(played);
    replay.values.push_back(after.picker_team_points);
    before = after;
  }
  replay.end = before;
  if (state.finished()) replay.actual = ScoreHand(deal.rules, *setup, state, deal.multipliers);
  replay.nodes = solver.nodes() - nodes_before;
  if (absl::Status stopped = solver.status(); !stopped.ok()) return stopped;  // a limit
  return replay;
}

}  // namespace sheepdd
