/**
 * `npm run sim` / `tsx apps/simulator/src/main.ts`: the simulator alone, with the demo scenario.
 * The only file of the simulator that reads process.env:
 *   SIM_PORT  (default 8100)   SIM_HOST (default 127.0.0.1)
 *   SIM_SPEED virtual ms per wall ms (default 60: one virtual hour per real minute; 0 freezes time)
 *   SIM_CONTROL "0" disables the /_control HTTP API (default on)
 *   SIM_ITEM_FORMAT "3.28" (default) or "3.29"
 */
import { z } from 'zod';
import { buildDemoScenario } from './demo/demo-scenario';
import { startSimulator } from './simulator';

const EnvSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65_535).default(8100),
  SIM_HOST: z.string().min(1).default('127.0.0.1'),
  SIM_SPEED: z.coerce.number().min(0).default(60),
  SIM_CONTROL: z.enum(['0', '1']).default('1'),
  SIM_ITEM_FORMAT: z.enum(['3.28', '3.29']).default('3.28'),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`Invalid simulator configuration:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}
const env = parsed.data;

const simulator = await startSimulator({
  scenario: buildDemoScenario({ startAt: new Date(), itemFormat: env.SIM_ITEM_FORMAT }),
  port: env.SIM_PORT,
  host: env.SIM_HOST,
  clock: { speed: env.SIM_SPEED },
  controlApi: env.SIM_CONTROL === '1',
  consentChooser: true,
});

const width = Math.max(...Object.keys(simulator.urls).map((name) => name.length));
console.log(`Provider simulator (demo scenario, clock ×${env.SIM_SPEED}) listening:`);
for (const [name, url] of Object.entries(simulator.urls)) console.log(`  ${name.padEnd(width)}  ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
