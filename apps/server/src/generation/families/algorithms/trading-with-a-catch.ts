import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Buying and selling one item at a time over n days of known prices, with a catch: seeds choose the story and
 * the catch — a **fee on every sale**, a **rest of x days after a sale**, or a **wait of x days between
 * buying and selling** — and the input gives its size. Medium: two running states (holding, not holding), where the
 * catch changes one transition; greedy "take every rise" answers are wrong once the catch costs something.
 */

interface Story {
  id: string;
  /** "A spice merchant has room for one sack of saffron" */
  intro: string;
  /** "sack" */
  item: string;
  /** "the market price of a sack" */
  price: string;
  /** What the money is counted in: "silver pieces". */
  money: string;
  title: string;
}

const STORIES: readonly Story[] = [
  {
    id: 'saffron',
    intro: 'A spice merchant has room in her cellar for just one sack of saffron',
    item: 'sack',
    price: 'the market price of a sack of saffron',
    money: 'silver pieces',
    title: 'The Saffron Merchant',
  },
  {
    id: 'cards',
    intro: 'A collector keeps a single display frame for one rare trading card at a time',
    item: 'card',
    price: 'what the card shop pays for, and charges for, the rare card',
    money: 'coins',
    title: 'The Card Collector',
  },
  {
    id: 'grain',
    intro: 'A farmer’s small silo holds exactly one load of grain',
    item: 'load',
    price: 'the mill’s price for a load of grain',
    money: 'crowns',
    title: 'One Silo of Grain',
  },
  {
    id: 'bicycles',
    intro: 'A student mends and resells old bicycles, but her shed fits only one bicycle',
    item: 'bicycle',
    price: 'the going price of a second-hand bicycle',
    money: 'euros',
    title: 'The Bicycle Shed',
  },
];

type Catch = 'fee' | 'rest' | 'wait';

interface CatchText {
  rule: (story: Story) => string;
  /** The input's second number. */
  name: string;
  title: string;
}

const CATCHES: Record<Catch, CatchText> = {
  fee: {
    rule: (s) => `Every sale costs a **fee of x ${s.money}**, paid out of the selling price. Buying is free.`,
    name: 'the fee x',
    title: 'a Fee on Every Sale',
  },
  rest: {
    rule: (s) =>
      `After selling on day i, the next ${s.item} may be bought **on day i + x + 1 at the earliest**: x days of rest (x may be 0).`,
    name: 'the days of rest x',
    title: 'Days of Rest',
  },
  wait: {
    rule: (s) =>
      `Each ${s.item} must be kept a while before it can be sold: one bought on day i may be sold **on day i + x at the earliest** (x ≥ 1).`,
    name: 'the waiting time x',
    title: 'a Waiting Time',
  },
};

const CATCH_NAMES = Object.keys(CATCHES) as Catch[];
const MAX_DAYS = 100_000;
const MAX_PRICE = 1_000_000;

export const tradingWithACatch: PuzzleFamily = {
  id: 'algorithms/trading-with-a-catch',
  track: 'algorithms',
  topic: 'dynamic-programming',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const story = random.pick(STORIES);
    const twist = random.pick(CATCH_NAMES);
    const text = CATCHES[twist];
    const solve = (input: string) => `${bestPlan(parseInput(input), twist).profit}\n`;
    const examples = exampleInputs(random, twist);

    return {
      title: `${story.title}, with ${text.title}`,
      description: `Buy and sell one ${story.item} at a time over n days for the largest profit, with ${text.title.toLowerCase()}.`,
      statement: [
        `${story.intro}. For each of the next n days she already knows p_i, ${story.price} on day i, in ${story.money}.`,
        '',
        `She starts with no ${story.item}. On each day she may do **at most one** thing: buy a ${story.item} at that day’s`,
        `price if she has none, or sell the one she has at that day’s price. She may trade as often as she likes; a`,
        `${story.item} still in store after day n is worth nothing.`,
        '',
        text.rule(story),
        '',
        `Print the **largest total profit** she can make (0 if trading never pays).`,
      ].join('\n'),
      input: `The first line holds n and x (${text.name}). The second line holds the n prices p_1 … p_n.`,
      output: 'One line: the largest total profit.',
      constraints: [
        `1 ≤ n ≤ ${MAX_DAYS}`,
        `${twist === 'wait' ? 1 : 0} ≤ x ≤ ${MAX_PRICE}`,
        `1 ≤ p_i ≤ ${MAX_PRICE}`,
      ].join('\n'),
      hints: [
        `At the end of each day she either holds a ${story.item} or not. Keep the best money so far for both cases.`,
        twist === 'rest'
          ? 'A purchase on day i starts from the best money without a sale after day i − x − 1: keep that value for every day.'
          : `Write how each of the two values of day i comes from those of day i − 1, and where x enters.`,
        'Taking every single rise of the price ignores the catch: check it against the first example.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, twist, story) })),
      hidden: hiddenInputs(random, twist),
      solve,
      code: programs(twist),
      wrong: [
        {
          name: 'ignores-the-catch',
          language: 'python',
          source: python(pythonFunction(twist, 'ignore')),
        },
        {
          name: twist === 'fee' ? 'every-rise-alone' : 'one-day-short',
          language: 'python',
          source: python(pythonFunction(twist, 'slip')),
        },
      ],
      parameters: { story: story.id, twist },
    };
  },
};

