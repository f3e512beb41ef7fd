import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ReactElement } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Dialog from './Dialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Sheet } from '../sheet/Sheet.tsx';
import { ImageViewer } from '../image-viewer/ImageViewer.tsx';
import { DateField } from '../date-field/DateField.tsx';

afterEach(cleanup);

/** A confirmation the screen opens itself (no trigger of its own): leaving a form with files not saved. */
function OpenedByTheScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Leave the form
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Leave this page?" confirmLabel="Leave" cancelLabel="Stay" onConfirm={() => undefined} />
    </>
  );
}

const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==';

interface Case {
  name: string;
  ui: () => ReactElement;
  /** The control that opens it. */
  trigger: () => HTMLElement;
  /** The dialog once open. */
  dialog: () => Promise<HTMLElement>;
  /** Its own control that closes it (besides Escape), when it has one. */
  close?: string;
}

/**
 * Every dialog of the design system (WCAG 2.4.3): opened from the keyboard, focus goes into it; closed with Escape or
 * with its own close control, focus comes back to the control that opened it, so the next Tab continues from there and
 * not from the top of the page.
 */
const cases: Case[] = [
  {
    name: 'Dialog',
    ui: () => (
      <Dialog.Root>
        <Dialog.Trigger>Share</Dialog.Trigger>
        <Dialog.Content closeLabel="Close dialog">
          <Dialog.Header>
            <Dialog.Title>Share record</Dialog.Title>
          </Dialog.Header>
          <input aria-label="Email" />
        </Dialog.Content>
      </Dialog.Root>
    ),
    trigger: () => screen.getByRole('button', { name: 'Share' }),
    dialog: () => screen.findByRole('dialog', { name: 'Share record' }),
    close: 'Close dialog',
  },
  {
    name: 'ConfirmDialog',
    ui: () => <ConfirmDialog trigger={<button type="button">Delete</button>} title="Delete this record?" confirmLabel="Delete record" onConfirm={() => undefined} />,
    trigger: () => screen.getByRole('button', { name: 'Delete' }),
    dialog: () => screen.findByRole('alertdialog', { name: 'Delete this record?' }),
    close: 'Cancel',
  },
  {
    name: 'ConfirmDialog opened by the screen (no trigger)',
    ui: () => <OpenedByTheScreen />,
    trigger: () => screen.getByRole('button', { name: 'Leave the form' }),
    dialog: () => screen.findByRole('alertdialog', { name: 'Leave this page?' }),
    close: 'Stay',
  },
  {
    name: 'Sheet',
    ui: () => (
      <Sheet trigger={<button type="button">Filters</button>} title="Filter the list" closeLabel="Close filters">
        <input aria-label="Name" />
      </Sheet>
    ),
    trigger: () => screen.getByRole('button', { name: 'Filters' }),
    dialog: () => screen.findByRole('dialog', { name: 'Filter the list' }),
    close: 'Close filters',
  },
  {
    name: 'ImageViewer (the picture preview)',
    ui: () => (
      <ImageViewer
        images={[
          { id: 'a', src: pixel, alt: 'Chest, front' },
          { id: 'b', src: pixel, alt: 'Chest, side' },
        ]}
        state="complete"
      />
    ),
    trigger: () => screen.getByRole('button', { name: /Chest, side/ }),
    dialog: () => screen.findByRole('dialog'),
    close: 'Close',
  },
  {
    name: 'DateField (the calendar)',
    ui: () => <DateField label="Date of the reading" calendarLabel="Choose a date" locale="en-GB" value="" onChange={() => undefined} />,
    trigger: () => screen.getByRole('button', { name: /Choose a date/ }),
    dialog: () => screen.findByRole('dialog'),
  },
];

describe('every dialog takes focus in and gives it back to what opened it', () => {
  for (const c of cases) {
    for (const way of ['Escape', ...(c.close ? [c.close] : [])]) {
      it(`${c.name}, closed with ${way}`, async () => {
        const user = userEvent.setup();
        render(c.ui());
        const trigger = c.trigger();
        trigger.focus();
        await user.keyboard('{Enter}');
        const dialog = await c.dialog();
        await waitFor(() => expect(dialog.contains(document.activeElement), 'focus inside the open dialog').toBe(true));
        if (way === 'Escape') await user.keyboard('{Escape}');
        else await user.click(screen.getByRole('button', { name: way }));
        await waitFor(() => expect(dialog.isConnected, 'the dialog closed').toBe(false));
        await waitFor(() => expect(document.activeElement, 'focus back on the control that opened it').toBe(c.trigger()));
      });
    }
  }
});
