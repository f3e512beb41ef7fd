import type { Language, NoticeKind, NoticeRecordType, NoticeType } from '@macao-phr/contract';

/**
 * The words of a push (docs/product/notices.md#push), in the language the subscription was made in. A push names only
 * the kind of record, never the organisation, the record's name or any value: it can be read on a locked phone.
 */
const appName: Record<Language, string> = { 'zh-Hant': '澳門健康檔案', en: 'Macao Health Record', pt: 'Registo de Saúde de Macau' };

const recordName: Record<Language, Record<NoticeRecordType, string>> = {
  'zh-Hant': { lab_report: '檢驗報告', imaging: '影像報告', visit: '就診記錄', prescription: '處方', vaccination: '疫苗接種記錄', surgery: '手術記錄' },
  en: { lab_report: 'lab report', imaging: 'imaging report', visit: 'visit record', prescription: 'prescription', vaccination: 'vaccination record', surgery: 'surgery record' },
  pt: {
    lab_report: 'relatório de análises',
    imaging: 'relatório de imagiologia',
    visit: 'registo de consulta',
    prescription: 'receita',
    vaccination: 'registo de vacinação',
    surgery: 'registo de cirurgia',
  },
};

type RecordKind = Extract<NoticeKind, 'received' | 'updated'>;

/** The account's own notices: a sign-in from a new browser, a share link made (never which browser, nor which report). */
const accountLine: Record<Language, Record<Exclude<NoticeKind, RecordKind>, string>> = {
  'zh-Hant': { new_browser: '您的帳戶剛在一個新的瀏覽器登入。如非您本人操作，請打開健康檔案查看。', share_created: '您的影像已建立分享連結。請打開健康檔案查看。' },
  en: { new_browser: 'Your account was signed in from a new browser. If this was not you, open your health record.', share_created: 'A share link to your imaging pictures was created. Open your health record to see it.' },
  pt: {
    new_browser: 'A sua conta foi iniciada num novo navegador. Se não foi o senhor, abra o portal.',
    share_created: 'Foi criada uma ligação de partilha das suas imagens. Abra o portal para a consultar.',
  },
};

const line: Record<Language, Record<RecordKind, (record: string) => string>> = {
  'zh-Hant': { received: (r) => `您有一份新的${r}。請打開健康檔案查看。`, updated: (r) => `您的一份${r}已更新。請打開健康檔案查看。` },
  en: { received: (r) => `You have a new ${r}. Open your health record to see it.`, updated: (r) => `One of your records (${r}) was updated. Open your health record to see it.` },
  pt: {
    received: (r) => `Novo documento no seu registo de saúde (${r}). Abra o portal para o consultar.`,
    updated: (r) => `Documento actualizado no seu registo de saúde (${r}). Abra o portal para o consultar.`,
  },
};

/** What the service worker shows: a title, one line, the notices screen's address and a tag naming the notice. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export function pushPayloadOf(notice: { id: number; kind: NoticeKind; recordType: NoticeType }, language: Language, tree: 'mob' | 'web'): PushPayload {
  const body =
    notice.kind === 'new_browser' || notice.kind === 'share_created'
      ? accountLine[language][notice.kind]
      : line[language][notice.kind](recordName[language][notice.recordType as NoticeRecordType]);
  return { title: appName[language], body, url: `/${tree}/notices`, tag: `notice-${notice.id}` };
}
