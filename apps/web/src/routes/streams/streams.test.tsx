import type { Stream } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_USERS, fourTeamEvent } from '~/lib/scoreboard/scores.fixture';
import { groupStreams } from '~/features/streams/components/streams-by-team';
import { twitchPlayerUrl } from '~/features/streams/components/stream-player';
import { thumbnailUrl } from '~/features/streams/components/stream-card';
import { eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

function stream(backend_user_id: number, viewer_count: number, login: string): Stream {
  return {
    id: `s-${login}`,
    user_id: `7${backend_user_id}`,
    user_login: login,
    user_name: login.replace('_live', ''),
    title: `${login} pushing delve`,
    viewer_count,
    started_at: '2026-05-01T18:00:00Z',
    thumbnail_url: `https://thumbs.example/${login}-{width}x{height}.jpg`,
    backend_user_id,
  };
}

const STREAMS = [stream(1, 40, 'ashvale_live'), stream(2, 90, 'brimlock_live'), stream(11, 12, 'lumbra_live')];

function api(overrides = {}) {
  return {
    'GET /api/events/current': { body: fourTeamEvent() },
    'GET /api/events/current/users': { body: EVENT_USERS },
    'GET /api/streams': { body: STREAMS },
    ...overrides,
  };
}

describe('stream helpers', () => {
  it('orders teams own first, then by id, and streams by viewers', () => {
    const groups = groupStreams(STREAMS, fourTeamEvent().teams, EVENT_USERS, 3);
    expect(groups.map((group) => group.team?.name)).toEqual([
      'Verdant Pact',
      'Ember Tide',
      'Frost Wardens',
      'Gilded Shade',
    ]);
    expect(groups[1]?.streams.map((entry) => entry.user_login)).toEqual(['brimlock_live', 'ashvale_live']);
  });

  it('fills the thumbnail size and embeds the player for this site', () => {
    expect(thumbnailUrl('https://t/x-{width}x{height}.jpg')).toBe('https://t/x-440x248.jpg');
    expect(twitchPlayerUrl('glacia_live', 'events.example.org')).toBe(
      'https://player.twitch.tv/?channel=glacia_live&parent=events.example.org',
    );
  });
});

describe('/streams', () => {
  it("lists every team's live streams with LIVE, viewers, name and title, and says when a team has none", async () => {
    logInAs(11);
    stubFetch(
      api({
        'GET /api/events/current/status': { body: eventStatus({ team_id: 3 }) },
        'GET /api/users/self': { body: user({ id: 11 }) },
      }),
    );
    renderApp('/streams');
    expect(await screen.findByRole('heading', { level: 1, name: 'Streams by Team' })).toBeInTheDocument();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'streams-team-3',
      'streams-team-1',
      'streams-team-2',
      'streams-team-4',
    ]);
    const ember = screen.getByRole('region', { name: 'Ember Tide' });
    const cards = within(ember).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/streams/brimlock_live', '/streams/ashvale_live']);
    expect(cards[0]).toHaveTextContent('LIVE90 viewersbrimlockbrimlock_live pushing delve');
    expect(
      within(screen.getByRole('region', { name: 'Frost Wardens' })).getByText(
        'Nobody from Frost Wardens is live right now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Verdant Pact/ })).toHaveTextContent('Your team');
  });

  it("says 'Failed to load streams' when the streams cannot be loaded", async () => {
    // A refusal (not a 404, which means "no current event to show", and not a 5xx, which is retried first).
    stubFetch(
      api({
        'GET /api/streams': { status: 403, body: { error: 'You are not allowed to do this', code: 'forbidden' } },
      }),
    );
    renderApp('/streams');
    expect(await screen.findByText('Failed to load streams')).toBeInTheDocument();
  });

  it('plays a chosen stream above the list', async () => {
    stubFetch(api());
    renderApp('/streams/brimlock_live');
    const player = await screen.findByTitle('Twitch player: brimlock_live');
    expect(player).toHaveAttribute('src', 'https://player.twitch.tv/?channel=brimlock_live&parent=localhost');
    expect(await screen.findByRole('region', { name: 'Ember Tide' })).toBeInTheDocument();
  });
});
