import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Replaying a log of keystrokes (letters, arrow keys, an erase key, Home and End) to find the text it
 * typed. Seeds choose the setting, whether the keyboard inserts or overwrites, and whether the erase key
 * removes the character before or after the cursor. Medium: up to half a million keystrokes, and a test
 * that jumps between both ends of a long text, so shifting an array or a pair of stacks on every jump is
 * far too slow; a linked list with a cursor node does each key in constant time.
 */

interface Setting {
  id: string;
  /** "In the computer museum, an old terminal records every key a visitor presses" */
  intro: string;
  /** Whose text it is: "the visitor's message". */
  text: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'terminal',
    intro: 'In the computer museum, an old green-screen terminal records every key a visitor presses',
    text: "the visitor's message",
    title: 'The Museum Terminal',
  },
  {
    id: 'phone',
    intro: "Gran's first mobile phone keeps a log of every key she presses while writing a text",
    text: "Gran's text",
    title: "Gran's Text Message",
  },
  {
    id: 'teleprompter',
    intro:
      "The evening news records every key the teleprompter operator presses while fixing tonight's script",
    text: 'the script',
    title: 'The Teleprompter Script',
  },
  {
    id: 'keylogger',
    intro:
      "A detective has recovered a keylogger's capture of every key a suspect pressed while writing a note",
    text: "the suspect's note",
    title: "The Suspect's Keylogger",
  },
  {
    id: 'sign',
    intro:
      "The cinema's electronic marquee logs every button the manager presses while setting tonight's sign",
    text: 'the sign',
    title: 'The Cinema Marquee',
  },
];

interface Rule {
  /** Typing replaces the character after the cursor (when there is one) instead of pushing it along. */
  overwrite: boolean;
  /** The erase key removes the character before the cursor (Backspace) or after it (Delete). */
  backspace: boolean;
}

const MAX_KEYS = 500_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const WORDS = [
  'lamp',
  'river',
  'cocoa',
  'garden',
  'pilot',
  'meadow',
  'violin',
  'harbour',
  'cinema',
  'puzzle',
];

export const keystrokeReplay: PuzzleFamily = {
  id: 'data-structures/keystroke-replay',
  track: 'data-structures',
  topic: 'arrays-and-linked-lists',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const rule: Rule = { overwrite: random.next() < 0.5, backspace: random.next() < 0.5 };
    const mode = rule.overwrite ? 'Overwrite' : 'Insert';
    const eraseName = rule.backspace ? 'Backspace' : 'Delete';
    const erased = rule.backspace ? 'directly **before** the cursor' : 'directly **after** the cursor';
    const typing = rule.overwrite
      ? 'the letter **replaces** the character directly after the cursor and the cursor moves past it; only when the cursor is at the end of the text is the letter added there'
      : 'the letter is **inserted** at the cursor, which then stands just after it; the characters after the cursor move along';
    const solve = (input: string) => {
      const text = replay(parseKeys(input), rule);
      return `${text === '' ? 'EMPTY' : text}\n`;
    };
    const examples = exampleInputs(random);

    return {
      title: `${setting.title}: ${mode} Mode and ${eraseName}`,
      description: `Replay the keystrokes, in ${mode.toLowerCase()} mode with a ${eraseName.toLowerCase()} key, and print the text.`,
      statement: [
        `${setting.intro}. The text starts empty, with the cursor in it; the cursor always stands between two`,
        'characters (or at the start or end of the text). The log is one string, one character per key:',
        '',
        `- a lowercase letter types that letter. The keyboard is in **${mode.toLowerCase()} mode**: ${typing};`,
        '- `<` moves the cursor one character to the left and `>` one character to the right (nothing happens at the start or end of the text);',
        `- \`#\` is the **${eraseName}** key: it erases the character ${erased} (nothing happens when there is none); the text closes up around the cursor;`,
        '- `^` (Home) moves the cursor to the start of the text and `$` (End) to its end.',
        '',
        `Print ${setting.text} once every key in the log has been pressed, or \`EMPTY\` when no character is left.`,
      ].join('\n'),
      input:
        'The first line holds m, the number of keys pressed. The second line holds the log: m characters, each a lowercase letter or one of `<`, `>`, `#`, `^`, `$`.',
      output: 'One line: the final text, or EMPTY.',
      constraints: [
        '1 ≤ m ≤ 500000',
        'The log holds only lowercase letters and the characters < > # ^ $',
      ].join('\n'),
      hints: [
        'Replay the first example by hand, writing the text with a | where the cursor stands after every key.',
        'Inserting into the middle of an array moves everything after it, and so does a jump to the other end with two stacks: on a long log that repeats, again and again.',
        'Keep the characters in a doubly linked list and remember the node just before the cursor (a sentinel node stands for the start). Every key is then a constant amount of work.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: 'other-mode',
          language: 'c',
          source: programs({ ...rule, overwrite: !rule.overwrite }).c.solution,
        },
        {
          name: 'other-erase-key',
          language: 'python',
          source: programs({ ...rule, backspace: !rule.backspace }).python.solution,
        },
        { name: 'two-stacks', language: 'python', source: twoStacks(rule) },
      ],
      parameters: {
        setting: setting.id,
        overwrite: rule.overwrite ? 1 : 0,
        backspace: rule.backspace ? 1 : 0,
      },
      // Half a million characters may come out; the references need well under half a second.
      limits: { cpuMs: 1500, outputKb: 512 },
    };
  },
};

