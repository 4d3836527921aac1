import { expect, type Page } from './support';

/** The designer's screens, as journeys that build their own events use them. */

/** On an event's Scoring presets page: a new preset with a method and its points list. */
export async function createPreset(page: Page, name: string, method: string, points: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Scoring method').selectOption({ label: method });
  await page.getByLabel('Points', { exact: true }).fill(points);
  await page.getByRole('button', { name: 'Create preset' }).click();
  await expect(page.getByText(new RegExp(`Created “${name}”`))).toBeVisible();
}

/** On the Categories page (or inside a category): a new category. */
export async function addCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Saved “${name}” — scores are being re-evaluated.`)).toBeVisible();
}

/** Opens a category of the objective tree by its name. */
export async function openCategory(page: Page, name: string) {
  await page.getByRole('region', { name: 'Objective tree' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
