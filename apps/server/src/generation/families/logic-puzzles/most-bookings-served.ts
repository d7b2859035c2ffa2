import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { CPP_HEAD, cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Accepting as many bookings as possible with k identical rooms, each needing some minutes of tidying after
 * every booking. Taking the bookings by end time and giving each one the room that became free latest
 * (but in time) is optimal; the tempting "room free the longest" or "earliest start first" is not. Seeds
 * choose the setting, the tidying time and the question: how many bookings are accepted, or how many refused.
 */

interface Setting {
  id: string;
  intro: string;
  room: string;
  rooms: string;
  booking: string;
  bookings: string;
  /** What happens between two bookings of one room: "sweep the clay". */
  tidy: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'tennis',
    intro: 'The tennis club has k clay courts, and members have sent in their requests for tomorrow.',
    room: 'court',
    rooms: 'courts',
    booking: 'request',
    bookings: 'requests',
    tidy: 'the groundskeeper sweeps and waters the clay',
    title: 'Clay Courts',
  },
  {
    id: 'studio',
    intro: 'A recording company rents out k identical studios, and bands have asked for sessions tomorrow.',
    room: 'studio',
    rooms: 'studios',
    booking: 'session',
    bookings: 'sessions',
    tidy: 'the engineer resets the microphones and the mixing desk',
    title: 'Recording Studios',
  },
  {
    id: 'escape',
    intro:
      'An escape-room business has built k identical haunted-library game rooms, and groups want to play tomorrow.',
    room: 'game room',
    rooms: 'game rooms',
    booking: 'group',
    bookings: 'groups',
    tidy: 'the staff hide the clues again and lock every drawer',
    title: 'Escape Rooms',
  },
  {
    id: 'halls',
    intro: 'A conference centre has k lecture halls, and speakers have proposed talks for tomorrow.',
    room: 'hall',
    rooms: 'halls',
    booking: 'talk',
    bookings: 'talks',
    tidy: 'the caretakers rearrange the chairs and test the projector',
    title: 'Lecture Halls',
  },
];

type Question = 'accepted' | 'refused';

const MAX_BOOKINGS = 50_000;
const MAX_ROOMS = 10;
const MAX_MINUTE = 1_000_000;

interface Requests {
  rooms: number;
  list: Array<[number, number]>;
}

