// The analyses as reports: for one deal, the typed result of its analysis, and the renderers that
// turn it into the text a person reads, a JSON object (--json, batch) or a CSV row (batch).
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/advise.h"
#include "cli/output.h"
#include "solver/analysis/analysis.h"
#include "solver/analysis/bury_analysis.h"
#include "solver/analysis/pick_analysis.h"
#include "solver/analysis/replay.h"
#include "solver/analysis/verify.h"
#include "solver/game/deal.h"
#include "solver/game/scoring.h"
#include "solver/search/solver.h"

namespace sheepdd::cli {

enum class Analysis { kSolve, kReplay, kBury, kPick, kScore, kReview };

// --verify and --verify-nodes (solve, and batch with solve).
void AddVerifyOptions(boost::program_options::options_description& options);
// The reference search's budget when --verify was given, else nothing.
std::optional<uint64_t> VerifyNodesOf(const boost::program_options::variables_map& values);

// Whether --target, if given, is a number of card points (0 to 120); an error message otherwise.
bool TargetInRange(const boost::program_options::variables_map& values, Io& io);

// "solve", "replay", "bury", "pick", "score", "review"; nothing for another name.
std::optional<Analysis> AnalysisNamed(std::string_view name);

// bury and advise: how many choices the text lists unless --top says otherwise.
inline constexpr int kDefaultTop = 10;
// --top K (bury and advise).
void AddTopOption(boost::program_options::options_description& options);

struct ReportOptions {
  std::optional<int> target;  // solve and bury: ask only whether N points can be reached
  std::optional<int> top;     // bury: how many choices the text lists
  CardStyle style;
  std::string title;    // the heading of the text, e.g. "hand.deal deal 2"
  Progress progress;    // bury and pick: choices done, for a progress line on a terminal
  SearchLimits limits;  // for the whole analysis of one deal
  // solve --verify: check the answers against the plain reference search, which may visit this
  // many positions.
  std::optional<uint64_t> verify_nodes;
  AdviseSettings advise;  // review: samples, seed and exact limit
};

// What `solve` found for one deal: one of three kinds of answer, and the reference search's
// check under --verify.
struct TargetAnswerOf {
  int target = 0;
  bool reachable = false;
};
struct LeasterAnswer {
  std::vector<bool> can_win;  // by seat
};
struct SolveResult {
  std::variant<DoubleDummyResult, TargetAnswerOf, LeasterAnswer> answer;
  std::optional<Verification> verification;  // under --verify
  uint64_t verify_budget = 0;
};
// What `bury` found: every choice ranked, or with --target whether each reaches it.
struct BuryResult {
  std::variant<BuryAnalysis, BuryTargetAnalysis> analysis;
  int target = 0;  // with a BuryTargetAnalysis
};

// A finished hand scored: its setup, its last state and the scores.
struct ScoredDeal {
  Setup setup;
  GameState state;
  HandScore score;
};
// The score of a deal whose play is complete; an error naming how far the play got otherwise.
absl::StatusOr<ScoredDeal> ScoreDeal(const Game& game);

// One deal's answer as data: the analysis's typed result, and what every command reads of it.
// Renderers turn it into text, JSON or a CSV row (ReportText, ReportJson, CsvColumnsOf).
struct Report {
  std::variant<SolveResult, ReplayAnalysis, BuryResult, PickAnalysis, ScoredDeal, Review> result;
  uint64_t nodes = 0;
  std::optional<bool> answer;      // the yes/no of a --target question
  std::optional<int> value;        // the picker's team's value batch's summary averages
  std::optional<Outcome> outcome;  // and its row
};

absl::StatusOr<Report> SolveReport(Solver& solver, const Game& game, const ReportOptions& options);
absl::StatusOr<Report> ReplayReport(Solver& solver, const Game& game, const ReportOptions& options);
absl::StatusOr<Report> BuryReport(Solver& solver, const Game& game, const ReportOptions& options);
absl::StatusOr<Report> PickReport(Solver& solver, const Game& game, const ReportOptions& options);
absl::StatusOr<Report> ScoreReport(const Game& game);  // searches nothing
absl::StatusOr<Report> ReviewReport(Solver& solver, const Game& game, const ReportOptions& options);

// The report of one deal; a limit status (IsLimitReached) when a search reached options.limits.
absl::StatusOr<Report> MakeReport(Analysis analysis, Solver& solver, const Game& game,
                                  const ReportOptions& options);

// How a report reads as text: options.title heads it, options.style writes its cards, options.top
// limits bury's list.
std::string ReportText(const Report& report, const Game& game, const ReportOptions& options);
// The report as the JSON object --json prints (without "file" and "deal").
nlohmann::json ReportJson(const Report& report, const Game& game);

// The text and JSON of each analysis (solve_command.cpp, replay_command.cpp, ...).
std::string SolveText(const SolveResult& result, const Game& game, const ReportOptions& options);
nlohmann::json SolveJson(const SolveResult& result, const Game& game);
std::string ReplayText(const ReplayAnalysis& replay, const Game& game,
                       const ReportOptions& options);
nlohmann::json ReplayJson(const ReplayAnalysis& replay, const Game& game);
std::string BuryText(const BuryResult& result, const Game& game, const ReportOptions& options);
nlohmann::json BuryJson(const BuryResult& result, const Game& game);
std::string PickText(const PickAnalysis& pick, const Game& game, const ReportOptions& options);
nlohmann::json PickJson(const PickAnalysis& pick, const Game& game);
std::string ScoreText(const ScoredDeal& scored, const Game& game, const ReportOptions& options);
nlohmann::json ScoreJson(const ScoredDeal& scored, const Game& game);
std::string ReviewText(const Review& review, const Game& game, const ReportOptions& options);
nlohmann::json ReviewJson(const Review& review, const Game& game);

// A CSV column of batch: its header and its field of a report (empty where it does not apply).
struct CsvColumn {
  std::string_view header;
  std::function<std::string(const Report&, const Game&)> field;
};
// A column's field that reads the report's result of type `Result`: `text(result, game)`.
template <typename Result, typename Text>
auto ResultField(Text text) {
  return [text](const Report& report, const Game& game) -> std::string {
    return text(std::get<Result>(report.result), game);
  };
}

// The columns of each analysis after batch's own (file, deal, error, limit_reached), nodes last.
// The picker and partner columns of the deal's setup (solve, score), empty where there is none.
std::vector<CsvColumn> SeatColumns();
std::vector<CsvColumn> SolveColumns(bool target);
std::vector<CsvColumn> ReplayColumns();
std::vector<CsvColumn> BuryColumns(bool target);
std::vector<CsvColumn> PickColumns();
std::vector<CsvColumn> ScoreColumns();
std::vector<CsvColumn> ReviewColumns();

// What a report command adds to the options every one of them has (FILE..., --json, --ascii,
// --memory, --time-limit, --node-limit): its own options, how they set the report options, and what
// to do with each report besides printing it.
struct ReportCommand {
  ReportCommand(std::string_view name, std::string_view usage, Analysis analysis)
      : name(name), usage(usage), analysis(analysis) {}
  std::string_view name;   // "bury"
  std::string_view usage;  // "sheepdd bury [--json] [--target N] FILE..."
  Analysis analysis;
  boost::program_options::options_description options{"Options"};
  std::function<void(const boost::program_options::variables_map&, ReportOptions&)> configure;
  std::function<absl::Status(const Report&, const ReportOptions&)> after;
  unsigned shared = 0;  // shared options it takes besides --memory, limits and --json (--at)
};

// Runs a report command: each deal's report printed as text or JSON; exit 1 if a deal failed or
// a --target question was answered no, 3 if a limit left an answer unknown.
int RunReportCommand(const std::vector<std::string>& args, ReportCommand command, Io& io);

// Prints a deal's report: its JSON object on one line (with "file" and "deal" added) or its text.
void PrintReport(const Report& report, const InputDeal& input, const Game& game, bool json,
                 const ReportOptions& options, Io& io);

// A partner choice as the notation writes it: "AH", "AH unknown 7C", "alone"; no call is "jd"
// under the jd rule, else "none".
std::string CallText(const Rules& rules, const std::optional<Call>& call);
// A solved choice: bury, call (and unknown), points, row and the picker's score.
nlohmann::json ChoiceJson(const Rules& rules, const ChoiceResult& option);
// One line of a choice table: bury, call, points, row, the picker's score.
std::string ChoiceText(const Rules& rules, const ChoiceResult& option, CardStyle style);

// A seat's part in the hand: "picker", "partner", "defender"; in a leaster "leaster".
std::string RoleOf(const Setup& setup, Seat seat);

// The picker and the partner as JSON seat numbers (null where there is none: a leaster, alone).
nlohmann::json PickerJson(const Setup& setup);
nlohmann::json PartnerJson(const Setup& setup);

// Canonical ASCII card names.
nlohmann::json CardsJson(const std::vector<Card>& cards);
nlohmann::json CardsJson(CardSet cards);

}  // namespace sheepdd::cli
