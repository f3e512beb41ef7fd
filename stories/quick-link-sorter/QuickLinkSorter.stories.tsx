import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { QuickLinkSorter, type QuickLinkOption } from '@macao-phr/design-system';

const names = ['Appointments', 'Lab reports', 'Vaccinations', 'Blood pressure', 'Payments', 'Family'];
const options: QuickLinkOption[] = names.map((name) => ({ id: name.toLowerCase().replace(' ', '-'), label: name, textValue: name }));

/** The same links in the other languages (same ids), for the Language toolbar. */
const translated = (labels: readonly string[]): QuickLinkOption[] => options.map((option, i) => ({ ...option, label: labels[i], textValue: labels[i]! }));

const meta = {
  title: 'Blocks/QuickLinkSorter',
  component: QuickLinkSorter,
  args: { options, defaultValue: ['appointments', 'lab-reports', 'vaccinations', 'blood-pressure'], onValueChange: fn(), className: 'max-w-lg' },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': {
        options: translated(['預約', '化驗報告', '疫苗接種', '血壓', '繳費', '家人']),
        messages: {
          chosenLabel: '我的快捷連結', availableLabel: '所有服務', add: '加入', addedLabel: '已加入', remove: '移除', move: (name: string) => `移動${name}`,
          duplicate: '服務已存在', tooFew: (min: number) => `最少保留 ${min} 個快捷連結`, tooMany: (max: number) => `最多 ${max} 個快捷連結`,
        },
      },
      pt: {
        options: translated(['Marcações', 'Análises', 'Vacinação', 'Tensão arterial', 'Pagamentos', 'Família']),
        messages: {
          chosenLabel: 'As minhas ligações rápidas', availableLabel: 'Todos os serviços', add: 'Adicionar', addedLabel: 'Adicionado', remove: 'Remover', move: (name: string) => `Mover ${name}`,
          duplicate: 'O serviço já existe', tooFew: (min: number) => `Mantenha pelo menos ${min} ligações rápidas`, tooMany: (max: number) => `No máximo ${max} ligações rápidas`,
        },
      },
    },
  },
} satisfies Meta<typeof QuickLinkSorter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the chosen links' rows: react-aria builds the grid's collection after its first render, so a play that
 * looks at once (as Storybook's preview runs it, outside the test runner's act) may find the grid still empty.
 */
async function rowsDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(within(canvasElement).getByRole('grid')).queryAllByRole('row').length).toBeGreaterThan(0));
}

function rowNames(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole('grid');
  return within(grid).getAllByRole('row').map((row) => row.textContent?.replace('Remove', ''));
}

export const Default: Story = {};

export const KeyboardReorder: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await rowsDrawn(canvasElement);
    // react-aria keyboard drag: Enter on the handle picks the row up, arrows choose the gap, Enter drops.
    canvas.getByRole('button', { name: 'Move Appointments' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await expect(rowNames(canvasElement)[0]).toBe('Lab reports');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Appointments moved to position/);
  },
};

export const AddAndRemove: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await rowsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payments' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['appointments', 'lab-reports', 'vaccinations', 'blood-pressure', 'payments']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payments added, 5 quick links');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Appointments' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Appointments removed, 4 quick links');
  },
};

// States show on the docs page too: their plays run there (autoplay).
export const AlreadyAdded: Story = {
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await rowsDrawn(canvasElement);
    // A chosen link offers no Add that could only be refused: its button says Added and is disabled.
    await expect(canvas.queryByRole('button', { name: 'Add Vaccinations' })).toBeNull();
    const added = canvas.getByRole('button', { name: 'Added Vaccinations' });
    await expect(added).toBeDisabled();
    await expect(added).toHaveTextContent('Added');
    await expect(canvas.getByRole('button', { name: 'Add Payments' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Vaccinations' }));
    await expect(canvas.getByRole('button', { name: 'Add Vaccinations' })).toBeEnabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['appointments', 'lab-reports', 'blood-pressure']);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: ['appointments', 'lab-reports', 'vaccinations'] },
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lab reports' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Keep at least 3 quick links');
  },
};

export const AtMaximum: Story = {
  args: { max: 5 },
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowsDrawn(canvasElement);
    await expect(canvas.queryByText('You can have at most 5 quick links')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payments' }));
    // The limit is reached: the Add left is disabled and described by the visible note.
    const note = canvas.getByText('You can have at most 5 quick links');
    await expect(note).toBeVisible();
    const family = canvas.getByRole('button', { name: 'Add Family' });
    await expect(family).toBeDisabled();
    await expect(family).toHaveAttribute('aria-describedby', note.id);
    await expect(family).toHaveAccessibleDescription('You can have at most 5 quick links');
  },
};

const zhHant = ['預約掛號及更改預約', '化驗及影像檢查報告', '疫苗接種紀錄及證明書', '自我量度血壓紀錄'];
export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    options: zhHant.map((name, index) => ({ id: `zh-${index}`, label: name, textValue: name })),
    defaultValue: ['zh-0', 'zh-1', 'zh-2'],
    messages: {
      chosenLabel: '我的快捷連結', availableLabel: '所有服務', add: '加入', addedLabel: '已加入', remove: '移除', move: (name) => `移動${name}`,
      duplicate: '服務已存在', tooFew: (min) => `最少保留 ${min} 個快捷連結`, tooMany: (max) => `最多 ${max} 個快捷連結`,
      added: (name, count) => `已加入${name}，共 ${count} 個`, removed: (name, count) => `已移除${name}，共 ${count} 個`,
      moved: (name, position, count) => `${name}已移至第 ${position} 位（共 ${count} 個）`,
    },
  },
};

const pt = ['Marcação e alteração de consultas', 'Relatórios de análises e imagiologia', 'Registo de vacinação e certificados', 'Registos de tensão arterial'];
export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    options: pt.map((name, index) => ({ id: `pt-${index}`, label: name, textValue: name })),
    defaultValue: ['pt-0', 'pt-1', 'pt-2'],
    messages: {
      chosenLabel: 'As minhas ligações rápidas', availableLabel: 'Todos os serviços', add: 'Adicionar', addedLabel: 'Adicionado', remove: 'Remover', move: (name) => `Mover ${name}`,
      duplicate: 'O serviço já existe', tooFew: (min) => `Mantenha pelo menos ${min} ligações rápidas`, tooMany: (max) => `No máximo ${max} ligações rápidas`,
      added: (name, count) => `${name} adicionado, ${count} ligações`, removed: (name, count) => `${name} removido, ${count} ligações`,
      moved: (name, position, count) => `${name} movido para a posição ${position} de ${count}`,
    },
  },
};

const en = ['Appointment booking and changes', 'Laboratory and imaging reports', 'Vaccination records and certificates', 'Self-measured blood pressure'];
export const LongTextEn: Story = {
  args: { options: en.map((name, index) => ({ id: `en-${index}`, label: name, textValue: name })), defaultValue: ['en-0', 'en-1', 'en-2'] },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
