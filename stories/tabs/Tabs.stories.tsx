import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs } from '@macao-phr/design-system';

interface TabsExampleProps extends ComponentProps<typeof Tabs.Root> {
  labels: readonly [string, string, string];
  listLabel: string;
  disableThird?: boolean;
}

function TabsExample({ labels, listLabel, disableThird = false, ...props }: TabsExampleProps) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label={listLabel}>
        <Tabs.Trigger value="all">{labels[0]}</Tabs.Trigger>
        <Tabs.Trigger value="lab">{labels[1]}</Tabs.Trigger>
        <Tabs.Trigger value="imaging" disabled={disableThird}>{labels[2]}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">{labels[0]}</Tabs.Content>
      <Tabs.Content value="lab">{labels[1]}</Tabs.Content>
      <Tabs.Content value="imaging">{labels[2]}</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsExample,
  args: { labels: ['All', 'Lab reports', 'Imaging'], listLabel: 'Report types', defaultValue: 'all', onValueChange: fn() },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { labels: ['全部', '化驗報告', '醫學影像'], listLabel: '報告類別' },
      pt: { labels: ['Todos', 'Análises', 'Imagiologia'], listLabel: 'Tipos de relatório' },
    },
  },
} satisfies Meta<typeof TabsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Keyboard: arrows move focus and selection (automatic activation), Home/End jump.
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Lab reports' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('lab');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lab reports');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Imaging' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disableThird: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Lab reports' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first one.
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { labels: ['全部紀錄', '化驗報告及結果', '醫學影像檢查'], listLabel: '報告類別' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { labels: ['Todos os registos', 'Relatórios de análises clínicas', 'Exames de imagiologia médica'], listLabel: 'Tipos de relatório' },
};

export const LongTextEn: Story = {
  args: { labels: ['All records', 'Laboratory test reports', 'Medical imaging examinations'], listLabel: 'Report types' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * Vaccine and report tabs on a 390 px phone: the row scrolls sideways, and the edge that hides tabs fades
 * and shows a chevron so the resident sees there is more (not a label cut at "Oth").
 */
export const OverflowOnAPhone: Story = {
  decorators: [(Story) => <div className="w-[390px] max-w-full"><Story /></div>],
  args: {
    labels: ['Vaccination records', 'Vaccination certificates', 'Other vaccines and boosters'],
    listLabel: 'Vaccination',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('tablist');
    await expect(list).toHaveAttribute('data-overflow', 'end');
    const more = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-row-end"]');
    await expect(more).toBeVisible();
    await userEvent.click(more!);
    await waitFor(() => expect(list.getAttribute('data-overflow')).toContain('start'));
    // Keyboard users get there with the arrows; the chevrons are pointer-only and hidden from the tab order.
    await expect(more).toHaveAttribute('tabindex', '-1');
  },
};
