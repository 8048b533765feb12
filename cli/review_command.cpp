// sheepdd review FILE... : every card of a recorded game judged from its player's view when he
// played it (single-dummy), beside what replay's hindsight says it cost; the picker's bury and
// call judged the same way; a summary per seat. Also `batch -a review`.
#include <fmt/format.h>

#include <cmath>
#include <ostream>

#include "cli/advice_output.h"
#include "cli/advise.h"
#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/progress.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/advice/run.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

// "9C 8S AH": the bury and, where the partner rule has calls, the call.
std::string ChoiceName(const Rules& rules, const Choice& choice, CardStyle style) {
  const bool calls = choice.call || rules.partner == PartnerRule::kJackOfDiamonds;
  return Cat(CardsText(choice.bury, rules, style), calls ? " " : "",
             calls ? CallText(rules, choice.call) : "");
}

// The bury line: where the actual bury and call rank among every choice.
std::string BuryLine(const Game& game, const BuryReview& bury, CardStyle style) {
  const Advice& advice = bury.advice;
  const Rules& rules = game.rules();
  if (!advice.actual) return "  bury: the recorded bury and call are not among the choices\n";
  const ChoiceAdvice& actual = advice.choices[*advice.actual];
  std::string text = Cat("bury ", ChoiceName(rules, actual.choice, style), ": rank ", actual.rank,
                         " of ", advice.distinct);
  if (actual.rank == 1) {
    Append(&text, ", the best by the picker's view");
  } else {
    Append(&text, ", ", PlusMinus(actual.behind, 2, false, style), " in score behind ",
           ChoiceName(rules, advice.choices.front().choice, style));
  }
  Append(&text, " - ", VerdictName(bury.verdict));
  return Wrap(text, "  ", "    ");
}

}  // namespace

absl::StatusOr<Report> ReviewReport(Solver& solver, const Game& game,
                                    const ReportOptions& options) {
  // A batch worker's one solver, its samples in turn.
  absl::StatusOr<Review> review = ReviewGame(solver, game, options.advise.review());
  if (!review.ok()) return review.status();
  Report report;
  report.nodes = review->nodes;
  report.result = *std::move(review);
  return report;
}

nlohmann::json ReviewJson(const Review& review, const Game& game) {
  const PlaySettings& settings = review.settings.play;
  const Rules& rules = game.rules();
  nlohmann::json cards = nlohmann::json::array();
  for (const ReviewedCard& card : review.cards) {
    const bool judged = card.verdict != Verdict::kForced;
    const auto when_judged = [&](nlohmann::json value) {
      return judged ? std::move(value) : nlohmann::json(nullptr);
    };
    cards.push_back({{"index", card.index},
                     {"card", CardName(card.card)},
                     {"seat", card.seat + 1},
                     {"verdict", VerdictName(card.verdict)},
                     {"sd_cost", when_judged(EstimateJson(card.sd_cost))},
                     {"sd_score_cost", when_judged(EstimateJson(card.sd_score_cost))},
                     {"sd_best", when_judged(CardName(card.sd_best))},
                     {"dd_cost", when_judged(card.dd_cost)},
                     {"exact", when_judged(card.exact)},
                     {"layouts", when_judged(LayoutsJson(card.layouts))}});
  }
  nlohmann::json seats = nlohmann::json::array();
  for (Seat seat = 0; seat < rules.players(); ++seat) {
    const SeatReview& summary = review.seats[seat];
    seats.push_back({{"seat", seat + 1},
                     {"role", RoleOf(game.setup(), seat)},
                     {"judged", summary.judged},
                     {"mistakes", summary.mistakes},
                     {"sd_points_lost", std::round(summary.sd_points_lost * 100) / 100},
                     {"hindsight", summary.hindsight},
                     {"dd_points_lost", summary.dd_points_lost}});
  }
  nlohmann::json bury = nullptr;
  if (review.bury && review.bury->advice.actual) {
    const Advice& advice = review.bury->advice;
    const ChoiceAdvice& actual = advice.choices[*advice.actual];
    const ChoiceAdvice& best = advice.choices.front();
    bury = {{"seat", game.setup().picker + 1},
            {"bury", CardsJson(actual.choice.bury)},
            {"call", CallText(rules, actual.choice.call)},
            {"rank", actual.rank},
            {"of", advice.distinct},
            {"best",
             {{"bury", CardsJson(best.choice.bury)}, {"call", CallText(rules, best.choice.call)}}},
            {"sd_score_cost", EstimateJson(actual.behind)},
            {"verdict", VerdictName(review.bury->verdict)},
            {"samples", advice.samples}};
  }
  return {{"samples", settings.samples},
          {"seed", settings.seed},
          {"exact_limit", settings.exact_limit},
          {"cards", cards},
          {"seats", seats},
          {"bury", bury},
          {"decisions", review.decisions},
          {"exact_decisions", review.exact},
          {"solves", review.solves},
          {"nodes", review.nodes},
          {"assumes", Caveat(HasPartner(game))}};
}

