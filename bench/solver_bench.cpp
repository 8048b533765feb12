// Google Benchmark cases for the solver: a table probe, and one full solve per preset.
#include <benchmark/benchmark.h>

#include <vector>

#include "solver/game/random_deal.h"
#include "solver/search/solver.h"

namespace sheepdd {
namespace {

void BM_TableProbe(benchmark::State& bench) {
  TranspositionTable table(size_t{16} << 20);
  DealRandom random(3);
  std::vector<uint64_t> keys(4096);
  for (uint64_t& key : keys) {
    key = random.Next() | 1;
    table.Store(key, 10, 20, Card::kQC, 20);
  }
  size_t next = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(table.Probe(keys[next++ & 4095]));
  }
}
BENCHMARK(BM_TableProbe);

// The exact value from the first lead of a plausible picked deal, cycling through 16 deals.
void BM_Solve(benchmark::State& bench, const char* preset) {
  const Rules rules = *RulesForPreset(preset);
  std::vector<GameState> starts;
  for (int i = 0; i < 16; ++i) {
    Deal deal = RandomDeal(rules, 11, static_cast<uint64_t>(i));
    ChoosePlausiblePick(deal);
    starts.emplace_back(rules, *SetupOf(deal));
  }
  Solver solver(SolverOptions{.table_megabytes = 16});
  size_t next = 0;
  for (auto _ : bench) {
    solver.NewDeal();
    benchmark::DoNotOptimize(solver.Value(starts[next++ % starts.size()]));
  }
}
BENCHMARK_CAPTURE(BM_Solve, five, "5")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Solve, four, "4")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Solve, three, "3")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace sheepdd
