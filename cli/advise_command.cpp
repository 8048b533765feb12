// sheepdd advise FILE... : single-dummy advice from what the player can see. For the deal's
// picker, every bury and call judged over random layouts of the hidden cards (each solved
// double-dummy); with --pick, whether a seat should pick at all.
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <ostream>

#include "cli/advise.h"
#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/parallel.h"
#include "cli/progress.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

constexpr std::string_view kCaveat =
    "double-dummy sampling: in each sample every player plays as if he saw all cards (the "
    "partner is known to all from the first card), which favours the side with the stronger "
    "cards and leaves out the picker's real uncertainty in play";

nlohmann::json EstimateJson(const Estimate& estimate) {
  return {{"mean", estimate.mean}, {"low", estimate.low}, {"high", estimate.high}};
}

// "+1.23 ±0.45": a mean and the half-width of its (symmetric) interval.
std::string PlusMinus(const Estimate& estimate, int decimals, bool sign) {
  const double half = (estimate.high - estimate.low) / 2;
  return sign ? fmt::format("{:+.{}f} ±{:.{}f}", estimate.mean, decimals, half, decimals)
              : fmt::format("{:.{}f} ±{:.{}f}", estimate.mean, decimals, half, decimals);
}

// "64% [58,70]": a share and its interval in percent.
std::string Percent(const Estimate& estimate) {
  return fmt::format("{:>3.0f}% [{:.0f},{:.0f}]", 100 * estimate.mean, 100 * estimate.low,
                     100 * estimate.high);
}

// Runs `solve(i, solver)` for i in [0, count) on the threads, a Solver each; the first error
// wins. Returns the nodes searched.
absl::StatusOr<uint64_t> OnThreads(size_t count, const AdviseSettings& settings,
                                   std::vector<std::unique_ptr<Solver>>& solvers,
                                   const std::function<void(size_t)>& progress,
                                   const std::function<absl::Status(size_t, Solver&)>& solve) {
  ParallelOptions parallel;
  parallel.threads = settings.threads;
  parallel.table_megabytes = settings.table_megabytes;
  parallel.progress = progress;
  parallel.solvers = &solvers;
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

}  // namespace

absl::StatusOr<Advice> RunBuryAdvice(const Game& game, const AdviseSettings& settings,
                                     const AdviceProgress& progress) {
  absl::StatusOr<BuryAdvisor> advisor = BuryAdvisor::Make(game, settings.advice);
  if (!advisor.ok()) return advisor.status();
  std::vector<std::unique_ptr<Solver>> solvers;
  while (const std::optional<AdviceRound> round = advisor->NextRound()) {
    std::vector<std::vector<SampleResult>> results(round->end - round->first);
    absl::StatusOr<uint64_t> nodes = OnThreads(
        results.size(), settings, solvers,
        [&](size_t done) {
          if (progress) progress(round->first + static_cast<int>(done), round->choices.size());
        },
        [&](size_t i, Solver& solver) {
          absl::StatusOr<std::vector<SampleResult>> sample =
              advisor->Solve(solver, *round, round->first + static_cast<int>(i));
          if (!sample.ok()) return sample.status();
          results[i] = *std::move(sample);
          return absl::OkStatus();
        });
    if (!nodes.ok()) return nodes.status();
    advisor->Finish(*round, results, *nodes);
  }
  return advisor->Summary();
}

