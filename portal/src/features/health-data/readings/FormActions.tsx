import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '@mhp/design-system';

/** Save / cancel, and delete (with confirmation) when editing: the same footer as the blood-pressure form. */
export function FormActions({ editing, saving, time, onCancel, onDelete }: { editing: boolean; saving: boolean; time: string; onCancel: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
      {editing ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="danger" disabled={saving}>
              {t('readings.delete')}
            </Button>
          }
          title={t('readings.deleteTitle')}
          description={t('readings.deleteBody', { time })}
          confirmLabel={t('readings.delete')}
          cancelLabel={t('readings.cancel')}
          onConfirm={onDelete}
        />
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {t('readings.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('readings.save')}
        </Button>
      </div>
    </div>
  );
}

export function parseId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
