import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import {
  cProgram,
  cppProgram,
  cppReadList,
  javaProgram,
  javaReadList,
  javascriptProgram,
  javascriptReadList,
  listInput,
  pythonProgram,
} from '../scaffold';

/**
 * A log of codes seen one after another (bird rings, library cards, number plates, museum passes) and a
 * question about repeats: which code is the first to be seen for the k-th time, how many codes are seen at
 * least k times, or which code is seen most often (a tie going to the code that got there first). Seeds
 * choose the setting, the question and k. Easy: a count per code in a hash map, updated in log order.
 */

interface Setting {
  id: string;
  intro: string;
  codes: string;
  code: string;
  /** One sighting, as a verb phrase in the passive: "spotted". */
  seen: string;
  /** How codes look: letters, digits and their lengths. */
  pattern: { letters: number; digits: number };
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'feeder',
    intro: 'A camera at the garden feeder reads the ring of every bird that lands, and logs its ring code.',
    codes: 'ring codes',
    code: 'ring code',
    seen: 'spotted',
    pattern: { letters: 2, digits: 3 },
    title: 'Ringed Birds at the Feeder',
  },
  {
    id: 'library',
    intro: 'The door of the town library logs the number of every library card scanned on the way in.',
    codes: 'card numbers',
    code: 'card number',
    seen: 'scanned',
    pattern: { letters: 1, digits: 5 },
    title: 'Library Cards at the Door',
  },
  {
    id: 'toll',
    intro: 'The camera on the toll bridge logs the number plate of every car that crosses.',
    codes: 'number plates',
    code: 'number plate',
    seen: 'seen',
    pattern: { letters: 3, digits: 2 },
    title: 'Number Plates on the Toll Bridge',
  },
  {
    id: 'museum',
    intro: 'The turnstiles of the science museum log the code of every annual pass that goes through them.',
    codes: 'pass codes',
    code: 'pass code',
    seen: 'used',
    pattern: { letters: 4, digits: 1 },
    title: 'Passes at the Museum Turnstile',
  },
];

type Question = 'first' | 'count' | 'most';
const QUESTIONS: readonly Question[] = ['first', 'count', 'most'];
const ORDINALS = ['', 'first', 'second', 'third', 'fourth'] as const;
const MAX_N = 2000;

export const repeatSightings: PuzzleFamily = {
  id: 'data-structures/repeat-sightings',
  track: 'data-structures',
  topic: 'hash-tables-and-graphs',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const question = random.pick(QUESTIONS);
    const k = question === 'most' ? 0 : random.int(2, 4);
    const ordinal = ORDINALS[k] ?? `${k}th`;
    const { code, codes, seen } = setting;
    const solve = (input: string) => `${answer(parseLog(input), question, k)}\n`;
    const makeCode = () => codeOf(random, setting);
    const example = exampleLog(makeCode, question, k);
    const asked = {
      first: {
        title: `${capitalised(ordinal)} Time Round: ${setting.title}`,
        description: `Find the first ${code} to be ${seen} for the ${ordinal} time.`,
        rule: `Which ${code} is the **first to be ${seen} for the ${ordinal} time**? Print it, or \`NONE\` when no ${code} is ${seen} ${k} times.`,
        output: `One line: that ${code}, or NONE.`,
        hint: `Keep a count for every ${code} and stop at the first entry that brings a count to ${k}.`,
      },
      count: {
        title: `${capitalised(['', '', 'Twice', 'Three Times', 'Four Times'][k] ?? '')} or More: ${setting.title}`,
        description: `Count the ${codes} ${seen} at least ${k} times.`,
        rule: `How many different ${codes} are ${seen} **at least ${k} times**?`,
        output: `One line: how many different ${codes} are ${seen} at least ${k} times.`,
        hint: `Count how often each ${code} appears, then count the ${codes} whose count is ${k} or more.`,
      },
      most: {
        title: `Most Frequent: ${setting.title}`,
        description: `Find the ${code} ${seen} most often, ties going to the one that got there first.`,
        rule: `Which ${code} is ${seen} **most often**? When several share the highest count, print the one that **reached that count first** in the log.`,
        output: `One line: that ${code}.`,
        hint: `Keep a count for every ${code}; a ${code} takes the lead only when its count goes above the best so far.`,
      },
    }[question];

    return {
      title: asked.title,
      description: asked.description,
      statement: [
        `${setting.intro} A ${code} is made of capital letters and digits, and the same ${code} may be ${seen} many times.`,
        '',
        `You are given the log of n ${codes}, in the order they were ${seen}. ${asked.rule}`,
      ].join('\n'),
      input: `The first line holds n. The second line holds the n ${codes}, separated by spaces, in log order.`,
      output: asked.output,
      constraints: [
        `1 ≤ n ≤ ${MAX_N}`,
        `Each ${code} has 1 to 8 characters, capital letters A–Z and digits 0–9`,
      ].join('\n'),
      hints: [
        `Go through the first example by hand, writing down how often each ${code} has appeared.`,
        asked.hint,
      ],
      examples: [
        { input: listInput(example), explanation: explain(example, question, k, seen) },
        {
          input: listInput([example[0] ?? 'A1']),
          explanation: `One entry, ${seen} once: the answer is ${answer([example[0] ?? 'A1'], question, k)}.`,
        },
      ],
      hidden: hiddenInputs(random, makeCode, k),
      solve,
      code: programs(question, k),
      wrong: [{ name: WRONG_NAMES[question], language: 'python', source: wrongSolution(question, k) }],
      parameters: { setting: setting.id, question, k },
    };
  },
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function codeOf(random: Random, setting: Setting): string {
  const letters = Array.from(
    { length: setting.pattern.letters },
    () => LETTERS[random.int(0, LETTERS.length - 1)],
  );
  const digits = Array.from({ length: setting.pattern.digits }, () => random.int(0, 9));
  return `${letters.join('')}${digits.join('')}`;
}

