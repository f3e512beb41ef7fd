import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, Button } from '@macao-phr/design-system';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { variant: 'error', children: 'Incorrect user name or password' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['error', 'info', 'success'] },
    role: { control: 'inline-radio', options: ['alert', 'status', 'note'] },
    // ReactNode props the stories fill with text or an element: a text control, and none for the action.
    children: { control: 'text' },
    action: { control: false },
  },
  decorators: [(Story) => <div className="max-w-xl"><Story /></div>],
  // The Language toolbar switches the visible text too (a story without a part gives null here).
  parameters: { localeArgs: { 'zh-Hant': { children: '用戶名稱或密碼不正確' }, pt: { children: 'Nome de utilizador ou palavra-passe incorretos' } } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorVariant: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    // An error interrupts: role alert, and its words are all it says.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Incorrect user name or password$/);
  },
};

export const InfoVariant: Story = {
  name: 'Info',
  args: { variant: 'info', children: 'Your session ended. Please sign in again.' },
  parameters: { localeArgs: { 'zh-Hant': { children: '你的登入已結束，請重新登入。' }, pt: { children: 'A sua sessão terminou. Inicie sessão de novo.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session ended');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SuccessVariant: Story = {
  name: 'Success',
  args: { variant: 'success', children: 'A verification code was sent to the phone number on record.' },
  parameters: { localeArgs: { 'zh-Hant': { children: '驗證碼已發送至登記的電話號碼。' }, pt: { children: 'Foi enviado um código de verificação para o número de telefone registado.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('verification code was sent');
  },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'Sign-in failed',
    children: 'The sign-in page did not answer. Please try again.',
    action: <Button variant="secondary">Try again</Button>,
  },
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '登入失敗', children: '登入頁面沒有回應，請再試一次。', action: <Button variant="secondary">再試一次</Button> },
      pt: { title: 'Falha ao iniciar sessão', children: 'A página de início de sessão não respondeu. Tente novamente.', action: <Button variant="secondary">Tentar novamente</Button> },
    },
  },
  play: async ({ canvas }) => {
    // The title and the words are announced; the button is outside the live region, reached by Tab.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sign-in failedThe sign-in page did not answer. Please try again.');
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    variant: 'info',
    role: 'alert',
    title: '暫時未能登入',
    children: '本服務現正進行系統維護，暫時未能以任何方式登入。請於稍後再試，或致電衛生局查詢熱線查詢你的健康紀錄。',
    action: <Button variant="secondary">查看服務狀態</Button>,
  },
};

export const LongTextEn: Story = {
  args: {
    title: 'We could not check who you are',
    children: 'The identity number and the verification code do not match the records of the Identification Services Bureau. Check both and try again; after five attempts the check is locked for thirty minutes.',
    action: <Button variant="secondary">Try again</Button>,
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    variant: 'success',
    title: 'Consentimento registado',
    children: 'O médico pode consultar o seu resumo de saúde durante as próximas vinte e quatro horas. Pode retirar o consentimento a qualquer momento no registo de acessos.',
    action: <Button variant="secondary">Ver o registo de acessos</Button>,
  },
};

export const Dark: Story = { ...WithTitleAndAction, globals: { theme: 'dark' } };
export const HighContrast: Story = { ...WithTitleAndAction, globals: { theme: 'contrast' } };
