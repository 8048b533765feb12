#include "solver/search/solver.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "solver/game/hash.h"
#include "solver/game/scoring.h"

namespace sheepdd {

namespace {

constexpr uint64_t kLeasterSalt = 0x1EA57E2B1EA57E2Bull;

}  // namespace

bool IsLimitReached(const absl::Status& status) {
  return absl::IsResourceExhausted(status) || absl::IsDeadlineExceeded(status);
}

Solver::Solver(SolverOptions options)
    : table_((options.table_megabytes << 20) / 2), shapes_((options.table_megabytes << 20) / 2) {}

void Solver::SetLimits(const SearchLimits& limits) {
  limits_ = limits;
  stop_ = Stop::kNone;
  node_end_ = limits.nodes > 0 ? nodes_ + limits.nodes : UINT64_MAX;
  deadline_ = std::chrono::steady_clock::now() + limits.time;
  next_check_ = limits.time.count() > 0 ? nodes_ : node_end_;
}

bool Solver::LimitReached() {
  // Often enough to stop within a millisecond or so, seldom enough to cost nothing.
  constexpr uint64_t kClockEvery = 4096;
  if (stop_ != Stop::kNone) return true;
  if (nodes_ >= node_end_) {
    stop_ = Stop::kNodes;
  } else if (limits_.time.count() > 0 && std::chrono::steady_clock::now() >= deadline_) {
    stop_ = Stop::kTime;
  }
  if (stop_ != Stop::kNone) {
    next_check_ = 0;  // every later search returns at once
    return true;
  }
  next_check_ = limits_.time.count() > 0 ? std::min(node_end_, nodes_ + kClockEvery) : node_end_;
  return false;
}

absl::Status Solver::status() const {
  switch (stop_) {
    case Stop::kNone: return absl::OkStatus();
    case Stop::kNodes:
      return absl::ResourceExhaustedError(
          absl::StrCat("node limit of ", limits_.nodes, " reached: the answer is unknown"));
    case Stop::kTime:
      return absl::DeadlineExceededError(absl::StrCat(
          "time limit of ", limits_.time.count() / 1000.0, " s reached: the answer is unknown"));
  }
  return absl::OkStatus();
}

void Solver::NewDeal() {
  table_.NewGeneration();
  shapes_.NewGeneration();
  endgame_.NewGeneration();
}

void Solver::Prepare(const GameState& state) {
  setup_key_ = SetupKey(state);
  holder_codes_ = HolderCodes(state);
  place_method_ = FastestPlaceMethod(state);
  // Under bury-needs-trick the bury joins the team's points with its first trick.
  pending_bury_ = state.bury_needs_trick() ? state.bury_points() : 0;
}

int Solver::PointsToCome(const GameState& state, int low, int high, std::optional<int> guess) {
  // A principal variation search stores exact values along its line, where null-window probes
  // (ProbePointsToCome) store one bound each and need two at least, at the value and a point above.
  // The window reaches from the guess to kAbove points above it (it is most often the value of a
  // sibling, and worse cards for the defenders are many); when the value lies outside, the next
  // window reaches kBeyond points on from the bound found.
  constexpr int kAbove = 8;
  constexpr int kBeyond = 8;
  const bool has_trick = state.PickerTeamTricks() > 0;
  int alpha = low - 1;
  int beta = high + 1;
  if (guess) {
    const int start = std::clamp(*guess, low, high);
    alpha = start - 1;
    beta = std::min(beta, start + kAbove);
  }
  while (low < high) {
    const int value = Search<Objective::kPoints, true>(state, alpha, beta, has_trick);
    if (alpha < value && value < beta) return value;
    if (value <= alpha) {
      high = std::min(high, value);
      alpha = std::max(low, high - kBeyond) - 1;
      beta = high + 1;
    } else {
      low = std::max(low, value);
      alpha = low - 1;
      beta = std::min(high, low + kBeyond) + 1;
    }
  }
  return low;
}

int Solver::ProbePointsToCome(const GameState& state, int low, int high, int first) {
  const bool has_trick = state.PickerTeamTricks() > 0;
  // Null-window probes narrow the interval the value lies in; each probe's fail-soft answer may
  // move a bound further than the probe. The probes trust `first` as a close guess: they probe
  // next to the bound they have, doubling the step while the answers keep moving the same way
  // (upward from a step of two), and once they turn divide the interval at seven eighths, not
  // the middle: near the value a probe that fails costs less than one that succeeds (the team's
  // proof must answer every defence), so they come at the value from above. (Plain
  // MTD(f), which probes next to its last answer, crawls here: the fail-soft bounds seldom land
  // far beyond the probe.)
  const auto divide = [](int bottom, int top) { return bottom + ((top - bottom) * 7 + 4) / 8; };
  int beta = std::clamp(first, low + 1, std::max(low + 1, high));
  std::optional<bool> direction;
  bool gallop = true;
  int step = 1;
  while (low < high) {
    const int bound = Search<Objective::kPoints>(state, beta - 1, beta, has_trick);
    const bool up = bound >= beta;
    if (up) {
      low = std::max(low, bound);
    } else {
      high = std::min(high, bound);
    }
    gallop = gallop && (!direction || *direction == up);
    direction = up;
    if (gallop) {
      beta = up ? std::min(high, low + 2 * step) : std::max(low + 1, high - step + 1);
      step *= 2;
    } else {
      beta = divide(low, high);
    }
  }
  return low;
}

int Solver::MostToCome(const GameState& state) const {
  return state.PointsInPlay() + (state.PickerTeamTricks() > 0 ? 0 : pending_bury_);
}

int Solver::Value(const GameState& state, std::optional<int> guess) {
  Prepare(state);
  const int taken = state.PickerTeamPoints();
  if (guess) return taken + PointsToCome(state, 0, MostToCome(state), *guess - taken);
  if (state.finished()) return taken;
  // Without a guess, the move order's first card is valued exactly and every other card is only
  // asked whether it does better (a search of its own, as a principal variation search does at
  // its root). Bisecting at the root instead asks every probe that fails to refute every card.
  const CardSet legal = state.LegalCards();
  const Settlement settlement = TrickSettlement(state);
  const MoveList order = OrderMoves(state, DistinctMoves(state, legal, settlement), settlement);
  std::optional<int> best;
  for (int i = 0; i < order.size; ++i) {
    best = ValueAfter(state, order.cards[i], best, /*exact=*/false, ValueRange{});
  }
  return *best;
}

int Solver::ValueAfter(const GameState& state, Card card, std::optional<int> other, bool exact,
                       ValueRange range) {
  const GameState child = state.After(card);
  Prepare(child);
  const int taken = child.PickerTeamPoints();
  const int most = MostToCome(child);
  if (!other) return taken + PointsToCome(child, 0, most, std::nullopt);
  // An exact value is searched in a window from `other` up, whichever side plays the card. When
  // only a better value matters, a first probe asks whether the card does better than `other`
  // for the mover's side (more for the team, less for the defenders) and the rest gallop with
  // `other` as the bound of the interval: a card that does no better stops at once, at `other`
  // (a window would search more here: most cards do no better).
  const int kept = std::clamp(*other - taken, 0, most);
  if (exact) {
    return taken + PointsToCome(child, std::clamp(range.low - taken, 0, most),
                                std::clamp(range.high - taken, 0, most), kept);
  }
  const bool team = state.OnPickerTeam(state.to_play());
  const int first = team ? kept + 1 : kept;
  return team ? std::max(*other, taken + ProbePointsToCome(child, kept, most, first))
              : std::min(*other, taken + ProbePointsToCome(child, 0, kept, first));
}

bool Solver::CanReach(const GameState& state, int points) {
  Prepare(state);
  const int target = points - state.PickerTeamPoints();
  return Search<Objective::kPoints>(state, target - 1, target, state.PickerTeamTricks() > 0) >=
         target;
}

bool Solver::CanTakeEveryTrick(const GameState& state) {
  Prepare(state);
  if (state.PickerTeamTricks() != state.tricks_played()) return false;
  const int remaining = state.total_tricks() - state.tricks_played();
  return Search<Objective::kTricks>(state, remaining - 1, remaining, true) >= remaining;
}

bool Solver::CanBeKeptFromAnyTrick(const GameState& state) {
  Prepare(state);
  if (state.PickerTeamTricks() > 0) return false;
  return Search<Objective::kTricks>(state, 0, 1, true) < 1;
}

std::vector<CardValue> Solver::CardValues(const GameState& state) {
  std::vector<CardValue> values;
  if (state.finished()) return values;
  const bool team = state.OnPickerTeam(state.to_play());
  // The likeliest best card first (the move order's first), then the others.
  const CardSet legal = state.LegalCards();
  const MoveList order = OrderMoves(state, legal, TrickSettlement(state));
  std::optional<int> best;
  for (int i = 0; i < order.size; ++i) {
    const Card card = order.cards[i];
    // Interchangeable cards (one run, equal points) have one value.
    const auto same = std::find_if(values.begin(), values.end(), [&](const CardValue& known) {
      return Interchangeable(state, known.card, card);
    });
    if (same != values.end()) {
      values.push_back(CardValue{card, same->value});
      continue;
    }
    // A run-mate's value bounds this card's: they differ by no more than the two cards' points.
    ValueRange range;
    for (const CardValue& known : values) {
      if (!RunMates(state, known.card, card)) continue;
      const int apart = RunMatesSpread(known.card, card);
      range.low = std::max(range.low, known.value - apart);
      range.high = std::min(range.high, known.value + apart);
    }
    // The probes start next to the value of the last card of the same follow group valued
    // before it, else the best so far: the nearer guess more often.
    const FollowGroup group = state.GroupOf(card);
    std::optional<int> guess = best;
    for (const CardValue& known : values) {
      if (state.GroupOf(known.card) == group) guess = known.value;
    }
    const int value = ValueAfter(state, card, guess, /*exact=*/true, range);
    if (!best || (team ? value > *best : value < *best)) best = value;
    values.push_back(CardValue{card, value});
  }
  // Back to the order of the legal cards.
  std::vector<CardValue> sorted;
  for (Card card : legal) {
    sorted.push_back(*std::find_if(values.begin(), values.end(),
                                   [&](const CardValue& known) { return known.card == card; }));
  }
  return sorted;
}

std::vector<Card> Solver::BestLine(const GameState& state, std::optional<int> known) {
  std::vector<Card> line;
  GameState position = state;
  const int value = known ? *known : Value(position);
  while (!position.finished() && stop_ == Stop::kNone) {
    const bool maximizing = position.OnPickerTeam(position.to_play());
    const MoveList moves = OrderMoves(position, position.LegalCards(), TrickSettlement(position));
    const size_t played = line.size();
    for (int i = 0; i < moves.size; ++i) {
      const GameState child = position.After(moves.cards[i]);
      // The team's card keeps the value if the child still reaches it; a defender's card if
      // the child does not reach more.
      const bool keeps = maximizing ? CanReach(child, value) : !CanReach(child, value + 1);
      if (keeps) {
        line.push_back(moves.cards[i]);
        position = child;
        break;
      }
    }
    // Some card always keeps the value; if none did the searches disagree (a bug), and the line
    // stops short rather than loop.
    if (line.size() == played) break;
  }
  return line;
}

bool Solver::LeasterWins(const GameState& state, Seat seat) {
  if (++nodes_ >= next_check_ && LimitReached()) return false;
  if (state.finished()) {
    std::array<int, kMaxSeats> points{};
    std::array<int, kMaxSeats> tricks{};
    for (int other = 0; other < state.players(); ++other) {
      points[other] = state.points(other);
      tricks[other] = state.tricks_won(other);
    }
    return LeasterWinner(state.players(), points, tricks) == seat;
  }
  const bool trick_start = state.cards_in_trick() == 0;
  uint64_t key = 0;
  if (trick_start) {
    // The leaster's outcome depends on every seat's points and whether it has taken a trick.
    key = PositionKey(state) ^ setup_key_ ^ kLeasterSalt ^ (static_cast<uint64_t>(seat) << 56);
    for (int other = 0; other < state.players(); ++other) {
      const uint64_t tally =
          static_cast<uint64_t>(state.points(other)) * 2 + (state.tricks_won(other) > 0 ? 1 : 0);
      key ^= MixBits((static_cast<uint64_t>(other) << 32) | tally);
    }
    if (key == 0) key = 1;
    if (const std::optional<TableHit> hit = table_.Probe(key)) return hit->lower == 1;
  }
  const bool maximizing = state.to_play() == seat;
  bool result = !maximizing;
  for (Card card : DistinctMoves(state)) {
    const GameState child = state.After(card);
    if (LeasterWins(child, seat) == maximizing) {
      result = maximizing;
      break;
    }
    if (stop_ != Stop::kNone) break;
  }
  if (trick_start && stop_ == Stop::kNone) {
    table_.Store(key, result ? 1 : 0, result ? 1 : 0, std::nullopt, state.AllHands().size());
  }
  return result;
}

bool Solver::LeasterCanWin(const GameState& state, Seat seat) {
  Prepare(state);
  return LeasterWins(state, seat);
}

}  // namespace sheepdd
