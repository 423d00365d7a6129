// Draws the catalogue grid from the page's JSON. Every name and value goes in as text (textContent),
// never as markup: the run folder it came from is untrusted data.
"use strict";
const DATA = JSON.parse(document.getElementById("data").textContent);
const STATUS_ORDER = { changed: 0, failed: 1, same: 2, pending: 3 };

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function distinctValues(dimension) {
  const values = new Set(DATA.points.map((point) => point[dimension]));
  return [...values].sort();
}

function colour(cell) {
  const compiled = cell.changed + cell.same;
  if (!compiled) return cell.failed ? "var(--failed)" : "var(--pending)";
  if (!cell.changed) return "var(--none)";
  const share = cell.changed / compiled;  // light orange for a few, red for all
  return `hsl(${36 - 32 * share}, ${80 + 10 * share}%, ${78 - 18 * share}%)`;
}

function showCell(td, operators, rowValue, columnValue) {
  document.querySelectorAll("#grid td.open").forEach((open) => open.classList.remove("open"));
  td.classList.add("open");
  const section = document.getElementById("cell");
  section.replaceChildren(element("h2", `${rowValue} × ${columnValue}: ${operators.length} operators`));
  const table = element("table");
  const head = element("tr");
  ["operator", "status", "change"].forEach((name) => head.append(element("th", name)));
  table.append(head);
  [...operators].sort((a, b) => STATUS_ORDER[a[2]] - STATUS_ORDER[b[2]] || (a[0] < b[0] ? -1 : 1)).forEach((op) => {
    const row = element("tr");
    row.append(element("td", op[0], "name"), element("td", op[2]), element("td", op[3] || ""));
    table.append(row);
  });
  section.append(table);
}

function draw() {
  const rowDimension = Number(document.getElementById("rows").value);
  const columnDimension = Number(document.getElementById("columns").value);
  const rows = distinctValues(rowDimension), columns = distinctValues(columnDimension);
  const cells = new Map();
  DATA.operators.forEach((op) => {
    const point = DATA.points[op[1]];
    const key = JSON.stringify([point[rowDimension], point[columnDimension]]);
    if (!cells.has(key)) cells.set(key, { changed: 0, same: 0, failed: 0, pending: 0, operators: [] });
    const cell = cells.get(key);
    cell[op[2]] += 1;
    cell.operators.push(op);
  });
  const grid = document.getElementById("grid");
  const head = element("tr");
  head.append(element("th", `${DATA.dimensions[rowDimension]} \\ ${DATA.dimensions[columnDimension]}`, "row"));
  columns.forEach((value) => head.append(element("th", value)));
  grid.replaceChildren(head);
  rows.forEach((rowValue) => {
    const tr = element("tr");
    tr.append(element("th", rowValue, "row"));
    columns.forEach((columnValue) => {
      const cell = cells.get(JSON.stringify([rowValue, columnValue]));
      if (!cell) { tr.append(element("td", "", "empty")); return; }
      const compiled = cell.changed + cell.same;
      const td = element("td", compiled ? `${cell.changed}/${compiled}` : (cell.failed ? "failed" : "…"));
      td.style.background = colour(cell);
      td.title = `${cell.changed} changed, ${cell.same} unchanged, ${cell.failed} failed, ${cell.pending} not yet run`;
      td.addEventListener("click", () => showCell(td, cell.operators, rowValue, columnValue));
      tr.append(td);
    });
    grid.append(tr);
  });
}

function init() {
  const s = DATA.summary;
  document.getElementById("summary").textContent =
    `${s.changed} of ${s.done - s.failed} operators compiled under every release (${DATA.releases.join(", ")}) ` +
    `lower differently; ${s.failed} failed under some release` +
    (s.complete ? "." : `; ${s.pending} of ${s.operators} not yet run (the run is unfinished).`);
  const varied = DATA.dimensions.map((_, index) => index).filter((index) => distinctValues(index).length > 1);
  const [first, second] = [varied[0] ?? 0, varied[1] ?? varied[0] ?? 0];
  ["rows", "columns"].forEach((id, which) => {
    const select = document.getElementById(id);
    DATA.dimensions.forEach((name, index) => select.append(new Option(name, String(index))));
    select.value = String(which === 0 ? first : second);
    select.addEventListener("change", draw);
  });
  if (DATA.dimensions.length) draw();
}

init();
