import { MESSAGES, type SignupForm } from '@codequest/contracts';

/**
 * Which fields a sign-in form's error is about, in the form's order, so they can be marked invalid
 * (aria-invalid) and the first one focused. The rules themselves stay in @codequest/contracts: this only
 * reads their messages.
 */

export type LoginField = 'email' | 'password';
export type SignupField = keyof SignupForm;

const SIGNUP_ORDER: SignupField[] = ['username', 'email', 'mobile', 'password', 'confirmPassword'];

const SIGNUP_FIELD_OF: Partial<Record<string, SignupField[]>> = {
  [MESSAGES.passwordsDoNotMatch]: ['confirmPassword'],
  [MESSAGES.passwordTooShort]: ['password'],
  [MESSAGES.passwordTooLong]: ['password'],
  [MESSAGES.invalidEmail]: ['email'],
  [MESSAGES.emailTaken]: ['email'],
  [MESSAGES.invalidMobile]: ['mobile'],
  [MESSAGES.invalidUsername]: ['username'],
  [MESSAGES.usernameTaken]: ['username'],
};

export function signupInvalidFields(form: SignupForm, message: string): SignupField[] {
  if (message === MESSAGES.fillAllFields) return SIGNUP_ORDER.filter((field) => form[field].trim() === '');
  return SIGNUP_FIELD_OF[message] ?? [];
}

export function loginInvalidFields(form: Record<LoginField, string>, message: string): LoginField[] {
  if (message === MESSAGES.fillAllFields) {
    const fields: LoginField[] = ['email', 'password'];
    return fields.filter((field) => form[field].trim() === '');
  }
  // The server does not say which of the two was wrong, and should not.
  if (message === MESSAGES.invalidCredentials) return ['email', 'password'];
  return [];
}
