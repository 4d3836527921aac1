import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** Whether `pathname` lies in `section` ('/' only matches itself, '/scores' matches '/scores/ladder'). */
export function isActivePath(pathname: string, section: string): boolean {
  if (section === '/') return pathname === '/';
  const base = section.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

type NavLinkProps = {
  href: string;
  /** Section root used to mark the link active, when it differs from `href` (e.g. /scores for /scores/ladder). */
  activeFor?: string;
  className?: (active: boolean) => string;
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * An in-app link that also works for pages whose routes arrive in later releases: it is a real <a> (so
 * middle-click, copy link and screen readers behave), navigates client-side on a plain click, and marks the
 * current section with aria-current="page".
 */
export function NavLink({ href, activeFor, className, children, ...rest }: NavLinkProps) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const active = isActivePath(pathname, activeFor ?? href);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  }

  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={className?.(active)}
      {...rest}
    >
      {children}
    </a>
  );
}
