import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Checking a door log for records that cannot be right: nobody comes in while already inside, nobody leaves
 * while outside. Seeds choose the setting (and its words for coming and going), whether some people are
 * already inside when the log starts, and the question: the first impossible record, or how many records
 * are struck out when every impossible one is ignored. Tempting and wrong: only checking the head count.
 */

interface Setting {
  id: string;
  intro: string;
  place: string;
  person: string;
  people: string;
  /** The log's words for coming in and going out. */
  come: string;
  go: string;
  /** Who is inside when the log starts, in the story's words. */
  starters: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'library',
    intro:
      'The reading room of the old library has one door, and the porter writes down everyone who uses it.',
    place: 'the reading room',
    person: 'reader',
    people: 'readers',
    come: 'IN',
    go: 'OUT',
    starters: 'the readers who stayed overnight for the manuscript vigil',
    title: 'Reading Room',
  },
  {
    id: 'ship',
    intro: 'A ship lies in harbour, and the officer of the watch logs everyone crossing the gangway.',
    place: 'the ship',
    person: 'sailor',
    people: 'sailors',
    come: 'BOARD',
    go: 'ASHORE',
    starters: 'the sailors of the night watch',
    title: 'Gangway',
  },
  {
    id: 'hut',
    intro:
      'A mountain hut keeps a register by the door, where climbers sign when they arrive and when they leave.',
    place: 'the hut',
    person: 'climber',
    people: 'climbers',
    come: 'ARRIVE',
    go: 'DEPART',
    starters: 'the climbers who spent the night in the hut',
    title: 'Mountain Hut',
  },
  {
    id: 'lab',
    intro: 'The clean room of a laboratory has an airlock that records every badge going through it.',
    place: 'the clean room',
    person: 'scientist',
    people: 'scientists',
    come: 'ENTER',
    go: 'EXIT',
    starters: 'the scientists running the overnight experiment',
    title: 'Clean Room',
  },
];

type Question = 'first' | 'count';

const NAMES = [
  'Ada',
  'Bo',
  'Cleo',
  'Dev',
  'Elin',
  'Finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lea',
  'Milo',
  'Nia',
  'Otto',
  'Pia',
  'Quin',
  'Rui',
  'Sol',
  'Tess',
] as const;

const MAX_RECORDS = 1000;

interface Log {
  inside: string[];
  records: Array<[string, boolean]>;
}

export const doubtfulDoorLog: PuzzleFamily = {
  id: 'logic-puzzles/doubtful-door-log',
  track: 'logic-puzzles',
  topic: 'critical-thinking',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const startInside = random.next() < 0.5;
    const question: Question = random.next() < 0.5 ? 'first' : 'count';
    const first = question === 'first';
    const { place, person, people, come, go } = setting;
    const solve = (input: string) => {
      const impossible = impossibleRecords(parseLog(input, startInside));
      return first ? `${impossible[0] ?? 'OK'}\n` : `${impossible.length}\n`;
    };
    const writeInput = (log: Log) => inputOf(log, startInside, setting);
    const examples = exampleLogs(startInside).map((log) => ({
      input: writeInput(log),
      explanation: explain(log, setting, first),
    }));

    return {
      title: first ? `The First Slip in the ${setting.title} Log` : `Striking Out the ${setting.title} Log`,
      description: first
        ? `Find the first record of ${place}'s log that cannot be right.`
        : `Count the records of ${place}'s log that have to be struck out.`,
      statement: [
        `${setting.intro} Each record of the log, in the order things happened, names one ${person} and says`,
        `\`${come}\` (the ${person} went into ${place}) or \`${go}\` (the ${person} came out).`,
        startInside
          ? `When the log starts, ${setting.starters} are inside, and **only they**; everyone else is outside.`
          : `When the log starts, **nobody** is inside.`,
        '',
        `The log was written by hand, and some records are mistakes. A record is **impossible** when it says \`${come}\``,
        `for a ${person} who is already inside, or \`${go}\` for a ${person} who is not inside.`,
        '',
        first
          ? `Trusting the records one by one, print the number of the **first impossible record** (the records are numbered from 1), or \`OK\` if every record is possible.`
          : `The inspector goes through the log in order and **strikes out** every impossible record: a struck-out record is treated as if it had never been written, and the records after it are judged without it. Print **how many records** are struck out.`,
      ].join('\n'),
      input: [
        'The first line holds n, the number of records.',
        startInside
          ? `The second line holds k and then the k names of the ${people} inside when the log starts.`
          : '',
        `Each of the next n lines holds one record: a name and \`${come}\` or \`${go}\`.`,
      ]
        .filter(Boolean)
        .join(' '),
      output: first
        ? 'One line: the number of the first impossible record, or OK.'
        : 'One line: how many records are struck out.',
      constraints: [
        `1 ≤ n ≤ ${MAX_RECORDS}`,
        ...(startInside ? ['1 ≤ k ≤ 20, the k names all different'] : []),
        'Names are 1 to 10 letters long; the same name always means the same person.',
      ].join('\n'),
      hints: [
        `Keep track of who is inside ${place} after each record.`,
        `Counting how many ${people} are inside is not enough: one ${person} can leave while another is inside.`,
      ],
      examples,
      hidden: hiddenLogs(random, startInside).map((log) => ({ input: writeInput(log) })),
      solve,
      code: programs(setting, startInside, first),
      wrong: [
        { name: 'head-count-only', language: 'python', source: headCountOnly(setting, startInside, first) },
        ...(startInside
          ? [{ name: 'forgets-who-was-inside', language: 'c' as const, source: forgetsStart(setting, first) }]
          : []),
      ],
      parameters: { setting: setting.id, startInside: startInside ? 1 : 0, question },
    };
  },
};

