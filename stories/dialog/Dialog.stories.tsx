import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button, Dialog, TextField } from '@macao-phr/design-system';

interface DialogExampleProps {
  triggerLabel: string;
  title: string;
  description: string;
  fieldLabel: string;
  cancelLabel: string;
  submitLabel: string;
  closeLabel: string;
  defaultOpen?: boolean;
}

function DialogExample({ triggerLabel, title, description, fieldLabel, cancelLabel, submitLabel, closeLabel, defaultOpen }: DialogExampleProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Content closeLabel={closeLabel}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <TextField label={fieldLabel} />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>{submitLabel}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * An open modal dialog on the docs page would cover the page (and every other open story's): stories that
 * open it render in a frame of their own there, which follows the toolbar's theme and language.
 */
const ownFrame = { docs: { story: { inline: false, iframeHeight: 420 } } };

const meta = {
  title: 'Overlays/Dialog',
  component: DialogExample,
  args: {
    triggerLabel: 'Share record',
    title: 'Share this record',
    description: 'The clinic receives a read-only copy for 7 days.',
    fieldLabel: 'Clinic email',
    cancelLabel: 'Cancel',
    submitLabel: 'Share',
    closeLabel: 'Close',
  },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { triggerLabel: '分享紀錄', title: '分享這項紀錄', description: '診所會收到一份唯讀副本，有效期為 7 日。', fieldLabel: '診所電郵', cancelLabel: '取消', submitLabel: '分享', closeLabel: '關閉' },
      pt: { triggerLabel: 'Partilhar registo', title: 'Partilhar este registo', description: 'A clínica recebe uma cópia só de leitura durante 7 dias.', fieldLabel: 'Correio eletrónico da clínica', cancelLabel: 'Cancelar', submitLabel: 'Partilhar', closeLabel: 'Fechar' },
    },
  },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The panel is portalled to <body>, so queries go through `screen`, not the story canvas.
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Share record' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share this record' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab cycles inside the dialog (focus trap).
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { parameters: ownFrame, args: { defaultOpen: true } };

export const LongTextZhHant: Story = {
  parameters: ownFrame,
  globals: { locale: 'zh-Hant' },
  args: {
    defaultOpen: true,
    triggerLabel: '分享紀錄',
    title: '與指定醫療機構分享此份化驗報告',
    description: '對方將取得唯讀副本，有效期為七日；期間你可隨時於「分享紀錄」頁面撤回。',
    fieldLabel: '醫療機構電郵地址',
    cancelLabel: '取消',
    submitLabel: '確認分享',
    closeLabel: '關閉',
  },
};

export const LongTextPt: Story = {
  parameters: ownFrame,
  globals: { locale: 'pt' },
  args: {
    defaultOpen: true,
    triggerLabel: 'Partilhar registo',
    title: 'Partilhar este relatório de análises com uma instituição de saúde',
    description: 'A instituição recebe uma cópia só de leitura durante 7 dias; pode revogar o acesso a qualquer momento na página de partilhas.',
    fieldLabel: 'Endereço de correio electrónico da instituição',
    cancelLabel: 'Cancelar',
    submitLabel: 'Confirmar partilha',
    closeLabel: 'Fechar',
  },
};

export const LongTextEn: Story = {
  parameters: ownFrame,
  args: {
    defaultOpen: true,
    title: 'Share this laboratory report with a named healthcare provider',
    description: 'The provider receives a read-only copy for 7 days; you can withdraw access at any time from the Sharing page.',
    fieldLabel: 'Healthcare provider email address',
    submitLabel: 'Confirm sharing',
  },
};

export const OpenDark: Story = { parameters: ownFrame, globals: { theme: 'dark' }, args: { defaultOpen: true } };

export const OpenHighContrast: Story = { parameters: ownFrame, globals: { theme: 'contrast' }, args: { defaultOpen: true } };
