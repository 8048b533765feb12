// The Python module `sheepdd` (docs/python.md): games parsed and played, a Solver that keeps its
// tables between questions, and each command's analysis returning the dict its --json prints.
// Searches release the GIL, so threads with a Solver each run in parallel.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>

#include "cli/commands.h"
#include "formats/card_text.h"
#include "formats/json_deal.h"
#include "formats/notation.h"
#include "solver/advice/seat_view.h"
#include "solver/game/hash.h"
#include "solver/game/random_deal.h"
#include "solver/search/solver.h"

namespace py = pybind11;

namespace sheepdd {
namespace {

// A search stopped at the Solver's node or time limit: its answer is unknown.
struct LimitReached : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<std::string> Names(CardSet cards) {
  std::vector<std::string> names;
  for (Card card : cards) names.emplace_back(CardName(card));
  return names;
}

Game Parse(const std::string& text) {
  absl::StatusOr<Game> game = ParseGame(text);
  if (!game.ok()) throw py::value_error(std::string(game.status().message()));
  return *std::move(game);
}

Card CardOf(const std::string& name) {
  const std::optional<Card> card = ParseCard(name);
  if (!card) throw py::value_error("not a card: '" + name + "'");
  return *card;
}

// The position a game's questions are about: after its recorded play.
const GameState& StateOf(const Game& game) {
  if (!game.playable()) throw py::value_error(std::string(game.playable_status().message()));
  if (game.setup().thrown_in) throw py::value_error("the hand was thrown in: no play");
  return game.state();
}

std::optional<int> SeatNumber(std::optional<Seat> seat) {
  if (!seat) return std::nullopt;
  return *seat + 1;
}

Game Play(const Game& game, const std::string& name) {
  const Card card = CardOf(name);
  const GameState& state = StateOf(game);
  if (state.finished()) throw py::value_error("the hand is over");
  if (!state.LegalCards().contains(card)) {
    throw py::value_error(std::string(CardName(card)) + " is not a legal card here");
  }
  Deal deal = game.deal();
  deal.play.push_back(card);
  absl::StatusOr<Game> next = Game::FromDeal(std::move(deal));
  if (!next.ok()) throw py::value_error(std::string(next.status().message()));
  return *std::move(next);
}

Game RandomGame(const std::string& players, uint64_t seed, uint64_t index, bool pick) {
  absl::StatusOr<Rules> rules = RulesForPreset(players);
  if (!rules.ok()) throw py::value_error(std::string(rules.status().message()));
  Deal deal = RandomDeal(*rules, seed, index);
  if (pick) ChoosePlausiblePick(deal);
  return *Game::FromDeal(std::move(deal));
}

// `count` games that differ from `game` only in where the cards the seat to move has not seen
// lie: layouts drawn uniformly among those consistent with what it saw.
std::vector<Game> Sample(const Game& game, int count, uint64_t seed) {
  const GameState& state = StateOf(game);
  if (state.finished()) throw py::value_error("the hand is over");
  absl::StatusOr<SeatView> view = SeatView::Make(game, state.to_play());
  if (!view.ok()) throw py::value_error(std::string(view.status().message()));
  std::vector<Game> games;
  DealRandom random(MixBits(seed));
  for (int i = 0; i < count; ++i) {
    absl::StatusOr<Game> laid = view->GameOf(view->Draw(random));
    if (!laid.ok()) throw std::runtime_error(std::string(laid.status().message()));
    games.push_back(*std::move(laid));
  }
  return games;
}

// A Solver for Python: its tables stay between questions, and each question is one budget.
class PySolver {
 public:
  PySolver(size_t memory_mb, uint64_t node_limit, double time_limit)
      : solver_(SolverOptions{memory_mb}),
        limits_{node_limit, std::chrono::milliseconds(static_cast<int64_t>(time_limit * 1000))} {}

  // Runs a question without the GIL, within the limits; a picked hand for points questions.
  template <typename Question>
  auto Ask(const Game& game, Question&& question) {
    const GameState& state = StateOf(game);
    py::gil_scoped_release release;
    solver_.SetLimits(limits_);
    auto answer = question(state);
    if (absl::Status status = solver_.status(); !status.ok()) {
      throw LimitReached(std::string(status.message()));
    }
    return answer;
  }

