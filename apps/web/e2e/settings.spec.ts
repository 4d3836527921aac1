import { expect, expectAccessible, logIn, mintToken, test } from './support';
import { accountMenu, DEMO_USERS } from './sign-in-support';

const CONNECT_TIP = 'Connect your account to participate in the event';

test('a visitor gets a sign-in prompt on Settings, not an empty page', async ({ page }) => {
  await page.goto('/settings');
  const prompt = page.getByRole('region', { name: 'Your account' });
  await expect(prompt).toContainText('Log in to change your display name');
  await expect(prompt.getByRole('button', { name: 'Log in with Path of Exile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Display' })).toBeVisible();
  await expectAccessible(page);
});

test('the display name is saved and still shown after a reload', async ({ page }) => {
  const { id, name } = DEMO_USERS.umberly;
  await logIn(page, mintToken(id));
  await page.goto('/settings');
  const field = page.getByRole('textbox', { name: 'Display name' });
  await expect(field).toHaveValue(name);
  await expectAccessible(page);

  await field.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(`${name} the Bold`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved. You are now shown as ${name} the Bold.`)).toBeVisible();
  await expect(accountMenu(page, `${name} the Bold`)).toBeVisible();

  await page.reload();
  await expect(field).toHaveValue(`${name} the Bold`);
  await expect(accountMenu(page, `${name} the Bold`)).toBeVisible();

  // Leave the demo data as it was for other journeys.
  await field.fill(name);
  await field.press('Enter');
  await expect(page.getByText(`Saved. You are now shown as ${name}.`)).toBeVisible();
});

test('theme and team limit are remembered after a reload', async ({ page }) => {
  await logIn(page, mintToken(DEMO_USERS.umberly.id));
  await page.goto('/settings');
  const display = page.getByRole('region', { name: 'Display' });
  await display.getByRole('button', { name: 'Switch to light theme' }).click();
  const slider = display.getByRole('slider', { name: /Limit Shown Teams/ });
  await expect(slider).toHaveAttribute('aria-valuetext', 'No Limit');
  await slider.focus();
  for (let step = 0; step < 4; step++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '4 teams');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(display.getByText('Currently light')).toBeVisible();
  await expect(display.getByRole('slider', { name: /Limit Shown Teams: 4/ })).toHaveAttribute(
    'aria-valuetext',
    '4 teams',
  );
  await expectAccessible(page);
});

test('the game account cannot be disconnected; Discord can, and is then asked for again', async ({ page }) => {
  const { id, account, discord } = DEMO_USERS.umberly;
  await logIn(page, mintToken(id));
  await page.goto('/settings');
  const accounts = page.getByRole('region', { name: 'Connected accounts' });
  const card = (name: string) => accounts.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

  await expect(card('Path of Exile')).toContainText(`Connected as ${account}`);
  await expect(card('Path of Exile').getByRole('button')).toHaveCount(0);
  await expect(card('Path of Exile')).toContainText('stays connected');
  await expect(card('Twitch')).toContainText('Not connected');
  await expect(card('Twitch')).toContainText('Optional');

  await expect(card('Discord')).toContainText(`Connected as ${discord}`);
  await card('Discord').getByRole('button', { name: 'Disconnect Discord' }).click();
  await card('Discord').getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(page.getByText('Discord was disconnected.')).toBeVisible();

  await page.reload();
  await expect(card('Discord')).toContainText('Not connected');
  const connect = card('Discord').getByRole('button', { name: 'Connect Discord' });
  await expect(connect).toHaveAccessibleDescription(CONNECT_TIP);
  // The tooltip shows for the mouse and for the keyboard alike.
  const tip = card('Discord').locator('.tooltip-content');
  await expect(tip).toHaveText(CONNECT_TIP);
  await expect(tip).toHaveCSS('opacity', '0');
  await connect.hover();
  await expect(tip).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(tip).toHaveCSS('opacity', '0');
  await connect.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(connect).toBeFocused();
  await expect(tip).toHaveCSS('opacity', '1');
  await expectAccessible(page);
});
