import type { Stream } from '@app/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_USERS, fourTeamEvent } from '~/lib/scoreboard/scores.fixture';
import { groupStreams } from '~/features/streams/components/streams-by-team';
import { twitchPlayerUrl } from '~/features/streams/components/stream-player';
import { thumbnailUrl } from '~/features/streams/components/stream-card';
import { readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';
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

describe('a stream card without its picture', () => {
  /** The card's picture area: the thumbnail, or the stand-in naming the streamer (hidden from readers: the card says it). */
  const standIn = (card: HTMLElement, name: string) =>
    within(card)
      .getAllByText(name)
      .find((element) => element.closest('[aria-hidden="true"]'));

  it("shows the streamer's name in the team's colour, framed by it, when the thumbnail does not load", async () => {
    stubFetch(api());
    renderApp('/streams');
    const ember = await screen.findByRole('region', { name: 'Ember Tide' });
    const card = within(ember).getByRole('link', { name: /brimlock/ });
    const thumbnail = within(card).getByRole('presentation');
    expect(thumbnail).toHaveAttribute('src', 'https://thumbs.example/brimlock_live-440x248.jpg');
    expect(standIn(card, 'brimlock')).toBeUndefined();

    fireEvent.error(thumbnail);
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    // Ember Tide's #e4572e, adjusted where needed to stay readable on the card surface of the (default) dark theme.
    const name = standIn(card, 'brimlock');
    expect(name).toHaveStyle({ color: readableTextColor('#e4572e', THEME_SURFACES.dark.card) });
    expect(name?.parentElement).toHaveStyle({ borderColor: '#e4572e' });
    // The card still reads as one link: LIVE, viewers, name once, title.
    // (jsdom joins inline spans without spaces.)
    expect(card).toHaveAccessibleName('LIVE90 viewers brimlockbrimlock_live pushing delve');
  });

  it('shows the stand-in straight away for a stream that has no thumbnail, in plain text colour for a player in no team', async () => {
    stubFetch(api({ 'GET /api/streams': { body: [{ ...stream(99, 5, 'nomad_live'), thumbnail_url: '' }] } }));
    renderApp('/streams');
    const others = await screen.findByRole('region', { name: 'Other participants' });
    const card = within(others).getByRole('link', { name: /nomad/ });
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    const name = standIn(card, 'nomad');
    expect(name).toBeInTheDocument();
    expect(name).not.toHaveAttribute('style');
  });
});
