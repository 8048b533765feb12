// sheepdd batch FILE|DIR|- ...: solve (or replay, bury, pick) every deal of many files on every
// core. One output record per input deal, in input order, as JSON Lines or CSV; bad deals give
// error records; a summary and (on a terminal) a progress bar go to stderr.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>

#include "cli/command_list.h"
#include "cli/parallel.h"
#include "cli/progress.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

// Set by SIGINT: the batch stops handing on answers, so stdout ends on a complete line.
std::atomic<bool> interrupted{false};
extern "C" void OnInterrupt(int) { interrupted = true; }

// Appends the *.deal files under `dir`, in path order, descending into subdirectories (not
// into symbolic links to directories). Whatever cannot be listed or read is appended too, so that
// reading it yields an error record: a subdirectory that cannot be listed, a *.deal that is a
// broken link. Only special files (pipes, sockets, devices) are passed over.
void Walk(const std::filesystem::path& dir, std::vector<std::string>& files) {
  namespace fs = std::filesystem;
  std::error_code error;
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error)) {
    entries.push_back(*it);
  }
  if (error) {
    files.push_back(dir.string());
    return;
  }
  std::sort(entries.begin(), entries.end());
  for (const fs::directory_entry& entry : entries) {
    const fs::file_status link = entry.symlink_status(error);
    if (fs::is_directory(link)) {
      Walk(entry.path(), files);
    } else if (entry.path().extension() == ".deal" &&
               (fs::is_regular_file(entry.status(error)) || fs::is_symlink(link))) {
      files.push_back(entry.path().string());
    }
  }
}

// Files as given; directories walked for *.deal files in path order; '-' is standard input.
std::vector<std::string> ExpandInputs(const std::vector<std::string>& inputs) {
  std::vector<std::string> files;
  for (const std::string& input : inputs) {
    std::error_code error;
    if (input != "-" && std::filesystem::is_directory(input, error)) {
      const size_t before = files.size();
      Walk(input, files);
      if (files.size() == before) files.push_back(input);  // reading it reports the problem
    } else {
      files.push_back(input);
    }
  }
  return files;
}

struct Shard {
  int index = 0;  // 0-based
  int count = 1;
};

std::optional<Shard> ParseShard(const std::string& text) {
  const size_t slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  int index = 0;
  int count = 0;
  if (!ParseInt(std::string_view(text).substr(0, slash), &index) ||
      !ParseInt(std::string_view(text).substr(slash + 1), &count) || count < 1 || index < 1 ||
      index > count) {
    return std::nullopt;
  }
  return Shard{index - 1, count};
}

// What batch's own columns say of a record (the analysis's columns follow; nodes last).
std::vector<CsvColumn> ColumnsOf(Analysis analysis, bool target) {
  std::vector<CsvColumn> columns;
  switch (analysis) {
    case Analysis::kSolve: columns = SolveColumns(target); break;
    case Analysis::kReplay: columns = ReplayColumns(); break;
    case Analysis::kBury: columns = BuryColumns(target); break;
    case Analysis::kPick: columns = PickColumns(); break;
    case Analysis::kScore: columns = ScoreColumns(); break;
    case Analysis::kReview: columns = ReviewColumns(); break;
  }
  if (analysis != Analysis::kScore) {  // scoring searches nothing
    columns.push_back(
        {"nodes", [](const Report& report, const Game&) { return Cat(report.nodes); }});
  }
  return columns;
}

// A field quoted when it holds a comma, a quote or a line break.
std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

// One deal's line of output: its report, or why there is none.
struct Record {
  const InputDeal* input = nullptr;
  absl::StatusOr<Report> report;
  std::string error;          // the deal could not be answered: "FILE:LINE:COLUMN: cause"
  std::string limit_reached;  // a search limit left the answer unknown
  std::string skipped;        // the analysis does not apply to the deal (a leaster's bury)
};

// Why `analysis` does not apply to a valid deal, or nothing: bury and replay judge a picker's
// hand, and a night's files hold leasters and hands not yet picked as well.
std::optional<std::string> NotApplying(Analysis analysis, const Game& game) {
  if (analysis == Analysis::kReview) {
    if (!game.playable()) return std::string(game.playable_status().message());
    if (game.setup().thrown_in) return std::string("thrown in: nobody played");
    return std::nullopt;
  }
  if (analysis != Analysis::kBury && analysis != Analysis::kReplay) return std::nullopt;
  switch (game.deal().pick) {
    case PickState::kPicked: return std::nullopt;
    case PickState::kPassed: return std::string("a hand nobody picked: no picker's hand to judge");
    case PickState::kUndecided: return std::string("not picked yet: no picker's hand to judge");
  }
  return std::nullopt;
}

