import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../env';

/**
 * The node options of the root's `start:server` script (heap cap and first limit, source maps): the one
 * place they are written for the deploy suite and the benches. The systemd units, the Dockerfile and
 * `start:prod` repeat them, held to the same by launch-flags.test.ts.
 */
export function startServerNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { 'start:server': string };
  };
  return manifest.scripts['start:server'].split(/\s+/).filter((word) => word.startsWith('--'));
}
