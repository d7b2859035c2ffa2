import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Totals along the one path between two places of a tree (huts and trails, islands and ferries, caverns and
 * tunnels, rooms and corridors), for many pairs. Seeds choose the setting and the twist: the values sit on
 * the links (the path's total leaves out the link above the meeting point) or on the places (the meeting
 * point counts once). Medium: a prefix total from the root and the lowest common ancestor; walking up
 * pair by pair is too slow on the deep large test.
 */

interface Setting {
  id: string;
  /** Opens the statement: the places and the links, and which place the map is drawn towards. */
  intro: string;
  place: string;
  places: string;
  /** The place every parent pointer leads towards: "the rescue station". */
  root: string;
  /** What v_i means when values sit on the links. */
  linkValue: string;
  linkQuestion: string;
  linkTitle: string;
  /** What v_i means when values sit on the places. */
  placeValue: string;
  placeQuestion: string;
  placeTitle: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'huts',
    intro:
      'High in the Karst range, n mountain huts are joined by n − 1 trails, so that there is exactly one way from any hut to any other without walking a trail twice. Every signpost points towards the rescue station.',
    place: 'hut',
    places: 'huts',
    root: 'the rescue station',
    linkValue: 'the minutes it takes to walk the trail between hut i and hut p_i',
    linkQuestion: 'how many minutes the walk from hut a to hut b takes',
    linkTitle: 'Walking Minutes Between Mountain Huts',
    placeValue: 'the number of stamps a walker collects at hut i',
    placeQuestion: 'how many stamps a walker collects going from hut a to hut b',
    placeTitle: 'Stamps Along the Mountain Trails',
  },
  {
    id: 'islands',
    intro:
      'The n islands of the Sundry archipelago are joined by n − 1 ferry lines, so that there is exactly one way from any island to any other without taking a line twice. Every timetable lists the next island towards the capital.',
    place: 'island',
    places: 'islands',
    root: 'the capital',
    linkValue: 'the fare, in shells, of the ferry between island i and island p_i',
    linkQuestion: 'how many shells the trip from island a to island b costs in fares',
    linkTitle: 'Ferry Fares of the Sundry Islands',
    placeValue:
      'the harbour due, in shells, that island i charges every traveller who lands or sets off there',
    placeQuestion: 'how many shells in harbour dues a traveller pays going from island a to island b',
    placeTitle: 'Harbour Dues of the Sundry Islands',
  },
  {
    id: 'caves',
    intro:
      'The Hollow Fell cave system has n caverns joined by n − 1 tunnels, so that there is exactly one way from any cavern to any other without crawling a tunnel twice. Chalk arrows in every cavern point towards the entrance.',
    place: 'cavern',
    places: 'caverns',
    root: 'the entrance',
    linkValue: 'the length, in metres, of the tunnel between cavern i and cavern p_i',
    linkQuestion: 'how many metres of tunnel a caver crawls going from cavern a to cavern b',
    linkTitle: 'Tunnel Metres in Hollow Fell',
    placeValue: 'the number of bats roosting in cavern i',
    placeQuestion: 'how many bats a caver passes going from cavern a to cavern b',
    placeTitle: 'Bats Along the Hollow Fell Tunnels',
  },
  {
    id: 'castle',
    intro:
      'Castle Grimsby has n rooms joined by n − 1 corridors, so that there is exactly one way from any room to any other without using a corridor twice. A painted hand in every room points towards the great hall.',
    place: 'room',
    places: 'rooms',
    root: 'the great hall',
    linkValue: 'the number of steps in the corridor between room i and room p_i',
    linkQuestion: 'how many steps a guest climbs or descends going from room a to room b',
    linkTitle: 'Stairs of Castle Grimsby',
    placeValue: 'the number of candles burning in room i',
    placeQuestion: 'how many candles a guest passes going from room a to room b',
    placeTitle: 'Candles of Castle Grimsby',
  },
  {
    id: 'railway',
    intro:
      'The Moorland Light Railway has n stations joined by n − 1 stretches of track, so that there is exactly one way from any station to any other without riding a stretch twice. Every departure board names the next station towards the terminus.',
    place: 'station',
    places: 'stations',
    root: 'the terminus',
    linkValue: 'the minutes the train needs between station i and station p_i',
    linkQuestion: 'how many minutes the ride from station a to station b takes',
    linkTitle: 'Riding Minutes on the Moorland Railway',
    placeValue: 'the number of flower baskets hanging at station i',
    placeQuestion: 'how many flower baskets a passenger sees going from station a to station b',
    placeTitle: 'Flower Baskets of the Moorland Railway',
  },
  {
    id: 'garden',
    intro:
      'The palace garden has n fountains joined by n − 1 gravel paths, so that there is exactly one way from any fountain to any other without walking a path twice. A small sign at every fountain points towards the gate.',
    place: 'fountain',
    places: 'fountains',
    root: 'the gate',
    linkValue: 'the number of rose bushes along the path between fountain i and fountain p_i',
    linkQuestion: 'how many rose bushes a visitor passes walking from fountain a to fountain b',
    linkTitle: 'Rose Bushes of the Palace Garden',
    placeValue: 'the number of coins lying in fountain i',
    placeQuestion:
      'how many coins lie in the fountains a visitor passes walking from fountain a to fountain b',
    placeTitle: 'Coins in the Palace Fountains',
  },
];

