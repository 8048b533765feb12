// sheepdd solve FILE... [--json] [--target N]: the double-dummy value, result row, scores, best
// line and the value of every legal card, for each deal from the position its play reached.
#include <fmt/format.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <variant>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/output.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
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
      Cat("  double-dummy (every card seen): picker's team ", result.picker_team_points, " (",
          SeatName(setup.picker), setup.partner ? " with " + SeatName(*setup.partner) : " alone",
          "), defenders ", result.defender_points, ": ", Bold(OutcomeName(result.outcome), style),
          "\n");
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
  if (!result.to_move) {
    Append(&out,
           "  the play is complete, so this is its result: for the best card at an earlier point\n"
           "  ask with --at N (after the first N cards), or judge every card with replay\n");
  }
  Append(&out, "  nodes: ", result.nodes, "\n");
  return out;
}

// Under --verify, checks the answers with `verify` (given the reference's budget); any difference
// fails the deal.
absl::Status Verify(const ReportOptions& options,
                    const std::function<Verification(uint64_t max_nodes)>& verify,
                    SolveResult& result) {
  if (!options.verify_nodes) return absl::OkStatus();
  result.verify_budget = *options.verify_nodes;
  Verification verification = verify(result.verify_budget);
  if (!verification.differences.empty()) {
    return absl::InternalError(Cat("VERIFICATION FAILED: ", Join(verification.differences, "; ")));
  }
  result.verification = std::move(verification);
  return absl::OkStatus();
}

std::string VerifyText(const SolveResult& result) {
  if (!result.verification) return "";
  if (result.verification->checked) {
    return Cat("  verified: the plain reference search agrees (",
               result.verification->reference_nodes, " positions)\n");
  }
  return Cat("  not verified: the plain reference search would need more than ",
             result.verify_budget, " positions\n");
}

}  // namespace

absl::StatusOr<Report> SolveReport(Solver& solver, const Game& game, const ReportOptions& options) {
  const Deal& deal = game.deal();
  if (!game.playable()) return game.playable_status();
  const GameState& state = game.state();
  const Setup& setup = game.setup();
  if (setup.thrown_in) {
    return absl::FailedPreconditionError("everybody passed under no-pick=doubler: no play");
  }
  solver.NewDeal();
  const uint64_t nodes_before = solver.nodes();
  Report report;
  SolveResult result;
  absl::Status verified;
  if (options.target) {
    if (setup.leaster) return absl::InvalidArgumentError("--target asks about a picked hand");
    const bool yes = solver.CanReach(state, *options.target);
    result.answer = TargetAnswerOf{*options.target, yes};
    report.answer = yes;
    verified = Verify(
        options,
        [&](uint64_t max_nodes) { return VerifyTarget(yes, *options.target, state, max_nodes); },
        result);
  } else if (setup.leaster) {
    const std::vector<bool> can_win = AnalyzeLeaster(solver, state);
    result.answer = LeasterAnswer{can_win};
    verified = Verify(
        options, [&](uint64_t max_nodes) { return VerifyLeaster(can_win, state, max_nodes); },
        result);
  } else {
    const DoubleDummyResult picked =
        AnalyzePicked(solver, deal.rules, setup, state, deal.multipliers);
    report.value = picked.picker_team_points;
    report.outcome = picked.outcome;
    result.answer = picked;
    verified = Verify(
        options, [&](uint64_t max_nodes) { return VerifyPicked(picked, state, max_nodes); },
        result);
  }
  if (!verified.ok()) return verified;
  report.nodes = solver.nodes() - nodes_before;
  report.result = std::move(result);
  return report;
}

std::string SolveText(const SolveResult& result, const Game& game, const ReportOptions& options) {
  std::string text;
  if (const auto* target = std::get_if<TargetAnswerOf>(&result.answer)) {
    text = Cat(options.title, ": picker's team makes ", target->target, ": ",
               target->reachable ? "yes" : "no", "\n");
  } else if (const auto* leaster = std::get_if<LeasterAnswer>(&result.answer)) {
    text = Bold(options.title, options.style) + "\n";
    for (int seat = 0; seat < static_cast<int>(leaster->can_win.size()); ++seat) {
      Append(&text, "  leaster: ", SeatName(seat), leaster->can_win[seat] ? " can" : " cannot",
             " force a win against the others\n");
    }
  } else {
    text = Bold(options.title, options.style) + "\n" +
           PickedText(std::get<DoubleDummyResult>(result.answer), game.setup(), game.state(),
                      options.style);
  }
  return text + VerifyText(result);
}

