#include "cli/reports.h"

#include <fmt/format.h>

#include <chrono>
#include <ostream>
#include <type_traits>

#include "cli/progress.h"
#include "cli/shared_options.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

std::optional<Analysis> AnalysisNamed(std::string_view name) {
  if (name == "solve") return Analysis::kSolve;
  if (name == "replay") return Analysis::kReplay;
  if (name == "bury") return Analysis::kBury;
  if (name == "pick") return Analysis::kPick;
  if (name == "score") return Analysis::kScore;
  if (name == "review") return Analysis::kReview;
  return std::nullopt;
}

void AddVerifyOptions(boost::program_options::options_description& options) {
  options.add_options()(
      "verify", "check every answer against the plain reference search (small positions only)")(
      "verify-nodes", boost::program_options::value<uint64_t>()->default_value(50'000'000),
      "positions the reference search may visit for --verify before giving up");
}

std::optional<uint64_t> VerifyNodesOf(const boost::program_options::variables_map& values) {
  if (!values.count("verify")) return std::nullopt;
  return values["verify-nodes"].as<uint64_t>();
}

bool TargetInRange(const boost::program_options::variables_map& values, Io& io) {
  if (!values.count("target")) return true;
  const int target = values["target"].as<int>();
  if (target >= 0 && target <= kDeckPoints) return true;
  io.err << "sheepdd: --target must be from 0 to " << kDeckPoints << " (card points), not "
         << target << "\n";
  return false;
}

void AddTopOption(boost::program_options::options_description& options) {
  options.add_options()("top", boost::program_options::value<int>()->default_value(kDefaultTop),
                        "choices to list (text output)");
}

namespace {

absl::StatusOr<Report> ReportOf(Analysis analysis, Solver& solver, const Game& game,
                                const ReportOptions& options) {
  switch (analysis) {
    case Analysis::kSolve: return SolveReport(solver, game, options);
    case Analysis::kReplay: return ReplayReport(solver, game, options);
    case Analysis::kBury: return BuryReport(solver, game, options);
    case Analysis::kPick: return PickReport(solver, game, options);
    case Analysis::kScore: return ScoreReport(game);
    case Analysis::kReview: return ReviewReport(solver, game, options);
  }
  return absl::InternalError("unknown analysis");
}

}  // namespace

absl::StatusOr<Report> MakeReport(Analysis analysis, Solver& solver, const Game& game,
                                  const ReportOptions& options) {
  solver.SetLimits(options.limits);
  absl::StatusOr<Report> report = ReportOf(analysis, solver, game, options);
  // A search stopped at a limit: whatever the report says is not known.
  if (absl::Status stopped = solver.status(); !stopped.ok()) return stopped;
  return report;
}

int RunReportCommand(const std::vector<std::string>& args, ReportCommand command, Io& io) {
  const unsigned kShared = kMemoryOption | kLimitOptions | kJsonOption | command.shared;
  AddSharedOptions(command.options, kShared);
  command.options.add_options()("ascii", "canonical ASCII cards, no symbols or colour");
  boost::program_options::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(args, command.options, command.usage, &files, values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: " << command.name << " needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kShared, io);
  if (!shared) return kExitUsage;
  const bool json = shared->json;
  const std::optional<size_t> megabytes = shared->TableMegabytes(1, io);
  if (!megabytes) return kExitUsage;
  std::optional<Solver> solver = MakeSolver(*megabytes, io);
  if (!solver) return kExitUsage;
  ReportOptions options;
  options.limits = shared->limits;
  options.style = StyleFor(io, values.count("ascii") > 0 || json);
  if (!TargetInRange(values, io)) return kExitUsage;
  if (command.configure) command.configure(values, options);
  // Long analyses (bury, pick) show how many choices they have solved.
  ProgressLine progress(io);
  if (progress.enabled()) {
    options.progress = [&](int done, int total) {
      progress.Update([&] { return Cat(options.title, ": ", done, "/", total, " choices"); });
    };
  }
  bool any_no = false;
  const int status = AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& game) {
    absl::StatusOr<Game> at = shared->AtPoint(game);
    if (!at.ok()) return at.status();
    options.title = Cat(input.file, " deal ", input.parsed.index + 1, shared->AtHeading());
    absl::StatusOr<Report> report = MakeReport(command.analysis, *solver, *at, options);
    progress.Clear();
    if (!report.ok()) return report.status();
    if (command.after) {
      if (absl::Status done = command.after(*report, options); !done.ok()) return done;
    }
    any_no |= report->answer == false;
    PrintReport(*report, input, *at, json, options, io);
    return absl::OkStatus();
  });
  if (status == kExitOk && any_no) return kExitDealError;
  return status;
}

void PrintReport(const Report& report, const InputDeal& input, const Game& game, bool json,
                 const ReportOptions& options, Io& io) {
  if (json) {
    nlohmann::json object = ReportJson(report, game);
    object["file"] = input.file;
    object["deal"] = input.parsed.index + 1;
    io.out << object.dump() << "\n";
  } else {
    io.out << ReportText(report, game, options);
  }
}

