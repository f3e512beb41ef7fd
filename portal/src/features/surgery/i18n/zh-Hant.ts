import type { en } from './en.ts';

/** 手術紀錄畫面的文字（docs/product/routes.md surgicalRecord），隨畫面載入。 */
export const zhHant: typeof en = {
  intro: '參與機構記錄的手術，最新的在前。展開可查看診斷。',
  listLabel: '手術紀錄',
  lastTime: '最近手術日期：{{date}}',
  noneHint: '機構傳送手術紀錄後會在此顯示。',
  noneMatching: '沒有符合篩選條件的手術記錄',
  period: '手術日期',
  presets: { last3Months: '最近三個月', last6Months: '最近六個月', custom: '自訂' },
  startDate: '開始日期',
  endDate: '結束日期',
  organisation: '機構',
  allOrganisations: '全部機構',
  organisationCount: '{{name}}（{{count}}）',
  matching_one: '{{count}} 項手術符合條件',
  matching_other: '{{count}} 項手術符合條件',
  loadFailed: '未能載入手術紀錄',
  retry: '重試',
  loadingMore: '正在載入更多紀錄',
  loadMore: '載入更多',
  allLoaded: '已載入全部紀錄',
  department: '科室',
  diagnoses: '診斷',
  code: '編碼',
  noDiagnoses: '未提供診斷',
  detailFailed: '未能載入詳情',
};
