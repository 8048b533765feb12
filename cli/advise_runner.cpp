#include <atomic>

#include "cli/advise.h"
#include "cli/parallel.h"
#include "solver/advice/run.h"

namespace sheepdd::cli {

absl::StatusOr<uint64_t> SolverPool::Run(
    size_t count, const std::function<void(size_t done)>& progress,
    const std::function<absl::Status(size_t, Solver&)>& solve) {
  ParallelOptions parallel;
  parallel.threads = threads_;
  parallel.table_megabytes = table_megabytes_;
  parallel.progress = progress;
  parallel.solvers = &solvers_;
  std::atomic<uint64_t> nodes{0};
  absl::Status failure;
  RunInOrder<absl::Status>(
      count, parallel,
      [&](size_t i, Solver& solver) {
        const uint64_t before = solver.nodes();
        absl::Status status = solve(i, solver);
        nodes += solver.nodes() - before;
        return status;
      },
      [&](size_t, const absl::Status& status) {
        if (failure.ok()) failure = status;
      });
  if (!failure.ok()) return failure;
  return nodes.load();
}

void SolverPool::NewDeal() {
  for (const std::unique_ptr<Solver>& solver : solvers_) solver->NewDeal();
}

Solver& SolverPool::AnySolver() {
  if (solvers_.empty())
    solvers_.push_back(std::make_unique<Solver>(SolverOptions{table_megabytes_}));
  return *solvers_.front();
}

namespace {

// Runs an advisor's rounds to the end: each round's samples on the pool, handed back in order.
template <typename Advisor>
absl::Status RunRounds(Advisor& advisor, SolverPool& pool, const AdviceProgress& progress) {
  return sheepdd::RunRounds(advisor, [&](const AdviceRound& round, const SolveSample& solve) {
    return pool.Run(
        static_cast<size_t>(round.end - round.first),
        [&](size_t done) {
          if (progress) progress(round.first + static_cast<int>(done), round.choices.size());
        },
        solve);
  });
}

}  // namespace

absl::StatusOr<Advice> RunBuryAdvice(BuryAdvisor& advisor, SolverPool& pool,
                                     const AdviceProgress& progress) {
  if (absl::Status status = RunRounds(advisor, pool, progress); !status.ok()) return status;
  return advisor.Summary();
}

absl::StatusOr<PlayAdvice> RunPlayAdvice(PlayAdvisor& advisor, SolverPool& pool,
                                         const AdviceProgress& progress) {
  // The layouts of one question share each thread's table.
  pool.NewDeal();
  if (absl::Status status = RunRounds(advisor, pool, progress); !status.ok()) return status;
  return advisor.Summary(advisor.Hindsight(pool.AnySolver()));
}

absl::StatusOr<Advice> RunBuryAdvice(const Game& game, const AdviseSettings& settings,
                                     const AdviceProgress& progress) {
  absl::StatusOr<BuryAdvisor> advisor = BuryAdvisor::Make(game, settings.advice);
  if (!advisor.ok()) return advisor.status();
  SolverPool pool(settings.threads, settings.table_megabytes);
  return RunBuryAdvice(*advisor, pool, progress);
}

absl::StatusOr<PlayAdvice> RunPlayAdvice(const Game& game, const AdviseSettings& settings,
                                         const AdviceProgress& progress) {
  absl::StatusOr<PlayAdvisor> advisor = PlayAdvisor::Make(game, settings.play());
  if (!advisor.ok()) return advisor.status();
  SolverPool pool(settings.threads, settings.table_megabytes);
  return RunPlayAdvice(*advisor, pool, progress);
}

absl::StatusOr<PickAdvice> RunPickAdvice(const Game& game, Seat seat,
                                         const AdviseSettings& settings,
                                         const AdviceProgress& progress) {
  absl::StatusOr<PickAdvisor> advisor = PickAdvisor::Make(game, seat, settings.advice);
  if (!advisor.ok()) return advisor.status();
  std::vector<PickSample> samples(advisor->samples());
  SolverPool pool(settings.threads, settings.table_megabytes);
  absl::StatusOr<uint64_t> nodes = pool.Run(
      samples.size(),
      [&](size_t done) {
        if (progress) progress(static_cast<int>(done), 1);
      },
      [&](size_t i, Solver& solver) {
        absl::StatusOr<PickSample> sample = advisor->Solve(solver, static_cast<int>(i));
        if (!sample.ok()) return sample.status();
        samples[i] = *sample;
        return absl::OkStatus();
      });
  if (!nodes.ok()) return nodes.status();
  return advisor->Summary(samples, settings.pass_value, *nodes);
}

absl::StatusOr<Review> ReviewOnPool(const Game& game, const AdviseSettings& settings,
                                    SolverPool& pool, const ReviewProgress& progress) {
  const int cards = static_cast<int>(game.deal().play.size());
  int card = -1;  // the bury is judged first
  const AdviceProgress samples = [&](int done, size_t) {
    if (progress) progress(card, cards, done);
  };
  return ReviewGame(
      game, settings.review(),
      [&](PlayAdvisor& advisor) { return RunPlayAdvice(advisor, pool, samples); },
      [&](BuryAdvisor& advisor) { return RunBuryAdvice(advisor, pool, samples); },
      [&](int index) { card = index; });
}

}  // namespace sheepdd::cli
