import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { LANGUAGES, isLanguage, type Language } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { DEMO_RESIDENTS } from '../seed/demo.ts';

/** The only accounts this provider ever signs in: the seeded demo residents, never a real one (docs/security.md). */
const DEMO_USERNAMES: readonly string[] = DEMO_RESIDENTS.map((r) => r.username);

/**
 * The demo OpenID Provider (docs/product/sign-in.md): panva's oidc-provider standing in for the government's single
 * sign-on, so that the portal's relying-party code (server/src/oidc/relying-party.ts) runs the same in the demo as
 * in production; only the issuer differs. Mounted under /idp of the same server (DEMO_IDP), or started on its own
 * (tests). Its interaction pages (choose a demo resident, consent, sign out) are server-rendered in the three
 * languages with the portal's stylesheet and no script at all, so the strict CSP holds.
 */
export const DEMO_IDP_PREFIX = '/idp';
export const DEMO_CLIENT_ID = 'macao-phr-portal';

export type DemoProviderOptions = {
  /** The issuer identifier, e.g. http://127.0.0.1:8080/idp: its path is where the provider is mounted. */
  issuer: string;
  clientSecret: string;
  /** The portal's callback addresses (and, beside them, its sign-in page for after sign-out). */
  redirectUris: readonly string[];
  postLogoutRedirectUris: readonly string[];
  db: Db;
  /** The portal's built folder, for its stylesheet; none in tests. */
  portalDist: string | null;
  /** Signing keys as private JWKs; a fresh RS256 key when absent. */
  signingKeys?: readonly Record<string, unknown>[];
};

type Texts = {
  title: string;
  intro: string;
  choose: string;
  signInAs: (name: string) => string;
  cancel: string;
  consentTitle: string;
  consentIntro: (who: string) => string;
  consentItems: string;
  consentScopes: Record<string, string>;
  allow: string;
  deny: string;
  logoutTitle: string;
  logoutIntro: string;
  logoutYes: string;
  logoutNo: string;
  loggedOutTitle: string;
  loggedOutBody: string;
  errorTitle: string;
  errorBody: string;
  back: string;
  languages: string;
};

const TEXTS: Record<Language, Texts> = {
  'zh-Hant': {
    title: '示範身份認證',
    intro: '此頁面代替政府統一登入，僅供示範。請選擇一位示範居民登入。',
    choose: '示範居民',
    signInAs: (name) => `以${name}身份登入`,
    cancel: '取消並返回',
    consentTitle: '允許存取',
    consentIntro: (who) => `「個人健康紀錄」網站要求以${who}的身份登入，並取得以下資料：`,
    consentItems: '要求的資料',
    consentScopes: { openid: '你的帳戶識別碼', profile: '你的姓名' },
    allow: '允許並繼續',
    deny: '拒絕並返回',
    logoutTitle: '登出統一登入',
    logoutIntro: '你已登出「個人健康紀錄」網站。是否同時登出示範身份認證？',
    logoutYes: '是，登出',
    logoutNo: '否，保持登入',
    loggedOutTitle: '已登出',
    loggedOutBody: '你已登出示範身份認證。',
    errorTitle: '登入要求無效',
    errorBody: '此登入要求不完整、已過期或不是來自本網站。請返回網站重新登入。',
    back: '返回網站',
    languages: '語言',
  },
  en: {
    title: 'Demo identity provider',
    intro: "This page stands in for the government's single sign-on, for demonstration only. Choose a demo resident to sign in as.",
    choose: 'Demo residents',
    signInAs: (name) => `Sign in as ${name}`,
    cancel: 'Cancel and go back',
    consentTitle: 'Allow access',
    consentIntro: (who) => `The personal health-record site asks to sign you in as ${who} and to receive:`,
    consentItems: 'What it asks for',
    consentScopes: { openid: 'your account identifier', profile: 'your name' },
    allow: 'Allow and continue',
    deny: 'Decline and go back',
    logoutTitle: 'Sign out of single sign-on',
    logoutIntro: 'You have signed out of the personal health-record site. Sign out of the demo identity provider as well?',
    logoutYes: 'Yes, sign me out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'Signed out',
    loggedOutBody: 'You have signed out of the demo identity provider.',
    errorTitle: 'This sign-in request is not valid',
    errorBody: 'The request is incomplete, has expired or did not come from this site. Go back to the site and sign in again.',
    back: 'Back to the site',
    languages: 'Language',
  },
  pt: {
    title: 'Fornecedor de identidade de demonstração',
    intro: 'Esta página substitui o início de sessão único do Governo, apenas para demonstração. Escolha um residente de demonstração.',
    choose: 'Residentes de demonstração',
    signInAs: (name) => `Iniciar sessão como ${name}`,
    cancel: 'Cancelar e voltar',
    consentTitle: 'Permitir acesso',
    consentIntro: (who) => `O site do registo pessoal de saúde pede para iniciar a sua sessão como ${who} e receber:`,
    consentItems: 'O que é pedido',
    consentScopes: { openid: 'o identificador da sua conta', profile: 'o seu nome' },
    allow: 'Permitir e continuar',
    deny: 'Recusar e voltar',
    logoutTitle: 'Terminar a sessão única',
    logoutIntro: 'Terminou a sessão no site do registo pessoal de saúde. Terminar também a sessão no fornecedor de identidade de demonstração?',
    logoutYes: 'Sim, terminar a sessão',
    logoutNo: 'Não, manter a sessão',
    loggedOutTitle: 'Sessão terminada',
    loggedOutBody: 'Terminou a sessão no fornecedor de identidade de demonstração.',
    errorTitle: 'Este pedido de início de sessão não é válido',
    errorBody: 'O pedido está incompleto, expirou ou não veio deste site. Volte ao site e inicie sessão novamente.',
    back: 'Voltar ao site',
    languages: 'Idioma',
  },
};

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', en: 'English', pt: 'Português' };

