/**
 * The route manifest: every screen of the portal, in both trees (/mob and /web) and at the top level, as data. It is
 * read three ways (docs/architecture.md#the-route-manifest):
 * - the router: `routes.ts` builds the route table (paths, trees, who may open each) from `treeRouteSpecs` and
 *   `topLevelSpecs`, the one part of this module that reaches the browser;
 * - the build: `portal/vite.config.ts` imports `screens` and `chunkGroups` as a module. From them it writes the two
 *   screen tables the portal loads screens through (the landing screens, loaded from the entry, and the screen
 *   registry, a chunk of its own), the table of route prefetches (a screen's `prefetch`), the shared chunk groups
 *   (`codeSplitting.groups`) and `route-preloads.json`;
 * - the types: a screen's name is a route name, every route has a screen, and a screen's groups are named groups.
 * Data only: no React, nothing of the portal imported (routes/ is the lowest layer).
 *
 * A screen that exists in both trees shares one `name`, which is how a wrong-device address finds "the same screen
 * in the active tree" (docs/product/routes.md routing rules). Paths carry no parameters ("Path parameters: not
 * shown"), so matching is by exact path.
 */

export type Tree = 'mob' | 'web';

/** Who may open a route: docs/product/routes.md says maintenance, expired and share pages need no login. */
export type Access = 'signedIn' | 'public' | 'signedOut';

export interface TreeRouteSpec {
  readonly name: string;
  /** Path under /mob/ (without the prefix), when the mobile tree has this screen. */
  readonly mob?: string;
  /** Path under /web/ (without the prefix), when the web tree has this screen. */
  readonly web?: string;
  readonly access?: Access;
}