export const mostBookingsServed: PuzzleFamily = {
  id: 'logic-puzzles/most-bookings-served',
  track: 'logic-puzzles',
  topic: 'critical-thinking',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const tidying = random.int(1, 20);
    const question: Question = random.next() < 0.6 ? 'accepted' : 'refused';
    const accepted = question === 'accepted';
    const { room, rooms, booking, bookings } = setting;
    const answer = (requests: Requests) => {
      const served = mostServed(requests, tidying);
      return accepted ? served : requests.list.length - served;
    };
    const solve = (input: string) => `${answer(parseRequests(input))}\n`;
    const examples = exampleRequests(tidying).map((requests) => ({
      input: inputOf(requests),
      explanation: explain(requests, tidying, setting, accepted),
    }));

    return {
      title: accepted
        ? `Most ${capitalised(bookings)} for the ${setting.title}`
        : `Fewest ${capitalised(bookings)} Turned Away from the ${setting.title}`,
      description: accepted
        ? `With ${tidying} minutes between uses of a ${room}, accept as many ${bookings} as possible.`
        : `With ${tidying} minutes between uses of a ${room}, turn away as few ${bookings} as possible.`,
      statement: [
        `${setting.intro} There are n ${bookings}; ${booking} i wants one ${room} for the minutes from s_i up to`,
        `(but not including) e_i. A ${booking} is either **accepted**, and then has one ${room} to itself for its whole`,
        `time, or **turned away**; it cannot be moved, shortened or split between ${rooms}.`,
        '',
        `After each accepted ${booking}, ${setting.tidy}, which takes **${tidying} minutes**: a ${room} used by a`,
        `${booking} ending at minute e can take the next one starting at minute **e + ${tidying}** or later. Every ${room} is`,
        'ready at minute 0.',
        '',
        accepted
          ? `Print the **largest number** of ${bookings} that can be accepted.`
          : `Print the **smallest number** of ${bookings} that must be turned away.`,
      ].join('\n'),
      input: `The first line holds n and k. Each of the next n lines holds one ${booking}: s_i and e_i.`,
      output: accepted
        ? `One line: the most ${bookings} that can be accepted.`
        : `One line: the fewest ${bookings} that must be turned away.`,
      constraints: [`1 ≤ n ≤ ${MAX_BOOKINGS}`, `1 ≤ k ≤ ${MAX_ROOMS}`, `0 ≤ s_i < e_i ≤ ${MAX_MINUTE}`].join(
        '\n',
      ),
      hints: [
        `With a single ${room}, which ${booking} would you accept first: the one that starts first, the shortest, or the one that frees the ${room} soonest?`,
        `With several ${rooms}, it matters which ${room} an accepted ${booking} goes into. Keep the ${rooms} that have been free for a long time for ${bookings} that start early.`,
      ],
      examples,
      hidden: hiddenRequests(random).map((test) => ({
        input: inputOf(test.requests),
        ...(test.large ? { large: true } : {}),
      })),
      solve,
      code: programs(tidying, accepted),
      wrong: [
        { name: 'room-free-longest', language: 'python', source: roomFreeLongest(tidying, accepted) },
        { name: 'earliest-start-first', language: 'java', source: earliestStartFirst(tidying, accepted) },
        { name: 'forgets-tidying', language: 'c', source: forgetsTidying(accepted) },
      ],
      parameters: { setting: setting.id, tidying, question },
    };
  },
};

/** By end time, each request into the room that became free latest but in time for it: the accepted ones. */
function bestPlan(
  { rooms, list }: Requests,
  tidying: number,
): Array<{ start: number; end: number; room: number }> {
  const free = new Array<number>(rooms).fill(0);
  const plan: Array<{ start: number; end: number; room: number }> = [];
  for (const [start, end] of [...list].sort((x, y) => x[1] - y[1])) {
    let best = -1;
    for (let r = 0; r < rooms; r++)
      if ((free[r] ?? 0) <= start && (best < 0 || (free[r] ?? 0) > (free[best] ?? 0))) best = r;
    if (best >= 0) {
      free[best] = end + tidying;
      plan.push({ start, end, room: best + 1 });
    }
  }
  return plan;
}

const mostServed = (requests: Requests, tidying: number) => bestPlan(requests, tidying).length;

function parseRequests(input: string): Requests {
  const [n = 0, rooms = 1, ...rest] = input.trim().split(/\s+/).map(Number);
  return {
    rooms,
    list: Array.from({ length: n }, (_, i) => [rest[2 * i] ?? 0, rest[2 * i + 1] ?? 1] as [number, number]),
  };
}

const inputOf = ({ rooms, list }: Requests) =>
  `${list.length} ${rooms}\n${list.map(([s, e]) => `${s} ${e}`).join('\n')}\n`;

function explain(requests: Requests, tidying: number, setting: Setting, accepted: boolean): string {
  const plan = bestPlan(requests, tidying);
  const refused = requests.list.length - plan.length;
  const { rooms } = requests;
  const shown = plan
    .map(({ start, end, room }) =>
      rooms === 1 ? `${start}–${end}` : `${start}–${end} (${setting.room} ${room})`,
    )
    .join(', ');
  const count = accepted ? plan.length : refused;
  return `With ${tidying} minutes of tidying, one best plan accepts ${shown}; no plan fits more, so the answer is ${count}.`;
}

/**
 * The first example: a single room, where the earliest start is the wrong choice. The second: two rooms,
 * where giving a request the room that has been free the longest wastes it.
 */
