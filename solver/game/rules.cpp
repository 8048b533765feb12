#include "solver/game/rules.h"

#include "solver/game/text.h"

namespace sheepdd {

namespace {

using enum Card;

const std::array<PresetInfo, 8>& PresetTable() {
  static const std::array<PresetInfo, 8> table = {{
      {"3", 3, 10, 2, {}, {PartnerRule::kAlone}},
      {"3-30", 3, 9, 3, {k7C, k7S}, {PartnerRule::kAlone}},
      {"4", 4, 7, 4, {}, {PartnerRule::kAlone}},
      {"4-jd", 4, 7, 2, {k7C, k7S}, {PartnerRule::kJackOfDiamonds}},
      {"5",
       5,
       6,
       2,
       {},
       {PartnerRule::kJackOfDiamonds, PartnerRule::kCalledAce, PartnerRule::kAlone}},
      {"6", 6, 5, 2, {}, {PartnerRule::kJackOfDiamonds}},
      {"7", 7, 4, 4, {}, {PartnerRule::kJackOfDiamonds}},
      {"8", 8, 4, 0, {}, {PartnerRule::kBlackQueens}},
  }};
  return table;
}

// Power tables, indexed by card number. Fail cards keep their number (A over T over K ...);
// the trump tables place the fourteen trumps on powers 18..31 in the order each switch names.
using PowerTable = std::array<int8_t, kCardCount>;

constexpr PowerTable MakePowerTable(std::array<Card, 14> trumps_high_first,
                                    std::array<Card, 18> fails) {
  PowerTable table{};
  for (int i = 0; i < 14; ++i) table[Index(trumps_high_first[i])] = static_cast<int8_t>(31 - i);
  // Fail cards: 6 per suit, listed weakest first, blocks at 0, 6, 12.
  for (int i = 0; i < 18; ++i) table[Index(fails[i])] = static_cast<int8_t>(i);
  return table;
}

constexpr std::array<Card, 18> kStandardFails = {k7C, k8C, k9C, kKC, kTC, kAC, k7S, k8S, k9S,
                                                 kKS, kTS, kAS, k7H, k8H, k9H, kKH, kTH, kAH};
constexpr std::array<Card, 18> kClubsTrumpFails = {k7D, k8D, k9D, kKD, kTD, kAD, k7S, k8S, k9S,
                                                   kKS, kTS, kAS, k7H, k8H, k9H, kKH, kTH, kAH};

constexpr std::array<PowerTable, 4> kPowerTables = {
    MakePowerTable({kQC, kQS, kQH, kQD, kJC, kJS, kJH, kJD, kAD, kTD, kKD, k9D, k8D, k7D},
                   kStandardFails),
    MakePowerTable({kQC, k7D, kQS, kQH, kQD, kJC, kJS, kJH, kJD, kAD, kTD, kKD, k9D, k8D},
                   kStandardFails),
    MakePowerTable({k7D, kQC, kQS, kQH, kQD, kJC, kJS, kJH, kJD, kAD, kTD, kKD, k9D, k8D},
                   kStandardFails),
    MakePowerTable({kQC, kQS, kQH, kQD, kJC, kJS, kJH, kJD, kAC, kTC, kKC, k9C, k8C, k7C},
                   kClubsTrumpFails),
};

constexpr CardSet kPictures = CardsOfRank(Rank::kQueen) | CardsOfRank(Rank::kJack);

// Follow-group masks per trump order: index by group.
using GroupMasks = std::array<CardSet, kFollowGroupCount>;
constexpr GroupMasks MakeGroupMasks(Suit trump_suit) {
  GroupMasks masks{};
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    const CardSet plain = CardsOfPrintedSuit(suit) - kPictures;
    if (suit == trump_suit) {
      masks[kFollowGroupCount - 1] = plain | kPictures;
    } else {
      masks[s] = plain;
    }
  }
  return masks;
}
constexpr GroupMasks kDiamondsTrump = MakeGroupMasks(Suit::kDiamonds);
constexpr GroupMasks kClubsTrump = MakeGroupMasks(Suit::kClubs);

const GroupMasks& MasksFor(TrumpOrder order) {
  return order == TrumpOrder::kClubsTrump ? kClubsTrump : kDiamondsTrump;
}

constexpr std::array<std::pair<PartnerRule, std::string_view>, 4> kPartnerNames = {{
    {PartnerRule::kJackOfDiamonds, "jd"},
    {PartnerRule::kCalledAce, "called-ace"},
    {PartnerRule::kAlone, "alone"},
    {PartnerRule::kBlackQueens, "black-queens"},
}};

}  // namespace

const PresetInfo& InfoOf(Preset preset) { return PresetTable()[static_cast<int>(preset)]; }

CardSet Rules::trumps() const { return MasksFor(trump_order)[kFollowGroupCount - 1]; }

std::array<Suit, 3> Rules::fail_suits() const {
  if (trump_order == TrumpOrder::kClubsTrump) {
    return {Suit::kSpades, Suit::kHearts, Suit::kDiamonds};
  }
  return {Suit::kClubs, Suit::kSpades, Suit::kHearts};
}

CardSet Rules::CardsOf(FollowGroup group) const {
  return MasksFor(trump_order)[static_cast<int>(group)];
}

FollowGroup Rules::GroupOf(Card card) const {
  if (trumps().contains(card)) return FollowGroup::kTrump;
  return FailGroup(SuitOf(card));
}

const std::array<int8_t, kCardCount>& PowerTableOf(TrumpOrder order) {
  return kPowerTables[static_cast<int>(order)];
}

int Rules::PowerOf(Card card) const { return PowerTableOf(trump_order)[Index(card)]; }

std::string_view PresetName(Preset preset) { return InfoOf(preset).name; }

