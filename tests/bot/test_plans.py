"""Plans (planning the next turn while another player decides), through the harness and the periodic loop,
on SQLite and PostgreSQL: a plan played when its turn comes, stopped by a changed position, cancelled,
raced by its player's own press, with hidden cards; the report told once to the planner alone; and the
decisions with one possible answer made for a player unless they turned that off."""

from __future__ import annotations

import random

from harness import Harness, latest_board, play_turns, start_game

from core.plans import fingerprint
from store.sql.plans import StoredPlan


async def loaded_of(h: Harness, db_id: int):
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


async def plan_panel(h: Harness, user, db_id: int):
    reply = await h.press(user, f"po:{db_id}")
    panels = [s for s in reply.ephemeral if any(c.startswith("pl:") or c.startswith("pq:")
                                                for c in s.custom_ids())]
    assert panels, reply.text()[:500]
    return panels[-1]


async def plan_decisions(h: Harness, user, db_id: int, count: int, rng: random.Random) -> StoredPlan:
    """Plan up to ``count`` decisions through the plan's panel, choosing at random among its answers."""
    panel = await plan_panel(h, user, db_id)
    for _ in range(200):
        current = h.messages[panel.message_id]
        loaded = await loaded_of(h, db_id)
        plan = await h.bot.store.plan_of(db_id, loaded.seat_of(user.id))
        if plan is not None and len(plan.steps) >= count:
            return plan
        answers = [b["custom_id"] for b in current.buttons() if b["custom_id"].startswith("pl:")
                   and b.get("label") not in ("Back",) and ":p" not in b["custom_id"][-4:]]
        selects = [s for s in current.selects() if s["custom_id"].startswith("pq:")]
        if selects and not answers:
            chosen = rng.choice(selects)
            await h.select(user, chosen["custom_id"], [rng.choice(chosen["options"])["value"]],
                           message_id=panel.message_id)
        elif answers:
            await h.press(user, rng.choice(answers), message_id=panel.message_id)
        else:
            assert plan is not None, current.text()[:500]
            return plan
    raise AssertionError("the plan's panel never completed")
