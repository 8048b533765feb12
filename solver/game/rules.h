// The rules of one table: the preset (players, hand and blind sizes), the partner rule and every
// switch of docs/rules.md. A Rules value is plain data; trump order and following are
// answered from constant tables chosen by `trump_order`, so copying a Rules is cheap.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/game/card.h"

namespace sheepdd {

enum class Preset : uint8_t { k3, k3_30, k4, k4Jd, k5, k6, k7, k8 };
inline constexpr std::array<Preset, 8> kAllPresets = {Preset::k3,   Preset::k3_30, Preset::k4,
                                                      Preset::k4Jd, Preset::k5,    Preset::k6,
                                                      Preset::k7,   Preset::k8};

enum class PartnerRule : uint8_t { kAlone, kJackOfDiamonds, kCalledAce, kBlackQueens };
enum class TrumpOrder : uint8_t { kStandard, kSpitz, kSpitzHigh, kClubsTrump };
enum class NoPick : uint8_t { kLeaster, kDoubler };
enum class LeasterBlind : uint8_t { kAside, kFirstTrick, kLastTrick };

// What a card must follow: one of the fail suits, or the trump suit as a whole.
enum class FollowGroup : uint8_t { kClubs, kSpades, kHearts, kDiamonds, kTrump };
inline constexpr int kFollowGroupCount = 5;
inline constexpr std::array<FollowGroup, kFollowGroupCount> kFollowGroups = {
    FollowGroup::kClubs, FollowGroup::kSpades, FollowGroup::kHearts, FollowGroup::kDiamonds,
    FollowGroup::kTrump};
constexpr FollowGroup FailGroup(Suit suit) { return static_cast<FollowGroup>(suit); }

struct PresetInfo {
  std::string_view name;
  int players;
  int hand_size;
  int blind_size;
  CardSet removed;
  std::vector<PartnerRule> partners;  // allowed partner rules, default first
};
const PresetInfo& InfoOf(Preset preset);

struct Rules {
  Preset preset = Preset::k5;
  PartnerRule partner = PartnerRule::kJackOfDiamonds;
  TrumpOrder trump_order = TrumpOrder::kStandard;
  bool call_up = false;           // jd: picker holding JD calls up to the next jack
  bool called_ten_wins = false;   // called-ace: a called ten takes the first called-suit trick
  bool bury_needs_trick = false;  // bury counts only if the picker's team takes a trick
  bool punish = true;             // a losing picker pays double
  NoPick no_pick = NoPick::kLeaster;
  LeasterBlind leaster_blind = LeasterBlind::kAside;
  int cap = 0;  // limit on the score multiplier; 0 means none

  int players() const { return InfoOf(preset).players; }
  int hand_size() const { return InfoOf(preset).hand_size; }
  int blind_size() const { return InfoOf(preset).blind_size; }
  CardSet deck() const { return kFullDeck - InfoOf(preset).removed; }

  // The fourteen trumps under this trump order.
  CardSet trumps() const;
  // The printed suit whose non-picture cards are trumps (diamonds, or clubs under clubs-trump).
  Suit trump_suit() const {
    return trump_order == TrumpOrder::kClubsTrump ? Suit::kClubs : Suit::kDiamonds;
  }
  // The three fail suits in printed order.
  std::array<Suit, 3> fail_suits() const;
  // Cards that follow `group` (a fail suit's cards, or all trumps).
  CardSet CardsOf(FollowGroup group) const;
  FollowGroup GroupOf(Card card) const;
  // Trick-taking power: within a follow group a higher power beats a lower one, and every trump
  // has a higher power than every fail card.
  int PowerOf(Card card) const;

  bool operator==(const Rules&) const = default;
};

// Trick-taking power of every card (by card number) under a trump order.
const std::array<int8_t, kCardCount>& PowerTableOf(TrumpOrder order);

// Whether the trumps' card numbers run in their power order (every order but the spitz ones,
// which only move the 7D).
constexpr bool TrumpsInCardOrder(TrumpOrder order) {
  return order == TrumpOrder::kStandard || order == TrumpOrder::kClubsTrump;
}

// `trumps` as a mask of their powers (18..31): bit p is set for the trump of power p, so
// comparing trumps in power is comparing bit positions.
inline uint32_t TrumpPowers(CardSet trumps, TrumpOrder order) {
  if (TrumpsInCardOrder(order)) return trumps.bits();
  const auto& power = PowerTableOf(order);
  uint32_t mask = 0;
  for (Card card : trumps) mask |= uint32_t{1} << power[Index(card)];
  return mask;
}

// Default rules of a preset by its notation name ("3", "3-30", "4", "4-jd", "5" ... "8").
absl::StatusOr<Rules> RulesForPreset(std::string_view name);
std::string_view PresetName(Preset preset);

// Partner rule names of the notation: "jd", "called-ace", "alone", "black-queens".
absl::StatusOr<PartnerRule> ParsePartnerRule(std::string_view name);
std::string_view PartnerRuleName(PartnerRule rule);
// Sets the partner rule if the preset allows it.
absl::Status SetPartnerRule(Rules& rules, PartnerRule partner);

// Applies one switch such as "spitz", "punish=off", "cap=4".
absl::Status ApplySwitch(Rules& rules, std::string_view text);
// The switches that differ from the preset defaults, in canonical spelling and order.
std::vector<std::string> SwitchNames(const Rules& rules);
// Rejects combinations that make no sense together (call-up without jd, ...).
absl::Status CheckSwitchesFit(const Rules& rules);

}  // namespace sheepdd
