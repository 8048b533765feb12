// sheepdd replay FILE... [--json] [--svg FILE]: the double-dummy value before and after every
// recorded card, what each card cost its team, a summary per seat and the actual result.
#include <fmt/format.h>

#include <fstream>
#include <ostream>

#include "cli/chart.h"
#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/reports.h"
#include "solver/analysis/replay.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

namespace {

nlohmann::json RowJson(const DoubleDummyResult& result) {
  return {{"picker_team_points", result.picker_team_points},
          {"outcome", OutcomeName(result.outcome)}};
}

std::string RowText(int points, Outcome outcome) {
  return Cat(points, " (", OutcomeName(outcome), ")");
}

}  // namespace

absl::StatusOr<Report> ReplayReport(Solver& solver, const Game& game, const ReportOptions&) {
  absl::StatusOr<ReplayAnalysis> replay = AnalyzeReplay(solver, game);
  if (!replay.ok()) return replay.status();
  Report report;
  report.nodes = replay->nodes;
  report.value = replay->start.picker_team_points;
  report.outcome = replay->start.outcome;
  report.result = *std::move(replay);
  return report;
}

nlohmann::json ReplayJson(const ReplayAnalysis& replay, const Game& game) {
  const Setup& setup = game.setup();
  const int players = game.rules().players();
  nlohmann::json cards = nlohmann::json::array();
  for (const ReplayedCard& card : replay.cards) {
    cards.push_back({{"card", CardName(card.card)},
                     {"seat", card.seat + 1},
                     {"cost", card.cost},
                     {"row_before", OutcomeName(card.row_before)},
                     {"row_after", OutcomeName(card.row_after)}});
  }
  nlohmann::json seats = nlohmann::json::array();
  for (int seat = 0; seat < players; ++seat) {
    const SeatReplay& summary = replay.seats[seat];
    seats.push_back({{"seat", seat + 1},
                     {"role", RoleOf(setup, seat)},
                     {"cards", summary.cards},
                     {"mistakes", summary.mistakes},
                     {"points_thrown", summary.points_thrown}});
  }
  nlohmann::json json = {{"values", replay.values},
                         {"cards", cards},
                         {"seats", seats},
                         {"start", RowJson(replay.start)},
                         {"end", RowJson(replay.end)}};
  json["actual"] = nullptr;
  if (replay.actual) {
    const HandScore& actual = *replay.actual;
    json["actual"] = {
        {"picker_team_points", actual.picker_team_points},
        {"outcome", OutcomeName(actual.outcome)},
        {"scores", std::vector<int>(actual.scores.begin(), actual.scores.begin() + players)}};
  }
  return json;
}

std::string ReplayText(const ReplayAnalysis& replay, const Game& game,
                       const ReportOptions& options) {
  const Setup& setup = game.setup();
  const int players = game.rules().players();
  const CardStyle style = options.style;
  std::string text = Bold(options.title, style) + "\n";
  Append(&text, "  double-dummy (every card seen) from the first lead: picker's team ",
         RowText(replay.start.picker_team_points, replay.start.outcome), "\n");
  if (replay.actual) {
    Append(&text, "  actual result: picker's team ",
           RowText(replay.actual->picker_team_points, replay.actual->outcome), "\n");
  } else {
    const std::string after =
        replay.cards.empty()
            ? "no card recorded yet"
            : Cat("after the ", Count(static_cast<int>(replay.cards.size()), "recorded card"));
    Append(&text, "  ", after, ": picker's team can make ",
           RowText(replay.end.picker_team_points, replay.end.outcome), "\n");
  }
  Append(&text, "  value over the play (| between tricks): ",
         Sparkline(replay.values, kDeckPoints, style.pretty, game.rules().players()), "  ",
         replay.values.front(), " -> ", replay.values.back(), "\n");
  if (!style.pretty) Append(&text, "    points: ", SparklineLegend(kDeckPoints), "\n");
  Append(&text, fmt::format("  {:<9}{:<7}{:<4}{:>6}  {}\n", "trick", "seat", "card", "value",
                            "(the picker's team's double-dummy value after the card)"));
  GameState state = game.start();
  for (size_t i = 0; i < replay.cards.size(); ++i) {
    const ReplayedCard& card = replay.cards[i];
    const std::string trick =
        state.cards_in_trick() == 0 ? Cat("trick ", state.tricks_played() + 1) : "";
    std::string note;
    if (card.cost > 0) note = Cat("  costs ", card.cost);
    if (card.row_after != card.row_before) {
      Append(&note, "  (", OutcomeName(card.row_before), " -> ", OutcomeName(card.row_after), ")");
    }
    Append(&text, fmt::format("  {:<9}{:<7}{:<4}{:>6}{}\n", trick, SeatName(card.seat),
                              CardText(card.card, style), replay.values[i + 1], note));
    state.Play(card.card);
  }
  Append(&text, "  per seat:\n");
  for (int seat = 0; seat < players; ++seat) {
    const SeatReplay& summary = replay.seats[seat];
    Append(&text,
           fmt::format("    {:<6} {:<9} {}, {}, {} thrown away\n", SeatName(seat),
                       RoleOf(setup, seat), Count(summary.cards, "card"),
                       Count(summary.mistakes, "mistake"), Count(summary.points_thrown, "point")));
  }
  Append(&text, "  nodes: ", replay.nodes, "\n");
  return text;
}

