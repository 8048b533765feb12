#include "solver/search/trick_questions.h"

#include <bit>

namespace sheepdd {

TrickOutcome ForcedLastTrick(const GameState& state) {
  return LastTrick(state, state.AllHands(), state.hand(state.trick_leader()).lowest(),
                   state.called_suit_state());
}

CardSet TakersOneByOne(const GameState& state) {
  CardSet takers;
  for (Card card : state.hand(state.to_play())) {
    if (state.WouldWin(card, state.WinningCardSoFar())) takers.insert(card);
  }
  return takers;
}

// Whether `seat`, still to play to the trick, holds a card that can take it from `winning`.
bool CanBeat(const GameState& state, Seat seat, Card winning, FollowGroup led_group) {
  const CardSet trumps = state.CardsOf(FollowGroup::kTrump);
  const bool winning_is_trump = trumps.contains(winning);
  const CardSet hand = state.hand(seat);
  CardSet follow = hand & state.CardsOf(led_group);
  if (!follow.empty()) {
    // Following: only a higher card of the led group can win (never the unknown).
    if (state.has_unknown()) follow.erase(state.unknown());
    if (follow.empty()) return false;
    if (winning_is_trump) {
      return led_group == FollowGroup::kTrump &&
             state.HighestTrump(follow | CardSet{winning}) != winning;
    }
    return follow.highest() > winning;
  }
  // Void in the led group: any trump beats a fail card; a higher trump beats a trump.
  const CardSet hand_trumps = hand & trumps;
  if (hand_trumps.empty()) return false;
  return !winning_is_trump || state.HighestTrump(hand_trumps | CardSet{winning}) != winning;
}

bool SideCanBeat(const GameState& state, Card card, bool other_side) {
  const FollowGroup led_group =
      state.cards_in_trick() == 0 ? state.GroupOf(card) : state.led_group();
  return SideCanBeatBy(state, other_side,
                       [&](Seat seat) { return CanBeat(state, seat, card, led_group); });
}

bool SideTakesLead(const GameState& state, Card lead) {
  const FollowGroup led_group = state.GroupOf(lead);
  const CardSet led_cards = state.CardsOf(led_group);
  Card best = lead;
  Seat best_seat = state.to_play();
  for (Seat seat = NextSeat(state.to_play(), state.players()); seat != state.to_play();
       seat = NextSeat(seat, state.players())) {
    if (!CanBeat(state, seat, best, led_group)) continue;
    // Its strongest card: the led group's highest if it follows (never the unknown), else its
    // highest trump.
    CardSet follow = state.hand(seat) & led_cards;
    if (state.has_unknown()) follow.erase(state.unknown());
    if (follow.empty()) {
      best = state.HighestTrump(state.hand(seat) & state.CardsOf(FollowGroup::kTrump));
    } else {
      best = led_group == FollowGroup::kTrump ? state.HighestTrump(follow) : follow.highest();
    }
    best_seat = seat;
  }
  return state.OnPickerTeam(best_seat) == state.OnPickerTeam(state.to_play());
}

Settlement TrickSettlement(const GameState& state) {
  if (state.cards_in_trick() == 0) return {};
  if (state.called_ten_wins() && state.called_suit_state() == GameState::CalledSuit::kBeingLed)
    return {};
  const Card winning = state.WinningCardSoFar();
  if (state.has_unknown() && winning == state.unknown()) return {};
  return SettlementBy(state,
                      [&](Seat seat) { return CanBeat(state, seat, winning, state.led_group()); });
}

namespace {
// The cards of `mine` that outrank every card of `theirs`, all of them trumps.
CardSet AboveAll(CardSet mine, CardSet theirs, TrumpOrder order) {
  if (mine.empty() || theirs.empty()) return mine;
  const int best_theirs = std::bit_width(TrumpPowers(theirs, order)) - 1;
  if (TrumpsInCardOrder(order)) return mine & CardSet(~((uint32_t{2} << best_theirs) - 1));
  const auto& power = PowerTableOf(order);
  CardSet above;
  for (Card card : mine) {
    if (power[Index(card)] > best_theirs) above.insert(card);
  }
  return above;
}
}  // namespace

SureWinners FindSureWinners(const GameState& state) {
  const CardSet team = state.AllHands() & state.team_dealt();
  const CardSet defenders = state.AllHands() - state.team_dealt();
  const CardSet trumps = state.CardsOf(FollowGroup::kTrump);
  return SureWinners{AboveAll(team & trumps, defenders & trumps, state.trump_order()),
                     AboveAll(defenders & trumps, team & trumps, state.trump_order())};
}

}  // namespace sheepdd
