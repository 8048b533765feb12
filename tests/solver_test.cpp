// The solver against the plain reference search of reference_search.h, on thousands of random
// positions: endings of every preset and partner rule, mid-trick positions, called-ace positions
// where the limits bite, leasters, and complete deals.
#include "solver/search/solver.h"

#include <gtest/gtest.h>

#include "solver/search/endgame_cache.h"
#include "solver/search/equivalent_moves.h"
#include "solver/search/move_order.h"
#include "solver/search/reference_search.h"
#include "solver/search/shape_table.h"
#include "solver/search/transposition_table.h"
#include "solver/search/trick_questions.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::MakeRandomPosition;
using testing::RandomPosition;

// Everything the solver claims about a position, checked against the reference.
void ExpectAgreement(Solver& solver, const GameState& state, const std::string& context) {
  SCOPED_TRACE(context);
  solver.NewDeal();
  const int value = solver.Value(state);
  ASSERT_EQ(value, ReferenceSearch().Value(state));
  // A guess only changes where the search starts, however far off (or out of range) it is.
  for (int guess : {value, value + 1, value - 1, value - 13, value + 30, -5, 0, 120, 400}) {
    EXPECT_EQ(solver.Value(state, guess), value) << "guess " << guess;
  }
  EXPECT_TRUE(solver.CanReach(state, value));
  EXPECT_FALSE(solver.CanReach(state, value + 1));
  EXPECT_EQ(solver.CanTakeEveryTrick(state), ReferenceSearch().AllTricks(state));
  EXPECT_EQ(solver.CanBeKeptFromAnyTrick(state), ReferenceSearch().NoTricks(state));
  for (const CardValue& card_value : solver.CardValues(state)) {
    GameState child = state;
    child.Play(card_value.card);
    EXPECT_EQ(card_value.value, ReferenceSearch().Value(child)) << CardName(card_value.card);
  }
  // The best line is legal, reaches the end, and makes exactly the value.
  GameState line_end = state;
  for (Card card : solver.BestLine(state)) {
    ASSERT_TRUE(line_end.LegalCards().contains(card)) << CardName(card);
    line_end.Play(card);
  }
  EXPECT_TRUE(line_end.finished());
  EXPECT_EQ(line_end.PickerTeamPoints(), value);
}

// How many tricks the reference can search quickly for each table size.
int TricksLeftFor(const Rules& rules) {
  switch (rules.players()) {
    case 3: return 5;
    case 4: return 4;
    case 5: return 4;
    default: return 3;
  }
}

class SolverAgrees : public ::testing::TestWithParam<testing::Variant> {};

TEST_P(SolverAgrees, OnEndingsAndMidTrickPositions) {
  const Rules rules = testing::RulesOf(GetParam());
  Solver solver(SolverOptions{.table_megabytes = 4});
  for (uint64_t seed = 0; seed < 200; ++seed) {
    const int extra = static_cast<int>(seed % rules.players());
    const RandomPosition position = MakeRandomPosition(rules, seed, TricksLeftFor(rules), extra);
    ExpectAgreement(solver, position.state, "seed " + std::to_string(seed));
  }
}

