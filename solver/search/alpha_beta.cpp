// The alpha-beta search behind every Solver question: trick starts with their table, bounds and
// move generation (Search), followers inside a led trick (Follow), and the last two tricks with
// their cache (ProbeEndgame).
#include <algorithm>
#include <utility>

#include "solver/game/hash.h"
#include "solver/search/solver.h"

namespace sheepdd {

namespace {

constexpr uint64_t kTricksSalt = 0x5EED5EED5EED5EEDull;
constexpr uint64_t kHasTrickSalt = 0x0DDBA11C0FFEE123ull;

int CardsLeft(const GameState& state) { return state.AllHands().size(); }

// Positions with this many tricks left are searched in a way of their own, their bounds kept in
// the endgame cache (ProbeEndgame).
constexpr int kEndgameTricks = 2;
constexpr int kMaxValue = 1000;

// An alpha-beta window over the points to come, as the endgame search keeps it at one position
// (opened as a null window at the probe's beta): the best value so far for the side to play, and
// the window its children search in.
struct Window {
  Window(bool maximizing, int alpha, int beta)
      : maximizing(maximizing), best(maximizing ? -1 : kMaxValue), alpha(alpha), beta(beta) {}
  // Takes a child's value; true when the rest of the children cannot matter.
  bool Take(int value) {
    if (maximizing) {
      best = std::max(best, value);
      alpha = std::max(alpha, value);
    } else {
      best = std::min(best, value);
      beta = std::min(beta, value);
    }
    return alpha >= beta;
  }
  bool maximizing;
  int best;
  int alpha;
  int beta;
};

// The cards of a position with a run-mate of other points among its moves (DistinctMoves'
// `mates`) searched so far, and their fail-soft answers.
class TriedMates {
 public:
  // A bound on the points to come after `card` from a run-mate tried before it (RunMates): the two
  // values differ by no more than the two cards' points, so a mate that failed by more than that
  // answers the probe for this card too. Nothing when no earlier mate does.
  std::optional<int> Bound(const GameState& state, Card card, int beta, bool maximizing) const {
    for (Card mate : tried_) {
      const int apart = RunMatesSpread(mate, card);
      const int value = values_[Index(mate)];
      const int bound = maximizing ? value + apart : value - apart;
      if ((maximizing ? bound < beta : bound >= beta) && RunMates(state, mate, card)) return bound;
    }
    return std::nullopt;
  }
  void Add(Card card, int value) {
    tried_.insert(card);
    values_[Index(card)] = value;
  }

