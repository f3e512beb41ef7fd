import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from './routes.ts';
import type { ScreenProps } from './screen-types.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The built screens, each its own chunk (docs/architecture.md#budgets). A route missing here renders the shared
 * placeholder (docs/architecture.md#portal), so `document.querySelectorAll('[data-placeholder]')` lists what remains.
 */
const built: Partial<Record<RouteName, Screen>> = {
  login: lazy(() => import('../features/auth/LoginScreen.tsx').then((m) => ({ default: m.LoginScreen }))),
  signInCallback: lazy(() => import('../features/auth/SignInCallbackScreen.tsx').then((m) => ({ default: m.SignInCallbackScreen }))),
  govLogin: lazy(() => import('../features/auth/GovLoginScreen.tsx').then((m) => ({ default: m.GovLoginScreen }))),
  expiredPage: lazy(() => import('../features/expired/ExpiredScreen.tsx').then((m) => ({ default: m.ExpiredScreen }))),
  previewPdf: lazy(() => import('../features/uploads/PreviewPdfScreen.tsx').then((m) => ({ default: m.PreviewPdfScreen }))),
  home: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  traditionalHome: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  easyHome: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  pressurePage: lazy(() =>
    import('../features/health-data/blood-pressure/PressureListScreen.tsx').then((m) => ({ default: m.PressureListScreen })),
  ),
  addPressure: lazy(() =>
    import('../features/health-data/blood-pressure/PressureFormScreen.tsx').then((m) => ({ default: m.PressureFormScreen })),
  ),
  healthData: lazy(() => import('../features/health-data/readings/HealthDataScreen.tsx').then((m) => ({ default: m.HealthDataScreen }))),
  bmiPage: lazy(() => import('../features/health-data/readings/BmiListScreen.tsx').then((m) => ({ default: m.BmiListScreen }))),
  addBmi: lazy(() => import('../features/health-data/readings/BmiFormScreen.tsx').then((m) => ({ default: m.BmiFormScreen }))),
  addSugar: lazy(() => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen }))),
  addFingertipGlucose: lazy(() => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen }))),
  gestationalDiabetes: lazy(() => import('../features/health-data/readings/GestationalScreen.tsx').then((m) => ({ default: m.GestationalScreen }))),
  sugarRange: lazy(() => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen }))),
  dataRange: lazy(() => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen }))),
  healthTrend: lazy(() => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.HealthTrendScreen }))),
  cholesterolTrend: lazy(() => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.CholesterolTrendScreen }))),
  bloodGlucoseTrend: lazy(() => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.GlucoseTrendScreen }))),
  fingertipGlucoseTrend: lazy(() => import('../features/health-data/trends/TrendScreens.tsx').then((m) => ({ default: m.GlucoseTrendScreen }))),
  healthTip: lazy(() => import('../features/health-data/trends/HealthTipScreen.tsx').then((m) => ({ default: m.HealthTipScreen }))),
  healthDataDetail: lazy(() => import('../features/health-data/trends/HealthDataDetailScreen.tsx').then((m) => ({ default: m.HealthDataDetailScreen }))),
  setting: lazy(() => import('../features/settings/SettingScreen.tsx').then((m) => ({ default: m.SettingScreen }))),
  childService: lazy(() => import('../features/guardian/ChildServiceScreen.tsx').then((m) => ({ default: m.ChildServiceScreen }))),
  dataVerification: lazy(() => import('../features/guardian/DataVerificationScreen.tsx').then((m) => ({ default: m.DataVerificationScreen }))),
  result: lazy(() => import('../features/guardian/ResultScreen.tsx').then((m) => ({ default: m.ResultScreen }))),
  scanPage: lazy(() => import('../features/qr/ScanPageScreen.tsx').then((m) => ({ default: m.ScanPageScreen }))),
  transScanPage: lazy(() => import('../features/qr/TransScanScreen.tsx').then((m) => ({ default: m.TransScanScreen }))),
  scanResult: lazy(() => import('../features/qr/ScanResultScreen.tsx').then((m) => ({ default: m.ScanResultScreen }))),
  qrConsents: lazy(() => import('../features/qr/ConsentsScreen.tsx').then((m) => ({ default: m.ConsentsScreen }))),
  versionInfo: lazy(() => import('../features/settings/VersionInfoScreen.tsx').then((m) => ({ default: m.VersionInfoScreen }))),
  personalInfo: lazy(() => import('../features/settings/PersonalInfoScreen.tsx').then((m) => ({ default: m.PersonalInfoScreen }))),
  notFound: lazy(() => import('../features/pages/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen }))),
  ehrPage: lazy(() => import('../features/pages/EhrPageScreen.tsx').then((m) => ({ default: m.EhrPageScreen }))),
  accessLog: lazy(() => import('../features/access-log/AccessLogScreen.tsx').then((m) => ({ default: m.AccessLogScreen }))),
  exportRecord: lazy(() => import('../features/export/ExportScreen.tsx').then((m) => ({ default: m.ExportScreen }))),
  iframePage: lazy(() => import('../features/pages/IframePageScreen.tsx').then((m) => ({ default: m.IframePageScreen }))),
  middlePage: lazy(() => import('../features/pages/MiddlePageScreen.tsx').then((m) => ({ default: m.MiddlePageScreen }))),
  ssmPage: lazy(() => import('../features/pages/SsmPageScreen.tsx').then((m) => ({ default: m.SsmPageScreen }))),
  appointReminder: lazy(() => import('../features/pages/AppointReminderScreen.tsx').then((m) => ({ default: m.AppointReminderScreen }))),
  allService: lazy(() => import('../features/catalogue/AllServiceScreen.tsx').then((m) => ({ default: m.AllServiceScreen }))),
  customService: lazy(() => import('../features/catalogue/CustomServiceScreen.tsx').then((m) => ({ default: m.CustomServiceScreen }))),
  customSettings: lazy(() => import('../features/catalogue/CustomSettingsScreen.tsx').then((m) => ({ default: m.CustomSettingsScreen }))),
  maintenance: lazy(() => import('../features/catalogue/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen }))),
  mobMaintenance: lazy(() => import('../features/catalogue/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen }))),
  myUpload: lazy(() => import('../features/uploads/MyUploadScreen.tsx').then((m) => ({ default: m.MyUploadScreen }))),
  addUpload: lazy(() => import('../features/uploads/AddUploadScreen.tsx').then((m) => ({ default: m.AddUploadScreen }))),
  detailUpload: lazy(() => import('../features/uploads/DetailUploadScreen.tsx').then((m) => ({ default: m.DetailUploadScreen }))),
  webShareReportImages: lazy(() => import('../features/imaging/ShareViewerScreen.tsx').then((m) => ({ default: m.ShareViewerScreen }))),
  mobShareReportImages: lazy(() => import('../features/imaging/ShareViewerScreen.tsx').then((m) => ({ default: m.ShareViewerScreen }))),
  imagingReportImages: lazy(() => import('../features/imaging/ImagingImagesScreen.tsx').then((m) => ({ default: m.ImagingImagesScreen }))),
  imagingReportImageShare: lazy(() => import('../features/imaging/ImageShareScreen.tsx').then((m) => ({ default: m.ImageShareScreen }))),
  imagingReportDicomShare: lazy(() => import('../features/imaging/DicomShareScreen.tsx').then((m) => ({ default: m.DicomShareScreen }))),
  webShareDicom: lazy(() => import('../features/imaging/DicomRedirectScreen.tsx').then((m) => ({ default: m.DicomRedirectScreen }))),
  mobShareDicom: lazy(() => import('../features/imaging/DicomRedirectScreen.tsx').then((m) => ({ default: m.DicomRedirectScreen }))),
  imagingReport: lazy(() => import('../features/imaging/ImagingReportListScreen.tsx').then((m) => ({ default: m.ImagingReportScreen }))),
  imagingReportList: lazy(() => import('../features/imaging/ImagingReportListScreen.tsx').then((m) => ({ default: m.ImagingReportListScreen }))),
  imagingReportDetail: lazy(() => import('../features/imaging/ImagingReportDetailScreen.tsx').then((m) => ({ default: m.ImagingReportDetailScreen }))),
  imagesView: lazy(() => import('../features/imaging/ImagingImagesScreen.tsx').then((m) => ({ default: m.ImagingImagesScreen }))),
  analysisReport: lazy(() => import('../features/lab-reports/LabReportListScreen.tsx').then((m) => ({ default: m.LabReportScreen }))),
  analysisReportList: lazy(() => import('../features/lab-reports/LabReportListScreen.tsx').then((m) => ({ default: m.LabReportListScreen }))),
  analysisReportDetail: lazy(() => import('../features/lab-reports/LabReportDetailScreen.tsx').then((m) => ({ default: m.LabReportDetailScreen }))),
  prescription: lazy(() => import('../features/medication/PrescriptionListScreen.tsx').then((m) => ({ default: m.PrescriptionListScreen }))),
  prescriptionDetail: lazy(() => import('../features/medication/PrescriptionDetailScreen.tsx').then((m) => ({ default: m.PrescriptionDetailScreen }))),
  inuse: lazy(() => import('../features/medication/MedicationScreen.tsx').then((m) => ({ default: m.InUseScreen }))),
  medications: lazy(() => import('../features/medication/MedicationScreen.tsx').then((m) => ({ default: m.MedicationsScreen }))),
  surgicalRecord: lazy(() => import('../features/surgery/SurgicalRecordScreen.tsx').then((m) => ({ default: m.SurgicalRecordScreen }))),
  outpatient: lazy(() => import('../features/visits/VisitListScreen.tsx').then((m) => ({ default: m.VisitListScreen }))),
  outpatientDetail: lazy(() => import('../features/visits/VisitDetailScreen.tsx').then((m) => ({ default: m.VisitDetailScreen }))),
  vaccine: lazy(() => import('../features/vaccination/VaccineScreen.tsx').then((m) => ({ default: m.VaccineScreen }))),
  vaccineDetail: lazy(() => import('../features/vaccination/VaccineDetailScreen.tsx').then((m) => ({ default: m.VaccineDetailScreen }))),
  vaccineBook: lazy(() => import('../features/vaccination/VaccineBookScreen.tsx').then((m) => ({ default: m.VaccineBookScreen }))),
  vaccinationAppointment: lazy(() => import('../features/vaccination/AppointmentsScreen.tsx').then((m) => ({ default: m.AppointmentsScreen }))),
};

export const PlaceholderScreen: Screen = lazy(() =>
  import('../features/placeholder/PlaceholderScreen.tsx').then((m) => ({ default: m.PlaceholderScreen })),
);

export function screenFor(name: RouteName): Screen {
  return built[name] ?? PlaceholderScreen;
}

export function isBuilt(name: RouteName): boolean {
  return built[name] !== undefined;
}
