import { expect, type Page } from './support';

/** A sign-up as the journeys read it from GET /api/events/{id}/signups. */
export type SignupJson = {
  user: { id: number; display_name: string };
  status: string;
  team_id: number | null;
  team_lead: boolean;
};

/** Every sign-up of the event, as an organiser reads it. */
export async function eventSignups(request: Page['request'], admin: Record<string, string>, eventId: number) {
  const response = await request.get(`/api/events/${eventId}/signups`, { headers: admin });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignupJson[];
}

/** The cells of one row of the team sort page's tables, found by the table's name and the row's header. */
export const rowCells = (page: Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');