absl::StatusOr<Rules> RulesForPreset(std::string_view name) {
  const std::string lower = Lower(name);
  for (Preset preset : kAllPresets) {
    if (InfoOf(preset).name == lower) {
      Rules rules;
      rules.preset = preset;
      rules.partner = InfoOf(preset).partners.front();
      return rules;
    }
  }
  return absl::InvalidArgumentError(
      Cat("unknown table preset ", Quote(name), " (expected 3, 3-30, 4, 4-jd, 5, 6, 7 or 8)"));
}

absl::StatusOr<PartnerRule> ParsePartnerRule(std::string_view name) {
  const std::string lower = Lower(name);
  for (const auto& [rule, rule_name] : kPartnerNames) {
    if (rule_name == lower) return rule;
  }
  return absl::InvalidArgumentError(Cat("unknown partner rule ", Quote(name),
                                        " (expected jd, called-ace, alone or black-queens)"));
}

std::string_view PartnerRuleName(PartnerRule rule) {
  for (const auto& [candidate, name] : kPartnerNames) {
    if (candidate == rule) return name;
  }
  return "?";
}

absl::Status SetPartnerRule(Rules& rules, PartnerRule partner) {
  const PresetInfo& info = InfoOf(rules.preset);
  for (PartnerRule allowed : info.partners) {
    if (allowed == partner) {
      rules.partner = partner;
      return absl::OkStatus();
    }
  }
  std::string allowed_names;
  for (PartnerRule allowed : info.partners) {
    Append(&allowed_names, allowed_names.empty() ? "" : ", ", PartnerRuleName(allowed));
  }
  return absl::InvalidArgumentError(Cat("partner rule '", PartnerRuleName(partner),
                                        "' is not played ", info.name,
                                        "-handed (allowed: ", allowed_names, ")"));
}

absl::Status ApplySwitch(Rules& rules, std::string_view text) {
  const std::string lower = Lower(text);
  const std::string_view s = lower;
  if (s == "spitz") {
    rules.trump_order = TrumpOrder::kSpitz;
  } else if (s == "spitz-high") {
    rules.trump_order = TrumpOrder::kSpitzHigh;
  } else if (s == "clubs-trump") {
    rules.trump_order = TrumpOrder::kClubsTrump;
  } else if (s == "call-up") {
    rules.call_up = true;
  } else if (s == "called-ten-wins") {
    rules.called_ten_wins = true;
  } else if (s == "bury-needs-trick") {
    rules.bury_needs_trick = true;
  } else if (s == "punish=off") {
    rules.punish = false;
  } else if (s == "punish=on" || s == "punish") {
    rules.punish = true;
  } else if (s == "no-pick=doubler") {
    rules.no_pick = NoPick::kDoubler;
  } else if (s == "no-pick=leaster") {
    rules.no_pick = NoPick::kLeaster;
  } else if (s == "leaster-blind=first") {
    rules.leaster_blind = LeasterBlind::kFirstTrick;
  } else if (s == "leaster-blind=last") {
    rules.leaster_blind = LeasterBlind::kLastTrick;
  } else if (s == "leaster-blind=aside") {
    rules.leaster_blind = LeasterBlind::kAside;
  } else if (s.starts_with("cap=")) {
    int cap = 0;
    if (!ParseInt(s.substr(4), &cap) || cap < 1) {
      return absl::InvalidArgumentError(
          Cat("cap needs a whole number of at least 1, not ", Quote(text.substr(4))));
    }
    rules.cap = cap;
  } else {
    return absl::InvalidArgumentError(
        Cat("unknown rule switch ", Quote(text),
            " (known: spitz, spitz-high, clubs-trump, call-up, called-ten-wins, bury-needs-trick, "
            "punish=off, no-pick=doubler, leaster-blind=first|last, cap=K)"));
  }
  return absl::OkStatus();
}

std::vector<std::string> SwitchNames(const Rules& rules) {
  std::vector<std::string> names;
  switch (rules.trump_order) {
    case TrumpOrder::kStandard: break;
    case TrumpOrder::kSpitz: names.push_back("spitz"); break;
    case TrumpOrder::kSpitzHigh: names.push_back("spitz-high"); break;
    case TrumpOrder::kClubsTrump: names.push_back("clubs-trump"); break;
  }
  if (rules.call_up) names.push_back("call-up");
  if (rules.called_ten_wins) names.push_back("called-ten-wins");
  if (rules.bury_needs_trick) names.push_back("bury-needs-trick");
  if (!rules.punish) names.push_back("punish=off");
  if (rules.no_pick == NoPick::kDoubler) names.push_back("no-pick=doubler");
  if (rules.leaster_blind == LeasterBlind::kFirstTrick) names.push_back("leaster-blind=first");
  if (rules.leaster_blind == LeasterBlind::kLastTrick) names.push_back("leaster-blind=last");
  if (rules.cap > 0) names.push_back(Cat("cap=", rules.cap));
  return names;
}

absl::Status CheckSwitchesFit(const Rules& rules) {
  if (rules.call_up && rules.partner != PartnerRule::kJackOfDiamonds) {
    return absl::InvalidArgumentError("switch call-up needs the jd partner rule");
  }
  if (rules.called_ten_wins && rules.partner != PartnerRule::kCalledAce) {
    return absl::InvalidArgumentError("switch called-ten-wins needs the called-ace partner rule");
  }
  if (rules.trump_order == TrumpOrder::kClubsTrump && !InfoOf(rules.preset).removed.empty()) {
    return absl::InvalidArgumentError(
        "switch clubs-trump cannot be played with a preset that removes 7C and 7S");
  }
  return absl::OkStatus();
}

}  // namespace sheepdd
