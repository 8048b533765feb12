#include "solver/game/card.h"

namespace sheepdd {

namespace {
constexpr std::array<std::string_view, kCardCount> kNames = {
    "7C", "8C", "9C", "KC", "TC", "AC", "7S", "8S", "9S", "KS", "TS", "AS", "7H", "8H", "9H", "KH",
    "TH", "AH", "7D", "8D", "9D", "KD", "TD", "AD", "JD", "JH", "JS", "JC", "QD", "QH", "QS", "QC",
};
}  // namespace

std::string_view CardName(Card card) { return kNames[Index(card)]; }

std::string CardNames(const std::vector<Card>& cards) {
  std::string text;
  for (Card card : cards) {
    if (!text.empty()) text += ' ';
    text += CardName(card);
  }
  return text;
}

std::string CardNames(CardSet cards) {
  return CardNames(std::vector<Card>(cards.begin(), cards.end()));
}

char RankLetter(Rank rank) { return "789KTAJQ"[static_cast<int>(rank)]; }

char SuitLetter(Suit suit) { return "CSHD"[static_cast<int>(suit)]; }

}  // namespace sheepdd
