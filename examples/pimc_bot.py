#!/usr/bin/env python3
"""A perfect-information Monte Carlo player on the sheepdd module.

For each card it must play, the bot lays out the cards it has not seen in `--samples` ways
consistent with what it saw (Game.sample), solves every layout double-dummy (Solver.card_values)
and plays the card that is best for its side on average. It plays complete five-handed deals
against itself, the pick made plausibly, and prints each game in the notation, so that
`sheepdd review` can judge its play:

    PYTHONPATH=build/python python3 examples/pimc_bot.py --games 2 > bot.deal
    build/sheepdd review bot.deal
"""

import argparse

import sheepdd

DECK_POINTS = 120


def choose(game, solver, samples, seed):
    """The card the seat to move plays: the best on average over sampled layouts."""
    legal = game.legal_cards()
    if len(legal) == 1:
        return legal[0]
    seat = game.to_move
    totals = dict.fromkeys(legal, 0)
    for laid in game.sample(samples, seed=seed):
        # The seat knows its own side: the picker, or the holder of the partner card.
        on_team = seat in (laid.picker, laid.partner)
        for card, value in solver.card_values(laid).items():
            totals[card] += value if on_team else DECK_POINTS - value
    return max(legal, key=lambda card: (totals[card], card))


def play_game(index, seed, samples):
    game = sheepdd.deal("5", seed=seed, index=index)
    solver = sheepdd.Solver()
    while not game.finished:
        card = choose(game, solver, samples, seed=seed * 1000 + len(game.history))
        game = game.play(card)
    return game


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="games to play (default 1)")
    parser.add_argument("--samples", type=int, default=20, help="layouts a card (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="which deals (default 1)")
    args = parser.parse_args()
    for index in range(args.games):
        if index:
            print("---")
        game = play_game(index, args.seed, args.samples)
        print(f"# pimc_bot.py: deal {index + 1} of seed {args.seed}, {args.samples} samples a card")
        print(game.text(), end="")


if __name__ == "__main__":
    main()
