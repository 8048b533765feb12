#include "solver/game/game_state.h"

#include <gtest/gtest.h>

#include <sstream>

#include "solver/game/game.h"
#include "solver/search/shape_table.h"
#include "solver/search/trick_questions.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::StateAfterPlay;

using testing::C;
using testing::Cards;
using testing::HandSetup;
using testing::MustParse;
using testing::PresetRules;

const std::string kFiveHanded = "players: 5\n" + std::string(testing::kExampleHands);

// Plays the cards (by name) in order.
void PlayAll(GameState& state, std::string_view cards) {
  std::istringstream words{std::string(cards)};
  for (std::string word; words >> word;) {
    ASSERT_TRUE(state.LegalCards().contains(C(word))) << word;
    state.Play(C(word));
  }
}

TEST(Following, AQueenDoesNotFollowItsPrintedSuit) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"7C", "QC 9H", "QC", "QC", "QC"}, 0));
  state.Play(Card::k7C);
  EXPECT_EQ(state.LegalCards(), Cards("QC 9H"));  // void in clubs: anything
}

TEST(Following, MustFollowTheLedFailSuit) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"7C", "QC KC 9H", "8D", "8D", "8D"}, 0));
  state.Play(Card::k7C);
  EXPECT_EQ(state.LegalCards(), Cards("KC"));
}

TEST(Following, TrumpLeadNeedsATrump) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"7D", "JD AS 8D", "AS", "AS", "AS"}, 0));
  state.Play(Card::k7D);  // a diamond is a trump lead
  EXPECT_EQ(state.LegalCards(), Cards("JD 8D"));
}

TEST(Following, NoTrumpMeansAnyCard) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"QS", "AS 7H", "AS", "AS", "AS"}, 0));
  state.Play(Card::kQS);
  EXPECT_EQ(state.LegalCards(), Cards("AS 7H"));
}

TEST(Following, LeaderMayLeadAnything) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"QS 7H AC", "8D", "8D", "8D", "8D"}, 0));
  EXPECT_EQ(state.LegalCards(), Cards("QS 7H AC"));
}

TEST(TrickWinner, TrumpBeatsTheLedSuit) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"7C", "AC", "7D", "TC", "KC"}, 0));
  PlayAll(state, "7C AC 7D TC KC");
  EXPECT_EQ(state.tricks_played(), 1);
  EXPECT_EQ(state.last_winner(), 2);
  EXPECT_EQ(state.last_trick_points(), 25);
  EXPECT_EQ(state.points(2), 25);
  EXPECT_EQ(state.tricks_won(2), 1);
  EXPECT_EQ(state.to_play(), 2);  // the winner leads next
}

// Seat 0 (a defender) leads; the picker is seat 2, alone. Who holds the strongest card any seat
// can play to the lead decides.
TEST(MoveOrderingFacts, SideTakesLeadByTheStrongestPlayableCard) {
  const Rules rules = PresetRules("5");
  // Clubs: seat 1 (a defender) follows with the ace, the picker must follow too (KC), seats 3
  // and 4 are void and trump; seat 4's QC beats seat 3's 7D.
  GameState defenders_take(
      rules, HandSetup(rules, {"7C 8H", "AC 9H", "KC QS", "7D TH", "QC KH"}, 2, std::nullopt, 0));
  EXPECT_TRUE(SideTakesLead(defenders_take, Card::k7C));
  // Hearts: the picker is void and trumps with the QS, which no heart beats.
  EXPECT_FALSE(SideTakesLead(defenders_take, Card::k8H));
  // The same clubs lead when the picker holds the only trump and is void in clubs.
  GameState picker_takes(
      rules, HandSetup(rules, {"7C 8H", "AC 9H", "QS 7H", "TC TH", "KC KH"}, 2, std::nullopt, 0));
  EXPECT_FALSE(SideTakesLead(picker_takes, Card::k7C));
  EXPECT_TRUE(OtherSideCanBeat(picker_takes, Card::k7C));
}

TEST(TrickWinner, HighestOfTheLedSuitWhenNoTrump) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"8C", "AH", "9C", "AS", "7C"}, 1, std::nullopt, 0));
  PlayAll(state, "8C AH 9C AS 7C");
  EXPECT_EQ(state.last_winner(), 2);  // 9C: the off-suit aces never win
  EXPECT_EQ(state.last_trick_points(), 22);
}

