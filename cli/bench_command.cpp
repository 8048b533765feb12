// sheepdd bench: the solver's speed on a fixed corpus of plausible picked deals per preset,
// solved one after another on one thread with a fixed table. The last line, "Nodes searched: N",
// changes only when the search changes.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli/advise.h"
#include "cli/command_list.h"
#include "cli/output.h"
#include "cli/parallel.h"
#include "cli/progress.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/game/hash.h"
#include "solver/game/random_deal.h"
#include "solver/game/text.h"
#include "solver/search/solver.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

constexpr uint64_t kBenchSeed = 20261122;
constexpr int kBatchDeals = 400;

struct PresetRun {
  std::string preset;
  std::vector<double> milliseconds;
  uint64_t nodes = 0;
};

// The default corpus size per preset: smaller where deals are slower.
int DefaultDeals(const Rules& rules) {
  switch (rules.players()) {
    case 3: return 40;
    case 4: return 100;
    default: return 200;
  }
}

PresetRun RunPreset(const Rules& rules, int deals, Solver& solver) {
  PresetRun run;
  run.preset = std::string(PresetName(rules.preset));
  const uint64_t nodes_before = solver.nodes();
  for (int i = 0; i < deals; ++i) {
    Deal deal = RandomDeal(rules, kBenchSeed, static_cast<uint64_t>(i));
    ChoosePlausiblePick(deal);
    const GameState state = Game::FromDeal(std::move(deal))->start();
    solver.NewDeal();
    const auto start = std::chrono::steady_clock::now();
    (void)solver.Value(state);
    const auto stop = std::chrono::steady_clock::now();
    run.milliseconds.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
  }
  run.nodes = solver.nodes() - nodes_before;
  return run;
}

double Percentile(std::vector<double> sorted, double fraction) {
  if (sorted.empty()) return 0;
  std::sort(sorted.begin(), sorted.end());
  const size_t index = static_cast<size_t>(fraction * static_cast<double>(sorted.size() - 1) + 0.5);
  return sorted[std::min(index, sorted.size() - 1)];
}

// The processor the figures were measured on, as the kernel names it, and the instruction set the
// build targets (CMakeLists.txt's SHEEPDD_ARCH): the same build's figures differ by a third and
// more between processors, so a figure means little without them.
std::string MachineLine() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string model, family, number;
  for (std::string line; std::getline(cpuinfo, line);) {
    const size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string key = line.substr(0, colon);
    key.erase(key.find_last_not_of(" \t") + 1);
    const std::string value = colon + 2 <= line.size() ? line.substr(colon + 2) : "";
    if (key == "model name" && model.empty()) model = value;
    if (key == "cpu family" && family.empty()) family = value;
    if (key == "model" && number.empty()) number = value;
  }
  std::string text = model.empty() ? "unknown processor" : model;
  if (!family.empty()) text += fmt::format(", family {} model {}", family, number);
  return fmt::format("machine: {}, {}; built for {}\n", text, Count(CoreCount(), "core"),
                     SHEEPDD_BUILT_FOR);
}

// What `sheepdd batch` does by default (solve: value, row, card values, best line), on the
// five-handed corpus, on `threads` threads: deals per second, `runs` times over, and their
// median, least and most when more than once (a run is half a second, and a shared machine's speed
// wanders by several per cent from one to the next).
int RunBatchBench(int deals, int threads, size_t table_mb, int runs, Io& io) {
  if (deals < 1 || runs < 1) {
    io.err << "sheepdd: --deals and --runs must be positive\n";
    return kExitUsage;
  }
  io.out << MachineLine();
  const Rules rules = *RulesForPreset("5");
  std::vector<Game> corpus;
  for (int i = 0; i < deals; ++i) {
    Deal deal = RandomDeal(rules, kBenchSeed, static_cast<uint64_t>(i));
    ChoosePlausiblePick(deal);
    corpus.push_back(*Game::FromDeal(std::move(deal)));
  }
  ParallelOptions parallel;
  parallel.threads = threads;
  parallel.table_megabytes = table_mb;
  std::vector<double> rates;
  for (int run = 0; run < runs; ++run) {
    // Fresh solvers every run (RunInOrder makes them), as a batch starts with.
    std::atomic<uint64_t> nodes{0};
    const auto start = std::chrono::steady_clock::now();
    // Each deal as batch answers it: the report and its JSON line.
    RunInOrder<std::string>(
        corpus.size(), parallel,
        [&](size_t i, Solver& solver) {
          absl::StatusOr<Report> report = SolveReport(solver, corpus[i], ReportOptions{});
          if (!report.ok()) return std::string();
          nodes += report->nodes;
          return ReportJson(*report, corpus[i]).dump();
        },
        [](size_t, const std::string&) {});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rates.push_back(deals / seconds);
    io.out << fmt::format(
        "batch: {} five-handed deals (solve: value, row, card values, best line) on {}: "
        "{:.2f} s, {:.1f} deals/s, {} nodes\n",
        deals, Count(threads, "thread"), seconds, rates.back(), nodes.load());
  }
  if (runs > 1) {
    io.out << fmt::format("batch: {}: median {:.1f} deals/s, least {:.1f}, most {:.1f}\n",
                          Count(runs, "run"), Percentile(rates, 0.5), Percentile(rates, 0.0),
                          Percentile(rates, 1.0));
  }
  return kExitOk;
}

