import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Questions about single members of a hierarchy given as a parent list (an organisation, a dynasty, a guild,
 * a postal network): seeds choose the setting, the question (how far below the top a member is, how big
 * the member's part of the tree is, or how many of it have nobody below them) and whether the member asked
 * about counts itself. Easy: the parents may carry larger numbers than their children, so a single pass in
 * number order is not enough.
 */

interface Setting {
  id: string;
  /** "A bakery chain keeps its organisation chart as a list" */
  intro: string;
  members: string;
  member: string;
  /** The one directly above a member: "manager". */
  above: string;
  /** The member at the top: "the owner". */
  top: string;
  /** A member together with everyone below them: "team". */
  group: string;
  /** Members with nobody below them, in the story's words: "who manage nobody". */
  bottom: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'bakery',
    intro: 'The Crumb & Crust bakery chain keeps its organisation chart as a plain list.',
    members: 'employees',
    member: 'employee',
    above: 'manager',
    top: 'the owner',
    group: 'team',
    bottom: 'who manage nobody',
    title: 'Bakery Chain',
  },
  {
    id: 'dynasty',
    intro: 'The court chronicler of Vellmark records the ruling dynasty as a list of who descends from whom.',
    members: 'nobles',
    member: 'noble',
    above: 'parent',
    top: 'the founding queen',
    group: 'line',
    bottom: 'who have no children',
    title: 'Vellmark Dynasty',
  },
  {
    id: 'guild',
    intro: 'The Glassblowers’ Guild writes down, for every member, the master who trained them.',
    members: 'glassblowers',
    member: 'glassblower',
    above: 'master',
    top: 'the grand master',
    group: 'school',
    bottom: 'who never trained anyone',
    title: 'Glassblowers’ Guild',
  },
  {
    id: 'post',
    intro:
      'The island post sends every letter up a chain of offices; each office forwards to one other office.',
    members: 'post offices',
    member: 'post office',
    above: 'forwarding office',
    top: 'the central depot',
    group: 'district',
    bottom: 'that nobody forwards to',
    title: 'Island Post',
  },
];

type Question = 'depth' | 'size' | 'leaves';
const QUESTIONS: readonly Question[] = ['depth', 'size', 'leaves'];

interface Tree {
  /** parent[v] for v = 1..n; 0 for the top. parent[0] is unused. */
  parent: number[];
}

export const hierarchyQuestions: PuzzleFamily = {
  id: 'data-structures/hierarchy-questions',
  track: 'data-structures',
  topic: 'trees-and-binary-search',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const question = random.pick(QUESTIONS);
    const inclusive = random.next() < 0.5;
    const solve = (input: string) => {
      const { tree, asked } = parseInput(input);
      const answers = answerAll(tree, question, inclusive);
      return `${asked.map((x) => answers[x]).join('\n')}\n`;
    };
    const text = wording(setting, question, inclusive);
    const example = exampleTree(random);
    const exampleAsked = exampleQuestions(random, example);
    const single = { parent: [0, 0] };

    return {
      title: `${text.titleWord} the ${setting.title}`,
      description: text.description,
      statement: [
        `${setting.intro} There are n ${setting.members}, numbered 1 to n. Every ${setting.member} except`,
        `${setting.top} has exactly one ${setting.above}; ${setting.top} has none. Following ${setting.above}s`,
        `upwards from any ${setting.member} always ends at ${setting.top}. The **${setting.group}** of a ${setting.member}`,
        `is that ${setting.member} together with everyone whose chain of ${setting.above}s passes through it.`,
        '',
        `Answer q questions. Each names one ${setting.member} x: ${text.rule}`,
      ].join('\n'),
      input: [
        'The first line holds n and q.',
        `The second line holds n numbers p_1 … p_n: p_i is the ${setting.above} of ${setting.member} i, or 0 for ${setting.top}.`,
        `Each of the next q lines holds one ${setting.member} x.`,
      ].join('\n'),
      output: `q lines: the answer to each question, in order.`,
      constraints: [
        '1 ≤ n ≤ 1000',
        '1 ≤ q ≤ 1000',
        'Exactly one p_i is 0; every other p_i is between 1 and n',
        'There are no cycles',
        '1 ≤ x ≤ n',
      ].join('\n'),
      hints: [
        `Draw the first example as a tree, ${setting.top} at the top.`,
        `A ${setting.above} may have a larger number than the ${setting.member} below them, so work from the tree's shape, not from the order of the numbers.`,
        text.hint,
      ],
      examples: [
        {
          input: treeInput(example, exampleAsked),
          explanation: explain(example, exampleAsked, setting, question, inclusive),
        },
        {
          input: treeInput(single, [1]),
          explanation: `${capitalised(setting.member)} 1 is ${setting.top} and alone: the answer is ${answerAll(single, question, inclusive)[1]}.`,
        },
      ],
      hidden: hiddenInputs(random),
      solve,
      code: programs(question, inclusive),
      wrong: [{ name: text.wrongName, language: 'python', source: wrongSolution(question, inclusive) }],
      parameters: { setting: setting.id, question, inclusive: inclusive ? 1 : 0 },
    };
  },
};