const parseLog = (input: string): string[] => {
  const [count = '0', ...rest] = input.trim().split(/\s+/);
  return rest.slice(0, Number(count));
};

function answer(log: readonly string[], question: Question, k: number): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const item of log) {
    const count = (counts.get(item) ?? 0) + 1;
    counts.set(item, count);
    if (question === 'first' && count === k) return item;
    if (count > bestCount) [best, bestCount] = [item, count];
  }
  if (question === 'first') return 'NONE';
  if (question === 'most') return best;
  return String([...counts.values()].filter((count) => count >= k).length);
}

/**
 * Ten entries from four codes, arranged so that the tempting mistakes differ from the answer: the code
 * seen first is not the first to reach its k-th sighting, and a later code ties the most frequent one.
 */
function exampleLog(makeCode: () => string, question: Question, k: number): string[] {
  const pool = new Set<string>();
  while (pool.size < 4) pool.add(makeCode());
  const [a = 'A', b = 'B', c = 'C', d = 'D'] = [...pool];
  if (question === 'most') return [a, b, c, b, a, d, b, a, c];
  const shapes: Record<number, string[]> = {
    2: [a, b, c, b, a, d, c, a],
    3: [a, b, b, c, a, b, d, a, c, a],
    4: [a, b, b, a, b, c, a, b, a, c, a],
  };
  return shapes[k] ?? shapes[2] ?? [];
}

function explain(log: readonly string[], question: Question, k: number, seen: string): string {
  const counts = new Map<string, number>();
  for (const item of log) counts.set(item, (counts.get(item) ?? 0) + 1);
  const tally = [...counts].map(([item, count]) => `${item} ${count}×`).join(', ');
  const result = answer(log, question, k);
  if (question === 'count') return `Counts: ${tally}. ${result} of them are ${seen} at least ${k} times.`;
  if (question === 'most') {
    const top = Math.max(...counts.values());
    const tied = [...counts].filter(([, count]) => count === top).map(([item]) => item);
    return tied.length > 1
      ? `Counts: ${tally}. ${tied.join(' and ')} share the top count ${top}; ${result} reached ${top} first.`
      : `Counts: ${tally}. ${result} is ${seen} most often.`;
  }
  if (result === 'NONE') return `Counts: ${tally}. No code is ${seen} ${k} times.`;
  const seenAt = new Map<string, number>();
  const at = log.findIndex((item) => {
    seenAt.set(item, (seenAt.get(item) ?? 0) + 1);
    return seenAt.get(item) === k;
  });
  return `Entry ${at + 1}, ${result}, is the first time any code reaches ${k} sightings (the log's first code is ${log[0]}).`;
}

