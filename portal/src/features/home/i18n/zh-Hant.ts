import type { HomeMessages } from './en.ts';

export const zhHant: HomeMessages = {
  greeting: '{{name}}，您好',
  greetingAnonymous: '您好',
  intro: '您的個人健康檔案，一站查閱。',
  bannersLabel: '最新消息及活動',
  quickLinksHeading: '常用服務',
  editQuickLinks: '編輯常用服務',
  allServices: '全部服務',
  recommendedHeading: '推薦服務',
  bookingHeading: '我的預約',
  bookingCount_one: '{{count}}個即將到來的預約',
  bookingCount_other: '{{count}}個即將到來的預約',
  bookingLink: '查看我的預約',
  maintenanceBadge: '維護中',
  serviceDetails: '{{name}}的詳情',
  notices: '通知',
  /** Said after the unread count on the home's way to the notices (heard, not shown: the count shows as a badge). */
  noticesUnreadAfter: '則未讀',
  settings: '設定',
  noServices: '沒有可顯示的服務。',
};
