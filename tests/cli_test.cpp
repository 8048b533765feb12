// The command layer driven as a user would: argument vectors in, text and exit status out.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "formats/notation.h"
#include "solver/game/game.h"
#include "tests/cli_run.h"

namespace sheepdd::cli {
namespace {

using testing::Example;
using ::testing::HasSubstr;
using testing::Result;
using testing::RunWith;
using ::testing::StartsWith;

TEST(Cli, TheManPageAndTheCompletionCarryEveryCommandsHelp) {
  const Result man = RunWith({"--man"});
  const Result completion = RunWith({"--bash-completion"});
  ASSERT_EQ(man.status, 0);
  ASSERT_EQ(completion.status, 0);
  EXPECT_THAT(man.out, StartsWith(".TH SHEEPDD 1"));
  for (const char* command : {"show", "score", "solve", "replay", "bury", "pick", "advise",
                              "review", "batch", "standings", "bench", "deal"}) {
    EXPECT_THAT(man.out, HasSubstr(std::string(".SS ") + command + "\n")) << command;
    EXPECT_THAT(completion.out, HasSubstr(std::string("    ") + command + ") options=\""));
    // Every line of the command's help is in the man page, hyphens escaped for troff.
    std::istringstream help(RunWith({command, "--help"}).out);
    for (std::string line; std::getline(help, line);) {
      std::string escaped;
      for (char c : line) escaped += c == '-' ? std::string("\\-") : std::string(1, c);
      EXPECT_THAT(man.out, HasSubstr(escaped)) << command;
    }
  }
  EXPECT_THAT(completion.out, HasSubstr("--exact-limit"));
  EXPECT_THAT(completion.out, HasSubstr("complete -o filenames -F _sheepdd sheepdd"));
}

TEST(Cli, HelpAndUsageErrors) {
  EXPECT_EQ(RunWith({"--help"}).status, kExitOk);
  EXPECT_THAT(RunWith({"--help"}).out, HasSubstr("show"));
  EXPECT_EQ(RunWith({}).status, kExitUsage);
  EXPECT_EQ(RunWith({"frobnicate"}).status, kExitUsage);
  for (const char* command : {"show", "score", "deal"}) {
    const Result help = RunWith({command, "--help"});
    EXPECT_EQ(help.status, kExitOk) << command;
    EXPECT_THAT(help.out, StartsWith("Usage: sheepdd ")) << command;
  }
  EXPECT_EQ(RunWith({"show", "--bogus", "x"}).status, kExitUsage);
  EXPECT_EQ(RunWith({"show"}).status, kExitUsage);
  EXPECT_EQ(RunWith({"deal"}).status, kExitUsage);  // --players is required
  EXPECT_EQ(RunWith({"deal", "--players", "9"}).status, kExitUsage);
}

TEST(Cli, DealIsReproducibleFromTheSeedAndParsesBack) {
  const Result a = RunWith({"deal", "--players", "5", "--count", "20", "--seed", "42", "--pick"});
  const Result b = RunWith({"deal", "--players", "5", "--count", "20", "--seed", "42", "--pick"});
  ASSERT_EQ(a.status, kExitOk);
  EXPECT_EQ(a.out, b.out);
  const std::vector<ParsedDeal> deals = ParseDeals(a.out, "generated");
  ASSERT_EQ(deals.size(), 20u);
  for (const ParsedDeal& deal : deals) {
    ASSERT_TRUE(deal.game.ok()) << deal.game.status();
    EXPECT_EQ(deal.game->deal().pick, PickState::kPicked);
    EXPECT_TRUE(deal.game->deal().bury.has_value());
  }
  const Result other = RunWith({"deal", "--players", "5", "--count", "20", "--seed", "43"});
  EXPECT_NE(a.out, other.out);
}

TEST(Cli, DealWithCalledAceAlwaysCalls) {
  const Result result =
      RunWith({"deal", "-p", "5", "--partner", "called-ace", "-n", "50", "--seed", "3", "--pick"});
  ASSERT_EQ(result.status, kExitOk);
  for (const ParsedDeal& deal : ParseDeals(result.out, "generated")) {
    ASSERT_TRUE(deal.game.ok()) << deal.game.status();
    EXPECT_TRUE(deal.game->deal().call.has_value());
  }
}

TEST(Cli, ShowDrawsTheTableAndThePlay) {
  const Result result = RunWith({"show", Example("five-jd-recorded.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  EXPECT_THAT(result.out, HasSubstr("seat3  picker"));
  EXPECT_THAT(result.out, HasSubstr("partner"));
  EXPECT_THAT(result.out, HasSubstr("trick 1 "));
  EXPECT_THAT(result.out, HasSubstr("takes"));
  EXPECT_EQ(result.out.find("\u2663"), std::string::npos);  // no symbols in a pipe
}

TEST(Cli, ShowUsesSymbolsAndColourOnATerminalUnlessAscii) {
  const std::string file = Example("five-jd-recorded.deal");
  const Result pretty = RunWith({"show", file}, "", true);
  EXPECT_THAT(pretty.out, HasSubstr("\u2663"));
  EXPECT_THAT(pretty.out, HasSubstr("\x1b[31m"));
  const Result ascii = RunWith({"show", "--ascii", file}, "", true);
  EXPECT_EQ(ascii.out.find("\u2663"), std::string::npos);
  EXPECT_EQ(ascii.out.find("\x1b["), std::string::npos);
}

TEST(Cli, ShowReadsStandardInput) {
  const Result generated = RunWith({"deal", "-p", "3", "--seed", "1", "--pick"});
  const Result shown = RunWith({"show", "-"}, generated.out);
  EXPECT_EQ(shown.status, kExitOk) << shown.err;
  EXPECT_THAT(shown.out, HasSubstr("<stdin> deal 1"));
}

TEST(Cli, BadDealsReportFileLineColumnAndTheOthersGoOn) {
  const std::string good = RunWith({"deal", "-p", "5", "--seed", "1", "--pick"}).out;
  std::string bad = good;
  bad.replace(bad.find("seat2: ") + 7, 2, "ZZ");
  const Result result = RunWith({"show", "-"}, good + "---\n" + bad + "---\n" + good);
  EXPECT_EQ(result.status, kExitDealError);
  EXPECT_THAT(result.err, HasSubstr("<stdin>:"));
  EXPECT_THAT(result.err, HasSubstr(":8: 'ZZ' is not a card"));
  EXPECT_THAT(result.out, HasSubstr("<stdin> deal 1"));
  EXPECT_THAT(result.out, HasSubstr("<stdin> deal 3"));
  const Result missing = RunWith({"show", "/no/such/file.deal"});
  EXPECT_EQ(missing.status, kExitDealError);
  EXPECT_THAT(missing.err,
              HasSubstr("/no/such/file.deal:1:1: cannot read: No such file or directory"));
}

TEST(Cli, ScoreJsonHasTheFieldsTheIssueNames) {
  const Result result = RunWith({"score", "--json", Example("five-jd-recorded.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  for (const char* key : {"picker_team_points", "defender_points", "outcome", "scores"}) {
    EXPECT_TRUE(json.contains(key)) << key;
  }
  EXPECT_EQ(json["picker_team_points"].get<int>() + json["defender_points"].get<int>(), 120);
  int sum = 0;
  for (int score : json["scores"]) sum += score;
  EXPECT_EQ(sum, 0);
  EXPECT_EQ(json["scores"].size(), 5u);
}

// One name for one thing: per-seat card points are "seat_points" in score and solve, and both
// name the picker and the partner.
TEST(Cli, ScoreAndSolveNameSeatsAlike) {
  const nlohmann::json score =
      nlohmann::json::parse(RunWith({"score", "--json", Example("five-jd-recorded.deal")}).out);
  const nlohmann::json solve =
      nlohmann::json::parse(RunWith({"solve", "--json", Example("five-jd.deal")}).out);
  for (const nlohmann::json& json : {score, solve}) {
    EXPECT_EQ(json["seat_points"].size(), 5u);
    EXPECT_FALSE(json.contains("points"));
    EXPECT_EQ(json["picker"], 3);
    EXPECT_EQ(json["partner"], 4);
  }
  const nlohmann::json alone =
      nlohmann::json::parse(RunWith({"solve", "--json", Example("five-alone.deal")}).out);
  EXPECT_TRUE(alone["partner"].is_null());
  const Result csv = RunWith({"batch", "-q", "--csv", Example("five-jd.deal")});
  EXPECT_THAT(csv.out, HasSubstr("limit_reached,skipped,picker,partner,"));
  EXPECT_THAT(csv.out, HasSubstr("five-jd.deal,1,,,,3,4,60,"));
}

TEST(Cli, ScoreRefusesAnUnfinishedPlay) {
  const Result result = RunWith({"score", Example("five-jd.deal")});
  EXPECT_EQ(result.status, kExitDealError);
  EXPECT_THAT(result.err, HasSubstr("the play is not complete"));
}

TEST(CliSolve, JsonHasEveryFieldTheIssueNames) {
  const Result result = RunWith({"solve", "--json", Example("five-jd.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  for (const char* key : {"picker_team_points", "defender_points", "outcome", "scores", "to_move",
                          "moves", "best_line", "nodes"}) {
    EXPECT_TRUE(json.contains(key)) << key;
  }
  EXPECT_EQ(json["picker_team_points"], 60);
  EXPECT_EQ(json["outcome"], "loss");
  EXPECT_EQ(json["to_move"], 3);
  EXPECT_EQ(json["picker_team_points"].get<int>() + json["defender_points"].get<int>(), 120);
  // Every legal card with its value; the best of the picker's-team seat equals the value.
  int best = 0;
  for (const auto& move : json["moves"]) {
    EXPECT_EQ(move["card"].get<std::string>().size(), 2u);
    best = std::max(best, move["picker_team_points"].get<int>());
  }
  EXPECT_EQ(best, 60);
  EXPECT_EQ(json["best_line"].size(), 30u - 6u);  // the cards still to play
  EXPECT_GT(json["nodes"].get<int>(), 0);
}

TEST(CliSolve, TextShowsTheBestLineAndCardValues) {
  const Result result = RunWith({"solve", Example("five-jd.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  EXPECT_THAT(result.out, HasSubstr("double-dummy (every card seen): picker's team 60"));
  EXPECT_THAT(result.out, HasSubstr("best line:"));
  EXPECT_THAT(result.out, HasSubstr("costs 1"));
  EXPECT_THAT(result.out, HasSubstr("point split:"));
}

TEST(CliSolve, TargetAnswersYesOrNoWithTheExitStatus) {
  const Result yes = RunWith({"solve", "--target", "60", Example("five-jd.deal")});
  EXPECT_EQ(yes.status, kExitOk);
  EXPECT_THAT(yes.out, HasSubstr(": yes"));
  const Result no = RunWith({"solve", "--target", "61", Example("five-jd.deal")});
  EXPECT_EQ(no.status, kExitDealError);
  EXPECT_THAT(no.out, HasSubstr(": no"));
}

TEST(CliSolve, TableSizeOutOfRangeIsAUsageError) {
  EXPECT_EQ(RunWith({"solve", "--memory", "0", Example("five-jd.deal")}).status, kExitUsage);
  const Result huge = RunWith({"solve", "--memory", "999999", Example("five-jd.deal")});
  EXPECT_EQ(huge.status, kExitUsage);
  EXPECT_THAT(huge.err, HasSubstr("--memory must be from 1 to 65536"));
  EXPECT_EQ(RunWith({"solve", "--memory", "-3", Example("five-jd.deal")}).status, kExitUsage);
}

// --memory is the whole process's table memory, shared over its threads, in every command that
// takes it: declared, checked and described once.
TEST(CliSharedOptions, MemoryMeansTheWholeProcessEverywhere) {
  for (const char* command : {"solve", "replay", "bury", "pick", "advise", "batch", "bench"}) {
    const Result result = RunWith({command, "--help"});
    ASSERT_EQ(result.status, kExitOk) << command;
    std::string words;  // the help with its line breaks and alignment folded to single spaces
    for (std::istringstream in(result.out); in >> std::ws && !in.eof();) {
      std::string word;
      in >> word;
      words += word + " ";
    }
    EXPECT_THAT(words, HasSubstr("--memory arg search tables of the whole process in MB, shared "
                                 "over its threads (default 16 a thread)"))
        << command;
    EXPECT_EQ(RunWith({command, "--memory", "0", Example("five-jd.deal")}).status, kExitUsage)
        << command;
  }
  // Shared over the threads: 3 MB cannot give each of 4 threads a megabyte.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"batch", "-q", "-j", "4", "--memory", "3"},
        std::vector<std::string>{"advise", "--samples", "2", "-j", "4", "--memory", "3"}}) {
    std::vector<std::string> with_file = args;
    with_file.push_back(Example("five-jd.deal"));
    const Result result = RunWith(with_file);
    EXPECT_EQ(result.status, kExitUsage) << args[0];
    EXPECT_THAT(result.err, HasSubstr("gives each of 4 threads less than 1 MB")) << args[0];
    *(std::find(with_file.begin(), with_file.end(), "-j") + 1) = "1";  // all 3 MB for one thread
    EXPECT_EQ(RunWith(with_file).status, kExitOk) << args[0] << RunWith(with_file).err;
  }
  const Result bench = RunWith({"bench", "--batch", "-j", "4", "--memory", "3", "--deals", "2"});
  EXPECT_EQ(bench.status, kExitUsage);
}

TEST(CliTarget, OutsideTheDecksPointsIsAUsageError) {
  for (const char* command : {"solve", "bury", "batch"}) {
    for (const char* target : {"121", "-1"}) {
      const Result result = RunWith({command, "--target", target, Example("five-jd.deal")});
      EXPECT_EQ(result.status, kExitUsage) << command << " " << target;
      EXPECT_THAT(result.err, HasSubstr("--target must be from 0 to 120")) << command;
      EXPECT_TRUE(result.out.empty()) << command;
    }
    EXPECT_NE(RunWith({command, "--target", "120", Example("five-jd.deal")}).status, kExitUsage);
  }
}

TEST(CliSolve, LeasterSaysWhoCanForceAWin) {
  const Result result = RunWith({"solve", "--json", Example("leaster.deal")});
  ASSERT_EQ(result.status, kExitOk) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["leaster"].size(), 5u);
  EXPECT_EQ(json["leaster"][0]["seat"], 1);
  EXPECT_TRUE(json["leaster"][0]["can_win"].is_boolean());
}

TEST(CliSolve, BadDealsAreReportedAndOthersSolved) {
  const std::string good = RunWith({"deal", "-p", "5", "--seed", "9", "--pick"}).out;
  const Result result = RunWith({"solve", "--json", "-"}, good + "---\nplayers: 5\n---\n" + good);
  EXPECT_EQ(result.status, kExitDealError);
  EXPECT_THAT(result.err, HasSubstr("<stdin>:"));
  EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 2);
}

TEST(CliBench, PrintsTheTableAndADeterministicNodeSignature) {
  const Result first = RunWith({"bench", "--presets", "5", "--deals", "3", "--memory", "4"});
  const Result second = RunWith({"bench", "--presets", "5", "--deals", "3", "--memory", "4"});
  ASSERT_EQ(first.status, kExitOk) << first.err;
  EXPECT_THAT(first.out, HasSubstr("median ms"));
  const auto signature = [](const std::string& out) {
    return out.substr(out.find("Nodes searched: "));
  };
  EXPECT_EQ(signature(first.out), signature(second.out));
  EXPECT_EQ(RunWith({"bench", "--presets", "9"}).status, kExitUsage);
}

TEST(Cli, EveryExampleShows) {
  for (const char* name :
       {"five-jd.deal", "five-jd-recorded.deal", "five-called-ace.deal", "five-called-ten.deal",
        "five-unknown.deal", "five-alone.deal", "three-handed.deal", "three-thirty.deal",
        "four-cutthroat.deal", "four-jd.deal", "leaster.deal", "house-rules.deal",
        "six-seven-eight.deal", "many-deals.deal"}) {
    const Result result = RunWith({"show", Example(name)});
    EXPECT_EQ(result.status, kExitOk) << name << ": " << result.err;
  }
}

}  // namespace
}  // namespace sheepdd::cli
