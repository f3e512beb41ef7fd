import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { setupI18n } from '../test/render.tsx';
import { useTranslation } from './use-translation.ts';

const seen: TFunction[] = [];
function Greeting() {
  const { t } = useTranslation();
  seen.push(t);
  return <p>{t('common.loading')}</p>;
}

describe('useTranslation', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => setupI18n('en'));

  it('renders in the active language and again, in the new one, when it changes', async () => {
    seen.length = 0;
    render(<Greeting />);
    const english = i18next.getFixedT('en')('common.loading');
    expect(screen.getByText(english)).toBeDefined();
    await act(() => setupI18n('pt'));
    const portuguese = i18next.getFixedT('pt')('common.loading');
    expect(portuguese).not.toBe(english);
    expect(screen.getByText(portuguese)).toBeDefined();
    // A new translate function for the new language only; the same one across renders in one language.
    expect(new Set(seen).size).toBe(2);
  });

  it('hands out the same translate function to every component while the language stays', () => {
    seen.length = 0;
    render(
      <>
        <Greeting />
        <Greeting />
      </>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
