#include "tests/reference_search.h"

#include <algorithm>

namespace sheepdd::testing {

int ReferenceValue(const GameState& state) {
  if (state.finished()) return state.PickerTeamPoints();
  const bool team = state.OnPickerTeam(state.to_play());
  int best = team ? -1 : 1000;
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    const int value = ReferenceValue(child);
    best = team ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

int AlphaBetaValue(const GameState& state, int alpha, int beta) {
  if (state.finished()) return state.PickerTeamPoints();
  const bool team = state.OnPickerTeam(state.to_play());
  int best = team ? -1 : 1000;
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    const int value = AlphaBetaValue(child, alpha, beta);
    if (team) {
      best = std::max(best, value);
      alpha = std::max(alpha, value);
    } else {
      best = std::min(best, value);
      beta = std::min(beta, value);
    }
    if (alpha >= beta) break;
  }
  return best;
}

bool ReferenceAllTricks(const GameState& state) {
  if (state.PickerTeamTricks() != state.tricks_played()) return false;
  if (state.finished()) return true;
  const bool team = state.OnPickerTeam(state.to_play());
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    if (ReferenceAllTricks(child) == team) return team;
  }
  return !team;
}

bool ReferenceNoTricks(const GameState& state) {
  if (state.PickerTeamTricks() > 0) return false;
  if (state.finished()) return true;
  const bool defender = !state.OnPickerTeam(state.to_play());
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    if (ReferenceNoTricks(child) == defender) return defender;
  }
  return !defender;
}

bool ReferenceLeasterWin(const GameState& state, Seat seat) {
  if (state.finished()) {
    if (state.tricks_won(seat) == 0) return false;
    for (int other = 0; other < state.players(); ++other) {
      if (other != seat && state.tricks_won(other) > 0 &&
          state.points(other) <= state.points(seat)) {
        return false;
      }
    }
    return true;
  }
  const bool mine = state.to_play() == seat;
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    if (ReferenceLeasterWin(child, seat) == mine) return mine;
  }
  return !mine;
}

}  // namespace sheepdd::testing
