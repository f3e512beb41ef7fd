import { describe, expectTypeOf, it } from 'vitest';
import type { BloodPressureListResult, PortalConfig } from '@macao-phr/contract';
import { paths } from '@macao-phr/contract';
import type { ApiClient } from './client.ts';

/** Calls by path constant take the body their row's request schema takes in, and answer its response schema's output. */
describe('api.call types', () => {
  // A stand-in: these tests are about what compiles; the calls only have to run harmlessly.
  const api = { call: () => new Promise(() => undefined), fileUrl: () => '', fetchFile: () => new Promise(() => undefined) } as unknown as ApiClient;

  it('infers the answer from the row, and the body from its request or query schema', () => {
    expectTypeOf(api.call(paths.bloodPressureList, { page: { pageNum: 1, pageSize: 10 } })).toEqualTypeOf<Promise<BloodPressureListResult>>();
    expectTypeOf(api.call(paths.portalConfig)).toEqualTypeOf<Promise<PortalConfig>>();
    expectTypeOf<Parameters<typeof api.call<typeof paths.bloodPressureDelete>>[1]>().toEqualTypeOf<{ id: number }>();
  });

  it('refuses a wrong body, a missing one, a wrong answer type and an unknown path', () => {
    // @ts-expect-error: the reading's id is a number
    void api.call(paths.bloodPressureDelete, { id: 'seven' });
    // @ts-expect-error: the body is required
    void api.call(paths.bloodPressureDelete);
    // @ts-expect-error: a field the row does not take
    void api.call(paths.bloodPressureDelete, { id: 7, patid: 'MO-1' });
    // @ts-expect-error: no such row
    void api.call('/healthRecord/bloodPressure/remove', { id: 7 });
    // @ts-expect-error: a row's name is not its address
    void api.call('bloodPressureDelete', { id: 7 });
    // @ts-expect-error: a byte row is not called for an envelope
    void api.call(paths.exportPdf, { sections: 'visits', start: '2024-01-01', end: '2024-12-31' });
    expectTypeOf(api.call(paths.bloodPressureList, {})).not.toEqualTypeOf<Promise<PortalConfig>>();
  });

  it('builds byte rows’ addresses from their query schema', () => {
    expectTypeOf(api.fileUrl(paths.inspectionImage, { id: 3, size: 'thumb' })).toEqualTypeOf<string>();
    // @ts-expect-error: the size is one of the picture sizes
    void api.fileUrl(paths.inspectionImage, { id: 3, size: 'huge' });
    // @ts-expect-error: a JSON row has no file
    void api.fetchFile(paths.bloodPressureList, {});
  });
});
