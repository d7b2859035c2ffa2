import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * The cheapest journey through a network when one or two vouchers may each make one leg free or half price:
 * Dijkstra over (place, vouchers used). Seeds choose the setting (one-way flights or two-way links), how many
 * vouchers there are and what a voucher does. Hard: the plain cheapest journey with the voucher spent on its
 * dearest leg is not the answer, costs need 64 bits, and the large test is at the constraints.
 */

interface Setting {
  id: string;
  intro: string;
  place: string;
  places: string;
  leg: string;
  legs: string;
  /** One-way legs (flights) or legs usable both ways. */
  oneWay: boolean;
  voucher: string;
  vouchers: string;
  currency: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'railway',
    intro: 'The railway company runs trains between n stations, numbered 1 to n.',
    place: 'station',
    places: 'stations',
    leg: 'train ride',
    legs: 'train rides',
    oneWay: false,
    voucher: 'railcard coupon',
    vouchers: 'railcard coupons',
    currency: 'pence',
    title: 'Railcard',
  },
  {
    id: 'islands',
    intro: 'An archipelago has n islands, numbered 1 to n, joined by ferry crossings.',
    place: 'island',
    places: 'islands',
    leg: 'ferry crossing',
    legs: 'ferry crossings',
    oneWay: false,
    voucher: 'ferry voucher',
    vouchers: 'ferry vouchers',
    currency: 'shells',
    title: 'Ferry Voucher',
  },
  {
    id: 'airline',
    intro: 'A small airline serves n airports, numbered 1 to n, with one-way flights.',
    place: 'airport',
    places: 'airports',
    leg: 'flight',
    legs: 'flights',
    oneWay: true,
    voucher: 'air miles voucher',
    vouchers: 'air miles vouchers',
    currency: 'credits',
    title: 'Air Miles',
  },
  {
    id: 'tolls',
    intro: 'A region has n towns, numbered 1 to n, joined by toll roads.',
    place: 'town',
    places: 'towns',
    leg: 'toll road',
    legs: 'toll roads',
    oneWay: false,
    voucher: 'toll pass',
    vouchers: 'toll passes',
    currency: 'cents',
    title: 'Toll Pass',
  },
];

const MAX_PLACES = 10_000;
const MAX_LEGS = 20_000;
const MAX_PRICE = 1_000_000_000;

interface Network {
  n: number;
  legs: Array<[number, number, number]>;
}

