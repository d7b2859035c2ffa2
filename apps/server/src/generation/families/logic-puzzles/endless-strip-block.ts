import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * The start of an endless strip that repeats its shortest block; questions about positions as far as
 * 10^18. Seeds choose the setting and the twist: the letter at a position, or how many times a letter
 * appears up to a position. Medium: the shortest block comes from the strip's borders (a prefix function),
 * and it need not divide the strip's length; that is what a careless solution gets wrong.
 */

interface Setting {
  id: string;
  intro: string;
  /** One place of the strip: "tile". */
  cell: string;
  cells: string;
  title: string;
}

type Twist = 'letter' | 'count';

const SETTINGS: readonly Setting[] = [
  {
    id: 'corridor',
    intro:
      'The museum corridor is endless, and its floor is a single row of tiles; each tile is one of several colours, written as a lowercase letter.',
    cell: 'tile',
    cells: 'tiles',
    title: 'The Endless Corridor',
  },
  {
    id: 'bunting',
    intro:
      'For the harbour festival a ribbon of bunting is strung out to sea without end; each flag is a colour, written as a lowercase letter.',
    cell: 'flag',
    cells: 'flags',
    title: 'Bunting Out to Sea',
  },
  {
    id: 'scarf',
    intro:
      'A knitting machine works on one scarf forever, one stripe after another; each stripe is a yarn colour, written as a lowercase letter.',
    cell: 'stripe',
    cells: 'stripes',
    title: 'The Never-Ending Scarf',
  },
  {
    id: 'wallpaper',
    intro:
      'A wallpaper roll in the palace is printed with a row of motifs that goes on forever; each motif is written as a lowercase letter.',
    cell: 'motif',
    cells: 'motifs',
    title: 'The Palace Wallpaper',
  },
];

const MAX_LENGTH = 100_000;
const MAX_QUESTIONS = 30_000;
const MAX_POSITION = 10n ** 18n;

export const endlessStripBlock: PuzzleFamily = {
  id: 'logic-puzzles/endless-strip-block',
  track: 'logic-puzzles',
  topic: 'pattern-recognition',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const twist: Twist = random.next() < 0.5 ? 'letter' : 'count';
    const solve = (input: string) => answers(twist, input).join('\n').concat('\n');
    const question =
      twist === 'letter'
        ? `which letter is the ${setting.cell} at position x`
        : `how many of the ${setting.cells} at positions 1 to x are letter c`;

    return {
      title: `${setting.title}: ${twist === 'letter' ? 'Which Colour Is There?' : 'How Many of One Colour?'}`,
      description: `From the start of an endless repeating strip, answer questions about ${setting.cells} as far as 10^18 away.`,
      statement: [
        setting.intro,
        '',
        `Only the first n ${setting.cells} have been seen: the strip s. Beyond them the pattern goes on by repeating its`,
        `**shortest block**: the smallest p (1 ≤ p ≤ n) such that every ${setting.cell} of s after the first p equals the one p`,
        `places before it. The ${setting.cell} at any position i > p, however far, is then the one at position i − p.`,
        '',
        `For \`abcab\` the shortest block is \`abc\` (p = 3), so the strip goes on \`abcabcabc…\`, even though 3 does not`,
        `divide 5. For \`abcd\` nothing repeats yet, so p = 4. Positions are numbered from 1.`,
        '',
        `Answer q questions: ${question}?`,
      ].join('\n'),
      input:
        twist === 'letter'
          ? 'The first line holds s. The second line holds q. Each of the next q lines holds one position x.'
          : 'The first line holds s. The second line holds q. Each of the next q lines holds a letter c and a position x.',
      output:
        twist === 'letter'
          ? `q lines: for each question, the letter of the ${setting.cell} at position x.`
          : `q lines: for each question, how many ${setting.cells} from position 1 to x (both included) are letter c.`,
      constraints: [
        `1 ≤ n ≤ ${MAX_LENGTH}`,
        's holds lowercase letters only',
        `1 ≤ q ≤ ${MAX_QUESTIONS}`,
        '1 ≤ x ≤ 10^18',
        ...(twist === 'count' ? ['c is a lowercase letter (it may not appear in s at all)'] : []),
      ].join('\n'),
      hints: [
        'Try every p on the first example by hand: which is the smallest p where each letter equals the one p places before?',
        'The shortest block has length n minus the length of the longest proper prefix of s that is also a suffix of s; the prefix function finds that in linear time.',
        twist === 'letter'
          ? 'Position x holds the same letter as position ((x − 1) mod p) + 1.'
          : 'Split 1..x into whole blocks and a remainder: count the letter once per block, then in the first part of one more block.',
      ],
      examples: exampleInputs(random, twist).map((input) => ({ input, explanation: explain(twist, input) })),
      hidden: hiddenInputs(random, twist),
      solve,
      code: programs(twist),
      wrong: [
        { name: 'block-divides-length', language: 'python', source: blockDividesLength(twist) },
        { name: 'whole-strip-is-the-block', language: 'c', source: wholeStrip(twist) },
      ],
      parameters: { setting: setting.id, twist },
      // Up to 30,000 answers of up to 19 digits.
      limits: { outputKb: 1024 },
    };
  },
};

