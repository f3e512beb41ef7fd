import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Button, ConfirmDialog } from '@macao-phr/design-system';

/** The words of the footer, translated by the form that uses it. */
export interface FormActionLabels {
  readonly save: string;
  readonly cancel: string;
  readonly delete: string;
  readonly deleteTitle: string;
  /** The confirmation's text, naming the reading (its time). */
  readonly deleteBody: string;
  /** The confirming button of the dialog. */
  readonly deleteConfirm: string;
}

/** The footer labels of the BMI and glucose forms. */
export function readingsActionLabels(t: TFunction, time: string): FormActionLabels {
  return {
    save: t('readings.save'),
    cancel: t('readings.cancel'),
    delete: t('readings.delete'),
    deleteTitle: t('readings.deleteTitle'),
    deleteBody: t('readings.deleteBody', { time }),
    deleteConfirm: t('readings.delete'),
  };
}

/** Save / cancel, and delete (with confirmation) when editing: one footer for every health-data form. */
export function FormActions({ editing, saving, labels, onCancel, onDelete }: { editing: boolean; saving: boolean; labels: FormActionLabels; onCancel: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
      {editing ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="danger" disabled={saving}>
              {labels.delete}
            </Button>
          }
          title={labels.deleteTitle}
          description={labels.deleteBody}
          confirmLabel={labels.deleteConfirm}
          cancelLabel={labels.cancel}
          onConfirm={onDelete}
        />
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {labels.save}
        </Button>
      </div>
    </div>
  );
}

export function parseId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
