import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select } from '@macao-phr/design-system';

const actions = [
  { value: 'view', label: 'Viewed' },
  { value: 'download', label: 'Downloaded' },
  { value: 'share', label: 'Shared', disabled: true },
  { value: 'change', label: 'Changed' },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  args: { label: 'Action', placeholder: 'All actions', options: actions, onValueChange: fn() },
  // Room under the trigger for the open list, so the screenshot shows it.
  decorators: [(Story) => <div className="min-h-80 max-w-sm"><Story /></div>],
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': {
        label: '操作',
        placeholder: '所有操作',
        options: [{ value: 'view', label: '查看' }, { value: 'download', label: '下載' }, { value: 'share', label: '分享', disabled: true }, { value: 'change', label: '更改' }],
        loadingLabel: '正在載入操作',
        emptyLabel: '暫未有任何操作紀錄',
      },
      pt: {
        label: 'Ação',
        placeholder: 'Todas as ações',
        options: [{ value: 'view', label: 'Consultado' }, { value: 'download', label: 'Descarregado' }, { value: 'share', label: 'Partilhado', disabled: true }, { value: 'change', label: 'Alterado' }],
        loadingLabel: 'A carregar as ações',
        emptyLabel: 'Ainda sem ações registadas',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the field, Enter opens, arrows move past the disabled option, Enter chooses. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Action' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('change');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Changed');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typeahead jumps to the option that starts with the typed letters; Escape closes without choosing. */
export const Typeahead: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Action' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('dow');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Downloaded' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The list open, as a resident sees it after a tap. */
export const Open: Story = {
  args: { defaultValue: 'download' },
  // While the list is open Radix hides everything else from screen readers (aria-hidden) and keeps focus
  // in the list, so the page's focusable elements are out of reach; axe's aria-hidden-focus rule cannot
  // see the focus trap and flags them. Every other rule still runs on the open list.
  parameters: { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await expect(await screen.findByRole('option', { name: 'Downloaded' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chosen: Story = { args: { defaultValue: 'view' } };

export const Required: Story = {
  args: { isRequired: true, description: 'Only entries with this action are listed.' },
  parameters: { localeArgs: { 'zh-Hant': { description: '只列出這項操作的紀錄。' }, pt: { description: 'Só são listadas as entradas com esta ação.' } } },
};

export const Invalid: Story = {
  name: 'Error',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose an action.' },
  parameters: { localeArgs: { 'zh-Hant': { errorMessage: '請選擇一項操作。' }, pt: { errorMessage: 'Escolha uma ação.' } } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Action/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose an action.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'view' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).not.toHaveFocus();
  },
};

export const Loading: Story = {
  args: { options: [], isLoading: true, loadingLabel: 'Loading actions' },
  parameters: { localeArgs: { 'zh-Hant': { options: [] }, pt: { options: [] } } },
};

export const Empty: Story = {
  args: { options: [], emptyLabel: 'No actions recorded yet' },
  parameters: { localeArgs: { 'zh-Hant': { options: [] }, pt: { options: [] } } },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '與被監護人的關係（須與出生證明相同）',
    placeholder: '請選擇關係',
    description: '如關係有變，請帶同證明文件前往衛生局更新。',
    isRequired: true,
    isInvalid: true,
    errorMessage: '請選擇你與被監護人的關係。',
    options: [
      { value: 'parent', label: '父母' },
      { value: 'guardian', label: '法院指定的監護人（須提交判決書副本）' },
      { value: 'other', label: '其他親屬' },
    ],
  },
};

export const LongTextEn: Story = {
  args: {
    label: 'Relationship to the person you look after (as on the birth certificate)',
    placeholder: 'Choose a relationship',
    description: 'If the relationship changes, bring the documents to the Health Bureau to update it.',
    options: [
      { value: 'parent', label: 'Parent' },
      { value: 'guardian', label: 'Guardian appointed by a court (a copy of the ruling is needed)' },
      { value: 'other', label: 'Other relative' },
    ],
    defaultValue: 'guardian',
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Relação com a pessoa de quem cuida (tal como consta da certidão de nascimento)',
    placeholder: 'Escolha a relação',
    description: 'Se a relação mudar, leve os documentos aos Serviços de Saúde para a actualizar.',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Escolha a sua relação com a pessoa de quem cuida.',
    options: [
      { value: 'parent', label: 'Pai ou mãe' },
      { value: 'guardian', label: 'Tutor nomeado por tribunal (é necessária cópia da sentença)' },
      { value: 'other', label: 'Outro familiar' },
    ],
  },
};

/**
 * In a narrow grid column (a phone at 200% text is about this wide for a field), a long choice is cut short inside the
 * trigger: the field keeps to its column and the page never scrolls sideways.
 */
export const KeepsToANarrowColumn: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Acção',
    options: [
      { value: 'list', label: 'Consultou uma lista de registos de saúde' },
      { value: 'read', label: 'Abriu um registo' },
    ],
    defaultValue: 'list',
  },
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '操作', options: [{ value: 'list', label: '查看了健康紀錄列表及其中每一項的詳細資料' }, { value: 'read', label: '打開了紀錄' }] },
      en: { label: 'Action', options: [{ value: 'list', label: 'Viewed a list of health records and their details' }, { value: 'read', label: 'Opened a record' }] },
    },
  },
  decorators: [(Story) => <div data-testid="column" className="grid w-40 gap-4"><Story /></div>],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    const trigger = canvas.getByRole('combobox');
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'view', isInvalid: true, errorMessage: 'Choose an action.' },
  parameters: { localeArgs: { 'zh-Hant': { errorMessage: '請選擇一項操作。' }, pt: { errorMessage: 'Escolha uma ação.' } } },
};

export const HighContrast: Story = { ...Dark, globals: { theme: 'contrast' } };

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const OpenHighContrast: Story = { ...Open, globals: { theme: 'contrast' } };
