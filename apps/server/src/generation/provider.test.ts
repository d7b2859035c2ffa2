import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENERATION_MESSAGES, type GenerateResponse, type SubmitResult } from '@codequest/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/files';
import { seedCatalogue } from '../commands/seed-catalogue';
import { writePuzzle } from '../test/catalogue-fixture';
import { buildAdmin, buildUser, type TestUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The optional model provider, against a small OpenAI-compatible chat completions server started here
 * that answers with canned completions: a valid puzzle, broken JSON, a wrong reference solution, and no
 * answer at all. Every candidate goes through the judge's proof; a refused one is sent back with the
 * reasons, at most five times, then dropped and logged, and the families write the puzzle instead.
 */

const COUNT_EVENS = {
  python: `n = int(input())
values = list(map(int, input().split()))[:n]
print(sum(1 for value in values if value % 2 == 0))
`,
  c: `#include <stdio.h>
int main(void) {
    int n, count = 0;
    long long value;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) {
        scanf("%lld", &value);
        if (value % 2 == 0) count++;
    }
    printf("%d\\n", count);
    return 0;
}
`,
  java: `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt(), count = 0;
        for (int i = 0; i < n; i++) if (in.nextLong() % 2 == 0) count++;
        System.out.println(count);
    }
}
`,
  cpp: `#include <iostream>
int main() {
    int n, count = 0;
    long long value;
    if (!(std::cin >> n)) return 0;
    for (int i = 0; i < n; i++)
        if (std::cin >> value && value % 2 == 0) count++;
    std::cout << count << "\\n";
}
`,
  javascript: `const [n, ...values] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(values.slice(0, n).filter((value) => value % 2 === 0).length);
`,
};
const COUNT_ODDS_PYTHON = `n = int(input())
values = list(map(int, input().split()))[:n]
print(sum(1 for value in values if value % 2 != 0))
`;

const list = (values: number[]) => `${values.length}\n${values.join(' ')}\n`;
const evens = (values: number[]) => `${values.filter((value) => value % 2 === 0).length}\n`;
const test = (values: number[]) => ({ input: list(values), output: evens(values) });

const statement = (school: string) =>
  `The ${school} school repaints every locker with an **even number**. Count how many on the list.`;

/** A valid puzzle in the shape the model is asked for; `overrides` spoil it. */
function modelPuzzle(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Even Lockers of the Harbour School',
    description: 'Count the even locker numbers on a list.',
    topic: 'sorting-and-searching',
    statement: statement('harbour'),
    input: 'The first line holds n; the second the n locker numbers.',
    output: 'One line: how many of them are even.',
    constraints: ['1 ≤ n ≤ 1000', '0 ≤ each number ≤ 10^9'],
    hints: ['A number is even when dividing it by 2 leaves nothing.', 'Count as you read.'],
    examples: [
      { ...test([1, 2, 3, 4, 6]), explanation: '2, 4 and 6 are even.' },
      { ...test([8, 8, 1]), explanation: 'Both 8s count.' },
    ],
    hiddenTests: [
      [7],
      [2],
      [1, 3, 5, 7],
      [0, 0, 0],
      [1_000_000_000, 999_999_999],
      [5, 10, 15, 20, 25, 30],
    ].map(test),
    solutions: COUNT_EVENS,
    starters: {
      python: 'n = int(input())\nprint(0)\n',
      c: '#include <stdio.h>\nint main(void) { puts("0"); return 0; }\n',
      java: 'public class Main { public static void main(String[] args) { System.out.println(0); } }\n',
      cpp: '#include <cstdio>\nint main() { puts("0"); }\n',
      javascript: 'console.log(0);\n',
    },
    wrongSolutions: [{ language: 'python', source: COUNT_ODDS_PYTHON }],
    ...overrides,
  };
}

