import { XP_PER_LEVEL } from '@codequest/contracts';

/**
 * The XP bar (product spec, section 9): it fills from 0 towards the next multiple of 1000 above the XP
 * earned within the level.
 */
export function xpProgress(currentXP: number): { nextMilestone: number; percent: number } {
  const nextMilestone = (Math.floor(currentXP / XP_PER_LEVEL) + 1) * XP_PER_LEVEL;
  return { nextMilestone, percent: (currentXP / nextMilestone) * 100 };
}
