// A deal checked once against the rules, with what play needs: its setup and the state after its
// recorded play. Parsing yields a Game and every analysis takes one, so no analysis checks or
// replays a deal it is given.
#pragma once

#include <optional>
#include <variant>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/game/deal.h"
#include "solver/game/game_state.h"
#include "solver/game/setup.h"

namespace sheepdd {

class Game {
 public:
  // Checks the deal's cards, switches, pick, bury and call and every card of its play: the game,
  // or the first thing wrong with the deal and where it lies.
  static std::variant<Game, DealProblem> Check(Deal deal);
  // The same with the problem as an InvalidArgument status (its message alone).
  static absl::StatusOr<Game> FromDeal(Deal deal);

  // The same game at an earlier point: after the first `cards` cards of its recorded play (0:
  // before the first lead), the rest of the play left out. OutOfRange past the recorded play.
  absl::StatusOr<Game> At(int cards) const;

  const Deal& deal() const { return deal_; }
  const Rules& rules() const { return deal_.rules; }

  // Whether the pick, bury and call are complete, so that the hand can be played and searched
  // (a leaster and a thrown-in hand too). A deal with a picker and no bury yet is valid but not
  // playable.
  bool playable() const { return setup_.has_value(); }
  // OK when playable(); else why not, as SetupOf says.
  const absl::Status& playable_status() const { return not_playable_; }
  // The teams, hands and called-ace facts as play begins (playable() only).
  const Setup& setup() const { return *setup_; }
  // The state as play begins, and after the recorded play (playable() only).
  const GameState& start() const { return *start_; }
  const GameState& state() const { return *state_; }

 private:
  explicit Game(Deal deal) : deal_(std::move(deal)) {}

  Deal deal_;
  std::optional<Setup> setup_;
  std::optional<GameState> start_;
  std::optional<GameState> state_;
  absl::Status not_playable_;
};

}  // namespace sheepdd