TEST(TrickWinner, HighestTrumpWins) {
  const Rules rules = PresetRules("5");
  GameState state(rules, HandSetup(rules, {"AD", "JD", "QD", "JC", "7D"}, 0, std::nullopt, 3));
  PlayAll(state, "JC 7D AD JD QD");   // seat4 leads
  EXPECT_EQ(state.last_winner(), 2);  // QD over JC
}

TEST(TrickWinner, SpitzSevenBeatsQueenOfSpades) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "spitz").ok());
  GameState state(rules, HandSetup(rules, {"QS", "7D", "8D", "QH", "9D"}, 0));
  PlayAll(state, "QS 7D 8D QH 9D");
  EXPECT_EQ(state.last_winner(), 1);
}

TEST(TrickWinner, SpitzSevenLosesOnlyToQueenOfClubs) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "spitz").ok());
  GameState state(rules, HandSetup(rules, {"7D", "QS", "QC", "8D", "9D"}, 0));
  PlayAll(state, "7D QS QC 8D 9D");
  EXPECT_EQ(state.last_winner(), 2);
}

TEST(TrickWinner, SpitzHighSevenBeatsEverything) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "spitz-high").ok());
  GameState state(rules, HandSetup(rules, {"QC", "QS", "7D", "8D", "9D"}, 0));
  PlayAll(state, "QC QS 7D 8D 9D");
  EXPECT_EQ(state.last_winner(), 2);
}

TEST(TrickWinner, ClubsTrumpJacksBeatClubAces) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "clubs-trump").ok());
  GameState state(rules, HandSetup(rules, {"AC", "KC", "JD", "TC", "AD"}, 0));
  PlayAll(state, "AC KC JD TC AD");
  EXPECT_EQ(state.last_winner(), 2);
  GameState low(rules, HandSetup(rules, {"7C", "KC", "9C", "TC", "AD"}, 0));
  PlayAll(low, "7C KC 9C TC AD");
  EXPECT_EQ(low.last_winner(), 3);
}

TEST(TrickWinner, ClubsTrumpMakesDiamondsFail) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "clubs-trump").ok());
  GameState state(rules, HandSetup(rules, {"7D", "AD 7C", "KD", "AH", "TD"}, 0));
  state.Play(Card::k7D);
  EXPECT_EQ(state.LegalCards(), Cards("AD"));  // diamonds are a fail suit to follow
  PlayAll(state, "AD KD AH TD");
  EXPECT_EQ(state.last_winner(), 1);
}

TEST(Partners, JackOfDiamondsHolderIsPartner) {
  Deal deal = MustParse(std::string(kFiveHanded) + "picker: 3\nbury: 9C 8S\n");
  absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
  ASSERT_TRUE(setup.ok()) << setup.status();
  EXPECT_EQ(setup->picker, 2);
  EXPECT_EQ(setup->partner, 3);
  EXPECT_EQ(setup->picker_team, SeatBit(2) | SeatBit(3));
  EXPECT_EQ(setup->hands[2], Cards("QH QD JC AH 9S 8H"));
}

TEST(Partners, PickerHoldingJackOfDiamondsIsAlone) {
  Deal deal = MustParse(std::string(kFiveHanded) + "picker: 4\nbury: 7C 9S\n");
  EXPECT_FALSE(SetupOf(deal)->partner.has_value());
}

TEST(Partners, CallUpGoesToTheNextJackThePickerLacks) {
  // Seat4 holds JD and JH: calls up past JH to JS, held by seat1.
  Deal deal = MustParse(std::string(kFiveHanded) + "rules: call-up\npicker: 4\nbury: 7C 9S\n");
  EXPECT_EQ(SetupOf(deal)->partner, 0);
}