std::string ReportText(const Report& report, const Game& game, const ReportOptions& options) {
  return std::visit(
      [&](const auto& result) -> std::string {
        using Result = std::decay_t<decltype(result)>;
        if constexpr (std::is_same_v<Result, SolveResult>) {
          return SolveText(result, game, options);
        } else if constexpr (std::is_same_v<Result, ReplayAnalysis>) {
          return ReplayText(result, game, options);
        } else if constexpr (std::is_same_v<Result, BuryResult>) {
          return BuryText(result, game, options);
        } else if constexpr (std::is_same_v<Result, PickAnalysis>) {
          return PickText(result, game, options);
        } else if constexpr (std::is_same_v<Result, ScoredDeal>) {
          return ScoreText(result, game, options);
        } else {
          return ReviewText(result, game, options);
        }
      },
      report.result);
}

nlohmann::json ReportJson(const Report& report, const Game& game) {
  nlohmann::json json = std::visit(
      [&](const auto& result) -> nlohmann::json {
        using Result = std::decay_t<decltype(result)>;
        if constexpr (std::is_same_v<Result, SolveResult>) {
          return SolveJson(result, game);
        } else if constexpr (std::is_same_v<Result, ReplayAnalysis>) {
          return ReplayJson(result, game);
        } else if constexpr (std::is_same_v<Result, BuryResult>) {
          return BuryJson(result, game);
        } else if constexpr (std::is_same_v<Result, PickAnalysis>) {
          return PickJson(result, game);
        } else if constexpr (std::is_same_v<Result, ScoredDeal>) {
          return ScoreJson(result, game);
        } else {
          return ReviewJson(result, game);
        }
      },
      report.result);
  // Scoring searches nothing.
  if (!std::holds_alternative<ScoredDeal>(report.result)) json["nodes"] = report.nodes;
  return json;
}

std::string CallText(const Rules& rules, const std::optional<Call>& call) {
  if (!call) return rules.partner == PartnerRule::kJackOfDiamonds ? "jd" : "none";
  if (call->alone) return "alone";
  std::string text(CardName(call->card));
  if (call->unknown) Append(&text, " unknown ", CardName(*call->unknown));
  return text;
}

nlohmann::json ChoiceJson(const Rules& rules, const ChoiceResult& option) {
  nlohmann::json json = {
      {"bury", CardsJson(option.choice.bury)},
      {"call", option.choice.call && !option.choice.call->alone
                   ? std::string(CardName(option.choice.call->card))
                   : CallText(rules, option.choice.call)},
      {"picker_team_points", option.result.picker_team_points},
      {"outcome", OutcomeName(option.result.outcome)},
      {"picker_score", option.picker_score},
      {"partner", option.partner ? nlohmann::json(*option.partner + 1) : nlohmann::json(nullptr)}};
  if (option.choice.call && option.choice.call->unknown) {
    json["unknown"] = CardName(*option.choice.call->unknown);
  }
  return json;
}

std::string ChoiceText(const Rules& rules, const ChoiceResult& option, CardStyle style) {
  // The call, and who it makes the partner where the call does not say it.
  std::string call = CallText(rules, option.choice.call);
  if (option.partner) {
    Append(&call, " (seat", *option.partner + 1, ")");
  } else if (call == "jd") {
    call = "jd (alone)";
  } else {
    call = "alone";
  }
  return fmt::format(
      "{:<14} {:<18} {:>4}  {:<12} {:+}", CardsText(option.choice.bury, rules, style), call,
      option.result.picker_team_points, OutcomeName(option.result.outcome), option.picker_score);
}

std::vector<CsvColumn> SeatColumns() {
  const auto seat = [](nlohmann::json (*of)(const Setup&)) {
    return [of](const Report&, const Game& game) {
      const nlohmann::json json = of(game.setup());
      return json.is_null() ? std::string() : json.dump();
    };
  };
  return {{"picker", seat(PickerJson)}, {"partner", seat(PartnerJson)}};
}

nlohmann::json PickerJson(const Setup& setup) {
  const bool picked = !setup.leaster && !setup.thrown_in;
  return picked ? nlohmann::json(setup.picker + 1) : nlohmann::json(nullptr);
}

nlohmann::json PartnerJson(const Setup& setup) {
  const bool picked = !setup.leaster && !setup.thrown_in;
  return picked && setup.partner ? nlohmann::json(*setup.partner + 1) : nlohmann::json(nullptr);
}

nlohmann::json CardsJson(const std::vector<Card>& cards) {
  nlohmann::json json = nlohmann::json::array();
  for (Card card : cards) json.push_back(CardName(card));
  return json;
}

nlohmann::json CardsJson(CardSet cards) {
  return CardsJson(std::vector<Card>(cards.begin(), cards.end()));
}

std::string RoleOf(const Setup& setup, Seat seat) {
  if (setup.leaster) return "leaster";
  if (seat == setup.picker) return "picker";
  if (setup.partner && seat == *setup.partner) return "partner";
  return "defender";
}

}  // namespace sheepdd::cli
