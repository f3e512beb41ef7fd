/**
 * API paths, relative to API_BASE. Plain constants only: the portal's home bundle imports this file and
 * must not pull zod in with it.
 */
export const API_BASE = '/api';

export const paths = {
  login: '/personal/login',
  loginOut: '/personal/loginOut',
  /** docs/product/calls.md authorisation-code sign-in, the second client's JS-API signature, GOV_ENTITY verification. */
  authorizedCodeLogin: '/personal/authorizedCodeLogin',
  jsApiSignature: '/personal/getJsApiSignature',
  checkValid: '/informationVerification/checkValid',
  /** Ours: "stay signed in" (restarts the idle limit) and the server settings the portal acts on. */
  refreshSession: '/personal/refreshSession',
  portalConfig: '/portal/config',
  personalInfo: '/personalInformation/detail',
  bloodPressureList: '/healthRecord/bloodPressure/list',
  bloodPressureAdd: '/healthRecord/bloodPressure/add',
  bloodPressureUpdate: '/healthRecord/bloodPressure/update',
  bloodPressureDelete: '/healthRecord/bloodPressure/delete',
  healthHomeData: '/healthRecord/homeData',
  bmiList: '/healthRecord/bmi/list',
  bmiAdd: '/healthRecord/bmi/add',
  bmiUpdate: '/healthRecord/bmi/update',
  bmiDelete: '/healthRecord/bmi/delete',
  bloodGlucoseList: '/healthRecord/bloodSugar/list',
  bloodGlucoseAdd: '/healthRecord/bloodSugar/add',
  bloodGlucoseUpdate: '/healthRecord/bloodSugar/update',
  bloodGlucoseDelete: '/healthRecord/bloodSugar/delete',
  /** docs/product/calls.md names add/update/delete/newHomeData; the list path is ours. */
  pregnancyGlucoseList: '/pregnancyBloodSugar/list',
  pregnancyGlucoseAdd: '/pregnancyBloodSugar/add',
  pregnancyGlucoseUpdate: '/pregnancyBloodSugar/update',
  pregnancyGlucoseDelete: '/pregnancyBloodSugar/delete',
  pregnancyGlucoseHomeData: '/pregnancyBloodSugar/newHomeData',
  accessLogList: '/accessLog/list',
  accessLogDownload: '/accessLog/download',
  /** docs/product/calls.md QR and verification. */
  scanQr: '/qrApi/scanQr',
  qrDoctorInfo: '/qrCode/getQrCodeDoctorInfo',
  qrConfirmInfo: '/qrCode/confirmInfo',
  /** Ours (docs/product/calls.md does not name them): the resident's consents and withdrawing one. */
  qrConsentList: '/qrCode/consentList',
  qrConsentWithdraw: '/qrCode/withdrawConsent',
  /** Ours: the parent/guardian identity check and the wards it unlocks (docs/product/roles.md). */
  guardianSendCode: '/guardian/sendCode',
  guardianVerify: '/guardian/verify',
  guardianWards: '/guardian/wards',
  /** docs/product/calls.md trends and organisations; getResultDetail is ours (healthDataDetail of one result). */
  organisations: '/organizationInfo/chooseOrganization',
  trendGroups: '/trendInfo/chooseNormalization',
  trendDetail: '/trendInfo/getTrendDetailInfo',
  trendSex: '/trendInfo/getSex',
  trendResultDetail: '/trendInfo/getResultDetail',
  /** docs/product/calls.md service catalogue and behaviour (docs/product/catalogue.md). */
  bookingCount: '/thirdPartApi/getBookingCount',
  serviceContentDetail: '/manageServiceContent/detail',
  serviceContentDataRange: '/manageServiceContent/dataRange',
  commonReferralService: '/manageServiceInfo/commonReferralService',
  defaultCommonService: '/manageServiceInfo/getDefaultCommonService',
  saveCustomConfig: '/userCustomConfig/saveConfig',
  bannerList: '/manageMessageInfo/list',
  serviceList: '/manageServiceInfo/getServiceList',
  classAttributeService: '/manageServiceInfo/getClassAttributeService',
  serviceMessageList: '/manageServiceInfo/getMessageList',
  childrenServiceList: '/manageServiceInfo/getChildrenList',
  vaccinationServiceList: '/manageServiceInfo/getVaccinationList',
  serviceByClassification: '/manageServiceInfo/getServiceByClassificationId',
  healthDataServiceList: '/manageServiceInfo/getHealthDataList',
  healthServiceList: '/manageServiceInfo/getHealthList',
  serviceMap: '/manageServiceInfo/getServiceMap',
  serviceByKey: '/manageServiceInfo/getServiceByKey',
  influenzaVaccineService: '/manageServiceInfo/getInfluenzaVaccine',
  backstageConfig: '/manageBackstageConfig/detail',
  recordBehavior: '/behavior/recordBehavior',
  /** docs/product/calls.md uploads; uploadFile (one raw file per call) and getFile (download) are ours. */
  uploadList: '/ehrFileUploadInfo/getFileUploadList',
  uploadAccess: '/ehrFileUploadInfo/getMyUploadAccess',
  uploadFilterNum: '/ehrFileUploadInfo/getFilterInfoNum',
  uploadReport: '/ehrFileUploadInfo/uploadReport',
  updateReport: '/ehrFileUploadInfo/updateReport',
  uploadReportDetail: '/ehrFileUploadInfo/getReportDetailInfo',
  deleteUploadReport: '/ehrFileUploadInfo/deleteUploadReport',
  uploadFreeSpace: '/ehrFileUploadInfo/getFreeFileSizeByUser',
  deleteReportFile: '/ehrFileUploadInfo/deleteReportFile',
  uploadFile: '/ehrFileUploadInfo/uploadFile',
  uploadFileDownload: '/ehrFileUploadInfo/getFile',
  /** docs/product/calls.md vaccination; the list, booklet bytes and appointment list paths are ours ("not shown"). */
  vaccinationList: '/vaccination/getVaccinationList',
  vaccineDetail: '/vaccination/getVaccineDetailInfo',
  vaccinationHandbookUrl: '/vaccination/getVaccinationHandbookUrl',
  vaccinationHandbook: '/vaccination/handbook',
  vaccinationAppointments: '/vaccination/getAppointmentList',
  /** docs/product/calls.md imaging; getImage and getShareImage (the picture bytes) are ours. */
  inspectionList: '/inspectionInfo/getInspectionInfo',
  inspectionDetail: '/inspectionInfo/getInspectionDetailInfo',
  dicomImageList: '/inspectionInfo/getDicomImageList',
  shareDicomImage: '/inspectionInfo/shareDicomImage',
  shareImageList: '/inspectionInfo/getShareDicomImage',
  /** docs/product/calls.md imaging: a DICOM share of a whole study and its viewer address. */
  shareDicom: '/inspectionInfo/shareDicomOrthanc',
  shareDicomUrl: '/inspectionInfo/getShareDicomOrthanc',
  shareQr: '/inspectionInfo/getQrCodeUrlByBase64',
  inspectionImage: '/inspectionInfo/getImage',
  shareImage: '/inspectionInfo/getShareImage',
  /** docs/product/calls.md lab reports. */
  labReportList: '/patientTestInfo/getPatientTestInfo',
  labReportDetail: '/patientTestInfo/getTestDetailInfo',
  labReportFilterInfo: '/patientTestInfo/getFilterInfo',
  labReportFilterNum: '/patientTestInfo/getFilterInfoNum',
  /** docs/product/calls.md drugs: getDrugInfo lists prescriptions, medDisplay shows one, getDrugIndexShow the drugs in use or taken. */
  prescriptionList: '/drugInfo/getDrugInfo',
  prescriptionDetail: '/drugInfo/medDisplay',
  medicationList: '/drugInfo/getDrugIndexShow',
  updatePrescriptionFollow: '/drugInfo/follow',
  prescriptionFilterInfo: '/drugInfo/getFilterInfo',
  prescriptionFilterNum: '/drugInfo/getFilterInfoNum',
  /** docs/product/calls.md surgery records. */
  surgeryList: '/surgeryInfo/getPatientSurgeryInfo',
  surgeryDetail: '/surgeryInfo/getSurgeryDetailInfo',
  surgeryFilterInfo: '/surgeryInfo/getFilterInfo',
  surgeryFilterNum: '/surgeryInfo/getFilterInfoNum',
  /** docs/product/calls.md visit records. */
  visitList: '/recordInfo/getPatientFileInfo',
  visitDetail: '/recordInfo/getFileDetailInfo',
  visitFilterInfo: '/recordInfo/getFilterInfo',
  visitFilterNum: '/recordInfo/getFilterInfoNum',
  /** Ours (docs/product/export.md): the summary's preview counts, the PDF (streamed) and the IPS Bundle. */
  exportPreview: '/export/preview',
  exportPdf: '/export/pdf',
  exportIps: '/export/ips',
  health: '/health',
  openapi: '/openapi.json',
} as const;

export type PathName = keyof typeof paths;
export type ApiPath = (typeof paths)[PathName];

/** Header names of docs/architecture.md#api-contract. */
export const AUTHORIZATION_HEADER = 'Authorization';
export const LANGUAGE_HEADER = 'Language';
/**
 * Optional on signed-in calls: the patid of the resident whose records are meant. A guardian sends a
 * ward's patid (docs/product/roles.md, docs/architecture.md#server: only with a verified guardianship, otherwise NOT_AUTHORIZED);
 * absent or the caller's own patid means the caller.
 */
export const SUBJECT_HEADER = 'Subject';
