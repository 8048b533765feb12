#include "solver/move_order.h"

namespace sheepdd {

namespace {

constexpr std::array<FollowGroup, kFollowGroupCount> kGroups = {
    FollowGroup::kClubs, FollowGroup::kSpades, FollowGroup::kHearts, FollowGroup::kDiamonds,
    FollowGroup::kTrump};

// Cards strictly between two card numbers.
CardSet Between(Card low, Card high) {
  const uint32_t below_high = (uint32_t{1} << Index(high)) - 1;
  const uint32_t up_to_low = (uint32_t{2} << Index(low)) - 1;
  return CardSet(below_high & ~up_to_low);
}

// What the ordering needs to know about the trick so far, computed once per position.
struct TrickView {
  bool leading = true;
  Card winning = Card::k7C;      // the card winning the trick so far
  bool partner_winning = false;  // the card winning so far belongs to the mover's side
  bool last = false;             // the mover plays the trick's last card
};

TrickView ViewOf(const GameState& state, bool mover_on_team) {
  TrickView view;
  if (state.cards_in_trick() == 0) return view;
  view.leading = false;
  view.winning = state.WinningCardSoFar();
  view.partner_winning = state.OnPickerTeam(state.WinningSeatSoFar()) == mover_on_team;
  view.last = state.cards_in_trick() == state.players() - 1;
  return view;
}

// A heuristic score for trying `card` early; higher first.
int Promise(const GameState& state, const TrickView& view, Card card, bool mover_on_team) {
  const int points = PointsOf(card);
  const bool trump = state.CardsOf(FollowGroup::kTrump).contains(card);
  if (view.leading) {
    // Leads: the picker's team draws trumps from the top; the defenders lead fail, cheap first.
    if (trump && mover_on_team) return 30 + Index(card);
    if (!trump && !mover_on_team) return 20 - points;
    return points;
  }
  if (state.WouldWin(card, view.winning)) {
    if (view.partner_winning) return 20 - points - Index(card) / 4;
    return 100 + (view.last ? 2 * points : 0) - Index(card) / 2;
  }
  if (view.partner_winning) return 60 + points;
  return 40 - 2 * points - (trump ? 10 : 0);
}

}  // namespace

CardSet DistinctMoves(const GameState& state, bool points_dominance) {
  const CardSet legal = state.LegalCards();
  if (legal.size() <= 1) return legal;
  const Seat mover = state.to_play();
  const CardSet other_hands = state.AllHands() - state.hand(mover);
  const CardSet limited = legal & state.LimitedCards();
  CardSet distinct = limited;
  const bool spitz =
      state.trump_order() == TrumpOrder::kSpitz || state.trump_order() == TrumpOrder::kSpitzHigh;
  // Whether the side that takes the trick is fixed once the mover has played.
  const bool last = state.cards_in_trick() == state.players() - 1;
  // The next leader must be fixed too, so the winning seat, not just its side, must be settled.
  const bool settled = points_dominance && (last || state.TrickWinnerSettled());
  const bool mover_on_team = state.OnPickerTeam(mover);
  const Card winning = state.cards_in_trick() > 0 ? state.WinningCardSoFar() : Card::k7C;
  const bool winner_on_mover_side =
      state.cards_in_trick() > 0 && state.OnPickerTeam(state.WinningSeatSoFar()) == mover_on_team;
  for (FollowGroup group : kGroups) {
    CardSet cards = (legal - limited) & state.CardsOf(group);
    if (cards.size() <= 1 || (spitz && group == FollowGroup::kTrump)) {
      // Under spitz the 7D breaks the bit order of the trumps: no merging there.
      distinct |= cards;
      continue;
    }
    // Cards of the trick in progress separate runs only while the trick's taker is open: once it
    // is fixed they leave play with the trick.
    const CardSet others =
        (settled ? other_hands : other_hands | state.trick_cards()) & state.CardsOf(group);
    // Walk the group high to low, splitting it into runs with no other card between.
    while (!cards.empty()) {
      Card previous = cards.highest();
      CardSet run{previous};
      cards.erase(previous);
      while (!cards.empty() && !others.intersects(Between(cards.highest(), previous))) {
        previous = cards.highest();
        run.insert(previous);
        cards.erase(previous);
      }
      if (settled) {
        // The last card of a trick splits the run into cards that take it and cards that don't;
        // within each part, the side taking the trick wants the richest card, the other the
        // poorest.
        CardSet winners;
        if (last) {
          for (Card card : run) {
            if (state.WouldWin(card, winning)) winners.insert(card);
          }
        }
        for (const CardSet part : {winners, run - winners}) {
          if (part.empty()) continue;
          const bool mover_side_takes =
              !winners.empty() && part == winners ? true : winner_on_mover_side;
          Card chosen = part.highest();
          for (Card card : part) {
            const bool better = mover_side_takes ? PointsOf(card) > PointsOf(chosen)
                                                 : PointsOf(card) < PointsOf(chosen);
            if (better) chosen = card;
          }
          distinct.insert(chosen);
        }
        continue;
      }
      // Otherwise only cards of equal points are interchangeable: one per point value.
      CardSet seen_points;
      for (Card card : run) {
        bool duplicate = false;
        for (Card kept : seen_points) duplicate |= PointsOf(kept) == PointsOf(card);
        if (!duplicate) {
          seen_points.insert(card);
          distinct.insert(card);
        }
      }
    }
  }
  return distinct;
}

MoveList OrderMoves(const GameState& state, CardSet moves, std::optional<Card> first,
                    const History& history) {
  MoveList list;
  std::array<int, kCardCount> scores{};
  const Seat mover = state.to_play();
  const bool on_team = state.OnPickerTeam(mover);
  const TrickView view = ViewOf(state, on_team);
  for (Card card : moves) {
    int score =
        Promise(state, view, card, on_team) * 1024 + std::min(history.Score(mover, card), 1023);
    if (first && *first == card) score = INT32_MAX;
    // Insertion sort: at most ten cards.
    int i = list.size++;
    while (i > 0 && scores[i - 1] < score) {
      scores[i] = scores[i - 1];
      list.cards[i] = list.cards[i - 1];
      --i;
    }
    scores[i] = score;
    list.cards[i] = card;
  }
  return list;
}

}  // namespace sheepdd
