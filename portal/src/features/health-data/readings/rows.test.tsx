import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { BloodGlucoseRow, BmiRow, Language } from '@macao-phr/contract';
import { List } from '@macao-phr/design-system';
import { setupI18n } from '../../../test/render.tsx';
import './messages.ts';
import { BmiItem, GlucoseItem } from './rows.tsx';

afterEach(cleanup);

const bmi: BmiRow = { id: 1, height: 170, weight: 65, bmi: 22.5, level: 'normal', recordTime: '2026-05-01T02:00:00.000Z', source: 'org', orgCode: 'SS' };
const glucose: BloodGlucoseRow = { id: 2, value: 5.4, timing: 'fasting', hoursAfterMeal: null, sample: 'capillary', level: 'normal', recordTime: '2026-05-01T02:00:00.000Z', source: 'org', orgCode: 'KWH' };

describe('health-data rows name the organisation that measured a reading, never its code', () => {
  const cases: [Language, string, string][] = [
    ['en', 'From Health Bureau', 'From Kiang Wu Hospital'],
    ['zh-Hant', '來自衛生局', '來自鏡湖醫院'],
    ['pt', 'De Serviços de Saúde', 'De Hospital Kiang Wu'],
  ];
  it.each(cases)('in %s', async (language, bmiSource, glucoseSource) => {
    await setupI18n(language);
    const { container } = render(
      <List.Root aria-label="readings">
        <BmiItem row={bmi} language={language} href={undefined} />
        <GlucoseItem row={glucose} language={language} href={undefined} />
      </List.Root>,
    );
    const text = container.textContent ?? '';
    expect(text).toContain(bmiSource);
    expect(text).toContain(glucoseSource);
    expect(text).not.toMatch(/\bSS\b|\bKWH\b|來自SS/);
  });
});
