// Helpers shared by the tests: cards and deals from text, setups built by hand, random playouts.
#pragma once

#include <initializer_list>
#include <limits>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "solver/game/deal.h"
#include "solver/game/game.h"
#include "solver/game/game_state.h"
#include "solver/game/random_deal.h"
#include "solver/game/setup.h"

namespace sheepdd::testing {

// The hands and blind of the example in docs/notation.md, shared by the tests that need a full deal.
inline constexpr std::string_view kExampleHands =
    "seat1: QC JS AD 9D TH 7S\n"
    "seat2: QS 8D 7D AC KC 9H\n"
    "seat3: QH QD JC 9C AH 8S\n"
    "seat4: JH JD KD TC 7C TS\n"
    "seat5: TD 8C KH 7H AS KS\n"
    "blind: 9S 8H\n";

// "QC 7S TD" as a set; fails the test on a bad card.
CardSet Cards(std::string_view text);
Card C(std::string_view name);

// Parses exactly one deal; fails the test if it does not parse.
Deal MustParse(std::string_view text);
// The deal of ParseSingleDeal's game, or its error.
absl::StatusOr<Deal> ParseDeal(std::string_view text, std::string_view file_name);
// Game::Check's problem with the deal, if any.
std::optional<DealProblem> FindDealProblem(const Deal& deal);
// The checked game of a deal the test knows to be valid (a failure of the test otherwise).
Game MustCheck(const Deal& deal);
// The state after the deal's recorded play, or why there is none.
absl::StatusOr<GameState> StateAfterPlay(const Deal& deal);

// A setup for targeted play tests: hands by seat (text), picker and optional partner.
Setup HandSetup(const Rules& rules, std::initializer_list<std::string_view> hands, Seat picker,
                std::optional<Seat> partner = std::nullopt, Seat lead = 0);

Rules PresetRules(std::string_view preset);

// A table and its rules, for tests that run over every preset, partner rule and switch.
struct Variant {
  const char* preset;
  PartnerRule partner;
  const char* switches;
};
Rules RulesOf(const Variant& variant);
// How GoogleTest names a variant in its output: "5 called-ace called-ten-wins spitz".
void PrintTo(const Variant& variant, std::ostream* out);
std::string NameOf(const Variant& variant, size_t index);
// Every preset and partner rule, each trump order and every switch that changes play or values.
extern const std::vector<Variant> kVariants;

// A position of a random plausibly picked deal (under called-ace, sometimes with a random legal
// call, so tens, unknowns and going alone come up), with `tricks_left` tricks to go and
// `extra_cards` of the next trick already played.
struct RandomPosition {
  Deal deal;
  sheepdd::Setup setup;
  GameState state;
};
RandomPosition MakeRandomPosition(const Rules& rules, uint64_t seed, int tricks_left,
                                  int extra_cards, bool leaster = false);

// Plays random legal cards, to the end or `max_cards` of them; returns the cards in order.
std::vector<Card> PlayRandomly(GameState& state, DealRandom& random,
                               int max_cards = std::numeric_limits<int>::max());

// A random picked deal (plausible pick) under the given rules, with a random partial play of
// `cards_played` cards.
Deal RandomPickedDeal(const Rules& rules, uint64_t seed, int cards_played);

}  // namespace sheepdd::testing
