// The double-dummy solver: what the picker's team makes from a position when every player sees
// every card and plays perfectly. One Solver owns its tables, so a batch runs one Solver per
// thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "solver/game/game_state.h"
#include "solver/search/endgame_cache.h"
#include "solver/search/equivalent_moves.h"
#include "solver/search/led_trick.h"
#include "solver/search/move_order.h"
#include "solver/search/position_keys.h"
#include "solver/search/shape_table.h"
#include "solver/search/sure_tricks.h"
#include "solver/search/transposition_table.h"

namespace sheepdd {

// The tables' default size: small enough that their probes mostly stay in the processor's caches
// and page tables (which measurably beats larger ones on every preset), large enough that the
// deepest three-handed searches lose almost nothing to replacement.
inline constexpr int kDefaultTableMegabytes = 16;

struct SolverOptions {
  // The shape table (the points searches) and the transposition table (the trick-count and
  // leaster searches) take half each.
  size_t table_megabytes = kDefaultTableMegabytes;
};

// Bounds on the work of every search from SetLimits on (zero: no bound).
struct SearchLimits {
  uint64_t nodes = 0;                 // positions searched
  std::chrono::milliseconds time{0};  // wall time
};

// Whether `status` says a search stopped at one of its limits (its answer is unknown), rather
// than that something was wrong.
bool IsLimitReached(const absl::Status& status);

struct CardValue {
  Card card;
  int value;  // picker's-team points after playing `card` and perfect play on
};

class Solver {
 public:
  explicit Solver(SolverOptions options = {});

  // Forget table entries of earlier deals (no clear needed: entries carry a generation).
  void NewDeal();

  // Starts a budget now: the searches from here on may search `limits.nodes` positions and take
  // `limits.time` in all. A search that reaches a limit stops at once and stores nothing; from
  // then on every answer is meaningless (searches return at once) and status() says which limit
  // was reached, until the next SetLimits. Callers with limits must check status().
  void SetLimits(const SearchLimits& limits);
  // OK, or a ResourceExhausted (nodes) or DeadlineExceeded (time) status naming the limit.
  absl::Status status() const;

  // The picker's team's total points (tricks taken, bury, and points to come) under perfect play.
  // With a `guess` of the value (a sibling's value, the value before the last card), the search
  // starts next to it and costs little when it is close.
  int Value(const GameState& state, std::optional<int> guess = std::nullopt);
  // Whether the picker's team can make at least `points` in total: one null-window search.
  bool CanReach(const GameState& state, int points);
  // Whether the picker's team can take every trick of the hand.
  bool CanTakeEveryTrick(const GameState& state);
  // Whether the defenders can keep the picker's team from taking any trick.
  bool CanBeKeptFromAnyTrick(const GameState& state);
  // The value of every legal card of the seat to play.
  std::vector<CardValue> CardValues(const GameState& state);
  // One optimal play from `state` to the end of the hand; `value` is the position's value when
  // it is known already.
  std::vector<Card> BestLine(const GameState& state, std::optional<int> value = std::nullopt);
  // Leaster: whether `seat` can force a win when every other seat plays against it.
  bool LeasterCanWin(const GameState& state, Seat seat);

  // Positions searched since the Solver was made: the deterministic measure of work.
  uint64_t nodes() const { return nodes_; }

 private:
  enum class Objective : uint8_t { kPoints, kTricks };

