// The example of docs/api.md: a deal parsed, solved, its cards valued, its best line, and the
// card the seat to move should play from what it can see.
#include <sheepdd/sheepdd.h>

#include <iostream>

int main() {
  absl::StatusOr<sheepdd::Game> game = sheepdd::ParseGame(
      "players: 5\n"
      "partner: jd\n"
      "seat1: QC JS AD 9D TH 7S\n"
      "seat2: QS 8D 7D AC KC 9H\n"
      "seat3: QH QD JC 9C AH 8S\n"
      "seat4: JH JD KD TC 7C TS\n"
      "seat5: TD 8C KH 7H AS KS\n"
      "blind: 9S 8H\n"
      "picker: 3\n"
      "bury: 9C 8S\n"
      "play: 7S QS 9S TS AS / 8D\n");
  if (!game.ok()) {  // "LINE:COLUMN: cause"
    std::cerr << game.status().message() << "\n";
    return 1;
  }
  sheepdd::Solver solver;
  const sheepdd::GameState& state = game->state();  // after the recorded play
  std::cout << "value " << solver.Value(state) << "\n";
  for (const sheepdd::CardValue& card : solver.CardValues(state)) {
    std::cout << "card " << sheepdd::CardName(card.card) << " " << card.value << "\n";
  }
  std::cout << "line";
  for (sheepdd::Card card : solver.BestLine(state)) std::cout << " " << sheepdd::CardName(card);
  std::cout << "\nreach 61: " << (solver.CanReach(state, 61) ? "yes" : "no") << "\n";

  // From what seat 3 can see: every legal card over the layouts of the cards it has not seen.
  sheepdd::PlaySettings settings;
  settings.samples = 100;
  absl::StatusOr<sheepdd::PlayAdvice> advice = sheepdd::AdvisePlay(solver, *game, settings);
  if (!advice.ok()) {
    std::cerr << advice.status().message() << "\n";
    return 1;
  }
  for (const sheepdd::CardAdvice& card : advice->cards) {
    std::cout << "advice " << card.rank << " " << sheepdd::CardName(card.card) << " "
              << card.estimates.points.mean << "\n";
  }
  return 0;
}
