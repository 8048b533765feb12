#include "solver/advice/advice.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "solver/analysis/analysis.h"
#include "solver/game/hash.h"
#include "solver/game/random_deal.h"
#include "solver/game/scoring.h"
#include "solver/game/setup.h"

namespace sheepdd {

namespace {

// Cards that decide who the partner is, which no merge may swap for another.
CardSet PartnerCards(const Rules& rules) {
  switch (rules.partner) {
    case PartnerRule::kJackOfDiamonds: return CardSet{Card::kJD};
    case PartnerRule::kBlackQueens: return CardSet{Card::kQC, Card::kQS};
    case PartnerRule::kAlone:
    case PartnerRule::kCalledAce: return CardSet{};
  }
  return CardSet{};
}

// The lowest card of `card`'s run among the picker's cards `own`: cards of one follow group,
// equal in points, with nothing of anyone else's between them in power. Burying one card of a
// run or another leaves games that differ only in which of two equal cards the picker holds.
Card RunBase(const Rules& rules, CardSet own, Card card) {
  const CardSet group = rules.CardsOf(rules.GroupOf(card));
  const bool spitz =
      rules.trump_order == TrumpOrder::kSpitz || rules.trump_order == TrumpOrder::kSpitzHigh;
  const CardSet special = PartnerCards(rules);
  if ((spitz && rules.trumps().contains(card)) || special.contains(card)) return card;
  Card base = card;
  for (int index = Index(card) - 1; index >= 0; --index) {
    const Card lower = CardAt(index);
    if (!group.contains(lower)) continue;
    if (!own.contains(lower) || PointsOf(lower) != PointsOf(card) || special.contains(lower)) {
      break;
    }
    base = lower;
  }
  return base;
}

// Whether the jd partner rule leaves a picker holding `own` alone without a call: he holds the
// JD himself and no jack to call up to is left outside his cards (docs/rules.md, "Partners").
bool JackMakesAlone(const Rules& rules, CardSet own) {
  if (rules.partner != PartnerRule::kJackOfDiamonds || !own.contains(Card::kJD)) return false;
  return !rules.call_up || own.ContainsAll(CardSet{Card::kJH, Card::kJS, Card::kJC});
}

// A choice up to equivalence: the call, and how many cards of each run go into the bury.
std::vector<int> CanonicalChoice(const Rules& rules, CardSet own, const Choice& choice, int index) {
  // Choices with an unknown card are never merged: the unknown carries limits of its own.
  if (choice.call && choice.call->unknown) return {-1, index};
  std::vector<int> key;
  for (Card card : choice.bury) key.push_back(Index(RunBase(rules, own, card)));
  std::sort(key.begin(), key.end());
  // The jd partner when the picker holds the JD is nobody: the same game as going alone.
  const bool alone = choice.call ? choice.call->alone : JackMakesAlone(rules, own);
  key.push_back(alone ? -3 : !choice.call ? -2 : Index(choice.call->card));
  return key;
}

SampleResult ResultOf(const DoubleDummyResult& result, Seat picker) {
  return SampleResult{result.picker_team_points, result.outcome, result.scores[picker],
                      result.picker_team_points};
}

// Lays out the hidden cards of sample `sample` into a copy of `deal`.
Deal LaidOut(const Deal& deal, const Sampler& sampler, uint64_t seed, int sample) {
  DealRandom random(MixBits(seed) ^ (static_cast<uint64_t>(sample) * 0xD1B54A32D192ED03ull));
  const std::array<CardSet, kMaxPlaces> layout = sampler.Draw(random);
  Deal laid = deal;
  const int players = deal.rules.players();
  for (Seat seat = 0; seat < players; ++seat) laid.hands[seat] = layout[seat];
  laid.blind = layout[players];
  return laid;
}

// The picker's result for `choice` on `deal`, solved double-dummy from the first lead.
absl::StatusOr<SampleResult> SolveChoice(Solver& solver, const Deal& deal, Seat picker,
                                         const Choice& choice, std::optional<int> guess) {
  // A choice legal with the picker's cards sets up whatever the hidden hands hold; an error
  // here is a bug, reported rather than counted.
  const absl::StatusOr<Setup> setup = SetupOf(WithChoice(deal, picker, choice));
  if (!setup.ok()) return setup.status();
  const GameState state(deal.rules, *setup);
  return ResultOf(AnalyzeResult(solver, deal.rules, *setup, state, deal.multipliers, guess),
                  picker);
}

}  // namespace

Estimates Exactly(Estimates estimates) {
  for (Estimate* estimate : {&estimates.points, &estimates.score, &estimates.win,
                             &estimates.schneider, &estimates.schneidered, &estimates.no_trick}) {
    estimate->low = estimate->high = estimate->mean;
  }
  return estimates;
}

Estimates EstimatesOf(const std::vector<SampleResult>& results) {
  std::vector<double> points;
  std::vector<double> scores;
  int win = 0, schneider = 0, schneidered = 0, no_trick = 0;
  for (const SampleResult& result : results) {
    points.push_back(result.points);
    scores.push_back(result.score);
    win += result.points >= kWinPoints ? 1 : 0;
    schneider += result.points >= kSchneiderPoints ? 1 : 0;
    schneidered += result.points <= kSchneideredPoints ? 1 : 0;
    no_trick += result.outcome == Outcome::kNoTricks ? 1 : 0;
  }
  const int n = static_cast<int>(results.size());
  return Estimates{MeanOf(points),
                   MeanOf(scores),
                   ProportionOf(win, n),
                   ProportionOf(schneider, n),
                   ProportionOf(schneidered, n),
                   ProportionOf(no_trick, n)};
}

absl::StatusOr<BuryAdvisor> BuryAdvisor::Make(const Game& game, const AdviceSettings& settings) {
  if (settings.samples < 1) return absl::InvalidArgumentError("samples must be positive");
  const Deal& deal = game.deal();
  absl::StatusOr<Knowledge> knowledge = PickerKnowledge(game);
  if (!knowledge.ok()) return knowledge.status();
  absl::StatusOr<Sampler> sampler = Sampler::Make(*knowledge);
  if (!sampler.ok()) return sampler.status();
  std::vector<Choice> choices = LegalChoices(deal, deal.picker);
  if (choices.empty()) return absl::FailedPreconditionError("the picker has no legal bury");
  const CardSet own = deal.hands[deal.picker] | deal.blind;
  std::vector<std::vector<int>> keys;
  std::vector<int> same_as;
  for (size_t i = 0; i < choices.size(); ++i) {
    keys.push_back(CanonicalChoice(deal.rules, own, choices[i], static_cast<int>(i)));
    same_as.push_back(
        static_cast<int>(std::find(keys.begin(), keys.end(), keys.back()) - keys.begin()));
  }
  // With every card's place known there is one layout: one sample is the exact answer.
  const int samples = sampler->count() == 1 ? 1 : settings.samples;
  Race race(std::move(same_as), samples, settings.race);
  return BuryAdvisor(deal, settings, *std::move(sampler), std::move(choices), std::move(race));
}

Deal BuryAdvisor::SampleDeal(int sample) const {
  return LaidOut(deal_, sampler_, settings_.seed, sample);
}

absl::StatusOr<std::vector<SampleResult>> BuryAdvisor::Solve(Solver& solver,
                                                             const AdviceRound& round,
                                                             int sample) const {
  const Deal deal = SampleDeal(sample);
  solver.NewDeal();
  std::vector<SampleResult> results;
  std::optional<int> guess;  // choices of one sample are worth much the same
  for (int choice : round.choices) {
    absl::StatusOr<SampleResult> result =
        SolveChoice(solver, deal, deal_.picker, choices_[choice], guess);
    if (!result.ok()) return result.status();
    results.push_back(*result);
    guess = result->points;
  }
  return results;
}

void BuryAdvisor::Finish(const AdviceRound& round,
                         const std::vector<std::vector<SampleResult>>& results, uint64_t nodes) {
  race_.Finish(round, results);
  nodes_ += nodes;
}

Advice BuryAdvisor::Summary() const {
  Advice advice;
  advice.samples = race_.samples_done();
  advice.solves = race_.solves();
  advice.layouts = sampler_.count();
  advice.exact = sampler_.count() == 1;
  advice.nodes = nodes_;
  for (const Standing& standing : race_.Ranking()) {
    ChoiceAdvice entry;
    entry.same_as = static_cast<int>(advice.choices.size());
    entry.rank = ++advice.distinct;
    entry.samples = standing.samples;
    entry.tied = standing.tied;
    entry.raced_out = standing.raced_out;
    entry.estimates = EstimatesOf(race_.results(standing.choice));
    entry.behind = standing.behind;
    if (advice.exact) {
      entry.estimates = Exactly(entry.estimates);
      entry.behind.low = entry.behind.high = entry.behind.mean;
    }
    for (size_t i = 0; i < choices_.size(); ++i) {
      if (race_.same_as()[i] != standing.choice) continue;
      entry.choice = choices_[i];
      advice.choices.push_back(entry);
    }
  }
  if (deal_.bury) {
    const Choice actual{*deal_.bury, deal_.call};
    for (size_t i = 0; i < advice.choices.size(); ++i) {
      if (advice.choices[i].choice == actual) advice.actual = static_cast<int>(i);
    }
  }
  return advice;
}

absl::StatusOr<PickAdvisor> PickAdvisor::Make(const Game& game, Seat seat,
                                              const AdviceSettings& settings) {
  const Deal& deal = game.deal();
  if (settings.samples < 1) return absl::InvalidArgumentError("samples must be positive");
  if (seat < 0 || seat >= deal.rules.players()) {
    return absl::InvalidArgumentError("no such seat at this table");
  }
  if (deal.rules.blind_size() == 0) {
    return absl::FailedPreconditionError("this table has no blind: nobody picks");
  }
  absl::StatusOr<Sampler> sampler = Sampler::Make(BeforePickKnowledge(deal, seat));
  if (!sampler.ok()) return sampler.status();
  Deal before = deal;
  before.pick = PickState::kUndecided;
  before.bury.reset();
  before.call.reset();
  before.play.clear();
  return PickAdvisor(before, seat, settings, *std::move(sampler));
}

Deal PickAdvisor::SampleDeal(int sample) const {
  return LaidOut(deal_, sampler_, settings_.seed, sample);
}

absl::StatusOr<PickSample> PickAdvisor::Solve(Solver& solver, int sample) const {
  Deal deal = SampleDeal(sample);
  deal.pick = PickState::kPicked;
  deal.picker = seat_;
  solver.NewDeal();
  PickSample result;
  Deal plausible = deal;
  ChoosePlausibleBuryAndCall(plausible);
  absl::StatusOr<SampleResult> chosen =
      SolveChoice(solver, deal, seat_, Choice{plausible.bury.value_or(CardSet{}), plausible.call},
                  std::nullopt);
  if (!chosen.ok()) return chosen.status();
  result.plausible = *chosen;
  if (const std::optional<ChoiceResult> best = BestChoice(solver, deal, seat_)) {
    result.best = ResultOf(best->result, seat_);
  }
  return result;
}

PickAdvice PickAdvisor::Summary(const std::vector<PickSample>& samples, double pass_value,
                                uint64_t nodes) const {
  std::vector<SampleResult> plausible;
  std::vector<SampleResult> best;
  for (const PickSample& sample : samples) {
    plausible.push_back(sample.plausible);
    best.push_back(sample.best);
  }
  PickAdvice advice;
  advice.seat = seat_;
  advice.samples = static_cast<int>(samples.size());
  advice.pass_value = pass_value;
  advice.plausible = EstimatesOf(plausible);
  advice.best = EstimatesOf(best);
  advice.layouts = sampler_.count();
  advice.exact = sampler_.count() == 1;
  if (advice.exact) {
    advice.plausible = Exactly(advice.plausible);
    advice.best = Exactly(advice.best);
  }
  advice.nodes = nodes;
  return advice;
}

}  // namespace sheepdd
