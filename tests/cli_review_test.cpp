// `advise --play`, `review` and `batch -a review` as a user runs them: the JSON the docs name,
// exact answers late in the play, the same answers for any thread count, hindsight equal to
// replay's, errors at the deal.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "cli_run.h"
#include "nlohmann/json.hpp"

namespace sheepdd::cli {
namespace {

using ::sheepdd::cli::testing::Example;
using ::sheepdd::cli::testing::RunWith;
using ::testing::HasSubstr;

nlohmann::json JsonOf(const testing::Result& result) {
  EXPECT_EQ(result.status, 0) << result.err;
  return nlohmann::json::parse(result.out);
}

// The JSON without the work counts, which depend on how the samples were shared among threads.
nlohmann::json WithoutWork(nlohmann::json json) {
  json.erase("nodes");
  return json;
}

TEST(CliAdvisePlay, RanksEveryLegalCardWithTheNamesTheDocsGive) {
  const nlohmann::json json =
      JsonOf(RunWith({"advise", "--play", "--at", "10", "--json", "--samples", "40",
                      Example("five-jd-recorded.deal")}));
  EXPECT_EQ(json["advice"], "play");
  EXPECT_EQ(json["seat"], 2);
  EXPECT_EQ(json["at"], 10);
  EXPECT_TRUE(json["layouts"].is_number_integer());
  EXPECT_EQ(json["exact"], false);
  EXPECT_EQ(json["samples"], 40);
  EXPECT_THAT(json["assumes"].get<std::string>(), HasSubstr("as if he saw all cards"));
  // Seat 2 leads trick 3 holding 8D 7D AC KC: every card is legal, 8D and 7D are one run.
  std::set<std::string> cards;
  int rank = 0;
  for (const nlohmann::json& card : json["cards"]) {
    cards.insert(card["card"].get<std::string>());
    EXPECT_GE(card["rank"].get<int>(), rank);
    rank = card["rank"].get<int>();
    for (const char* key :
         {"picker_team_points", "score", "behind_best", "at_least_61", "at_least_91"}) {
      EXPECT_LE(card[key]["low"].get<double>(), card[key]["mean"].get<double>()) << key;
      EXPECT_LE(card[key]["mean"].get<double>(), card[key]["high"].get<double>()) << key;
    }
    EXPECT_TRUE(card["double_dummy"].is_number_integer());
  }
  EXPECT_EQ(cards, (std::set<std::string>{"8D", "7D", "AC", "KC"}));
  EXPECT_EQ(json["cards"][0]["rank"], 1);
  EXPECT_EQ(json["cards"][0]["behind_best"]["mean"], 0);
}

TEST(CliAdvisePlay, LateInThePlayEveryLayoutIsSolvedExactly) {
  const nlohmann::json json = JsonOf(
      RunWith({"advise", "--play", "--at", "21", "--json", Example("five-jd-recorded.deal")}));
  EXPECT_EQ(json["exact"], true);
  EXPECT_LE(json["layouts"].get<int>(), 10000);
  EXPECT_EQ(json["samples"], json["layouts"]);
  for (const nlohmann::json& card : json["cards"]) {
    for (const char* key : {"picker_team_points", "score", "behind_best"}) {
      EXPECT_EQ(card[key]["low"], card[key]["mean"]) << key;
      EXPECT_EQ(card[key]["high"], card[key]["mean"]) << key;
    }
  }
  // The limit decides: with none, the same point is sampled.
  const nlohmann::json sampled =
      JsonOf(RunWith({"advise", "--play", "--at", "21", "--json", "--exact-limit", "0", "--samples",
                      "30", Example("five-jd-recorded.deal")}));
  EXPECT_EQ(sampled["exact"], false);
  EXPECT_EQ(sampled["layouts"], json["layouts"]);
}

TEST(CliAdvisePlay, ALeasterAsksWhetherTheSeatCanForceAWin) {
  const nlohmann::json json = JsonOf(RunWith(
      {"advise", "--play", "--at", "5", "--json", "--samples", "30", Example("leaster.deal")}));
  for (const nlohmann::json& card : json["cards"]) {
    EXPECT_TRUE(card.contains("can_win"));
    EXPECT_FALSE(card.contains("picker_team_points"));
    EXPECT_TRUE(card["double_dummy"].is_boolean());
  }
  EXPECT_EQ(json["role"], "leaster");
}

TEST(CliAdvisePlay, AFinishedHandIsAnErrorThatPointsToAt) {
  const auto result = RunWith({"advise", "--play", Example("five-jd-recorded.deal")});
  EXPECT_EQ(result.status, 1);
  EXPECT_THAT(result.err, HasSubstr("five-jd-recorded.deal:"));
  EXPECT_THAT(result.err, HasSubstr("the hand is over"));
  const auto both = RunWith({"advise", "--play", "--pick", Example("five-jd.deal")});
  EXPECT_EQ(both.status, 2);
}

TEST(CliAdvisePlay, TheSameAnswerForAnyThreadCount) {
  const auto run = [](const char* jobs) {
    return WithoutWork(JsonOf(RunWith({"advise", "--play", "--at", "3", "--json", "--samples", "60",
                                       "-j", jobs, Example("five-jd-recorded.deal")})));
  };
  EXPECT_EQ(run("1"), run("3"));
}

TEST(CliReview, JudgesEveryCardWithHindsightAsReplayCountsIt) {
  const nlohmann::json json =
      JsonOf(RunWith({"review", "--json", "--samples", "40", Example("five-jd-recorded.deal")}));
  const nlohmann::json replay =
      JsonOf(RunWith({"replay", "--json", Example("five-jd-recorded.deal")}));
  ASSERT_EQ(json["cards"].size(), 30u);
  int judged = 0;
  for (size_t i = 0; i < json["cards"].size(); ++i) {
    const nlohmann::json& card = json["cards"][i];
    EXPECT_EQ(card["index"], i);
    EXPECT_EQ(card["card"], replay["cards"][i]["card"]);
    EXPECT_EQ(card["seat"], replay["cards"][i]["seat"]);
    const std::string verdict = card["verdict"];
    EXPECT_TRUE(verdict == "forced" || verdict == "ok" || verdict == "hindsight" ||
                verdict == "mistake")
        << verdict;
    if (verdict == "forced") {
      EXPECT_TRUE(card["sd_cost"].is_null());
      continue;
    }
    ++judged;
    EXPECT_EQ(card["dd_cost"], replay["cards"][i]["cost"]) << i;
    EXPECT_EQ(verdict == "hindsight", card["dd_cost"] > 0 && verdict != "mistake") << i;
    EXPECT_LE(card["sd_cost"]["low"].get<double>(), card["sd_cost"]["high"].get<double>());
    EXPECT_TRUE(card["sd_best"].is_string());
  }
  // The last trick is forced: five cards at least are not judged.
  EXPECT_LE(judged, 25);
  EXPECT_EQ(json["decisions"], judged);
  int seat_judged = 0;
  for (const nlohmann::json& seat : json["seats"]) {
    seat_judged += seat["judged"].get<int>();
    EXPECT_LE(seat["mistakes"].get<int>(), seat["judged"].get<int>());
  }
  EXPECT_EQ(seat_judged, judged);
  EXPECT_EQ(json["seats"][2]["role"], "picker");
  EXPECT_EQ(json["bury"]["bury"], (nlohmann::json{"9C", "8S"}));
  EXPECT_GE(json["bury"]["rank"].get<int>(), 1);
}

TEST(CliReview, TheSameReviewForAnyThreadCount) {
  const auto run = [](const char* jobs) {
    return WithoutWork(JsonOf(RunWith({"review", "--json", "--samples", "30", "--exact-limit",
                                       "300", "-j", jobs, Example("five-called-ace.deal")})));
  };
  EXPECT_EQ(run("1"), run("2"));
}

TEST(CliReview, TextFitsTheColumns) {
  const auto result = RunWith({"review", "--samples", "20", "--ascii", Example("leaster.deal"),
                               Example("five-called-ace.deal")});
  ASSERT_EQ(result.status, 0) << result.err;
  std::istringstream lines(result.out);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 100u) << line;
  EXPECT_THAT(result.out, HasSubstr("lost in replay"));
  EXPECT_THAT(result.out, HasSubstr("forced"));
}

TEST(CliBatch, ReviewsManyGamesAsJsonLinesAndCsv) {
  const auto csv = RunWith({"batch", "-a", "review", "--csv", "-q", "--samples", "20",
                            Example("leaster.deal"), Example("five-called-ace.deal")});
  ASSERT_EQ(csv.status, 0) << csv.err;
  std::istringstream lines(csv.out);
  std::string header;
  std::getline(lines, header);
  EXPECT_THAT(header, HasSubstr("decisions,exact_decisions,mistakes"));
  EXPECT_THAT(header, HasSubstr(",nodes"));
  int rows = 0;
  for (std::string line; std::getline(lines, line);) ++rows;
  EXPECT_EQ(rows, 2);
  // The same review as the command gives.
  const auto json = RunWith({"batch", "-a", "review", "-q", "-j", "1", "--samples", "20",
                             Example("five-called-ace.deal")});
  ASSERT_EQ(json.status, 0) << json.err;
  nlohmann::json line = nlohmann::json::parse(json.out);
  const nlohmann::json alone = JsonOf(
      RunWith({"review", "--json", "-j", "1", "--samples", "20", Example("five-called-ace.deal")}));
  EXPECT_EQ(line["cards"], alone["cards"]);
  EXPECT_EQ(line["seats"], alone["seats"]);
  const auto wrong = RunWith({"batch", "-a", "solve", "--samples", "20", Example("five-jd.deal")});
  EXPECT_EQ(wrong.status, 2);
  EXPECT_THAT(wrong.err, HasSubstr("go with review"));
  // One check of --exact-limit for every command that takes it.
  for (const char* command : {"batch", "review", "advise"}) {
    const auto negative = RunWith({command, "--exact-limit", "-1", Example("five-jd.deal")});
    EXPECT_EQ(negative.status, 2) << command;
    EXPECT_THAT(negative.err, HasSubstr("--exact-limit must not be negative")) << command;
  }
}

}  // namespace
}  // namespace sheepdd::cli