const MAX_N = 40_000;
const MAX_Q = 40_000;
const MAX_VALUE = 1000;

interface Tree {
  /** parent[v] for v = 1..n, 0 for the root; parent[0] unused. */
  parent: number[];
  /** value[v] for v = 1..n (on links: the link to the parent, 0 for the root). */
  value: number[];
}

export const pathTotals: PuzzleFamily = {
  id: 'data-structures/path-totals',
  track: 'data-structures',
  topic: 'trees-and-binary-search',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const onPlaces = random.next() < 0.5;
    const solve = (input: string) => {
      const { tree, pairs } = parseInput(input);
      return `${pathTotalsOf(tree, pairs, onPlaces).join('\n')}\n`;
    };
    const example = exampleTree(random, onPlaces);
    const exampleRoot = example.parent.indexOf(0, 1);
    const examplePairs: Array<[number, number]> = onPlaces
      ? [
          [1, 8],
          [6, 6],
          [exampleRoot, 2],
        ]
      : [
          [1, 7],
          [4, 8],
          [5, 5],
        ];
    const { place, places, root } = setting;

    return {
      title: onPlaces ? setting.placeTitle : setting.linkTitle,
      description: `For many pairs of ${places}, add up ${onPlaces ? `the values of the ${places}` : 'the links'} on the way between them.`,
      statement: [
        setting.intro,
        '',
        `The ${places} are numbered 1 to n. For each ${place} i you know p_i, the next ${place} on the way towards`,
        `${root} (p_i = 0 for ${root} itself), and a number v_i: ${onPlaces ? setting.placeValue : `${setting.linkValue} (v_i = 0 for ${root})`}.`,
        '',
        `Answer q questions: for two ${places} a and b, print ${onPlaces ? setting.placeQuestion : setting.linkQuestion},`,
        onPlaces
          ? `following the only way between them. **Every ${place} on the way counts once, a and b included** (when a = b, just that one ${place}).`
          : `following the only way between them. **Only the links on the way count** (when a = b, the answer is 0).`,
      ].join('\n'),
      input: [
        'The first line holds n and q.',
        `The second line holds p_1 … p_n. The third line holds v_1 … v_n.`,
        'Each of the next q lines holds a question: two numbers a and b.',
      ].join('\n'),
      output: 'q lines: the answer to each question, in order.',
      constraints: [
        `1 ≤ n ≤ ${MAX_N}`,
        `1 ≤ q ≤ ${MAX_Q}`,
        `Exactly one p_i is 0; following p from any ${place} reaches it`,
        onPlaces ? `0 ≤ v_i ≤ ${MAX_VALUE}` : `0 ≤ v_i ≤ ${MAX_VALUE}, and v_i = 0 when p_i = 0`,
        '1 ≤ a, b ≤ n',
      ].join('\n'),
      hints: [
        `The way from a to b climbs from a towards ${root} up to the first ${place} that also lies above b, then goes down to b.`,
        `Write down, for every ${place}, the total from ${root} to it. How does the answer follow from the totals at a, at b and at the meeting point?`,
        'Finding the meeting point by walking up one step at a time is too slow for deep trees: jump up by powers of two instead.',
      ],
      examples: [
        {
          input: treeInput(example, examplePairs),
          explanation: explain(example, examplePairs, onPlaces, place),
        },
        {
          input: treeInput({ parent: [0, 0, 1], value: [0, onPlaces ? 7 : 0, 5] }, [
            [1, 2],
            [2, 2],
          ]),
          explanation: onPlaces
            ? `The way from 1 to 2 visits both ${places}: 7 + 5 = 12. From 2 to 2 only ${place} 2 counts: 5.`
            : `The way from 1 to 2 is the single link of value 5. From 2 to 2 there is no link at all: 0.`,
        },
      ],
      hidden: hiddenInputs(random, onPlaces),
      solve,
      code: programs(onPlaces),
      wrong: [
        {
          name: onPlaces ? 'meeting-point-left-out' : 'link-above-meeting-point',
          language: 'python',
          source: meetingPointMistake(onPlaces),
        },
        { name: 'walk-up-every-question', language: 'python', source: walkUp(onPlaces) },
      ],
      parameters: { setting: setting.id, onPlaces: onPlaces ? 1 : 0 },
      // Up to 40,000 answers of up to 8 digits.
      limits: { outputKb: 512 },
    };
  },
};

