"""The bench's ``outbox`` section on a small outbox, so it cannot rot: every read it names is measured on
SQLite (and PostgreSQL when a server is named), the command line prints its table."""

from __future__ import annotations

from bench import outbox

READS = ["floor: one row by its key", "the tick's pending read", "the retention's look, nothing due",
         "one retention batch (read, delete 500)", "the tick's pending read, without its index"]


def test_the_outbox_section_measures_each_read_on_each_backend():
    table = outbox.run(quick=True, sizes=(2_000,))
    backends = sorted({row[0] for row in table.rows})
    assert "SQLite" in backends
    for backend in backends:
        rows = [row for row in table.rows if row[0] == backend]
        assert [row[2] for row in rows] == READS
        assert all(row[1] == 2_000 and row[3] > 0 for row in rows)
    assert "The outbox at size" in table.render()
