import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_TYPES, LANGUAGES, isLanguage, type AccountType, type Language } from '@macao-phr/contract';
import { residents } from '../db/schema.ts';
import { ownAddress, ownOrigin, DEMO_IDP_PATH } from '../sign-in-settings.ts';
import { issueAuthCode, type SignInContext } from './sign-in.ts';
import { DEMO_RESIDENTS } from '../seed.ts';

/** The only accounts this page ever signs in: the seeded demo residents, never a real one (docs/security.md). */
const DEMO_USERNAMES: readonly string[] = DEMO_RESIDENTS.map((r) => r.username);

/**
 * The demo identity provider (docs/product/sign-in.md): stands in for the government's single sign-on so that the
 * authorisation-code flow of docs/product/calls.md can be tried end to end. GET shows the demo residents (server-rendered,
 * no script at all, so the strict CSP holds); choosing one POSTs back here, which issues a one-time code
 * and redirects to the portal's own redirect address with `#code=..&state=..` in the fragment, so the code
 * never reaches a server log or a Referer header. Only redirect addresses on the portal's origin are served.
 */

type Texts = {
  title: string;
  govTitle: string;
  intro: string;
  govIntro: string;
  choose: string;
  signInAs: (name: string) => string;
  cancel: string;
  invalidTitle: string;
  invalidBody: string;
  back: string;
  languages: string;
};

const TEXTS: Record<Language, Texts> = {
  'zh-Hant': {
    title: '示範身份認證',
    govTitle: '政府實體登入（示範）',
    intro: '此頁面代替政府統一登入，僅供示範。請選擇一位示範居民登入。',
    govIntro: '政府實體帳戶登入，僅供示範。請選擇登入身份；登入後將核對資訊核實編號。',
    choose: '示範居民',
    signInAs: (name) => `以${name}身份登入`,
    cancel: '取消並返回',
    invalidTitle: '登入要求無效',
    invalidBody: '此登入要求不完整或不是來自本網站。請返回網站重新登入。',
    back: '返回網站',
    languages: '語言',
  },
  en: {
    title: 'Demo identity provider',
    govTitle: 'Government entity sign-in (demo)',
    intro: "This page stands in for the government's single sign-on, for demonstration only. Choose a demo resident to sign in as.",
    govIntro: 'Sign-in for government entity accounts, for demonstration only. Choose who signs in; the information verification id is checked after sign-in.',
    choose: 'Demo residents',
    signInAs: (name) => `Sign in as ${name}`,
    cancel: 'Cancel and go back',
    invalidTitle: 'This sign-in request is not valid',
    invalidBody: 'The request is incomplete or did not come from this site. Go back to the site and sign in again.',
    back: 'Back to the site',
    languages: 'Language',
  },
  pt: {
    title: 'Fornecedor de identidade de demonstração',
    govTitle: 'Início de sessão de entidade governamental (demonstração)',
    intro: 'Esta página substitui o início de sessão único do Governo, apenas para demonstração. Escolha um residente de demonstração.',
    govIntro: 'Início de sessão de contas de entidades governamentais, apenas para demonstração. Escolha quem inicia sessão; o número de verificação de informação é verificado depois.',
    choose: 'Residentes de demonstração',
    signInAs: (name) => `Iniciar sessão como ${name}`,
    cancel: 'Cancelar e voltar',
    invalidTitle: 'Este pedido de início de sessão não é válido',
    invalidBody: 'O pedido está incompleto ou não veio deste site. Volte ao site e inicie sessão novamente.',
    back: 'Voltar ao site',
    languages: 'Idioma',
  },
};

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', en: 'English', pt: 'Português' };

/** ?lang, then the Language header, then Accept-Language, then zh-Hant. */
export function idpLanguage(request: FastifyRequest, fromForm?: unknown): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.['lang'];
  for (const candidate of [fromForm, query, request.headers['language']]) {
    if (isLanguage(candidate)) return candidate;
  }
  const accept = String(request.headers['accept-language'] ?? '').toLowerCase();
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag.startsWith('zh')) return 'zh-Hant';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('pt')) return 'pt';
  }
  return 'zh-Hant';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STATE_PATTERN = /^[A-Za-z0-9._~-]{8,256}$/;

type AuthorizeRequest = { redirectUri: string; state: string; accountType: AccountType };

function readRequest(raw: Record<string, unknown>, origin: string): AuthorizeRequest | null {
  const redirect = typeof raw['redirect_uri'] === 'string' ? ownAddress(raw['redirect_uri'], origin) : null;
  const state = raw['state'];
  const accountType = raw['account_type'] ?? 'PERSONAL';
  if (redirect === null || typeof state !== 'string' || !STATE_PATTERN.test(state)) return null;
  if (!(ACCOUNT_TYPES as readonly unknown[]).includes(accountType)) return null;
  // The code is bound to exactly what the portal sent, so that it can present the same address again.
  return { redirectUri: String(raw['redirect_uri']), state, accountType: accountType as AccountType };
}

/** The portal's built stylesheet (Tailwind + tokens), so the page looks like the portal; none in tests. */
function portalStylesheet(portalDist: string | null): string | null {
  if (portalDist === null) return null;
  const index = path.join(portalDist, 'index.html');
  if (!existsSync(index)) return null;
  const match = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(index, 'utf8'));
  return match?.[1] ?? null;
}

