/**
 * Every API path, relative to API_BASE, one constant each; read as the `paths` namespace (paths.ts). One export per
 * path rather than one object: a bundler keeps only the paths a page uses (and inlines them), so the portal's entry
 * does not carry the whole table. Plain constants only: no zod.
 */
export const login = '/personal/login';
export const loginOut = '/personal/loginOut';
/** docs/product/calls.md authorisation-code sign-in, the second client's JS-API signature, GOV_ENTITY verification. */
export const authorizedCodeLogin = '/personal/authorizedCodeLogin';
/** Ours: the server starts an OpenID Connect sign-in (state, nonce and PKCE kept on the server) and answers the provider's address. */
export const authorizeStart = '/personal/authorizeStart';
export const jsApiSignature = '/personal/getJsApiSignature';
export const checkValid = '/informationVerification/checkValid';
/** Ours: "stay signed in" (restarts the idle limit) and the server settings the portal acts on. */
export const refreshSession = '/personal/refreshSession';
export const portalConfig = '/portal/config';
export const personalInfo = '/personalInformation/detail';
export const bloodPressureList = '/healthRecord/bloodPressure/list';
export const bloodPressureAdd = '/healthRecord/bloodPressure/add';
export const bloodPressureUpdate = '/healthRecord/bloodPressure/update';
export const bloodPressureDelete = '/healthRecord/bloodPressure/delete';
export const healthHomeData = '/healthRecord/homeData';
export const bmiList = '/healthRecord/bmi/list';
export const bmiAdd = '/healthRecord/bmi/add';
export const bmiUpdate = '/healthRecord/bmi/update';
export const bmiDelete = '/healthRecord/bmi/delete';
export const bloodGlucoseList = '/healthRecord/bloodSugar/list';
export const bloodGlucoseAdd = '/healthRecord/bloodSugar/add';
export const bloodGlucoseUpdate = '/healthRecord/bloodSugar/update';
export const bloodGlucoseDelete = '/healthRecord/bloodSugar/delete';
/** docs/product/calls.md names add/update/delete/newHomeData; the list path is ours. */
export const pregnancyGlucoseList = '/pregnancyBloodSugar/list';
export const pregnancyGlucoseAdd = '/pregnancyBloodSugar/add';
export const pregnancyGlucoseUpdate = '/pregnancyBloodSugar/update';
export const pregnancyGlucoseDelete = '/pregnancyBloodSugar/delete';
export const pregnancyGlucoseHomeData = '/pregnancyBloodSugar/newHomeData';
export const accessLogList = '/accessLog/list';
export const accessLogDownload = '/accessLog/download';
/** docs/product/calls.md QR and verification. */
export const scanQr = '/qrApi/scanQr';
export const qrDoctorInfo = '/qrCode/getQrCodeDoctorInfo';
export const qrConfirmInfo = '/qrCode/confirmInfo';
/** Ours (docs/product/calls.md does not name them): the resident's consents and withdrawing one. */
export const qrConsentList = '/qrCode/consentList';
export const qrConsentWithdraw = '/qrCode/withdrawConsent';
/** Ours: the parent/guardian identity check and the wards it unlocks (docs/product/roles.md). */
export const guardianSendCode = '/guardian/sendCode';
export const guardianVerify = '/guardian/verify';
export const guardianWards = '/guardian/wards';
/** docs/product/calls.md trends and organisations; getResultDetail is ours (healthDataDetail of one result). */
export const organisations = '/organizationInfo/chooseOrganization';
export const trendGroups = '/trendInfo/chooseNormalization';
export const trendDetail = '/trendInfo/getTrendDetailInfo';
export const trendSex = '/trendInfo/getSex';
export const trendResultDetail = '/trendInfo/getResultDetail';
/** docs/product/calls.md service catalogue and behaviour (docs/product/catalogue.md). */
export const bookingCount = '/thirdPartApi/getBookingCount';
export const serviceContentDetail = '/manageServiceContent/detail';
export const serviceContentDataRange = '/manageServiceContent/dataRange';
export const commonReferralService = '/manageServiceInfo/commonReferralService';
export const defaultCommonService = '/manageServiceInfo/getDefaultCommonService';
export const saveCustomConfig = '/userCustomConfig/saveConfig';
export const bannerList = '/manageMessageInfo/list';
export const serviceList = '/manageServiceInfo/getServiceList';
export const classAttributeService = '/manageServiceInfo/getClassAttributeService';
export const serviceMessageList = '/manageServiceInfo/getMessageList';
export const childrenServiceList = '/manageServiceInfo/getChildrenList';
export const vaccinationServiceList = '/manageServiceInfo/getVaccinationList';
export const serviceByClassification = '/manageServiceInfo/getServiceByClassificationId';
export const healthDataServiceList = '/manageServiceInfo/getHealthDataList';
export const healthServiceList = '/manageServiceInfo/getHealthList';
export const serviceMap = '/manageServiceInfo/getServiceMap';
export const serviceByKey = '/manageServiceInfo/getServiceByKey';
export const influenzaVaccineService = '/manageServiceInfo/getInfluenzaVaccine';
export const backstageConfig = '/manageBackstageConfig/detail';
export const recordBehavior = '/behavior/recordBehavior';
/** docs/product/calls.md uploads; uploadFile (one raw file per call) and getFile (download) are ours. */
export const uploadList = '/ehrFileUploadInfo/getFileUploadList';
export const uploadAccess = '/ehrFileUploadInfo/getMyUploadAccess';
export const uploadFilterNum = '/ehrFileUploadInfo/getFilterInfoNum';
export const uploadReport = '/ehrFileUploadInfo/uploadReport';
export const updateReport = '/ehrFileUploadInfo/updateReport';
export const uploadReportDetail = '/ehrFileUploadInfo/getReportDetailInfo';
export const deleteUploadReport = '/ehrFileUploadInfo/deleteUploadReport';
export const uploadFreeSpace = '/ehrFileUploadInfo/getFreeFileSizeByUser';
export const deleteReportFile = '/ehrFileUploadInfo/deleteReportFile';
export const uploadFile = '/ehrFileUploadInfo/uploadFile';
export const uploadFileDownload = '/ehrFileUploadInfo/getFile';
/** docs/product/calls.md vaccination; the list, booklet bytes and appointment list paths are ours ("not shown"). */
export const vaccinationList = '/vaccination/getVaccinationList';
export const vaccineDetail = '/vaccination/getVaccineDetailInfo';
export const vaccinationHandbookUrl = '/vaccination/getVaccinationHandbookUrl';
export const vaccinationHandbook = '/vaccination/handbook';
export const vaccinationAppointments = '/vaccination/getAppointmentList';
/** docs/product/calls.md imaging; getImage and getShareImage (the picture bytes) are ours. */
export const inspectionList = '/inspectionInfo/getInspectionInfo';
export const inspectionDetail = '/inspectionInfo/getInspectionDetailInfo';
export const dicomImageList = '/inspectionInfo/getDicomImageList';
export const shareDicomImage = '/inspectionInfo/shareDicomImage';
export const shareImageList = '/inspectionInfo/getShareDicomImage';
/** docs/product/calls.md imaging: a DICOM share of a whole study and its viewer address. */
export const shareDicom = '/inspectionInfo/shareDicomOrthanc';
export const shareDicomUrl = '/inspectionInfo/getShareDicomOrthanc';
export const shareQr = '/inspectionInfo/getQrCodeUrlByBase64';
export const inspectionImage = '/inspectionInfo/getImage';
export const shareImage = '/inspectionInfo/getShareImage';
/** docs/product/calls.md lab reports. */
export const labReportList = '/patientTestInfo/getPatientTestInfo';
export const labReportDetail = '/patientTestInfo/getTestDetailInfo';
export const labReportFilterInfo = '/patientTestInfo/getFilterInfo';
export const labReportFilterNum = '/patientTestInfo/getFilterInfoNum';
/** docs/product/calls.md drugs: getDrugInfo lists prescriptions, medDisplay shows one, getDrugIndexShow the drugs in use or taken. */
export const prescriptionList = '/drugInfo/getDrugInfo';
export const prescriptionDetail = '/drugInfo/medDisplay';
export const medicationList = '/drugInfo/getDrugIndexShow';
export const updatePrescriptionFollow = '/drugInfo/follow';
export const prescriptionFilterInfo = '/drugInfo/getFilterInfo';
export const prescriptionFilterNum = '/drugInfo/getFilterInfoNum';
/** docs/product/calls.md surgery records. */
export const surgeryList = '/surgeryInfo/getPatientSurgeryInfo';
export const surgeryDetail = '/surgeryInfo/getSurgeryDetailInfo';
export const surgeryFilterInfo = '/surgeryInfo/getFilterInfo';
export const surgeryFilterNum = '/surgeryInfo/getFilterInfoNum';
/** docs/product/calls.md visit records. */
export const visitList = '/recordInfo/getPatientFileInfo';
export const visitDetail = '/recordInfo/getFileDetailInfo';
export const visitFilterInfo = '/recordInfo/getFilterInfo';
export const visitFilterNum = '/recordInfo/getFilterInfoNum';
/** Ours (docs/product/export.md): the summary's preview counts, the PDF (streamed) and the IPS Bundle. */
export const exportPreview = '/export/preview';
export const exportPdf = '/export/pdf';
export const exportIps = '/export/ips';
export const health = '/health';
export const openapi = '/openapi.json';
export const noticeList = '/notices/list';
export const noticeUnread = '/notices/getUnread';
export const noticeMarkRead = '/notices/markRead';
/** Ours (docs/product/notices.md#push): this browser's push subscription and the kinds of notice it is sent. */
export const pushSettings = '/notices/push/getSettings';
export const pushSubscribe = '/notices/push/subscribe';
export const pushUnsubscribe = '/notices/push/unsubscribe';
/** Ours: the resident's settings kept on the server (the colour theme), read at sign-in and saved when changed. */
export const residentSettings = '/personal/settings/getSettings';
export const saveResidentSettings = '/personal/settings/save';
