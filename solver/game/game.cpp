#include "solver/game/game.h"

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

std::variant<Game, DealProblem> Game::Check(Deal deal) {
  if (auto problem = FindSetupProblem(deal)) return *problem;
  if (auto status = CheckSwitchesFit(deal.rules); !status.ok()) {
    DealProblem problem;
    problem.part = DealPart::kRules;
    problem.message = std::string(status.message());
    return problem;
  }
  Game game(std::move(deal));
  absl::StatusOr<Setup> setup = SetupOf(game.deal_);
  if (!setup.ok()) {
    const std::vector<Card>& play = game.deal_.play;
    if (!play.empty()) {
      return PlayProblem(0, play.front(), Cat("play cannot start: ", setup.status().message()));
    }
    game.not_playable_ = setup.status();
    return game;
  }
  GameState state(game.deal_.rules, *setup);
  game.start_ = state;
  const std::vector<Card>& play = game.deal_.play;
  for (int i = 0; i < static_cast<int>(play.size()); ++i) {
    const Card card = play[i];
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
  game.setup_ = std::move(*setup);
  game.state_ = state;
  return game;
}

absl::StatusOr<Game> Game::At(int cards) const {
  const int played = static_cast<int>(deal_.play.size());
  if (cards < 0 || cards > played) {
    return absl::OutOfRangeError(Cat("--at ", cards, ": the deal records ", played,
                                     played == 1 ? " card" : " cards", " of play (0 to ", played,
                                     ")"));
  }
  Game earlier = *this;
  earlier.deal_.play.resize(cards);
  if (earlier.start_) {
    // The cards were checked when the game was: playing the first of them again needs no check.
    GameState state = *earlier.start_;
    for (Card card : earlier.deal_.play) state.Play(card);
    earlier.state_ = state;
  }
  return earlier;
}

absl::StatusOr<Game> Game::FromDeal(Deal deal) {
  std::variant<Game, DealProblem> checked = Check(std::move(deal));
  if (auto* problem = std::get_if<DealProblem>(&checked)) {
    return absl::InvalidArgumentError(problem->message);
  }
  return std::get<Game>(std::move(checked));
}

}  // namespace sheepdd
