import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Counting the pairs of codes in a long list that one slip turns into each other (hotel door codes, DNA
 * reads, radio call signs, shelf labels). Seeds choose the setting and the slip: one character changed
 * (identical codes left out, or counted too), or two neighbouring characters swapped. Medium: every code
 * is looked up once per position in a hash map of codes with that position blanked out (or of swapped
 * codes); comparing every pair is too slow on the large test.
 */

interface Setting {
  id: string;
  intro: string;
  codes: string;
  code: string;
  /** The characters codes are made of. */
  alphabet: string;
  alphabetText: string;
  /** The story's slip of one character, and of two neighbours swapped. */
  changeSlip: string;
  swapSlip: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'hotel',
    intro: 'Every room of the Hotel Miramar opens with a keypad code, and guests are clumsy.',
    codes: 'door codes',
    code: 'door code',
    alphabet: '0123456789',
    alphabetText: 'digits 0–9',
    changeSlip: 'a guest who presses one wrong key',
    swapSlip: 'a guest who presses two neighbouring keys in the wrong order',
    title: 'Hotel Door Codes',
  },
  {
    id: 'dna',
    intro: 'A sequencing lab stores short DNA reads, and copying errors creep in.',
    codes: 'reads',
    code: 'read',
    alphabet: 'ACGT',
    alphabetText: 'the letters A, C, G and T',
    changeSlip: 'a single copying error that changes one letter',
    swapSlip: 'a copying error that swaps two neighbouring letters',
    title: 'DNA Reads',
  },
  {
    id: 'radio',
    intro: 'The coastguard keeps a list of ships’ radio call signs, and the line is often bad.',
    codes: 'call signs',
    code: 'call sign',
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    alphabetText: 'capital letters A–Z',
    changeSlip: 'one misheard letter',
    swapSlip: 'a radio operator who says two neighbouring letters in the wrong order',
    title: 'Radio Call Signs',
  },
  {
    id: 'warehouse',
    intro: 'A warehouse labels its shelves with codes that a worn-out scanner reads.',
    codes: 'shelf labels',
    code: 'shelf label',
    alphabet: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    alphabetText: 'digits 0–9 and capital letters A–Z',
    changeSlip: 'the scanner misreading one character',
    swapSlip: 'the scanner reading two neighbouring characters in the wrong order',
    title: 'Warehouse Shelf Labels',
  },
];

type Slip = 'change' | 'change-or-same' | 'swap';
const SLIPS: readonly Slip[] = ['change', 'change-or-same', 'swap'];

const MAX_N = 50_000;
const MAX_LENGTH = 8;

export const oneSlipApart: PuzzleFamily = {
  id: 'data-structures/one-slip-apart',
  track: 'data-structures',
  topic: 'hash-tables-and-graphs',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const slip = random.pick(SLIPS);
    const { code, codes } = setting;
    const solve = (input: string) => `${countPairs(parseCodes(input), slip)}\n`;
    const rule = {
      change: `Two entries are **one slip apart** when their ${codes} differ in **exactly one position** (${setting.changeSlip}). Equal ${codes} are not one slip apart.`,
      'change-or-same': `Two entries are **at most one slip apart** when their ${codes} differ in **at most one position** (${setting.changeSlip}): equal ${codes} count too.`,
      swap: `Two entries are **one slip apart** when one ${code} turns into the other by **swapping two neighbouring, different characters** (${setting.swapSlip}).`,
    }[slip];
    const example = exampleCodes(random, setting, slip);

    return {
      title: {
        change: `One Slip Apart: ${setting.title}`,
        'change-or-same': `At Most One Slip: ${setting.title}`,
        swap: `Swapped Neighbours: ${setting.title}`,
      }[slip],
      description: `Count the pairs of ${codes} that one slip turns into each other.`,
      statement: [
        `${setting.intro} The list holds n ${codes}, all of the same length L and made of ${setting.alphabetText};`,
        `the same ${code} may appear in several entries.`,
        '',
        rule,
        '',
        `Print how many **pairs of entries** (the i-th and the j-th, i < j) are ${slip === 'change-or-same' ? 'at most one slip' : 'one slip'} apart.`,
      ].join('\n'),
      input: `The first line holds n and L. Each of the next n lines holds one ${code}.`,
      output: 'One line: the number of pairs.',
      constraints: [
        `1 ≤ n ≤ ${MAX_N}`,
        `1 ≤ L ≤ ${MAX_LENGTH}`,
        `Every ${code} has exactly L characters, ${setting.alphabetText}`,
      ].join('\n'),
      hints: [
        'List, for the first example, the pairs by hand.',
        `Comparing every pair of entries takes about n²/2 comparisons: far too many for ${MAX_N} entries.`,
        slip === 'swap'
          ? `Count how often each ${code} appears. For every entry, each swap of two different neighbours gives a ${code} to look up; every pair is then found from both of its ends.`
          : `Blank out position p of every ${code}: two ${codes} that differ only at p become equal. Count equal blanked ${codes} with a hash map, for each p${slip === 'change' ? ', and take care of entries that are fully equal' : ''}.`,
      ],
      examples: [
        { input: codesInput(example), explanation: explain(example, slip) },
        {
          input: codesInput([example[0] ?? 'A']),
          explanation: 'A single entry makes no pair.',
        },
      ],
      hidden: hiddenInputs(random, setting),
      solve,
      code: programs(slip),
      wrong: [
        { name: WRONG_NAMES[slip], language: 'python', source: subtlyWrong(slip) },
        { name: 'every-pair', language: 'python', source: everyPair(slip) },
      ],
      parameters: { setting: setting.id, slip },
    };
  },
};

