#include "formats/notation.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "solver/game/game.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::Cards;
using testing::FindDealProblem;
using testing::MustParse;

// The example of docs/notation.md, line for line (the error tests count its lines).
const std::string kExample = "# Five-handed, jack of diamonds partner.\nplayers: 5\npartner: jd\n" +
                             std::string(testing::kExampleHands) +
                             "picker: 3\nbury: 9C 8S\nplay: 7S QS 9S TS AS / 8D\n";

TEST(Notation, ParsesTheNotationExample) {
  const Deal deal = MustParse(kExample);
  EXPECT_EQ(deal.rules.players(), 5);
  EXPECT_EQ(deal.rules.partner, PartnerRule::kJackOfDiamonds);
  EXPECT_EQ(deal.hands[0], Cards("QC JS AD 9D TH 7S"));
  EXPECT_EQ(deal.hands[4], Cards("TD 8C KH 7H AS KS"));
  EXPECT_EQ(deal.blind, Cards("9S 8H"));
  EXPECT_EQ(deal.pick, PickState::kPicked);
  EXPECT_EQ(deal.picker, 2);
  EXPECT_EQ(deal.bury, Cards("9C 8S"));
  EXPECT_EQ(deal.play,
            (std::vector<Card>{Card::k7S, Card::kQS, Card::k9S, Card::kTS, Card::kAS, Card::k8D}));
}

TEST(Notation, EverySpellingAndLayoutGivesTheSameDeal) {
  const Deal canonical = MustParse(kExample);
  const Deal spelled = MustParse(
      "PLAYERS: 5\r\n"
      "Partner: JD\r\n"
      "\r\n"
      "seat1: q\u2663, j\u2660, A\u2666, 9d, 10\u2665, 7s   # comments anywhere\r\n"
      "seat2: QS,8D,7D,AC,KC,9H\r\n"
      "Seat3:   qh qd jc 9c ah 8s\r\n"
      "SEAT4: JH JD KD 10C 7C 10S\r\n"
      "seat5: 10\u2666 8\u2663 K\u2665 7\u2665 A\u2660 K\u2660\r\n"
      "blind: 9S 8H\r\n"
      "picker: 3\r\n"
      "bury: 9C, 8S\r\n"
      "play: 7S QS 9S\r\n"
      "play: TS AS/8D\r\n");
  EXPECT_EQ(spelled, canonical);
  const Deal with_bom = MustParse("\xEF\xBB\xBF" + std::string(kExample));
  EXPECT_EQ(with_bom, canonical);
}

TEST(Notation, AllKeysRoundTrip) {
  const Deal deal = MustParse("players: 5\npartner: called-ace\nrules: spitz punish=off cap=8\n" +
                              std::string(testing::kExampleHands) + R"(
picker: 3
bury: 9C 8S
call: AS
lead: 2
crack: 2
blitz: yes
doubler: 1
)");
  EXPECT_EQ(deal.lead, 1);
  EXPECT_EQ(deal.multipliers, (Multipliers{2, 1, 1}));
  EXPECT_EQ(deal.call, Call::Of(Card::kAS));
  EXPECT_EQ(deal.rules.cap, 8);
  EXPECT_EQ(MustParse(FormatDeal(deal)), deal);
}

TEST(Notation, ManyDealsInOneFile) {
  const std::string text = std::string(kExample) + "---\n" + std::string(kExample) +
                           "\n---\n# only a comment\n---\n" + std::string(kExample);
  const std::vector<ParsedDeal> deals = ParseDeals(text, "many");
  ASSERT_EQ(deals.size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(deals[i].game.ok());
    EXPECT_EQ(deals[i].index, i);
  }
  EXPECT_EQ(deals[1].first_line, 14);
  EXPECT_FALSE(ParseSingleDeal(text, "many").ok());
  EXPECT_TRUE(ParseDeals("", "empty").empty());
  EXPECT_TRUE(ParseDeals("# nothing\n\n", "empty").empty());
}

TEST(Notation, ABadDealDoesNotStopTheOthers) {
  std::string bad(kExample);
  bad.replace(bad.find("seat2: QS"), 9, "seat2: QX");
  const std::vector<ParsedDeal> deals =
      ParseDeals(std::string(kExample) + "---\n" + bad + "---\n" + std::string(kExample), "f");
  ASSERT_EQ(deals.size(), 3u);
  EXPECT_TRUE(deals[0].game.ok());
  EXPECT_FALSE(deals[1].game.ok());
  EXPECT_TRUE(deals[2].game.ok());
}

