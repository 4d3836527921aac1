import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, renderApp, stubFetch } from '~/testing';

// jsdom applies no style sheets, so these tests cover what the menu does; that it is the only way to the
// sections at 800 px and below (and hidden above) is checked in Chromium (e2e/mobile.spec.ts).
function stubApi() {
  stubFetch({
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: eventStatus() },
  });
}

const menuButton = () => screen.findByRole('button', { name: 'Menu' });

/** The list the Menu button shows and hides. */
function menuPanel(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the Menu button controls no element');
  return panel;
}

describe('the navigation menu on small screens', () => {
  it('opens from the keyboard, offers every section and the theme, and Escape closes it back onto the button', async () => {
    stubApi();
    renderApp('/rules');
    const ui = userEvent.setup();
    const button = await menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(button);

    button.focus();
    await ui.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel(button);
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Scoring', 'Streams', 'Rules', 'Past events']);
    expect(within(panel).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();

    await ui.tab();
    expect(within(panel).getByRole('link', { name: 'Home' })).toHaveFocus();
    await ui.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a section is chosen, and the page changes', async () => {
    stubApi();
    const { router } = renderApp('/rules');
    const ui = userEvent.setup();
    const button = await menuButton();
    await ui.click(button);
    await ui.click(within(menuPanel(button)).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Sprint (PL7777)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes another way, such as Back', async () => {
    stubApi();
    const { router } = renderApp('/');
    const ui = userEvent.setup();
    await router.navigate({ to: '/rules' });
    const button = await menuButton();
    await ui.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Sprint (PL7777)' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it and stays open for a press inside', async () => {
    stubApi();
    renderApp('/rules');
    const ui = userEvent.setup();
    const button = await menuButton();
    await ui.click(button);
    await ui.click(menuPanel(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await ui.click(await screen.findByRole('heading', { level: 1, name: 'Rules' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