function exampleRequests(tidying: number): Requests[] {
  const t = tidying;
  return [
    {
      rooms: 1,
      list: [
        [0, 100],
        [10, 30],
        [30 + t, 60],
        [60 + t, 90],
      ],
    },
    {
      rooms: 2,
      list: [
        [0, 10],
        [0, 50],
        [50 + t, 90],
        [10 + t, 100],
      ],
    },
  ];
}

function hiddenRequests(random: Random): Array<{ requests: Requests; large?: boolean }> {
  const randomList = (n: number, horizon: number, longest: number) =>
    Array.from({ length: n }, () => {
      const s = random.int(0, horizon - 1);
      return [s, Math.min(MAX_MINUTE, s + random.int(1, longest))] as [number, number];
    });
  return [
    { requests: { rooms: 1, list: [[0, 1]] } },
    { requests: { rooms: MAX_ROOMS, list: [[0, MAX_MINUTE]] } },
    {
      requests: {
        rooms: 3,
        list: Array.from({ length: 12 }, () => [5, 25] as [number, number]),
      },
    },
    // Requests touching exactly at the tidying time, and one minute too soon.
    {
      requests: {
        rooms: 1,
        list: Array.from({ length: 20 }, (_, i) => [i * 50, i * 50 + 30 + (i % 3)] as [number, number]),
      },
    },
    { requests: { rooms: 2, list: randomList(40, 300, 60) } },
    { requests: { rooms: 3, list: randomList(300, 2000, 150) } },
    { requests: { rooms: random.int(2, 5), list: randomList(1500, 20_000, 400) } },
    { requests: { rooms: MAX_ROOMS, list: randomList(1500, 8000, 200) } },
    {
      requests: { rooms: random.int(4, MAX_ROOMS), list: randomList(MAX_BOOKINGS, MAX_MINUTE, 2000) },
      large: true,
    },
  ];
}

