import type { Language } from './languages.ts';

/**
 * Schemas in this package put a message KEY in each issue (zod v4 `{ error: 'bp.systolic.range' }`), never
 * words; `fieldErrors` turns keys into the resident's language. The server sends the result as
 * `data.fieldErrors` with ResultCode.VALIDATION_FAILED, and the portal forms call the same function, so a
 * refused value reads the same whether the browser or the server caught it.
 */
const en = {
  invalid: 'This value is not valid',
  required: 'This field is required',
  'page.pageNum': 'The page number must be a whole number from 1 to 100000',
  'page.pageSize': 'The page size must be a whole number from 1 to 100',
  'id.invalid': 'The record id is not valid',
  'bp.systolic.required': 'Please enter the systolic pressure',
  'bp.systolic.range': 'Systolic pressure must be a whole number from 20 to 300',
  'bp.systolic.belowDiastolic': 'Systolic pressure cannot be lower than diastolic pressure',
  'bp.diastolic.required': 'Please enter the diastolic pressure',
  'bp.diastolic.range': 'Diastolic pressure must be a whole number from 20 to 300',
  'bp.pulse.required': 'Please enter the pulse',
  'bp.pulse.range': 'Pulse must be a whole number from 20 to 200',
  'recordTime.required': 'Please select the measurement time',
  'recordTime.format': 'The measurement time is not a valid date and time',
  'recordTime.year': 'The year must be between 1901 and 2099',
  'recordTime.future': 'The measurement time cannot be in the future',
  'glucose.required': 'Please enter the blood glucose',
  'glucose.timing.required': 'Please select when the blood glucose was measured',
  'glucose.timing.invalid': 'The measurement timing is not one of the options',
  'glucose.hours.required': 'Please select the hours after the meal',
  'glucose.hours.range': 'Hours after the meal must be a whole number from 1 to 4',
  'glucose.sample.required': 'Please select capillary or venous blood',
  'glucose.sample.invalid': 'The sample must be capillary or venous blood',
  'height.required': 'Please enter the height',
  'weight.required': 'Please enter the weight',
  'glucose.range': 'Blood glucose must be from 0.1 to 30.0',
  'height.range': 'Height must be from 30.0 to 200.0',
  'weight.range': 'Weight must be from 0.1 to 200.0',
  'date.year': 'The year must be between 1901 and 2099',
  'date.startFirst': 'Please select a start time first',
  'date.endBeforeStart': 'The end time cannot be earlier than the start time',
  'quickLinks.duplicate': 'Service already exists',
  'quickLinks.count': 'Choose from 3 to 11 quick links',
  'upload.notUploaded': 'You have attachments not uploaded successfully or failed to be uploaded',
  'upload.institution.required': 'Please enter the institution name',
  'upload.institution.length': 'The institution name can have at most 100 characters',
  'upload.recordType.required': 'Please select the record type',
  'upload.startDate.required': 'Please select the start date',
  'upload.endDate.required': 'Please select the end date',
  'auth.username.required': 'Please enter your user name',
  'auth.password.required': 'Please enter your password',
  'identity.required': 'Please enter the Macao identity number',
  'identity.format': 'Enter the Macao identity number as 1234567(8)',
  'verificationCode.required': 'Please enter the verification code',
  'verificationCode.format': 'The verification code is 6 digits',
  'qr.required': 'No QR code was read',
  'qr.invalid': 'Invalid QRcode',
  'export.sections.required': 'Choose at least one section',
  'export.section.unknown': 'This section is not one that can be exported',
  'export.period.format': 'Enter the date as YYYY-MM-DD',
  'export.period.tooEarly': 'The period cannot start before 1901',
  'export.period.future': 'Dates cannot be later than today',
} as const;

export type ValidationKey = keyof typeof en;

