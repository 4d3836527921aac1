import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';
import { demoEvent, eventStatus, renderApp, stubFetch, type StubResponse, signedIn } from '~/testing';

describe('home page', () => {
  it('shows the current event, its signups and every team with tag and classes', async () => {
    let answer: (response: StubResponse) => void = () => {};
    stubFetch({
      'GET /api/events/current': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/events/current/status': { body: eventStatus({ number_of_signups: 12 }) },
    });
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer({ body: demoEvent() });
    const overview = await screen.findByRole('region', { name: 'Sandbox Sprint (PL7777)' });
    expect(within(overview).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(overview).getByText('Path of Exile')).toBeInTheDocument();
    expect(await screen.findByText('12 / 40')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /^The event starts in: 2 days/ })).toBeInTheDocument();

    const teams = screen.getByRole('region', { name: 'Meet the Teams' });
    const ember = within(teams).getByRole('heading', { name: 'Ember Tide' });
    // The team colour, nudged just enough to stay readable on the card.
    expect(ember).toHaveStyle({ color: readableTextColor('#e4572e', THEME_SURFACES.dark.card) });
    const card = ember.closest('li');
    expect(card).toHaveTextContent('EMB');
    expect(within(card as HTMLElement).getByRole('list', { name: 'Classes Ember Tide may play' })).toHaveTextContent(
      'JuggernautSlayer',
    );
    expect(within(teams).getByRole('heading', { name: 'Frost Wardens' })).toBeInTheDocument();
  });

  it("labels the viewer's own team in words, not only by colour", async () => {
    stubFetch({ 'GET /api/events/current': { body: demoEvent() }, ...signedIn(6, { status: { team_id: 2 } }) });
    renderApp('/');
    const frost = (await screen.findByRole('heading', { name: 'Frost Wardens' })).closest('li') as HTMLElement;
    expect(await within(frost).findByText('Your team')).toBeInTheDocument();
    const ember = screen.getByRole('heading', { name: 'Ember Tide' }).closest('li') as HTMLElement;
    expect(within(ember).queryByText('Your team')).not.toBeInTheDocument();
  });

  it('says so when no event is scheduled', async () => {
    stubFetch({ 'GET /api/events/current': { status: 404, body: { error: 'No current event', code: 'not_found' } } });
    renderApp('/');
    expect(await screen.findByText('No event is scheduled yet')).toBeInTheDocument();
  });

  it('shows the error and lets the visitor try again', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/events/current': () =>
        ++calls === 1
          ? { status: 400, body: { error: 'Something is off', code: 'bad_request' } }
          : { body: demoEvent({ name: 'Second try' }) },
    });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The event could not be loaded.');
    expect(alert).toHaveTextContent('Something is off');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Second try' })).toBeInTheDocument();
  });
});
