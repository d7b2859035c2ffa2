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
