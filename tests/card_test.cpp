#include "solver/game/card.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "formats/card_text.h"
#include "tests/test_deals.h"

namespace sheepdd {
namespace {

using testing::C;
using testing::Cards;

TEST(Card, PointsSumTo120AndFollowTheRanks) {
  EXPECT_EQ(PointsOf(kFullDeck), 120);
  EXPECT_EQ(PointsOf(Card::kAC), 11);
  EXPECT_EQ(PointsOf(Card::kTH), 10);
  EXPECT_EQ(PointsOf(Card::kKS), 4);
  EXPECT_EQ(PointsOf(Card::kQD), 3);
  EXPECT_EQ(PointsOf(Card::kJC), 2);
  EXPECT_EQ(PointsOf(Card::k9D), 0);
  EXPECT_EQ(PointsOf(Card::k8C), 0);
  EXPECT_EQ(PointsOf(Card::k7H), 0);
  int sum = 0;
  for (Card card : kFullDeck) sum += PointsOf(card);
  EXPECT_EQ(sum, 120);
  EXPECT_EQ(PointsOf(Cards("AC TC KC QC JC")), 30);
}

TEST(Card, PointClassesSplitTheDeckByPointsCheapestFirst) {
  CardSet seen;
  int previous = -1;
  for (CardSet cards : kCardsByPoints) {
    ASSERT_FALSE(cards.empty());
    EXPECT_FALSE(seen.intersects(cards));
    seen |= cards;
    const int points = PointsOf(cards.lowest());
    EXPECT_GT(points, previous);
    for (Card card : cards) EXPECT_EQ(PointsOf(card), points) << CardName(card);
    previous = points;
  }
  EXPECT_EQ(seen, kFullDeck);
}

TEST(Card, CheapestPointsTakesTheLowestCardsFirst) {
  const CardSet hand{Card::kAC, Card::kTH, Card::k7D, Card::kQS, Card::kJD, Card::kKH};
  EXPECT_EQ(CheapestPoints(hand, 0), 0);
  EXPECT_EQ(CheapestPoints(hand, 1), 0);               // 7D
  EXPECT_EQ(CheapestPoints(hand, 2), 2);               // + JD
  EXPECT_EQ(CheapestPoints(hand, 3), 5);               // + QS
  EXPECT_EQ(CheapestPoints(hand, 4), 9);               // + KH
  EXPECT_EQ(CheapestPoints(hand, 5), 19);              // + TH
  EXPECT_EQ(CheapestPoints(hand, 6), PointsOf(hand));  // + AC
  EXPECT_EQ(CheapestPoints(hand, 9), PointsOf(hand));  // no more cards
  EXPECT_EQ(CheapestPoints(CardSet{}, 3), 0);
  // Against a plain sort, on every prefix of the deck.
  std::vector<int> points;
  CardSet cards;
  for (Card card : kFullDeck) {
    cards.insert(card);
    points.push_back(PointsOf(card));
    std::vector<int> sorted = points;
    std::sort(sorted.begin(), sorted.end());
    for (int count = 0; count <= cards.size(); ++count) {
      int expected = 0;
      for (int i = 0; i < count; ++i) expected += sorted[i];
      EXPECT_EQ(CheapestPoints(cards, count), expected) << count;
    }
  }
}

TEST(Card, NumberingIsStandardPowerOrder) {
  // Trumps fill the top fourteen bits, highest first from QC down to 7D.
  const char* trumps_high_first[] = {"QC", "QS", "QH", "QD", "JC", "JS", "JH",
                                     "JD", "AD", "TD", "KD", "9D", "8D", "7D"};
  for (int i = 0; i < 14; ++i) EXPECT_EQ(Index(C(trumps_high_first[i])), 31 - i);
  // Each fail suit is a block of six, A 10 K 9 8 7 from the top.
  EXPECT_EQ(Index(Card::kAC), 5);
  EXPECT_EQ(Index(Card::kTC), 4);
  EXPECT_EQ(Index(Card::kKC), 3);
  EXPECT_EQ(Index(Card::k7C), 0);
  EXPECT_EQ(Index(Card::k7S), 6);
  EXPECT_EQ(Index(Card::kAH), 17);
}

TEST(Card, SuitAndRankOfEveryCard) {
  for (int i = 0; i < kCardCount; ++i) {
    const Card card = CardAt(i);
    EXPECT_EQ(MakeCard(RankOf(card), SuitOf(card)), card);
  }
  EXPECT_EQ(SuitOf(Card::kQC), Suit::kClubs);
  EXPECT_EQ(RankOf(Card::kJD), Rank::kJack);
  EXPECT_EQ(CardsOfPrintedSuit(Suit::kHearts).size(), 8);
}

TEST(CardSet, SetOperations) {
  constexpr CardSet a{Card::kQC, Card::k7S, Card::kAH};
  constexpr CardSet b{Card::k7S, Card::kTD};
  static_assert((a | b).size() == 4);
  static_assert((a & b) == CardSet{Card::k7S});
  static_assert((a - b).size() == 2);
  static_assert(a.contains(Card::kQC) && !a.contains(Card::kTD));
  static_assert(a.lowest() == Card::k7S && a.highest() == Card::kQC);
  EXPECT_TRUE(a.intersects(b));
  EXPECT_FALSE(a.intersects(CardSet{Card::kTD}));
  EXPECT_TRUE((a | b).ContainsAll(a));
  EXPECT_FALSE(a.ContainsAll(b));
  CardSet c = a;
  c.erase(Card::kQC);
  c.insert(Card::k8D);
  EXPECT_EQ(c, (CardSet{Card::k7S, Card::kAH, Card::k8D}));
  EXPECT_TRUE(CardSet{}.empty());
  EXPECT_EQ(CardSet::All().size(), 32);
}

TEST(CardSet, IteratesLowestFirst) {
  std::vector<Card> seen;
  for (Card card : Cards("QC 7C AH 9D")) seen.push_back(card);
  EXPECT_EQ(seen, (std::vector<Card>{Card::k7C, Card::kAH, Card::k9D, Card::kQC}));
}

TEST(CardText, EverySpellingParses) {
  EXPECT_EQ(ParseCard("QC"), Card::kQC);
  EXPECT_EQ(ParseCard("qc"), Card::kQC);
  EXPECT_EQ(ParseCard("Qc"), Card::kQC);
  EXPECT_EQ(ParseCard("TD"), Card::kTD);
  EXPECT_EQ(ParseCard("td"), Card::kTD);
  EXPECT_EQ(ParseCard("10D"), Card::kTD);
  EXPECT_EQ(ParseCard("10h"), Card::kTH);
  EXPECT_EQ(ParseCard("7S"), Card::k7S);
  EXPECT_EQ(ParseCard("A\u2666"), Card::kAD);        // A♦
  EXPECT_EQ(ParseCard("10\u2665"), Card::kTH);       // 10♥
  EXPECT_EQ(ParseCard("j\u2663"), Card::kJC);        // j♣
  EXPECT_EQ(ParseCard("K\u2660"), Card::kKS);        // K♠
  EXPECT_EQ(ParseCard("Q\u2665\uFE0F"), Card::kQH);  // Q♥️ (emoji form)
  EXPECT_EQ(ParseCard("9\u2662"), Card::k9D);        // white diamond
}

TEST(CardText, NonCardsAreRejected) {
  for (const char* text : {"", "Q", "C", "1C", "6H", "QX", "QCC", "10", "11H", "TT", "Q\u2605"}) {
    EXPECT_FALSE(ParseCard(text).has_value()) << text;
  }
}

TEST(CardText, CanonicalAndPrettyNames) {
  for (Card card : kFullDeck) EXPECT_EQ(ParseCard(CardName(card)), card);
  for (Card card : kFullDeck) EXPECT_EQ(ParseCard(PrettyCardName(card)), card);
  EXPECT_EQ(CardName(Card::kTD), "TD");
  EXPECT_EQ(PrettyCardName(Card::kTH), "10\u2665");
  EXPECT_EQ(PrettyCardName(Card::kQC), "Q\u2663");
}

}  // namespace
}  // namespace sheepdd
