// sheepdd pick FILE... [--json]: for each seat in picking order, its best result if it picks
// (best bury and call, double-dummy), the leaster if everybody passes, and who should pick.
#include <fmt/format.h>

#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/reports.h"
#include "solver/analysis/pick_analysis.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

nlohmann::json SeatJson(std::optional<Seat> seat) {
  return seat ? nlohmann::json(*seat + 1) : nlohmann::json(nullptr);
}

}  // namespace

absl::StatusOr<Report> PickReport(Solver& solver, const Game& game, const ReportOptions& options) {
  absl::StatusOr<PickAnalysis> analysis = AnalyzePick(solver, game, options.progress);
  if (!analysis.ok()) return analysis.status();
  Report report;
  report.nodes = analysis->nodes;
  report.result = *std::move(analysis);
  return report;
}

nlohmann::json PickJson(const PickAnalysis& pick, const Game& game) {
  const Rules& rules = game.rules();
  const int players = rules.players();
  nlohmann::json seats = nlohmann::json::array();
  for (const SeatPickResult& seat : pick.seats) {
    nlohmann::json entry = {{"seat", seat.seat + 1}, {"best", nullptr}};
    if (seat.best) {
      entry["best"] = ChoiceJson(rules, *seat.best);
      entry["scores"] = std::vector<int>(seat.best->result.scores.begin(),
                                         seat.best->result.scores.begin() + players);
    }
    seats.push_back(entry);
  }
  nlohmann::json json = {{"seats", seats},
                         {"thrown_in", pick.thrown_in},
                         {"should_pick", SeatJson(pick.should_pick)},
                         {"actual_picker", SeatJson(pick.actual_picker)}};
  json["leaster"] = nullptr;
  if (pick.leaster) {
    nlohmann::json leaster = nlohmann::json::array();
    for (int seat = 0; seat < players; ++seat) {
      leaster.push_back(
          {{"seat", seat + 1}, {"can_win", static_cast<bool>((*pick.leaster)[seat])}});
    }
    json["leaster"] = leaster;
  }
  return json;
}

std::string PickText(const PickAnalysis& pick, const Game& game, const ReportOptions& options) {
  const Rules& rules = game.rules();
  std::string text = Bold(options.title, options.style) + "\n";
  Append(&text, "  if it picks, each seat's best bury and call:\n");
  Append(&text, fmt::format("    {:<6} {:<14} {:<18} {:>4}  {:<12} {}\n", "seat", "bury", "call",
                            "pts", "row", "picker"));
  for (const SeatPickResult& seat : pick.seats) {
    if (seat.best) {
      Append(&text, fmt::format("    {:<6} {}\n", SeatName(seat.seat),
                                ChoiceText(rules, *seat.best, options.style)));
    } else {
      Append(&text, fmt::format("    {:<6} no legal choice\n", SeatName(seat.seat)));
    }
  }
  if (pick.leaster) {
    std::vector<std::string> winners;
    for (int seat = 0; seat < rules.players(); ++seat) {
      if ((*pick.leaster)[seat]) winners.push_back(SeatName(seat));
    }
    Append(&text,
           "  if everybody passes (leaster): ", winners.empty() ? "no seat" : Join(winners, ", "),
           " can force a win against the others\n");
  } else if (pick.thrown_in) {
    Append(&text, "  if everybody passes: the hand is thrown in (doubler)\n");
  }
  if (pick.should_pick) {
    Append(&text, "  should pick: ", Bold(SeatName(*pick.should_pick), options.style),
           " (in picking order, the first seat whose pick beats what passing leads to)\n");
  } else {
    Append(&text, "  should pick: nobody (no seat's pick beats passing)\n");
  }
  if (pick.actual_picker) {
    Append(&text, "  actual picker: ", SeatName(*pick.actual_picker),
           pick.actual_picker == pick.should_pick ? " (right)" : " (not the one)", "\n");
  }
  Append(&text, "  nodes: ", pick.nodes, "\n");
  return text;
}

std::vector<CsvColumn> PickColumns() {
  const auto of = [](const Report& report) -> const PickAnalysis& {
    return std::get<PickAnalysis>(report.result);
  };
  const auto seat = [](std::optional<Seat> seat) { return seat ? Cat(*seat + 1) : std::string(); };
  return {
      {"should_pick", [of, seat](const Report& r, const Game&) { return seat(of(r).should_pick); }},
      {"actual_picker",
       [of, seat](const Report& r, const Game&) { return seat(of(r).actual_picker); }},
      {"pick_scores", [of](const Report& r, const Game&) {
         std::vector<std::string> scores;
         for (const SeatPickResult& pick : of(r).seats) {
           scores.push_back(Cat(pick.seat + 1, ":",
                                pick.best ? Cat(pick.best->picker_score) : std::string("-")));
         }
         return Join(scores, " ");
       }}};
}

int RunPick(const std::vector<std::string>& args, Io& io) {
  return RunReportCommand(
      args, ReportCommand{"pick", "sheepdd pick [--json] FILE...", Analysis::kPick}, io);
}

}  // namespace sheepdd::cli
