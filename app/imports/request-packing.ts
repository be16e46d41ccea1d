// How many import requests a send needs, and which request each master goes in.
//
// The rules (spec §4.2, §8): a request holds at most `limits.masters` masters and
// `limits.products` products, and a product goes in the request holding the masters it names or a
// later one. Given where the masters go, products fit whenever, for every request t, the products
// that must wait until t or later number at most `limits.products` × (requests from t on) (Hall's
// condition for release times and equal capacities; placeProducts in plan.ts fills them so).
//
// So the whole question is the order of the masters: the first `limits.masters` × t of them must
// already let enough products in. Choosing which products to let in early with the fewest masters
// is NP-hard in general (it is the minimum k-union problem), so this module:
//   1. orders masters greedily (the product needing the fewest masters not yet placed comes next),
//   2. proves lower bounds (sizes alone; then how many masters any t-request prefix must hold),
//   3. closes the gap between the two by an exact search with a budget of steps.
// The result says whether the count is proven to be the fewest, and the best proven lower bound.

export interface PackingLimits {
  masters: number;
  products: number;
}

export interface PackingProblem {
  masterCount: number;
  /** Per product (in the plan's canonical order): the indices of the masters of this send it names. */
  productNames: readonly (readonly number[])[];
  limits: PackingLimits;
}

export interface Packing {
  /** Number of requests. */
  requests: number;
  /** The request (0-based) each master goes in. */
  masterSlot: number[];
  /** No plan can use fewer requests than this (proven). */
  lowerBound: number;
}

/**
 * Work the exact search may do (about one unit per product or name it looks at) before the
 * greedy plan is kept with its proven bound: tens of milliseconds at most.
 */
export const EXACT_SEARCH_WORK = 3_000_000;

const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);

/** Fewest requests the sizes alone allow. */
function sizeBound(problem: PackingProblem): number {
  return Math.max(
    ceilDiv(problem.masterCount, problem.limits.masters),
    ceilDiv(problem.productNames.length, problem.limits.products),
  );
}

/** Products that need masters placed in request t or later, for a given master order. */
function requestsForOrder(problem: PackingProblem, order: readonly number[]): number {
  const { limits } = problem;
  const slotOf = new Array<number>(problem.masterCount).fill(0);
  order.forEach((master, position) => {
    slotOf[master] = Math.floor(position / limits.masters);
  });
  const releaseCounts: number[] = [];
  for (const names of problem.productNames) {
    const release = names.reduce((latest, master) => Math.max(latest, slotOf[master] ?? 0), 0);
    releaseCounts[release] = (releaseCounts[release] ?? 0) + 1;
  }
  let requests = sizeBound(problem);
  let waiting = 0;
  for (let t = releaseCounts.length - 1; t >= 0; t -= 1) {
    waiting += releaseCounts[t] ?? 0;
    if (waiting > 0) requests = Math.max(requests, t + ceilDiv(waiting, limits.products));
  }
  return requests;
}

/** Masters no product names go last: they constrain nothing. */
function completeOrder(problem: PackingProblem, named: readonly number[]): number[] {
  const placed = new Set(named);
  const rest: number[] = [];
  for (let master = 0; master < problem.masterCount; master += 1) {
    if (!placed.has(master)) rest.push(master);
  }
  return [...named, ...rest];
}

/** Greedy order: repeatedly the product with the fewest masters not yet placed (then by index). */
export function greedyMasterOrder(problem: PackingProblem): number[] {
  const productsOf: number[][] = Array.from({ length: problem.masterCount }, () => []);
  const missing = problem.productNames.map((names, product) => {
    for (const master of names) productsOf[master]?.push(product);
    return names.length;
  });
  // A binary heap of missing × SPAN + product (smallest missing first, then by index); stale
  // entries are skipped when popped.
  const SPAN = 2 ** 24;
  const heap: number[] = [];
  const push = (key: number): void => {
    let i = heap.length;
    heap.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] ?? 0;
      if (above <= key) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = key;
  };
  const pop = (): number | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && (heap[right] ?? 0) < (heap[left] ?? 0) ? right : left;
      if ((heap[child] ?? 0) >= last) break;
      heap[i] = heap[child] ?? 0;
      i = child;
    }
    heap[i] = last;
    return top;
  };
  missing.forEach((count, product) => {
    push(count * SPAN + product);
  });
  const placed = new Array<boolean>(problem.masterCount).fill(false);
  const done = new Array<boolean>(problem.productNames.length).fill(false);
  const order: number[] = [];
  for (let key = pop(); key !== undefined; key = pop()) {
    const count = Math.floor(key / SPAN);
    const product = key % SPAN;
    if (done[product] === true || count !== missing[product]) continue;
    done[product] = true;
    for (const master of problem.productNames[product] ?? []) {
      if (placed[master] === true) continue;
      placed[master] = true;
      order.push(master);
      for (const other of productsOf[master] ?? []) {
        const left = (missing[other] ?? 0) - 1;
        missing[other] = left;
        if (done[other] !== true) push(left * SPAN + other);
      }
    }
  }
  return completeOrder(problem, order);
}

/**
 * Whether `requests` requests could possibly do, by counting alone: the first t requests hold at
 * most limits.masters × t masters, and must let in all but limits.products × (requests − t)
 * products. Letting in X products needs at least as many masters as (a) the X-th smallest count
 * of named masters, and (b) it takes for the most-named masters to account for the X smallest
 * counts. False means proven impossible; true proves nothing.
 */