function programs(tidying: number, accepted: boolean): FamilyPuzzle['code'] {
  const task = accepted
    ? 'the largest number of requests that can be accepted'
    : 'the smallest number of requests that must be turned away';
  const python = (fn: string) =>
    pythonProgram({
      head: `import sys

TIDYING = ${tidying}`,
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    requests = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_plan(k, requests))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <stdlib.h>

#define TIDYING ${tidying}`,
      functions: fn,
      main: `    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    long long *starts = malloc(sizeof *starts * n), *ends = malloc(sizeof *ends * n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &starts[i], &ends[i]);
    printf("%d\\n", best_plan(n, k, starts, ends));
    free(starts);
    free(ends);`,
    });
  const java = (fn: string) =>
    javaProgram({
      fields: `    static final int TIDYING = ${tidying};`,
      functions: fn,
      main: `        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), k = readInt(in);
        long[] starts = new long[n], ends = new long[n];
        for (int i = 0; i < n; i++) {
            starts[i] = readInt(in);
            ends[i] = readInt(in);
        }
        System.out.println(bestPlan(k, starts, ends));`,
      reader: 'readInt',
    });
  const cpp = (fn: string) =>
    cppProgram({
      head: `${CPP_HEAD}

const int TIDYING = ${tidying};`,
      functions: fn,
      main: `    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<long long> starts(n), ends(n);
    for (int i = 0; i < n; i++) cin >> starts[i] >> ends[i];
    cout << best_plan(k, starts, ends) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      head: `const TIDYING = ${tidying};`,
      functions: fn,
      main: `    const n = Number(next());
    const k = Number(next());
    const starts = new Array(n);
    const ends = new Array(n);
    for (let i = 0; i < n; i++) {
        starts[i] = Number(next());
        ends[i] = Number(next());
    }
    console.log(bestPlan(k, starts, ends));`,
    });
  const result = accepted ? 'served' : 'n - served';
  const pythonResult = accepted ? 'served' : 'len(requests) - served';
  return {
    python: {
      solution: python(`def best_plan(k, requests):
    # By end time; each request goes into the room that became free latest but still in time for it,
    # keeping the rooms that have been free longer for requests that start earlier.
    free = [0] * k
    served = 0
    for start, end in sorted(requests, key=lambda request: request[1]):
        best = -1
        for room in range(k):
            if free[room] <= start and (best < 0 or free[room] > free[best]):
                best = room
        if best >= 0:
            free[best] = end + TIDYING
            served += 1
    return ${pythonResult}`),
      starter: python(`def best_plan(k, requests):
    # requests: (start, end) pairs. Return ${task}.
    return -1`),
    },
    c: {
      solution: c(`static long long *end_of;

static int by_end(const void *a, const void *b) {
    long long x = end_of[*(const int *)a], y = end_of[*(const int *)b];
    return (x > y) - (x < y);
}

/* By end time; each request goes into the room that became free latest but still in time for it, keeping
   the rooms that have been free longer for requests that start earlier. */
static int best_plan(int n, int k, const long long *starts, long long *ends) {
    int *order = malloc(sizeof *order * n);
    for (int i = 0; i < n; i++) order[i] = i;
    end_of = ends;
    qsort(order, n, sizeof *order, by_end);
    long long free_at[${MAX_ROOMS}] = {0};
    int served = 0;
    for (int j = 0; j < n; j++) {
        int i = order[j], best = -1;
        for (int room = 0; room < k; room++)
            if (free_at[room] <= starts[i] && (best < 0 || free_at[room] > free_at[best])) best = room;
        if (best >= 0) {
            free_at[best] = ends[i] + TIDYING;
            served++;
        }
    }
    free(order);
    return ${result};
}`),
      starter: c(`/* Request i is from starts[i] to ends[i]. Return ${task}. */
static int best_plan(int n, int k, const long long *starts, long long *ends) {
    return -1;
}`),
    },
    java: {
      solution: java(`    /**
     * By end time; each request goes into the room that became free latest but still in time for it, keeping
     * the rooms that have been free longer for requests that start earlier.
     */
    static int bestPlan(int k, long[] starts, long[] ends) {
        int n = starts.length;
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) keys[i] = ends[i] * n + i;
        Arrays.sort(keys);
        long[] freeAt = new long[k];
        int served = 0;
        for (long key : keys) {
            int i = (int) (key % n), best = -1;
            for (int room = 0; room < k; room++)
                if (freeAt[room] <= starts[i] && (best < 0 || freeAt[room] > freeAt[best])) best = room;
            if (best >= 0) {
                freeAt[best] = ends[i] + TIDYING;
                served++;
            }
        }
        return ${result};
    }`),
      starter: java(`    /** Request i is from starts[i] to ends[i]. Return ${task}. */
    static int bestPlan(int k, long[] starts, long[] ends) {
        return -1;
    }`),
    },
    cpp: {
      solution:
        cpp(`// By end time; each request goes into the room that became free latest but still in time for it, keeping
// the rooms that have been free longer for requests that start earlier.
int best_plan(int k, const vector<long long> &starts, const vector<long long> &ends) {
    int n = starts.size();
    vector<int> order(n);
    for (int i = 0; i < n; i++) order[i] = i;
    sort(order.begin(), order.end(), [&](int a, int b) { return ends[a] != ends[b] ? ends[a] < ends[b] : a < b; });
    vector<long long> free_at(k, 0);
    int served = 0;
    for (int i : order) {
        int best = -1;
        for (int room = 0; room < k; room++)
            if (free_at[room] <= starts[i] && (best < 0 || free_at[room] > free_at[best])) best = room;
        if (best >= 0) {
            free_at[best] = ends[i] + TIDYING;
            served++;
        }
    }
    return ${result};
}`),
      starter: cpp(`// Request i is from starts[i] to ends[i]. Return ${task}.
int best_plan(int k, const vector<long long> &starts, const vector<long long> &ends) {
    return -1;
}`),
    },
    javascript: {
      solution: javascript(`/**
 * By end time; each request goes into the room that became free latest but still in time for it, keeping
 * the rooms that have been free longer for requests that start earlier.
 */
function bestPlan(k, starts, ends) {
    const n = starts.length;
    // end * n + i stays below 2^53: exact as doubles, and a Float64Array sorts numerically.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = ends[i] * n + i;
    keys.sort();
    const freeAt = new Array(k).fill(0);
    let served = 0;
    for (const key of keys) {
        const i = key % n;
        let best = -1;
        for (let room = 0; room < k; room++)
            if (freeAt[room] <= starts[i] && (best < 0 || freeAt[room] > freeAt[best])) best = room;
        if (best >= 0) {
            freeAt[best] = ends[i] + TIDYING;
            served++;
        }
    }
    return ${result};
}`),
      starter: javascript(`/** Request i is from starts[i] to ends[i]. Return ${task}. */
function bestPlan(k, starts, ends) {
    return -1;
}`),
    },
  };
}

/** By end time, but into the room that has been free the longest: wastes an early-free room on a late request. */
function roomFreeLongest(tidying: number, accepted: boolean): string {
  return `import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
requests = sorted(((int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)), key=lambda r: r[1])
free = [0] * k
served = 0
for start, end in requests:
    room = min(range(k), key=free.__getitem__)
    if free[room] <= start:
        free[room] = end + ${tidying}
        served += 1
print(${accepted ? 'served' : 'n - served'})
`;
}

/** Takes the requests in order of their start, as a first-come booking desk would. */
function earliestStartFirst(tidying: number, accepted: boolean): string {
  return `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken()), k = Integer.parseInt(tokens.nextToken());
        long[][] requests = new long[n][];
        for (int i = 0; i < n; i++) {
            tokens = new StringTokenizer(reader.readLine());
            requests[i] = new long[] {Long.parseLong(tokens.nextToken()), Long.parseLong(tokens.nextToken())};
        }
        Arrays.sort(requests, (a, b) -> Long.compare(a[0], b[0]));
        long[] freeAt = new long[k];
        int served = 0;
        for (long[] request : requests) {
            int best = -1;
            for (int room = 0; room < k; room++)
                if (freeAt[room] <= request[0] && (best < 0 || freeAt[room] > freeAt[best])) best = room;
            if (best >= 0) {
                freeAt[best] = request[1] + ${tidying};
                served++;
            }
        }
        System.out.println(${accepted ? 'served' : 'n - served'});
    }
}
`;
}

/** The right greedy, but a room is ready again the moment a booking ends. */
function forgetsTidying(accepted: boolean): string {
  return `#include <stdio.h>
#include <stdlib.h>

static long long starts[${MAX_BOOKINGS}], ends[${MAX_BOOKINGS}];

static int by_end(const void *a, const void *b) {
    long long x = ends[*(const int *)a], y = ends[*(const int *)b];
    return (x > y) - (x < y);
}

int main(void) {
    int n, k;
    static int order[${MAX_BOOKINGS}];
    if (scanf("%d %d", &n, &k) != 2) return 0;
    for (int i = 0; i < n; i++) {
        scanf("%lld %lld", &starts[i], &ends[i]);
        order[i] = i;
    }
    qsort(order, n, sizeof *order, by_end);
    long long free_at[16] = {0};
    int served = 0;
    for (int j = 0; j < n; j++) {
        int i = order[j], best = -1;
        for (int room = 0; room < k; room++)
            if (free_at[room] <= starts[i] && (best < 0 || free_at[room] > free_at[best])) best = room;
        if (best >= 0) {
            free_at[best] = ends[i];
            served++;
        }
    }
    printf("%d\\n", ${accepted ? 'served' : 'n - served'});
    return 0;
}
`;
}
