#include "formats/card_text.h"

#include <algorithm>
#include <array>
#include <utility>

#include "solver/game/text.h"

namespace sheepdd {

namespace {

constexpr std::array<std::pair<std::string_view, Suit>, 12> kSuitSymbols = {{
    {"\u2663", Suit::kClubs},
    {"\u2667", Suit::kClubs},  // ♣ ♧
    {"\u2660", Suit::kSpades},
    {"\u2664", Suit::kSpades},  // ♠ ♤
    {"\u2665", Suit::kHearts},
    {"\u2661", Suit::kHearts},  // ♥ ♡
    {"\u2666", Suit::kDiamonds},
    {"\u2662", Suit::kDiamonds},  // ♦ ♢
    {"C", Suit::kClubs},
    {"S", Suit::kSpades},
    {"H", Suit::kHearts},
    {"D", Suit::kDiamonds},
}};

std::optional<Rank> ParseRank(std::string_view text) {
  if (text == "10") return Rank::kTen;
  if (text.size() != 1) return std::nullopt;
  switch (text[0] >= 'a' && text[0] <= 'z' ? text[0] - 'a' + 'A' : text[0]) {
    case '7': return Rank::kSeven;
    case '8': return Rank::kEight;
    case '9': return Rank::kNine;
    case 'T': return Rank::kTen;
    case 'J': return Rank::kJack;
    case 'Q': return Rank::kQueen;
    case 'K': return Rank::kKing;
    case 'A': return Rank::kAce;
    default: return std::nullopt;
  }
}

std::optional<Suit> ParseSuit(std::string_view text) {
  constexpr std::string_view kVariationSelector = "\uFE0F";  // emoji presentation, e.g. ♥️
  if (text.ends_with(kVariationSelector)) text.remove_suffix(kVariationSelector.size());
  for (const auto& [symbol, suit] : kSuitSymbols) {
    if (symbol == text || (symbol.size() == 1 && Lower(symbol) == text)) return suit;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Card> ParseCard(std::string_view text) {
  const size_t rank_length = text.starts_with("10") ? 2 : 1;
  if (text.size() <= rank_length) return std::nullopt;
  const std::optional<Rank> rank = ParseRank(text.substr(0, rank_length));
  const std::optional<Suit> suit = ParseSuit(text.substr(rank_length));
  if (!rank || !suit) return std::nullopt;
  return MakeCard(*rank, *suit);
}

std::string PrettyCardName(Card card) {
  static constexpr std::array<std::string_view, kSuitCount> kSymbols = {"\u2663", "\u2660",
                                                                        "\u2665", "\u2666"};
  const Rank rank = RankOf(card);
  std::string name = rank == Rank::kTen ? "10" : std::string(1, RankLetter(rank));
  name += kSymbols[static_cast<int>(SuitOf(card))];
  return name;
}

std::vector<Card> SortedForDisplay(CardSet cards, const Rules& rules) {
  std::vector<Card> sorted(cards.begin(), cards.end());
  const CardSet trumps = rules.trumps();
  auto key = [&](Card card) {
    const int group = trumps.contains(card) ? 0 : 1 + static_cast<int>(SuitOf(card));
    return std::pair(group, -rules.PowerOf(card));
  };
  std::sort(sorted.begin(), sorted.end(), [&](Card a, Card b) { return key(a) < key(b); });
  return sorted;
}

std::string FormatCards(CardSet cards, const Rules& rules) {
  std::vector<std::string_view> names;
  for (Card card : SortedForDisplay(cards, rules)) names.push_back(CardName(card));
  return Join(names, " ");
}

}  // namespace sheepdd
