import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, ConfirmDialog } from '@macao-phr/design-system';

/**
 * An open modal dialog on the docs page would cover the page (and every other open story's): stories that
 * open it render in a frame of their own there, which follows the toolbar's theme and language.
 */
const ownFrame = { docs: { story: { inline: false, iframeHeight: 360 } } };

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  // ReactNode props that the stories fill with text: a text control, not the string as JSON; the trigger is
  // an element, which a control would dump as JSON with the component's compiled source.
  argTypes: { description: { control: 'text' }, trigger: { control: false } },
  args: {
    trigger: <Button variant="danger">Delete reading</Button>,
    title: 'Delete this reading?',
    description: 'The blood pressure reading of 12 October is removed from your record. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep it',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { trigger: <Button variant="danger">刪除紀錄</Button>, title: '刪除這項紀錄？', description: '10月12日的血壓紀錄會從你的紀錄中移除，刪除後無法復原。', confirmLabel: '刪除', cancelLabel: '保留' },
      pt: { trigger: <Button variant="danger">Eliminar medição</Button>, title: 'Eliminar esta medição?', description: 'A medição da tensão arterial de 12 de outubro é removida do seu registo. Não é possível anular.', confirmLabel: 'Eliminar', cancelLabel: 'Manter' },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete reading' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reading?' });
    // Cancel has focus first so a stray Enter never destroys data.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete reading' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = { parameters: ownFrame, args: { defaultOpen: true } };

export const PrimaryAction: Story = {
  args: {
    defaultOpen: true,
    variant: 'primary',
    title: 'Send the report to your doctor?',
    description: undefined,
    confirmLabel: 'Send',
    cancelLabel: 'Cancel',
  },
  parameters: {
    ...ownFrame,
    localeArgs: {
      'zh-Hant': { title: '把報告發送給你的醫生？', description: null, confirmLabel: '發送', cancelLabel: '取消' },
      pt: { title: 'Enviar o relatório ao seu médico?', description: null, confirmLabel: 'Enviar', cancelLabel: 'Cancelar' },
    },
  },
};

export const LongTextZhHant: Story = {
  parameters: ownFrame,
  globals: { locale: 'zh-Hant' },
  args: {
    defaultOpen: true,
    title: '確定刪除此血壓紀錄？',
    description: '十月十二日的血壓量度紀錄將從你的個人健康紀錄中永久移除，刪除後無法復原。',
    confirmLabel: '永久刪除',
    cancelLabel: '保留紀錄',
  },
};

export const LongTextPt: Story = {
  parameters: ownFrame,
  globals: { locale: 'pt' },
  args: {
    defaultOpen: true,
    title: 'Eliminar definitivamente esta medição da tensão arterial?',
    description: 'A medição de 12 de Outubro será removida do seu registo de saúde pessoal. Esta acção não pode ser anulada.',
    confirmLabel: 'Eliminar definitivamente',
    cancelLabel: 'Manter a medição',
  },
};

export const LongTextEn: Story = {
  parameters: ownFrame,
  args: {
    defaultOpen: true,
    title: 'Permanently delete this blood pressure reading?',
    description: 'The reading of 12 October is removed from your personal health record for good. This cannot be undone.',
    confirmLabel: 'Delete permanently',
    cancelLabel: 'Keep the reading',
  },
};

export const OpenDark: Story = { parameters: ownFrame, globals: { theme: 'dark' }, args: { defaultOpen: true } };