export const voucherJourney: PuzzleFamily = {
  id: 'algorithms/voucher-journey',
  track: 'algorithms',
  topic: 'graph-algorithms',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    // The twists: one voucher or two, and whether a voucher makes a leg free or half price (rounded down).
    const vouchers = random.int(1, 2);
    const free = random.next() < 0.5;
    const rule: Rule = { vouchers, free, oneWay: setting.oneWay };
    const solve = (input: string) => `${cheapest(parseNetwork(input), rule).cost}\n`;
    const voucherWords = vouchers === 1 ? `one ${setting.voucher}` : `two ${setting.vouchers}`;
    const effect = free
      ? '**pay nothing** for that one'
      : '**pay half** its price for that one, rounded down';
    const examples = [exampleNetwork(random, rule), trapNetwork(random, rule, 30)];

    return {
      title: `${setting.title}: ${vouchers === 1 ? 'One' : 'Two'} ${free ? 'Free' : 'Half-Price'} ${titleCase(vouchers === 1 ? setting.leg : setting.legs)}`,
      description: `The cheapest way from ${setting.place} 1 to ${setting.place} n with ${voucherWords}.`,
      statement: [
        `${setting.intro} There are m ${setting.legs}: ${setting.leg} i goes ${setting.oneWay ? `from ${setting.place} u to ${setting.place} v` : `between ${setting.places} u and v`}`,
        `${setting.oneWay ? '(only in that direction)' : '(in either direction)'} and costs w ${setting.currency}. Two ${setting.places} may be joined by several ${setting.legs}.`,
        '',
        `You travel from ${setting.place} 1 to ${setting.place} n and hold ${voucherWords}. When you take a ${setting.leg} you may hand in`,
        `${vouchers === 1 ? 'the' : 'one'} ${setting.voucher} to ${effect}.`,
        vouchers === 1
          ? 'The voucher can be used **once** in the whole journey, or not at all.'
          : `Each ${setting.voucher} is used **at most once**, with **at most one per ${setting.leg}**; you need not use them.`,
        '',
        `Print the **smallest total price** of the journey, or \`-1\` when ${setting.place} n cannot be reached.`,
      ].join('\n'),
      input: `The first line holds n and m. Each of the next m lines holds u, v and w: a ${setting.leg} ${setting.oneWay ? 'from u to v' : 'between u and v'} costing w.`,
      output: 'One line: the smallest total price, or -1.',
      constraints: [
        `2 ≤ n ≤ ${MAX_PLACES}`,
        `0 ≤ m ≤ ${MAX_LEGS}`,
        '1 ≤ u, v ≤ n and u ≠ v',
        `1 ≤ w ≤ 10^9`,
        'Totals can exceed 2^31: use 64-bit integers.',
      ].join('\n'),
      hints: [
        `The cheapest journey without ${vouchers === 1 ? 'the voucher' : 'vouchers'}, with ${vouchers === 1 ? 'it' : 'them'} spent on its dearest ${vouchers === 1 ? 'leg' : 'legs'} afterwards, is not always best: a journey that is dearer at first may have one very expensive ${setting.leg} worth ${free ? 'getting free' : 'halving'}.`,
        `Make ${vouchers + 1} copies of the network, copy j meaning "${vouchers === 1 ? 'the voucher is' : 'j vouchers are'} used up${vouchers === 1 ? ' (j = 1)' : ''}". A ${setting.leg} at full price stays in its copy; one bought with a voucher goes from copy j to copy j + 1.`,
        `Run Dijkstra's algorithm on the (${setting.place}, copy) pairs from (1, 0) with a priority queue; the answer is the best of (n, j) over all j.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random, rule),
      solve,
      code: programs(rule),
      wrong: [
        { name: 'voucher-after-the-fact', language: 'python', source: voucherAfterTheFact(rule) },
        { name: 'int-totals', language: 'c', source: intTotals(rule) },
      ],
      parameters: { setting: setting.id, vouchers, free: free ? 1 : 0 },
    };
  },
};

interface Rule {
  vouchers: number;
  free: boolean;
  oneWay: boolean;
}

function parseNetwork(input: string): Network {
  const numbers = input.trim().split(/\s+/).map(Number);
  const [n = 0, m = 0] = numbers;
  const legs = Array.from(
    { length: m },
    (_, i) =>
      [numbers[2 + 3 * i] ?? 1, numbers[3 + 3 * i] ?? 1, numbers[4 + 3 * i] ?? 1] as [number, number, number],
  );
  return { n, legs };
}

const networkInput = (network: Network) =>
  `${network.n} ${network.legs.length}\n${network.legs.map((leg) => leg.join(' ')).join('\n')}\n`;

/** A min-heap of [cost, state] pairs. */
class Heap {
  private items: Array<[number, number]> = [];
  get size() {
    return this.items.length;
  }
  push(item: [number, number]) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const [above, here] = [items[parent], items[i]] as [[number, number], [number, number]];
      if (above[0] <= here[0]) break;
      items[parent] = here;
      items[i] = above;
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if ((items[left]?.[0] ?? Infinity) < (items[least]?.[0] ?? Infinity)) least = left;
        if ((items[right]?.[0] ?? Infinity) < (items[least]?.[0] ?? Infinity)) least = right;
        if (least === i) break;
        [items[i], items[least]] = [items[least] as [number, number], items[i] as [number, number]];
        i = least;
      }
    }
    return top;
  }
}

/**
 * Dijkstra over (place, vouchers used), with the journey for explanations. Totals stay below 2^53 (at most
 * 2·10^4 legs of 10^9), so plain numbers are exact.
 */
function cheapest(
  network: Network,
  rule: Rule,
): { cost: number; legs: Array<{ leg: number; voucher: boolean }> } {
  const { n, legs } = network;
  const adjacency: Array<Array<[number, number]>> = Array.from({ length: n + 1 }, () => []);
  legs.forEach(([u, v], index) => {
    adjacency[u]?.push([v, index]);
    if (!rule.oneWay) adjacency[v]?.push([u, index]);
  });
  const layers = rule.vouchers + 1;
  const best = new Array<number>(layers * (n + 1)).fill(Infinity);
  const came = new Array<[number, number, boolean] | undefined>(layers * (n + 1));
  const heap = new Heap();
  best[1] = 0;
  heap.push([0, 1]);
  while (heap.size > 0) {
    const [cost, state] = heap.pop() ?? [0, 0];
    if (cost > (best[state] ?? Infinity)) continue;
    const used = Math.floor(state / (n + 1));
    const place = state % (n + 1);
    for (const [next, index] of adjacency[place] ?? []) {
      const price = legs[index]?.[2] ?? 0;
      const options: Array<[number, number, boolean]> = [[used, price, false]];
      if (used < rule.vouchers) options.push([used + 1, rule.free ? 0 : Math.floor(price / 2), true]);
      for (const [layer, paid, voucher] of options) {
        const target = layer * (n + 1) + next;
        if (cost + paid < (best[target] ?? Infinity)) {
          best[target] = cost + paid;
          came[target] = [state, index, voucher];
          heap.push([cost + paid, target]);
        }
      }
    }
  }
  let end = n;
  for (let layer = 1; layer < layers; layer++)
    if ((best[layer * (n + 1) + n] ?? Infinity) < (best[end] ?? Infinity)) end = layer * (n + 1) + n;
  const cost = best[end] ?? Infinity;
  if (cost === Infinity) return { cost: -1, legs: [] };
  const journey: Array<{ leg: number; voucher: boolean }> = [];
  for (let state = end; came[state]; ) {
    const [previous, leg, voucher] = came[state] as [number, number, boolean];
    journey.push({ leg, voucher });
    state = previous;
  }
  return { cost, legs: journey.reverse() };
}

function explain(input: string, rule: Rule, setting: Setting): string {
  const network = parseNetwork(input);
  const plain = cheapest(network, { ...rule, vouchers: 0 }).cost;
  const { cost, legs } = cheapest(network, rule);
  if (cost < 0)
    return `${capitalised(setting.place)} ${network.n} cannot be reached from ${setting.place} 1: -1.`;
  let at = 1;
  const steps = legs.map(({ leg, voucher }) => {
    const [u, v, w] = network.legs[leg] ?? [1, 1, 0];
    const from = at;
    at = from === u ? v : u;
    const paid = voucher ? (rule.free ? 0 : Math.floor(w / 2)) : w;
    return `${from} → ${at} (${voucher ? `${w}, with a voucher ${paid}` : w})`;
  });
  return `Without vouchers the cheapest journey costs ${plain}. Best with them: ${steps.join(', ')}, ${cost} in all.`;
}

const titleCase = (words: string) => words.split(' ').map(capitalised).join(' ');

/** Legs 1 → … → n along a random order of the places, so that n is reachable, plus random extra legs. */
function randomNetwork(random: Random, n: number, m: number, maxPrice: number): Network {
  const order = [1, ...random.shuffle(Array.from({ length: n - 2 }, (_, i) => i + 2)), n];
  const legs: Array<[number, number, number]> = [];
  for (let i = 0; i + 1 < n && legs.length < m; i++)
    legs.push([order[i] ?? 1, order[i + 1] ?? n, random.int(1, maxPrice)]);
  while (legs.length < m) {
    const u = random.int(1, n);
    let v = random.int(1, n - 1);
    if (v >= u) v++;
    legs.push([u, v, random.int(1, maxPrice)]);
  }
  return { n, legs: random.shuffle(legs) };
}

function exampleNetwork(random: Random, rule: Rule): string {
  const p = random.int(2, 4);
  const legs: Array<[number, number, number]> = [
    [1, 2, 4 * p],
    [2, 3, 9 * p],
    [3, 6, 3 * p],
    [1, 4, 2 * p],
    [4, 5, 3 * p],
    [5, 6, 8 * p],
    [2, 5, p],
  ];
  const turned = legs.map(([u, v, w]): [number, number, number] =>
    rule.oneWay || random.next() < 0.5 ? [u, v, w] : [v, u, w],
  );
  return networkInput({ n: 6, legs: random.shuffle(turned) });
}

/**
 * Cheap legs on one route, a few dear legs on another: the plain cheapest journey with the vouchers spent on
 * its dearest legs loses to the dear route with every one of its legs bought with a voucher.
 */
function trapNetwork(random: Random, rule: Rule, unit: number): string {
  const v = rule.vouchers;
  const dear = Math.floor(((v + 2) * unit) / v) + 1;
  const n = 2 * v + 2;
  const cheapRoute = [1, ...Array.from({ length: v + 1 }, (_, i) => i + 2), n];
  const dearRoute = [1, ...Array.from({ length: v - 1 }, (_, i) => v + 3 + i), n];
  const legs: Array<[number, number, number]> = [
    ...cheapRoute.slice(1).map((to, i) => [cheapRoute[i] ?? 1, to, unit] as [number, number, number]),
    ...dearRoute.slice(1).map((to, i) => [dearRoute[i] ?? 1, to, dear] as [number, number, number]),
  ];
  return networkInput({ n, legs: random.shuffle(legs) });
}

function hiddenInputs(random: Random, rule: Rule): FamilyPuzzle['hidden'] {
  const chain = (n: number, price: number): Network => ({
    n,
    legs: Array.from({ length: n - 1 }, (_, i) => [i + 1, i + 2, price] as [number, number, number]),
  });
  const backwards: Network = {
    n: 4,
    legs: [
      [2, 1, 1],
      [1, 3, 100],
      [3, 4, 100],
      [4, 2, 1],
    ],
  };
  // A ladder: two long chains with rungs, so that journeys are long and the queue stays busy.
  const ladder = (half: number): Network => {
    const legs: Array<[number, number, number]> = [];
    for (let i = 1; i < half; i++) {
      legs.push([i, i + 1, random.int(1, MAX_PRICE)]);
      legs.push([half + i, half + i + 1, random.int(1, MAX_PRICE)]);
    }
    for (let i = 1; i <= half && legs.length < MAX_LEGS; i += 1)
      legs.push([i, half + i, random.int(1, MAX_PRICE)]);
    return { n: 2 * half, legs: random.shuffle(legs) };
  };
  return [
    { input: networkInput({ n: 2, legs: [[1, 2, 7]] }) },
    { input: networkInput({ n: 3, legs: [[1, 2, 5]] }) },
    { input: trapNetwork(random, rule, 1000) },
    { input: networkInput(backwards) },
    { input: networkInput(chain(8, MAX_PRICE)) },
    { input: networkInput(randomNetwork(random, 9, 11, 20)) },
    { input: networkInput(randomNetwork(random, 60, 150, 1000)) },
    { input: networkInput(randomNetwork(random, 300, 900, 1_000_000)) },
    { input: networkInput(randomNetwork(random, MAX_PLACES, MAX_LEGS, MAX_PRICE)), large: true },
    { input: networkInput(ladder(MAX_PLACES / 2)), large: true },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const { vouchers, free, oneWay } = rule;
  const what = `the smallest total price from 1 to n with up to ${vouchers} voucher${vouchers === 1 ? '' : 's'}, or -1`;
  const cut = (w: string) => (free ? '0' : `${w} / 2`);
  const pyCut = free ? '0' : 'w // 2';
  const python = (imports: string, fn: string) =>
    pythonProgram({
      head: imports,
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    legs = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(cheapest(n, legs))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int *from = malloc(sizeof *from * (m + 1));
    int *to = malloc(sizeof *to * (m + 1));
    long long *price = malloc(sizeof *price * (m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d %lld", &from[i], &to[i], &price[i]);
    printf("%lld\\n", cheapest(n, m, from, to, price));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in), m = (int) readLong(in);
        int[] from = new int[m], to = new int[m];
        long[] price = new long[m];
        for (int i = 0; i < m; i++) {
            from[i] = (int) readLong(in);
            to[i] = (int) readLong(in);
            price[i] = readLong(in);
        }
        System.out.println(cheapest(n, m, from, to, price));`,
      reader: 'readLong',
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<int> from(m), to(m);
    vector<long long> price(m);
    for (int i = 0; i < m; i++) cin >> from[i] >> to[i] >> price[i];
    cout << cheapest(n, from, to, price) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const m = Number(next());
    const from = new Int32Array(m), to = new Int32Array(m), price = new Float64Array(m);
    for (let i = 0; i < m; i++) {
        from[i] = Number(next());
        to[i] = Number(next());
        price[i] = Number(next());
    }
    console.log(String(cheapest(n, from, to, price)));`,
    });
  const layers = vouchers + 1;
  return {
    python: {
      solution: python(
        'import sys\nfrom heapq import heappop, heappush',
        `def cheapest(n, legs):
    """${what[0]?.toUpperCase()}${what.slice(1)}: Dijkstra over (place, vouchers used)."""
    adjacency = [[] for _ in range(n + 1)]
    for u, v, w in legs:
        adjacency[u].append((v, w))${oneWay ? '' : '\n        adjacency[v].append((u, w))'}
    # The state (place, used) is used * (n + 1) + place; a heap entry packs cost and state in one integer.
    size = n + 1
    infinity = float('inf')
    best = [infinity] * (size * ${layers})
    best[1] = 0
    heap = [1]
    while heap:
        entry = heappop(heap)
        cost, state = divmod(entry, 1 << 17)
        if cost > best[state]:
            continue
        used, place = divmod(state, size)
        for v, w in adjacency[place]:
            target = state - place + v
            total = cost + w
            if total < best[target]:
                best[target] = total
                heappush(heap, (total << 17) | target)
            if used < ${vouchers}:
                target += size
                total = cost + ${pyCut}
                if total < best[target]:
                    best[target] = total
                    heappush(heap, (total << 17) | target)
    answer = min(best[used * size + n] for used in range(${layers}))
    return -1 if answer == infinity else answer`,
      ),
      starter: python(
        'import sys',
        `def cheapest(n, legs):
    # Return ${what}.
    return 0`,
      ),
    },
    c: {
      solution: c(`typedef struct {
    long long cost;
    int state;
} Entry;

static Entry *heap;
static int heap_size;

static void push(long long cost, int state) {
    int i = heap_size++;
    while (i > 0 && heap[(i - 1) / 2].cost > cost) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i].cost = cost;
    heap[i].state = state;
}

static Entry pop(void) {
    Entry top = heap[0], last = heap[--heap_size];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && heap[child + 1].cost < heap[child].cost) child++;
        if (heap[child].cost >= last.cost) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

/* ${what[0]?.toUpperCase()}${what.slice(1)}: Dijkstra over (place, vouchers used). */
static long long cheapest(int n, int m, const int *from, const int *to, const long long *price) {
    int arcs = ${oneWay ? 'm' : '2 * m'};
    int *start = calloc(n + 2, sizeof *start), *head = malloc(sizeof *head * (arcs + 1));
    long long *weight = malloc(sizeof *weight * (arcs + 1));
    for (int i = 0; i < m; i++) {
        start[from[i]]++;${oneWay ? '' : '\n        start[to[i]]++;'}
    }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    for (int i = 0; i < m; i++) {
        int slot = --start[from[i]];
        head[slot] = to[i];
        weight[slot] = price[i];${
          oneWay
            ? ''
            : `
        slot = --start[to[i]];
        head[slot] = from[i];
        weight[slot] = price[i];`
        }
    }
    int size = n + 1, states = size * ${layers};
    long long *best = malloc(sizeof *best * states);
    for (int s = 0; s < states; s++) best[s] = -1;
    heap = malloc(sizeof *heap * (2 * (size_t)arcs * ${layers} + 2));
    heap_size = 0;
    best[1] = 0;
    push(0, 1);
    while (heap_size > 0) {
        Entry top = pop();
        if (top.cost > best[top.state]) continue;
        int used = top.state / size, place = top.state % size;
        for (int a = start[place]; a < start[place + 1]; a++) {
            int target = used * size + head[a];
            long long total = top.cost + weight[a];
            if (best[target] < 0 || total < best[target]) {
                best[target] = total;
                push(total, target);
            }
            if (used < ${vouchers}) {
                target += size;
                total = top.cost + ${cut('weight[a]')};
                if (best[target] < 0 || total < best[target]) {
                    best[target] = total;
                    push(total, target);
                }
            }
        }
    }
    long long answer = -1;
    for (int used = 0; used < ${layers}; used++) {
        long long cost = best[used * size + n];
        if (cost >= 0 && (answer < 0 || cost < answer)) answer = cost;
    }
    return answer;
}`),
      starter: c(`/* Return ${what}. */
static long long cheapest(int n, int m, const int *from, const int *to, const long long *price) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** ${what[0]?.toUpperCase()}${what.slice(1)}: Dijkstra over (place, vouchers used). */
    static long cheapest(int n, int m, int[] from, int[] to, long[] price) {
        int[] start = new int[n + 2];
        int arcs = ${oneWay ? 'm' : '2 * m'};
        int[] head = new int[arcs];
        long[] weight = new long[arcs];
        for (int i = 0; i < m; i++) {
            start[from[i]]++;${oneWay ? '' : '\n            start[to[i]]++;'}
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        for (int i = 0; i < m; i++) {
            int slot = --start[from[i]];
            head[slot] = to[i];
            weight[slot] = price[i];${
              oneWay
                ? ''
                : `
            slot = --start[to[i]];
            head[slot] = from[i];
            weight[slot] = price[i];`
            }
        }
        int size = n + 1;
        long[] best = new long[size * ${layers}];
        Arrays.fill(best, Long.MAX_VALUE);
        best[1] = 0;
        // An entry packs cost and state into one long: costs stay below 2^46, states below 2^17.
        PriorityQueue<Long> queue = new PriorityQueue<>();
        queue.add(1L);
        while (!queue.isEmpty()) {
            long entry = queue.poll();
            long cost = entry >>> 17;
            int state = (int) (entry & ((1 << 17) - 1));
            if (cost > best[state]) continue;
            int used = state / size, place = state % size;
            for (int a = start[place]; a < start[place + 1]; a++) {
                int target = used * size + head[a];
                long total = cost + weight[a];
                if (total < best[target]) {
                    best[target] = total;
                    queue.add((total << 17) | target);
                }
                if (used < ${vouchers}) {
                    target += size;
                    total = cost + ${cut('weight[a]')};
                    if (total < best[target]) {
                        best[target] = total;
                        queue.add((total << 17) | target);
                    }
                }
            }
        }
        long answer = Long.MAX_VALUE;
        for (int used = 0; used < ${layers}; used++) answer = Math.min(answer, best[used * size + n]);
        return answer == Long.MAX_VALUE ? -1 : answer;
    }`),
      starter: java(`    /** Return ${what}. */
    static long cheapest(int n, int m, int[] from, int[] to, long[] price) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`// ${what[0]?.toUpperCase()}${what.slice(1)}: Dijkstra over (place, vouchers used).
long long cheapest(int n, const vector<int> &from, const vector<int> &to, const vector<long long> &price) {
    int m = from.size();
    vector<vector<pair<int, long long>>> adjacency(n + 1);
    for (int i = 0; i < m; i++) {
        adjacency[from[i]].push_back({to[i], price[i]});${oneWay ? '' : '\n        adjacency[to[i]].push_back({from[i], price[i]});'}
    }
    // The state (place, used) is used * (n + 1) + place.
    int size = n + 1;
    vector<long long> best(size * ${layers}, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> queue;
    best[1] = 0;
    queue.push({0, 1});
    while (!queue.empty()) {
        auto [cost, state] = queue.top();
        queue.pop();
        if (cost > best[state]) continue;
        int used = state / size, place = state % size;
        for (auto [other, w] : adjacency[place]) {
            int target = used * size + other;
            long long total = cost + w;
            if (total < best[target]) {
                best[target] = total;
                queue.push({total, target});
            }
            if (used < ${vouchers}) {
                target += size;
                total = cost + ${cut('w')};
                if (total < best[target]) {
                    best[target] = total;
                    queue.push({total, target});
                }
            }
        }
    }
    long long answer = LLONG_MAX;
    for (int used = 0; used < ${layers}; used++) answer = min(answer, best[used * size + n]);
    return answer == LLONG_MAX ? -1 : answer;
}`),
      starter: cpp(`// Return ${what}.
long long cheapest(int n, const vector<int> &from, const vector<int> &to, const vector<long long> &price) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`// ${what[0]?.toUpperCase()}${what.slice(1)}: Dijkstra over (place, vouchers used).
// A journey costs at most n * 10^9, far below 2^53: plain numbers stay exact.
function cheapest(n, from, to, price) {
    const m = from.length;
    const arcs = ${oneWay ? 'm' : '2 * m'};
    const start = new Int32Array(n + 2), head = new Int32Array(arcs), weight = new Float64Array(arcs);
    for (let i = 0; i < m; i++) {
        start[from[i]]++;${oneWay ? '' : '\n        start[to[i]]++;'}
    }
    for (let v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    for (let i = 0; i < m; i++) {
        let slot = --start[from[i]];
        head[slot] = to[i];
        weight[slot] = price[i];${
          oneWay
            ? ''
            : `
        slot = --start[to[i]];
        head[slot] = from[i];
        weight[slot] = price[i];`
        }
    }
    // The state (place, used) is used * (n + 1) + place; the heap keeps (cost, state) entries, cheapest on top.
    const size = n + 1;
    const best = new Float64Array(size * ${layers}).fill(Infinity);
    const capacity = 2 * arcs * ${layers} + 2;
    const heapCost = new Float64Array(capacity), heapState = new Int32Array(capacity);
    let heapSize = 0;
    const push = (cost, state) => {
        let i = heapSize++;
        while (i > 0 && heapCost[(i - 1) >> 1] > cost) {
            const parent = (i - 1) >> 1;
            heapCost[i] = heapCost[parent];
            heapState[i] = heapState[parent];
            i = parent;
        }
        heapCost[i] = cost;
        heapState[i] = state;
    };
    best[1] = 0;
    push(0, 1);
    while (heapSize > 0) {
        const cost = heapCost[0], state = heapState[0];
        const lastCost = heapCost[--heapSize], lastState = heapState[heapSize];
        let i = 0;
        for (;;) {
            let child = 2 * i + 1;
            if (child >= heapSize) break;
            if (child + 1 < heapSize && heapCost[child + 1] < heapCost[child]) child++;
            if (heapCost[child] >= lastCost) break;
            heapCost[i] = heapCost[child];
            heapState[i] = heapState[child];
            i = child;
        }
        heapCost[i] = lastCost;
        heapState[i] = lastState;
        if (cost > best[state]) continue;
        const used = Math.floor(state / size), place = state % size;
        for (let a = start[place]; a < start[place + 1]; a++) {
            let target = used * size + head[a];
            let total = cost + weight[a];
            if (total < best[target]) {
                best[target] = total;
                push(total, target);
            }
            if (used < ${vouchers}) {
                target += size;
                total = cost + ${free ? '0' : 'Math.floor(weight[a] / 2)'};
                if (total < best[target]) {
                    best[target] = total;
                    push(total, target);
                }
            }
        }
    }
    let answer = Infinity;
    for (let used = 0; used < ${layers}; used++) answer = Math.min(answer, best[used * size + n]);
    return answer === Infinity ? -1 : answer;
}`),
      starter: javascript(`// Return ${what}.
function cheapest(n, from, to, price) {
    return 0;
}`),
    },
  };
}

/** Finds the plain cheapest journey, then spends the vouchers on its dearest legs. */
function voucherAfterTheFact(rule: Rule): string {
  return `import sys
from heapq import heappop, heappush

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adjacency = [[] for _ in range(n + 1)]
for i in range(m):
    u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
    adjacency[u].append((v, w))${rule.oneWay ? '' : '\n    adjacency[v].append((u, w))'}
best = [None] * (n + 1)
came = [0] * (n + 1)
best[1] = 0
heap = [(0, 1)]
while heap:
    cost, place = heappop(heap)
    if cost > best[place]:
        continue
    for v, w in adjacency[place]:
        if best[v] is None or cost + w < best[v]:
            best[v] = cost + w
            came[v] = w
            heappush(heap, (cost + w, v))
if best[n] is None:
    print(-1)
else:
    prices = []
    place = n
    while place != 1:
        prices.append(came[place])
        for u in range(1, n + 1):
            if best[u] is not None and any(v == place and best[u] + w == best[place] for v, w in adjacency[u]):
                place = u
                break
    prices.sort(reverse=True)
    saving = sum(${rule.free ? 'w' : 'w - w // 2'} for w in prices[:${rule.vouchers}])
    print(best[n] - saving)
`;
}

/** The right search with 32-bit totals: wrong once a journey costs more than 2^31. */
function intTotals(rule: Rule): string {
  const layers = rule.vouchers + 1;
  return `#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int size = n + 1, states = size * ${layers};
    int *u = malloc(sizeof *u * (m + 1)), *v = malloc(sizeof *v * (m + 1)), *w = malloc(sizeof *w * (m + 1));
    for (int i = 0; i < m; i++) scanf("%d %d %d", &u[i], &v[i], &w[i]);
    int *best = malloc(sizeof *best * states);
    char *done = calloc(states, 1);
    for (int s = 0; s < states; s++) best[s] = -1;
    best[1] = 0;
    /* A simple O(states^2 + states * m) Dijkstra is enough to show the overflow on small tests. */
    for (;;) {
        int pick = -1;
        for (int s = 0; s < states; s++)
            if (!done[s] && best[s] >= 0 && (pick < 0 || best[s] < best[pick])) pick = s;
        if (pick < 0) break;
        done[pick] = 1;
        int used = pick / size, place = pick % size;
        for (int i = 0; i < m; i++) {
            for (int dir = 0; dir < ${rule.oneWay ? 1 : 2}; dir++) {
                int a = dir ? v[i] : u[i], b = dir ? u[i] : v[i];
                if (a != place) continue;
                int target = used * size + b, total = best[pick] + w[i];
                if (best[target] < 0 || total < best[target]) best[target] = total;
                if (used < ${rule.vouchers}) {
                    target += size;
                    total = best[pick] + ${rule.free ? '0' : 'w[i] / 2'};
                    if (best[target] < 0 || total < best[target]) best[target] = total;
                }
            }
        }
    }
    int answer = -1;
    for (int used = 0; used < ${layers}; used++) {
        int cost = best[used * size + n];
        if (cost >= 0 && (answer < 0 || cost < answer)) answer = cost;
    }
    printf("%d\\n", answer);
    return 0;
}
`;
}
