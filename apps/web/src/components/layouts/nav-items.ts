import {
  Award,
  ChartLine,
  GraduationCap,
  type LucideIcon,
  Puzzle,
  ShieldCheck,
  Swords,
  Trophy,
} from 'lucide-react';
import { PUZZLES_PATHS, paths } from '@/config/paths';

/**
 * The signed-in navigation (product spec, section 2): four entries, plus Admin Panel for admins, then
 * Classes for teachers, administrators and members of a class, and Contests for teachers, administrators
 * and anyone a contest is open to (on a phone both are in the account menu).
 */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** Shown to those classes concern (a teacher, an administrator, a member of a class). */
  classesOnly?: boolean;
  /** Shown to those contests concern (an organiser, anyone a contest is open to). */
  contestsOnly?: boolean;
  isActive: (location: string) => boolean;
}

const exactly = (href: string) => (location: string) => location === href || location === `${href}/`;

export const NAV_ITEMS: readonly NavItem[] = [
  {
    href: paths.puzzles,
    label: 'Puzzles',
    icon: Puzzle,
    isActive: (location) => PUZZLES_PATHS.includes(location),
  },
  { href: paths.leaderboard, label: 'Leaderboard', icon: Trophy, isActive: exactly(paths.leaderboard) },
  { href: paths.progress, label: 'Progress', icon: ChartLine, isActive: exactly(paths.progress) },
  { href: paths.achievements, label: 'Achievements', icon: Award, isActive: exactly(paths.achievements) },
  {
    href: paths.admin,
    label: 'Admin Panel',
    icon: ShieldCheck,
    adminOnly: true,
    isActive: exactly(paths.admin),
  },
  {
    href: paths.classes,
    label: 'Classes',
    icon: GraduationCap,
    classesOnly: true,
    isActive: (location) => location === paths.classes || location.startsWith(`${paths.classes}/`),
  },
  {
    href: paths.contests,
    label: 'Contests',
    icon: Swords,
    contestsOnly: true,
    isActive: (location) => location === paths.contests || location.startsWith(`${paths.contests}/`),
  },
];
