// The analyses built on the solver (replay, bury, pick), each checked against the solver used
// directly, one fresh Solver per question, as a user would check them by hand.
#include <gtest/gtest.h>

#include <algorithm>

#include "solver/analysis/bury_analysis.h"
#include "solver/analysis/pick_analysis.h"
#include "solver/analysis/replay.h"
#include "solver/game/game.h"
#include "solver/game/scoring.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::StateAfterPlay;

using testing::PresetRules;
using testing::RandomPickedDeal;

// A plausibly picked deal whose whole play is random, for replays.
Deal PlayedDeal(const Rules& rules, uint64_t seed) {
  return RandomPickedDeal(rules, seed, rules.players() * rules.hand_size());
}

// The value of the position after the first `cards` cards of the deal's play, by a new Solver.
int FreshValue(const Deal& deal, size_t cards) {
  Deal partial = deal;
  partial.play.resize(cards);
  Solver solver(SolverOptions{8});
  return solver.Value(*StateAfterPlay(partial));
}

TEST(Replay, ValuesAndCostsAgreeWithFreshSolves) {
  for (const char* preset : {"5", "4", "3"}) {
    for (uint64_t seed = 0; seed < 3; ++seed) {
      const Deal deal = PlayedDeal(PresetRules(preset), seed);
      Solver solver(SolverOptions{16});
      const absl::StatusOr<ReplayAnalysis> replay = AnalyzeReplay(solver, testing::MustCheck(deal));
      ASSERT_TRUE(replay.ok()) << replay.status();
      ASSERT_EQ(replay->values.size(), deal.play.size() + 1);
      ASSERT_EQ(replay->cards.size(), deal.play.size());
      ASSERT_TRUE(replay->actual.has_value());
      // The value at the end is what the team actually took.
      EXPECT_EQ(replay->values.back(), replay->actual->picker_team_points);
      std::array<int, kMaxSeats> thrown{};
      Deal unplayed = deal;
      unplayed.play.clear();
      GameState state = *StateAfterPlay(unplayed);
      for (size_t i = 0; i < deal.play.size(); i += 3) {
        EXPECT_EQ(replay->values[i], FreshValue(deal, i)) << preset << " card " << i;
      }
      for (size_t i = 0; i < deal.play.size(); ++i) {
        const ReplayedCard& card = replay->cards[i];
        ASSERT_EQ(card.card, deal.play[i]);
        ASSERT_EQ(card.seat, state.to_play());
        // The cost is the gap to the seat's best card, from every card's value.
        if (i % 4 == 0) {
          Solver fresh(SolverOptions{8});
          const bool team = state.OnPickerTeam(state.to_play());
          int best = team ? -1 : 1000;
          int played = 0;
          for (const CardValue& value : fresh.CardValues(state)) {
            best = team ? std::max(best, value.value) : std::min(best, value.value);
            if (value.card == card.card) played = value.value;
          }
          EXPECT_EQ(card.cost, team ? best - played : played - best) << preset << " card " << i;
        }
        EXPECT_GE(card.cost, 0);
        thrown[card.seat] += card.cost;
        state.Play(card.card);
      }
      for (int seat = 0; seat < deal.rules.players(); ++seat) {
        EXPECT_EQ(replay->seats[seat].points_thrown, thrown[seat]);
        EXPECT_EQ(replay->seats[seat].cards, deal.rules.hand_size());
      }
    }
  }
}

TEST(Replay, PartialPlayHasNoActualResult) {
  const Deal deal = RandomPickedDeal(PresetRules("5"), 7, 9);
  Solver solver(SolverOptions{8});
  const absl::StatusOr<ReplayAnalysis> replay = AnalyzeReplay(solver, testing::MustCheck(deal));
  ASSERT_TRUE(replay.ok());
  EXPECT_EQ(replay->values.size(), 10u);
  EXPECT_FALSE(replay->actual.has_value());
  EXPECT_EQ(replay->values.back(), FreshValue(deal, 9));
}

// Every 2-card (blind-size) subset of hand and blind times every call, set up directly.
size_t CountChoicesByHand(const Deal& deal) {
  const CardSet full = deal.hands[deal.picker] | deal.blind;
  size_t count = 0;
  for (Card a : full) {
    for (Card b : full) {
      if (Index(b) <= Index(a)) continue;
      const CardSet bury{a, b};
      std::vector<std::optional<Call>> calls = {std::nullopt};
      for (const Call& call : LegalCalls(deal.rules, full - bury, bury)) calls.push_back(call);
      for (const auto& call : calls) {
        Deal chosen = deal;
        chosen.bury = bury;
        chosen.call = call;
        chosen.play.clear();
        count += SetupOf(chosen).ok() ? 1 : 0;
      }
    }
  }
  return count;
}

