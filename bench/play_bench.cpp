// Google Benchmark cases for the hot pieces of the play engine.
#include <benchmark/benchmark.h>

#include <vector>

#include "solver/game/game_state.h"
#include "solver/game/random_deal.h"

namespace sheepdd {
namespace {

std::vector<GameState> StartStates(const char* preset, int count) {
  Rules rules = *RulesForPreset(preset);
  std::vector<GameState> states;
  for (int i = 0; i < count; ++i) {
    Deal deal = RandomDeal(rules, 1, static_cast<uint64_t>(i));
    ChoosePlausiblePick(deal);
    states.emplace_back(rules, *SetupOf(deal));
  }
  return states;
}

// One random playout: legal cards, play and trick resolution for every card of the hand.
void BM_RandomPlayout(benchmark::State& bench, const char* preset) {
  const std::vector<GameState> starts = StartStates(preset, 64);
  DealRandom random(7);
  size_t next = 0;
  int64_t cards = 0;
  for (auto _ : bench) {
    GameState state = starts[next++ % starts.size()];
    while (!state.finished()) {
      const CardSet legal = state.LegalCards();
      int pick = static_cast<int>(random.Below(static_cast<uint32_t>(legal.size())));
      auto it = legal.begin();
      while (pick-- > 0) ++it;
      state.Play(*it);
      ++cards;
    }
    benchmark::DoNotOptimize(state);
  }
  bench.SetItemsProcessed(cards);
}
BENCHMARK_CAPTURE(BM_RandomPlayout, three, "3");
BENCHMARK_CAPTURE(BM_RandomPlayout, four, "4");
BENCHMARK_CAPTURE(BM_RandomPlayout, five, "5");

void BM_LegalCards(benchmark::State& bench) {
  std::vector<GameState> states = StartStates("5", 64);
  for (GameState& state : states) state.Play(state.LegalCards().lowest());  // mid-trick
  size_t next = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(states[next++ % states.size()].LegalCards());
  }
}
BENCHMARK(BM_LegalCards);

}  // namespace
}  // namespace sheepdd