const parseKeys = (input: string): string => {
  const [count = '0', keys = ''] = input.trim().split(/\s+/);
  return keys.slice(0, Number(count));
};

const keysInput = (keys: string) => `${keys.length}\n${keys}\n`;

/**
 * The text the keys type, and (when asked) the text with a | for the cursor after each key. A doubly linked
 * list over the keys' positions, node 0 being both the start and the end of the ring.
 */
function replay(keys: string, rule: Rule, states?: string[]): string {
  const next = new Int32Array(keys.length + 1);
  const prev = new Int32Array(keys.length + 1);
  const chars: string[] = [''];
  let cursor = 0;
  const unlink = (node: number) => {
    const before = prev[node] ?? 0;
    const after = next[node] ?? 0;
    next[before] = after;
    prev[after] = before;
  };
  for (const key of keys) {
    const after = next[cursor] ?? 0;
    if (key === '<') {
      if (cursor !== 0) cursor = prev[cursor] ?? 0;
    } else if (key === '>') {
      if (after !== 0) cursor = after;
    } else if (key === '^') {
      cursor = 0;
    } else if (key === '$') {
      cursor = prev[0] ?? 0;
    } else if (key === '#') {
      if (rule.backspace && cursor !== 0) {
        unlink(cursor);
        cursor = prev[cursor] ?? 0;
      } else if (!rule.backspace && after !== 0) unlink(after);
    } else if (rule.overwrite && after !== 0) {
      chars[after] = key;
      cursor = after;
    } else {
      const node = chars.length;
      chars.push(key);
      next[node] = after;
      prev[node] = cursor;
      next[cursor] = node;
      prev[after] = node;
      cursor = node;
    }
    if (states) states.push(show(next, chars, cursor));
  }
  return show(next, chars);
}

function show(next: Int32Array, chars: readonly string[], cursor?: number): string {
  let text = cursor === 0 ? '|' : '';
  for (let node = next[0] ?? 0; node !== 0; node = next[node] ?? 0) {
    text += chars[node] ?? '';
    if (node === cursor) text += '|';
  }
  return text;
}

function explain(input: string, rule: Rule): string {
  const states: string[] = [];
  const keys = parseKeys(input);
  const text = replay(keys, rule, states);
  const steps = [...keys].map((key, index) => `\`${key}\` → ${states[index]}`);
  return `With | for the cursor: ${steps.join(', ')}. The text is ${text === '' ? 'empty' : text}.`;
}