function parseInput(input: string): { prices: number[]; x: number } {
  const [n = 0, x = 0, ...rest] = input.trim().split(/\s+/).map(Number);
  return { prices: rest.slice(0, n), x };
}

const pricesInput = (prices: readonly number[], x: number) => `${prices.length} ${x}\n${prices.join(' ')}\n`;

/** The largest profit, and the days (counted from 1) of one best plan's purchases and sales. */
function bestPlan(
  { prices, x }: { prices: readonly number[]; x: number },
  twist: Catch,
): { profit: number; trades: Array<[number, number]> } {
  const n = prices.length;
  // cash[d]: the best money after day d with nothing in store; hold[d]: with an item bought by day d.
  const cash: number[] = [];
  const hold: number[] = [];
  const cashAfter = (day: number) => (day < 0 ? 0 : (cash[day] ?? 0));
  const holdAfter = (day: number) => (day < 0 ? -Infinity : (hold[day] ?? -Infinity));
  const fee = twist === 'fee' ? x : 0;
  // A purchase on day d starts from cash after buyFrom(d); a sale on day d from an item held after sellFrom(d).
  const buyFrom = (day: number) => (twist === 'rest' ? day - x - 1 : day - 1);
  const sellFrom = (day: number) => (twist === 'wait' ? day - x : day - 1);
  for (let day = 0; day < n; day++) {
    const price = prices[day] ?? 0;
    cash[day] = Math.max(cashAfter(day - 1), holdAfter(sellFrom(day)) + price - fee);
    hold[day] = Math.max(holdAfter(day - 1), cashAfter(buyFrom(day)) - price);
  }
  // Walk back through one best plan.
  const trades: Array<[number, number]> = [];
  let day = n - 1;
  let sold = -1;
  let holding = false;
  while (day >= 0) {
    if (!holding) {
      if (cash[day] === cashAfter(day - 1)) day -= 1;
      else {
        sold = day;
        holding = true;
        day = sellFrom(day);
      }
    } else if (hold[day] === holdAfter(day - 1)) day -= 1;
    else {
      trades.unshift([day + 1, sold + 1]);
      holding = false;
      day = buyFrom(day);
    }
  }
  return { profit: cashAfter(n - 1), trades };
}

function explain(input: string, twist: Catch, _story: Story): string {
  const parsed = parseInput(input);
  const { profit, trades } = bestPlan(parsed, twist);
  if (trades.length === 0) return `No trade pays for itself here, so she does nothing: the profit is 0.`;
  const shown = trades
    .map(
      ([buy, sell]) =>
        `buy on day ${buy} at ${parsed.prices[buy - 1]} and sell on day ${sell} at ${parsed.prices[sell - 1]}`,
    )
    .join(', then ');
  const cost = {
    fee: `, minus a fee of ${parsed.x} per sale`,
    rest: '',
    wait: '',
  }[twist];
  return `One best plan: ${shown}${cost}. The profit is ${profit}.`;
}

/** A price curve with dips small enough that the catch decides whether to hold through them. */
function exampleInputs(random: Random, twist: Catch): string[] {
  const base = random.int(2, 6);
  const first = [5, 3, 7, 6, 10, 4, 9, 11, 2].map((p) => p + base);
  const x = { fee: 2, rest: 1, wait: 2 }[twist];
  const falling = [9, 8, 6, 6, 3].map((p) => p + base);
  return [pricesInput(first, x), pricesInput(falling, random.int(1, 2))];
}

