import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { renderAt, setupI18n } from '../../test/render.tsx';
import { PreviewPdfScreen } from './PreviewPdfScreen.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(cleanup);

const route = findRoute('/mob/previewPdf') as RouteEntry;

describe('previewPdf (host bridge PDF preview in a browser)', () => {
  it.each(['https://elsewhere.example/book.pdf', 'javascript:alert(1)', '//elsewhere.example/x.pdf', ''])('refuses %j with a message and loads nothing', (url) => {
    const { container } = renderAt(<PreviewPdfScreen route={route} />, '/mob/previewPdf', `url=${encodeURIComponent(url)}`);
    expect(container.querySelector('[data-refused]')).not.toBeNull();
    expect(screen.getByText(/cannot be shown here/)).toBeTruthy();
  });

  it('opens a document of this portal in the PDF viewer', () => {
    const { container } = renderAt(<PreviewPdfScreen route={route} />, '/mob/previewPdf', `url=${encodeURIComponent('/api/assets/vaccine-book.pdf')}`);
    expect(container.querySelector('[data-refused]')).toBeNull();
    // The viewer (or its placeholder while pdf.js loads) takes the page.
    expect(container.querySelector('[data-slot="skeleton"], [data-slot="pdf-viewer"]')).not.toBeNull();
  });
});
