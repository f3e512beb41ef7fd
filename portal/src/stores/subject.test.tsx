import { beforeEach, describe, expect, it } from 'vitest';
import { $token } from './session.ts';
import { $subject, actFor, actForSelf, subjectPatid } from './subject.ts';

const ward = { patid: 'MO-1000004', name: { 'zh-Hant': '黃小明', en: 'WONG SIU MENG', pt: 'WONG SIU MENG' } };

describe('acting for a ward (docs/product/roles.md)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $token.set('tok');
    actForSelf();
  });

  it('switches to a ward and back, kept per tab', () => {
    actFor(ward);
    expect(subjectPatid()).toBe('MO-1000004');
    expect(JSON.parse(sessionStorage.getItem('mhp:subject') ?? 'null')).toEqual(ward);
    actForSelf();
    expect(subjectPatid()).toBeUndefined();
    expect(sessionStorage.getItem('mhp:subject')).toBeNull();
  });

  it('is forgotten when the resident signs out', () => {
    actFor(ward);
    $token.set(undefined);
    expect($subject.get()).toBeNull();
    expect(sessionStorage.getItem('mhp:subject')).toBeNull();
  });
});