function wording(setting: Setting, question: Question, inclusive: boolean) {
  const { member, members, above, top, group } = setting;
  if (question === 'depth')
    return inclusive
      ? {
          titleWord: 'Levels of',
          description: `Tell on which level of the chart each asked ${member} stands.`,
          rule: `on which **level** does x stand, where ${top} is on **level 1**, the ${members} whose ${above} is ${top} on level 2, and so on?`,
          hint: `Walk up from x, ${above} by ${above}, counting ${members} until you reach ${top}.`,
          wrongName: 'parents-before-children',
        }
      : {
          titleWord: 'Who Stands Above in',
          description: `Count how many ${members} stand above each asked ${member}.`,
          rule: `how many ${members} stand **above** x, that is, how many ${above}s do you meet walking up from x to ${top}, ${top} included (x itself not counted)?`,
          hint: `Walk up from x, ${above} by ${above}, counting the steps until you reach ${top}.`,
          wrongName: 'parents-before-children',
        };
  if (question === 'size')
    return inclusive
      ? {
          titleWord: `${capitalised(group)} Sizes in`,
          description: `Count how many ${members} belong to the ${group} of each asked ${member}.`,
          rule: `how many ${members} are in the ${group} of x, **x included**?`,
          hint: `Every ${member} adds itself to its own ${group} and to the ${group} of everyone above it.`,
          wrongName: 'direct-only',
        }
      : {
          titleWord: 'Everyone Below in',
          description: `Count how many ${members} stand below each asked ${member}, directly or not.`,
          rule: `how many ${members} are in the ${group} of x **not counting x itself**?`,
          hint: `Every ${member} adds itself to the ${group} of everyone above it.`,
          wrongName: 'direct-only',
        };
  return {
    titleWord: inclusive ? 'Last Links of' : 'Last Links Below in',
    description: `Count the ${members} ${setting.bottom} in the ${group} of each asked ${member}.`,
    rule: `how many ${members} in the ${group} of x are ${members} **${setting.bottom}**? ${inclusive ? 'x itself **counts** when it is one of them.' : '**Leave x itself out**, even when it is one of them.'}`,
    hint: `The ${members} ${setting.bottom} are those that appear as nobody's ${above}; count them in the ${group} of x.`,
    wrongName: 'direct-only',
  };
}

function parseInput(input: string): { tree: Tree; asked: number[] } {
  const numbers = input.trim().split(/\s+/).map(Number);
  const n = numbers[0] ?? 0;
  const q = numbers[1] ?? 0;
  const parent = [0, ...numbers.slice(2, 2 + n)];
  return { tree: { parent }, asked: numbers.slice(2 + n, 2 + n + q) };
}

const treeInput = (tree: Tree, asked: readonly number[]) =>
  `${tree.parent.length - 1} ${asked.length}\n${tree.parent.slice(1).join(' ')}\n${asked.join('\n')}\n`;

