#include "tests/test_deals.h"

#include <gtest/gtest.h>

#include <cstdlib>
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
  absl::StatusOr<Game> game = ParseSingleDeal(text, "test");
  EXPECT_TRUE(game.ok()) << game.status();
  return game.ok() ? game->deal() : Deal{};
}

absl::StatusOr<Deal> ParseDeal(std::string_view text, std::string_view file_name) {
  absl::StatusOr<Game> game = ParseSingleDeal(text, file_name);
  if (!game.ok()) return game.status();
  return game->deal();
}

std::optional<DealProblem> FindDealProblem(const Deal& deal) {
  std::variant<Game, DealProblem> checked = Game::Check(deal);
  if (auto* problem = std::get_if<DealProblem>(&checked)) return *problem;
  return std::nullopt;
}

Game MustCheck(const Deal& deal) {
  absl::StatusOr<Game> game = Game::FromDeal(deal);
  if (!game.ok()) {
    ADD_FAILURE() << game.status();
    std::abort();
  }
  return *std::move(game);
}

absl::StatusOr<GameState> StateAfterPlay(const Deal& deal) {
  absl::StatusOr<Game> game = Game::FromDeal(deal);
  if (!game.ok()) return game.status();
  if (!game->playable()) return game->playable_status();
  return game->state();
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

const std::vector<Variant> kVariants = {
    {"3", PartnerRule::kAlone, ""},
    {"3-30", PartnerRule::kAlone, ""},
    {"4", PartnerRule::kAlone, "leaster-blind=first"},
    {"4-jd", PartnerRule::kJackOfDiamonds, "call-up"},
    {"5", PartnerRule::kJackOfDiamonds, ""},
    {"5", PartnerRule::kCalledAce, ""},
    {"5", PartnerRule::kCalledAce, "called-ten-wins spitz"},
    {"5", PartnerRule::kAlone, "clubs-trump leaster-blind=last"},
    {"6", PartnerRule::kJackOfDiamonds, "spitz-high bury-needs-trick"},
    {"7", PartnerRule::kJackOfDiamonds, "bury-needs-trick"},
    {"8", PartnerRule::kBlackQueens, ""},
};

Rules RulesOf(const Variant& variant) {
  Rules rules = PresetRules(variant.preset);
  EXPECT_TRUE(SetPartnerRule(rules, variant.partner).ok());
  std::istringstream words{std::string(variant.switches)};
  for (std::string word; words >> word;) EXPECT_TRUE(ApplySwitch(rules, word).ok()) << word;
  return rules;
}

void PrintTo(const Variant& variant, std::ostream* out) {
  *out << variant.preset << " " << PartnerRuleName(variant.partner);
  if (variant.switches[0] != '\0') *out << " " << variant.switches;
}

std::string NameOf(const Variant& variant, size_t index) {
  std::string name = std::string(variant.preset) + "_" +
                     std::string(PartnerRuleName(variant.partner)) + "_" + std::to_string(index);
  for (char& c : name) {
    if (c == '-') c = '_';
  }
  return name;
}

RandomPosition MakeRandomPosition(const Rules& rules, uint64_t seed, int tricks_left,
                                  int extra_cards, bool leaster) {
  Deal deal = RandomDeal(rules, seed, 0);
  DealRandom random(seed * 7919 + 17);
  if (leaster) {
    deal.pick = PickState::kPassed;
  } else {
    ChoosePlausiblePick(deal);
    if (rules.partner == PartnerRule::kCalledAce && random.Below(2) == 0) {
      const CardSet hand = (deal.hands[deal.picker] | deal.blind) - *deal.bury;
      const std::vector<Call> calls = LegalCalls(rules, hand, *deal.bury);
      deal.call = calls[random.Below(static_cast<uint32_t>(calls.size()))];
    }
  }
  absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
  EXPECT_TRUE(setup.ok()) << setup.status();
  GameState state(rules, *setup);
  const int cards = (rules.hand_size() - tricks_left) * rules.players() + extra_cards;
  deal.play = PlayRandomly(state, random, cards);
  return RandomPosition{deal, *setup, state};
}

std::vector<Card> PlayRandomly(GameState& state, DealRandom& random, int max_cards) {
  std::vector<Card> played;
  while (!state.finished() && static_cast<int>(played.size()) < max_cards) {
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
  deal.play = PlayRandomly(state, random, cards_played);
  return deal;
}

}  // namespace sheepdd::testing
