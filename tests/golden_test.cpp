// The double-dummy answers for every deal in examples/, against tests/golden/examples.txt.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "formats/notation.h"
#include "solver/analysis/analysis.h"
#include "solver/game/game.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::StateAfterPlay;

std::string ReadFile(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

TEST(Golden, EveryExampleSolvesToItsRecordedAnswer) {
  const std::string source = SHEEPDD_SOURCE_DIR;
  std::istringstream golden(ReadFile(source + "/tests/golden/examples.txt"));
  Solver solver(SolverOptions{.table_megabytes = 16});
  int checked = 0;
  for (std::string line; std::getline(golden, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string file, expected_value, expected_outcome;
    int deal_number = 0;
    words >> file >> deal_number >> expected_value >> expected_outcome;
    const std::string path = source + "/examples/" + file;
    const std::vector<ParsedDeal> deals = ParseDeals(ReadFile(path), path);
    ASSERT_LE(deal_number, static_cast<int>(deals.size())) << line;
    const Deal& deal = deals[deal_number - 1].game->deal();
    absl::StatusOr<GameState> state = StateAfterPlay(deal);
    ASSERT_TRUE(state.ok()) << line;
    const sheepdd::Setup setup = *SetupOf(deal);
    solver.NewDeal();
    if (expected_value == "leaster") {
      std::string winners;
      const std::vector<bool> can_win = AnalyzeLeaster(solver, *state);
      for (int seat = 0; seat < deal.rules.players(); ++seat) {
        if (!can_win[seat]) continue;
        if (!winners.empty()) winners += ',';
        winners += std::to_string(seat + 1);
      }
      EXPECT_EQ(winners.empty() ? "-" : winners, expected_outcome) << line;
    } else {
      const DoubleDummyResult result =
          AnalyzePicked(solver, deal.rules, setup, *state, deal.multipliers);
      EXPECT_EQ(std::to_string(result.picker_team_points), expected_value) << line;
      EXPECT_EQ(OutcomeName(result.outcome), expected_outcome) << line;
    }
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

}  // namespace
}  // namespace sheepdd
