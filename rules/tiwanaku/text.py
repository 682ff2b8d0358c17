"""Tiwanaku's rules in the project's own words, for the bot's rules pages (Markdown, ``## `` pages)."""

from __future__ import annotations

__all__ = ["RULES_TEXT"]

RULES_TEXT = """\
## Tiwanaku: the hidden valley
A grid of spaces hides a landscape: every space has a terrain (Forest, Desert, Mountain or Valley) and a
crop (1 Potato, 2 Coca, 3 Chili, 4 Corn, 5 Quinoa). Explore to turn terrain tiles face up, and reason out
the crops to harvest them. The short board has 5×5 spaces, the long board 9 columns by 5 rows; columns are
lettered A–I from the left and rows numbered 1–5 from the top, so A1 is the top-left space.

**How the landscape is built**
- Touching spaces of one terrain form a *region* of 1 to 5 spaces. Two regions of the same terrain never
  touch, not even at a corner.
- A region of n spaces grows exactly the crops 1 to n, one of each.
- Two equal crops never touch, not even at a corner, whichever regions they are in.
- Once the whole terrain is known, the crops can be worked out in exactly one way. A few spaces start face
  up with their crop to make that true, and how many tiles of each terrain the board holds is public.

## Your turn
1. **Move one pawn.** Either bring a new pawn from your reserve onto an edge space that is still
   undiscovered (so a new pawn always discovers), or move a pawn on the board by one or more orthogonal
   steps without visiting a space twice. Every space you pass *through* must hold a crop token or another
   pawn of yours; you may never step onto another player's pawn, nor stop on one of your own. The move
   must let you discover or divine afterwards.
2. **Discover or divine.**
   - If the pawn stopped on an undiscovered space, its terrain is revealed. Raise your marker for that
     terrain one level (the track tops out at 5) and score one point for every one of your markers now at
     that same level. A marker already at the top scores 1.
   - If it stopped on a discovered space, divine: pick one of your pawns standing on a discovered space
     without a crop token and name the crop growing there. The truth is revealed at once. Right: score
     the crop's value, take its token if you have none of that kind, and you may divine again with another
     pawn. Wrong: lose the true crop's value (scores can go negative) and your turn ends on the spot,
     without an offering.
3. **Offering (optional).** Hand in different crop tokens: 2 tokens give 1 point, 3 give 3, 4 give 6 and
   all 5 give 10. The tokens go back to the supply and can be won again. The bot skips this step when you
   hold fewer than two tokens, since a single token is worth nothing.

If you have no legal move at all, you pass. If every player passes in a row, nobody can reach the hidden
tiles any more and the game goes to its end as if the terrain were complete.

## End of the game and modes
The turn that turns up the last terrain tile stops right there, with no offering. Then come the final
divinations, starting with the next player. On your turn you either pass or divine with your pawns on
spaces without a crop token, without moving: keep going while you guess right (or stop and end your turn),
and a wrong guess ends your turn, not your part in the finale. Passing takes you out for good, and a player
with no pawn left to divine with is out by themselves. Once everyone is out, every player hands in all their
crop tokens for the offering points (nobody is asked: fewer never pays more), and the highest score wins;
equal best scores share the win.

**Pawns:** 5 each with one or two players, 4 each with three, 3 each with four.

**Options**
- *Board:* long (9×5, the default) or short (5×5).
- *Mode:* competitive (the default) or cooperative. In a cooperative game all points go to one shared team
  score, so a wrong guess by anyone costs the team; each player still has their own pawns, track and
  tokens.
- *Solo:* a game with one player is always the solo game, on the long board (asking for the short board
  alone is refused).

**Ladder** (solo and cooperative): the final score is compared with the number of spaces on the board
(45 on the long board, 25 on the short one): under 1 point per space Apprentice, from 1 Farmer, from 2
Astronomer, from 3 Priest, from 4 High priest. Reaching Farmer or better counts as a win.
"""
