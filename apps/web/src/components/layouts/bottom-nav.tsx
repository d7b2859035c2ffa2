import type { User } from '@codequest/contracts';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { NAV_ITEMS } from './nav-items';

/**
 * The fixed bottom bar on small screens: the four entries, never the admin one (product spec, section 2) nor
 * Classes and Contests (in the account menu there, so the four keep their room).
 */
export function BottomNav({ user }: { user: User | null }) {
  const [location] = useLocation();
  if (!user) return null;
  return (
    <nav
      // Named apart from the sidebar's navigation: both are in the page, one shown per screen size.
      aria-label="Bottom bar"
      data-bottom-nav=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-4">
        {NAV_ITEMS.filter((item) => !item.adminOnly && !item.classesOnly && !item.contestsOnly).map(
          ({ href, label, icon: Icon, isActive }) => {
            const active = isActive(location);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex flex-col items-center gap-1 px-1 py-2.5 text-[11px] font-medium transition-colors',
                    active ? 'text-violet-300' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      active && 'bg-violet-500/20',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </Link>
              </li>
            );
          },
        )}
      </ul>
    </nav>
  );
}