nlohmann::json SolveJson(const SolveResult& result, const Game& game) {
  nlohmann::json json;
  if (const auto* target = std::get_if<TargetAnswerOf>(&result.answer)) {
    json = {{"target", target->target}, {"reachable", target->reachable}};
  } else if (const auto* leaster = std::get_if<LeasterAnswer>(&result.answer)) {
    nlohmann::json seats = nlohmann::json::array();
    for (int seat = 0; seat < static_cast<int>(leaster->can_win.size()); ++seat) {
      seats.push_back({{"seat", seat + 1}, {"can_win", static_cast<bool>(leaster->can_win[seat])}});
    }
    json["leaster"] = seats;
  } else {
    json = PickedJson(std::get<DoubleDummyResult>(result.answer), game.rules().players());
  }
  json["picker"] = PickerJson(game.setup());
  json["partner"] = PartnerJson(game.setup());
  if (result.verification) {
    json["verify"] = {{"checked", result.verification->checked},
                      {"reference_nodes", result.verification->reference_nodes}};
  }
  return json;
}

std::vector<CsvColumn> SolveColumns(bool target) {
  const auto of = [](const Report& report) -> const SolveResult& {
    return std::get<SolveResult>(report.result);
  };
  std::vector<CsvColumn> columns = SeatColumns();
  if (target) {
    const auto answer = [of](const Report& report) {
      return std::get_if<TargetAnswerOf>(&of(report).answer);
    };
    columns.push_back({"target", [answer](const Report& report, const Game&) {
                         return answer(report) ? Cat(answer(report)->target) : "";
                       }});
    columns.push_back({"reachable", [answer](const Report& report, const Game&) {
                         return answer(report)
                                    ? std::string(answer(report)->reachable ? "true" : "false")
                                    : "";
                       }});
    return columns;
  }
  const auto picked = [of](const Report& report) {
    return std::get_if<DoubleDummyResult>(&of(report).answer);
  };
  const auto field = [picked](auto text) {
    return [picked, text](const Report& report, const Game& game) -> std::string {
      const DoubleDummyResult* result = picked(report);
      return result ? text(*result, game.rules().players()) : "";
    };
  };
  const std::vector<CsvColumn> more = {
      {"picker_team_points",
       field([](const DoubleDummyResult& r, int) { return Cat(r.picker_team_points); })},
      {"defender_points",
       field([](const DoubleDummyResult& r, int) { return Cat(r.defender_points); })},
      {"outcome",
       field([](const DoubleDummyResult& r, int) { return std::string(OutcomeName(r.outcome)); })},
      {"scores", field([](const DoubleDummyResult& r, int players) {
         return Join(std::vector<int>(r.scores.begin(), r.scores.begin() + players), " ");
       })},
      {"best_line", field([](const DoubleDummyResult& r, int) { return CardNames(r.best_line); })},
      {"card_values", field([](const DoubleDummyResult& r, int) {
         std::vector<std::string> values;
         for (const CardValue& move : r.card_values) {
           values.push_back(Cat(CardName(move.card), ":", move.value));
         }
         return Join(values, " ");
       })}};
  columns.insert(columns.end(), more.begin(), more.end());
  return columns;
}

int RunSolve(const std::vector<std::string>& args, Io& io) {
  ReportCommand command{
      "solve", "sheepdd solve [--json] [--at N] [--target N] [--verify] [--memory MB] FILE...",
      Analysis::kSolve};
  command.options.add_options()("target", po::value<int>(),
                                "only ask: can the picker's team make N points? (yes/no)");
  AddVerifyOptions(command.options);
  command.shared = kAtOption;
  command.configure = [](const po::variables_map& values, ReportOptions& options) {
    if (values.count("target")) options.target = values["target"].as<int>();
    options.verify_nodes = VerifyNodesOf(values);
  };
  return RunReportCommand(args, std::move(command), io);
}

}  // namespace sheepdd::cli
