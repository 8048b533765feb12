// Many deals on many threads, answers in input order: each worker owns a Solver (and so its
// table), takes the next deal when it is free, and the calling thread hands the answers on in
// order as soon as each one and all before it are ready.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "solver/search/solver.h"

namespace sheepdd::cli {

struct ParallelOptions {
  int threads = 1;
  size_t table_megabytes = 64;
  // Polled between answers: when it returns true no further answer is handed on and the call
  // returns as soon as the workers finish the deals they are on.
  std::function<bool()> stop;
  // Called on the calling thread after each answer is handed on, and now and then meanwhile.
  std::function<void(size_t done)> progress;
  // When given, the workers' solvers are kept here and used again by the next call with the
  // same vector, so a run of calls allocates its tables once.
  std::vector<std::unique_ptr<Solver>>* solvers = nullptr;
};

// Runs `work(i, solver)` for every i below `count` and calls `emit(i, answer)` for each i in
// order. `work` must not throw. Returns how many answers were handed on (`count` unless stopped).
size_t RunInOrder(size_t count, const ParallelOptions& options,
                  const std::function<std::string(size_t, Solver&)>& work,
                  const std::function<void(size_t, const std::string&)>& emit);

}  // namespace sheepdd::cli