std::vector<CsvColumn> ReplayColumns() {
  const auto field = [](auto text) { return ResultField<ReplayAnalysis>(text); };
  using R = const ReplayAnalysis&;
  const auto seats = [](R replay, const Game& game, auto of) {
    std::vector<int> values;
    for (int seat = 0; seat < game.rules().players(); ++seat)
      values.push_back(of(replay.seats[seat]));
    return Join(values, " ");
  };
  return {{"start_points", field([](R r, const Game&) { return Cat(r.start.picker_team_points); })},
          {"start_outcome",
           field([](R r, const Game&) { return std::string(OutcomeName(r.start.outcome)); })},
          {"end_points", field([](R r, const Game&) { return Cat(r.end.picker_team_points); })},
          {"end_outcome",
           field([](R r, const Game&) { return std::string(OutcomeName(r.end.outcome)); })},
          {"actual_points", field([](R r, const Game&) {
             return r.actual ? Cat(r.actual->picker_team_points) : std::string();
           })},
          {"actual_outcome", field([](R r, const Game&) {
             return r.actual ? std::string(OutcomeName(r.actual->outcome)) : std::string();
           })},
          {"values", field([](R r, const Game&) { return Join(r.values, " "); })},
          {"card_costs", field([](R r, const Game&) {
             std::vector<std::string> costs;
             for (const ReplayedCard& card : r.cards) {
               costs.push_back(Cat(CardName(card.card), ":", card.cost));
             }
             return Join(costs, " ");
           })},
          {"mistakes", field([seats](R r, const Game& game) {
             return seats(r, game, [](const SeatReplay& seat) { return seat.mistakes; });
           })},
          {"points_thrown", field([seats](R r, const Game& game) {
             return seats(r, game, [](const SeatReplay& seat) { return seat.points_thrown; });
           })}};
}

int RunReplay(const std::vector<std::string>& args, Io& io) {
  ReportCommand command{"replay", "sheepdd replay [--json] [--svg FILE] FILE...",
                        Analysis::kReplay};
  command.options.add_options()(
      "svg", po::value<std::string>(),
      "write a plot of the value to FILE (the second deal to FILE-2.svg, and so on)");
  std::optional<std::string> svg_path;
  command.configure = [&](const po::variables_map& values, ReportOptions&) {
    if (values.count("svg")) svg_path = values["svg"].as<std::string>();
  };
  int plotted = 0;
  command.after = [&](const Report& report, const ReportOptions& options) {
    if (!svg_path) return absl::OkStatus();
    std::string path = *svg_path;
    if (++plotted > 1) {
      const size_t dot = path.rfind(".svg");
      path = dot == std::string::npos ? Cat(path, "-", plotted)
                                      : Cat(path.substr(0, dot), "-", plotted, ".svg");
    }
    std::ofstream svg(path);
    svg << SvgPlot(std::get<ReplayAnalysis>(report.result).values, kDeckPoints, options.title);
    if (!svg) return absl::UnavailableError(Cat("cannot write ", path));
    return absl::OkStatus();
  };
  return RunReportCommand(args, std::move(command), io);
}

}  // namespace sheepdd::cli
