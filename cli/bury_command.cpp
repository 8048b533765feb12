// sheepdd bury FILE... [--json] [--target N] [--top K]: every legal bury and partner choice of the
// deal's picker solved double-dummy and ranked; where the recorded choice ranks and what it cost;
// whether schneider (or N points) was within reach.
#include <fmt/format.h>

#include <algorithm>
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

nlohmann::json TargetJson(const BuryTargetAnalysis& analysis, int target, const Rules& rules) {
  int reaching = 0;
  nlohmann::json list = nlohmann::json::array();
  for (const TargetAnswer& answer : analysis.options) {
    reaching += answer.reaches ? 1 : 0;
    list.push_back({{"bury", CardsJson(answer.choice.bury)},
                    {"call", CallText(rules, answer.choice.call)},
                    {"reaches", answer.reaches}});
  }
  nlohmann::json json = {{"target", target}, {"options", list}, {"any", reaching > 0}};
  if (analysis.actual) json["actual"] = analysis.options[*analysis.actual].reaches;
  return json;
}

std::string TargetText(const BuryTargetAnalysis& analysis, int target, const Rules& rules,
                       const ReportOptions& options) {
  const std::vector<TargetAnswer>& choices = analysis.options;
  const int reaching = static_cast<int>(std::count_if(
      choices.begin(), choices.end(), [](const TargetAnswer& answer) { return answer.reaches; }));
  std::string text = Bold(options.title, options.style) + "\n";
  if (analysis.actual) {
    Append(&text, "  picker's team makes ", target,
           " with the actual bury and call: ", YesNo(choices[*analysis.actual].reaches), "\n");
  }
  Append(&text, "  picker's team makes ", target, " with the best choice: ", YesNo(reaching > 0),
         " (", reaching, " of ", choices.size(), " choices)\n");
  for (const TargetAnswer& answer : choices) {
    if (!answer.reaches) break;
    Append(&text, "    ", CardsText(answer.choice.bury, rules, options.style), "  ",
           CallText(rules, answer.choice.call), "\n");
  }
  Append(&text, "  nodes: ", analysis.nodes, "\n");
  return text;
}

int SchneiderCount(const BuryAnalysis& analysis) {
  return static_cast<int>(
      std::count_if(analysis.options.begin(), analysis.options.end(), MakesSchneider));
}

nlohmann::json RankedJson(const BuryAnalysis& analysis, const Rules& rules) {
  const std::vector<ChoiceResult>& choices = analysis.options;
  nlohmann::json list = nlohmann::json::array();
  for (const ChoiceResult& option : choices) list.push_back(ChoiceJson(rules, option));
  nlohmann::json json = {{"options", list}};
  json["schneider"] = {{"best", MakesSchneider(choices.front())},
                       {"any", SchneiderCount(analysis) > 0}};
  if (analysis.actual) {
    const ChoiceResult& actual = choices[*analysis.actual];
    nlohmann::json actual_json = ChoiceJson(rules, actual);
    actual_json["rank"] = *analysis.actual + 1;
    json["actual"] = actual_json;
    json["schneider"]["actual"] = MakesSchneider(actual);
  }
  return json;
}

std::string RankedText(const BuryAnalysis& analysis, const Deal& deal,
                       const ReportOptions& options) {
  const std::vector<ChoiceResult>& choices = analysis.options;
  const ChoiceResult& best = choices.front();
  const int schneider = SchneiderCount(analysis);
  std::string text = Bold(options.title, options.style) + "\n";
  Append(&text, "  ", SeatName(deal.picker), " picks; ", choices.size(),
         " legal buries and calls, best first, solved double-dummy (every card seen):\n");
  Append(&text, fmt::format("    {:>4}  {:<14} {:<18} {:>4}  {:<12} {}\n", "rank", "bury", "call",
                            "pts", "row", "picker"));
  const int top = options.top.value_or(kDefaultTop);
  for (int i = 0; i < static_cast<int>(choices.size()) && i < top; ++i) {
    Append(&text, fmt::format("    {:>4}  {}\n", i + 1,
                              ChoiceText(deal.rules, choices[i], options.style)));
  }
  if (analysis.actual) {
    const ChoiceResult& actual = choices[*analysis.actual];
    Append(&text, fmt::format("  actual choice ranks {} of {}: {}\n", *analysis.actual + 1,
                              choices.size(), ChoiceText(deal.rules, actual, options.style)));
    const int points = best.result.picker_team_points - actual.result.picker_team_points;
    const int score = best.picker_score - actual.picker_score;
    if (score > 0) Append(&text, "  it cost the picker ", score, " in score against the best\n");
    if (score == 0 && points > 0) {
      Append(&text, "  it cost ", Count(points, "point"), " against the best (same score)\n");
    }
  }
  // Could the picker have made schneider (91 points)? With the actual bury, the best, any.
  std::vector<std::string> schneider_answers;
  if (analysis.actual) {
    schneider_answers.push_back(
        Cat("with the actual bury: ", YesNo(MakesSchneider(choices[*analysis.actual]))));
  }
  schneider_answers.push_back(Cat("with the best bury: ", YesNo(MakesSchneider(best))));
  schneider_answers.push_back(
      Cat("with any: ", YesNo(schneider > 0), " (", schneider, " of ", choices.size(), ")"));
  Append(&text, "  could the picker have made schneider (91 points)?\n    ",
         Join(schneider_answers, "; "), "\n");
  Append(&text, "  nodes: ", analysis.nodes, "\n");
  return text;
}

}  // namespace

