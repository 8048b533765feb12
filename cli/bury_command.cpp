// sheepdd bury FILE... [--json] [--target N] [--top K]: every legal bury and partner choice of the
// deal's picker solved double-dummy and ranked; where the recorded choice ranks and what it cost;
// whether schneider (or N points) was within reach.
#include <fmt/format.h>

#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/reports.h"
#include "solver/analysis/bury_analysis.h"
#include "solver/game/scoring.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

std::string YesNo(bool yes) { return yes ? "yes" : "no"; }

// Whether the choice, played out double-dummy, gives the picker's team schneider.
bool MakesSchneider(const ChoiceResult& choice) {
  return choice.result.picker_team_points >= kSchneiderPoints;
}

absl::StatusOr<Report> TargetReport(Solver& solver, const Game& game, int target,
                                    const ReportOptions& options) {
  const Deal& deal = game.deal();
  absl::StatusOr<BuryTargetAnalysis> analysis =
      AnalyzeBuryTarget(solver, game, target, options.progress);
  if (!analysis.ok()) return analysis.status();
  const std::vector<TargetAnswer>& choices = analysis->options;
  int reaching = 0;
  nlohmann::json list = nlohmann::json::array();
  for (const TargetAnswer& answer : choices) {
    reaching += answer.reaches ? 1 : 0;
    list.push_back({{"bury", CardsJson(answer.choice.bury)},
                    {"call", CallText(deal.rules, answer.choice.call)},
                    {"reaches", answer.reaches}});
  }
  Report report;
  report.json = {
      {"target", target}, {"options", list}, {"any", reaching > 0}, {"nodes", analysis->nodes}};
  report.answer = reaching > 0;
  report.text = Bold(options.title, options.style) + "\n";
  if (analysis->actual) {
    const bool actual = choices[*analysis->actual].reaches;
    report.json["actual"] = actual;
    report.answer = actual;
    Append(&report.text, "  picker's team makes ", target,
           " with the actual bury and call: ", YesNo(actual), "\n");
  }
  Append(&report.text, "  picker's team makes ", target,
         " with the best choice: ", YesNo(reaching > 0), " (", reaching, " of ", choices.size(),
         " choices)\n");
  for (const TargetAnswer& answer : choices) {
    if (!answer.reaches) break;
    Append(&report.text, "    ", CardsText(answer.choice.bury, deal.rules, options.style), "  ",
           CallText(deal.rules, answer.choice.call), "\n");
  }
  Append(&report.text, "  nodes: ", analysis->nodes, "\n");
  return report;
}

}  // namespace

absl::StatusOr<Report> BuryReport(Solver& solver, const Game& game, const ReportOptions& options) {
  const Deal& deal = game.deal();
  if (options.target) return TargetReport(solver, game, *options.target, options);
  absl::StatusOr<BuryAnalysis> analysis = AnalyzeBury(solver, game, options.progress);
  if (!analysis.ok()) return analysis.status();
  const std::vector<ChoiceResult>& choices = analysis->options;
  if (choices.empty()) return absl::FailedPreconditionError("the picker has no legal bury");
  Report report;
  nlohmann::json list = nlohmann::json::array();
  int schneider = 0;
  for (const ChoiceResult& option : choices) {
    list.push_back(ChoiceJson(deal.rules, option));
    schneider += MakesSchneider(option) ? 1 : 0;
  }
  const ChoiceResult& best = choices.front();
  report.json = {{"options", list}, {"nodes", analysis->nodes}};
  report.json["schneider"] = {{"best", MakesSchneider(best)}, {"any", schneider > 0}};

  std::string& text = report.text;
  text = Bold(options.title, options.style) + "\n";
  Append(&text, "  ", SeatName(deal.picker), " picks; ", choices.size(),
         " legal burys and calls, best first:\n");
  Append(&text, fmt::format("    {:>4}  {:<14} {:<18} {:>4}  {:<12} {}\n", "rank", "bury", "call",
                            "pts", "row", "picker"));
  const int top = options.top.value_or(kDefaultTop);
  for (int i = 0; i < static_cast<int>(choices.size()) && i < top; ++i) {
    Append(&text, fmt::format("    {:>4}  {}\n", i + 1,
                              ChoiceText(deal.rules, choices[i], options.style)));
  }
  if (analysis->actual) {
    const ChoiceResult& actual = choices[*analysis->actual];
    nlohmann::json actual_json = ChoiceJson(deal.rules, actual);
    actual_json["rank"] = *analysis->actual + 1;
    report.json["actual"] = actual_json;
    report.json["schneider"]["actual"] = MakesSchneider(actual);
    Append(&text, fmt::format("  actual choice ranks {} of {}: {}\n", *analysis->actual + 1,
                              choices.size(), ChoiceText(deal.rules, actual, options.style)));
    const int points = best.result.picker_team_points - actual.result.picker_team_points;
    const int score = best.picker_score - actual.picker_score;
    if (score > 0) Append(&text, "  it cost the picker ", score, " in score against the best\n");
    if (score == 0 && points > 0) {
      Append(&text, "  it cost ", Count(points, "point"), " against the best (same score)\n");
    }
    Append(&text, "  could the picker have made schneider? with the actual bury: ",
           YesNo(MakesSchneider(actual)));
  } else {
    Append(&text, "  could the picker have made schneider?");
  }
  Append(&text, "; with the best bury: ", YesNo(MakesSchneider(best)),
         "; with any: ", YesNo(schneider > 0), " (", schneider, " of ", choices.size(), ")\n");
  Append(&text, "  nodes: ", analysis->nodes, "\n");
  return report;
}

int RunBury(const std::vector<std::string>& args, Io& io) {
  ReportCommand command{"bury", "sheepdd bury [--json] [--target N] [--top K] FILE...",
                        Analysis::kBury};
  command.options.add_options()("target", po::value<int>(),
                                "only ask, for every choice: can the picker's team make N?");
  AddTopOption(command.options);
  command.configure = [](const po::variables_map& values, ReportOptions& options) {
    options.top = values["top"].as<int>();
    if (values.count("target")) options.target = values["target"].as<int>();
  };
  return RunReportCommand(args, std::move(command), io);
}

}  // namespace sheepdd::cli
