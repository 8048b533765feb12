// Every called-ace limit of docs/rules.md, and the lift when a limit would leave nothing to play.
#include <gtest/gtest.h>

#include "solver/game/game_state.h"
#include "solver/game/setup.h"
#include "solver/search/trick_questions.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::C;
using testing::Cards;
using testing::HandSetup;
using testing::PresetRules;

Rules CalledAceRules() {
  Rules rules = PresetRules("5");
  EXPECT_TRUE(SetPartnerRule(rules, PartnerRule::kCalledAce).ok());
  return rules;
}

// Picker seat1 (index 0) calls AH, held by seat3 (index 2).
Setup CalledAh(std::initializer_list<std::string_view> hands, Seat lead = 1) {
  Setup setup = HandSetup(CalledAceRules(), hands, 0, 2, lead);
  setup.called_card = Card::kAH;
  return setup;
}

TEST(CalledAce, PartnerMayNotDiscardTheCalledAce) {
  GameState state(CalledAceRules(), CalledAh({"QC", "7C", "AH 9S", "8C", "9C"}));
  state.Play(Card::k7C);  // seat2 leads clubs; seat3 is void
  EXPECT_EQ(state.LegalCards(), Cards("9S"));
}

TEST(CalledAce, PartnerHoldBackLiftsWhenNothingElseIsLegal) {
  GameState state(CalledAceRules(), CalledAh({"QC", "7C", "AH", "8C", "9C"}));
  state.Play(Card::k7C);
  EXPECT_EQ(state.LegalCards(), Cards("AH"));
}

TEST(CalledAce, PartnerMayNotFollowTrumpWithTheCalledAce) {
  GameState state(CalledAceRules(), CalledAh({"QC", "8D", "AH 8H", "8C", "9C"}));
  state.Play(Card::k8D);  // trump led; partner void in trump discards, but not the ace
  EXPECT_EQ(state.LegalCards(), Cards("8H"));
}

TEST(CalledAce, PartnerLeadingTheCalledSuitMustLeadTheAce) {
  GameState state(CalledAceRules(), CalledAh({"QC", "8D", "AH 8H 7C", "8C", "9C"}, 2));
  EXPECT_EQ(state.LegalCards(), Cards("AH 7C"));
}

TEST(CalledAce, PartnerMustPlayTheAceWhenTheSuitIsFirstLed) {
  GameState state(CalledAceRules(), CalledAh({"QC", "7H", "AH 8H", "8C", "9C"}));
  state.Play(Card::k7H);
  EXPECT_EQ(state.LegalCards(), Cards("AH"));
}

TEST(CalledAce, LimitsEndOnceTheSuitWasLed) {
  // Trick 1 leads hearts (the partner plays the ace); trick 2 the partner may discard freely.
  GameState state(CalledAceRules(), CalledAh({"QC 9S", "7H 8S", "AH 8H 7D", "9H TS", "KH AS"}));
  for (const char* card : {"7H", "AH", "9H", "KH", "QC"}) {
    ASSERT_TRUE(state.LegalCards().contains(C(card))) << card;
    state.Play(C(card));
  }
  EXPECT_EQ(state.last_winner(), 0);  // QC trumps the called ace
  state.Play(Card::k9S);
  state.Play(Card::k8S);
  EXPECT_EQ(state.LegalCards(), Cards("8H 7D"));  // void in spades: anything
}

TEST(CalledAce, PickerMustKeepOneCardOfTheCalledSuit) {
  GameState state(CalledAceRules(), CalledAh({"7H QC", "7S", "8D", "9D", "8S"}, 1));
  state.Play(Card::k7S);
  state.Play(Card::k8D);
  state.Play(Card::k9D);
  state.Play(Card::k8S);
  EXPECT_EQ(state.to_play(), 0);
  EXPECT_EQ(state.LegalCards(), Cards("QC"));  // void in spades, but 7H is held back
}

TEST(CalledAce, PickerWithTwoCardsOfTheSuitMayDiscardOne) {
  GameState state(CalledAceRules(), CalledAh({"7H 8H QC", "7S", "8D", "9D", "8S"}, 1));
  for (const char* card : {"7S", "8D", "9D", "8S"}) state.Play(C(card));
  EXPECT_EQ(state.LegalCards(), Cards("7H 8H QC"));
}

TEST(CalledAce, PickerHoldBackLifts) {
  GameState state(CalledAceRules(), CalledAh({"7H", "7S", "8D", "9D", "8S"}, 1));
  for (const char* card : {"7S", "8D", "9D", "8S"}) state.Play(C(card));
  EXPECT_EQ(state.LegalCards(), Cards("7H"));
}

