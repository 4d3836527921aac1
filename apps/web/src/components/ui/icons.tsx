import { Fragment, type ReactElement, type ReactNode, type SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Decorative line icons drawn for this project (24×24, stroked with the text colour, hidden from readers). */
function Icon({ children, className = 'size-5', ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon of the set drawn by its shapes: a string is a path's `d`, an element (a circle, a rect) stands as it is. */
function drawnIcon(...shapes: (string | ReactElement)[]) {
  const drawing = shapes.map((shape, index) => (
    <Fragment key={index}>{typeof shape === 'string' ? <path d={shape} /> : shape}</Fragment>
  ));
  return function DrawnIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  };
}

export const LogoIcon = drawnIcon('M12 2.5 20.5 7.5v9L12 21.5 3.5 16.5v-9z', 'M12 8v8M8.5 10l3.5 2 3.5-2');

export const HomeIcon = drawnIcon('M3.5 11 12 4l8.5 7', 'M5.5 9.5V20h5v-5.5h3V20h5V9.5');

export const TrophyIcon = drawnIcon(
  'M7 4h10v5a5 5 0 0 1-10 0z',
  'M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5',
  'M12 14v3.5M8.5 20.5h7M9.5 20.5l.5-3h4l.5 3',
);

export const StreamIcon = drawnIcon(<rect x="3" y="5.5" width="13" height="13" rx="2" />, 'm16 10 5-3v10l-5-3');

export const BookIcon = drawnIcon(
  'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z',
  'M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5M8 7.5h8M8 11h6',
);

export const ShieldIcon = drawnIcon('M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6z', 'm9 12 2 2 4-4');

export const UserIcon = drawnIcon(<circle cx="12" cy="8" r="4" />, 'M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5');

export const LoginIcon = drawnIcon(
  'M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14',
  'M4 12h11M11 8l4 4-4 4',
);

export const LogoutIcon = drawnIcon(
  'M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10',
  'M9 12h11M16 8l4 4-4 4',
);

export const SlidersIcon = drawnIcon(
  'M4 7h9M17 7h3M4 17h3M11 17h9',
  <circle cx="15" cy="7" r="2" />,
  <circle cx="9" cy="17" r="2" />,
);

export const ClockIcon = drawnIcon(<circle cx="12" cy="12" r="8.5" />, 'M12 7.5V12l3 2');

export const ChevronDownIcon = drawnIcon('m6 9 6 6 6-6');

export const SunIcon = drawnIcon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
);

export const MoonIcon = drawnIcon('M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z');

export const ChatIcon = drawnIcon('M4 5.5h16v10H9l-5 4z', 'M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01');

export const CodeIcon = drawnIcon('m8.5 7-5 5 5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15');

export const BroadcastIcon = drawnIcon(
  <circle cx="12" cy="12" r="2" />,
  'M8 8a5.7 5.7 0 0 0 0 8M16 8a5.7 5.7 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
);

export const MegaphoneIcon = drawnIcon(
  'M4 10v4h3l8 4.5v-13L7 10z',
  'M7 14l1.5 5.5H11L10 15M18.5 9.5a3.5 3.5 0 0 1 0 5',
);

export const AlertIcon = drawnIcon('M12 3.5 21.5 20h-19z', 'M12 10v4.5M12 17.5h.01');

export const StarIcon = drawnIcon('m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z');

export const MenuIcon = drawnIcon('M4 6.5h16M4 12h16M4 17.5h16');

export const CloseIcon = drawnIcon('m6 6 12 12M18 6 6 18');
