// The keys the search's tables are indexed by. A position's exact key; its shape, shared by every
// position that plays the same card for card (relative ranks, as bridge solvers key their tables),
// with the cards' points beside it; and the key of what is fixed for the whole hand.
#pragma once

#include <array>
#include <cstdint>

#include "solver/game/card.h"
#include "solver/game/game_state.h"

namespace sheepdd {

// A key for the position at the start of a trick: hands, leader and called-suit state.
uint64_t PositionKey(const GameState& state);

// A key for everything fixed for the whole hand that changes values from here: teams, call and
// rules (not the bury, which matters only while it waits for a trick: the solver keys that).
uint64_t SetupKey(const GameState& state);

// Each card in a hand as a shape spells it: its holder and points. Cards never change hands, so
// the codes stay right for every state played on from the one they were taken from.
using CardCodes = std::array<uint8_t, kCardCount>;
CardCodes HolderCodes(const GameState& state);

// The same position up to its cards' points: in each follow group, the remaining cards in power
// order with their holders, plus leader, called-suit state and the places of the cards with limits
// of their own (the shape's key), and the points apart. Positions of one shape play alike card for
// card, and their values differ by no more than their cards' points do (quasi-symmetry). Under
// spitz the key is the exact key and the points are left out (all zero).
struct Shape {
  uint64_t key = 0;
  std::array<uint8_t, kCardCount / 2> points{};  // the cards' points in key order, a nibble each
  // The shape with its points: equal for positions that differ only in which equivalent cards
  // were played before.
  uint64_t PositionKey() const;
};

// How a shape finds each card's place: group by group (always right), or, where the follow groups
// lie in card order (GameState::GroupsInCardOrder), from the card numbers: by counting the cards
// below, or by BMI2's pext where the processor has a fast one. Every way gives the same shape.
enum class PlaceMethod : uint8_t { kByGroup, kByCount, kByPext };
bool HasFastPext();
// The fastest method that fits the hand of `state` on this processor.
PlaceMethod FastestPlaceMethod(const GameState& state);

// The shape of `state`; `codes` are the HolderCodes of this state or of any state it was played
// on from.
Shape RelativeShape(const GameState& state, PlaceMethod method, const CardCodes& codes);

// A card's place among the shape's cards (in the key's order), and the card at a place: the same
// place holds the corresponding card of every position of one shape.
int PlaceInShape(const GameState& state, Card card);
Card CardAtPlace(const GameState& state, int place);

}  // namespace sheepdd