/** The numbers of the impossible records; each one is ignored when judging the records after it. */
function impossibleRecords({ inside, records }: Log): number[] {
  const now = new Set(inside);
  const impossible: number[] = [];
  records.forEach(([name, comes], index) => {
    if (now.has(name) === comes) impossible.push(index + 1);
    else if (comes) now.add(name);
    else now.delete(name);
  });
  return impossible;
}

function parseLog(input: string, startInside: boolean): Log {
  const tokens = input.trim().split(/\s+/);
  let at = 0;
  const n = Number(tokens[at++]);
  const inside: string[] = [];
  if (startInside) {
    const k = Number(tokens[at++]);
    for (let i = 0; i < k; i++) inside.push(tokens[at++] ?? '');
  }
  const records: Array<[string, boolean]> = [];
  for (let i = 0; i < n; i++) {
    const name = tokens[at++] ?? '';
    records.push([name, COMING_WORDS.has(tokens[at++] ?? '')]);
  }
  return { inside, records };
}

const COMING_WORDS = new Set(SETTINGS.map((setting) => setting.come));

function inputOf({ inside, records }: Log, startInside: boolean, setting: Setting): string {
  const head = startInside
    ? `${records.length}\n${[inside.length, ...inside].join(' ')}`
    : `${records.length}`;
  const lines = records.map(([name, comes]) => `${name} ${comes ? setting.come : setting.go}`);
  return `${head}\n${lines.join('\n')}\n`;
}

function explain(log: Log, setting: Setting, first: boolean): string {
  const impossible = impossibleRecords(log);
  const why = (number: number) => {
    const [name, comes] = log.records[number - 1] ?? ['', true];
    const where = comes ? 'already inside' : 'not inside';
    return `record ${number} (${name} ${comes ? setting.come : setting.go}) is impossible, as ${name} is ${where}`;
  };
  const [firstImpossible] = impossible;
  if (firstImpossible === undefined) return 'Every record fits what happened before it.';
  if (first) return `Every record before it is possible, but ${why(firstImpossible)}.`;
  return `Going through in order: ${impossible.map(why).join('; ')}. That is ${impossible.length} struck out.`;
}

function exampleLogs(startInside: boolean): Log[] {
  const inside = startInside ? ['Rui', 'Tess'] : [];
  const later = startInside ? [['Tess', false] as [string, boolean]] : [];
  return [
    {
      inside,
      records: [
        ['Ada', true],
        ['Milo', true],
        ...later,
        ['Ada', false],
        ['Sol', false],
        ['Milo', false],
        ['Milo', false],
        ['Ada', true],
        ['Ada', true],
      ],
    },
    { inside, records: [['Bo', true], ...later, ['Bo', false], ['Bo', true]] },
  ];
}

