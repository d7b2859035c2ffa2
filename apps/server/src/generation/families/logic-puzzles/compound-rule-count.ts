import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * A rule made of two conditions joined by a logical connective, checked against every number of a range:
 * "if the number is divisible by p, then its digits add up to an even number". Seeds choose the setting,
 * the second condition (even digit sum, a given digit, a palindrome), the connective (if-then, exactly
 * when, either-or, not both) and whether the puzzle counts the numbers that keep the rule or break it.
 * The twist is the connective's meaning: an if-then rule is kept by every number its first part misses.
 */

interface Setting {
  id: string;
  intro: string;
  thing: string;
  things: string;
  /** Who wrote the rule. */
  author: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'raffle',
    intro: 'The village fête sells raffle tickets numbered 1, 2, 3, …',
    thing: 'ticket',
    things: 'tickets',
    author: 'the raffle committee',
    title: "The Fête Raffle's",
  },
  {
    id: 'houses',
    intro: 'Long Street is so long that its houses are numbered 1, 2, 3, … far beyond the hills.',
    thing: 'house',
    things: 'houses',
    author: 'the street council',
    title: "Long Street's",
  },
  {
    id: 'seats',
    intro: 'The seats of the great stadium are numbered 1, 2, 3, … row after row.',
    thing: 'seat',
    things: 'seats',
    author: 'the cup final organisers',
    title: "The Stadium's",
  },
  {
    id: 'invoices',
    intro: 'A wholesaler numbers its invoices 1, 2, 3, … in the order it writes them.',
    thing: 'invoice',
    things: 'invoices',
    author: 'the auditors',
    title: "The Auditors'",
  },
];

/** The second condition, about the number's digits. */
type Condition = 'even-digit-sum' | 'has-digit' | 'palindrome';
/** How the two conditions are joined. */
type Connective = 'implies' | 'iff' | 'xor' | 'nand';

const CONDITIONS: readonly Condition[] = ['even-digit-sum', 'has-digit', 'palindrome'];
const CONNECTIVES: readonly Connective[] = ['implies', 'iff', 'xor', 'nand'];

/** What a careless reader takes each connective for: the wrong solution's rule. */
const MISREAD: Record<Connective, Connective | 'or' | 'nor' | 'converse'> = {
  implies: 'converse',
  iff: 'implies',
  xor: 'or',
  nand: 'nor',
};

const MAX_NUMBER = 200_000;

export const compoundRuleCount: PuzzleFamily = {
  id: 'logic-puzzles/compound-rule-count',
  track: 'logic-puzzles',
  topic: 'mathematical-logic',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const condition = random.pick(CONDITIONS);
    const digit = random.int(1, 9);
    const connective = random.pick(CONNECTIVES);
    const countKept = random.next() < 0.6;
    const rule: Rule = { condition, digit, connective, countKept };
    const second = conditionText(condition, digit);
    const sentence = ruleSentence(connective, `its number is divisible by p`, second);
    const verb = countKept ? 'keep' : 'break';
    const solve = (input: string) => {
      const [p, low, high] = parseInput(input);
      let count = 0;
      for (let x = low; x <= high; x++) if (counted(rule, x, p)) count++;
      return `${count}\n`;
    };
    const explain = (input: string) => {
      const [p, low, high] = parseInput(input);
      const hits: number[] = [];
      for (let x = low; x <= high; x++) if (counted(rule, x, p)) hits.push(x);
      if (hits.length === 0)
        return `With p = ${p}, none of the ${setting.things} from ${low} to ${high} ${verb} the rule.`;
      return `With p = ${p}, the ${setting.things} from ${low} to ${high} that ${verb} the rule are ${hits.join(', ')}: ${hits.length} in all.`;
    };
    const examples = exampleInputs(random, rule);

    return {
      title: `${setting.title} ${CONNECTIVE_TITLES[connective]}: Who ${countKept ? 'Keeps' : 'Breaks'} It?`,
      description: `Count the ${setting.things} in a range that ${verb} a rule joining two conditions.`,
      statement: [
        `${setting.intro} This year ${setting.author} posted a rule about them. A ${setting.thing} follows the rule`,
        `when this sentence is true for its number:`,
        '',
        `> **${capitalised(sentence)}.**`,
        '',
        CONNECTIVE_MEANINGS[connective],
        '',
        `Given p and a range of numbers from L to R (both included), print how many of those ${setting.things}`,
        `**${verb}** the rule.`,
      ].join('\n'),
      input: 'One line with three whole numbers: p, L and R.',
      output: `One line: how many ${setting.things} numbered from L to R ${verb} the rule.`,
      constraints: ['1 ≤ p ≤ 1000', `1 ≤ L ≤ R ≤ ${MAX_NUMBER}`].join('\n'),
      hints: [
        'For each number, decide the two conditions separately: is it divisible by p, and does its second condition hold?',
        `Then combine the two answers exactly as the sentence says, and count the ${setting.things} that ${verb} it.`,
        'Write the four cases (both true, only the first, only the second, neither) in a small table before coding.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input) })),
      hidden: hiddenInputs(random, rule),
      solve,
      code: programs(rule),
      wrong: [
        { name: 'misread-connective', language: 'python', source: misreadConnective(rule) },
        { name: 'range-stops-early', language: 'c', source: rangeStopsEarly(rule) },
      ],
      parameters: {
        setting: setting.id,
        condition,
        digit: condition === 'has-digit' ? digit : 0,
        connective,
        countKept: countKept ? 1 : 0,
      },
    };
  },
};

