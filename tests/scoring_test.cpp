#include "solver/game/scoring.h"

#include <gtest/gtest.h>

#include <numeric>

#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::PresetRules;

struct Row {
  Outcome outcome;
  int alone;         // picker alone
  int with_partner;  // picker with a partner
  int partner;
  int defender;
};

// The two five-handed tables of seeds/000 ("Keeping Score"), normal and punish-the-picker.
constexpr Row kNormal[] = {
    {Outcome::kAllTricks, 12, 6, 3, -3},    {Outcome::kSchneider, 8, 4, 2, -2},
    {Outcome::kWin, 4, 2, 1, -1},           {Outcome::kLoss, -4, -2, -1, 1},
    {Outcome::kSchneidered, -8, -4, -2, 2}, {Outcome::kNoTricks, -12, -6, -3, 3},
};
constexpr Row kPunish[] = {
    {Outcome::kAllTricks, 12, 6, 3, -3},
    {Outcome::kSchneider, 8, 4, 2, -2},
    {Outcome::kWin, 4, 2, 1, -1},
    {Outcome::kLoss, -8, -4, -2, 2},
    {Outcome::kSchneidered, -16, -8, -4, 4},
    {Outcome::kNoTricks, -24, -12, -6, 6},
};

void CheckTable(const Rules& rules, const Row (&table)[6]) {
  for (const Row& row : table) {
    SCOPED_TRACE(OutcomeName(row.outcome));
    const Scores alone = PickedScores(rules, 2, std::nullopt, row.outcome, 1);
    EXPECT_EQ(alone[2], row.alone);
    for (Seat seat : {0, 1, 3, 4}) EXPECT_EQ(alone[seat], row.defender);
    const Scores paired = PickedScores(rules, 2, 4, row.outcome, 1);
    EXPECT_EQ(paired[2], row.with_partner);
    EXPECT_EQ(paired[4], row.partner);
    for (Seat seat : {0, 1, 3}) EXPECT_EQ(paired[seat], row.defender);
    EXPECT_EQ(std::accumulate(alone.begin(), alone.end(), 0), 0);
    EXPECT_EQ(std::accumulate(paired.begin(), paired.end(), 0), 0);
  }
}

TEST(Scoring, FiveHandedNormalTable) {
  Rules rules = PresetRules("5");
  ASSERT_TRUE(ApplySwitch(rules, "punish=off").ok());
  CheckTable(rules, kNormal);
}

TEST(Scoring, FiveHandedPunishTableIsTheDefault) { CheckTable(PresetRules("5"), kPunish); }

TEST(Scoring, OutcomeRowsAndTheirBoundaries) {
  EXPECT_EQ(OutcomeOf(120, true, false), Outcome::kAllTricks);
  EXPECT_EQ(OutcomeOf(120, false, false), Outcome::kSchneider);  // 120 without every trick
  EXPECT_EQ(OutcomeOf(91, false, false), Outcome::kSchneider);
  EXPECT_EQ(OutcomeOf(90, false, false), Outcome::kWin);
  EXPECT_EQ(OutcomeOf(61, false, false), Outcome::kWin);
  EXPECT_EQ(OutcomeOf(60, false, false), Outcome::kLoss);  // 60-60 is a loss
  EXPECT_EQ(OutcomeOf(31, false, false), Outcome::kLoss);
  EXPECT_EQ(OutcomeOf(30, false, false), Outcome::kSchneidered);
  EXPECT_EQ(OutcomeOf(0, false, false), Outcome::kSchneidered);
  EXPECT_EQ(OutcomeOf(14, false, true), Outcome::kNoTricks);  // bury points, but no trick
  EXPECT_TRUE(IsPickerWin(Outcome::kWin));
  EXPECT_FALSE(IsPickerWin(Outcome::kLoss));
}

TEST(Scoring, ThreeHandedPickerAgainstTwo) {
  const Rules rules = PresetRules("3");
  EXPECT_EQ(PickedScores(rules, 0, std::nullopt, Outcome::kWin, 1), (Scores{2, -1, -1}));
  EXPECT_EQ(PickedScores(rules, 1, std::nullopt, Outcome::kSchneider, 1), (Scores{-2, 4, -2}));
  EXPECT_EQ(PickedScores(rules, 0, std::nullopt, Outcome::kLoss, 1), (Scores{-4, 2, 2}));
  EXPECT_EQ(PickedScores(rules, 2, std::nullopt, Outcome::kNoTricks, 1), (Scores{6, 6, -12}));
}

TEST(Scoring, FourHandedCutThroatAndJackPartner) {
  EXPECT_EQ(PickedScores(PresetRules("4"), 3, std::nullopt, Outcome::kWin, 1),
            (Scores{-1, -1, -1, 3}));
  EXPECT_EQ(PickedScores(PresetRules("4"), 3, std::nullopt, Outcome::kSchneidered, 1),
            (Scores{4, 4, 4, -12}));
  // Two against two: the picker's share and the partner's are equal.
  EXPECT_EQ(PickedScores(PresetRules("4-jd"), 0, 2, Outcome::kWin, 1), (Scores{1, -1, 1, -1}));
  EXPECT_EQ(PickedScores(PresetRules("4-jd"), 0, 2, Outcome::kLoss, 1), (Scores{-2, 2, -2, 2}));
}

TEST(Scoring, MultipliersDoubleEachAndCapLimitsTheProduct) {
  Rules rules = PresetRules("5");
  EXPECT_EQ(MultiplierOf(rules, Multipliers{}), 1);
  EXPECT_EQ(MultiplierOf(rules, Multipliers{1, 0, 0}), 2);
  EXPECT_EQ(MultiplierOf(rules, Multipliers{2, 0, 0}), 4);  // crack and re-crack
  EXPECT_EQ(MultiplierOf(rules, Multipliers{1, 1, 1}), 8);
  ASSERT_TRUE(ApplySwitch(rules, "cap=4").ok());
  EXPECT_EQ(MultiplierOf(rules, Multipliers{1, 1, 1}), 4);
  EXPECT_EQ(MultiplierOf(rules, Multipliers{1, 0, 0}), 2);
  const Scores scores = PickedScores(PresetRules("5"), 0, 1, Outcome::kWin, 4);
  EXPECT_EQ(scores, (Scores{8, 4, -4, -4, -4}));
}

TEST(Scoring, LeasterFewestPointsAmongTrickTakersWins) {
  std::array<int, kMaxSeats> points{30, 0, 12, 40, 38};
  std::array<int, kMaxSeats> tricks{1, 0, 2, 1, 2};
  EXPECT_EQ(LeasterWinner(5, points, tricks), 2);  // seat2 took no trick: not eligible
  EXPECT_EQ(LeasterScores(5, 2, 1), (Scores{-1, -1, 4, -1, -1}));
  EXPECT_EQ(LeasterScores(5, 2, 2), (Scores{-2, -2, 8, -2, -2}));
}

TEST(Scoring, LeasterTieMeansNobodyScores) {
  std::array<int, kMaxSeats> points{12, 30, 12, 40, 26};
  std::array<int, kMaxSeats> tricks{1, 1, 2, 1, 1};
  EXPECT_EQ(LeasterWinner(5, points, tricks), std::nullopt);
  EXPECT_EQ(LeasterScores(5, std::nullopt, 1), Scores{});
  // A zero-point trick still qualifies.
  std::array<int, kMaxSeats> zero{0, 30, 12, 40, 38};
  EXPECT_EQ(LeasterWinner(5, zero, tricks), 0);
}

}  // namespace
}  // namespace sheepdd
