// Many deals on many threads, answers in input order: each worker owns a Solver (and so its
// table), takes the next deal when it is free, and the calling thread hands the answers on in
// order as soon as each one and all before it are ready.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "solver/search/solver.h"

namespace sheepdd::cli {

struct ParallelOptions {
  int threads = 1;
  // Each worker's solver tables (ThreadTableMegabytes shares a whole process's out).
  size_t table_megabytes = kDefaultTableMegabytes;
  // Polled between answers: when it returns true no further answer is handed on and the call
  // returns as soon as the workers finish the deals they are on.
  std::function<bool()> stop;
  // Called on the calling thread after each answer is handed on, and now and then meanwhile.
  std::function<void(size_t done)> progress;
  // When given, the workers' solvers are kept here and used again by the next call with the
  // same vector, so a run of calls allocates its tables once.
  std::vector<std::unique_ptr<Solver>>* solvers = nullptr;
};

// Runs `work(i, solver)`, which returns an Answer, for every i below `count` and calls
// `emit(i, answer)` for each i in order. `work` must not throw. Returns how many answers were
// handed on (`count` unless stopped).
template <typename Answer, typename Work, typename Emit>
size_t RunInOrder(size_t count, const ParallelOptions& options, Work&& work, Emit&& emit) {
  std::vector<std::optional<Answer>> answers(count);
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<size_t> next{0};
  std::atomic<bool> stopping{false};
  const int threads =
      std::clamp<int>(options.threads, 1, static_cast<int>(std::max<size_t>(1, count)));
  // Made here, so that a table that cannot be had fails the call, not a worker.
  std::vector<std::unique_ptr<Solver>> own;
  std::vector<std::unique_ptr<Solver>>& solvers = options.solvers ? *options.solvers : own;
  while (static_cast<int>(solvers.size()) < threads) {
    solvers.push_back(std::make_unique<Solver>(SolverOptions{options.table_megabytes}));
  }
  const auto worker = [&](Solver& solver) {
    for (size_t i = next++; i < count && !stopping; i = next++) {
      Answer answer = work(i, solver);
      {
        const std::lock_guard<std::mutex> lock(mutex);
        answers[i] = std::move(answer);
      }
      ready.notify_one();
    }
  };
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) workers.emplace_back(worker, std::ref(*solvers[t]));
  size_t emitted = 0;
  while (emitted < count) {
    if (options.stop && options.stop()) break;
    std::optional<Answer> answer;
    {
      std::unique_lock<std::mutex> lock(mutex);
      ready.wait_for(lock, std::chrono::milliseconds(100),
                     [&] { return answers[emitted].has_value(); });
      if (answers[emitted]) answer = std::move(answers[emitted]);
    }
    if (answer) {
      emit(emitted, *answer);
      answers[emitted].reset();
      ++emitted;
    }
    if (options.progress) options.progress(emitted);
  }
  stopping = true;
  for (std::thread& thread : workers) thread.join();
  return emitted;
}

}  // namespace sheepdd::cli
