// The digest page: select a fact (click, Enter, j/k or arrows) to mark its span(s) in the transcript,
// scroll there and seek the audio to the fact's time. Offsets in data-* are UTF-16 units (JS string indexes).
(() => {
  "use strict";
  const transcript = document.getElementById("transcript");
  const audio = document.getElementById("audio");
  const head = document.querySelector(".head");
  const toggle = document.getElementById("show-rejected");
  const rejected = document.getElementById("rejected");
  const said = Array.from(transcript.querySelectorAll(".said"));
  const starts = said.map((el) => Number(el.dataset.start));
  const ends = said.map((el) => Number(el.dataset.end));
  let selected = null;

  const setHeadHeight = () => document.documentElement.style.setProperty("--head-h", `${head.offsetHeight}px`);
  setHeadHeight();
  window.addEventListener("resize", setHeadHeight);

  const parseSpans = (value) =>
    (value || "").split(",").filter(Boolean).map((pair) => pair.split("-").map(Number));

  // The first turn whose text ends after `offset` (turns are in source order and do not overlap).
  const firstEndingAfter = (offset) => {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const clearMarks = () => {
    for (const mark of transcript.querySelectorAll("mark.hl")) {
      const parent = mark.parentNode;
      parent.replaceChild(document.createTextNode(mark.textContent), mark);
      parent.normalize();
    }
  };

  // Wrap [start, end) of the transcript in <mark class="hl">, across turns; returns the marks in order.
  const highlight = (spans) => {
    clearMarks();
    const local = new Map(); // turn index -> [[from, to], ...] within that turn's text
    for (const [start, end] of spans) {
      for (let i = firstEndingAfter(start); i < said.length && starts[i] < end; i++) {
        const from = Math.max(start, starts[i]) - starts[i];
        const to = Math.min(end, ends[i]) - starts[i];
        if (to > from) (local.get(i) || local.set(i, []).get(i)).push([from, to]);
      }
    }
    const marks = [];
    for (const [i, pieces] of [...local.entries()].sort((a, b) => a[0] - b[0])) {
      pieces.sort((a, b) => a[0] - b[0]);
      const merged = [];
      for (const piece of pieces) {
        const last = merged[merged.length - 1];
        if (last && piece[0] <= last[1]) last[1] = Math.max(last[1], piece[1]);
        else merged.push([...piece]);
      }
      const inTurn = [];
      // From the end backwards, so the earlier text stays in the first text node.
      for (const [from, to] of merged.reverse()) {
        const range = document.createRange();
        range.setStart(said[i].firstChild, from);
        range.setEnd(said[i].firstChild, to);
        const mark = document.createElement("mark");
        mark.className = "hl";
        range.surroundContents(mark);
        inTurn.unshift(mark);
      }
      marks.push(...inTurn);
    }
    return marks;
  };

  const select = (item, { scroll = true } = {}) => {
    if (selected) selected.setAttribute("aria-pressed", "false");
    selected = item;
    item.setAttribute("aria-pressed", "true");
    const marks = highlight(parseSpans(item.dataset.spans));
    if (scroll && marks.length) marks[0].scrollIntoView({ block: "center" });
    if (audio && item.dataset.t) audio.currentTime = Number(item.dataset.t);
    history.replaceState(null, "", `#${item.id}`);
  };

  const visibleItems = () =>
    Array.from(document.querySelectorAll("button.item")).filter((item) => item.offsetParent !== null);

  const move = (step) => {
    const items = visibleItems();
    if (!items.length) return;
    const at = items.indexOf(document.activeElement);
    const from = at >= 0 ? at : items.indexOf(selected);
    const next = items[Math.min(items.length - 1, Math.max(0, from < 0 ? 0 : from + step))];
    next.focus();
    select(next);
  };

  document.addEventListener("click", (event) => {
    const item = event.target.closest("button.item");
    if (item) {
      select(item);
      return;
    }
    const turn = event.target.closest(".turn[data-t]");
    if (turn && audio && !window.getSelection().toString()) audio.currentTime = Number(turn.dataset.t);
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, textarea, select, audio")) return;
    const inList = Boolean(event.target.closest(".side"));
    if (event.key === "j" || (inList && event.key === "ArrowDown")) move(1);
    else if (event.key === "k" || (inList && event.key === "ArrowUp")) move(-1);
    else if (event.key === "Escape") {
      clearMarks();
      if (selected) selected.setAttribute("aria-pressed", "false");
      selected = null;
    } else return;
    event.preventDefault();
  });

  toggle.addEventListener("change", () => {
    rejected.hidden = !toggle.checked;
  });

  const linked = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (linked && linked.matches("button.item")) {
    if (linked.classList.contains("rejection")) {
      toggle.checked = true;
      rejected.hidden = false;
    }
    select(linked);
  }
})();
