#include "solver/game/rules.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "formats/card_text.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::C;
using testing::Cards;
using testing::PresetRules;

// The trumps of a rule set from highest to lowest power.
std::vector<std::string_view> TrumpsHighFirst(const Rules& rules) {
  std::vector<Card> trumps(rules.trumps().begin(), rules.trumps().end());
  std::sort(trumps.begin(), trumps.end(),
            [&](Card a, Card b) { return rules.PowerOf(a) > rules.PowerOf(b); });
  std::vector<std::string_view> names;
  for (Card card : trumps) names.push_back(CardName(card));
  return names;
}

using Names = std::vector<std::string_view>;

TEST(Rules, StandardTrumpOrder) {
  const Rules rules = PresetRules("5");
  EXPECT_EQ(TrumpsHighFirst(rules), (Names{"QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD",
                                           "TD", "KD", "9D", "8D", "7D"}));
}

TEST(Rules, SpitzPutsSevenOfDiamondsSecond) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "spitz").ok());
  EXPECT_EQ(TrumpsHighFirst(rules), (Names{"QC", "7D", "QS", "QH", "QD", "JC", "JS", "JH", "JD",
                                           "AD", "TD", "KD", "9D", "8D"}));
}

TEST(Rules, SpitzHighPutsSevenOfDiamondsFirst) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "spitz-high").ok());
  EXPECT_EQ(TrumpsHighFirst(rules), (Names{"7D", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD",
                                           "AD", "TD", "KD", "9D", "8D"}));
}

TEST(Rules, ClubsTrumpSwapsClubsAndDiamonds) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "clubs-trump").ok());
  EXPECT_EQ(TrumpsHighFirst(rules), (Names{"QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AC",
                                           "TC", "KC", "9C", "8C", "7C"}));
  EXPECT_EQ(rules.CardsOf(FollowGroup::kDiamonds), Cards("AD TD KD 9D 8D 7D"));
  EXPECT_TRUE(rules.CardsOf(FollowGroup::kClubs).empty());
  EXPECT_EQ(rules.GroupOf(Card::k9D), FollowGroup::kDiamonds);
  EXPECT_EQ(rules.GroupOf(Card::k9C), FollowGroup::kTrump);
}

TEST(Rules, FailSuitsRankAceTenKingNineEightSeven) {
  const Rules rules = PresetRules("5");
  for (Suit suit : rules.fail_suits()) {
    const Rank order[] = {Rank::kAce,  Rank::kTen,   Rank::kKing,
                          Rank::kNine, Rank::kEight, Rank::kSeven};
    for (int i = 0; i + 1 < 6; ++i) {
      EXPECT_GT(rules.PowerOf(MakeCard(order[i], suit)),
                rules.PowerOf(MakeCard(order[i + 1], suit)));
    }
    // Every trump outranks every fail card.
    EXPECT_LT(rules.PowerOf(MakeCard(Rank::kAce, suit)), rules.PowerOf(Card::k7D));
  }
}

TEST(Rules, QueensAndJacksAreTrumpsNotTheirPrintedSuit) {
  const Rules rules = PresetRules("5");
  EXPECT_EQ(rules.trumps().size(), 14);
  for (Card card : Cards("QC QS QH QD JC JS JH JD")) {
    EXPECT_EQ(rules.GroupOf(card), FollowGroup::kTrump) << CardName(card);
  }
  EXPECT_EQ(rules.CardsOf(FollowGroup::kClubs), Cards("AC TC KC 9C 8C 7C"));
  EXPECT_EQ(rules.CardsOf(FollowGroup::kHearts), Cards("AH TH KH 9H 8H 7H"));
  EXPECT_TRUE(rules.CardsOf(FollowGroup::kDiamonds).empty());
}

