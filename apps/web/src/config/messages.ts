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
  roleChangeFailed: 'The role could not be changed.',
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

/** The role dialogs of the admin panel's users tab: what each asks before it changes anything. */
export const ROLE_TEXTS = {
  makeTeacher: {
    button: 'Make Teacher',
    title: (name: string) => `Make ${name} a teacher?`,
    description: 'They can create classes and invite learners. They are told in their inbox.',
  },
  removeTeacher: {
    button: 'Remove Teacher',
    title: (name: string) => `Remove ${name}'s teacher rights?`,
    description:
      'They can no longer create or manage classes; their classes stay. They are told in their inbox.',
  },
  removeAdmin: {
    button: 'Remove Admin',
    title: (name: string) => `Remove ${name}'s admin rights?`,
    description: 'They lose the Admin Panel at once. They are told in their inbox.',
  },
  cancel: 'Cancel',
} as const;

/** The classes screens' own words (the server's refusals come with their own messages). */
export const CLASS_TEXTS = {
  title: 'Classes',
  description: 'Classes you teach and classes you learn in.',
  teaching: 'Teaching',
  learning: 'Learning',
  none: 'You are not in a class yet. Ask your teacher for a join code or link.',
  createTitle: 'Create a class',
  nameLabel: 'Class name',
  descriptionLabel: 'Description (optional)',
  create: 'Create Class',
  creating: 'Creating…',
  created: 'Class created',
  joinTitle: 'Join a class',
  joinLabel: 'Join code',
  joinPlaceholder: 'e.g. ABCD2345',
  join: 'Join',
  joining: 'Joining…',
  joined: 'You joined the class',
  failed: 'Something went wrong. Please try again.',
  loadFailed: 'The class could not be loaded.',
  learners: (count: number) => `${count} learner${count === 1 ? '' : 's'}`,
  taughtBy: (names: string[]) =>
    names.length ? `Taught by ${names.join(', ')}` : 'No teacher at the moment',
  codeTitle: 'Join code and link',
  codeLabel: 'Join code',
  linkLabel: 'Join link',
  copyLink: 'Copy Link',
  linkCopied: 'Join link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  joiningOpen: 'Joining is open',
  joiningClosed: 'Joining is closed: the code admits no one.',
  regenerate: 'New Code',
  regenerateTitle: 'Make a new join code?',
  regenerateDescription:
    'The current code and link stop working at once. Learners already in the class stay.',
  closeJoining: 'Close Joining',
  closeTitle: 'Close joining?',
  closeDescription: 'Nobody can join with the code or link until you open joining again.',
  openJoining: 'Open Joining',
  rosterTitle: 'Members',
  teacherBadge: 'Teacher',
  learnerBadge: 'Learner',
  joinedOn: 'Joined',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name} from the class?`,
  removeDescription: 'They can join again with the code while joining is open.',
  removed: 'Removed from the class',
  addTeacherTitle: 'Add a co-teacher',
  addTeacherLabel: 'Username or email of a teacher',
  addTeacher: 'Add Teacher',
  teacherAdded: 'Teacher added',
  teachersTitle: 'Teachers',
  leave: 'Leave Class',
  leaveTitle: 'Leave this class?',
  leaveDescription: 'You can join again with the code while joining is open.',
  left: 'You left the class',
  backToClasses: 'All classes',
  previewTitle: 'Join a class',
  previewLoading: 'Looking up the code',
  alreadyMember: 'You are in this class already.',
  openClass: 'Open Class',
  signInToJoin: 'Sign in or create an account to join this class. You come back here afterwards.',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  confirm: 'Confirm',
  cancel: 'Cancel',
  editClass: 'Edit Class',
  editTitle: 'Edit the class',
  save: 'Save Changes',
  saving: 'Saving…',
  saved: 'Class saved',
} as const;

/** A class's own puzzles, as its teachers make them (the panel's form) and its members find them. */
export const CLASS_PUZZLE_TEXTS = {
  title: 'Class puzzles',
  hint: 'Puzzles of your own, proven by the judge like the catalogue’s. Only this class’s members see them, and you can assign them.',
  none: 'No puzzles of the class’s own yet.',
  newPuzzle: 'New Puzzle',
  newTitle: (className: string) => `New puzzle for ${className}`,
  editTitle: (title: string) => `Edit ${title}`,
  edit: 'Edit',
  retire: 'Retire',
  retireTitle: (title: string) => `Retire ${title}?`,
  retireDescription:
    'Learners no longer see it or submit to it; what they earned stays. Assignments keep their other puzzles.',
  retired: 'Puzzle retired',
  loadFailed: 'The class’s puzzles could not be loaded.',
  loading: 'Loading the puzzles',
  solves: (count: number) => `${count} solve${count === 1 ? '' : 's'}`,
  backToClass: 'Back to the class',
  classBadge: 'Class puzzle',
} as const;

/** The similarity report's words (a class's teachers and administrators see it). */
export const SIMILARITY_TEXTS = {
  title: 'Similarity report',
  formTitle: 'Similar solutions',
  formHint: 'Compare the accepted solutions of a puzzle your learners solved.',
  puzzleLabel: 'Puzzle',
  choosePuzzle: 'Choose a puzzle',
  open: 'Open Report',
  noPuzzles: 'No learner of the class has solved a puzzle yet.',
  solvedBy: (count: number) => `solved by ${count}`,
  backToClass: 'Back to the class',
  loading: 'Comparing the solutions',
  loadFailed: 'The report could not be made.',
  summary: (solutions: number, threshold: number) =>
    `${solutions} accepted solution${solutions === 1 ? '' : 's'} compared; pairs at least ${percent(threshold)} similar are listed, most similar first.`,
  noPairs: 'No two solutions are that similar.',
  pairsTitle: 'Pairs',
  pairLabel: (a: string, b: string, similarity: number) => `${a} and ${b}, ${percent(similarity)} similar`,
  percent,
  pairTitle: (a: string, b: string) => `${a} and ${b}`,
  legend:
    'Matching lines are highlighted and labelled: lines marked “Match 1” in one solution match the lines marked “Match 1” in the other.',
  match: (index: number) => `Match ${index}`,
  solutionOf: (username: string, language: string) => `${username}'s solution (${language})`,
  close: 'Close',
} as const;

