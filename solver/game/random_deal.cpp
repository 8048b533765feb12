#include "solver/game/random_deal.h"

#include <array>
#include <vector>

#include "solver/game/hash.h"
#include "solver/game/setup.h"

namespace sheepdd {

uint64_t DealRandom::Next() { return MixBits(state_ += 0x9E3779B97F4A7C15ull); }

uint32_t DealRandom::Below(uint32_t bound) {
  // Rejection sampling keeps every value equally likely.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t value;
  do {
    value = Next();
  } while (value >= limit);
  return static_cast<uint32_t>(value % bound);
}

Deal RandomDeal(const Rules& rules, uint64_t seed, uint64_t index) {
  DealRandom random(seed ^ (index * 0xD1B54A32D192ED03ull + 0x632BE59BD9B4E019ull));
  std::vector<Card> deck(rules.deck().begin(), rules.deck().end());
  for (size_t i = deck.size() - 1; i > 0; --i) {
    std::swap(deck[i], deck[random.Below(static_cast<uint32_t>(i + 1))]);
  }
  Deal deal;
  deal.rules = rules;
  size_t next = 0;
  for (int seat = 0; seat < rules.players(); ++seat) {
    for (int i = 0; i < rules.hand_size(); ++i) deal.hands[seat].insert(deck[next++]);
  }
  while (next < deck.size()) deal.blind.insert(deck[next++]);
  return deal;
}

int PickStrength(const Rules& rules, CardSet hand) {
  const CardSet trumps = hand & rules.trumps();
  const CardSet queens = trumps & CardsOfRank(Rank::kQueen);
  const CardSet jacks = trumps & CardsOfRank(Rank::kJack);
  const CardSet fail_aces = (hand - rules.trumps()) & CardsOfRank(Rank::kAce);
  return 3 * queens.size() + 2 * jacks.size() + (trumps - queens - jacks).size() + fail_aces.size();
}

namespace {

// How a sensible picker likes a hand to play from: trumps kept, fail suits voided, points banked
// in the bury, tens and kings not left bare.
int KeepValue(const Rules& rules, CardSet hand, CardSet bury) {
  int value = 20 * PickStrength(rules, hand) + PointsOf(bury);
  for (Suit suit : rules.fail_suits()) {
    const CardSet fail = hand & rules.CardsOf(FailGroup(suit));
    if (fail.empty()) value += 12;
    const bool has_ace = fail.contains(MakeCard(Rank::kAce, suit));
    if (!has_ace) value -= PointsOf(fail) / 2;
  }
  return value;
}

// Preference among legal calls: a partner over alone (unless the hand is overwhelming), an
// ordinary ace over a ten or an unknown, and a short hold suit.
int CallValue(const Rules& rules, CardSet hand, const Call& call) {
  const int trumps = (hand & rules.trumps()).size();
  // Alone only with a hand of trumps alone, two queens among them: a partner's tricks and points
  // are worth more than his share of the score on anything less.
  const int queens = (hand & rules.trumps() & CardsOfRank(Rank::kQueen)).size();
  if (call.alone) return trumps == rules.hand_size() && queens >= 2 ? 50 : -50;
  int value = call.unknown ? -20 : 0;
  if (RankOf(call.card) == Rank::kTen) value -= 5;
  value -= 4 * (hand & rules.CardsOf(FailGroup(SuitOf(call.card)))).size();
  return value;
}

void ForEachBury(CardSet cards, int size, CardSet chosen, std::vector<CardSet>& out) {
  if (size == 0) {
    out.push_back(chosen);
    return;
  }
  if (cards.size() < size) return;
  const Card first = cards.lowest();
  cards.erase(first);
  CardSet with = chosen;
  with.insert(first);
  ForEachBury(cards, size - 1, with, out);
  ForEachBury(cards, size, chosen, out);
}

}  // namespace

void ChoosePlausibleBuryAndCall(Deal& deal) {
  const Rules& rules = deal.rules;
  const CardSet cards = deal.hands[deal.picker] | deal.blind;
  std::vector<CardSet> buries;
  ForEachBury(cards, rules.blind_size(), CardSet{}, buries);
  int best_value = INT32_MIN;
  for (CardSet bury : buries) {
    const CardSet hand = cards - bury;
    std::vector<Call> calls = LegalCalls(rules, hand, bury);
    const bool needs_call = rules.partner == PartnerRule::kCalledAce;
    if (!needs_call) calls.clear();
    const int base = KeepValue(rules, hand, bury);
    if (calls.empty()) {
      if (base > best_value) {
        best_value = base;
        deal.bury = bury;
        deal.call.reset();
      }
      continue;
    }
    for (const Call& call : calls) {
      const int value = base + CallValue(rules, hand, call);
      if (value > best_value) {
        best_value = value;
        deal.bury = bury;
        deal.call = call;
      }
    }
  }
}

void ChoosePlausiblePick(Deal& deal) {
  const Rules& rules = deal.rules;
  if (rules.partner == PartnerRule::kBlackQueens) {
    deal.pick = PickState::kPicked;
    deal.picker = *HolderOf(deal, Card::kQC);
    return;
  }
  const int threshold = (rules.hand_size() * 6 + 4) / 5;  // about 1.2 per card
  Seat strongest = 0;
  int strongest_value = -1;
  std::optional<Seat> picker;
  for (int seat = 0; seat < rules.players(); ++seat) {
    const int strength = PickStrength(rules, deal.hands[seat]);
    if (!picker && strength >= threshold) picker = seat;
    if (strength > strongest_value) {
      strongest_value = strength;
      strongest = seat;
    }
  }
  deal.pick = PickState::kPicked;
  deal.picker = picker.value_or(strongest);
  ChoosePlausibleBuryAndCall(deal);
}

}  // namespace sheepdd
