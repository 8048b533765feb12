// Seats at the table. Inside the engine a seat is 0-based (0 .. players-1); people and the deal
// notation number seats from 1, so convert only where text is read or written.
#pragma once

#include <cstdint>

namespace sheepdd {

using Seat = int;
inline constexpr int kMaxSeats = 8;

// The seat to the left of `seat`, who plays next clockwise.
constexpr Seat NextSeat(Seat seat, int players) { return seat + 1 == players ? 0 : seat + 1; }

// A set of seats as a bit mask, for teams.
using SeatMask = uint8_t;
constexpr SeatMask SeatBit(Seat seat) { return static_cast<SeatMask>(1u << seat); }

}  // namespace sheepdd