function parseInput(input: string): { tree: Tree; pairs: Array<[number, number]> } {
  const numbers = input.trim().split(/\s+/).map(Number);
  const n = numbers[0] ?? 0;
  const q = numbers[1] ?? 0;
  const parent = [0, ...numbers.slice(2, 2 + n)];
  const value = [0, ...numbers.slice(2 + n, 2 + 2 * n)];
  const start = 2 + 2 * n;
  const pairs = Array.from({ length: q }, (_, index): [number, number] => [
    numbers[start + 2 * index] ?? 1,
    numbers[start + 2 * index + 1] ?? 1,
  ]);
  return { tree: { parent, value }, pairs };
}

const treeInput = (tree: Tree, pairs: ReadonlyArray<readonly [number, number]>) =>
  `${tree.parent.length - 1} ${pairs.length}\n${tree.parent.slice(1).join(' ')}\n${tree.value.slice(1).join(' ')}\n${pairs.map(([a, b]) => `${a} ${b}\n`).join('')}`;

/** The reference: totals from the root, and the meeting point by binary lifting. */
function pathTotalsOf(
  tree: Tree,
  pairs: ReadonlyArray<readonly [number, number]>,
  onPlaces: boolean,
): number[] {
  const n = tree.parent.length - 1;
  const children: number[][] = Array.from({ length: n + 1 }, () => []);
  let root = 0;
  for (let v = 1; v <= n; v++) {
    const p = tree.parent[v] ?? 0;
    if (p === 0) root = v;
    else children[p]?.push(v);
  }
  const depth = new Int32Array(n + 1);
  const total = new Float64Array(n + 1);
  const levels = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const up = Array.from({ length: levels }, () => new Int32Array(n + 1));
  const order = [root];
  (up[0] as Int32Array)[root] = root;
  total[root] = tree.value[root] ?? 0;
  for (let index = 0; index < order.length; index++) {
    const v = order[index] ?? 0;
    for (const child of children[v] ?? []) {
      depth[child] = (depth[v] ?? 0) + 1;
      total[child] = (total[v] ?? 0) + (tree.value[child] ?? 0);
      (up[0] as Int32Array)[child] = v;
      order.push(child);
    }
  }
  for (let k = 1; k < levels; k++) {
    const below = up[k - 1] as Int32Array;
    const here = up[k] as Int32Array;
    for (let v = 1; v <= n; v++) here[v] = below[below[v] ?? 0] ?? 0;
  }
  const meet = (a: number, b: number) => {
    let [x, y] = (depth[a] ?? 0) >= (depth[b] ?? 0) ? [a, b] : [b, a];
    for (let k = levels - 1; k >= 0; k--)
      if ((depth[x] ?? 0) - (1 << k) >= (depth[y] ?? 0)) x = up[k]?.[x] ?? x;
    if (x === y) return x;
    for (let k = levels - 1; k >= 0; k--) {
      const ux = up[k]?.[x] ?? x;
      const uy = up[k]?.[y] ?? y;
      if (ux !== uy) [x, y] = [ux, uy];
    }
    return up[0]?.[x] ?? x;
  };
  return pairs.map(([a, b]) => {
    const m = meet(a, b);
    const sum = (total[a] ?? 0) + (total[b] ?? 0) - 2 * (total[m] ?? 0);
    return onPlaces ? sum + (tree.value[m] ?? 0) : sum;
  });
}

