#include "solver/game/setup.h"

#include "solver/game/text.h"

namespace sheepdd {

namespace {

DealProblem Problem(DealPart part, std::string message) {
  DealProblem problem;
  problem.part = part;
  problem.message = std::move(message);
  return problem;
}

DealProblem CardProblem(DealPart part, int seat, Card card, std::string message) {
  DealProblem problem = Problem(part, std::move(message));
  problem.seat = seat;
  problem.card = card;
  return problem;
}

CardSet FailCardsOf(const Rules& rules, Suit suit, CardSet cards) {
  return cards & rules.CardsOf(FailGroup(suit));
}

Card AceOf(Suit suit) { return MakeCard(Rank::kAce, suit); }
Card TenOf(Suit suit) { return MakeCard(Rank::kTen, suit); }

// The picker's cards after the pick: the dealt hand and the blind.
CardSet PickerCards(const Deal& deal) { return deal.hands[deal.picker] | deal.blind; }

bool IsBlackQueens(const Deal& deal) { return deal.rules.partner == PartnerRule::kBlackQueens; }

std::optional<DealProblem> FindCardProblem(const Deal& deal) {
  const Rules& rules = deal.rules;
  const CardSet deck = rules.deck();
  CardSet seen;
  auto check_list = [&](DealPart part, int seat, CardSet cards) -> std::optional<DealProblem> {
    for (Card card : cards) {
      if (!deck.contains(card)) {
        return CardProblem(
            part, seat, card,
            Cat(CardName(card), " is not in the ", PresetName(rules.preset), "-handed deck"));
      }
      if (seen.contains(card)) {
        // Both places: the one found first (a hand) and this one.
        std::string first = "the blind";
        for (int other = 0; other < rules.players(); ++other) {
          if (deal.hands[other].contains(card)) {
            first = Cat("seat", other + 1, "'s hand");
            break;
          }
        }
        const std::string here = seat >= 0 ? Cat("seat", seat + 1, "'s hand") : "the blind";
        return CardProblem(part, seat, card,
                           Cat(CardName(card), " is dealt twice: in ", first, " and in ", here));
      }
      seen.insert(card);
    }
    return std::nullopt;
  };
  for (int seat = 0; seat < rules.players(); ++seat) {
    const CardSet hand = deal.hands[seat];
    if (hand.size() != rules.hand_size()) {
      DealProblem problem =
          Problem(DealPart::kHand, Cat("seat", seat + 1, " holds ", Count(hand.size(), "card"),
                                       ", not ", rules.hand_size()));
      problem.seat = seat;
      return problem;
    }
    if (auto problem = check_list(DealPart::kHand, seat, hand)) return problem;
  }
  if (deal.blind.size() != rules.blind_size()) {
    return Problem(DealPart::kBlind, Cat("the blind holds ", Count(deal.blind.size(), "card"),
                                         ", not ", rules.blind_size()));
  }
  if (auto problem = check_list(DealPart::kBlind, -1, deal.blind)) return problem;
  if (seen != deck) {
    return Problem(DealPart::kDeal, Cat("cards missing from the deal: ", CardNames(deck - seen)));
  }
  return std::nullopt;
}

std::optional<DealProblem> FindPickProblem(const Deal& deal) {
  const Rules& rules = deal.rules;
  if (deal.lead < 0 || deal.lead >= rules.players()) {
    return Problem(DealPart::kLead, Cat("lead seat ", deal.lead + 1, " is not at a ",
                                        rules.players(), "-seat table"));
  }
  if (IsBlackQueens(deal)) {
    if (deal.pick == PickState::kPassed) {
      return Problem(DealPart::kPicker, "8-handed black queens has no pick to pass");
    }
    const Seat queen = *HolderOf(deal, Card::kQC);
    if (deal.pick == PickState::kPicked && deal.picker != queen) {
      return Problem(DealPart::kPicker, Cat("8-handed, the holder of QC (seat", queen + 1,
                                            ") scores as picker, not seat", deal.picker + 1));
    }
  }
  if (deal.pick == PickState::kPicked && (deal.picker < 0 || deal.picker >= rules.players())) {
    return Problem(DealPart::kPicker, Cat("picker seat ", deal.picker + 1, " is not at a ",
                                          rules.players(), "-seat table"));
  }
  if (deal.pick != PickState::kPicked && deal.bury) {
    return Problem(DealPart::kBury, "a bury needs a picker");
  }
  if (deal.pick != PickState::kPicked && deal.call) {
    return Problem(DealPart::kCall, "a call needs a picker");
  }
  return std::nullopt;
}

std::optional<DealProblem> FindBuryProblem(const Deal& deal) {
  if (!deal.bury) return std::nullopt;
  const CardSet cards = PickerCards(deal);
  for (Card card : *deal.bury) {
    if (!cards.contains(card)) {
      return CardProblem(DealPart::kBury, -1, card,
                         Cat("buried ", CardName(card), " is not among the picker's cards"));
    }
  }
  if (deal.bury->size() != deal.rules.blind_size()) {
    return Problem(DealPart::kBury, Cat("the bury holds ", Count(deal.bury->size(), "card"),
                                        ", not ", deal.rules.blind_size()));
  }
  return std::nullopt;
}

std::optional<DealProblem> FindCallProblem(const Deal& deal) {
  const Rules& rules = deal.rules;
  const bool called_ace = rules.partner == PartnerRule::kCalledAce;
  if (deal.call && !deal.bury) return Problem(DealPart::kCall, "a call needs the bury first");
  if (!deal.call) {
    if (called_ace && deal.pick == PickState::kPicked && deal.bury) {
      return Problem(DealPart::kCall, "called-ace needs a call (e.g. 'call: AH' or 'call: alone')");
    }
    return std::nullopt;
  }
  const CardSet hand = PickerCards(deal) - *deal.bury;
  if (auto why = CallProblem(rules, hand, *deal.bury, *deal.call)) {
    DealProblem problem = Problem(DealPart::kCall, *why);
    return problem;
  }
  return std::nullopt;
}

// The jd partner: the holder of JD, or under call-up of the next higher jack the picker lacks.
std::optional<Seat> JackPartner(const Deal& deal) {
  const CardSet picker_cards = PickerCards(deal);
  Card jack = Card::kJD;
  if (picker_cards.contains(Card::kJD)) {
    if (!deal.rules.call_up) return std::nullopt;
    bool found = false;
    for (Card candidate : {Card::kJH, Card::kJS, Card::kJC}) {
      if (!picker_cards.contains(candidate)) {
        jack = candidate;
        found = true;
        break;
      }
    }
    if (!found) return std::nullopt;
  }
  return HolderOf(deal, jack);
}

}  // namespace

std::optional<Seat> HolderOf(const Deal& deal, Card card) {
  for (int seat = 0; seat < deal.rules.players(); ++seat) {
    if (deal.hands[seat].contains(card)) return seat;
  }
  return std::nullopt;
}

std::optional<std::string> CallProblem(const Rules& rules, CardSet hand, CardSet bury,
                                       const Call& call) {
  if (call.alone) {
    if (rules.partner == PartnerRule::kJackOfDiamonds || rules.partner == PartnerRule::kCalledAce) {
      return std::nullopt;
    }
    return Cat("the ", PartnerRuleName(rules.partner), " partner rule has no call");
  }
  if (rules.partner != PartnerRule::kCalledAce) {
    return Cat("calling a card needs the called-ace partner rule, not ",
               PartnerRuleName(rules.partner));
  }
  for (const Call& legal : LegalCalls(rules, hand, bury)) {
    if (legal == call) return std::nullopt;
  }
  // Not legal: say why, most specific first.
  const Card card = call.card;
  const Rank rank = RankOf(card);
  const Suit suit = SuitOf(card);
  const CardSet all = hand | bury;
  if ((rank != Rank::kAce && rank != Rank::kTen) || rules.trumps().contains(card)) {
    return Cat("only a fail ace or ten can be called, not ", CardName(card));
  }
  if (all.contains(card)) return Cat("the picker cannot call ", CardName(card), ", his own card");
  if (call.unknown) {
    if (!hand.contains(*call.unknown)) {
      return Cat("the unknown ", CardName(*call.unknown),
                 " is not in the picker's hand after the bury");
    }
    if (rank == Rank::kTen) return std::string("an unknown goes with a called ace, not a ten");
    if (!FailCardsOf(rules, suit, hand).empty()) {
      return Cat("an unknown needs a suit the picker holds no card of; he holds ",
                 CardNames(FailCardsOf(rules, suit, hand)));
    }
    return std::string("an unknown is allowed only when no suit can be called");
  }
  if (rank == Rank::kTen) {
    for (Suit fail : rules.fail_suits()) {
      if (!all.contains(AceOf(fail))) {
        return Cat("a ten can be called only by a picker holding all three fail aces (",
                   CardName(AceOf(fail)), " missing)");
      }
    }
    return Cat("calling ", CardName(card), " needs ", CardName(AceOf(suit)),
               " in hand as the hold card, not buried");
  }
  if (FailCardsOf(rules, suit, hand).empty()) {
    if (!FailCardsOf(rules, suit, bury).empty()) {
      return Cat("the hold card for ", CardName(card), " cannot be buried (",
                 CardNames(FailCardsOf(rules, suit, bury)), ")");
    }
    return Cat("calling ", CardName(card), " needs a card of its suit in hand");
  }
  return Cat(CardName(card), " cannot be called here");
}

std::vector<Call> LegalCalls(const Rules& rules, CardSet hand, CardSet bury) {
  std::vector<Call> calls;
  if (rules.partner == PartnerRule::kJackOfDiamonds) calls.push_back(Call::Alone());
  if (rules.partner != PartnerRule::kCalledAce) return calls;
  const CardSet all = hand | bury;
  const auto suits = rules.fail_suits();
  for (Suit suit : suits) {
    if (!all.contains(AceOf(suit)) && !FailCardsOf(rules, suit, hand).empty()) {
      calls.push_back(Call::Of(AceOf(suit)));
    }
  }
  const bool all_aces = all.contains(AceOf(suits[0])) && all.contains(AceOf(suits[1])) &&
                        all.contains(AceOf(suits[2]));
  if (all_aces) {
    for (Suit suit : suits) {
      if (!all.contains(TenOf(suit)) && hand.contains(AceOf(suit))) {
        calls.push_back(Call::Of(TenOf(suit)));
      }
    }
  }
  if (calls.empty()) {
    for (Suit suit : suits) {
      if (all.contains(AceOf(suit)) || !FailCardsOf(rules, suit, hand).empty()) continue;
      for (Card unknown : hand) calls.push_back(Call::Of(AceOf(suit), unknown));
    }
  }
  calls.push_back(Call::Alone());
  return calls;
}

std::optional<DealProblem> FindSetupProblem(const Deal& deal) {
  if (auto problem = FindCardProblem(deal)) return problem;
  if (auto problem = FindPickProblem(deal)) return problem;
  if (auto problem = FindBuryProblem(deal)) return problem;
  if (auto problem = FindCallProblem(deal)) return problem;
  return std::nullopt;
}

absl::StatusOr<Setup> SetupOf(const Deal& deal) {
  if (auto problem = FindSetupProblem(deal)) {
    return absl::InvalidArgumentError(problem->message);
  }
  const Rules& rules = deal.rules;
  Setup setup;
  setup.lead = deal.lead;
  setup.blind = deal.blind;
  setup.hands = deal.hands;
  if (IsBlackQueens(deal)) {
    setup.picker = *HolderOf(deal, Card::kQC);
    const Seat other = *HolderOf(deal, Card::kQS);
    if (other != setup.picker) setup.partner = other;
  } else if (deal.pick == PickState::kPassed) {
    setup.leaster = rules.no_pick == NoPick::kLeaster;
    setup.thrown_in = !setup.leaster;
    return setup;
  } else if (deal.pick == PickState::kUndecided) {
    return absl::FailedPreconditionError("the deal has no picker yet ('picker: N' or 'none')");
  } else {
    if (!deal.bury) return absl::FailedPreconditionError("the picker has not buried yet ('bury:')");
    setup.picker = deal.picker;
    setup.bury = *deal.bury;
    setup.hands[setup.picker] = (deal.hands[setup.picker] | deal.blind) - *deal.bury;
    const bool alone = deal.call && deal.call->alone;
    if (rules.partner == PartnerRule::kJackOfDiamonds && !alone) {
      setup.partner = JackPartner(deal);
    } else if (rules.partner == PartnerRule::kCalledAce && !alone) {
      setup.called_card = deal.call->card;
      setup.unknown = deal.call->unknown;
      setup.partner = HolderOf(deal, deal.call->card);
    }
  }
  setup.picker_team = SeatBit(setup.picker);
  if (setup.partner) setup.picker_team |= SeatBit(*setup.partner);
  return setup;
}

}  // namespace sheepdd
