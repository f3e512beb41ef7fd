import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A browser for the provider's pages: follows nothing by itself, keeps cookies per host, and reads forms. Enough
 * to click through oidc-provider's interaction pages over real HTTP.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<{ status: number; location: string | null; text: string; url: string }> {
    const target = new URL(url);
    const cookies = this.jar.get(target.host) ?? new Map<string, string>();
    const headers: Record<string, string> = { 'accept-language': 'en', ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(target, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at > 0) {
        const name = (pair ?? '').slice(0, at);
        const value = (pair ?? '').slice(at + 1);
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    }
    this.jar.set(target.host, cookies);
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : new URL(location, target).href, text: await response.text(), url: target.href };
  }

  /** Follows redirects on the provider until a page is shown or the answer leaves for `stopAt` (the portal). */
  async follow(url: string, stopAt: string): Promise<{ url: string; text: string; status: number }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      if (current.startsWith(stopAt)) return { url: current, text: '', status: 0 };
      const answer = await this.request(current);
      if (answer.location === null) return { url: current, text: answer.text, status: answer.status };
      current = answer.location;
    }
    throw new Error('too many redirects');
  }
}

/** The action and hidden fields of the form whose submit button reads `label` (or the first form). */
export function formOf(html: string, pageUrl: string, label?: string): { action: string; fields: Record<string, string>; button: Record<string, string> } {
  const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)];
  const buttonRe = /<button([^>]*)>([^<]*)<\/button>/g;
  for (const [, attrs = '', inner = ''] of forms) {
    const buttons = [...inner.matchAll(buttonRe)].concat([...html.matchAll(buttonRe)].filter(([, a = '']) => /form="/.test(a)));
    const button = label === undefined ? buttons[0] : buttons.find(([, , text]) => text?.includes(label));
    if (label !== undefined && button === undefined) continue;
    const action = /action="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const [, input = ''] of inner.matchAll(/<input([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
      if (name !== undefined) fields[name] = value.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
    }
    const buttonFields: Record<string, string> = {};
    const name = /name="([^"]*)"/.exec(button?.[1] ?? '')?.[1];
    const value = /value="([^"]*)"/.exec(button?.[1] ?? '')?.[1];
    if (name !== undefined) buttonFields[name] = value ?? '';
    return { action: new URL(action.replace(/&amp;/g, '&'), pageUrl).href, fields, button: buttonFields };
  }
  throw new Error(`no form with ${label ?? 'a button'}`);
}

export type IdTokenPlan = {
  sub?: string;
  aud?: string;
  /** Seconds from now; negative: expired. */
  expiresIn?: number;
  nonce?: string;
  /** Sign with this key instead of the published one. */
  key?: { privateKey: CryptoKey; kid: string };
  /** Never answer the token request (a provider that hangs). */
  hang?: boolean;
  /** Answer the token request with this OAuth error. */
  error?: string;
};

/**
 * A misbehaving OpenID Provider over real HTTP, built with jose: discovery, JWKS and a token endpoint whose next ID
 * token the test describes (another audience, expired, another nonce, an unknown key). The relying party talks
 * to it exactly as to a real one.
 */
export class RogueProvider {
  server: Server | null = null;
  issuer = '';
  clientId = 'portal';
  /** What the next token answer holds; the test sets it before each exchange. */
  plan: IdTokenPlan & { nonce: string } = { nonce: '' };
  keys: { privateKey: CryptoKey; jwk: JWK; kid: string }[] = [];
  tokenRequests = 0;
  jwksRequests = 0;
  private readonly hanging = new Set<ServerResponse>();

  static async key(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK; kid: string }> {
    const pair = await generateKeyPair('RS256');
    return { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }, kid };
  }

  async start(): Promise<void> {
    this.keys = [await RogueProvider.key('key-1')];
    this.server = createHttpServer((request, response) => void this.handle(request, response));
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.issuer = `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((done) => this.server?.close(() => done()));
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return this.json(response, 200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') {
      this.jwksRequests += 1;
      return this.json(response, 200, { keys: this.keys.map((k) => k.jwk) });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      this.tokenRequests += 1;
      for await (const _chunk of request) void _chunk;
      const plan = this.plan;
      if (plan.hang === true) {
        this.hanging.add(response);
        response.on('close', () => this.hanging.delete(response));
        return;
      }
      if (plan.error !== undefined) return this.json(response, 400, { error: plan.error });
      const signer = plan.key ?? this.keys[0];
      if (signer === undefined) throw new Error('no key');
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = plan.expiresIn ?? 300;
      const idToken = await new SignJWT({ nonce: plan.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: signer.kid })
        .setIssuer(this.issuer)
        .setSubject(plan.sub ?? 'demo-m')
        .setAudience(plan.aud ?? this.clientId)
        .setIssuedAt(Math.min(now, now + expiresIn - 60))
        .setExpirationTime(now + expiresIn)
        .sign(signer.privateKey);
      return this.json(response, 200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    return this.json(response, 404, { error: 'not_found' });
  }
}

/**
 * A resident's whole trip through the demo provider of a listening server at `base`: start, the provider's pages
 * (choose the resident, consent), back with the answer. `page` is the first provider page, for checks.
 */
export async function providerAnswer(base: string, resident: string, options: { accountType?: string; language?: string } = {}): Promise<{ code: string; state: string; iss: string; page: string }> {
  const callback = `${base}/signInCallback`;
  const started = await fetch(`${base}/api/personal/authorizeStart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: options.language ?? 'en' },
    body: JSON.stringify({ redirectUri: callback, accountType: options.accountType ?? 'PERSONAL' }),
  });
  const { data } = (await started.json()) as { data: { authorizationUrl: string } };
  const browser = new Browser();
  let page = await browser.follow(data.authorizationUrl, callback);
  const first = page.text;
  for (const label of [`(${resident})`, 'Allow and continue']) {
    if (page.url.startsWith(callback)) break;
    const form = formOf(page.text, page.url, label);
    const sent = await browser.request(form.action, { form: { ...form.fields, resident } });
    page = await browser.follow(sent.location ?? '', callback);
  }
  const answer = new URLSearchParams(new URL(page.url).hash.slice(1));
  return { code: answer.get('code') ?? '', state: answer.get('state') ?? '', iss: answer.get('iss') ?? '', page: first };
}
