import type { en } from './en.ts';

/** 手術紀錄畫面的文字（SPEC 2 surgicalRecord），隨畫面載入。 */
export const zhHant: typeof en = {
  intro: '參與機構記錄的手術，最新的在前。展開可查看診斷。',
  listLabel: '手術紀錄',
  lastTime: '最近手術日期：{{date}}',
  none: '暫無手術紀錄',
  noneHint: '機構傳送手術紀錄後會在此顯示。',
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
