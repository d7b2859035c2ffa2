import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import {
  cProgram,
  cppProgram,
  cppReadList,
  cReadList,
  javaProgram,
  javaReadList,
  javascriptProgram,
  javascriptReadList,
  listInput,
  parseList,
  pythonProgram,
} from '../scaffold';

/**
 * A row cut into two halves and interleaved again, a few rounds in a row (a perfect riffle shuffle). Seeds
 * choose the setting, how many rounds, which half gives the first item and which half keeps the middle item
 * when the row is odd. Easy: a careful simulation, where the twist decides every position.
 */

interface Setting {
  id: string;
  /** "A card dealer practises with a deck of n cards" */
  intro: string;
  /** Who mixes the row: "the dealer". */
  actor: string;
  things: string;
  thing: string;
  /** Where the row starts: "the top of the deck". */
  start: string;
  /** The two halves: "top" and "bottom". */
  front: string;
  back: string;
  /** What one round is called, as a verb and as a noun: "riffles", "riffle". */
  verb: string;
  noun: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'cards',
    actor: 'the dealer',
    intro: 'A card dealer practises with a deck of n cards, each marked with a number',
    things: 'cards',
    thing: 'card',
    start: 'the top of the deck',
    front: 'top',
    back: 'bottom',
    verb: 'riffles',
    noun: 'riffle',
    title: 'Deck',
  },
  {
    id: 'band',
    actor: 'the drum major',
    intro: 'A marching band parades in one long column of n musicians, each wearing a number on the back',
    things: 'musicians',
    thing: 'musician',
    start: 'the head of the column',
    front: 'front',
    back: 'rear',
    verb: 'zips',
    noun: 'zip',
    title: 'Marching Band',
  },
  {
    id: 'shelf',
    actor: 'the librarian',
    intro: 'A mischievous librarian keeps n books on one shelf, each with a catalogue number on its spine',
    things: 'books',
    thing: 'book',
    start: 'the left end of the shelf',
    front: 'left',
    back: 'right',
    verb: 'weaves',
    noun: 'weave',
    title: 'Library Shelf',
  },
  {
    id: 'ferry',
    actor: 'the port marshal',
    intro: 'At the ferry port n cars wait in one lane, each with a ticket number on its windscreen',
    things: 'cars',
    thing: 'car',
    start: 'the barrier',
    front: 'front',
    back: 'rear',
    verb: 'merges',
    noun: 'merge',
    title: 'Ferry Queue',
  },
  {
    id: 'dance',
    actor: 'the caller',
    intro: 'At the barn dance n dancers stand in one line, each holding a numbered card',
    things: 'dancers',
    thing: 'dancer',
    start: 'the end nearest the caller',
    front: 'near',
    back: 'far',
    verb: 'weaves',
    noun: 'weave',
    title: 'Barn Dance',
  },
];

const ROUND_WORDS = ['', 'once', 'twice', 'three times', 'four times', 'five times', 'six times'] as const;
const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'] as const;

/** The twist: which half gives the first item, and which half is one longer when the row is odd. */
interface Rule {
  rounds: number;
  backLeads: boolean;
  backKeepsMiddle: boolean;
}

