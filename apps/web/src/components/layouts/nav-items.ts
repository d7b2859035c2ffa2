import { Award, ChartLine, type LucideIcon, Puzzle, ShieldCheck, Trophy } from 'lucide-react';
import { PUZZLES_PATHS, paths } from '@/config/paths';

/** The signed-in navigation (product spec, section 2): four entries, plus Admin Panel for admins. */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
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
];
