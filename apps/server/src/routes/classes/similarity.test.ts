import type {
  ClassResponse,
  ErrorResponse,
  SimilarityPuzzlesResponse,
  SimilarityResponse,
} from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSumPuzzle } from '../../test/catalogue-fixture';
import { sendCode } from '../../test/code-requests';
import { buildAdmin, buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A class's similarity report through the real server and judge: three learners hand in accepted
 * solutions, one a renamed copy of another's; the copy's pair is listed first with the highest score, the
 * independent one in no pair. Only the class's teachers and administrators read it.
 */

const ORIGINAL = `import sys

def read_pair():
    # the two numbers of the only line
    parts = sys.stdin.readline().split()
    first = int(parts[0])
    second = int(parts[1])
    return first, second

def add(first, second):
    total = first
    total += second
    return total

left, right = read_pair()
print(add(left, right))
`;

const RENAMED_COPY = `import sys


def get_input():
    p = sys.stdin.readline().split()
    x = int(p[0])
    y = int(p[1])
    return x, y   # both

def plus(x, y):
    s = x
    s += y
    return s

u, v = get_input()
print(plus(u, v))
`;

const INDEPENDENT = `numbers = [int(word) for word in open(0).read().split()]
answer = 0
for value in numbers:
    answer = answer + value
print(answer)
`;

describe.each(testDatabaseKinds())('similarity reports on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeSumPuzzle);
  let teacher: TestUser;
  let classId: number;
  const learners: TestUser[] = [];

  const report = (user: TestUser, target = classId, puzzleId = id('sum')) =>
    server.request<SimilarityResponse & ErrorResponse>(
      'GET',
      `/api/classes/${target}/similarity?puzzleId=${puzzleId}`,
      { token: user.token },
    );

  beforeAll(async () => {
    teacher = await buildTeacher(server);
    const created = await server.request<ClassResponse>('POST', '/api/classes', {
      token: teacher.token,
      body: { name: 'Copy check' },
    });
    classId = created.body.id;
    for (const code of [ORIGINAL, RENAMED_COPY, INDEPENDENT]) {
      const learner = await buildUser(server);
      const joined = await server.request('POST', '/api/classes/join', {
        token: learner.token,
        body: { code: created.body.teaching?.joinCode },
      });
      expect(joined.status).toBe(200);
      const submitted = await sendCode(server, id('sum'), learner, 'submit', code);
      expect(submitted.body.verdict).toBe('ACCEPTED');
      learners.push(learner);
    }
  }, 120_000);

  it('lists the renamed copy first, with the highest score and its matching lines', async () => {
    const response = await report(teacher);
    expect(response.status).toBe(200);
    const { solutions, pairs, puzzle, threshold } = response.body;
    expect(puzzle.id).toBe(id('sum'));
    expect(solutions).toHaveLength(3);
    const submissionOf = (learner: TestUser | undefined) =>
      solutions.find((solution) => solution.userId === learner?.user.id)?.submissionId;
    const copied = [submissionOf(learners[0]), submissionOf(learners[1])].sort();
    expect(pairs.length).toBeGreaterThan(0);
    expect([pairs[0]?.a, pairs[0]?.b].sort()).toEqual(copied);
    expect(pairs[0]?.similarity).toBeGreaterThanOrEqual(threshold);
    for (const pair of pairs.slice(1)) expect(pair.similarity).toBeLessThanOrEqual(pairs[0]?.similarity ?? 0);
    const independent = submissionOf(learners[2]);
    expect(pairs.some((pair) => pair.a === independent || pair.b === independent)).toBe(false);
    expect(pairs[0]?.fragments.length).toBeGreaterThan(0);
    expect(solutions.find((solution) => solution.submissionId === copied[0])?.code).toContain('import sys');
  });

  it('offers the puzzles the class has solved', async () => {
    const response = await server.request<SimilarityPuzzlesResponse>(
      'GET',
      `/api/classes/${classId}/similarity/puzzles`,
      { token: teacher.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.puzzles).toEqual([{ id: id('sum'), title: expect.any(String), solvedBy: 3 }]);
  });

  it('lets an administrator read it, refuses a learner (403) and hides it from another teacher (404)', async () => {
    const admin = await buildAdmin(server);
    expect((await report(admin)).status).toBe(200);
    const learner = learners[0] as TestUser;
    expect((await report(learner)).status).toBe(403);
    const stranger = await buildTeacher(server);
    const refused = await report(stranger);
    expect(refused.status).toBe(404);
    expect(
      (
        await server.request('GET', `/api/classes/${classId}/similarity/puzzles`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect((await server.request('GET', `/api/classes/${classId}/similarity?puzzleId=1`)).status).toBe(401);
  });

  it('says which puzzle is missing or unknown', async () => {
    const missing = await server.request<ErrorResponse>('GET', `/api/classes/${classId}/similarity`, {
      token: teacher.token,
    });
    expect(missing.status).toBe(400);
    expect((await report(teacher, classId, 999_999)).status).toBe(404);
  });
});