export const riffleShuffle: PuzzleFamily = {
  id: 'data-structures/riffle-shuffle',
  track: 'data-structures',
  topic: 'arrays-and-linked-lists',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const rule: Rule = {
      rounds: random.int(2, 6),
      backLeads: random.next() < 0.5,
      backKeepsMiddle: random.next() < 0.5,
    };
    const { front, back } = setting;
    const leader = rule.backLeads ? back : front;
    const follower = rule.backLeads ? front : back;
    const longer = rule.backKeepsMiddle ? back : front;
    const times = ROUND_WORDS[rule.rounds] ?? `${rule.rounds} times`;
    const solve = (input: string) => `${rows(parseList(input), rule).at(-1)?.join(' ') ?? ''}\n`;
    const examples = exampleInputs(random);

    return {
      title: `${COUNT_WORDS[rule.rounds]} ${capitalised(setting.noun)}s of the ${setting.title}, ${capitalised(leader)} Half First`,
      description: `Cut the ${setting.things} into two halves and interleave them, ${times}.`,
      statement: [
        `${setting.intro}, listed from ${setting.start}. To mix them up, ${setting.actor} ${setting.verb} the row **${times}**.`,
        '',
        `One ${setting.noun} works like this. The row is cut into a **${front} half** (the ${setting.things} nearest`,
        `${setting.start}) and a **${back} half** (the rest). When n is even both halves hold n / 2 ${setting.things};`,
        `when n is odd, the **${longer} half holds the extra ${setting.thing}**. Then a new row is formed by taking`,
        `${setting.things} from the two halves in turn, **starting with the ${leader} half**: its first ${setting.thing},`,
        `then the first of the ${follower} half, then the second of the ${leader} half, and so on. Each half keeps`,
        `its own order, and when one half has run out, the rest of the other follows.`,
        '',
        `Print the ${setting.things}' numbers, from ${setting.start}, after the last ${setting.noun}.`,
      ].join('\n'),
      input: `The first line holds n. The second line holds the n numbers of the ${setting.things}, from ${setting.start}, separated by spaces.`,
      output: `One line: the n numbers after the ${setting.noun}s, from ${setting.start}, separated by spaces.`,
      constraints: ['1 ≤ n ≤ 1000', '1 ≤ each number ≤ 10^6'].join('\n'),
      hints: [
        `Do the first example by hand, one ${setting.noun} at a time, writing both halves down before you merge them.`,
        `Work out where the cut falls for even and odd n first; then build each new row in a fresh list and repeat ${times}.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: 'other-half-leads',
          language: 'python',
          source: simpleWrong({ ...rule, backLeads: !rule.backLeads }),
        },
        {
          name: 'other-half-keeps-middle',
          language: 'c',
          source: wrongInC({ ...rule, backKeepsMiddle: !rule.backKeepsMiddle }),
        },
      ],
      parameters: {
        setting: setting.id,
        rounds: rule.rounds,
        backLeads: rule.backLeads ? 1 : 0,
        backKeepsMiddle: rule.backKeepsMiddle ? 1 : 0,
      },
    };
  },
};

/** The row before the first round and after each round: every position filled by walking two cursors. */
function rows(start: readonly number[], rule: Rule): number[][] {
  const all = [[...start]];
  for (let round = 0; round < rule.rounds; round++) {
    const row = all[all.length - 1] ?? [];
    const cut = rule.backKeepsMiddle ? Math.floor(row.length / 2) : Math.ceil(row.length / 2);
    const cursors = rule.backLeads ? [cut, 0] : [0, cut];
    const ends = rule.backLeads ? [row.length, cut] : [cut, row.length];
    const next: number[] = [];
    let turn = 0;
    while (next.length < row.length) {
      if ((cursors[turn] ?? 0) < (ends[turn] ?? 0)) {
        next.push(row[cursors[turn] ?? 0] ?? 0);
        cursors[turn] = (cursors[turn] ?? 0) + 1;
      }
      turn = 1 - turn;
    }
    all.push(next);
  }
  return all;
}

function explain(input: string, rule: Rule, setting: Setting): string {
  const [first, ...after] = rows(parseList(input), rule);
  const steps = after.map((row, index) => `after ${setting.noun} ${index + 1}: ${row.join(' ')}`);
  return `Start: ${first?.join(' ')}; ${steps.join('; ')}.`;
}

/** An even row and an odd row, of distinct numbers, so every position can be followed by eye. */
function exampleInputs(random: Random): string[] {
  const base = random.int(1, 8) * 10;
  const even = Array.from({ length: 6 }, (_, index) => base + index + 1);
  const odd = Array.from({ length: 5 }, (_, index) => index + 1);
  return [listInput(even), listInput(odd)];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomList = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  const counting = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
  return [
    { input: listInput([random.int(1, 1_000_000)]) },
    { input: listInput([7, 3]) },
    { input: listInput(counting(3)) },
    { input: listInput(counting(random.int(8, 20) * 2 + 1)) },
    { input: listInput(counting(random.int(8, 20) * 2)) },
    { input: listInput([5, 5, 9, 9, 5, 5, 9]) },
    { input: listInput(randomList(999, 1_000_000)) },
    { input: listInput(randomList(1000, 1_000_000)) },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n = int(data[0])
    row = [int(x) for x in data[1:1 + n]]
    print(" ".join(map(str, shuffled(row))))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `${cReadList('int', 'row')}
    shuffle(row, n);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", row[i]);
    printf("\\n");
    free(row);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `${javaReadList('int', 'row')}
        int[] result = shuffled(row);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(i > 0 ? " " : "").append(result[i]);
        System.out.println(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('int', 'row')}
    vector<int> result = shuffled(row);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << result[i];
    cout << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('row')}
    console.log(shuffled(row).join(' '));`,
    });
  const cut = rule.backKeepsMiddle ? 'n / 2' : '(n + 1) / 2';
  const todo = `the row after ${rule.rounds} rounds of cutting it into two halves and interleaving them`;
  return {
    python: {
      solution: python(`def shuffled(row):
    for _ in range(${rule.rounds}):
        n = len(row)
        cut = ${rule.backKeepsMiddle ? 'n // 2' : '(n + 1) // 2'}
        front, back = row[:cut], row[cut:]
        first, second = ${rule.backLeads ? 'back, front' : 'front, back'}
        row = []
        for i in range(len(first)):
            row.append(first[i])
            if i < len(second):
                row.append(second[i])
        row.extend(second[len(first):])
    return row`),
      starter: python(`def shuffled(row):
    # Return ${todo}.
    return row`),
    },
    c: {
      solution: c(`/* Cuts the row into two halves and interleaves them, ${rule.rounds} times, in place. */
static void shuffle(int *row, int n) {
    int *next = malloc(sizeof *next * (n > 0 ? n : 1));
    int cut = ${cut};
    int first_start = ${rule.backLeads ? 'cut' : '0'}, first_end = ${rule.backLeads ? 'n' : 'cut'};
    int second_start = ${rule.backLeads ? '0' : 'cut'}, second_end = ${rule.backLeads ? 'cut' : 'n'};
    for (int round = 0; round < ${rule.rounds}; round++) {
        int a = first_start, b = second_start, k = 0;
        while (a < first_end || b < second_end) {
            if (a < first_end) next[k++] = row[a++];
            if (b < second_end) next[k++] = row[b++];
        }
        for (int i = 0; i < n; i++) row[i] = next[i];
    }
    free(next);
}`),
      starter: c(`/* Change the row in place into ${todo}. */
static void shuffle(int *row, int n) {
}`),
    },
    java: {
      solution: java(`    /** The row cut into two halves and interleaved, ${rule.rounds} times. */
    static int[] shuffled(int[] row) {
        int n = row.length;
        int cut = ${cut};
        int[] current = row.clone();
        for (int round = 0; round < ${rule.rounds}; round++) {
            int[] next = new int[n];
            int a = ${rule.backLeads ? 'cut' : '0'}, b = ${rule.backLeads ? '0' : 'cut'}, k = 0;
            while (k < n) {
                if (a < ${rule.backLeads ? 'n' : 'cut'}) next[k++] = current[a++];
                if (b < ${rule.backLeads ? 'cut' : 'n'}) next[k++] = current[b++];
            }
            current = next;
        }
        return current;
    }`),
      starter: java(`    /** Return ${todo}. */
    static int[] shuffled(int[] row) {
        return row;
    }`),
    },
    cpp: {
      solution: cpp(`// The row cut into two halves and interleaved, ${rule.rounds} times.
vector<int> shuffled(vector<int> row) {
    int n = row.size();
    vector<int> next(n);
    int cut = ${cut};
    int first_start = ${rule.backLeads ? 'cut' : '0'}, first_end = ${rule.backLeads ? 'n' : 'cut'};
    int second_start = ${rule.backLeads ? '0' : 'cut'}, second_end = ${rule.backLeads ? 'cut' : 'n'};
    for (int round = 0; round < ${rule.rounds}; round++) {
        int a = first_start, b = second_start, k = 0;
        while (a < first_end || b < second_end) {
            if (a < first_end) next[k++] = row[a++];
            if (b < second_end) next[k++] = row[b++];
        }
        row.swap(next);
    }
    return row;
}`),
      starter: cpp(`// Return ${todo}.
vector<int> shuffled(vector<int> row) {
    return row;
}`),
    },
    javascript: {
      solution: javascript(`/** The row cut into two halves and interleaved, ${rule.rounds} times. */
function shuffled(row) {
    const n = row.length;
    const cut = ${rule.backKeepsMiddle ? 'n >> 1' : '(n + 1) >> 1'};
    let current = row.slice();
    for (let round = 0; round < ${rule.rounds}; round++) {
        const next = new Array(n);
        let a = ${rule.backLeads ? 'cut' : '0'};
        let b = ${rule.backLeads ? '0' : 'cut'};
        let k = 0;
        while (k < n) {
            if (a < ${rule.backLeads ? 'n' : 'cut'}) next[k++] = current[a++];
            if (b < ${rule.backLeads ? 'cut' : 'n'}) next[k++] = current[b++];
        }
        current = next;
    }
    return current;
}`),
      starter: javascript(`/** Return ${todo}. */
function shuffled(row) {
    return row;
}`),
    },
  };
}

