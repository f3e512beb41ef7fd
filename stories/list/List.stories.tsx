import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge, EmptyState, List, Skeleton } from '@macao-phr/design-system';
import { languageOf, type Language } from '../languages';

interface Row {
  title: string;
  description: string;
  trailing?: string;
}

interface ListExampleProps {
  label: string;
  rows: readonly Row[];
  onSelect?: (title: string) => void;
}

function ListExample({ label, rows, onSelect }: ListExampleProps) {
  return (
    <List.Root aria-label={label} className="max-w-lg">
      {rows.map((row) => (
        <List.Item
          key={row.title}
          title={row.title}
          description={row.description}
          trailing={row.trailing ? <Badge variant="reading-normal">{row.trailing}</Badge> : undefined}
          onClick={onSelect ? () => onSelect(row.title) : undefined}
        />
      ))}
    </List.Root>
  );
}

const rows: readonly Row[] = [
  { title: 'Complete blood count', description: 'Conde S. Januário Hospital · 12 Oct 2026', trailing: 'Normal' },
  { title: 'Lipid panel', description: 'Tap Seac Health Centre · 3 Sep 2026' },
  { title: 'Chest X-ray', description: 'Conde S. Januário Hospital · 21 Aug 2026' },
];

const meta = {
  title: 'Layout/List',
  component: ListExample,
  args: { label: 'Lab reports', rows, onSelect: fn() },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': {
        label: '化驗報告',
        rows: [
          { title: '全血細胞計數', description: '仁伯爵綜合醫院 · 2026年10月12日', trailing: '正常' },
          { title: '血脂分析', description: '塔石衛生中心 · 2026年9月3日' },
          { title: '胸肺X光', description: '仁伯爵綜合醫院 · 2026年8月21日' },
        ],
      },
      pt: {
        label: 'Relatórios de análises',
        rows: [
          { title: 'Hemograma completo', description: 'Centro Hospitalar Conde de São Januário · 12/10/2026', trailing: 'Normal' },
          { title: 'Perfil lipídico', description: 'Centro de Saúde do Tap Seac · 3/9/2026' },
          { title: 'Radiografia do tórax', description: 'Centro Hospitalar Conde de São Januário · 21/8/2026' },
        ],
      },
    },
  },
} satisfies Meta<typeof ListExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Lipid panel/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('Lipid panel');
  },
};

export const Static: Story = { args: { onSelect: undefined } };

const linkText: Record<Language, { label: string; vaccinations: string; records: string; allergies: string; none: string }> = {
  en: { label: 'Records', vaccinations: 'Vaccinations', records: '5 records', allergies: 'Allergies', none: 'None recorded' },
  'zh-Hant': { label: '紀錄', vaccinations: '疫苗接種', records: '5 項紀錄', allergies: '過敏', none: '暫無紀錄' },
  pt: { label: 'Registos', vaccinations: 'Vacinação', records: '5 registos', allergies: 'Alergias', none: 'Sem registos' },
};

const emptyText: Record<Language, { title: string; description: string }> = {
  en: { title: 'No lab reports yet', description: 'Reports appear here once they are released.' },
  'zh-Hant': { title: '暫時未有化驗報告', description: '報告發出後會顯示於此。' },
  pt: { title: 'Ainda sem relatórios de análises', description: 'Os relatórios aparecem aqui quando forem disponibilizados.' },
};

export const Links: Story = {
  render: (_args, { globals }) => {
    const text = linkText[languageOf(globals)];
    return (
      <List.Root aria-label={text.label} className="max-w-lg">
        <List.Item title={text.vaccinations} description={text.records} href="#vaccinations" />
        <List.Item title={text.allergies} description={text.none} href="#allergies" />
      </List.Root>
    );
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="flex max-w-lg flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4">
      <Skeleton className="w-2/3" />
      <Skeleton className="w-1/3" />
      <Skeleton className="w-2/3" />
    </div>
  ),
};

export const Empty: Story = {
  render: (_args, { globals }) => <EmptyState title={emptyText[languageOf(globals)].title} description={emptyText[languageOf(globals)].description} />,
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '化驗報告',
    rows: [
      { title: '全血細胞計數及分類（血常規）', description: '仁伯爵綜合醫院 · 二〇二六年十月十二日', trailing: '正常' },
      { title: '血脂分析（總膽固醇、三酸甘油酯、高密度及低密度脂蛋白）', description: '塔石衛生中心 · 二〇二六年九月三日' },
    ],
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Relatórios de análises',
    rows: [
      { title: 'Hemograma completo com contagem diferencial de leucócitos', description: 'Centro Hospitalar Conde de São Januário · 12 de Outubro de 2026', trailing: 'Normal' },
      { title: 'Perfil lipídico (colesterol total, triglicéridos, HDL e LDL)', description: 'Centro de Saúde do Tap Seac · 3 de Setembro de 2026' },
    ],
  },
};

export const LongTextEn: Story = {
  args: {
    label: 'Lab reports',
    rows: [
      { title: 'Complete blood count with white cell differential', description: 'Conde S. Januário Hospital Centre · 12 October 2026', trailing: 'Normal' },
      { title: 'Lipid panel (total cholesterol, triglycerides, HDL and LDL)', description: 'Tap Seac Health Centre · 3 September 2026' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
