// Single-dummy card advice: which card the seat to move should play, judged from what it can see
// (seat_view.h). Every legal card is solved double-dummy on the same layouts of the hidden cards
// (common random numbers), all of them when they are few enough, else a uniform sample raced as
// bury advice races its choices (race.h).
//
// The work runs in rounds of samples; a caller may solve a round's samples on many threads, in
// any order, and hands the results back in sample order: the advice depends only on the seed.
#pragma once

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"
#include "solver/advice/race.h"
#include "solver/advice/seat_view.h"

namespace sheepdd {

struct PlaySettings {
  int samples = 500;            // layouts drawn when there are more than exact_limit
  int64_t exact_limit = 10000;  // every layout solved when there are at most this many
  uint64_t seed = 1;
  bool race = true;  // drop cards clearly behind (sampled advice only)
};

struct CardAdvice {
  Card card = Card::kAC;
  // The first card of the seat's run of equal cards this one is in (an index into the advice's
  // cards), which alone is solved: the seat cannot tell its values apart.
  int same_as = 0;
  int rank = 1;  // 1 for the best; equal cards share their representative's rank
  int samples = 0;
  bool raced_out = false;
  bool tied = false;
  // Over the layouts: the picker's team's points (`points`), the seat's own score (`score`), and
  // the team's chances of 61, 91, at most 30 and no trick. In a leaster, `win` is the share of
  // layouts where the seat can force a win (`score` too, as a mean), and the points are zero.
  Estimates estimates;
  Estimate behind;         // the best card's score minus this one's, on the same layouts
  Estimate behind_points;  // the same in the seat's side's points
  // With the deal's true hands: the picker's team's points after this card (a leaster: 1 when the
  // seat can still force a win, else 0).
  std::optional<int> double_dummy;
};

struct PlayAdvice {
  Seat seat = 0;
  bool leaster = false;
  std::vector<CardAdvice> cards;  // best first; equal cards right after their representative
  int distinct = 0;               // cards the seat can tell apart
  LayoutCount layouts = 0;        // consistent layouts of the hidden cards
  bool exact = false;             // every layout solved: the estimates are exact
  int samples = 0;
  int solves = 0;
  uint64_t nodes = 0;
};

class PlayAdvisor {
 public:
  // Advice for the seat to move after `game`'s recorded play. An error when the hand is over,
  // has no play (thrown in) or is not set up yet.
  static absl::StatusOr<PlayAdvisor> Make(const Game& game, const PlaySettings& settings);

  Seat seat() const { return view_.seat(); }
  // How many of the legal cards the seat can tell apart: 1 leaves nothing to choose.
  int distinct() const {
    int count = 0;
    for (size_t i = 0; i < cards_.size(); ++i) count += race_.same_as()[i] == static_cast<int>(i);
    return count;
  }

  std::optional<AdviceRound> NextRound() const { return race_.NextRound(); }
  // Solves sample `sample` for each of the round's cards. Thread-safe for distinct solvers; the
  // solver's tables are kept between samples, as every layout is one deal's position.
  absl::StatusOr<std::vector<SampleResult>> Solve(Solver& solver, const AdviceRound& round,
                                                  int sample) const;
  void Finish(const AdviceRound& round, const std::vector<std::vector<SampleResult>>& results,
              uint64_t nodes);
  // Each legal card's double-dummy result with the true hands, in card order.
  std::vector<int> Hindsight(Solver& solver) const;
  // The advice, with `hindsight` (from Hindsight) beside each card when given.
  PlayAdvice Summary(const std::vector<int>& hindsight = {}) const;

 private:
  PlayAdvisor(const Game& game, SeatView view, std::vector<Card> cards, Race race)
      : game_(game), view_(std::move(view)), cards_(std::move(cards)), race_(std::move(race)) {}
  // The result of playing `card` in `game` (the layout's game at this point).
  SampleResult ResultOf(Solver& solver, const Game& game, Card card,
                        std::optional<int> guess) const;

  Game game_;
  SeatView view_;
  std::vector<Card> cards_;  // the legal cards, in card order
  Race race_;
  PlaySettings settings_;
  bool exact_ = false;
  uint64_t nodes_ = 0;
};

}  // namespace sheepdd
