#include "solver/advice/review.h"

#include <algorithm>

namespace sheepdd {

namespace {

// Whether a paired difference says the other card was better by at least `margin`, beyond its
// interval.
bool ClearlyWorse(const Estimate& cost, double margin) {
  return cost.mean >= margin && cost.low > 0;
}

}  // namespace

const char* VerdictName(Verdict verdict) {
  switch (verdict) {
    case Verdict::kForced: return "forced";
    case Verdict::kOk: return "ok";
    case Verdict::kHindsight: return "hindsight";
    case Verdict::kMistake: return "mistake";
  }
  return "?";
}

ReviewedCard JudgeCard(const PlayAdvice& advice, Card card, bool on_picker_team) {
  ReviewedCard judged;
  judged.card = card;
  judged.seat = advice.seat;
  judged.exact = advice.exact;
  judged.layouts = advice.layouts;
  judged.samples = advice.samples;
  judged.sd_best = advice.cards.front().card;
  // What the seat's side keeps of a hindsight value.
  const auto side_value = [&](int value) {
    return advice.leaster || on_picker_team ? value : kDeckPoints - value;
  };
  int best_dd = -1;
  for (const CardAdvice& entry : advice.cards) {
    if (entry.double_dummy) best_dd = std::max(best_dd, side_value(*entry.double_dummy));
  }
  for (const CardAdvice& entry : advice.cards) {
    if (entry.card != card) continue;
    judged.sd_cost = entry.behind_points;
    judged.sd_score_cost = entry.behind;
    if (entry.double_dummy) judged.dd_cost = best_dd - side_value(*entry.double_dummy);
  }
  if (ClearlyWorse(judged.sd_score_cost, kMistakeScore) ||
      ClearlyWorse(judged.sd_cost, kMistakePoints)) {
    judged.verdict = Verdict::kMistake;
  } else if (judged.dd_cost > 0) {
    judged.verdict = Verdict::kHindsight;
  } else {
    judged.verdict = Verdict::kOk;
  }
  return judged;
}

absl::StatusOr<Review> ReviewGame(const Game& game, const ReviewSettings& settings,
                                  const RunPlayRounds& run_play, const RunBuryRounds& run_bury,
                                  const std::function<void(int index)>& progress) {
  if (!game.playable()) return game.playable_status();
  if (game.setup().thrown_in) {
    return absl::FailedPreconditionError("the hand was thrown in: nobody played");
  }
  const Deal& deal = game.deal();
  Review review;
  review.settings = settings;
  review.leaster = game.setup().leaster;
  if (!review.leaster && deal.bury && game.rules().blind_size() > 0) {
    // The bury and call as the picker chose them: before any card was played.
    absl::StatusOr<Game> start = game.At(0);
    if (!start.ok()) return start.status();
    absl::StatusOr<BuryAdvisor> advisor = BuryAdvisor::Make(*start, settings.bury);
    if (!advisor.ok()) return advisor.status();
    absl::StatusOr<Advice> advice = run_bury(*advisor);
    if (!advice.ok()) return advice.status();
    review.solves += advice->solves;
    review.nodes += advice->nodes;
    Verdict verdict = Verdict::kOk;
    if (advice->actual && ClearlyWorse(advice->choices[*advice->actual].behind, kMistakeScore)) {
      verdict = Verdict::kMistake;
    }
    review.bury = BuryReview{*std::move(advice), verdict};
  }
  for (int index = 0; index < static_cast<int>(deal.play.size()); ++index) {
    if (progress) progress(index);
    absl::StatusOr<Game> at = game.At(index);
    if (!at.ok()) return at.status();
    const Seat seat = at->state().to_play();
    const Card card = deal.play[index];
    absl::StatusOr<PlayAdvisor> advisor = PlayAdvisor::Make(*at, settings.play);
    if (!advisor.ok()) return advisor.status();
    ReviewedCard judged;
    if (advisor->distinct() > 1) {
      absl::StatusOr<PlayAdvice> advice = run_play(*advisor);
      if (!advice.ok()) return advice.status();
      judged = JudgeCard(*advice, card, at->state().OnPickerTeam(seat));
      review.solves += advice->solves;
      review.nodes += advice->nodes;
      ++review.decisions;
      review.exact += advice->exact ? 1 : 0;
      SeatReview& summary = review.seats[seat];
      ++summary.judged;
      summary.mistakes += judged.verdict == Verdict::kMistake ? 1 : 0;
      summary.hindsight += judged.verdict == Verdict::kHindsight ? 1 : 0;
      summary.sd_points_lost += std::max(0.0, judged.sd_cost.mean);
      summary.dd_points_lost += judged.dd_cost;
    }
    judged.index = index;
    judged.card = card;
    judged.seat = seat;
    review.cards.push_back(judged);
  }
  return review;
}

}  // namespace sheepdd