TEST(Rules, EveryPresetDealsTheWholeDeck) {
  struct Expected {
    const char* name;
    int players, hand, blind;
    CardSet removed;
    PartnerRule partner;
  };
  const Expected table[] = {
      {"3", 3, 10, 2, {}, PartnerRule::kAlone},
      {"3-30", 3, 9, 3, Cards("7C 7S"), PartnerRule::kAlone},
      {"4", 4, 7, 4, {}, PartnerRule::kAlone},
      {"4-jd", 4, 7, 2, Cards("7C 7S"), PartnerRule::kJackOfDiamonds},
      {"5", 5, 6, 2, {}, PartnerRule::kJackOfDiamonds},
      {"6", 6, 5, 2, {}, PartnerRule::kJackOfDiamonds},
      {"7", 7, 4, 4, {}, PartnerRule::kJackOfDiamonds},
      {"8", 8, 4, 0, {}, PartnerRule::kBlackQueens},
  };
  for (const Expected& row : table) {
    const Rules rules = PresetRules(row.name);
    EXPECT_EQ(rules.players(), row.players) << row.name;
    EXPECT_EQ(rules.hand_size(), row.hand) << row.name;
    EXPECT_EQ(rules.blind_size(), row.blind) << row.name;
    EXPECT_EQ(rules.deck(), kFullDeck - row.removed) << row.name;
    EXPECT_EQ(rules.partner, row.partner) << row.name;
    EXPECT_EQ(rules.players() * rules.hand_size() + rules.blind_size(), rules.deck().size());
    EXPECT_EQ(PresetName(rules.preset), row.name);
  }
  EXPECT_FALSE(RulesForPreset("9").ok());
  EXPECT_FALSE(RulesForPreset("5-jd").ok());
}

TEST(Rules, PartnerRulesAllowedPerPreset) {
  Rules five = PresetRules("5");
  EXPECT_TRUE(SetPartnerRule(five, PartnerRule::kCalledAce).ok());
  EXPECT_TRUE(SetPartnerRule(five, PartnerRule::kAlone).ok());
  Rules three = PresetRules("3");
  EXPECT_FALSE(SetPartnerRule(three, PartnerRule::kJackOfDiamonds).ok());
  Rules six = PresetRules("6");
  EXPECT_FALSE(SetPartnerRule(six, PartnerRule::kCalledAce).ok());
  EXPECT_EQ(*ParsePartnerRule("Called-Ace"), PartnerRule::kCalledAce);
  EXPECT_FALSE(ParsePartnerRule("queens").ok());
}

TEST(Rules, SwitchesParseAndPrintBack) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(SetPartnerRule(rules, PartnerRule::kJackOfDiamonds).ok());
  for (const char* word : {"spitz", "call-up", "bury-needs-trick", "punish=off", "no-pick=doubler",
                           "leaster-blind=last", "cap=8"}) {
    ASSERT_TRUE(ApplySwitch(rules, word).ok()) << word;
  }
  EXPECT_EQ(rules.trump_order, TrumpOrder::kSpitz);
  EXPECT_TRUE(rules.call_up);
  EXPECT_TRUE(rules.bury_needs_trick);
  EXPECT_FALSE(rules.punish);
  EXPECT_EQ(rules.no_pick, NoPick::kDoubler);
  EXPECT_EQ(rules.leaster_blind, LeasterBlind::kLastTrick);
  EXPECT_EQ(rules.cap, 8);
  Rules again = PresetRules("5");
  for (const std::string& word : SwitchNames(rules)) ASSERT_TRUE(ApplySwitch(again, word).ok());
  EXPECT_EQ(again, rules);
  EXPECT_TRUE(SwitchNames(PresetRules("5")).empty());
}

TEST(Rules, BadSwitchesAreRejected) {
  Rules rules = PresetRules("5");
  EXPECT_FALSE(ApplySwitch(rules, "spritz").ok());
  EXPECT_FALSE(ApplySwitch(rules, "cap=0").ok());
  EXPECT_FALSE(ApplySwitch(rules, "cap=x").ok());
  Rules alone = PresetRules("3");
  ASSERT_TRUE(ApplySwitch(alone, "call-up").ok());
  EXPECT_FALSE(CheckSwitchesFit(alone).ok());
  Rules jd = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(jd, "called-ten-wins").ok());
  EXPECT_FALSE(CheckSwitchesFit(jd).ok());
}

}  // namespace
}  // namespace sheepdd
