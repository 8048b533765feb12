// sheepdd standings FILE... [--json | --csv]: a club night's standings from its recorded deals:
// each player's hands, picks, wins as picker, card points and total score, highest score first.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/output.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/game/scoring.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

// One player's night.
struct Standing {
  std::string name;
  int hands = 0;
  int picks = 0;
  int picker_wins = 0;
  int points = 0;  // card points taken
  int score = 0;
};

// Whether a row is a win for the picker's team.
bool PickerWins(Outcome outcome) {
  return outcome == Outcome::kAllTricks || outcome == Outcome::kSchneider ||
         outcome == Outcome::kWin;
}

// Adds a scored deal to the players' standings, by name (or by seat where the deal names nobody).
void Add(const Game& game, const ScoredDeal& scored, std::map<std::string, Standing>& players) {
  const Deal& deal = game.deal();
  const bool picked = !scored.setup.leaster && !scored.setup.thrown_in;
  for (Seat seat = 0; seat < deal.rules.players(); ++seat) {
    const std::string name = deal.names.empty() ? SeatName(seat) : deal.names[seat];
    Standing& standing = players[name];
    standing.name = name;
    ++standing.hands;
    standing.score += scored.score.scores[seat];
    standing.points += scored.state.points(seat);
    if (picked && seat == scored.setup.picker) {
      ++standing.picks;
      if (PickerWins(scored.score.outcome)) ++standing.picker_wins;
    }
  }
}

}  // namespace

int RunStandings(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  AddSharedOptions(options, kJsonOption);
  options.add_options()("csv", "CSV with a header line");
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(args, options, "sheepdd standings [--json | --csv] FILE...", &files,
                               values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: standings needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  std::map<std::string, Standing> players;
  int hands = 0;
  const int status = AnswerEachDeal(files, io, [&](const InputDeal&, const Game& game) {
    const absl::StatusOr<ScoredDeal> scored = ScoreDeal(game);
    if (!scored.ok()) return scored.status();
    Add(game, *scored, players);
    ++hands;
    return absl::OkStatus();
  });
  std::vector<Standing> table;
  for (auto& [name, standing] : players) table.push_back(standing);
  std::stable_sort(table.begin(), table.end(),
                   [](const Standing& a, const Standing& b) { return a.score > b.score; });
  if (values.count("json")) {
    nlohmann::json json = nlohmann::json::array();
    for (const Standing& s : table) {
      json.push_back({{"name", s.name},
                      {"hands", s.hands},
                      {"picks", s.picks},
                      {"picker_wins", s.picker_wins},
                      {"points", s.points},
                      {"score", s.score}});
    }
    io.out << json.dump() << "\n";
  } else if (values.count("csv")) {
    io.out << "name,hands,picks,picker_wins,points,score\n";
    for (const Standing& s : table) {
      io.out << fmt::format("{},{},{},{},{},{}\n", s.name, s.hands, s.picks, s.picker_wins,
                            s.points, s.score);
    }
  } else {
    io.out << "standings after " << Count(hands, "hand") << ", highest score first\n";
    io.out << fmt::format("  {:<12} {:>5} {:>5} {:>11} {:>6} {:>6}\n", "name", "hands", "picks",
                          "picker wins", "points", "score");
    for (const Standing& s : table) {
      io.out << fmt::format("  {:<12} {:>5} {:>5} {:>11} {:>6} {:>+6}\n", s.name, s.hands, s.picks,
                            s.picker_wins, s.points, s.score);
    }
  }
  return status;
}

}  // namespace sheepdd::cli
