import type { HomeMessages } from './en.ts';

export const zhHant: HomeMessages = {
  greeting: '{{name}}，您好',
  greetingAnonymous: '您好',
  intro: '您的個人健康檔案，一站查閱。',
  healthDataHeading: '我的健康數據',
  bloodPressure: '血壓',
  bloodPressureHint: '查看您的血壓記錄及評估',
  addBloodPressure: '新增血壓記錄',
  addBloodPressureHint: '記錄收縮壓、舒張壓及脈搏',
};
