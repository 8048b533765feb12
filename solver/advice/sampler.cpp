#include "solver/advice/sampler.h"

#include <utility>

#include "solver/advice/play_facts.h"
#include "solver/game/game_state.h"
#include "solver/game/setup.h"

namespace sheepdd {

namespace {

// Binomial coefficients C(n, k) for n up to the deck's size.
struct Binomials {
  std::array<std::array<LayoutCount, kCardCount + 1>, kCardCount + 1> table{};
  constexpr Binomials() {
    for (int n = 0; n <= kCardCount; ++n) {
      table[n][0] = 1;
      for (int k = 1; k <= n; ++k) table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
    }
  }
  LayoutCount operator()(int n, int k) const { return k < 0 || k > n ? 0 : table[n][k]; }
};
constexpr Binomials kChoose;

Knowledge Empty(const Deal& deal) {
  Knowledge knowledge;
  knowledge.players = deal.rules.players();
  knowledge.places = knowledge.players + 1;
  for (Seat seat = 0; seat < knowledge.players; ++seat) {
    knowledge.sizes[seat] = deal.hands[seat].size();
    knowledge.deck |= deal.hands[seat];
  }
  knowledge.sizes[knowledge.blind_place()] = deal.blind.size();
  knowledge.deck |= deal.blind;
  return knowledge;
}

}  // namespace

LayoutCount RandomBelow(DealRandom& random, LayoutCount bound) {
  // Two 64-bit draws reduced by the bound: the bias is below bound / 2^128, far under 2^-60.
  const LayoutCount wide = (static_cast<LayoutCount>(random.Next()) << 64) | random.Next();
  return wide % bound;
}

Knowledge BeforePickKnowledge(const Deal& deal, Seat viewer) {
  Knowledge knowledge = Empty(deal);
  knowledge.known[viewer] = deal.hands[viewer];
  return knowledge;
}

absl::StatusOr<Knowledge> PickerKnowledge(const Game& game) {
  const Deal& deal = game.deal();
  if (deal.pick != PickState::kPicked) {
    return absl::FailedPreconditionError(
        "the deal records no picker: bury advice needs one (try --pick)");
  }
  Knowledge knowledge = Empty(deal);
  knowledge.known[deal.picker] = deal.hands[deal.picker];
  knowledge.known[knowledge.blind_place()] = deal.blind;
  if (deal.play.empty()) return knowledge;
  // A play was recorded: the game is playable. The picker's own cards (his hand and the blind he
  // took) are known already.
  const PlayFacts facts = FactsOfPlay(game);
  for (Seat seat = 0; seat < knowledge.players; ++seat) {
    if (seat == deal.picker) continue;
    knowledge.known[seat] |= facts.played[seat];
    knowledge.excluded[seat] |= facts.not_held[seat];
  }
  for (int place = 0; place < knowledge.places; ++place) {
    knowledge.excluded[place] -= knowledge.known[place];
  }
  return knowledge;
}

Sampler::Sampler(const Knowledge& knowledge) : knowledge_(knowledge) {}

absl::StatusOr<Sampler> Sampler::Make(const Knowledge& knowledge) {
  Sampler sampler(knowledge);
  CardSet known;
  for (int place = 0; place < knowledge.places; ++place) {
    const int open = knowledge.sizes[place] - knowledge.known[place].size();
    if (open < 0 || knowledge.known[place].intersects(known) ||
        knowledge.known[place].intersects(knowledge.excluded[place])) {
      return absl::InvalidArgumentError("what is known about the hands contradicts itself");
    }
    known |= knowledge.known[place];
    sampler.initial_free_[place] = static_cast<int8_t>(open);
  }
  // Kinds of hidden card: by the set of places with room that may hold them.
  for (Card card : knowledge.deck - known) {
    uint32_t places = 0;
    for (int place = 0; place < knowledge.places; ++place) {
      if (sampler.initial_free_[place] > 0 && !knowledge.excluded[place].contains(card)) {
        places |= 1u << place;
      }
    }
    auto kind = std::find_if(sampler.kinds_.begin(), sampler.kinds_.end(),
                             [&](const Kind& other) { return other.places == places; });
    if (kind == sampler.kinds_.end()) {
      sampler.kinds_.push_back(Kind{{}, places});
      kind = sampler.kinds_.end() - 1;
    }
    kind->cards.push_back(card);
  }
  sampler.ways_.resize(sampler.kinds_.size() + 1);
  if (sampler.count() == 0) {
    return absl::InvalidArgumentError(
        "no deal fits what is known about the hands (the voids and cards seen contradict)");
  }
  return sampler;
}

template <typename Visit>
void Sampler::ForEachSplit(size_t kind, const Free& free, Visit&& visit) const {
  const Kind& cards = kinds_[kind];
  std::array<int, kMaxPlaces> places{};
  int count = 0;
  for (int place = 0; place < knowledge_.places; ++place) {
    if (cards.places & (1u << place)) places[count++] = place;
  }
  const int total = static_cast<int>(cards.cards.size());
  Free split{};
  // Place by place, every share up to its room; a split is whole when no card is left.
  const auto recurse = [&](auto&& self, int index, int left, LayoutCount ways) -> void {
    if (index == count) {
      if (left == 0) visit(split, ways);
      return;
    }
    const int place = places[index];
    for (int share = 0; share <= std::min<int>(left, free[place]); ++share) {
      split[place] = static_cast<int8_t>(share);
      self(self, index + 1, left - share, ways * kChoose(left, share));
    }
    split[place] = 0;
  };
  recurse(recurse, 0, total, 1);
}

LayoutCount Sampler::Ways(size_t kind, const Free& free) const {
  if (kind == kinds_.size()) {
    for (int place = 0; place < knowledge_.places; ++place) {
      if (free[place] != 0) return 0;
    }
    return 1;
  }
  std::map<Free, LayoutCount>& memo = ways_[kind];
  if (const auto found = memo.find(free); found != memo.end()) return found->second;
  LayoutCount ways = 0;
  ForEachSplit(kind, free, [&](const Free& split, LayoutCount multinomial) {
    Free rest = free;
    for (int place = 0; place < knowledge_.places; ++place) rest[place] -= split[place];
    ways += multinomial * Ways(kind + 1, rest);
  });
  memo.emplace(free, ways);
  return ways;
}

// Layouts are numbered kind by kind: within a kind, by split (in ForEachSplit's order), then by
// which of the kind's cards each place gets (combinations in card order, place by place), then by
// the layout of the kinds after it.
Layout Sampler::At(LayoutCount index) const {
  Layout layout = knowledge_.known;
  Free free = initial_free_;
  for (size_t kind = 0; kind < kinds_.size(); ++kind) {
    Free chosen{};
    Free rest{};
    LayoutCount dealings = 0;  // ways to deal the kind's cards by the chosen split
    LayoutCount after = 0;     // layouts of the later kinds under it
    bool found = false;
    ForEachSplit(kind, free, [&](const Free& split, LayoutCount multinomial) {
      if (found) return;
      Free left = free;
      for (int place = 0; place < knowledge_.places; ++place) left[place] -= split[place];
      const LayoutCount later = Ways(kind + 1, left);
      const LayoutCount weight = multinomial * later;
      if (index < weight) {
        found = true;
        chosen = split;
        rest = left;
        dealings = multinomial;
        after = later;
      } else {
        index -= weight;
      }
    });
    LayoutCount dealing = index / after;
    index %= after;
    // The dealing'th way to deal the kind's cards: each place's combination in turn.
    std::vector<Card> cards = kinds_[kind].cards;
    for (int place = 0; place < knowledge_.places; ++place) {
      int share = chosen[place];
      if (share == 0) continue;
      const int n = static_cast<int>(cards.size());
      dealings /= kChoose(n, share);  // ways for the places after this one
      LayoutCount combination = dealing / dealings;
      dealing %= dealings;
      std::vector<Card> kept;
      for (int i = 0; i < n; ++i) {
        const LayoutCount with = share > 0 ? kChoose(n - i - 1, share - 1) : 0;
        if (share > 0 && combination < with) {
          layout[place].insert(cards[i]);
          --share;
        } else {
          if (share > 0) combination -= with;
          kept.push_back(cards[i]);
        }
      }
      cards = std::move(kept);
    }
    free = rest;
  }
  return layout;
}

}  // namespace sheepdd