const zhHant: Record<ValidationKey, string> = {
  invalid: '此數值無效',
  required: '此欄位必須填寫',
  'page.pageNum': '頁碼必須為1至100000的整數',
  'page.pageSize': '每頁數量必須為1至100的整數',
  'id.invalid': '記錄編號無效',
  'bp.systolic.required': '請輸入收縮壓',
  'bp.systolic.range': '收縮壓必須為20至300的整數',
  'bp.systolic.belowDiastolic': '收縮壓不可低於舒張壓',
  'bp.diastolic.required': '請輸入舒張壓',
  'bp.diastolic.range': '舒張壓必須為20至300的整數',
  'bp.pulse.required': '請輸入脈搏',
  'bp.pulse.range': '脈搏必須為20至200的整數',
  'recordTime.required': '請選擇測量時間',
  'recordTime.format': '測量時間格式無效',
  'recordTime.year': '年份必須介乎1901至2099',
  'recordTime.future': '測量時間不可晚於現在',
  'glucose.required': '請輸入血糖',
  'glucose.timing.required': '請選擇測量時段',
  'glucose.timing.invalid': '測量時段不在選項之中',
  'glucose.hours.required': '請選擇餐後時數',
  'glucose.hours.range': '餐後時數必須為1至4的整數',
  'glucose.sample.required': '請選擇微血管血或靜脈血',
  'glucose.sample.invalid': '樣本必須為微血管血或靜脈血',
  'height.required': '請輸入身高',
  'weight.required': '請輸入體重',
  'glucose.range': '血糖必須介乎0.1至30.0',
  'height.range': '身高必須介乎30.0至200.0',
  'weight.range': '體重必須介乎0.1至200.0',
  'date.year': '年份必須介乎1901至2099',
  'date.startFirst': '請先選擇開始時間',
  'date.endBeforeStart': '結束時間不能早於開始時間',
  'quickLinks.duplicate': '服務已存在',
  'quickLinks.count': '請選擇3至11個快捷服務',
  'upload.notUploaded': '您有附件未成功上傳或上傳失敗',
  'upload.institution.required': '請輸入機構名稱',
  'upload.institution.length': '機構名稱最多100個字',
  'upload.recordType.required': '請選擇記錄類型',
  'upload.startDate.required': '請選擇開始日期',
  'upload.endDate.required': '請選擇結束日期',
  'auth.username.required': '請輸入帳號',
  'auth.password.required': '請輸入密碼',
  'identity.required': '請輸入澳門身份證號碼',
  'identity.format': '請按1234567(8)的格式輸入澳門身份證號碼',
  'verificationCode.required': '請輸入驗證碼',
  'verificationCode.format': '驗證碼為6位數字',
  'qr.required': '未能讀取二維碼',
  'qr.invalid': '無效二維碼',
  'export.sections.required': '請至少選擇一個部分',
  'export.section.unknown': '此部分不可匯出',
  'export.period.format': '請按YYYY-MM-DD的格式輸入日期',
  'export.period.tooEarly': '期間不可早於1901年',
  'export.period.future': '日期不可晚於今天',
};

