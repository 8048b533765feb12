// From a deal to the table as play begins: who picked, who the partner is, the hands play starts
// from, and the called-ace facts that limit the play. Also which calls a picker may make.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/game/deal.h"

namespace sheepdd {

// The part of a deal a problem is in, so that a reader of text can point at its line.
enum class DealPart : uint8_t {
  kDeal,
  kPlayers,
  kPartner,
  kRules,
  kHand,
  kBlind,
  kPicker,
  kBury,
  kCall,
  kLead,
  kPlay,
};

// What is wrong with a deal, and where: `seat` for a hand, `card` for a card in a list,
// `play_index` for a card of the play (0-based).
struct DealProblem {
  DealPart part = DealPart::kDeal;
  int seat = -1;
  std::optional<Card> card;
  int play_index = -1;
  std::string message;
};

struct Setup {
  bool leaster = false;    // everybody passed and a leaster is played
  bool thrown_in = false;  // everybody passed under no-pick=doubler: no play
  Seat picker = 0;
  std::optional<Seat> partner;
  SeatMask picker_team = 0;
  std::array<CardSet, kMaxSeats> hands{};  // the hands the play starts from
  CardSet bury;
  CardSet blind;
  std::optional<Card> called_card;  // called-ace: the called ace or ten
  std::optional<Card> unknown;      // called-ace: the picker's stand-in for the called suit
  Seat lead = 0;
};

// The seat whose hand (as dealt) holds `card`, if any.
std::optional<Seat> HolderOf(const Deal& deal, Card card);

// Every call the picker may make with `hand` (after the bury) and `bury`: under called-ace each
// legal ace, ten or ace-with-unknown, and alone; under jd just alone (the jd partner is implied
// when there is no call). Empty for partner rules that have no choice.
std::vector<Call> LegalCalls(const Rules& rules, CardSet hand, CardSet bury);

// Why `call` is not allowed, or nothing if it is.
std::optional<std::string> CallProblem(const Rules& rules, CardSet hand, CardSet bury,
                                       const Call& call);

// Checks the deal's cards, pick, bury, call and lead (not the play).
std::optional<DealProblem> FindSetupProblem(const Deal& deal);

// The setup of a deal whose pick, bury and call are complete; a problem if they are not, or are
// illegal.
absl::StatusOr<Setup> SetupOf(const Deal& deal);

}  // namespace sheepdd