// How good deal --pick's plausible bury and call is, over `deals` five-handed deals of each partner
// rule that has a choice (jd, called-ace): where it ranks in bury's double-dummy ranking (its rank,
// ties sharing the best place, over the number of choices), how often it lies in the top eighth,
// and how often it goes alone where it could have a partner (and how often the best choice does).
int RunPlausibleBench(int deals, size_t table_mb, Io& io) {
  if (deals < 1) {
    io.err << "sheepdd: --deals must be positive\n";
    return kExitUsage;
  }
  std::optional<Solver> solver = MakeSolver(table_mb, io);
  if (!solver) return kExitUsage;
  io.out << fmt::format("plausible choice against bury's ranking, {} five-handed deals a rule\n",
                        deals);
  io.out << fmt::format("{:<12} {:>10} {:>10} {:>8} {:>12}\n", "partner", "mean rank", "top 1/8",
                        "alone", "alone best");
  for (const PartnerRule rule : {PartnerRule::kJackOfDiamonds, PartnerRule::kCalledAce}) {
    Rules rules = *RulesForPreset("5");
    (void)SetPartnerRule(rules, rule);
    double rank_sum = 0;
    int top = 0, alone = 0, alone_best = 0;
    for (int i = 0; i < deals; ++i) {
      Deal deal = RandomDeal(rules, kBenchSeed, static_cast<uint64_t>(i));
      ChoosePlausiblePick(deal);
      const absl::StatusOr<BuryAnalysis> ranking = AnalyzeBury(*solver, *Game::FromDeal(deal));
      if (!ranking.ok() || !ranking->actual) continue;
      const std::vector<ChoiceResult>& options = ranking->options;
      const ChoiceResult& chosen = options[*ranking->actual];
      // Its place: one more than the choices strictly better.
      const int better = static_cast<int>(
          std::count_if(options.begin(), options.end(),
                        [&](const ChoiceResult& other) { return RanksAbove(other, chosen); }));
      const double fraction = static_cast<double>(better + 1) / static_cast<double>(options.size());
      rank_sum += fraction;
      top += fraction <= 0.125 ? 1 : 0;
      // Alone by choice: where some choice has a partner (a jd picker holding the JD has none).
      const bool could_call = std::any_of(options.begin(), options.end(),
                                          [](const ChoiceResult& other) { return other.partner; });
      alone += could_call && !chosen.partner ? 1 : 0;
      alone_best += could_call && !options.front().partner ? 1 : 0;
    }
    io.out << fmt::format("{:<12} {:>9.1f}% {:>9.0f}% {:>7.0f}% {:>11.0f}%\n",
                          PartnerRuleName(rule), 100 * rank_sum / deals, 100.0 * top / deals,
                          100.0 * alone / deals, 100.0 * alone_best / deals);
  }
  return kExitOk;
}

