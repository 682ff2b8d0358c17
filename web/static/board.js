// Zoom and pan of a board image: pinch and drag (pointer events), the wheel, the keyboard (+ - 0 and the
// arrows while the board has the focus) and the zoom buttons. Plain JavaScript, no library.
"use strict";
(function () {
  const MIN = 1, MAX = 6, STEP = 1.25, PAN = 40;
  function setup(section) {
    const viewport = section.querySelector(".viewport");
    const image = viewport && viewport.querySelector("img");
    if (!image) return;
    let scale = 1, x = 0, y = 0;
    const pointers = new Map();
    let pinch = null;

    function clamp() {
      const w = viewport.clientWidth, h = viewport.clientHeight;
      const iw = image.offsetWidth * scale, ih = image.offsetHeight * scale;
      x = Math.min(0, Math.max(w - iw, x));
      y = Math.min(0, Math.max(h - ih, y));
    }
    function apply() {
      clamp();
      image.style.transform = "translate(" + x + "px," + y + "px) scale(" + scale + ")";
      viewport.dataset.scale = scale.toFixed(3);
      viewport.dataset.x = Math.round(x);
      viewport.dataset.y = Math.round(y);
    }
    function zoomAt(factor, cx, cy) {
      const next = Math.min(MAX, Math.max(MIN, scale * factor));
      const ratio = next / scale;
      x = cx - (cx - x) * ratio;
      y = cy - (cy - y) * ratio;
      scale = next;
      apply();
    }
    function centre() { return [viewport.clientWidth / 2, viewport.clientHeight / 2]; }
    function reset() { scale = 1; x = 0; y = 0; apply(); }

    section.querySelectorAll("[data-zoom]").forEach(function (button) {
      button.addEventListener("click", function () {
        const [cx, cy] = centre();
        if (button.dataset.zoom === "in") zoomAt(STEP, cx, cy);
        else if (button.dataset.zoom === "out") zoomAt(1 / STEP, cx, cy);
        else reset();
      });
    });
    viewport.addEventListener("wheel", function (event) {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      zoomAt(event.deltaY < 0 ? STEP : 1 / STEP, event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    viewport.addEventListener("keydown", function (event) {
      const [cx, cy] = centre();
      const keys = {
        "+": function () { zoomAt(STEP, cx, cy); }, "=": function () { zoomAt(STEP, cx, cy); },
        "-": function () { zoomAt(1 / STEP, cx, cy); }, "_": function () { zoomAt(1 / STEP, cx, cy); },
        "0": reset,
        "ArrowLeft": function () { x += PAN; apply(); }, "ArrowRight": function () { x -= PAN; apply(); },
        "ArrowUp": function () { y += PAN; apply(); }, "ArrowDown": function () { y -= PAN; apply(); },
      };
      const action = keys[event.key];
      if (action && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        event.stopPropagation();
        action();
      }
    });
    viewport.addEventListener("pointerdown", function (event) {
      try { viewport.setPointerCapture(event.pointerId); } catch (error) { /* a pointer already gone */ }
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      viewport.classList.add("dragging");
      if (pointers.size === 2) {
        const [a, b] = Array.from(pointers.values());
        pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]), scale: scale };
      }
    });
    viewport.addEventListener("pointermove", function (event) {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const now = [event.clientX, event.clientY];
      pointers.set(event.pointerId, now);
      if (pointers.size === 2 && pinch) {
        const [a, b] = Array.from(pointers.values());
        const box = viewport.getBoundingClientRect();
        const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
        const factor = (pinch.scale * distance / pinch.distance) / scale;
        zoomAt(factor, (a[0] + b[0]) / 2 - box.left, (a[1] + b[1]) / 2 - box.top);
      } else if (pointers.size === 1) {
        x += now[0] - last[0];
        y += now[1] - last[1];
        apply();
      }
    });
    function release(event) {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) viewport.classList.remove("dragging");
    }
    viewport.addEventListener("pointerup", release);
    viewport.addEventListener("pointercancel", release);
    image.addEventListener("load", apply);
    window.addEventListener("resize", apply);
    apply();
  }
  document.querySelectorAll("section.board").forEach(setup);
})();
