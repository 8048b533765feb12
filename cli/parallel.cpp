#include "cli/parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace sheepdd::cli {

size_t RunInOrder(size_t count, const ParallelOptions& options,
                  const std::function<std::string(size_t, Solver&)>& work,
                  const std::function<void(size_t, const std::string&)>& emit) {
  std::vector<std::optional<std::string>> answers(count);
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
      std::string answer = work(i, solver);
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
    std::optional<std::string> answer;
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
