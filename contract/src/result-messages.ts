import type { Language, Translations } from './languages.ts';
import { ResultCode, isResultCode, type ResultCodeValue } from './result-codes.ts';

// The messages live apart from the codes so that a bundle that only compares codes (the portal's API
// client on the first paint of home) does not carry the three-language table.

/** Messages in zh-Hant, en and pt; English keeps the platform's own wording where it has one (docs/product/result-codes.md). */
export const resultMessages: Record<ResultCodeValue, Translations> = {
  '000000': { 'zh-Hant': '成功', en: 'Success', pt: 'Sucesso' },
  '100017': { 'zh-Hant': '請先登入', en: 'Please sign in first', pt: 'Inicie sessão primeiro' },
  '100018': {
    'zh-Hant': '登入已逾時，請重新登入',
    en: 'Your session has expired. Please sign in again',
    pt: 'A sua sessão expirou. Inicie sessão novamente',
  },
  '100019': {
    'zh-Hant': '登入資料無效，請重新登入',
    en: 'Your session is not valid. Please sign in again',
    pt: 'A sua sessão não é válida. Inicie sessão novamente',
  },
  '100020': {
    'zh-Hant': '您已登出，請重新登入',
    en: 'You have signed out. Please sign in again',
    pt: 'Terminou a sessão. Inicie sessão novamente',
  },
  '100021': {
    'zh-Hant': '帳戶已停用',
    en: 'This account has been disabled',
    pt: 'Esta conta foi desativada',
  },
  '100046': { 'zh-Hant': '當前連結已失效', en: 'The current link has expired', pt: 'A ligação atual expirou' },
  '100047': {
    'zh-Hant': '當前帳戶無權限訪問',
    en: 'The current account is not authorized to access',
    pt: 'A conta atual não tem autorização de acesso',
  },
  '200001': {
    'zh-Hant': '輸入資料有誤，請檢查',
    en: 'Some values are not valid. Please check them',
    pt: 'Alguns valores não são válidos. Verifique-os',
  },
  '200002': { 'zh-Hant': '請求格式錯誤', en: 'The request is malformed', pt: 'O pedido está mal formado' },
  '200003': {
    'zh-Hant': '當前帳戶無權限訪問',
    en: 'The current account is not authorized to access',
    pt: 'A conta atual não tem autorização de acesso',
  },
  '200004': { 'zh-Hant': '找不到記錄', en: 'Record not found', pt: 'Registo não encontrado' },
  '200005': { 'zh-Hant': '找不到此服務', en: 'No such service', pt: 'Serviço inexistente' },
  '200006': { 'zh-Hant': '請求內容過大', en: 'The request is too large', pt: 'O pedido é demasiado grande' },
  '200101': {
    'zh-Hant': '帳號或密碼錯誤',
    en: 'Incorrect user name or password',
    pt: 'Nome de utilizador ou palavra-passe incorretos',
  },
  '200102': {
    'zh-Hant': '嘗試次數過多，請稍後再試',
    en: 'Too many attempts. Please try again later',
    pt: 'Demasiadas tentativas. Tente novamente mais tarde',
  },
  '200103': {
    'zh-Hant': '登入連結已失效，請重新登入',
    en: 'The sign-in link is no longer valid. Please sign in again',
    pt: 'A ligação de início de sessão já não é válida. Inicie sessão novamente',
  },
  '200104': {
    'zh-Hant': '當前帳號沒有權限訪問',
    en: 'The current account is not authorized to access',
    pt: 'A conta atual não tem autorização de acesso',
  },
  '200105': {
    'zh-Hant': '暫時無法登入，請稍後再試',
    en: 'Sign-in is unavailable right now. Please try again',
    pt: 'O início de sessão está indisponível neste momento. Tente novamente',
  },
  '200106': {
    'zh-Hant': '此登入要求無效或已過期，請重新登入',
    en: 'This sign-in request is not valid or has expired. Please sign in again',
    pt: 'Este pedido de início de sessão não é válido ou expirou. Inicie sessão novamente',
  },
  '200107': {
    'zh-Hant': '登入回覆不屬於此登入要求，請重新登入',
    en: 'The sign-in answer does not belong to this request. Please sign in again',
    pt: 'A resposta de início de sessão não pertence a este pedido. Inicie sessão novamente',
  },
  '200108': {
    'zh-Hant': '登入回覆並非發給本網站，請重新登入',
    en: 'The sign-in answer was not issued for this site. Please sign in again',
    pt: 'A resposta de início de sessão não foi emitida para este site. Inicie sessão novamente',
  },
  '200109': {
    'zh-Hant': '登入回覆已過期，請重新登入',
    en: 'The sign-in answer has expired. Please sign in again',
    pt: 'A resposta de início de sessão expirou. Inicie sessão novamente',
  },
  '200110': {
    'zh-Hant': '無法核實登入回覆，請重新登入',
    en: 'The sign-in answer could not be verified. Please sign in again',
    pt: 'Não foi possível verificar a resposta de início de sessão. Inicie sessão novamente',
  },
  '200111': {
    'zh-Hant': '本服務不提供密碼登入',
    en: 'Sign-in with a password is not available on this service',
    pt: 'O início de sessão com palavra-passe não está disponível neste serviço',
  },
  '200112': {
    'zh-Hant': '本服務不提供統一登入',
    en: 'Sign-in with the government account is not available on this service',
    pt: 'O início de sessão com a conta do Governo não está disponível neste serviço',
  },
  '200201': {
    'zh-Hant': '請至少上傳一個附件',
    en: 'Please add at least one attachment',
    pt: 'Adicione pelo menos um anexo',
  },
  '200202': {
    'zh-Hant': '每個檔案不可超過20MB',
    en: 'Each file must be 20 MB or smaller',
    pt: 'Cada ficheiro deve ter no máximo 20 MB',
  },
  '200203': {
    'zh-Hant': '每份報告最多5張圖片',
    en: 'At most 5 images per report',
    pt: 'No máximo 5 imagens por relatório',
  },
  '200204': {
    'zh-Hant': '每份報告最多10個PDF',
    en: 'At most 10 PDF files per report',
    pt: 'No máximo 10 ficheiros PDF por relatório',
  },
  '200205': {
    'zh-Hant': '上傳檔案超出剩餘容量',
    en: 'The uploaded files exceed the remaining capacity',
    pt: 'Os ficheiros carregados excedem a capacidade restante',
  },
  '200206': { 'zh-Hant': '上傳失敗', en: 'Upload failed', pt: 'O carregamento falhou' },
  '200207': {
    'zh-Hant': '只可上傳圖片或PDF',
    en: 'Only images and PDF files can be uploaded',
    pt: 'Só podem ser carregadas imagens e ficheiros PDF',
  },
  '200301': { 'zh-Hant': '當前連結已失效', en: 'The current link has expired', pt: 'A ligação atual expirou' },
  '200302': { 'zh-Hant': '連結不存在', en: 'This link does not exist', pt: 'Esta ligação não existe' },
  '200303': {
    'zh-Hant': '此連結不支援分享',
    en: 'This link does not support sharing',
    pt: 'Esta ligação não permite partilha',
  },
  '200304': {
    'zh-Hant': '最多可分享100張圖片',
    en: 'At most 100 images can be shared',
    pt: 'Podem ser partilhadas no máximo 100 imagens',
  },
  '200401': { 'zh-Hant': '無效二維碼', en: 'Invalid QRcode', pt: 'Código QR inválido' },
  '200402': { 'zh-Hant': '二維碼已過期', en: 'Qrcode is expired', pt: 'O código QR expirou' },
  '200403': { 'zh-Hant': '請勿重複掃描', en: 'Do not scan again', pt: 'Não digitalize novamente' },
  '200404': { 'zh-Hant': '掃描次數已超出', en: 'Scanning times exceeded', pt: 'Número de leituras excedido' },
  '200405': {
    'zh-Hant': '未成年人不可透過二維碼同意，請使用證件或驗證碼',
    en: 'Minors cannot consent by QR code. Please use an ID or a verification code',
    pt: 'Os menores não podem consentir por código QR. Use um documento ou um código de verificação',
  },
  '200406': { 'zh-Hant': '身份不一致', en: 'Identity inconsistent', pt: 'Identidade inconsistente' },
  '200407': {
    'zh-Hant': '家長/監護人身份不正確',
    en: 'Parent/guardian identity incorrect',
    pt: 'Identidade do pai/mãe/tutor incorreta',
  },
  '200408': {
    'zh-Hant': '檢測到服務異常，請選擇其他身份驗證方式',
    en: 'Abnormal service detected. Please select another identity verification method',
    pt: 'Serviço anómalo detetado. Selecione outro método de verificação de identidade',
  },
  '200409': { 'zh-Hant': '識別失敗', en: 'Identification failed', pt: 'A identificação falhou' },
  '200501': {
    'zh-Hant': '所選內容過多，請縮短期間或減少部分',
    en: 'There is too much to export at once. Please choose a shorter period or fewer sections',
    pt: 'Há demasiado para exportar de uma só vez. Escolha um período mais curto ou menos secções',
  },
  '200901': { 'zh-Hant': '系統維護中', en: 'System under maintenance', pt: 'Sistema em manutenção' },
  '200902': { 'zh-Hant': '操作逾時', en: 'The operation is timeout', pt: 'A operação excedeu o tempo limite' },
  '200903': {
    'zh-Hant': '服務暫時無法使用，請稍後再試',
    en: 'The service is temporarily unavailable. Please try again later',
    pt: 'O serviço está temporariamente indisponível. Tente novamente mais tarde',
  },
  '999999': { 'zh-Hant': '未知錯誤', en: 'Unknown error', pt: 'Erro desconhecido' },
};

/** The message for a code in a language; an unknown code reads as 'Unknown error'. */
export function resultMessage(code: string, lang: Language): string {
  return isResultCode(code) ? resultMessages[code][lang] : resultMessages[ResultCode.UNKNOWN_ERROR][lang];
}
