// The options several commands share. Each is declared, range-checked and documented here once,
// with one meaning in every command that takes it:
//   --memory MB      the search tables of the whole process, shared evenly over its threads
//                    (1 to 65536; by default 16 MB for each thread)
//   -j, --jobs N     worker threads, each with its own solver (1 to 1024; default: one per core)
//   --time-limit S   a deal's whole analysis may take S seconds of wall time
//   --node-limit N   a deal's whole analysis may search N positions
//   --json           one JSON object per deal, one per line
//   -s, --seed S     the random seed: the same seed gives the same answer
//   --samples N      samples of the hidden cards (at least 1)
//   --at N           the position after the first N cards of the recorded play (0: before the
//                    first lead); the rest of the play is left out of the question
//   --exact-limit N  card advice and reviews solve every layout when there are at most N (0 or
//                    more; default 10,000)
#pragma once

#include <boost/program_options.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "cli/commands.h"
#include "solver/game/game.h"
#include "solver/search/solver.h"

namespace sheepdd::cli {

// Which shared options a command takes (a bitwise or).
enum SharedOption : unsigned {
  kMemoryOption = 1,
  kJobsOption = 2,
  kLimitOptions = 4,  // --time-limit and --node-limit
  kJsonOption = 8,
  kSeedOption = 16,
  kSamplesOption = 32,
  kAtOption = 64,
  kExactLimitOption = 128,
};

// What a command's defaults are where they differ between commands.
struct SharedDefaults {
  std::string seed = "1";        // the default --seed, as --help shows it
  std::string samples = "1000";  // the default --samples, as --help shows it
};

struct SharedSettings {
  std::optional<int> memory_megabytes;  // --memory, when given
  int jobs = 1;                         // -j, when the command takes it; else 1
  SearchLimits limits;
  bool json = false;
  std::optional<uint64_t> seed;        // when given
  std::optional<int> samples;          // when given
  std::optional<int> at;               // --at, when given
  std::optional<int64_t> exact_limit;  // when given

  // The game at --at's point (the game itself without --at); OutOfRange past its recorded play.
  absl::StatusOr<Game> AtPoint(const Game& game) const;
  // What a deal's heading adds under --at: " after 7 cards" (nothing without --at).
  std::string AtHeading() const;

  // Each of `threads` threads' share of --memory, or an error message (and nothing) when the
  // share is under 1 MB.
  std::optional<size_t> TableMegabytes(int threads, Io& io) const;
};

// The cores this machine has, at least one.
int CoreCount();

void AddSharedOptions(boost::program_options::options_description& options, unsigned which,
                      const SharedDefaults& defaults = {});
// The settings, or an error message (and nothing) for a value out of range.
std::optional<SharedSettings> ReadSharedOptions(const boost::program_options::variables_map& values,
                                                unsigned which, Io& io);

// A solver whose tables take `megabytes`; an error message (and nothing) when the memory cannot
// be had.
std::optional<Solver> MakeSolver(size_t megabytes, Io& io);

}  // namespace sheepdd::cli
