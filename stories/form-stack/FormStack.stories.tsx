import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, FormStack, NumberField, TextField } from '@macao-phr/design-system';
import { languageOf, type Language } from '../languages';

const words: Record<Language, { name: string; systolic: string; diastolic: string; pulse: string; save: string; cancel: string }> = {
  en: { name: 'Blood pressure reading', systolic: 'Systolic pressure (mmHg)', diastolic: 'Diastolic pressure (mmHg)', pulse: 'Pulse (beats per minute)', save: 'Save', cancel: 'Cancel' },
  'zh-Hant': { name: '血壓紀錄', systolic: '收縮壓（毫米汞柱）', diastolic: '舒張壓（毫米汞柱）', pulse: '脈搏（每分鐘次數）', save: '儲存', cancel: '取消' },
  pt: { name: 'Medição da tensão arterial', systolic: 'Tensão sistólica (mmHg)', diastolic: 'Tensão diastólica (mmHg)', pulse: 'Pulsação (batimentos por minuto)', save: 'Guardar', cancel: 'Cancelar' },
};

/** A reading form's fields and buttons, in the story's language. */
function Fields({ language }: { language: Language }) {
  const w = words[language];
  return (
    <>
      <NumberField label={w.systolic} hideStepper defaultValue={128} />
      <NumberField label={w.diastolic} hideStepper defaultValue={82} />
      <NumberField label={w.pulse} hideStepper isRequired />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary">{w.cancel}</Button>
        <Button type="submit">{w.save}</Button>
      </div>
    </>
  );
}

const meta = {
  title: 'Forms/FormStack',
  component: FormStack,
  args: { width: 'narrow', onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'wide', 'full'] }, error: { control: 'text' } },
  render: (args, { globals }) => (
    <FormStack aria-label={words[languageOf(globals)].name} {...args}>
      <Fields language={languageOf(globals)} />
    </FormStack>
  ),
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The app checks the values itself: the empty required pulse does not stop the submit with the browser's bubble.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithFormError: Story = {
  args: { error: 'The reading could not be saved: the service is busy. Please try again in a moment.' },
  parameters: {
    localeArgs: {
      'zh-Hant': { error: '未能儲存紀錄：服務繁忙，請稍後再試。' },
      pt: { error: 'Não foi possível guardar a medição: o serviço está ocupado. Tente novamente daqui a pouco.' },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('could not be saved');
    // The error about the whole form comes before its fields.
    await expect(alert.compareDocumentPosition(canvas.getByRole('textbox', { name: 'Systolic pressure (mmHg)' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Wide: Story = { args: { width: 'wide' } };

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { error: '收縮壓不可低於舒張壓。請檢查兩個數值是否填寫在正確的欄位，然後再儲存。' },
};

export const LongTextEn: Story = {
  args: { error: 'Systolic pressure cannot be lower than diastolic pressure. Check that each value is in its own field, then save again.' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { error: 'A tensão sistólica não pode ser inferior à diastólica. Verifique se cada valor está no campo certo e guarde novamente.' },
};

export const WithTextFields: Story = {
  args: { width: 'full' },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const w = {
      en: { name: 'Sign in', user: 'User name', password: 'Password', submit: 'Sign in' },
      'zh-Hant': { name: '登入', user: '用戶名稱', password: '密碼', submit: '登入' },
      pt: { name: 'Iniciar sessão', user: 'Nome de utilizador', password: 'Palavra-passe', submit: 'Iniciar sessão' },
    }[language];
    return (
      <FormStack aria-label={w.name} {...args}>
        <TextField label={w.user} autoComplete="username" />
        <TextField label={w.password} type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full">
          {w.submit}
        </Button>
      </FormStack>
    );
  },
};
