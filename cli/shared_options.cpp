#include "cli/shared_options.h"

#include <fmt/format.h>

#include <algorithm>
#include <new>
#include <ostream>
#include <thread>

#include "cli/advise.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

constexpr int kMaxMemoryMegabytes = 65536;
constexpr int kMaxJobs = 1024;

}  // namespace

int CoreCount() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

void AddSharedOptions(po::options_description& options, unsigned which,
                      const SharedDefaults& defaults) {
  auto add = options.add_options();
  if (which & kMemoryOption) {
    add("memory", po::value<int>(),
        fmt::format("search tables of the whole process in MB, shared over its threads "
                    "(default {} a thread)",
                    kDefaultTableMegabytes)
            .c_str());
  }
  if (which & kJobsOption) {
    add("jobs,j", po::value<int>(),
        "worker threads, each with its own solver (default: one per core); the answers are the "
        "same for any");
  }
  if (which & kLimitOptions) {
    add("time-limit", po::value<double>(),
        "stop a deal's analysis after S seconds and report its answer as unknown");
    add("node-limit", po::value<uint64_t>(),
        "stop a deal's analysis after N positions and report its answer as unknown");
  }
  if (which & kJsonOption) add("json", "one JSON object per deal, one per line");
  if (which & kSeedOption) {
    add("seed,s", po::value<uint64_t>(),
        fmt::format("random seed: the same seed, the same answer (default {})", defaults.seed)
            .c_str());
  }
  if (which & kAtOption) {
    add("at", po::value<int>(),
        "the position after the first N cards of the recorded play (0: before the first lead)");
  }
  if (which & kSamplesOption) {
    add("samples", po::value<int>(),
        fmt::format("samples of the hidden cards (default {})", defaults.samples).c_str());
  }
  if (which & kExactLimitOption) {
    add("exact-limit", po::value<int64_t>(),
        fmt::format("card advice: solve every layout when there are at most this many (default {})",
                    kDefaultExactLimit)
            .c_str());
  }
}

std::optional<SharedSettings> ReadSharedOptions(const po::variables_map& values, unsigned which,
                                                Io& io) {
  SharedSettings settings;
  if ((which & kMemoryOption) && values.count("memory")) {
    const int megabytes = values["memory"].as<int>();
    if (megabytes < 1 || megabytes > kMaxMemoryMegabytes) {
      io.err << "sheepdd: --memory must be from 1 to " << kMaxMemoryMegabytes << " (MB), not "
             << megabytes << "\n";
      return std::nullopt;
    }
    settings.memory_megabytes = megabytes;
  }
  if (which & kJobsOption) {
    settings.jobs = values.count("jobs") ? values["jobs"].as<int>() : CoreCount();
    if (settings.jobs < 1 || settings.jobs > kMaxJobs) {
      io.err << "sheepdd: --jobs must be between 1 and " << kMaxJobs << "\n";
      return std::nullopt;
    }
  }
  if ((which & kLimitOptions) && values.count("time-limit")) {
    const double seconds = values["time-limit"].as<double>();
    if (!(seconds >= 0.001 && seconds <= 1e6)) {
      io.err << "sheepdd: --time-limit must be from 0.001 to 1000000 (seconds), not " << seconds
             << "\n";
      return std::nullopt;
    }
    settings.limits.time = std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000 + 0.5));
  }
  if ((which & kLimitOptions) && values.count("node-limit")) {
    settings.limits.nodes = values["node-limit"].as<uint64_t>();
    if (settings.limits.nodes == 0) {
      io.err << "sheepdd: --node-limit must be positive\n";
      return std::nullopt;
    }
  }
  settings.json = (which & kJsonOption) && values.count("json") > 0;
  if ((which & kSeedOption) && values.count("seed")) settings.seed = values["seed"].as<uint64_t>();
  if ((which & kSamplesOption) && values.count("samples")) {
    settings.samples = values["samples"].as<int>();
    if (*settings.samples < 1) {
      io.err << "sheepdd: --samples must be positive\n";
      return std::nullopt;
    }
  }
  if ((which & kExactLimitOption) && values.count("exact-limit")) {
    settings.exact_limit = values["exact-limit"].as<int64_t>();
    if (*settings.exact_limit < 0) {
      io.err << "sheepdd: --exact-limit must not be negative\n";
      return std::nullopt;
    }
  }
  if ((which & kAtOption) && values.count("at")) {
    settings.at = values["at"].as<int>();
    if (*settings.at < 0) {
      io.err << "sheepdd: --at must be 0 or more (cards of the recorded play)\n";
      return std::nullopt;
    }
  }
  return settings;
}

absl::StatusOr<Game> SharedSettings::AtPoint(const Game& game) const {
  if (!at) return game;
  return game.At(*at);
}

std::string SharedSettings::AtHeading() const {
  return at ? Cat(" after ", Count(*at, "card")) : "";
}

std::optional<size_t> SharedSettings::TableMegabytes(int threads, Io& io) const {
  if (!memory_megabytes) return kDefaultTableMegabytes;
  const int share = *memory_megabytes / std::max(1, threads);
  if (share < 1) {
    io.err << "sheepdd: --memory " << *memory_megabytes << " gives each of " << threads
           << " threads less than 1 MB\n";
    return std::nullopt;
  }
  return static_cast<size_t>(share);
}

std::optional<Solver> MakeSolver(size_t megabytes, Io& io) {
  try {
    return std::optional<Solver>(std::in_place, SolverOptions{.table_megabytes = megabytes});
  } catch (const std::bad_alloc&) {
    io.err << "sheepdd: cannot allocate a " << megabytes << " MB table\n";
    return std::nullopt;
  }
}

}  // namespace sheepdd::cli