TEST_P(SolverAgrees, OnLeasterEndings) {
  const Rules rules = testing::RulesOf(GetParam());
  if (rules.partner == PartnerRule::kBlackQueens) GTEST_SKIP() << "no leaster eight-handed";
  Solver solver(SolverOptions{.table_megabytes = 4});
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const int extra = static_cast<int>(seed % rules.players());
    const RandomPosition position =
        MakeRandomPosition(rules, seed, TricksLeftFor(rules), extra, /*leaster=*/true);
    solver.NewDeal();
    for (int seat = 0; seat < rules.players(); ++seat) {
      EXPECT_EQ(solver.LeasterCanWin(position.state, seat),
                ReferenceSearch().LeasterWin(position.state, seat))
          << "seed " << seed << " seat " << seat;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, SolverAgrees, ::testing::ValuesIn(testing::kVariants),
                         [](const ::testing::TestParamInfo<testing::Variant>& info) {
                           return testing::NameOf(info.param, info.index);
                         });

TEST(SolverCalledAce, AgreesWhileTheLimitsBite) {
  for (const char* switches : {"", "called-ten-wins"}) {
    const Rules rules = testing::RulesOf({"5", PartnerRule::kCalledAce, switches});
    Solver solver(SolverOptions{.table_megabytes = 4});
    int checked = 0;
    for (uint64_t seed = 0; checked < 250 && seed < 5000; ++seed) {
      const RandomPosition position =
          MakeRandomPosition(rules, seed, 4, static_cast<int>(seed % 5));
      if (LimitedCards(position.state).empty()) continue;  // the called suit was led already
      ExpectAgreement(solver, position.state, "seed " + std::to_string(seed));
      ++checked;
    }
    EXPECT_EQ(checked, 250);
  }
}

// The moves the points search leaves out are never better for the mover than one it keeps.
TEST(DistinctMoves, CardsLeftOutAreNeverBetterThanOneKept) {
  int pruned = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 150; ++seed) {
      const RandomPosition position = MakeRandomPosition(
          rules, seed, TricksLeftFor(rules), 1 + static_cast<int>(seed % (rules.players() - 1)));
      const GameState& state = position.state;
      if (state.finished()) continue;
      const CardSet kept = DistinctMoves(state, TrickSettlement(state));
      const bool team = state.OnPickerTeam(state.to_play());
      int best_kept = team ? -1 : 1000;
      for (Card card : kept) {
        GameState child = state;
        child.Play(card);
        const int value = ReferenceSearch().Value(child);
        best_kept = team ? std::max(best_kept, value) : std::min(best_kept, value);
      }
      for (Card card : state.LegalCards() - kept) {
        GameState child = state;
        child.Play(card);
        const int value = ReferenceSearch().Value(child);
        EXPECT_TRUE(team ? value <= best_kept : value >= best_kept)
            << variant.preset << " seed " << seed << " " << CardName(card);
        ++pruned;
      }
    }
  }
  EXPECT_GT(pruned, 200);  // the rule does bite
}

// Without a settlement, DistinctMoves keeps exactly the definition: every card with limits, and of
// the others the lowest card of each point value in each run (RunMates), in every variant (the
// standard trumps take a path of masks of their own). Some positions are probed inside tricks.
TEST(DistinctMoves, KeepsTheLowestCardOfEachPointValueInEachRun) {
  int merged = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 300; ++seed) {
      const RandomPosition position =
          MakeRandomPosition(rules, seed, static_cast<int>(1 + seed % rules.hand_size()),
                             static_cast<int>(seed % rules.players()));
      const GameState& state = position.state;
      if (state.finished()) continue;
      const CardSet legal = state.LegalCards();
      CardSet expected = legal & LimitedCards(state);
      for (Card card : legal - LimitedCards(state)) {
        bool lower_twin = false;
        for (Card other : legal) {
          lower_twin |= Index(other) < Index(card) && Interchangeable(state, other, card);
        }
        if (!lower_twin) expected.insert(card);
      }
      EXPECT_EQ(DistinctMoves(state, legal, std::nullopt), expected)
          << variant.preset << " seed " << seed;
      merged += legal.size() - expected.size();
    }
  }
  EXPECT_GT(merged, 100);  // the rule does bite
}