TEST(CalledAce, PickerMayLeadTheCalledSuit) {
  GameState state(CalledAceRules(), CalledAh({"7H QC", "7S", "AH", "9D", "8S"}, 0));
  EXPECT_EQ(state.LegalCards(), Cards("7H QC"));
}

Setup WithUnknown(std::initializer_list<std::string_view> hands, Card unknown, Seat lead) {
  Setup setup = CalledAh(hands, lead);
  setup.unknown = unknown;
  return setup;
}

TEST(CalledAce, UnknownIsNotATrumpForFollowing) {
  GameState state(CalledAceRules(), WithUnknown({"7D QC", "8D", "AH", "9D", "KD"}, Card::k7D, 1));
  state.Play(Card::k8D);
  state.Play(Card::kAH);  // partner void in trump and the lift applies (only the ace)
  state.Play(Card::k9D);
  state.Play(Card::kKD);
  EXPECT_EQ(state.LegalCards(), Cards("QC"));  // 7D is the unknown: a heart, held back
}

TEST(CalledAce, PickerMustPlayTheUnknownOnTheFirstCalledLead) {
  GameState state(CalledAceRules(), WithUnknown({"7D QC", "7H", "AH", "9H", "KH"}, Card::k7D, 1));
  state.Play(Card::k7H);
  state.Play(Card::kAH);
  state.Play(Card::k9H);
  state.Play(Card::kKH);
  EXPECT_EQ(state.LegalCards(), Cards("7D"));
  state.Play(Card::k7D);
  EXPECT_EQ(state.last_winner(), 2);  // the ace; the unknown 7D is no trump here
}

TEST(CalledAce, UnknownLedLeadsTheCalledSuitAndNeverWins) {
  GameState state(CalledAceRules(), WithUnknown({"QC 8D", "7H", "AH", "9H", "KH"}, Card::kQC, 0));
  EXPECT_EQ(state.LegalCards(), Cards("QC 8D"));
  state.Play(Card::kQC);  // the unknown: leads hearts
  EXPECT_EQ(state.LegalCards(), Cards("7H"));
  state.Play(Card::k7H);
  EXPECT_EQ(state.LegalCards(), Cards("AH"));
  state.Play(Card::kAH);
  state.Play(Card::k9H);
  state.Play(Card::kKH);
  EXPECT_EQ(state.last_winner(), 2);
  EXPECT_EQ(state.last_trick_points(), 3 + 11 + 4);  // the unknown's points go with the trick
}

Setup CalledTen(std::initializer_list<std::string_view> hands) {
  Setup setup = HandSetup(CalledAceRules(), hands, 0, 2, 1);
  setup.called_card = Card::kTH;
  return setup;
}

TEST(CalledAce, CalledTenWinsItsFirstTrickUnderTheSwitch) {
  Rules rules = CalledAceRules();
  ASSERT_TRUE(ApplySwitch(rules, "called-ten-wins").ok());
  GameState state(rules, CalledTen({"AH", "7H", "TH", "9H", "KH"}));
  EXPECT_EQ(ForcedLastTrick(state).winner, 2);  // one card each: the trick read off unplayed
  for (const char* card : {"7H", "TH", "9H", "KH", "AH"}) state.Play(C(card));
  EXPECT_EQ(state.last_winner(), 2);
  GameState plain(CalledAceRules(), CalledTen({"AH", "7H", "TH", "9H", "KH"}));
  EXPECT_EQ(ForcedLastTrick(plain).winner, 0);
  for (const char* card : {"7H", "TH", "9H", "KH", "AH"}) plain.Play(C(card));
  EXPECT_EQ(plain.last_winner(), 0);
}

TEST(CalledAce, CalledTenLosesToATrump) {
  Rules rules = CalledAceRules();
  ASSERT_TRUE(ApplySwitch(rules, "called-ten-wins").ok());
  GameState state(rules, CalledTen({"AH", "7H", "TH", "7D", "KH"}));
  for (const char* card : {"7H", "TH", "7D", "KH", "AH"}) state.Play(C(card));
  EXPECT_EQ(state.last_winner(), 3);
}

