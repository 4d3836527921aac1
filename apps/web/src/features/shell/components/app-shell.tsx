import type { ReactNode } from 'react';
import { AccountBanner } from './account-banner';
import { AppNavbar } from './app-navbar';
import { SiteFooter } from './site-footer';

type AppShellProps = {
  navbar: Parameters<typeof AppNavbar>[0];
  showAccountBanner: boolean;
  children: ReactNode;
};

/** The frame of every page: skip link, top bar, the account banner when needed, content, footer. */
export function AppShell({ navbar, showAccountBanner, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a href="#main" className="btn btn-primary sr-only fixed left-2 top-2 z-50 focus:not-sr-only">
        Skip to content
      </a>
      <AppNavbar {...navbar} />
      {showAccountBanner && <AccountBanner />}
      {/* At least a screen tall, so the footer starts below the fold and content arriving late never pushes it away. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-svh w-full max-w-page flex-1 px-4 py-6 outline-none desktop:px-6"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
