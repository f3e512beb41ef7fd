/**
 * `npm run demo:send-lab -- --resident demo-m [--url http://localhost:8080]`: the demo laboratory sends a new lab report
 * for a demo resident to a running demo server (docs/product/ingest.md "Try it"): it signs a client assertion with
 * the committed demo key, takes a token, and posts a transaction Bundle; the resident's home then shows a notice.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { DEMO_RESIDENTS } from '../server/src/seed/demo.ts';
import { demoLabKey } from '../server/src/ingest/clients.ts';
import { labReportBundle, lipidPanel, sendOverHttp } from '../server/src/ingest/sender.ts';

const { values } = parseArgs({
  options: {
    resident: { type: 'string', default: 'demo-m' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? '8080'}` },
    accession: { type: 'string' },
  },
});

const resident = DEMO_RESIDENTS.find((r) => r.username === values.resident);
if (!resident) {
  console.error(`No demo resident ${values.resident}; one of: ${DEMO_RESIDENTS.map((r) => r.username).join(', ')}`);
  process.exit(2);
}
// Sending the same accession again updates that report instead of adding one.
const accession = values.accession ?? `DEMO-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
const shift = (randomBytes(1)[0] ?? 0) / 255 - 0.5;
const result = await sendOverHttp(values.url, demoLabKey(), labReportBundle({ patid: resident.patid, accession, values: lipidPanel(shift) }));
if (result.status !== 200) {
  console.error(`Refused (HTTP ${result.status}):`, JSON.stringify(result.body, null, 2));
  process.exit(1);
}
console.log(`Sent lab report ${accession} for ${resident.username} (${result.location ?? 'no location'}). Sign in as ${resident.username} and look at the home's notices.`);
