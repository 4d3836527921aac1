import { expect, expectAccessible, logIn, mintToken, test } from './support';
import { DEMO_USERS } from './sign-in-support';

test('an admin gives a player a permission, which the player has at their next request', async ({ page, browser }) => {
  const { id, name, account } = DEMO_USERS.nettlewy;
  await logIn(page, mintToken(1, ['admin']));
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(row).toContainText(DEMO_USERS.nettlewy.discord);
  await expectAccessible(page);

  const manager = row.getByRole('button', { name: `Manager for ${name}` });
  await expect(manager).toHaveAttribute('aria-pressed', 'false');
  await manager.click();
  await expect(page.getByText(`${name} now has the Manager permission.`)).toBeVisible();
  await expect(manager).toHaveAttribute('aria-pressed', 'true');

  // The player's old token carries no permissions; the server's answer about them does.
  const player = await browser.newPage();
  await logIn(player, mintToken(id));
  await player.goto('/');
  await expect(player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  await player.close();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account);
  await expect(manager).toHaveAttribute('aria-pressed', 'true');
  await manager.click();
  await expect(page.getByText(`${name} no longer has the Manager permission.`)).toBeVisible();
  await expect(manager).toHaveAttribute('aria-pressed', 'false');
});

test('the last admin cannot lose the admin permission, and the page says why', async ({ page, pageProblems }) => {
  // The server's 409 is the refusal under test; the browser logs it as a failed request.
  pageProblems.allow(/status of 409 .*\/api\/users\/1$/);
  await logIn(page, mintToken(1, ['admin']));
  await page.goto('/admin/user-management');
  await page.getByRole('combobox', { name: 'Permission' }).selectOption('Admin');
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  const admin = page.getByRole('button', { name: /^Admin for / });
  await admin.click();
  await expect(page.getByRole('alert')).toContainText('last admin');
  await expect(admin).toHaveAttribute('aria-pressed', 'true');
});

test('anyone who is not an admin is sent home', async ({ page }) => {
  await logIn(page, mintToken(DEMO_USERS.nettlewy.id));
  await page.goto('/admin/user-management');
  await expect(page).toHaveURL(/\/$/);
});