/** A small tree whose root and parents carry large numbers, so the numbering says nothing of the shape. */
function exampleTree(random: Random, onPlaces: boolean): Tree {
  // 1 - 3 - 6(root) - 2 - 8 ; 4 - 2 ; 7 - 3 ; 5 - 8
  const parent = [0, 3, 6, 6, 2, 8, 0, 3, 2];
  const value = parent.map((p, v) => (v === 0 || (p === 0 && !onPlaces) ? 0 : random.int(1, 9)));
  return { parent, value };
}

function explain(
  tree: Tree,
  pairs: ReadonlyArray<readonly [number, number]>,
  onPlaces: boolean,
  place: string,
): string {
  const answers = pathTotalsOf(tree, pairs, onPlaces);
  const chainUp = (v: number) => {
    const chain: number[] = [];
    for (let u = v; u !== 0; u = tree.parent[u] ?? 0) chain.push(u);
    return chain;
  };
  const parts = pairs.map(([a, b], index) => {
    const fromA = chainUp(a);
    const fromB = chainUp(b);
    const meet = fromA.find((v) => fromB.includes(v)) ?? a;
    const way = [
      ...fromA.slice(0, fromA.indexOf(meet) + 1),
      ...fromB.slice(0, fromB.indexOf(meet)).reverse(),
    ];
    const terms = onPlaces
      ? way.map((v) => tree.value[v] ?? 0)
      : way.slice(0, -1).map((v, step) => {
          const next = way[step + 1] ?? v;
          return tree.parent[v] === next ? (tree.value[v] ?? 0) : (tree.value[next] ?? 0);
        });
    const sum =
      terms.length > 1
        ? `${terms.join(' + ')} = ${answers[index]}`
        : terms.length === 1
          ? `just ${answers[index]}`
          : `no link, so ${answers[index]}`;
    return `${a} to ${b} goes ${way.join(' → ')}: ${sum}`;
  });
  const rule = onPlaces
    ? `every ${place} on the way counts, the one where the way turns included`
    : 'every link on the way counts';
  return `Here ${rule}. ${parts.join('; ')}.`;
}

function hiddenInputs(random: Random, onPlaces: boolean): FamilyPuzzle['hidden'] {
  const valuesFor = (parent: readonly number[], pick: () => number) =>
    parent.map((p, v) => (v === 0 || (p === 0 && !onPlaces) ? 0 : pick()));
  const treeOf = (parent: number[], pick = () => random.int(0, MAX_VALUE)): Tree => ({
    parent,
    value: valuesFor(parent, pick),
  });
  const randomPairs = (n: number, q: number) =>
    Array.from({ length: q }, (): [number, number] => [random.int(1, n), random.int(1, n)]);
  const small = treeOf(randomParents(random, 12, 0));
  const every12: Array<[number, number]> = [];
  for (let a = 1; a <= 12; a++) for (let b = a; b <= 12; b += 3) every12.push([a, b]);
  const chain = treeOf(chainParents(random, 1000), () => MAX_VALUE);
  const star = treeOf([0, 0, ...Array.from({ length: 99 }, () => 1)]);
  const deep = treeOf(randomParents(random, MAX_N, 30_000));
  // The deep tree's questions join places far down on its long spine: walking up costs thousands of steps.
  const low = deepPlaces(deep);
  const deepPairs = Array.from({ length: MAX_Q }, (): [number, number] => [
    random.pick(low),
    random.pick(low),
  ]);
  return [
    { input: treeInput(treeOf([0, 0]), [[1, 1]]) },
    {
      input: treeInput(treeOf([0, 2, 0]), [
        [1, 2],
        [2, 1],
        [1, 1],
      ]),
    },
    { input: treeInput(small, every12) },
    { input: treeInput(star, randomPairs(100, 100)) },
    { input: treeInput(chain, randomPairs(1000, 300)) },
    { input: treeInput(treeOf(randomParents(random, 800, 0)), randomPairs(800, 600)) },
    { input: treeInput(treeOf(randomParents(random, MAX_N, 0)), randomPairs(MAX_N, MAX_Q)), large: true },
    { input: treeInput(deep, deepPairs), large: true },
  ];
}