TEST(Bury, RankingAgreesWithSolvingEachChoiceByHand) {
  for (const char* preset : {"5", "5-called-ace", "3"}) {
    Rules rules = PresetRules(preset == std::string("5-called-ace") ? "5" : preset);
    if (preset == std::string("5-called-ace")) {
      ASSERT_TRUE(SetPartnerRule(rules, PartnerRule::kCalledAce).ok());
    }
    const Deal deal = RandomPickedDeal(rules, 11, 0);
    Solver solver(SolverOptions{16});
    const absl::StatusOr<BuryAnalysis> analysis = AnalyzeBury(solver, testing::MustCheck(deal));
    ASSERT_TRUE(analysis.ok()) << analysis.status();
    ASSERT_EQ(analysis->options.size(), CountChoicesByHand(deal)) << preset;
    ASSERT_TRUE(analysis->actual.has_value());
    for (size_t i = 0; i < analysis->options.size(); ++i) {
      const ChoiceResult& option = analysis->options[i];
      if (i > 0) {
        EXPECT_FALSE(RanksAbove(option, analysis->options[i - 1])) << preset << i;
      }
      if (i % 5 != 0 && i != static_cast<size_t>(*analysis->actual)) continue;
      const Deal chosen = WithChoice(deal, deal.picker, option.choice);
      const sheepdd::Setup setup = *SetupOf(chosen);
      Solver fresh(SolverOptions{8});
      const int value = fresh.Value(GameState(rules, setup));
      EXPECT_EQ(option.result.picker_team_points, value) << preset << " option " << i;
      EXPECT_EQ(option.picker_score, PickedScores(rules, setup.picker, setup.partner,
                                                  option.result.outcome, 1)[setup.picker]);
    }
    const ChoiceResult& actual = analysis->options[*analysis->actual];
    EXPECT_EQ(actual.choice.bury, *deal.bury);
    EXPECT_EQ(actual.choice.call, deal.call);
  }
}

TEST(Bury, TargetAnswersMatchExactValues) {
  const Deal deal = RandomPickedDeal(PresetRules("5"), 5, 0);
  Solver solver(SolverOptions{16});
  const absl::StatusOr<BuryAnalysis> exact = AnalyzeBury(solver, testing::MustCheck(deal));
  ASSERT_TRUE(exact.ok());
  for (int target : {31, 61, 91}) {
    const absl::StatusOr<BuryTargetAnalysis> asked =
        AnalyzeBuryTarget(solver, testing::MustCheck(deal), target);
    ASSERT_TRUE(asked.ok());
    ASSERT_EQ(asked->options.size(), exact->options.size());
    for (const TargetAnswer& answer : asked->options) {
      const auto same =
          std::find_if(exact->options.begin(), exact->options.end(),
                       [&](const ChoiceResult& option) { return option.choice == answer.choice; });
      ASSERT_NE(same, exact->options.end());
      EXPECT_EQ(answer.reaches, same->result.picker_team_points >= target) << target;
    }
  }
}

TEST(Bury, WithoutAPickerIsAnError) {
  Deal deal = RandomPickedDeal(PresetRules("5"), 1, 0);
  deal.pick = PickState::kUndecided;
  deal.bury.reset();
  deal.call.reset();
  Solver solver(SolverOptions{8});
  EXPECT_FALSE(AnalyzeBury(solver, testing::MustCheck(deal)).ok());
}

TEST(Pick, EachSeatsBestIsTheTopOfItsBuryRanking) {
  for (const char* preset : {"5", "4"}) {
    Deal deal = RandomPickedDeal(PresetRules(preset), 21, 0);
    Solver solver(SolverOptions{16});
    const absl::StatusOr<PickAnalysis> pick = AnalyzePick(solver, testing::MustCheck(deal));
    ASSERT_TRUE(pick.ok()) << pick.status();
    ASSERT_EQ(pick->seats.size(), static_cast<size_t>(deal.rules.players()));
    EXPECT_EQ(pick->actual_picker, deal.picker);
    for (const SeatPickResult& seat : pick->seats) {
      Deal as_picker = deal;
      as_picker.picker = seat.seat;
      as_picker.bury.reset();
      as_picker.call.reset();
      Solver fresh(SolverOptions{16});
      const absl::StatusOr<BuryAnalysis> bury = AnalyzeBury(fresh, testing::MustCheck(as_picker));
      ASSERT_TRUE(bury.ok());
      ASSERT_TRUE(seat.best.has_value());
      const ChoiceResult& top = bury->options.front();
      EXPECT_EQ(seat.best->picker_score, top.picker_score) << preset << " seat " << seat.seat;
      EXPECT_EQ(seat.best->result.picker_team_points, top.result.picker_team_points);
    }
    // The answer follows from the seats' results by backward induction.
    Scores later{};
    std::optional<Seat> expected;
    for (auto it = pick->seats.rbegin(); it != pick->seats.rend(); ++it) {
      if (it->best->picker_score > later[it->seat]) {
        later = it->best->result.scores;
        expected = it->seat;
      }
    }
    EXPECT_EQ(pick->should_pick, expected);
    EXPECT_TRUE(pick->leaster.has_value());
  }
}

}  // namespace
}  // namespace sheepdd
