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

// A fail suit's name in the plural ("spades"), for messages.
std::string_view GroupWord(FollowGroup group) {
  switch (group) {
    case FollowGroup::kClubs: return "clubs";
    case FollowGroup::kSpades: return "spades";
    case FollowGroup::kHearts: return "hearts";
    case FollowGroup::kDiamonds: return "diamonds";
    case FollowGroup::kTrump: return "trumps";
  }
  return "trumps";
}

// Why the seat to play may not play `card`, which it holds: following the suit, or the limit of
// the called ace that forbids it, in a player's words.
std::string WhyNotLegal(const GameState& state, Card card) {
  using CalledSuit = GameState::CalledSuit;
  const Seat seat = state.to_play();
  const std::string who = Cat("seat", seat + 1);
  const std::string legal = Cat(" (legal: ", CardNames(state.LegalCards()), ")");
  const CalledSuit called_state = state.called_suit_state();
  if (called_state == CalledSuit::kNotYetLed || called_state == CalledSuit::kBeingLed) {
    const CardSet hand = state.hand(seat);
    const bool leading = state.cards_in_trick() == 0;
    const CardSet follow = leading ? hand : hand & state.CardsOf(state.led_group());
    const CardSet allowed = follow.empty() ? hand : follow;
    // Following allows the card: a limit of the called ace forbids it.
    if (allowed.contains(card)) {
      const std::string_view suit = GroupWord(state.called_group());
      const std::string_view called = CardName(state.called_card());
      if (called_state == CalledSuit::kBeingLed) {
        if (seat == state.partner()) {
          return Cat(who, " must play ", called, ": ", suit, " are led for the first time", legal);
        }
        return Cat(who, " must play the unknown ", CardName(state.unknown()), ": ", suit,
                   " are led for the first time", legal);
      }
      if (leading) {
        return Cat(who, " holds the called ", called, " and must lead it to lead ", suit, legal);
      }
      if (card == state.called_card()) {
        return Cat(who, " must keep the called ", called, " until ", suit, " are led", legal);
      }
      return Cat(who, " must keep ",
                 card == state.unknown() && state.has_unknown() ? "the unknown " : "",
                 CardName(card), ", the picker's last card of ", suit, ", until ", suit, " are led",
                 legal);
    }
  }
  return Cat(who, " may not play ", CardName(card), " here", legal);
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
    if (!state.LegalCards().contains(card)) return PlayProblem(i, card, WhyNotLegal(state, card));
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
