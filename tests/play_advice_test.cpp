// Judging the play from a seat's view: the layouts a seat cannot tell apart are exactly those
// that complete a valid deal (checked against brute force over every way to lay out the cards it
// cannot see), the true deal is always one of them, exact card advice is the mean of the
// reference search over all of them, and sampled advice covers those means at about its
// stated rate.
#include "solver/advice/play_advice.h"

#include <gtest/gtest.h>

#include <set>

#include "solver/advice/run.h"
#include "solver/advice/seat_view.h"
#include "solver/analysis/analysis.h"
#include "solver/search/reference_search.h"
#include "test_deals.h"

namespace sheepdd {
namespace {

using ::sheepdd::testing::kVariants;
using ::sheepdd::testing::MakeRandomPosition;
using ::sheepdd::testing::MustCheck;
using ::sheepdd::testing::RulesOf;

using LayoutKey = std::vector<uint32_t>;

LayoutKey KeyOf(const Layout& layout, int places) {
  LayoutKey key;
  for (int place = 0; place < places; ++place) key.push_back(layout[place].bits());
  return key;
}

// Every way to deal `cards` into the places' open room, each checked by completing the deal:
// the layouts that really are consistent, found without any of SeatView's reasoning.
void BruteForce(const SeatView& view, const std::vector<Card>& cards, size_t next, Layout& layout,
                const std::array<int, kMaxPlaces>& sizes, std::set<LayoutKey>& valid) {
  if (next == cards.size()) {
    if (view.GameOf(layout).ok()) valid.insert(KeyOf(layout, view.places()));
    return;
  }
  for (int place = 0; place < view.places(); ++place) {
    if (layout[place].size() >= sizes[place]) continue;
    layout[place].insert(cards[next]);
    BruteForce(view, cards, next + 1, layout, sizes, valid);
    layout[place].erase(cards[next]);
  }
}

// The multinomial count of ways to deal `hidden` cards into places of the given room.
double Ways(int hidden, const std::array<int, kMaxPlaces>& room, int places) {
  double ways = 1;
  int left = hidden;
  for (int place = 0; place < places; ++place) {
    for (int i = 0; i < room[place]; ++i) ways = ways * (left - i) / (i + 1);
    left -= room[place];
  }
  return ways;
}

// Games late in the play under every table and partner rule (random calls: tens, unknowns and
// alone come up; leasters too), with views from every seat.
template <typename Check>
void ForLatePositions(int tricks_left, int seeds, Check&& check) {
  for (size_t v = 0; v < kVariants.size(); ++v) {
    const Rules rules = RulesOf(kVariants[v]);
    for (int seed = 0; seed < seeds; ++seed) {
      const bool leaster = rules.blind_size() > 0 && seed % 4 == 3;
      const int extra = seed % rules.players();
      const auto position =
          MakeRandomPosition(rules, 9100 + v * 97 + seed, tricks_left, extra, leaster);
      const Game game = MustCheck(position.deal);
      for (Seat seat = 0; seat < rules.players(); ++seat) check(game, seat, v, seed);
    }
  }
}

TEST(SeatView, TheLayoutsAreExactlyThoseThatCompleteAValidDeal) {
  int compared = 0;
  int narrowed = 0;  // views where the rules ruled out some layout of the cards unseen
  ForLatePositions(2, 24, [&](const Game& game, Seat seat, size_t v, int seed) {
    absl::StatusOr<SeatView> view = SeatView::Make(game, seat);
    ASSERT_TRUE(view.ok()) << view.status();
    const Layout truth = view->Truth();
    // Brute force: the cards the seat does not see (the unknown too, though the call names it)
    // dealt into the places it does not see.
    Layout fixed{};
    std::array<int, kMaxPlaces> sizes{};
    std::vector<Card> cards;
    CardSet unseen;
    const bool own_bury = !game.setup().leaster && game.setup().picker == seat;
    const int last = view->places() - 1;
    for (int place = 0; place < view->places(); ++place) {
      sizes[place] = truth[place].size();
      if (place == seat || (place == last && own_bury)) {
        fixed[place] = truth[place];
      } else {
        unseen |= truth[place];
      }
    }
    for (Card card : unseen) cards.push_back(card);
    std::array<int, kMaxPlaces> room{};
    for (int place = 0; place < view->places(); ++place) {
      room[place] = sizes[place] - fixed[place].size();
    }
    if (Ways(static_cast<int>(cards.size()), room, view->places()) > 20000) return;
    std::set<LayoutKey> valid;
    BruteForce(*view, cards, 0, fixed, sizes, valid);
    std::set<LayoutKey> listed;
    ASSERT_LE(view->count(), 20000u);
    for (LayoutCount i = 0; i < view->count(); ++i) {
      const Layout layout = view->At(i);
      ASSERT_TRUE(view->GameOf(layout).ok()) << "variant " << v << " seed " << seed;
      listed.insert(KeyOf(layout, view->places()));
    }
    EXPECT_EQ(listed.size(), static_cast<size_t>(view->count())) << "a layout listed twice";
    EXPECT_EQ(listed, valid) << "variant " << v << " seed " << seed << " seat " << seat;
    EXPECT_TRUE(listed.contains(KeyOf(truth, view->places())));
    narrowed += valid.size() < Ways(static_cast<int>(cards.size()), room, view->places()) ? 1 : 0;
    ++compared;
  });
  EXPECT_GT(compared, 500);
  EXPECT_GT(narrowed, 100);
}

TEST(SeatView, EveryDrawEarlyInThePlayCompletesAValidDeal) {
  // Too many layouts to list: each draw must still be consistent, and the truth among the
  // layouts (its number found by search would be slow; its consistency is the point).
  int draws = 0;
  ForLatePositions(5, 3, [&](const Game& game, Seat seat, size_t v, int seed) {
    absl::StatusOr<SeatView> view = SeatView::Make(game, seat);
    ASSERT_TRUE(view.ok()) << view.status();
    ASSERT_TRUE(view->GameOf(view->Truth()).ok());
    DealRandom random(seed * 131 + v);
    for (int i = 0; i < 30; ++i) {
      const Layout layout = view->Draw(random);
      ASSERT_TRUE(view->GameOf(layout).ok()) << "variant " << v << " seed " << seed;
      ++draws;
    }
  });
  EXPECT_GT(draws, 4000);
}

// The mean over every layout of `view` of the reference search's value after `card`.
double ReferenceMean(const SeatView& view, Card card, bool leaster) {
  double sum = 0;
  for (LayoutCount i = 0; i < view.count(); ++i) {
    const Game game = *view.GameOf(view.At(i));
    const GameState after = game.state().After(card);
    ReferenceSearch reference;
    sum += leaster ? reference.LeasterWin(after, view.seat()) : reference.Value(after);
  }
  return sum / static_cast<double>(view.count());
}

TEST(PlayAdvice, ExactAdviceIsTheMeanOfTheReferenceSearchOverEveryLayout) {
  // One table serves every layout of a decision: a wrong entry carried from one layout to the
  // next would show here.
  Solver solver(SolverOptions{4});
  int cards = 0;
  ForLatePositions(2, 24, [&](const Game& game, Seat seat, size_t, int) {
    if (seat != game.state().to_play()) return;
    PlaySettings settings;
    settings.exact_limit = 3000;
    absl::StatusOr<PlayAdvice> advice = AdvisePlay(solver, game, settings);
    ASSERT_TRUE(advice.ok()) << advice.status();
    if (!advice->exact) return;
    absl::StatusOr<SeatView> view = SeatView::Make(game, seat);
    ASSERT_TRUE(view.ok());
    for (const CardAdvice& card : advice->cards) {
      const double mean = ReferenceMean(*view, card.card, advice->leaster);
      const double got = advice->leaster ? card.estimates.win.mean : card.estimates.points.mean;
      EXPECT_NEAR(got, mean, 1e-9) << CardName(card.card);
      EXPECT_EQ(card.estimates.points.low, card.estimates.points.high);
      // With the true hands beside it: the reference's value on the true deal.
      ReferenceSearch reference;
      const GameState after = game.state().After(card.card);
      ASSERT_TRUE(card.double_dummy.has_value());
      EXPECT_EQ(*card.double_dummy,
                advice->leaster ? reference.LeasterWin(after, seat) : reference.Value(after));
      ++cards;
    }
  });
  EXPECT_GT(cards, 250);
}

TEST(PlayAdvice, SampledIntervalsCoverTheExactMeansAtAboutTheStatedRate) {
  // Positions small enough to list every layout, advised by sampling all the same (no racing,
  // so every card has its 60 samples): the 95% intervals should cover the exact means about 19
  // times in 20.
  Solver solver(SolverOptions{4});
  int intervals = 0;
  int covered = 0;
  ForLatePositions(2, 40, [&](const Game& game, Seat seat, size_t, int seed) {
    if (seat != game.state().to_play() || game.setup().leaster) return;
    PlaySettings exact;
    exact.exact_limit = 3000;
    absl::StatusOr<PlayAdvice> truth = AdvisePlay(solver, game, exact);
    ASSERT_TRUE(truth.ok());
    if (!truth->exact || truth->layouts < 30) return;
    PlaySettings sampled;
    sampled.exact_limit = 0;
    sampled.samples = 60;
    sampled.race = false;
    sampled.seed = static_cast<uint64_t>(seed) + 1;
    absl::StatusOr<PlayAdvice> advice = AdvisePlay(solver, game, sampled);
    ASSERT_TRUE(advice.ok());
    ASSERT_FALSE(advice->exact);
    for (const CardAdvice& card : advice->cards) {
      for (const CardAdvice& exact_card : truth->cards) {
        if (exact_card.card != card.card) continue;
        const Estimate& estimate = card.estimates.points;
        const double mean = exact_card.estimates.points.mean;
        // Samples that all agree give an interval of zero width: it covers only a constant.
        ++intervals;
        covered += estimate.low - 1e-9 <= mean && mean <= estimate.high + 1e-9 ? 1 : 0;
      }
    }
  });
  ASSERT_GT(intervals, 100);
  const double rate = static_cast<double>(covered) / intervals;
  EXPECT_GT(rate, 0.88) << covered << " of " << intervals;
  EXPECT_LT(rate, 0.995) << covered << " of " << intervals;
}

TEST(PlayAdvice, EqualCardsOfTheSeatsRunShareOneAnswer) {
  ForLatePositions(3, 2, [&](const Game& game, Seat seat, size_t, int) {
    if (seat != game.state().to_play()) return;
    PlaySettings settings;
    settings.samples = 20;
    Solver solver(SolverOptions{4});
    absl::StatusOr<PlayAdvice> advice = AdvisePlay(solver, game, settings);
    ASSERT_TRUE(advice.ok()) << advice.status();
    EXPECT_EQ(advice->cards.size(), static_cast<size_t>(game.state().LegalCards().size()));
    for (const CardAdvice& card : advice->cards) {
      const CardAdvice& first = advice->cards[card.same_as];
      EXPECT_EQ(card.rank, first.rank);
      if (&card != &first) {
        // Equal for the seat, so equal in hindsight too.
        EXPECT_EQ(card.double_dummy, first.double_dummy) << CardName(card.card);
      }
    }
  });
}

}  // namespace
}  // namespace sheepdd
