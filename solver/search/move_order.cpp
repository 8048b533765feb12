#include "solver/search/move_order.h"

namespace sheepdd {

namespace {

// What the ordering needs to know about the trick so far, computed once per position.
struct TrickView {
  bool leading = true;
  FollowView follow;  // when not leading
  // Leading: how many cards the other side may answer a lead of each follow group with.
  std::array<int, kFollowGroupCount> answers{};
};

// How many cards the other side of a mover (on the picker's team when `mover_on_team`) may
// answer a lead from `group` with: each of its seats its cards of the group, or any card when void
// in it (called-ace limits aside: this only orders moves).
int OtherSideAnswers(const GameState& state, FollowGroup group, bool mover_on_team) {
  const CardSet cards = state.CardsOf(group);
  int answers = 0;
  for (Seat seat = 0; seat < state.players(); ++seat) {
    if (state.OnPickerTeam(seat) == mover_on_team) continue;
    const CardSet hand = state.hand(seat);
    const int follow = (hand & cards).size();
    answers += follow > 0 ? follow : hand.size();
  }
  return answers;
}

// The view for ordering `moves`: at a lead, the answers are counted for their groups only.
TrickView ViewOf(const GameState& state, CardSet moves, Settlement settlement, bool mover_on_team) {
  TrickView view;
  if (state.cards_in_trick() == 0) {
    for (FollowGroup group : kFollowGroups) {
      if (!moves.intersects(state.CardsOf(group))) continue;
      view.answers[static_cast<int>(group)] = OtherSideAnswers(state, group, mover_on_team);
    }
    return view;
  }
  view.leading = false;
  view.follow = FollowViewOf(state, Takers(state), settlement, mover_on_team, [&](Card card) {
    return SideCanBeat(state, card, /*other_side=*/false);
  });
  return view;
}

// A lead's score before its answers are counted. A fail card nobody of the other side can beat
// cashes its trick, richest first; then the picker's team draws trumps from the top (two
// neighbours alike, so the lower of them first). The defenders lead fail where their side
// holds the trick's strongest card, richest first; then trump; then fail the other side takes,
// poorest first (a blank one that nobody of theirs can beat alike with trump).
int LeadPromise(const GameState& state, Card card, int points, bool trump, bool mover_on_team) {
  if (!trump && !OtherSideCanBeat(state, card)) return 74 + points;
  if (trump && mover_on_team) return 30 + Index(card) / 2;
  if (!trump && !mover_on_team) {
    if (SideTakesLead(state, card)) return 65 + points;
    return SideCanBeat(state, card, /*other_side=*/false) ? 2 - points : 6 - 2 * points;
  }
  return mover_on_team ? points : 6;
}

// Each answer the other side may give a lead costs the lead this much of its score, so that leads
// come in the order of their answers first: where the lead proves the mover's side's bound, the
// proof must meet every answer, and a lead with fewer of them proves it with fewer positions
// (Furtak and Buro's "fastest-cut-first": order by how little a cut costs, not only by how likely
// it is).
constexpr int kAnswerWeight = 32;

// A heuristic score for trying `card` early; higher first. Its constants are tuned by coordinate
// descent on the nodes of a corpus of their own (seed 1001: 400 five-handed, 200 four-handed and 80
// three-handed deals) and checked on others (seeds 7, 99 and 12345).
int Promise(const GameState& state, const TrickView& view, Card card, bool mover_on_team) {
  const int points = PointsOf(card);
  const bool trump = state.CardsOf(FollowGroup::kTrump).contains(card);
  if (view.leading) {
    return LeadPromise(state, card, points, trump, mover_on_team) -
           kAnswerWeight * view.answers[static_cast<int>(state.GroupOf(card))];
  }
  return FollowPromise(view.follow, card, trump, mover_on_team,
                       [&](Card taker) { return OtherSideCanBeat(state, taker); });
}

// Takes the highest card of `cards` and every card below it with no card of `others` between:

}  // namespace

MoveList OrderMoves(const GameState& state, CardSet moves, Settlement settlement) {
  MoveList list;
  if (moves.size() <= 1) {  // a forced card (or none)
    MoveRanking::Unranked(moves, list);
    return list;
  }
  const bool on_team = state.OnPickerTeam(state.to_play());
  const TrickView view = ViewOf(state, moves, settlement, on_team);
  // Ties keep card order, so the order depends on the position alone (a history table of cutting
  // cards breaks them with more nodes: docs/ideas.md).
  MoveRanking ranking(list);
  for (Card card : moves) ranking.Add(card, Promise(state, view, card, on_team));
  return list;
}

}  // namespace sheepdd
