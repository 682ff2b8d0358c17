# Plans: a player's next turn decided while another player decides (bot/cogs/plan.py, core/plans.py).
# $game a game's title, $seat the planner's seat, $move a decision as the turn panel names it, $step its
# number in the plan (from 1), $count how many decisions, $most the most a plan holds.
plan-button-open = Plan my next turn
plan-title = **Your plan for your next turn in { $game }** ({ $seat }): only you see it. Each decision is played when your turn comes, if it is still possible then.
plan-empty = Nothing is planned yet: choose your first decision below, as in your turn.
plan-so-far = { $count ->
        [one] Planned so far, one decision:
       *[other] Planned so far, { $count } decisions:
    }
plan-strict-off = Each planned decision is played if it is still possible when your turn comes, whatever changed before.
plan-strict-on = **Only if nothing changed**: the plan is played only if the board is as it is now when your turn comes.
plan-complete = Your plan is complete: it ends your turn, or its last decision shows you something you cannot know yet. **Change my plan** takes back any of its decisions.
plan-added = Planned: { $move }.
plan-cleared = Your plan is cleared: nothing will be played for you.
plan-stale-panel = This panel was out of date (your plan or the game changed since): here is your plan as it is now.
plan-no-longer-fits = The game moved on and your plan no longer fits the board as it is. Clear it and plan again.
plan-button-strict = Only if nothing changed
plan-button-loose = Whatever changed
plan-button-clear = Clear my plan
plan-error-not-active = Only a game in play can be planned ahead.
plan-error-not-in-game = { $game } does not let its players plan a turn ahead.
plan-error-not-playing = Only the players of this game can plan a turn in it, and you are not playing in it.
plan-error-your-turn = It is your turn now: play it with **Take your turn** or `/game play`.
plan-error-not-now = Your next turn cannot be planned at this point of the game.
plan-error-too-long = A plan holds at most { $most ->
        [one] one decision
       *[other] { $most } decisions
    }.
plan-error-after-end = Nothing can be planned after that decision: it ends your turn, or it shows you something you cannot know yet.
plan-error-illegal = That decision is not possible in the position your plan leads to.
plan-error-empty = Choose at least one decision to plan.
plan-error-moved-on = The game moved on while you were planning: open your plan again to see the board as it is now.
plan-report-title = { $count ->
        [0] **Your plan in { $game }** was not played.
        [one] **Your plan in { $game }** played one decision for you:
       *[other] **Your plan in { $game }** played { $count } decisions for you:
    }
plan-stopped-illegal = It stopped at decision { $step } ({ $move }): that is not possible any more.
plan-stopped-changed = It was not played: the board changed since you planned, and you chose "Only if nothing changed".
plan-stopped-over = It stopped at decision { $step }: the game is over.
plan-report-your-turn = The rest of your turn is yours to play: **Take your turn** on the newest board, or `/game play`.
plan-forced-made = Made for you (the only possible decision): { $move }.
plan-settings-forced = Decisions with only one possible answer: { $forced ->
        [1] made for you
       *[0] you press them yourself
    }
plan-report-board = See the [newest board]({ $link }).
plan-digest-head = { $count ->
        [one] **Your daily digest**: what your plan played (no game is waiting for you now)
       *[other] **Your daily digest**: what your { $count } plans played (no game is waiting for you now)
    }
plan-button-undo = Take back the last
plan-taken-back = The last planned decision is taken back.

plan-offer-not-your-turn = It is not your turn: { $who } is to play. You can plan your next turn now: only you see it, and it is played for you when your turn comes.
plan-button-edit = Change my plan
plan-button-show = Back to my plan
plan-change-explained = Take back any planned decision with the menu below: it and every decision after it are dropped, since each later decision was planned on the position the ones before it led to. **Clear my plan** cancels the whole plan.
plan-take-back-hint = Take back from decision…
plan-take-back-option = { $count ->
        [one] Drops this decision only
       *[other] Drops { $count } decisions: this one and every later one
    }
plan-taken-back-from = { $count ->
        [one] Taken back: decision { $step }.
       *[other] Decision { $step } and every one after it are taken back ({ $count } decisions): each was planned on the position the ones before it led to.
    }

# The help's page of more commands: this room's line.
plan-help-line = `/game plan` plan your next turn while another player decides (only you see it)
