#include "solver/search/position_keys.h"

#include <gtest/gtest.h>

#include <vector>

#include "solver/search/shape_table.h"
#include "solver/search/trick_questions.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::HandSetup;
using testing::PresetRules;

// Two positions whose cards differ only in points, rank for rank and holder for holder, share a
// shape: the KC and the 9C lie between nothing else of the clubs left (TC and AC above both).
TEST(Shapes, PositionsThatDifferOnlyInPointsShareTheirShape) {
  const Rules rules = PresetRules("5");
  const auto state_of = [&](std::initializer_list<std::string_view> hands) {
    return GameState(rules, HandSetup(rules, hands, 2, std::nullopt, 0));
  };
  const auto shape_of = [&](std::initializer_list<std::string_view> hands) {
    const GameState state = state_of(hands);
    return RelativeShape(state, FastestPlaceMethod(state), HolderCodes(state));
  };
  const Shape king = shape_of({"KC 8H", "AC 9H", "QS 7H", "TC TH", "7D KH"});
  const Shape nine = shape_of({"9C 8H", "AC 9H", "QS 7H", "TC TH", "7D KH"});
  // Corresponding cards share their place in the shape.
  const GameState with_king = state_of({"KC 8H", "AC 9H", "QS 7H", "TC TH", "7D KH"});
  const GameState with_nine = state_of({"9C 8H", "AC 9H", "QS 7H", "TC TH", "7D KH"});
  EXPECT_EQ(PlaceInShape(with_king, Card::kKC), PlaceInShape(with_nine, Card::k9C));
  EXPECT_EQ(CardAtPlace(with_nine, PlaceInShape(with_king, Card::kKC)), Card::k9C);
  EXPECT_EQ(CardAtPlace(with_nine, PlaceInShape(with_nine, Card::kKH)), Card::kKH);
  EXPECT_EQ(PlaceInShape(with_king, Card::k7D), 3 + 5);  // after the three clubs and five hearts
  const Shape moved = shape_of({"9C 8H", "TC 9H", "QS 7H", "AC TH", "7D KH"});
  EXPECT_EQ(king.key, nine.key);
  EXPECT_NE(king.PositionKey(), nine.PositionKey());
  EXPECT_NE(king.points, nine.points);
  // The TC and AC change holders: another shape.
  EXPECT_NE(nine.key, moved.key);
  const PointShift shift = ShiftBetween(king.points, nine.points);
  EXPECT_EQ(shift.down, 4);  // the KC's 4 points are gone
  EXPECT_EQ(shift.up, 0);
  EXPECT_EQ(ShiftBetween(nine.points, king.points).up, 4);
  EXPECT_EQ(ShiftBetween(king.points, king.points).down, 0);
}

// RelativeShape finds each card's place group by group, or, where the follow groups lie in card
// order, from the card numbers (by counting, or by pext where the processor has a fast one): every
// way must give the same shape, or the node counts would differ from machine to machine and the
// ways would not share table entries. Random positions of every variant, mid-trick ones too.
TEST(Shapes, EveryWayToPlaceTheCardsGivesTheSameShape) {
  const auto in_card_order = [](const GameState& state) {
    int last = -1;
    for (int group = 0; group < kFollowGroupCount; ++group) {
      const CardSet cards = state.CardsOf(static_cast<FollowGroup>(group));
      if (cards.empty()) continue;
      if (Index(cards.lowest()) <= last) return false;
      last = Index(cards.highest());
    }
    return true;
  };
  using Method = PlaceMethod;
  int compared = 0;
  int with_limits = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    if (rules.trump_order == TrumpOrder::kSpitz || rules.trump_order == TrumpOrder::kSpitzHigh) {
      continue;  // the exact key, whatever the method
    }
    for (uint64_t seed = 0; seed < 200; ++seed) {
      const int tricks_left = 1 + static_cast<int>(seed % rules.hand_size());
      const int extra = static_cast<int>(seed % rules.players());
      const GameState state = testing::MakeRandomPosition(rules, seed, tricks_left, extra).state;
      if (!in_card_order(state)) continue;
      const CardCodes codes = HolderCodes(state);
      const Shape by_group = RelativeShape(state, Method::kByGroup, codes);
      std::vector<Method> others = {Method::kByCount};
      if (HasFastPext()) others.push_back(Method::kByPext);
      for (Method method : others) {
        const Shape shape = RelativeShape(state, method, codes);
        EXPECT_EQ(shape.key, by_group.key) << testing::NameOf(variant, 0) << " seed " << seed;
        EXPECT_EQ(shape.points, by_group.points) << testing::NameOf(variant, 0) << " seed " << seed;
      }
      EXPECT_EQ(RelativeShape(state, FastestPlaceMethod(state), codes).key, by_group.key);
      ++compared;
      if (!LimitedCards(state).empty()) ++with_limits;
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(with_limits, 0);
}

}  // namespace
}  // namespace sheepdd
