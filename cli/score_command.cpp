// sheepdd score FILE... [--json]: the result and every seat's score of deals whose play is done.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/command_list.h"
#include "cli/diagram.h"
#include "cli/output.h"
#include "cli/reports.h"
#include "cli/shared_options.h"
#include "solver/game/game.h"
#include "solver/game/scoring.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

namespace po = boost::program_options;

absl::StatusOr<ScoredDeal> ScoreDeal(const Game& game) {
  const Deal& deal = game.deal();
  if (!game.playable()) return game.playable_status();
  const GameState* state = &game.state();
  if (!state->finished()) {
    const int cards = state->total_tricks() * deal.rules.players();
    return absl::FailedPreconditionError(
        Cat("the play is not complete (", deal.play.size(), " of ", cards, " cards played)"));
  }
  HandScore score = ScoreHand(deal.rules, game.setup(), *state, deal.multipliers);
  return ScoredDeal{game.setup(), *state, score};
}

absl::StatusOr<Report> ScoreReport(const Game& game) {
  absl::StatusOr<ScoredDeal> scored = ScoreDeal(game);
  if (!scored.ok()) return scored.status();
  Report report;
  if (!scored->setup.leaster && !scored->setup.thrown_in) {
    report.value = scored->score.picker_team_points;
    report.outcome = scored->score.outcome;
  }
  report.result = *std::move(scored);
  return report;
}

nlohmann::json ScoreJson(const ScoredDeal& scored, const Game& game) {
  const Deal& deal = game.deal();
  const int players = deal.rules.players();
  nlohmann::json json;
  json["outcome"] = OutcomeName(scored.score.outcome);
  json["picker_team_points"] = scored.score.picker_team_points;
  json["defender_points"] = scored.score.defender_points;
  json["multiplier"] = scored.score.multiplier;
  nlohmann::json scores = nlohmann::json::array();
  nlohmann::json points = nlohmann::json::array();
  nlohmann::json tricks = nlohmann::json::array();
  for (int seat = 0; seat < players; ++seat) {
    scores.push_back(scored.score.scores[seat]);
    points.push_back(scored.state.points(seat));
    tricks.push_back(scored.state.tricks_won(seat));
  }
  json["scores"] = scores;
  json["seat_points"] = points;  // the name solve uses for the same thing
  json["tricks"] = tricks;
  json["picker"] = PickerJson(scored.setup);
  json["partner"] = PartnerJson(scored.setup);
  if (scored.setup.leaster) {
    json["leaster_winner"] = scored.score.leaster_winner
                                 ? nlohmann::json(*scored.score.leaster_winner + 1)
                                 : nlohmann::json(nullptr);
  }
  return json;
}

std::string ScoreText(const ScoredDeal& scored, const Game& game, const ReportOptions& options) {
  const Deal& deal = game.deal();
  const HandScore& score = scored.score;
  std::string out = Bold(options.title, options.style) + "\n";
  if (score.outcome == Outcome::kThrownIn) {
    return out + "  everybody passed: thrown in (doubler), nobody scores\n";
  }
  if (score.outcome == Outcome::kLeaster) {
    Append(&out, "  leaster: ",
           score.leaster_winner ? SeatName(*score.leaster_winner) + " wins"
                                : std::string("a tie for fewest points, nobody wins"),
           "\n");
  } else {
    Append(&out, "  picker's team ", score.picker_team_points, " (", SeatName(scored.setup.picker),
           scored.setup.partner ? " with " + SeatName(*scored.setup.partner) : " alone",
           "), defenders ", score.defender_points, ": ", OutcomeName(score.outcome), "\n");
  }
  if (score.multiplier != 1) Append(&out, "  multiplier x", score.multiplier, "\n");
  Append(&out, "  seat    points  tricks   score\n");
  for (int seat = 0; seat < deal.rules.players(); ++seat) {
    Append(&out,
           fmt::format("  {:<6} {:>7} {:>7} {:>+7}\n", SeatName(seat), scored.state.points(seat),
                       scored.state.tricks_won(seat), score.scores[seat]));
  }
  if (scored.state.bury_points() > 0 && !scored.setup.leaster) {
    Append(&out, "  bury   ", fmt::format("{:>7}", scored.state.bury_points()),
           "  (picker's team)\n");
  }
  return out;
}

std::vector<CsvColumn> ScoreColumns() {
  const auto of = [](const Report& report) -> const ScoredDeal& {
    return std::get<ScoredDeal>(report.result);
  };
  const auto seats = [of](auto value) {
    return [of, value](const Report& report, const Game& game) {
      std::vector<int> values;
      for (int seat = 0; seat < game.rules().players(); ++seat) {
        values.push_back(value(of(report), seat));
      }
      return Join(values, " ");
    };
  };
  std::vector<CsvColumn> columns = SeatColumns();
  const std::vector<CsvColumn> more = {
      {"outcome", [of](const Report& report,
                       const Game&) { return std::string(OutcomeName(of(report).score.outcome)); }},
      {"picker_team_points",
       [of](const Report& report, const Game&) {
         return Cat(of(report).score.picker_team_points);
       }},
      {"scores", seats([](const ScoredDeal& s, int seat) { return s.score.scores[seat]; })},
      {"seat_points", seats([](const ScoredDeal& s, int seat) { return s.state.points(seat); })}};
  columns.insert(columns.end(), more.begin(), more.end());
  return columns;
}

int RunScore(const std::vector<std::string>& args, Io& io) {
  po::options_description options("Options");
  AddSharedOptions(options, kJsonOption);
  options.add_options()("ascii", "canonical ASCII cards, no symbols or colour");
  po::variables_map values;
  std::vector<std::string> files;
  if (auto exit =
          ParseOptions(args, options, "sheepdd score [--json] FILE...", &files, values, io)) {
    return *exit;
  }
  if (files.empty()) {
    io.err << "sheepdd: score needs at least one FILE ('-' for standard input)\n";
    return kExitUsage;
  }
  const bool json = values.count("json") > 0;
  ReportOptions options_of_text;
  options_of_text.style = StyleFor(io, values.count("ascii") > 0 || json);
  return AnswerEachDeal(files, io, [&](const InputDeal& input, const Game& game) {
    options_of_text.title = Cat(input.file, " deal ", input.parsed.index + 1);
    absl::StatusOr<Report> report = ScoreReport(game);
    if (!report.ok()) return report.status();
    PrintReport(*report, input, game, json, options_of_text, io);
    return absl::OkStatus();
  });
}

}  // namespace sheepdd::cli