interface Rule {
  condition: Condition;
  digit: number;
  connective: Connective;
  countKept: boolean;
}

const CONNECTIVE_TITLES: Record<Connective, string> = {
  implies: 'If-Then Rule',
  iff: 'Exactly-When Rule',
  xor: 'Either-Or Rule',
  nand: 'Not-Both Rule',
};

const CONNECTIVE_MEANINGS: Record<Connective, string> = {
  implies:
    'As in logic, an **if … then …** sentence is false only when its first part is true and its second part is false; in every other case it is true.',
  iff: 'An **exactly when** sentence is true when both parts are true or both are false, and false when one part holds without the other.',
  xor: 'An **either … or …, but not both** sentence is true when exactly one of its two parts is true.',
  nand: 'A **not both** sentence is false only when both parts are true; in every other case it is true.',
};

function conditionText(condition: Condition, digit: number): string {
  switch (condition) {
    case 'even-digit-sum':
      return 'its digits add up to an even number';
    case 'has-digit':
      return `its number contains the digit ${digit}`;
    case 'palindrome':
      return 'its number reads the same backwards (like 7, 44 or 12321)';
  }
}

function ruleSentence(connective: Connective, first: string, second: string): string {
  switch (connective) {
    case 'implies':
      return `if ${first}, then ${second}`;
    case 'iff':
      return `${first} exactly when ${second}`;
    case 'xor':
      return `either ${first}, or ${second}, but not both`;
    case 'nand':
      return `it is not the case that both ${first} and ${second}`;
  }
}

function secondHolds(condition: Condition, digit: number, x: number): boolean {
  const digits = String(x);
  switch (condition) {
    case 'even-digit-sum':
      return [...digits].reduce((sum, d) => sum + Number(d), 0) % 2 === 0;
    case 'has-digit':
      return digits.includes(String(digit));
    case 'palindrome':
      return digits === [...digits].reverse().join('');
  }
}

function ruleHolds(connective: Connective, first: boolean, second: boolean): boolean {
  switch (connective) {
    case 'implies':
      return !first || second;
    case 'iff':
      return first === second;
    case 'xor':
      return first !== second;
    case 'nand':
      return !(first && second);
  }
}

const counted = (rule: Rule, x: number, p: number) =>
  ruleHolds(rule.connective, x % p === 0, secondHolds(rule.condition, rule.digit, x)) === rule.countKept;

function parseInput(input: string): [number, number, number] {
  const [p = 1, low = 1, high = 1] = input.trim().split(/\s+/).map(Number);
  return [p, low, high];
}

const line = (p: number, low: number, high: number) => `${p} ${low} ${high}\n`;

/** Two short ranges, each with some numbers counted and some not (when the rule allows it within a few tries). */
function exampleInputs(random: Random, rule: Rule): string[] {
  const pick = (maxP: number) => {
    let chosen = line(2, 1, 12);
    for (let attempt = 0; attempt < 300; attempt++) {
      const p = random.int(2, maxP);
      const low = random.int(1, 400);
      const high = low + random.int(11, 14);
      chosen = line(p, low, high);
      let hits = 0;
      for (let x = low; x <= high; x++) if (counted(rule, x, p)) hits++;
      if (hits > 0 && hits <= high - low) break;
    }
    return chosen;
  };
  return [pick(5), pick(12)];
}

