import type { AuthResponse, SignupRequest, User } from '@codequest/contracts';
import type { TestServer } from './test-server';

/** Builders for test data, through the API like a real client (override any field). */

let sequence = 0;

export function signupForm(overrides: Partial<SignupRequest> = {}): SignupRequest {
  sequence += 1;
  const name = `learner${process.pid}x${sequence}`;
  return {
    username: name,
    email: `${name}@example.com`,
    mobile: '0123456789',
    password: 'correct horse',
    confirmPassword: overrides.password ?? 'correct horse',
    timeZone: 'Europe/Paris',
    ...overrides,
  };
}

export interface TestUser {
  token: string;
  user: User;
  password: string;
  email: string;
}

export async function buildUser(
  server: TestServer,
  overrides: Partial<SignupRequest> = {},
): Promise<TestUser> {
  const form = signupForm(overrides);
  const response = await server.request<AuthResponse>('POST', '/api/auth/signup', { body: form });
  if (response.status !== 200) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
  return { ...response.body, password: form.password, email: form.email };
}

/** A user made admin directly in the database, as ADMIN_EMAIL would at start. */
export async function buildAdmin(server: TestServer): Promise<TestUser> {
  const admin = await buildUser(server);
  await server.app.ctx.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
  return { ...admin, user: { ...admin.user, isAdmin: true } };
}

/** A user with teacher rights, given directly in the database (as an administrator would in the panel). */
export async function buildTeacher(server: TestServer): Promise<TestUser> {
  const teacher = await buildUser(server);
  await server.app.ctx.db
    .updateTable('users')
    .set({ is_teacher: 1 })
    .where('id', '=', teacher.user.id)
    .execute();
  return { ...teacher, user: { ...teacher.user, isTeacher: true } };
}