/** Two short logs: one where the mode matters, one where the erase key's side does. */
function exampleInputs(random: Random): string[] {
  const [first = 'lamp', second = 'river'] = random.shuffle(WORDS);
  const letter = () => LETTERS[random.int(0, 25)] ?? 'a';
  return [
    keysInput(`${first}<<${letter()}${letter()}$${letter()}`),
    keysInput(`${second}<<<##^${letter()}>#`),
  ];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const letter = () => LETTERS[random.int(0, 25)] ?? 'a';
  const word = (length: number) => Array.from({ length }, letter).join('');
  /** Keys drawn with weights: letters, left, right, erase, Home, End. */
  const randomKeys = (m: number, weights: readonly number[]) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let keys = '';
    for (let i = 0; i < m; i++) {
      let roll = random.next() * total;
      let kind = 0;
      while (kind < weights.length - 1 && roll >= (weights[kind] ?? 0)) roll -= weights[kind++] ?? 0;
      keys += kind === 0 ? letter() : ('<>#^$'[kind - 1] ?? '<');
    }
    return keys;
  };
  // A long text, then typing at its start and its end in turn: every jump crosses the whole text.
  const half = MAX_KEYS / 5;
  let jumping = word(half);
  for (let i = 0; i < half; i++) jumping += `^${letter()}$${letter()}`;
  return [
    { input: keysInput(letter()) },
    { input: keysInput('<>#^$') },
    { input: keysInput(`${word(3)}^#<${word(2)}$>#`) },
    { input: keysInput(`${word(4)}####${word(2)}<<<<####`) },
    { input: keysInput(`^${letter()}^${letter()}^${letter()}^${letter()}$<${letter()}`) },
    { input: keysInput(randomKeys(60, [5, 2, 2, 2, 1, 1])) },
    { input: keysInput(randomKeys(3000, [10, 3, 3, 3, 1, 1])) },
    { input: keysInput(randomKeys(3000, [4, 3, 1, 3, 1, 1])) },
    { input: keysInput(randomKeys(MAX_KEYS, [11, 3, 2, 2, 1, 1])), large: true },
    { input: keysInput(jumping), large: true },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    m = int(data[0])
    text = replay(data[1][:m])
    print(text if text else "EMPTY")`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int m;
    if (scanf("%d", &m) != 1) return 0;
    char *keys = malloc(m + 1);
    char *text = malloc(m + 1);
    if (scanf("%s", keys) != 1) keys[0] = '\\0';
    replay(keys, m, text);
    puts(text[0] ? text : "EMPTY");
    free(keys);
    free(text);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int m = Integer.parseInt(reader.readLine().trim());
        String keys = reader.readLine().trim();
        String text = replay(keys.substring(0, Math.min(m, keys.length())));
        System.out.println(text.isEmpty() ? "EMPTY" : text);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int m;
    if (!(cin >> m)) return 0;
    string keys;
    cin >> keys;
    string text = replay(keys.substr(0, m));
    cout << (text.empty() ? "EMPTY" : text) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const m = Number(next());
    const keys = (next() ?? '').slice(0, m);
    const text = replay(keys);
    process.stdout.write(\`\${text === '' ? 'EMPTY' : text}\\n\`);`,
    });
  const todo = `the text the keys type (${rule.overwrite ? 'overwrite' : 'insert'} mode, # erases the character ${rule.backspace ? 'before' : 'after'} the cursor)`;
  const pyErase = rule.backspace
    ? `elif key == "#":
            if cursor:
                before, after = prev[cursor], nxt[cursor]
                nxt[before] = after
                prev[after] = before
                cursor = before`
    : `elif key == "#":
            gone = nxt[cursor]
            if gone:
                after = nxt[gone]
                nxt[cursor] = after
                prev[after] = cursor`;
  const pyOverwrite = rule.overwrite
    ? `after = nxt[cursor]
            if after:
                chars[after] = key
                cursor = after
                continue
            `
    : '';
  const cErase = rule.backspace
    ? `if (cursor != 0) {
                int before = prev[cursor], after = next[cursor];
                next[before] = after;
                prev[after] = before;
                cursor = before;
            }`
    : `int gone = next[cursor];
            if (gone != 0) {
                next[cursor] = next[gone];
                prev[next[gone]] = cursor;
            }`;
  const cOverwrite = (indent: string) =>
    rule.overwrite
      ? `if (next[cursor] != 0) {
${indent}    cursor = next[cursor];
${indent}    chars[cursor] = key;
${indent}    continue;
${indent}}
${indent}`
      : '';
  return {
    python: {
      solution: python(`def replay(keys):
    # A doubly linked list over the typed letters; node 0 is both the start and the end of the ring.
    size = len(keys) + 1
    nxt = [0] * size
    prev = [0] * size
    chars = [""] * size
    nodes = 0
    cursor = 0
    for key in keys:
        if key >= "a":
            ${pyOverwrite}nodes += 1
            after = nxt[cursor]
            chars[nodes] = key
            nxt[nodes] = after
            prev[nodes] = cursor
            nxt[cursor] = nodes
            prev[after] = nodes
            cursor = nodes
        elif key == "<":
            if cursor:
                cursor = prev[cursor]
        elif key == ">":
            if nxt[cursor]:
                cursor = nxt[cursor]
        ${pyErase}
        elif key == "^":
            cursor = 0
        else:
            cursor = prev[0]
    text = []
    node = nxt[0]
    while node:
        text.append(chars[node])
        node = nxt[node]
    return "".join(text)`),
      starter: python(`def replay(keys):
    # Return ${todo}.
    return ""`),
    },
    c: {
      solution:
        c(`/* Writes into text the text the keys type: a doubly linked list over the typed letters, node 0 being
   both the start and the end of the ring, and the cursor the node just before it. */
static void replay(const char *keys, int m, char *text) {
    int *next = calloc(m + 1, sizeof *next);
    int *prev = calloc(m + 1, sizeof *prev);
    char *chars = calloc(m + 1, 1);
    int nodes = 0, cursor = 0;
    for (int i = 0; i < m && keys[i]; i++) {
        char key = keys[i];
        if (key >= 'a' && key <= 'z') {
            ${cOverwrite('            ')}int node = ++nodes, after = next[cursor];
            chars[node] = key;
            next[node] = after;
            prev[node] = cursor;
            next[cursor] = node;
            prev[after] = node;
            cursor = node;
        } else if (key == '<') {
            if (cursor != 0) cursor = prev[cursor];
        } else if (key == '>') {
            if (next[cursor] != 0) cursor = next[cursor];
        } else if (key == '#') {
            ${cErase}
        } else if (key == '^') {
            cursor = 0;
        } else {
            cursor = prev[0];
        }
    }
    int length = 0;
    for (int node = next[0]; node != 0; node = next[node]) text[length++] = chars[node];
    text[length] = '\\0';
    free(next);
    free(prev);
    free(chars);
}`),
      starter: c(`/* Write into text ${todo}, ending it with '\\0'. */
static void replay(const char *keys, int m, char *text) {
    text[0] = '\\0';
}`),
    },
    java: {
      solution:
        java(`    /** The text the keys type: a doubly linked list over the typed letters; node 0 is both ends of the ring. */
    static String replay(String keys) {
        int m = keys.length();
        int[] next = new int[m + 1];
        int[] prev = new int[m + 1];
        char[] chars = new char[m + 1];
        int nodes = 0, cursor = 0;
        for (int i = 0; i < m; i++) {
            char key = keys.charAt(i);
            if (key >= 'a' && key <= 'z') {
                ${cOverwrite('                ')}int node = ++nodes, after = next[cursor];
                chars[node] = key;
                next[node] = after;
                prev[node] = cursor;
                next[cursor] = node;
                prev[after] = node;
                cursor = node;
            } else if (key == '<') {
                if (cursor != 0) cursor = prev[cursor];
            } else if (key == '>') {
                if (next[cursor] != 0) cursor = next[cursor];
            } else if (key == '#') {
                ${cErase.replaceAll('\n', '\n    ')}
            } else if (key == '^') {
                cursor = 0;
            } else {
                cursor = prev[0];
            }
        }
        StringBuilder text = new StringBuilder();
        for (int node = next[0]; node != 0; node = next[node]) text.append(chars[node]);
        return text.toString();
    }`),
      starter: java(`    /** Return ${todo}. */
    static String replay(String keys) {
        return "";
    }`),
    },
    cpp: {
      solution:
        cpp(`// The text the keys type: a doubly linked list over the typed letters, node 0 being both the start and
// the end of the ring, and the cursor the node just before it.
string replay(const string &keys) {
    int m = keys.size();
    vector<int> next(m + 1, 0), prev(m + 1, 0);
    string chars(m + 1, ' ');
    int nodes = 0, cursor = 0;
    for (char key : keys) {
        if (key >= 'a' && key <= 'z') {
            ${cOverwrite('            ')}int node = ++nodes, after = next[cursor];
            chars[node] = key;
            next[node] = after;
            prev[node] = cursor;
            next[cursor] = node;
            prev[after] = node;
            cursor = node;
        } else if (key == '<') {
            if (cursor != 0) cursor = prev[cursor];
        } else if (key == '>') {
            if (next[cursor] != 0) cursor = next[cursor];
        } else if (key == '#') {
            ${cErase}
        } else if (key == '^') {
            cursor = 0;
        } else {
            cursor = prev[0];
        }
    }
    string text;
    for (int node = next[0]; node != 0; node = next[node]) text += chars[node];
    return text;
}`),
      starter: cpp(`// Return ${todo}.
string replay(const string &keys) {
    return "";
}`),
    },
    javascript: {
      solution:
        javascript(`// The text the keys type: a doubly linked list over the typed letters, node 0 being both the start and
// the end of the ring, and the cursor the node just before it.
function replay(keys) {
    const m = keys.length;
    const next = new Int32Array(m + 1), prev = new Int32Array(m + 1);
    const chars = new Array(m + 1);
    let nodes = 0, cursor = 0;
    for (const key of keys) {
        if (key >= 'a' && key <= 'z') {
            ${cOverwrite('            ').replaceAll('!=', '!==')}const node = ++nodes, after = next[cursor];
            chars[node] = key;
            next[node] = after;
            prev[node] = cursor;
            next[cursor] = node;
            prev[after] = node;
            cursor = node;
        } else if (key === '<') {
            if (cursor !== 0) cursor = prev[cursor];
        } else if (key === '>') {
            if (next[cursor] !== 0) cursor = next[cursor];
        } else if (key === '#') {
            ${cErase.replaceAll('int ', 'const ').replaceAll('!=', '!==')}
        } else if (key === '^') {
            cursor = 0;
        } else {
            cursor = prev[0];
        }
    }
    const text = [];
    for (let node = next[0]; node !== 0; node = next[node]) text.push(chars[node]);
    return text.join('');
}`),
      starter: javascript(`// Return ${todo}.
function replay(keys) {
    return '';
}`),
    },
  };
}

/**
 * Right, but with the text in two stacks around the cursor: Home and End move a whole stack across, so a
 * log that jumps between the ends of a long text takes quadratic time.
 */
function twoStacks(rule: Rule): string {
  return `import sys

data = sys.stdin.read().split()
keys = data[1][:int(data[0])]
left, right = [], []
for key in keys:
    if key >= "a":
        ${rule.overwrite ? 'if right:\n            right.pop()\n        ' : ''}left.append(key)
    elif key == "<":
        if left:
            right.append(left.pop())
    elif key == ">":
        if right:
            left.append(right.pop())
    elif key == "#":
        if ${rule.backspace ? 'left' : 'right'}:
            ${rule.backspace ? 'left' : 'right'}.pop()
    elif key == "^":
        right.extend(reversed(left))
        left = []
    else:
        left.extend(reversed(right))
        right = []
text = "".join(left) + "".join(reversed(right))
print(text if text else "EMPTY")
`;
}
