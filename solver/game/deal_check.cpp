#include "solver/game/deal_check.h"

#include "solver/game/text.h"

namespace sheepdd {

namespace {

DealProblem PlayProblem(int index, Card card, std::string message) {
  DealProblem problem;
  problem.part = DealPart::kPlay;
  problem.play_index = index;
  problem.card = card;
  problem.message = std::move(message);
  return problem;
}

std::string Describe(CardSet cards) {
  std::string text;
  for (Card card : cards) Append(&text, text.empty() ? "" : " ", CardName(card));
  return text;
}

}  // namespace

std::optional<DealProblem> FindDealProblem(const Deal& deal) {
  if (auto problem = FindSetupProblem(deal)) return problem;
  if (auto status = CheckSwitchesFit(deal.rules); !status.ok()) {
    DealProblem problem;
    problem.part = DealPart::kRules;
    problem.message = std::string(status.message());
    return problem;
  }
  if (deal.play.empty()) return std::nullopt;
  absl::StatusOr<Setup> setup = SetupOf(deal);
  if (!setup.ok()) {
    return PlayProblem(0, deal.play.front(), Cat("play cannot start: ", setup.status().message()));
  }
  GameState state(deal.rules, *setup);
  for (int i = 0; i < static_cast<int>(deal.play.size()); ++i) {
    const Card card = deal.play[i];
    if (state.finished()) {
      return PlayProblem(i, card, Cat("play goes past the end of the hand at ", CardName(card)));
    }
    const Seat seat = state.to_play();
    if (!state.hand(seat).contains(card)) {
      return PlayProblem(i, card,
                         Cat("seat", seat + 1, " is to play and does not hold ", CardName(card)));
    }
    const CardSet legal = state.LegalCards();
    if (!legal.contains(card)) {
      return PlayProblem(i, card,
                         Cat("seat", seat + 1, " may not play ", CardName(card),
                             " here (legal: ", Describe(legal), ")"));
    }
    state.Play(card);
  }
  return std::nullopt;
}

absl::StatusOr<GameState> StateAfterPlay(const Deal& deal) {
  if (auto problem = FindDealProblem(deal)) return absl::InvalidArgumentError(problem->message);
  absl::StatusOr<Setup> setup = SetupOf(deal);
  if (!setup.ok()) return setup.status();
  GameState state(deal.rules, *setup);
  for (Card card : deal.play) state.Play(card);
  return state;
}

}  // namespace sheepdd
