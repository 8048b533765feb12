// `--verify`: the check against the plain reference search finds every kind of wrong claim, says
// when a position is too large for it, and agrees with the solver over a seeded random corpus
// of every table, run from the command line as a user would.
#include "solver/analysis/verify.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/notation.h"
#include "solver/game/setup.h"
#include "solver/game/text.h"
#include "tests/cli_run.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using ::testing::HasSubstr;
using testing::MakeRandomPosition;
using testing::PresetRules;
using testing::RandomPosition;

struct Solved {
  RandomPosition position;
  DoubleDummyResult result;
};

Solved SolvedEnding(const char* preset, uint64_t seed, int tricks_left) {
  const Rules rules = PresetRules(preset);
  Solved solved{MakeRandomPosition(rules, seed, tricks_left, 1), {}};
  Solver solver(SolverOptions{4});
  solved.result = AnalyzePicked(solver, rules, solved.position.setup, solved.position.state,
                                solved.position.deal.multipliers);
  return solved;
}

std::string AllOf(const Verification& verification) {
  std::string text;
  for (const std::string& difference : verification.differences) text += difference + "\n";
  return text;
}

TEST(Verify, TheSolversOwnAnswersAgree) {
  for (uint64_t seed = 0; seed < 20; ++seed) {
    const Solved solved = SolvedEnding(seed % 2 ? "5" : "3", seed, 3);
    const Verification verification =
        VerifyPicked(solved.result, solved.position.state, 10'000'000);
    EXPECT_TRUE(verification.checked);
    EXPECT_GT(verification.reference_nodes, 0u);
    EXPECT_EQ(AllOf(verification), "") << seed;
  }
}

TEST(Verify, EveryKindOfWrongClaimIsFound) {
  const Solved solved = SolvedEnding("5", 4, 3);
  const GameState& state = solved.position.state;
  const auto differences = [&](const DoubleDummyResult& result) {
    const Verification verification = VerifyPicked(result, state, 10'000'000);
    EXPECT_TRUE(verification.checked);
    return AllOf(verification);
  };
  DoubleDummyResult wrong = solved.result;
  wrong.picker_team_points += 1;
  EXPECT_THAT(differences(wrong), HasSubstr("the value: the solver says"));

  wrong = solved.result;
  ASSERT_FALSE(wrong.card_values.empty());
  wrong.card_values.back().value += 2;
  EXPECT_THAT(differences(wrong),
              HasSubstr(Cat("the value after ", CardName(wrong.card_values.back().card))));

  wrong = solved.result;
  wrong.can_take_every_trick = !wrong.can_take_every_trick;
  EXPECT_THAT(differences(wrong), HasSubstr("every trick possible"));

  wrong = solved.result;
  wrong.outcome = wrong.outcome == Outcome::kLoss ? Outcome::kWin : Outcome::kLoss;
  EXPECT_THAT(differences(wrong), HasSubstr("the result row"));

  wrong = solved.result;
  ASSERT_GE(wrong.best_line.size(), 2u);
  std::swap(wrong.best_line[0], wrong.best_line[1]);  // another seat's card first
  EXPECT_THAT(differences(wrong), HasSubstr("which is not legal"));

  wrong = solved.result;
  wrong.best_line.pop_back();
  EXPECT_THAT(differences(wrong), HasSubstr("stops before the end"));

  const int value = solved.result.picker_team_points;
  EXPECT_EQ(AllOf(VerifyTarget(true, value, state, 10'000'000)), "");
  EXPECT_THAT(AllOf(VerifyTarget(true, value + 1, state, 10'000'000)), HasSubstr("making"));
}

TEST(Verify, LeasterClaimsAreChecked) {
  const RandomPosition position = MakeRandomPosition(PresetRules("5"), 2, 2, 0, true);
  Solver solver(SolverOptions{4});
  std::vector<bool> can_win = AnalyzeLeaster(solver, position.state);
  EXPECT_EQ(AllOf(VerifyLeaster(can_win, position.state, 10'000'000)), "");
  can_win[3] = !can_win[3];
  EXPECT_THAT(AllOf(VerifyLeaster(can_win, position.state, 10'000'000)),
              HasSubstr("seat4 can force a win"));
}

TEST(Verify, TooLargeAPositionIsNotChecked) {
  const Solved solved = SolvedEnding("5", 1, 6);
  DoubleDummyResult wrong = solved.result;
  wrong.picker_team_points += 1;
  const Verification verification = VerifyPicked(wrong, solved.position.state, 10'000);
  EXPECT_FALSE(verification.checked);
  EXPECT_TRUE(verification.differences.empty());  // nothing compared, nothing claimed
}

// A seeded random corpus of positions four tricks from the end (three for leasters and
// six to eight players), over every
// table and partner rule, written in the notation and checked with `batch --verify`.
TEST(CliVerify, AgreesOverASeededRandomCorpus) {
  std::string corpus;
  int deals = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 20; ++seed) {
      const bool leaster = seed % 5 == 4 && rules.partner != PartnerRule::kBlackQueens;
      const int tricks_left = (leaster || rules.players() > 5) ? 3 : 4;
      const RandomPosition position = MakeRandomPosition(
          rules, 1000 + seed, tricks_left, static_cast<int>(seed % rules.players()), leaster);
      corpus += Cat(deals++ > 0 ? "---\n" : "", FormatDeal(position.deal));
    }
  }
  const cli::testing::ScratchDir scratch;
  const auto path = scratch.path() / "corpus.deal";
  std::ofstream(path) << corpus;
  const cli::testing::Result result =
      cli::testing::RunWith({"batch", "-q", "-j", "2", "--verify", path.string()});
  EXPECT_EQ(result.status, cli::kExitOk) << result.err;
  std::istringstream lines(result.out);
  int checked = 0;
  for (std::string line; std::getline(lines, line);) {
    const nlohmann::json record = nlohmann::json::parse(line);
    EXPECT_FALSE(record.contains("error")) << line;
    if (record.contains("verify") && record["verify"]["checked"] == true) ++checked;
  }
  EXPECT_EQ(checked, deals);

  // A position beyond the reference's budget: the answer stands, marked as not verified.
  const cli::testing::Result whole = cli::testing::RunWith(
      {"solve", "--verify", "--verify-nodes", "1000", cli::testing::Example("five-jd.deal")});
  EXPECT_EQ(whole.status, cli::kExitOk);
  EXPECT_THAT(whole.out, HasSubstr("not verified: the plain reference search would need more"));
}

}  // namespace
}  // namespace sheepdd
