// Thousands of random legal playouts in every preset and partner rule: every card is played
// exactly once, every trick has one winner who leads next, points add up to 120, scores to zero.
#include <gtest/gtest.h>

#include <numeric>

#include "solver/game/scoring.h"
#include "solver/search/trick_questions.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

// The winner of a finished trick the plain way: the highest power among trumps and cards of the
// led suit, with the unknown played as a card of the called suit that never wins, and the
// called ten taking the first called-suit trick under its switch unless trumped.
Seat ReferenceWinner(const Rules& rules, const sheepdd::Setup& setup, Seat leader,
                     const std::vector<Card>& trick, bool first_called_lead) {
  auto group_of = [&](Card card) {
    if (setup.unknown == card) return FailGroup(SuitOf(*setup.called_card));
    return rules.GroupOf(card);
  };
  const FollowGroup led = group_of(trick[0]);
  bool trumped = false;
  for (Card card : trick) trumped |= group_of(card) == FollowGroup::kTrump;
  int best = -1;
  int best_position = 0;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    const Card card = trick[i];
    if (setup.unknown == card) continue;
    const FollowGroup group = group_of(card);
    if (group != FollowGroup::kTrump && group != led) continue;
    int key = rules.PowerOf(card) + (group == FollowGroup::kTrump ? 100 : 0);
    if (rules.called_ten_wins && first_called_lead && !trumped && setup.called_card == card &&
        RankOf(card) == Rank::kTen) {
      key = 1000;
    }
    if (key > best) {
      best = key;
      best_position = i;
    }
  }
  return (leader + best_position) % rules.players();
}

class Playouts : public ::testing::TestWithParam<testing::Variant> {};

