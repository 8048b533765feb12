#include "cli/diagram.h"

#include <fmt/format.h>

#include "solver/game/game_state.h"
#include "solver/game/setup.h"
#include "solver/game/text.h"

namespace sheepdd::cli {

std::string SeatName(Seat seat) { return Cat("seat", seat + 1); }

std::string RenderTricks(GameState state, const std::vector<Card>& cards, CardStyle style) {
  std::string out;
  std::vector<std::string> trick;
  size_t width = 0;  // of the trick's cards on screen: symbols and colours take more bytes
  const auto add = [&](Seat seat, Card card) {
    trick.push_back(Cat(SeatName(seat), " ", CardText(card, style)));
    width += Cat(SeatName(seat), " ", CardName(card)).size() + (trick.size() > 1 ? 2 : 0);
  };
  // A line that starts mid-trick shows the cards already on the table first.
  for (int i = 0; i < state.cards_in_trick(); ++i) {
    Seat seat = state.trick_leader();
    for (int j = 0; j < i; ++j) seat = NextSeat(seat, state.players());
    add(seat, state.trick_card(i));
  }
  for (Card card : cards) {
    add(state.to_play(), card);
    state.Play(card);
    if (state.cards_in_trick() == 0) {
      constexpr std::string_view kIndent = "           ";  // "  trick NN "
      const std::string winner =
          fmt::format("-> {} takes {}", SeatName(state.last_winner()), state.last_trick_points());
      // Seven and eight seats' tricks put the winner on a line of its own, within the columns.
      const bool fits = kIndent.size() + width + 2 + winner.size() <= kTextColumns;
      Append(&out, fmt::format("  trick {:<2} {}", state.tricks_played(), Join(trick, ", ")),
             fits ? "  " : Cat("\n", kIndent), winner, "\n");
      trick.clear();
      width = 0;
    }
  }
  if (!trick.empty()) {
    Append(&out, fmt::format("  trick {:<2} {}  ({} to play)\n", state.tricks_played() + 1,
                             Join(trick, ", "), SeatName(state.to_play())));
  }
  return out;
}

namespace {

std::string PartnerText(const Deal& deal, const Setup& setup, CardStyle style) {
  if (setup.leaster) return "none (leaster)";
  if (setup.thrown_in) return "none (thrown in: doubler)";
  if (!setup.partner) return "none (picker alone)";
  std::string text = SeatName(*setup.partner);
  if (setup.called_card) {
    Append(&text, " (holds ", CardText(*setup.called_card, style), ")");
  } else if (deal.rules.partner == PartnerRule::kBlackQueens) {
    Append(&text, " (holds ", CardText(Card::kQS, style), ")");
  } else {
    for (Card jack : {Card::kJD, Card::kJH, Card::kJS, Card::kJC}) {
      if (deal.hands[*setup.partner].contains(jack)) {
        Append(&text, " (holds ", CardText(jack, style), ")");
        break;
      }
    }
  }
  return text;
}

std::string RulesLine(const Deal& deal) {
  const Rules& rules = deal.rules;
  std::string line =
      Cat(PresetName(rules.preset), "-handed, partner rule ", PartnerRuleName(rules.partner));
  const auto switches = SwitchNames(rules);
  Append(&line, ", rules: ", switches.empty() ? "defaults" : Join(switches, " "));
  return line;
}

std::string PlayLines(const Game& game, CardStyle style) {
  std::string out = RenderTricks(game.start(), game.deal().play, style);
  const GameState& state = game.state();
  if (game.setup().leaster) {
    std::vector<std::string> points;
    for (int seat = 0; seat < state.players(); ++seat) {
      points.push_back(Cat(SeatName(seat), " ", state.points(seat)));
    }
    Append(&out, "  points taken: ", Join(points, ", "), "\n");
  } else {
    const int team = state.PickerTeamPoints();
    int defenders = 0;
    for (int seat = 0; seat < state.players(); ++seat) {
      if (!state.OnPickerTeam(seat)) defenders += state.points(seat);
    }
    Append(&out, "  points taken: picker's team ", team, " (bury included), defenders ", defenders,
           state.finished() ? "" : " so far", "\n");
  }
  return out;
}

}  // namespace

std::string RenderDiagram(const Game& game, CardStyle style) {
  const Deal& deal = game.deal();
  const Rules& rules = deal.rules;
  const Setup* setup = game.playable() ? &game.setup() : nullptr;
  std::string out = Cat("  ", RulesLine(deal), "\n");
  for (int seat = 0; seat < rules.players(); ++seat) {
    std::string role;
    if (setup != nullptr && !setup->leaster && !setup->thrown_in) {
      if (seat == setup->picker) role = "picker";
      if (setup->partner == seat) role = "partner";
    } else if (deal.pick == PickState::kPicked && seat == deal.picker) {
      role = "picker";
    }
    if (seat == deal.lead) role = role.empty() ? "leads" : role + ", leads";
    if (!deal.names.empty())
      role = role.empty() ? deal.names[seat] : deal.names[seat] + ", " + role;
    Append(&out, fmt::format("  {:<6} {:<16} {}\n", SeatName(seat), role,
                             CardsText(deal.hands[seat], rules, style)));
  }
  if (rules.blind_size() > 0) {
    Append(&out, fmt::format("  {:<23} {}\n", "blind", CardsText(deal.blind, rules, style)));
  }
  if (deal.pick == PickState::kUndecided && rules.partner != PartnerRule::kBlackQueens) {
    Append(&out, "  not picked yet\n");
    return out;
  }
  if (deal.pick == PickState::kPassed) Append(&out, "  everybody passed\n");
  if (deal.bury) {
    Append(&out, fmt::format("  {:<23} {}  ({} points)\n", "bury",
                             CardsText(*deal.bury, rules, style), PointsOf(*deal.bury)));
  }
  if (deal.call) {
    std::string call = deal.call->alone ? "alone" : CardText(deal.call->card, style);
    if (deal.call && deal.call->unknown) {
      Append(&call, ", unknown ", CardText(*deal.call->unknown, style));
    }
    Append(&out, fmt::format("  {:<23} {}\n", "call", call));
  }
  if (setup == nullptr) {
    Append(&out, "  ", game.playable_status().message(), "\n");
    return out;
  }
  Append(&out, fmt::format("  {:<23} {}\n", "partner", PartnerText(deal, *setup, style)));
  const int multiplier_count =
      deal.multipliers.cracks + deal.multipliers.blitzes + deal.multipliers.doublers;
  if (multiplier_count > 0) {
    Append(&out, fmt::format("  {:<23} crack {}, blitz {}, doubler {}\n", "doublings",
                             deal.multipliers.cracks, deal.multipliers.blitzes,
                             deal.multipliers.doublers));
  }
  if (setup->thrown_in) return out;
  if (deal.play.empty()) {
    Append(&out, "  no cards played yet\n");
  } else {
    Append(&out, "  play\n", PlayLines(game, style));
  }
  return out;
}

}  // namespace sheepdd::cli
