import type { ComponentType, ReactNode, SVGProps } from 'react';
import { BookIcon, HomeIcon, LogoIcon, ShieldIcon, StreamIcon, TrophyIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { Tooltip } from '~/components/ui/tooltip';

type NavItem = {
  label: string;
  href: string;
  /** The section that marks the item active when it differs from `href`. */
  activeFor?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  adminOnly?: boolean;
};

/** Spec §2 top navigation. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', href: '/', icon: HomeIcon },
  { label: 'Scoring', href: '/scores/ladder', activeFor: '/scores', icon: TrophyIcon },
  { label: 'Streams', href: '/streams', icon: StreamIcon },
  { label: 'Rules', href: '/rules', icon: BookIcon },
  { label: 'Admin', href: '/admin', icon: ShieldIcon, adminOnly: true },
];

type AppNavbarProps = {
  showAdmin: boolean;
  demo: boolean;
  userMenu: ReactNode;
};

/**
 * The top bar: brand, sections, a demo-data marker, theme toggle and user menu. On narrow screens the
 * section labels are visually hidden (still their links' names) and shown as tooltips on hover and focus.
 */
export function AppNavbar({ showAdmin, demo, userMenu }: AppNavbarProps) {
  const items = NAV_ITEMS.filter((item) => showAdmin || !item.adminOnly);
  return (
    <header className="border-b border-base-300 bg-base-200">
      {/* Wraps rather than overflows: in a narrow window the badge and menus move to a second line. */}
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-2 px-2 py-2 desktop:px-6">
        <span className="flex items-center gap-2 px-2 text-lg font-bold">
          <LogoIcon className="size-7 text-primary" />
          <span className="hidden xl:inline">Team Events</span>
        </span>
        <nav aria-label="Main" className="flex-1">
          <ul className="flex items-center gap-1">
            {items.map(({ label, href, activeFor, icon: ItemIcon }) => (
              <li key={href}>
                <Tooltip tip={label} className="max-lg:tooltip max-lg:tooltip-bottom" tipClassName="lg:hidden">
                  <NavLink
                    href={href}
                    activeFor={activeFor}
                    className={(active) =>
                      `btn ${active ? 'btn-primary' : 'btn-ghost'} max-desktop:btn-square max-desktop:btn-sm`
                    }
                  >
                    <ItemIcon />
                    <span className="max-lg:sr-only">{label}</span>
                  </NavLink>
                </Tooltip>
              </li>
            ))}
          </ul>
        </nav>
        {demo && (
          <span className="badge badge-warning whitespace-nowrap">
            Demo data<span className="sr-only">: the players and scores on this site are generated</span>
          </span>
        )}
        <ThemeToggle />
        {userMenu}
      </div>
    </header>
  );
}
