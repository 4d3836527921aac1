import type { DiscordWebhook, DiscordWebhookPurpose } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, logInAs, renderApp, sentRequests, stubFetch, user, type Routes } from '~/testing';
import { pasteInto } from '../-testing';

const event = demoEvent({ id: 9, name: 'Summer Sprint', is_current: false });
const MASKED = 'https://discord.com/api/webhooks/112233445566778801/…';

const webhook = (purpose: DiscordWebhookPurpose, fields: Partial<DiscordWebhook> = {}): DiscordWebhook => ({
  purpose,
  configured: false,
  url_masked: null,
  last_sent_at: null,
  last_error: null,
  last_error_at: null,
  waiting: 0,
  failed: 0,
  ...fields,
});

/** The server's side: the webhooks as stored, changed by the stubbed writes (the page refetches after each). */
function api(stored: DiscordWebhook[], overrides: Routes = {}): Routes {
  return {
    'GET /api/users/self': { body: user({ permissions: ['admin'] }) },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events/9': { body: event },
    'GET /api/events/9/discord-webhooks': () => ({ body: stored }),
    ...overrides,
  };
}

async function open(routes: Routes) {
  logInAs(1, ['admin']);
  const fetchMock = stubFetch(routes);
  renderApp('/admin/events/9/discord');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discord of Summer Sprint' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'New submissions' });
  return { fetchMock, ui: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/admin/events/$eventId/discord', () => {
  it('shows each purpose with its delivery state: masked URL, last sent, waiting, given up and the last error', async () => {
    await open(
      api([
        webhook('submissions', {
          configured: true,
          url_masked: MASKED,
          last_sent_at: '2026-05-01T20:00:00.000Z',
          waiting: 2,
        }),
        webhook('decisions', {
          configured: true,
          url_masked: MASKED,
          failed: 3,
          last_error:
            'Gave up after 5 attempts: Discord does not know this webhook (404): it was deleted; set a new URL',
          last_error_at: '2026-05-01T21:00:00.000Z',
        }),
        webhook('milestones'),
        webhook('job_failures'),
      ]),
    );
    const submissions = card('New submissions');
    expect(submissions).toHaveTextContent(MASKED);
    expect(submissions).toHaveTextContent(/Waiting\s*2/);
    expect(submissions).not.toHaveTextContent('Last sent Never');
    const decisions = card('Decisions');
    expect(decisions).toHaveTextContent(/Given up\s*3/);
    expect(decisions).toHaveTextContent('Discord does not know this webhook (404)');
    expect(within(decisions).getByRole('button', { name: 'Send a test message to Decisions' })).toBeVisible();
    const milestones = card('Milestones');
    expect(milestones).toHaveTextContent('Not connected: nothing is posted.');
    expect(within(milestones).queryByRole('button', { name: /test message/ })).not.toBeInTheDocument();
    expect(within(milestones).getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  it('connects a channel, says why a URL is refused, and sends a test message with its outcome', async () => {
    const stored = ['submissions', 'decisions', 'milestones', 'job_failures'].map((purpose) =>
      webhook(purpose as DiscordWebhookPurpose),
    );
    const url = `https://discord.com/api/webhooks/112233445566778803/${'t'.repeat(68)}`;
    const { fetchMock, ui } = await open(
      api(stored, {
        'PUT /api/events/9/discord-webhooks/milestones': async (request) => {
          const body = (await request.json()) as { url: string };
          if (!body.url.startsWith('https://discord.com/'))
            return {
              status: 400,
              body: {
                error: 'body.url: must be a Discord webhook URL: https://discord.com/api/webhooks/{id}/{token}',
                code: 'validation_failed',
              },
            };
          stored[2] = webhook('milestones', { configured: true, url_masked: MASKED });
          return { body: stored[2] };
        },
        'POST /api/events/9/discord-webhooks/milestones/test': {
          body: { delivered: true, detail: 'Discord accepted the message' },
        },
      }),
    );
    const milestones = card('Milestones');
    const field = within(milestones).getByRole('textbox', { name: 'Webhook URL for Milestones' });

    await ui.click(within(milestones).getByRole('button', { name: 'Connect' }));
    expect(within(milestones).getByText('Paste the webhook URL from Discord.')).toBeVisible();

    await pasteInto(ui, field, 'https://evil.example/api/webhooks/1/2');
    await ui.click(within(milestones).getByRole('button', { name: 'Connect' }));
    expect(await within(milestones).findByRole('alert')).toHaveTextContent('must be a Discord webhook URL');

    await pasteInto(ui, field, url);
    await ui.click(within(milestones).getByRole('button', { name: 'Connect' }));
    expect(await within(milestones).findByText('Milestones now go to the new webhook.')).toBeVisible();
    expect(await within(card('Milestones')).findByText(MASKED)).toBeVisible();
    // The URL is not kept on the page once saved: it holds Discord's token.
    expect(screen.queryByDisplayValue(url)).not.toBeInTheDocument();

    await ui.click(within(card('Milestones')).getByRole('button', { name: 'Send a test message to Milestones' }));
    expect(
      await within(card('Milestones')).findByText('Test message sent: Discord accepted the message.'),
    ).toBeVisible();
    expect(sentRequests(fetchMock, '/api/events/9/discord-webhooks/milestones').map((request) => request.body)).toEqual(
      [{ url: 'https://evil.example/api/webhooks/1/2' }, { url }],
    );
  });

  it('lets only admins in', async () => {
    logInAs(2, ['submission_judge']);
    stubFetch({ ...api([]), 'GET /api/users/self': { body: user({ id: 2, permissions: ['submission_judge'] }) } });
    renderApp('/admin/events/9/discord');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Discord of Summer Sprint');
  });
});
