import type { AuthMessages } from './en.ts';

export const zhHant: AuthMessages = {
  title: '登入',
  intro: '登入後即可查看您的健康記錄。',
  username: '用戶名稱',
  password: '密碼',
  submit: '登入',
  submitting: '正在登入',
  usernameRequired: '請輸入用戶名稱',
  passwordRequired: '請輸入密碼',
  demoTitle: '示範帳戶',
  demoIntro: '此為示範版本。請使用以下任一帳戶，密碼為 {{password}}：',
  demoAccounts: {
    'demo-m': '成年男性',
    'demo-f': '成年女性（懷孕中）',
    'demo-guardian': '未成年人的家長',
    'demo-minor': '未成年人',
  },
};