// The error of a one-deal text: "test:LINE:COLUMN: message".
std::string ErrorOf(std::string_view text) {
  absl::StatusOr<Deal> deal = testing::ParseDeal(text, "test");
  EXPECT_FALSE(deal.ok()) << text;
  return deal.ok() ? "" : std::string(deal.status().message());
}

std::string Replace(std::string text, std::string_view from, std::string_view to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
  return text;
}

struct ErrorCase {
  const char* what;
  std::string text;
  const char* expected;  // the exact message, position included
};

TEST(NotationErrors, EachClassNamesLineColumnAndCause) {
  const std::string ok(kExample);
  const ErrorCase cases[] = {
      {"unknown card", Replace(ok, "seat2: QS", "seat2: QX"), "test:5:8: 'QX' is not a card"},
      {"card twice in a hand", Replace(ok, "QS 8D 7D", "QS QS 7D"),
       "test:5:11: QS appears twice in 'seat2'"},
      {"card in two hands", Replace(Replace(ok, "seat2: QS 8D", "seat2: QC 8D"), "QH QD", "QS QD"),
       "test:5:8: QC is dealt twice: in seat1's hand and in seat2's hand"},
      {"card in a hand and the blind", Replace(ok, "blind: 9S 8H", "blind: 9S QC"),
       "test:9:11: QC is dealt twice: in seat1's hand and in the blind"},
      {"hand of the wrong size", Replace(ok, "TD 8C KH 7H AS KS", "TD 8C KH 7H AS"),
       "test:8:8: seat5 holds 5 cards, not 6"},
      {"card missing", Replace(Replace(ok, "blind: 9S 8H", "blind: 9S"), "bury: 9C 8S", "bury: 9C"),
       "test:9:8: the blind holds 1 card, not 2"},
      {"bury not from the picker", Replace(ok, "bury: 9C 8S", "bury: 9C KS"),
       "test:11:10: buried KS is not among the picker's cards"},
      {"illegal card in play", Replace(ok, "play: 7S QS 9S", "play: 7S QS AH"),
       "test:12:13: seat3 may not play AH here (legal: 9S)"},
      {"card not held", Replace(ok, "play: 7S QS", "play: 7S KD"),
       "test:12:10: seat2 is to play and does not hold KD"},
      {"slash inside a trick", Replace(ok, "TS AS / 8D", "TS / AS 8D"),
       "test:12:19: '/' must stand between tricks of 5 cards"},
      {"unknown key", Replace(ok, "picker: 3", "pikcer: 3"), "test:10:1: unknown key 'pikcer'"},
      {"key twice", Replace(ok, "picker: 3", "picker: 3\npicker: 4"),
       "test:11:1: key 'picker' given twice (only 'play' may repeat)"},
      {"no players", Replace(ok, "players: 5\n", ""), "test:1:1: missing 'players:' line"},
      {"bad preset", Replace(ok, "players: 5", "players: 9"),
       "test:2:10: unknown table preset '9' (expected 3, 3-30, 4, 4-jd, 5, 6, 7 or 8)"},
      {"bad switch", Replace(ok, "partner: jd", "partner: jd\nrules: punish=off sptiz"),
       "test:4:19: unknown rule switch 'sptiz' (known: spitz, spitz-high, clubs-trump, call-up, "
       "called-ten-wins, bury-needs-trick, punish=off, no-pick=doubler, "
       "leaster-blind=first|last, cap=K)"},
      {"seat off the table", Replace(ok, "picker: 3", "picker: 6"),
       "test:10:9: '6' is not a seat from 1 to 5"},
      {"seat line beyond the table", Replace(ok, "blind:", "seat6: 7C\nblind:"),
       "test:9:1: 'seat6' but the table has seats 1 to 5"},
      {"missing seat", Replace(ok, "seat4: JH JD KD TC 7C TS\n", ""),
       "test:1:1: missing 'seat4:' line"},
      {"no colon", Replace(ok, "picker: 3", "picker 3"), "test:10:1: expected 'key: value'"},
      {"call under jd", Replace(ok, "bury: 9C 8S", "bury: 9C 8S\ncall: AH"),
       "test:12:7: calling a card needs the called-ace partner rule, not jd"},
  };
  for (const ErrorCase& error : cases) {
    EXPECT_EQ(ErrorOf(error.text), error.expected) << error.what;
  }
}

