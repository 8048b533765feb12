// replay, bury, pick and batch driven as a user would: argument vectors in, text out.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/commands.h"
#include "tests/cli_run.h"

namespace sheepdd::cli {
namespace {

using testing::Example;
using ::testing::HasSubstr;
using ::testing::Not;
using testing::Result;
using testing::RunWith;
using testing::ScratchDir;
using ::testing::StartsWith;

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) lines.push_back(line);
  return lines;
}

TEST(CliReplay, JsonHasValuesForEveryCardAndTheCosts) {
  const Result result = RunWith({"replay", "--json", Example("five-jd-recorded.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["cards"].size(), 30u);
  ASSERT_EQ(json["values"].size(), 31u);
  int thrown = 0;
  for (const nlohmann::json& card : json["cards"]) {
    EXPECT_TRUE(card["card"].is_string());
    EXPECT_GE(card["seat"].get<int>(), 1);
    EXPECT_GE(card["cost"].get<int>(), 0);
    thrown += card["cost"].get<int>();
  }
  int summed = 0;
  for (const nlohmann::json& seat : json["seats"]) summed += seat["points_thrown"].get<int>();
  EXPECT_EQ(thrown, summed);
  // The recorded game: 62 points for the picker's team.
  EXPECT_EQ(json["actual"]["picker_team_points"], 62);
  EXPECT_EQ(json["values"].back(), 62);
  // The double-dummy value from the first lead: the same as bury's for the recorded choice.
  EXPECT_EQ(json["values"][0], 24);
  EXPECT_EQ(json["values"][1], 56);  // seat1's TH gave away 32
  EXPECT_EQ(json["file"], Example("five-jd-recorded.deal"));
}

TEST(CliReplay, TextShowsTheChartTheCostsAndTheSummary) {
  const Result result = RunWith({"replay", Example("five-jd-recorded.deal")});
  ASSERT_EQ(result.status, kExitOk);
  // The pipe-mode sparkline: a '|' after each trick's five cards, and its legend.
  EXPECT_THAT(result.out, HasSubstr("value over the play (| between tricks): .---::|:::::|"));
  EXPECT_THAT(result.out, HasSubstr("points: ' ' 0-15, '.' 16-30,"));
  EXPECT_THAT(result.out, HasSubstr("trick    seat   card value"));  // the column header
  EXPECT_THAT(result.out, HasSubstr("costs"));
  EXPECT_THAT(result.out, HasSubstr("points thrown away"));
  EXPECT_THAT(result.out, HasSubstr("actual result: picker's team 62 (win)"));
}

TEST(CliReplay, PartialPlaySaysHowManyCardsAndCountsInTheSingular) {
  const Result partial = RunWith({"replay", Example("five-jd.deal")});
  ASSERT_EQ(partial.status, kExitOk) << partial.err;
  EXPECT_THAT(partial.out, HasSubstr("after the 6 recorded cards: picker's team can make 60"));
  EXPECT_THAT(partial.out, HasSubstr("seat1  defender  1 card, 0 mistakes, 0 points thrown away"));
  // Without any play: the value from the first lead, and nothing recorded.
  const std::string unplayed =
      "players: 5\npartner: jd\nseat1: QC JS AD 9D TH 7S\nseat2: QS 8D 7D AC KC 9H\n"
      "seat3: QH QD JC 9C AH 8S\nseat4: JH JD KD TC 7C TS\nseat5: TD 8C KH 7H AS KS\n"
      "blind: 9S 8H\npicker: 3\nbury: 9C 8S\n";
  const Result none = RunWith({"replay", "-"}, unplayed);
  ASSERT_EQ(none.status, kExitOk) << none.err;
  EXPECT_THAT(none.out, HasSubstr("no card recorded yet: picker's team can make"));
}

TEST(CliReplay, SvgWritesAPlot) {
  const ScratchDir scratch;
  const std::string path = (scratch.path() / "replay.svg").string();
  ASSERT_EQ(RunWith({"replay", "--svg", path, Example("five-jd-recorded.deal")}).status, kExitOk);
  std::ifstream svg(path);
  std::stringstream text;
  text << svg.rdbuf();
  EXPECT_THAT(text.str(), StartsWith("<svg"));
  EXPECT_THAT(text.str(), HasSubstr("<polyline"));
}

TEST(CliReplay, LeasterIsRefusedWithTheFileAndLine) {
  const Result result = RunWith({"replay", Example("leaster.deal")});
  EXPECT_EQ(result.status, kExitDealError);
  EXPECT_THAT(result.err, HasSubstr("leaster.deal:"));
}

TEST(CliBury, JsonRanksOptionsAndPlacesTheActualChoice) {
  const Result result = RunWith({"bury", "--json", Example("five-called-ace.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  ASSERT_GT(json["options"].size(), 10u);
  int previous_score = 1000;
  for (const nlohmann::json& option : json["options"]) {
    EXPECT_EQ(option["bury"].size(), 2u);
    EXPECT_TRUE(option["call"].is_string());
    EXPECT_LE(option["picker_score"].get<int>(), previous_score);
    previous_score = option["picker_score"].get<int>();
  }
  // Expected answers (each choice's value agrees with solving it alone: see analysis_test.cpp).
  EXPECT_EQ(json["options"][0]["bury"], nlohmann::json({"8H", "AH"}));
  EXPECT_EQ(json["options"][0]["call"], "AC");
  EXPECT_EQ(json["options"][0]["picker_team_points"], 46);
  EXPECT_EQ(json["actual"]["picker_team_points"], 7);
  EXPECT_EQ(json["actual"]["rank"], 26);
  ASSERT_TRUE(json.contains("actual"));
  const int rank = json["actual"]["rank"];
  EXPECT_EQ(json["options"][rank - 1]["bury"], json["actual"]["bury"]);
  EXPECT_TRUE(json["schneider"]["best"].is_boolean());
}

TEST(CliBury, TargetAsksEveryChoiceAndAnswersWithTheExitStatus) {
  const Result no = RunWith({"bury", "--target", "120", Example("five-jd.deal")});
  EXPECT_EQ(no.status, kExitDealError);
  EXPECT_THAT(no.out, HasSubstr("with the actual bury and call: no"));
  const Result yes = RunWith({"bury", "--target", "0", "--json", Example("five-jd.deal")});
  EXPECT_EQ(yes.status, kExitOk);
  EXPECT_EQ(nlohmann::json::parse(yes.out)["actual"], true);
}

TEST(CliBury, SchneiderQuestionIsAnsweredPlainly) {
  const Result result = RunWith({"bury", Example("five-jd-recorded.deal")});
  ASSERT_EQ(result.status, kExitOk);
  EXPECT_THAT(
      result.out,
      HasSubstr("could the picker have made schneider (91 points)?\n    with the actual bury:"));
}

TEST(CliBury, ProgressOnlyOnATerminal) {
  const Result quiet = RunWith({"bury", Example("five-jd.deal")});
  EXPECT_EQ(quiet.err, "");
  const Result shown = RunWith({"bury", Example("five-jd.deal")}, "", false, true);
  EXPECT_THAT(shown.err, HasSubstr("choices"));
  EXPECT_EQ(shown.out, quiet.out);
}

TEST(CliPick, SaysWhoShouldPick) {
  const Result result = RunWith({"pick", "--json", Example("five-jd.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["seats"].size(), 5u);
  EXPECT_EQ(json["actual_picker"], 3);
  std::vector<int> best_points;
  for (const nlohmann::json& seat : json["seats"]) {
    best_points.push_back(seat["best"]["picker_team_points"]);
  }
  EXPECT_EQ(best_points, std::vector<int>({69, 61, 24, 20, 21}));
  EXPECT_EQ(json["should_pick"], 1);
  EXPECT_TRUE(json["leaster"].is_array());
  const Result text = RunWith({"pick", Example("five-jd.deal")});
  EXPECT_THAT(text.out, HasSubstr("should pick:"));
}

// A directory of deals in `scratch`: two good files (one holding several deals) and a bad one.
std::string BatchCorpus(const ScratchDir& scratch) {
  const std::filesystem::path& dir = scratch.path();
  std::filesystem::create_directories(dir / "more");
  std::filesystem::copy_file(Example("many-deals.deal"), dir / "a.deal");
  std::filesystem::copy_file(Example("five-jd.deal"), dir / "more" / "b.deal");
  std::ofstream(dir / "bad.deal") << "players: 5\nseat1: QC QC\n";
  std::ofstream(dir / "notes.txt") << "not a deal file, skipped in directories\n";
  return dir.string();
}

TEST(CliBatch, OneRecordPerDealInOrderForAnyJobCount) {
  const ScratchDir scratch;
  const std::string dir = BatchCorpus(scratch);
  const Result one = RunWith({"batch", "-j", "1", dir});
  const Result two = RunWith({"batch", "-j", "2", dir});
  EXPECT_EQ(one.status, kExitDealError);  // the bad deal
  EXPECT_EQ(one.out, two.out);
  const std::vector<std::string> lines = Lines(one.out);
  ASSERT_EQ(lines.size(), 8u);  // 6 + 1 + 1 bad
  int errors = 0;
  for (const std::string& line : lines) {
    const nlohmann::json record = nlohmann::json::parse(line);
    EXPECT_TRUE(record.contains("file"));
    EXPECT_TRUE(record.contains("deal"));
    if (record.contains("error")) {
      ++errors;
      EXPECT_THAT(record["error"].get<std::string>(), HasSubstr("bad.deal:2:11:"));
    } else {
      EXPECT_TRUE(record.contains("picker_team_points") || record.contains("leaster"));
    }
  }
  EXPECT_EQ(errors, 1);
  EXPECT_THAT(one.err, HasSubstr("batch: 8 deals, 1 error, "));
  EXPECT_THAT(one.err, HasSubstr(" s on 1 thread\n"));
  EXPECT_THAT(two.err, HasSubstr(" s on 2 threads\n"));
}

TEST(CliBatch, ShardsTogetherAreTheWholeRun) {
  const ScratchDir scratch;
  const std::string dir = BatchCorpus(scratch);
  const Result whole = RunWith({"batch", "-q", dir});
  std::vector<std::string> expected = Lines(whole.out);
  std::vector<std::string> joined;
  for (const char* shard : {"1/3", "2/3", "3/3"}) {
    const std::vector<std::string> part =
        Lines(RunWith({"batch", "-q", "--shard", shard, dir}).out);
    EXPECT_FALSE(part.empty()) << shard;
    joined.insert(joined.end(), part.begin(), part.end());
  }
  std::sort(expected.begin(), expected.end());
  std::sort(joined.begin(), joined.end());
  EXPECT_EQ(joined, expected);
  EXPECT_EQ(RunWith({"batch", "--shard", "4/3", dir}).status, kExitUsage);
}

TEST(CliBatch, CsvAndStandardInputAndOtherAnalyses) {
  std::ifstream file(Example("five-jd-recorded.deal"));
  std::stringstream text;
  text << file.rdbuf();
  const Result csv = RunWith({"batch", "--csv", "-q", "-a", "replay", "-"}, text.str());
  ASSERT_EQ(csv.status, kExitOk) << csv.err;
  const std::vector<std::string> lines = Lines(csv.out);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_THAT(lines[0], StartsWith("file,deal,error,limit_reached,skipped,start_points"));
  EXPECT_THAT(lines[1], StartsWith("<stdin>,1,,,"));
  const Result bury = RunWith({"batch", "-q", "-a", "bury", "--target", "61", "-"}, text.str());
  EXPECT_TRUE(nlohmann::json::parse(bury.out).contains("any"));
  EXPECT_EQ(RunWith({"batch", "-a", "frobnicate", "-"}).status, kExitUsage);
}

// The field under `name` of a one-deal CSV output (no field of which holds a comma).
std::string CsvFieldOf(const std::string& out, const std::string& name) {
  const std::vector<std::string> lines = Lines(out);
  if (lines.size() != 2) return "(not one row)";
  const std::vector<std::string> header = absl::StrSplit(lines[0], ',');
  const std::vector<std::string> row = absl::StrSplit(lines[1], ',');
  const auto column = std::find(header.begin(), header.end(), name);
  if (header.size() != row.size() || column == header.end()) return "(no such field)";
  return row[column - header.begin()];
}

// Of each object of `array`, what lies at the pointer `key` (and `:` what lies at `value`), as
// the CSV writes them.
std::string JoinedFields(const nlohmann::json& array, const std::string& key,
                         const std::string& value = "") {
  const auto text = [](const nlohmann::json& at) {
    return at.is_string() ? at.get<std::string>() : at.dump();
  };
  std::vector<std::string> parts;
  for (const nlohmann::json& item : array) {
    const std::string first = text(item.at(nlohmann::json::json_pointer(key)));
    parts.push_back(
        value.empty()
            ? first
            : absl::StrCat(first, ":", text(item.at(nlohmann::json::json_pointer(value)))));
  }
  return absl::StrJoin(parts, " ");
}

TEST(CliBatch, CsvRowsAgreeWithTheJsonRecords) {
  const std::string deal = Example("five-jd.deal");
  const nlohmann::json solve = nlohmann::json::parse(RunWith({"batch", "-q", deal}).out);
  const std::string solve_csv = RunWith({"batch", "-q", "--csv", deal}).out;
  ASSERT_GT(solve["moves"].size(), 1u);
  EXPECT_EQ(CsvFieldOf(solve_csv, "card_values"),
            JoinedFields(solve["moves"], "/card", "/picker_team_points"));

  const std::string recorded = Example("five-jd-recorded.deal");
  const nlohmann::json replay =
      nlohmann::json::parse(RunWith({"batch", "-q", "-a", "replay", recorded}).out);
  const std::string replay_csv = RunWith({"batch", "-q", "--csv", "-a", "replay", recorded}).out;
  ASSERT_EQ(replay["cards"].size(), 30u);
  EXPECT_EQ(CsvFieldOf(replay_csv, "card_costs"), JoinedFields(replay["cards"], "/card", "/cost"));
  EXPECT_EQ(CsvFieldOf(replay_csv, "mistakes"), JoinedFields(replay["seats"], "/mistakes"));
  EXPECT_EQ(CsvFieldOf(replay_csv, "points_thrown"),
            JoinedFields(replay["seats"], "/points_thrown"));
  EXPECT_NE(CsvFieldOf(replay_csv, "points_thrown"), "0 0 0 0 0");  // someone threw points away

  const nlohmann::json pick =
      nlohmann::json::parse(RunWith({"batch", "-q", "-a", "pick", deal}).out);
  const std::string pick_csv = RunWith({"batch", "-q", "--csv", "-a", "pick", deal}).out;
  ASSERT_EQ(pick["seats"].size(), 5u);
  EXPECT_EQ(CsvFieldOf(pick_csv, "pick_scores"),
            JoinedFields(pick["seats"], "/seat", "/best/picker_score"));

  // Their schneider answers differ: actual yes, best no, any yes; and actual no, best yes.
  for (const char* name : {"four-jd.deal", "three-thirty.deal"}) {
    const std::string picked = Example(name);
    const nlohmann::json bury =
        nlohmann::json::parse(RunWith({"batch", "-q", "-a", "bury", picked}).out);
    const std::string bury_csv = RunWith({"batch", "-q", "--csv", "-a", "bury", picked}).out;
    ASSERT_TRUE(bury.contains("actual")) << name;
    EXPECT_EQ(CsvFieldOf(bury_csv, "actual_picker_score"), bury["actual"]["picker_score"].dump());
    for (const char* which : {"actual", "best", "any"}) {
      EXPECT_EQ(CsvFieldOf(bury_csv, std::string("schneider_") + which),
                bury["schneider"][which].dump())
          << name << " " << which;
    }
  }
}

TEST(CliLimits, SolveReportsAnUnknownAnswerNotAValue) {
  const Result result = RunWith({"solve", "--node-limit", "1000", Example("five-jd.deal")});
  EXPECT_EQ(result.status, kExitLimit);
  EXPECT_EQ(result.out, "");
  EXPECT_THAT(result.err,
              HasSubstr("five-jd.deal:1:1: node limit of 1000 reached: the answer is unknown"));
  const Result json = RunWith({"bury", "--json", "--node-limit", "5000", Example("five-jd.deal")});
  EXPECT_EQ(json.status, kExitLimit);
  EXPECT_EQ(json.out, "");
  // Limits large enough change nothing.
  EXPECT_EQ(RunWith({"solve", "--node-limit", "1000000000", "--time-limit", "600",
                     Example("five-jd.deal")})
                .out,
            RunWith({"solve", Example("five-jd.deal")}).out);
  for (const char* bad : {"--time-limit=0", "--time-limit=-1", "--node-limit=0", "--memory=0"}) {
    EXPECT_EQ(RunWith({"solve", bad, Example("five-jd.deal")}).status, kExitUsage) << bad;
  }
}

TEST(CliLimits, BatchRecordsLimitReachedApartFromErrorsAndValues) {
  const ScratchDir scratch;
  const std::string dir = BatchCorpus(scratch);
  const Result result = RunWith({"batch", "-j", "2", "--node-limit", "300", dir});
  EXPECT_EQ(result.status, kExitDealError);  // the bad deal outweighs the unknown answers
  const std::vector<std::string> lines = Lines(result.out);
  ASSERT_EQ(lines.size(), 8u);
  int errors = 0;
  int limited = 0;
  for (const std::string& line : lines) {
    const nlohmann::json record = nlohmann::json::parse(line);
    errors += record.contains("error");
    if (record.contains("limit_reached")) {
      ++limited;
      EXPECT_FALSE(record.contains("picker_team_points"));
      EXPECT_EQ(record["limit_reached"], "node limit of 300 reached: the answer is unknown");
    }
  }
  EXPECT_EQ(errors, 1);
  EXPECT_EQ(limited, 7);
  EXPECT_THAT(result.err, HasSubstr("8 deals, 1 error, 7 limit reached"));

  const Result good =
      RunWith({"batch", "-q", "--csv", "--node-limit", "300", Example("five-jd.deal")});
  EXPECT_EQ(good.status, kExitLimit);
  EXPECT_THAT(good.out, HasSubstr(",1,,node limit of 300 reached"));
}

TEST(CliBench, BatchReportsDealsPerSecond) {
  const Result result = RunWith({"bench", "--batch", "--deals", "4", "-j", "2"});
  ASSERT_EQ(result.status, kExitOk);
  EXPECT_THAT(result.out, HasSubstr("deals/s"));
  EXPECT_THAT(result.out, HasSubstr(" on 2 threads: "));

  const Result one = RunWith({"bench", "--batch", "--deals", "2", "-j", "1"});
  ASSERT_EQ(one.status, kExitOk);
  EXPECT_THAT(one.out, HasSubstr(" on 1 thread: "));
  EXPECT_THAT(one.out, Not(HasSubstr("median")));  // one run: nothing to summarize
}

TEST(CliBench, JobsOutOfRangeIsAUsageError) {
  // As for batch and advise: no thread count is made up for a bad one.
  for (const char* jobs : {"0", "-1", "1025"}) {
    const Result result = RunWith({"bench", "--batch", "--deals", "1", "-j", jobs});
    EXPECT_EQ(result.status, kExitUsage) << jobs;
    EXPECT_THAT(result.err, HasSubstr("--jobs must be between 1 and 1024")) << jobs;
  }
}

TEST(CliBench, BatchRunsRepeatAndSummarize) {
  const Result result = RunWith({"bench", "--batch", "--deals", "2", "-j", "1", "--runs", "3"});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  // The machine and the build's target first, then one line a run, each with the same nodes,
  // then the summary.
  EXPECT_THAT(result.out, StartsWith("machine: "));
  EXPECT_THAT(result.out.substr(0, result.out.find('\n')), HasSubstr("; built for "));
  std::vector<std::string> runs;
  std::istringstream lines(result.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.ends_with(" nodes")) runs.push_back(line.substr(line.rfind(", ")));
  }
  ASSERT_EQ(runs.size(), 3u) << result.out;
  EXPECT_EQ(runs[0], runs[1]);
  EXPECT_EQ(runs[1], runs[2]);
  EXPECT_THAT(result.out, HasSubstr("batch: 3 runs: median "));
  EXPECT_EQ(RunWith({"bench", "--batch", "--runs", "0"}).status, kExitUsage);
}

TEST(CliBench, AdviseNamesItsSamplesAndThreads) {
  const Result one = RunWith({"bench", "--advise", "--deals", "1", "--samples", "1", "-j", "1"});
  ASSERT_EQ(one.status, kExitOk);
  EXPECT_THAT(one.out, HasSubstr("advice, 1 sample, 1 thread\n"));
  EXPECT_THAT(one.out, HasSubstr("median "));

  const Result two = RunWith({"bench", "--advise", "--deals", "1", "--samples", "2", "-j", "2"});
  ASSERT_EQ(two.status, kExitOk);
  EXPECT_THAT(two.out, HasSubstr("advice, 2 samples, 2 threads\n"));
}

// --at N asks about the position after the first N cards: the same answers as a deal file whose
// play stops there.
TEST(CliAt, SolvesThePositionAfterTheFirstNCards) {
  std::ifstream file(Example("five-jd-recorded.deal"));
  std::stringstream text;
  text << file.rdbuf();
  const std::string whole = text.str();
  const size_t play = whole.find("play: ");
  ASSERT_NE(play, std::string::npos);
  for (int at : {0, 1, 7, 13}) {
    // The first `at` cards of the play line.
    std::istringstream cards(whole.substr(play + 6));
    std::string kept = "play:";
    for (int taken = 0; taken < at;) {
      std::string card;
      cards >> card;
      if (card == "/") continue;
      kept += " " + card;
      ++taken;
    }
    const std::string cut = whole.substr(0, play) + (at > 0 ? kept + "\n" : "");
    const Result expected = RunWith({"solve", "--json", "-"}, cut);
    const Result asked =
        RunWith({"solve", "--json", "--at", std::to_string(at), Example("five-jd-recorded.deal")});
    ASSERT_EQ(asked.status, kExitOk) << asked.err;
    nlohmann::json a = nlohmann::json::parse(asked.out);
    nlohmann::json b = nlohmann::json::parse(expected.out);
    for (nlohmann::json* json : {&a, &b}) {
      json->erase("file");
      json->erase("nodes");
    }
    EXPECT_EQ(a, b) << "--at " << at;
  }
  const Result past = RunWith({"solve", "--at", "31", Example("five-jd-recorded.deal")});
  EXPECT_EQ(past.status, kExitUsage);
  EXPECT_THAT(past.err, HasSubstr("--at 31: the deal records 30 cards of play"));
  const Result shown = RunWith({"show", "--at", "7", Example("five-jd-recorded.deal")});
  EXPECT_THAT(shown.out, HasSubstr("trick 2  seat3 QH, seat4 KD  (seat5 to play)"));
  const Result advised = RunWith(
      {"advise", "--json", "--samples", "20", "--at", "0", Example("five-jd-recorded.deal")});
  ASSERT_EQ(advised.status, kExitOk) << advised.err;
  EXPECT_EQ(nlohmann::json::parse(advised.out)["cards_seen"], 0);
}

TEST(CliAt, SolveOfAFinishedPlaySaysSo) {
  const Result result = RunWith({"solve", Example("five-jd-recorded.deal")});
  EXPECT_EQ(result.status, kExitOk);
  EXPECT_THAT(result.out, HasSubstr("the play is complete"));
  EXPECT_THAT(result.out, HasSubstr("--at N"));
  EXPECT_THAT(result.out, HasSubstr("replay"));
}

// A club night: the same recorded deal twice with the players' names, once without (by seat).
TEST(CliStandings, SumsEachPlayersNight) {
  std::ifstream file(Example("five-jd-recorded.deal"));
  std::stringstream text;
  text << file.rdbuf();
  const std::string deal = text.str();
  std::string named = deal;
  named.insert(named.find("partner:"), "names: Ann Bob Cy Dee Ed\n");
  const std::string night = named + "---\n" + named + "---\n" + deal;
  const Result result = RunWith({"standings", "--json", "-"}, night);
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json table = nlohmann::json::parse(result.out);
  ASSERT_EQ(table.size(), 10u);  // five names and five seats
  // The deal scores seat1 -1, seat2 -1, seat3 (picker, a win) +2, seat4 +1, seat5 -1.
  EXPECT_EQ(table[0]["name"], "Cy");
  EXPECT_EQ(table[0]["hands"], 2);
  EXPECT_EQ(table[0]["picks"], 2);
  EXPECT_EQ(table[0]["picker_wins"], 2);
  EXPECT_EQ(table[0]["score"], 4);
  int total = 0;
  for (const nlohmann::json& row : table) total += row["score"].get<int>();
  EXPECT_EQ(total, 0);
  const Result csv = RunWith({"standings", "--csv", "-"}, night);
  EXPECT_THAT(csv.out, HasSubstr("name,hands,picks,picker_wins,points,score\nCy,2,2,2,90,4\n"));
  // An unfinished deal is an error, and the others still count.
  const Result partial = RunWith({"standings", "--json", "-", Example("five-jd.deal")}, named);
  EXPECT_EQ(partial.status, kExitDealError);
  EXPECT_THAT(partial.err, HasSubstr("the play is not complete"));
  EXPECT_EQ(nlohmann::json::parse(partial.out).size(), 5u);
  // A name given twice, or too few names, is an error at the names line.
  std::string twice = deal;
  twice.insert(twice.find("partner:"), "names: Ann Bob Ann Dee Ed\n");
  EXPECT_THAT(RunWith({"standings", "-"}, twice).err, HasSubstr("the name 'Ann' is given twice"));
}

TEST(CliBatch, ScoresManyDealsAsScoreDoes) {
  const Result batch = RunWith({"batch", "-q", "-a", "score", Example("five-jd-recorded.deal")});
  ASSERT_EQ(batch.status, kExitOk) << batch.err;
  const Result score = RunWith({"score", "--json", Example("five-jd-recorded.deal")});
  EXPECT_EQ(nlohmann::json::parse(batch.out), nlohmann::json::parse(score.out));
  const Result csv =
      RunWith({"batch", "-q", "-a", "score", "--csv", Example("five-jd-recorded.deal")});
  EXPECT_THAT(csv.out, HasSubstr("picker,partner,outcome,picker_team_points,scores,seat_points\n"));
  EXPECT_THAT(csv.out, HasSubstr(",3,4,win,62,-1 -1 2 1 -1,17 41 45 17 0\n"));
}

// The shard recipe of docs/analyses.md, run by GNU parallel on local workers: the shards' outputs
// together are the whole run's lines.
TEST(CliBatch, ShardsUnderGnuParallelAddUpToTheWholeRun) {
  ASSERT_EQ(std::system("command -v parallel > /dev/null"), 0) << "GNU parallel is missing";
  const ScratchDir scratch;
  const std::filesystem::path dir = scratch.path();
  const Result corpus = RunWith({"deal", "-p", "5", "--count", "12", "--seed", "4", "--pick"});
  ASSERT_EQ(corpus.status, kExitOk);
  std::ofstream(dir / "corpus.deal") << corpus.out;
  const std::string command =
      absl::StrCat("cd '", dir.string(), "' && parallel --will-cite '", SHEEPDD_BINARY,
                   " batch -q --shard {}/3 corpus.deal > part-{}.jsonl' ::: 1 2 3 && "
                   "cat part-*.jsonl > corpus.jsonl");
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const auto sorted_lines = [](std::istream& in) {
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  std::ifstream merged(dir / "corpus.jsonl");
  const Result whole = RunWith({"batch", "-q", (dir / "corpus.deal").string()});
  ASSERT_EQ(whole.status, kExitOk);
  std::istringstream whole_lines(whole.out);
  std::vector<std::string> expected = sorted_lines(whole_lines);
  // The whole run names the file by the path it was given; the shards by the name in the recipe.
  for (std::string& line : expected) {
    const std::string path = (dir / "corpus.deal").string();
    line.replace(line.find(path), path.size(), "corpus.deal");
  }
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(sorted_lines(merged), expected);
  EXPECT_EQ(expected.size(), 12u);
}

// A night's files hold leasters: bury and replay pass them over as skipped, not as errors.
TEST(CliBatch, AnalysesThatDoNotApplySkipTheDeal) {
  for (const char* analysis : {"bury", "replay"}) {
    const Result result =
        RunWith({"batch", "-q", "-a", analysis, Example("leaster.deal"), Example("five-jd.deal")});
    EXPECT_EQ(result.status, kExitOk) << analysis << result.err;
    std::istringstream lines(result.out);
    std::string line;
    ASSERT_TRUE(std::getline(lines, line));
    const nlohmann::json leaster = nlohmann::json::parse(line);
    EXPECT_EQ(leaster["skipped"], "a hand nobody picked: no picker's hand to judge") << analysis;
    EXPECT_FALSE(leaster.contains("error"));
    ASSERT_TRUE(std::getline(lines, line));
    EXPECT_TRUE(nlohmann::json::parse(line).contains("nodes")) << analysis;
  }
  // Asked of that one deal alone, it is an error as before.
  EXPECT_EQ(RunWith({"bury", Example("leaster.deal")}).status, kExitDealError);
}

// deal --pick's bury and call, judged by bury's double-dummy ranking (bench --plausible): near the
// top, and alone only where a partner would not help. The deals are seeded: the figures are fixed.
TEST(PlausiblePick, RanksNearTheTopAndSeldomGoesAlone) {
  const Result result = RunWith({"bench", "--plausible", "--deals", "200"});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  std::istringstream lines(result.out);
  int rules = 0;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string rule;
    double mean_rank = 0, top = 0, alone = 0;
    char percent = 0;
    fields >> rule;
    if (rule != "jd" && rule != "called-ace") continue;
    fields >> mean_rank >> percent >> top >> percent >> alone;
    ++rules;
    EXPECT_LE(mean_rank, 15.0) << line;
    EXPECT_LE(alone, 10.0) << line;
  }
  EXPECT_EQ(rules, 2);
}

}  // namespace
}  // namespace sheepdd::cli