// `sheepdd advise` on the first `deals` five-handed corpus deals (the picker's view, nothing seen
// in play), `samples` each, on `threads` threads: the time per deal.
int RunAdviseBench(int deals, int samples, int threads, size_t table_mb, Io& io) {
  if (deals < 1) {
    io.err << "sheepdd: --deals must be positive\n";
    return kExitUsage;
  }
  const Rules rules = *RulesForPreset("5");
  AdviseSettings settings;
  settings.advice.samples = samples;
  settings.threads = threads;
  settings.table_megabytes = table_mb;
  io.out << MachineLine();
  io.out << fmt::format("advise: five-handed bury and call advice, {}, {}\n",
                        Count(samples, "sample"), Count(threads, "thread"));
  io.out << fmt::format("{:>5} {:>8} {:>9} {:>8} {:>10} {:>14}\n", "deal", "choices", "distinct",
                        "solves", "seconds", "nodes");
  std::vector<double> times;
  for (int i = 0; i < deals; ++i) {
    Deal deal = RandomDeal(rules, kBenchSeed, static_cast<uint64_t>(i));
    ChoosePlausiblePick(deal);
    const auto start = std::chrono::steady_clock::now();
    absl::StatusOr<Advice> advice = RunBuryAdvice(*Game::FromDeal(deal), settings);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!advice.ok()) {
      io.err << "sheepdd: bench deal " << i + 1 << ": " << advice.status().message() << "\n";
      return kExitDealError;
    }
    times.push_back(seconds);
    io.out << fmt::format("{:>5} {:>8} {:>9} {:>8} {:>10.2f} {:>14}\n", i + 1,
                          advice->choices.size(), advice->distinct, advice->solves, seconds,
                          advice->nodes);
  }
  io.out << fmt::format("median {:.2f} s, worst {:.2f} s per deal\n", Percentile(times, 0.5),
                        Percentile(times, 1.0));
  return kExitOk;
}

// A complete game of the review corpus: deal `index` of the bench seed, picked plausibly, played
// out by random legal cards from a stream of its own (the same games whatever the solver does).
Game ReviewCorpusGame(const Rules& rules, int index) {
  Deal deal = RandomDeal(rules, kBenchSeed + 1, static_cast<uint64_t>(index));
  ChoosePlausiblePick(deal);
  GameState state = Game::FromDeal(deal)->start();
  DealRandom random(MixBits(kBenchSeed + static_cast<uint64_t>(index)));
  while (!state.finished()) {
    const CardSet legal = state.LegalCards();
    const std::vector<Card> cards(legal.begin(), legal.end());
    const Card card = cards[random.Below(static_cast<uint32_t>(cards.size()))];
    deal.play.push_back(card);
    state.Play(card);
  }
  return *Game::FromDeal(std::move(deal));
}

// `sheepdd review` on complete five- and three-handed games, `samples` a card, on `threads`
// threads: the time per game and the share of decisions solved over every layout.
int RunReviewBench(std::optional<int> deals, int samples, int threads, size_t table_mb, Io& io) {
  if (deals && *deals < 1) {
    io.err << "sheepdd: --deals must be positive\n";
    return kExitUsage;
  }
  AdviseSettings settings;
  settings.advice.samples = samples;
  settings.threads = threads;
  settings.table_megabytes = table_mb;
  io.out << MachineLine();
  io.out << fmt::format("review: complete games, {} a card, every layout up to {}, {}\n",
                        Count(samples, "sample"), settings.exact_limit, Count(threads, "thread"));
  io.out << fmt::format("{:<6} {:>5} {:>10} {:>7} {:>9} {:>10} {:>14}\n", "preset", "game",
                        "decisions", "exact", "mistakes", "seconds", "nodes");
  SolverPool pool(threads, table_mb);
  for (const char* preset : {"5", "3"}) {
    const Rules rules = *RulesForPreset(preset);
    const int games = deals.value_or(rules.players() == 3 ? 3 : 5);
    std::vector<double> times;
    int decisions = 0;
    int exact = 0;
    for (int i = 0; i < games; ++i) {
      const Game game = ReviewCorpusGame(rules, i);
      ProgressLine progress(io);
      const auto start = std::chrono::steady_clock::now();
      absl::StatusOr<Review> review =
          ReviewOnPool(game, settings, pool, [&](int card, int cards, int done) {
            progress.Update([&] {
              return Cat("preset ", preset, " game ", i + 1, ": card ", card + 1, "/", cards, ", ",
                         done, " samples");
            });
          });
      progress.Clear();
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (!review.ok()) {
        io.err << "sheepdd: bench game " << i + 1 << ": " << review.status().message() << "\n";
        return kExitDealError;
      }
      times.push_back(seconds);
      decisions += review->decisions;
      exact += review->exact;
      int mistakes = 0;
      for (const SeatReview& seat : review->seats) mistakes += seat.mistakes;
      io.out << fmt::format("{:<6} {:>5} {:>10} {:>7} {:>9} {:>10.2f} {:>14}\n", preset, i + 1,
                            review->decisions, review->exact, mistakes, seconds, review->nodes);
    }
    io.out << fmt::format(
        "{}-handed: median {:.2f} s, worst {:.2f} s a game; {:.0f}% of {} "
        "decisions exact\n",
        rules.players(), Percentile(times, 0.5), Percentile(times, 1.0),
        decisions ? 100.0 * exact / decisions : 0.0, decisions);
  }
  return kExitOk;
}

}  // namespace

