import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '@macao-phr/design-system';

/** Holds the value the way a form does, so typing and the calendar change what is shown. */
function Stateful(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Start date', value: '', onChange: fn(), calendarLabel: 'Choose from a calendar', maxValue: '2026-11-23' },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
  // The Language toolbar switches the visible text too; the segments' order follows its locale.
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '開始日期', calendarLabel: '從日曆選擇' },
      pt: { label: 'Data de início', calendarLabel: 'Escolher no calendário' },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2026-03-15' } };

/** A Portuguese portal in any browser: day, month, year. */
export const DayFirstInPortuguese: Story = {
  args: { value: '2026-03-15', locale: 'pt-MO', label: 'Data de início', calendarLabel: 'Escolher no calendário' },
  play: async ({ canvas }) => {
    const segments = within(canvas.getByRole('group', { name: 'Data de início' })).getAllByRole('spinbutton');
    await expect(segments.map((s) => s.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
  },
};

export const Typed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = within(canvas.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')[0]!;
    await userEvent.click(first);
    // en in the toolbar: month first (the story's locale is the toolbar's).
    await userEvent.keyboard('03152026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15');
  },
};

export const DateAndTime: Story = {
  args: { label: 'Measured at', granularity: 'minute', value: '2026-11-23T08:30', calendarLabel: undefined },
  parameters: { localeArgs: { 'zh-Hant': { label: '測量時間' }, pt: { label: 'Hora da medição' } } },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { value: '2030-01-01', isInvalid: true, errorMessage: 'Dates cannot be later than today' },
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '開始日期', errorMessage: '日期不可晚於今天' },
      pt: { label: 'Data de início', errorMessage: 'As datas não podem ser posteriores a hoje' },
    },
  },
};

export const Disabled: Story = { args: { value: '2026-03-15', isDisabled: true } };

export const CalendarOpen: Story = {
  args: { value: '2026-11-10' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose from a calendar|從日曆選擇|Escolher no calendário/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('grid')).toBeVisible());
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '報告開始日期（請以醫療機構發出的日期為準）', calendarLabel: '從日曆選擇', description: '可輸入或從日曆選擇', value: '2026-03-15' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Data de início do relatório (conforme emitida pela instituição de saúde)', calendarLabel: 'Escolher no calendário', isInvalid: true, errorMessage: 'As datas não podem ser posteriores a hoje', value: '2030-01-01' },
};

export const InvalidDark: Story = {
  globals: { theme: 'dark' },
  args: { value: '2030-01-01', isInvalid: true, errorMessage: 'Dates cannot be later than today' },
};