function hiddenLogs(random: Random, startInside: boolean): Log[] {
  const startWith = (count: number) => (startInside ? random.shuffle(NAMES).slice(0, count) : []);
  /** A log that follows what happens, with `mistakes` records changed at random places. */
  const story = (n: number, peopleCount: number, mistakes: number): Log => {
    const crowd = random.shuffle(NAMES).slice(0, peopleCount);
    const inside = startInside ? crowd.slice(0, Math.max(1, Math.floor(peopleCount / 3))) : [];
    const now = new Set(inside);
    const records: Array<[string, boolean]> = Array.from({ length: n }, () => {
      const name = random.pick(crowd);
      const comes = !now.has(name);
      if (comes) now.add(name);
      else now.delete(name);
      return [name, comes];
    });
    for (let i = 0; i < mistakes; i++) {
      const at = random.int(0, n - 1);
      const [name, comes] = records[at] ?? ['Ada', true];
      records[at] = random.next() < 0.5 ? [name, !comes] : [random.pick(crowd), comes];
    }
    return { inside, records };
  };
  const inside = startWith(3);
  // A clean log whose last record repeats the one before it: only the very last record is impossible.
  const cleanThenRepeat = story(30, 4, 0);
  const last = cleanThenRepeat.records.at(-1) ?? ['Ada', true];
  return [
    { inside, records: [['Ada', false]] },
    { inside, records: [['Ada', true]] },
    ...(startInside ? [{ inside, records: [[inside[0] ?? 'Ada', false] as [string, boolean]] }] : []),
    story(12, 3, 0),
    { inside: cleanThenRepeat.inside, records: [...cleanThenRepeat.records, last] },
    story(40, 5, 1),
    story(200, 8, 3),
    story(MAX_RECORDS, 12, 0),
    story(MAX_RECORDS, 20, 25),
    story(MAX_RECORDS, 3, 200),
  ];
}

