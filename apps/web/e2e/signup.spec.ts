import { expect, expectAccessible, logIn, mintToken, test } from './support';
import { DEMO_USERS } from './sign-in-support';

test('a visitor is asked to log in to apply', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Your application' });
  await expect(block).toContainText('Log in with your Path of Exile account to apply.');
  await expect(block.getByRole('button', { name: 'Log in with Path of Exile' })).toBeVisible();
});

test('a user without the required accounts is sent to Settings, and the red banner asks for the game account', async ({
  page,
}) => {
  await logIn(page, mintToken(DEMO_USERS.judge.id));
  await page.goto('/');
  await expect(page.getByText(/Your Path of Exile account is not connected yet/)).toBeVisible();
  const block = page.getByRole('region', { name: 'Your application' });
  await expect(block).toContainText('first connect your Path of Exile and Discord accounts');
  await expect(block.getByRole('button', { name: 'Apply for the event' })).toHaveCount(0);
  await expectAccessible(page);
  await block.getByRole('link', { name: 'Connect accounts in Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Connect Path of Exile' })).toBeVisible();
});

test('a player withdraws from the demo event, applies again and edits the application', async ({ page }) => {
  const { id, team } = DEMO_USERS.thornic;
  await logIn(page, mintToken(id));
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Your application' });
  await expect(block).toContainText(`You play for team ${team}.`);

  await block.getByRole('button', { name: 'Withdraw application' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(confirm).toContainText(`You will leave team ${team}`);
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(block).toContainText('Your application was withdrawn.');

  await expect(block).toContainText('The event has started, but late applications are open until');
  await block.getByRole('button', { name: 'Apply for the event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for the event' });
  const hours = dialog.getByRole('slider', { name: /How many hours a day/ });
  // The form loads when asked for: checked once it is there (it fades in), not while it is still arriving.
  await expect(hours).toBeVisible();
  await expectAccessible(page);
  await hours.focus();
  for (let step = 0; step < 2; step++) await hours.press('ArrowRight');
  await expect(hours).toHaveAttribute('aria-valuetext', '8 hours a day');
  await dialog.getByRole('radio', { name: /I'm experienced and happy to help/ }).check();
  await dialog.getByRole('textbox', { name: /Partner/ }).fill(DEMO_USERS.umberly.account);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const rules = dialog.getByRole('checkbox', { name: "I've read the rules" });
  await expect(rules).toBeFocused();
  await expect(dialog.getByText('Please confirm that you have read the rules')).toBeVisible();
  await rules.check();
  await dialog.getByRole('button', { name: 'Send application' }).click();

  await expect(block).toContainText('Your application was sent.');
  await expect(block).toContainText(/You have applied and are number \d+ of 100 places/);
  // The demo event is under way: a late applicant is told when they get a team, not "before the event starts".
  await expect(block).toContainText('Late applicants join a team when the organisers next sort teams');
  await expect(block).toContainText(`You asked to play with ${DEMO_USERS.umberly.account}`);

  await page.reload();
  await expect(block).toContainText(/You have applied and are number \d+ of 100 places/);
  await block.getByRole('button', { name: 'Edit application' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your application' });
  await expect(edit.getByRole('slider', { name: /How many hours/ })).toHaveAttribute('aria-valuetext', '8 hours a day');
  await expect(edit.getByRole('radio', { name: /I'm experienced/ })).toBeChecked();
  await edit.getByRole('textbox', { name: /Anything else/ }).fill('Evenings in Europe');
  await edit.getByRole('checkbox', { name: "I've read the rules" }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(block).toContainText('Your changes were saved.');
  await expect(edit).toBeHidden();
  await expectAccessible(page);
});