/**
 * Parents for n places numbered at random: the first `spine` places (in creation order) form one long path,
 * the others hang from any earlier place.
 */
function randomParents(random: Random, n: number, spine: number): number[] {
  const labels = random.shuffle(Array.from({ length: n }, (_, index) => index + 1));
  const parent = new Array<number>(n + 1).fill(0);
  for (let index = 1; index < n; index++) {
    const from = index < spine ? index - 1 : random.int(0, index - 1);
    parent[labels[index] ?? 1] = labels[from] ?? 0;
  }
  return parent;
}

/** A single path through all n places, in a random order. */
const chainParents = (random: Random, n: number) => randomParents(random, n, n);

/** The places in the bottom third of the tree's depth. */
function deepPlaces(tree: Tree): number[] {
  const n = tree.parent.length - 1;
  const depth = new Array<number>(n + 1).fill(-1);
  const depthOf = (v: number): number => {
    const path: number[] = [];
    let u = v;
    while (u !== 0 && (depth[u] ?? -1) < 0) {
      path.push(u);
      u = tree.parent[u] ?? 0;
    }
    let d = u === 0 ? -1 : (depth[u] ?? 0);
    for (const w of path.reverse()) depth[w] = ++d;
    return depth[v] ?? 0;
  };
  const all = Array.from({ length: n }, (_, index) => index + 1);
  const deepest = Math.max(...all.map(depthOf));
  return all.filter((v) => (depth[v] ?? 0) * 3 >= deepest * 2);
}