std::string CsvRow(const Record& record, const std::vector<CsvColumn>& columns) {
  const InputDeal& input = *record.input;
  std::vector<std::string> fields = {CsvField(input.file), Cat(input.parsed.index + 1),
                                     CsvField(record.error), CsvField(record.limit_reached),
                                     CsvField(record.skipped)};
  for (const CsvColumn& column : columns) {
    fields.push_back(record.report.ok() ? CsvField(column.field(*record.report, *input.parsed.game))
                                        : "");
  }
  return Join(fields, ",");
}

std::string JsonLine(const Record& record) {
  const InputDeal& input = *record.input;
  nlohmann::json json;
  if (record.report.ok()) {
    json = ReportJson(*record.report, *input.parsed.game);
  } else if (!record.limit_reached.empty()) {
    json["limit_reached"] = record.limit_reached;
  } else if (!record.skipped.empty()) {
    json["skipped"] = record.skipped;
  } else {
    json["error"] = record.error;
  }
  json["file"] = input.file;
  json["deal"] = input.parsed.index + 1;
  return json.dump();
}

struct Summary {
  int deals = 0;
  int errors = 0;
  int limited = 0;  // deals whose analysis reached a search limit
  int skipped = 0;  // deals the analysis does not apply to
  int valued = 0;
  long long value_sum = 0;
  std::map<std::string, int> outcomes;

  void Count(const Record& record) {
    ++deals;
    if (!record.error.empty()) {
      ++errors;
      return;
    }
    if (!record.limit_reached.empty()) {
      ++limited;
      return;
    }
    if (!record.skipped.empty()) {
      ++skipped;
      return;
    }
    if (record.report->value) {
      ++valued;
      value_sum += *record.report->value;
    }
    if (record.report->outcome) ++outcomes[std::string(OutcomeName(*record.report->outcome))];
  }
};

std::string ProgressBar(size_t done, size_t total, double seconds) {
  constexpr int kWidth = 30;
  const int filled = total ? static_cast<int>(kWidth * done / total) : kWidth;
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  const double left = rate > 0 ? static_cast<double>(total - done) / rate : 0;
  return fmt::format("[{}{}] {}/{}  {:.1f} deals/s  {}:{:02} left ", std::string(filled, '='),
                     std::string(kWidth - filled, ' '), done, total, rate,
                     static_cast<int>(left) / 60, static_cast<int>(left) % 60);
}

}  // namespace