 private:
  CardSet tried_;
  std::array<int, kCardCount> values_;  // by card, for the cards in tried_
};

}  // namespace

template <Solver::Objective kObjective>
Shape Solver::TableShape(const GameState& state, bool team_has_trick) const {
  Shape shape = RelativeShape(state, place_method_, holder_codes_);
  shape.key ^= HandKey(team_has_trick);
  if constexpr (kObjective == Objective::kTricks) shape.key ^= kTricksSalt;
  return shape;
}

uint64_t Solver::HandKey(bool team_has_trick) const {
  // A bury still waiting for the team's first trick joins the points to come.
  if (team_has_trick || pending_bury_ == 0) return setup_key_;
  return setup_key_ ^ MixBits(kHasTrickSalt + pending_bury_);
}

template <Solver::Objective kObjective>
uint64_t Solver::TableKey(const Shape& shape) const {
  // Points do not change the tricks to come: one entry serves the whole shape.
  return kObjective == Objective::kTricks ? shape.key : shape.PositionKey();
}

template <Solver::Objective kObjective>
int Solver::GainOf(Seat winner, int points, const GameState& state, bool& team_has_trick) const {
  if (!state.OnPickerTeam(winner)) return 0;
  int gain = kObjective == Objective::kTricks ? 1 : points;
  if (!team_has_trick && kObjective == Objective::kPoints) gain += pending_bury_;
  team_has_trick = true;
  return gain;
}

template <Solver::Objective kObjective>
int Solver::GainOf(const GameState& after_trick, bool& team_has_trick) const {
  return GainOf<kObjective>(after_trick.last_winner(), after_trick.last_trick_points(), after_trick,
                            team_has_trick);
}

template <Solver::Objective kObjective>
void Solver::SetSureBounds(const GameState& state, bool team_has_trick, const SideTricks& sure,
                           Bounds& bounds) const {
  if constexpr (kObjective == Objective::kPoints) {
    const int bury = team_has_trick ? 0 : pending_bury_;
    bounds.lower = sure.team.points + (sure.team.tricks > 0 ? bury : 0);
    bounds.upper = state.PointsInPlay() + bury - sure.defenders.points;
  } else {
    bounds.lower = sure.team.tricks;
    bounds.upper = state.total_tricks() - state.tricks_played() - sure.defenders.tricks;
  }
}

template <Solver::Objective kObjective>
std::optional<int> Solver::ProbeTrickStart(const GameState& state, int alpha, int beta,
                                           bool team_has_trick, Bounds& bounds) {
  if (state.finished()) return 0;
  const int tricks_left = state.total_tricks() - state.tricks_played();
  if constexpr (kObjective == Objective::kPoints) {
    if (tricks_left <= kEndgameTricks) return ProbeEndgame(state, team_has_trick, alpha, beta);
  } else {
    if (tricks_left == 1) return LastTrickGain<kObjective>(state, team_has_trick);
  }
  // The cheap sure bounds first: they settle about a fifth of the probes, which then need no
  // shape. Otherwise the table's bucket is fetched from memory while the costlier bounds are
  // worked out (probing the table before them waits on memory instead).
  const SideTricks sure = WinnerTricks(state);
  SetSureBounds<kObjective>(state, team_has_trick, sure, bounds);
  if (beta <= bounds.lower) return bounds.lower;
  if (bounds.upper <= alpha) return bounds.upper;
  bounds.shape = TableShape<kObjective>(state, team_has_trick);
  if constexpr (kObjective == Objective::kPoints) {
    shapes_.Prefetch(bounds.shape.key);
  } else {
    bounds.key = TableKey<kObjective>(bounds.shape);
    table_.Prefetch(bounds.key);
  }
  SetSureBounds<kObjective>(state, team_has_trick, WithTrumpTricks(state, sure), bounds);
  if (beta <= bounds.lower) return bounds.lower;
  if (bounds.upper <= alpha) return bounds.upper;
  if constexpr (kObjective == Objective::kPoints) {
    // Positions of the same shape with other points bound this one.
    const PointBounds shaped = shapes_.Probe(bounds.shape);
    if (shaped.lower >= beta) return shaped.lower;
    if (shaped.upper <= alpha) return shaped.upper;
    bounds.lower = std::max(bounds.lower, shaped.lower);
    bounds.upper = std::min(bounds.upper, shaped.upper);
    if (shaped.best) bounds.move = CardAtPlace(state, *shaped.best);
  } else if (const std::optional<TableHit> hit = table_.Probe(bounds.key)) {
    if (hit->lower >= beta) return hit->lower;
    if (hit->upper <= alpha) return hit->upper;
    bounds.lower = std::max(bounds.lower, hit->lower);
    bounds.upper = std::min(bounds.upper, hit->upper);
    bounds.move = hit->best;
  }
  // A value known exactly answers a window wider than a null one too.
  if (bounds.lower == bounds.upper) return bounds.lower;
  return std::nullopt;
}

template <Solver::Objective kObjective>
std::optional<int> Solver::SettledTrickCut(const GameState& state, Settlement settlement, int alpha,
                                           int beta, bool team_has_trick) const {
  if (!settlement.side) return std::nullopt;
  // The trick's winner is known before its last cards: bound by who takes it.
  const int bury = team_has_trick ? 0 : pending_bury_;
  if (state.OnPickerTeam(state.WinningSeatSoFar())) {
    const int least = kObjective == Objective::kTricks ? 1 : state.trick_card_points() + bury;
    if (beta <= least) return least;
  } else {
    const int most = kObjective == Objective::kTricks
                         ? state.total_tricks() - state.tricks_played() - 1
                         : state.PointsInPlay() - state.trick_card_points() + bury;
    if (most <= alpha) return most;
  }
  return std::nullopt;
}

// The search of one position, in steps:
//   1. a null window at a principal variation node goes to the plain search; limits;
//   2. at a trick start, the bounds that need no search and the table (ProbeTrickStart);
//   3. a forced card inside a trick is played at once;
//   4. inside a trick, a trick whose side is settled may cut (SettledTrickCut);
//   5. the table's card, before any move is generated;
//   6. one card per run of equivalent cards (DistinctMoves), in order (OrderMoves), each bounded
//      by a run-mate tried before it where it can be;
//   7. at a trick start, the bound found goes to the table (StoreTrickStart).
template <Solver::Objective kObjective, bool kPv>
int Solver::Search(const GameState& state, int alpha, int beta, bool team_has_trick) {
  // Step 1. A principal variation node with a null window is a plain node; limits.
  if constexpr (kPv) {
    if (beta - alpha <= 1) return Search<kObjective>(state, alpha, beta, team_has_trick);
  }
  if (++nodes_ >= next_check_ && LimitReached()) return 0;
  if (beta <= 0) return 0;
  // Step 2. Bounds without search, and the table.
  const bool trick_start = state.cards_in_trick() == 0;
  Bounds bounds;
  if (trick_start) {
    if (auto value = ProbeTrickStart<kObjective>(state, alpha, beta, team_has_trick, bounds)) {
      return *value;
    }
  }
  // Step 3. A forced card needs no move generation, and what is settled about the trick is left
  // to the child to find (fewer instructions, for a few more nodes).
  const CardSet legal = state.LegalCards();
  if (!trick_start && legal.size() == 1) {
    return PlayAndSearch<kObjective, kPv>(state, legal.lowest(), alpha, beta, team_has_trick);
  }
  // Step 4. Inside a trick, what is settled about it: used by the cut and by move generation.
  const Settlement settlement = TrickSettlement(state);
  if (!trick_start) {
    if (auto value = SettledTrickCut<kObjective>(state, settlement, alpha, beta, team_has_trick)) {
      return *value;
    }
  }
  const bool maximizing = state.OnPickerTeam(state.to_play());
  // Fail-soft: the best bound found, which may lie beyond the window on either side.
  int best = maximizing ? -1 : kMaxValue;
  std::optional<Card> deciding;
  // Takes a card's answer; true when the rest of the cards cannot matter.
  const auto take = [&](Card card, int value) {
    if (stop_ != Stop::kNone) return true;  // the answers mean nothing
    if (maximizing ? value > best : value < best) {
      best = value;
      deciding = card;
    }
    return maximizing ? best >= beta : best <= alpha;
  };
  // A card's answer. At a principal variation node the first card searched gets the window
  // narrowed to the best so far, every later one a null window at that bound, and the window
  // again (from the null window's answer on) when it turns out better there.
  bool searched = false;
  const auto value_of = [&](Card card) {
    if constexpr (!kPv) {
      return PlayAndSearch<kObjective>(state, card, alpha, beta, team_has_trick);
    } else {
      const int low = maximizing ? std::max(alpha, best) : alpha;
      const int high = maximizing ? beta : std::min(beta, best);
      if (!std::exchange(searched, true)) {
        return PlayAndSearch<kObjective, true>(state, card, low, high, team_has_trick);
      }
      const int null = maximizing ? low + 1 : high;
      const int value = PlayAndSearch<kObjective>(state, card, null - 1, null, team_has_trick);
      if (value <= low || value >= high) return value;
      return maximizing
                 ? PlayAndSearch<kObjective, true>(state, card, value - 1, high, team_has_trick)
                 : PlayAndSearch<kObjective, true>(state, card, low, value + 1, team_has_trick);
    }
  };
  // Step 5. The table's card (at trick starts) is tried before the moves are generated: when it
  // settles the position, about half the times it is there, they never are.
  const std::optional<Card> first =
      bounds.move && legal.contains(*bounds.move) ? bounds.move : std::nullopt;
  int first_value = 0;
  if (first) first_value = value_of(*first);
  // Step 6. The distinct moves in order.
  if (!first || !take(*first, first_value)) {
    CardSet mates;  // moves with a run-mate of other points among the moves (TriedMates)
    const CardSet distinct = DistinctMoves(state, legal, settlement, &mates);
    const MoveList moves =
        OrderMoves(state, first ? distinct - CardSet{*first} : distinct, settlement);
    TriedMates tried;
    if (first && mates.contains(*first)) tried.Add(*first, first_value);
    for (int i = 0; i < moves.size; ++i) {
      const Card card = moves.cards[i];
      // (The trick-count searches ask one question of every node, where such bounds save nothing;
      // a principal variation node asks for more than one side of a bound.)
      const bool mated = kObjective == Objective::kPoints && !kPv && mates.contains(card);
      const std::optional<int> mate_bound =
          mated ? tried.Bound(state, card, beta, maximizing) : std::nullopt;
      const int value = mate_bound ? *mate_bound : value_of(card);
      if (mated) tried.Add(card, value);
      if (take(card, value)) break;
    }
  }
  // Step 7. The bound found, for the table.
  if (stop_ != Stop::kNone) return best;  // the children's answers mean nothing
  if (trick_start) StoreTrickStart<kObjective>(state, alpha, beta, best, deciding, bounds);
  return best;
}

template <Solver::Objective kObjective>
void Solver::StoreTrickStart(const GameState& state, int alpha, int beta, int best,
                             std::optional<Card> deciding, Bounds& bounds) {
  if (best > alpha) bounds.lower = std::max(bounds.lower, best);
  if (best < beta) bounds.upper = std::min(bounds.upper, best);
  const std::optional<Card> best_card = deciding ? deciding : bounds.move;
  if constexpr (kObjective == Objective::kPoints) {
    shapes_.Store(bounds.shape, bounds.lower, bounds.upper,
                  best_card ? std::optional<int>(PlaceInShape(state, *best_card)) : std::nullopt,
                  CardsLeft(state));
  } else {
    table_.Store(bounds.key, bounds.lower, bounds.upper, best_card, CardsLeft(state));
  }
}

template <Solver::Objective kObjective, bool kPv>
int Solver::PlayAndSearch(const GameState& state, Card card, int alpha, int beta,
                          bool team_has_trick) {
  const GameState child = state.After(card);
  if (child.cards_in_trick() == 0) {
    return AfterTrick<kObjective, kPv>(child, alpha, beta, team_has_trick);
  }
  if constexpr (kObjective == Objective::kPoints && !kPv) {
    if (child.cards_in_trick() == 1 && LedTrick::Fits(child)) {
      // A lead: what the other seats may play to its trick is fixed from here.
      const LedTrick trick(child);
      return Follow(child, trick, alpha, beta, team_has_trick);
    }
  }
  return Search<kObjective, kPv>(child, alpha, beta, team_has_trick);
}

template <Solver::Objective kObjective, bool kPv>
int Solver::AfterTrick(const GameState& child, int alpha, int beta, bool team_has_trick) {
  const int gain = GainOf<kObjective>(child, team_has_trick);
  if constexpr (kObjective == Objective::kPoints) {
    if (child.total_tricks() - child.tricks_played() == kEndgameTricks) {
      if (beta - gain <= 0) return gain;  // the points to come are never negative
      return gain + ProbeEndgame(child, team_has_trick, alpha - gain, beta - gain);
    }
  }
  return gain + Search<kObjective, kPv>(child, alpha - gain, beta - gain, team_has_trick);
}

template <Solver::Objective kObjective>
int Solver::LastTrickGain(const GameState& state, bool team_has_trick) const {
  // One card each: every play is forced, so there is nothing to search.
  const TrickOutcome last = ForcedLastTrick(state);
  return GainOf<kObjective>(last.winner, last.points, state, team_has_trick);
}

int Solver::ProbeEndgame(const GameState& state, bool team_has_trick, int alpha, int beta) {
  ++nodes_;
  if (state.total_tricks() - state.tricks_played() == 1) {
    return LastTrickGain<Objective::kPoints>(state, team_has_trick);
  }
  // Keyed by the cards as they lie rather than by the shape, which would merge a few more
  // positions here but costs more to work out than the searches it saves.
  const uint64_t key = PositionKey(state) ^ HandKey(team_has_trick);
  const std::optional<EndgameBounds> known = endgame_.Probe(key);
  if (known && (beta <= known->lower || known->upper <= alpha || known->lower == known->upper)) {
    return beta <= known->lower ? known->lower : known->upper;
  }
  // The cheap sure-trick bounds cost far less than a search (the costlier trump-count bounds
  // save fewer searches here than they cost); when they leave the question open, a search in the
  // window answers it (exactly, when a window wider than a null one holds the value). What either
  // proves joins what the cache knew, for the position's later probes.
  Bounds bounds;
  SetSureBounds<Objective::kPoints>(state, team_has_trick, WinnerTricks(state), bounds);
  if (known) {
    bounds.lower = std::max(bounds.lower, known->lower);
    bounds.upper = std::min(bounds.upper, known->upper);
  }
  if (bounds.lower < beta && alpha < bounds.upper) {
    const int value = LastTwoSearch(state, team_has_trick, alpha, beta);
    if (value > alpha) bounds.lower = value;
    if (value < beta) bounds.upper = value;
  }
  endgame_.Store(key, EndgameBounds{bounds.lower, bounds.upper});
  return beta <= bounds.lower ? bounds.lower : bounds.upper;
}

int Solver::LastTwoSearch(const GameState& state, bool team_has_trick, int alpha, int beta) {
  Window window(state.OnPickerTeam(state.to_play()), alpha, beta);
  for (Card lead : state.LegalCards()) {
    const GameState led = state.After(lead);
    const FirstOfTwo trick{CardSet{lead}, lead, state.to_play()};
    const int value = FollowFirstOfTwo(led, 1, trick, window.alpha, window.beta, team_has_trick);
    if (window.Take(value)) break;
  }
  return window.best;
}

int Solver::FollowFirstOfTwo(const GameState& led, int position, const FirstOfTwo& trick, int alpha,
                             int beta, bool team_has_trick) {
  ++nodes_;
  Seat seat = led.trick_leader() + position;
  if (seat >= led.players()) seat -= led.players();
  Window window(led.OnPickerTeam(seat), alpha, beta);
  const bool completes = position + 1 == led.players();
  // Two cards a hand at most here: no move generation, the higher card first (it more often
  // decides the trick). What a seat may
  // play depends on the lead alone, so the trick so far is three values, not a played-out state.
  CardSet legal = led.LegalCardsOf(seat);
  while (!legal.empty()) {
    const Card card = legal.highest();
    legal.erase(card);
    FirstOfTwo next = trick;
    next.cards.insert(card);
    if (led.WouldWin(card, trick.winning, trick.cards)) {
      next.winning = card;
      next.winner = seat;
    }
    int value;
    if (completes) {
      ++nodes_;  // the forced last trick
      const LastTwo tricks = LastTwoTricks(led, next.cards, next.winner);
      bool has_trick = team_has_trick;
      value = GainOf<Objective::kPoints>(next.winner, tricks.first_points, led, has_trick);
      value += GainOf<Objective::kPoints>(tricks.last.winner, tricks.last.points, led, has_trick);
    } else {
      value = FollowFirstOfTwo(led, position + 1, next, window.alpha, window.beta, team_has_trick);
    }
    if (window.Take(value)) break;
  }
  return window.best;
}

int Solver::Follow(const GameState& state, const LedTrick& trick, int alpha, int beta,
                   bool team_has_trick) {
  if (++nodes_ >= next_check_ && LimitReached()) return 0;
  if (beta <= 0) return 0;
  // What is settled about the trick costs a few mask operations here, so it is asked before a
  // forced card is played (Search leaves that to the child).
  const Settlement settlement = trick.SettlementOf(state);
  if (auto value =
          SettledTrickCut<Objective::kPoints>(state, settlement, alpha, beta, team_has_trick)) {
    return *value;
  }
  const auto value_of = [&](Card card) {
    const GameState child = state.After(card);
    if (child.cards_in_trick() == 0) {
      return AfterTrick<Objective::kPoints>(child, alpha, beta, team_has_trick);
    }
    return Follow(child, trick, alpha, beta, team_has_trick);
  };
  const CardSet legal = trick.Legal(state.to_play());
  if (legal.size() == 1) return value_of(legal.lowest());
  CardSet mates;  // as in Search
  MoveList moves;
  OrderFollows(state, trick, DistinctMoves(state, legal, settlement, &mates), settlement, moves);
  const bool maximizing = state.OnPickerTeam(state.to_play());
  int best = maximizing ? -1 : kMaxValue;
  TriedMates tried;
  for (int i = 0; i < moves.size; ++i) {
    const Card card = moves.cards[i];
    const bool mated = mates.contains(card);
    const std::optional<int> mate_bound =
        mated ? tried.Bound(state, card, beta, maximizing) : std::nullopt;
    const int value = mate_bound ? *mate_bound : value_of(card);
    if (stop_ != Stop::kNone) return best;  // the answers mean nothing
    if (mated) tried.Add(card, value);
    if (maximizing ? value > best : value < best) best = value;
    if (maximizing ? best >= beta : best <= alpha) break;
  }
  return best;
}

// The searches the Solver's questions start (solver.cpp).
template int Solver::Search<Solver::Objective::kPoints, false>(const GameState&, int, int, bool);
template int Solver::Search<Solver::Objective::kPoints, true>(const GameState&, int, int, bool);
template int Solver::Search<Solver::Objective::kTricks, false>(const GameState&, int, int, bool);

}  // namespace sheepdd
