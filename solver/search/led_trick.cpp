#include "solver/search/led_trick.h"

namespace sheepdd {

LedTrick::LedTrick(const GameState& led) {
  // The leader has played: only the other seats' cards are asked for.
  for (Seat seat = led.to_play(); seat != led.trick_leader();
       seat = NextSeat(seat, led.players())) {
    legal_[seat] = led.LegalCardsOf(seat);
  }
}

}  // namespace sheepdd
