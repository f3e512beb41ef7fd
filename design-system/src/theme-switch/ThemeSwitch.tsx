'use client';

import { useEffect, useState } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export type ThemeName = 'light' | 'dark' | 'contrast';

export const themeNames: readonly ThemeName[] = ['light', 'dark', 'contrast'];

export interface ThemeSwitchProps extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children' | 'className'> {
  value?: ThemeName;
  /** @default light */
  defaultValue?: ThemeName;
  onValueChange?: (theme: ThemeName) => void;
  /** The element whose `data-theme` the switch sets (tokens.css keys off it). @default document.documentElement */
  target?: HTMLElement | null;
  /** @default Theme */
  label?: string;
  /** @default { light: 'Light', dark: 'Dark', contrast: 'High contrast' } */
  themeLabels?: Partial<Record<ThemeName, string>>;
  className?: string;
}

const defaultThemeLabels: Record<ThemeName, string> = { light: 'Light', dark: 'Dark', contrast: 'High contrast' };

/** Light, dark and high contrast as a radio group (arrow keys move and choose); only token values change. */
export const ThemeSwitch = /* @__PURE__ */ refAsProp(function ThemeSwitch({
  value,
  defaultValue = 'light',
  onValueChange,
  target,
  label = 'Theme',
  themeLabels,
  className,
  ...props
}: ThemeSwitchProps) {
  const [own, setOwn] = useState<ThemeName>(defaultValue);
  const theme = value ?? own;
  const labels = { ...defaultThemeLabels, ...themeLabels };

  useEffect(() => {
    const element = target === undefined ? document.documentElement : target;
    if (element) element.dataset.theme = theme;
  }, [theme, target]);

  return (
    <RadioGroup
      data-slot="theme-switch"
      data-theme-value={theme}
      value={theme}
      orientation="horizontal"
      onChange={(next) => {
        const chosen = themeNames.find((name) => name === next) ?? 'light';
        if (value === undefined) setOwn(chosen);
        onValueChange?.(chosen);
      }}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <Label className={fieldClasses.label}>{label}</Label>
      <div className="inline-flex flex-wrap gap-1 self-start rounded-full border border-border-strong bg-surface-raised p-1">
        {themeNames.map((name) => (
          <Radio
            key={name}
            value={name}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-full px-4 text-base text-text',
              'data-hovered:bg-surface-sunken data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
              'data-selected:bg-primary data-selected:text-primary-foreground',
            )}
          >
            {labels[name]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
});
