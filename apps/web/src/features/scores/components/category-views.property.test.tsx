import { listObjectives } from '@app/scoring';
import type { Objective } from '@app/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoryTabs } from '~/lib/scoreboard/category-tabs';
import { generatedEvent } from '~/lib/scoreboard/generated-trees.fixture';
import { isMasked, objectiveWindow } from '~/lib/scoreboard/objective-state';
import { installFakeSocket, scoresApi } from '~/lib/scoreboard/scores.fixture';
import { eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

/** Enough generated events to meet every presentation, nesting and window; each is replayable from its seed. */
const SEEDS = Array.from({ length: 16 }, (_, index) => 1000 + index);
const NOW = Date.now();

beforeEach(installFakeSocket);

/** Opens every "Show N parts" of the page until none is left closed, so nested rows are on the page too. */
async function expandAll() {
  for (let round = 0; round < 6; round++) {
    const closed = screen
      .queryAllByRole('button', { expanded: false })
      .filter((button) => /^Show \d+ parts?$/.test(button.textContent ?? ''));
    if (closed.length === 0) return;
    await act(async () => closed.forEach((button) => button.click()));
  }
}

/** What a person would call nonsense on a score page. */
function nonsense(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d\s*\/\s*0(?![\d.])/g)) found.push(`"${match[0]}"`);
  for (const word of ['NaN', 'Infinity', 'undefined', '[object Object]']) if (text.includes(word)) found.push(word);
  return found;
}

function overfullBars(): string[] {
  return [...document.querySelectorAll('progress')].flatMap((bar) => {
    const value = Number(bar.getAttribute('value'));
    const max = Number(bar.getAttribute('max'));
    return max > 0 && value >= 0 && value <= max ? [] : [`${bar.getAttribute('aria-label')}: ${value} of ${max}`];
  });
}

const shownIds = () =>
  new Set(
    [...document.querySelectorAll('[data-objective-id]')].map((element) =>
      Number(element.getAttribute('data-objective-id')),
    ),
  );

describe('every event the designer can build shows on the score pages', () => {
  it.each(SEEDS)(
    'generated event %i: every objective on a tab, a Submit control for members, no nonsense numbers',
    async (seed) => {
      const { tree, scores } = generatedEvent(seed, NOW);
      logInAs(1);
      stubFetch(
        scoresApi(
          {
            'GET /api/events/current/objectives': { body: tree },
            'GET /api/events/current/scores/latest': { body: scores },
            'GET /api/events/current/status': { body: eventStatus({ team_id: 1 }) },
            'GET /api/users/self': { body: user({ id: 1 }) },
          },
          NOW,
        ),
      );
      const tabs = categoryTabs(tree);
      const { router } = renderApp('/scores/ladder');
      await screen.findByRole('navigation', { name: 'Score tabs' });

      const seen = new Set<number>();
      const submitFor = new Set<string>();
      for (const tab of tabs) {
        await act(() => router.navigate({ to: '/scores/$tab', params: { tab: tab.key } }));
        await waitFor(() => expect(document.querySelector(`[data-objective-id="${tab.categoryId}"]`)).not.toBeNull());
        await expandAll();
        shownIds().forEach((id) => seen.add(id));
        for (const button of screen.queryAllByRole('button', { name: /^Submit Bounty: / }))
          submitFor.add(button.getAttribute('aria-label')?.replace('Submit Bounty: ', '') ?? '');
        const page = document.body.textContent ?? '';
        expect(nonsense(page), `seed ${seed}, tab ${tab.label}`).toEqual([]);
        expect(overfullBars(), `seed ${seed}, tab ${tab.label}`).toEqual([]);
      }

      // A top-level category not released yet has no tab until it opens (tabCategories); everything else shows.
      const unreleasedTabs = new Set(
        tree.children
          .filter((child) => child.objective_type === 'CATEGORY' && isMasked(child))
          .map((child) => child.id),
      );
      const everything = listObjectives(tree).filter(
        (objective) => objective.id !== tree.id && !unreleasedTabs.has(objective.id),
      );
      const missing = everything.filter((objective) => !seen.has(objective.id));
      expect(
        missing.map((objective) => `${objective.id} ${objective.objective_type} "${objective.name}"`),
        `seed ${seed}`,
      ).toEqual([]);
      // A member of a team can submit every released submission objective that has opened, wherever it is drawn.
      const submittable = everything.filter(
        (objective: Objective) =>
          objective.objective_type === 'SUBMISSION' &&
          objective.name !== '' &&
          objectiveWindow(objective, Date.now()).phase !== 'upcoming',
      );
      expect(
        submittable.filter((objective) => !submitFor.has(objective.name)).map((objective) => objective.name),
        `seed ${seed}`,
      ).toEqual([]);
    },
  );
});