function programs(onPlaces: boolean): FamilyPuzzle['code'] {
  const answer = onPlaces
    ? 'total[a] + total[b] - 2 * total[m] + value[m]'
    : 'total[a] + total[b] - 2 * total[m]';
  const counted = onPlaces
    ? 'the values of every place on the way from a to b, both included'
    : 'the values of every link on the way from a to b';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = [0] + [int(x) for x in data[2:2 + n]]
    value = [0] + [int(x) for x in data[2 + n:2 + 2 * n]]
    rest = data[2 + 2 * n:2 + 2 * n + 2 * q]
    pairs = [(int(rest[2 * i]), int(rest[2 * i + 1])) for i in range(q)]
    answers = path_totals(n, parent, value, pairs)
    sys.stdout.write("\\n".join(map(str, answers)) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    int *parent = calloc(n + 1, sizeof *parent);
    int *value = calloc(n + 1, sizeof *value);
    for (int i = 1; i <= n; i++) scanf("%d", &parent[i]);
    for (int i = 1; i <= n; i++) scanf("%d", &value[i]);
    int *a = malloc(sizeof *a * q), *b = malloc(sizeof *b * q);
    long long *answers = calloc(q, sizeof *answers);
    for (int i = 0; i < q; i++) scanf("%d %d", &a[i], &b[i]);
    path_totals(n, parent, value, q, a, b, answers);
    for (int i = 0; i < q; i++) printf("%lld\\n", answers[i]);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        int[] parent = new int[n + 1], value = new int[n + 1];
        for (int i = 1; i <= n; i++) { in.nextToken(); parent[i] = (int) in.nval; }
        for (int i = 1; i <= n; i++) { in.nextToken(); value[i] = (int) in.nval; }
        int[] a = new int[q], b = new int[q];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
            in.nextToken();
            b[i] = (int) in.nval;
        }
        long[] answers = pathTotals(n, parent, value, a, b);
        StringBuilder out = new StringBuilder();
        for (long answer : answers) out.append(answer).append('\\n');
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, q;
    if (!(cin >> n >> q)) return 0;
    vector<int> parent(n + 1), value(n + 1);
    for (int i = 1; i <= n; i++) cin >> parent[i];
    for (int i = 1; i <= n; i++) cin >> value[i];
    vector<int> a(q), b(q);
    for (int i = 0; i < q; i++) cin >> a[i] >> b[i];
    vector<long long> answers = path_totals(n, parent, value, a, b);
    for (long long answer : answers) cout << answer << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const q = Number(next());
    const parent = new Int32Array(n + 1);
    const value = new Int32Array(n + 1);
    for (let i = 1; i <= n; i++) parent[i] = Number(next());
    for (let i = 1; i <= n; i++) value[i] = Number(next());
    const a = new Int32Array(q);
    const b = new Int32Array(q);
    for (let i = 0; i < q; i++) {
        a[i] = Number(next());
        b[i] = Number(next());
    }
    const answers = pathTotals(n, parent, value, a, b);
    process.stdout.write(answers.map((answer) => \`\${answer}\\n\`).join(''));`,
    });
  return {
    python: {
      solution: python(`def path_totals(n, parent, value, pairs):
    """For each pair (a, b): the sum of ${counted}."""
    children = [[] for _ in range(n + 1)]
    root = 0
    for v in range(1, n + 1):
        if parent[v] == 0:
            root = v
        else:
            children[parent[v]].append(v)
    # An Euler tour (each place written when entered and after each child), with the totals from the root.
    total = [0] * (n + 1)
    depth = [0] * (n + 1)
    first = [0] * (n + 1)
    total[root] = value[root]
    tour = [root]
    stack = [root]
    next_child = [0] * (n + 1)
    while stack:
        v = stack[-1]
        if next_child[v] < len(children[v]):
            child = children[v][next_child[v]]
            next_child[v] += 1
            depth[child] = depth[v] + 1
            total[child] = total[v] + value[child]
            first[child] = len(tour)
            tour.append(child)
            stack.append(child)
        else:
            stack.pop()
            if stack:
                tour.append(stack[-1])
    # The meeting point of a and b is the shallowest place of the tour between their first visits.
    size = n + 1
    table = [[depth[v] * size + v for v in tour]]
    span = 1
    while 2 * span <= len(tour):
        row = table[-1]
        table.append(list(map(min, row[:len(row) - span], row[span:])))
        span *= 2
    answers = []
    for a, b in pairs:
        lo, hi = first[a], first[b]
        if lo > hi:
            lo, hi = hi, lo
        k = (hi - lo + 1).bit_length() - 1
        row = table[k]
        m = min(row[lo], row[hi - (1 << k) + 1]) % size
        answers.append(${answer})
    return answers`),
      starter: python(`def path_totals(n, parent, value, pairs):
    # Return, for each pair (a, b), the sum of ${counted}.
    return [0] * len(pairs)`),
    },
    c: {
      solution: c(`#define LEVELS 17

/* For each question i: the sum of ${counted} (a = qa[i], b = qb[i]). */
static void path_totals(int n, const int *parent, const int *value, int q, const int *qa, const int *qb,
                        long long *answers) {
    int *head = malloc(sizeof *head * (n + 1)), *next = malloc(sizeof *next * (n + 1));
    int *order = malloc(sizeof *order * n), *depth = calloc(n + 1, sizeof *depth);
    long long *total = calloc(n + 1, sizeof *total);
    static int up[LEVELS][40001];
    int root = 0;
    for (int v = 0; v <= n; v++) head[v] = 0;
    for (int v = 1; v <= n; v++) {
        if (parent[v] == 0) root = v;
        else {
            next[v] = head[parent[v]];
            head[parent[v]] = v;
        }
    }
    int count = 0;
    order[count++] = root;
    up[0][root] = root;
    total[root] = value[root];
    for (int i = 0; i < count; i++) {
        int v = order[i];
        for (int child = head[v]; child != 0; child = next[child]) {
            depth[child] = depth[v] + 1;
            total[child] = total[v] + value[child];
            up[0][child] = v;
            order[count++] = child;
        }
    }
    for (int k = 1; k < LEVELS; k++)
        for (int v = 1; v <= n; v++) up[k][v] = up[k - 1][up[k - 1][v]];
    for (int i = 0; i < q; i++) {
        int a = qa[i], b = qb[i], x = a, y = b;
        if (depth[x] < depth[y]) { int t = x; x = y; y = t; }
        for (int k = LEVELS - 1; k >= 0; k--)
            if (depth[x] - (1 << k) >= depth[y]) x = up[k][x];
        if (x != y) {
            for (int k = LEVELS - 1; k >= 0; k--)
                if (up[k][x] != up[k][y]) { x = up[k][x]; y = up[k][y]; }
            x = up[0][x];
        }
        int m = x;
        answers[i] = ${answer};
    }
    free(head);
    free(next);
    free(order);
    free(depth);
    free(total);
}`),
      starter: c(`/* Put in answers[i] the sum of ${counted}, for a = qa[i] and b = qb[i]. */
static void path_totals(int n, const int *parent, const int *value, int q, const int *qa, const int *qb,
                        long long *answers) {
}`),
    },
    java: {
      solution: java(`    static final int LEVELS = 17;

    /** For each question i: the sum of ${counted} (a = qa[i], b = qb[i]). */
    static long[] pathTotals(int n, int[] parent, int[] value, int[] qa, int[] qb) {
        int[] head = new int[n + 1], next = new int[n + 1], order = new int[n], depth = new int[n + 1];
        long[] total = new long[n + 1];
        int[][] up = new int[LEVELS][n + 1];
        int root = 0;
        for (int v = 1; v <= n; v++) {
            if (parent[v] == 0) root = v;
            else {
                next[v] = head[parent[v]];
                head[parent[v]] = v;
            }
        }
        int count = 0;
        order[count++] = root;
        up[0][root] = root;
        total[root] = value[root];
        for (int i = 0; i < count; i++) {
            int v = order[i];
            for (int child = head[v]; child != 0; child = next[child]) {
                depth[child] = depth[v] + 1;
                total[child] = total[v] + value[child];
                up[0][child] = v;
                order[count++] = child;
            }
        }
        for (int k = 1; k < LEVELS; k++)
            for (int v = 1; v <= n; v++) up[k][v] = up[k - 1][up[k - 1][v]];
        long[] answers = new long[qa.length];
        for (int i = 0; i < qa.length; i++) {
            int a = qa[i], b = qb[i], x = a, y = b;
            if (depth[x] < depth[y]) { int t = x; x = y; y = t; }
            for (int k = LEVELS - 1; k >= 0; k--)
                if (depth[x] - (1 << k) >= depth[y]) x = up[k][x];
            if (x != y) {
                for (int k = LEVELS - 1; k >= 0; k--)
                    if (up[k][x] != up[k][y]) { x = up[k][x]; y = up[k][y]; }
                x = up[0][x];
            }
            int m = x;
            answers[i] = ${answer};
        }
        return answers;
    }`),
      starter: java(`    /** Return, for each question i, the sum of ${counted} (a = qa[i], b = qb[i]). */
    static long[] pathTotals(int n, int[] parent, int[] value, int[] qa, int[] qb) {
        return new long[qa.length];
    }`),
    },
    cpp: {
      solution: cpp(`const int LEVELS = 17;

// For each question i: the sum of ${counted} (a = qa[i], b = qb[i]).
vector<long long> path_totals(int n, const vector<int> &parent, const vector<int> &value, const vector<int> &qa,
                              const vector<int> &qb) {
    vector<int> head(n + 1, 0), next(n + 1, 0), order(n), depth(n + 1, 0);
    vector<long long> total(n + 1, 0);
    vector<vector<int>> up(LEVELS, vector<int>(n + 1, 0));
    int root = 0;
    for (int v = 1; v <= n; v++) {
        if (parent[v] == 0) root = v;
        else {
            next[v] = head[parent[v]];
            head[parent[v]] = v;
        }
    }
    int count = 0;
    order[count++] = root;
    up[0][root] = root;
    total[root] = value[root];
    for (int i = 0; i < count; i++) {
        int v = order[i];
        for (int child = head[v]; child != 0; child = next[child]) {
            depth[child] = depth[v] + 1;
            total[child] = total[v] + value[child];
            up[0][child] = v;
            order[count++] = child;
        }
    }
    for (int k = 1; k < LEVELS; k++)
        for (int v = 1; v <= n; v++) up[k][v] = up[k - 1][up[k - 1][v]];
    vector<long long> answers(qa.size());
    for (size_t i = 0; i < qa.size(); i++) {
        int a = qa[i], b = qb[i], x = a, y = b;
        if (depth[x] < depth[y]) swap(x, y);
        for (int k = LEVELS - 1; k >= 0; k--)
            if (depth[x] - (1 << k) >= depth[y]) x = up[k][x];
        if (x != y) {
            for (int k = LEVELS - 1; k >= 0; k--)
                if (up[k][x] != up[k][y]) {
                    x = up[k][x];
                    y = up[k][y];
                }
            x = up[0][x];
        }
        int m = x;
        answers[i] = ${answer};
    }
    return answers;
}`),
      starter: cpp(`// Return, for each question i, the sum of ${counted} (a = qa[i], b = qb[i]).
vector<long long> path_totals(int n, const vector<int> &parent, const vector<int> &value, const vector<int> &qa,
                              const vector<int> &qb) {
    return vector<long long>(qa.size(), 0);
}`),
    },
    javascript: {
      solution: javascript(`const LEVELS = 17;

/** For each question i: the sum of ${counted} (a = qa[i], b = qb[i]). */
function pathTotals(n, parent, value, qa, qb) {
    const head = new Int32Array(n + 1);
    const next = new Int32Array(n + 1);
    const order = new Int32Array(n);
    const depth = new Int32Array(n + 1);
    // Totals stay below n * 1000, far inside a double's exact integers.
    const total = new Float64Array(n + 1);
    const up = Array.from({ length: LEVELS }, () => new Int32Array(n + 1));
    let root = 0;
    for (let v = 1; v <= n; v++) {
        if (parent[v] === 0) root = v;
        else {
            next[v] = head[parent[v]];
            head[parent[v]] = v;
        }
    }
    let count = 0;
    order[count++] = root;
    up[0][root] = root;
    total[root] = value[root];
    for (let i = 0; i < count; i++) {
        const v = order[i];
        for (let child = head[v]; child !== 0; child = next[child]) {
            depth[child] = depth[v] + 1;
            total[child] = total[v] + value[child];
            up[0][child] = v;
            order[count++] = child;
        }
    }
    for (let k = 1; k < LEVELS; k++)
        for (let v = 1; v <= n; v++) up[k][v] = up[k - 1][up[k - 1][v]];
    const answers = new Array(qa.length);
    for (let i = 0; i < qa.length; i++) {
        const a = qa[i];
        const b = qb[i];
        let x = a;
        let y = b;
        if (depth[x] < depth[y]) [x, y] = [y, x];
        for (let k = LEVELS - 1; k >= 0; k--)
            if (depth[x] - (1 << k) >= depth[y]) x = up[k][x];
        if (x !== y) {
            for (let k = LEVELS - 1; k >= 0; k--)
                if (up[k][x] !== up[k][y]) {
                    x = up[k][x];
                    y = up[k][y];
                }
            x = up[0][x];
        }
        const m = x;
        answers[i] = ${answer};
    }
    return answers;
}`),
      starter: javascript(`/** Return, for each question i, the sum of ${counted} (a = qa[i], b = qb[i]). */
function pathTotals(n, parent, value, qa, qb) {
    return new Array(qa.length).fill(0);
}`),
    },
  };
}