// The solver's endgame follows the winner card by card without playing the trick: under the
// switch the called ten keeps the trick against the ace played after it.
TEST(CalledAce, CalledTenWinsTheEndingSearchedUnplayed) {
  Rules rules = CalledAceRules();
  ASSERT_TRUE(ApplySwitch(rules, "called-ten-wins").ok());
  GameState led(rules, CalledTen({"AH 8S", "7H 9S", "TH TS", "9H KS", "KH AS"}));
  led.Play(Card::k7H);
  CardSet trick{Card::k7H};
  Card winning = Card::k7H;
  Seat winner = 1;
  for (Seat seat : {2, 3, 4, 0}) {
    const Card card = led.LegalCardsOf(seat).highest();  // TH (forced), 9H, KH, AH
    if (led.WouldWin(card, winning, trick)) {
      winning = card;
      winner = seat;
    }
    trick.insert(card);
  }
  EXPECT_EQ(winning, Card::kTH);
  EXPECT_EQ(winner, 2);
  const LastTwo tricks = LastTwoTricks(led, trick, winner);
  EXPECT_EQ(tricks.first_points, 0 + 10 + 0 + 4 + 11);
  EXPECT_EQ(tricks.last.winner, 4);  // TS led, the AS takes it
  EXPECT_EQ(tricks.last.points, 0 + 0 + 10 + 4 + 11);
}

// Which calls a picker may make, from his hand after the bury and the bury.
TEST(CalledAceCalls, AnAceOfASuitHeldWithoutItsAce) {
  const Rules rules = CalledAceRules();
  const std::vector<Call> calls = LegalCalls(rules, Cards("QC QS JD AD 7H 8S"), Cards("9C KC"));
  EXPECT_EQ(calls, (std::vector<Call>{Call::Of(Card::kAS), Call::Of(Card::kAH), Call::Alone()}));
  EXPECT_TRUE(CallProblem(rules, Cards("QC QS JD AD 7H 8S"), Cards("9C KC"), Call::Of(Card::kAS)) ==
              std::nullopt);
}

TEST(CalledAceCalls, CannotCallAnAceHeld) {
  const Rules rules = CalledAceRules();
  auto problem =
      CallProblem(rules, Cards("QC QS JD AH 7H 8S"), Cards("9C KC"), Call::Of(Card::kAH));
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("his own card"), std::string::npos) << *problem;
}

TEST(CalledAceCalls, CannotCallASuitNotHeld) {
  const Rules rules = CalledAceRules();
  auto problem =
      CallProblem(rules, Cards("QC QS JD AD 7H 8S"), Cards("9D KD"), Call::Of(Card::kAC));
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("needs a card of its suit"), std::string::npos) << *problem;
}

TEST(CalledAceCalls, HoldCardCannotBeBuried) {
  const Rules rules = CalledAceRules();
  auto problem =
      CallProblem(rules, Cards("QC QS JD AD 7H 8S"), Cards("9C KD"), Call::Of(Card::kAC));
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("cannot be buried"), std::string::npos) << *problem;
}

TEST(CalledAceCalls, TenOnlyWithAllThreeAces) {
  const Rules rules = CalledAceRules();
  const CardSet hand = Cards("QC QS AC AS AH 8S");
  const std::vector<Call> calls = LegalCalls(rules, hand, Cards("9D KD"));
  EXPECT_EQ(calls, (std::vector<Call>{Call::Of(Card::kTC), Call::Of(Card::kTS), Call::Of(Card::kTH),
                                      Call::Alone()}));
  auto problem =
      CallProblem(rules, Cards("QC QS AC AS 7H 8S"), Cards("9D KD"), Call::Of(Card::kTC));
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("all three fail aces"), std::string::npos) << *problem;
}

TEST(CalledAceCalls, UnknownOnlyWhenNoSuitQualifies) {
  const Rules rules = CalledAceRules();
  const CardSet hand = Cards("QC QS JD AD 9D 7D");
  const std::vector<Call> calls = LegalCalls(rules, hand, Cards("AC 7C"));
  // Clubs: ace buried. Spades and hearts: no card held, so an unknown for either.
  EXPECT_EQ(calls.size(), 2u * 6u + 1u);
  EXPECT_EQ(calls.front(), Call::Of(Card::kAS, Card::k7D));
  EXPECT_FALSE(CallProblem(rules, hand, Cards("AC 7C"), Call::Of(Card::kAH, Card::k9D)));
  auto problem = CallProblem(rules, Cards("QC QS JD AD 9D 7H"), Cards("AC 7C"),
                             Call::Of(Card::kAS, Card::k9D));
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("only when no suit"), std::string::npos) << *problem;
}

}  // namespace
}  // namespace sheepdd
