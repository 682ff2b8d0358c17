"""A member's personal web link (``core/weblinks.py``) on a real store: it opens their page only while
it is theirs, signed, unexpired and current; each other case is refused with its reason."""

from __future__ import annotations

from datetime import timedelta

from played import Clock

from core.weblinks import LIFETIME, Refusal, link_key, new_link, sign, verify
from store import Store

ALICE = 700_000_000_000_000_001
BOB = 700_000_000_000_000_002
KEY = b"k" * 40


async def test_a_link_opens_its_members_page_and_nobody_elses(store: Store, clock: Clock):
    link = await new_link(store, KEY, ALICE, clock())
    assert await verify(store, KEY, link.token, clock()) == ALICE
    bobs = await new_link(store, KEY, BOB, clock())
    assert await verify(store, KEY, bobs.token, clock()) == BOB
    assert link.token != bobs.token


async def test_a_changed_byte_or_another_key_is_a_forged_link(store: Store, clock: Clock):
    link = await new_link(store, KEY, ALICE, clock())
    head, _, mac = link.token.partition(".")
    # Alice's payload with Bob's id in it, re-encoded, keeps Alice's MAC: refused.
    other = sign(KEY, BOB, link.generation, link.expires).partition(".")[0]
    for token in (f"{other}.{mac}", f"{head}.{mac[:-2]}AA", head, "", "a.b", "x" * 200 + "." + mac,
                  sign(b"another key of forty bytes at least....", ALICE, link.generation, link.expires)):
        assert await verify(store, KEY, token, clock()) == Refusal("forged"), token


async def test_a_link_expires_after_seven_days(store: Store, clock: Clock):
    link = await new_link(store, KEY, ALICE, clock())
    clock.advance(seconds=LIFETIME.total_seconds() - 1)
    assert await verify(store, KEY, link.token, clock()) == ALICE
    clock.advance(seconds=1)
    assert await verify(store, KEY, link.token, clock()) == Refusal("expired")


async def test_asking_for_a_new_link_revokes_the_old_one(store: Store, clock: Clock):
    first = await new_link(store, KEY, ALICE, clock())
    second = await new_link(store, KEY, ALICE, clock())  # the same second: still a new generation
    assert second.generation == first.generation + 1
    assert await verify(store, KEY, first.token, clock()) == Refusal("revoked")
    assert await verify(store, KEY, second.token, clock()) == ALICE


async def test_a_link_from_before_a_deletion_never_opens_again(store: Store, clock: Clock):
    old = await new_link(store, KEY, ALICE, clock())
    await store.execute("DELETE FROM web_links WHERE user_id = ?", (ALICE,))  # what the deletion's sweep does
    assert await verify(store, KEY, old.token, clock()) == Refusal("revoked")
    clock.advance(seconds=1)
    new = await new_link(store, KEY, ALICE, clock())
    assert new.generation > old.generation
    assert await verify(store, KEY, old.token, clock()) == Refusal("revoked")
    assert await verify(store, KEY, new.token, clock() + timedelta(days=1)) == ALICE


def test_the_links_key_is_its_own():
    assert link_key(KEY) != KEY and link_key(KEY) == link_key(KEY) and link_key(b"x" * 40) != link_key(KEY)
