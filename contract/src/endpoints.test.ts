import { describe, expect, it } from 'vitest';
import { z } from './z.ts';
import { endpoints, type Endpoint } from './endpoints.ts';
import { GET_PATHS, paths } from './paths.ts';
import { ACCESS_ACTIONS, ACCESS_RECORD_TYPES } from './access-log.ts';

const rows = Object.entries(endpoints as Record<string, Endpoint>);

/** Tags whose calls read or change a resident's health records (or their log, sessions and guardianships). */
const recordTags = new Set(['healthRecord', 'accessLog', 'qr', 'guardian', 'trendInfo', 'uploads', 'vaccination', 'imaging', 'drugs', 'surgery', 'visits', 'export']);
/** Calls under those tags that answer reference data only (the organisations' codes and names). */
const referenceData = new Set(['organisations']);

describe('endpoint table', () => {
  it('covers every path exactly once', () => {
    const tablePaths = Object.values(endpoints).map((e) => e.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    for (const path of Object.values(paths)) {
      if (path !== paths.openapi) expect(tablePaths).toContain(path);
    }
  });

  it('names every row as its path, and lists its GET rows for the clients that call by name', () => {
    for (const [name, e] of rows) expect(paths[name as keyof typeof paths], name).toBe(e.path);
    expect([...GET_PATHS].sort()).toEqual(rows.filter(([, e]) => e.method === 'GET').map(([, e]) => e.path).sort());
  });

  it('turns every schema into JSON Schema (for /api/openapi.json)', () => {
    for (const [, endpoint] of rows) {
      if (endpoint.request) expect(() => z.toJSONSchema(endpoint.request as z.ZodType, { io: 'input' })).not.toThrow();
      if (endpoint.query) expect(() => z.toJSONSchema(endpoint.query as z.ZodType, { io: 'input' })).not.toThrow();
      if (endpoint.response) expect(() => z.toJSONSchema(endpoint.response as z.ZodType, { io: 'output' })).not.toThrow();
    }
  });

  it('gives a JSON answer a response schema, and a byte or stream answer none, fetched by address', () => {
    for (const [name, e] of rows) {
      if (e.answer === 'json') expect(e.response, name).not.toBeNull();
      else {
        expect(e.response, name).toBeNull();
        expect(e.method, name).toBe('GET');
        expect(e.request, name).toBeNull();
        // Its parameters are a query schema, checked like a body.
        expect(e.query, name).toBeDefined();
      }
    }
  });

  it('takes a body only on POST and a query only on GET', () => {
    for (const [name, e] of rows) {
      if (e.method === 'GET') expect(e.request, name).toBeNull();
      if (e.query) expect(e.method, name).toBe('GET');
    }
  });

  it('names an access-log record type and action for every signed-in call about records', () => {
    for (const [name, e] of rows) {
      if (e.auth && recordTags.has(e.tag) && !referenceData.has(name)) expect(e.accessLog, name).not.toBeNull();
      if (e.accessLog) {
        expect(ACCESS_RECORD_TYPES, name).toContain(e.accessLog.recordType);
        expect(ACCESS_ACTIONS, name).toContain(e.accessLog.action);
      }
    }
  });

  it('never calls a change a read', () => {
    for (const [name, e] of rows) {
      if (e.reads && e.accessLog) expect(['add', 'update', 'delete', 'login', 'logout'], name).not.toContain(e.accessLog.action);
    }
    // The signing in and out of a session, and every add, update or delete, run in a transaction.
    expect(rows.filter(([n]) => /(Add|Update|Delete|^login|^loginOut|^save|Subscribe$)/.test(n) && endpoints[n as keyof typeof endpoints].reads).map(([n]) => n)).toEqual([]);
  });
});
