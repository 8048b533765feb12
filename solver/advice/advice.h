// Single-dummy advice: the picker's bury and call, and the pick itself, judged from what the
// player can see. The hidden cards are dealt at random consistently with everything he knows
// (sampler.h), each sample is solved double-dummy, and the results are averaged. Every choice is
// judged on the same samples (common random numbers), so differences between choices are far
// tighter than each choice's own interval.
//
// The work runs in rounds of samples; a caller may solve a round's samples on many threads, in
// any order, and hands the results back in sample order: the advice depends only on the seed.
#pragma once

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/advice/race.h"
#include "solver/advice/sampler.h"
#include "solver/advice/statistics.h"
#include "solver/analysis/bury_analysis.h"

namespace sheepdd {

struct AdviceSettings {
  int samples = 1000;  // bury advice: samples for the choices still in the race at the end
  uint64_t seed = 1;
  // Race the choices: after each round, drop every choice whose score (then points) falls
  // short of the leader's by more than three standard errors of the paired difference, and stop
  // every choice shown to be no better than the leader by more than a hair (race.h). A
  // stopped choice keeps the estimates of the samples it saw.
  bool race = true;
};

// What the samples say about one way of playing the hand.
struct Estimates {
  Estimate points;       // the picker's team's card points
  Estimate score;        // the picker's score
  Estimate win;          // share of samples with at least 61 points
  Estimate schneider;    // at least 91
  Estimate schneidered;  // 30 or less
  Estimate no_trick;     // the team takes no trick
};

// The estimates of a run of results.
Estimates EstimatesOf(const std::vector<SampleResult>& results);
// The same estimates known exactly (every layout solved): intervals of zero width.
Estimates Exactly(Estimates estimates);

struct ChoiceAdvice {
  Choice choice;
  // The first of the choices equivalent to this one (the same call, or jd and alone when the
  // picker holds the JD; the buries differ only in which of the picker's own cards of one run of
  // equal points go down), which alone is solved.
  int same_as = 0;
  int rank = 1;            // 1 for the best; equivalent choices share their representative's rank
  int samples = 0;         // samples this choice was judged on (fewer if raced out or tied)
  bool raced_out = false;  // stopped behind the leader
  bool tied = false;       // stopped as no better than the leader by more than a hair
  Estimates estimates;
  Estimate behind;  // the best choice's score minus this one's, on the samples both saw
};

struct Advice {
  std::vector<ChoiceAdvice> choices;  // best first: the finishers by score then points and
                                      // the tied by their gap to the best, then the raced-out
                                      // ones, the longest-lasting first
  std::optional<int> actual;          // the recorded choice's index in `choices`
  int distinct = 0;                   // choices that are not equivalent to one another
  int samples = 0;                    // samples drawn
  int solves = 0;                     // double-dummy solves done
  LayoutCount layouts = 0;            // how many layouts of the hidden cards are possible
  bool exact = false;  // one layout, solved: the estimates are exact (zero-width intervals)
  uint64_t nodes = 0;
};

// Bury and call advice for the deal's picker, from his hand, the blind and the recorded play.
class BuryAdvisor {
 public:
  static absl::StatusOr<BuryAdvisor> Make(const Game& game, const AdviceSettings& settings);

  // Every legal choice of the picker, in LegalChoices order.
  const std::vector<Choice>& choices() const { return choices_; }
  // The work to do next, or nothing when the advice is complete.
  std::optional<AdviceRound> NextRound() const { return race_.NextRound(); }
  // Solves sample `sample` of `round` for each of the round's choices. Thread-safe for
  // distinct solvers.
  absl::StatusOr<std::vector<SampleResult>> Solve(Solver& solver, const AdviceRound& round,
                                                  int sample) const;
  // Takes a round's results, one vector per sample in order, and decides the next round.
  void Finish(const AdviceRound& round, const std::vector<std::vector<SampleResult>>& results,
              uint64_t nodes);
  Advice Summary() const;

  // The deal of sample `sample`: the hidden cards laid out as drawn for it.
  Deal SampleDeal(int sample) const;

 private:
  BuryAdvisor(const Deal& deal, const AdviceSettings& settings, Sampler sampler,
              std::vector<Choice> choices, Race race)
      : deal_(deal),
        settings_(settings),
        sampler_(std::move(sampler)),
        choices_(std::move(choices)),
        race_(std::move(race)) {}

  Deal deal_;
  AdviceSettings settings_;
  Sampler sampler_;
  std::vector<Choice> choices_;
  Race race_;
  uint64_t nodes_ = 0;
};

// Pick advice for `seat` before the pick, from its hand and its place at the table alone.
struct PickAdvice {
  Seat seat = 0;
  int samples = 0;
  double pass_value = 0;  // what passing is taken to be worth (set by the user)
  // Picking, then burying and calling as a sound player does from the hand and blind seen
  // (ChoosePlausibleBuryAndCall): a choice made without hindsight, so a lower estimate.
  Estimates plausible;
  // Picking, then the choice that is best for that very sample: hindsight, an upper estimate.
  Estimates best;
  LayoutCount layouts = 0;
  bool exact = false;  // one layout, solved: the estimates are exact
  uint64_t nodes = 0;
};

// One sample's results for PickAdvice.
struct PickSample {
  SampleResult plausible;
  SampleResult best;
};

class PickAdvisor {
 public:
  // `seat` judges picking from its dealt hand; the deal's recorded pick and play are ignored.
  static absl::StatusOr<PickAdvisor> Make(const Game& game, Seat seat,
                                          const AdviceSettings& settings);
  int samples() const { return settings_.samples; }
  absl::StatusOr<PickSample> Solve(Solver& solver, int sample) const;
  PickAdvice Summary(const std::vector<PickSample>& samples, double pass_value,
                     uint64_t nodes) const;
  Deal SampleDeal(int sample) const;

 private:
  PickAdvisor(const Deal& deal, Seat seat, const AdviceSettings& settings, Sampler sampler)
      : deal_(deal), seat_(seat), settings_(settings), sampler_(std::move(sampler)) {}
  Deal deal_;
  Seat seat_;
  AdviceSettings settings_;
  Sampler sampler_;
};

}  // namespace sheepdd
