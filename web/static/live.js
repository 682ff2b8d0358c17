// A game page's live updates: an EventSource on the game's events (it reconnects by itself); at each new
// version the page's changing part is fetched and swapped in, and the board's image follows. The deadline
// counts down every second.
"use strict";
(function () {
  const root = document.getElementById("game");
  if (!root) return;
  const live = document.getElementById("live");
  const board = document.getElementById("board");
  let version = Number(root.dataset.version);

  function pad(n) { return String(n).padStart(2, "0"); }
  // The countdown runs on the server's time (the page says what it was when it was made), whatever the
  // device's clock says.
  let offset = 0;
  function synchronise() {
    const element = document.querySelector(".countdown");
    if (element && element.dataset.now) offset = Date.parse(element.dataset.now) - Date.now();
  }
  function tick() {
    document.querySelectorAll(".countdown").forEach(function (element) {
      const left = Math.floor((Date.parse(element.dataset.deadline) - (Date.now() + offset)) / 1000);
      if (left <= 0) { element.textContent = element.dataset.late; return; }
      const hours = Math.floor(left / 3600);
      const minutes = Math.floor(left % 3600 / 60), seconds = left % 60;
      const time = hours + ":" + pad(minutes) + ":" + pad(seconds);
      element.textContent = element.dataset.template.replace("{time}", time);
    });
  }
  synchronise();
  tick();
  setInterval(tick, 1000);

  async function refresh(wanted) {
    const response = await fetch(root.dataset.live, { headers: { "Accept": "text/html" }, cache: "no-store" });
    if (!response.ok) return;
    const html = await response.text();
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const data = holder.querySelector("[data-version]");
    if (!data || Number(data.dataset.version) < version) return;
    version = Number(data.dataset.version);
    root.dataset.version = String(version);
    live.replaceChildren.apply(live, Array.from(holder.childNodes));
    if (board && board.getAttribute("src") !== data.dataset.board) {
      board.src = data.dataset.board;
      board.alt = data.dataset.alt;
    }
    document.title = data.dataset.title;
    synchronise();
    tick();
  }

  if (window.EventSource) {
    const source = new EventSource(root.dataset.events + "?v=" + version);
    source.addEventListener("version", function (event) {
      const wanted = Number(event.data);
      if (wanted !== version) refresh(wanted);
    });
  }
})();
