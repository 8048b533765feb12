// Search limits: a search stopped at a node or time limit says so, stops promptly, and leaves
// nothing wrong behind in the table for the searches after it.
#include <gtest/gtest.h>

#include "solver/analysis/bury_analysis.h"
#include "solver/game/setup.h"
#include "solver/search/solver.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::PresetRules;
using testing::RandomPickedDeal;
using testing::RandomPosition;

GameState FirstLead(const Deal& deal) { return GameState(deal.rules, *SetupOf(deal)); }

TEST(Limits, NodeLimitStopsTheSearchAndSaysSo) {
  const Deal deal = RandomPickedDeal(PresetRules("5"), 3, 0);
  const GameState state = FirstLead(deal);
  Solver unlimited(SolverOptions{8});
  unlimited.Value(state);
  ASSERT_TRUE(unlimited.status().ok());
  const uint64_t needed = unlimited.nodes();
  ASSERT_GT(needed, 1000u);

  Solver limited(SolverOptions{8});
  limited.SetLimits(SearchLimits{.nodes = needed / 2});
  limited.Value(state);
  EXPECT_TRUE(absl::IsResourceExhausted(limited.status())) << limited.status();
  EXPECT_TRUE(IsLimitReached(limited.status()));
  EXPECT_NE(limited.status().message().find("node limit of"), std::string_view::npos);
  // It stops where the limit is met, give or take the positions it unwinds through.
  EXPECT_LE(limited.nodes(), needed / 2 + 200);

  // A new budget clears the stop.
  limited.SetLimits(SearchLimits{});
  EXPECT_TRUE(limited.status().ok());
}

TEST(Limits, TimeLimitStopsALongAnalysis) {
  // A whole three-handed bury analysis is hundreds of full solves: far more than a millisecond.
  const Deal deal = RandomPickedDeal(PresetRules("3"), 5, 0);
  Solver solver(SolverOptions{8});
  solver.SetLimits(SearchLimits{.time = std::chrono::milliseconds(1)});
  const absl::StatusOr<BuryAnalysis> analysis = AnalyzeBury(solver, testing::MustCheck(deal));
  ASSERT_FALSE(analysis.ok());
  EXPECT_TRUE(absl::IsDeadlineExceeded(analysis.status())) << analysis.status();
  EXPECT_NE(analysis.status().message().find("time limit of 0.001 s"), std::string_view::npos);
}

// Stopped searches store nothing: after stopping at many different points, the same solver (and
// table, with no NewDeal) still gives the exact answers of a fresh one.
TEST(Limits, StoppedSearchesLeaveTheTableSound) {
  for (const char* preset : {"5", "3", "4"}) {
    const Rules rules = PresetRules(preset);
    for (uint64_t seed = 0; seed < 12; ++seed) {
      SCOPED_TRACE(::testing::Message() << preset << " seed " << seed);
      const Deal deal = RandomPickedDeal(rules, seed, static_cast<int>(seed % 7));
      const GameState state = [&] {
        GameState start = FirstLead(deal);
        for (Card card : deal.play) start.Play(card);
        return start;
      }();
      Solver fresh(SolverOptions{4});
      const int value = fresh.Value(state);
      const std::vector<CardValue> card_values = fresh.CardValues(state);

      Solver reused(SolverOptions{4});
      for (uint64_t limit = 1; limit < 200000; limit = limit * 3 + seed) {
        reused.SetLimits(SearchLimits{.nodes = limit});
        reused.CardValues(state);
        reused.SetLimits(SearchLimits{.nodes = limit});
        reused.BestLine(state);
      }
      reused.SetLimits(SearchLimits{});
      EXPECT_EQ(reused.Value(state), value);
      const std::vector<CardValue> again = reused.CardValues(state);
      ASSERT_EQ(again.size(), card_values.size());
      for (size_t i = 0; i < again.size(); ++i) {
        EXPECT_EQ(again[i].value, card_values[i].value) << CardName(again[i].card);
      }
      EXPECT_TRUE(reused.status().ok());
    }
  }
}

TEST(Limits, LeasterSearchesStopAndStaySound) {
  Rules rules = PresetRules("5");
  for (uint64_t seed = 0; seed < 6; ++seed) {
    const RandomPosition position = testing::MakeRandomPosition(rules, seed, 4, 0, true);
    Solver fresh(SolverOptions{4});
    Solver reused(SolverOptions{4});
    for (Seat seat = 0; seat < rules.players(); ++seat) {
      const bool wins = fresh.LeasterCanWin(position.state, seat);
      reused.SetLimits(SearchLimits{.nodes = 20 + seed});
      reused.LeasterCanWin(position.state, seat);
      EXPECT_TRUE(absl::IsResourceExhausted(reused.status())) << seat;
      reused.SetLimits(SearchLimits{});
      EXPECT_EQ(reused.LeasterCanWin(position.state, seat), wins) << "seed " << seed << " " << seat;
    }
  }
}

}  // namespace
}  // namespace sheepdd
