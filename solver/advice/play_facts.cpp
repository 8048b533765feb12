#include "solver/advice/play_facts.h"

namespace sheepdd {

PlayFacts FactsOfPlay(const Game& game) {
  PlayFacts facts;
  const Setup& setup = game.setup();
  const bool by_call = setup.partner && setup.called_card;
  const Card called = setup.called_card.value_or(Card::kAC);
  GameState state = game.start();
  const CardSet called_group = state.CardsOf(state.called_group());
  bool called_suit_led = false;
  bool first_called_trick = false;
  CardSet led_group;  // the current trick's: its lead card's follow group
  for (Card card : game.deal().play) {
    const Seat player = state.to_play();
    if (state.cards_in_trick() == 0) {
      led_group = state.CardsOf(state.GroupOf(card));
      first_called_trick = by_call && !called_suit_led && led_group == called_group;
      called_suit_led |= first_called_trick;
    }
    if (by_call && player == setup.picker && called_group.contains(card)) {
      // A throw of the called suit before it was led, other cards in hand, needs another one
      // kept; any later card of the suit he plays is that one.
      facts.picker_keeps_called_suit =
          state.cards_in_trick() > 0 && !called_suit_led && state.hand(player).size() > 1;
    }
    // Not following: the seat held no other card of the led group.
    if (!led_group.contains(card)) facts.not_held[player] |= led_group;
    // The first lead of the called suit: whoever held the called card had to play it.
    if (first_called_trick && card != called) facts.not_held[player].insert(called);
    facts.played[player].insert(card);
    state.Play(card);
  }
  return facts;
}

}  // namespace sheepdd
