#include "solver/analysis/verify.h"

#include "solver/game/text.h"
#include "solver/search/reference_search.h"

namespace sheepdd {

namespace {

// Adds "what: the solver says X, the reference says Y" when they differ.
template <typename T>
void Compare(std::vector<std::string>& differences, std::string_view what, const T& solver,
             const T& reference) {
  if (solver == reference) return;
  differences.push_back(
      Cat(what, ": the solver says ", solver, ", the reference search says ", reference));
}

std::string_view YesNo(bool yes) { return yes ? "yes" : "no"; }

// Fills in whether the reference ran within its budget; a run past it compares nothing.
Verification Finish(const ReferenceSearch& reference, std::vector<std::string> differences) {
  Verification verification;
  verification.reference_nodes = reference.nodes();
  verification.checked = !reference.exhausted();
  if (verification.checked) verification.differences = std::move(differences);
  return verification;
}

}  // namespace

Verification VerifyPicked(const DoubleDummyResult& result, const GameState& state,
                          uint64_t max_nodes) {
  ReferenceSearch reference(max_nodes);
  std::vector<std::string> differences;
  // The value as the best of the legal cards' values, so each card is checked on the way.
  int value = state.PickerTeamPoints();
  if (!state.finished()) {
    const bool team = state.OnPickerTeam(state.to_play());
    value = team ? -1 : 1000;
    Compare(differences, "legal cards", static_cast<int>(result.card_values.size()),
            state.LegalCards().size());
    for (const CardValue& card : result.card_values) {
      GameState child = state;
      child.Play(card.card);
      const int card_value = reference.AlphaBetaValue(child);
      value = team ? std::max(value, card_value) : std::min(value, card_value);
      Compare(differences, Cat("the value after ", CardName(card.card)), card.value, card_value);
    }
  }
  Compare(differences, "the value", result.picker_team_points, value);
  const bool all = reference.AllTricks(state);
  const bool none = reference.NoTricks(state);
  Compare(differences, "every trick possible", YesNo(result.can_take_every_trick), YesNo(all));
  Compare(differences, "kept from any trick", YesNo(result.can_be_kept_from_any_trick),
          YesNo(none));
  Compare(differences, "the result row", OutcomeName(result.outcome),
          OutcomeName(OutcomeOf(value, all, none)));
  GameState end = state;
  for (Card card : result.best_line) {
    if (end.finished() || !end.LegalCards().contains(card)) {
      differences.push_back(Cat("the best line plays ", CardName(card), ", which is not legal"));
      return Finish(reference, std::move(differences));
    }
    end.Play(card);
  }
  if (!end.finished()) differences.push_back("the best line stops before the end of the hand");
  Compare(differences, "the best line's points", end.PickerTeamPoints(), value);
  return Finish(reference, std::move(differences));
}

Verification VerifyTarget(bool reachable, int target, const GameState& state, uint64_t max_nodes) {
  ReferenceSearch reference(max_nodes);
  std::vector<std::string> differences;
  Compare(differences, Cat("making ", target), YesNo(reachable),
          YesNo(reference.AlphaBetaValue(state) >= target));
  return Finish(reference, std::move(differences));
}

Verification VerifyLeaster(const std::vector<bool>& can_win, const GameState& state,
                           uint64_t max_nodes) {
  ReferenceSearch reference(max_nodes);
  std::vector<std::string> differences;
  for (int seat = 0; seat < state.players(); ++seat) {
    Compare(differences, Cat("seat", seat + 1, " can force a win"), YesNo(can_win[seat]),
            YesNo(reference.LeasterWin(state, seat)));
  }
  return Finish(reference, std::move(differences));
}

}  // namespace sheepdd