// Run-mates' values differ by no more than their cards' points (the premise of the search's
// mate bounds), and DistinctMoves names exactly the kept cards that have a run-mate among them.
TEST(RunMates, ValuesDifferByNoMoreThanTheCardsPoints) {
  int pairs = 0;
  int apart = 0;
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 150; ++seed) {
      const RandomPosition position = MakeRandomPosition(rules, seed, TricksLeftFor(rules),
                                                         static_cast<int>(seed % rules.players()));
      const GameState& state = position.state;
      if (state.finished()) continue;
      CardSet mates;
      const CardSet kept = DistinctMoves(state, state.LegalCards(), std::nullopt, &mates);
      for (Card card : kept) {
        bool has_mate = false;
        for (Card other : kept) has_mate |= other != card && RunMates(state, card, other);
        EXPECT_EQ(mates.contains(card), has_mate)
            << variant.preset << " seed " << seed << " " << CardName(card);
      }
      const CardSet legal = state.LegalCards();
      for (Card a : legal) {
        for (Card b : legal) {
          if (Index(a) >= Index(b) || !RunMates(state, a, b)) continue;
          GameState after_a = state;
          after_a.Play(a);
          GameState after_b = state;
          after_b.Play(b);
          const int difference =
              std::abs(ReferenceSearch().Value(after_a) - ReferenceSearch().Value(after_b));
          EXPECT_LE(difference, std::abs(PointsOf(a) - PointsOf(b)))
              << variant.preset << " seed " << seed << " " << CardName(a) << " " << CardName(b);
          ++pairs;
          apart += difference > 0 ? 1 : 0;
        }
      }
    }
  }
  EXPECT_GT(pairs, 200);  // the rule is exercised
  EXPECT_GT(apart, 20);   // and on pairs whose values differ
}

// The endgame cache keeps bounds or exact values under the whole key, for one generation.
TEST(EndgameCache, KeepsBoundsAndValuesOfOneGeneration) {
  EndgameCache cache;
  const uint64_t key = 0x0123456789ABCDEFull;
  const uint64_t same_slot = key ^ 0x00000000000F0000ull;  // top bits equal, check bits not
  EXPECT_FALSE(cache.Probe(key));
  cache.Store(key, EndgameBounds{17, 40});
  ASSERT_TRUE(cache.Probe(key));
  EXPECT_EQ(cache.Probe(key)->lower, 17);
  EXPECT_EQ(cache.Probe(key)->upper, 40);
  EXPECT_NE(cache.Probe(key)->lower, cache.Probe(key)->upper);  // bounds, not a value
  EXPECT_FALSE(cache.Probe(same_slot));
  cache.Store(key, EndgameBounds{254, 254});
  EXPECT_EQ(cache.Probe(key)->lower, 254);  // an exact value
  EXPECT_EQ(cache.Probe(key)->upper, 254);
  cache.Store(same_slot, EndgameBounds{0, 0});  // replaces the slot's entry
  EXPECT_FALSE(cache.Probe(key));
  EXPECT_EQ(cache.Probe(same_slot)->upper, 0);
  cache.NewGeneration();
  EXPECT_FALSE(cache.Probe(same_slot));
}

// ShiftBetween's lane arithmetic agrees with a plain sum over the nibbles.
TEST(ShapeTable, ShiftBetweenSumsThePointsEachWay) {
  uint64_t seed = 12345;
  for (int round = 0; round < 2000; ++round) {
    std::array<uint8_t, kCardCount / 2> from{};
    std::array<uint8_t, kCardCount / 2> to{};
    PointShift plain;
    for (int card = 0; card < kCardCount; ++card) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      const int a = static_cast<int>(seed >> 33) % 16;
      const int b = static_cast<int>(seed >> 45) % 16;
      from[card / 2] |= static_cast<uint8_t>(a << (card % 2 * 4));
      to[card / 2] |= static_cast<uint8_t>(b << (card % 2 * 4));
      plain.down += std::max(0, a - b);
      plain.up += std::max(0, b - a);
    }
    const PointShift shift = ShiftBetween(from, to);
    ASSERT_EQ(shift.down, plain.down) << round;
    ASSERT_EQ(shift.up, plain.up) << round;
  }
}