/** docs/product/routes.md, mobile and web lists, merged by screen so that the two trees can map onto each other. */
export const treeRouteSpecs = [
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
export const topLevelSpecs = [
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

/** A module of the build by its path from the repository (a folder when it ends in `/`), as Rolldown sees its id. */
export type ModuleMatch = string;

export interface ChunkGroupSpec {
  /** Rolldown's priority among the groups: a module two groups match goes to the higher. */
  readonly priority: number;
  readonly modules: readonly ModuleMatch[];
}

/**
 * Shared chunks by what a first paint needs together (docs/performance.md "Fewer requests"). Left to itself, Rolldown
 * cuts the code that lazy screens share into one chunk per set of screens sharing it: a record list's first paint
 * took 17 files, a home's 7, each a request of its own (on HTTP/1.1 at most six at a time, each a round trip on a
 * phone's network). These groups gather the small modules that go together into a few chunks, at the cost of a
 * screen sometimes loading a module it does not use (under 1 KiB); each screen below names the groups its first
 * paint loads, and the build refuses a difference:
 * - `surface`: the card and the badge, which the sign-in page, the homes and maintenance draw (the badge on a service
 *   tile), and the alert and the form stack of the sign-in page's form (under 1 KiB together); in `basics`, the homes
 *   loaded all of it (1.9 KiB) for these two, now they do not load `basics` at all;
 * - `basics`: the small parts nearly every other screen draws (empty state, field classes, number and date formats,
 *   the screen-title hook: a chunk of its own before, one more file for maintenance and eight other screens), the
 *   labelled native select of the glucose form and the trend screens, the shared "could not be loaded", and the table of
 *   result codes that screens showing a code read (each a chunk of its own otherwise; the entry has only the
 *   platform's few, contract/src/platform-result-codes.ts);
 * - `catalogue`: the service tiles and the catalogue's rules and calls (the homes' prefetch among them), for the
 *   homes, maintenance and the catalogue pages;
 * - `records`: what every record list draws first (its paging, filter look-alike, list and pagination), and the lab
 *   report list's calls (its prefetch).
 * A screen's `prefetch` module is in a group its first paint loads: asking for it when the route is chosen then
 * fetches no file the screen would not fetch anyway.
 * The controlled-or-not state helper of the category bar and the pagination is in none of them: the entry exports it
 * (src/main.tsx says why). Anything heavy (react-aria's date fields, Radix Select) stays out of them, in the chunks
 * of the screens that use it. React and the entry's own modules are grouped in `portal/vite.config.ts`: they are no
 * screen's business.
 */
export const chunkGroups = {
  surface: { priority: 9.5, modules: ['design-system/src/card/', 'design-system/src/badge/', 'design-system/src/alert/', 'design-system/src/form-stack/'] },
  basics: {
    priority: 9,
    modules: ['design-system/src/empty-state/', 'contract/src/limits.ts', 'contract/src/result-codes.ts', 'design-system/src/lib/field.ts', 'portal/src/i18n/format.ts', 'portal/src/features/uploads/format.ts', 'portal/src/hooks/useScreenTitle.ts', 'portal/src/features/common/labelled-select.tsx', 'portal/src/features/common/load-failed.tsx'],
  },
  catalogue: {
    priority: 8,
    modules: ['design-system/src/service-tile/', 'portal/src/features/catalogue/ServiceCatalogueTile.tsx', 'portal/src/features/catalogue/api.ts', 'contract/src/catalogue/rules.ts', 'portal/src/stores/home-variant.ts'],
  },
  records: {
    priority: 7,
    modules: [
      'portal/src/features/common/loaded.tsx',
      'portal/src/features/common/reads.ts',
      'portal/src/features/common/paged.tsx',
      'portal/src/features/common/records-drawn.ts',
      'portal/src/features/common/period-range.ts',
      'portal/src/features/common/PeriodSelectShell.tsx',
      'portal/src/features/common/period-select.tsx',
      'portal/src/features/common/matching-count.tsx',
      'portal/src/features/common/org-period-filter.tsx',
      'design-system/src/list/',
      'design-system/src/pagination/',
      'design-system/src/load-more-footer/',
      'contract/src/organisations.ts',
      'portal/src/features/lab-reports/report.ts',
      'portal/src/features/lab-reports/api.ts',
      'nanostores/',
    ],
  },
} as const satisfies Record<string, ChunkGroupSpec>;

export type ChunkGroupName = keyof typeof chunkGroups;

/** What the build needs of a screen; the router needs none of it. */
export interface ScreenSpec {
  /** The module that exports the screen, from portal/src; each module is a lazy chunk of its own. */
  readonly module: `features/${string}.tsx`;
  /** The module's export that is the screen (a component taking ScreenProps). */
  readonly export: string;
  /**
   * A screen a visit lands on first (sign-in, the homes, maintenance, the shared-picture viewer): loaded straight
   * from the entry, without the screen registry's chunk, and its first paint must load no `records` chunk.
   * Every other screen is found through the registry, loaded on navigation or on a link's hover or focus.
   */
  readonly landing?: true;
  /**
   * The shared chunk groups its first paint loads besides its own chunks (route-preloads.json, which the server
   * turns into `<link rel="modulepreload">`): the build fails when the chunks it made load another set, so a first
   * paint cannot take on a group unnoticed.
   */
  readonly groups: readonly ChunkGroupName[];
  /**
   * What the route asks the server for as soon as it is chosen (the first page, a click on a link), beside the
   * loading of its screen's code rather than after its first render: `export` of `module` (under features/, in a
   * group of `groups`) is a function of the route giving the reads its screen asks for first (api/query.ts), which
   * the screen then takes from the query cache. The build writes the table of these (`virtual:mhp/route-prefetch`,
   * app/route-prefetch.ts).
   */
  readonly prefetch?: { readonly module: `features/${string}.ts`; readonly export: string };
}

/** The homes' first calls: the resident's name, the services and the banners. */
const homePrefetch = { module: 'features/catalogue/api.ts', export: 'homePrefetch' } as const;

/**
 * Every route's screen. Its chunk and the chunks it imports are preloaded: by the server for a page that opens on it
 * (route-preloads.json), by main.tsx for the first render, and on a link's hover or focus (app/useScreenPreload.ts).
 * The registry's table follows this order: a feature's screens side by side compress better in its chunk.
 */
export const screens = {
  login: { module: 'features/auth/LoginScreen.tsx', export: 'LoginScreen', landing: true, groups: ['surface'] },
  signInCallback: { module: 'features/auth/SignInCallbackScreen.tsx', export: 'SignInCallbackScreen', landing: true, groups: ['surface'] },
  home: { module: 'features/home/HomeScreen.tsx', export: 'HomeScreen', landing: true, groups: ['surface', 'catalogue'], prefetch: homePrefetch },
  traditionalHome: { module: 'features/home/HomeScreen.tsx', export: 'HomeScreen', landing: true, groups: ['surface', 'catalogue'], prefetch: homePrefetch },
  easyHome: { module: 'features/home/HomeScreen.tsx', export: 'HomeScreen', landing: true, groups: ['surface', 'catalogue'], prefetch: homePrefetch },
  maintenance: { module: 'features/catalogue/MaintenanceScreen.tsx', export: 'MaintenanceScreen', landing: true, groups: ['surface', 'catalogue'] },
  mobMaintenance: { module: 'features/catalogue/MaintenanceScreen.tsx', export: 'MaintenanceScreen', landing: true, groups: ['surface', 'catalogue'] },
  webShareReportImages: { module: 'features/imaging/ShareViewerScreen.tsx', export: 'ShareViewerScreen', landing: true, groups: ['basics'] },
  mobShareReportImages: { module: 'features/imaging/ShareViewerScreen.tsx', export: 'ShareViewerScreen', landing: true, groups: ['basics'] },
  govLogin: { module: 'features/auth/GovLoginScreen.tsx', export: 'GovLoginScreen', groups: ['surface'] },
  expiredPage: { module: 'features/expired/ExpiredScreen.tsx', export: 'ExpiredScreen', groups: ['basics'] },
  previewPdf: { module: 'features/uploads/PreviewPdfScreen.tsx', export: 'PreviewPdfScreen', groups: ['surface', 'catalogue'] },
  pressurePage: { module: 'features/health-data/blood-pressure/PressureListScreen.tsx', export: 'PressureListScreen', groups: ['surface', 'basics', 'records'] },
  addPressure: { module: 'features/health-data/blood-pressure/PressureFormScreen.tsx', export: 'PressureFormScreen', groups: ['surface', 'basics'] },
  healthData: { module: 'features/health-data/readings/HealthDataScreen.tsx', export: 'HealthDataScreen', groups: ['surface', 'basics', 'records'] },
  bmiPage: { module: 'features/health-data/readings/BmiListScreen.tsx', export: 'BmiListScreen', groups: ['surface', 'basics', 'records'] },
  addBmi: { module: 'features/health-data/readings/BmiFormScreen.tsx', export: 'BmiFormScreen', groups: ['surface', 'basics'] },
  addSugar: { module: 'features/health-data/readings/GlucoseFormScreen.tsx', export: 'GlucoseFormScreen', groups: ['surface', 'basics'] },
  addFingertipGlucose: { module: 'features/health-data/readings/GlucoseFormScreen.tsx', export: 'GlucoseFormScreen', groups: ['surface', 'basics'] },
  gestationalDiabetes: { module: 'features/health-data/readings/GestationalScreen.tsx', export: 'GestationalScreen', groups: ['surface', 'basics', 'records'] },
  sugarRange: { module: 'features/health-data/readings/RangesScreen.tsx', export: 'RangesScreen', groups: ['surface', 'basics'] },
  dataRange: { module: 'features/health-data/readings/RangesScreen.tsx', export: 'RangesScreen', groups: ['surface', 'basics'] },
  healthTrend: { module: 'features/health-data/trends/TrendScreens.tsx', export: 'HealthTrendScreen', groups: ['surface', 'basics', 'records'] },
  cholesterolTrend: { module: 'features/health-data/trends/TrendScreens.tsx', export: 'CholesterolTrendScreen', groups: ['surface', 'basics', 'records'] },
  bloodGlucoseTrend: { module: 'features/health-data/trends/TrendScreens.tsx', export: 'GlucoseTrendScreen', groups: ['surface', 'basics', 'records'] },
  fingertipGlucoseTrend: { module: 'features/health-data/trends/TrendScreens.tsx', export: 'GlucoseTrendScreen', groups: ['surface', 'basics', 'records'] },
  healthTip: { module: 'features/health-data/trends/HealthTipScreen.tsx', export: 'HealthTipScreen', groups: ['surface', 'basics'] },
  healthDataDetail: { module: 'features/health-data/trends/HealthDataDetailScreen.tsx', export: 'HealthDataDetailScreen', groups: ['surface', 'basics', 'records'] },
  setting: { module: 'features/settings/SettingScreen.tsx', export: 'SettingScreen', groups: ['surface', 'basics', 'catalogue', 'records'] },
  childService: { module: 'features/guardian/ChildServiceScreen.tsx', export: 'ChildServiceScreen', groups: ['surface', 'basics', 'records'] },
  dataVerification: { module: 'features/guardian/DataVerificationScreen.tsx', export: 'DataVerificationScreen', groups: ['surface', 'basics'] },
  result: { module: 'features/guardian/ResultScreen.tsx', export: 'ResultScreen', groups: ['basics'] },
  scanPage: { module: 'features/qr/ScanPageScreen.tsx', export: 'ScanPageScreen', groups: ['surface', 'catalogue'] },
  transScanPage: { module: 'features/qr/TransScanScreen.tsx', export: 'TransScanScreen', groups: [] },
  scanResult: { module: 'features/qr/ScanResultScreen.tsx', export: 'ScanResultScreen', groups: ['surface', 'basics', 'records'] },
  qrConsents: { module: 'features/qr/ConsentsScreen.tsx', export: 'ConsentsScreen', groups: ['surface', 'basics', 'records'] },
  versionInfo: { module: 'features/settings/VersionInfoScreen.tsx', export: 'VersionInfoScreen', groups: ['surface'] },
  personalInfo: { module: 'features/settings/PersonalInfoScreen.tsx', export: 'PersonalInfoScreen', groups: ['surface', 'basics', 'records'] },
  notFound: { module: 'features/pages/NotFoundScreen.tsx', export: 'NotFoundScreen', groups: [] },
  ehrPage: { module: 'features/pages/EhrPageScreen.tsx', export: 'EhrPageScreen', groups: ['basics', 'records'] },
  notices: { module: 'features/notices/NoticesScreen.tsx', export: 'NoticesScreen', groups: ['surface', 'basics', 'records'] },
  accessLog: { module: 'features/access-log/AccessLogScreen.tsx', export: 'AccessLogScreen', groups: ['surface', 'basics', 'records'] },
  exportRecord: { module: 'features/export/ExportScreen.tsx', export: 'ExportScreen', groups: ['basics'] },
  iframePage: { module: 'features/pages/IframePageScreen.tsx', export: 'IframePageScreen', groups: ['surface', 'basics', 'catalogue'] },
  middlePage: { module: 'features/pages/MiddlePageScreen.tsx', export: 'MiddlePageScreen', groups: ['surface', 'catalogue'] },
  ssmPage: { module: 'features/pages/SsmPageScreen.tsx', export: 'SsmPageScreen', groups: ['surface', 'basics', 'catalogue', 'records'] },
  appointReminder: { module: 'features/pages/AppointReminderScreen.tsx', export: 'AppointReminderScreen', groups: ['surface', 'basics', 'catalogue', 'records'] },
  allService: { module: 'features/catalogue/AllServiceScreen.tsx', export: 'AllServiceScreen', groups: ['surface', 'basics', 'catalogue', 'records'] },
  customService: { module: 'features/catalogue/CustomServiceScreen.tsx', export: 'CustomServiceScreen', groups: ['surface', 'basics', 'catalogue'] },
  customSettings: { module: 'features/catalogue/CustomSettingsScreen.tsx', export: 'CustomSettingsScreen', groups: ['surface', 'basics', 'catalogue'] },
  myUpload: { module: 'features/uploads/MyUploadScreen.tsx', export: 'MyUploadScreen', groups: ['basics', 'records'] },
  addUpload: { module: 'features/uploads/AddUploadScreen.tsx', export: 'AddUploadScreen', groups: ['basics', 'records'] },
  detailUpload: { module: 'features/uploads/DetailUploadScreen.tsx', export: 'DetailUploadScreen', groups: ['surface', 'basics', 'records'] },
  imagingReportImages: { module: 'features/imaging/ImagingImagesScreen.tsx', export: 'ImagingImagesScreen', groups: ['basics', 'records'] },
  imagingReportImageShare: { module: 'features/imaging/ImageShareScreen.tsx', export: 'ImageShareScreen', groups: ['basics', 'records'] },
  imagingReportDicomShare: { module: 'features/imaging/DicomShareScreen.tsx', export: 'DicomShareScreen', groups: ['basics', 'records'] },
  webShareDicom: { module: 'features/imaging/DicomRedirectScreen.tsx', export: 'DicomRedirectScreen', groups: ['basics', 'records'] },
  mobShareDicom: { module: 'features/imaging/DicomRedirectScreen.tsx', export: 'DicomRedirectScreen', groups: ['basics', 'records'] },
  imagingReport: { module: 'features/imaging/ImagingReportListScreen.tsx', export: 'ImagingReportScreen', groups: ['basics', 'records'] },
  imagingReportList: { module: 'features/imaging/ImagingReportListScreen.tsx', export: 'ImagingReportListScreen', groups: ['basics', 'records'] },
  imagingReportDetail: { module: 'features/imaging/ImagingReportDetailScreen.tsx', export: 'ImagingReportDetailScreen', groups: ['surface', 'basics', 'records'] },
  imagesView: { module: 'features/imaging/ImagingImagesScreen.tsx', export: 'ImagingImagesScreen', groups: ['basics', 'records'] },
  analysisReport: { module: 'features/lab-reports/LabReportListScreen.tsx', export: 'LabReportScreen', groups: ['basics', 'records'] },
  analysisReportList: {
    module: 'features/lab-reports/LabReportListScreen.tsx',
    export: 'LabReportListScreen',
    groups: ['basics', 'records'],
    prefetch: { module: 'features/lab-reports/api.ts', export: 'labReportListPrefetch' },
  },
  analysisReportDetail: { module: 'features/lab-reports/LabReportDetailScreen.tsx', export: 'LabReportDetailScreen', groups: ['surface', 'basics', 'records'] },
  prescription: { module: 'features/medication/PrescriptionListScreen.tsx', export: 'PrescriptionListScreen', groups: ['surface', 'basics', 'records'] },
  prescriptionDetail: { module: 'features/medication/PrescriptionDetailScreen.tsx', export: 'PrescriptionDetailScreen', groups: ['surface', 'basics', 'records'] },
  inuse: { module: 'features/medication/MedicationScreen.tsx', export: 'InUseScreen', groups: ['surface', 'basics', 'records'] },
  medications: { module: 'features/medication/MedicationScreen.tsx', export: 'MedicationsScreen', groups: ['surface', 'basics', 'records'] },
  surgicalRecord: { module: 'features/surgery/SurgicalRecordScreen.tsx', export: 'SurgicalRecordScreen', groups: ['basics', 'records'] },
  outpatient: { module: 'features/visits/VisitListScreen.tsx', export: 'VisitListScreen', groups: ['basics', 'records'] },
  outpatientDetail: { module: 'features/visits/VisitDetailScreen.tsx', export: 'VisitDetailScreen', groups: ['surface', 'basics', 'records'] },
  vaccine: { module: 'features/vaccination/VaccineScreen.tsx', export: 'VaccineScreen', groups: ['surface', 'basics', 'records'] },
  vaccineDetail: { module: 'features/vaccination/VaccineDetailScreen.tsx', export: 'VaccineDetailScreen', groups: ['basics', 'records'] },
  vaccineBook: { module: 'features/vaccination/VaccineBookScreen.tsx', export: 'VaccineBookScreen', groups: [] },
  vaccinationAppointment: { module: 'features/vaccination/AppointmentsScreen.tsx', export: 'AppointmentsScreen', groups: ['basics', 'records'] },
} as const satisfies { readonly [N in RouteName]: ScreenSpec };

/** The screens loaded straight from the entry. */
export type LandingScreenName = { [N in RouteName]: (typeof screens)[N] extends { readonly landing: true } ? N : never }[RouteName];
/** The screens found through the screen registry. */
export type RegistryScreenName = Exclude<RouteName, LandingScreenName>;
