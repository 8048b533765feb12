// What the search asks inside a trick once it is led, answered from the cards each seat may play
// to it. Those depend on the lead alone (GameState::LegalCardsOf), so they are found once a lead
// rather than at every card of the trick, and who can still beat a card is a mask operation per
// seat rather than a look through its hand.
#pragma once

#include <array>

#include "solver/game/card.h"
#include "solver/game/game_state.h"
#include "solver/search/trick_questions.h"

namespace sheepdd {

class LedTrick {
 public:
  // Whether the trick just led in `led` can be asked this way: where the cards that beat a card
  // are a mask (GameState::BeatersByMask) and there is no unknown, which never wins.
  static bool Fits(const GameState& led) { return BeatersByMask(led) && !led.has_unknown(); }
  // `led`: the state just after the trick's lead.
  explicit LedTrick(const GameState& led);

  // The cards `seat` may play to the trick (while it has not played).
  CardSet Legal(Seat seat) const { return legal_[seat]; }
  // TrickSettlement of `state`, a state of this trick with a follower to play, from
  // the cards the seats still to play may play (not their whole hands: tighter where the
  // called-ace rules hold a card back).
  Settlement SettlementOf(const GameState& state) const;
  // SideCanBeat of `state`, from the same cards.
  bool SideCanBeat(const GameState& state, Card card, bool other_side) const;

 private:
  std::array<CardSet, kMaxSeats> legal_{};
};

inline Settlement LedTrick::SettlementOf(const GameState& state) const {
  const CardSet beaters = BeatersOf(state, state.WinningCardSoFar());
  return SettlementBy(state, [&](Seat seat) { return legal_[seat].intersects(beaters); });
}

inline bool LedTrick::SideCanBeat(const GameState& state, Card card, bool other_side) const {
  const CardSet beaters = BeatersOf(state, card);
  return SideCanBeatBy(state, other_side,
                       [&](Seat seat) { return legal_[seat].intersects(beaters); });
}

}  // namespace sheepdd
