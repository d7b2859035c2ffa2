import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { textField } from './fields';
import { MESSAGES } from './messages';
import { ZUser } from './user';
import { signupProblem } from './validation';

/** A string field whose absence reads, to a person, as an unfilled form. */
const formField = (message: string) => textField({ error: message });

const ZTimeZone = textField().max(64).optional();

export const ZSignupRequest = z
  .object({
    username: formField(MESSAGES.fillAllFields),
    email: formField(MESSAGES.fillAllFields),
    mobile: formField(MESSAGES.fillAllFields),
    password: formField(MESSAGES.fillAllFields),
    confirmPassword: formField(MESSAGES.fillAllFields),
    timeZone: ZTimeZone,
  })
  .superRefine((form, ctx) => {
    const problem = signupProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type SignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: formField(MESSAGES.fillAllFields).trim().min(1, MESSAGES.fillAllFields),
  password: formField(MESSAGES.fillAllFields).min(1, MESSAGES.fillAllFields),
  timeZone: ZTimeZone,
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthResponse = z.object({
  token: z.string(),
  user: ZUser,
});
export type AuthResponse = z.infer<typeof ZAuthResponse>;

/**
 * With SIGNUP_CONFIRM_EMAIL: the account is made once the link sent to the address is opened. The answer is
 * the same whether the address has an account already or not (its owner is told by mail instead).
 */
export const ZSignupPendingResponse = z.object({
  confirmationSent: z.literal(true),
  message: z.string(),
});
export type SignupPendingResponse = z.infer<typeof ZSignupPendingResponse>;

/** Signed in at once, or (SIGNUP_CONFIRM_EMAIL) a link sent to finish. */
export const ZSignupResponse = z.union([ZAuthResponse, ZSignupPendingResponse]);
export type SignupResponse = z.infer<typeof ZSignupResponse>;

export const ZConfirmSignupRequest = z.object({
  token: formField(MESSAGES.signupLinkInvalid)
    .min(1, MESSAGES.signupLinkInvalid)
    .max(200, MESSAGES.signupLinkInvalid),
});
export type ConfirmSignupRequest = z.infer<typeof ZConfirmSignupRequest>;

export const ZForgotPasswordRequest = z.object({
  email: formField(MESSAGES.emailRequired).trim().min(1, MESSAGES.emailRequired),
});
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: formField(MESSAGES.resetTokenInvalid)
    .min(1, MESSAGES.resetTokenInvalid)
    .max(200, MESSAGES.resetTokenInvalid),
  newPassword: formField(MESSAGES.fillAllFields)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: formField(MESSAGES.currentPasswordRequired).min(1, MESSAGES.currentPasswordRequired),
  newPassword: formField(MESSAGES.newPasswordTooShort)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
