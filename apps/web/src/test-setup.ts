import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { authStore } from '~/lib/auth';
import { loadMessageChecks } from '~/lib/scoreboard/score-socket';

// findBy*/waitFor give up after 1 s by default; the first render of a file (lazy route chunks, a cold router) can
// take longer on a shared 2-core machine running two test files at once (a lazy dialog once took over 5 s there
// under a load average of 16). A safety net, not an expected wait; the test itself gives up at 30 s.
configure({ asyncUtilTimeout: 15_000 });

// The live feeds check their messages with a module a browser loads once the first socket opens (score-socket.ts);
// loaded once here, so that tests hand messages over as a page does from then on. score-socket.test.ts covers the
// messages that come before it.
beforeAll(() => loadMessageChecks());

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods; these mirror what browsers do to `open`.
Object.defineProperties(HTMLDialogElement.prototype, {
  showModal: {
    configurable: true,
    value(this: HTMLDialogElement) {
      this.open = true;
    },
  },
  close: {
    configurable: true,
    value(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  },
});

afterEach(() => {
  cleanup();
  authStore.logout();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
