#include "cli/advice_output.h"

#include <fmt/format.h>

#include <cmath>

#include "cli/diagram.h"
#include "cli/reports.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

std::string Caveat(bool partner) {
  return Cat("double-dummy sampling: in each sample every player plays as if he saw all cards",
             partner ? " (the partner is known to all from the first card)" : "",
             ", which favours the side with the stronger cards and leaves out the picker's real "
             "uncertainty in play");
}

bool HasPartner(const Game& game) {
  const PartnerRule rule = game.rules().partner;
  return rule == PartnerRule::kJackOfDiamonds || rule == PartnerRule::kCalledAce ||
         rule == PartnerRule::kBlackQueens;
}

double Rounded(double value) {
  const double rounded = std::round(value * 1e4) / 1e4;
  return rounded == 0 ? 0.0 : rounded;
}

nlohmann::json EstimateJson(const Estimate& estimate) {
  return {{"mean", Rounded(estimate.mean)},
          {"low", Rounded(estimate.low)},
          {"high", Rounded(estimate.high)}};
}

nlohmann::json LayoutsJson(LayoutCount layouts) {
  constexpr LayoutCount kExactIntegers = LayoutCount{1} << 53;
  if (layouts < kExactIntegers) return static_cast<uint64_t>(layouts);
  std::string digits;
  for (; layouts > 0; layouts /= 10)
    digits.insert(digits.begin(), '0' + static_cast<char>(layouts % 10));
  return digits;
}

std::string PlusMinus(const Estimate& estimate, int decimals, bool sign, CardStyle style) {
  const std::string mean = sign ? fmt::format("{:+.{}f}", estimate.mean, decimals)
                                : fmt::format("{:.{}f}", estimate.mean, decimals);
  if (estimate.low == estimate.high) return mean;
  const double half = (estimate.high - estimate.low) / 2;
  return fmt::format("{} {}{:.{}f}", mean, style.pretty ? "±" : "+/-", half, decimals);
}

std::string Percent(const Estimate& estimate) {
  return fmt::format("{:.0f}%", 100 * estimate.mean);
}

std::string LayoutsText(LayoutCount layouts) {
  if (layouts < 100000) {
    return fmt::format("{} possible layout{}", static_cast<uint64_t>(layouts),
                       layouts == 1 ? "" : "s");
  }
  return fmt::format("{:.3g} possible layouts", static_cast<double>(layouts));
}

std::string SamplesText(int samples, LayoutCount layouts, bool exact, uint64_t seed) {
  if (exact && layouts == 1) return "every card's place is known: one layout, solved exactly";
  if (exact) return Cat("every one of ", LayoutsText(layouts), ", solved exactly");
  return Cat(Count(samples, "sample"), " of ", LayoutsText(layouts), " (seed ", seed, ")");
}

namespace {

// The text of a card advice's "hindsight" column: the picker's team's points with the true hands,
// or in a leaster whether the seat can still force a win.
std::string HindsightText(const PlayAdvice& advice, const CardAdvice& card) {
  if (!card.double_dummy) return "";
  if (advice.leaster) return *card.double_dummy ? "wins" : "loses";
  return Cat(*card.double_dummy);
}

std::string CardRow(const PlayAdvice& advice, const CardAdvice& card, bool best, CardStyle style) {
  const std::string name = PadRight(CardText(card.card, style), 4);
  const char mark = card.raced_out ? '*' : card.tied ? '~' : ' ';
  if (advice.leaster) {
    return fmt::format("    {:>4}  {} {:>6}{} {} {} {}\n", card.rank, name, card.samples, mark,
                       PadRight(Percent(card.estimates.win), 8),
                       PadRight(best ? "-" : PlusMinus(card.behind, 2, false, style), 13),
                       HindsightText(advice, card));
  }
  return fmt::format(
      "    {:>4}  {} {:>6}{} {} {} {} {:>4} {:>4}  {}\n", card.rank, name, card.samples, mark,
      PadRight(PlusMinus(card.estimates.score, 2, true, style), 13),
      PadRight(best ? "-" : PlusMinus(card.behind, 2, false, style), 12),
      PadRight(PlusMinus(card.estimates.points, 1, false, style), 12), Percent(card.estimates.win),
      Percent(card.estimates.schneider), HindsightText(advice, card));
}

}  // namespace