function hiddenInputs(random: Random, rule: Rule): FamilyPuzzle['hidden'] {
  const range = (span: number) => {
    const low = random.int(1, MAX_NUMBER - span);
    return [low, low + span] as const;
  };
  /** The range's end moved down to the nearest counted number, so R itself must be counted. */
  const endCounted = (p: number, low: number, high: number) => {
    let end = high;
    while (end > low && !counted(rule, end, p)) end--;
    return line(p, low, end);
  };
  const [a, b] = range(5000);
  const [c, d] = range(150_000);
  const single = random.int(2, 9);
  return [
    { input: line(1, 1, 1) },
    { input: line(1000, 1, 1) },
    { input: endCounted(single, 1, 9) },
    { input: endCounted(single, random.int(10, 99), random.int(10, 99) + 100) },
    { input: endCounted(7, 1, 1000) },
    { input: line(1000, MAX_NUMBER - 2000, MAX_NUMBER) },
    { input: endCounted(random.int(2, 50), a, b) },
    { input: line(random.int(2, 1000), c, d) },
    { input: line(random.int(1, 3), 1, MAX_NUMBER) },
    { input: endCounted(11, 1, MAX_NUMBER) },
  ];
}

/** The rule's test for x, as an expression in C-like syntax (Python spells the operators below). */
function expressions(rule: Rule, connective: Connective | 'or' | 'nor' | 'converse' = rule.connective) {
  const joined = {
    implies: '!first || second',
    converse: '!second || first',
    iff: 'first == second',
    xor: 'first != second',
    or: 'first || second',
    nand: '!(first && second)',
    nor: '!first && !second',
  }[connective];
  const test = rule.countKept ? joined : `!(${joined})`;
  const python = test
    .replaceAll('||', 'or')
    .replaceAll('&&', 'and')
    .replaceAll('!=', '<>')
    .replaceAll('!', 'not ')
    .replaceAll('<>', '!=');
  return { c: test, python };
}

function pythonSecond(rule: Rule): string {
  switch (rule.condition) {
    case 'even-digit-sum':
      return 'sum(map(int, str(x))) % 2 == 0';
    case 'has-digit':
      return `"${rule.digit}" in str(x)`;
    case 'palindrome':
      return 'str(x) == str(x)[::-1]';
  }
}

/** C and Java share this helper's body: the second condition on x. */
function cLikeSecond(rule: Rule, type: string): string {
  switch (rule.condition) {
    case 'even-digit-sum':
      return `    ${type} sum = 0;
    for (${type} rest = x; rest > 0; rest /= 10) sum += rest % 10;
    return sum % 2 == 0;`;
    case 'has-digit':
      return `    for (${type} rest = x; rest > 0; rest /= 10)
        if (rest % 10 == ${rule.digit}) return ${type === 'int' ? 'true' : '1'};
    return ${type === 'int' ? 'false' : '0'};`;
    case 'palindrome':
      return `    ${type} reversed = 0;
    for (${type} rest = x; rest > 0; rest /= 10) reversed = reversed * 10 + rest % 10;
    return reversed == x;`;
  }
}

/** The second condition on x in C++ (over long long, as in C) and in JavaScript. */
function cppSecond(rule: Rule): string {
  switch (rule.condition) {
    case 'even-digit-sum':
      return `    long long sum = 0;
    for (long long rest = x; rest > 0; rest /= 10) sum += rest % 10;
    return sum % 2 == 0;`;
    case 'has-digit':
      return `    for (long long rest = x; rest > 0; rest /= 10)
        if (rest % 10 == ${rule.digit}) return true;
    return false;`;
    case 'palindrome':
      return `    long long reversed = 0;
    for (long long rest = x; rest > 0; rest /= 10) reversed = reversed * 10 + rest % 10;
    return reversed == x;`;
  }
}