/** The first of: a form's or the query's `lang`, the request's ui_locales, Accept-Language; else zh-Hant. */
function languageOf(candidates: readonly unknown[], acceptLanguage: string | undefined): Language {
  for (const candidate of candidates) {
    if (isLanguage(candidate)) return candidate;
    if (typeof candidate === 'string') {
      const first = candidate.split(' ').find(isLanguage);
      if (first !== undefined) return first;
    }
  }
  for (const part of String(acceptLanguage ?? '').toLowerCase().split(',')) {
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

/** The portal's built stylesheet (Tailwind + tokens), so the pages look like the portal; none in tests. */
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
<main class="mx-auto flex max-w-xl flex-col gap-6 px-4 py-6 break-words hyphens-auto">
${body}
</main>
</body>
</html>`;
}

const BUTTON = 'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 text-base font-medium text-primary-foreground hover:bg-primary-hover';
const SECONDARY = 'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-border-strong bg-surface-raised px-4 py-2 text-base font-medium text-text hover:bg-surface-sunken';

function languageNav(lang: Language, t: Texts, hrefOf: (l: Language) => string): string {
  const items = LANGUAGES.map((l) =>
    l === lang
      ? `<li><span aria-current="page" class="font-semibold">${escapeHtml(LANGUAGE_NAMES[l])}</span></li>`
      : `<li><a class="text-primary underline" lang="${l}" hreflang="${l}" href="${escapeHtml(hrefOf(l))}">${escapeHtml(LANGUAGE_NAMES[l])}</a></li>`,
  ).join('');
  return `<nav aria-label="${escapeHtml(t.languages)}"><ul class="m-0 flex list-none flex-wrap gap-4 p-0">${items}</ul></nav>`;
}

async function demoResidents(db: Db) {
  return db
    .select()
    .from(residents)
    .where(and(isNull(residents.disabledAt), inArray(residents.username, [...DEMO_USERNAMES])))
    .orderBy(asc(residents.id))
    .limit(20);
}

function nameOf(r: { nameZhHant: string; nameEn: string; namePt: string }, lang: Language): string {
  return lang === 'zh-Hant' ? r.nameZhHant : lang === 'pt' ? r.namePt : r.nameEn;
}

/** form-action 'self' plus the portal's origins: a form here ends in a redirect to the portal, which the CSP must allow. */
function providerCsp(base: string | undefined, origins: readonly string[]): string {
  const policy = base ?? "default-src 'self'; form-action 'self'";
  return policy.replace(/form-action [^;]*/, `form-action 'self' ${origins.join(' ')}`);
}

export type DemoProvider = { provider: Provider; routes: FastifyPluginAsync };

/** The provider and the Fastify routes that serve it (mount with app.register(routes)). */
export async function demoProvider(options: DemoProviderOptions): Promise<DemoProvider> {
  const stylesheet = portalStylesheet(options.portalDist);
  const prefix = new URL(options.issuer).pathname.replace(/\/$/, '');
  const portalOrigins = [...new Set([...options.redirectUris, ...options.postLogoutRedirectUris].map((u) => new URL(u).origin))];
  const keys = options.signingKeys ?? [
    { ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
  ];
  const langOfCtx = (ctx: KoaContextWithOIDC) =>
    languageOf([ctx.oidc?.params?.['ui_locales'], ctx.oidc?.params?.['lang'], ctx.query?.['lang']], ctx.get('accept-language'));

  const configuration: Configuration = {
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        post_logout_redirect_uris: [...options.postLogoutRedirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name'] },
    scopes: ['openid', 'profile'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const lang = langOfCtx(ctx);
          const t = TEXTS[lang];
          ctx.type = 'html';
          ctx.body = page(
            lang,
            t.logoutTitle,
            `<h1 class="text-2xl font-semibold">${escapeHtml(t.logoutTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.logoutIntro)}</p>
${form}
<div class="flex flex-col gap-3">
<button type="submit" form="op.logoutForm" value="yes" name="logout" class="${BUTTON}">${escapeHtml(t.logoutYes)}</button>
<button type="submit" form="op.logoutForm" class="${SECONDARY}">${escapeHtml(t.logoutNo)}</button>
</div>`,
            stylesheet,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          const lang = langOfCtx(ctx);
          const t = TEXTS[lang];
          ctx.type = 'html';
          ctx.body = page(lang, t.loggedOutTitle, `<h1 class="text-2xl font-semibold">${escapeHtml(t.loggedOutTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.loggedOutBody)}</p>`, stylesheet);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      if (!DEMO_USERNAMES.includes(sub)) return undefined;
      const [resident] = await options.db.select().from(residents).where(eq(residents.username, sub)).limit(1);
      if (!resident || resident.disabledAt) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: resident.nameEn }) };
    },
    renderError: async (ctx) => {
      const lang = langOfCtx(ctx);
      const t = TEXTS[lang];
      ctx.type = 'html';
      ctx.body = page(lang, t.errorTitle, `<h1 class="text-2xl font-semibold">${escapeHtml(t.errorTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.errorBody)}</p>`, stylesheet);
    },
    // Short lives: a demo session at the provider lasts an hour; codes a minute.
    ttl: { AuthorizationCode: 60, Session: 3600, Interaction: 600, Grant: 3600, IdToken: 300, AccessToken: 300 },
  };
  const provider = new Provider(options.issuer, configuration);
  // Nothing of the provider's own errors reaches the log with its details (they can hold codes).
  provider.on('server_error', () => undefined);
  const callback = provider.callback();

  const routes: FastifyPluginAsync = async (app) => {
    // The provider's own endpoints read their bodies themselves: no parser may consume them first.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string);
        }
        reply.raw.setHeader('content-security-policy', providerCsp(reply.getHeader('content-security-policy') as string | undefined, portalOrigins));
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(prefix.length) || '/';
        await callback(raw, reply.raw);
      };
      scope.all(`${prefix}/*`, handler);
    });

    // The interaction pages: choose a demo resident, consent; a form each, no script.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      scope.addHook('onRequest', async (_request, reply) => {
        reply.header('content-security-policy', providerCsp(reply.getHeader('content-security-policy') as string | undefined, portalOrigins));
        reply.header('cache-control', 'no-store');
      });
      const send = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
      const invalid = (reply: FastifyReply, lang: Language) => {
        const t = TEXTS[lang];
        return send(reply, 400, page(lang, t.errorTitle, `<h1 class="text-2xl font-semibold">${escapeHtml(t.errorTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.errorBody)}</p>`, stylesheet));
      };
      const details = async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return null;
        }
      };
      const formOf = (request: FastifyRequest) => (typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {});
      const queryLang = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.['lang'];

      scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
        const interaction = await details(request, reply);
        const lang = languageOf([queryLang(request), interaction?.params['ui_locales']], request.headers['accept-language']);
        if (interaction === null || interaction.uid !== request.params.uid) return invalid(reply, lang);
        const t = TEXTS[lang];
        const action = `${prefix}/interaction/${interaction.uid}`;
        const nav = languageNav(lang, t, (l) => `${action}?lang=${l}`);
        const hidden = `<input type="hidden" name="lang" value="${lang}">`;
        if (interaction.prompt.name === 'login') {
          const people = await demoResidents(options.db);
          const body = `${nav}
<h1 class="text-2xl font-semibold">${escapeHtml(t.title)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.intro)}</p>
<form method="post" action="${action}/login" class="flex flex-col gap-4">
${hidden}
<h2 class="text-lg font-semibold">${escapeHtml(t.choose)}</h2>
<ul class="m-0 flex list-none flex-col gap-3 p-0">
${people.map((r) => `<li><button type="submit" name="resident" value="${escapeHtml(r.username)}" class="${BUTTON}">${escapeHtml(t.signInAs(`${nameOf(r, lang)} (${r.username})`))}</button></li>`).join('\n')}
</ul>
</form>
<form method="post" action="${action}/abort">${hidden}<button type="submit" class="${SECONDARY}">${escapeHtml(t.cancel)}</button></form>`;
          return send(reply, 200, page(lang, t.title, body, stylesheet));
        }
        const accountId = interaction.session?.accountId ?? '';
        const [resident] = DEMO_USERNAMES.includes(accountId) ? await options.db.select().from(residents).where(eq(residents.username, accountId)).limit(1) : [];
        const who = resident ? `${nameOf(resident, lang)} (${accountId})` : accountId;
        const scopes = String(interaction.params['scope'] ?? 'openid').split(' ').filter((s) => s in t.consentScopes);
        const body = `${nav}
<h1 class="text-2xl font-semibold">${escapeHtml(t.consentTitle)}</h1>
<p class="text-base text-text-muted">${escapeHtml(t.consentIntro(who))}</p>
<h2 class="text-lg font-semibold">${escapeHtml(t.consentItems)}</h2>
<ul class="m-0 flex list-disc flex-col gap-1 ps-5">${scopes.map((s) => `<li>${escapeHtml(t.consentScopes[s] ?? s)}</li>`).join('')}</ul>
<form method="post" action="${action}/confirm" class="flex flex-col gap-3">${hidden}<button type="submit" class="${BUTTON}">${escapeHtml(t.allow)}</button></form>
<form method="post" action="${action}/abort">${hidden}<button type="submit" class="${SECONDARY}">${escapeHtml(t.deny)}</button></form>`;
        return send(reply, 200, page(lang, t.consentTitle, body, stylesheet));
      });

      scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/login`, async (request, reply) => {
        const form = formOf(request);
        const lang = languageOf([form['lang']], request.headers['accept-language']);
        const interaction = await details(request, reply);
        if (interaction === null || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') return invalid(reply, lang);
        const username = typeof form['resident'] === 'string' ? form['resident'] : '';
        // A forged form naming a real resident is refused like an unknown one.
        const [resident] = DEMO_USERNAMES.includes(username) ? await options.db.select().from(residents).where(eq(residents.username, username)).limit(1) : [];
        if (!resident || resident.disabledAt) return invalid(reply, lang);
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: username } }, { mergeWithLastSubmission: false });
        return reply;
      });

      scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/confirm`, async (request, reply) => {
        const lang = languageOf([formOf(request)['lang']], request.headers['accept-language']);
        const interaction = await details(request, reply);
        if (interaction === null || interaction.uid !== request.params.uid || interaction.prompt.name !== 'consent' || !interaction.session) return invalid(reply, lang);
        const promptDetails = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
        const grant = interaction.grantId
          ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId: interaction.session.accountId, clientId: String(interaction.params['client_id']) }))
          : new provider.Grant({ accountId: interaction.session.accountId, clientId: String(interaction.params['client_id']) });
        if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
        if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return reply;
      });

      scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/abort`, async (request, reply) => {
        const lang = languageOf([formOf(request)['lang']], request.headers['accept-language']);
        const interaction = await details(request, reply);
        if (interaction === null || interaction.uid !== request.params.uid) return invalid(reply, lang);
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'The resident cancelled' }, { mergeWithLastSubmission: false });
        return reply;
      });
    });
  };
  return { provider, routes };
}
