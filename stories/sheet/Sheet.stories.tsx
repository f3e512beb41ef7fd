import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Select, Sheet, SheetClose } from '@macao-phr/design-system';

interface SheetExampleProps {
  triggerLabel: string;
  title: string;
  description?: string;
  closeLabel: string;
  body: string;
  fieldLabel?: string;
  options?: { value: string; label: string }[];
  cancelLabel?: string;
  applyLabel?: string;
  wide?: 'side' | 'center';
  defaultOpen?: boolean;
  onApply?: () => void;
  disabledTrigger?: boolean;
}

function SheetExample({ triggerLabel, title, description, closeLabel, body, fieldLabel, options, cancelLabel, applyLabel, wide, defaultOpen, onApply, disabledTrigger }: SheetExampleProps) {
  return (
    <Sheet
      trigger={<Button variant="secondary" disabled={disabledTrigger}>{triggerLabel}</Button>}
      title={title}
      description={description}
      closeLabel={closeLabel}
      wide={wide}
      defaultOpen={defaultOpen}
      footer={
        cancelLabel && applyLabel ? (
          <>
            <SheetClose><Button variant="secondary">{cancelLabel}</Button></SheetClose>
            <SheetClose><Button onClick={onApply}>{applyLabel}</Button></SheetClose>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4">
        <p className="m-0">{body}</p>
        {fieldLabel && options ? <Select label={fieldLabel} options={options} placeholder={options[0]?.label} /> : null}
      </div>
    </Sheet>
  );
}

/**
 * An open modal dialog on the docs page would cover the page (and every other open story's): stories that
 * open it render in a frame of their own there, which follows the toolbar's theme and language.
 */
const ownFrame = { docs: { story: { inline: false, iframeHeight: 560 } } };

const meta = {
  title: 'Overlays/Sheet',
  component: SheetExample,
  args: {
    triggerLabel: 'Filters',
    title: 'Filter the access log',
    description: 'Only entries that match are listed.',
    closeLabel: 'Close',
    body: 'Choose who accessed your record and what they did.',
    fieldLabel: 'Action',
    options: [
      { value: 'all', label: 'All actions' },
      { value: 'view', label: 'Viewed' },
      { value: 'download', label: 'Downloaded' },
    ],
    cancelLabel: 'Cancel',
    applyLabel: 'Apply',
    onApply: fn(),
  },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': {
        triggerLabel: '篩選', title: '篩選存取紀錄', description: '只列出符合條件的紀錄。', closeLabel: '關閉', body: '選擇誰存取了你的紀錄及其操作。', fieldLabel: '操作',
        options: [{ value: 'all', label: '所有操作' }, { value: 'view', label: '查看' }, { value: 'download', label: '下載' }], cancelLabel: '取消', applyLabel: '套用',
      },
      pt: {
        triggerLabel: 'Filtros', title: 'Filtrar o registo de acessos', description: 'Só são listadas as entradas correspondentes.', closeLabel: 'Fechar',
        body: 'Escolha quem acedeu ao seu registo e o que fez.', fieldLabel: 'Ação',
        options: [{ value: 'all', label: 'Todas as ações' }, { value: 'view', label: 'Consultado' }, { value: 'download', label: 'Descarregado' }], cancelLabel: 'Cancelar', applyLabel: 'Aplicar',
      },
    },
  },
} satisfies Meta<typeof SheetExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, focus moves inside and stays there on Tab, Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filter the access log' });
    await expect(sheet).toHaveAccessibleDescription('Only entries that match are listed.');
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A footer action runs and closes the sheet; focus goes back to the trigger. */
export const FooterAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { parameters: ownFrame, args: { defaultOpen: true } };

export const OpenCentered: Story = { parameters: ownFrame, args: { defaultOpen: true, wide: 'center' } };

/** On a phone the same sheet comes up from the bottom. */
export const OpenOnPhone: Story = {
  parameters: ownFrame,
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1' } },
};

export const WithoutFooter: Story = {
  args: { defaultOpen: true, cancelLabel: undefined, applyLabel: undefined, description: undefined },
  // Without a footer here too ('' rather than undefined, which would not replace the meta's labels).
  parameters: { ...ownFrame, localeArgs: { 'zh-Hant': { cancelLabel: '', applyLabel: '', description: '' }, pt: { cancelLabel: '', applyLabel: '', description: '' } } },
};

export const DisabledTrigger: Story = {
  args: { disabledTrigger: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LongTextZhHant: Story = {
  parameters: ownFrame,
  globals: { locale: 'zh-Hant' },
  args: {
    defaultOpen: true,
    triggerLabel: '篩選',
    title: '篩選查閱紀錄（包括監護人及經二維碼授權的醫生）',
    description: '只會列出符合條件的紀錄；篩選不會刪除任何紀錄。',
    closeLabel: '關閉',
    body: '選擇查閱者及操作類別，以了解誰曾於何時查閱你的健康紀錄。',
    fieldLabel: '操作類別',
    options: [{ value: 'all', label: '全部操作' }, { value: 'view', label: '查閱' }],
    cancelLabel: '取消',
    applyLabel: '套用篩選條件',
  },
};

export const LongTextEn: Story = {
  parameters: ownFrame,
  args: {
    defaultOpen: true,
    title: 'Filter the access log, including guardians and doctors you let in by QR code',
    description: 'Only matching entries are listed; filtering never deletes an entry.',
    body: 'Choose who accessed your health record and what they did, to see who looked at it and when.',
    applyLabel: 'Apply these filters',
  },
};

export const LongTextPt: Story = {
  parameters: ownFrame,
  globals: { locale: 'pt' },
  args: {
    defaultOpen: true,
    triggerLabel: 'Filtros',
    title: 'Filtrar o registo de acessos, incluindo tutores e médicos autorizados por código QR',
    description: 'Só são listadas as entradas correspondentes; filtrar nunca apaga nenhuma entrada.',
    closeLabel: 'Fechar',
    body: 'Escolha quem acedeu ao seu registo de saúde e o que fez, para saber quem o consultou e quando.',
    fieldLabel: 'Acção',
    options: [{ value: 'all', label: 'Todas as acções' }, { value: 'view', label: 'Consultou' }],
    cancelLabel: 'Cancelar',
    applyLabel: 'Aplicar estes filtros',
  },
};

export const OpenDark: Story = { parameters: ownFrame, globals: { theme: 'dark' }, args: { defaultOpen: true } };

export const OpenHighContrast: Story = { parameters: ownFrame, globals: { theme: 'contrast' }, args: { defaultOpen: true } };