function programs(setting: Setting, startInside: boolean, first: boolean): FamilyPuzzle['code'] {
  const { come } = setting;
  const task = first
    ? 'the number of the first impossible record (from 1), or 0 if there is none'
    : 'how many records are struck out';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n = int(data[0])
    ${startInside ? 'k = int(data[1])\n    inside = data[2:2 + k]\n    at = 2 + k' : 'inside = []\n    at = 1'}
    records = [(data[at + 2 * i], data[at + 2 * i + 1] == "${come}") for i in range(n)]
    answer = check_log(inside, records)
    print(${first ? 'answer if answer else "OK"' : 'answer'})`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <string.h>

#define MAX_PEOPLE ${MAX_RECORDS + 20}

static char names[MAX_PEOPLE][11];
static int inside[MAX_PEOPLE];
static int people = 0;

/* The number of the person with this name, added on first sight. */
static int person(const char *name) {
    for (int i = 0; i < people; i++)
        if (strcmp(names[i], name) == 0) return i;
    strcpy(names[people], name);
    inside[people] = 0;
    return people++;
}`,
      functions: fn,
      main: `    int n;
    if (scanf("%d", &n) != 1) return 0;
    char name[11], word[8];
${
  startInside
    ? `    int k;
    scanf("%d", &k);
    for (int i = 0; i < k; i++) {
        scanf("%10s", name);
        inside[person(name)] = 1;
    }
`
    : ''
}    static int who[${MAX_RECORDS}], comes[${MAX_RECORDS}];
    for (int i = 0; i < n; i++) {
        scanf("%10s %7s", name, word);
        who[i] = person(name);
        comes[i] = strcmp(word, "${come}") == 0;
    }
    int answer = check_log(n, who, comes);
    ${first ? 'if (answer) printf("%d\\n", answer);\n    else puts("OK");' : 'printf("%d\\n", answer);'}`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        Set<String> inside = new HashSet<>();
${
  startInside
    ? `        tokens = new StringTokenizer(reader.readLine());
        int k = Integer.parseInt(tokens.nextToken());
        for (int i = 0; i < k; i++) inside.add(tokens.nextToken());
`
    : ''
}        String[] names = new String[n];
        boolean[] comes = new boolean[n];
        for (int i = 0; i < n; i++) {
            tokens = new StringTokenizer(reader.readLine());
            names[i] = tokens.nextToken();
            comes[i] = tokens.nextToken().equals("${come}");
        }
        int answer = checkLog(inside, names, comes);
        System.out.println(${first ? 'answer == 0 ? "OK" : Integer.toString(answer)' : 'answer'});`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n;
    if (!(cin >> n)) return 0;
    unordered_set<string> inside;
${
  startInside
    ? `    int k;
    cin >> k;
    for (int i = 0; i < k; i++) {
        string name;
        cin >> name;
        inside.insert(name);
    }
`
    : ''
}    vector<string> names(n);
    vector<bool> comes(n);
    for (int i = 0; i < n; i++) {
        string word;
        cin >> names[i] >> word;
        comes[i] = word == "${come}";
    }
    int answer = check_log(inside, names, comes);
    ${first ? 'if (answer) cout << answer << \'\\n\';\n    else cout << "OK\\n";' : "cout << answer << '\\n';"}`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const inside = new Set();
${
  startInside
    ? `    const k = Number(next());
    for (let i = 0; i < k; i++) inside.add(next());
`
    : ''
}    const names = [];
    const comes = [];
    for (let i = 0; i < n; i++) {
        names.push(next());
        comes.push(next() === '${come}');
    }
    const answer = checkLog(inside, names, comes);
    console.log(${first ? "answer === 0 ? 'OK' : String(answer)" : 'String(answer)'});`,
    });
  const cppFn = first
    ? `int check_log(unordered_set<string> &inside, const vector<string> &names, const vector<bool> &comes) {
    for (size_t i = 0; i < names.size(); i++) {
        if ((inside.count(names[i]) > 0) == comes[i]) return i + 1;
        if (comes[i]) inside.insert(names[i]);
        else inside.erase(names[i]);
    }
    return 0;
}`
    : `// A struck-out record changes nothing: only possible records move people in or out.
int check_log(unordered_set<string> &inside, const vector<string> &names, const vector<bool> &comes) {
    int struck = 0;
    for (size_t i = 0; i < names.size(); i++) {
        if ((inside.count(names[i]) > 0) == comes[i]) struck++;
        else if (comes[i]) inside.insert(names[i]);
        else inside.erase(names[i]);
    }
    return struck;
}`;
  const javascriptFn = first
    ? `function checkLog(inside, names, comes) {
    for (let i = 0; i < names.length; i++) {
        if (inside.has(names[i]) === comes[i]) return i + 1;
        if (comes[i]) inside.add(names[i]);
        else inside.delete(names[i]);
    }
    return 0;
}`
    : `/** A struck-out record changes nothing: only possible records move people in or out. */
function checkLog(inside, names, comes) {
    let struck = 0;
    for (let i = 0; i < names.length; i++) {
        if (inside.has(names[i]) === comes[i]) struck++;
        else if (comes[i]) inside.add(names[i]);
        else inside.delete(names[i]);
    }
    return struck;
}`;
  const pythonFn = first
    ? `def check_log(inside, records):
    now = set(inside)
    for number, (name, comes) in enumerate(records, 1):
        if (name in now) == comes:
            return number
        if comes:
            now.add(name)
        else:
            now.discard(name)
    return 0`
    : `def check_log(inside, records):
    # A struck-out record changes nothing: only possible records move people in or out.
    now = set(inside)
    struck = 0
    for name, comes in records:
        if (name in now) == comes:
            struck += 1
        elif comes:
            now.add(name)
        else:
            now.discard(name)
    return struck`;
  const cFn = first
    ? `static int check_log(int n, const int *who, const int *comes) {
    for (int i = 0; i < n; i++) {
        if (inside[who[i]] == comes[i]) return i + 1;
        inside[who[i]] = comes[i];
    }
    return 0;
}`
    : `/* A struck-out record changes nothing: only possible records move people in or out. */
static int check_log(int n, const int *who, const int *comes) {
    int struck = 0;
    for (int i = 0; i < n; i++) {
        if (inside[who[i]] == comes[i]) struck++;
        else inside[who[i]] = comes[i];
    }
    return struck;
}`;
  const javaFn = first
    ? `    static int checkLog(Set<String> inside, String[] names, boolean[] comes) {
        for (int i = 0; i < names.length; i++) {
            if (inside.contains(names[i]) == comes[i]) return i + 1;
            if (comes[i]) inside.add(names[i]);
            else inside.remove(names[i]);
        }
        return 0;
    }`
    : `    /** A struck-out record changes nothing: only possible records move people in or out. */
    static int checkLog(Set<String> inside, String[] names, boolean[] comes) {
        int struck = 0;
        for (int i = 0; i < names.length; i++) {
            if (inside.contains(names[i]) == comes[i]) struck++;
            else if (comes[i]) inside.add(names[i]);
            else inside.remove(names[i]);
        }
        return struck;
    }`;
  return {
    python: {
      solution: python(pythonFn),
      starter: python(`def check_log(inside, records):
    # inside: the names inside at the start; records: (name, True for ${come}) pairs.
    # Return ${task}.
    return -1`),
    },
    c: {
      solution: c(cFn),
      starter:
        c(`/* who[i]: the person of record i (inside[] says who is in at the start); comes[i]: 1 for ${come}.
   Return ${task}. */
static int check_log(int n, const int *who, const int *comes) {
    return -1;
}`),
    },
    java: {
      solution: java(javaFn),
      starter: java(`    /** Return ${task}. */
    static int checkLog(Set<String> inside, String[] names, boolean[] comes) {
        return -1;
    }`),
    },
    cpp: {
      solution: cpp(cppFn),
      starter: cpp(`// inside: the names inside at the start; comes[i]: true when record i is ${come}.
// Return ${task}.
int check_log(unordered_set<string> &inside, const vector<string> &names, const vector<bool> &comes) {
    return -1;
}`),
    },
    javascript: {
      solution: javascript(javascriptFn),
      starter: javascript(`/**
 * inside: the set of names inside at the start; comes[i]: true when record i is ${come}.
 * Return ${task}.
 */
function checkLog(inside, names, comes) {
    return -1;
}`),
    },
  };
}

/** Only checks that the number of people inside never goes below zero. */
function headCountOnly(setting: Setting, startInside: boolean, first: boolean): string {
  return `import sys

data = sys.stdin.read().split()
n = int(data[0])
${startInside ? 'count = int(data[1])\nat = 2 + count' : 'count = 0\nat = 1'}
bad = []
for i in range(n):
    if data[at + 2 * i + 1] == "${setting.come}":
        count += 1
    elif count == 0:
        bad.append(i + 1)
    else:
        count -= 1
${first ? 'print(bad[0] if bad else "OK")' : 'print(len(bad))'}
`;
}

/** Reads past the people inside at the start but forgets them: their first way out looks impossible. */
function forgetsStart(setting: Setting, first: boolean): string {
  return `#include <stdio.h>
#include <string.h>

static char names[1100][11];
static int inside[1100];
static int people = 0;

static int person(const char *name) {
    for (int i = 0; i < people; i++)
        if (strcmp(names[i], name) == 0) return i;
    strcpy(names[people], name);
    return people++;
}

int main(void) {
    int n, k, bad = 0, first_bad = 0;
    char name[11], word[8];
    if (scanf("%d %d", &n, &k) != 2) return 0;
    for (int i = 0; i < k; i++) scanf("%10s", name);
    for (int i = 0; i < n; i++) {
        scanf("%10s %7s", name, word);
        int p = person(name), comes = strcmp(word, "${setting.come}") == 0;
        if (inside[p] == comes) {
            bad++;
            if (!first_bad) first_bad = i + 1;
        } else {
            inside[p] = comes;
        }
    }
    ${first ? 'if (first_bad) printf("%d\\n", first_bad);\n    else puts("OK");' : 'printf("%d\\n", bad);'}
    return 0;
}
`;
}