/** The shortest block's length, from the prefix function (the family's reference). */
function shortestBlock(s: string): number {
  const border = new Array<number>(s.length).fill(0);
  for (let i = 1; i < s.length; i++) {
    let k = border[i - 1] as number;
    while (k > 0 && s[i] !== s[k]) k = border[k - 1] as number;
    if (s[i] === s[k]) k++;
    border[i] = k;
  }
  return s.length - (border[s.length - 1] ?? 0);
}

interface Question {
  letter: string;
  position: bigint;
}

function parseInput(twist: Twist, input: string): { strip: string; questions: Question[] } {
  const [strip = 'a', count = '0', ...rest] = input.trim().split(/\s+/);
  const per = twist === 'count' ? 2 : 1;
  const questions = Array.from({ length: Number(count) }, (_, index) => ({
    letter: twist === 'count' ? (rest[per * index] ?? 'a') : '',
    position: BigInt(rest[per * index + per - 1] ?? '1'),
  }));
  return { strip, questions };
}

function answers(twist: Twist, input: string): string[] {
  const { strip, questions } = parseInput(twist, input);
  const p = shortestBlock(strip);
  const block = strip.slice(0, p);
  // How many of a letter the block's first i places hold, for every i: counted once per letter asked about.
  const prefixes = new Map<string, Int32Array>();
  const before = (letter: string, length: number) => {
    let counts = prefixes.get(letter);
    if (!counts) {
      counts = new Int32Array(p + 1);
      for (let i = 0; i < p; i++) counts[i + 1] = (counts[i] as number) + (block[i] === letter ? 1 : 0);
      prefixes.set(letter, counts);
    }
    return counts[length] as number;
  };
  return questions.map(({ letter, position }) => {
    const rest = Number((position - 1n) % BigInt(p));
    if (twist === 'letter') return block[rest] as string;
    const whole = position / BigInt(p);
    const left = Number(position % BigInt(p));
    return (whole * BigInt(before(letter, p)) + BigInt(before(letter, left))).toString();
  });
}

function inputOf(twist: Twist, strip: string, questions: readonly Question[]): string {
  const lines = questions.map(({ letter, position }) =>
    twist === 'count' ? `${letter} ${position}` : `${position}`,
  );
  return `${strip}\n${questions.length}\n${lines.join('\n')}\n`;
}

function explain(twist: Twist, input: string): string {
  const { strip, questions } = parseInput(twist, input);
  const p = shortestBlock(strip);
  const block = strip.slice(0, p);
  const results = answers(twist, input);
  const told = questions.map(({ letter, position }, index) =>
    twist === 'letter'
      ? `position ${position} holds ${results[index]}`
      : `up to position ${position} there are ${results[index]} ${letter}'s`,
  );
  const divides = strip.length % p === 0 ? '' : ` (it does not divide ${strip.length})`;
  return `The shortest block is \`${block}\`, of length ${p}${divides}. So ${told.join(', ')}.`;
}

/** A strip made by cutting a block repeated: `length` letters of it from a small alphabet. */
function stripOf(random: Random, blockLength: number, length: number, letters: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz'.slice(0, letters);
  const block = Array.from({ length: blockLength }, () => random.pick([...alphabet])).join('');
  return Array.from({ length }, (_, index) => block[index % blockLength]).join('');
}

function exampleInputs(random: Random, twist: Twist): string[] {
  const first = 'abcabcab';
  const second = stripOf(random, random.int(4, 5), random.int(11, 13), 3);
  const ask = (strip: string, positions: readonly bigint[]) =>
    inputOf(
      twist,
      strip,
      positions.map((position, index) => ({ letter: strip[index % 2] ?? 'a', position })),
    );
  return [ask(first, [10n, 11n, 1000n]), ask(second, [BigInt(random.int(14, 40)), 10n ** 18n])];
}

