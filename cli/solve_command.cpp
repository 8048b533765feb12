// sheepdd solve FILE... [--json] [--target N]: the double-dummy value, result row, scores, best
// line and the value of every legal card, for each deal from the position its play reached.
#include <fmt/format.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/output.h"
#include "cli/reports.h"
#include "solver/analysis/analysis.h"
#include "solver/analysis/verify.h"
#include "solver/game/game.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

nlohmann::json PickedJson(const DoubleDummyResult& result, int players) {
  nlohmann::json json;
  json["picker_team_points"] = result.picker_team_points;
  json["defender_points"] = result.defender_points;
  json["outcome"] = OutcomeName(result.outcome);
  json["can_take_every_trick"] = result.can_take_every_trick;
  json["can_be_kept_from_any_trick"] = result.can_be_kept_from_any_trick;
  json["scores"] = std::vector<int>(result.scores.begin(), result.scores.begin() + players);
  json["seat_points"] =
      std::vector<int>(result.seat_points.begin(), result.seat_points.begin() + players);
  json["to_move"] = result.to_move ? nlohmann::json(*result.to_move + 1) : nlohmann::json(nullptr);
  nlohmann::json moves = nlohmann::json::array();
  for (const CardValue& move : result.card_values) {
    moves.push_back({{"card", CardName(move.card)}, {"picker_team_points", move.value}});
  }
  json["moves"] = moves;
  json["best_line"] = CardsJson(result.best_line);
  json["nodes"] = result.nodes;
  return json;
}

std::string PickedText(const DoubleDummyResult& result, const Setup& setup, const GameState& state,
                       CardStyle style) {
  std::string out =
      Cat("  double-dummy: picker's team ", result.picker_team_points, " (", SeatName(setup.picker),
          setup.partner ? " with " + SeatName(*setup.partner) : " alone", "), defenders ",
          result.defender_points, ": ", Bold(OutcomeName(result.outcome), style), "\n");
  Append(&out, "  every trick possible: ", result.can_take_every_trick ? "yes" : "no",
         "; kept from any trick: ", result.can_be_kept_from_any_trick ? "yes" : "no", "\n");
  std::vector<std::string> scores;
  for (int seat = 0; seat < state.players(); ++seat) {
    scores.push_back(fmt::format("{} {:+}", SeatName(seat), result.scores[seat]));
  }
  Append(&out, "  scores: ", Join(scores, ", "), "\n");
  if (result.to_move) {
    const bool team = state.OnPickerTeam(*result.to_move);
    Append(&out, "  ", SeatName(*result.to_move), " to play (", team ? "picker's team" : "defender",
           "); picker's-team points after each card:\n");
    for (const CardValue& move : result.card_values) {
      const int cost =
          team ? result.picker_team_points - move.value : move.value - result.picker_team_points;
      Append(&out, fmt::format("    {:<4} {:>4}{}\n", CardText(move.card, style), move.value,
                               cost == 0 ? "  best" : fmt::format("  costs {}", cost)));
    }
    Append(&out, "  best line:\n", RenderTricks(state, result.best_line, style));
    std::vector<std::string> split;
    for (int seat = 0; seat < state.players(); ++seat) {
      split.push_back(Cat(SeatName(seat), " ", result.seat_points[seat]));
    }
    Append(&out, "  point split: ", Join(split, ", "));
    if (state.bury_points() > 0) Append(&out, ", bury ", state.bury_points());
    Append(&out, "\n");
  }
  Append(&out, "  nodes: ", result.nodes, "\n");
  return out;
}

// Under --verify, checks the report's answers with `verify` (given the reference's budget) and
// says so in the report; any difference fails the deal.
absl::Status Verify(const ReportOptions& options,
                    const std::function<Verification(uint64_t max_nodes)>& verify, Report& report) {
  if (!options.verify_nodes) return absl::OkStatus();
  const uint64_t max_nodes = *options.verify_nodes;
  const Verification verification = verify(max_nodes);
  if (!verification.differences.empty()) {
    return absl::InternalError(Cat("VERIFICATION FAILED: ", Join(verification.differences, "; ")));
  }
  report.json["verify"] = {{"checked", verification.checked},
                           {"reference_nodes", verification.reference_nodes}};
  if (verification.checked) {
    Append(&report.text, "  verified: the plain reference search agrees (",
           verification.reference_nodes, " positions)\n");
  } else {
    Append(&report.text, "  not verified: the plain reference search would need more than ",
           max_nodes, " positions\n");
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Report> SolveReport(Solver& solver, const Game& game, const ReportOptions& options) {
  const Deal& deal = game.deal();
  if (!game.playable()) return game.playable_status();
  const GameState* state = &game.state();
  const Setup* setup = &game.setup();
  if (setup->thrown_in) {
    return absl::FailedPreconditionError("everybody passed under no-pick=doubler: no play");
  }
  solver.NewDeal();
  const uint64_t nodes_before = solver.nodes();
  Report report;
  report.text = Bold(options.title, options.style) + "\n";
  if (options.target) {
    if (setup->leaster) return absl::InvalidArgumentError("--target asks about a picked hand");
    const bool yes = solver.CanReach(*state, *options.target);
    report.answer = yes;
    report.json = {
        {"target", *options.target}, {"reachable", yes}, {"nodes", solver.nodes() - nodes_before}};
    report.text = Cat(options.title, ": picker's team makes ", *options.target, ": ",
                      yes ? "yes" : "no", "\n");
    const absl::Status verified = Verify(
        options,
        [&](uint64_t max_nodes) { return VerifyTarget(yes, *options.target, *state, max_nodes); },
        report);
    if (!verified.ok()) return verified;
    return report;
  }
  if (setup->leaster) {
    const std::vector<bool> can_win = AnalyzeLeaster(solver, *state);
    nlohmann::json seats = nlohmann::json::array();
    for (int seat = 0; seat < deal.rules.players(); ++seat) {
      seats.push_back({{"seat", seat + 1}, {"can_win", static_cast<bool>(can_win[seat])}});
      Append(&report.text, "  leaster: ", SeatName(seat), can_win[seat] ? " can" : " cannot",
             " force a win against the others\n");
    }
    report.json["leaster"] = seats;
    report.json["nodes"] = solver.nodes() - nodes_before;
    const absl::Status verified = Verify(
        options, [&](uint64_t max_nodes) { return VerifyLeaster(can_win, *state, max_nodes); },
        report);
    if (!verified.ok()) return verified;
    return report;
  }
  const DoubleDummyResult result =
      AnalyzePicked(solver, deal.rules, *setup, *state, deal.multipliers);
  report.json = PickedJson(result, deal.rules.players());
  report.text += PickedText(result, *setup, *state, options.style);
  const absl::Status verified = Verify(
      options, [&](uint64_t max_nodes) { return VerifyPicked(result, *state, max_nodes); }, report);
  if (!verified.ok()) return verified;
  return report;
}

int RunSolve(const std::vector<std::string>& args, Io& io) {
  ReportCommand command{"solve",
                        "sheepdd solve [--json] [--target N] [--verify] [--memory MB] FILE...",
                        Analysis::kSolve};
  command.options.add_options()("target", po::value<int>(),
                                "only ask: can the picker's team make N points? (yes/no)");
  AddVerifyOptions(command.options);
  command.configure = [](const po::variables_map& values, ReportOptions& options) {
    if (values.count("target")) options.target = values["target"].as<int>();
    options.verify_nodes = VerifyNodesOf(values);
  };
  return RunReportCommand(args, std::move(command), io);
}

}  // namespace sheepdd::cli
