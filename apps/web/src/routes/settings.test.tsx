import type { User } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CONNECT_TOOLTIP } from '~/features/settings/components/linked-accounts';
import { preferencesStore } from '~/lib/preferences';
import { browserNavigation } from '~/lib/sign-in';
import { eventStatus, logInAs, renderApp, sentRequests, stubFetch, user, type Routes } from '~/testing';

describe('settings page', () => {
  it('switches the theme and remembers it', async () => {
    stubFetch({});
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByText('Currently dark')).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { name: 'Switch to light theme' });
    await userEvent.click(toggles[toggles.length - 1] as HTMLElement);
    expect(screen.getByText('Currently light')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('preferences') ?? '{}')).toMatchObject({ theme: 'light' });
    preferencesStore.update((current) => ({ ...current, theme: 'dark' }));
  });

  it("limits shown teams from 0 ('No Limit') to 20", async () => {
    stubFetch({});
    renderApp('/settings');
    const slider = await screen.findByRole('slider', { name: /Limit Shown Teams: No Limit \(we recommend 4-5\)/ });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '20');
    expect(slider).toHaveAttribute('aria-valuetext', 'No Limit');
    fireEvent.change(slider, { target: { value: '5' } });
    expect(screen.getByRole('slider', { name: /Limit Shown Teams: 5/ })).toHaveAttribute('aria-valuetext', '5 teams');
    expect(preferencesStore.get().limitTeams).toBe(5);
    preferencesStore.update((current) => ({ ...current, limitTeams: 0 }));
  });
});

const linked = user({
  discord_id: '900000000000000004',
  discord_name: 'dustmoth',
  twitch_id: '70000004',
  twitch_name: 'dust_live',
});

function settingsApi(self: User, overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: self },
    'GET /api/events/current/status': { body: eventStatus() },
    ...overrides,
  };
}

function watchLeaving() {
  const leave = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  onTestFinished(() => leave.mockRestore());
  return leave;
}

