import { expect, expectAccessible, test } from './support';

test('the rules page expands an item when chosen, not when focused', async ({ page }) => {
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(page.locator('details')).toHaveCount(8);

  const question = page.getByText('Can I sign up together with a friend?');
  const answer = page.getByText(/enters the other’s game account name/);
  await expect(answer).toBeHidden();

  await question.focus();
  await expect(answer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  await expectAccessible(page);
});
