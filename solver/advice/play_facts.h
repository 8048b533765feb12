// What a recorded play shows about the cards the seats held, to anyone who watched it: the rules
// of following and the called-ace limits turned into facts about hands.
#pragma once

#include <array>

#include "solver/game/game.h"

namespace sheepdd {

struct PlayFacts {
  std::array<CardSet, kMaxSeats> played{};  // each seat's cards, in the recorded play
  // Cards each seat was shown not to hold when it played: the rest of the led group when it did
  // not follow, and the called card when the called suit was first led and it played another.
  // (The cards of the group it played before are in the set too.)
  std::array<CardSet, kMaxSeats> not_held{};
  // The picker threw a card of the called suit before the suit was led, with other cards in hand,
  // and played no card of that suit afterwards: he still holds one (the last is his hold card).
  bool picker_keeps_called_suit = false;
};

// The facts `game`'s recorded play shows (the game must be playable).
PlayFacts FactsOfPlay(const Game& game);

}  // namespace sheepdd
