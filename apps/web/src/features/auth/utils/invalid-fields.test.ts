import { MESSAGES } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { loginInvalidFields, signupInvalidFields } from './invalid-fields';

const form = {
  username: 'ada',
  email: 'ada@example.com',
  mobile: '9876543210',
  password: 'pw',
  confirmPassword: 'px',
};

describe('signupInvalidFields', () => {
  it('marks the empty fields, in the form order, when some are missing', () => {
    expect(signupInvalidFields({ ...form, mobile: ' ', username: '' }, MESSAGES.fillAllFields)).toEqual([
      'username',
      'mobile',
    ]);
  });

  it('marks the field each rule is about', () => {
    expect(signupInvalidFields(form, MESSAGES.passwordsDoNotMatch)).toEqual(['confirmPassword']);
    expect(signupInvalidFields(form, MESSAGES.passwordTooShort)).toEqual(['password']);
    expect(signupInvalidFields(form, MESSAGES.invalidEmail)).toEqual(['email']);
    expect(signupInvalidFields(form, MESSAGES.invalidMobile)).toEqual(['mobile']);
    expect(signupInvalidFields(form, MESSAGES.usernameTaken)).toEqual(['username']);
    expect(signupInvalidFields(form, MESSAGES.emailTaken)).toEqual(['email']);
  });

  it('marks nothing for an error that is about no field', () => {
    expect(signupInvalidFields(form, 'Signup failed')).toEqual([]);
  });
});

describe('loginInvalidFields', () => {
  it('marks the empty fields, or both for wrong credentials', () => {
    expect(loginInvalidFields({ email: 'a@b.co', password: '' }, MESSAGES.fillAllFields)).toEqual([
      'password',
    ]);
    expect(loginInvalidFields({ email: '', password: '' }, MESSAGES.fillAllFields)).toEqual([
      'email',
      'password',
    ]);
    expect(loginInvalidFields({ email: 'a@b.co', password: 'x' }, MESSAGES.invalidCredentials)).toEqual([
      'email',
      'password',
    ]);
    expect(loginInvalidFields({ email: 'a@b.co', password: 'x' }, 'Login failed')).toEqual([]);
  });
});
