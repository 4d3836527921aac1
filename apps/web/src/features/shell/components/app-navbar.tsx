import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  BookIcon,
  ClockIcon,
  CloseIcon,
  HomeIcon,
  LogoIcon,
  MenuIcon,
  ShieldIcon,
  StreamIcon,
  TrophyIcon,
} from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { Tooltip } from '~/components/ui/tooltip';
import { useDisclosure } from '~/components/ui/use-disclosure';

type NavItem = {
  label: string;
  href: string;
  /** The section that marks the item active when it differs from `href`. */
  activeFor?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  adminOnly?: boolean;
};

/** docs/domain.md §2 top navigation. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', href: '/', icon: HomeIcon },
  { label: 'Scoring', href: '/scores/ladder', activeFor: '/scores', icon: TrophyIcon },
  { label: 'Streams', href: '/streams', icon: StreamIcon },
  { label: 'Rules', href: '/rules', icon: BookIcon },
  { label: 'Past events', href: '/events', icon: ClockIcon },
  { label: 'Admin', href: '/admin', icon: ShieldIcon, adminOnly: true },
];

type AppNavbarProps = {
  showAdmin: boolean;
  demo: boolean;
  userMenu: ReactNode;
};

/**
 * The top bar: brand, sections, a demo-data marker, theme toggle and user menu.
 * - Phones and small tablets (docs/domain.md §9: 800 px and below): the sections and the theme toggle collapse behind a
 *   Menu button, which opens them as a list under the bar and closes on Escape or when the page changes.
 * - Narrow desktop windows (801–1023 px): the section labels are visually hidden (still their links' names) and
 *   shown as tooltips on hover and focus.
 */
export function AppNavbar({ showAdmin, demo, userMenu }: AppNavbarProps) {
  const items = NAV_ITEMS.filter((item) => showAdmin || !item.adminOnly);
  const menu = useDisclosure<HTMLElement>();
  return (
    <header className="relative border-b border-base-300 bg-base-200">
      {/* Wraps rather than overflows: should the bar ever run out of room, items move to a second line. */}
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-2 px-2 py-2 desktop:px-6">
        <span className="flex items-center gap-2 px-2 text-lg font-bold">
          <LogoIcon className="size-7 text-primary" />
          <span className="hidden xl:inline">Team Events</span>
        </span>
        <nav aria-label="Main" className="desktop:flex-1" {...menu.rootProps}>
          <button className="btn btn-ghost btn-square desktop:hidden" aria-label="Menu" {...menu.buttonProps}>
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </button>
          <ul
            className={`${menu.open ? '' : 'max-desktop:hidden'} flex gap-1 max-desktop:absolute max-desktop:inset-x-0 max-desktop:top-full max-desktop:z-30 max-desktop:flex-col max-desktop:border-b max-desktop:border-base-300 max-desktop:bg-base-200 max-desktop:p-2 max-desktop:shadow-lg desktop:items-center`}
            {...menu.panelProps}
          >
            {items.map(({ label, href, activeFor, icon: ItemIcon }) => (
              <li key={href}>
                <Tooltip
                  tip={label}
                  className="desktop:max-lg:tooltip desktop:max-lg:tooltip-bottom"
                  tipClassName="max-desktop:hidden lg:hidden"
                >
                  <NavLink
                    href={href}
                    activeFor={activeFor}
                    className={(active) =>
                      `btn ${active ? 'btn-primary' : 'btn-ghost'} max-desktop:w-full max-desktop:justify-start`
                    }
                  >
                    <ItemIcon />
                    <span className="desktop:max-lg:sr-only">{label}</span>
                  </NavLink>
                </Tooltip>
              </li>
            ))}
            <li className="desktop:hidden">
              <ThemeToggle showLabel className="btn btn-ghost w-full justify-start" />
            </li>
          </ul>
        </nav>
        {demo && (
          <span className="badge badge-warning whitespace-nowrap">
            Demo data<span className="sr-only">: the players and scores on this site are generated</span>
          </span>
        )}
        <div className="max-desktop:hidden">
          <ThemeToggle />
        </div>
        <div className="max-desktop:ms-auto">{userMenu}</div>
      </div>
    </header>
  );
}
