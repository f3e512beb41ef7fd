import type { NoticeType } from '@macao-phr/contract';
import { pathOf, type RouteName, type Tree } from '../../routes/routes.ts';

/**
 * The screens a notice leads to (docs/product/notices.md: tapping a notice opens the record): the record's detail,
 * with its id, or the record list where a tree has no detail screen for that kind.
 */
const TARGETS: Record<NoticeType, { detail: RouteName | null; list: RouteName }> = {
  lab_report: { detail: 'analysisReportDetail', list: 'analysisReportList' },
  imaging: { detail: 'imagingReportDetail', list: 'imagingReportList' },
  visit: { detail: 'outpatientDetail', list: 'outpatient' },
  prescription: { detail: 'prescriptionDetail', list: 'prescription' },
  vaccination: { detail: 'vaccineDetail', list: 'vaccine' },
  surgery: { detail: null, list: 'surgicalRecord' },
  // A sign-in is in the access log; a share opens the report it shares.
  sign_in: { detail: null, list: 'accessLog' },
  share: { detail: 'imagingReportDetail', list: 'imagingReportList' },
};

/** Where a notice leads in a tree, or null when the tree has neither screen. */
export function noticeTarget(recordType: NoticeType, recordId: number | null, tree: Tree): string | null {
  const target = TARGETS[recordType];
  const detail = target.detail === null || recordId === null ? undefined : pathOf(target.detail, tree);
  if (detail !== undefined) return `${detail}?id=${recordId}`;
  return pathOf(target.list, tree) ?? null;
}
