// In what order the search tries the cards it needs (equivalent_moves.h): the likeliest to settle
// the position first.
#pragma once

#include <array>

#include "solver/game/game_state.h"
#include "solver/search/led_trick.h"
#include "solver/search/trick_questions.h"

namespace sheepdd {

struct MoveList {
  std::array<Card, kCardCount> cards;
  int size = 0;
};

// Cards collected into `list` in the order of their scores, highest first: an insertion sort (ten
// cards at most), stable, so that of two cards alike the one added first (the lower) stays first.
// The list is the caller's, so that it needs no copy afterwards: its cards are written a byte at
// a time, and a copy that reads them 16 bytes at once must wait for those stores to reach the
// cache (the processor cannot forward several narrow stores to one wide load).
class MoveRanking {
 public:
  explicit MoveRanking(MoveList& list) : list_(list) { list_.size = 0; }
  void Add(Card card, int score) {
    int i = list_.size++;
    while (i > 0 && scores_[i - 1] < score) {
      scores_[i] = scores_[i - 1];
      list_.cards[i] = list_.cards[i - 1];
      --i;
    }
    scores_[i] = score;
    list_.cards[i] = card;
  }
  // `cards` in card order, unscored.
  static void Unranked(CardSet cards, MoveList& list) {
    list.size = 0;
    for (Card card : cards) list.cards[list.size++] = card;
  }

 private:
  MoveList& list_;
  std::array<int, kCardCount> scores_;  // written before read: no need to clear
};

// What ordering a follower's cards needs to know about the trick so far.
struct FollowView {
  CardSet takers;                // the mover's cards that would take the trick so far
  bool partner_safe = false;     // the winning card is the mover's side's and the side settled
  bool partner_may_win = false;  // not safe, but the trick may yet go to the mover's side
  bool last = false;             // the mover plays the trick's last card
};

// The view of a follower with the cards `takers`; `own_side_can_beat(card)` says whether a seat of
// the mover's own side still to play after it could beat `card`.
template <class OwnSideCanBeat>
FollowView FollowViewOf(const GameState& state, CardSet takers, Settlement settlement,
                        bool mover_on_team, OwnSideCanBeat&& own_side_can_beat) {
  FollowView view;
  view.takers = takers;
  const bool partner_winning = state.OnPickerTeam(state.WinningSeatSoFar()) == mover_on_team;
  view.last = state.cards_in_trick() == state.players() - 1;
  view.partner_safe = partner_winning && settlement.side;
  // With the other side winning a settled trick, no seat of the mover's side can beat its card.
  view.partner_may_win =
      !view.partner_safe && !view.last &&
      (partner_winning || (!settlement.side && own_side_can_beat(state.WinningCardSoFar())));
  return view;
}

// A follower's score for trying `card` early (see OrderMoves); higher first.
// `other_side_can_beat(card)`, asked of some cards that take the trick, says whether a seat of the
// other side still to play could beat it.
template <class OtherSideCanBeat>
[[gnu::always_inline]] inline int FollowPromise(const FollowView& view, Card card, bool trump,
                                                bool mover_on_team,
                                                OtherSideCanBeat&& other_side_can_beat) {
  const int points = PointsOf(card);
  if (view.takers.contains(card)) {
    // Don't overtake a partner whose card is safe (if at all, with the richest card). A defender
    // whose partner may still take the trick ranks a trump that takes it no higher than smearing
    // as many points on the partner's card (the trump is worth more later). Otherwise take the
    // trick: with a card the other side cannot beat afterwards, the richest (then the lowest),
    // or with one it can, the poorest (then the lowest); the two interleave by rank, so a low
    // card that can be beaten may come before a high trump that cannot.
    if (view.partner_safe) return 20 + points - Index(card) / 4;
    if (view.partner_may_win && trump && !mover_on_team) return 59 + 2 * points - Index(card) / 2;
    if (!view.last && other_side_can_beat(card)) return 94 - 2 * points - Index(card) / 2;
    return 100 + points - Index(card) / 2;
  }
  // Smear points on a partner's safe trick, less eagerly on one the side may still take;
  // otherwise throw the cheapest card, fail before trump. A trump is worth more later the higher
  // it ranks: smeared on a safe trick it gives way by half its card number (a fail card of equal
  // points goes first; the ace of diamonds ties with a fail card of no points), and the lowest
  // trump is thrown first.
  // Under orders where the card numbers are not the trumps' power (spitz, clubs trump) this is
  // only a guess, as every score here is.
  if (view.partner_safe) return 60 + points - (trump ? Index(card) / 2 : 0);
  if (view.partner_may_win) return 50 + 2 * points;
  return 40 - points - (trump ? 20 + Index(card) : 0);
}

// `moves` in the order to try them, by how promising they look for the side to play (safe
// winners, smearing onto a partner's safe trick, low discards; the search tries the table's best
// card before it generates any). `settlement` is the trick's (GameState::TrickSettlement), which
// the search has already worked out: a partner's card is safe when the trick's side is settled.
// Cards that score alike keep their card order, the lower card first. The order depends on the
// position alone, never on earlier searches.
MoveList OrderMoves(const GameState& state, CardSet moves, Settlement settlement);

// OrderMoves for a follower in a LedTrick, its questions answered by the trick's masks: the same
// order, inline for the search's most frequent positions, written into the caller's `list` (see
// MoveRanking).
inline void OrderFollows(const GameState& state, const LedTrick& trick, CardSet moves,
                         Settlement settlement, MoveList& list) {
  if (moves.size() <= 1) {
    MoveRanking::Unranked(moves, list);
    return;
  }
  const bool on_team = state.OnPickerTeam(state.to_play());
  const FollowView view = FollowViewOf(
      state, moves & BeatersOf(state, state.WinningCardSoFar()), settlement, on_team,
      [&](Card card) { return trick.SideCanBeat(state, card, /*other_side=*/false); });
  const CardSet trumps = state.CardsOf(FollowGroup::kTrump);
  MoveRanking ranking(list);
  for (Card card : moves) {
    ranking.Add(card, FollowPromise(view, card, trumps.contains(card), on_team, [&](Card taker) {
                  return trick.SideCanBeat(state, taker, /*other_side=*/true);
                }));
  }
}

}  // namespace sheepdd
