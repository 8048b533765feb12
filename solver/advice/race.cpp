#include "solver/advice/race.h"

#include <algorithm>

namespace sheepdd {

namespace {

// Samples per round: enough for a race to judge on, few enough to drop losers early.
constexpr int kRoundSamples = 20;
// No choice is dropped before this many samples.
constexpr int kMinRaceSamples = 20;
// How many standard errors behind the leader a choice must be to be dropped.
constexpr double kRaceMargin = 3.0;
// A choice also stops, tied, once it is shown (by kRaceMargin standard errors of the paired
// differences, after kMinTieSamples samples) to be no better than the leader by more than
// kTieScore in score and kTiePoints in points: which of two such choices is better is a coin toss
// that a thousand samples cannot settle, and the leader is the best within those margins.
constexpr int kMinTieSamples = 100;
constexpr double kTieScore = 0.05;
constexpr double kTiePoints = 0.5;

int ScoreOf(const SampleResult& result) { return result.score; }
int SidePointsOf(const SampleResult& result) { return result.side_points; }

double MeanUtility(const std::vector<SampleResult>& results) {
  double sum = 0;
  for (const SampleResult& result : results) sum += Utility(result);
  return results.empty() ? 0 : sum / static_cast<double>(results.size());
}

}  // namespace

Race::Race(std::vector<int> same_as, int samples, bool race)
    : same_as_(std::move(same_as)), samples_(samples), race_(race) {
  results_.resize(same_as_.size());
  for (size_t i = 0; i < same_as_.size(); ++i) {
    if (same_as_[i] == static_cast<int>(i)) racing_.push_back(static_cast<int>(i));
  }
}

std::optional<AdviceRound> Race::NextRound() const {
  if (done_ >= samples_) return std::nullopt;
  // Once nothing is left to race, the rest is one round: the threads then never wait for one
  // another at a round's end.
  const bool racing = race_ && racing_.size() > 1;
  const int end = racing ? std::min(samples_, done_ + kRoundSamples) : samples_;
  return AdviceRound{done_, end, racing_};
}

void Race::Finish(const AdviceRound& round, const std::vector<std::vector<SampleResult>>& results) {
  for (const std::vector<SampleResult>& sample : results) {
    for (size_t i = 0; i < round.choices.size(); ++i) {
      results_[round.choices[i]].push_back(sample[i]);
    }
    solves_ += static_cast<int>(round.choices.size());
  }
  done_ = round.end;
  if (!race_ || done_ < kMinRaceSamples || done_ >= samples_) return;
  // The leader by mean utility; each other choice is dropped when the paired differences put it
  // behind by more than kRaceMargin standard errors.
  int leader = racing_.front();
  double best = -1e18;
  for (int choice : racing_) {
    const double utility = MeanUtility(results_[choice]);
    if (utility > best) {
      best = utility;
      leader = choice;
    }
  }
  // The most `choice` can be ahead of the leader in `value`, by kRaceMargin standard errors.
  const auto most_ahead = [&](int choice, auto value) {
    const Estimate ahead = MeanOf(Differences(results_[choice], results_[leader], value));
    return ahead.mean + kRaceMargin * (ahead.high - ahead.mean) / kZ95;
  };
  std::vector<int> still;
  for (int choice : racing_) {
    if (choice != leader) {
      if (most_ahead(choice, Utility) < 0) {
        dropped_order_.push_back(choice);
        continue;
      }
      if (done_ >= kMinTieSamples && most_ahead(choice, ScoreOf) < kTieScore &&
          most_ahead(choice, SidePointsOf) < kTiePoints) {
        tied_.push_back(choice);
        continue;
      }
    }
    still.push_back(choice);
  }
  racing_ = std::move(still);
}

std::vector<Standing> Race::Ranking() const {
  const auto mean = [&](int choice, auto value) {
    double sum = 0;
    for (const SampleResult& result : results_[choice]) sum += value(result);
    return results_[choice].empty() ? 0 : sum / static_cast<double>(results_[choice].size());
  };
  const auto by_score = [&](int a, int b) {
    const double x = mean(a, ScoreOf);
    const double y = mean(b, ScoreOf);
    if (x != y) return x > y;
    return mean(a, SidePointsOf) > mean(b, SidePointsOf);
  };
  // The finishers and the choices tied with the leader, by how far behind the best finisher each
  // is on the samples both saw; then the dropped, last dropped first.
  std::vector<int> finishers = racing_;
  std::stable_sort(finishers.begin(), finishers.end(), by_score);
  const std::vector<SampleResult>& best = results_[finishers.front()];
  std::vector<Standing> standings(same_as_.size());
  for (size_t i = 0; i < same_as_.size(); ++i) {
    if (same_as_[i] != static_cast<int>(i)) continue;
    Standing& standing = standings[i];
    standing.choice = static_cast<int>(i);
    standing.samples = static_cast<int>(results_[i].size());
    standing.behind = MeanOf(Differences(best, results_[i], ScoreOf));
    standing.behind_points = MeanOf(Differences(best, results_[i], SidePointsOf));
    standing.tied = std::find(tied_.begin(), tied_.end(), standing.choice) != tied_.end();
    standing.raced_out = std::find(dropped_order_.begin(), dropped_order_.end(), standing.choice) !=
                         dropped_order_.end();
  }
  finishers.insert(finishers.end(), tied_.begin(), tied_.end());
  std::stable_sort(finishers.begin() + 1, finishers.end(), [&](int a, int b) {
    if (standings[a].behind.mean != standings[b].behind.mean) {
      return standings[a].behind.mean < standings[b].behind.mean;
    }
    return standings[a].behind_points.mean < standings[b].behind_points.mean;
  });
  std::vector<int> dropped(dropped_order_.rbegin(), dropped_order_.rend());
  std::stable_sort(dropped.begin(), dropped.end(), [&](int a, int b) {
    if (results_[a].size() != results_[b].size()) return results_[a].size() > results_[b].size();
    return mean(a, ScoreOf) > mean(b, ScoreOf);
  });
  std::vector<Standing> ranking;
  for (int choice : finishers) ranking.push_back(standings[choice]);
  for (int choice : dropped) ranking.push_back(standings[choice]);
  return ranking;
}

}  // namespace sheepdd
