import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DateRangeFilter } from '@macao-phr/design-system';

const meta = {
  title: 'Blocks/DateRangeFilter',
  component: DateRangeFilter,
  args: { today: '2026-11-23', onValueChange: fn() },
  // The Language toolbar switches the visible text too (the English defaults are the component's own).
  parameters: {
    localeArgs: {
      'zh-Hant': {
        label: '報告日期',
        presetLabels: { last3Months: '最近三個月', last6Months: '最近六個月', custom: '自訂' },
        startLabel: '開始日期',
        endLabel: '結束日期',
        calendarLabel: '從日曆選擇',
        startRequiredMessage: '請先選擇開始日期',
        endBeforeStartMessage: '結束日期不可早於開始日期',
        yearOutOfRangeMessage: '年份須在 1901 至 2099 之間',
      },
      pt: {
        label: 'Data do relatório',
        presetLabels: { last3Months: 'Últimos três meses', last6Months: 'Últimos seis meses', custom: 'Personalizado' },
        startLabel: 'Data de início',
        endLabel: 'Data de fim',
        calendarLabel: 'Escolher no calendário',
        startRequiredMessage: 'Escolha primeiro a data de início',
        endBeforeStartMessage: 'A data de fim não pode ser anterior à de início',
        yearOutOfRangeMessage: 'O ano deve estar entre 1901 e 2099',
      },
    },
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const three = canvas.getByRole('radio', { name: 'Last three months' });
    await expect(three).toBeChecked();
    three.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'last6Months', start: '2026-05-23', end: '2026-11-23' });
  },
};

export const Custom: Story = {
  args: { defaultValue: { preset: 'custom', start: '2026-01-01', end: '2026-03-31' } },
};

/** The calendar beside each date: its code is fetched on the first press. Picking a day fills the field. */
export const CalendarOpen: Story = {
  args: { defaultValue: { preset: 'custom', start: '2026-01-01', end: '2026-03-31' } },
  parameters: { docs: { story: { autoplay: true } } },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose from a calendar Start date' });
    await userEvent.click(button);
    // The calendar's chunk is fetched on this first press: allow a busy machine more than the default second.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('heading', { name: 'January 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /January 10, 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back a frame after the calendar has gone (react-aria restores it then): wait for it, as on a busy machine.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'custom', start: '2026-01-10', end: '2026-03-31' });
    // Left open on the end date for the picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from a calendar End date' }));
    await expect(within(await screen.findByRole('dialog', { name: 'End date' })).getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/** The locale prop reaches the calendar: Portuguese month and weekday names. */
export const CalendarOpenPt: Story = {
  globals: { locale: 'pt' },
  args: {
    locale: 'pt-PT',
    label: 'Data do relatório',
    startLabel: 'Data de início',
    endLabel: 'Data de fim',
    calendarLabel: 'Escolher no calendário',
    presetLabels: { last3Months: 'Últimos três meses', last6Months: 'Últimos seis meses', custom: 'Personalizado' },
    defaultValue: { preset: 'custom', start: '2026-03-15', end: '2026-03-31' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Escolher no calendário Data de início' }));
    // The calendar's chunk is fetched on this first press: allow a busy machine more than the default second.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('heading', { name: /março de 2026/i })).toBeVisible();
    // Days are named in Portuguese too, and the chosen start is the selected day.
    const fifteenth = within(dialog).getByRole('button', { name: /domingo, 15 de março de 2026/ });
    await expect(fifteenth.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  },
};

export const StartRequired: Story = {
  args: { defaultValue: { preset: 'custom', start: null, end: null } },
  play: async ({ canvas, userEvent }) => {
    const end = canvas.getByRole('group', { name: 'End date' });
    await userEvent.click(end.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('03012026');
    await expect(canvas.getByText('Please select a start time first')).toBeVisible();
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValue: { preset: 'custom', start: '2026-03-15', end: null } },
  play: async ({ canvas, userEvent, args }) => {
    const end = canvas.getByRole('group', { name: 'End date' });
    await userEvent.click(end.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('03012026');
    await expect(canvas.getByText('The end time cannot be earlier than the start time')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const YearOutOfRange: Story = {
  args: { defaultValue: { preset: 'custom', start: null, end: null } },
  play: async ({ canvas, userEvent }) => {
    const start = canvas.getByRole('group', { name: 'Start date' });
    await userEvent.click(start.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('01011900');
    await expect(canvas.getByText('Enter a year between 1901 and 2099')).toBeVisible();
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '查詢時段',
    presetLabels: { last3Months: '最近三個月', last6Months: '最近六個月', custom: '自訂時段' },
    startLabel: '開始日期',
    endLabel: '結束日期',
    calendarLabel: '從日曆選擇',
    startRequiredMessage: '請先選擇開始時間',
    endBeforeStartMessage: '結束時間不能早於開始時間',
    yearOutOfRangeMessage: '請輸入1901年至2099年之間的年份',
    defaultValue: { preset: 'custom', start: '2026-03-15', end: '2026-03-01' },
  },
};

export const LongTextEn: Story = {
  args: {
    label: 'Show records from the period',
    presetLabels: { last3Months: 'The last three months', last6Months: 'The last six months', custom: 'A custom period of my choosing' },
    startLabel: 'First day of the period',
    endLabel: 'Last day of the period',
    defaultValue: { preset: 'custom', start: '2026-01-01', end: '2026-03-31' },
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Período de consulta dos registos',
    presetLabels: { last3Months: 'Últimos três meses', last6Months: 'Últimos seis meses', custom: 'Período personalizado' },
    startLabel: 'Data de início',
    endLabel: 'Data de fim',
    calendarLabel: 'Escolher no calendário',
    startRequiredMessage: 'Seleccione primeiro a hora de início',
    endBeforeStartMessage: 'A hora de fim não pode ser anterior à hora de início',
    yearOutOfRangeMessage: 'Introduza um ano entre 1901 e 2099',
    defaultValue: { preset: 'custom', start: null, end: '2026-03-01' },
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: { preset: 'custom', start: '2026-03-15', end: '2026-03-01' } } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { defaultValue: { preset: 'custom', start: '2026-03-15', end: '2026-03-01' } } };
