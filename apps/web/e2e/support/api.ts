import type { AdminPuzzle, AuthResponse, Category } from '@codequest/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { url } from './browser';

/** Test data and shortcuts through the real API (so a test of the shell need not click through signup). */

let counter = 0;

export interface TestAccount {
  username: string;
  email: string;
  mobile: string;
  password: string;
}

/** A fresh, unique account (not yet created). */
export function newAccount(prefix = 'e2e'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}.${id}@example.com`,
    mobile: '9876543210',
    password: 'quest-pass-1',
  };
}

/**
 * A call to the API as `token`'s user (signed out without one); a refusal throws with the status and the
 * answer.
 */
export async function api<T>(
  token: string | undefined,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url(pathname), {
    method,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A small puzzle an admin makes through the API (proven like any other): it prints the number it reads. */
export async function createEchoPuzzle(adminToken: string, title: string): Promise<AdminPuzzle> {
  const [track] = await api<Category[]>(adminToken, 'GET', '/api/categories');
  return api<AdminPuzzle>(adminToken, 'POST', '/api/admin/puzzles', {
    title,
    description: 'Print the number you read.',
    problemStatement: 'Read one integer and print it.',
    categoryId: track?.id,
    difficulty: 'easy',
    testCases: [{ input: '5\n', expected: '5', hidden: false }],
    solution: { python: 'print(input())\n' },
  });
}

const post = <T>(pathname: string, body: unknown) => api<T>(undefined, 'POST', pathname, body);

export async function signUpViaApi(account: TestAccount = newAccount()): Promise<TestAccount & AuthResponse> {
  const auth = await post<AuthResponse>('/api/auth/signup', {
    ...account,
    confirmPassword: account.password,
  });
  return { ...account, ...auth };
}

export async function logInViaApi(email: string, password: string): Promise<AuthResponse> {
  return post<AuthResponse>('/api/auth/login', { email, password });
}

export const adminAccount = () => inject('admin');

/**
 * Puts a session in the page's storage the way the login screen does, from a document of the app's origin
 * that runs none of its code (the icon): loading a screen of the app first cost a second or two of the
 * browser's time in every signed-in test.
 */
export async function storeSession(page: Page, auth: AuthResponse): Promise<void> {
  await page.goto(url('/favicon.svg'));
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('codequest_token', token);
    localStorage.setItem('codequest_user_data', JSON.stringify(user));
  }, auth);
}

/** Puts a session in the page's storage, then opens `pathname` once the profile has loaded. */
export async function openSignedIn(page: Page, auth: AuthResponse, pathname = '/dashboard'): Promise<void> {
  await storeSession(page, auth);
  await page.goto(url(pathname));
  await page.getByText('Loading your profile').waitFor({ state: 'detached' });
}

export async function fetchProfile(token: string): Promise<Response> {
  return fetch(url('/api/profile/current'), { headers: { authorization: `Bearer ${token}` } });
}
