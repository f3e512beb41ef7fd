import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '@macao-phr/design-system';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
  // The Language toolbar switches the visible text too.
  parameters: { localeArgs: { 'zh-Hant': { label: '姓名' }, pt: { label: 'Nome completo' } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana');
  },
};

export const WithDescription: Story = {
  args: { description: 'As printed on your Macao resident identity card.' },
  parameters: { localeArgs: { 'zh-Hant': { description: '與澳門居民身份證上的相同。' }, pt: { description: 'Tal como consta do seu bilhete de identidade de residente de Macau.' } } },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { label: 'Email', defaultValue: 'ana@', isInvalid: true, errorMessage: 'Enter an email address like name@example.com.' },
  parameters: {
    localeArgs: {
      'zh-Hant': { label: '電郵地址', errorMessage: '請輸入電郵地址，例如 name@example.com。' },
      pt: { label: 'Correio eletrónico', errorMessage: 'Indique um endereço de correio eletrónico como nome@exemplo.com.' },
    },
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Chan Tai Man' } };

export const WithPlaceholder: Story = {
  args: { label: 'Search', placeholder: 'Type a report name' },
  parameters: { localeArgs: { 'zh-Hant': { label: '搜尋', placeholder: '輸入報告名稱' }, pt: { label: 'Pesquisar', placeholder: 'Escreva o nome de um relatório' } } },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '緊急聯絡人姓名（須與身份證明文件相同）',
    description: '如聯絡人不在澳門，請一併填寫國際電話區號，以便醫療人員於緊急情況下聯絡。',
    isInvalid: true,
    errorMessage: '請輸入緊急聯絡人姓名。',
  },
};

export const LongTextEn: Story = {
  args: {
    label: 'Emergency contact name (as on their identity document)',
    description: 'If your contact is outside Macao, include the international dialling code so clinicians can reach them.',
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Nome do contacto de emergência (tal como consta do documento de identificação)',
    description: 'Se o contacto estiver fora de Macau, indique também o indicativo internacional para que a equipa clínica o possa contactar.',
    isInvalid: true,
    errorMessage: 'Indique o nome do contacto de emergência.',
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
