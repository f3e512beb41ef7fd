import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { bloodPressureFields, serverErrors, validateBloodPressure } from './form.ts';

const valid = { systolic: 120, diastolic: 80, pulse: 70, recordTime: '2026-01-15T08:30' };

describe('the blood-pressure form checks with the contract schema (docs/product/validation.md)', () => {
  it('accepts a valid reading and sends an ISO time with a zone', () => {
    const result = validateBloodPressure(valid, 'en');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.input.recordTime).toMatch(/Z$/);
  });

  it('asks for every empty field, in the chosen language', () => {
    const result = validateBloodPressure({ systolic: Number.NaN, diastolic: undefined, pulse: undefined, recordTime: '' }, 'en');
    expect(result).toEqual({
      ok: false,
      errors: {
        systolic: 'Please enter the systolic pressure',
        diastolic: 'Please enter the diastolic pressure',
        pulse: 'Please enter the pulse',
        recordTime: 'Please select the measurement time',
      },
    });
    const zh = validateBloodPressure({ ...valid, pulse: undefined }, 'zh-Hant');
    expect(zh).toEqual({ ok: false, errors: { pulse: '請輸入脈搏' } });
  });

  it('refuses out-of-range values and systolic below diastolic', () => {
    expect(validateBloodPressure({ ...valid, pulse: 201 }, 'en')).toEqual({ ok: false, errors: { pulse: 'Pulse must be a whole number from 20 to 200' } });
    expect(validateBloodPressure({ ...valid, systolic: 70, diastolic: 80 }, 'en')).toEqual({
      ok: false,
      errors: { systolic: 'Systolic pressure cannot be lower than diastolic pressure' },
    });
    expect(validateBloodPressure({ ...valid, recordTime: '1899-01-01T00:00' }, 'en')).toMatchObject({ ok: false });
  });

  it('maps the server field errors onto the same fields', () => {
    const error = new ApiError('result', 'Some values are not valid', '200001', { fieldErrors: { diastolic: ['Too high', 'x'], other: ['Form'] } });
    expect(serverErrors(error, bloodPressureFields)).toEqual({ diastolic: 'Too high', _form: 'Form' });
    expect(serverErrors(new ApiError('result', 'Not found', '200004'), bloodPressureFields)).toBeUndefined();
  });
});
