// What single-dummy answers share in text and JSON: estimates with their intervals, layout counts,
// the caveat every answer rests on; and card advice (advise --play) as text and JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "cli/advise.h"
#include "cli/output.h"
#include "solver/advice/play_advice.h"

namespace sheepdd::cli {

// What every answer of advise and review rests on: perfect-information sampling.
std::string Caveat(bool partner);
// Whether the hand is played with a partner (the caveat speaks of one only then).
bool HasPartner(const Game& game);

// A probability or a mean as JSON means it: at most four decimals, and no -0 or 1e-18 for zero.
double Rounded(double value);
nlohmann::json EstimateJson(const Estimate& estimate);
// How many layouts there are, as a JSON integer; a string of the integer where it does not fit
// in 53 bits (a JSON reader's double).
nlohmann::json LayoutsJson(LayoutCount layouts);
// "1 possible layout", "2.32e+09 possible layouts".
std::string LayoutsText(LayoutCount layouts);
// How many samples of how many layouts, or that every layout was solved.
std::string SamplesText(int samples, LayoutCount layouts, bool exact, uint64_t seed);

// "+1.23 ±0.45": a mean and the half-width of its (symmetric) interval; the mean alone when it
// is exact. ASCII output writes "+/-".
std::string PlusMinus(const Estimate& estimate, int decimals, bool sign, CardStyle style);
// "64%": a share in percent (its interval is in the JSON).
std::string Percent(const Estimate& estimate);

// Card advice as --json prints it (without "file" and "deal"); `at` is the cards played before.
nlohmann::json PlayAdviceJson(const Game& game, const PlayAdvice& advice,
                              const AdviseSettings& settings, int at);
std::string PlayAdviceText(const Game& game, const PlayAdvice& advice,
                           const AdviseSettings& settings, const std::string& title,
                           CardStyle style);

}  // namespace sheepdd::cli
