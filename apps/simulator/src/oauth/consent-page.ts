import type { ConsentChoice, OAuthProvider } from '../accounts';
import type { SimResponse } from '../http/router';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { poe: 'Path of Exile', twitch: 'Twitch', discord: 'Discord' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The same authorize request with one hint added: a link relative to the page, so any host and prefix work. */
function withHint(query: URLSearchParams, key: 'sim_account' | 'sim_deny', value: string): string {
  const next = new URLSearchParams(query);
  next.set(key, value);
  return `?${next.toString()}`;
}

/**
 * Demo mode's consent page: a real provider would ask for a password here; the simulator lets the person pick
 * who signs in (any scenario account, including people the site does not know yet) or refuse. Each choice is a
 * link back to the same authorize request with `sim_account` or `sim_deny=1`, so it works without script.
 */
export function consentPage(provider: OAuthProvider, choices: ConsentChoice[], query: URLSearchParams): SimResponse {
  const name = PROVIDER_NAMES[provider];
  const items = choices
    .map(
      (choice) =>
        `<li><a href="${escapeHtml(withHint(query, 'sim_account', choice.hint))}">${escapeHtml(choice.label)}</a></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (provider simulator)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; line-height: 1.5; }
main { max-width: 36rem; margin: 0 auto; }
ul { padding-left: 1.25rem; }
li { margin: 0.25rem 0; overflow-wrap: anywhere; }
a { color: #1d4ed8; }
a:focus { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sign in with ${name} as…</h1>
<p>This is the demo's provider simulator, standing in for ${name}. Choose who signs in; no password is needed.</p>
<nav aria-label="People to sign in as">
<ul>
${items}
</ul>
</nav>
<p><a href="${escapeHtml(withHint(query, 'sim_deny', '1'))}">Deny: refuse to sign in</a></p>
</main>
</body>
</html>
`;
  return {
    status: 200,
    text: html,
    contentType: 'text/html; charset=utf-8',
    headers: { 'Cache-Control': 'no-store' },
  };
}