std::string ReviewText(const Review& review, const Game& game, const ReportOptions& options) {
  const CardStyle style = options.style;
  const PlaySettings& settings = review.settings.play;
  const Rules& rules = game.rules();
  std::string text = Bold(options.title, style) + "\n";
  Append(&text, Wrap(Cat("each card judged from its player's view: ",
                         Count(settings.samples, "sample"), " a card (seed ", settings.seed,
                         "), every layout when there are at most ", settings.exact_limit),
                     "  ", "    "));
  if (review.bury) Append(&text, BuryLine(game, *review.bury, style));
  Append(&text,
         fmt::format("  {:>3} {:>5}  {:<6} {:<4}  {:<9}  {:<12} {:<12} {:<4} {:>9}\n", "#", "trick",
                     "seat", "card", "verdict", "lost points", "lost score", "best", "hindsight"));
  for (const ReviewedCard& card : review.cards) {
    const int trick = card.index / rules.players() + 1;
    const std::string padded = PadRight(CardText(card.card, style), 4);
    if (card.verdict == Verdict::kForced) {
      Append(&text, fmt::format("  {:>3} {:>5}  {:<6} {}  {}\n", card.index + 1, trick,
                                SeatName(card.seat), padded, "forced"));
      continue;
    }
    const std::string verdict = VerdictName(card.verdict);
    Append(
        &text,
        fmt::format("  {:>3} {:>5}  {:<6} {}  {}  {} {} {} {:>9}\n", card.index + 1, trick,
                    SeatName(card.seat), padded,
                    PadRight(card.verdict == Verdict::kMistake ? Bold(verdict, style) : verdict, 9),
                    PadRight(review.leaster ? "-" : PlusMinus(card.sd_cost, 1, false, style), 12),
                    PadRight(PlusMinus(card.sd_score_cost, 2, false, style), 12),
                    PadRight(CardText(card.sd_best, style), 4), card.dd_cost));
  }
  Append(&text, fmt::format("  {:<6} {:<9} {:>6} {:>9} {:>12} {:>10} {:>14}\n", "seat", "role",
                            "judged", "mistakes", "points lost", "hindsight", "lost in replay"));
  for (Seat seat = 0; seat < rules.players(); ++seat) {
    const SeatReview& summary = review.seats[seat];
    Append(&text, fmt::format("  {:<6} {:<9} {:>6} {:>9} {:>12.1f} {:>10} {:>14}\n", SeatName(seat),
                              RoleOf(game.setup(), seat), summary.judged, summary.mistakes,
                              summary.sd_points_lost, summary.hindsight, summary.dd_points_lost));
  }
  Append(&text,
         Wrap(review.leaster
                  ? "lost score: the drop in the player's chance of forcing a win, by what "
                    "he could see; hindsight: that chance lost with every hand seen (1 or 0)"
                  : "lost points and score: what the card cost its side against the best card "
                    "by what its player could see (points lost sums them); hindsight: its "
                    "cost with every hand seen, as replay counts it (lost in replay sums "
                    "them); a hindsight verdict is a card that cost only in hindsight",
              "  ", "  "));
  Append(&text, "  decisions: ", review.decisions, " (", review.exact,
         " exact), solves: ", review.solves, ", nodes: ", review.nodes, "\n");
  return text;
}

