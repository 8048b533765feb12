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

absl::StatusOr<Report> PickReport(Solver& solver, const Game& game, const ReportOptions& options) {
  const Deal& deal = game.deal();
  absl::StatusOr<PickAnalysis> analysis = AnalyzePick(solver, game, options.progress);
  if (!analysis.ok()) return analysis.status();
  const int players = deal.rules.players();
  const auto seat_json = [](std::optional<Seat> seat) {
    return seat ? nlohmann::json(*seat + 1) : nlohmann::json(nullptr);
  };
  Report report;
  std::string& text = report.text;
  text = Bold(options.title, options.style) + "\n";
  Append(&text, "  if it picks, each seat's best bury and call:\n");
  Append(&text, fmt::format("    {:<6} {:<14} {:<18} {:>4}  {:<12} {}\n", "seat", "bury", "call",
                            "pts", "row", "picker"));
  nlohmann::json seats = nlohmann::json::array();
  for (const SeatPickResult& seat : analysis->seats) {
    nlohmann::json entry = {{"seat", seat.seat + 1}, {"best", nullptr}};
    if (seat.best) {
      entry["best"] = ChoiceJson(deal.rules, *seat.best);
      entry["scores"] = std::vector<int>(seat.best->result.scores.begin(),
                                         seat.best->result.scores.begin() + players);
      Append(&text, fmt::format("    {:<6} {}\n", SeatName(seat.seat),
                                ChoiceText(deal.rules, *seat.best, options.style)));
    } else {
      Append(&text, fmt::format("    {:<6} no legal choice\n", SeatName(seat.seat)));
    }
    seats.push_back(entry);
  }
  report.json = {{"seats", seats},
                 {"thrown_in", analysis->thrown_in},
                 {"should_pick", seat_json(analysis->should_pick)},
                 {"actual_picker", seat_json(analysis->actual_picker)},
                 {"nodes", analysis->nodes}};
  report.json["leaster"] = nullptr;
  if (analysis->leaster) {
    nlohmann::json leaster = nlohmann::json::array();
    std::vector<std::string> winners;
    for (int seat = 0; seat < players; ++seat) {
      const bool can_win = (*analysis->leaster)[seat];
      leaster.push_back({{"seat", seat + 1}, {"can_win", can_win}});
      if (can_win) winners.push_back(SeatName(seat));
    }
    report.json["leaster"] = leaster;
    Append(&text,
           "  if everybody passes (leaster): ", winners.empty() ? "no seat" : Join(winners, ", "),
           " can force a win against the others\n");
  } else if (analysis->thrown_in) {
    Append(&text, "  if everybody passes: the hand is thrown in (doubler)\n");
  }
  if (analysis->should_pick) {
    Append(&text, "  should pick: ", Bold(SeatName(*analysis->should_pick), options.style),
           " (in picking order, the first seat whose pick beats what passing leads to)\n");
  } else {
    Append(&text, "  should pick: nobody (no seat's pick beats passing)\n");
  }
  if (analysis->actual_picker) {
    Append(&text, "  actual picker: ", SeatName(*analysis->actual_picker),
           analysis->actual_picker == analysis->should_pick ? " (right)" : " (not the one)", "\n");
  }
  Append(&text, "  nodes: ", analysis->nodes, "\n");
  return report;
}

int RunPick(const std::vector<std::string>& args, Io& io) {
  return RunReportCommand(
      args, ReportCommand{"pick", "sheepdd pick [--json] FILE...", Analysis::kPick}, io);
}

}  // namespace sheepdd::cli