function page(lang: Language, title: string, body: string, stylesheet: string | null): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
${stylesheet === null ? '' : `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`}
</head>
<body class="bg-surface text-text">
<main class="mx-auto flex max-w-xl flex-col gap-6 px-4 py-6">
${body}
</main>
</body>
</html>`;
}

const BUTTON = 'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-4 text-base font-medium text-primary-foreground hover:bg-primary-hover';
const SECONDARY = 'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-border-strong bg-surface-raised px-4 text-base font-medium text-text hover:bg-surface-sunken';

export const identityProviderRoutes: FastifyPluginAsync<SignInContext & { portalDist: string | null }> = async (app, ctx) => {
  const { db } = ctx.database;
  const stylesheet = portalStylesheet(ctx.portalDist);

  // The page's own form; only this plugin accepts form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function send(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  function invalid(reply: FastifyReply, lang: Language): FastifyReply {
    const t = TEXTS[lang];
    return send(
      reply,
      400,
      page(lang, t.invalidTitle, `<h1 class="text-2xl font-semibold">${escapeHtml(t.invalidTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.invalidBody)}</p>
<p><a class="text-primary underline" href="/">${escapeHtml(t.back)}</a></p>`, stylesheet),
    );
  }

  app.get(DEMO_IDP_PATH, async (request, reply) => {
    const lang = idpLanguage(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const auth = readRequest(query, ownOrigin(request, ctx.signIn));
    if (auth === null) return invalid(reply, lang);
    const t = TEXTS[lang];
    const gov = auth.accountType === 'GOV_ENTITY';
    const people = await db
      .select()
      .from(residents)
      .where(and(isNull(residents.disabledAt), inArray(residents.username, [...DEMO_USERNAMES])))
      .orderBy(asc(residents.id))
      .limit(20);
    const nameOf = (r: (typeof people)[number]) => (lang === 'zh-Hant' ? r.nameZhHant : lang === 'pt' ? r.namePt : r.nameEn);
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const languageLinks = LANGUAGES.map((l) => {
      const params = new URLSearchParams({ redirect_uri: auth.redirectUri, state: auth.state, account_type: auth.accountType, lang: l });
      return l === lang
        ? `<li><span aria-current="page" class="font-semibold">${escapeHtml(LANGUAGE_NAMES[l])}</span></li>`
        : `<li><a class="text-primary underline" lang="${l}" hreflang="${l}" href="${DEMO_IDP_PATH}?${escapeHtml(params.toString())}">${escapeHtml(LANGUAGE_NAMES[l])}</a></li>`;
    }).join('');
    const title = gov ? t.govTitle : t.title;
    const body = `<nav aria-label="${escapeHtml(t.languages)}"><ul class="flex list-none gap-4 p-0">${languageLinks}</ul></nav>
<h1 class="text-2xl font-semibold">${escapeHtml(title)}</h1>
<p class="text-base text-text-muted">${escapeHtml(gov ? t.govIntro : t.intro)}</p>
<form method="post" action="${DEMO_IDP_PATH}" class="flex flex-col gap-4">
${hidden('redirect_uri', auth.redirectUri)}${hidden('state', auth.state)}${hidden('account_type', auth.accountType)}${hidden('lang', lang)}
<h2 class="text-lg font-semibold">${escapeHtml(t.choose)}</h2>
<ul class="m-0 flex list-none flex-col gap-3 p-0">
${people.map((r) => `<li><button type="submit" name="resident" value="${escapeHtml(r.username)}" class="${BUTTON}">${escapeHtml(t.signInAs(`${nameOf(r)} (${r.username})`))}</button></li>`).join('\n')}
</ul>
<button type="submit" name="cancel" value="1" class="${SECONDARY}">${escapeHtml(t.cancel)}</button>
</form>`;
    return send(reply, 200, page(lang, title, body, stylesheet));
  });

  app.post(
    DEMO_IDP_PATH,
    { config: { rateLimit: { max: ctx.loginRateLimit, timeWindow: 60_000 } } },
    async (request, reply) => {
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const lang = idpLanguage(request, form['lang']);
      const auth = readRequest(form, ownOrigin(request, ctx.signIn));
      if (auth === null) return invalid(reply, lang);
      const back = (fragment: URLSearchParams) => reply.code(303).header('cache-control', 'no-store').redirect(`${auth.redirectUri.split('#')[0]}#${fragment.toString()}`, 303);
      if (form['cancel'] !== undefined) return back(new URLSearchParams({ error: 'access_denied', state: auth.state }));
      const username = typeof form['resident'] === 'string' ? form['resident'] : '';
      // A forged form naming a real resident is refused like an unknown one.
      const [resident] = !DEMO_USERNAMES.includes(username) ? [] : await db.select().from(residents).where(eq(residents.username, username)).limit(1);
      if (!resident || resident.disabledAt) return invalid(reply, lang);
      const code = await issueAuthCode(db, { residentId: resident.id, redirectUri: auth.redirectUri, accountType: auth.accountType, now: ctx.now() });
      return back(new URLSearchParams({ code, state: auth.state }));
    },
  );
};
