import { HealthSchema, ReadinessSchema } from '../contracts/health';
import { describeEndpoints } from './endpoint';

export const healthEndpoints = describeEndpoints('Health', {
  getHealth: {
    summary: 'Liveness: is the process up? (never waits on the database)',
    description: 'For a supervisor deciding whether to restart the process. Load balancers ask GET /api/ready.',
    responses: { 200: HealthSchema },
  },
  getReady: {
    summary: 'Readiness: should a load balancer send this process requests?',
    description:
      '200 when the database answers, its schema is the one this version knows, the live feed listens and the ' +
      'hot reads are in memory; 503 otherwise, and from the moment the process starts shutting down.',
    responses: { 200: ReadinessSchema, 503: ReadinessSchema },
  },
});
