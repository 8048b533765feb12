#include "tests/test_deals.h"

#include <gtest/gtest.h>

#include <sstream>

#include "formats/card_text.h"
#include "formats/notation.h"

namespace sheepdd::testing {

Card C(std::string_view name) {
  std::optional<Card> card = ParseCard(name);
  EXPECT_TRUE(card.has_value()) << name;
  return card.value_or(Card::k7C);
}

CardSet Cards(std::string_view text) {
  CardSet cards;
  std::istringstream words{std::string(text)};
  for (std::string word; words >> word;) cards.insert(C(word));
  return cards;
}

Deal MustParse(std::string_view text) {
  absl::StatusOr<Deal> deal = ParseSingleDeal(text, "test");
  EXPECT_TRUE(deal.ok()) << deal.status();
  return deal.ok() ? *deal : Deal{};
}

Rules PresetRules(std::string_view preset) {
  absl::StatusOr<Rules> rules = RulesForPreset(preset);
  EXPECT_TRUE(rules.ok());
  return *rules;
}

Setup HandSetup(const Rules& rules, std::initializer_list<std::string_view> hands, Seat picker,
                std::optional<Seat> partner, Seat lead) {
  Setup setup;
  int seat = 0;
  for (std::string_view hand : hands) setup.hands[seat++] = Cards(hand);
  EXPECT_EQ(seat, rules.players());
  setup.picker = picker;
  setup.partner = partner;
  setup.picker_team = SeatBit(picker) | (partner ? SeatBit(*partner) : 0);
  setup.lead = lead;
  return setup;
}

std::vector<Card> PlayRandomly(GameState& state, DealRandom& random) {
  std::vector<Card> played;
  while (!state.finished()) {
    const CardSet legal = state.LegalCards();
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    std::vector<Card> choices(legal.begin(), legal.end());
    const Card card = choices[random.Below(static_cast<uint32_t>(choices.size()))];
    state.Play(card);
    played.push_back(card);
  }
  return played;
}

Deal RandomPickedDeal(const Rules& rules, uint64_t seed, int cards_played) {
  Deal deal = RandomDeal(rules, seed, 0);
  ChoosePlausiblePick(deal);
  absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
  EXPECT_TRUE(setup.ok()) << setup.status();
  GameState state(rules, *setup);
  DealRandom random(seed * 31 + 7);
  while (!state.finished() && static_cast<int>(deal.play.size()) < cards_played) {
    std::vector<Card> choices(state.LegalCards().begin(), state.LegalCards().end());
    const Card card = choices[random.Below(static_cast<uint32_t>(choices.size()))];
    state.Play(card);
    deal.play.push_back(card);
  }
  return deal;
}

}  // namespace sheepdd::testing
