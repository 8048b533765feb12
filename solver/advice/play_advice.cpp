#include "solver/advice/play_advice.h"

#include "solver/analysis/analysis.h"
#include "solver/game/hash.h"
#include "solver/search/equivalent_moves.h"

namespace sheepdd {

namespace {

// The random stream of sample `sample`: the same whatever thread draws it.
DealRandom SampleRandom(uint64_t seed, int sample) {
  return DealRandom(MixBits(seed ^ 0x5DEECE66Dull) ^
                    (static_cast<uint64_t>(sample) * 0xD1B54A32D192ED03ull));
}

}  // namespace

absl::StatusOr<PlayAdvisor> PlayAdvisor::Make(const Game& game, const PlaySettings& settings) {
  if (settings.samples < 1) return absl::InvalidArgumentError("samples must be positive");
  if (!game.playable()) return game.playable_status();
  if (game.setup().thrown_in) {
    return absl::FailedPreconditionError("the hand was thrown in: nobody plays");
  }
  const GameState& state = game.state();
  if (state.finished()) return absl::FailedPreconditionError("the hand is over: no card to play");
  absl::StatusOr<SeatView> view = SeatView::Make(game, state.to_play());
  if (!view.ok()) return view.status();
  std::vector<Card> cards;
  std::vector<int> same_as;
  for (Card card : state.LegalCards()) {
    int first = static_cast<int>(cards.size());
    for (size_t i = 0; i < cards.size(); ++i) {
      if (Interchangeable(state, cards[i], card, view->unseen())) {
        first = same_as[i];
        break;
      }
    }
    cards.push_back(card);
    same_as.push_back(first);
  }
  const bool exact = view->count() <= static_cast<LayoutCount>(settings.exact_limit);
  const int samples = exact ? static_cast<int>(view->count()) : settings.samples;
  Race race(same_as, samples, settings.race && !exact);
  PlayAdvisor advisor(game, *std::move(view), std::move(cards), std::move(race));
  advisor.settings_ = settings;
  advisor.exact_ = exact;
  return advisor;
}

SampleResult PlayAdvisor::ResultOf(Solver& solver, const Game& game, Card card,
                                   std::optional<int> guess) const {
  const Seat seat = view_.seat();
  const GameState after = game.state().After(card);
  if (game.setup().leaster) {
    const int wins = solver.LeasterCanWin(after, seat) ? 1 : 0;
    return SampleResult{0, Outcome::kLoss, wins, 0};
  }
  const DoubleDummyResult result =
      AnalyzeResult(solver, game.rules(), game.setup(), after, game.deal().multipliers, guess);
  const int side = after.OnPickerTeam(seat) ? result.picker_team_points
                                            : kDeckPoints - result.picker_team_points;
  return SampleResult{result.picker_team_points, result.outcome, result.scores[seat], side};
}

absl::StatusOr<std::vector<SampleResult>> PlayAdvisor::Solve(Solver& solver,
                                                             const AdviceRound& round,
                                                             int sample) const {
  Layout layout;
  if (exact_) {
    layout = view_.At(static_cast<LayoutCount>(sample));
  } else {
    DealRandom random = SampleRandom(settings_.seed, sample);
    layout = view_.Draw(random);
  }
  absl::StatusOr<Game> game = view_.GameOf(layout);
  if (!game.ok()) {
    return absl::InternalError(
        absl::StrCat("a layout of the hidden cards broke the rules: ", game.status().message()));
  }
  std::vector<SampleResult> results;
  std::optional<int> guess;  // the cards of one layout are worth much the same
  for (int choice : round.choices) {
    results.push_back(ResultOf(solver, *game, cards_[choice], guess));
    guess = results.back().points;
  }
  return results;
}

void PlayAdvisor::Finish(const AdviceRound& round,
                         const std::vector<std::vector<SampleResult>>& results, uint64_t nodes) {
  race_.Finish(round, results);
  nodes_ += nodes;
}

std::vector<int> PlayAdvisor::Hindsight(Solver& solver) const {
  std::vector<int> values;
  const GameState& state = game_.state();
  if (game_.setup().leaster) {
    for (Card card : cards_) values.push_back(solver.LeasterCanWin(state.After(card), seat()));
    return values;
  }
  const std::vector<CardValue> card_values = solver.CardValues(state);
  for (Card card : cards_) {
    for (const CardValue& value : card_values) {
      if (value.card == card) values.push_back(value.value);
    }
  }
  return values;
}

PlayAdvice PlayAdvisor::Summary(const std::vector<int>& hindsight) const {
  PlayAdvice advice;
  advice.seat = seat();
  advice.leaster = game_.setup().leaster;
  advice.layouts = view_.count();
  advice.exact = exact_;
  advice.samples = race_.samples_done();
  advice.solves = race_.solves();
  advice.nodes = nodes_;
  for (const Standing& standing : race_.Ranking()) {
    CardAdvice entry;
    const int representative = static_cast<int>(advice.cards.size());
    entry.rank = ++advice.distinct;
    entry.samples = standing.samples;
    entry.tied = standing.tied;
    entry.raced_out = standing.raced_out;
    const std::vector<SampleResult>& results = race_.results(standing.choice);
    entry.estimates = EstimatesOf(results);
    if (advice.leaster) {
      // The share of layouts where the seat can force a win, as a proportion.
      int wins = 0;
      for (const SampleResult& result : results) wins += result.score;
      entry.estimates.win = ProportionOf(wins, static_cast<int>(results.size()));
    }
    entry.behind = standing.behind;
    entry.behind_points = standing.behind_points;
    if (exact_) {
      entry.estimates = Exactly(entry.estimates);
      for (Estimate* estimate : {&entry.behind, &entry.behind_points}) {
        estimate->low = estimate->high = estimate->mean;
      }
    }
    for (size_t i = 0; i < cards_.size(); ++i) {
      if (race_.same_as()[i] != standing.choice) continue;
      entry.card = cards_[i];
      entry.same_as = representative;
      if (!hindsight.empty()) entry.double_dummy = hindsight[i];
      advice.cards.push_back(entry);
    }
  }
  return advice;
}

}  // namespace sheepdd