TEST(Partners, JackOfDiamondsFromTheBlindOrBuriedMakesThePickerAlone) {
  constexpr std::string_view kJackInBlind = R"(
players: 5
seat1: QC JS AD 9D TH 7S
seat2: QS 8D 7D AC KC 9H
seat3: QH QD JC 9C AH 8S
seat4: JH 9S KD TC 7C TS
seat5: TD 8C KH 7H AS KS
blind: JD 8H
picker: 3
)";
  EXPECT_FALSE(SetupOf(MustParse(std::string(kJackInBlind) + "bury: 9C 8S\n"))->partner);
  EXPECT_FALSE(SetupOf(MustParse(std::string(kJackInBlind) + "bury: JD 8S\n"))->partner);
  // With call-up, JH (seat4) is the partner.
  EXPECT_EQ(
      SetupOf(MustParse(std::string(kJackInBlind) + "rules: call-up\nbury: 9C 8S\n"))->partner, 3);
}

TEST(Partners, GoingAloneUnderJd) {
  Deal deal = MustParse(std::string(kFiveHanded) + "picker: 3\nbury: 9C 8S\ncall: alone\n");
  EXPECT_FALSE(SetupOf(deal)->partner.has_value());
}

TEST(Partners, BlackQueensEightHanded) {
  const Rules rules = PresetRules("8");
  for (uint64_t seed = 0; seed < 20; ++seed) {
    Deal deal = RandomDeal(rules, seed, 0);
    absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
    ASSERT_TRUE(setup.ok()) << setup.status();
    EXPECT_EQ(setup->picker, *HolderOf(deal, Card::kQC));
    if (*HolderOf(deal, Card::kQS) == setup->picker) {
      EXPECT_FALSE(setup->partner.has_value());
    } else {
      EXPECT_EQ(setup->partner, *HolderOf(deal, Card::kQS));
    }
  }
}

TEST(Leaster, BlindGoesToFirstOrLastTrickWinner) {
  for (const char* option : {"leaster-blind=first", "leaster-blind=last", ""}) {
    Deal deal = MustParse(std::string(kFiveHanded) + "picker: none\nrules: " + option + "\n");
    absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
    ASSERT_TRUE(setup.ok());
    EXPECT_TRUE(setup->leaster);
    GameState state(deal.rules, *setup);
    DealRandom random(5);
    testing::PlayRandomly(state, random);
    int total = 0;
    for (int seat = 0; seat < 5; ++seat) total += state.points(seat);
    const int blind_points = PointsOf(Cards("9S 8H"));
    EXPECT_EQ(total, std::string(option).empty() ? 120 - blind_points : 120) << option;
  }
}

TEST(Leaster, FirstTrickWinnerGetsTheBlind) {
  // Trick 1: seat1 leads TH and seat3's AH takes 21 points, plus the blind's 10.
  Deal with_points = MustParse(R"(
players: 5
rules: leaster-blind=first
seat1: QC JS AD 9D TH 7S
seat2: QS 8D 7D AC KC 9H
seat3: QH QD JC 9C AH 8S
seat4: JH JD KD TC 7C 9S
seat5: TD 8C KH 7H AS KS
blind: TS 8H
picker: none
play: TH 9H AH 7C 7H
)");
  absl::StatusOr<GameState> state = StateAfterPlay(with_points);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_EQ(state->last_winner(), 2);
  EXPECT_EQ(state->points(2), 21 + 10);
}

TEST(GameState, PickerTeamPointsIncludeTheBury) {
  Deal deal = MustParse(std::string(kFiveHanded) + "picker: 3\nbury: AH 8S\n");
  absl::StatusOr<GameState> state = StateAfterPlay(deal);
  ASSERT_TRUE(state.ok());
  EXPECT_EQ(state->bury_points(), 11);
  EXPECT_EQ(state->PickerTeamPoints(), 11);
  EXPECT_EQ(state->PointsInPlay(), 109);
}

TEST(GameState, BuryNeedsTrickCountsTheBuryOnlyAfterATrick) {
  Deal deal =
      MustParse(std::string(kFiveHanded) + "rules: bury-needs-trick\npicker: 3\nbury: AH 8S\n");
  absl::StatusOr<GameState> state = StateAfterPlay(deal);
  ASSERT_TRUE(state.ok());
  EXPECT_EQ(state->PickerTeamPoints(), 0);
  // Seat1 leads 7S; seat2 QS takes it (a defender); then the picker's team takes a trick.
  deal.play = {Card::k7S, Card::kQS, Card::k9S, Card::kTS, Card::kAS};
  state = StateAfterPlay(deal);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_EQ(state->PickerTeamPoints(), 0);
  deal.play.insert(deal.play.end(), {Card::k8D, Card::kQH, Card::kJD, Card::kTD, Card::kJS});
  state = StateAfterPlay(deal);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_EQ(state->last_winner(), 2);
  EXPECT_EQ(state->PickerTeamPoints(), 11 + 3 + 2 + 10 + 2);
}