absl::StatusOr<Report> BuryReport(Solver& solver, const Game& game, const ReportOptions& options) {
  Report report;
  BuryResult result;
  if (options.target) {
    absl::StatusOr<BuryTargetAnalysis> analysis =
        AnalyzeBuryTarget(solver, game, *options.target, options.progress);
    if (!analysis.ok()) return analysis.status();
    const std::vector<TargetAnswer>& choices = analysis->options;
    report.answer = analysis->actual ? choices[*analysis->actual].reaches
                                     : !choices.empty() && choices.front().reaches;
    report.nodes = analysis->nodes;
    result.target = *options.target;
    result.analysis = *std::move(analysis);
  } else {
    absl::StatusOr<BuryAnalysis> analysis = AnalyzeBury(solver, game, options.progress);
    if (!analysis.ok()) return analysis.status();
    if (analysis->options.empty()) {
      return absl::FailedPreconditionError("the picker has no legal bury");
    }
    report.nodes = analysis->nodes;
    report.value = analysis->options.front().result.picker_team_points;
    report.outcome = analysis->options.front().result.outcome;
    result.analysis = *std::move(analysis);
  }
  report.result = std::move(result);
  return report;
}

std::string BuryText(const BuryResult& result, const Game& game, const ReportOptions& options) {
  if (const auto* target = std::get_if<BuryTargetAnalysis>(&result.analysis)) {
    return TargetText(*target, result.target, game.rules(), options);
  }
  return RankedText(std::get<BuryAnalysis>(result.analysis), game.deal(), options);
}

nlohmann::json BuryJson(const BuryResult& result, const Game& game) {
  if (const auto* target = std::get_if<BuryTargetAnalysis>(&result.analysis)) {
    return TargetJson(*target, result.target, game.rules());
  }
  return RankedJson(std::get<BuryAnalysis>(result.analysis), game.rules());
}

std::vector<CsvColumn> BuryColumns(bool target) {
  if (target) {
    const auto of = [](const Report& report) -> const BuryTargetAnalysis* {
      return std::get_if<BuryTargetAnalysis>(&std::get<BuryResult>(report.result).analysis);
    };
    return {{"target", [](const Report& report,
                          const Game&) { return Cat(std::get<BuryResult>(report.result).target); }},
            {"any",
             [of](const Report& report, const Game&) -> std::string {
               const BuryTargetAnalysis* analysis = of(report);
               const bool any = !analysis->options.empty() && analysis->options.front().reaches;
               return any ? "true" : "false";
             }},
            {"actual", [of](const Report& report, const Game&) -> std::string {
               const BuryTargetAnalysis* analysis = of(report);
               if (!analysis->actual) return "";
               return analysis->options[*analysis->actual].reaches ? "true" : "false";
             }}};
  }
  using A = const BuryAnalysis&;
  const auto field = [](auto text) {
    return [text](const Report& report, const Game& game) -> std::string {
      return text(std::get<BuryAnalysis>(std::get<BuryResult>(report.result).analysis),
                  game.rules());
    };
  };
  const auto actual = [](auto text) {
    return [text](A analysis, const Rules&) -> std::string {
      return analysis.actual ? text(analysis.options[*analysis.actual]) : std::string();
    };
  };
  const auto yes = [](bool value) { return std::string(value ? "true" : "false"); };
  return {
      {"best_bury",
       field([](A a, const Rules&) { return CardNames(a.options.front().choice.bury); })},
      {"best_call", field([](A a, const Rules& rules) {
         return ChoiceJson(rules, a.options.front())["call"].get<std::string>();
       })},
      {"best_points",
       field([](A a, const Rules&) { return Cat(a.options.front().result.picker_team_points); })},
      {"best_outcome", field([](A a, const Rules&) {
         return std::string(OutcomeName(a.options.front().result.outcome));
       })},
      {"best_picker_score",
       field([](A a, const Rules&) { return Cat(a.options.front().picker_score); })},
      {"actual_rank",
       field([](A a, const Rules&) { return a.actual ? Cat(*a.actual + 1) : std::string(); })},
      {"actual_points",
       field(actual([](const ChoiceResult& c) { return Cat(c.result.picker_team_points); }))},
      {"actual_picker_score",
       field(actual([](const ChoiceResult& c) { return Cat(c.picker_score); }))},
      {"schneider_actual",
       field(actual([yes](const ChoiceResult& c) { return yes(MakesSchneider(c)); }))},
      {"schneider_best",
       field([yes](A a, const Rules&) { return yes(MakesSchneider(a.options.front())); })},
      {"schneider_any", field([yes](A a, const Rules&) { return yes(SchneiderCount(a) > 0); })}};
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
