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
#include "cli/reports.h"
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

// What a CSV field says of a JSON value: strings as they are, arrays space-separated.
std::string FieldText(const nlohmann::json& value) {
  if (value.is_null()) return "";
  if (value.is_string()) return value.get<std::string>();
  if (!value.is_array()) return value.dump();
  std::vector<std::string> parts;
  for (const nlohmann::json& part : value) {
    parts.push_back(part.is_string() ? part.get<std::string>() : part.dump());
  }
  return Join(parts, " ");
}

// Of each object of `array`, what lies at `key` (a JSON pointer), space-separated; with a `value`
// pointer, `key:value` pairs. An object without them gives `-`.
std::string EachOf(const nlohmann::json& array, const char* key, const char* value = nullptr) {
  const nlohmann::json::json_pointer key_at{key};
  const std::optional<nlohmann::json::json_pointer> value_at =
      value ? std::optional(nlohmann::json::json_pointer{value}) : std::nullopt;
  const auto text = [](const nlohmann::json& item, const nlohmann::json::json_pointer& at) {
    return item.contains(at) ? FieldText(item.at(at)) : std::string("-");
  };
  std::vector<std::string> parts;
  for (const nlohmann::json& item : array) {
    parts.push_back(value_at ? fmt::format("{}:{}", text(item, key_at), text(item, *value_at))
                             : text(item, key_at));
  }
  return Join(parts, " ");
}

// solve's card values (`moves`): each legal card and its value, `7D:46 9D:46`.
std::string CardValuesText(const nlohmann::json& moves) {
  return EachOf(moves, "/card", "/picker_team_points");
}
// replay's cards played, each with what it cost its seat's team: `TH:32 9H:0`.
std::string CardCostsText(const nlohmann::json& cards) { return EachOf(cards, "/card", "/cost"); }
// replay's seats in seat order: their mistakes, and the points they threw away.
std::string MistakesText(const nlohmann::json& seats) { return EachOf(seats, "/mistakes"); }
std::string PointsThrownText(const nlohmann::json& seats) {
  return EachOf(seats, "/points_thrown");
}
// pick's seats in picking order, each with the picker's score of its best bury and call.
std::string PickScoresText(const nlohmann::json& seats) {
  return EachOf(seats, "/seat", "/best/picker_score");
}

// CSV columns: a header, where in the JSON record its value is, and how it is written (FieldText
// unless said).
struct Column {
  std::string_view header;
  std::string_view pointer;
  std::string (*text)(const nlohmann::json&) = FieldText;
};

std::vector<Column> ColumnsOf(Analysis analysis, bool target) {
  std::vector<Column> columns = {{"file", "/file"},
                                 {"deal", "/deal"},
                                 {"error", "/error"},
                                 {"limit_reached", "/limit_reached"}};
  std::vector<Column> more;
  switch (analysis) {
    case Analysis::kSolve:
      if (target) {
        more = {{"target", "/target"}, {"reachable", "/reachable"}};
      } else {
        more = {{"picker_team_points", "/picker_team_points"},
                {"defender_points", "/defender_points"},
                {"outcome", "/outcome"},
                {"scores", "/scores"},
                {"best_line", "/best_line"},
                {"card_values", "/moves", CardValuesText}};
      }
      break;
    case Analysis::kReplay:
      more = {{"start_points", "/start/picker_team_points"},
              {"start_outcome", "/start/outcome"},
              {"end_points", "/end/picker_team_points"},
              {"end_outcome", "/end/outcome"},
              {"actual_points", "/actual/picker_team_points"},
              {"actual_outcome", "/actual/outcome"},
              {"values", "/values"},
              {"card_costs", "/cards", CardCostsText},
              {"mistakes", "/seats", MistakesText},
              {"points_thrown", "/seats", PointsThrownText}};
      break;
    case Analysis::kBury:
      if (target) {
        more = {{"target", "/target"}, {"any", "/any"}, {"actual", "/actual"}};
      } else {
        more = {{"best_bury", "/options/0/bury"},
                {"best_call", "/options/0/call"},
                {"best_points", "/options/0/picker_team_points"},
                {"best_outcome", "/options/0/outcome"},
                {"best_picker_score", "/options/0/picker_score"},
                {"actual_rank", "/actual/rank"},
                {"actual_points", "/actual/picker_team_points"},
                {"actual_picker_score", "/actual/picker_score"},
                {"schneider_actual", "/schneider/actual"},
                {"schneider_best", "/schneider/best"},
                {"schneider_any", "/schneider/any"}};
      }
      break;
    case Analysis::kPick:
      more = {{"should_pick", "/should_pick"},
              {"actual_picker", "/actual_picker"},
              {"pick_scores", "/seats", PickScoresText}};
      break;
  }
  columns.insert(columns.end(), more.begin(), more.end());
  columns.push_back({"nodes", "/nodes"});
  return columns;
}

