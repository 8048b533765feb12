// A deal as recorded: the table's rules, the hands as dealt, the blind, and whatever of the pick,
// bury, call and play has happened. Plain data; Game::Check (game.h) says whether it is legal.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solver/game/card.h"
#include "solver/game/rules.h"
#include "solver/game/seat.h"

namespace sheepdd {

// The picker's partner choice under called-ace (a fail ace or ten, possibly with an unknown)
// or, under any partner rule, the choice to play alone.
struct Call {
  bool alone = false;
  Card card = Card::kAC;        // the called ace or ten (unless alone)
  std::optional<Card> unknown;  // the picker's card standing in for the called suit

  static Call Alone() { return Call{true, Card::kAC, std::nullopt}; }
  static Call Of(Card card, std::optional<Card> unknown = std::nullopt) {
    return Call{false, card, unknown};
  }
  bool operator==(const Call&) const = default;
};

enum class PickState : uint8_t {
  kUndecided,  // no `picker` key: the deal stops before the pick
  kPassed,     // `picker: none`: everybody passed (leaster or doubler)
  kPicked,
};

// Score multipliers that the play does not decide: each counts one doubling.
struct Multipliers {
  int cracks = 0;
  int blitzes = 0;
  int doublers = 0;
  bool operator==(const Multipliers&) const = default;
};

struct Deal {
  Rules rules;
  std::array<CardSet, kMaxSeats> hands{};  // as dealt, before the pick
  CardSet blind;
  PickState pick = PickState::kUndecided;
  Seat picker = 0;  // meaningful when pick == kPicked
  std::optional<CardSet> bury;
  std::optional<Call> call;
  Seat lead = 0;  // the seat that leads the first trick
  Multipliers multipliers;
  std::vector<Card> play;  // cards played so far, in order
  // The players' names in seat order (one word each), or none: seats are then named by number.
  std::vector<std::string> names;

  bool operator==(const Deal&) const = default;
};

}  // namespace sheepdd
