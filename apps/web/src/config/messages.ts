import { MESSAGES, PRODUCT_NAME } from '@codequest/contracts';

/**
 * Texts the web app shows on its own (product spec, sections 4 and 8). Rule messages shared with the server
 * (section 5) come from MESSAGES in @codequest/contracts and are reused here, never retyped.
 */
export const UI_MESSAGES = {
  loginSuccess: { title: 'Welcome back!', description: `Successfully logged in to ${PRODUCT_NAME}` },
  loginFailed: 'Login failed',
  signupSuccess: {
    title: `Welcome to ${PRODUCT_NAME}!`,
    description: 'Your account has been created successfully',
  },
  signupFailed: 'Signup failed',
  signupLinkSent: 'Check your inbox',
  confirmingSignup: 'Creating your account...',
  signupLinkMissing: MESSAGES.signupLinkInvalid,
  signupConfirmFailed: 'Your account could not be created just now. Please open the link in the mail again.',

  emailRequired: { title: 'Email Required', description: MESSAGES.emailRequired },
  resetEmailSent: {
    title: 'Password Reset Email Sent!',
    // The spec promised a temporary password; the mail holds a single-use link (see design.md).
    description: 'Check your email for a link to reset your password.',
  },
  resetEmailFailed: { title: 'Error', description: 'Failed to send reset email. Please try again.' },

  invalidResetLink: { title: 'Invalid Reset Link', description: MESSAGES.resetTokenInvalid },
  resetFieldsRequired: { title: 'Missing Fields', description: MESSAGES.fillAllFields },
  resetPasswordsDiffer: {
    title: "Passwords Don't Match",
    description: 'Please ensure both passwords are identical',
  },
  resetPasswordTooShort: { title: 'Password Too Short', description: MESSAGES.passwordTooShort },
  resetFailed: { title: 'Reset Failed', description: 'Failed to reset password. Please try again.' },
  resetError: { title: 'Error', description: 'An error occurred. Please try again.' },
  resetSuccess: { title: 'Password Reset Successful!', description: MESSAGES.passwordReset },

  changePasswordsDiffer: {
    title: "Passwords Don't Match",
    description: 'Please ensure both passwords are identical',
  },
  changePasswordTooShort: { title: 'Password Too Short', description: MESSAGES.newPasswordTooShort },
  currentPasswordRequired: {
    title: 'Current Password Required',
    description: MESSAGES.currentPasswordRequired,
  },
  changePasswordSuccess: { title: 'Password Changed', description: MESSAGES.passwordChanged },
  changePasswordFailed: 'Failed to change password. Please try again.',
  changePasswordNetwork: 'Network error occurred. Please try again.',
  mobileUpdated: {
    title: 'Mobile Number Saved',
    description: 'Your mobile number has been added to your profile',
  },
  mobileUpdateFailed: 'Failed to update mobile number. Please try again.',

  // "Your Data" in the profile dialog: the download of everything kept, and deleting the account.
  yourDataIntro: `Download everything ${PRODUCT_NAME} keeps about you, or delete your account.`,
  downloadData: 'Download my data',
  dataDownloaded: { title: 'Data Downloaded', description: 'Saved as' },
  dataDownloadFailed: {
    title: 'Download Failed',
    description: 'Failed to download your data. Please try again.',
  },
  deleteAccount: 'Delete my account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountConsequences: [
    'Your account, email, name, mobile number and password are deleted, and you are signed out everywhere.',
    'Your progress, XP, achievements, drafts and messages are deleted, and you leave the leaderboard.',
    'Your submissions are kept without your name, so puzzle statistics stay right.',
  ],
  deleteAccountAdminNote: 'As an administrator, you can leave only while another administrator remains.',
  deleteAccountFinal: 'This cannot be undone: download your data first if you want a copy.',
  deleteAccountPassword: 'Your password',
  accountDeleted: { title: 'Account Deleted', description: MESSAGES.accountDeleted },
  deleteAccountFailed: 'Failed to delete your account. Please try again.',
  deleteAccountNetwork: 'Network error occurred. Please try again.',

  loggedOut: MESSAGES.loggedOut,

  // The admin panel's toasts (product spec, section 8).
  messageSent: 'Message sent successfully',
  messageFailed: 'Failed to send message.',
  userPromoted: 'User promoted to admin successfully',
  promoteFailed: 'Failed to promote user to admin.',
  puzzleDeleted: 'Puzzle deleted successfully',
  deleteFailed: 'Failed to delete puzzle.',
  puzzleCreated: { title: 'Success!', description: 'Puzzle created successfully' },
  createFailed: { title: 'Error', description: 'Failed to create puzzle.' },
  puzzleUpdated: { title: 'Success!', description: 'Puzzle updated successfully' },
  updateFailed: { title: 'Error', description: 'Failed to update puzzle.' },

  loadingProfile: 'Loading your profile',
  reconnecting: 'Reconnecting…',
  serverUnreachable: 'Cannot reach the CodeQuest server. Reconnecting…',
  retry: 'Retry',
  notFound: '404 Page Not Found',
} as const;
