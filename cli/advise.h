// Running the single-dummy advisors (solver/advice/) on threads: each round's samples shared out
// among workers with a Solver each, the results handed back in order, so the advice is the same
// for any thread count. Used by `sheepdd advise`, `sheepdd review`, `batch -a review` and
// `sheepdd bench --advise` and `--review`.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/advice/advice.h"
#include "solver/advice/play_advice.h"
#include "solver/advice/review.h"

namespace sheepdd::cli {

struct AdviseSettings {
  AdviceSettings advice;
  int64_t exact_limit = 10000;  // --play and review: every layout solved up to this many
  int threads = 1;
  size_t table_megabytes = kDefaultTableMegabytes;  // each thread's
  int top = 10;                                     // choices the text lists
  double pass_value = 0;                            // --pick: what passing is worth

  PlaySettings play() const {
    return PlaySettings{advice.samples, exact_limit, advice.seed, advice.race};
  }
  // A review's: each card's as play(), the bury's with the same samples.
  ReviewSettings review() const { return ReviewSettings{play(), advice}; }
};

// How many hidden layouts advise samples unless --samples says otherwise.
inline constexpr int kDefaultBurySamples = 1000;
inline constexpr int kDefaultPickSamples = 200;
inline constexpr int kDefaultPlaySamples = 500;  // advise --play and review
inline constexpr int64_t kDefaultExactLimit = 10000;

// Told the samples done and (bury and card advice) how many choices are still in the race.
using AdviceProgress = std::function<void(int samples_done, size_t racing)>;

// Where an advisor's samples are solved: on threads with a Solver each, kept from one advisor to
// the next (a review asks many questions).
class SolverPool {
 public:
  SolverPool(int threads, size_t table_megabytes)
      : threads_(threads), table_megabytes_(table_megabytes) {}

  // Runs `solve(i, solver)` for i in [0, count); the first error wins. Returns the nodes
  // searched.
  absl::StatusOr<uint64_t> Run(size_t count, const std::function<void(size_t done)>& progress,
                               const std::function<absl::Status(size_t, Solver&)>& solve);
  // Forgets the tables' entries: a new question begins.
  void NewDeal();
  // A solver for work on the calling thread (the first worker's).
  Solver& AnySolver();

 private:
  int threads_ = 1;
  size_t table_megabytes_ = kDefaultTableMegabytes;
  std::vector<std::unique_ptr<Solver>> solvers_;
};

absl::StatusOr<Advice> RunBuryAdvice(BuryAdvisor& advisor, SolverPool& pool,
                                     const AdviceProgress& progress = {});
absl::StatusOr<PlayAdvice> RunPlayAdvice(PlayAdvisor& advisor, SolverPool& pool,
                                         const AdviceProgress& progress = {});

absl::StatusOr<Advice> RunBuryAdvice(const Game& game, const AdviseSettings& settings,
                                     const AdviceProgress& progress = {});
absl::StatusOr<PickAdvice> RunPickAdvice(const Game& game, Seat seat,
                                         const AdviseSettings& settings,
                                         const AdviceProgress& progress = {});
absl::StatusOr<PlayAdvice> RunPlayAdvice(const Game& game, const AdviseSettings& settings,
                                         const AdviceProgress& progress = {});

// Told the card of the play being judged (from 0), the play's length, and the samples done.
using ReviewProgress = std::function<void(int card, int cards, int samples_done)>;

// A review of the recorded play with `settings`' samples, seed and exact limit, its bury advice
// with the same samples.
absl::StatusOr<Review> ReviewOnPool(const Game& game, const AdviseSettings& settings,
                                    SolverPool& pool, const ReviewProgress& progress = {});

}  // namespace sheepdd::cli
