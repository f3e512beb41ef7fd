import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { ingestClients } from '../db/tables/ingest.ts';

/** What registering an organisation's client takes (docs/product/ingest.md). */
export type ClientRegistration = {
  clientId: string;
  /** The participating organisation the records are shown under. */
  orgCode: string;
  name: string;
  /** The organisation's public keys (a JWKS, inline; no private key). */
  jwks: { keys: Record<string, unknown>[] };
  /** The FHIR resource types it may write. */
  resourceTypes: string[];
};

/** Registers a client, or replaces the keys and types of one registered before under the same client id. */
export async function registerIngestClient(db: Db, client: ClientRegistration): Promise<number> {
  for (const key of client.jwks.keys) if ('d' in key) throw new Error(`the JWKS of ${client.clientId} holds a private key`);
  const [row] = await db
    .insert(ingestClients)
    .values(client)
    .onConflictDoUpdate({ target: ingestClients.clientId, set: { orgCode: client.orgCode, name: client.name, jwks: client.jwks, resourceTypes: client.resourceTypes, disabledAt: null } })
    .returning({ id: ingestClients.id });
  if (!row) throw new Error(`client ${client.clientId} not registered`);
  return row.id;
}

/** DEMO ONLY: the demo laboratory's committed key pair (server/seed/demo-lab-key.json): anybody can sign as it. */
export type DemoLabKey = { clientId: string; privateJwk: Record<string, unknown> & { kid: string; alg: string }; jwks: { keys: Record<string, unknown>[] } };

export function demoLabKey(): DemoLabKey {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '../../seed/demo-lab-key.json'), 'utf8')) as DemoLabKey;
}

/** The demo laboratory (demo mode only): Kiang Wu Hospital's laboratory, sending lab reports. */
export async function seedDemoLab(db: Db): Promise<void> {
  const key = demoLabKey();
  await registerIngestClient(db, { clientId: key.clientId, orgCode: 'KWH', name: 'Demo laboratory (Kiang Wu Hospital)', jwks: key.jwks, resourceTypes: ['DiagnosticReport', 'Observation'] });
}
