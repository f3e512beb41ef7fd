/**
 * The one typed route map (docs/product/routes.md, docs/architecture.md#portal). Every path of docs/product/routes.md is registered here; a route
 * whose screen is not built renders the shared placeholder (see app/screens.ts). Paths carry no
 * parameters ("Path parameters: not shown"), so matching is by exact path.
 *
 * A screen that exists in both trees shares one `name`, which is how a wrong-device address finds
 * "the same screen in the active tree" (docs/product/routes.md routing rules).
 */

export type Tree = 'mob' | 'web';

/** Who may open a route: docs/product/routes.md says maintenance, expired and share pages need no login. */
export type Access = 'signedIn' | 'public' | 'signedOut';

interface TreeRouteSpec {
  readonly name: string;
  /** Path under /mob/ (without the prefix), when the mobile tree has this screen. */
  readonly mob?: string;
  /** Path under /web/ (without the prefix), when the web tree has this screen. */
  readonly web?: string;
  readonly access?: Access;
}

/** docs/product/routes.md, mobile and web lists, merged by screen so that the two trees can map onto each other. */
const treeRouteSpecs = [
  { name: 'home', mob: 'home', web: 'home' },
  { name: 'personalInfo', mob: 'personalInfo', web: 'personalInfo' },
  { name: 'customSettings', mob: 'customSettings', web: 'customSettings' },
  { name: 'dataVerification', mob: 'dataVerification' },
  { name: 'result', mob: 'result' },
  { name: 'middlePage', mob: 'middlePage' },
  { name: 'scanPage', mob: 'home/scanPage' },
  { name: 'transScanPage', mob: 'transScanPage' },
  { name: 'outpatient', mob: 'outpatient', web: 'outpatient' },
  { name: 'outpatientDetail', mob: 'outpatient/detail', web: 'outpatientDetail' },
  { name: 'analysisReport', mob: 'analysisReport', web: 'analysisReport' },
  { name: 'analysisReportList', mob: 'analysisReportList', web: 'analysisReportList' },
  { name: 'analysisReportDetail', mob: 'analysisReport/detail', web: 'analysisReportDetail' },
  { name: 'imagingReport', mob: 'imagingReport', web: 'imagingReport' },
  { name: 'imagingReportList', mob: 'imagingReportList', web: 'imagingReportList' },
  { name: 'imagingReportImages', mob: 'imagingReport/images', web: 'imagingReport/images' },
  { name: 'imagingReportDetail', mob: 'imagingReport/detail', web: 'imagingReportDetail' },
  { name: 'imagingReportImageShare', mob: 'imagingReport/imageShare', web: 'imagingReport/imageShare' },
  { name: 'imagingReportDicomShare', mob: 'imagingReport/dicomShare', web: 'imagingReport/dicomShare' },
  { name: 'imagesView', web: 'imagesView' },
  { name: 'vaccine', mob: 'vaccine', web: 'vaccine' },
  { name: 'vaccineBook', mob: 'vaccineBook', web: 'vaccineBook' },
  { name: 'vaccineDetail', web: 'vaccineDetail' },
  { name: 'medications', mob: 'medications', web: 'medications' },
  { name: 'surgicalRecord', mob: 'surgicalRecord' },
  { name: 'prescription', mob: 'prescription', web: 'prescription' },
  { name: 'prescriptionDetail', mob: 'prescriptionDetail', web: 'prescriptionDetail' },
  { name: 'inuse', mob: 'inuse', web: 'inuse' },
  { name: 'healthData', mob: 'healthData', web: 'healthData' },
  { name: 'healthTip', mob: 'healthTip', web: 'healthTip' },
  { name: 'healthTrend', mob: 'healthTrend', web: 'healthTrend' },
  { name: 'healthDataDetail', mob: 'healthDataDetail', web: 'healthDataDetail' },
  { name: 'myUpload', mob: 'myUpload', web: 'myUpload' },
  { name: 'addUpload', mob: 'addUpload', web: 'addUpload' },
  { name: 'detailUpload', mob: 'detailUpload', web: 'detailUpload' },
  { name: 'versionInfo', mob: 'versionInfo', web: 'versionInfo' },
  { name: 'dataRange', mob: 'dataRange', web: 'dataRange' },
  { name: 'previewPdf', mob: 'previewPdf' },
  { name: 'ehrPage', mob: 'ehrPage', web: 'ehrPage' },
  { name: 'childService', mob: 'childService', web: 'childService' },
  { name: 'vaccinationAppointment', mob: 'vaccinationAppointment', web: 'vaccinationAppointment' },
  { name: 'appointReminder', web: 'appointReminder' },
  { name: 'setting', mob: 'setting', web: 'setting' },
  { name: 'bmiPage', mob: 'bmiPage', web: 'bmiPage' },
  { name: 'addBmi', mob: 'addBmi', web: 'addBmi' },
  { name: 'pressurePage', mob: 'pressurePage', web: 'pressurePage' },
  { name: 'addPressure', mob: 'addPressure', web: 'addPressure' },
  { name: 'gestationalDiabetes', mob: 'gestationalDiabetes', web: 'gestationalDiabetes' },
  { name: 'sugarRange', mob: 'sugarRange' },
  { name: 'addSugar', mob: 'addSugar', web: 'addSugar' },
  { name: 'cholesterolTrend', mob: 'assayTrend/cholesterol', web: 'assayTrend/cholesterol' },
  { name: 'bloodGlucoseTrend', mob: 'assayTrend/bloodGlucose', web: 'assayTrend/bloodGlucose' },
  { name: 'fingertipGlucoseTrend', mob: 'assayTrend/fingertipBloodGlucose', web: 'assayTrend/fingertipBloodGlucose' },
  { name: 'addFingertipGlucose', mob: 'assayTrend/fingertipBloodGlucose/add', web: 'assayTrend/fingertipBloodGlucose/add' },
  { name: 'scanResult', mob: 'scanResult' },
  // Ours (docs/security.md): who accessed the resident's record and when; linked from setting.
  { name: 'accessLog', mob: 'accessLog', web: 'accessLog' },
  // Ours: the doctors the resident consented to by QR (docs/product/overview.md, docs/product/roles.md), with withdraw; linked from setting.
  { name: 'qrConsents', mob: 'qrConsents', web: 'qrConsents' },
  // Ours (docs/product/export.md): the record to take away, as a PDF summary and a FHIR IPS; linked from setting and ehrPage.
  { name: 'exportRecord', mob: 'exportRecord', web: 'exportRecord' },
  // Ours (docs/product/notices.md): what organisations sent to the record; linked from the homes with the unread count.
  { name: 'notices', mob: 'notices', web: 'notices' },
  { name: 'iframePage', mob: 'iframePage' },
  { name: 'allService', mob: 'allService', web: 'allService' },
  { name: 'customService', mob: 'customService', web: 'customService' },
  { name: 'ssmPage', mob: 'ssmPage', web: 'ssmPage' },
  // docs/product/routes.md "further mobile entries": the traditional and the easy home.
  { name: 'traditionalHome', mob: 'traditionalHome' },
  { name: 'easyHome', mob: 'easyHome' },
  { name: 'notFound', mob: 'home/notFound', web: 'notFound' },
  // docs/product/routes.md: maintenance and expired pages need no login.
  { name: 'maintenance', web: 'maintenance', access: 'public' },
  // docs/product/routes.md lists expiredPage for the web; a phone gets the same page (docs/product/sign-in.md: GOV_ENTITY on a phone).
  { name: 'expiredPage', mob: 'expiredPage', web: 'expiredPage', access: 'public' },
] as const satisfies readonly TreeRouteSpec[];

