// What the page does with each shape's payload, as scripts run in real Chromium: each fetches from
// the bench's loopback server, decodes, builds what the grid would hold and keeps it on
// globalThis (so the heap measured after it counts it), answering its steps' times in ms.

/** Today: the whole snapshot as JSON text, parsed into one object per row (as the shim does). */
export const PAGE_TODAY = `async (url) => {
  const t0 = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const t1 = performance.now();
  const value = JSON.parse(text);
  const t2 = performance.now();
  const products = value.value.products;
  let skus = 0;
  for (const p of products) skus += p.row.skus.length;
  const skuProduct = new Int32Array(skus);
  const skuIndex = new Int32Array(skus);
  let k = 0;
  for (let i = 0; i < products.length; i += 1) {
    for (let j = 0; j < products[i].row.skus.length; j += 1) { skuProduct[k] = i; skuIndex[k] = j; k += 1; }
  }
  const t3 = performance.now();
  globalThis.__kept = { value, skuProduct, skuIndex };
  return { fetch: t1 - t0, decode: t2 - t1, model: t3 - t2, bytes: text.length, rows: skus };
}`;

/** Shape B: the whole draft as columns (one line a column, cells split by U+001F). */
export const PAGE_COLUMNS = `async (url) => {
  const t0 = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const t1 = performance.now();
  const lines = text.split('\\n');
  const split = (line) => line.split('\\u001f');
  const ids = split(lines[0]), codes = split(lines[1]), names = split(lines[2]), brands = split(lines[3]);
  const counts = Int32Array.from(lines[4].split(','), Number);
  const colors = split(lines[5]), sizes = split(lines[6]);
  const t2 = performance.now();
  const n = counts.length;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i += 1) start[i + 1] = start[i] + counts[i];
  const skuProduct = new Int32Array(start[n]);
  for (let i = 0; i < n; i += 1) skuProduct.fill(i, start[i], start[i + 1]);
  const productView = Int32Array.from({ length: n }, (_, i) => i);
  const skuView = Int32Array.from({ length: start[n] }, (_, i) => i);
  const t3 = performance.now();
  globalThis.__kept = { ids, codes, names, brands, colors, sizes, start, skuProduct, productView, skuView };
  return { fetch: t1 - t0, decode: t2 - t1, model: t3 - t2, bytes: text.length, rows: start[n] };
}`;

/** Shape B's page-side work over what PAGE_COLUMNS kept: sort the SKU view, find all. */
export const PAGE_COLUMNS_OPS = `(needle) => {
  const c = globalThis.__kept;
  const t0 = performance.now();
  const order = Array.from(c.skuView);
  order.sort((a, b) => {
    const pa = c.skuProduct[a], pb = c.skuProduct[b];
    const x = c.names[pa], y = c.names[pb];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  c.sorted = Int32Array.from(order);
  const t1 = performance.now();
  let found = 0;
  for (let r = 0; r < c.skuView.length; r += 1) {
    const p = c.skuProduct[r];
    if (c.codes[p].includes(needle) || c.names[p].includes(needle) || c.brands[p].includes(needle)
      || c.colors[r].includes(needle) || c.sizes[r].includes(needle)) found += 1;
  }
  const t2 = performance.now();
  return { sort: t1 - t0, find: t2 - t1, found };
}`;

/** Shape A: one window of rows as JSON, fetched, parsed and kept. */
export const PAGE_WINDOW = `async (url) => {
  const t0 = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const rows = JSON.parse(text);
  const t1 = performance.now();
  (globalThis.__windows ??= []).push(rows);
  return { total: t1 - t0, bytes: text.length, rows: rows.length };
}`;
