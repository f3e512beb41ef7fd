import { describe, expect, it } from 'vitest';
import { splitDiagnoses, surgeryDetailRequestSchema, surgeryListRequestSchema } from './surgery.ts';

describe('surgery diagnoses (docs/product/entities.md Surgery record)', () => {
  it('pairs semicolon-separated codes and names by position, trimmed', () => {
    expect(splitDiagnoses('K80.2; K81.0', 'Gallstones ;Acute cholecystitis')).toEqual([
      { id: 'K80.2', name: 'Gallstones' },
      { id: 'K81.0', name: 'Acute cholecystitis' },
    ]);
    expect(splitDiagnoses('K35.8', '急性闌尾炎')).toEqual([{ id: 'K35.8', name: '急性闌尾炎' }]);
  });

  it('drops empty parts, keeps a side empty when the other has more, and takes full-width semicolons', () => {
    expect(splitDiagnoses('K80.2;K81.0;', 'Gallstones;')).toEqual([
      { id: 'K80.2', name: 'Gallstones' },
      { id: 'K81.0', name: '' },
    ]);
    expect(splitDiagnoses('', 'Cataract；Glaucoma')).toEqual([
      { id: '', name: 'Cataract' },
      { id: '', name: 'Glaucoma' },
    ]);
    expect(splitDiagnoses(null, undefined)).toEqual([]);
  });
});

describe('surgery requests', () => {
  it('default the page, refuse an unknown organisation and a malformed id', () => {
    expect(surgeryListRequestSchema.parse({})).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    expect(surgeryListRequestSchema.safeParse({ orgCodes: ['NOPE'] }).success).toBe(false);
    for (const id of [0, 1.5, '7']) expect(surgeryDetailRequestSchema.safeParse({ id }).success).toBe(false);
  });
});
