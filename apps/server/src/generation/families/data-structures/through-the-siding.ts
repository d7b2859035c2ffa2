import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Whether things arriving in the order 1..n can leave in a requested order, helped by one small waiting
 * place. Seeds choose the setting, whether the waiting place is a dead end (last in, first out: a stack) or
 * a loop (first in, first out: a queue), and how many things it holds. Easy: one pass with a stack or a
 * queue, where each step is forced.
 */

interface Setting {
  id: string;
  /** "At the goods yard, n wagons numbered 1 to n roll in on the incoming track" */
  arrive: string;
  /** "and must roll out onto the main line in the order the timetable asks for" */
  leave: string;
  things: string;
  thing: string;
  /** The waiting place when it is a dead end, and when it is a loop, with their rules and title words. */
  stack: { place: string; rule: string; title: string };
  queue: { place: string; rule: string; title: string };
  /** "go straight onto the main line" */
  straight: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'railway',
    arrive:
      'At the goods yard, n wagons numbered 1 to n roll in on the incoming track, in the order 1, 2, …, n,',
    leave: 'and must leave on the main line in the order the timetable asks for',
    things: 'wagons',
    thing: 'wagon',
    stack: {
      place: 'the siding',
      rule: 'the siding is a **dead end**, so the wagon that went in **last** comes out **first**',
      title: 'A Dead-End Siding',
    },
    queue: {
      place: 'the siding',
      rule: 'the siding is a **loop**, so wagons come out **in the order they went in**',
      title: 'A Loop Siding',
    },
    straight: 'roll straight through onto the main line',
  },
  {
    id: 'ferry',
    arrive: 'At the ferry port, n cars numbered 1 to n reach the check-in booth in the order 1, 2, …, n,',
    leave: 'and must drive onto the ferry in the order the loading officer has planned',
    things: 'cars',
    thing: 'car',
    stack: {
      place: 'the waiting bay',
      rule: 'the bay is a **narrow dead end**, so the car that drove in **last** drives out **first**',
      title: 'A Narrow Waiting Bay',
    },
    queue: {
      place: 'the waiting lane',
      rule: 'the lane is **one-way**, so cars leave it **in the order they entered**',
      title: 'A One-Way Waiting Lane',
    },
    straight: 'drive straight onto the ferry',
  },
  {
    id: 'kitchen',
    arrive: 'In a busy restaurant, n plates numbered 1 to n come out of the kitchen in the order 1, 2, …, n,',
    leave: 'and must reach the tables in the order the head waiter calls for',
    things: 'plates',
    thing: 'plate',
    stack: {
      place: 'the warming pile',
      rule: 'plates wait **stacked** in a pile, so the plate put down **last** is picked up **first**',
      title: 'A Warming Pile',
    },
    queue: {
      place: 'the warming belt',
      rule: 'plates wait on a **conveyor belt**, so they come off it **in the order they were put on**',
      title: 'A Warming Belt',
    },
    straight: 'be carried straight to its table',
  },
  {
    id: 'canal',
    arrive: 'At the canal lock, n boats numbered 1 to n arrive from upstream in the order 1, 2, …, n,',
    leave: 'and must sail out onto the river in the order the lock keeper has promised',
    things: 'boats',
    thing: 'boat',
    stack: {
      place: 'the side basin',
      rule: 'the basin is a **dead end**, so the boat that moored **last** must leave **first**',
      title: 'A Dead-End Basin',
    },
    queue: {
      place: 'the side channel',
      rule: 'the channel is **one-way**, so boats leave it **in the order they entered**',
      title: 'A One-Way Side Channel',
    },
    straight: 'sail straight out onto the river',
  },
];

const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five'] as const;

interface Rule {
  /** Last in, first out (a dead end) or first in, first out (a loop). */
  stack: boolean;
  capacity: number;
}