// The shape table gives a position the bounds of every stored position of its shape, moved by
// the points between them, and a best card's place, its own position's first.
TEST(ShapeTable, MovesBoundsByThePointsBetweenPositionsOfOneShape) {
  ShapeTable table(size_t{1} << 20);
  Shape stored;
  stored.key = 0x0123456789ABCDEFull;
  stored.points = {0x4B, 0x03};  // cards of 11, 4 and 3 points
  const PointBounds empty = table.Probe(stored);
  EXPECT_EQ(empty.lower, 0);
  EXPECT_EQ(empty.upper, ShapeTable::kMaxBound);
  EXPECT_FALSE(empty.best);
  table.Store(stored, 30, 50, 7, 12);
  const PointBounds same = table.Probe(stored);
  EXPECT_EQ(same.lower, 30);
  EXPECT_EQ(same.upper, 50);
  EXPECT_EQ(same.best, 7);
  Shape other = stored;
  other.points = {0x0A, 0x04};  // 11 -> 10, 4 -> 0, 3 -> 4
  const PointBounds moved = table.Probe(other);
  EXPECT_EQ(moved.lower, 30 - 5);  // the team might have taken the poorer cards
  EXPECT_EQ(moved.upper, 50 + 1);  // or the richer one
  EXPECT_EQ(moved.best, 7);
  // Both positions' entries bound it: the tighter of each bound counts; its own best card first.
  table.Store(other, 28, 40, 3, 12);
  EXPECT_EQ(table.Probe(other).lower, 28);
  EXPECT_EQ(table.Probe(other).upper, 40);
  EXPECT_EQ(table.Probe(other).best, 3);
  EXPECT_EQ(table.Probe(stored).best, 7);
  Shape elsewhere = stored;
  elsewhere.key ^= 1;
  EXPECT_EQ(table.Probe(elsewhere).upper, ShapeTable::kMaxBound);
  table.NewGeneration();
  EXPECT_EQ(table.Probe(stored).lower, 0);
  EXPECT_EQ(table.Probe(stored).upper, ShapeTable::kMaxBound);
}

// A deal starts with a megabyte of each table and doubles it as it stores (BucketsInUse): every
// entry stored before a doubling is found after it, in its new bucket if its key now says so. The
// keys, i times an odd number, fill distinct buckets, so no entry is ever replaced, and about half
// of them move at each doubling.
TEST(TableGrowth, DoublingKeepsEveryEntry) {
  constexpr uint64_t kOdd = 0x9E3779B97F4A7C15ull;
  // 16,384 buckets of two at first: doubled after 4,096 and 8,192 entries, to 4 MB of the 8.
  ShapeTable shapes(size_t{8} << 20);
  const auto shape_of = [](uint64_t i) {
    Shape shape;
    shape.key = i * kOdd;
    shape.points[0] = static_cast<uint8_t>(i % 16);
    return shape;
  };
  constexpr uint64_t kShapes = 16000;
  for (uint64_t i = 0; i < kShapes; ++i) {
    shapes.Store(shape_of(i), static_cast<int>(i % 100), static_cast<int>(i % 100 + 50),
                 static_cast<int>(i % 30), 12);
  }
  for (uint64_t i = 0; i < kShapes; ++i) {
    const PointBounds bounds = shapes.Probe(shape_of(i));
    ASSERT_EQ(bounds.lower, static_cast<int>(i % 100)) << i;
    ASSERT_EQ(bounds.upper, static_cast<int>(i % 100 + 50)) << i;
    ASSERT_EQ(bounds.best, static_cast<int>(i % 30)) << i;
  }
  // A new deal starts small again and finds nothing of the last.
  shapes.NewGeneration();
  EXPECT_EQ(shapes.Probe(shape_of(kShapes - 1)).upper, ShapeTable::kMaxBound);
  shapes.Store(shape_of(kShapes - 1), 3, 4, std::nullopt, 12);
  EXPECT_EQ(shapes.Probe(shape_of(kShapes - 1)).lower, 3);

  // 16,384 buckets of four at first: doubled after 8,192 and 16,384 entries.
  TranspositionTable table(size_t{8} << 20);
  constexpr uint64_t kKeys = 20000;
  for (uint64_t i = 0; i < kKeys; ++i) {
    table.Store(i * kOdd, static_cast<int>(i % 7), static_cast<int>(i % 7 + 1),
                CardAt(static_cast<int>(i % kCardCount)), 12);
  }
  for (uint64_t i = 0; i < kKeys; ++i) {
    const std::optional<TableHit> hit = table.Probe(i * kOdd);
    ASSERT_TRUE(hit) << i;
    ASSERT_EQ(hit->lower, static_cast<int>(i % 7)) << i;
    ASSERT_EQ(hit->upper, static_cast<int>(i % 7 + 1)) << i;
    ASSERT_EQ(hit->best, CardAt(static_cast<int>(i % kCardCount))) << i;
  }
  table.NewGeneration();
  EXPECT_FALSE(table.Probe(kOdd));
}

