import type { ErrorResponse, HealthResponse, Submission, SubmitResult } from '@codequest/contracts';
import type { TestUser } from './factories';
import { SUM_PY } from './programs';
import type { TestResponse, TestServer } from './test-server';

/**
 * A learner's requests about code as the suites about judging send them (whatever judges: the judge
 * process, workers on Redis): a program in Python, the right sum unless told otherwise.
 */

/** Runs or submits `source` for the puzzle; the body is a result or, refused, the error envelope. */
export function sendCode(
  server: TestServer,
  puzzleId: number,
  learner: TestUser,
  route: 'run' | 'submit',
  source = SUM_PY,
): Promise<TestResponse<SubmitResult & ErrorResponse>> {
  return server.request<SubmitResult & ErrorResponse>('POST', `/api/code/${route}`, {
    token: learner.token,
    body: { puzzleId, code: source, language: 'python' },
  });
}

/** The learner's stored submissions of the puzzle. */
export async function storedSubmissions(
  server: TestServer,
  puzzleId: number,
  learner: TestUser,
): Promise<Submission[]> {
  const response = await server.request<Submission[]>('GET', `/api/puzzles/${puzzleId}/submissions`, {
    token: learner.token,
  });
  return response.body;
}

export async function healthOf(server: TestServer): Promise<HealthResponse> {
  return (await server.request<HealthResponse>('GET', '/api/health')).body;
}
