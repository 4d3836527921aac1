/**
 * The server is launched from six places: the npm scripts, the systemd units, the Dockerfile and the deploy
 * suite (which takes `start:server`'s options itself). Its heap flags are what keep a worker's memory and
 * collections in check (README "Memory"), so every launch must give the same ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './env';
import { startServerNodeFlags } from './test/start-flags';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The `--flag=value` options of a node command line, in order. */
const nodeFlags = (commandLine: string) => commandLine.match(/--[a-z-]+(=\S+)?/g) ?? [];

describe('launching the server', () => {
  it('gives node the same flags everywhere', () => {
    const expected = startServerNodeFlags();
    expect(expected).toContain('--max-old-space-size=384');
    expect(expected).toContain('--initial-old-space-size=128');

    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const execStart = (unit: string) => /^ExecStart=(.*)$/m.exec(read(unit))?.[1] ?? '';
    const dockerCmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1] ?? '[]';
    const launches = {
      'start:prod': scripts['start:prod'] ?? '',
      'api unit': execStart('deploy/systemd/event-site-api@.service'),
      'worker unit': execStart('deploy/systemd/event-site-worker@.service'),
      Dockerfile: (JSON.parse(dockerCmd) as string[]).join(' '),
    };
    for (const [launch, commandLine] of Object.entries(launches)) {
      expect({ launch, flags: nodeFlags(commandLine) }).toEqual({ launch, flags: expected });
    }
  });
});
