import {
  DEFAULT_EDITOR_SETTINGS,
  EDITOR_SETTINGS_MESSAGES,
  type EditorSettings,
  type ErrorResponse,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('editor settings on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const read = (token: string | undefined) =>
    server.request<EditorSettings & ErrorResponse>('GET', '/api/profile/editor-settings', { token });
  const save = (token: string | undefined, body: unknown) =>
    server.request<EditorSettings & ErrorResponse>('PUT', '/api/profile/editor-settings', { token, body });

  const chosen: EditorSettings = { fontSize: 18, lineWrap: true, tabWidth: 2, keymap: 'vim' };

  it('starts from the defaults', async () => {
    const learner = await buildUser(server);
    const response = await read(learner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT_EDITOR_SETTINGS);
  });

  it('keeps what the learner saved, for them only, from any session', async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    const saved = await save(learner.token, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);

    const again = await server.request<{ token: string }>('POST', '/api/auth/login', {
      body: { email: learner.email, password: learner.password },
    });
    expect((await read(again.body.token)).body).toEqual(chosen);
    expect((await read(other.token)).body).toEqual(DEFAULT_EDITOR_SETTINGS);

    const changed = { ...chosen, keymap: 'emacs', fontSize: 12 };
    expect((await save(again.body.token, changed)).body).toEqual(changed);
    expect((await read(learner.token)).body).toEqual(changed);
  });

  it('answers only the fields it knows', async () => {
    const learner = await buildUser(server);
    const response = await save(learner.token, { ...chosen, theme: 'light' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(chosen);
    expect((await read(learner.token)).body).toEqual(chosen);
  });

  it.each([
    [{ fontSize: 9 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ fontSize: 100 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ fontSize: 13.5 }, EDITOR_SETTINGS_MESSAGES.fontSize],
    [{ lineWrap: 'on' }, EDITOR_SETTINGS_MESSAGES.lineWrap],
    [{ tabWidth: 3 }, EDITOR_SETTINGS_MESSAGES.tabWidth],
    [{ keymap: 'nano' }, EDITOR_SETTINGS_MESSAGES.keymap],
    [{ keymap: undefined }, EDITOR_SETTINGS_MESSAGES.keymap],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const learner = await buildUser(server);
    await save(learner.token, chosen);
    const response = await save(learner.token, { ...chosen, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message });
    expect((await read(learner.token)).body).toEqual(chosen);
  });

  it('needs a session', async () => {
    expect((await read(undefined)).status).toBe(401);
    expect((await save(undefined, chosen)).status).toBe(401);
  });
});
