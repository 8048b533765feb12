// JSON deals: the same deals as the notation, checked the same way, with errors pointing into
// the JSON.
#include "formats/json_deal.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/cli_run.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

std::string ErrorOf(std::string_view text) {
  std::vector<ParsedDeal> deals = ParseJsonDeals(text, "j");
  EXPECT_EQ(deals.size(), 1u) << text;
  if (deals.empty() || deals[0].game.ok()) return "";
  return std::string(deals[0].game.status().message());
}

TEST(JsonDeal, RoundTripOfGeneratedDeals) {
  int checked = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 60; ++seed) {
      const int cards = static_cast<int>(seed % (rules.players() * rules.hand_size() + 1));
      Deal deal = testing::RandomPickedDeal(rules, seed, cards);
      deal.multipliers.blitzes = static_cast<int>(seed % 2);
      const std::string json = FormatDealJson(deal);
      ASSERT_TRUE(LooksLikeJson(json));
      std::vector<ParsedDeal> again = ParseJsonDeals(json, "round-trip");
      ASSERT_EQ(again.size(), 1u);
      ASSERT_TRUE(again[0].game.ok()) << again[0].game.status() << "\n" << json;
      ASSERT_EQ(again[0].game->deal(), deal) << json;
      ++checked;
    }
  }
  EXPECT_GE(checked, 600);
}

TEST(JsonDeal, NumbersListsAndLayoutGiveTheSameDeal) {
  const Deal expected = testing::MustParse(
      "players: 5\nseat1: QC JS AD 9D 7S TH\nseat2: QS 8D 7D AC KC 9H\nseat3: QH QD JC 9C 8S AH\n"
      "seat4: JH JD KD TC 7C TS\nseat5: TD 8C AS KS KH 7H\nblind: 9S 8H\npicker: 3\nbury: 9C 8S\n"
      "crack: yes\n");
  const std::string pretty =
      "\xEF\xBB\xBF{\r\n  \"players\": 5,\r\n  \"seat1\": [\"QC\", \"JS\", \"AD\", \"9D\", \"7S\", "
      "\"TH\"],\n  \"SEAT2\": \"qs 8d 7d ac kc 9h\",\n  \"seat3\": \"QH QD JC 9C 8S AH\",\n"
      "  \"seat4\": \"JH JD KD TC 7C TS\",\n  \"seat5\": \"TD 8C AS KS KH 7H\",\n"
      "  \"blind\": [\"9S\", \"8H\"], \"picker\": 3, \"bury\": \"9C, 8S\", \"crack\": true\n}\n";
  std::vector<ParsedDeal> deals = ParseJsonDeals(pretty, "j");
  ASSERT_EQ(deals.size(), 1u);
  ASSERT_TRUE(deals[0].game.ok()) << deals[0].game.status();
  EXPECT_EQ(deals[0].game->deal(), expected);
}

TEST(JsonDeal, JsonLinesHoldOneDealPerLineAndABadLineDoesNotStopTheOthers) {
  const Deal deal = testing::RandomPickedDeal(testing::PresetRules("5"), 3, 7);
  const std::string line = FormatDealJson(deal);
  const std::vector<ParsedDeal> deals =
      ParseAnyDeals(line + "\n" + "{\"players\": 5, \"seat1\": \"QX\"}\n" + line, "j");
  ASSERT_EQ(deals.size(), 3u);
  EXPECT_TRUE(deals[0].game.ok());
  EXPECT_EQ(deals[1].game.status().message(), "j:3:16: 'QX' is not a card");
  EXPECT_EQ(deals[1].first_line, 3);
  EXPECT_TRUE(deals[2].game.ok());
  EXPECT_EQ(deals[2].index, 2);
}

TEST(JsonDeal, ErrorsPointAtTheKeyOrTheSyntaxError) {
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n \"seat1\": [1, 2]}"),
            "j:2:2: 'seat1': a list must hold cards, e.g. [\"QC\", \"7D\"]");
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n \"picker\": null}"),
            "j:2:2: 'picker': expected a string, a whole number, true or a list of cards");
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n \"seat1\": \"QC\\nseat2: QS\"}"),
            "j:2:2: 'seat1': a value must be one line");
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n  \"pikcer\": 3}"), "j:2:3: unknown key 'pikcer'");
  EXPECT_EQ(ErrorOf("{\"players\": 5}"), "j:1:1: missing 'seat1:' line");
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n \"seat1\": ["),
            "j:2:12: invalid JSON: unexpected end of input; expected '[', '{', or a literal");
  EXPECT_EQ(ErrorOf("[1, 2]"), "j:1:1: expected a JSON object: {...}");
  // A control byte in a string: nlohmann's message names it printably.
  EXPECT_EQ(ErrorOf("{\"players\": 5, \"seat1\": \"Q\x01\"}"),
            "j:1:27: invalid JSON: invalid string: control character U+0001 (SOH) must be "
            "escaped to \\u0001; last read: '\"Q<U+0001>'");
}

// Found by the JSON fuzzer: nlohmann throws out_of_range, not parse_error, for a number beyond
// a double, and the exception escaped (batch would have stopped).
TEST(JsonDeal, ANumberBeyondADoubleIsAnError) {
  EXPECT_EQ(ErrorOf("{\"players\": 1" + std::string(400, '0') + "}"),
            "j:1:1: invalid JSON: a number out of range");
  EXPECT_EQ(ErrorOf("{\"players\": 5,\n\"picker\": 2.5}"),
            "j:2:1: 'picker': expected a string, a whole number, true or a list of cards");
}

TEST(JsonDeal, NotationFilesAreNotJson) {
  EXPECT_FALSE(LooksLikeJson("# a comment {\nplayers: 5\n"));
  EXPECT_FALSE(LooksLikeJson(""));
  EXPECT_TRUE(LooksLikeJson("\xEF\xBB\xBF \n {"));
}

TEST(JsonDeal, TheCommandsReadJsonFilesAsTheyReadTheNotation) {
  for (const char* example : {"five-jd-recorded.deal", "five-called-ace.deal", "leaster.deal"}) {
    std::ifstream file(cli::testing::Example(example));
    std::stringstream text;
    text << file.rdbuf();
    std::string json;
    for (const ParsedDeal& parsed : ParseDeals(text.str(), example)) {
      ASSERT_TRUE(parsed.game.ok());
      json += FormatDealJson(parsed.game->deal());
    }
    const cli::testing::Result from_json = cli::testing::RunWith({"solve", "-"}, json);
    const cli::testing::Result from_notation = cli::testing::RunWith({"solve", "-"}, text.str());
    EXPECT_EQ(from_json.status, cli::kExitOk) << from_json.err;
    EXPECT_EQ(from_json.out, from_notation.out) << example;
  }
}

}  // namespace
}  // namespace sheepdd
