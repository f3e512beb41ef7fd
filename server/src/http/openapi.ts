import { z } from 'zod';
import { API_BASE, LANGUAGE_HEADER, LANGUAGES, SUBJECT_HEADER, ResultCode, endpoints, resultMessages, validationMessages, type Endpoint } from '@macao-phr/contract';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 uses JSON Schema 2020-12 as is; only the $schema marker is out of place inside it.
  const { $schema: _drop, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['resultCode', 'resultMsg', 'data'],
    properties: { resultCode: { type: 'string' }, resultMsg: { type: 'string' }, data },
  };
}

/** GET parameters: one `in: query` parameter per property of the endpoint's query schema. */
function queryParameters(e: Endpoint): JsonSchema[] {
  if (!e.query) return [];
  const schema = schemaOf(e.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * GET /api/openapi.json (docs/architecture.md#api-contract), generated from the contract's endpoint table and zod schemas so
 * that it describes exactly what the server validates.
 */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const table: Record<string, Endpoint> = endpoints;
  for (const [name, e] of Object.entries(table)) {
    const operation: JsonSchema = {
      operationId: name,
      summary: e.summary,
      tags: [e.tag],
      parameters: [
        { name: LANGUAGE_HEADER, in: 'header', required: false, schema: { type: 'string', enum: [...LANGUAGES] } },
        ...(e.auth
          ? [{ name: SUBJECT_HEADER, in: 'header', required: false, description: "A ward's patid (verified guardianship); default the caller", schema: { type: 'string' } }]
          : []),
        ...queryParameters(e),
      ],
      responses: {
        200: e.response
          ? {
              description: 'Envelope; resultCode 000000 with this data, or another result code with data null (validation: { fieldErrors })',
              content: { 'application/json': { schema: envelope(schemaOf(e.response, 'output')) } },
            }
          : {
              description: `The file (${e.answer === 'stream' ? 'streamed as it is written' : 'whole'}); a refusal answers the envelope with data null (validation: { fieldErrors })`,
              content: {
                'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
                'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
              },
            },
        400: { description: 'Malformed JSON body', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
      ...(e.auth ? { security: [{ token: [] }] } : {}),
      ...(e.request ? { requestBody: { required: false, content: { 'application/json': { schema: schemaOf(e.request, 'input') } } } } : {}),
    };
    (paths[API_BASE + e.path] ??= {})[e.method.toLowerCase()] = operation;
  }
  paths[`${API_BASE}/openapi.json`] = {
    get: { operationId: 'openapi', summary: 'This document', tags: ['system'], responses: { 200: { description: 'OpenAPI 3.1 document' } } },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Macao personal health-record API',
      version: '0.1.0',
      description:
        'Every answer is an envelope { resultCode, resultMsg, data }; resultMsg follows the Language header (zh-Hant default). ' +
        'Result codes: ' + Object.entries(ResultCode).map(([k, v]) => `${v} ${k} (${resultMessages[v].en})`).join('; ') + '.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'tokenId from login, optionally prefixed with "Bearer "' } },
      schemas: {
        ErrorEnvelope: envelope({ type: 'null' }),
        ValidationKeys: { type: 'string', enum: Object.keys(validationMessages.en) },
      },
    },
  };
}
