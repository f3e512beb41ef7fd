import { describe, expect, it } from 'vitest';
import { z } from './z.ts';
import { endpoints } from './endpoints.ts';
import { paths } from './paths.ts';

describe('endpoint table', () => {
  it('covers every path exactly once', () => {
    const tablePaths = Object.values(endpoints).map((e) => e.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    for (const path of Object.values(paths)) {
      if (path !== paths.openapi) expect(tablePaths).toContain(path);
    }
  });

  it('turns every schema into JSON Schema (for /api/openapi.json)', () => {
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.request) expect(() => z.toJSONSchema(endpoint.request, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
    }
  });
});