// A field quoted when it holds a comma, a quote or a line break.
std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string CsvRow(const nlohmann::json& record, const std::vector<Column>& columns) {
  std::vector<std::string> fields;
  for (const Column& column : columns) {
    const nlohmann::json::json_pointer pointer{std::string(column.pointer)};
    fields.push_back(record.contains(pointer) ? CsvField(column.text(record.at(pointer))) : "");
  }
  return Join(fields, ",");
}

// What the closing summary counts: where the record keeps the picker's-team value and row.
std::pair<std::string_view, std::string_view> SummaryPointers(Analysis analysis) {
  switch (analysis) {
    case Analysis::kSolve: return {"/picker_team_points", "/outcome"};
    case Analysis::kReplay: return {"/start/picker_team_points", "/start/outcome"};
    case Analysis::kBury: return {"/options/0/picker_team_points", "/options/0/outcome"};
    case Analysis::kPick: return {"", ""};
  }
  return {"", ""};
}

struct Summary {
  int deals = 0;
  int errors = 0;
  int limited = 0;  // deals whose analysis reached a search limit
  int valued = 0;
  long long value_sum = 0;
  std::map<std::string, int> outcomes;

  void Count(const nlohmann::json& record, Analysis analysis) {
    ++deals;
    if (record.contains("error")) {
      ++errors;
      return;
    }
    if (record.contains("limit_reached")) {
      ++limited;
      return;
    }
    const auto [value, outcome] = SummaryPointers(analysis);
    if (value.empty()) return;
    const nlohmann::json::json_pointer value_at{std::string(value)};
    const nlohmann::json::json_pointer outcome_at{std::string(outcome)};
    if (record.contains(value_at) && record.at(value_at).is_number()) {
      ++valued;
      value_sum += record.at(value_at).get<int>();
    }
    if (record.contains(outcome_at) && record.at(outcome_at).is_string()) {
      ++outcomes[record.at(outcome_at).get<std::string>()];
    }
  }
};

std::string ProgressLine(size_t done, size_t total, double seconds) {
  constexpr int kWidth = 30;
  const int filled = total ? static_cast<int>(kWidth * done / total) : kWidth;
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  const double left = rate > 0 ? static_cast<double>(total - done) / rate : 0;
  return fmt::format("\r[{}{}] {}/{}  {:.1f} deals/s  {}:{:02} left ", std::string(filled, '='),
                     std::string(kWidth - filled, ' '), done, total, rate,
                     static_cast<int>(left) / 60, static_cast<int>(left) % 60);
}

}  // namespace