/** A waiting time is at least a day; a fee or a rest may be nothing. */
function hiddenInputs(random: Random, twist: Catch): FamilyPuzzle['hidden'] {
  const least = twist === 'wait' ? 1 : 0;
  const randomPrices = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  const wave = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => 500_000 + Math.round(400_000 * Math.sin(i / 7)) + random.int(0, 30_000),
    );
  return [
    { input: pricesInput([random.int(1, MAX_PRICE)], random.int(least, 5)) },
    { input: pricesInput([1, MAX_PRICE], MAX_PRICE) },
    { input: pricesInput([1, MAX_PRICE], least) },
    { input: pricesInput([4, 4, 4, 4, 4], least) },
    { input: pricesInput([1, 3, 2, 5, 4, 8, 7, 12, 1, 15], 1) },
    { input: pricesInput([1, 3, 2, 5, 4, 8, 7, 12, 1, 15], 3) },
    { input: pricesInput(randomPrices(40, 30), 2) },
    { input: pricesInput(randomPrices(300, 1000), random.int(5, 60)) },
    { input: pricesInput(randomPrices(1000, MAX_PRICE), random.int(least, 3)) },
    // At the constraints: trying every pair of days, or every plan, cannot finish.
    { input: pricesInput(wave(MAX_DAYS), random.int(1000, 20_000)), large: true },
    { input: pricesInput(randomPrices(MAX_DAYS, MAX_PRICE), random.int(least, 2)), large: true },
  ];
}

/**
 * The Python solution's function; `ignore` leaves the catch out, `slip` makes the catch's classic slip (a
 * rest one day short, or every rise of the price traded on its own).
 */
function pythonFunction(twist: Catch, variant: 'right' | 'ignore' | 'slip'): string {
  if (variant === 'ignore')
    return `def best_profit(prices, x):
    cash, hold = 0, -10 ** 18
    for p in prices:
        cash, hold = max(cash, hold + p), max(hold, cash - p)
    return cash`;
  if (variant === 'slip' && twist === 'fee')
    return `def best_profit(prices, x):
    return sum(max(0, b - a - x) for a, b in zip(prices, prices[1:]))`;
  if (twist === 'rest')
    return `def best_profit(prices, x):
    # cash_by_day[d]: the best money after day d without holding anything.
    cash_by_day = []
    cash, hold = 0, -10 ** 18
    for day, p in enumerate(prices):
        before = day - ${variant === 'slip' ? 'max(x, 1)' : 'x - 1'}
        start = cash_by_day[before] if before >= 0 else 0
        cash, hold = max(cash, hold + p), max(hold, start - p)
        cash_by_day.append(cash)
    return cash`;
  if (twist === 'wait')
    return `def best_profit(prices, x):
    # hold_by_day[d]: the best money after day d with an item bought by then.
    hold_by_day = []
    cash, hold = 0, -10 ** 18
    for day, p in enumerate(prices):
        bought = day - ${variant === 'slip' ? 'max(x - 1, 1)' : 'x'}
        ready = hold_by_day[bought] if bought >= 0 else -10 ** 18
        cash, hold = max(cash, ready + p), max(hold, cash - p)
        hold_by_day.append(hold)
    return cash`;
  return `def best_profit(prices, x):
    cash, hold = 0, -10 ** 18
    for p in prices:
        cash, hold = max(cash, hold + p - x), max(hold, cash - p)
    return cash`;
}

function python(fn: string): string {
  return pythonProgram({
    functions: fn,
    main: `    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    print(best_profit([int(p) for p in data[2:2 + n]], x))`,
  });
}

