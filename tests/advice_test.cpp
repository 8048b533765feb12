// Single-dummy advice: the sampler respects every fact a player knows and draws layouts
// uniformly; the estimates' intervals cover known means; with nothing hidden the advice is the
// double-dummy bury ranking; the advice is the same for any thread count.
#include "solver/advice/advice.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iterator>
#include <map>

#include "cli/advise.h"
#include "cli_run.h"
#include "formats/notation.h"
#include "nlohmann/json.hpp"
#include "solver/advice/sampler.h"
#include "solver/advice/statistics.h"
#include "solver/analysis/bury_analysis.h"
#include "test_deals.h"

namespace sheepdd {
namespace {

using ::sheepdd::testing::Cards;
using ::sheepdd::testing::kVariants;
using ::sheepdd::testing::MustParse;
using ::sheepdd::testing::RandomPickedDeal;
using ::sheepdd::testing::RulesOf;

// The sampled deal with the recorded bury, call and play: is every recorded card legal in it?
bool PlayIsLegalIn(const Deal& sampled) {
  absl::StatusOr<Setup> setup = SetupOf(sampled);
  if (!setup.ok()) return false;
  GameState state(sampled.rules, *setup);
  for (Card card : sampled.play) {
    if (!state.LegalCards().contains(card)) return false;
    state.Play(card);
  }
  return true;
}

TEST(Sampler, EveryDrawRespectsWhatThePickerKnows) {
  // Over every table and partner rule, deals with some play recorded: each draw gives each place
  // its size, keeps the picker's hand and blind, puts each seen card with its player, and makes
  // the recorded play legal again (so every void shown holds). The true deal is one of them.
  int checked = 0;
  int voids = 0;
  for (size_t v = 0; v < kVariants.size(); ++v) {
    const Rules rules = RulesOf(kVariants[v]);
    if (rules.blind_size() == 0) continue;
    for (uint64_t seed = 0; seed < 6; ++seed) {
      const int cards_played = static_cast<int>(seed * 3 % (rules.players() * 3));
      const Deal deal = RandomPickedDeal(rules, 7000 + v * 31 + seed, cards_played);
      if (deal.pick != PickState::kPicked) continue;
      absl::StatusOr<Knowledge> knowledge = PickerKnowledge(testing::MustCheck(deal));
      ASSERT_TRUE(knowledge.ok()) << knowledge.status();
      for (int place = 0; place < knowledge->places; ++place) {
        voids += knowledge->excluded[place].size() > 0 ? 1 : 0;
        const CardSet truth = place == rules.players() ? deal.blind : deal.hands[place];
        EXPECT_TRUE((knowledge->known[place] - truth).empty());
        EXPECT_FALSE(truth.intersects(knowledge->excluded[place]));
      }
      absl::StatusOr<Sampler> sampler = Sampler::Make(*knowledge);
      ASSERT_TRUE(sampler.ok()) << sampler.status();
      DealRandom random(seed);
      for (int draw = 0; draw < 40; ++draw) {
        const std::array<CardSet, kMaxPlaces> layout = sampler->Draw(random);
        CardSet all;
        Deal sampled = deal;
        for (int place = 0; place < knowledge->places; ++place) {
          EXPECT_EQ(layout[place].size(), knowledge->sizes[place]);
          EXPECT_TRUE((knowledge->known[place] - layout[place]).empty());
          EXPECT_FALSE(layout[place].intersects(knowledge->excluded[place]));
          EXPECT_FALSE(all.intersects(layout[place]));
          all |= layout[place];
          if (place < rules.players()) sampled.hands[place] = layout[place];
        }
        sampled.blind = layout[rules.players()];
        EXPECT_EQ(all, knowledge->deck);
        EXPECT_EQ(sampled.hands[deal.picker], deal.hands[deal.picker]);
        EXPECT_EQ(sampled.blind, deal.blind);
        EXPECT_TRUE(PlayIsLegalIn(sampled)) << "variant " << v << " seed " << seed;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(voids, 10);  // the play showed voids often enough to matter
}

TEST(Sampler, DrawsEveryLayoutEquallyOften) {
  // Six hidden cards, three places of two; place 0 may not hold the first card (a void), so
  // there are 5C2 * 4C2 = 60 layouts... of which place 0 excludes one card: C(5,2) * C(4,2) = 60.
  Knowledge knowledge;
  knowledge.players = 2;
  knowledge.places = 3;
  knowledge.sizes = {2, 2, 2};
  knowledge.deck = Cards("7C 8C 9C KC TC AC");
  knowledge.excluded[0] = Cards("7C");
  absl::StatusOr<Sampler> sampler = Sampler::Make(knowledge);
  ASSERT_TRUE(sampler.ok());
  EXPECT_DOUBLE_EQ(sampler->layouts(), 60);
  std::map<std::array<uint32_t, 3>, int> seen;
  DealRandom random(99);
  constexpr int kDraws = 60000;
  for (int i = 0; i < kDraws; ++i) {
    const auto layout = sampler->Draw(random);
    ASSERT_FALSE(layout[0].contains(Card::k7C));
    ++seen[{layout[0].bits(), layout[1].bits(), layout[2].bits()}];
  }
  EXPECT_EQ(seen.size(), 60u);
  // Each layout expects 1000 draws (sd about 31): all within 5 sd.
  for (const auto& [layout, count] : seen) {
    EXPECT_NEAR(count, kDraws / 60, 160);
  }
}

TEST(Sampler, ContradictoryFactsAreAnError) {
  Knowledge knowledge;
  knowledge.players = 2;
  knowledge.places = 3;
  knowledge.sizes = {2, 2, 0};
  knowledge.deck = Cards("7C 8C 9C KC");
  // Three cards nobody but place 1 may hold, and place 1 holds two.
  knowledge.excluded[0] = Cards("7C 8C 9C");
  EXPECT_FALSE(Sampler::Make(knowledge).ok());
  knowledge.excluded[0] = Cards("");
  knowledge.known[0] = Cards("7C");
  knowledge.known[1] = Cards("7C");
  EXPECT_FALSE(Sampler::Make(knowledge).ok());
}

TEST(Statistics, IntervalsCoverTheirMeanNineteenTimesInTwenty) {
  // Known distributions, many repetitions: a 95% interval should miss about 5% of the time.
  DealRandom random(5);
  constexpr int kRepetitions = 2000;
  int mean_covered = 0;
  int share_covered = 0;
  for (int rep = 0; rep < kRepetitions; ++rep) {
    std::vector<double> values;
    int successes = 0;
    for (int i = 0; i < 200; ++i) {
      values.push_back(static_cast<double>(random.Below(7)));  // mean 3
      successes += random.Below(10) < 3 ? 1 : 0;               // share 0.3
    }
    const Estimate mean = MeanOf(values);
    const Estimate share = ProportionOf(successes, 200);
    mean_covered += mean.low <= 3 && 3 <= mean.high ? 1 : 0;
    share_covered += share.low <= 0.3 && 0.3 <= share.high ? 1 : 0;
  }
  EXPECT_NEAR(mean_covered / static_cast<double>(kRepetitions), 0.95, 0.015);
  EXPECT_NEAR(share_covered / static_cast<double>(kRepetitions), 0.95, 0.015);
  const Estimate none = ProportionOf(0, 40);
  EXPECT_EQ(none.low, 0);
  EXPECT_GT(none.high, 0.05);
}

cli::AdviseSettings Settings(int samples, int threads, bool race = true) {
  cli::AdviseSettings settings;
  settings.advice.samples = samples;
  settings.advice.race = race;
  settings.threads = threads;
  settings.table_megabytes = 8;
  return settings;
}

// With every card known, `choice`'s advice is its double-dummy result in `exact`.
void ExpectExactly(const ChoiceAdvice& choice, const BuryAnalysis& exact) {
  const auto match =
      std::find_if(exact.options.begin(), exact.options.end(),
                   [&](const ChoiceResult& result) { return result.choice == choice.choice; });
  ASSERT_NE(match, exact.options.end());
  EXPECT_EQ(choice.estimates.points.mean, match->result.picker_team_points);
  EXPECT_EQ(choice.estimates.score.mean, match->picker_score);
}

TEST(BuryAdvice, WithEveryCardKnownItIsTheDoubleDummyRanking) {
  // A recorded play to the end shows every card: one layout, and each choice's advice is its
  // double-dummy result.
  std::ifstream file(cli::testing::Example("five-called-ace.deal"));
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  absl::StatusOr<Deal> example = testing::ParseDeal(text, "five-called-ace.deal");
  ASSERT_TRUE(example.ok()) << example.status();
  for (const Deal& given : {*example, RandomPickedDeal(*RulesForPreset("7"), 3, 5)}) {
    Deal deal = given;
    if (static_cast<int>(deal.play.size()) < deal.rules.players() * deal.rules.hand_size()) {
      // Complete the play: the rest of a hand is a play like any other.
      absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
      ASSERT_TRUE(setup.ok());
      GameState state(deal.rules, *setup);
      for (Card card : deal.play) state.Play(card);
      DealRandom random(1);
      for (Card card : sheepdd::testing::PlayRandomly(state, random)) deal.play.push_back(card);
    }
    absl::StatusOr<Advice> advice = cli::RunBuryAdvice(testing::MustCheck(deal), Settings(50, 1));
    ASSERT_TRUE(advice.ok()) << advice.status();
    EXPECT_EQ(advice->samples, 1);
    EXPECT_DOUBLE_EQ(advice->layouts, 1);
    Solver solver(SolverOptions{8});
    absl::StatusOr<BuryAnalysis> exact = AnalyzeBury(solver, testing::MustCheck(deal));
    ASSERT_TRUE(exact.ok());
    ASSERT_EQ(advice->choices.size(), exact->options.size());
    for (const ChoiceAdvice& choice : advice->choices) ExpectExactly(choice, *exact);
    // The same order: by score, then points.
    for (size_t i = 1; i < advice->choices.size(); ++i) {
      const ChoiceAdvice& a = advice->choices[i - 1];
      const ChoiceAdvice& b = advice->choices[i];
      EXPECT_TRUE(a.estimates.score.mean > b.estimates.score.mean ||
                  (a.estimates.score.mean == b.estimates.score.mean &&
                   a.estimates.points.mean >= b.estimates.points.mean));
    }
  }
}

TEST(BuryAdvice, TheJackOfDiamondsInThePickersCardsMakesTheJdCallGoingAlone) {
  // Seat 1 picks with the JD in hand: under jd he plays alone whichever way he says it, so each
  // bury's jd and alone choices are solved once; with every card known both are exact.
  Deal deal = MustParse(
      "players: 5\npartner: jd\n"
      "seat1: QD JD TD KD 9D AS\nseat2: QS JH 8D TC TH 7H\nseat3: QC QH JS AC 9C 8H\n"
      "seat4: JC KS 9S 8S AH KH\nseat5: KC 8C 7C TS 7S 9H\nblind: AD 7D\n"
      "picker: 1\nbury: AD AS\n");
  absl::StatusOr<sheepdd::Setup> setup = SetupOf(deal);
  ASSERT_TRUE(setup.ok());
  GameState state(deal.rules, *setup);
  DealRandom random(3);
  deal.play = sheepdd::testing::PlayRandomly(state, random);
  absl::StatusOr<Advice> advice = cli::RunBuryAdvice(testing::MustCheck(deal), Settings(10, 1));
  ASSERT_TRUE(advice.ok()) << advice.status();
  Solver solver(SolverOptions{8});
  absl::StatusOr<BuryAnalysis> exact = AnalyzeBury(solver, testing::MustCheck(deal));
  ASSERT_TRUE(exact.ok());
  std::map<CardSet, int, decltype([](CardSet a, CardSet b) { return a.bits() < b.bits(); })>
      representative;
  int merged = 0;
  for (const ChoiceAdvice& choice : advice->choices) {
    const auto [known, added] = representative.emplace(choice.choice.bury, choice.same_as);
    if (!added) {
      EXPECT_EQ(known->second, choice.same_as) << choice.choice.bury.bits();
      ++merged;
    }
    ExpectExactly(choice, *exact);
  }
  EXPECT_EQ(merged, 28);  // every bury of eight cards, once with each call
}

// Every layout the knowledge allows, by brute force.
void Layouts(const Knowledge& knowledge, std::vector<Card> hidden, size_t next,
             std::array<CardSet, kMaxPlaces>& layout,
             std::vector<std::array<CardSet, kMaxPlaces>>& out) {
  if (next == hidden.size()) {
    for (int place = 0; place < knowledge.places; ++place) {
      if (layout[place].size() != knowledge.sizes[place]) return;
    }
    out.push_back(layout);
    return;
  }
  for (int place = 0; place < knowledge.places; ++place) {
    if (layout[place].size() >= knowledge.sizes[place]) continue;
    if (knowledge.excluded[place].contains(hidden[next])) continue;
    layout[place].insert(hidden[next]);
    Layouts(knowledge, hidden, next + 1, layout, out);
    layout[place].erase(hidden[next]);
  }
}

TEST(BuryAdvice, IntervalsCoverTheExactMeanOverAllLayouts) {
  // Seven-handed, three tricks seen: few layouts remain, so the exact mean of each choice is the
  // average over all of them. The 95% intervals of 150 samples should cover nearly all.
  const Deal deal = RandomPickedDeal(*RulesForPreset("7"), 12, 21);
  absl::StatusOr<Knowledge> knowledge = PickerKnowledge(testing::MustCheck(deal));
  ASSERT_TRUE(knowledge.ok());
  std::vector<Card> hidden;
  CardSet known;
  for (int place = 0; place < knowledge->places; ++place) known |= knowledge->known[place];
  for (Card card : knowledge->deck - known) hidden.push_back(card);
  std::array<CardSet, kMaxPlaces> layout = knowledge->known;
  std::vector<std::array<CardSet, kMaxPlaces>> all;
  Layouts(*knowledge, hidden, 0, layout, all);
  absl::StatusOr<Sampler> sampler = Sampler::Make(*knowledge);
  ASSERT_TRUE(sampler.ok());
  ASSERT_GT(all.size(), 20u);
  EXPECT_DOUBLE_EQ(sampler->layouts(), static_cast<double>(all.size()));

  absl::StatusOr<Advice> advice =
      cli::RunBuryAdvice(testing::MustCheck(deal), Settings(150, 2, /*race=*/false));
  ASSERT_TRUE(advice.ok()) << advice.status();
  Solver solver(SolverOptions{8});
  int intervals = 0;
  int covered = 0;
  for (const ChoiceAdvice& choice : advice->choices) {
    if (choice.same_as != &choice - advice->choices.data()) continue;
    if (choice.rank > 8) break;
    double points = 0;
    double score = 0;
    for (const auto& each : all) {
      Deal laid = WithChoice(deal, deal.picker, choice.choice);
      for (int seat = 0; seat < 7; ++seat) laid.hands[seat] = each[seat];
      const sheepdd::Setup setup = *SetupOf(laid);
      const DoubleDummyResult result =
          AnalyzeResult(solver, laid.rules, setup, GameState(laid.rules, setup), laid.multipliers);
      points += result.picker_team_points;
      score += result.scores[deal.picker];
    }
    points /= static_cast<double>(all.size());
    score /= static_cast<double>(all.size());
    for (const auto& [estimate, exact] :
         {std::pair{choice.estimates.points, points}, {choice.estimates.score, score}}) {
      ++intervals;
      // A constant result has a zero-width interval that must hit it exactly.
      covered += estimate.low - 1e-9 <= exact && exact <= estimate.high + 1e-9 ? 1 : 0;
    }
  }
  EXPECT_EQ(intervals, 16);
  EXPECT_GT(all.size(), 50u);
  EXPECT_GE(covered, intervals * 85 / 100) << covered << " of " << intervals;
}

TEST(BuryAdvice, RacingKeepsTheBestAndDropsOnlyClearLosers) {
  const Deal deal = RandomPickedDeal(*RulesForPreset("7"), 42, 0);
  absl::StatusOr<Advice> raced =
      cli::RunBuryAdvice(testing::MustCheck(deal), Settings(100, 2, true));
  absl::StatusOr<Advice> full =
      cli::RunBuryAdvice(testing::MustCheck(deal), Settings(100, 2, false));
  ASSERT_TRUE(raced.ok() && full.ok());
  EXPECT_LT(raced->solves, full->solves);
  // The full run's best choice is still in the race (or tied with the winner in score).
  const ChoiceAdvice& best = full->choices.front();
  const auto same = std::find_if(raced->choices.begin(), raced->choices.end(),
                                 [&](const ChoiceAdvice& c) { return c.choice == best.choice; });
  ASSERT_NE(same, raced->choices.end());
  EXPECT_TRUE(!same->raced_out ||
              same->estimates.score.mean >= raced->choices.front().estimates.score.mean - 0.5);
  // Samples are shared: the raced run's first choice saw the same 100 samples as the full run.
  EXPECT_EQ(raced->choices.front().samples, 100);
}

TEST(BuryAdvice, RacingStopsTiesOnlyAfterEnoughSamplesAndLosersWhenClear) {
  // Made-up results fed through the race: X always scores 0; Y scores 1 on every fourth sample
  // (0.25 better); Z is Y on every sample; every other choice always scores -5.
  const Deal deal = RandomPickedDeal(*RulesForPreset("5"), 8, 0);
  AdviceSettings settings;
  settings.samples = 200;
  absl::StatusOr<BuryAdvisor> advisor = BuryAdvisor::Make(testing::MustCheck(deal), settings);
  ASSERT_TRUE(advisor.ok()) << advisor.status();
  std::optional<AdviceRound> round = advisor->NextRound();
  ASSERT_TRUE(round && round->choices.size() > 3);
  const int x = round->choices[0], y = round->choices[1], z = round->choices[2];
  std::map<int, int> last_round_with;  // choice -> the end of the last round it ran in
  for (; round; round = advisor->NextRound()) {
    std::vector<std::vector<SampleResult>> results;
    for (int sample = round->first; sample < round->end; ++sample) {
      const int good = sample % 4 == 0 ? 1 : 0;
      std::vector<SampleResult> row;
      for (int choice : round->choices) {
        const int score = choice == x ? 0 : choice == y || choice == z ? good : -5;
        row.push_back(SampleResult{60 + score, Outcome::kWin, score});
      }
      results.push_back(row);
    }
    for (int choice : round->choices) last_round_with[choice] = round->end;
    advisor->Finish(*round, results, 0);
  }
  EXPECT_EQ(last_round_with[y], 200);  // the leader runs to the end
  EXPECT_EQ(last_round_with[z], 100);  // identical: tied, but not before 100 samples
  EXPECT_EQ(last_round_with[x], 40);   // 0.25 behind: clear after two rounds (three errors)
  for (const auto& [choice, end] : last_round_with) {
    if (choice != x && choice != y && choice != z) {
      EXPECT_EQ(end, 20);  // far behind at once
    }
  }
  const Advice advice = advisor->Summary();
  std::vector<int> distinct;
  for (size_t i = 0; i < advice.choices.size(); ++i) {
    if (advice.choices[i].same_as == static_cast<int>(i)) distinct.push_back(static_cast<int>(i));
  }
  const auto is = [&](int rank, int choice) {
    return advice.choices[distinct[rank]].choice == advisor->choices()[choice];
  };
  EXPECT_TRUE(is(0, y));
  EXPECT_TRUE(is(1, z));  // tied: ranked with the finishers, ahead of every dropped choice
  EXPECT_TRUE(advice.choices[distinct[1]].tied);
  EXPECT_FALSE(advice.choices[distinct[1]].raced_out);
  EXPECT_EQ(advice.choices[distinct[1]].samples, 100);
  EXPECT_TRUE(is(2, x));
  EXPECT_TRUE(advice.choices[distinct[2]].raced_out);
}

TEST(BuryAdvice, TheSameForAnyThreadCount) {
  const Deal deal = RandomPickedDeal(*RulesForPreset("7"), 7, 6);
  absl::StatusOr<Advice> one = cli::RunBuryAdvice(testing::MustCheck(deal), Settings(60, 1));
  absl::StatusOr<Advice> two = cli::RunBuryAdvice(testing::MustCheck(deal), Settings(60, 2));
  absl::StatusOr<Advice> three = cli::RunBuryAdvice(testing::MustCheck(deal), Settings(60, 3));
  ASSERT_TRUE(one.ok() && two.ok() && three.ok());
  for (const Advice* other : {&*two, &*three}) {
    ASSERT_EQ(one->choices.size(), other->choices.size());
    EXPECT_EQ(one->solves, other->solves);
    EXPECT_EQ(one->nodes > 0, other->nodes > 0);
    for (size_t i = 0; i < one->choices.size(); ++i) {
      EXPECT_EQ(one->choices[i].choice, other->choices[i].choice);
      EXPECT_EQ(one->choices[i].samples, other->choices[i].samples);
      EXPECT_EQ(one->choices[i].estimates.score.mean, other->choices[i].estimates.score.mean);
      EXPECT_EQ(one->choices[i].estimates.points.low, other->choices[i].estimates.points.low);
    }
  }
}

TEST(PickAdvice, HindsightNeverScoresBelowThePlausibleChoice) {
  const Deal deal = RandomPickedDeal(*RulesForPreset("6"), 11, 0);
  absl::StatusOr<PickAdvisor> advisor =
      PickAdvisor::Make(testing::MustCheck(deal), 2, AdviceSettings{30, 3, true});
  ASSERT_TRUE(advisor.ok());
  Solver solver(SolverOptions{8});
  for (int sample = 0; sample < 30; ++sample) {
    const Deal laid = advisor->SampleDeal(sample);
    EXPECT_EQ(laid.hands[2], deal.hands[2]);  // the seat's own hand never changes
    absl::StatusOr<PickSample> result = advisor->Solve(solver, sample);
    ASSERT_TRUE(result.ok());
    EXPECT_GE(result->best.score, result->plausible.score);
  }
}

using cli::testing::Example;
using cli::testing::RunWith;

TEST(CliAdvise, RanksEveryChoiceWithIntervals) {
  const auto result = RunWith({"advise", Example("five-called-ace.deal")});
  EXPECT_EQ(result.status, 0) << result.err;
  // The whole play is recorded: every card's place is known, so one sample is exact.
  EXPECT_THAT(result.out, ::testing::HasSubstr("one layout, solved exactly"));
  EXPECT_THAT(result.out, ::testing::Not(::testing::HasSubstr("±")));  // no intervals
  EXPECT_THAT(result.out, ::testing::HasSubstr("behind best"));
  EXPECT_THAT(result.out, ::testing::HasSubstr("the actual choice ranks"));
  EXPECT_THAT(result.out, ::testing::HasSubstr("all advice assumes double-dummy sampling"));
}

TEST(CliAdvise, OneLayoutIsExactWithZeroWidthIntervals) {
  const auto result = RunWith({"advise", "--json", Example("five-called-ace.deal")});
  ASSERT_EQ(result.status, 0) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["exact"], true);
  EXPECT_EQ(json["layouts"], 1);
  EXPECT_TRUE(json["layouts"].is_number_integer());
  for (const nlohmann::json& choice : json["choices"]) {
    for (const char* key : {"score", "behind_best", "picker_team_points", "at_least_61",
                            "at_least_91", "at_most_30", "no_trick"}) {
      EXPECT_EQ(choice[key]["low"], choice[key]["mean"]) << key;
      EXPECT_EQ(choice[key]["high"], choice[key]["mean"]) << key;
    }
  }
}

TEST(CliAdvise, TextFitsTheColumnsShowsDroppedChoicesApartAndCaveatsOnce) {
  const auto result = RunWith({"advise", "--ascii", "--samples", "60", Example("five-jd.deal"),
                               Example("three-handed.deal")});
  ASSERT_EQ(result.status, 0) << result.err;
  std::istringstream lines(result.out);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 100u) << line;
  EXPECT_THAT(result.out, ::testing::Not(::testing::HasSubstr("±")));
  EXPECT_THAT(result.out, ::testing::HasSubstr("+/-"));
  // The race drops clear losers of five-jd.deal's 34 distinct choices by 60 samples, and they
  // come after their own heading.
  const size_t heading = result.out.find("dropped by the race");
  ASSERT_NE(heading, std::string::npos);
  EXPECT_NE(result.out.find("* ", heading), std::string::npos);
  size_t caveats = 0;
  for (size_t at = result.out.find("assumes"); at != std::string::npos;
       at = result.out.find("assumes", at + 1)) {
    ++caveats;
  }
  EXPECT_EQ(caveats, 1u);
}

TEST(CliAdvise, ThreeHandedCaveatSpeaksOfNoPartner) {
  const auto result =
      RunWith({"advise", "--json", "--samples", "20", Example("three-handed.deal")});
  ASSERT_EQ(result.status, 0) << result.err;
  const nlohmann::json json = nlohmann::json::parse(result.out);
  EXPECT_THAT(json["assumes"].get<std::string>(), ::testing::Not(::testing::HasSubstr("partner")));
}

TEST(CliAdvise, JsonHasEveryEstimate) {
  // Six, seven and eight players (no blind there: one choice, no bury).
  const auto result =
      RunWith({"advise", "--json", "--samples", "20", Example("six-seven-eight.deal")});
  EXPECT_EQ(result.status, 0) << result.err;
  std::istringstream lines(result.out);
  std::string line;
  int deals = 0;
  while (std::getline(lines, line)) {
    const nlohmann::json json = nlohmann::json::parse(line);
    ++deals;
    EXPECT_EQ(json["advice"], "bury-and-call");
    // 20 samples, or one where play has shown every card.
    EXPECT_TRUE(json["samples"] == 20 || json["layouts"] == 1) << json["samples"];
    EXPECT_TRUE(json["layouts"].is_number_integer());
    for (size_t i = 0; i < json["choices"].size(); ++i) {
      const nlohmann::json& choice = json["choices"][i];
      // A representative names no other choice; an equivalent one names its representative.
      if (!choice["same_as"].is_null()) {
        EXPECT_NE(choice["same_as"], i + 1);
      }
      // Means and shares to four decimals at most.
      for (const char* key : {"score", "picker_team_points", "at_least_61", "no_trick"}) {
        for (const char* end : {"mean", "low", "high"}) {
          const double value = choice[key][end].get<double>();
          EXPECT_NEAR(value * 1e4, std::round(value * 1e4), 1e-6) << key << " " << value;
        }
      }
    }
    ASSERT_FALSE(json["choices"].empty());
    const nlohmann::json& best = json["choices"][0];
    for (const char* key : {"score", "behind_best", "picker_team_points", "at_least_61",
                            "at_least_91", "at_most_30", "no_trick"}) {
      EXPECT_LE(best[key]["low"].get<double>(), best[key]["mean"].get<double>()) << key;
      EXPECT_LE(best[key]["mean"].get<double>(), best[key]["high"].get<double>()) << key;
    }
    EXPECT_EQ(best["rank"], 1);
  }
  EXPECT_EQ(deals, 3);
}

TEST(CliAdvise, PickJudgesTheSeatAgainstPassing) {
  const auto result = RunWith({"advise", "--pick", "--samples", "12", "--pass-value", "-99",
                               Example("six-seven-eight.deal")});
  EXPECT_THAT(result.out, ::testing::HasSubstr("pick, plausible bury and call"));
  EXPECT_THAT(result.out, ::testing::HasSubstr("advice: pick"));
  const auto bad_seat =
      RunWith({"advise", "--pick", "--seat", "9", "--samples", "5", Example("five-jd.deal")});
  EXPECT_EQ(bad_seat.status, 1);
  EXPECT_THAT(bad_seat.err, ::testing::HasSubstr("--seat 9"));
}

TEST(CliAdvise, NoPickerIsAnErrorAtTheDeal) {
  const auto result = RunWith({"advise", "-"},
                              "players: 5\n"
                              "seat1: QC JS AD 9D TH 7S\nseat2: QS 8D 7D AC KC 9H\n"
                              "seat3: QH QD JC 9C AH 8S\nseat4: JH JD KD TC 7C TS\n"
                              "seat5: TD 8C KH 7H AS KS\nblind: 9S 8H\n");
  EXPECT_EQ(result.status, 1);
  EXPECT_THAT(result.err, ::testing::HasSubstr("<stdin>:1:1: the deal records no picker"));
}

}  // namespace
}  // namespace sheepdd
