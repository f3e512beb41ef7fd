import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, { type: 'null' }]`, which zod writes for `.nullable()`, becomes X with `null` among its types when X
 * names one type: the compiled serializer then writes the value directly instead of first validating it against every
 * branch to choose one (which would cost as much as checking the answer). Anything else is left as it is.
 */
function nullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableTypes);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = nullableTypes(value);
  const anyOf = out['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [a, b] = anyOf as JsonSchema[];
    const isNull = (s: JsonSchema | undefined) => s !== undefined && s['type'] === 'null' && Object.keys(s).length === 1;
    const other = isNull(b) ? a : isNull(a) ? b : undefined;
    if (other && typeof other['type'] === 'string' && other['anyOf'] === undefined && other['oneOf'] === undefined) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other['type'], 'null'] };
    }
  }
  return out;
}

/**
 * The JSON schema of a SUCCESS envelope whose `data` is `response` (docs/architecture.md#api-contract), from the
 * contract's zod schema as /api/openapi.json describes it, for Fastify's compiled serializer (fast-json-stringify).
 * The serializer writes only the properties the contract names, so a field a handler adds by mistake (a database
 * column) never leaves the server, checked or not (docs/scale.md "What an answer costs").
 */
export function successEnvelopeSchema(response: z.ZodType): JsonSchema {
  const { $schema: _drop, $defs, definitions, ...data } = z.toJSONSchema(response, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return {
    type: 'object',
    required: ['resultCode', 'resultMsg', 'data'],
    properties: { resultCode: { type: 'string' }, resultMsg: { type: 'string' }, data: nullableTypes(data) },
    // Shared parts stay at the root, where their references (#/$defs/...) point.
    ...($defs === undefined ? {} : { $defs: nullableTypes($defs) }),
    ...(definitions === undefined ? {} : { definitions: nullableTypes(definitions) }),
  };
}

/** Whether answers are checked against their response schema before they go out: in tests and development, not in production, unless CHECK_ANSWERS says otherwise. */
export function answersChecked(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env['CHECK_ANSWERS'];
  if (setting !== undefined && setting !== '') return !['0', 'false', 'no', 'off'].includes(setting.toLowerCase());
  return env['NODE_ENV'] !== 'production';
}
