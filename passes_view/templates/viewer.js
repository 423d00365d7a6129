"use strict";
// cute-ir passes viewer: renders what the Python side prepared. Pass bodies, diffs and source files
// are gzip blocks decoded (DecompressionStream) only when first shown, then kept.
(() => {
  const INDEX = JSON.parse(document.getElementById("index").textContent);
  const $ = (sel) => document.querySelector(sel);
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const CONTEXT = 3;

  // ---- payloads -------------------------------------------------------------------------
  const cache = new Map();
  function payload(id) {
    if (!cache.has(id)) {
      const b64 = document.getElementById("payload-" + id).textContent;
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      cache.set(id, new Response(stream).text().then(JSON.parse));
    }
    return cache.get(id);
  }

  // ---- syntax highlighting: one regex alternation per language, applied line by line ----------
  const NUM = String.raw`-?\b(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\b`;
  const STR = String.raw`"(?:[^"\\]|\\.)*"`;
  const LANGS = {
    mlir: [
      ["comment", String.raw`//.*`], ["string", STR], ["ssa", String.raw`%[\w$.#-]+(?::\d+)?`],
      ["block", String.raw`\^[\w$.-]+`], ["symbol", String.raw`@[\w$.-]+|@"(?:[^"\\]|\\.)*"`],
      ["type", String.raw`![\w$.-]+|\b(?:[su]?i\d+|f16|bf16|f32|f64|f8\w*|tf32|index|none|vector|memref|tensor|ptr)\b`],
      ["attr", String.raw`#[\w$.-]+`], ["op", String.raw`\b[a-z_][\w$]*(?:\.[\w$]+)+\b`],
      ["kw", String.raw`\b(?:loc|attributes|to|step|iter_args|ins|outs|dense|true|false|unit|module|return|unknown|fused|callsite|at)\b`],
      ["num", NUM],
    ],
    llvm: [
      ["comment", String.raw`;.*`], ["string", STR], ["ssa", String.raw`%[\w$.-]+|%"[^"]*"`],
      ["symbol", String.raw`@[\w$.-]+|@"[^"]*"`], ["attr", String.raw`![\w.-]+|#\d+`],
      ["type", String.raw`\b(?:i\d+|half|bfloat|float|double|ptr|void|label|metadata|x86_fp80)\b`],
      ["op", String.raw`\b(?:define|declare|call|tail|ret|br|switch|load|store|getelementptr|icmp|fcmp|add|fadd|mul|fmul|sub|fsub|udiv|sdiv|fdiv|urem|srem|shl|lshr|ashr|and|or|xor|phi|select|alloca|zext|sext|trunc|bitcast|addrspacecast|inttoptr|ptrtoint|fptosi|sitofp|extractvalue|insertvalue|unreachable)\b`],
      ["kw", String.raw`\b(?:align|to|addrspace|target|datalayout|triple|attributes|nsw|nuw|inbounds|internal|private|global|constant|external|dso_local|noundef|nonnull)\b`],
      ["num", NUM],
    ],
    ptx: [
      ["comment", String.raw`//.*|/\*.*?\*/`], ["string", STR], ["dir", String.raw`\.[A-Za-z_][\w]*`],
      ["pred", String.raw`@!?%?[\w]+`], ["reg", String.raw`%[\w.]+`], ["block", String.raw`^\s*[$\w]+:`],
      ["op", String.raw`(?<=^\s*(?:@!?%?\w+\s+)?)[a-z][\w]*(?=[.\s;])`], ["num", NUM],
    ],
    sass: [
      ["comment", String.raw`/\*.*?\*/|//.*`], ["string", STR], ["block", String.raw`\.L_[\w]+:?`],
      ["pred", String.raw`@!?U?P[T\d]\b`], ["reg", String.raw`\b(?:U?R\d+|U?RZ|U?P\d|U?PT|SR_[\w.]+|SRZ)\b`],
      ["attr", String.raw`\bc\[0x[0-9a-fA-F]+\]\s*\[[^\]]*\]`], ["dir", String.raw`\.[a-z_][\w]*`],
      ["op", String.raw`\b[A-Z][A-Z0-9_]+(?:\.[A-Z0-9_]+)*\b`], ["num", NUM],
    ],
  };
  const COMPILED = {};
  function lexer(lang) {
    if (!COMPILED[lang]) {
      const rules = LANGS[lang] || [];
      COMPILED[lang] = rules.length ? { re: new RegExp(rules.map((r) => "(" + r[1] + ")").join("|"), "g"), rules } : null;
    }
    return COMPILED[lang];
  }
  function highlightLine(line, lang) {
    const lx = lexer(lang);
    if (!lx) return esc(line);
    let out = "", last = 0, m;
    lx.re.lastIndex = 0;
    while ((m = lx.re.exec(line)) !== null) {
      if (m[0] === "") { lx.re.lastIndex++; continue; }
      const g = m.findIndex((v, i) => i > 0 && v !== undefined);
      out += esc(line.slice(last, m.index)) + '<span class="k-' + lx.rules[g - 1][0] + '">' + esc(m[0]) + "</span>";
      last = m.index + m[0].length;
    }
    return out + esc(line.slice(last));
  }
  function lines(body) {
    if (!body.lines) {
      body.lines = body.text.split("\n");
      if (body.lines.length > 1 && body.lines[body.lines.length - 1] === "") body.lines.pop();
      body.srcOf = new Map(body.map.map(([ln, f, line, col]) => [ln, [body.files[f], line, col]]));
    }
    return body.lines;
  }
  // A view is a list of columns, each a list of rows: [body, line, cls, side] for a line of IR,
  // ["gap", n] for n hidden unchanged lines, null for padding. Rows become HTML chunk by chunk.
  function rowHtml(row) {
    if (row === null) return '<div class="ln"><span class="no"></span><span class="tx"> </span></div>';
    if (row[0] === "gap") return '<div class="ln gap"><span class="no">⋯</span><span class="tx">' + row[1] + " unchanged line" + (row[1] === 1 ? "" : "s") + "</span></div>";
    const [body, i, cls, side] = row;
    const mapped = body.srcOf.has(i) ? " mapped" : "";
    return '<div class="ln' + (cls ? " " + cls : "") + mapped + '" data-side="' + side + '" data-line="' + i + '"><span class="no">' +
      (i + 1) + '</span><span class="tx">' + highlightLine(body.lines[i], body.lang) + "</span></div>";
  }
  const emptyHtml = (msg) => '<div class="empty">' + esc(msg) + "</div>";

  function codeRows(body, side) {
    const n = lines(body).length, rows = new Array(n);
    for (let i = 0; i < n; i++) rows[i] = [body, i, "", side];
    return rows;
  }
  // ---- line diffs the page makes itself (texts too large to diff while the page was built) ------------
  // Patience anchoring on lines unique to both sides, Myers' O(ND) between anchors (up to MYERS_MAX edits;
  // a larger gap is shown replaced whole); the result is difflib-style opcodes, as the built diffs are.
  const MYERS_MAX = 1000;
  function diffOps(diff, a, b) {
    if (diff.ops) return diff.ops;
    a.opsWith = a.opsWith || new Map();
    if (!a.opsWith.has(b)) a.opsWith.set(b, lineOps(lines(a), lines(b)));
    return a.opsWith.get(b);
  }
  function lineOps(a, b) {
    const ids = new Map(), intern = (s) => { let v = ids.get(s); if (v === undefined) { v = ids.size; ids.set(s, v); } return v; };
    const x = Int32Array.from(a, intern), y = Int32Array.from(b, intern), found = [];
    matchRange(x, y, 0, x.length, 0, y.length, found);
    const ops = []; let i = 0, j = 0;
    const gap = (i2, j2) => { if (i < i2 || j < j2) ops.push([i < i2 && j < j2 ? "r" : i < i2 ? "d" : "i", i, i2, j, j2]); };
    for (let k = 0; k < found.length;) {
      let e = k;
      while (e + 1 < found.length && found[e + 1][0] === found[e][0] + 1 && found[e + 1][1] === found[e][1] + 1) e++;
      gap(found[k][0], found[k][1]);
      ops.push(["e", found[k][0], found[e][0] + 1, found[k][1], found[e][1] + 1]);
      i = found[e][0] + 1; j = found[e][1] + 1; k = e + 1;
    }
    gap(x.length, y.length);
    return ops;
  }
  function matchRange(x, y, lo1, hi1, lo2, hi2, out) {
    while (lo1 < hi1 && lo2 < hi2 && x[lo1] === y[lo2]) out.push([lo1++, lo2++]);
    let t1 = hi1, t2 = hi2;
    while (t1 > lo1 && t2 > lo2 && x[t1 - 1] === y[t2 - 1]) { t1--; t2--; }
    if (lo1 < t1 && lo2 < t2) {
      const anchors = uniqueAnchors(x, y, lo1, t1, lo2, t2);
      if (anchors.length) {
        let p1 = lo1, p2 = lo2;
        for (const [i, j] of anchors) { matchRange(x, y, p1, i, p2, j, out); out.push([i, j]); p1 = i + 1; p2 = j + 1; }
        matchRange(x, y, p1, t1, p2, t2, out);
      } else myers(x, y, lo1, t1, lo2, t2, out);
    }
    for (let k = 0; k < hi1 - t1; k++) out.push([t1 + k, t2 + k]);
  }
  function uniqueAnchors(x, y, lo1, hi1, lo2, hi2) {
    const count = new Map();
    for (let i = lo1; i < hi1; i++) { const c = count.get(x[i]); count.set(x[i], c ? [c[0] + 1, c[1], i, c[3]] : [1, 0, i, -1]); }
    for (let j = lo2; j < hi2; j++) { const c = count.get(y[j]); if (c) { c[1]++; c[3] = j; } }
    const pairs = [];
    for (const c of count.values()) if (c[0] === 1 && c[1] === 1) pairs.push([c[2], c[3]]);
    pairs.sort((p, q) => p[0] - q[0]);
    // the longest run of pairs increasing in both (patience sorting), kept in order
    const tails = [], back = new Int32Array(pairs.length);
    pairs.forEach((p, n) => {
      let lo = 0, hi = tails.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (pairs[tails[mid]][1] < p[1]) lo = mid + 1; else hi = mid; }
      back[n] = lo > 0 ? tails[lo - 1] : -1; tails[lo] = n;
    });
    const chain = [];
    for (let n = tails.length ? tails[tails.length - 1] : -1; n >= 0; n = back[n]) chain.push(pairs[n]);
    return chain.reverse();
  }
  function myers(x, y, lo1, hi1, lo2, hi2, out) {
    const n = hi1 - lo1, m = hi2 - lo2, max = Math.min(n + m, MYERS_MAX), off = max + 1;
    const v = new Int32Array(2 * max + 3), trace = [];
    for (let d = 0; d <= max; d++) {
      trace.push(v.slice());
      for (let k = -d; k <= d; k += 2) {
        let i = k === -d || (k !== d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1, j = i - k;
        while (i < n && j < m && x[lo1 + i] === y[lo2 + j]) { i++; j++; }
        v[off + k] = i;
        if (i >= n && j >= m) {
          const found = [];
          let bi = n, bj = m;
          for (let e = d; e > 0; e--) {
            const w = trace[e], bk = bi - bj;
            const pk = bk === -e || (bk !== e && w[off + bk - 1] < w[off + bk + 1]) ? bk + 1 : bk - 1;
            const pi = w[off + pk], pj = pi - pk;
            const si = pk === bk + 1 ? pi : pi + 1;  // where this edit's snake began on diagonal bk
            while (bi > si) { bi--; bj--; found.push([lo1 + bi, lo2 + bj]); }
            bi = pi; bj = pj;
          }
          while (bi > 0 && bj > 0) { bi--; bj--; found.push([lo1 + bi, lo2 + bj]); }
          for (let f = found.length - 1; f >= 0; f--) out.push(found[f]);
          return;
        }
      }
    }
  }
  // Yields hunks of opcodes with CONTEXT equal lines around every change; long equal runs become gaps.
  function* withContext(ops) {
    for (let k = 0; k < ops.length; k++) {
      const [tag, i1, i2, j1, j2] = ops[k];
      if (tag !== "e") { yield ops[k]; continue; }
      const len = i2 - i1, head = k > 0 ? CONTEXT : 0, tail = k < ops.length - 1 ? CONTEXT : 0;
      if (len <= head + tail + 1) { yield ops[k]; continue; }
      if (head) yield ["e", i1, i1 + head, j1, j1 + head];
      yield ["gap", len - head - tail];
      if (tail) yield ["e", i2 - tail, i2, j2 - tail, j2];
    }
  }
  function splitRows(a, b, ops) {
    lines(a); lines(b);
    const left = [], right = [];
    for (const op of withContext(ops)) {
      if (op[0] === "gap") { left.push(op); right.push(op); continue; }
      const [tag, i1, i2, j1, j2] = op, n = Math.max(i2 - i1, j2 - j1);
      for (let k = 0; k < n; k++) {
        left.push(i1 + k < i2 ? [a, i1 + k, tag === "e" ? "" : "del", "a"] : null);
        right.push(j1 + k < j2 ? [b, j1 + k, tag === "e" ? "" : "add", "b"] : null);
      }
    }
    return [left, right];
  }
  function unifiedRows(a, b, ops) {
    lines(a); lines(b);
    const out = [];
    for (const op of withContext(ops)) {
      if (op[0] === "gap") { out.push(op); continue; }
      const [tag, i1, i2, j1, j2] = op;
      if (tag === "e") { for (let j = j1; j < j2; j++) out.push([b, j, "", "b"]); continue; }
      for (let i = i1; i < i2; i++) out.push([a, i, "del", "a"]);
      for (let j = j1; j < j2; j++) out.push([b, j, "add", "b"]);
    }
    return out;
  }

  // Long IR is rendered in chunks: the first screenful at once, the rest in later tasks, so a
  // 3,000-line module never blocks input; a newer render cancels an older one still streaming.
  const CHUNK = 400;
  let generation = 0;
  function mount(kind, columns, titles, before) {
    const mine = ++generation, viewer = $("#viewer");
    viewer.dataset.complete = "0";
    const cols = columns.map((rows, k) => {
      const el = document.createElement("div");
      el.className = "code" + (kind === "unified" ? " unified" : "");
      if (titles) { const head = document.createElement("div"); head.className = "split-head"; head.textContent = titles[k]; el.appendChild(head); }
      return el;
    });
    viewer.innerHTML = before || "";
    if (cols.length === 1) viewer.appendChild(cols[0]);
    else {
      const grid = document.createElement("div"); grid.className = "split";
      cols.forEach((c, k) => { if (columns[k]) grid.appendChild(c); else { c.insertAdjacentHTML("beforeend", emptyHtml("no IR on this side")); grid.appendChild(c); } });
      viewer.appendChild(grid);
    }
    const total = Math.max(...columns.map((rows) => (rows ? rows.length : 0)));
    const step = (from) => {
      if (mine !== generation) return;
      columns.forEach((rows, k) => {
        if (!rows || from >= rows.length) return;
        const chunk = document.createElement("div");
        chunk.className = "chunk";
        chunk.innerHTML = rows.slice(from, from + CHUNK).map(rowHtml).join("");
        cols[k].appendChild(chunk);
      });
      if (from + CHUNK < total) setTimeout(() => step(from + CHUNK), 0);
      else viewer.dataset.complete = "1";
    };
    step(0);
  }

  // ---- source panel -------------------------------------------------------------------------
  async function showSource(body, line) {
    const panel = $("#source-panel");
    document.querySelectorAll("#viewer .ln.picked").forEach((el) => el.classList.remove("picked"));
    const hit = body && body.srcOf.get(line);
    if (!hit) { panel.hidden = true; return; }
    const [path, srcLine, col] = hit;
    panel.hidden = false;
    $("#source-head").textContent = path + ":" + srcLine + ":" + col;
    const pid = INDEX.sources[path];
    if (pid === undefined) { $("#source-body").innerHTML = emptyHtml("source not embedded: " + ((INDEX.unembedded || {})[path] || "not stored in the trace")); return; }
    const src = (await payload(pid)).text.split("\n");
    const from = Math.max(0, srcLine - 4), to = Math.min(src.length, srcLine + 3), out = [];
    for (let i = from; i < to; i++) {
      out.push('<div class="ln' + (i === srcLine - 1 ? " here" : "") + '"><span class="no">' + (i + 1) + '</span><span class="tx">' + esc(src[i]) + "</span></div>");
    }
    $("#source-body").innerHTML = out.join("");
  }

  // ---- shared UI ----------------------------------------------------------------------------
  let view = "ir";
  const current = { bodies: {}, render: () => {} };
  const fmtSize = (n) => n == null ? "" : n < 1024 ? n + " B" : n < 1048576 ? (n / 1024).toFixed(1) + " KB" : (n / 1048576).toFixed(2) + " MB";
  const fmtTime = (t) => t == null ? "" : t < 1 ? t.toFixed(2) + " ms" : t.toFixed(1) + " ms";
  // The fidelity badge: a skipped pass's verdict or where a replayed one may differ, the evidence as tooltip.
  const badge = (r) => {
    const qualifier = r.fid === "skipped" && r.verdict ? " · " + r.verdict : r.from != null ? " · from " + r.from : "";
    return '<span class="badge fid-' + esc(r.fid) + '" title="' + esc(r.evidence || r.fid) + '">' + esc(r.fid + qualifier) + "</span>";
  };
  const changedCell = (row) => row.kind === "artifact" ? '<span class="muted">artifact</span>' :
    row.changed === true ? '<span class="chg-yes">changed</span>' + (row.diff != null ? ' <span class="muted"' +
      (row.approx ? ' title="lines added and removed as multisets; the diff itself is made when the pass is opened">≈' : ">") +
      "−" + row.removed + " +" + row.added + "</span>" : "") :
    row.changed === false ? '<span class="chg-no">unchanged</span>' : '<span class="muted">—</span>';
  const rowName = (row) => row.index == null ? row.arg : String(row.index).padStart(3, "0") + " " + row.arg;

  document.querySelectorAll(".tabs button").forEach((btn) => btn.addEventListener("click", () => {
    view = btn.dataset.view;
    document.querySelectorAll(".tabs button").forEach((b) => b.classList.toggle("active", b === btn));
    current.render();
  }));
  $("#viewer").addEventListener("click", (ev) => {
    const el = ev.target.closest(".ln.mapped");
    if (!el) return;
    showSource(current.bodies[el.dataset.side], Number(el.dataset.line)).then(() => el.classList.add("picked"));
  });
  function applyFilter() {
    const q = $("#search").value.trim().toLowerCase();
    const hide = $("#hide-unchanged").checked, hideEqual = $("#hide-equal").checked;
    document.querySelectorAll("#passes tbody tr").forEach((tr) => {
      const okText = !q || tr.dataset.search.includes(q);
      const okChange = !hide || tr.dataset.unchanged !== "1";
      const okEqual = !hideEqual || tr.dataset.equal !== "1";
      tr.hidden = !(okText && okChange && okEqual);
    });
  }
  $("#search").addEventListener("input", applyFilter);
  $("#hide-unchanged").addEventListener("change", applyFilter);
  $("#hide-equal").addEventListener("change", applyFilter);

  // ---- normalized diffs (comparison page): per function, intra-line changes marked ----------
  // A removed line followed by an added one is a pair: the part between their common prefix and
  // suffix is marked, so a changed constant or type stands out in a long line.
  function markedPair(del, add) {
    let p = 0;
    while (p < del.length && p < add.length && del[p] === add[p]) p++;
    let s = 0;
    while (s < del.length - p && s < add.length - p && del[del.length - 1 - s] === add[add.length - 1 - s]) s++;
    const mark = (t) => esc(t.slice(0, p)) + "<mark>" + esc(t.slice(p, t.length - s)) + "</mark>" + esc(t.slice(t.length - s));
    return [mark(del), mark(add)];
  }
  function normLine(cls, html) {
    return '<div class="ln' + (cls ? " " + cls : "") + '"><span class="no"></span><span class="tx">' + html + "</span></div>";
  }
  function normHtml(fn) {
    const out = [];
    const lines = fn.diff.filter((l) => !l.startsWith("--- ") && !l.startsWith("+++ "));
    for (let i = 0; i < lines.length; ) {
      const l = lines[i];
      if (l.startsWith("@@")) { out.push('<div class="ln gap"><span class="no">⋯</span><span class="tx">' + esc(l) + "</span></div>"); i++; continue; }
      if (l.startsWith("-")) {
        let j = i; while (j < lines.length && lines[j].startsWith("-")) j++;
        let k = j; while (k < lines.length && lines[k].startsWith("+")) k++;
        const dels = lines.slice(i, j), adds = lines.slice(j, k);
        if (dels.length === adds.length) {
          const pairs = dels.map((d, n) => markedPair(d.slice(1), adds[n].slice(1)));
          pairs.forEach(([d]) => out.push(normLine("del", d)));
          pairs.forEach(([, a]) => out.push(normLine("add", a)));
        } else {
          dels.forEach((d) => out.push(normLine("del", esc(d.slice(1)))));
          adds.forEach((a) => out.push(normLine("add", esc(a.slice(1)))));
        }
        i = k; continue;
      }
      if (l.startsWith("+")) { out.push(normLine("add", esc(l.slice(1)))); i++; continue; }
      out.push(normLine("", esc(l.startsWith(" ") ? l.slice(1) : l))); i++;
    }
    const title = fn.kind + " " + fn.key + (fn.status !== "changed" ? " — " + fn.status.replace("-", " ") :
      fn.diff.length ? "" : " — only value numbering differs");
    return '<div class="norm-fn"><h3>' + esc(title) + '</h3><div class="code unified norm">' + out.join("") + "</div></div>";
  }
  function markReady() {
    if (document.body.dataset.ready) return;
    window.cuteIrReadyMs = performance.now();
    document.body.dataset.ready = "1";
  }
  function selectTr(n) {
    document.querySelectorAll("#passes tbody tr").forEach((tr) => tr.classList.toggle("selected", Number(tr.dataset.n) === n));
    const tr = document.querySelector('#passes tbody tr[data-n="' + n + '"]');
    if (tr) tr.scrollIntoView({ block: "nearest" });
    history.replaceState(null, "", "#row=" + n);
  }
  // Arrow keys (or j/k) move the selection through the rows the filters leave visible.
  let selectRow = () => {};
  document.addEventListener("keydown", (ev) => {
    if (ev.target.closest("input") || !["ArrowDown", "ArrowUp", "j", "k"].includes(ev.key)) return;
    const rows = [...document.querySelectorAll("#passes tbody tr:not([hidden])")];
    const at = rows.findIndex((tr) => tr.classList.contains("selected"));
    const next = rows[at + (ev.key === "ArrowDown" || ev.key === "j" ? 1 : -1)];
    if (next) { ev.preventDefault(); selectRow(Number(next.dataset.n)); }
  });
  const hashRow = () => { const m = /row=(\d+)/.exec(location.hash); return m ? Number(m[1]) : null; };

  // The kernels' resources as a table and how far the per-pass IR can be trusted, in words.
  function showFacts(t) {
    const res = t.resources || [];
    let html = "";
    if (res.length) {
      const cols = Object.keys(res[0]).filter((k) => k !== "function");
      html += "<table><thead><tr><th>kernel</th>" + cols.map((c) => "<th>" + esc(c.replace(/_/g, " ")) + "</th>").join("") + "</tr></thead><tbody>" +
        res.map((r) => '<tr><td title="' + esc(r.function) + '">' + esc(r.function.length > 48 ? r.function.slice(0, 45) + "..." : r.function) + "</td>" +
          cols.map((c) => '<td class="num">' + esc(String(r[c])) + "</td>").join("") + "</tr>").join("") + "</tbody></table>";
    }
    html += (t.checkpoints || []).map((c) => '<div class="checkpoint">' + esc(c) + "</div>").join("");
    if (html) { $("#facts").hidden = false; $("#facts").innerHTML = html; }
  }

  // ---- one trace --------------------------------------------------------------------------
  function traceMode(t) {
    $("#page-title").textContent = t.title;
    $("#meta").textContent = [t.entry, "DSL " + t.dsl, t.arch, t.strategy, t.rows.length + " rows",
      t.cubin != null ? "cubin " + fmtSize(t.cubin) : ""].filter(Boolean).join(" · ");
    if (t.failure) { $("#failure").hidden = false; $("#failure").textContent = "compile failed: " + t.failure; }
    showFacts(t);
    $("#passes thead").innerHTML = "<tr><th>pass</th><th>stage</th><th>change</th><th>fidelity</th><th>time</th><th>IR size</th></tr>";
    $("#passes tbody").innerHTML = t.rows.map((r) =>
      '<tr data-n="' + r.n + '" data-unchanged="' + (r.changed === false ? 1 : 0) + '" data-search="' +
      esc([r.arg, r.cls, r.stage, String(r.index)].join(" ").toLowerCase()) + '" class="' + (r.changed === false ? "unchanged" : "") + '">' +
      '<td class="name" title="' + esc(r.cls || r.arg) + '">' + esc(rowName(r)) + "</td><td>" + esc(r.stage) + "</td><td>" + changedCell(r) +
      "</td><td>" + badge(r) + '</td><td class="num">' + fmtTime(r.time) + '</td><td class="num">' + fmtSize(r.size) + "</td></tr>").join("");
    $("#stages").innerHTML = t.stages.map((s) => '<button type="button" data-stage="' + esc(s) + '">' + esc(s) + "</button>").join("");
    $("#chart").appendChild(document.getElementById("chart-0").content.cloneNode(true));
    let selected = 0;
    async function render() {
      const mine = selected, r = t.rows[selected];
      $("#pass-title").textContent = rowName(r) + (r.cls && r.kind === "pass" ? "  (" + r.cls + ")" : "");
      $("#pass-note").textContent = [r.stage, r.fid, r.anchor ? "on " + r.anchor : "", r.evidence, r.note].filter(Boolean).join(" · ");
      document.querySelectorAll('.tabs button[data-view="split"], .tabs button[data-view="unified"]').forEach((b) => (b.disabled = r.diff == null));
      $("#source-panel").hidden = true;
      const want = view === "ir" || r.diff == null ? "ir" : view;
      const viewer = $("#viewer");
      if (r.body == null) { generation++; viewer.innerHTML = emptyHtml("IR unknown: this pass was skipped" + (r.note ? " (" + r.note + ")" : "") + (r.evidence ? ". " + r.verdict + ": " + r.evidence : "")); viewer.dataset.complete = "1"; viewer.dataset.shown = r.n + ":ir"; markReady(); return; }
      const after = await payload(r.body);
      if (mine !== selected) return;
      current.bodies = { b: after };
      if (want === "ir") {
        const msg = r.changed === false ? '<div class="empty">unchanged: the IR is the same as before this pass</div>' : "";
        mount("code", [codeRows(after, "b")], null, msg);
      } else {
        const [before, diff] = await Promise.all([payload(r.before), payload(r.diff)]);
        if (mine !== selected) return;
        current.bodies = { a: before, b: after };
        const ops = diffOps(diff, before, after);
        if (want === "split") mount("split", splitRows(before, after, ops), ["before", "after " + rowName(r)]);
        else mount("unified", [unifiedRows(before, after, ops)], null);
      }
      viewer.dataset.shown = r.n + ":" + want;
      markReady();
    }
    function select(n) { selected = n; selectTr(n); document.querySelectorAll(".opchart .bar").forEach((g) => g.classList.toggle("selected", Number(g.dataset.row) === n)); current.render(); }
    selectRow = select;
    current.render = render;
    $("#passes tbody").addEventListener("click", (ev) => { const tr = ev.target.closest("tr"); if (tr) select(Number(tr.dataset.n)); });
    $("#chart").addEventListener("click", (ev) => { const g = ev.target.closest(".bar, .point"); if (g) select(Number(g.dataset.row)); });
    $("#stages").addEventListener("click", (ev) => {
      const b = ev.target.closest("button"); if (!b) return;
      const r = t.rows.find((x) => x.stage === b.dataset.stage); if (r) select(r.n);
    });
    const start = hashRow();
    select(start != null && start < t.rows.length ? start : 0);
  }

  // ---- two traces --------------------------------------------------------------------------
  function compareMode(A, B, aligned, firstDivergent) {
    const label = (t) => t.title + " · DSL " + t.dsl;
    $("#page-title").textContent = "A: " + label(A) + "  vs  B: " + label(B);
    $("#meta").textContent = "aligned by canonical stage · " + aligned.length + " rows · " +
      (firstDivergent == null ? "no divergence" : "first divergence at row " + firstDivergent + " (" + aligned[firstDivergent].stage + ")" +
        (INDEX.divergenceNote ? ": " + INDEX.divergenceNote : ""));
    if (INDEX.verdict) { $("#verdict").hidden = false; $("#verdict pre").textContent = INDEX.verdict; }
    view = "norm";
    document.querySelectorAll(".tabs button").forEach((b) => b.classList.toggle("active", b.dataset.view === view));
    $("#passes thead").innerHTML = "<tr><th>stage</th><th>A pass</th><th>B pass</th><th>IR</th></tr>";
    const cell = (t, n) => n == null ? '<td class="name muted">—</td>' :
      '<td class="name' + (t.rows[n].changed === false ? " muted" : "") + '" title="' + esc(rowName(t.rows[n])) + '">' + esc(rowName(t.rows[n])) + "</td>";
    const STATUS = { same: '<span class="same-yes">same</span>', differs: '<span class="same-no">differs</span>',
      "only-a": '<span class="same-no">only A</span>', "only-b": '<span class="same-no">only B</span>', unknown: '<span class="muted">skipped</span>' };
    $("#passes tbody").innerHTML = aligned.map((r, i) => {
      const ra = r.a == null ? null : A.rows[r.a], rb = r.b == null ? null : B.rows[r.b];
      const unchanged = (ra ? ra.changed === false : true) && (rb ? rb.changed === false : true);
      const search = [r.stage, ra && ra.arg, rb && rb.arg, ra && ra.cls, rb && rb.cls].filter(Boolean).join(" ").toLowerCase();
      const marks = (r.marks || []).map((m) => '<div class="mark">' + esc(m) + "</div>").join("");
      return '<tr data-n="' + i + '" data-unchanged="' + (unchanged ? 1 : 0) + '" data-equal="' + (r.status === "same" ? 1 : 0) + '" data-search="' + esc(search) + '" class="' +
        (i === firstDivergent ? "divergent" : "") + '"><td class="stage">' + esc(r.stage) + marks + "</td>" + cell(A, r.a) + cell(B, r.b) + '<td class="status">' + STATUS[r.status] + (r.moved ? ' <span class="muted">moved</span>' : "") +
        (r.unproven ? ' <span class="artefact" title="' + esc("possibly an artefact of the replay: " + r.unproven) + '">unproven</span>' : "") + "</td></tr>";
    }).join("");
    const stages = [...new Set(aligned.map((r) => r.stage))];
    $("#stages").innerHTML = (firstDivergent != null ? '<button type="button" data-row="' + firstDivergent + '">first divergence</button>' : "") +
      stages.map((s) => '<button type="button" data-stage="' + esc(s) + '">' + esc(s) + "</button>").join("");
    const alignedChart = document.getElementById("chart-2");
    if (alignedChart) $("#chart").appendChild(alignedChart.content.cloneNode(true));
    for (const [k, t] of [[0, "A"], [1, "B"]]) {
      const h = document.createElement("div"); h.className = "legend"; h.textContent = t + ": op counts by dialect";
      $("#chart").appendChild(h);
      $("#chart").appendChild(document.getElementById("chart-" + k).content.cloneNode(true));
    }
    let selected = 0;
    async function render() {
      const mine = selected, r = aligned[selected];
      const ra = r.a == null ? null : A.rows[r.a], rb = r.b == null ? null : B.rows[r.b];
      $("#pass-title").textContent = r.stage + ": " + (ra ? rowName(ra) : "—") + "  |  " + (rb ? rowName(rb) : "—");
      $("#pass-note").textContent = { same: "same IR after this pass in A and B (after cute-ir's normalization)", differs: "the IR after this pass differs between A and B",
        "only-a": "this pass runs only in A", "only-b": "this pass runs only in B", unknown: "IR not captured (pass skipped) on at least one side" }[r.status] +
        (r.unproven ? " · possibly an artefact of the replay: " + r.unproven : "");
      document.querySelectorAll('.tabs button[data-view="split"], .tabs button[data-view="unified"]').forEach((b) => (b.disabled = r.diff == null));
      $('.tabs button[data-view="norm"]').disabled = r.norm == null;
      if (r.normSkipped) $("#pass-note").textContent += " · normalized diff not computed (page time budget): `cute-ir diff --all` shows it";
      $("#source-panel").hidden = true;
      if (view === "norm" && r.norm != null) {
        const norm = await payload(r.norm);
        if (mine !== selected) return;
        generation++;
        const intro = norm.title ? norm.title + ": its own before → after, normalized and renumbered, per function" :
          "A → B, normalized and renumbered, per function (B's value names mapped onto A's)";
        $("#viewer").innerHTML = '<div class="empty">' + esc(intro) + "; the raw IR is in the other tabs</div>" +
          (norm.functions.length ? norm.functions.map(normHtml).join("") : '<div class="empty">no change after normalization</div>');
        $("#viewer").dataset.complete = "1";
        $("#viewer").dataset.shown = selected + ":norm";
        markReady();
        return;
      }
      const [a, b] = await Promise.all([ra && ra.body != null ? payload(ra.body) : null, rb && rb.body != null ? payload(rb.body) : null]);
      if (mine !== selected) return;
      current.bodies = { a, b };
      const titles = ["A: " + (ra ? rowName(ra) : "—"), "B: " + (rb ? rowName(rb) : "—")];
      const want = view === "ir" || view === "norm" || r.diff == null ? "ir" : view;
      if (want === "ir") mount("split", [a && codeRows(a, "a"), b && codeRows(b, "b")], titles);
      else {
        const diff = await payload(r.diff);
        if (mine !== selected) return;
        const ops = diffOps(diff, a, b);
        if (want === "split") mount("split", splitRows(a, b, ops), titles);
        else mount("unified", [unifiedRows(a, b, ops)], null);
      }
      $("#viewer").dataset.shown = selected + ":" + want;
      markReady();
    }
    function select(n) { selected = n; selectTr(n); current.render(); }
    selectRow = select;
    current.render = render;
    $("#passes tbody").addEventListener("click", (ev) => { const tr = ev.target.closest("tr"); if (tr) select(Number(tr.dataset.n)); });
    $("#chart").addEventListener("click", (ev) => {
      const point = ev.target.closest(".point"); if (point) { select(Number(point.dataset.row)); return; }
      const g = ev.target.closest(".bar"); if (!g) return;
      const side = g.closest(".opchart-wrap") === document.querySelectorAll("#chart .opchart-wrap")[0] ? "a" : "b";
      const i = aligned.findIndex((r) => r[side] === Number(g.dataset.row)); if (i >= 0) select(i);
    });
    $("#stages").addEventListener("click", (ev) => {
      const b = ev.target.closest("button"); if (!b) return;
      const i = b.dataset.row != null ? Number(b.dataset.row) : aligned.findIndex((r) => r.stage === b.dataset.stage);
      if (i >= 0) select(i);
    });
    const start = hashRow();
    select(start != null && start < aligned.length ? start : firstDivergent != null ? firstDivergent : 0);
  }

  document.body.classList.add(INDEX.mode);
  if (INDEX.mode === "compare") compareMode(INDEX.traces[0], INDEX.traces[1], INDEX.aligned, INDEX.firstDivergent);
  else traceMode(INDEX.traces[0]);
})();