function programs(twist: Catch): FamilyPuzzle['code'] {
  const task = `the largest total profit, with ${CATCHES[twist].name}`;
  // The C loop body (Java's is the same with long): the new cash and hold from the previous ones, and for a
  // rest or a wait from the day's history.
  const body = {
    fee: {
      c: `long long sell = hold + p[day] - x, buy = cash - p[day];
        if (sell > cash) cash = sell;
        if (buy > hold) hold = buy;`,
    },
    rest: {
      c: `long long before = day - x - 1;
        long long start = before >= 0 ? history[before] : 0;
        long long sell = hold + p[day], buy = start - p[day];
        if (sell > cash) cash = sell;
        if (buy > hold) hold = buy;
        history[day] = cash;`,
    },
    wait: {
      c: `long long bought = day - x;
        long long ready = bought >= 0 ? history[bought] : -(1LL << 60);
        long long sell = ready + p[day], buy = cash - p[day];
        if (sell > cash) cash = sell;
        if (buy > hold) hold = buy;
        history[day] = hold;`,
    },
  }[twist].c;
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n;
    long long x;
    if (scanf("%d %lld", &n, &x) != 2) return 0;
    long long *p = malloc(sizeof *p * n);
    for (int i = 0; i < n; i++) scanf("%lld", &p[i]);
    printf("%lld\\n", best_profit(p, n, x));
    free(p);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        long x = Long.parseLong(tokens.nextToken());
        tokens = new StringTokenizer(reader.readLine());
        long[] p = new long[n];
        for (int i = 0; i < n; i++) p[i] = Long.parseLong(tokens.nextToken());
        System.out.println(bestProfit(p, x));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n;
    long long x;
    if (!(cin >> n >> x)) return 0;
    vector<long long> p(n);
    for (auto &price : p) cin >> price;
    cout << best_profit(p, x) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const x = Number(next());
    const p = new Float64Array(n);
    for (let i = 0; i < n; i++) p[i] = Number(next());
    console.log(String(bestProfit(p, x)));`,
    });
  const history = { fee: '', rest: 'cash', wait: 'hold' }[twist];
  return {
    python: {
      solution: python(pythonFunction(twist, 'right')),
      starter: python(`def best_profit(prices, x):
    # Return ${task}.
    return 0`),
    },
    c: {
      solution:
        c(`/* cash: the best money after a day without the item; hold: with one in store${history ? `; history[d]: ${history} after day d` : ''}. */
static long long best_profit(const long long *p, int n, long long x) {
    long long cash = 0, hold = -(1LL << 60);${history ? '\n    long long *history = malloc(sizeof *history * n);' : ''}
    for (int day = 0; day < n; day++) {
        ${body}
    }${history ? '\n    free(history);' : ''}
    return cash;
}`),
      starter: c(`/* Return ${task}. */
static long long best_profit(const long long *p, int n, long long x) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** cash: the best money after a day without the item; hold: with one in store${history ? `; history[d]: ${history} after day d` : ''}. */
    static long bestProfit(long[] p, long x) {
        int n = p.length;
        long cash = 0, hold = -(1L << 60);${history ? '\n        long[] history = new long[n];' : ''}
        for (int day = 0; day < n; day++) {
            ${body
              .replaceAll('long long', 'long')
              .replace('history[before]', 'history[(int) before]')
              .replace('history[bought]', 'history[(int) bought]')
              .replace('1LL', '1L')
              .replaceAll('\n        ', '\n            ')}
        }
        return cash;
    }`),
      starter: java(`    /** Return ${task}. */
    static long bestProfit(long[] p, long x) {
        return 0;
    }`),
    },
    cpp: {
      solution:
        cpp(`// cash: the best money after a day without the item; hold: with one in store${history ? `; history[d]: ${history} after day d` : ''}.
long long best_profit(const vector<long long> &p, long long x) {
    int n = p.size();
    long long cash = 0, hold = -(1LL << 60);${history ? '\n    vector<long long> history(n);' : ''}
    for (int day = 0; day < n; day++) {
        ${body}
    }
    return cash;
}`),
      starter: cpp(`// Return ${task}.
long long best_profit(const vector<long long> &p, long long x) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`// cash: the best money after a day without the item; hold: with one in store${history ? `; history[d]: ${history} after day d` : ''}.
// Every reachable amount stays far below 2^53, so plain numbers are exact.
function bestProfit(p, x) {
    const n = p.length;
    let cash = 0, hold = -Infinity;${history ? '\n    const history = new Float64Array(n);' : ''}
    for (let day = 0; day < n; day++) {
        ${body.replaceAll('long long ', 'const ').replace('-(1LL << 60)', '-Infinity')}
    }
    return cash;
}`),
      starter: javascript(`// Return ${task}.
function bestProfit(p, x) {
    return 0;
}`),
    },
  };
}