nlohmann::json PlayAdviceJson(const Game& game, const PlayAdvice& advice,
                              const AdviseSettings& settings, int at) {
  nlohmann::json cards = nlohmann::json::array();
  for (size_t i = 0; i < advice.cards.size(); ++i) {
    const CardAdvice& card = advice.cards[i];
    const bool itself = card.same_as == static_cast<int>(i);
    nlohmann::json entry = {
        {"card", CardName(card.card)},
        {"rank", card.rank},
        {"same_as", itself ? nlohmann::json(nullptr)
                           : nlohmann::json(CardName(advice.cards[card.same_as].card))},
        {"samples", card.samples},
        {"raced_out", card.raced_out},
        {"tied", card.tied}};
    if (advice.leaster) {
      entry["can_win"] = EstimateJson(card.estimates.win);
      entry["behind_best"] = EstimateJson(card.behind);
      entry["double_dummy"] =
          card.double_dummy ? nlohmann::json(*card.double_dummy != 0) : nlohmann::json(nullptr);
    } else {
      entry["picker_team_points"] = EstimateJson(card.estimates.points);
      entry["score"] = EstimateJson(card.estimates.score);
      entry["behind_best"] = EstimateJson(card.behind);
      entry["behind_best_points"] = EstimateJson(card.behind_points);
      entry["at_least_61"] = EstimateJson(card.estimates.win);
      entry["at_least_91"] = EstimateJson(card.estimates.schneider);
      entry["double_dummy"] =
          card.double_dummy ? nlohmann::json(*card.double_dummy) : nlohmann::json(nullptr);
    }
    cards.push_back(entry);
  }
  return {{"advice", "play"},
          {"seat", advice.seat + 1},
          {"role", RoleOf(game.setup(), advice.seat)},
          {"at", at},
          {"layouts", LayoutsJson(advice.layouts)},
          {"exact", advice.exact},
          {"samples", advice.samples},
          {"seed", settings.advice.seed},
          {"cards", cards},
          {"solves", advice.solves},
          {"nodes", advice.nodes},
          {"assumes", Caveat(HasPartner(game))}};
}

std::string PlayAdviceText(const Game& game, const PlayAdvice& advice,
                           const AdviseSettings& settings, const std::string& title,
                           CardStyle style) {
  const Rules& rules = game.rules();
  const int played = static_cast<int>(game.deal().play.size());
  std::string text = Bold(title, style) + "\n";
  Append(&text, "  ", SeatName(advice.seat), " (", RoleOf(game.setup(), advice.seat), ") to play ",
         CardsText(game.state().hand(advice.seat), rules, style), "; seen: ",
         advice.seat == game.setup().picker && !advice.leaster ? "the blind, the bury, " : "",
         played == 0 ? "no card of the play yet" : Cat(Count(played, "card"), " of the play"),
         "\n  ", SamplesText(advice.samples, advice.layouts, advice.exact, settings.advice.seed),
         "\n");
  if (advice.leaster) {
    Append(&text, fmt::format("    {:>4}  {:<4} {:>6}  {:<8} {:<13} {}\n", "rank", "card", "n",
                              "can win", "behind best", "hindsight"));
  } else {
    Append(&text,
           fmt::format("    {:>4}  {:<4} {:>6}  {:<13} {:<12} {:<12} {:>4} {:>4}  {}\n", "rank",
                       "card", "n", "score", "behind best", "points", ">=61", ">=91", "hindsight"));
  }
  std::vector<std::string> equal;
  for (size_t i = 0; i < advice.cards.size(); ++i) {
    const CardAdvice& card = advice.cards[i];
    if (card.same_as != static_cast<int>(i)) {
      equal.push_back(
          Cat(CardText(card.card, style), " = ", CardText(advice.cards[card.same_as].card, style)));
      continue;
    }
    Append(&text, CardRow(advice, card, i == 0, style));
  }
  if (!equal.empty()) {
    Append(&text, Wrap(Cat("equal cards (nothing unseen between them): ", Join(equal, ", ")), "  ",
                       "    "));
  }
  if (std::any_of(advice.cards.begin(), advice.cards.end(),
                  [](const CardAdvice& card) { return card.raced_out; })) {
    Append(&text, "  * dropped by the race (clearly behind the leader), judged on fewer samples\n");
  }
  if (std::any_of(advice.cards.begin(), advice.cards.end(),
                  [](const CardAdvice& card) { return card.tied; })) {
    Append(&text,
           "  ~ tied: no better than the leader by more than 0.05 in score and 0.5 in points\n");
  }
  Append(&text, advice.leaster
                    ? "  hindsight: whether the seat can still force a win with every hand seen\n"
                    : "  hindsight: the picker's team's points with every hand seen\n");
  Append(&text, "  solves: ", advice.solves, ", nodes: ", advice.nodes, "\n");
  return text;
}

}  // namespace sheepdd::cli
