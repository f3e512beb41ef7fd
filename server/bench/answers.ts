/**
 * `node server/bench/answers.ts`: what writing one answer costs, per way of writing it (docs/scale.md "What an answer
 * costs"). Real answers of the demo residents (the server in this process, PGlite in memory, demo data), each
 * written many times over in four ways:
 *
 * - check + JSON.stringify: the contract's zod schema checks the answer, then Fastify's default JSON.stringify;
 * - check + compiled: the same check, then the serializer Fastify compiles from the contract's schema
 *   (fast-json-stringify, as `registerEndpoint` sends it; the test and development setting);
 * - compiled: that serializer alone (the production setting);
 * - JSON.stringify: neither (the floor).
 *
 * Prints microseconds per answer (median of `--rounds` rounds of `--iterations` each) and stops by itself.
 */
import fastJson from 'fast-json-stringify';
import { API_BASE, endpoints, envelopeOf, paths, type Endpoint, type LoginResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { successEnvelopeSchema } from '../src/http/answer-serializer.ts';

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value === undefined ? fallback : Number(value);
}
const iterations = option('iterations', 2000);
const rounds = option('rounds', 5);

const page = { page: { pageNum: 1, pageSize: 10 } };
const CALLS: { name: string; endpoint: Endpoint; body: unknown }[] = [
  { name: 'home', endpoint: endpoints.healthHomeData, body: {} },
  { name: 'catalogue', endpoint: endpoints.serviceList, body: { terminal: 'mobile' } },
  { name: 'bloodPressureList', endpoint: endpoints.bloodPressureList, body: page },
  { name: 'labList', endpoint: endpoints.labReportList, body: page },
  { name: 'visitList', endpoint: endpoints.visitList, body: page },
  { name: 'accessLogList', endpoint: endpoints.accessLogList, body: page },
  { name: 'organisations', endpoint: endpoints.organisations, body: undefined },
];

const app = await buildApp({ demo: true, loginRateLimit: 1000 });
try {
  const login = await app.inject({ method: 'POST', url: API_BASE + paths.login, payload: { username: 'demo-m', password: DEMO_PASSWORD } });
  const token = (login.json() as { data: LoginResult }).data.tokenId;
  const headers = { authorization: token, language: 'en' };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  /** The four ways in turn, round after round (so the machine's load falls on each alike), after a round to warm up. */
  const timeEach = (ways: (() => unknown)[]): number[] => {
    const perRound: number[][] = ways.map(() => []);
    for (let r = 0; r <= rounds; r++) {
      ways.forEach((work, w) => {
        const started = process.hrtime.bigint();
        for (let i = 0; i < iterations; i++) work();
        if (r > 0) perRound[w]?.push(Number(process.hrtime.bigint() - started) / 1000 / iterations);
      });
    }
    return perRound.map(median);
  };
  const cell = (s: string | number, width = 14) => String(s).padStart(width);
  console.log(`${iterations} answers per round, median of ${rounds} rounds, µs per answer`);
  console.log(`${'call'.padEnd(20)}${cell('bytes', 8)}${cell('check+JSON')}${cell('check+compiled', 16)}${cell('compiled')}${cell('JSON')}`);
  for (const call of CALLS) {
    const answer = await app.inject({
      method: call.endpoint.method,
      url: API_BASE + call.endpoint.path,
      headers,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    const { data } = answer.json() as { data: unknown };
    const envelope = envelopeOf('000000', data, 'en');
    const schema = call.endpoint.response;
    if (!schema) throw new Error(`${call.name}: answers bytes, not an envelope`);
    const compiled = fastJson(successEnvelopeSchema(schema));
    if (JSON.stringify(JSON.parse(compiled(envelope))) !== JSON.stringify(envelope)) throw new Error(`${call.name}: the compiled serializer wrote another answer`);
    const check = () => schema.parse(data);
    const measured = timeEach([
      () => JSON.stringify(envelopeOf('000000', check(), 'en')),
      () => compiled(envelopeOf('000000', check(), 'en')),
      () => compiled(envelope),
      () => JSON.stringify(envelope),
    ]);
    console.log(`${call.name.padEnd(20)}${cell(JSON.stringify(envelope).length, 8)}${measured.map((us) => cell(us.toFixed(1))).join('')}`);
  }
} finally {
  await app.close();
}