std::vector<CsvColumn> ReviewColumns() {
  const auto field = [](auto text) { return ResultField<Review>(text); };
  using R = const Review&;
  const auto total = [](R review, auto of) {
    double sum = 0;
    for (const SeatReview& seat : review.seats) sum += of(seat);
    return sum;
  };
  return {
      {"decisions", field([](R r, const Game&) { return Cat(r.decisions); })},
      {"exact_decisions", field([](R r, const Game&) { return Cat(r.exact); })},
      {"mistakes", field([total](R r, const Game&) {
         return Cat(total(r, [](const SeatReview& s) { return s.mistakes; }));
       })},
      {"hindsight", field([total](R r, const Game&) {
         return Cat(total(r, [](const SeatReview& s) { return s.hindsight; }));
       })},
      {"sd_points_lost", field([total](R r, const Game&) {
         return fmt::format("{:.1f}",
                            total(r, [](const SeatReview& s) { return s.sd_points_lost; }));
       })},
      {"bury_rank", field([](R r, const Game&) {
         if (!r.bury || !r.bury->advice.actual) return std::string();
         return Cat(r.bury->advice.choices[*r.bury->advice.actual].rank);
       })},
      {"bury_verdict", field([](R r, const Game&) {
         return r.bury ? std::string(VerdictName(r.bury->verdict)) : std::string();
       })},
  };
}

int RunReview(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  constexpr unsigned kShared =
      kMemoryOption | kJobsOption | kJsonOption | kSeedOption | kSamplesOption | kExactLimitOption;
  AddSharedOptions(options, kShared, {.seed = "1", .samples = Cat(kDefaultPlaySamples, " a card")});
  options.add_options()("no-race",
                        "judge every card on every sample (default: drop cards clearly behind)")(
      "ascii", "canonical ASCII cards, no symbols or colour");
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit = ParseOptions(
          args, options,
          "sheepdd review [--samples N] [--exact-limit N] [--seed S] [-j N] [--json] FILE...",
          &files, values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: review needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  const std::optional<SharedSettings> shared = ReadSharedOptions(values, kShared, io);
  if (!shared) return kExitUsage;
  AdviseSettings settings;
  settings.advice.samples = shared->samples.value_or(kDefaultPlaySamples);
  settings.advice.seed = shared->seed.value_or(1);
  settings.advice.race = values.count("no-race") == 0;
  settings.exact_limit = shared->exact_limit.value_or(kDefaultExactLimit);
  settings.threads = shared->jobs;
  const std::optional<size_t> table_mb = shared->TableMegabytes(settings.threads, io);
  if (!table_mb) return kExitUsage;
  settings.table_megabytes = *table_mb;
  ReportOptions report_options;
  report_options.advise = settings;
  report_options.style = StyleFor(io, values.count("ascii") > 0 || shared->json);
  ProgressLine line(io);
  SolverPool pool(settings.threads, settings.table_megabytes);
  return AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& game) -> absl::Status {
    report_options.title = Cat(input.file, " deal ", input.parsed.index + 1);
    ReviewProgress progress;
    if (line.enabled()) {
      progress = [&](int card, int cards, int samples) {
        line.Update([&] {
          return Cat(report_options.title, ": ",
                     card < 0 ? std::string("bury") : Cat("card ", card + 1, "/", cards), ", ",
                     samples, " samples");
        });
      };
    }
    absl::StatusOr<Review> review = ReviewOnPool(game, settings, pool, progress);
    line.Clear();
    if (!review.ok()) return review.status();
    Report report;
    report.nodes = review->nodes;
    report.result = *std::move(review);
    PrintReport(report, input, game, shared->json, report_options, io);
    return absl::OkStatus();
  });
}

}  // namespace sheepdd::cli
