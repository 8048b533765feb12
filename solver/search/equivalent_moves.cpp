#include "solver/search/equivalent_moves.h"

namespace sheepdd {

namespace {

// Cards strictly between two card numbers.
CardSet Between(Card low, Card high) {
  const uint32_t below_high = (uint32_t{1} << Index(high)) - 1;
  const uint32_t up_to_low = (uint32_t{2} << Index(low)) - 1;
  return CardSet(below_high & ~up_to_low);
}

// one run of cards that are interchangeable in power.
CardSet TakeRun(CardSet& cards, CardSet others) {
  // The run reaches down to the highest card of `others` below the highest card: one mask, not a
  // card at a time.
  const CardSet below(((uint32_t{1} << Index(cards.highest())) - 1));
  const CardSet separators = others & below;
  const CardSet run = separators.empty()
                          ? cards
                          : cards - CardSet((uint32_t{2} << Index(separators.highest())) - 1);
  cards = cards - run;
  return run;
}

// The run's richest card, or its poorest: its highest card if that one will do, else the lowest
// of the others that will.
Card ByPoints(CardSet run, bool richest) {
  const Card highest = run.highest();
  if (run == CardSet{highest}) return highest;  // most runs are one card
  for (int i = 0; i < static_cast<int>(kCardsByPoints.size()); ++i) {
    const CardSet same = run & kCardsByPoints[richest ? kCardsByPoints.size() - 1 - i : i];
    if (same.empty()) continue;
    return same.contains(highest) ? highest : same.lowest();
  }
  return highest;  // unreachable: every card has a point value
}

// One card of each point value in the run (the lowest): cards of equal points in a run are
// interchangeable.
CardSet OnePerPointValue(CardSet run) {
  CardSet kept;
  for (CardSet cards : kCardsByPoints) {
    const CardSet same = run & cards;
    if (!same.empty()) kept.insert(same.lowest());
  }
  return kept;
}

// Cards of equal points that can share a run lie in one of these blocks under the standard
// trumps: the 7, 8 and 9 of a suit (the 7D, 8D and 9D too), the jacks, the queens. The bits whose
// card below is of the same block:
constexpr uint32_t kSameBlockAsBelow =
    CardSet{Card::k8C, Card::k9C, Card::k8S, Card::k9S, Card::k8H, Card::k9H, Card::k8D,
            Card::k9D, Card::kJH, Card::kJS, Card::kJC, Card::kQH, Card::kQS, Card::kQC}
        .bits();
// The lowest card of each follow group, and the highest.
constexpr uint32_t kGroupBottoms = CardSet{Card::k7C, Card::k7S, Card::k7H, Card::k7D}.bits();
constexpr uint32_t kGroupTops = CardSet{Card::kAC, Card::kAS, Card::kAH, Card::kQC}.bits();

constexpr uint32_t ReverseBits(uint32_t x) {
  x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
  x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
  x = (x >> 4 & 0x0F0F0F0Fu) | (x & 0x0F0F0F0Fu) << 4;
  return __builtin_bswap32(x);
}

// For each seed, the first element of `stops` above it (seeds among them): the seed's ray
// upward, as chess engines slide a rook (o ^ (o - 2r)), for every seed at once.
constexpr uint32_t FirstAbove(uint32_t seeds, uint32_t stops) {
  const uint32_t occupied = stops | seeds;
  return (occupied ^ (occupied - 2 * seeds)) & occupied;
}

// Whether two of `cards` share a run between `separators`, the follow groups lying in card order:
// whether the nearest of either above one of them in its group is another of them.
bool AnyRunShared(CardSet cards, CardSet separators) {
  const uint32_t own = cards.bits();
  return (FirstAbove(own, separators.bits() | kGroupBottoms) & own & ~kGroupBottoms) != 0;
}

// DistinctMoves without dominance where the follow groups lie in card order, for all groups at
// once: of `cards` (the mover's, none with limits), keeps the lowest of each point value in each
// run between `separators`. Cards of equal points in a run lie in one block (kSameBlockAsBelow),
// so a card goes when the nearest of `cards` and `separators` below it in its block is one of
// `cards`.
CardSet DistinctByMasks(CardSet cards, CardSet separators, CardSet* mates) {
  const uint32_t own = cards.bits();
  const uint32_t stops = separators.bits();
  // Everything reachable upward from a card through cards of no hand, within its block (blocks
  // hold four cards at most: two steps reach from the lowest to the highest).
  const uint32_t passable = ~(own | stops) & kSameBlockAsBelow;
  uint32_t reach = own;
  reach |= reach << 1 & passable;
  reach |= reach << 1 & passable;
  const uint32_t kept = own & ~(reach << 1 & kSameBlockAsBelow);
  if (mates != nullptr) {
    // Kept cards of one run: the nearest kept card or separator above a kept card (stopping at
    // the next group) is a kept card of its run, and the same downward.
    const uint32_t up = FirstAbove(kept, stops | kGroupBottoms) & kept & ~kGroupBottoms;
    const uint32_t down =
        ReverseBits(FirstAbove(ReverseBits(kept), ReverseBits(stops | kGroupTops))) & kept &
        ~kGroupTops;
    *mates |= CardSet(up | down);
  }
  return CardSet(kept);
}

// DistinctMoves run by run: with dominance, or where the follow groups do not lie in card order.
CardSet DistinctByRuns(const GameState& state, CardSet legal, CardSet limited, CardSet separators,
                       bool dominance, CardSet* mates) {
  const Seat mover = state.to_play();
  const bool leading = state.cards_in_trick() == 0;
  const bool last = state.cards_in_trick() == state.players() - 1;
  const CardSet mover_takers = last ? Takers(state) : CardSet{};
  const bool winner_on_mover_side =
      !leading && state.OnPickerTeam(state.WinningSeatSoFar()) == state.OnPickerTeam(mover);
  const bool spitz =
      state.trump_order() == TrumpOrder::kSpitz || state.trump_order() == TrumpOrder::kSpitzHigh;
  CardSet distinct = limited;
  for (FollowGroup group : kFollowGroups) {
    CardSet cards = (legal - limited) & state.CardsOf(group);
    if (cards.size() <= 1 || (spitz && group == FollowGroup::kTrump)) {
      // Under spitz the 7D breaks the bit order of the trumps: no merging there.
      distinct |= cards;
      continue;
    }
    const CardSet others = separators & state.CardsOf(group);
    while (!cards.empty()) {
      const CardSet run = TakeRun(cards, others);
      if (!dominance) {
        const CardSet kept = OnePerPointValue(run);
        if (mates && kept.size() > 1) *mates |= kept;
        distinct |= kept;
        continue;
      }
      // The side taking the trick wants the run's richest card in it, the other its poorest.
      // Played last, the run splits into cards that take the trick and cards that don't.
      const CardSet takers = run & mover_takers;
      if (!takers.empty()) distinct.insert(ByPoints(takers, /*richest=*/true));
      if (!(run - takers).empty()) distinct.insert(ByPoints(run - takers, winner_on_mover_side));
    }
  }
  return distinct;
}

}  // namespace

CardSet DistinctMoves(const GameState& state, const std::optional<Settlement>& settlement) {
  return DistinctMoves(state, state.LegalCards(), settlement);
}

CardSet DistinctMoves(const GameState& state, CardSet legal,
                      const std::optional<Settlement>& settlement, CardSet* mates) {
  if (legal.size() <= 1) return legal;
  const Seat mover = state.to_play();
  const bool last = state.cards_in_trick() == state.players() - 1;
  // Dominance needs the side that takes the trick fixed (it gives the sign), and the two cards of
  // a pair must meet every other card alike so the same seat takes the trick (the next leader).
  // When the seat is fixed too (the mover plays last, or nobody left can beat the winner), the
  // trick's cards leave play with it and need not separate runs.
  const bool seat_fixed = settlement && (last || settlement->seat);
  const bool dominance = settlement && (last || settlement->side);
  const CardSet limited = legal & LimitedCards(state);
  // Once the seat taking the trick is fixed its cards leave play with it; until then they
  // separate runs.
  const CardSet separators =
      (state.AllHands() - state.hand(mover)) | (seat_fixed ? CardSet{} : state.trick_cards());
  if (GroupsInCardOrder(state)) {
    // Most often no two of the cards share a run: then each is a move of its own.
    if (!AnyRunShared(legal - limited, separators)) return legal;
    if (!dominance) return limited | DistinctByMasks(legal - limited, separators, mates);
  }
  return DistinctByRuns(state, legal, limited, separators, dominance, mates);
}

bool RunMates(const GameState& state, Card a, Card b, CardSet separators) {
  const CardSet pair = CardSet{a} | CardSet{b};
  if (LimitedCards(state).intersects(pair)) return false;
  for (FollowGroup group : kFollowGroups) {
    const CardSet cards = state.CardsOf(group);
    if (!cards.intersects(pair)) continue;
    if (!cards.contains(a) || !cards.contains(b)) return false;
    // Under spitz the 7D breaks the bit order of the trumps.
    if (group == FollowGroup::kTrump && (state.trump_order() == TrumpOrder::kSpitz ||
                                         state.trump_order() == TrumpOrder::kSpitzHigh)) {
      return a == b;
    }
    separators |= (state.AllHands() - state.hand(state.to_play())) | state.trick_cards();
    separators &= cards;
    const Card low = Index(a) < Index(b) ? a : b;
    const Card high = Index(a) < Index(b) ? b : a;
    return !separators.intersects(Between(low, high));
  }
  return false;
}

bool Interchangeable(const GameState& state, Card a, Card b, CardSet separators) {
  return PointsOf(a) == PointsOf(b) && RunMates(state, a, b, separators);
}

}  // namespace sheepdd
