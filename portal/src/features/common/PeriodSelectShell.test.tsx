import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../lab-reports/messages.ts';
import { setupI18n } from '../../test/render.tsx';
import { PeriodSelectShell, shellDate } from './PeriodSelectShell.tsx';

afterEach(cleanup);

const choice = { label: 'Instituição', text: 'Todas as instituições', className: 'md:w-72' };

describe('shellDate', () => {
  it('writes day, month and year as the date fields show them in each language', () => {
    expect(shellDate('2017-01-01', 'zh-Hant')).toBe('1/1/2017');
    expect(shellDate('2026-11-27', 'zh-Hant')).toBe('27/11/2026');
    expect(shellDate('2017-01-01', 'en')).toBe('01/01/2017');
    expect(shellDate('2026-03-09', 'pt')).toBe('09/03/2026');
  });
});

describe('PeriodSelectShell', () => {
  beforeEach(() => setupI18n('pt'));

  it('shows the filter’s texts and dates, busy and out of reach of focus and pointer', () => {
    const { container } = render(<PeriodSelectShell messages="labReports" range={{ preset: 'custom', start: '2017-01-01', end: '2026-11-27' }} choice={choice} />);
    const shell = container.querySelector('[data-slot="period-select-shell"]');
    expect(shell?.getAttribute('aria-busy')).toBe('true');
    expect(shell?.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Personalizado')).toBeTruthy();
    expect(screen.getByText('Instituição')).toBeTruthy();
    expect(screen.getByText('Todas as instituições')).toBeTruthy();
    expect(screen.getByText('01/01/2017')).toBeTruthy();
    expect(screen.getByText('27/11/2026')).toBeTruthy();
    expect(container.querySelectorAll('button, input, [tabindex]')).toHaveLength(0);
  });

  it('draws no date boxes for a preset period', () => {
    render(<PeriodSelectShell messages="labReports" range={{ preset: 'last3Months', start: '2026-08-27', end: '2026-11-27' }} choice={choice} />);
    expect(screen.queryByText('27/11/2026')).toBeNull();
    expect(screen.getByText('Últimos três meses')).toBeTruthy();
  });
});