absl::StatusOr<PickAdvice> RunPickAdvice(const Game& game, Seat seat,
                                         const AdviseSettings& settings,
                                         const AdviceProgress& progress) {
  absl::StatusOr<PickAdvisor> advisor = PickAdvisor::Make(game, seat, settings.advice);
  if (!advisor.ok()) return advisor.status();
  std::vector<PickSample> samples(advisor->samples());
  std::vector<std::unique_ptr<Solver>> solvers;
  absl::StatusOr<uint64_t> nodes = OnThreads(
      samples.size(), settings, solvers,
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

namespace {

// "1 possible layout", "2.32e+09 possible layouts".
std::string LayoutsText(double layouts) {
  return fmt::format("{:.3g} possible layout{}", layouts, layouts == 1 ? "" : "s");
}

nlohmann::json BuryAdviceJson(const Game& game, const Advice& advice,
                              const AdviseSettings& settings) {
  const Deal& deal = game.deal();
  nlohmann::json choices = nlohmann::json::array();
  for (const ChoiceAdvice& choice : advice.choices) {
    choices.push_back({{"bury", CardsJson(choice.choice.bury)},
                       {"call", CallText(deal.rules, choice.choice.call)},
                       {"rank", choice.rank},
                       {"same_as", choice.same_as + 1},
                       {"samples", choice.samples},
                       {"raced_out", choice.raced_out},
                       {"tied", choice.tied},
                       {"score", EstimateJson(choice.estimates.score)},
                       {"behind_best", EstimateJson(choice.behind)},
                       {"picker_team_points", EstimateJson(choice.estimates.points)},
                       {"at_least_61", EstimateJson(choice.estimates.win)},
                       {"at_least_91", EstimateJson(choice.estimates.schneider)},
                       {"at_most_30", EstimateJson(choice.estimates.schneidered)},
                       {"no_trick", EstimateJson(choice.estimates.no_trick)}});
  }
  return {{"advice", "bury"},
          {"picker", deal.picker + 1},
          {"samples", advice.samples},
          {"seed", settings.advice.seed},
          {"race", settings.advice.race},
          {"layouts", advice.layouts},
          {"cards_seen", deal.play.size()},
          {"choices", choices},
          {"actual", advice.actual ? nlohmann::json(*advice.actual + 1) : nullptr},
          {"solves", advice.solves},
          {"nodes", advice.nodes},
          {"assumes", kCaveat}};
}

std::string BuryAdviceText(const Game& game, const Advice& advice, const AdviseSettings& settings,
                           const std::string& title, CardStyle style) {
  const Deal& deal = game.deal();
  std::string text = Bold(title, style) + "\n";
  Append(&text, "  ", SeatName(deal.picker), " picks; from his hand, the blind",
         deal.play.empty()
             ? ""
             : Cat(" and ", Count(static_cast<int>(deal.play.size()), "card"), " seen in play"),
         ": ", Count(advice.samples, "sample"), " of ", LayoutsText(advice.layouts),
         " of the hidden cards (seed ", settings.advice.seed, ")\n");
  Append(&text, fmt::format("    {:>4}  {:<14} {:<8} {:>7}  {:<13} {:<12} {:<12} {:<13} {:<13} "
                            "{:<13} {}\n",
                            "rank", "bury", "call", "samples", "score", "behind best", "points",
                            ">=61", ">=91", "<=30", "no trick"));
  int shown = 0;
  std::vector<std::string> equivalents;
  for (size_t i = 0; i < advice.choices.size(); ++i) {
    const ChoiceAdvice& choice = advice.choices[i];
    const std::string bury = CardsText(choice.choice.bury, deal.rules, style);
    if (choice.same_as != static_cast<int>(i)) {
      if (choice.rank <= settings.top) {
        equivalents.push_back(
            Cat(bury, " ", CallText(deal.rules, choice.choice.call), " = rank ", choice.rank));
      }
      continue;
    }
    if (shown++ >= settings.top) continue;
    // Card symbols are wider in bytes than on screen: pad by the plain width.
    const std::string plain = CardsText(choice.choice.bury, deal.rules, CardStyle{});
    Append(&text,
           fmt::format("    {:>4}  {}{} {:<8} {:>7}{} {:<13} {:<12} {:<12} {:<13} {:<13} "
                       "{:<13} {}\n",
                       choice.rank, bury, std::string(14 - std::min<size_t>(14, plain.size()), ' '),
                       CallText(deal.rules, choice.choice.call), choice.samples,
                       choice.raced_out ? "*"
                       : choice.tied    ? "~"
                                        : " ",
                       PlusMinus(choice.estimates.score, 2, true),
                       i == 0 ? "-" : PlusMinus(choice.behind, 2, false),
                       PlusMinus(choice.estimates.points, 1, false), Percent(choice.estimates.win),
                       Percent(choice.estimates.schneider), Percent(choice.estimates.schneidered),
                       Percent(choice.estimates.no_trick)));
  }
  if (shown > settings.top) Append(&text, "    ... ", shown - settings.top, " more (--top)\n");
  if (!equivalents.empty()) {
    Append(&text,
           "  the same as a choice above (the buries differ only in equal cards of one "
           "run, or the picker holding the JD plays alone either way): ",
           Join(equivalents, "; "), "\n");
  }
  if (std::any_of(advice.choices.begin(), advice.choices.end(),
                  [](const ChoiceAdvice& choice) { return choice.raced_out; })) {
    Append(&text, "  * raced out: behind the leader by more than three standard errors\n");
  }
  if (std::any_of(advice.choices.begin(), advice.choices.end(),
                  [](const ChoiceAdvice& choice) { return choice.tied; })) {
    Append(&text,
           "  ~ tied: no better than the leader by more than 0.05 in score and 0.5 in points "
           "(three standard errors), so stopped; which of them is best is a coin toss\n");
  }
  if (advice.actual) {
    const ChoiceAdvice& actual = advice.choices[*advice.actual];
    Append(
        &text, "  the actual choice ranks ", actual.rank, " of ", advice.distinct, ": ",
        PlusMinus(actual.estimates.score, 2, true), " in score, ",
        actual.rank == 1 ? "the best" : Cat(PlusMinus(actual.behind, 2, false), " behind the best"),
        "\n");
  }
  Append(&text, "  assumes ", kCaveat, "\n");
  Append(&text, "  solves: ", advice.solves, ", nodes: ", advice.nodes, "\n");
  return text;
}

std::string VerdictOf(const PickAdvice& advice) {
  if (advice.plausible.score.mean > advice.pass_value) {
    return "pick";
  } else if (advice.best.score.mean < advice.pass_value) {
    return "pass";
  } else {
    return "close";
  }
}

nlohmann::json PickAdviceJson(const PickAdvice& advice, const AdviseSettings& settings) {
  const std::string verdict = VerdictOf(advice);
  return {{"advice", "pick"},
          {"seat", advice.seat + 1},
          {"samples", advice.samples},
          {"seed", settings.advice.seed},
          {"layouts", advice.layouts},
          {"pass_value", advice.pass_value},
          {"plausible",
           {{"score", EstimateJson(advice.plausible.score)},
            {"picker_team_points", EstimateJson(advice.plausible.points)},
            {"at_least_61", EstimateJson(advice.plausible.win)}}},
          {"best_in_hindsight",
           {{"score", EstimateJson(advice.best.score)},
            {"picker_team_points", EstimateJson(advice.best.points)},
            {"at_least_61", EstimateJson(advice.best.win)}}},
          {"verdict", verdict},
          {"nodes", advice.nodes},
          {"assumes", kCaveat}};
}

std::string PickAdviceText(const Game& game, const PickAdvice& advice,
                           const AdviseSettings& settings, const std::string& title,
                           CardStyle style) {
  const Deal& deal = game.deal();
  const std::string verdict = VerdictOf(advice);
  std::string text = Bold(title, style) + "\n";
  Append(&text, "  ", SeatName(advice.seat), " holds ",
         CardsText(deal.hands[advice.seat], deal.rules, style), "; ",
         Count(advice.samples, "sample"), " of ", LayoutsText(advice.layouts),
         " of the blind and the other hands (seed ", settings.advice.seed, ")\n");
  Append(&text, fmt::format("    {:<38} {:<14} {:<12} {}\n", "", "score", "points", ">=61"));
  Append(&text,
         fmt::format("    {:<38} {:<14} {:<12} {}\n", "pick, plausible bury and call",
                     PlusMinus(advice.plausible.score, 2, true),
                     PlusMinus(advice.plausible.points, 1, false), Percent(advice.plausible.win)));
  Append(&text,
         fmt::format("    {:<38} {:<14} {:<12} {}\n", "pick, best bury and call in hindsight",
                     PlusMinus(advice.best.score, 2, true), PlusMinus(advice.best.points, 1, false),
                     Percent(advice.best.win)));
  Append(&text,
         fmt::format("    {:<38} {:+.2f} (assumed: --pass-value)\n", "pass", advice.pass_value));
  Append(&text,
         "  the plausible bury is one a player could make from what he sees, so picking "
         "is worth at least about that; hindsight is an upper bound\n");
  if (verdict == "pick") {
    Append(&text, "  advice: pick (even the plausible bury beats passing)\n");
  } else if (verdict == "pass") {
    Append(&text, "  advice: pass (even the best bury in hindsight does not beat passing)\n");
  } else {
    Append(&text,
           "  advice: close (picking beats passing only with a better bury than the "
           "plausible one)\n");
  }
  Append(&text, "  assumes ", kCaveat, "\n");
  Append(&text, "  nodes: ", advice.nodes, "\n");
  return text;
}

}  // namespace

int RunAdvise(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  constexpr unsigned kShared =
      kMemoryOption | kJobsOption | kJsonOption | kSeedOption | kSamplesOption;
  AddSharedOptions(
      options, kShared,
      {.seed = "1",
       .samples = Cat(kDefaultBurySamples, "; ", kDefaultPickSamples, " with --pick")});
  options.add_options()(
      "no-race", "judge every choice on every sample (default: drop choices clearly behind)");
  AddTopOption(options);
  options.add_options()("pick", "judge the pick instead: should the seat pick at all?")(
      "seat", po::value<int>(), "--pick: the seat to judge (default: the recorded picker, or 1)")(
      "pass-value", po::value<double>()->default_value(0.0),
      "--pick: what passing is taken to be worth to the seat, in score units")(
      "ascii", "canonical ASCII cards, no symbols or colour");
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(args, options,
                               "sheepdd advise [--samples N] [--seed S] [-j N] [--json] FILE...\n"
                               "       sheepdd advise --pick [--seat N] [--pass-value X] FILE...",
                               &files, values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: advise needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kShared, io);
  if (!shared) return kExitUsage;
  const bool pick = values.count("pick") > 0;
  AdviseSettings settings;
  settings.advice.samples =
      shared->samples.value_or(pick ? kDefaultPickSamples : kDefaultBurySamples);
  settings.advice.seed = shared->seed.value_or(1);
  settings.advice.race = values.count("no-race") == 0;
  settings.threads = shared->jobs;
  settings.top = values["top"].as<int>();
  settings.pass_value = values["pass-value"].as<double>();
  const std::optional<size_t> table_mb = shared->TableMegabytes(settings.threads, io);
  if (!table_mb) return kExitUsage;
  settings.table_megabytes = *table_mb;
  const bool json = shared->json;
  const CardStyle style = StyleFor(io, values.count("ascii") > 0 || json);
  std::string title;
  ProgressLine line(io);
  AdviceProgress progress;
  if (line.enabled()) {
    progress = [&](int done, size_t racing) {
      line.Update([&] {
        return Cat(title, ": ", done, "/", settings.advice.samples, " samples",
                   pick ? "" : Cat(", ", racing, " choices in the race"));
      });
    };
  }
  return AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& game) -> absl::Status {
    const Deal& deal = game.deal();
    title = Cat(input.file, " deal ", input.parsed.index + 1);
    nlohmann::json object;
    std::string text;
    if (pick) {
      Seat seat = deal.pick == PickState::kPicked ? deal.picker : 0;
      if (values.count("seat")) seat = values["seat"].as<int>() - 1;
      if (seat < 0 || seat >= deal.rules.players()) {
        return absl::InvalidArgumentError(
            Cat("--seat ", seat + 1, ": this table has seats 1 to ", deal.rules.players()));
      }
      absl::StatusOr<PickAdvice> advice = RunPickAdvice(game, seat, settings, progress);
      line.Clear();
      if (!advice.ok()) return advice.status();
      if (json) {
        object = PickAdviceJson(*advice, settings);
      } else {
        text = PickAdviceText(game, *advice, settings, title, style);
      }
    } else {
      absl::StatusOr<Advice> advice = RunBuryAdvice(game, settings, progress);
      line.Clear();
      if (!advice.ok()) return advice.status();
      if (json) {
        object = BuryAdviceJson(game, *advice, settings);
      } else {
        text = BuryAdviceText(game, *advice, settings, title, style);
      }
    }
    if (json) {
      object["file"] = input.file;
      object["deal"] = input.parsed.index + 1;
      io.out << object.dump() << "\n";
    } else {
      io.out << text;
    }
    return absl::OkStatus();
  });
}

}  // namespace sheepdd::cli