/** The rule with one part of the twist turned round, in Python. */
function simpleWrong(rule: Rule): string {
  return `import sys

data = sys.stdin.read().split()
n = int(data[0])
row = data[1:1 + n]
for _ in range(${rule.rounds}):
    cut = ${rule.backKeepsMiddle ? 'n // 2' : '(n + 1) // 2'}
    first, second = ${rule.backLeads ? 'row[cut:], row[:cut]' : 'row[:cut], row[cut:]'}
    row = []
    for i in range(max(len(first), len(second))):
        row += first[i:i + 1] + second[i:i + 1]
print(" ".join(row))
`;
}

/** The same in C: the extra item of an odd row goes to the other half. */
function wrongInC(rule: Rule): string {
  return `#include <stdio.h>

int row[1000], next[1000];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &row[i]);
    int cut = ${rule.backKeepsMiddle ? 'n / 2' : '(n + 1) / 2'};
    for (int round = 0; round < ${rule.rounds}; round++) {
        int a = ${rule.backLeads ? 'cut' : '0'}, b = ${rule.backLeads ? '0' : 'cut'}, k = 0;
        while (k < n) {
            if (a < ${rule.backLeads ? 'n' : 'cut'}) next[k++] = row[a++];
            if (b < ${rule.backLeads ? 'cut' : 'n'}) next[k++] = row[b++];
        }
        for (int i = 0; i < n; i++) row[i] = next[i];
    }
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", row[i]);
    printf("\\n");
    return 0;
}
`;
}
