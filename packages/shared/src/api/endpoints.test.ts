import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { ROUTES, type EndpointName } from './routes';

const names = Object.keys(ROUTES) as EndpointName[];
const objectKeys = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

describe('the endpoint declarations', () => {
  it('give every route its shapes', () => {
    for (const name of names) expect(ENDPOINTS[name], name).toMatchObject({ name, ...ROUTES[name] });
  });

  it('name each path parameter in the params schema, and nothing else there', () => {
    for (const name of names) {
      const endpoint = ENDPOINTS[name];
      const placeholders = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = 'params' in endpoint ? objectKeys(endpoint.params) : [];
      expect(declared, `${name} ${endpoint.path}`).toEqual(placeholders);
    }
  });

  it('send a body only where the method carries one, and declare a success answer', () => {
    for (const name of names) {
      const endpoint = ENDPOINTS[name];
      if ('body' in endpoint) expect(['POST', 'PUT', 'PATCH'], name).toContain(endpoint.method);
      const statuses = Object.keys('responses' in endpoint ? endpoint.responses : {}).map(Number);
      const succeeds = statuses.some((status) => status >= 200 && status < 300);
      expect(succeeds || 'socket' in endpoint, `${name} declares no success answer`).toBe(true);
    }
  });

  it('give each method and path to one endpoint only', () => {
    const addresses = names.map((name) => `${ROUTES[name].method} ${ROUTES[name].path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
