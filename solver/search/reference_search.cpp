#include "solver/search/reference_search.h"

#include <algorithm>

namespace sheepdd {

int ReferenceSearch::Value(const GameState& state) {
  if (!Visit()) return 0;
  if (state.finished()) return state.PickerTeamPoints();
  const bool team = state.OnPickerTeam(state.to_play());
  int best = team ? -1 : 1000;
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    const int value = Value(child);
    best = team ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

int ReferenceSearch::AlphaBetaValue(const GameState& state, int alpha, int beta) {
  if (!Visit()) return 0;
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

bool ReferenceSearch::AllTricks(const GameState& state) {
  if (!Visit()) return false;
  if (state.PickerTeamTricks() != state.tricks_played()) return false;
  if (state.finished()) return true;
  const bool team = state.OnPickerTeam(state.to_play());
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    if (AllTricks(child) == team) return team;
  }
  return !team;
}

bool ReferenceSearch::NoTricks(const GameState& state) {
  if (!Visit()) return false;
  if (state.PickerTeamTricks() > 0) return false;
  if (state.finished()) return true;
  const bool defender = !state.OnPickerTeam(state.to_play());
  for (Card card : state.LegalCards()) {
    GameState child = state;
    child.Play(card);
    if (NoTricks(child) == defender) return defender;
  }
  return !defender;
}

bool ReferenceSearch::LeasterWin(const GameState& state, Seat seat) {
  if (!Visit()) return false;
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
    if (LeasterWin(child, seat) == mine) return mine;
  }
  return !mine;
}

}  // namespace sheepdd