TEST_P(Playouts, EveryCardOnceOneWinnerPerTrickPointsSumTo120) {
  const Rules rules = testing::RulesOf(GetParam());
  const int players = rules.players();
  DealRandom call_random(99);
  auto random_call = [&](size_t count) { return call_random.Below(static_cast<uint32_t>(count)); };
  for (uint64_t seed = 0; seed < 500; ++seed) {
    Deal deal = RandomDeal(rules, seed, 0);
    const bool leaster = seed % 7 == 3 && rules.partner != PartnerRule::kBlackQueens;
    if (leaster) {
      deal.pick = PickState::kPassed;
    } else {
      ChoosePlausiblePick(deal);
      if (rules.partner == PartnerRule::kCalledAce && seed % 2 == 0) {
        // Any legal call, so tens, unknowns and going alone are played too.
        const CardSet hand = (deal.hands[deal.picker] | deal.blind) - *deal.bury;
        const std::vector<Call> calls = LegalCalls(rules, hand, *deal.bury);
        deal.call = calls[random_call(calls.size())];
      }
    }
    absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
    ASSERT_TRUE(setup.ok()) << setup.status();
    GameState state(rules, *setup);
    DealRandom random(seed + 1000);
    CardSet played;
    int tricks_seen = 0;
    bool called_suit_led = false;
    std::optional<Seat> settled_winner;  // set when TrickSettlement() settled the seat mid-trick
    std::optional<Seat> settled_side;    // a seat of the side TrickSettlement() settled
    while (!state.finished()) {
      const Seat leader = state.to_play();
      std::vector<Card> trick;
      std::array<int, kMaxSeats> before{};
      for (int seat = 0; seat < players; ++seat) before[seat] = state.tricks_won(seat);
      for (int i = 0; i < players; ++i) {
        const CardSet legal = state.LegalCards();
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(state.hand(state.to_play()).ContainsAll(legal));
        // PointsInPlay, kept as the tricks finish, is what the hands and the trick hold.
        ASSERT_EQ(state.PointsInPlay(), PointsOf(state.AllHands() | state.trick_cards()));
        // trick_card_points, kept as the cards are played, is what the trick holds.
        ASSERT_EQ(state.trick_card_points(), PointsOf(state.trick_cards()));
        // TrickSettlement, another shortcut, is never wrong about who takes the trick.
        const Settlement settlement = TrickSettlement(state);
        if (!settled_winner && settlement.seat) settled_winner = state.WinningSeatSoFar();
        if (!settled_side && settlement.side) settled_side = state.WinningSeatSoFar();
        for (Card candidate : legal) {
          GameState after = state;
          after.Play(candidate);
          // After, the search's way to play a card, makes the state a copy and Play make.
          ASSERT_TRUE(state.After(candidate) == after) << CardName(candidate);
          // WouldWin, the search's shortcut, agrees with playing each card and looking.
          if (state.cards_in_trick() == 0) continue;
          const bool took = after.cards_in_trick() == 0 ? after.last_winner() == state.to_play()
                                                        : after.WinningCardSoFar() == candidate;
          ASSERT_EQ(state.WouldWin(candidate, state.WinningCardSoFar()), took)
              << CardName(candidate);
          ASSERT_EQ(Takers(state).contains(candidate), took) << CardName(candidate);
        }
        std::vector<Card> choices(legal.begin(), legal.end());
        const Card card = choices[random.Below(static_cast<uint32_t>(choices.size()))];
        ASSERT_FALSE(played.contains(card));
        played.insert(card);
        trick.push_back(card);
        state.Play(card);
      }
      bool first_called_lead = false;
      if (setup->called_card && !called_suit_led) {
        const bool called_lead =
            trick[0] == setup->unknown ||
            (rules.GroupOf(trick[0]) == FailGroup(SuitOf(*setup->called_card)) &&
             trick[0] != setup->unknown);
        first_called_lead = called_lead;
        called_suit_led = called_lead;
      }
      ASSERT_EQ(state.last_winner(),
                ReferenceWinner(rules, *setup, leader, trick, first_called_lead));
      if (settled_winner) {
        ASSERT_EQ(state.last_winner(), *settled_winner);
      }
      if (settled_side) {
        // In a leaster every seat plays alone: the side is the seat.
        if (setup->leaster) {
          ASSERT_EQ(state.last_winner(), *settled_side);
        } else {
          ASSERT_EQ(state.OnPickerTeam(state.last_winner()), state.OnPickerTeam(*settled_side));
        }
      }
      settled_winner.reset();
      settled_side.reset();
      ++tricks_seen;
      int winners = 0;
      for (int seat = 0; seat < players; ++seat) {
        const int gained = state.tricks_won(seat) - before[seat];
        ASSERT_TRUE(gained == 0 || gained == 1);
        winners += gained;
      }
      ASSERT_EQ(winners, 1);
      EXPECT_EQ(state.to_play(), state.last_winner());
    }
    ASSERT_EQ(tricks_seen, rules.hand_size());
    // Every card in play was played exactly once; only the blind or the bury is left over.
    const CardSet left_out = setup->leaster ? deal.blind : setup->bury;
    EXPECT_EQ(played | left_out, rules.deck());
    EXPECT_FALSE(played.intersects(left_out));
    int seat_points = 0;
    for (int seat = 0; seat < players; ++seat) seat_points += state.points(seat);
    // The leaster blind lands in a trick unless it is set aside; the bury never does.
    const bool blind_in_tricks = setup->leaster && rules.leaster_blind != LeasterBlind::kAside;
    EXPECT_EQ(seat_points + (blind_in_tricks ? 0 : PointsOf(left_out)), 120);
    if (!setup->leaster) {
      const int team = state.PickerTeamPoints();
      int defenders = 0;
      for (int seat = 0; seat < players; ++seat) {
        if (!state.OnPickerTeam(seat)) defenders += state.points(seat);
      }
      if (!rules.bury_needs_trick || state.PickerTeamTricks() > 0) {
        EXPECT_EQ(team + defenders, 120);
      }
    }
    const HandScore score = ScoreHand(rules, *setup, state, deal.multipliers);
    EXPECT_EQ(std::accumulate(score.scores.begin(), score.scores.end(), 0), 0);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, Playouts, ::testing::ValuesIn(testing::kVariants),
                         [](const ::testing::TestParamInfo<testing::Variant>& info) {
                           return testing::NameOf(info.param, info.index);
                         });

}  // namespace
}  // namespace sheepdd
