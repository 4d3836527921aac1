import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '~/testing';

describe('rules page', () => {
  it('lists five rules and three questions, each collapsed until chosen', async () => {
    stubFetch({});
    renderApp('/rules');
    await screen.findByRole('heading', { level: 1, name: 'Rules' });
    const rules = screen.getByRole('region', { name: 'Gameplay rules' }).querySelectorAll('details');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' }).querySelectorAll('details');
    expect(rules).toHaveLength(5);
    expect(faq).toHaveLength(3);
    for (const item of [...rules, ...faq]) expect(item).not.toHaveAttribute('open');
  });

  it('does not open an item merely on focus, but on Enter', async () => {
    stubFetch({});
    renderApp('/rules');
    const ui = userEvent.setup();
    const summary = (await screen.findByText('Can I choose which team I play for?')).closest('summary') as HTMLElement;
    summary.focus();
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await ui.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(document.querySelector('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toBeNull();
  });
});
