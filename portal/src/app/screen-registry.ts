import type { ComponentType } from 'react';
import type { RouteName } from '../routes/routes.ts';
import type { ScreenProps } from '../routes/screen-types.ts';

type Loaded = { default: ComponentType<ScreenProps> };

/**
 * The built screens besides the landing ones of screens.ts, each its own chunk (docs/architecture.md#budgets),
 * loaded when a route needs it or a link to it is hovered or focused. A route missing from both renders the shared
 * placeholder (docs/architecture.md#portal), so `document.querySelectorAll('[data-placeholder]')` lists what remains.
 */
const loaders: Partial<Record<RouteName, () => Promise<Loaded>>> = {
  govLogin: () => import('../features/auth/GovLoginScreen.tsx').then((m) => ({ default: m.GovLoginScreen })),
  expiredPage: () => import('../features/expired/ExpiredScreen.tsx').then((m) => ({ default: m.ExpiredScreen })),
  previewPdf: () => import('../features/uploads/PreviewPdfScreen.tsx').then((m) => ({ default: m.PreviewPdfScreen })),
  pressurePage: () => import('../features/health-data/blood-pressure/PressureListScreen.tsx').then((m) => ({ default: m.PressureListScreen })),
  addPressure: () => import('../features/health-data/blood-pressure/PressureFormScreen.tsx').then((m) => ({ default: m.PressureFormScreen })),
  healthData: () => import('../features/health-data/readings/HealthDataScreen.tsx').then((m) => ({ default: m.HealthDataScreen })),
  bmiPage: () => import('../features/health-data/readings/BmiListScreen.tsx').then((m) => ({ default: m.BmiListScreen })),
  addBmi: () => import('../features/health-data/readings/BmiFormScreen.tsx').then((m) => ({ default: m.BmiFormScreen })),
  addSugar: () => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen })),
  addFingertipGlucose: () => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen })),
  gestationalDiabetes: () => import('../features/health-data/readings/GestationalScreen.tsx').then((m) => ({ default: m.GestationalScreen })),
  sugarRange: () => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen })),
  dataRange: () => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen })),
  healthTrend: () => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.HealthTrendScreen })),
  cholesterolTrend: () => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.CholesterolTrendScreen })),
  bloodGlucoseTrend: () => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.GlucoseTrendScreen })),
  fingertipGlucoseTrend: () => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.GlucoseTrendScreen })),
  healthTip: () => import('../features/health-data/trends/HealthTipScreen.tsx').then((m) => ({ default: m.HealthTipScreen })),
  healthDataDetail: () => import('../features/health-data/trends/HealthDataDetailScreen.tsx').then((m) => ({ default: m.HealthDataDetailScreen })),
  setting: () => import('../features/settings/SettingScreen.tsx').then((m) => ({ default: m.SettingScreen })),
  childService: () => import('../features/guardian/ChildServiceScreen.tsx').then((m) => ({ default: m.ChildServiceScreen })),
  dataVerification: () => import('../features/guardian/DataVerificationScreen.tsx').then((m) => ({ default: m.DataVerificationScreen })),
  result: () => import('../features/guardian/ResultScreen.tsx').then((m) => ({ default: m.ResultScreen })),
  scanPage: () => import('../features/qr/ScanPageScreen.tsx').then((m) => ({ default: m.ScanPageScreen })),
  transScanPage: () => import('../features/qr/TransScanScreen.tsx').then((m) => ({ default: m.TransScanScreen })),
  scanResult: () => import('../features/qr/ScanResultScreen.tsx').then((m) => ({ default: m.ScanResultScreen })),
  qrConsents: () => import('../features/qr/ConsentsScreen.tsx').then((m) => ({ default: m.ConsentsScreen })),
  versionInfo: () => import('../features/settings/VersionInfoScreen.tsx').then((m) => ({ default: m.VersionInfoScreen })),
  personalInfo: () => import('../features/settings/PersonalInfoScreen.tsx').then((m) => ({ default: m.PersonalInfoScreen })),
  notFound: () => import('../features/pages/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })),
  ehrPage: () => import('../features/pages/EhrPageScreen.tsx').then((m) => ({ default: m.EhrPageScreen })),
  notices: () => import('../features/notices/NoticesScreen.tsx').then((m) => ({ default: m.NoticesScreen })),
  accessLog: () => import('../features/access-log/AccessLogScreen.tsx').then((m) => ({ default: m.AccessLogScreen })),
  exportRecord: () => import('../features/export/ExportScreen.tsx').then((m) => ({ default: m.ExportScreen })),
  iframePage: () => import('../features/pages/IframePageScreen.tsx').then((m) => ({ default: m.IframePageScreen })),
  middlePage: () => import('../features/pages/MiddlePageScreen.tsx').then((m) => ({ default: m.MiddlePageScreen })),
  ssmPage: () => import('../features/pages/SsmPageScreen.tsx').then((m) => ({ default: m.SsmPageScreen })),
  appointReminder: () => import('../features/pages/AppointReminderScreen.tsx').then((m) => ({ default: m.AppointReminderScreen })),
  allService: () => import('../features/catalogue/AllServiceScreen.tsx').then((m) => ({ default: m.AllServiceScreen })),
  customService: () => import('../features/catalogue/CustomServiceScreen.tsx').then((m) => ({ default: m.CustomServiceScreen })),
  customSettings: () => import('../features/catalogue/CustomSettingsScreen.tsx').then((m) => ({ default: m.CustomSettingsScreen })),
  myUpload: () => import('../features/uploads/MyUploadScreen.tsx').then((m) => ({ default: m.MyUploadScreen })),
  addUpload: () => import('../features/uploads/AddUploadScreen.tsx').then((m) => ({ default: m.AddUploadScreen })),
  detailUpload: () => import('../features/uploads/DetailUploadScreen.tsx').then((m) => ({ default: m.DetailUploadScreen })),
  imagingReportImages: () => import('../features/imaging/ImagingImagesScreen.tsx').then((m) => ({ default: m.ImagingImagesScreen })),
  imagingReportImageShare: () => import('../features/imaging/ImageShareScreen.tsx').then((m) => ({ default: m.ImageShareScreen })),
  imagingReportDicomShare: () => import('../features/imaging/DicomShareScreen.tsx').then((m) => ({ default: m.DicomShareScreen })),
  webShareDicom: () => import('../features/imaging/DicomRedirectScreen.tsx').then((m) => ({ default: m.DicomRedirectScreen })),
  mobShareDicom: () => import('../features/imaging/DicomRedirectScreen.tsx').then((m) => ({ default: m.DicomRedirectScreen })),
  imagingReport: () => import('../features/imaging/ImagingReportListScreen.tsx').then((m) => ({ default: m.ImagingReportScreen })),
  imagingReportList: () => import('../features/imaging/ImagingReportListScreen.tsx').then((m) => ({ default: m.ImagingReportListScreen })),
  imagingReportDetail: () => import('../features/imaging/ImagingReportDetailScreen.tsx').then((m) => ({ default: m.ImagingReportDetailScreen })),
  imagesView: () => import('../features/imaging/ImagingImagesScreen.tsx').then((m) => ({ default: m.ImagingImagesScreen })),
  analysisReport: () => import('../features/lab-reports/LabReportListScreen.tsx').then((m) => ({ default: m.LabReportScreen })),
  analysisReportList: () => import('../features/lab-reports/LabReportListScreen.tsx').then((m) => ({ default: m.LabReportListScreen })),
  analysisReportDetail: () => import('../features/lab-reports/LabReportDetailScreen.tsx').then((m) => ({ default: m.LabReportDetailScreen })),
  prescription: () => import('../features/medication/PrescriptionListScreen.tsx').then((m) => ({ default: m.PrescriptionListScreen })),
  prescriptionDetail: () => import('../features/medication/PrescriptionDetailScreen.tsx').then((m) => ({ default: m.PrescriptionDetailScreen })),
  inuse: () => import('../features/medication/MedicationScreen.tsx').then((m) => ({ default: m.InUseScreen })),
  medications: () => import('../features/medication/MedicationScreen.tsx').then((m) => ({ default: m.MedicationsScreen })),
  surgicalRecord: () => import('../features/surgery/SurgicalRecordScreen.tsx').then((m) => ({ default: m.SurgicalRecordScreen })),
  outpatient: () => import('../features/visits/VisitListScreen.tsx').then((m) => ({ default: m.VisitListScreen })),
  outpatientDetail: () => import('../features/visits/VisitDetailScreen.tsx').then((m) => ({ default: m.VisitDetailScreen })),
  vaccine: () => import('../features/vaccination/VaccineScreen.tsx').then((m) => ({ default: m.VaccineScreen })),
  vaccineDetail: () => import('../features/vaccination/VaccineDetailScreen.tsx').then((m) => ({ default: m.VaccineDetailScreen })),
  vaccineBook: () => import('../features/vaccination/VaccineBookScreen.tsx').then((m) => ({ default: m.VaccineBookScreen })),
  vaccinationAppointment: () => import('../features/vaccination/AppointmentsScreen.tsx').then((m) => ({ default: m.AppointmentsScreen })),
};

/** The landing screens of screens.ts, named here so that isBuilt covers every screen. */
const landing: readonly RouteName[] = ['login', 'signInCallback', 'home', 'traditionalHome', 'easyHome', 'maintenance', 'mobMaintenance', 'webShareReportImages', 'mobShareReportImages'];

const placeholder = () => import('../features/placeholder/PlaceholderScreen.tsx').then((m): Loaded => ({ default: m.PlaceholderScreen }));

export function loadScreen(name: RouteName): Promise<Loaded> {
  return (loaders[name] ?? placeholder)();
}

export function isBuilt(name: RouteName): boolean {
  return loaders[name] !== undefined || landing.includes(name);
}
