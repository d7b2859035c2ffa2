/**
 * User-facing texts that both the server and the web app show, word for word as the product spec has them
 * (sections 5 and 8). The server returns them as `message`; the web app uses them for client-side checks.
 */
export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  invalidUsername: 'Username must be 3 to 30 characters: letters, digits, dots, dashes or underscores',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with this email already exists',
  signupConfirmationSent:
    'Almost there: we sent a link to your email address. Open it within 24 hours to finish creating your account.',
  signupLinkInvalid: 'This sign-up link is not valid, was used already or has expired. Please sign up again.',
  signupEmailTakenMeanwhile:
    'An account with this email already exists. Sign in, or use Forgot Password if you do not remember it.',
  signupUsernameTakenMeanwhile:
    'Someone took that username in the meantime. Please sign up again with another one.',
  emailRequired: 'Please enter your email address first',
  invalidCredentials: 'Invalid email or password',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  deletePasswordRequired: 'Please enter your password to delete your account',
  deletePasswordWrong: 'That password is not correct: your account was not deleted',
  lastAdminCannotDelete:
    'You are the last administrator: make another user an administrator before you delete your account',
  accountDeleted: 'Your account and your personal data have been deleted',
  resetEmailSent: 'If an account exists for that email, a link to reset the password is on its way.',
  resetTokenInvalid: 'This password reset link is invalid or expired.',
  resetTokenUsed: 'This password reset link has already been used. Please request a new one.',
  resetTokenExpired: 'This password reset link has expired. Please request a new one.',
  resetTokenUnknown:
    'This password reset link is not valid. Please use the link from your latest email, or request a new one.',
  resetTokenReplaced:
    'A newer password reset link has been sent since this one. Please use the link from your latest email.',
  resetTokenRevoked:
    'This password reset link no longer works because the password was changed after it was sent. Please request a new one if you need to.',
  passwordChanged: 'Password changed successfully',
  passwordReset: 'Your password has been updated. Please log in with your new password.',
  loggedOut: 'Logged out successfully',
  unknownTimeZone: 'Unknown time zone',
  timeZoneChangedRecently: 'Your time zone can change once a week: the next change is possible from',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'Only administrators can do that',
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large (the limit is 1 MB)',
  unsupportedMediaType: 'The request body must be JSON',
  valueNotStorable: 'A value in the request is out of range or holds characters that cannot be stored',
  badUrl: 'The address is not valid: it holds a malformed percent-encoding',
  headersTooLarge: 'The request headers or address are too large',
  requestTimeout: 'The request took too long to arrive',
  malformedRequest: 'The request is not valid HTTP',
  internal: 'Something went wrong on our side. Please try again.',
  storageFull:
    'CodeQuest cannot save anything right now: the server is out of disk space. Nothing was changed; please try again later.',
  storageFailing:
    'CodeQuest cannot save anything right now: its database cannot be written. Nothing was changed; please try again later.',
} as const;