function hiddenInputs(random: Random, twist: Twist): FamilyPuzzle['hidden'] {
  const position = () => {
    const digits = random.int(1, 18);
    let value = 0n;
    for (let i = 0; i < digits; i++) value = value * 10n + BigInt(random.int(i === 0 ? 1 : 0, 9));
    return value;
  };
  const questions = (strip: string, count: number, far = true): Question[] =>
    Array.from({ length: count }, () => ({
      letter: random.next() < 0.9 ? (strip[random.int(0, strip.length - 1)] as string) : 'z',
      position: far ? position() : BigInt(random.int(1, strip.length * 3)),
    }));
  /** A block length that does not divide the strip's length. */
  const awkward = (length: number, most: number) => {
    for (;;) {
      const block = random.int(2, most);
      if (length % block !== 0 && block < length) return block;
    }
  };
  const tests = [
    inputOf(twist, 'q', [
      { letter: 'q', position: 1n },
      { letter: 'a', position: MAX_POSITION },
    ]),
    inputOf(twist, 'abcd', questions('abcd', 8, false)),
    inputOf(twist, 'zzzzzzz', questions('zzzzzzz', 5)),
    inputOf(twist, 'abaab', questions('abaab', 10, false)),
    inputOf(twist, 'aabaa', [...questions('aabaa', 10, false), ...questions('aabaa', 10)]),
  ];
  const medium = stripOf(random, awkward(500, 60), 500, 3);
  tests.push(inputOf(twist, medium, questions(medium, 200)));
  const nearlyWhole = stripOf(random, MAX_LENGTH - random.int(1, 50), MAX_LENGTH, 2);
  const big = stripOf(random, awkward(MAX_LENGTH, 40_000), MAX_LENGTH, 4);
  return [
    ...tests.map((input) => ({ input })),
    { input: inputOf(twist, nearlyWhole, questions(nearlyWhole, 2000)), large: true },
    { input: inputOf(twist, big, questions(big, MAX_QUESTIONS)), large: true },
  ];
}