function hiddenInputs(random: Random, makeCode: () => string, k: number): FamilyPuzzle['hidden'] {
  const poolOf = (size: number) => {
    const pool = new Set<string>();
    while (pool.size < size) pool.add(makeCode());
    return [...pool];
  };
  const drawn = (n: number, poolSize: number) => {
    const pool = poolOf(poolSize);
    return Array.from({ length: n }, () => random.pick(pool));
  };
  const distinct = poolOf(MAX_N);
  const [a = 'A', b = 'B', c = 'C'] = poolOf(3);
  // b reaches every count before a, though a comes first; a and b end level.
  const racing = [a, b, b, a, c, b, a, b, a, c, c];
  const kMinusOne = distinct
    .slice(0, 30)
    .flatMap((item) => Array.from({ length: Math.max(1, k - 1) }, () => item));
  return [
    { input: listInput([makeCode()]) },
    { input: listInput([a, a, a, a, a]) },
    { input: listInput(racing) },
    { input: listInput(random.shuffle(kMinusOne)) },
    { input: listInput(['Z', 'Z9', '9', 'ZZZZZZZZ', '99999999', 'Z9', 'Z', '9', 'Z9', '9']) },
    { input: listInput(distinct) },
    { input: listInput(drawn(MAX_N, 40)) },
    { input: listInput(drawn(MAX_N, 900)) },
    { input: listInput(drawn(300, 150)) },
  ];
}