TEST(NotationErrors, ACardOfTheRemovedSevensIsRejected) {
  Deal deal = RandomDeal(testing::PresetRules("4-jd"), 1, 0);
  std::string text = FormatDeal(deal);
  const size_t seat1 = text.find("seat1: ") + 7;
  text.replace(seat1, 2, "7C");  // the first card of seat1 becomes a removed seven
  EXPECT_EQ(ErrorOf(text), "test:3:8: 7C is not in the 4-jd-handed deck");
}

TEST(NotationErrors, PlayPastTheEndIsRejected) {
  const Deal deal = testing::RandomPickedDeal(testing::PresetRules("5"), 4, 30);
  ASSERT_EQ(deal.play.size(), 30u);
  const std::string text = FormatDeal(deal) + "play: " + std::string(CardName(deal.play[0])) + "\n";
  const int line = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  EXPECT_EQ(ErrorOf(text), "test:" + std::to_string(line) +
                               ":7: play goes past the end of the hand at " +
                               std::string(CardName(deal.play[0])));
}

TEST(NotationErrors, CalledAceCallsAreChecked) {
  const std::string called = Replace(std::string(kExample), "partner: jd", "partner: called-ace");
  const std::string no_play = Replace(called, "play: 7S QS 9S TS AS / 8D\n", "");
  EXPECT_EQ(ErrorOf(no_play),
            "test:11:7: called-ace needs a call (e.g. 'call: AH' or 'call: alone')");
  EXPECT_EQ(ErrorOf(no_play + "call: AH\n"), "test:12:7: the picker cannot call AH, his own card");
  EXPECT_EQ(ErrorOf(no_play + "call: TC\n"),
            "test:12:7: a ten can be called only by a picker holding all three fail aces (AC "
            "missing)");
  EXPECT_EQ(ErrorOf(no_play + "call: AC unknown 7D\n"),
            "test:12:7: the unknown 7D is not in the picker's hand after the bury");
  EXPECT_EQ(ErrorOf(no_play + "call: AC\n"),
            "test:12:7: the hold card for AC cannot be buried (9C)");
  EXPECT_TRUE(ParseSingleDeal(no_play + "call: AS\n").ok());
}

TEST(Notation, RoundTripOfGeneratedDeals) {
  int checked = 0;
  for (Preset preset : kAllPresets) {
    Rules rules;
    rules.preset = preset;
    rules.partner = InfoOf(preset).partners.front();
    for (PartnerRule partner : InfoOf(preset).partners) {
      Rules variant = rules;
      ASSERT_TRUE(SetPartnerRule(variant, partner).ok());
      for (uint64_t seed = 0; seed < 150; ++seed) {
        const int cards = static_cast<int>(seed % (variant.players() * variant.hand_size() + 1));
        Deal deal = testing::RandomPickedDeal(variant, seed, cards);
        deal.multipliers.cracks = static_cast<int>(seed % 3);
        ASSERT_FALSE(FindDealProblem(deal).has_value()) << FindDealProblem(deal)->message;
        const std::string text = FormatDeal(deal);
        absl::StatusOr<Deal> again = testing::ParseDeal(text, "round-trip");
        ASSERT_TRUE(again.ok()) << again.status() << "\n" << text;
        ASSERT_EQ(*again, deal) << text;
        ASSERT_EQ(FormatDeal(*again), text);
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 1500);
}

// A card refused by a limit of the called ace says which limit.
TEST(NotationErrors, CalledAceLimitsNameTheLimit) {
  const std::string deal =
      "players: 5\npartner: called-ace\n"
      "seat1: QC JS AD 9D 7S TH\nseat2: QS 8D 7D AC KC 9H\nseat3: QH QD JC 9C 8S AH\n"
      "seat4: JH JD KD TC 7C TS\nseat5: TD 8C AS KS KH 7H\nblind: 9S 8H\n"
      "picker: 3\nbury: 9C 8S\ncall: AS\n";
  const auto error_of = [&](std::string_view play) {
    const absl::StatusOr<Game> game = ParseSingleDeal(deal + "play: " + std::string(play), "t");
    return game.ok() ? std::string("accepted") : std::string(game.status().message());
  };
  EXPECT_EQ(error_of("TH 9H AH JD 7H / TS KS"),
            "t:12:27: seat5 must play AS: spades are led for the first time (legal: AS)");
  EXPECT_EQ(error_of("TH 9H AH JD 7H / TC 8C 7S AC 9S"),
            "t:12:36: seat3 must keep 9S, the picker's last card of spades, until spades are led "
            "(legal: 8H JC QD QH)");
  EXPECT_EQ(error_of("TH 9H AH JD 7H / TC 8C 7S AC QH"), "accepted");
}

}  // namespace
}  // namespace sheepdd