function programs(twist: Twist): FamilyPuzzle['code'] {
  const counting = twist === 'count';
  const what = counting ? 'how many of positions 1..x hold letter c' : 'the letter at position x';
  const What = `${what[0]?.toUpperCase()}${what.slice(1)}`;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    strip = data[0].decode()
    q = int(data[1])
    answer = make_answerer(strip)
${
  counting
    ? '    out = [str(answer(data[2 + 2 * i].decode(), int(data[3 + 2 * i]))) for i in range(q)]'
    : '    out = [answer(int(data[2 + i])) for i in range(q)]'
}
    sys.stdout.write("\\n".join(out) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char strip[${MAX_LENGTH + 2}];`,
      functions: fn,
      main: `    int q;
    if (scanf("%${MAX_LENGTH + 1}s %d", strip, &q) != 2) return 0;
    prepare(strip, (int)strlen(strip));
    for (int i = 0; i < q; i++) {
${
  counting
    ? `        char c[2];
        long long x;
        scanf("%1s %lld", c, &x);
        printf("%lld\\n", answer(c[0], x));`
    : `        long long x;
        scanf("%lld", &x);
        printf("%c\\n", answer(x));`
}
    }`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String strip = reader.readLine().trim();
        prepare(strip);
        int q = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer tokens = new StringTokenizer(reader.readLine());
${
  counting
    ? `            char c = tokens.nextToken().charAt(0);
            long x = Long.parseLong(tokens.nextToken());
            out.append(answer(c, x)).append('\\n');`
    : `            long x = Long.parseLong(tokens.nextToken());
            out.append(answer(x)).append('\\n');`
}
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    string s;
    int q;
    if (!(cin >> s >> q)) return 0;
    prepare(s);
    for (int i = 0; i < q; i++) {
${
  counting
    ? `        char c;
        long long x;
        cin >> c >> x;
        cout << answer(c, x) << '\\n';`
    : `        long long x;
        cin >> x;
        cout << answer(x) << '\\n';`
}
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    prepare(next());
    const q = Number(next());
    const out = [];
    for (let i = 0; i < q; i++) {
${
  counting
    ? `        const c = next();
        const x = BigInt(next());
        out.push(String(answer(c, x)));`
    : `        const x = BigInt(next());
        out.push(answer(x));`
}
    }
    console.log(out.join('\\n'));`,
    });
  const cppBlock = `int shortest_block(const string &s) {
    int n = s.size();
    vector<int> border(n, 0);
    int k = 0;
    for (int i = 1; i < n; i++) {
        while (k > 0 && s[i] != s[k]) k = border[k - 1];
        if (s[i] == s[k]) k++;
        border[i] = k;
    }
    return n - border[n - 1];
}`;
  const javascriptBlock = `function shortestBlock(s) {
    const n = s.length;
    const border = new Int32Array(n);
    let k = 0;
    for (let i = 1; i < n; i++) {
        while (k > 0 && s[i] !== s[k]) k = border[k - 1];
        if (s[i] === s[k]) k++;
        border[i] = k;
    }
    return n - border[n - 1];
}`;
  const pythonBlock = `def shortest_block(strip):
    border = [0] * len(strip)
    k = 0
    for i in range(1, len(strip)):
        while k > 0 and strip[i] != strip[k]:
            k = border[k - 1]
        if strip[i] == strip[k]:
            k += 1
        border[i] = k
    return len(strip) - border[-1]`;
  const cBlock = `static int shortest_block(const char *s, int n) {
    int *border = calloc(n, sizeof *border);
    int k = 0;
    for (int i = 1; i < n; i++) {
        while (k > 0 && s[i] != s[k]) k = border[k - 1];
        if (s[i] == s[k]) k++;
        border[i] = k;
    }
    int p = n - border[n - 1];
    free(border);
    return p;
}`;
  const javaBlock = `    static int shortestBlock(String s) {
        int n = s.length();
        int[] border = new int[n];
        int k = 0;
        for (int i = 1; i < n; i++) {
            while (k > 0 && s.charAt(i) != s.charAt(k)) k = border[k - 1];
            if (s.charAt(i) == s.charAt(k)) k++;
            border[i] = k;
        }
        return n - border[n - 1];
    }`;
  return {
    python: {
      solution: python(`from bisect import bisect_left


${pythonBlock}


def make_answerer(strip):
    """A function answering ${what}."""
    p = shortest_block(strip)
${
  counting
    ? `    places = {}
    for i in range(p):
        places.setdefault(strip[i], []).append(i)

    def answer(c, x):
        spots = places.get(c, [])
        return (x // p) * len(spots) + bisect_left(spots, x % p)

    return answer`
    : `
    def answer(x):
        return strip[(x - 1) % p]

    return answer`
}`),
      starter: python(`def make_answerer(strip):
    # Return a function answering ${what}.
    def answer(${counting ? 'c, x' : 'x'}):
        return ${counting ? '0' : '"a"'}

    return answer`),
    },
    c: {
      solution: c(`${cBlock}

static int block;
${counting ? "static int *before[26]; /* before[c][i]: letter c among the block's first i places */\n" : ''}
static void prepare(const char *s, int n) {
    block = shortest_block(s, n);
${
  counting
    ? `    for (int c = 0; c < 26; c++) {
        before[c] = calloc(block + 1, sizeof *before[c]);
        for (int i = 0; i < block; i++) before[c][i + 1] = before[c][i] + (s[i] - 'a' == c);
    }`
    : ''
}
}

/* ${what}. */
${
  counting
    ? `static long long answer(char c, long long x) {
    int *counts = before[c - 'a'];
    return (x / block) * counts[block] + counts[x % block];
}`
    : `static char answer(long long x) {
    return strip[(x - 1) % block];
}`
}`),
      starter: c(`static void prepare(const char *s, int n) {
}

/* Return ${what}. */
${counting ? 'static long long answer(char c, long long x) {\n    return 0;\n}' : "static char answer(long long x) {\n    return 'a';\n}"}`),
    },
    java: {
      solution: java(`${javaBlock}

    static String strip;
    static int block;
${counting ? "    /** before[c][i]: letter c among the block's first i places. */\n    static int[][] before = new int[26][];\n" : ''}
    static void prepare(String s) {
        strip = s;
        block = shortestBlock(s);
${
  counting
    ? `        for (int c = 0; c < 26; c++) {
            before[c] = new int[block + 1];
            for (int i = 0; i < block; i++) before[c][i + 1] = before[c][i] + (s.charAt(i) - 'a' == c ? 1 : 0);
        }`
    : ''
}
    }

    /** ${what}. */
${
  counting
    ? `    static long answer(char c, long x) {
        int[] counts = before[c - 'a'];
        return (x / block) * counts[block] + counts[(int) (x % block)];
    }`
    : `    static char answer(long x) {
        return strip.charAt((int) ((x - 1) % block));
    }`
}`),
      starter: java(`    static void prepare(String s) {
    }

    /** Return ${what}. */
${counting ? '    static long answer(char c, long x) {\n        return 0;\n    }' : "    static char answer(long x) {\n        return 'a';\n    }"}`),
    },
    cpp: {
      solution: cpp(`${cppBlock}

string strip;
int block;
${counting ? "vector<int> before[26]; // before[c][i]: letter c among the block's first i places\n" : ''}
void prepare(const string &s) {
    strip = s;
    block = shortest_block(s);${
      counting
        ? `
    for (int c = 0; c < 26; c++) {
        before[c].assign(block + 1, 0);
        for (int i = 0; i < block; i++) before[c][i + 1] = before[c][i] + (s[i] - 'a' == c);
    }`
        : ''
    }
}

// ${What}.
${
  counting
    ? `long long answer(char c, long long x) {
    const vector<int> &counts = before[c - 'a'];
    return (x / block) * counts[block] + counts[x % block];
}`
    : `char answer(long long x) {
    return strip[(x - 1) % block];
}`
}`),
      starter: cpp(`void prepare(const string &s) {
}

// Return ${what}.
${counting ? 'long long answer(char c, long long x) {\n    return 0;\n}' : "char answer(long long x) {\n    return 'a';\n}"}`),
    },
    javascript: {
      solution: javascript(`${javascriptBlock}

let strip = '';
let block = 0;
${counting ? "/** before[c][i]: letter c among the block's first i places. */\nconst before = [];\n" : ''}
function prepare(s) {
    strip = s;
    block = shortestBlock(s);${
      counting
        ? `
    for (let c = 0; c < 26; c++) {
        const counts = new Int32Array(block + 1);
        for (let i = 0; i < block; i++) counts[i + 1] = counts[i] + (s.charCodeAt(i) - 97 === c ? 1 : 0);
        before.push(counts);
    }`
        : ''
    }
}

/** ${What}; x is a BigInt (positions reach 10^18). */
${
  counting
    ? `function answer(c, x) {
    const counts = before[c.charCodeAt(0) - 97];
    const size = BigInt(block);
    return (x / size) * BigInt(counts[block]) + BigInt(counts[Number(x % size)]);
}`
    : `function answer(x) {
    return strip[Number((x - 1n) % BigInt(block))];
}`
}`),
      starter: javascript(`function prepare(s) {
}

/** Return ${what}; x is a BigInt (positions reach 10^18). */
${counting ? 'function answer(c, x) {\n    return 0;\n}' : "function answer(x) {\n    return 'a';\n}"}`),
    },
  };
}

