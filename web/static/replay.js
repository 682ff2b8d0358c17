// The replay: the slider, the ◀ ▶ links and the arrow keys move to any turn without reloading (each frame's
// words and board come from /g/<id>/replay/<turn>.json); the address follows, so a turn can be shared.
"use strict";
(function () {
  const root = document.getElementById("replay");
  if (!root) return;
  const slider = document.getElementById("turn-slider");
  const previous = document.getElementById("previous");
  const next = document.getElementById("next");
  const heading = document.getElementById("frame-heading");
  const lines = document.getElementById("frame-lines");
  const board = document.getElementById("board");
  const last = Number(root.dataset.last);
  let shown = Number(slider.value), asked = shown;

  function links(turn) {
    previous.href = "?turn=" + Math.max(turn - 1, 0);
    next.href = "?turn=" + Math.min(turn + 1, last);
    previous.setAttribute("aria-disabled", String(turn === 0));
    next.setAttribute("aria-disabled", String(turn === last));
  }
  async function show(turn) {
    turn = Math.min(Math.max(turn, 0), last);
    asked = turn;
    slider.value = String(turn);
    const response = await fetch(root.dataset.frames + turn + ".json?lang=" + root.dataset.lang,
                                 { cache: "no-store" });
    if (!response.ok || asked !== turn) return;
    const frame = await response.json();
    if (asked !== turn) return;
    shown = turn;
    heading.textContent = frame.heading;
    slider.setAttribute("aria-valuetext", frame.heading);
    lines.replaceChildren.apply(lines, frame.lines.map(function (line) {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    board.src = frame.board;
    board.alt = frame.alt;
    links(turn);
    history.replaceState(null, "", "?turn=" + turn);
  }
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  previous.addEventListener("click", function (event) { event.preventDefault(); show(shown - 1); });
  next.addEventListener("click", function (event) { event.preventDefault(); show(shown + 1); });
  document.addEventListener("keydown", function (event) {
    if (event.target === slider || event.target.closest(".viewport") || event.altKey || event.ctrlKey
        || event.metaKey) return;
    if (event.key === "ArrowLeft") { event.preventDefault(); show(shown - 1); }
    else if (event.key === "ArrowRight") { event.preventDefault(); show(shown + 1); }
    else if (event.key === "Home") { event.preventDefault(); show(0); }
    else if (event.key === "End") { event.preventDefault(); show(last); }
  });
  links(shown);
})();
