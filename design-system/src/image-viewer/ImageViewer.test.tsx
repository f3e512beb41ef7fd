import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageViewer } from './ImageViewer.tsx';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';
import { clampPan, clampZoom, formatZoom, stepIndex } from './zoom.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const images = Array.from({ length: 3 }, (_, i) => ({ id: `p${i}`, src: `/full/${i}.png`, alt: `Report page ${i + 1}` }));
const zoomText = () => screen.getByRole('status', { name: 'Zoom' }).textContent;

describe('zoom helpers', () => {
  it('never goes below 1 nor above the maximum, and reads with two decimals', () => {
    expect(clampZoom(0.5, 4)).toBe(1);
    expect(clampZoom(9, 4)).toBe(4);
    expect(formatZoom(1.5)).toBe('1.50');
  });
  it('wraps only when looping', () => {
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(2, 1, 3, false)).toBe(2);
  });
  it('keeps a zoomed picture over its stage', () => {
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 200, height: 100 })).toEqual({ x: 100, y: -50 });
  });
});

describe('ThumbnailGrid', () => {
  it('asks for more when its end comes within the threshold, and not once complete', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    });
    const onLoadMore = vi.fn();
    const { rerender } = render(<ThumbnailGrid images={images} onLoadMore={onLoadMore} />);
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 50px 0px');
    observers.at(-1)?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(onLoadMore).toHaveBeenCalledOnce();
    const count = observers.length;
    rerender(<ThumbnailGrid images={images} onLoadMore={onLoadMore} state="complete" />);
    expect(observers).toHaveLength(count);
    expect(screen.getByRole('status').textContent).toBe('All content loaded');
  });

  it('shows a page of placeholders while loading and the empty text when there is nothing', () => {
    const { container, rerender } = render(<ThumbnailGrid images={[]} state="loading" />);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(<ThumbnailGrid images={[]} state="complete" emptyLabel="沒有圖片" />);
    expect(screen.getByText('沒有圖片')).toBeTruthy();
  });

  it('swaps a broken thumbnail for the picture passed in', () => {
    render(<ThumbnailGrid images={images} brokenImageSrc="/broken-zh.png" />);
    const img = screen.getByRole('img', { name: 'Report page 1' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/broken-zh.png');
  });
});

describe('ImageViewer', () => {
  it('opens a thumbnail, steps with the arrows (looping), zooms with +/- from 1.00, and closes with Escape back on the thumbnail', async () => {
    const user = userEvent.setup();
    render(<ImageViewer images={images} state="complete" />);
    const thumb = screen.getByRole('button', { name: 'Report page 3' });
    thumb.focus();
    await user.keyboard('{Enter}');
    // The preview is its own chunk, fetched on the first opening.
    const dialog = await screen.findByRole('dialog', { name: '3 of 3 · Report page 3' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '1 of 3 · Report page 1' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '3 of 3 · Report page 3' })).toBeTruthy();

    expect(zoomText()).toBe('1.00');
    await user.keyboard('+');
    expect(zoomText()).toBe('1.50');
    await user.keyboard('--');
    expect(zoomText()).toBe('1.00');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('stops at the ends without loop (phones)', async () => {
    const user = userEvent.setup();
    render(<ImageViewer images={images} loop={false} defaultOpenIndex={2} />);
    expect(await screen.findByRole('button', { name: 'Next picture' })).toHaveProperty('disabled', true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '3 of 3 · Report page 3' })).toBeTruthy();
  });

  it('zooms with the buttons and the wheel, and starts a new picture whole', async () => {
    const user = userEvent.setup();
    render(<ImageViewer images={images} defaultOpenIndex={0} />);
    await user.click(await screen.findByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomText()).toBe('2.00');
    const stage = document.querySelector('[data-slot="image-preview-stage"]')!;
    fireEvent.wheel(stage, { deltaY: 250 });
    expect(zoomText()).toBe('1.50');
    fireEvent.wheel(stage, { deltaY: 5000 });
    expect(zoomText()).toBe('1.00');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(zoomText()).toBe('1.00');
  });

  it('says the picture is loading until it is drawn, again after Next, and while the app still fetches it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ImageViewer images={images} defaultOpenIndex={0} />);
    const loading = () => screen.queryByText('Loading picture');
    const picture = () => screen.getByRole('dialog').querySelector('img')!;
    await screen.findByRole('dialog');
    expect(loading()?.closest('[role="status"]')).toBeTruthy();
    fireEvent.load(picture());
    expect(loading()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(loading()).toBeTruthy();
    fireEvent.load(picture());
    expect(loading()).toBeNull();
    // A stand-in (the thumbnail) drawn while the full picture is on its way still reads as loading.
    rerender(<ImageViewer images={images.map((i) => ({ ...i, pending: true }))} defaultOpenIndex={0} />);
    fireEvent.load(picture());
    expect(loading()).toBeTruthy();
  });

  it('keeps Tab inside the preview while open', async () => {
    const user = userEvent.setup();
    render(<><button type="button">Outside</button><ImageViewer images={images} defaultOpenIndex={1} /></>);
    await screen.findByRole('dialog');
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });
});