describe('settings: account', () => {
  it('invites a visitor to log in instead of showing an empty page, and keeps the display choices', async () => {
    const leave = watchLeaving();
    const fetchMock = stubFetch({ 'GET /api/oauth2/poe/redirect': { body: 'https://poe.example/authorize' } });
    renderApp('/settings');
    const prompt = await screen.findByRole('region', { name: 'Your account' });
    expect(prompt).toHaveTextContent('Log in to change your display name');
    expect(screen.getByRole('region', { name: 'Display' })).toBeInTheDocument();

    await userEvent.click(within(prompt).getByRole('button', { name: 'Log in with Path of Exile' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://poe.example/authorize'));
    const [redirect] = sentRequests(fetchMock, '/api/oauth2/poe/redirect');
    expect(redirect?.url.searchParams.get('last_url')).toBe('/settings');
  });

  it('checks the display name as the server would before sending it', async () => {
    logInAs(1);
    const fetchMock = stubFetch(settingsApi(user()));
    renderApp('/settings');
    const ui = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Display name' });
    expect(input).toHaveValue('Ashvale');

    await ui.clear(input);
    await ui.type(input, '   ');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(/Display name is required/);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await ui.clear(input);
    await ui.type(input, 'x'.repeat(41));
    expect(screen.getByRole('alert')).toHaveTextContent('Display name must be at most 40 characters');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('saves the display name and shows it in the menu at once', async () => {
    logInAs(1);
    const fetchMock = stubFetch(
      settingsApi(user(), {
        'PATCH /api/users/self': async (request) => {
          const body = (await request.json()) as { display_name: string };
          return { body: user({ display_name: body.display_name.trim() }) };
        },
      }),
    );
    renderApp('/settings');
    const ui = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Display name' });
    await ui.clear(input);
    await ui.type(input, ' Ash of the Vale {Enter}');

    expect(await screen.findByText('Saved. You are now shown as Ash of the Vale.')).toBeInTheDocument();
    expect(input).toHaveValue('Ash of the Vale');
    expect(screen.getByRole('button', { name: /Account menu for Ash of the Vale/ })).toBeInTheDocument();
    const [patch] = sentRequests(fetchMock).filter((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ display_name: ' Ash of the Vale ' });
  });

  it("shows the server's reason when it refuses the name", async () => {
    logInAs(1);
    stubFetch(
      settingsApi(user(), {
        'PATCH /api/users/self': {
          status: 400,
          body: {
            error: 'body.display_name: must not contain control or invisible characters',
            code: 'validation_failed',
            details: [{ path: 'body.display_name', message: 'must not contain control or invisible characters' }],
          },
        },
      }),
    );
    renderApp('/settings');
    const ui = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Display name' });
    await ui.type(input, '2');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Display name must not contain control or invisible characters'),
    ).toBeInTheDocument();
  });

  it('shows each account in words, with Connect and the participation tooltip only where needed', async () => {
    logInAs(1);
    stubFetch(settingsApi(user({ twitch_id: '70000004', twitch_name: 'dust_live' })));
    renderApp('/settings');
    const accounts = await screen.findByRole('region', { name: 'Connected accounts' });
    expect(accounts).toHaveTextContent('To take part in an event you need both Path of Exile and Discord connected.');
    const card = (name: string) =>
      within(accounts).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

    const poe = card('Path of Exile');
    expect(poe).toHaveTextContent('Required');
    expect(poe).toHaveTextContent('Connected as Ashvale#1037');
    expect(within(poe).queryByRole('button')).not.toBeInTheDocument();
    expect(poe).toHaveTextContent('Your Path of Exile account stays connected');

    const discord = card('Discord');
    expect(discord).toHaveTextContent('Not connected');
    const connect = within(discord).getByRole('button', { name: 'Connect Discord' });
    expect(connect).toHaveAccessibleDescription(CONNECT_TOOLTIP);
    expect(within(discord).getAllByText(CONNECT_TOOLTIP)).toHaveLength(2);

    const twitch = card('Twitch');
    expect(twitch).toHaveTextContent('Optional');
    expect(twitch).toHaveTextContent('Connected as dust_live');
    expect(within(twitch).getByRole('button', { name: 'Disconnect Twitch' })).toBeInTheDocument();
    expect(within(twitch).queryByText(CONNECT_TOOLTIP)).not.toBeInTheDocument();
  });

  it('connects a second account by starting the provider sign-in while logged in', async () => {
    logInAs(1);
    const leave = watchLeaving();
    const fetchMock = stubFetch(
      settingsApi(user(), { 'GET /api/oauth2/discord/redirect': { body: 'https://discord.example/oauth2/authorize' } }),
    );
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Discord' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://discord.example/oauth2/authorize'));
    const [redirect] = sentRequests(fetchMock, '/api/oauth2/discord/redirect');
    expect(redirect?.url.searchParams.get('last_url')).toBe('/settings');
    expect(redirect?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('disconnects an account after a confirmation', async () => {
    logInAs(1);
    const fetchMock = stubFetch(
      settingsApi(linked, {
        'POST /api/users/remove-auth': { body: { ...linked, twitch_id: null, twitch_name: null } },
      }),
    );
    renderApp('/settings');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Disconnect Twitch' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await ui.click(screen.getByRole('button', { name: 'Yes, disconnect' }));

    expect(await screen.findByText('Twitch was disconnected.')).toBeInTheDocument();
    const twitch = screen.getByRole('heading', { level: 3, name: 'Twitch' }).closest('li') as HTMLElement;
    expect(twitch).toHaveTextContent('Not connected');
    expect(within(twitch).getByRole('button', { name: 'Connect Twitch' })).toBeInTheDocument();
    const [removal] = sentRequests(fetchMock, '/api/users/remove-auth');
    expect(removal?.method).toBe('POST');
    expect(removal?.url.searchParams.get('provider')).toBe('twitch');
  });

  it("shows the server's refusal to disconnect", async () => {
    logInAs(1);
    stubFetch(
      settingsApi(linked, {
        'POST /api/users/remove-auth': {
          status: 409,
          body: {
            error: 'Connect another account first: at least one must stay connected so you can sign in',
            code: 'conflict',
          },
        },
      }),
    );
    renderApp('/settings');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Disconnect Discord' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, disconnect' }));
    const discord = screen.getByRole('heading', { level: 3, name: 'Discord' }).closest('li') as HTMLElement;
    expect(await within(discord).findByRole('alert')).toHaveTextContent('at least one must stay connected');
    expect(discord).toHaveTextContent('Connected as dustmoth');
  });

  it('keeps the only account connected', async () => {
    logInAs(1);
    stubFetch(settingsApi(user({ account_name: null, discord_id: '9', discord_name: 'dust' })));
    renderApp('/settings');
    const discord = (await screen.findByRole('heading', { level: 3, name: 'Discord' })).closest('li') as HTMLElement;
    expect(within(discord).queryByRole('button')).not.toBeInTheDocument();
    expect(discord).toHaveTextContent('This is your only connected account');
    const poe = screen.getByRole('heading', { level: 3, name: 'Path of Exile' }).closest('li') as HTMLElement;
    expect(within(poe).getByRole('button', { name: 'Connect Path of Exile' })).toHaveAccessibleDescription(
      CONNECT_TOOLTIP,
    );
  });
});