function programs(question: Question, k: number): FamilyPuzzle['code'] {
  const wanted = {
    first: `the first code to be seen for the ${ORDINALS[k]} time, or NONE`,
    count: `how many different codes are seen at least ${k} times`,
    most: 'the code seen most often (on a tie, the one that reached that count first)',
  }[question];
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n = int(data[0])
    print(repeat_answer(data[1:1 + n]))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>`,
      functions: fn,
      main: `    int n;
    if (scanf("%d", &n) != 1) return 0;
    char (*log)[9] = malloc(sizeof *log * n);
    for (int i = 0; i < n; i++) scanf("%8s", log[i]);
    char answer[16];
    repeat_answer(log, n, answer);
    puts(answer);
    free(log);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `${javaReadList('String', 'log')}
        System.out.println(repeatAnswer(log));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('string', 'log')}
    cout << repeat_answer(log) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('log', 'String')}
    console.log(repeatAnswer(log));`,
    });
  const pyBody = {
    first: `    for code in log:
        counts[code] = counts.get(code, 0) + 1
        if counts[code] == ${k}:
            return code
    return "NONE"`,
    count: `    for code in log:
        counts[code] = counts.get(code, 0) + 1
    return sum(1 for count in counts.values() if count >= ${k})`,
    most: `    best, best_count = None, 0
    for code in log:
        counts[code] = counts.get(code, 0) + 1
        if counts[code] > best_count:
            best, best_count = code, counts[code]
    return best`,
  }[question];
  const cBody = {
    first: `    for (int i = 0; i < n; i++) {
        if (++counts[slot_of(table, log, i)] == ${k}) {
            strcpy(answer, log[i]);
            return;
        }
    }
    strcpy(answer, "NONE");`,
    count: `    int result = 0;
    for (int i = 0; i < n; i++)
        if (++counts[slot_of(table, log, i)] == ${k}) result++;
    sprintf(answer, "%d", result);`,
    most: `    int best = 0, best_count = 0;
    for (int i = 0; i < n; i++) {
        int count = ++counts[slot_of(table, log, i)];
        if (count > best_count) {
            best = i;
            best_count = count;
        }
    }
    strcpy(answer, log[best]);`,
  }[question];
  const javaBody = {
    first: `        for (String code : log) {
            int count = counts.merge(code, 1, Integer::sum);
            if (count == ${k}) return code;
        }
        return "NONE";`,
    count: `        int result = 0;
        for (String code : log)
            if (counts.merge(code, 1, Integer::sum) == ${k}) result++;
        return String.valueOf(result);`,
    most: `        String best = null;
        int bestCount = 0;
        for (String code : log) {
            int count = counts.merge(code, 1, Integer::sum);
            if (count > bestCount) {
                best = code;
                bestCount = count;
            }
        }
        return best;`,
  }[question];
  const cppBody = {
    first: `    for (const string &code : log)
        if (++counts[code] == ${k}) return code;
    return "NONE";`,
    count: `    int result = 0;
    for (const string &code : log)
        if (++counts[code] == ${k}) result++;
    return to_string(result);`,
    most: `    string best;
    int best_count = 0;
    for (const string &code : log) {
        int count = ++counts[code];
        if (count > best_count) {
            best = code;
            best_count = count;
        }
    }
    return best;`,
  }[question];
  const javascriptBody = {
    first: `    for (const code of log) {
        const count = (counts.get(code) ?? 0) + 1;
        counts.set(code, count);
        if (count === ${k}) return code;
    }
    return 'NONE';`,
    count: `    let result = 0;
    for (const code of log) {
        const count = (counts.get(code) ?? 0) + 1;
        counts.set(code, count);
        if (count === ${k}) result++;
    }
    return String(result);`,
    most: `    let best = '';
    let bestCount = 0;
    for (const code of log) {
        const count = (counts.get(code) ?? 0) + 1;
        counts.set(code, count);
        if (count > bestCount) {
            best = code;
            bestCount = count;
        }
    }
    return best;`,
  }[question];
  return {
    python: {
      solution: python(`def repeat_answer(log):
    """${capitalised(wanted)}."""
    counts = {}
${pyBody}`),
      starter: python(`def repeat_answer(log):
    # Return ${wanted}.
    return ""`),
    },
    c: {
      solution: c(`#define SLOTS 4096

/* The slot of log[i]'s code in an open-addressing table of indices into log (-1 for empty). */
static int slot_of(int *table, char (*log)[9], int i) {
    unsigned hash = 5381;
    for (const char *p = log[i]; *p; p++) hash = hash * 33 + (unsigned char)*p;
    int slot = hash % SLOTS;
    while (table[slot] >= 0 && strcmp(log[table[slot]], log[i]) != 0) slot = (slot + 1) % SLOTS;
    if (table[slot] < 0) table[slot] = i;
    return slot;
}

/* Writes into answer ${wanted}. */
static void repeat_answer(char (*log)[9], int n, char *answer) {
    static int table[SLOTS], counts[SLOTS];
    for (int i = 0; i < SLOTS; i++) table[i] = -1;
${cBody}
}`),
      starter: c(`/* Write into answer ${wanted}. */
static void repeat_answer(char (*log)[9], int n, char *answer) {
    strcpy(answer, "");
}`),
    },
    java: {
      solution: java(`    /** ${capitalised(wanted)}. */
    static String repeatAnswer(String[] log) {
        Map<String, Integer> counts = new HashMap<>();
${javaBody}
    }`),
      starter: java(`    /** Return ${wanted}. */
    static String repeatAnswer(String[] log) {
        return "";
    }`),
    },
    cpp: {
      solution: cpp(`// ${capitalised(wanted)}.
string repeat_answer(const vector<string> &log) {
    unordered_map<string, int> counts;
${cppBody}
}`),
      starter: cpp(`// Return ${wanted}.
string repeat_answer(const vector<string> &log) {
    return "";
}`),
    },
    javascript: {
      solution: javascript(`/** ${capitalised(wanted)}. */
function repeatAnswer(log) {
    const counts = new Map();
${javascriptBody}
}`),
      starter: javascript(`/** Return ${wanted}. */
function repeatAnswer(log) {
    return '';
}`),
    },
  };
}

const WRONG_NAMES: Record<Question, string> = {
  first: 'earliest-first-sighting',
  count: 'exactly-k',
  most: 'first-seen-wins-ties',
};

/**
 * first: the code that appears earliest among those seen k times (not the first to reach k);
 * count: codes seen exactly k times; most: a tie goes to the code that appeared first.
 */
function wrongSolution(question: Question, k: number): string {
  const head = `import sys

data = sys.stdin.read().split()
log = data[1:1 + int(data[0])]
counts = {}
for code in log:
    counts[code] = counts.get(code, 0) + 1
`;
  if (question === 'first')
    return `${head}print(next((code for code in counts if counts[code] >= ${k}), "NONE"))
`;
  if (question === 'count')
    return `${head}print(sum(1 for count in counts.values() if count == ${k}))
`;
  return `${head}top = max(counts.values())
print(next(code for code in counts if counts[code] == top))
`;
}
