// kiyaku report page: draws one board per rule text from the JSON island, highlights where
// they disagree, shows each verdict with its articles and proof line, and steps through that
// line on the board. With #selftest in the URL it checks itself and writes PASS or FAIL into
// the page (tests/reports/browser_test.sh reads it with chromium --dump-dom).
(function () {
  "use strict";

  // --- errors are collected first, so the self-test can report them ------------------------
  const errors = [];
  window.addEventListener("error", (e) => errors.push("error: " + e.message));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { errors.push("console.error: " + args.join(" ")); consoleError(...args); };

  const SVG = "http://www.w3.org/2000/svg";
  const data = JSON.parse(document.getElementById("kiyaku-data").textContent);
  const report = data.report;
  const pos = report.position;
  const outcomes = report.outcomes;
  const diff = report.diff;
  const W = pos.size.width, H = pos.size.height;

  // --- geometry -----------------------------------------------------------------------------
  const key = (x, y) => x + "," + y;
  function parseVertex(v) {
    const letter = v.charCodeAt(0);
    const x = letter - 65 - (letter > 73 ? 1 : 0);  // no I
    return { x: x, y: H - parseInt(v.slice(1), 10) };
  }
  const vkey = (v) => { const p = parseVertex(v); return key(p.x, p.y); };
  const columnLetter = (x) => String.fromCharCode(65 + x + (x >= 8 ? 1 : 0));
  const vertexName = (x, y) => columnLetter(x) + (H - y);

  // The area drawn: a rule-book fragment on its own, else the whole board.
  const area = (function () {
    if (!pos.fragment) return { x0: 0, y0: 0, cols: W, rows: H, open: [] };
    const tl = parseVertex(pos.fragment.top_left);
    return { x0: tl.x, y0: tl.y, cols: pos.fragment.cols, rows: pos.fragment.rows, open: pos.fragment.open || [] };
  })();
  const inArea = (x, y) => x >= area.x0 && y >= area.y0 && x < area.x0 + area.cols && y < area.y0 + area.rows;
  const M = 1.15;  // margin around the grid, in cell units, for the coordinates
  const sx = (x) => x - area.x0 + M, sy = (y) => y - area.y0 + M;

  // --- the position -------------------------------------------------------------------------
  const initial = new Map();
  for (const color of ["black", "white"])
    for (const v of (pos.stones && pos.stones[color]) || []) { const p = parseVertex(v); initial.set(key(p.x, p.y), color); }
  const frame = new Set((pos.frame || []).map(vkey));
  const labels = new Map((pos.labels || []).map((l) => [vkey(l.vertex), l.text]));

  // Per rule text: its string and point verdicts by point.
  const verdicts = outcomes.map((o) => {
    const strings = new Map(), points = new Map();
    for (const s of o.strings) for (const v of s.stones) strings.set(vkey(v), s);
    for (const p of o.points) points.set(vkey(p.vertex), p);
    return { strings: strings, points: points };
  });
  // Per rule text: the finish of a game record by point, the dame and 手入れ played after the stop
  // (outcome.normalisation.sequence), which are not moves of the game but what its count rests on.
  const finishes = outcomes.map((o) => new Map(((o.normalisation || {}).sequence || []).map((m) => [vkey(m.move), m])));
  const finishWords = { fill: "a dame filled", teire: "a 手入れ", endgame: "an open boundary's endgame" };
  // Where the record's source departs from a text (outcome.divergences): that text's verdicts with
  // the source's put in at the points where the two part, for the board's view switch.
  function sourceVerdicts(i) {
    const strings = new Map(verdicts[i].strings), points = new Map(verdicts[i].points);
    for (const d of outcomes[i].divergences || [])
      for (const p of d.points) {
        if (p.source === null) continue;
        const k = vkey(p.vertex);
        const why = "the source's verdict (" + d.source + "), not the text's";
        if (initial.has(k)) strings.set(k, Object.assign({}, strings.get(k) || {}, { status: p.source, articles: [], reason: why }));
        else points.set(k, { vertex: p.vertex, class: p.source, articles: [] });
      }
    return { strings: strings, points: points };
  }

  // The strings of the board (diff order) and where the rule texts disagree.
  const stringAt = new Map();
  diff.strings.forEach((s, i) => s.stones.forEach((v) => stringAt.set(vkey(v), i)));
  const disputed = new Map();
  diff.regions.forEach((r, i) => r.points.forEach((v) => disputed.set(vkey(v), i)));
  const pointDiff = new Map(diff.points.map((p) => [vkey(p.vertex), p]));

  // --- words --------------------------------------------------------------------------------
  const STATUS_WORDS = {
    alive: "alive", dead: "dead", seki: "alive, but neither side gets territory here",
    undecided: "kiyaku's search ran out of budget: no verdict",
  };
  const CLASS_WORDS = {
    black_territory: "Black's territory", white_territory: "White's territory",
    dame: "dame (a neutral point, nobody's)", eye: "an eye of seki stones: nobody's territory",
    stone: "a stone on the board (not counted)",
  };
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  const ruleTitle = (i) => outcomes[i].title;
  function articleText(rulesetId, id) {
    const text = data.texts[rulesetId] && data.texts[rulesetId].articles[id];
    const name = /^[0-9]/.test(id) ? "Art. " + id : id;
    return { name: name, text: text || "" };
  }

  // --- small DOM helpers --------------------------------------------------------------------
  function svg(tag, attrs, parent) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function html(tag, attrs, parent, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  // --- drawing ------------------------------------------------------------------------------
  const boards = [];  // per rule text: {svg, layers, caption}

  function drawGrid(g) {
    const x1 = area.x0, x2 = area.x0 + area.cols - 1, y1 = area.y0, y2 = area.y0 + area.rows - 1;
    const ext = (side) => (area.open.includes(side) ? 0.5 : 0);
    for (let x = x1; x <= x2; ++x) {
      const edge = (x === 0 && !area.open.includes("left")) || (x === W - 1 && !area.open.includes("right"));
      svg("line", { x1: sx(x), y1: sy(y1) - ext("top"), x2: sx(x), y2: sy(y2) + ext("bottom"), class: edge ? "edge" : "" }, g);
    }
    for (let y = y1; y <= y2; ++y) {
      const edge = (y === 0 && !area.open.includes("top")) || (y === H - 1 && !area.open.includes("bottom"));
      svg("line", { x1: sx(x1) - ext("left"), y1: sy(y), x2: sx(x2) + ext("right"), y2: sy(y), class: edge ? "edge" : "" }, g);
    }
    for (const [x, y] of starPoints()) if (inArea(x, y)) svg("circle", { cx: sx(x), cy: sy(y), r: 0.09, class: "hoshi" }, g);
  }

  function starPoints() {
    if (W !== H || (W !== 19 && W !== 13 && W !== 9)) return [];
    const d = W === 9 ? 2 : 3, c = (W - 1) / 2, far = W - 1 - d;
    const lines = W === 19 ? [d, c, far] : [d, far];
    const out = [];
    for (const x of lines) for (const y of lines) out.push([x, y]);
    if (W !== 19) out.push([c, c]);
    return out;
  }

  function drawCoordinates(g) {
    for (let x = area.x0; x < area.x0 + area.cols; ++x) {
      svg("text", { x: sx(x), y: M * 0.42, class: "coord" }, g).textContent = columnLetter(x);
      svg("text", { x: sx(x), y: sy(area.y0 + area.rows - 1) + M * 0.62, class: "coord" }, g).textContent = columnLetter(x);
    }
    for (let y = area.y0; y < area.y0 + area.rows; ++y) {
      svg("text", { x: M * 0.4, y: sy(y), class: "coord" }, g).textContent = String(H - y);
      svg("text", { x: sx(area.x0 + area.cols - 1) + M * 0.62, y: sy(y), class: "coord" }, g).textContent = String(H - y);
    }
  }

  // The marks take the centre of a point in SVG units (sx(x), sy(y)).
  function drawStone(g, cx, cy, color, cls) {
    return svg("circle", { cx: cx, cy: cy, r: 0.47, class: "stone " + color + (cls ? " " + cls : "") }, g);
  }

  function drawTerritory(g, cx, cy, owner, size) {
    const h = (size || 0.34) / 2;
    svg("rect", { x: cx - h, y: cy - h, width: 2 * h, height: 2 * h, class: "terr " + owner }, g);
  }

  function drawPointMark(g, cx, cy, cls) {
    if (cls === "black_territory") drawTerritory(g, cx, cy, "black");
    else if (cls === "white_territory") drawTerritory(g, cx, cy, "white");
    else if (cls === "dame") svg("rect", { x: cx - 0.09, y: cy - 0.09, width: 0.18, height: 0.18, class: "dame",
                                           transform: "rotate(45 " + cx + " " + cy + ")" }, g);
    else if (cls === "eye") svg("circle", { cx: cx, cy: cy, r: 0.16, class: "eye" }, g);
  }

  // A stone of the finish: smaller and faded, since the record does not play it.
  function drawFinishStone(g, cx, cy, m) {
    const c = svg("circle", { cx: cx, cy: cy, r: 0.3, class: "finish-stone " + m.color }, g);
    if (m.kind) svg("title", {}, c).textContent = cap(m.color) + " " + m.move + ": " + finishWords[m.kind] +
      " after the stop (kiyaku's finish, not a move of the game)";
    return c;
  }

  function drawStatusMark(g, cx, cy, color, status) {
    const d = 0.27;
    if (status === "dead") {
      svg("line", { x1: cx - d, y1: cy - d, x2: cx + d, y2: cy + d, class: "mark-dead" }, g);
      svg("line", { x1: cx - d, y1: cy + d, x2: cx + d, y2: cy - d, class: "mark-dead" }, g);
    } else if (status === "seki" || status === "undecided") {
      svg("text", { x: cx, y: cy, class: "mark-text on-" + color }, g).textContent = status === "seki" ? "S" : "?";
    }
  }

  function drawBoard(i, parent) {
    const card = html("figure", { class: "board-card", "data-ruleset": outcomes[i].ruleset }, parent);
    const cap = html("figcaption", {}, card);
    html("span", { class: "name" }, cap, ruleTitle(i));
    html("span", { class: "result" }, cap, diff.summaries[i] ? diff.summaries[i].result : "");
    const w = area.cols - 1 + 2 * M, h = area.rows - 1 + 2 * M;
    const root = svg("svg", { class: "board", viewBox: "0 0 " + w + " " + h, role: "img",
                              "aria-label": ruleTitle(i) + ": the position with this rule text's verdicts" }, card);
    const layer = (name) => svg("g", { class: name }, root);
    svg("rect", { x: 0, y: 0, width: w, height: h, rx: 0.25, class: "wood" }, root);
    const L = { grid: layer("grid"), coords: layer("coords"), dispute: layer("dispute-layer"), hits: layer("hits"),
                marksUnder: layer("verdict-layer"), stones: layer("stones"), marks: layer("verdict-layer"),
                labels: layer("labels"), step: layer("step-layer"), select: layer("select-layer") };
    drawGrid(L.grid);
    drawCoordinates(L.coords);
    const step = html("div", { class: "step-caption", "aria-live": "polite" }, card);
    const b = { index: i, svg: root, layers: L, caption: step, shown: null };
    boards.push(b);
    drawVerdicts(b);
    if ((outcomes[i].divergences || []).length) addViewSwitch(b, cap);
    return b;
  }

  // Two buttons under the caption of a text the record's source departs from: the text's verdict
  // (kiyaku's) or the source's.
  function addViewSwitch(b, parent) {
    const group = html("div", { class: "view-switch", role: "group", "aria-label": "whose verdict the board shows" }, parent);
    const views = [["the text's verdict", null], ["the source's verdict", sourceVerdicts(b.index)]];
    const buttons = views.map(([label, shown]) => {
      const button = html("button", { type: "button", "aria-pressed": shown === null ? "true" : "false" }, group, label);
      button.addEventListener("click", () => {
        b.shown = shown;
        buttons.forEach((x) => x.setAttribute("aria-pressed", x === button ? "true" : "false"));
        for (const name of ["dispute", "hits", "marksUnder", "stones", "marks", "labels"])
          while (b.layers[name].firstChild) b.layers[name].removeChild(b.layers[name].firstChild);
        drawVerdicts(b);
      });
      return button;
    });
  }

  // The board as the rule text sees it: stones, status marks, territory, dame and the disputes.
  function drawVerdicts(b) {
    const L = b.layers, v = b.shown || verdicts[b.index];
    for (let y = area.y0; y < area.y0 + area.rows; ++y)
      for (let x = area.x0; x < area.x0 + area.cols; ++x) {
        const k = key(x, y);
        if (disputed.has(k))
          svg("rect", { x: sx(x) - 0.48, y: sy(y) - 0.48, width: 0.96, height: 0.96, rx: 0.12, class: "disputed" }, L.dispute);
        const color = initial.get(k);
        const p = v.points.get(k);
        if (!color) {
          const hit = svg("rect", { x: sx(x) - 0.5, y: sy(y) - 0.5, width: 1, height: 1, class: "hit", "data-point": k }, L.hits);
          hit.addEventListener("click", () => selectPoint(k));
          if (p) drawPointMark(L.marksUnder, sx(x), sy(y), p.class);
          if (finishes[b.index].has(k)) drawFinishStone(L.marks, sx(x), sy(y), finishes[b.index].get(k));
          if (labels.has(k)) svg("text", { x: sx(x) + 0.27, y: sy(y) - 0.27, class: "label" }, L.labels).textContent = labels.get(k);
          continue;
        }
        const s = v.strings.get(k);
        const status = s ? s.status : "undecided";
        const si = stringAt.get(k);
        let g = L.stones.querySelector('g.string[data-string="' + si + '"]');
        if (!g) {
          g = svg("g", { class: "string", "data-string": si, tabindex: 0, role: "button",
                         "aria-label": color + " string at " + diff.strings[si].stones.join(" ") + ": " + status }, L.stones);
          // Hovering shows this text's verdict as a tooltip; clicking shows every text's, with the proof.
          svg("title", {}, g).textContent = cap(color) + " " + diff.strings[si].stones.join(" ") + ": " + status +
            (s && s.articles.length ? " (" + s.articles.map((a) => articleText(outcomes[b.index].ruleset, a).name).join(", ") + ")" : "") +
            (s && s.reason ? ". " + s.reason : "");
          g.addEventListener("click", () => selectString(si));
          g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); selectString(si); } });
          g.addEventListener("mouseenter", () => hoverString(si, true));
          g.addEventListener("mouseleave", () => hoverString(si, false));
        }
        drawStone(g, sx(x), sy(y), color, (frame.has(k) ? "frame-stone" : "") + (status === "dead" ? " dead-stone" : ""));
        drawStatusMark(L.marks, sx(x), sy(y), color, status);
        if (p && (p.class === "black_territory" || p.class === "white_territory"))  // a dead stone its taker counts
          drawTerritory(L.marks, sx(x), sy(y), p.class === "black_territory" ? "black" : "white", 0.26);
        if (disputed.has(k)) svg("circle", { cx: sx(x), cy: sy(y), r: 0.5, class: "dispute-ring" }, L.marks);
      }
  }

  // --- selection and hover ------------------------------------------------------------------
  let selection = null;  // {kind: "string", index} or {kind: "point", key}

  function ringsFor(layer, keys, cls, r) {
    for (const k of keys) {
      const [x, y] = k.split(",").map(Number);
      if (inArea(x, y)) svg("circle", { cx: sx(x), cy: sy(y), r: r, class: cls }, layer);
    }
  }

  function hoverString(si, on) {
    for (const b of boards) {
      b.svg.querySelectorAll(".hover-ring").forEach((e) => e.remove());
      if (on) ringsFor(b.layers.select, diff.strings[si].stones.map(vkey), "hover-ring", 0.56);
    }
  }

  function clearSelection() {
    for (const b of boards) b.layers.select.replaceChildren();
    stopStepping();
  }

  function selectString(si) {
    clearSelection();
    selection = { kind: "string", index: si };
    const keys = diff.strings[si].stones.map(vkey);
    for (const b of boards) ringsFor(b.layers.select, keys, "select-ring", 0.55);
    showStringDetails(si);
  }

  function selectPoint(k) {
    clearSelection();
    selection = { kind: "point", key: k };
    const [x, y] = k.split(",").map(Number);
    for (const b of boards)
      svg("rect", { x: sx(x) - 0.45, y: sy(y) - 0.45, width: 0.9, height: 0.9, rx: 0.1, class: "select-point" }, b.layers.select);
    showPointDetails(k);
  }

  // --- the details panel --------------------------------------------------------------------
  const details = document.getElementById("details");

  function articlesCell(td, rulesetId, ids) {
    if (!ids || ids.length === 0) { html("span", { class: "muted" }, td, "no article cited"); return; }
    for (const id of ids) {
      const a = articleText(rulesetId, id);
      const line = html("span", { class: "article" }, td);
      html("b", {}, line, a.name);
      if (a.text) line.appendChild(document.createTextNode(": " + a.text));
    }
  }

  function agreementLine(parent, agreement, what) {
    const words = { same: "Every rule text gives the same verdict on " + what + ".",
                    differ: "The rule texts disagree on " + what + ".",
                    open: "The rule texts that decided agree on " + what + "; some could not decide." };
    const p = html("p", {}, parent);
    html("span", { class: "badge " + (agreement === "differ" ? "differ" : "same") }, p, agreement === "differ" ? "disagreement" : "agreement");
    p.appendChild(document.createTextNode(" " + words[agreement]));
  }

  function showStringDetails(si) {
    const s = diff.strings[si];
    details.replaceChildren();
    const n = s.stones.length;
    html("h3", {}, details, cap(s.color) + (n === 1 ? " stone " : " string of " + n + " stones: ") + s.stones.join(" "));
    agreementLine(details, s.agreement, "this string");
    const table = html("table", { class: "string-verdicts" }, details);
    const head = html("tr", {}, html("thead", {}, table));
    for (const t of ["Rule text", "Status", "Why (articles)", "Proof line (step through it on the board)"]) html("th", {}, head, t);
    const body = html("tbody", {}, table);
    outcomes.forEach((o, i) => {
      const v = verdicts[i].strings.get(vkey(s.stones[0]));
      const tr = html("tr", { "data-ruleset": o.ruleset }, body);
      html("td", {}, tr, o.title);
      const status = v ? v.status : "undecided";
      const statusCell = html("td", {}, tr);
      html("span", { class: "badge " + status }, statusCell, status);
      if (status === "seki" || status === "undecided") html("span", { class: "reason" }, statusCell, STATUS_WORDS[status]);
      const why = html("td", {}, tr);
      articlesCell(why, o.ruleset, v ? v.articles : []);
      if (v && v.reason) html("span", { class: "reason" }, why, v.reason);
      witnessCell(html("td", {}, tr), i, v);
    });
  }

  function showPointDetails(k) {
    const [x, y] = k.split(",").map(Number);
    details.replaceChildren();
    const label = labels.has(k) ? " (labelled " + labels.get(k) + " in the diagram)" : "";
    html("h3", {}, details, "Point " + vertexName(x, y) + label);
    const pd = pointDiff.get(k);
    agreementLine(details, pd ? pd.agreement : "same", "this point");
    const table = html("table", { class: "point-verdicts" }, details);
    const head = html("tr", {}, html("thead", {}, table));
    for (const t of ["Rule text", "This point is", "Why (articles)"]) html("th", {}, head, t);
    const body = html("tbody", {}, table);
    outcomes.forEach((o, i) => {
      const p = verdicts[i].points.get(k);
      const tr = html("tr", { "data-ruleset": o.ruleset }, body);
      html("td", {}, tr, o.title);
      html("td", {}, tr, p ? cap(CLASS_WORDS[p.class] || p.class) : "not judged (outside what the diagram settles)");
      articlesCell(html("td", {}, tr), o.ruleset, p ? p.articles : []);
    });
  }

  // --- the proof line, stepped on the board -------------------------------------------------
  function moveText(m) {
    const who = cap(m.color);
    if (m.move === "pass") return who + " passes";
    if (m.move === "ko_pass") return who + " passes for the ko at " + m.ko;
    return who + " plays " + m.move;
  }

  function witnessCell(td, i, v) {
    if (!v || !v.witness || v.witness.length === 0) {
      html("span", { class: "muted" }, td, v && v.status === "undecided" ? "none: undecided" : "no play needed");
      return;
    }
    const box = html("div", { class: "witness", "data-ruleset": outcomes[i].ruleset }, td);
    const prev = html("button", { type: "button", class: "prev", title: "previous move" }, box, "◀");
    const next = html("button", { type: "button", class: "next", title: "next move" }, box, "▶");
    v.witness.forEach((m, n) => {
      const b = html("button", { type: "button", class: "move", "data-step": n + 1 }, box,
                     (n + 1) + ". " + m.color.charAt(0).toUpperCase() + " " + (m.move === "ko_pass" ? "ko-pass" : m.move));
      b.addEventListener("click", () => showStep(i, v, n + 1));
    });
    if (v.witness_ends_in_cycle) html("span", { class: "muted small" }, box, "… and round again forever");
    if (v.witness_ends_settled) html("span", { class: "muted small" }, box, "then pass-alive analysis settles it");
    if (v.witness_cut_short) html("span", { class: "muted small" }, box, "… cut short: the line's budget ran out");
    const reset = html("button", { type: "button", class: "reset", title: "back to the verdicts" }, box, "reset");
    prev.addEventListener("click", () => showStep(i, v, Math.max(0, currentStep(i, v) - 1)));
    next.addEventListener("click", () => showStep(i, v, Math.min(v.witness.length, currentStep(i, v) + 1)));
    reset.addEventListener("click", () => showStep(i, v, 0));
  }

  const stepping = new Map();  // board index -> {verdict, step}
  function currentStep(i, v) { const s = stepping.get(i); return s && s.verdict === v ? s.step : 0; }

  function stopStepping() {
    for (const b of boards) { b.svg.classList.remove("stepping"); b.layers.step.replaceChildren(); b.caption.textContent = ""; }
    stepping.clear();
  }

  // Plays the first n moves of the line on a copy of the position (captures included).
  function playLine(line, n) {
    const stones = new Map(initial), numbers = new Map();
    let captured = 0, last = null;
    for (let k = 0; k < n; ++k) {
      const m = line[k];
      if (m.move === "pass" || m.move === "ko_pass") { last = null; continue; }
      const p = parseVertex(m.move), pk = key(p.x, p.y);
      stones.set(pk, m.color);
      numbers.set(pk, k + 1);
      last = pk;
      const other = m.color === "black" ? "white" : "black";
      for (const nk of neighbours(p.x, p.y))
        if (stones.get(nk) === other && libertiesOf(stones, nk) === 0) captured += removeChain(stones, numbers, nk);
      if (libertiesOf(stones, pk) === 0) removeChain(stones, numbers, pk);
    }
    return { stones: stones, numbers: numbers, last: last, captured: captured };
  }
  function neighbours(x, y) {
    const out = [];
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx, ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < W && ny < H) out.push(key(nx, ny));
    }
    return out;
  }
  function chainOf(stones, k) {
    const color = stones.get(k), seen = new Set([k]), todo = [k];
    while (todo.length) {
      const [x, y] = todo.pop().split(",").map(Number);
      for (const n of neighbours(x, y)) if (!seen.has(n) && stones.get(n) === color) { seen.add(n); todo.push(n); }
    }
    return seen;
  }
  function libertiesOf(stones, k) {
    const libs = new Set();
    for (const c of chainOf(stones, k)) {
      const [x, y] = c.split(",").map(Number);
      for (const n of neighbours(x, y)) if (!stones.has(n)) libs.add(n);
    }
    return libs.size;
  }
  function removeChain(stones, numbers, k) {
    const chain = chainOf(stones, k);
    for (const c of chain) { stones.delete(c); numbers.delete(c); }
    return chain.size;
  }

  function showStep(i, v, n) {
    const b = boards[i];
    b.layers.step.replaceChildren();
    if (n === 0) {
      b.svg.classList.remove("stepping");
      stepping.delete(i);
      b.caption.textContent = "";
    } else {
      stepping.set(i, { verdict: v, step: n });
      b.svg.classList.add("stepping");
      const state = playLine(v.witness, n);
      drawStepBoard(b, state);
      b.caption.textContent = "Proof line, move " + n + " of " + v.witness.length + ": " + moveText(v.witness[n - 1]) +
        (v.witness_ends_in_cycle && n === v.witness.length ? " (then the line repeats)" : "");
    }
    document.querySelectorAll('.witness[data-ruleset="' + outcomes[i].ruleset + '"] button.move').forEach((e) =>
      e.classList.toggle("current", Number(e.dataset.step) === n));
  }

  // While stepping, the stones layer is hidden behind a drawn copy of the stepped position.
  function drawStepBoard(b, state) {
    const g = b.layers.step;
    for (let y = area.y0; y < area.y0 + area.rows; ++y)
      for (let x = area.x0; x < area.x0 + area.cols; ++x) {
        const k = key(x, y), color = state.stones.get(k), was = initial.get(k);
        if (!color && was) {  // taken during the line: show the empty point over the original stone
          svg("circle", { cx: sx(x), cy: sy(y), r: 0.49, fill: "var(--wood)" }, g);
          svg("line", { x1: sx(x) - 0.49, y1: sy(y), x2: sx(x) + 0.49, y2: sy(y), stroke: "var(--wood-line)", "stroke-width": 0.04 }, g);
          svg("line", { x1: sx(x), y1: sy(y) - 0.49, x2: sx(x), y2: sy(y) + 0.49, stroke: "var(--wood-line)", "stroke-width": 0.04 }, g);
          continue;
        }
        if (!color || (color === was && !state.numbers.has(k))) continue;
        drawStone(g, sx(x), sy(y), color, "");
        if (state.numbers.has(k))
          svg("text", { x: sx(x), y: sy(y), class: "move-number mark-text on-" + color }, g).textContent = String(state.numbers.get(k));
      }
    if (state.last) { const [x, y] = state.last.split(",").map(Number); svg("circle", { cx: sx(x), cy: sy(y), r: 0.55, class: "last-move" }, g); }
  }

  // --- legend -------------------------------------------------------------------------------
  function drawLegend(parent) {
    const ul = html("ul", { class: "legend" }, parent);
    const item = (text, draw) => {
      const li = html("li", {}, ul);
      const s = svg("svg", { viewBox: "0 0 1 1", class: "board" }, li);
      svg("rect", { x: 0, y: 0, width: 1, height: 1, class: "wood" }, s);
      draw(s);
      li.appendChild(document.createTextNode(text));
    };
    const c = 0.5;
    item("where the rule texts disagree", (s) => svg("rect", { x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.12, class: "disputed" }, s));
    item("dead stone", (s) => { drawStone(s, c, c, "black", "dead-stone"); drawStatusMark(s, c, c, "black", "dead"); });
    item("seki", (s) => { drawStone(s, c, c, "white", ""); drawStatusMark(s, c, c, "white", "seki"); });
    item("undecided", (s) => { drawStone(s, c, c, "black", ""); drawStatusMark(s, c, c, "black", "undecided"); });
    item("Black's / White's territory", (s) => { drawTerritory(s, 0.27, c, "black"); drawTerritory(s, 0.73, c, "white"); });
    item("dame (nobody's point)", (s) => drawPointMark(s, c, c, "dame"));
    item("eye of seki stones (not territory)", (s) => drawPointMark(s, c, c, "eye"));
    if (frame.size > 0) item("faded: settled by the board outside the diagram", (s) => drawStone(s, c, c, "white", "frame-stone"));
    if (finishes.some((f) => f.size > 0))
      item("small: a dame or 手入れ kiyaku played after the stop (not a move of the game)",
           (s) => drawFinishStone(s, c, c, { color: "black", move: "", kind: "" }));
  }

  // --- the self-test (#selftest) ------------------------------------------------------------
  function selfTest() {
    const problems = [];
    const drawn = document.querySelectorAll("svg.board[role=img]");
    if (drawn.length !== outcomes.length) problems.push("boards drawn: " + drawn.length + ", rule texts: " + outcomes.length);
    let stonesInArea = 0;
    initial.forEach((c, k) => { const [x, y] = k.split(",").map(Number); if (inArea(x, y)) ++stonesInArea; });
    drawn.forEach((s, i) => {
      const n = s.querySelectorAll(".stones circle.stone").length;
      if (n !== stonesInArea) problems.push("board " + i + " shows " + n + " stones, expected " + stonesInArea);
    });
    // Click a string (one the rule texts disagree on, if any) and check that every rule text's
    // article for it is shown.
    const target = diff.strings.findIndex((s) => s.agreement === "differ" && s.stones.some((v) => { const p = parseVertex(v); return inArea(p.x, p.y); }));
    const si = target >= 0 ? target : diff.strings.findIndex((s) => s.stones.some((v) => { const p = parseVertex(v); return inArea(p.x, p.y); }));
    let clicked = "none";
    if (si >= 0) {
      const g = drawn[0] && drawn[0].querySelector('g.string[data-string="' + si + '"]');
      if (!g) problems.push("string " + si + " is not drawn");
      else {
        g.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        clicked = diff.strings[si].stones.join(" ");
        const text = details.textContent;
        outcomes.forEach((o, i) => {
          const v = verdicts[i].strings.get(vkey(diff.strings[si].stones[0]));
          if (!text.includes(o.title)) problems.push("details lack " + o.ruleset);
          for (const a of (v && v.articles) || []) if (!text.includes(articleText(o.ruleset, a).name)) problems.push("details lack article " + a + " of " + o.ruleset);
        });
        const next = details.querySelector(".witness button.next");
        if (next) {
          next.click();
          if (!boards.some((b) => b.svg.classList.contains("stepping") && b.caption.textContent.startsWith("Proof line, move 1")))
            problems.push("stepping the proof line did not change the board");
        }
      }
    }
    // A text the source departs from: its board shows the source's verdict at a click, and the
    // text's again at the other.
    const sw = document.querySelector(".view-switch");
    if (sw) {
      const board = sw.closest("figure").querySelector("svg.board");
      const marks = () => board.querySelectorAll(".verdict-layer *").length + "/" + board.querySelectorAll(".dead-stone").length;
      const before = marks();
      sw.querySelectorAll("button")[1].click();
      const source = marks();
      sw.querySelectorAll("button")[0].click();
      if (source === before) problems.push("the view switch did not change the board");
      if (marks() !== before) problems.push("the view switch did not bring the text's verdict back");
    }
    problems.push(...errors);
    const out = document.getElementById("selftest-result") || html("pre", { id: "selftest-result" }, document.body);
    out.textContent = (problems.length ? "SELFTEST FAIL\n" + problems.join("\n") : "SELFTEST PASS") +
      "\nboards: " + drawn.length + "\nclicked: " + clicked;
  }

  // --- start ----------------------------------------------------------------------------------
  const container = document.getElementById("boards");
  if (area.cols > 9 || area.rows > 9) container.classList.add("whole");
  outcomes.forEach((o, i) => drawBoard(i, container));
  drawLegend(document.getElementById("legend"));
  if (location.hash === "#selftest") selfTest();
})();
