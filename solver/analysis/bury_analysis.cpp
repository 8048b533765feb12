#include "solver/analysis/bury_analysis.h"

#include <algorithm>

#include "solver/game/scoring.h"
#include "solver/game/setup.h"

namespace sheepdd {

namespace {

// Calls `visit` with every subset of `cards` of exactly `size` cards, in a fixed order.
template <typename Visit>
void ForEachSubset(const std::vector<Card>& cards, int size, CardSet chosen, size_t from,
                   Visit&& visit) {
  if (size == 0) {
    visit(chosen);
    return;
  }
  for (size_t i = from; i + static_cast<size_t>(size) <= cards.size(); ++i) {
    CardSet with = chosen;
    with.insert(cards[i]);
    ForEachSubset(cards, size - 1, with, i + 1, visit);
  }
}

struct Solved {
  Setup setup;
  GameState state;
};

absl::StatusOr<Solved> StartOf(const Deal& deal) {
  absl::StatusOr<Setup> setup = SetupOf(deal);
  if (!setup.ok()) return setup.status();
  return Solved{*setup, GameState(deal.rules, *setup)};
}

absl::Status NeedsPicker(const Deal& deal) {
  if (deal.pick != PickState::kPicked) {
    return absl::FailedPreconditionError(
        "the deal records no picker: bury needs one (try 'sheepdd pick' for the pick)");
  }
  return absl::OkStatus();
}

// The recorded choice's index among `choices`, if the deal records a bury.
template <typename Option>
std::optional<int> ActualIndex(const Deal& deal, const std::vector<Option>& options) {
  if (!deal.bury) return std::nullopt;
  const Choice actual{*deal.bury, deal.call};
  for (size_t i = 0; i < options.size(); ++i) {
    if (options[i].choice == actual) return static_cast<int>(i);
  }
  return std::nullopt;
}

// Calls `visit(choice, start)` for every legal choice of `picker`, telling `progress` before each.
template <typename Visit>
absl::Status ForEachChoice(const Deal& deal, Seat picker, const Progress& progress, Visit&& visit) {
  const std::vector<Choice> choices = LegalChoices(deal, picker);
  for (size_t i = 0; i < choices.size(); ++i) {
    if (progress) progress(static_cast<int>(i), static_cast<int>(choices.size()));
    absl::StatusOr<Solved> start = StartOf(WithChoice(deal, picker, choices[i]));
    if (!start.ok()) return start.status();
    visit(choices[i], *start);
  }
  return absl::OkStatus();
}

// The choice solved from the first lead: value, row, scores and the partner it makes.
ChoiceResult Solve(Solver& solver, const Deal& deal, const Choice& choice, const Solved& start) {
  ChoiceResult option;
  option.choice = choice;
  option.result = AnalyzeResult(solver, deal.rules, start.setup, start.state, deal.multipliers);
  option.picker_score = option.result.scores[start.setup.picker];
  option.partner = start.setup.partner;
  return option;
}

int PickerScoreOf(const Deal& deal, const Setup& setup, Outcome outcome) {
  return PickedScores(deal.rules, setup.picker, setup.partner, outcome,
                      MultiplierOf(deal.rules, deal.multipliers))[setup.picker];
}

}  // namespace

std::vector<Choice> LegalChoices(const Deal& deal, Seat picker) {
  const CardSet full = deal.hands[picker] | deal.blind;
  const std::vector<Card> cards(full.begin(), full.end());
  std::vector<Choice> choices;
  ForEachSubset(cards, deal.blind.size(), CardSet{}, 0, [&](CardSet bury) {
    std::vector<std::optional<Call>> calls = {std::nullopt};
    for (const Call& call : LegalCalls(deal.rules, full - bury, bury)) calls.push_back(call);
    for (const std::optional<Call>& call : calls) {
      const Choice choice{bury, call};
      if (SetupOf(WithChoice(deal, picker, choice)).ok()) choices.push_back(choice);
    }
  });
  return choices;
}

Deal WithChoice(const Deal& deal, Seat picker, const Choice& choice) {
  Deal chosen = deal;
  chosen.pick = PickState::kPicked;
  chosen.picker = picker;
  chosen.bury = choice.bury;
  chosen.call = choice.call;
  chosen.play.clear();
  return chosen;
}

bool RanksAbove(const ChoiceResult& a, const ChoiceResult& b) {
  if (a.picker_score != b.picker_score) return a.picker_score > b.picker_score;
  return a.result.picker_team_points > b.result.picker_team_points;
}

absl::StatusOr<BuryAnalysis> AnalyzeBury(Solver& solver, const Game& game,
                                         const Progress& progress) {
  const Deal& deal = game.deal();
  if (absl::Status status = NeedsPicker(deal); !status.ok()) return status;
  const uint64_t nodes_before = solver.nodes();
  solver.NewDeal();
  BuryAnalysis analysis;
  const absl::Status status =
      ForEachChoice(deal, deal.picker, progress, [&](const Choice& choice, const Solved& start) {
        analysis.options.push_back(Solve(solver, deal, choice, start));
      });
  if (!status.ok()) return status;
  std::stable_sort(analysis.options.begin(), analysis.options.end(), RanksAbove);
  analysis.actual = ActualIndex(deal, analysis.options);
  analysis.nodes = solver.nodes() - nodes_before;
  if (absl::Status stopped = solver.status(); !stopped.ok()) return stopped;  // a limit
  return analysis;
}

absl::StatusOr<BuryTargetAnalysis> AnalyzeBuryTarget(Solver& solver, const Game& game, int target,
                                                     const Progress& progress) {
  const Deal& deal = game.deal();
  if (absl::Status status = NeedsPicker(deal); !status.ok()) return status;
  const uint64_t nodes_before = solver.nodes();
  solver.NewDeal();
  BuryTargetAnalysis analysis;
  const absl::Status status =
      ForEachChoice(deal, deal.picker, progress, [&](const Choice& choice, const Solved& start) {
        analysis.options.push_back(TargetAnswer{choice, solver.CanReach(start.state, target)});
      });
  if (!status.ok()) return status;
  std::stable_partition(analysis.options.begin(), analysis.options.end(),
                        [](const TargetAnswer& answer) { return answer.reaches; });
  analysis.actual = ActualIndex(deal, analysis.options);
  analysis.nodes = solver.nodes() - nodes_before;
  if (absl::Status stopped = solver.status(); !stopped.ok()) return stopped;  // a limit
  return analysis;
}

std::optional<ChoiceResult> BestChoice(Solver& solver, const Deal& deal, Seat picker,
                                       const Progress& progress) {
  std::optional<ChoiceResult> best;
  // LegalChoices only yields choices that set up: the status is always ok.
  (void)ForEachChoice(deal, picker, progress, [&](const Choice& choice, const Solved& start) {
    if (best) {
      // The fewest points with which this choice would rank above the best so far (short of
      // taking every trick); rows, and so scores, only rise with the points.
      const auto ranks_above = [&](int points, Outcome outcome) {
        const int score = PickerScoreOf(deal, start.setup, outcome);
        return score > best->picker_score ||
               (score == best->picker_score && points > best->result.picker_team_points);
      };
      std::optional<int> needed;
      for (int points = 0; points <= kDeckPoints && !needed; ++points) {
        if (ranks_above(points, OutcomeOf(points, false, false))) needed = points;
      }
      const bool can_rank_above = needed ? solver.CanReach(start.state, *needed)
                                         : ranks_above(kDeckPoints, Outcome::kAllTricks) &&
                                               solver.CanTakeEveryTrick(start.state);
      if (!can_rank_above) return;
    }
    const ChoiceResult option = Solve(solver, deal, choice, start);
    if (!best || RanksAbove(option, *best)) best = option;
  });
  return best;
}

}  // namespace sheepdd
