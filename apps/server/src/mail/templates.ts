import type { Mail } from './mailer';

/** The mails CodeQuest sends, as plain text and simple HTML. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetMail(options: {
  to: string;
  username: string;
  link: string;
  minutes: number;
}): Mail {
  const { to, username, link, minutes } = options;
  return {
    to,
    subject: 'Reset your CodeQuest password',
    text: [
      `Hi ${username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your CodeQuest account.',
      `Open this link within ${minutes} minutes to choose a new one. It works once:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Someone (hopefully you) asked to reset the password of your CodeQuest account.',
      `Open this link within ${minutes} minutes to choose a new one. It works once:</p>`,
      `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
      '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}

export function signupConfirmMail(options: {
  to: string;
  username: string;
  link: string;
  hours: number;
}): Mail {
  const { to, username, link, hours } = options;
  return {
    to,
    subject: 'Finish creating your CodeQuest account',
    text: [
      `Hi ${username},`,
      '',
      'Someone (hopefully you) signed up to CodeQuest with this address.',
      `Open this link within ${hours} hours to finish creating your account. It works once:`,
      '',
      link,
      '',
      'If you did not sign up, ignore this mail: no account is made.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Someone (hopefully you) signed up to CodeQuest with this address.',
      `Open this link within ${hours} hours to finish creating your account. It works once:</p>`,
      `<p><a href="${escapeHtml(link)}">Finish creating my account</a></p>`,
      '<p>If you did not sign up, ignore this mail: no account is made.</p>',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with: they have an account already. */
export function signupOnTakenAddressMail(options: { to: string; username: string; loginLink: string }): Mail {
  const { to, username, loginLink } = options;
  return {
    to,
    subject: 'You already have a CodeQuest account',
    text: [
      `Hi ${username},`,
      '',
      'Someone (perhaps you) tried to sign up to CodeQuest with this address, which has an account already:',
      'no new account was made.',
      '',
      `To sign in, go to ${loginLink}; if you forgot your password, use Forgot Password there.`,
      '',
      'If it was not you, you need do nothing: your account is as it was.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Someone (perhaps you) tried to sign up to CodeQuest with this address, which has an account',
      'already: no new account was made.</p>',
      `<p><a href="${escapeHtml(loginLink)}">Sign in</a>; if you forgot your password, use Forgot Password there.</p>`,
      '<p>If it was not you, you need do nothing: your account is as it was.</p>',
    ].join('\n'),
  };
}