  // Fail-soft alpha-beta search over the points (or tricks) still to come in the window
  // (alpha, beta): a value of at least `beta` is a lower bound, one of at most `alpha` an upper
  // bound, one between them exact. Nearly every search has a null window (alpha = beta - 1: does
  // the team reach beta?). At a principal variation node (kPv, points only) the window is wider:
  // the first card is searched in it, every other with a null window at the bound the mover's
  // side has so far, and again in the window when its answer lands inside it.
  template <Objective kObjective, bool kPv = false>
  int Search(const GameState& state, int alpha, int beta, bool team_has_trick);
  // The search of the child after `card`, plus what its trick brings the team.
  template <Objective kObjective, bool kPv = false>
  int PlayAndSearch(const GameState& state, Card card, int alpha, int beta, bool team_has_trick);
  // Search's null-window points search at a follower's position in a trick led under rules that
  // LedTrick fits, with the same cuts, moves and order as Search, and nothing of what only trick
  // starts and principal variation nodes need. These are most of the search's positions.
  int Follow(const GameState& state, const LedTrick& trick, int alpha, int beta,
             bool team_has_trick);
  // What the trick just finished in `child` brings the team, plus the search from there (two
  // tricks from the end, the endgame's probe without the search's first steps).
  template <Objective kObjective, bool kPv = false>
  int AfterTrick(const GameState& child, int alpha, int beta, bool team_has_trick);
  // What a probe at a trick start learned before searching any card.
  struct Bounds {
    int lower = 0;
    int upper = 0;
    std::optional<Card> move;  // the table's best card, tried first
    uint64_t key = 0;          // the transposition table's (trick-count searches)
    Shape shape;               // the shape table's (points searches)
  };
  // The position's shape for the tables (with the setup and a waiting bury in its key), and the
  // transposition table's key from it.
  template <Objective kObjective>
  Shape TableShape(const GameState& state, bool team_has_trick) const;
  template <Objective kObjective>
  uint64_t TableKey(const Shape& shape) const;
  // What the tables' keys add for the hand being searched: the setup, and a bury still waiting
  // for the team's first trick.
  uint64_t HandKey(bool team_has_trick) const;
  // What the picker's team gains from the trick `after_trick` just finished (its points, or one
  // trick; the pending bury with the team's first trick); sets `team_has_trick`.
  template <Objective kObjective>
  int GainOf(const GameState& after_trick, bool& team_has_trick) const;
  // The same for a trick taken by `winner` holding `points`, from any state of the hand.
  template <Objective kObjective>
  int GainOf(Seat winner, int points, const GameState& state, bool& team_has_trick) const;
  // Bounds on the value still to come at a trick start from what each side is sure to take
  // (sure_tricks.h), into `bounds`.
  template <Objective kObjective>
  void SetSureBounds(const GameState& state, bool team_has_trick, const SideTricks& sure,
                     Bounds& bounds) const;
  // A value that settles the trick start without searching (endgame, bound, table), or nothing;
  // fills `bounds` for the search that follows.
  template <Objective kObjective>
  std::optional<int> ProbeTrickStart(const GameState& state, int alpha, int beta,
                                     bool team_has_trick, Bounds& bounds);
  // Inside a trick whose winner can no longer change: a bound that settles the search, or nothing.
  template <Objective kObjective>
  std::optional<int> SettledTrickCut(const GameState& state, Settlement settlement, int alpha,
                                     int beta, bool team_has_trick) const;
  // Keeps what a trick start's search in (alpha, beta) found in the table: `best` bounds its value
  // from the side of the window it fell on (and is exact inside it), `deciding` is its best card.
  template <Objective kObjective>
  void StoreTrickStart(const GameState& state, int alpha, int beta, int best,
                       std::optional<Card> deciding, Bounds& bounds);
  template <Objective kObjective>
  int LastTrickGain(const GameState& state, bool team_has_trick) const;
  // The points to come from a trick start one or two tricks from the end, for a search in
  // (alpha, beta) (fail-soft, like Search): a bound from the endgame cache, the sure tricks or a
  // search of the last two tricks, kept in the cache for the position's later probes (exact when
  // the bounds meet). The last trick alone is read off.
  int ProbeEndgame(const GameState& state, bool team_has_trick, int alpha, int beta);
  // A search in (alpha, beta) (fail-soft, like Search) of the points to come from the start of the
  // hand's last two tricks, without playing them out: once the first is led, what each seat may
  // play depends on the lead alone.
  int LastTwoSearch(const GameState& state, bool team_has_trick, int alpha, int beta);
  // The rest of that search: `led` is the state after the lead, `trick` the cards played to the
  // first trick so far, and `position` the place in it of the seat to choose next.
  struct FirstOfTwo {
    CardSet cards;
    Card winning;
    Seat winner;
  };
  int FollowFirstOfTwo(const GameState& led, int position, const FirstOfTwo& trick, int alpha,
                       int beta, bool team_has_trick);
  bool LeasterWins(const GameState& state, Seat seat);
  // The picker's team's total after the seat to play plays `card`: exact without `other`
  // (another card's value) or with `exact`, when the search starts next to `other` and `range`
  // holds what is known of the total already; else the better of the two for the mover's side,
  // searched only as far as deciding whether `card` does better.
  struct ValueRange {
    int low = 0;
    int high = kDeckPoints;
  };
  int ValueAfter(const GameState& state, Card card, std::optional<int> other, bool exact,
                 ValueRange range);
  // The most points still to come from `state`: those in play, and a bury still waiting for the
  // team's first trick. Prepare(state) must have run.
  int MostToCome(const GameState& state) const;
  // The points still to come from `state`, known to lie in [low, high]: principal variation
  // searches in a window next to `guess` (else the whole interval), moved on while the value lies
  // beyond it. Prepare(state) must have run.
  int PointsToCome(const GameState& state, int low, int high, std::optional<int> guess);
  // The same by null-window probes alone, the first at `first`, the next galloping away from it
  // while the answers keep moving the same way, then dividing what is left: the cheaper way when
  // only the side of `first` the points lie on matters, or nearly only.
  int ProbePointsToCome(const GameState& state, int low, int high, int first);
  void Prepare(const GameState& state);
  // Called when the node count reaches next_check_: whether a limit is reached (and then stays).
  bool LimitReached();

  TranspositionTable table_;  // the trick-count and leaster searches' bounds
  ShapeTable shapes_;         // bounds shared by positions of one shape (quasi-symmetry)
  EndgameCache endgame_;      // bounds on positions two tricks from the end
  uint64_t nodes_ = 0;

  // The budget (SetLimits): limits are checked only when nodes_ reaches next_check_, so an
  // unlimited search pays one comparison a node.
  SearchLimits limits_;
  uint64_t node_end_ = UINT64_MAX;
  std::chrono::steady_clock::time_point deadline_;
  uint64_t next_check_ = UINT64_MAX;
  enum class Stop : uint8_t { kNone, kNodes, kTime } stop_ = Stop::kNone;

  // Fixed for the hand being searched (set by Prepare).
  uint64_t setup_key_ = 0;
  CardCodes holder_codes_{};  // for the table keys
  PlaceMethod place_method_ = PlaceMethod::kByGroup;
  int pending_bury_ = 0;  // bury points that count once the team takes a trick
};

}  // namespace sheepdd