function javascriptSecond(rule: Rule): string {
  switch (rule.condition) {
    case 'even-digit-sum':
      return `    let sum = 0;
    for (let rest = x; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
    return sum % 2 === 0;`;
    case 'has-digit':
      return `    for (let rest = x; rest > 0; rest = Math.floor(rest / 10))
        if (rest % 10 === ${rule.digit}) return true;
    return false;`;
    case 'palindrome':
      return `    let reversed = 0;
    for (let rest = x; rest > 0; rest = Math.floor(rest / 10)) reversed = reversed * 10 + (rest % 10);
    return reversed === x;`;
  }
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const verb = rule.countKept ? 'keep' : 'break';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    p, low, high = map(int, sys.stdin.read().split())
    print(count_in_range(p, low, high))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: '#include <stdio.h>',
      functions: fn,
      main: `    long p, low, high;
    if (scanf("%ld %ld %ld", &p, &low, &high) != 3) return 0;
    printf("%ld\\n", count_in_range(p, low, high));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int p = Integer.parseInt(tokens.nextToken());
        int low = Integer.parseInt(tokens.nextToken());
        int high = Integer.parseInt(tokens.nextToken());
        System.out.println(countInRange(p, low, high));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    long long p, low, high;
    if (!(cin >> p >> low >> high)) return 0;
    cout << count_in_range(p, low, high) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const p = Number(next());
    const low = Number(next());
    const high = Number(next());
    console.log(countInRange(p, low, high));`,
    });
  const test = expressions(rule);
  // Strict comparisons in JavaScript: first and second are both booleans.
  const javascriptTest = test.c.replaceAll('==', '===').replaceAll('!=', '!==');
  const javaSecond = cLikeSecond(rule, 'int')
    .split('\n')
    .map((text) => `    ${text}`)
    .join('\n');
  return {
    python: {
      solution: python(`def count_in_range(p, low, high):
    count = 0
    for x in range(low, high + 1):
        first = x % p == 0
        second = ${pythonSecond(rule)}
        if ${test.python}:
            count += 1
    return count`),
      starter: python(`def count_in_range(p, low, high):
    # Return how many numbers from low to high (both included) ${verb} the rule.
    return 0`),
    },
    c: {
      solution: c(`static int second_holds(long x) {
${cLikeSecond(rule, 'long')}
}

static long count_in_range(long p, long low, long high) {
    long count = 0;
    for (long x = low; x <= high; x++) {
        int first = x % p == 0;
        int second = second_holds(x);
        if (${test.c}) count++;
    }
    return count;
}`),
      starter: c(`/* Return how many numbers from low to high (both included) ${verb} the rule. */
static long count_in_range(long p, long low, long high) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static boolean secondHolds(int x) {
${javaSecond}
    }

    static int countInRange(int p, int low, int high) {
        int count = 0;
        for (int x = low; x <= high; x++) {
            boolean first = x % p == 0;
            boolean second = secondHolds(x);
            if (${test.c}) count++;
        }
        return count;
    }`),
      starter: java(`    /** Return how many numbers from low to high (both included) ${verb} the rule. */
    static int countInRange(int p, int low, int high) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`bool second_holds(long long x) {
${cppSecond(rule)}
}

long long count_in_range(long long p, long long low, long long high) {
    long long count = 0;
    for (long long x = low; x <= high; x++) {
        bool first = x % p == 0;
        bool second = second_holds(x);
        if (${test.c}) count++;
    }
    return count;
}`),
      starter: cpp(`// Return how many numbers from low to high (both included) ${verb} the rule.
long long count_in_range(long long p, long long low, long long high) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`function secondHolds(x) {
${javascriptSecond(rule)}
}

function countInRange(p, low, high) {
    let count = 0;
    for (let x = low; x <= high; x++) {
        const first = x % p === 0;
        const second = secondHolds(x);
        if (${javascriptTest}) count++;
    }
    return count;
}`),
      starter: javascript(`/** Return how many numbers from low to high (both included) ${verb} the rule. */
function countInRange(p, low, high) {
    return 0;
}`),
    },
  };
}

/** Reads the connective as a neighbouring one: the converse of if-then, or for either-or, and so on. */
function misreadConnective(rule: Rule): string {
  return `import sys

p, low, high = map(int, sys.stdin.read().split())
count = 0
for x in range(low, high + 1):
    first = x % p == 0
    second = ${pythonSecond(rule)}
    if ${expressions(rule, MISREAD[rule.connective]).python}:
        count += 1
print(count)
`;
}

/** Right rule, but R itself is left out of the range. */
function rangeStopsEarly(rule: Rule): string {
  return `#include <stdio.h>

static int second_holds(long x) {
${cLikeSecond(rule, 'long')}
}

int main(void) {
    long p, low, high, count = 0;
    if (scanf("%ld %ld %ld", &p, &low, &high) != 3) return 0;
    for (long x = low; x < high; x++) {
        int first = x % p == 0;
        int second = second_holds(x);
        if (${expressions(rule).c}) count++;
    }
    printf("%ld\\n", count);
    return 0;
}
`;
}
