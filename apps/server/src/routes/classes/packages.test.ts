import http from 'node:http';
import type {
  AdminPuzzle,
  AdminPuzzleSummary,
  ClassResponse,
  ErrorResponse,
  PackageImportResponse,
  PuzzleSummary,
} from '@codequest/contracts';
import { PACKAGE_UPLOAD_MAX_BYTES } from '@codequest/contracts';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildAdmin, buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { SUM_STATEMENT_MD, sumTests, zipOf } from '../../test/problem-packages';
import { OFF_BY_ONE_PY, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A teacher's problem packages, through the real server and judge: a package imported into a class
 * becomes the class's own puzzles (its members see them, nobody else, nor the panel's list), only the
 * class's teachers may import (a learner's zip is refused unread), its attachments go to its members
 * alone, a draft stays hidden until its teacher publishes it, and a class's puzzle exports as a package
 * for its teachers alone.
 */

const JUDGE_TIMEOUT = 90_000;

const CLASS_NOTES = 'for the class alone\n';

/** A sum package whose submissions all get the verdict their folders expect: it goes live. */
const SOUND = zipOf({
  'problem.yaml': 'name: Class Sum\n',
  'statement/problem.md': SUM_STATEMENT_MD,
  ...sumTests(4),
  'submissions/accepted/sum.py': SUM_PY,
  'submissions/wrong_answer/plus_one.py': OFF_BY_ONE_PY,
  'attachments/notes.txt': CLASS_NOTES,
});

/** Tests so weak that a wrong submission passes them: it is kept as a draft. */
const WEAK = zipOf({
  'problem.yaml': 'name: Weak Class Sum\n',
  'statement/problem.md': SUM_STATEMENT_MD,
  'data/sample/1.in': '0 0\n',
  'data/sample/1.ans': '0\n',
  'submissions/accepted/sum.py': SUM_PY,
  'submissions/wrong_answer/zero.py': 'print(0)\n',
});

describe.each(testDatabaseKinds())('a class’s problem packages on %s', (kind) => {
  const { server } = useSeededServer(kind, (contentDir) =>
    writePuzzle(contentDir, { order: 1, slug: 'alpha' }),
  );
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let ann: TestUser;
  let zed: TestUser;
  let classId: number;

  const call = <T>(method: string, url: string, user: TestUser) =>
    server.request<T>(method, url, { token: user.token });
  const importZip = async (zip: Buffer, user: TestUser, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}/api/classes/${classId}/packages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/zip', ...headers },
      body: zip,
    });
    return {
      status: response.status,
      body: (await response.json()) as PackageImportResponse & ErrorResponse,
    };
  };
  /** A request that announces a body over the limit and sends only its start: the status it gets. */
  const announceTooLarge = (user: TestUser) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/api/classes/${classId}/packages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/zip',
          'content-length': String(PACKAGE_UPLOAD_MAX_BYTES + 1),
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      });
      request.on('error', reject);
      request.write(SOUND);
    });
  const sees = async (user: TestUser, puzzleId: number) =>
    (await call<PuzzleSummary[]>('GET', '/api/puzzles', user)).body.find((puzzle) => puzzle.id === puzzleId);

  beforeAll(async () => {
    admin = await buildAdmin(server);
    teacher = await buildTeacher(server);
    otherTeacher = await buildTeacher(server);
    ann = await buildUser(server);
    zed = await buildUser(server);
    const created = await server.request<ClassResponse>('POST', '/api/classes', {
      token: teacher.token,
      body: { name: 'Packages seminar' },
    });
    classId = created.body.id;
    const joined = await server.request('POST', '/api/classes/join', {
      token: ann.token,
      body: { code: created.body.teaching?.joinCode },
    });
    expect(joined.status).toBe(200);
  });

  it(
    'are imported by the class’s teachers only, and become puzzles its members alone see',
    async () => {
      expect((await importZip(SOUND, ann)).status).toBe(403);
      expect((await importZip(SOUND, otherTeacher)).status).toBe(404);
      // Refused before the body is read: a learner announcing more than any upload may carry gets 403, not 413.
      expect(await announceTooLarge(ann)).toBe(403);
      expect(await announceTooLarge(teacher)).toBe(413);

      const imported = await importZip(SOUND, teacher);
      expect(imported.status).toBe(200);
      const [report] = imported.body.problems;
      expect(report).toMatchObject({ title: 'Class Sum', status: 'live', sampleTests: 2, secretTests: 2 });
      const id = report?.puzzleId as number;

      const own = await call<AdminPuzzleSummary[]>('GET', `/api/classes/${classId}/puzzles`, teacher);
      expect(own.body.find((puzzle) => puzzle.id === id)).toMatchObject({ title: 'Class Sum', draft: false });
      expect(await sees(ann, id)).toMatchObject({ title: 'Class Sum', classId, isUnlocked: true });
      expect(await sees(zed, id)).toBeUndefined();
      // Its attachment goes with it: to its members, and to nobody else.
      const attachment = (user?: TestUser) =>
        server.request<unknown>(
          'GET',
          `/api/puzzles/${id}/attachments/notes.txt`,
          user ? { token: user.token } : {},
        );
      const forMember = await attachment(ann);
      expect(forMember.status).toBe(200);
      expect(forMember.body).toBe(CLASS_NOTES);
      for (const [who, user] of [
        ['a learner of no class', zed],
        ['another class’s teacher', otherTeacher],
        ['nobody signed in', undefined],
      ] as const) {
        const refused = await attachment(user);
        expect(refused.status, who).toBe(404);
        expect(JSON.stringify(refused.body), who).not.toContain(CLASS_NOTES.trim());
      }
      const panel = await call<AdminPuzzleSummary[]>('GET', '/api/admin/puzzles', admin);
      expect(panel.body.some((puzzle) => puzzle.id === id)).toBe(false);

      const exported = await fetch(`${server.baseUrl}/api/classes/${classId}/puzzles/${id}/package`, {
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
      expect(Object.keys(files).filter((name) => name.endsWith('.in'))).toHaveLength(4);
      expect(Object.keys(files).filter((name) => name.endsWith('attachments/notes.txt'))).toHaveLength(1);
      expect((await call('GET', `/api/classes/${classId}/puzzles/${id}/package`, ann)).status).toBe(403);
      expect((await call('GET', `/api/classes/${classId}/puzzles/${id}/package`, otherTeacher)).status).toBe(
        404,
      );
      // Not the shared catalogue's: the panel's export does not reach it.
      expect((await call('GET', `/api/admin/puzzles/${id}/package`, admin)).status).toBe(404);
    },
    JUDGE_TIMEOUT,
  );

  it(
    'keep a draft out of the learners’ sight until a teacher of the class publishes it',
    async () => {
      const imported = await importZip(WEAK, teacher);
      const [report] = imported.body.problems;
      expect(report).toMatchObject({ title: 'Weak Class Sum', status: 'draft' });
      const id = report?.puzzleId as number;
      expect(await sees(ann, id)).toBeUndefined();
      expect((await call('GET', `/api/puzzles/${id}`, ann)).status).toBe(404);

      const publish = `/api/classes/${classId}/packages/${id}/publish`;
      expect((await call('POST', publish, ann)).status).toBe(403);
      expect((await call('POST', publish, otherTeacher)).status).toBe(404);
      expect((await call('POST', `/api/admin/packages/${id}/publish`, admin)).status).toBe(404);
      const published = await call<AdminPuzzle>('POST', publish, teacher);
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ id, draft: false });
      expect(await sees(ann, id)).toMatchObject({ title: 'Weak Class Sum', classId });
    },
    JUDGE_TIMEOUT,
  );
});