interface Recorded {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** The canned model: `answer` decides each reply (a string is sent as the message; null never answers). */
class CannedModel {
  readonly requests: Recorded[] = [];
  answer: (attempt: number) => string | null = () => null;
  private readonly held: ServerResponse[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += chunk;
    if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    this.requests.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
    const content = this.answer(this.requests.length);
    if (content === null) {
      this.held.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `canned-${this.requests.length}`,
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      }),
    );
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe('the model provider', () => {
  const model = new CannedModel();
  const logLines: string[] = [];
  let server: TestServer;
  let admin: TestUser;

  const generate = () =>
    server.request<GenerateResponse>('POST', '/api/puzzles/generate', {
      token: admin.token,
      body: { category: 'algorithms', difficulty: 'easy', count: 1 },
    });
  const generatorOf = async (puzzleId: number) =>
    (
      await server.app.ctx.db
        .selectFrom('generated_puzzles')
        .select('generator')
        .where('puzzle_id', '=', puzzleId)
        .executeTakeFirstOrThrow()
    ).generator;
  const lastFeedback = () => {
    const messages = model.requests.at(-1)?.body.messages ?? [];
    return messages.at(-1)?.content ?? '';
  };

  beforeAll(async () => {
    const baseUrl = await model.start();
    server = await startTestServer('sqlite', {
      env: {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'canned-key',
        LLM_MODEL: 'canned-model',
        LLM_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'warn',
      },
      logStream: (line) => logLines.push(line),
    });
    const content = server.contentDir;
    writePuzzle(content, { order: 1, slug: 'catalogue-one', title: 'Catalogue One' });
    await seedCatalogue(server.app.ctx, loadCatalogue(content));
    admin = await buildAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await model.stop();
  });
  beforeEach(() => {
    model.requests.length = 0;
    logLines.length = 0;
  });

  it('a valid puzzle is proven, stored as the model wrote it, and solvable', async () => {
    model.answer = () => JSON.stringify(modelPuzzle());
    const response = await generate();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, count: 1, provider: 'llm', notice: null });
    const [puzzle] = response.body.puzzles;
    expect(puzzle?.title).toBe('Even Lockers of the Harbour School');
    expect(await generatorOf(puzzle?.id ?? 0)).toBe('llm:canned-model');

    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]?.authorization).toBe('Bearer canned-key');
    expect(model.requests[0]?.body.model).toBe('canned-model');
    expect(model.requests[0]?.body.messages.at(-1)?.content).toContain(
      'easy puzzle for the algorithms track',
    );

    const learner = await buildUser(server);
    const submitted = await server.request<SubmitResult>('POST', '/api/code/submit', {
      token: learner.token,
      body: { puzzleId: puzzle?.id, language: 'c', code: COUNT_EVENS.c },
    });
    expect(submitted.body).toMatchObject({ success: true, verdict: 'ACCEPTED' });
  }, 120_000);

  it('broken JSON is sent back with the reason and answered again; a fixed answer is used', async () => {
    model.answer = (attempt) =>
      attempt === 1
        ? '{"title": "Unfinished'
        : JSON.stringify(modelPuzzle({ title: 'Lockers Fixed', statement: statement('fixed') }));
    const response = await generate();
    expect(response.body).toMatchObject({ success: true, provider: 'llm', notice: null });
    expect(response.body.puzzles[0]?.title).toBe('Lockers Fixed');
    expect(model.requests).toHaveLength(2);
    const feedback = model.requests[1]?.body.messages.at(-1)?.content ?? '';
    expect(feedback).toContain('the answer is not valid JSON');
    // The model sees its own broken answer before the feedback.
    expect(model.requests[1]?.body.messages.at(-2)).toEqual({
      role: 'assistant',
      content: '{"title": "Unfinished',
    });
  }, 120_000);

  it('broken JSON every time: five answers, then dropped with the reasons logged, and the families write it', async () => {
    model.answer = () => 'Sure! Here is your puzzle: {oops';
    const response = await generate();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      count: 1,
      provider: 'families',
      notice: GENERATION_MESSAGES.providerFellBack,
    });
    expect(await generatorOf(response.body.puzzles[0]?.id ?? 0)).toMatch(/^algorithms\//);
    expect(model.requests).toHaveLength(5);
    const dropped = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'model puzzle dropped');
    expect(dropped?.reasons).toHaveLength(5);
    expect(dropped?.reasons[4]).toContain('attempt 5: the answer is not valid JSON');
  }, 120_000);

  it("a wrong reference solution fails the judge's proof, which is fed back each time; then the families", async () => {
    model.answer = () =>
      JSON.stringify(
        modelPuzzle({
          title: 'Odd One Out',
          statement: statement('wrong'),
          solutions: { ...COUNT_EVENS, python: COUNT_ODDS_PYTHON },
        }),
      );
    const response = await generate();
    expect(response.body).toMatchObject({ success: true, provider: 'families' });
    expect(model.requests).toHaveLength(5);
    expect(lastFeedback()).toMatch(/solution\.py: Wrong Answer on test 01/);
    expect(lastFeedback()).toContain("CodeQuest's judge refused that puzzle");
    // Nothing the model wrote was stored.
    const titles = await server.app.ctx.db.selectFrom('puzzles').select('title').execute();
    expect(titles.filter((row) => row.title === 'Odd One Out')).toEqual([]);
  }, 300_000);

  it('a puzzle that repeats a live one is refused as a duplicate and sent back', async () => {
    model.answer = () => JSON.stringify(modelPuzzle({ title: 'Same Lockers Again' }));
    const response = await generate();
    expect(response.body).toMatchObject({ success: true, provider: 'families' });
    expect(lastFeedback()).toContain('this puzzle repeats one that already exists');
  }, 120_000);

  it('a model that does not answer in time is asked once, and the families write the puzzle', async () => {
    model.answer = () => null;
    const started = Date.now();
    const response = await generate();
    expect(response.body).toMatchObject({
      success: true,
      provider: 'families',
      notice: GENERATION_MESSAGES.providerFellBack,
    });
    expect(model.requests).toHaveLength(1);
    const dropped = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'model puzzle dropped');
    expect(dropped?.reasons).toEqual(['attempt 1: the model did not answer within 1.5 s']);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