// The forced last trick, read off without playing it, is the trick the cards make when played:
// every variant, picked and leaster hands, called suits led for the first time on the last trick.
TEST(GameState, ForcedLastTrickMatchesPlayingItOut) {
  int first_called_leads = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 200; ++seed) {
      // Eight-handed black queens has no pick to pass, so no leaster.
      const bool leaster = seed % 4 == 3 && variant.partner != PartnerRule::kBlackQueens;
      const GameState state =
          testing::MakeRandomPosition(rules, seed, /*tricks_left=*/1, 0, leaster).state;
      ASSERT_EQ(state.cards_in_trick(), 0);
      GameState played = state;
      while (!played.finished()) played.Play(played.LegalCards().lowest());
      const TrickOutcome outcome = ForcedLastTrick(state);
      EXPECT_EQ(outcome.winner, played.last_winner()) << testing::NameOf(variant, 0) << seed;
      EXPECT_EQ(outcome.points, played.last_trick_points()) << testing::NameOf(variant, 0) << seed;
      if (!LimitedCards(state).empty()) ++first_called_leads;
    }
  }
  // Some positions must still have the called suit unled, so its special rules are exercised.
  EXPECT_GT(first_called_leads, 0);
}

// The last two tricks searched without playing them (as the solver's endgame does): once the
// first is led, what each seat may play is fixed, the winner so far follows card by card, and
// LastTwoTricks reads off both tricks. Every completion of every lead, against playing it out.
TEST(GameState, LastTwoTricksMatchPlayingThemOut) {
  int lines = 0;
  int called_suit_lines = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 100; ++seed) {
      const bool leaster = seed % 4 == 3 && variant.partner != PartnerRule::kBlackQueens;
      const GameState state =
          testing::MakeRandomPosition(rules, seed, /*tricks_left=*/2, 0, leaster).state;
      ASSERT_EQ(state.cards_in_trick(), 0);
      const bool called_suit_open = !LimitedCards(state).empty();
      for (Card lead : state.LegalCards()) {
        GameState led = state;
        led.Play(lead);
        // Every choice of the followers, one card each from what they may play after the lead.
        std::vector<CardSet> options;
        for (int i = 1; i < state.players(); ++i) {
          options.push_back(led.LegalCardsOf((state.to_play() + i) % state.players()));
        }
        std::vector<Card> chosen(options.size());
        const auto each_line = [&](auto& self, size_t i) -> void {
          if (i < options.size()) {
            for (Card card : options[i]) {
              chosen[i] = card;
              self(self, i + 1);
            }
            return;
          }
          const std::string context =
              testing::NameOf(variant, seed) + " lead " + std::string(CardName(lead));
          CardSet trick{lead};
          Card winning = lead;
          Seat winner = state.to_play();
          GameState played = led;
          for (Card card : chosen) {
            ASSERT_EQ(played.LegalCards(), led.LegalCardsOf(played.to_play())) << context;
            if (led.WouldWin(card, winning, trick)) {
              winning = card;
              winner = played.to_play();
            }
            trick.insert(card);
            played.Play(card);
          }
          EXPECT_EQ(winner, played.last_winner()) << context;
          const LastTwo tricks = LastTwoTricks(led, trick, winner);
          EXPECT_EQ(tricks.first_points, played.last_trick_points()) << context;
          while (!played.finished()) played.Play(played.LegalCards().lowest());
          EXPECT_EQ(tricks.last.winner, played.last_winner()) << context;
          EXPECT_EQ(tricks.last.points, played.last_trick_points()) << context;
          ++lines;
          if (called_suit_open) ++called_suit_lines;
        };
        each_line(each_line, 0);
      }
    }
  }
  EXPECT_GT(lines, 10000);
  // Some endings must still have the called suit unled, so its special rules are exercised.
  EXPECT_GT(called_suit_lines, 100);
}

}  // namespace
}  // namespace sheepdd
