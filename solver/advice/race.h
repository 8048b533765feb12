// Choices judged on common samples, raced: after each round of samples, every choice clearly
// behind the leader stops, so the samples go to the choices still in contention. Bury advice and
// card advice race their choices this way.
#pragma once

#include <optional>
#include <vector>

#include "solver/advice/statistics.h"
#include "solver/game/scoring.h"

namespace sheepdd {

// One choice solved on one sample.
struct SampleResult {
  int points = 0;  // the picker's team's points (0 in a leaster)
  Outcome outcome = Outcome::kLoss;
  int score = 0;        // the judged seat's score (in a leaster: 1 if it can force a win, else 0)
  int side_points = 0;  // the judged seat's side's points
};

// A round of work: the samples [first, end) and the choices (indices into the choices) each of
// them is to be solved for.
struct AdviceRound {
  int first = 0;
  int end = 0;
  std::vector<int> choices;
};

// Where a choice finished: its place in the ranking and how far behind the best it is.
struct Standing {
  int choice = 0;  // a representative
  int samples = 0;
  bool raced_out = false;  // stopped behind the leader
  bool tied = false;       // stopped as no better than the leader by more than a hair
  Estimate behind;         // the best choice's score minus this one's, on the samples both saw
  Estimate behind_points;  // the same in the side's points
};

class Race {
 public:
  // `same_as[i]`: the choice that stands for choice i (itself for a representative, which alone
  // is solved). `samples`: how many samples each representative gets unless raced out.
  Race(std::vector<int> same_as, int samples, bool race);

  // The work to do next, or nothing when the race is over.
  std::optional<AdviceRound> NextRound() const;
  // Takes a round's results, one vector per sample in order (one result per round choice), and
  // decides which choices go on.
  void Finish(const AdviceRound& round, const std::vector<std::vector<SampleResult>>& results);

  // The representatives best first: the finishers by score then points and the tied by their gap
  // to the best, then the raced-out ones, the longest-lasting first.
  std::vector<Standing> Ranking() const;
  const std::vector<SampleResult>& results(int choice) const { return results_[choice]; }
  const std::vector<int>& same_as() const { return same_as_; }
  int samples_done() const { return done_; }
  int solves() const { return solves_; }

 private:
  std::vector<int> same_as_;
  int samples_ = 0;
  bool race_ = true;
  std::vector<std::vector<SampleResult>> results_;  // per representative, in sample order
  std::vector<int> racing_;                         // representatives still in the race
  std::vector<int> dropped_order_;                  // representatives in the order dropped
  std::vector<int> tied_;                           // representatives stopped as tied
  int done_ = 0;                                    // samples finished
  int solves_ = 0;
};

// A choice's utility on one sample, for racing and ranking: score first, then the side's points.
inline int Utility(const SampleResult& result) { return result.score * 256 + result.side_points; }

// `a`'s value minus `b`'s, sample by sample, over the samples both have.
template <typename Value>
std::vector<double> Differences(const std::vector<SampleResult>& a,
                                const std::vector<SampleResult>& b, Value&& value) {
  std::vector<double> differences;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    differences.push_back(value(a[i]) - value(b[i]));
  }
  return differences;
}

}  // namespace sheepdd
