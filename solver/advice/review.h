// A review of a recorded game: every card judged from what its player could see when he played
// it (single-dummy, play_advice.h) beside what it cost with every hand in view (double-dummy),
// and the picker's bury and call judged the same way (advice.h).
//
// A card is a mistake when, by its player's own knowledge, another card was better by at least
// kMistakeScore in expected score or kMistakePoints in expected points, and the interval of the
// paired difference lies above zero. A card that only cost points double-dummy is hindsight: the
// cards lay badly for it.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"
#include "solver/advice/play_advice.h"

namespace sheepdd {

inline constexpr double kMistakeScore = 0.05;
inline constexpr double kMistakePoints = 0.5;

enum class Verdict : uint8_t {
  kForced,     // one legal choice (or only cards the player cannot tell apart): not judged
  kOk,         // as good as the player could know, and no worse in hindsight
  kHindsight,  // costly double-dummy only
  kMistake,    // worse by what the player knew
};
const char* VerdictName(Verdict verdict);

struct ReviewedCard {
  int index = 0;  // the card's place in the play, from 0
  Card card = Card::kAC;
  Seat seat = 0;
  Verdict verdict = Verdict::kForced;
  // Judged cards only (not kForced): the seat's expected loss against the best card by its view,
  // in its side's points and in its score (in a leaster: in its chance of forcing a win), as
  // paired differences over the same layouts.
  Estimate sd_cost;
  Estimate sd_score_cost;
  Card sd_best = Card::kAC;  // the best card by the seat's view
  int dd_cost = 0;           // what the card cost double-dummy, as replay counts it
  bool exact = false;        // every layout solved
  LayoutCount layouts = 0;
  int samples = 0;
};

struct SeatReview {
  int judged = 0;
  int mistakes = 0;
  double sd_points_lost = 0;  // expected points thrown away by the seat's own view
  int hindsight = 0;
  int dd_points_lost = 0;
};

struct BuryReview {
  Advice advice;  // the ranking of every bury and call, with the actual choice's place
  // kMistake when another choice was better by kMistakeScore in score beyond the interval.
  Verdict verdict = Verdict::kOk;
};

struct ReviewSettings {
  PlaySettings play;
  AdviceSettings bury;
};

struct Review {
  ReviewSettings settings;  // what the review was run with
  bool leaster = false;
  std::vector<ReviewedCard> cards;
  std::array<SeatReview, kMaxSeats> seats{};
  std::optional<BuryReview> bury;  // picked games
  int decisions = 0;               // cards judged
  int exact = 0;                   // of them, judged over every layout
  int solves = 0;
  uint64_t nodes = 0;
};

// How the caller runs an advisor's rounds (on one thread or many): to completion, returning the
// nodes searched. Play advice also wants its hindsight values from the solver used.
using RunPlayRounds = std::function<absl::StatusOr<PlayAdvice>(PlayAdvisor&)>;
using RunBuryRounds = std::function<absl::StatusOr<Advice>(BuryAdvisor&)>;

// Reviews the recorded play of `game` (any length; a finished hand is reviewed to its end).
// `progress`, when given, is told each card as its judgement starts.
absl::StatusOr<Review> ReviewGame(const Game& game, const ReviewSettings& settings,
                                  const RunPlayRounds& run_play, const RunBuryRounds& run_bury,
                                  const std::function<void(int index)>& progress = {});

// The judgement of the card `card` by `seat` from the advice at its point of the play.
ReviewedCard JudgeCard(const PlayAdvice& advice, Card card, bool on_picker_team);

}  // namespace sheepdd