const parseCodes = (input: string): string[] => {
  const [count = '0', , ...rest] = input.trim().split(/\s+/);
  return rest.slice(0, Number(count));
};

const codesInput = (list: readonly string[]) =>
  `${list.length} ${list[0]?.length ?? 1}\n${list.join('\n')}\n`;

/** The reference: counts of the codes with one position blanked, or of the codes themselves for swaps. */
function countPairs(list: readonly string[], slip: Slip): number {
  const counted = (keys: Iterable<string>) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const pairsOf = (counts: Map<string, number>) => {
    let pairs = 0;
    for (const count of counts.values()) pairs += (count * (count - 1)) / 2;
    return pairs;
  };
  const whole = counted(list);
  const same = pairsOf(whole);
  if (slip === 'swap') {
    let found = 0;
    for (const item of list)
      for (let p = 0; p + 1 < item.length; p++) {
        if (item[p] === item[p + 1]) continue;
        found += whole.get(`${item.slice(0, p)}${item[p + 1]}${item[p]}${item.slice(p + 2)}`) ?? 0;
      }
    return found / 2;
  }
  const length = list[0]?.length ?? 0;
  let blanked = 0;
  for (let p = 0; p < length; p++)
    blanked += pairsOf(counted(list.map((item) => item.slice(0, p) + item.slice(p + 1))));
  // Equal codes match at every blanked position: L times in blanked, once in the answer when they count.
  const exact = blanked - length * same;
  return slip === 'change' ? exact : exact + same;
}