// A deal's search does not depend on what the solver searched before it: the same nodes from a
// fresh solver as after a larger deal that grew the tables.
TEST(TableGrowth, NodesDoNotDependOnEarlierDeals) {
  const Rules rules = testing::RulesOf({"3", PartnerRule::kAlone, ""});
  const RandomPosition large = MakeRandomPosition(rules, 7, 10, 0);
  const RandomPosition small = MakeRandomPosition(rules, 8, 5, 0);
  Solver fresh;
  fresh.NewDeal();
  const uint64_t before = fresh.nodes();
  const int value = fresh.Value(small.state);
  const uint64_t alone = fresh.nodes() - before;
  Solver used;
  used.NewDeal();
  used.CardValues(large.state);
  used.NewDeal();
  const uint64_t after_large = used.nodes();
  EXPECT_EQ(used.Value(small.state), value);
  EXPECT_EQ(used.nodes() - after_large, alone);
}

// Generations are 16-bit: when the count wraps, both tables are cleared, so that an entry stored
// 65,535 deals before does not pass for a current one.
TEST(TableGenerations, WrappingClearsEveryEntry) {
  constexpr int kGenerations = 65535;  // from 1 back to 1
  ShapeTable shapes(size_t{1} << 12);
  Shape shape;
  shape.key = 0x0123456789ABCDEFull;
  shapes.Store(shape, 30, 50, 7, 12);
  TranspositionTable table(size_t{1} << 12);
  table.Store(shape.key, 3, 4, Card::kQC, 12);
  for (int i = 0; i < kGenerations - 1; ++i) {
    shapes.NewGeneration();
    table.NewGeneration();
  }
  EXPECT_FALSE(table.Probe(shape.key));
  EXPECT_EQ(shapes.Probe(shape).upper, ShapeTable::kMaxBound);
  shapes.NewGeneration();  // the count wraps: without the clear, generation 1 again
  table.NewGeneration();
  EXPECT_FALSE(table.Probe(shape.key));
  EXPECT_EQ(shapes.Probe(shape).lower, 0);
  EXPECT_EQ(shapes.Probe(shape).upper, ShapeTable::kMaxBound);
}

TEST(AlphaBetaReference, AgreesWithPlainMinimaxOnEndings) {
  for (const testing::Variant& variant : testing::kVariants) {
    const Rules rules = testing::RulesOf(variant);
    for (uint64_t seed = 0; seed < 30; ++seed) {
      const RandomPosition position =
          MakeRandomPosition(rules, seed, TricksLeftFor(rules), static_cast<int>(seed % 3));
      ASSERT_EQ(ReferenceSearch().AlphaBetaValue(position.state),
                ReferenceSearch().Value(position.state))
          << variant.preset << " seed " << seed;
    }
  }
}

// One test per preset and deal, so that ctest can spread these long searches over the cores.
class SolverCompleteDeals : public ::testing::TestWithParam<std::tuple<const char*, uint64_t>> {};

TEST_P(SolverCompleteDeals, FromTheFirstLead) {
  const auto [preset, seed] = GetParam();
  const Rules rules = testing::PresetRules(preset);
  const RandomPosition position = MakeRandomPosition(rules, 1000 + seed, rules.hand_size(), 0);
  EXPECT_EQ(Solver().Value(position.state), ReferenceSearch().AlphaBetaValue(position.state));
}

INSTANTIATE_TEST_SUITE_P(FiveAndFourHanded, SolverCompleteDeals,
                         ::testing::Combine(::testing::Values("5", "4", "4-jd"),
                                            ::testing::Range<uint64_t>(0, 4)),
                         [](const ::testing::TestParamInfo<SolverCompleteDeals::ParamType>& info) {
                           std::string preset = std::get<0>(info.param);
                           for (char& c : preset) {
                             if (c == '-') c = '_';
                           }
                           return "preset_" + preset + "_seed_" +
                                  std::to_string(std::get<1>(info.param));
                         });

}  // namespace
}  // namespace sheepdd