/** Every member's answer, from the tree walked down from the top (the reference). */
function answerAll(tree: Tree, question: Question, inclusive: boolean): number[] {
  const n = tree.parent.length - 1;
  const children: number[][] = Array.from({ length: n + 1 }, () => []);
  let top = 0;
  for (let v = 1; v <= n; v++) {
    const p = tree.parent[v] ?? 0;
    if (p === 0) top = v;
    else children[p]?.push(v);
  }
  const depth = new Array<number>(n + 1).fill(0);
  const order = [top];
  for (let index = 0; index < order.length; index++) {
    const v = order[index] ?? 0;
    for (const child of children[v] ?? []) {
      depth[child] = (depth[v] ?? 0) + 1;
      order.push(child);
    }
  }
  if (question === 'depth') return depth.map((d) => d + (inclusive ? 1 : 0));
  const size = new Array<number>(n + 1).fill(1);
  const leaves = children.map((list): number => (list.length === 0 ? 1 : 0));
  for (const v of [...order].reverse()) {
    const p = tree.parent[v] ?? 0;
    if (p === 0) continue;
    size[p] = (size[p] ?? 0) + (size[v] ?? 0);
    leaves[p] = (leaves[p] ?? 0) + (leaves[v] ?? 0);
  }
  if (question === 'size') return size.map((s) => s - (inclusive ? 0 : 1));
  return leaves.map((count, v) => count - (!inclusive && children[v]?.length === 0 ? 1 : 0));
}

/** A random tree whose numbering is shuffled, so parents often carry larger numbers than their children. */
function randomTree(random: Random, n: number, shape: 'random' | 'deep' | 'bushy'): Tree {
  const labels = random.shuffle(Array.from({ length: n }, (_, index) => index + 1));
  const parent = new Array<number>(n + 1).fill(0);
  for (let index = 1; index < n; index++) {
    const low = shape === 'deep' ? Math.max(0, index - 2) : 0;
    const high = shape === 'bushy' ? Math.min(index - 1, 3) : index - 1;
    parent[labels[index] ?? 1] = labels[random.int(low, high)] ?? 0;
  }
  return { parent };
}

/** Eight members, the top and most parents carrying large numbers. */
function exampleTree(random: Random): Tree {
  const shapes: ReadonlyArray<readonly number[]> = [
    [3, 0, 8, 2, 8, 3, 2, 2],
    [6, 5, 0, 3, 3, 2, 5, 2],
    [0, 7, 2, 7, 2, 1, 1, 5],
  ];
  return { parent: [0, ...random.pick(shapes)] };
}

/** The top, one member in the middle and one at the bottom, in a random order. */
function exampleQuestions(random: Random, tree: Tree): number[] {
  const members = [1, 2, 3, 4, 5, 6, 7, 8];
  const top = tree.parent.indexOf(0, 1);
  const middle = members.filter((v) => v !== top && tree.parent.includes(v));
  const bottom = members.filter((v) => !tree.parent.includes(v));
  return random.shuffle([top, random.pick(middle), random.pick(bottom)]);
}

