/** Helpers for the event admin pages' tests (imported by *.test.tsx only; the '-' prefix keeps it out of the routes). */
import type { UserEvent } from '@testing-library/user-event';

/** Replaces the text of a field the way an admin does: empty it, then paste. */
export async function pasteInto(ui: UserEvent, box: HTMLElement, text: string) {
  await ui.clear(box);
  await ui.click(box);
  await ui.paste(text);
}