/** Only tries block lengths that divide the strip's length. */
function blockDividesLength(twist: Twist): string {
  return `import sys

data = sys.stdin.buffer.read().split()
strip = data[0].decode()
n = len(strip)
p = next(d for d in range(1, n + 1) if n % d == 0 and strip == strip[:d] * (n // d))
block = strip[:p]
q = int(data[1])
out = []
for i in range(q):
${
  twist === 'count'
    ? `    c, x = data[2 + 2 * i].decode(), int(data[3 + 2 * i])
    out.append(str((x // p) * block.count(c) + block[:x % p].count(c)))`
    : `    x = int(data[2 + i])
    out.append(block[(x - 1) % p])`
}
print("\\n".join(out))
`;
}

/** Takes the whole strip seen so far as the block. */
function wholeStrip(twist: Twist): string {
  return `#include <stdio.h>
#include <string.h>

static char strip[${MAX_LENGTH + 2}];

int main(void) {
    int q;
    if (scanf("%${MAX_LENGTH + 1}s %d", strip, &q) != 2) return 0;
    long long p = (long long)strlen(strip);
    for (int i = 0; i < q; i++) {
${
  twist === 'count'
    ? `        char c[2];
        long long x, count = 0, whole = 0;
        scanf("%1s %lld", c, &x);
        for (long long j = 0; j < p; j++) whole += strip[j] == c[0];
        for (long long j = 0; j < x % p; j++) count += strip[j] == c[0];
        printf("%lld\\n", (x / p) * whole + count);`
    : `        long long x;
        scanf("%lld", &x);
        printf("%c\\n", strip[(x - 1) % p]);`
}
    }
    return 0;
}
`;
}