const pt: Record<ValidationKey, string> = {
  invalid: 'Este valor não é válido',
  required: 'Este campo é obrigatório',
  'page.pageNum': 'O número da página deve ser um número inteiro de 1 a 100000',
  'page.pageSize': 'O tamanho da página deve ser um número inteiro de 1 a 100',
  'id.invalid': 'O identificador do registo não é válido',
  'bp.systolic.required': 'Introduza a pressão sistólica',
  'bp.systolic.range': 'A pressão sistólica deve ser um número inteiro de 20 a 300',
  'bp.systolic.belowDiastolic': 'A pressão sistólica não pode ser inferior à pressão diastólica',
  'bp.diastolic.required': 'Introduza a pressão diastólica',
  'bp.diastolic.range': 'A pressão diastólica deve ser um número inteiro de 20 a 300',
  'bp.pulse.required': 'Introduza o pulso',
  'bp.pulse.range': 'O pulso deve ser um número inteiro de 20 a 200',
  'recordTime.required': 'Selecione a hora da medição',
  'recordTime.format': 'A hora da medição não é uma data e hora válidas',
  'recordTime.year': 'O ano deve estar entre 1901 e 2099',
  'recordTime.future': 'A hora da medição não pode ser no futuro',
  'glucose.required': 'Introduza a glicemia',
  'glucose.timing.required': 'Selecione quando a glicemia foi medida',
  'glucose.timing.invalid': 'O momento da medição não é uma das opções',
  'glucose.hours.required': 'Selecione as horas após a refeição',
  'glucose.hours.range': 'As horas após a refeição devem ser um número inteiro de 1 a 4',
  'glucose.sample.required': 'Selecione sangue capilar ou venoso',
  'glucose.sample.invalid': 'A amostra deve ser de sangue capilar ou venoso',
  'height.required': 'Introduza a altura',
  'weight.required': 'Introduza o peso',
  'glucose.range': 'A glicemia deve estar entre 0,1 e 30,0',
  'height.range': 'A altura deve estar entre 30,0 e 200,0',
  'weight.range': 'O peso deve estar entre 0,1 e 200,0',
  'date.year': 'O ano deve estar entre 1901 e 2099',
  'date.startFirst': 'Selecione primeiro a hora de início',
  'date.endBeforeStart': 'A hora de fim não pode ser anterior à hora de início',
  'quickLinks.duplicate': 'O serviço já existe',
  'quickLinks.count': 'Escolha de 3 a 11 atalhos',
  'upload.notUploaded': 'Tem anexos que não foram carregados com êxito ou cujo carregamento falhou',
  'upload.institution.required': 'Introduza o nome da instituição',
  'upload.institution.length': 'O nome da instituição pode ter no máximo 100 caracteres',
  'upload.recordType.required': 'Selecione o tipo de registo',
  'upload.startDate.required': 'Selecione a data de início',
  'upload.endDate.required': 'Selecione a data de fim',
  'auth.username.required': 'Introduza o seu nome de utilizador',
  'auth.password.required': 'Introduza a sua palavra-passe',
  'identity.required': 'Introduza o número do BIR de Macau',
  'identity.format': 'Introduza o número do BIR de Macau no formato 1234567(8)',
  'verificationCode.required': 'Introduza o código de verificação',
  'verificationCode.format': 'O código de verificação tem 6 algarismos',
  'qr.required': 'Não foi lido nenhum código QR',
  'qr.invalid': 'Código QR inválido',
  'export.sections.required': 'Escolha pelo menos uma secção',
  'export.section.unknown': 'Esta secção não pode ser exportada',
  'export.period.format': 'Introduza a data no formato AAAA-MM-DD',
  'export.period.tooEarly': 'O período não pode começar antes de 1901',
  'export.period.future': 'As datas não podem ser posteriores a hoje',
};

export const validationMessages: Record<Language, Record<ValidationKey, string>> = { 'zh-Hant': zhHant, en, pt };

export function isValidationKey(x: string): x is ValidationKey {
  return Object.hasOwn(en, x);
}

/** The words for a key (or for 'invalid' when the message is not one of ours, e.g. zod's own). */
export function validationMessage(key: string, lang: Language): string {
  return validationMessages[lang][isValidationKey(key) ? key : 'invalid'];
}

/**
 * A zod v4 error function: a missing (or null) value gets `requiredKey`, any other refusal `key`.
 * Used as the schema-level `error` so that "empty" and "wrong" read differently.
 */
export function requiredOr(requiredKey: ValidationKey, key: ValidationKey) {
  return (issue: { input?: unknown }): ValidationKey =>
    issue.input === undefined || issue.input === null ? requiredKey : key;
}

/** The field path of an issue that concerns the whole request rather than one field. */
export const FORM_FIELD = '_form';

/** Structural view of a ZodError, so callers need not import zod to pass one. */
export type IssueList = { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };

/** Translated messages keyed by dotted field path (`page.pageNum`), duplicates dropped. */
export function fieldErrors(error: IssueList, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? FORM_FIELD : issue.path.map(String).join('.');
    const text = validationMessage(issue.message, lang);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** `data` of a VALIDATION_FAILED envelope. */
export type ValidationFailure = { fieldErrors: Record<string, string[]> };