function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** The assignments of a class: the form, the lists, the progress grid and the class leaderboard. */
export const ASSIGNMENT_TEXTS = {
  similarSolutions: 'Similar solutions',
  listTitle: 'Assignments',
  none: 'No assignments yet.',
  mineTitle: 'Your assignments',
  newTitle: 'New assignment',
  titleLabel: 'Title',
  puzzlesLabel: 'Puzzles',
  searchLabel: 'Search puzzles',
  opensLabel: 'Opens',
  dueLabel: 'Due',
  dateLabel: 'Date',
  timeLabel: 'Time',
  zoneNote: 'Times are in your time zone',
  lateLabel: 'Late solves count',
  create: 'Publish assignment',
  creating: 'Publishing…',
  created: 'Assignment published: every member got a message',
  failed: 'The assignment could not be saved.',
  loadFailed: 'The assignments could not be loaded.',
  due: 'Due',
  opens: 'Opens',
  lateCounts: 'late solves count',
  lateDoesNotCount: 'late solves do not count',
  openGrid: 'Progress',
  delete: 'Delete',
  deleteConfirm: 'Delete this assignment? Its grid goes with it; submissions stay.',
  gridTitle: 'Progress',
  gridLoadFailed: 'The progress grid could not be loaded.',
  learner: 'Learner',
  total: 'Total',
  sortBy: 'Sort by',
  sortLearner: 'Learner',
  sortTotal: 'Total',
  noLearners: 'No learners in this class yet.',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded.',
  submissionsTitle: 'Submissions',
  noSubmissions: 'No submissions for this puzzle.',
  leaderboardTitle: 'Class leaderboard',
  leaderboardEmpty: 'No learners yet.',
  solved: 'solved',
  backToClass: 'Back to the class',
  edit: 'Edit',
  editTitle: 'Edit assignment',
  save: 'Save changes',
  saving: 'Saving…',
  updated: 'Assignment saved',
  cancel: 'Cancel',
  classPuzzle: 'class puzzle',
} as const;
