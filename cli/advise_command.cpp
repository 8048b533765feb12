// sheepdd advise FILE... : single-dummy advice from what the player can see. For the deal's
// picker, every bury and call judged over random layouts of the hidden cards (each solved
// double-dummy); with --pick, whether a seat should pick at all; with --play, which card the seat
// to move should play.
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <ostream>

#include "cli/advice_output.h"
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

nlohmann::json BuryAdviceJson(const Game& game, const Advice& advice,
                              const AdviseSettings& settings) {
  const Deal& deal = game.deal();
  nlohmann::json choices = nlohmann::json::array();
  for (size_t i = 0; i < advice.choices.size(); ++i) {
    const ChoiceAdvice& choice = advice.choices[i];
    const bool itself = choice.same_as == static_cast<int>(i);
    choices.push_back(
        {{"bury", CardsJson(choice.choice.bury)},
         {"call", CallText(deal.rules, choice.choice.call)},
         {"rank", choice.rank},
         {"same_as", itself ? nlohmann::json(nullptr) : nlohmann::json(choice.same_as + 1)},
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
  return {{"advice", "bury-and-call"},
          {"picker", deal.picker + 1},
          {"samples", advice.samples},
          {"seed", settings.advice.seed},
          {"race", settings.advice.race},
          {"layouts", LayoutsJson(advice.layouts)},
          {"exact", advice.exact},
          {"cards_seen", deal.play.size()},
          {"choices", choices},
          {"actual", advice.actual ? nlohmann::json(*advice.actual + 1) : nullptr},
          {"solves", advice.solves},
          {"nodes", advice.nodes},
          {"assumes", Caveat(HasPartner(game))}};
}

// One row of the bury advice table, its columns `widths` wide (the bury and call columns fit the
// widest of the deal's).
std::string ChoiceRow(const Game& game, const ChoiceAdvice& choice, bool best,
                      const std::pair<size_t, size_t>& widths, CardStyle style) {
  const Rules& rules = game.rules();
  // Card symbols are wider in bytes than on screen: pad by the plain width.
  const std::string bury = CardsText(choice.choice.bury, rules, style);
  const size_t bury_width = CardsText(choice.choice.bury, rules, CardStyle{}).size();
  const char mark = choice.raced_out ? '*' : choice.tied ? '~' : ' ';
  return fmt::format(
      "    {:>4}  {}{}  {:<{}} {:>6}{} {:<13} {:<12} {:<11} {:>4} {:>4} {:>4} {:>5}\n", choice.rank,
      bury, std::string(widths.first - bury_width, ' '), CallText(rules, choice.choice.call),
      widths.second, choice.samples, mark, PlusMinus(choice.estimates.score, 2, true, style),
      best ? "-" : PlusMinus(choice.behind, 2, false, style),
      PlusMinus(choice.estimates.points, 1, false, style), Percent(choice.estimates.win),
      Percent(choice.estimates.schneider), Percent(choice.estimates.schneidered),
      Percent(choice.estimates.no_trick));
}

std::string BuryAdviceText(const Game& game, const Advice& advice, const AdviseSettings& settings,
                           const std::string& title, CardStyle style) {
  const Deal& deal = game.deal();
  std::string text = Bold(title, style) + "\n";
  Append(&text, "  ", SeatName(deal.picker), " picks; seen: his hand and the blind",
         deal.play.empty()
             ? ""
             : Cat(" and ", Count(static_cast<int>(deal.play.size()), "card"), " of the play"),
         "\n  ", SamplesText(advice.samples, advice.layouts, advice.exact, settings.advice.seed),
         "\n");
  std::pair<size_t, size_t> widths{4, 4};
  for (const ChoiceAdvice& choice : advice.choices) {
    widths.first =
        std::max(widths.first, CardsText(choice.choice.bury, deal.rules, CardStyle{}).size());
    widths.second = std::max(widths.second, CallText(deal.rules, choice.choice.call).size());
  }
  const std::string header =
      fmt::format("    {:>4}  {:<{}}  {:<{}} {:>6}  {:<13} {:<12} {:<11} {:>4} {:>4} {:>4} {:>5}\n",
                  "rank", "bury", widths.first, "call", widths.second, "n", "score", "behind best",
                  "points", ">=61", ">=91", "<=30", "none");
  Append(&text, header);
  int shown = 0;
  std::vector<std::string> equivalents;
  std::vector<const ChoiceAdvice*> dropped;
  for (size_t i = 0; i < advice.choices.size(); ++i) {
    const ChoiceAdvice& choice = advice.choices[i];
    if (choice.same_as != static_cast<int>(i)) {
      if (choice.rank <= settings.top) {
        equivalents.push_back(Cat(CardsText(choice.choice.bury, deal.rules, style), " ",
                                  CallText(deal.rules, choice.choice.call), " = rank ",
                                  choice.rank));
      }
      continue;
    }
    if (choice.raced_out) {
      dropped.push_back(&choice);
      continue;
    }
    if (shown++ >= settings.top) continue;
    Append(&text, ChoiceRow(game, choice, i == 0, widths, style));
  }
  if (shown > settings.top) Append(&text, "    ... ", shown - settings.top, " more (--top)\n");
  if (!dropped.empty()) {
    // Dropped choices were judged on fewer samples: their means are not comparable with the
    // finishers' and they rank below all of them.
    Append(&text,
           "  * dropped by the race (behind the leader by more than three standard "
           "errors),\n    judged on fewer samples:\n");
    int listed = 0;
    for (const ChoiceAdvice* choice : dropped) {
      if (listed++ >= settings.top) break;
      Append(&text, ChoiceRow(game, *choice, false, widths, style));
    }
    if (listed > settings.top) {
      Append(&text, "    ... ", static_cast<int>(dropped.size()) - settings.top, " more\n");
    }
  }
  if (!equivalents.empty()) {
    Append(&text, Wrap(Cat("the same as a choice above (equal cards of one run, or the JD's "
                           "holder alone either way): ",
                           Join(equivalents, "; ")),
                       "  ", "    "));
  }
  if (std::any_of(advice.choices.begin(), advice.choices.end(),
                  [](const ChoiceAdvice& choice) { return choice.tied; })) {
    Append(&text,
           "  ~ tied: no better than the leader by more than 0.05 in score and 0.5 in points\n"
           "    (three standard errors), so stopped; which of them is best is a coin toss\n");
  }
  if (advice.actual) {
    const ChoiceAdvice& actual = advice.choices[*advice.actual];
    Append(&text, "  the actual choice ranks ", actual.rank, " of ", advice.distinct, ": ",
           PlusMinus(actual.estimates.score, 2, true, style), " in score, ",
           actual.rank == 1 ? "the best"
                            : Cat(PlusMinus(actual.behind, 2, false, style), " behind the best"),
           "\n");
  }
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

nlohmann::json PickAdviceJson(const PickAdvice& advice, const AdviseSettings& settings,
                              bool partner) {
  const std::string verdict = VerdictOf(advice);
  return {{"advice", "whether-to-pick"},
          {"seat", advice.seat + 1},
          {"samples", advice.samples},
          {"seed", settings.advice.seed},
          {"layouts", LayoutsJson(advice.layouts)},
          {"exact", advice.exact},
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
          {"assumes", Caveat(partner)}};
}

std::string PickAdviceText(const Game& game, const PickAdvice& advice,
                           const AdviseSettings& settings, const std::string& title,
                           CardStyle style) {
  const Deal& deal = game.deal();
  const std::string verdict = VerdictOf(advice);
  std::string text = Bold(title, style) + "\n";
  Append(&text, "  ", SeatName(advice.seat), " holds ",
         CardsText(deal.hands[advice.seat], deal.rules, style),
         "\n  the blind and the other hands: ",
         SamplesText(advice.samples, advice.layouts, advice.exact, settings.advice.seed), "\n");
  Append(&text, fmt::format("    {:<38} {:<14} {:<12} {}\n", "", "score", "points", ">=61"));
  Append(&text, fmt::format("    {:<38} {:<14} {:<12} {}\n", "pick, plausible bury and call",
                            PlusMinus(advice.plausible.score, 2, true, style),
                            PlusMinus(advice.plausible.points, 1, false, style),
                            Percent(advice.plausible.win)));
  Append(&text,
         fmt::format("    {:<38} {:<14} {:<12} {}\n", "pick, best bury and call in hindsight",
                     PlusMinus(advice.best.score, 2, true, style),
                     PlusMinus(advice.best.points, 1, false, style), Percent(advice.best.win)));
  Append(&text,
         fmt::format("    {:<38} {:+.2f} (assumed: --pass-value)\n", "pass", advice.pass_value));
  Append(&text, Wrap("the plausible bury is one a player could make from what he sees, so "
                     "picking is worth at least about that; hindsight is an upper bound",
                     "  ", "  "));
  if (verdict == "pick") {
    Append(&text, "  advice: pick (even the plausible bury beats passing)\n");
  } else if (verdict == "pass") {
    Append(&text, "  advice: pass (even the best bury in hindsight does not beat passing)\n");
  } else {
    Append(&text,
           "  advice: close (picking beats passing only with a better bury than the "
           "plausible one)\n");
  }
  Append(&text, "  nodes: ", advice.nodes, "\n");
  return text;
}

}  // namespace

int RunAdvise(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  constexpr unsigned kShared = kMemoryOption | kJobsOption | kJsonOption | kSeedOption |
                               kSamplesOption | kAtOption | kExactLimitOption;
  AddSharedOptions(options, kShared,
                   {.seed = "1",
                    .samples = Cat(kDefaultBurySamples, "; ", kDefaultPickSamples, " with --pick, ",
                                   kDefaultPlaySamples, " with --play")});
  options.add_options()(
      "no-race", "judge every choice on every sample (default: drop choices clearly behind)");
  AddTopOption(options);
  options.add_options()("play", "judge the play instead: every legal card of the seat to move")(
      "pick", "judge the pick instead: should the seat pick at all?")(
      "seat", po::value<int>(), "--pick: the seat to judge (default: the recorded picker, or 1)")(
      "pass-value", po::value<double>()->default_value(0.0),
      "--pick: what passing is taken to be worth to the seat, in score units")(
      "ascii", "canonical ASCII cards, no symbols or colour");
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(args, options,
                               "sheepdd advise [--samples N] [--seed S] [-j N] [--json] FILE...\n"
                               "       sheepdd advise --play [--at N] [--exact-limit N] FILE...\n"
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
  const bool play = values.count("play") > 0;
  if (pick && play) {
    io.err << "sheepdd: advise takes --pick or --play, not both\n";
    return kExitUsage;
  }
  AdviseSettings settings;
  settings.advice.samples = shared->samples.value_or(pick   ? kDefaultPickSamples
                                                     : play ? kDefaultPlaySamples
                                                            : kDefaultBurySamples);
  settings.exact_limit = shared->exact_limit.value_or(kDefaultExactLimit);
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
        return Cat(
            title, ": ", done, " samples",
            pick ? "" : Cat(", ", Count(static_cast<int>(racing), "choice"), " in the race"));
      });
    };
  }
  bool answered = false;
  bool partner = false;  // some answered deal had a partner: the caveat speaks of one
  const int status =
      AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& whole) -> absl::Status {
        const absl::StatusOr<Game> at = shared->AtPoint(whole);
        if (!at.ok()) return at.status();
        const Game& game = *at;
        const Deal& deal = game.deal();
        title = Cat(input.file, " deal ", input.parsed.index + 1, shared->AtHeading());
        nlohmann::json object;
        std::string text;
        if (play) {
          absl::StatusOr<PlayAdvice> advice = RunPlayAdvice(game, settings, progress);
          line.Clear();
          if (!advice.ok()) return advice.status();
          partner |= HasPartner(game);
          if (json) {
            object = PlayAdviceJson(game, *advice, settings, static_cast<int>(deal.play.size()));
          } else {
            text = PlayAdviceText(game, *advice, settings, title, style);
          }
        } else if (pick) {
          Seat seat = deal.pick == PickState::kPicked ? deal.picker : 0;
          if (values.count("seat")) seat = values["seat"].as<int>() - 1;
          if (seat < 0 || seat >= deal.rules.players()) {
            return absl::InvalidArgumentError(
                Cat("--seat ", seat + 1, ": this table has seats 1 to ", deal.rules.players()));
          }
          absl::StatusOr<PickAdvice> advice = RunPickAdvice(game, seat, settings, progress);
          line.Clear();
          if (!advice.ok()) return advice.status();
          partner |= HasPartner(game);
          if (json) {
            object = PickAdviceJson(*advice, settings, HasPartner(game));
          } else {
            text = PickAdviceText(game, *advice, settings, title, style);
          }
        } else {
          absl::StatusOr<Advice> advice = RunBuryAdvice(game, settings, progress);
          line.Clear();
          if (!advice.ok()) return advice.status();
          partner |= HasPartner(game);
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
        answered = true;
        return absl::OkStatus();
      });
  // The caveat once, under every answer of the run.
  if (answered && !json) io.out << Wrap(Cat("all advice assumes ", Caveat(partner)), "", "  ");
  return status;
}

}  // namespace sheepdd::cli