export function countingAllows(problem: PackingProblem, requests: number): boolean {
  const { limits } = problem;
  const n = problem.productNames.length;
  const sizes = problem.productNames.map((names) => names.length).sort((a, b) => a - b);
  const degree = new Array<number>(problem.masterCount).fill(0);
  for (const names of problem.productNames) {
    for (const master of names) degree[master] = (degree[master] ?? 0) + 1;
  }
  const degrees = degree.sort((a, b) => b - a);
  for (let t = 1; t < requests; t += 1) {
    const mustLetIn = n - limits.products * (requests - t);
    if (mustLetIn <= 0) continue;
    let namesNeeded = 0;
    for (let i = 0; i < mustLetIn; i += 1) namesNeeded += sizes[i] ?? 0;
    let masters = sizes[mustLetIn - 1] ?? 0;
    let covered = 0;
    let u = 0;
    while (covered < namesNeeded && u < degrees.length) {
      covered += degrees[u] ?? 0;
      u += 1;
    }
    masters = Math.max(masters, u);
    if (masters > limits.masters * t) return false;
  }
  return true;
}

type SearchAnswer = { found: number[] } | 'impossible' | 'out_of_steps';

/**
 * Exact search for a master order that `requests` requests can carry. It picks, for t = 1, 2, …,
 * which further products the first t requests let in (inclusion-minimal sets, cheapest first),
 * remembering prefixes already shown to fail.
 */
function searchOrder(
  problem: PackingProblem,
  requests: number,
  steps: { left: number },
): SearchAnswer {
  const { limits } = problem;
  const n = problem.productNames.length;
  const failed = new Set<string>();
  const mastersOf = problem.productNames;
  const nodeCost = 1 + n + mastersOf.reduce((sum, names) => sum + names.length, 0);

  const coveredBy = (placed: ReadonlySet<number>): number[] =>
    mastersOf.flatMap((names, product) =>
      names.every((master) => placed.has(master)) ? [product] : [],
    );

  // Returns the chain of master additions, or null; throws 'out_of_steps' when the budget ends.
  const extend = (t: number, placed: Set<number>): number[][] | null => {
    if (t >= requests) return [];
    const key = `${t}|${[...placed].sort((a, b) => a - b).join(',')}`;
    if (failed.has(key)) return null;
    const capacity = Math.min(limits.masters * t, problem.masterCount);
    const mustLetIn = n - limits.products * (requests - t);
    const start = coveredBy(placed);
    const tryFrom = (
      added: number[],
      current: Set<number>,
      coveredCount: number,
      fromProduct: number,
    ): number[][] | null => {
      steps.left -= nodeCost;
      if (steps.left < 0) throw new Error('out_of_steps');
      if (coveredCount >= mustLetIn) {
        const rest = extend(t + 1, current);
        if (rest !== null) return [added, ...rest];
        return null;
      }
      // Products not yet let in, from `fromProduct` on, cheapest first (then by index).
      const candidates: Array<{ product: number; missing: number[] }> = [];
      for (let product = fromProduct; product < n; product += 1) {
        const missing = (mastersOf[product] ?? []).filter((master) => !current.has(master));
        if (missing.length === 0) continue;
        if (current.size + missing.length > capacity) continue;
        candidates.push({ product, missing });
      }
      candidates.sort((a, b) => a.missing.length - b.missing.length || a.product - b.product);
      for (const { product, missing } of candidates) {
        const next = new Set(current);
        for (const master of missing) next.add(master);
        const nowCovered = coveredBy(next).length;
        const found = tryFrom([...added, ...missing], next, nowCovered, product + 1);
        if (found !== null) return found;
      }
      return null;
    };
    const answer = tryFrom([], placed, start.length, 0);
    if (answer === null) failed.add(key);
    return answer;
  };

  try {
    const chain = extend(1, new Set());
    if (chain === null) return 'impossible';
    return { found: completeOrder(problem, chain.flat()) };
  } catch (error) {
    if (error instanceof Error && error.message === 'out_of_steps') return 'out_of_steps';
    throw error;
  }
}

function slotsOf(problem: PackingProblem, order: readonly number[]): number[] {
  const slot = new Array<number>(problem.masterCount).fill(0);
  order.forEach((master, position) => {
    slot[master] = Math.floor(position / problem.limits.masters);
  });
  return slot;
}

/** The fewest requests this module can find, with the best lower bound it can prove. */
export function packRequests(
  problem: PackingProblem,
  searchWork: number = EXACT_SEARCH_WORK,
): Packing {
  if (problem.masterCount === 0 && problem.productNames.length === 0) {
    return { requests: 0, masterSlot: [], lowerBound: 0 };
  }
  let best = greedyMasterOrder(problem);
  let requests = requestsForOrder(problem, best);
  let lowerBound = sizeBound(problem);
  const steps = { left: searchWork };
  while (lowerBound < requests) {
    if (!countingAllows(problem, lowerBound)) {
      lowerBound += 1;
      continue;
    }
    const answer = searchOrder(problem, lowerBound, steps);
    if (answer === 'out_of_steps') break;
    if (answer === 'impossible') {
      lowerBound += 1;
      continue;
    }
    best = answer.found;
    requests = requestsForOrder(problem, best);
    break;
  }
  return {
    requests,
    masterSlot: slotsOf(problem, best),
    lowerBound: Math.min(lowerBound, requests),
  };
}
