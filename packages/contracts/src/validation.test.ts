import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  canonicalTimeZone,
  isValidEmail,
  isValidMobile,
  isValidTimeZone,
  newPasswordProblem,
  signupProblem,
} from './validation';

const good = {
  username: 'ada_lovelace',
  email: 'ada@example.com',
  mobile: '0123456789',
  password: 'engine1',
  confirmPassword: 'engine1',
};

describe('signupProblem', () => {
  it('accepts a good form', () => {
    expect(signupProblem(good)).toBeNull();
  });

  it('reports the spec rules in the spec order', () => {
    const allWrong = { username: 'a b', email: 'x', mobile: '1', password: 'abc', confirmPassword: 'abd' };
    expect(signupProblem({ ...allWrong, username: ' ' })).toBe(MESSAGES.fillAllFields);
    expect(signupProblem(allWrong)).toBe(MESSAGES.passwordsDoNotMatch);
    expect(signupProblem({ ...allWrong, confirmPassword: 'abc' })).toBe(MESSAGES.passwordTooShort);
    const longEnough = { ...allWrong, password: 'abcdef', confirmPassword: 'abcdef' };
    expect(signupProblem(longEnough)).toBe(MESSAGES.invalidEmail);
    expect(signupProblem({ ...longEnough, email: 'a@b.co' })).toBe(MESSAGES.invalidMobile);
    expect(signupProblem({ ...longEnough, email: 'a@b.co', mobile: '0123456789' })).toBe(
      MESSAGES.invalidUsername,
    );
  });

  it('caps the password length', () => {
    const long = 'p'.repeat(129);
    expect(signupProblem({ ...good, password: long, confirmPassword: long })).toBe(MESSAGES.passwordTooLong);
  });
});

describe('field checks', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('email %s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['0123456789', true],
    ['012345678', false],
    ['01234567890', false],
    ['01234-6789', false],
  ])('mobile %s → %s', (mobile, valid) => {
    expect(isValidMobile(mobile)).toBe(valid);
  });

  it('knows IANA time zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Base')).toBe(false);
  });

  it('names a time zone in its canonical form', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('ASIA/TOKYO')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('Mars/Base')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  it('checks a new password', () => {
    expect(newPasswordProblem('12345')).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('123456')).toBeNull();
  });
});