export const throughTheSiding: PuzzleFamily = {
  id: 'data-structures/through-the-siding',
  track: 'data-structures',
  topic: 'stacks-and-queues',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const rule: Rule = { stack: random.next() < 0.5, capacity: random.int(2, 5) };
    const place = rule.stack ? setting.stack : setting.queue;
    const { things, thing } = setting;
    const solve = (input: string) =>
      parseInput(input)
        .map((order) => (feasible(order, rule) ? 'YES' : 'NO'))
        .join('\n')
        .concat('\n');
    const examples = exampleInputs(random, rule);

    return {
      title: `${place.title} for ${COUNT_WORDS[rule.capacity]} ${capitalised(things)}`,
      description: `Can the ${things} leave in the requested order, with ${place.place} holding at most ${rule.capacity}?`,
      statement: [
        `${setting.arrive} ${setting.leave}. Each ${thing}, when its turn to arrive comes, either goes`,
        `**straight on** (it may ${setting.straight}) or waits in ${place.place}. Any ${thing} waiting there may`,
        `leave later, but ${place.rule}. At most **${rule.capacity} ${things}** fit in ${place.place} at the same time.`,
        `A ${thing} never goes back, and the ${things} behind it must wait their turn to arrive.`,
        '',
        `You are given q requested orders. For each one, print \`YES\` if the ${things} can leave in exactly that`,
        'order, and `NO` otherwise.',
      ].join('\n'),
      input: `The first line holds n and q. Each of the next q lines holds a requested order: the numbers 1 to n, each once, in the order the ${things} should leave.`,
      output: 'q lines: YES or NO for each requested order, in the order given.',
      constraints: [
        '1 ≤ n ≤ 1000',
        '1 ≤ q ≤ 10',
        'Every requested order holds each number from 1 to n exactly once',
      ].join('\n'),
      hints: [
        `Follow the first example by hand: for each ${thing} in the requested order, where must it be at that moment?`,
        `When the next ${thing} wanted has not arrived yet, every ${thing} arriving before it has no choice but to wait in ${place.place}. When it has already arrived, it must be the one that can leave ${place.place} next.`,
        `Keep ${place.place} as a ${rule.stack ? 'stack' : 'queue'} and check its size after every arrival.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random, rule),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: 'ignores-capacity',
          language: 'python',
          source: programs({ ...rule, capacity: 1000 }).python.solution,
        },
        { name: 'other-kind', language: 'c', source: programs({ ...rule, stack: !rule.stack }).c.solution },
      ],
      parameters: { setting: setting.id, stack: rule.stack ? 1 : 0, capacity: rule.capacity },
    };
  },
};

function parseInput(input: string): number[][] {
  const [n = 0, q = 0, ...rest] = input.trim().split(/\s+/).map(Number);
  return Array.from({ length: q }, (_, index) => rest.slice(index * n, (index + 1) * n));
}

const ordersInput = (n: number, orders: readonly number[][]) =>
  `${n} ${orders.length}\n${orders.map((order) => order.join(' ')).join('\n')}\n`;

interface Move {
  kind: 'straight' | 'wait' | 'out' | 'stuck' | 'full';
  thing: number;
}

/** The forced moves for one order: each wanted thing either comes out of the waiting place or arrives, and
 *  every thing arriving before it waits. Ends with a `stuck` or `full` move when the order is impossible. */
function moves(order: readonly number[], rule: Rule): Move[] {
  const done: Move[] = [];
  const waiting: number[] = [];
  let arriving = 1;
  for (const wanted of order) {
    const ready = rule.stack ? waiting[waiting.length - 1] : waiting[0];
    if (ready === wanted) {
      if (rule.stack) waiting.pop();
      else waiting.shift();
      done.push({ kind: 'out', thing: wanted });
      continue;
    }
    if (wanted < arriving) return [...done, { kind: 'stuck', thing: wanted }];
    for (; arriving < wanted; arriving++) {
      if (waiting.length === rule.capacity) return [...done, { kind: 'full', thing: arriving }];
      waiting.push(arriving);
      done.push({ kind: 'wait', thing: arriving });
    }
    arriving++;
    done.push({ kind: 'straight', thing: wanted });
  }
  return done;
}

const feasible = (order: readonly number[], rule: Rule) => {
  const last = moves(order, rule).at(-1);
  return last?.kind !== 'stuck' && last?.kind !== 'full';
};

function explain(input: string, rule: Rule, setting: Setting): string {
  const place = rule.stack ? setting.stack.place : setting.queue.place;
  const describe = (move: Move) => {
    switch (move.kind) {
      case 'straight':
        return `${move.thing} goes straight on`;
      case 'wait':
        return `${move.thing} waits`;
      case 'out':
        return `${move.thing} leaves ${place}`;
      case 'stuck':
        return `${move.thing} is wanted now but is not the one that can leave ${place}: NO`;
      default:
        return `${move.thing} would have to wait too, but ${place} is full: NO`;
    }
  };
  return parseInput(input)
    .map((order) => {
      const steps = moves(order, rule).map(describe);
      const last = steps.at(-1) ?? '';
      return `For ${order.join(' ')}: ${steps.join(', ')}${last.endsWith('NO') ? '' : ': YES'}.`;
    })
    .join(' ');
}

/** A random order the waiting place allows (capacity `room`): at each step, one of the possible moves. */
function possibleOrder(random: Random, n: number, rule: Rule, room: number): number[] {
  const order: number[] = [];
  const waiting: number[] = [];
  let arriving = 1;
  while (order.length < n) {
    const choice = random.int(0, 2);
    if (arriving <= n && choice === 0 && waiting.length < room) waiting.push(arriving++);
    else if (waiting.length > 0 && (choice === 1 || arriving > n))
      order.push((rule.stack ? waiting.pop() : waiting.shift()) ?? 0);
    else if (arriving <= n) order.push(arriving++);
  }
  return order;
}

/** An order that needs room for more things than the capacity, though it is otherwise possible. */
function tooCrowded(random: Random, n: number, rule: Rule): number[] {
  const roomy = { ...rule, capacity: n };
  for (let attempt = 0; attempt < 200; attempt++) {
    const order = possibleOrder(random, n, rule, rule.capacity + 2);
    if (!feasible(order, rule) && feasible(order, roomy)) return order;
  }
  // Everything but the last waits, then comes out: possible only with room for n - 1.
  const waited = Array.from({ length: n - 1 }, (_, index) => index + 1);
  return [n, ...(rule.stack ? waited.reverse() : waited)];
}

/** An order that fails because the wanted thing is stuck behind another one in the waiting place. */
function stuckOrder(random: Random, n: number, rule: Rule): number[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const order = possibleOrder(random, n, rule, rule.capacity);
    const at = random.int(0, n - 2);
    [order[at], order[at + 1]] = [order[at + 1] ?? 0, order[at] ?? 0];
    if (moves(order, rule).at(-1)?.kind === 'stuck') return order;
  }
  const rest = Array.from({ length: n - 3 }, (_, index) => index + 4);
  return [...(rule.stack ? [3, 1, 2] : [3, 2, 1]), ...rest];
}

function exampleInputs(random: Random, rule: Rule): string[] {
  const n = rule.capacity + 3;
  const yes = possibleOrder(random, n, rule, rule.capacity);
  return [ordersInput(n, [yes, stuckOrder(random, n, rule)]), ordersInput(n, [tooCrowded(random, n, rule)])];
}

function hiddenInputs(random: Random, rule: Rule): FamilyPuzzle['hidden'] {
  const counting = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
  const shuffled = (n: number) => random.shuffle(counting(n));
  const possible = (n: number) => possibleOrder(random, n, rule, rule.capacity);
  const permutations = (items: number[]): number[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item) =>
          permutations(items.filter((other) => other !== item)).map((rest) => [item, ...rest]),
        );
  const other = { ...rule, stack: !rule.stack };
  return [
    { input: ordersInput(1, [[1]]) },
    {
      input: ordersInput(2, [
        [1, 2],
        [2, 1],
      ]),
    },
    { input: ordersInput(3, permutations([1, 2, 3])) },
    { input: ordersInput(6, [possible(6), possibleOrder(random, 6, other, 5), possible(6), shuffled(6)]) },
    { input: ordersInput(8, [counting(8), counting(8).reverse(), tooCrowded(random, 8, rule), possible(8)]) },
    {
      input: ordersInput(
        20,
        Array.from({ length: 10 }, (_, index) =>
          index % 3 === 2 ? tooCrowded(random, 20, rule) : possible(20),
        ),
      ),
    },
    { input: ordersInput(1000, [possible(1000), possible(1000), shuffled(1000), counting(1000)]) },
    {
      input: ordersInput(1000, [
        tooCrowded(random, 1000, rule),
        possibleOrder(random, 1000, other, rule.capacity),
        counting(1000).reverse(),
        possible(1000),
      ]),
    },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const c = rule.capacity;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    answers = []
    for i in range(q):
        order = [int(x) for x in data[2 + i * n:2 + (i + 1) * n]]
        answers.append("YES" if possible(order) else "NO")
    print("\\n".join(answers))`,
    });
  const cCode = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    int *order = malloc(sizeof *order * n);
    for (int i = 0; i < q; i++) {
        for (int j = 0; j < n; j++) scanf("%d", &order[j]);
        puts(possible(order, n) ? "YES" : "NO");
    }
    free(order);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        int q = Integer.parseInt(tokens.nextToken());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            tokens = new StringTokenizer(reader.readLine());
            int[] order = new int[n];
            for (int j = 0; j < n; j++) order[j] = Integer.parseInt(tokens.nextToken());
            out.append(possible(order) ? "YES" : "NO").append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, q;
    if (!(cin >> n >> q)) return 0;
    vector<int> order(n);
    for (int i = 0; i < q; i++) {
        for (int j = 0; j < n; j++) cin >> order[j];
        cout << (possible(order) ? "YES" : "NO") << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const q = Number(next());
    const answers = [];
    for (let i = 0; i < q; i++) {
        const order = [];
        for (let j = 0; j < n; j++) order.push(Number(next()));
        answers.push(possible(order) ? 'YES' : 'NO');
    }
    console.log(answers.join('\\n'));`,
    });
  const todo = `whether the order can be made with a waiting place that is ${rule.stack ? 'last in, first out' : 'first in, first out'} and holds at most ${c}`;
  return {
    python: {
      solution: python(`def possible(order):
    waiting = ${rule.stack ? '[]' : 'deque()'}
    arriving = 1
    for wanted in order:
        if waiting and waiting[${rule.stack ? '-1' : '0'}] == wanted:
            waiting.${rule.stack ? 'pop' : 'popleft'}()
            continue
        if wanted < arriving:
            return False
        while arriving < wanted:
            if len(waiting) == ${c}:
                return False
            waiting.append(arriving)
            arriving += 1
        arriving += 1
    return True`).replace(
        'import sys',
        rule.stack ? 'import sys' : 'import sys\nfrom collections import deque',
      ),
      starter: python(`def possible(order):
    # Return ${todo}.
    return False`),
    },
    c: {
      solution:
        cCode(`/* Whether the order can be made: the waiting place is ${rule.stack ? 'a stack' : 'a queue'} of at most ${c}. */
static int possible(const int *order, int n) {
    int waiting[${c}];
    int ${rule.stack ? 'size = 0' : 'head = 0, size = 0'}, arriving = 1;
    for (int i = 0; i < n; i++) {
        int wanted = order[i];
        if (size > 0 && waiting[${rule.stack ? 'size - 1' : 'head'}] == wanted) {
            ${rule.stack ? 'size--;' : `head = (head + 1) % ${c};\n            size--;`}
            continue;
        }
        if (wanted < arriving) return 0;
        while (arriving < wanted) {
            if (size == ${c}) return 0;
            waiting[${rule.stack ? 'size++' : `(head + size++) % ${c}`}] = arriving++;
        }
        arriving++;
    }
    return 1;
}`),
      starter: cCode(`/* Return ${todo}. */
static int possible(const int *order, int n) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** Whether the order can be made: the waiting place is ${rule.stack ? 'a stack' : 'a queue'} of at most ${c}. */
    static boolean possible(int[] order) {
        ArrayDeque<Integer> waiting = new ArrayDeque<>();
        int arriving = 1;
        for (int wanted : order) {
            if (!waiting.isEmpty() && waiting.${rule.stack ? 'peekLast' : 'peekFirst'}() == wanted) {
                waiting.${rule.stack ? 'pollLast' : 'pollFirst'}();
                continue;
            }
            if (wanted < arriving) return false;
            while (arriving < wanted) {
                if (waiting.size() == ${c}) return false;
                waiting.addLast(arriving++);
            }
            arriving++;
        }
        return true;
    }`),
      starter: java(`    /** Return ${todo}. */
    static boolean possible(int[] order) {
        return false;
    }`),
    },
    cpp: {
      solution:
        cpp(`// Whether the order can be made: the waiting place is ${rule.stack ? 'a stack' : 'a queue'} of at most ${c}.
bool possible(const vector<int> &order) {
    int waiting[${c}];
    int ${rule.stack ? 'size = 0' : 'head = 0, size = 0'}, arriving = 1;
    for (int wanted : order) {
        if (size > 0 && waiting[${rule.stack ? 'size - 1' : 'head'}] == wanted) {
            ${rule.stack ? 'size--;' : `head = (head + 1) % ${c};\n            size--;`}
            continue;
        }
        if (wanted < arriving) return false;
        while (arriving < wanted) {
            if (size == ${c}) return false;
            waiting[${rule.stack ? 'size++' : `(head + size++) % ${c}`}] = arriving++;
        }
        arriving++;
    }
    return true;
}`),
      starter: cpp(`// Return ${todo}.
bool possible(const vector<int> &order) {
    return false;
}`),
    },
    javascript: {
      solution:
        javascript(`/** Whether the order can be made: the waiting place is ${rule.stack ? 'a stack' : 'a queue'} of at most ${c}. */
function possible(order) {
    const waiting = new Array(${c});
    let ${rule.stack ? 'size = 0' : 'head = 0;\n    let size = 0'};
    let arriving = 1;
    for (const wanted of order) {
        if (size > 0 && waiting[${rule.stack ? 'size - 1' : 'head'}] === wanted) {
            ${rule.stack ? 'size--;' : `head = (head + 1) % ${c};\n            size--;`}
            continue;
        }
        if (wanted < arriving) return false;
        while (arriving < wanted) {
            if (size === ${c}) return false;
            waiting[${rule.stack ? 'size++' : `(head + size++) % ${c}`}] = arriving++;
        }
        arriving++;
    }
    return true;
}`),
      starter: javascript(`/** Return ${todo}. */
function possible(order) {
    return false;
}`),
    },
  };
}