int RunBatch(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  options.add_options()("analysis,a", po::value<std::string>()->default_value("solve"),
                        "solve, replay, bury or pick")(
      "jobs,j", po::value<int>(), "worker threads, each with its own solver (default: all cores)")(
      "csv", "CSV with a header line instead of JSON Lines")(
      "shard", po::value<std::string>(),
      "only every n-th deal: i/n takes deals i, i+n, ... (1-based)")(
      "target", po::value<int>(), "solve and bury: only ask whether N points can be made")(
      "quiet,q", "no progress bar and no summary");
  AddVerifyOptions(options);
  AddSearchOptions(options,
                   fmt::format("search tables in all threads together, in MB (default {} per "
                               "thread)",
                               kDefaultTableMegabytes));
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
           << "' (solve, replay, bury or pick)\n";
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
  const std::optional<SearchSettings> search = ReadSearchOptions(values, io);
  if (!search) return kExitUsage;
  const std::optional<int> jobs = ReadJobs(values, io);
  if (!jobs) return kExitUsage;
  const int threads = *jobs;
  // --memory is shared out among the threads' tables.
  const int table_mb =
      search->memory_megabytes ? *search->memory_megabytes / threads : kDefaultTableMegabytes;
  if (table_mb < 1) {
    io.err << "sheepdd: --memory gives each of " << threads << " threads less than 1 MB\n";
    return kExitUsage;
  }
  const bool csv = values.count("csv") > 0;
  const bool quiet = values.count("quiet") > 0;
  ReportOptions report_options;
  report_options.limits = search->limits;
  if (values.count("target")) {
    if (*analysis != Analysis::kSolve && *analysis != Analysis::kBury) {
      io.err << "sheepdd: --target goes with solve and bury\n";
      return kExitUsage;
    }
    report_options.target = values["target"].as<int>();
  }
  report_options.verify_nodes = VerifyNodesOf(values);
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

  const std::vector<Column> columns = ColumnsOf(*analysis, report_options.target.has_value());
  const auto work = [&](size_t i, Solver& solver) -> std::string {
    const InputDeal& input = deals[i];
    nlohmann::json record;
    if (!input.parsed.game.ok()) {
      record["error"] = std::string(input.parsed.game.status().message());
    } else {
      try {
        absl::StatusOr<Report> report =
            MakeReport(*analysis, solver, *input.parsed.game, report_options);
        if (report.ok()) {
          record = report->json;
        } else if (IsLimitReached(report.status())) {
          record["limit_reached"] = std::string(report.status().message());
        } else {
          record["error"] =
              Cat(input.file, ":", input.parsed.first_line, ":1: ", report.status().message());
        }
      } catch (const std::exception& error) {
        record["error"] =
            Cat(input.file, ":", input.parsed.first_line, ":1: internal error: ", error.what());
      }
    }
    record["file"] = input.file;
    record["deal"] = input.parsed.index + 1;
    return record.dump();
  };

  if (csv) {
    std::vector<std::string> headers;
    for (const Column& column : columns) headers.emplace_back(column.header);
    io.out << Join(headers, ",") << "\n";
  }
  Summary summary;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const bool show_progress = io.err_is_terminal && !quiet;
  auto last_progress = start;
  ParallelOptions parallel;
  parallel.threads = threads;
  parallel.table_megabytes = static_cast<size_t>(table_mb);
  parallel.stop = [] { return interrupted.load(); };
  parallel.progress = [&](size_t done) {
    const auto now = std::chrono::steady_clock::now();
    if (!show_progress || now - last_progress < std::chrono::milliseconds(200)) return;
    last_progress = now;
    io.err << ProgressLine(done, deals.size(), elapsed()) << std::flush;
  };
  interrupted = false;
  const auto previous_handler = std::signal(SIGINT, OnInterrupt);
  const size_t emitted =
      RunInOrder(deals.size(), parallel, work, [&](size_t, const std::string& line) {
        const nlohmann::json record = nlohmann::json::parse(line);
        summary.Count(record, *analysis);
        // One write per complete line.
        io.out << (csv ? CsvRow(record, columns) : line) + "\n";
        io.out.flush();
      });
  std::signal(SIGINT, previous_handler == SIG_ERR ? SIG_DFL : previous_handler);
  if (show_progress) io.err << "\r\033[K" << std::flush;
  if (emitted < deals.size()) {
    io.err << "sheepdd: interrupted after " << emitted << " of " << deals.size() << " deals\n";
    return 130;
  }
  if (!quiet) {
    std::string line =
        Cat("batch: ", Count(summary.deals, "deal"), ", ", Count(summary.errors, "error"));
    if (summary.limited > 0) Append(&line, ", ", summary.limited, " limit reached");
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