function randomCode(random: Random, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/** A slip of the kind asked: one character changed, or two different neighbours swapped. */
function slipped(random: Random, alphabet: string, item: string, slip: Slip): string {
  const chars = [...item];
  if (slip === 'swap') {
    const places = chars.flatMap((char, p) => (p + 1 < chars.length && char !== chars[p + 1] ? [p] : []));
    if (places.length === 0) return item;
    const p = random.pick(places);
    [chars[p], chars[p + 1]] = [chars[p + 1] ?? '', chars[p] ?? ''];
    return chars.join('');
  }
  const p = random.int(0, chars.length - 1);
  const others = [...alphabet].filter((char) => char !== chars[p]);
  chars[p] = random.pick(others);
  return chars.join('');
}

/** Seven entries: a few slips of one code, a copy of it, and an unrelated code. */
function exampleCodes(random: Random, setting: Setting, slip: Slip): string[] {
  const length = 4;
  const base = random
    .shuffle([...setting.alphabet])
    .slice(0, length)
    .join('');
  const first = slipped(random, setting.alphabet, base, slip);
  const second = slipped(random, setting.alphabet, first, slip);
  const far = randomCode(random, setting.alphabet, length);
  return random.shuffle([base, first, base, second, far, slipped(random, setting.alphabet, base, slip)]);
}

function explain(list: readonly string[], slip: Slip): string {
  const pairs: string[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++)
      if (countPairs([list[i] ?? '', list[j] ?? ''], slip) === 1)
        pairs.push(`${i + 1} and ${j + 1} (${list[i]}, ${list[j]})`);
  const total = countPairs(list, slip);
  const equal: string[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) if (list[i] === list[j]) equal.push(`${i + 1} and ${j + 1}`);
  const note =
    slip !== 'change-or-same' && equal.length > 0 ? ` Equal entries (${equal.join('; ')}) do not count.` : '';
  return pairs.length === 0
    ? `No two entries are one slip apart.${note}`
    : `The pairs are entries ${pairs.join('; ')}: ${total} in all.${note}`;
}

function hiddenInputs(random: Random, setting: Setting): FamilyPuzzle['hidden'] {
  const { alphabet } = setting;
  const small = alphabet.slice(0, Math.min(alphabet.length, 3));
  // Random codes from a few letters, with slipped copies of earlier entries mixed in.
  const family = (n: number, length: number, letters: string) => {
    const list: string[] = [];
    for (let i = 0; i < n; i++) {
      const earlier = list[random.int(0, Math.max(0, list.length - 1))];
      const roll = random.next();
      if (earlier !== undefined && roll < 0.3) list.push(slipped(random, alphabet, earlier, 'change'));
      else if (earlier !== undefined && roll < 0.6) list.push(slipped(random, alphabet, earlier, 'swap'));
      else if (earlier !== undefined && roll < 0.7) list.push(earlier);
      else list.push(randomCode(random, letters, length));
    }
    return list;
  };
  const one = alphabet[0] ?? 'A';
  const two = alphabet[1] ?? 'B';
  return [
    { input: codesInput([one]) },
    { input: codesInput([one, two, one, one]) },
    { input: codesInput([`${one}${two}`, `${two}${one}`, `${one}${one}`, `${two}${two}`, `${one}${two}`]) },
    { input: codesInput(Array.from({ length: 6 }, () => `${one}${one}${two}${one}`)) },
    { input: codesInput(family(40, 3, small)) },
    { input: codesInput(family(400, 5, alphabet)) },
    { input: codesInput(family(1500, MAX_LENGTH, small)) },
    { input: codesInput(family(MAX_N, MAX_LENGTH, small)), large: true },
    { input: codesInput(family(MAX_N, MAX_LENGTH, alphabet)), large: true },
  ];
}

function programs(slip: Slip): FamilyPuzzle['code'] {
  const wanted = {
    change: 'the number of pairs of entries whose codes differ in exactly one position',
    'change-or-same': 'the number of pairs of entries whose codes differ in at most one position',
    swap: 'the number of pairs of entries whose codes differ by one swap of two different neighbouring characters',
  }[slip];
  const python = (imports: string, fn: string) =>
    pythonProgram({
      head: imports,
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_pairs([token.decode() for token in data[2:2 + n]]))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>`,
      functions: fn,
      main: `    int n, length;
    if (scanf("%d %d", &n, &length) != 2) return 0;
    char (*codes)[9] = malloc(sizeof *codes * n);
    for (int i = 0; i < n; i++) scanf("%8s", codes[i]);
    printf("%lld\\n", count_pairs(codes, n, length));
    free(codes);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(first.nextToken());
        String[] codes = new String[n];
        for (int i = 0; i < n; i++) codes[i] = reader.readLine().trim();
        System.out.println(countPairs(codes));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, length;
    if (!(cin >> n >> length)) return 0;
    vector<string> codes(n);
    for (auto &code : codes) cin >> code;
    cout << count_pairs(codes, length) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    next();
    const codes = [];
    for (let i = 0; i < n; i++) codes.push(next());
    console.log(String(countPairs(codes)));`,
    });
  const pySolution =
    slip === 'swap'
      ? `def count_pairs(codes):
    """${capitalised(wanted)}."""
    counts = Counter(codes)
    found = 0
    for code in codes:
        for p in range(len(code) - 1):
            if code[p] != code[p + 1]:
                found += counts.get(code[:p] + code[p + 1] + code[p] + code[p + 2:], 0)
    # Every pair was found once from each end.
    return found // 2`
      : `def count_pairs(codes):
    """${capitalised(wanted)}."""
    length = len(codes[0])
    same = sum(c * (c - 1) // 2 for c in Counter(codes).values())
    blanked = 0
    for p in range(length):
        blanked += sum(c * (c - 1) // 2 for c in Counter(code[:p] + code[p + 1:] for code in codes).values())
    # Equal codes match at every blanked position.
    return blanked - length * same${slip === 'change' ? '' : ' + same'}`;
  // C and Java pack each code into a number (6 bits a character) and count equal numbers by sorting.
  const cSolution =
    slip === 'swap'
      ? `static long long packed(const char *code, int length) {
    long long value = 0;
    for (int i = 0; i < length; i++) value = value << 6 | (code[i] - '0' + 1);
    return value;
}

static int by_value(const void *x, const void *y) {
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

/* How many entries of the sorted array equal value. */
static long long occurrences(const long long *sorted, int n, long long value) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (sorted[mid] < value) lo = mid + 1;
        else hi = mid;
    }
    int start = lo;
    hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (sorted[mid] <= value) lo = mid + 1;
        else hi = mid;
    }
    return lo - start;
}

/* ${capitalised(wanted)}. */
static long long count_pairs(char (*codes)[9], int n, int length) {
    long long *sorted = malloc(sizeof *sorted * n);
    for (int i = 0; i < n; i++) sorted[i] = packed(codes[i], length);
    qsort(sorted, n, sizeof *sorted, by_value);
    long long found = 0;
    char swapped[9];
    for (int i = 0; i < n; i++)
        for (int p = 0; p + 1 < length; p++) {
            if (codes[i][p] == codes[i][p + 1]) continue;
            memcpy(swapped, codes[i], 9);
            swapped[p] = codes[i][p + 1];
            swapped[p + 1] = codes[i][p];
            found += occurrences(sorted, n, packed(swapped, length));
        }
    free(sorted);
    /* Every pair was found once from each end. */
    return found / 2;
}`
      : `static int by_value(const void *x, const void *y) {
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

/* Sorts values and counts the pairs of equal ones. */
static long long equal_pairs(long long *values, int n) {
    qsort(values, n, sizeof *values, by_value);
    long long pairs = 0, run = 0;
    for (int i = 0; i < n; i++) {
        run = (i > 0 && values[i] == values[i - 1]) ? run + 1 : 0;
        pairs += run;
    }
    return pairs;
}

/* ${capitalised(wanted)}. */
static long long count_pairs(char (*codes)[9], int n, int length) {
    long long *values = malloc(sizeof *values * n);
    /* skip = length packs the whole code; skip = p leaves position p out. */
    long long totals[9];
    for (int skip = 0; skip <= length; skip++) {
        for (int i = 0; i < n; i++) {
            long long value = 0;
            for (int k = 0; k < length; k++)
                if (k != skip) value = value << 6 | (codes[i][k] - '0' + 1);
            values[i] = value;
        }
        totals[skip] = equal_pairs(values, n);
    }
    free(values);
    long long same = totals[length], blanked = 0;
    for (int p = 0; p < length; p++) blanked += totals[p];
    /* Equal codes match at every blanked position. */
    return blanked - length * same${slip === 'change' ? '' : ' + same'};
}`;
  const javaSolution =
    slip === 'swap'
      ? `    static long packed(char[] code) {
        long value = 0;
        for (char c : code) value = value << 6 | (c - '0' + 1);
        return value;
    }

    /** How many entries of the sorted array equal value. */
    static long occurrences(long[] sorted, long value) {
        int lo = 0, hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < value) lo = mid + 1;
            else hi = mid;
        }
        int start = lo;
        hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= value) lo = mid + 1;
            else hi = mid;
        }
        return lo - start;
    }

    /** ${capitalised(wanted)}. */
    static long countPairs(String[] codes) {
        int n = codes.length;
        long[] sorted = new long[n];
        for (int i = 0; i < n; i++) sorted[i] = packed(codes[i].toCharArray());
        Arrays.sort(sorted);
        long found = 0;
        for (String code : codes) {
            char[] chars = code.toCharArray();
            for (int p = 0; p + 1 < chars.length; p++) {
                if (chars[p] == chars[p + 1]) continue;
                char keep = chars[p];
                chars[p] = chars[p + 1];
                chars[p + 1] = keep;
                found += occurrences(sorted, packed(chars));
                chars[p + 1] = chars[p];
                chars[p] = keep;
            }
        }
        // Every pair was found once from each end.
        return found / 2;
    }`
      : `    /** Sorts values and counts the pairs of equal ones. */
    static long equalPairs(long[] values) {
        Arrays.sort(values);
        long pairs = 0, run = 0;
        for (int i = 0; i < values.length; i++) {
            run = (i > 0 && values[i] == values[i - 1]) ? run + 1 : 0;
            pairs += run;
        }
        return pairs;
    }

    /** ${capitalised(wanted)}. */
    static long countPairs(String[] codes) {
        int n = codes.length, length = codes[0].length();
        long[] values = new long[n];
        // skip = length packs the whole code; skip = p leaves position p out.
        long[] totals = new long[length + 1];
        for (int skip = 0; skip <= length; skip++) {
            for (int i = 0; i < n; i++) {
                long value = 0;
                for (int k = 0; k < length; k++)
                    if (k != skip) value = value << 6 | (codes[i].charAt(k) - '0' + 1);
                values[i] = value;
            }
            totals[skip] = equalPairs(values);
        }
        long same = totals[length], blanked = 0;
        for (int p = 0; p < length; p++) blanked += totals[p];
        // Equal codes match at every blanked position.
        return blanked - length * same${slip === 'change' ? '' : ' + same'};
    }`;
  // C++ packs and sorts as C does; JavaScript packs with arithmetic (below 2^48, so exact), not 32-bit shifts.
  const cppSolution =
    slip === 'swap'
      ? `long long packed(const string &code) {
    long long value = 0;
    for (char c : code) value = value << 6 | (c - '0' + 1);
    return value;
}

// ${capitalised(wanted)}.
long long count_pairs(const vector<string> &codes, int length) {
    int n = codes.size();
    vector<long long> sorted(n);
    for (int i = 0; i < n; i++) sorted[i] = packed(codes[i]);
    sort(sorted.begin(), sorted.end());
    long long found = 0;
    for (string code : codes)
        for (int p = 0; p + 1 < length; p++) {
            if (code[p] == code[p + 1]) continue;
            swap(code[p], code[p + 1]);
            auto [first, last] = equal_range(sorted.begin(), sorted.end(), packed(code));
            found += last - first;
            swap(code[p], code[p + 1]);
        }
    // Every pair was found once from each end.
    return found / 2;
}`
      : `// Sorts values and counts the pairs of equal ones.
long long equal_pairs(vector<long long> &values) {
    sort(values.begin(), values.end());
    long long pairs = 0, run = 0;
    for (size_t i = 0; i < values.size(); i++) {
        run = (i > 0 && values[i] == values[i - 1]) ? run + 1 : 0;
        pairs += run;
    }
    return pairs;
}

// ${capitalised(wanted)}.
long long count_pairs(const vector<string> &codes, int length) {
    int n = codes.size();
    vector<long long> values(n);
    // skip = length packs the whole code; skip = p leaves position p out.
    vector<long long> totals(length + 1);
    for (int skip = 0; skip <= length; skip++) {
        for (int i = 0; i < n; i++) {
            long long value = 0;
            for (int k = 0; k < length; k++)
                if (k != skip) value = value << 6 | (codes[i][k] - '0' + 1);
            values[i] = value;
        }
        totals[skip] = equal_pairs(values);
    }
    long long same = totals[length], blanked = 0;
    for (int p = 0; p < length; p++) blanked += totals[p];
    // Equal codes match at every blanked position.
    return blanked - length * same${slip === 'change' ? '' : ' + same'};
}`;
  const javascriptSolution =
    slip === 'swap'
      ? `function packed(chars) {
    let value = 0;
    for (const c of chars) value = value * 64 + (c - 48 + 1);
    return value;
}

// How many entries of the sorted array equal value.
function occurrences(sorted, value) {
    let lo = 0, hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < value) lo = mid + 1;
        else hi = mid;
    }
    const start = lo;
    hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] <= value) lo = mid + 1;
        else hi = mid;
    }
    return lo - start;
}

// ${capitalised(wanted)}.
function countPairs(codes) {
    const n = codes.length;
    const sorted = new Float64Array(n);
    const chars = codes.map((code) => Array.from(code, (c) => c.charCodeAt(0)));
    for (let i = 0; i < n; i++) sorted[i] = packed(chars[i]);
    sorted.sort();
    let found = 0;
    for (const code of chars) {
        for (let p = 0; p + 1 < code.length; p++) {
            if (code[p] === code[p + 1]) continue;
            const keep = code[p];
            code[p] = code[p + 1];
            code[p + 1] = keep;
            found += occurrences(sorted, packed(code));
            code[p + 1] = code[p];
            code[p] = keep;
        }
    }
    // Every pair was found once from each end.
    return found / 2;
}`
      : `// Sorts values (a Float64Array sorts by value) and counts the pairs of equal ones.
function equalPairs(values) {
    values.sort();
    let pairs = 0, run = 0;
    for (let i = 0; i < values.length; i++) {
        run = i > 0 && values[i] === values[i - 1] ? run + 1 : 0;
        pairs += run;
    }
    return pairs;
}

// ${capitalised(wanted)}.
function countPairs(codes) {
    const n = codes.length, length = codes[0].length;
    const values = new Float64Array(n);
    // skip = length packs the whole code; skip = p leaves position p out.
    const totals = [];
    for (let skip = 0; skip <= length; skip++) {
        for (let i = 0; i < n; i++) {
            let value = 0;
            for (let k = 0; k < length; k++)
                if (k !== skip) value = value * 64 + (codes[i].charCodeAt(k) - 48 + 1);
            values[i] = value;
        }
        totals.push(equalPairs(values));
    }
    const same = totals[length];
    let blanked = 0;
    for (let p = 0; p < length; p++) blanked += totals[p];
    // Equal codes match at every blanked position.
    return blanked - length * same${slip === 'change' ? '' : ' + same'};
}`;
  return {
    python: {
      solution: python('import sys\nfrom collections import Counter', pySolution),
      starter: python(
        'import sys',
        `def count_pairs(codes):
    # Return ${wanted}.
    return 0`,
      ),
    },
    c: {
      solution: c(cSolution),
      starter: c(`/* Return ${wanted}. */
static long long count_pairs(char (*codes)[9], int n, int length) {
    return 0;
}`),
    },
    java: {
      solution: java(javaSolution),
      starter: java(`    /** Return ${wanted}. */
    static long countPairs(String[] codes) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(cppSolution),
      starter: cpp(`// Return ${wanted}.
long long count_pairs(const vector<string> &codes, int length) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(javascriptSolution),
      starter: javascript(`// Return ${wanted}.
function countPairs(codes) {
    return 0;
}`),
    },
  };
}

const WRONG_NAMES: Record<Slip, string> = {
  change: 'equal-codes-counted',
  'change-or-same': 'equal-codes-counted-once-per-position',
  swap: 'equal-neighbours-swapped',
};

/**
 * change and change-or-same: add up the blanked matches without correcting for equal codes, which match at
 * every position; swap: also "swaps" two equal neighbours, pairing a code with its own copies.
 */
function subtlyWrong(slip: Slip): string {
  if (slip === 'swap')
    return `import sys
from collections import Counter

data = sys.stdin.read().split()
codes = data[2:2 + int(data[0])]
counts = Counter(codes)
found = 0
for code in codes:
    for p in range(len(code) - 1):
        found += counts.get(code[:p] + code[p + 1] + code[p] + code[p + 2:], 0)
print(found // 2)
`;
  return `import sys
from collections import Counter

data = sys.stdin.read().split()
codes = data[2:2 + int(data[0])]
length = len(codes[0])
total = 0
for p in range(length):
    total += sum(c * (c - 1) // 2 for c in Counter(code[:p] + code[p + 1:] for code in codes).values())
print(total)
`;
}

/** Right, but compares every pair of entries. */
function everyPair(slip: Slip): string {
  const test = {
    change: 'sum(1 for x, y in zip(a, b) if x != y) == 1',
    'change-or-same': 'sum(1 for x, y in zip(a, b) if x != y) <= 1',
    swap: 'any(a[p] != a[p + 1] and b == a[:p] + a[p + 1] + a[p] + a[p + 2:] for p in range(len(a) - 1))',
  }[slip];
  return `import sys

data = sys.stdin.read().split()
codes = data[2:2 + int(data[0])]
count = 0
for i in range(len(codes)):
    a = codes[i]
    for j in range(i + 1, len(codes)):
        b = codes[j]
        if ${test}:
            count += 1
print(count)
`;
}
