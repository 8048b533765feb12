// The questions the search asks of a position's trick, answered from the GameState's masks: who
// can take it, what is settled about it, which cards are sure winners, and the last two tricks
// read off without playing them. Inline where the search asks them at nearly every position.
#pragma once

#include <cstdint>

#include "solver/game/card.h"
#include "solver/game/game_state.h"

namespace sheepdd {

// Whether the follow groups lie in card order (the standard trumps, no unknown): each fail group
// is its block of six bits and the trumps the fourteen top bits, in power order.
inline bool GroupsInCardOrder(const GameState& state) {
  return state.trump_order() == TrumpOrder::kStandard && !state.has_unknown();
}

// Cards with limits of their own (the called card and the unknown while the called suit has not
// been led), which the search never treats as equivalent to another card.
inline CardSet LimitedCards(const GameState& state) {
  using CalledSuit = GameState::CalledSuit;
  CardSet cards;
  if (state.called_suit_state() == CalledSuit::kNotYetLed ||
      state.called_suit_state() == CalledSuit::kBeingLed) {
    cards.insert(state.called_card());
    if (state.has_unknown()) cards.insert(state.unknown());
  }
  return cards;
}

// Whether, in the unfinished trick, the cards that would beat a winning card are a mask of card
// numbers (BeatersOf): under every rule but the spitz orders and a called ten that wins the called
// suit's first trick. It holds for a whole trick once it is led.
inline bool BeatersByMask(const GameState& state) {
  return !(state.called_ten_wins() &&
           state.called_suit_state() == GameState::CalledSuit::kBeingLed) &&
         state.trump_order() != TrumpOrder::kSpitz && state.trump_order() != TrumpOrder::kSpitzHigh;
}

// Every card that would beat `winning` if played now to the unfinished trick, in any hand
// (BeatersByMask must hold). Trumps and the cards of each fail group run in power order by card
// number.
inline CardSet BeatersOf(const GameState& state, Card winning) {
  const CardSet trumps = state.CardsOf(FollowGroup::kTrump);
  const CardSet led = state.CardsOf(state.led_group());
  const CardSet above(~((uint32_t{2} << Index(winning)) - 1));
  CardSet beaters;
  if (state.has_unknown() && winning == state.unknown()) {
    // The unknown never wins: any trump or card of the led group beats it.
    beaters = trumps | led;
  } else if (trumps.contains(winning)) {
    beaters = trumps & above;
  } else {
    beaters = trumps | ((led - trumps) & above);
  }
  if (state.has_unknown()) beaters.erase(state.unknown());
  return beaters;
}

// Takers where BeatersByMask does not hold: card by card.
CardSet TakersOneByOne(const GameState& state);

// The cards of the seat to play that would take the trick so far (its whole hand when leading).
inline CardSet Takers(const GameState& state) {
  const CardSet hand = state.hand(state.to_play());
  if (state.cards_in_trick() == 0) return hand;
  if (BeatersByMask(state)) return BeatersOf(state, state.WinningCardSoFar()) & hand;
  return TakersOneByOne(state);  // the rare orders and rules
}

// Whether `seat`, still to play to the trick, holds a card that can take it from `winning`.
bool CanBeat(const GameState& state, Seat seat, Card winning, FollowGroup led_group);

// What is settled about the unfinished trick whatever is still played to it: its winning seat
// (nobody still to play can beat the winning card) and its winning side (no player of the other
// side can; the winning side's own players can only raise it). One pass; conservative: false
// when unsure, and both false at a trick start.
struct Settlement {
  bool side = false;
  bool seat = false;
};
Settlement TrickSettlement(const GameState& state);
// The same loop with `can_beat(seat)` saying whether a seat still to play (the mover among them)
// could beat the winning card, for a caller that knows better than the hands (LedTrick).
template <class SeatCanBeat>
Settlement SettlementBy(const GameState& state, SeatCanBeat&& can_beat) {
  const int players = state.players();
  const bool winning_side = state.OnPickerTeam(state.WinningSeatSoFar());
  Settlement settled{true, true};
  Seat seat = state.to_play();
  for (int i = state.cards_in_trick(); i < players; ++i, seat = NextSeat(seat, players)) {
    if (!can_beat(seat)) continue;
    settled.seat = false;
    // In a leaster every seat plays alone: any seat that can beat the winner unsettles the side.
    if (state.leaster() || state.OnPickerTeam(seat) != winning_side) {
      settled.side = false;
      break;
    }
  }
  return settled;
}

// Whether a player still to play to the trick after the seat to play, of the other side (or of its
// own side), could beat `card` if it were played now and winning (at a lead: any of them). For
// move ordering: the called suit's special rules are ignored.
bool SideCanBeat(const GameState& state, Card card, bool other_side);
inline bool OtherSideCanBeat(const GameState& state, Card card) {
  return SideCanBeat(state, card, /*other_side=*/true);
}
// The same loop with `can_beat(seat)` saying whether a seat after the mover could beat the card.
template <class SeatCanBeat>
bool SideCanBeatBy(const GameState& state, bool other_side, SeatCanBeat&& can_beat) {
  const int players = state.players();
  const bool side = state.OnPickerTeam(state.to_play());
  Seat seat = NextSeat(state.to_play(), players);
  for (int i = state.cards_in_trick() + 1; i < players; ++i, seat = NextSeat(seat, players)) {
    if ((state.OnPickerTeam(seat) != side) == other_side && can_beat(seat)) return true;
  }
  return false;
}
// For move ordering, at a trick start: whether the mover's side holds the strongest card any seat
// can play to a trick led with `lead` (the called suit's special rules ignored).
bool SideTakesLead(const GameState& state, Card lead);

// The picker's team's trumps that no defender trump can beat, and the defenders' that no team
// trump can beat: each wins the trick it is played to, however it is played.
struct SureWinners {
  CardSet team;
  CardSet defenders;
};
SureWinners FindSureWinners(const GameState& state);

// The hand's last trick from its start, when every hand holds one card and its play is forced:
// who takes it and what it holds, without playing it.
struct TrickOutcome {
  Seat winner = 0;
  int points = 0;
};
TrickOutcome ForcedLastTrick(const GameState& state);
// The hand's last two tricks once the first of them is led, for searching them without playing
// them out: when the first trick holds the cards `first_trick` (every card, the lead among them)
// and goes to `first_winner`, its points, and who takes the forced last trick and what it holds.
struct LastTwo {
  int first_points = 0;
  TrickOutcome last;
};

// The winner and points of the hand's last trick, of `cards` led with `lead`, the called suit
// being in `called_state` before it.
//
// Inline, as the search asks them at every card of the last two tricks. Returned from a call, a
// TrickOutcome or LastTwo comes back in registers that GCC 12 fills by storing the fields and
// loading them back as one word, and that load waits until the stores reach the cache (they cannot
// be forwarded to it).
inline TrickOutcome LastTrick(const GameState& state, CardSet cards, Card lead,
                              GameState::CalledSuit called_state) {
  const FollowGroup led_group = state.GroupOf(lead);
  if (called_state == GameState::CalledSuit::kNotYetLed && led_group == state.called_group()) {
    called_state = GameState::CalledSuit::kBeingLed;
  }
  const Card winning = state.WinningCardAmong(cards, led_group, called_state, lead);
  Seat winner = 0;
  while (!state.hand(winner).contains(winning)) ++winner;
  return TrickOutcome{winner, state.TrickPoints(PointsOf(cards), state.total_tricks())};
}

inline LastTwo LastTwoTricks(const GameState& state, CardSet first_trick, Seat first_winner) {
  using CalledSuit = GameState::CalledSuit;
  const CalledSuit called_state = state.called_suit_state() == CalledSuit::kBeingLed
                                      ? CalledSuit::kLed
                                      : state.called_suit_state();
  const CardSet rest = state.AllHands() - first_trick;
  // The leader's card is out of his hand already; the others' first-trick cards are not.
  const Card lead = (state.hand(first_winner) - first_trick).lowest();
  return LastTwo{state.TrickPoints(PointsOf(first_trick), state.tricks_played() + 1),
                 LastTrick(state, rest, lead, called_state)};
}

}  // namespace sheepdd
