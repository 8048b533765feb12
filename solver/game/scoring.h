// Scoring a finished hand (docs/rules.md, "Scoring a picked hand" and "Leasters"): the result row,
// the unit, who pays whom, multipliers and cap. Scores always sum to zero.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "solver/game/deal.h"
#include "solver/game/game_state.h"
#include "solver/game/setup.h"

namespace sheepdd {

// The rows of the scoring table, best for the picker first, then the no-picker cases.
enum class Outcome : uint8_t {
  kAllTricks,
  kSchneider,
  kWin,
  kLoss,
  kSchneidered,
  kNoTricks,
  kLeaster,
  kThrownIn,
};
inline constexpr std::array<Outcome, 6> kPickedOutcomes = {
    Outcome::kAllTricks, Outcome::kSchneider,   Outcome::kWin,
    Outcome::kLoss,      Outcome::kSchneidered, Outcome::kNoTricks};

// The scoring table's thresholds on the picker's team's card points: a win from 61, schneider
// from 91, schneidered at 30 or fewer.
inline constexpr int kWinPoints = 61;
inline constexpr int kSchneiderPoints = 91;
inline constexpr int kSchneideredPoints = 30;

// "all-tricks", "schneider", "win", "loss", "schneidered", "no-tricks", "leaster", "thrown-in".
std::string_view OutcomeName(Outcome outcome);

// The row of the picker's team from its card points and whether it took every trick or none.
Outcome OutcomeOf(int picker_team_points, bool took_every_trick, bool took_no_trick);
bool IsPickerWin(Outcome outcome);
// Units each defender pays (on a win) or is owed before punishment (on a loss).
int UnitOf(Outcome outcome);

// The product of the doublings, limited by the rules' cap.
int MultiplierOf(const Rules& rules, const Multipliers& multipliers);

using Scores = std::array<int, kMaxSeats>;

// Every seat's score for a picked hand ending in `outcome`.
Scores PickedScores(const Rules& rules, Seat picker, std::optional<Seat> partner, Outcome outcome,
                    int multiplier);

// The leaster winner: fewest card points among seats that took a trick; none on a tie.
std::optional<Seat> LeasterWinner(int players, const std::array<int, kMaxSeats>& points,
                                  const std::array<int, kMaxSeats>& tricks);
Scores LeasterScores(int players, std::optional<Seat> winner, int multiplier);

struct HandScore {
  Outcome outcome = Outcome::kLoss;
  int picker_team_points = 0;
  int defender_points = 0;
  int multiplier = 1;
  std::optional<Seat> leaster_winner;
  Scores scores{};
};

// The score of a finished hand.
HandScore ScoreHand(const Rules& rules, const Setup& setup, const GameState& state,
                    const Multipliers& multipliers);

}  // namespace sheepdd