function explain(
  tree: Tree,
  asked: readonly number[],
  setting: Setting,
  question: Question,
  inclusive: boolean,
): string {
  const answers = answerAll(tree, question, inclusive);
  const n = tree.parent.length - 1;
  const inGroup = (x: number) =>
    Array.from({ length: n }, (_, index) => index + 1).filter((v) => {
      for (let u = v; u !== 0; u = tree.parent[u] ?? 0) if (u === x) return true;
      return false;
    });
  const isBottom = (v: number) => !tree.parent.includes(v);
  const parts = asked.map((x) => {
    if (question === 'depth') {
      const chain: number[] = [];
      for (let u = x; u !== 0; u = tree.parent[u] ?? 0) chain.push(u);
      return `from ${x} up: ${chain.join(' → ')}, so ${answers[x]}`;
    }
    const group = inGroup(x);
    if (question === 'size') return `the ${setting.group} of ${x} is ${group.join(', ')}, so ${answers[x]}`;
    const bottoms = group.filter((v) => isBottom(v) && (inclusive || v !== x));
    return `in the ${setting.group} of ${x} (${group.join(', ')}) the ones ${setting.bottom} are ${bottoms.length ? bottoms.join(', ') : 'none'}, so ${answers[x]}`;
  });
  return `${capitalised(parts.join('; '))}.`;
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const allOf = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
  const someOf = (n: number, q: number) => Array.from({ length: q }, () => random.int(1, n));
  // A chain whose every parent has the larger number: n is the top, 1 the deepest.
  const chain: Tree = { parent: [0, ...Array.from({ length: 1000 }, (_, index) => (index + 2) % 1001)] };
  const star: Tree = { parent: [0, 0, ...Array.from({ length: 999 }, () => 1)] };
  const topAtEnd: Tree = { parent: [0, ...Array.from({ length: 20 }, (_, index) => (index < 19 ? 20 : 0))] };
  const small = randomTree(random, 12, 'random');
  return [
    { input: treeInput({ parent: [0, 2, 0] }, [1, 2]) },
    { input: treeInput(small, allOf(12)) },
    { input: treeInput(topAtEnd, allOf(20)) },
    { input: treeInput(chain, [1, 1000, 500, 2, 999]) },
    { input: treeInput(star, [1, 2, 1000, 1]) },
    { input: treeInput(randomTree(random, 1000, 'random'), someOf(1000, 1000)) },
    { input: treeInput(randomTree(random, 1000, 'deep'), someOf(1000, 1000)) },
    { input: treeInput(randomTree(random, 1000, 'bushy'), someOf(1000, 1000)) },
  ];
}

