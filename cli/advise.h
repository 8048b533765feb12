// Running the single-dummy advisors (solver/advice/advice.h) on threads: each round's samples
// shared out among workers with a Solver each, the results handed back in order, so the advice is
// the same for any thread count. Used by `sheepdd advise` and `sheepdd bench --advise`.
#pragma once

#include <functional>

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"

namespace sheepdd::cli {

struct AdviseSettings {
  AdviceSettings advice;
  int threads = 1;
  size_t table_megabytes = kDefaultTableMegabytes;  // each thread's
  int top = 10;                                     // choices the text lists
  double pass_value = 0;                            // --pick: what passing is worth
};

// How many hidden layouts advise samples unless --samples says otherwise.
inline constexpr int kDefaultBurySamples = 1000;
inline constexpr int kDefaultPickSamples = 200;

// Told the samples done and (bury advice) how many choices are still in the race.
using AdviceProgress = std::function<void(int samples_done, size_t racing)>;

absl::StatusOr<Advice> RunBuryAdvice(const Game& game, const AdviseSettings& settings,
                                     const AdviceProgress& progress = {});
absl::StatusOr<PickAdvice> RunPickAdvice(const Game& game, Seat seat,
                                         const AdviseSettings& settings,
                                         const AdviceProgress& progress = {});

}  // namespace sheepdd::cli