  int Value(const Game& game) {
    Picked(game);
    return Ask(game, [&](const GameState& state) { return solver_.Value(state); });
  }
  std::map<std::string, int> CardValues(const Game& game) {
    Picked(game);
    return Ask(game, [&](const GameState& state) {
      std::map<std::string, int> values;
      for (const CardValue& value : solver_.CardValues(state)) {
        values[std::string(CardName(value.card))] = value.value;
      }
      return values;
    });
  }
  std::vector<std::string> BestLine(const Game& game) {
    Picked(game);
    return Ask(game, [&](const GameState& state) {
      std::vector<std::string> line;
      for (Card card : solver_.BestLine(state)) line.emplace_back(CardName(card));
      return line;
    });
  }
  bool CanReach(const Game& game, int target) {
    Picked(game);
    return Ask(game, [&](const GameState& state) { return solver_.CanReach(state, target); });
  }
  bool LeasterCanWin(const Game& game, int seat) {
    if (!StateOf(game).leaster()) throw py::value_error("not a leaster");
    return Ask(game, [&](const GameState& state) {
      if (seat < 1 || seat > state.players()) throw py::value_error("no such seat");
      return solver_.LeasterCanWin(state, seat - 1);
    });
  }
  void NewDeal() { solver_.NewDeal(); }
  uint64_t nodes() const { return solver_.nodes(); }

 private:
  // The points questions are about the picker's team: a leaster has none.
  static void Picked(const Game& game) {
    if (StateOf(game).leaster()) {
      throw py::value_error("a leaster has no picker's team: ask leaster_can_win");
    }
  }

  Solver solver_;
  SearchLimits limits_;
};

// Runs `sheepdd COMMAND --json [options] -` on the game's text, and returns the JSON of its one
// deal as a Python dict, without the "file" and "deal" keys.
py::object RunCommand(const std::string& command, const py::object& game_or_text,
                      const py::kwargs& options) {
  std::string text;
  if (py::isinstance<Game>(game_or_text)) {
    text = FormatDeal(game_or_text.cast<const Game&>().deal());
  } else {
    text = game_or_text.cast<std::string>();
    Parse(text);  // one deal, or a ValueError with its line and column
  }
  std::vector<std::string> args = {command, "--json"};
  for (const auto& [key, value] : options) {
    std::string flag = "--" + key.cast<std::string>();
    std::replace(flag.begin(), flag.end(), '_', '-');
    if (value.is_none() || (py::isinstance<py::bool_>(value) && !value.cast<bool>())) continue;
    args.push_back(flag);
    if (!py::isinstance<py::bool_>(value)) args.push_back(py::str(value).cast<std::string>());
  }
  args.push_back("-");
  std::istringstream in(text);
  std::ostringstream out;
  std::ostringstream err;
  int status = 0;
  {
    py::gil_scoped_release release;
    cli::Io io{in, out, err};
    status = cli::Run(args, io);
  }
  std::string message = err.str();
  // "-:3:7: cause" (standard input's name first) reads "3:7: cause", as parse() says it.
  if (message.rfind("-:", 0) == 0) message = message.substr(2);
  while (!message.empty() && message.back() == '\n') message.pop_back();
  if (status == cli::kExitLimit) throw LimitReached(message);
  if (out.str().empty()) throw py::value_error(message.empty() ? "no answer" : message);
  py::object json = py::module_::import("json").attr("loads")(out.str());
  json.attr("pop")("file", py::none());
  json.attr("pop")("deal", py::none());
  return json;
}

}  // namespace
}  // namespace sheepdd

