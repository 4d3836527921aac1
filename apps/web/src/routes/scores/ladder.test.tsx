import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LadderEntry } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeSocket, ladderEntry, scoresApi } from '~/lib/scoreboard/scores.fixture';
import { renderApp, sentRequests, stubFetch } from '~/testing';
import { LADDER_HEAD_ROWS } from '@app/shared';

beforeEach(installFakeSocket);

const LADDER_PATH = '/api/events/current/ladder';

/**
 * A ladder of `size` entries answered as the server does: with `limit`, its first entries at once; without,
 * whenever the test lets the whole ladder arrive.
 */
function ladderApi(size: number) {
  const ladder = Array.from({ length: size }, (_, index) => ladderEntry(index + 1));
  let arrive: (entries: LadderEntry[]) => void = () => {};
  const whole = new Promise<LadderEntry[]>((resolve) => (arrive = resolve));
  const fetchMock = stubFetch(
    scoresApi({
      [`GET ${LADDER_PATH}`]: async (request) => {
        const limit = new URL(request.url).searchParams.get('limit');
        return { body: limit === null ? await whole : ladder.slice(0, Number(limit)) };
      },
    }),
  );
  return { fetchMock, letWholeArrive: () => arrive(ladder) };
}

const ladderTable = () => screen.findByRole('table', { name: 'Character ladder' });

describe('the ladder of a large league', () => {
  it('shows the first rows before the whole ladder arrives, then keeps them in place when it does', async () => {
    const { fetchMock, letWholeArrive } = ladderApi(2_000);
    renderApp('/scores/ladder');
    const table = await ladderTable();
    expect(await within(table).findByRole('link', { name: 'Char1' })).toBeInTheDocument();
    expect(screen.getByText(`500 event players in the top 500 · loading the rest…`)).toBeInTheDocument();
    // Sorting the first rows alone would rank them wrongly: it waits.
    expect(within(table).getByRole('button', { name: /DPS/ })).toBeDisabled();

    const region = screen.getByRole('region', { name: 'Character ladder' });
    region.scrollTop = 5_600;
    region.dispatchEvent(new Event('scroll'));
    const link100 = await within(table).findByRole('link', { name: 'Char100' });

    letWholeArrive();
    expect(await screen.findByText('2000 event players (2000 on the league ladder)')).toBeInTheDocument();
    expect(region.scrollTop).toBe(5_600);
    // The same element, not a new one drawn in its place.
    expect(within(table).getByRole('link', { name: 'Char100' })).toBe(link100);
    expect(within(table).getByRole('button', { name: /DPS/ })).toBeEnabled();
    const asked = sentRequests(fetchMock, LADDER_PATH).map((request) => request.url.search);
    expect(asked).toEqual([`?limit=${LADDER_HEAD_ROWS}`, '']);
  });

  it('searches the first rows while the rest loads, and never says "no match" before it has looked through all', async () => {
    const { letWholeArrive } = ladderApi(2_000);
    const ui = userEvent.setup();
    renderApp('/scores/ladder');
    const table = await ladderTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await ui.type(search, 'Char12');
    // Char12 and Char120–Char129 in the first 500, in their places on the whole ladder.
    expect(await screen.findByText('11 found in the top 500 · loading the rest…')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Char12' })).toBeInTheDocument();

    await ui.clear(search);
    await ui.type(search, 'Char1999');
    expect(await screen.findByText('0 found in the top 500 · loading the rest…')).toBeInTheDocument();
    expect(screen.queryByText('No character matches the search.')).not.toBeInTheDocument();
    expect(within(table).getByText('Loading the rest of the ladder…')).toBeInTheDocument();

    letWholeArrive();
    expect(await within(table).findByRole('link', { name: 'Char1999' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2000 event players (2000 on the league ladder)')).toBeInTheDocument();
  });

  it('asks once when the first rows are the whole ladder', async () => {
    const { fetchMock } = ladderApi(30);
    renderApp('/scores/ladder');
    expect(await screen.findByText('30 event players (30 on the league ladder)')).toBeInTheDocument();
    expect(screen.queryByText(/loading the rest/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Character ladder' })).getAllByRole('row').length,
      ).toBeGreaterThan(10),
    );
    expect(sentRequests(fetchMock, LADDER_PATH).map((request) => request.url.search)).toEqual([
      `?limit=${LADDER_HEAD_ROWS}`,
    ]);
  });
});