const pythonReader = `import sys

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
parent = [0] + [int(x) for x in data[2:2 + n]]
value = [0] + [int(x) for x in data[2 + n:2 + 2 * n]]
rest = data[2 + 2 * n:]
children = [[] for _ in range(n + 1)]
root = 0
for v in range(1, n + 1):
    if parent[v] == 0:
        root = v
    else:
        children[parent[v]].append(v)
depth = [0] * (n + 1)
total = [0] * (n + 1)
total[root] = value[root]
order = [root]
for v in order:
    for child in children[v]:
        depth[child] = depth[v] + 1
        total[child] = total[v] + value[child]
        order.append(child)


def meet(a, b):
    while depth[a] > depth[b]:
        a = parent[a]
    while depth[b] > depth[a]:
        b = parent[b]
    while a != b:
        a, b = parent[a], parent[b]
    return a
`;

/** Finds the meeting point right, but gets its own value wrong: the other twist's formula. */
function meetingPointMistake(onPlaces: boolean): string {
  const formula = onPlaces
    ? 'total[a] + total[b] - 2 * total[m]'
    : 'total[a] + total[b] - 2 * total[m] + value[m]';
  return `${pythonReader}

out = []
for i in range(q):
    a, b = int(rest[2 * i]), int(rest[2 * i + 1])
    m = meet(a, b)
    out.append(${formula})
print("\\n".join(map(str, out)))
`;
}

/** Right, but finds every meeting point by walking up one step at a time: hopeless on the deep tree. */
function walkUp(onPlaces: boolean): string {
  const formula = onPlaces
    ? 'total[a] + total[b] - 2 * total[m] + value[m]'
    : 'total[a] + total[b] - 2 * total[m]';
  return `${pythonReader}

out = []
for i in range(q):
    a, b = int(rest[2 * i]), int(rest[2 * i + 1])
    m = meet(a, b)
    out.append(${formula})
print("\\n".join(map(str, out)))
`;
}