int RunBatch(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  options.add_options()("analysis,a", po::value<std::string>()->default_value("solve"),
                        "solve, replay, bury, pick, score or review")(
      "csv", "CSV with a header line instead of JSON Lines")(
      "shard", po::value<std::string>(),
      "only every n-th deal: i/n takes deals i, i+n, ... (1-based)")(
      "target", po::value<int>(), "solve and bury: only ask whether N points can be made")(
      "quiet,q", "no progress bar and no summary");
  constexpr unsigned kShared = kMemoryOption | kJobsOption | kLimitOptions | kSeedOption |
                               kSamplesOption | kExactLimitOption;
  AddSharedOptions(options, kShared,
                   {.seed = "1", .samples = Cat(kDefaultPlaySamples, " a card (review)")});
  AddVerifyOptions(options);
  po::variables_map values;
  std::vector<std::string> inputs;
  if (auto exit = ParseOptions(args, options,
                               "sheepdd batch [-a ANALYSIS] [-j N] [--csv] [--shard i/n] "
                               "FILE|DIR|- ...",
                               &inputs, values, io)) {
    return *exit;
  }
  if (inputs.empty()) {
    io.err << "sheepdd: batch needs at least one FILE or DIR ('-' for standard input)\n";
    return kExitUsage;
  }
  const std::optional<Analysis> analysis = AnalysisNamed(values["analysis"].as<std::string>());
  if (!analysis) {
    io.err << "sheepdd: unknown analysis '" << values["analysis"].as<std::string>()
           << "' (solve, replay, bury, pick, score or review)\n";
    return kExitUsage;
  }
  Shard shard;
  if (values.count("shard")) {
    const std::optional<Shard> parsed = ParseShard(values["shard"].as<std::string>());
    if (!parsed) {
      io.err << "sheepdd: --shard wants i/n with 1 <= i <= n, e.g. 2/8\n";
      return kExitUsage;
    }
    shard = *parsed;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kShared, io);
  if (!shared) return kExitUsage;
  const int threads = shared->jobs;
  const std::optional<size_t> table_mb = shared->TableMegabytes(threads, io);
  if (!table_mb) return kExitUsage;
  const bool csv = values.count("csv") > 0;
  const bool quiet = values.count("quiet") > 0;
  ReportOptions report_options;
  report_options.limits = shared->limits;
  if (!TargetInRange(values, io)) return kExitUsage;
  if (values.count("target")) {
    if (*analysis != Analysis::kSolve && *analysis != Analysis::kBury) {
      io.err << "sheepdd: --target goes with solve and bury\n";
      return kExitUsage;
    }
    report_options.target = values["target"].as<int>();
  }
  report_options.verify_nodes = VerifyNodesOf(values);
  if ((shared->seed || shared->samples || shared->exact_limit) && *analysis != Analysis::kReview) {
    io.err << "sheepdd: --seed, --samples and --exact-limit go with review\n";
    return kExitUsage;
  }
  report_options.advise.advice.samples = shared->samples.value_or(kDefaultPlaySamples);
  report_options.advise.advice.seed = shared->seed.value_or(1);
  report_options.advise.exact_limit = shared->exact_limit.value_or(kDefaultExactLimit);
  if (report_options.verify_nodes && *analysis != Analysis::kSolve) {
    io.err << "sheepdd: --verify goes with solve\n";
    return kExitUsage;
  }

  std::vector<InputDeal> deals;
  {
    std::vector<InputDeal> all = ReadDeals(ExpandInputs(inputs), io);
    for (size_t k = 0; k < all.size(); ++k) {
      if (static_cast<int>(k % static_cast<size_t>(shard.count)) == shard.index) {
        deals.push_back(std::move(all[k]));
      }
    }
  }

  const std::vector<CsvColumn> columns = ColumnsOf(*analysis, report_options.target.has_value());
  const auto work = [&](size_t i, Solver& solver) {
    const InputDeal& input = deals[i];
    Record record{&input, absl::UnknownError("not answered"), "", "", ""};
    if (!input.parsed.game.ok()) {
      record.error = std::string(input.parsed.game.status().message());
      return record;
    }
    if (std::optional<std::string> why = NotApplying(*analysis, *input.parsed.game)) {
      record.skipped = *std::move(why);
      return record;
    }
    try {
      record.report = MakeReport(*analysis, solver, *input.parsed.game, report_options);
      if (IsLimitReached(record.report.status())) {
        record.limit_reached = std::string(record.report.status().message());
      } else if (!record.report.ok()) {
        record.error =
            Cat(input.file, ":", input.parsed.first_line, ":1: ", record.report.status().message());
      }
    } catch (const std::exception& error) {
      record.report = absl::InternalError(error.what());
      record.error =
          Cat(input.file, ":", input.parsed.first_line, ":1: internal error: ", error.what());
    }
    return record;
  };

  if (csv) {
    std::vector<std::string> headers = {"file", "deal", "error", "limit_reached", "skipped"};
    for (const CsvColumn& column : columns) headers.emplace_back(column.header);
    io.out << Join(headers, ",") << "\n";
  }
  Summary summary;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  ProgressLine progress(io, !quiet);
  ParallelOptions parallel;
  parallel.threads = threads;
  parallel.table_megabytes = *table_mb;
  parallel.stop = [] { return interrupted.load(); };
  parallel.progress = [&](size_t done) {
    progress.Update([&] { return ProgressBar(done, deals.size(), elapsed()); });
  };
  interrupted = false;
  const auto previous_handler = std::signal(SIGINT, OnInterrupt);
  const size_t emitted =
      RunInOrder<Record>(deals.size(), parallel, work, [&](size_t, const Record& record) {
        summary.Count(record);
        // One write per complete line.
        io.out << (csv ? CsvRow(record, columns) : JsonLine(record)) + "\n";
        io.out.flush();
      });
  std::signal(SIGINT, previous_handler == SIG_ERR ? SIG_DFL : previous_handler);
  progress.Clear();
  if (emitted < deals.size()) {
    io.err << "sheepdd: interrupted after " << emitted << " of " << deals.size() << " deals\n";
    return 130;
  }
  if (!quiet) {
    std::string line =
        Cat("batch: ", Count(summary.deals, "deal"), ", ", Count(summary.errors, "error"));
    if (summary.limited > 0) Append(&line, ", ", summary.limited, " limit reached");
    if (summary.skipped > 0) Append(&line, ", ", summary.skipped, " skipped");
    if (summary.valued > 0) {
      Append(&line, fmt::format(", mean picker's-team value {:.1f}",
                                static_cast<double>(summary.value_sum) / summary.valued));
    }
    for (const auto& [outcome, count] : summary.outcomes) {
      Append(&line, ", ", outcome, " ", count);
    }
    Append(&line, fmt::format(", {:.2f} s on ", elapsed()), Count(threads, "thread"), "\n");
    io.err << line;
  }
  if (summary.errors > 0) return kExitDealError;
  return summary.limited > 0 ? kExitLimit : kExitOk;
}

}  // namespace sheepdd::cli
