import type { AdminActionResponse } from '@codequest/contracts';

/**
 * What an administrator's action answers: the words to show, and whether it changed anything (an action
 * already done, such as promoting an admin, succeeds without a change).
 */
export function presentAdminAction(message: string, changed: boolean): AdminActionResponse {
  return { success: true, message, changed };
}