int RunBench(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  options.add_options()("presets", po::value<std::string>()->default_value("5 4 3"),
                        "table presets to run, space separated (e.g. \"5 4-jd 6 7 8\")")(
      "deals", po::value<int>(),
      "deals per preset (default: 200 five-handed and larger, 100 "
      "four-handed, 40 three-handed)")(
      "batch", "instead: batch throughput, five-handed deals solved on every core")(
      "advise", "instead: bury advice for five-handed pickers (1000 samples, every core)")(
      "review", "instead: review complete five- and three-handed games (500 samples, every core)")(
      "plausible", "instead: where deal --pick's bury and call ranks in bury's ranking")(
      "runs", po::value<int>()->default_value(1),
      "--batch this many times, then the median, least and most deals/s");
  // -j and --samples serve --batch, --advise and --review; the plain bench runs on one thread.
  constexpr unsigned kShared = kMemoryOption | kJobsOption | kSamplesOption;
  AddSharedOptions(options, kShared);
  po::variables_map values;
  if (auto exit = ParseOptions(args, options, "sheepdd bench [--presets \"5 4 3\"] [--deals N]",
                               nullptr, values, io)) {
    return *exit;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kShared, io);
  if (!shared) return kExitUsage;
  const bool threaded = values.count("advise") || values.count("batch") || values.count("review");
  const int threads = threaded ? shared->jobs : 1;
  const std::optional<size_t> table_mb = shared->TableMegabytes(threads, io);
  if (!table_mb) return kExitUsage;
  if (values.count("plausible")) {
    return RunPlausibleBench(values.count("deals") ? values["deals"].as<int>() : 200, *table_mb,
                             io);
  }
  if (values.count("advise")) {
    return RunAdviseBench(values.count("deals") ? values["deals"].as<int>() : 5,
                          shared->samples.value_or(kDefaultBurySamples), threads, *table_mb, io);
  }
  if (values.count("review")) {
    return RunReviewBench(
        values.count("deals") ? std::optional<int>(values["deals"].as<int>()) : std::nullopt,
        shared->samples.value_or(kDefaultPlaySamples), threads, *table_mb, io);
  }
  if (values.count("batch")) {
    return RunBatchBench(values.count("deals") ? values["deals"].as<int>() : kBatchDeals, threads,
                         *table_mb, values["runs"].as<int>(), io);
  }
  std::vector<Rules> presets;
  std::istringstream names(values["presets"].as<std::string>());
  for (std::string name; names >> name;) {
    absl::StatusOr<Rules> rules = RulesForPreset(name);
    if (!rules.ok()) {
      io.err << "sheepdd: " << rules.status().message() << "\n";
      return kExitUsage;
    }
    presets.push_back(*rules);
  }
  std::optional<Solver> made = MakeSolver(*table_mb, io);
  if (!made) return kExitUsage;
  Solver& solver = *made;
  io.out << MachineLine();
  io.out << fmt::format("{:<6} {:>6} {:>10} {:>10} {:>10} {:>10} {:>14} {:>12}\n", "preset",
                        "deals", "median ms", "p90 ms", "p99 ms", "worst ms", "nodes", "nodes/s");
  uint64_t total_nodes = 0;
  for (const Rules& rules : presets) {
    const int deals = values.count("deals") ? values["deals"].as<int>() : DefaultDeals(rules);
    ProgressLine progress(io);
    progress.Update(
        [&] { return Cat("solving ", deals, " deals, preset ", PresetName(rules.preset)); });
    const PresetRun run = RunPreset(rules, deals, solver);
    progress.Clear();
    double seconds = 0;
    for (double ms : run.milliseconds) seconds += ms / 1000;
    io.out << fmt::format("{:<6} {:>6} {:>10.3f} {:>10.3f} {:>10.3f} {:>10.3f} {:>14} {:>12.0f}\n",
                          run.preset, deals, Percentile(run.milliseconds, 0.5),
                          Percentile(run.milliseconds, 0.9), Percentile(run.milliseconds, 0.99),
                          Percentile(run.milliseconds, 1.0), run.nodes,
                          seconds > 0 ? static_cast<double>(run.nodes) / seconds : 0.0);
    total_nodes += run.nodes;
  }
  io.out << "Nodes searched: " << total_nodes << "\n";
  return kExitOk;
}

}  // namespace sheepdd::cli