PYBIND11_MODULE(sheepdd, m) {
  using namespace sheepdd;
  m.doc() = "A double-dummy solver and hand-analysis tool for Sheepshead (docs/python.md).";
  py::register_exception<LimitReached>(m, "LimitReached", PyExc_RuntimeError);

  py::class_<Game>(m, "Game", "A deal checked against the rules, at the point its play reached.")
      .def_property_readonly("players", [](const Game& g) { return g.rules().players(); })
      .def_property_readonly("to_move",
                             [](const Game& g) -> std::optional<int> {
                               const GameState& state = StateOf(g);
                               if (state.finished()) return std::nullopt;
                               return state.to_play() + 1;
                             })
      .def_property_readonly("hands",
                             [](const Game& g) {
                               std::vector<std::vector<std::string>> hands;
                               const GameState& state = StateOf(g);
                               for (Seat seat = 0; seat < state.players(); ++seat) {
                                 hands.push_back(Names(state.hand(seat)));
                               }
                               return hands;
                             })
      .def_property_readonly("trick",
                             [](const Game& g) {
                               const GameState& state = StateOf(g);
                               std::vector<std::string> trick;
                               for (int i = 0; i < state.cards_in_trick(); ++i) {
                                 trick.emplace_back(CardName(state.trick_card(i)));
                               }
                               return trick;
                             })
      .def_property_readonly("history",
                             [](const Game& g) {
                               std::vector<std::string> cards;
                               for (Card card : g.deal().play) cards.emplace_back(CardName(card));
                               return cards;
                             })
      .def_property_readonly("cards_played",
                             [](const Game& g) { return static_cast<int>(g.deal().play.size()); })
      .def_property_readonly("picker",
                             [](const Game& g) -> std::optional<int> {
                               StateOf(g);
                               if (g.setup().leaster) return std::nullopt;
                               return g.setup().picker + 1;
                             })
      .def_property_readonly("partner",
                             [](const Game& g) {
                               StateOf(g);
                               return SeatNumber(g.setup().partner);
                             })
      .def_property_readonly("leaster", [](const Game& g) { return StateOf(g).leaster(); })
      .def_property_readonly("finished", [](const Game& g) { return StateOf(g).finished(); })
      .def_property_readonly("points",
                             [](const Game& g) {
                               const GameState& state = StateOf(g);
                               std::vector<int> points;
                               for (Seat seat = 0; seat < state.players(); ++seat) {
                                 points.push_back(state.points(seat));
                               }
                               return points;
                             })
      .def_property_readonly("picker_team_points",
                             [](const Game& g) { return StateOf(g).PickerTeamPoints(); })
      .def("legal_cards", [](const Game& g) { return Names(StateOf(g).LegalCards()); })
      .def("play", &Play, py::arg("card"), "The game after the seat to move plays `card`.")
      .def(
          "at",
          [](const Game& g, int cards) {
            absl::StatusOr<Game> at = g.At(cards);
            if (!at.ok()) throw py::value_error(std::string(at.status().message()));
            return *std::move(at);
          },
          py::arg("cards"), "The same game after the first `cards` cards of its play.")
      .def("sample", &Sample, py::arg("count"), py::arg("seed") = 1,
           "Games laying the cards the seat to move has not seen out anew, drawn uniformly "
           "among the layouts consistent with what it saw.")
      .def(
          "text", [](const Game& g) { return FormatDeal(g.deal()); },
          "The deal in the notation, its play included.")
      .def("__repr__", [](const Game& g) {
        return "<sheepdd.Game " + std::string(PresetName(g.rules().preset)) + "-handed, " +
               std::to_string(g.deal().play.size()) + " cards played>";
      });

  m.def("parse", &Parse, py::arg("text"),
        "A deal in the notation or JSON as a Game; ValueError('LINE:COLUMN: cause') if it is "
        "not valid.");
  m.def("deal", &RandomGame, py::arg("players") = "5", py::arg("seed") = 1, py::arg("index") = 0,
        py::arg("pick") = true,
        "Random deal `index` of `seed` for a table preset ('5', '4-jd', '3', ...), picked "
        "plausibly unless pick=False: the deals of `sheepdd deal` and `sheepdd bench`.");

  py::class_<PySolver>(m, "Solver",
                       "A double-dummy solver that keeps its tables between questions.")
      .def(py::init<size_t, uint64_t, double>(), py::arg("memory_mb") = kDefaultTableMegabytes,
           py::arg("node_limit") = 0, py::arg("time_limit") = 0.0)
      .def("value", &PySolver::Value, py::arg("game"),
           "The picker's team's points under perfect play.")
      .def("card_values", &PySolver::CardValues, py::arg("game"),
           "Each legal card of the seat to move: the picker's team's points after it.")
      .def("best_line", &PySolver::BestLine, py::arg("game"),
           "One optimal play from the position to the end of the hand.")
      .def("can_reach", &PySolver::CanReach, py::arg("game"), py::arg("target"),
           "Whether the picker's team can make at least `target` points.")
      .def("leaster_can_win", &PySolver::LeasterCanWin, py::arg("game"), py::arg("seat"),
           "Leaster: whether `seat` (1-based) can force a win against all the others.")
      .def("new_deal", &PySolver::NewDeal, "Forget the tables' entries.")
      .def_property_readonly("nodes", &PySolver::nodes);

  for (const char* command : {"solve", "replay", "bury", "pick", "advise", "review"}) {
    m.def(
        command,
        [command](const py::object& game_or_text, const py::kwargs& options) {
          return RunCommand(command, game_or_text, options);
        },
        py::arg("game_or_text"),
        (std::string("The dict `sheepdd ") + command +
         " --json` prints for the deal; keyword options are its command-line options "
         "(at=7, samples=200, play=True).")
            .c_str());
  }
}