/** docs/product/routes.md top-level routes (besides `/`, which is a home path). */
const topLevelSpecs = [
  { name: 'login', path: '/login', access: 'signedOut' },
  // docs/product/sign-in.md: the authorisation-code flow returns here; government entities sign in from /govLogin.
  { name: 'signInCallback', path: '/signInCallback', access: 'public' },
  { name: 'govLogin', path: '/govLogin', access: 'public' },
  { name: 'mobMaintenance', path: '/mobMaintenance', access: 'public' },
  { name: 'webShareReportImages', path: '/webShareReportImages', access: 'public' },
  { name: 'mobShareReportImages', path: '/mobShareReportImages', access: 'public' },
  { name: 'webShareDicom', path: '/webShareDicom', access: 'public' },
  { name: 'mobShareDicom', path: '/mobShareDicom', access: 'public' },
] as const satisfies readonly { name: string; path: string; access: Access }[];

export type TreeRouteName = (typeof treeRouteSpecs)[number]['name'];
export type TopLevelRouteName = (typeof topLevelSpecs)[number]['name'];
export type RouteName = TreeRouteName | TopLevelRouteName;

export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  /** The tree the route belongs to; `null` for the top-level routes. */
  readonly tree: Tree | null;
  readonly access: Access;
}

function treeEntries(): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const spec of treeRouteSpecs as readonly TreeRouteSpec[]) {
    const access = spec.access ?? 'signedIn';
    const name = spec.name as TreeRouteName;
    if (spec.mob !== undefined) out.push({ name, path: `/mob/${spec.mob}`, tree: 'mob', access });
    if (spec.web !== undefined) out.push({ name, path: `/web/${spec.web}`, tree: 'web', access });
  }
  return out;
}

/** Every route, in registration order. */
export const routes: readonly RouteEntry[] = [
  ...topLevelSpecs.map((s) => ({ name: s.name, path: s.path, tree: null, access: s.access })),
  ...treeEntries(),
];

const byPath = new Map(routes.map((r) => [r.path, r] as const));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The path of a named screen in a tree, if that tree has it. */
export function pathOf(name: RouteName, tree: Tree): string | undefined {
  return routes.find((r) => r.name === name && r.tree === tree)?.path;
}

export function homePathOf(tree: Tree): string {
  return `/${tree}/home`;
}

export const loginPath = '/login';
