import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge, Button, ThemeSwitch, type ThemeSwitchProps } from '@macao-phr/design-system';

/** Themes a local panel, not <html>, so the story's own theme global stays in charge of the page. */
function Themed({ sample = { save: 'Save reading', high: 'High' }, ...props }: ThemeSwitchProps & { sample?: { save: string; high: string } }) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <ThemeSwitch {...props} target={panel} />
      <div ref={setPanel} data-testid="panel" className="flex flex-wrap items-center gap-3 rounded-lg bg-surface p-4 text-text">
        <Button>{sample.save}</Button>
        <Badge variant="reading-high">{sample.high}</Badge>
        <span className="text-text-muted">120/80 mmHg</span>
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/ThemeSwitch',
  component: Themed,
  args: { onValueChange: fn() },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '主題', themeLabels: { light: '淺色', dark: '深色', contrast: '高對比' }, sample: { save: '儲存量度', high: '偏高' } },
      pt: { label: 'Tema', themeLabels: { light: 'Claro', dark: 'Escuro', contrast: 'Alto contraste' }, sample: { save: 'Guardar medição', high: 'Alto' } },
    },
  },
} satisfies Meta<typeof Themed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('radio', { name: 'Light' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByTestId('panel')).toHaveAttribute('data-theme', 'dark');
  },
};

export const Dark: Story = { args: { defaultValue: 'dark' } };
export const HighContrast: Story = { args: { defaultValue: 'contrast' } };

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { label: '顯示主題', themeLabels: { light: '淺色主題', dark: '深色主題', contrast: '高對比度主題' } },
};

export const LongTextEn: Story = {
  args: { label: 'Colour theme for this device', themeLabels: { light: 'Light background', dark: 'Dark background', contrast: 'High contrast for low vision' } },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { label: 'Tema de cores', themeLabels: { light: 'Tema claro', dark: 'Tema escuro', contrast: 'Contraste elevado para baixa visão' } },
};