function programs(question: Question, inclusive: boolean): FamilyPuzzle['code'] {
  // Every reference walks up from each member to find its depth, then sums sizes and bottoms from the
  // deepest members upwards.
  const wanted = {
    depth: inclusive
      ? 'the level of each member (the top is level 1)'
      : 'how many members are above each one',
    size: inclusive
      ? 'the size of each member’s group, itself included'
      : 'how many members are below each one',
    leaves: `how many members with nobody below them are in each one’s group${inclusive ? '' : ', itself left out'}`,
  }[question];
  const pyResult = {
    depth: `depth[x]${inclusive ? ' + 1' : ''}`,
    size: `size[x]${inclusive ? '' : ' - 1'}`,
    leaves: inclusive ? 'bottoms[x]' : 'bottoms[x] - (1 if below[x] == 0 else 0)',
  }[question];
  const cResult = {
    depth: `depth[x]${inclusive ? ' + 1' : ''}`,
    size: `size[x]${inclusive ? '' : ' - 1'}`,
    leaves: inclusive ? 'bottoms[x]' : 'bottoms[x] - (below[x] == 0 ? 1 : 0)',
  }[question];
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    parent = [0] + [int(x) for x in data[2:2 + n]]
    answers = answer_all(n, parent)
    print("\\n".join(str(answers[int(x)]) for x in data[2 + n:2 + n + q]))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    int *parent = calloc(n + 1, sizeof *parent);
    for (int i = 1; i <= n; i++) scanf("%d", &parent[i]);
    int *answers = calloc(n + 1, sizeof *answers);
    answer_all(n, parent, answers);
    for (int i = 0; i < q; i++) {
        int x;
        scanf("%d", &x);
        printf("%d\\n", answers[x]);
    }
    free(parent);
    free(answers);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        int[] parent = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            in.nextToken();
            parent[i] = (int) in.nval;
        }
        int[] answers = answerAll(n, parent);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            out.append(answers[(int) in.nval]).append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, q;
    if (!(cin >> n >> q)) return 0;
    vector<int> parent(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> parent[i];
    vector<int> answers = answer_all(n, parent);
    for (int i = 0; i < q; i++) {
        int x;
        cin >> x;
        cout << answers[x] << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const q = Number(next());
    const parent = new Int32Array(n + 1);
    for (let i = 1; i <= n; i++) parent[i] = Number(next());
    const answers = answerAll(n, parent);
    const out = [];
    for (let i = 0; i < q; i++) out.push(answers[Number(next())]);
    console.log(out.join('\\n'));`,
    });
  return {
    python: {
      solution: python(`def answer_all(n, parent):
    """For every member x (index 1..n): ${wanted}."""
    depth = [0] * (n + 1)
    for v in range(1, n + 1):
        u = v
        while parent[u] != 0:
            u = parent[u]
            depth[v] += 1
    size = [1] * (n + 1)
    below = [0] * (n + 1)
    for v in range(1, n + 1):
        below[parent[v]] += 1
    bottoms = [1 if below[v] == 0 else 0 for v in range(n + 1)]
    for v in sorted(range(1, n + 1), key=lambda v: -depth[v]):
        if parent[v] != 0:
            size[parent[v]] += size[v]
            bottoms[parent[v]] += bottoms[v]
    return [0] + [${pyResult} for x in range(1, n + 1)]`),
      starter: python(`def answer_all(n, parent):
    # Return a list whose entry x (for x = 1..n) is ${wanted}.
    return [0] * (n + 1)`),
    },
    c: {
      solution: c(`static int *depth_of;

static int deepest_first(const void *a, const void *b) {
    return depth_of[*(const int *)b] - depth_of[*(const int *)a];
}

/* Puts in answers[x], for every member x, ${wanted}. */
static void answer_all(int n, const int *parent, int *answers) {
    int *depth = calloc(n + 1, sizeof *depth);
    int *size = calloc(n + 1, sizeof *size);
    int *below = calloc(n + 1, sizeof *below);
    int *bottoms = calloc(n + 1, sizeof *bottoms);
    int *order = malloc(sizeof *order * n);
    for (int v = 1; v <= n; v++) {
        for (int u = v; parent[u] != 0; u = parent[u]) depth[v]++;
        below[parent[v]]++;
        order[v - 1] = v;
    }
    for (int v = 1; v <= n; v++) {
        size[v] = 1;
        bottoms[v] = below[v] == 0;
    }
    depth_of = depth;
    qsort(order, n, sizeof *order, deepest_first);
    for (int i = 0; i < n; i++) {
        int v = order[i];
        if (parent[v] == 0) continue;
        size[parent[v]] += size[v];
        bottoms[parent[v]] += bottoms[v];
    }
    for (int x = 1; x <= n; x++) answers[x] = ${cResult};
    free(depth);
    free(size);
    free(below);
    free(bottoms);
    free(order);
}`),
      starter: c(`/* Put in answers[x], for every member x from 1 to n, ${wanted}. */
static void answer_all(int n, const int *parent, int *answers) {
}`),
    },
    java: {
      solution: java(`    /** For every member x (index 1..n): ${wanted}. */
    static int[] answerAll(int n, int[] parent) {
        int[] depth = new int[n + 1];
        int[] size = new int[n + 1];
        int[] below = new int[n + 1];
        int[] bottoms = new int[n + 1];
        Integer[] order = new Integer[n];
        for (int v = 1; v <= n; v++) {
            for (int u = v; parent[u] != 0; u = parent[u]) depth[v]++;
            below[parent[v]]++;
            order[v - 1] = v;
        }
        for (int v = 1; v <= n; v++) {
            size[v] = 1;
            bottoms[v] = below[v] == 0 ? 1 : 0;
        }
        Arrays.sort(order, (a, b) -> depth[b] - depth[a]);
        for (int v : order) {
            if (parent[v] == 0) continue;
            size[parent[v]] += size[v];
            bottoms[parent[v]] += bottoms[v];
        }
        int[] answers = new int[n + 1];
        for (int x = 1; x <= n; x++) answers[x] = ${cResult};
        return answers;
    }`),
      starter: java(`    /** Return an array whose entry x (for x = 1..n) is ${wanted}. */
    static int[] answerAll(int n, int[] parent) {
        return new int[n + 1];
    }`),
    },
    cpp: {
      solution: cpp(`// For every member x (index 1..n): ${wanted}.
vector<int> answer_all(int n, const vector<int> &parent) {
    vector<int> depth(n + 1, 0), size(n + 1, 0), below(n + 1, 0), bottoms(n + 1, 0), order(n);
    for (int v = 1; v <= n; v++) {
        for (int u = v; parent[u] != 0; u = parent[u]) depth[v]++;
        below[parent[v]]++;
        order[v - 1] = v;
    }
    for (int v = 1; v <= n; v++) {
        size[v] = 1;
        bottoms[v] = below[v] == 0;
    }
    sort(order.begin(), order.end(), [&](int a, int b) { return depth[a] > depth[b]; });
    for (int v : order) {
        if (parent[v] == 0) continue;
        size[parent[v]] += size[v];
        bottoms[parent[v]] += bottoms[v];
    }
    vector<int> answers(n + 1, 0);
    for (int x = 1; x <= n; x++) answers[x] = ${cResult};
    return answers;
}`),
      starter: cpp(`// Return a vector whose entry x (for x = 1..n) is ${wanted}.
vector<int> answer_all(int n, const vector<int> &parent) {
    return vector<int>(n + 1, 0);
}`),
    },
    javascript: {
      solution: javascript(`// For every member x (index 1..n): ${wanted}.
function answerAll(n, parent) {
    const depth = new Int32Array(n + 1), size = new Int32Array(n + 1);
    const below = new Int32Array(n + 1), bottoms = new Int32Array(n + 1);
    const order = [];
    for (let v = 1; v <= n; v++) {
        for (let u = v; parent[u] !== 0; u = parent[u]) depth[v]++;
        below[parent[v]]++;
        order.push(v);
    }
    for (let v = 1; v <= n; v++) {
        size[v] = 1;
        bottoms[v] = below[v] === 0 ? 1 : 0;
    }
    order.sort((a, b) => depth[b] - depth[a]);
    for (const v of order) {
        if (parent[v] === 0) continue;
        size[parent[v]] += size[v];
        bottoms[parent[v]] += bottoms[v];
    }
    const answers = new Int32Array(n + 1);
    for (let x = 1; x <= n; x++) answers[x] = ${cResult.replace('==', '===')};
    return answers;
}`),
      starter: javascript(`// Return an array whose entry x (for x = 1..n) is ${wanted}.
function answerAll(n, parent) {
    return new Array(n + 1).fill(0);
}`),
    },
  };
}

/**
 * The depth question: fills depths in number order, as if every parent had a smaller number than its child.
 * The other questions: count only the members directly below x.
 */
function wrongSolution(question: Question, inclusive: boolean): string {
  const head = `import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
parent = [0] + [int(x) for x in data[2:2 + n]]
asked = [int(x) for x in data[2 + n:2 + n + q]]
`;
  if (question === 'depth')
    return `${head}depth = [0] * (n + 1)
for v in range(1, n + 1):
    if parent[v] != 0:
        depth[v] = depth[parent[v]] + 1
print("\\n".join(str(depth[x]${inclusive ? ' + 1' : ''}) for x in asked))
`;
  if (question === 'size')
    return `${head}below = [0] * (n + 1)
for v in range(1, n + 1):
    below[parent[v]] += 1
print("\\n".join(str(below[x]${inclusive ? ' + 1' : ''}) for x in asked))
`;
  return `${head}below = [0] * (n + 1)
for v in range(1, n + 1):
    below[parent[v]] += 1
def count(x):
    direct = sum(1 for v in range(1, n + 1) if parent[v] == x and below[v] == 0)
    return direct + (1 if ${inclusive ? 'below[x] == 0' : 'False'} else 0)
print("\\n".join(str(count(x)) for x in asked))
`;
}
