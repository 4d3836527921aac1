/**
 * The server is launched from six places (the npm scripts, the systemd units, the Dockerfile, the deploy
 * suite). Its heap flags are what keep a worker's memory and collections in check (README "Memory"), so every
 * launch must give the same ones.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(`${repoRoot}/${file}`, 'utf8');

/** The `--flag=value` options of a node command line, in order. */
const nodeFlags = (commandLine: string) => commandLine.match(/--[a-z-]+(=\S+)?/g) ?? [];

describe('launching the server', () => {
  it('gives node the same flags everywhere', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const expected = nodeFlags(scripts['start:server']!);
    expect(expected).toContain('--max-old-space-size=384');
    expect(expected).toContain('--initial-old-space-size=128');

    const execStart = (unit: string) => /^ExecStart=(.*)$/m.exec(read(unit))?.[1] ?? '';
    const dockerCmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1] ?? '[]';
    const deploySuite = /const NODE_FLAGS = (\[.*\]);/.exec(read('apps/server/src/test/deploy-cluster.ts'))?.[1];
    const launches = {
      'start:prod': scripts['start:prod']!,
      'api unit': execStart('deploy/systemd/event-site-api@.service'),
      'worker unit': execStart('deploy/systemd/event-site-worker@.service'),
      Dockerfile: (JSON.parse(dockerCmd) as string[]).join(' '),
      'deploy suite': (JSON.parse((deploySuite ?? '[]').replaceAll("'", '"')) as string[]).join(' '),
    };
    for (const [launch, commandLine] of Object.entries(launches)) {
      expect({ launch, flags: nodeFlags(commandLine) }).toEqual({ launch, flags: expected });
    }
  });
});
