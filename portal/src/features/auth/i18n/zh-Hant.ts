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
  codeFlow: {
    or: '或',
    button: '以統一登入方式登入',
    hint: '您將前往身份認證服務，完成後返回此處。',
    working: '正在登入',
    failedTitle: '登入未能完成',
    cancelled: '已取消登入。',
    stateMismatch: '此登入回應不屬於此瀏覽器分頁，請重新登入。',
    missing: '此頁面沒有登入回應，請重新登入。',
    signInAgain: '重新登入',
    usePassword: '以用戶名稱及密碼登入',
    redirecting: '正在前往登入頁面',
  },
  gov: {
    checking: '正在核對資訊核實',
    failed: '未能核對資訊核實。',
  },
  idle: {
    title: '您仍在使用嗎？',
    body: '為保障您的安全，除非您選擇保持登入，系統將於{{time}}（約一分鐘後）自動登出。',
    stay: '保持登入',
    signOut: '登出',
  },
  demoTitle: '示範帳戶',
  demoIntro: '此為示範版本。請使用以下任一帳戶，密碼為 {{password}}：',
  demoAccounts: {
    'demo-m': '成年男性',
    'demo-f': '成年女性（懷孕中）',
    'demo-guardian': '未成年人的家長',
    'demo-minor': '未成年人',
  },
};
