#include "solver/game/scoring.h"

#include <algorithm>

namespace sheepdd {

std::string_view OutcomeName(Outcome outcome) {
  switch (outcome) {
    case Outcome::kAllTricks: return "all-tricks";
    case Outcome::kSchneider: return "schneider";
    case Outcome::kWin: return "win";
    case Outcome::kLoss: return "loss";
    case Outcome::kSchneidered: return "schneidered";
    case Outcome::kNoTricks: return "no-tricks";
    case Outcome::kLeaster: return "leaster";
    case Outcome::kThrownIn: return "thrown-in";
  }
  return "?";
}

Outcome OutcomeOf(int picker_team_points, bool took_every_trick, bool took_no_trick) {
  if (took_every_trick) return Outcome::kAllTricks;
  if (took_no_trick) return Outcome::kNoTricks;
  if (picker_team_points >= kSchneiderPoints) return Outcome::kSchneider;
  if (picker_team_points >= kWinPoints) return Outcome::kWin;
  if (picker_team_points > kSchneideredPoints) return Outcome::kLoss;
  return Outcome::kSchneidered;
}

bool IsPickerWin(Outcome outcome) {
  return outcome == Outcome::kAllTricks || outcome == Outcome::kSchneider ||
         outcome == Outcome::kWin;
}

int UnitOf(Outcome outcome) {
  switch (outcome) {
    case Outcome::kAllTricks:
    case Outcome::kNoTricks: return 3;
    case Outcome::kSchneider:
    case Outcome::kSchneidered: return 2;
    case Outcome::kWin:
    case Outcome::kLoss: return 1;
    case Outcome::kLeaster: return 1;
    case Outcome::kThrownIn: return 0;
  }
  return 0;
}

int MultiplierOf(const Rules& rules, const Multipliers& multipliers) {
  const int doublings =
      std::clamp(multipliers.cracks + multipliers.blitzes + multipliers.doublers, 0, 24);
  const int product = 1 << doublings;
  return rules.cap > 0 ? std::min(product, rules.cap) : product;
}

Scores PickedScores(const Rules& rules, Seat picker, std::optional<Seat> partner, Outcome outcome,
                    int multiplier) {
  Scores scores{};
  const int players = rules.players();
  const int defenders = players - (partner ? 2 : 1);
  const bool win = IsPickerWin(outcome);
  // Each defender pays `per_defender` on a win and receives it on a loss.
  const int per_defender = UnitOf(outcome) * (win || !rules.punish ? 1 : 2) * multiplier;
  const int sign = win ? 1 : -1;
  for (int seat = 0; seat < players; ++seat) scores[seat] = -sign * per_defender;
  scores[picker] = sign * per_defender * defenders;
  if (partner) {
    scores[*partner] = sign * per_defender;
    scores[picker] -= sign * per_defender;
  }
  return scores;
}

std::optional<Seat> LeasterWinner(int players, const std::array<int, kMaxSeats>& points,
                                  const std::array<int, kMaxSeats>& tricks) {
  std::optional<Seat> winner;
  bool tie = false;
  for (int seat = 0; seat < players; ++seat) {
    if (tricks[seat] == 0) continue;
    if (!winner || points[seat] < points[*winner]) {
      winner = seat;
      tie = false;
    } else if (points[seat] == points[*winner]) {
      tie = true;
    }
  }
  if (tie) return std::nullopt;
  return winner;
}

Scores LeasterScores(int players, std::optional<Seat> winner, int multiplier) {
  Scores scores{};
  if (!winner) return scores;
  for (int seat = 0; seat < players; ++seat) scores[seat] = -multiplier;
  scores[*winner] = (players - 1) * multiplier;
  return scores;
}

HandScore ScoreHand(const Rules& rules, const Setup& setup, const GameState& state,
                    const Multipliers& multipliers) {
  HandScore result;
  result.multiplier = MultiplierOf(rules, multipliers);
  const int players = rules.players();
  if (setup.thrown_in) {
    result.outcome = Outcome::kThrownIn;
    return result;
  }
  if (setup.leaster) {
    std::array<int, kMaxSeats> points{};
    std::array<int, kMaxSeats> tricks{};
    for (int seat = 0; seat < players; ++seat) {
      points[seat] = state.points(seat);
      tricks[seat] = state.tricks_won(seat);
    }
    result.outcome = Outcome::kLeaster;
    result.leaster_winner = LeasterWinner(players, points, tricks);
    result.scores = LeasterScores(players, result.leaster_winner, result.multiplier);
    return result;
  }
  result.picker_team_points = state.PickerTeamPoints();
  for (int seat = 0; seat < players; ++seat) {
    if (!state.OnPickerTeam(seat)) result.defender_points += state.points(seat);
  }
  const int team_tricks = state.PickerTeamTricks();
  result.outcome =
      OutcomeOf(result.picker_team_points, team_tricks == state.total_tricks(), team_tricks == 0);
  result.scores =
      PickedScores(rules, setup.picker, setup.partner, result.outcome, result.multiplier);
  return result;
}

}  // namespace sheepdd
