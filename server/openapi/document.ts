import { z } from 'zod';
import { catalogue } from '#core/errors';
import type { Endpoint } from '../http/endpoint.ts';
import { API_BASE } from '../http/hono-env.ts';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a zod schema: requests as the client sends them (coercions seen from the input
 * side), responses as the server sends them.
 */
function toJson(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toJson(schema);
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

/**
 * A response schema whose recursive parts (the org tree, the menu) sit in `$defs`: the definitions
 * move to components.schemas and the references follow, so they resolve inside the document. A
 * schema with a meta id (`OrgTreeNode`) keeps its name, one component however many operations use it.
 */
function hoistDefs(json: JsonSchema, prefix: string, components: Record<string, unknown>) {
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  // zod names the ones without an id __schema0…; the operation's id makes those unique in the document.
  const rename = (name: string) =>
    name.startsWith('__schema') ? `${prefix}_${name.replace(/^_+/, '')}` : name;
  let text = JSON.stringify({ json, defs });
  for (const name of Object.keys(defs))
    text = text.replaceAll(`"#/$defs/${name}"`, `"#/components/schemas/${rename(name)}"`);
  const moved = JSON.parse(text) as { json: JsonSchema; defs: Record<string, JsonSchema> };
  for (const [name, def] of Object.entries(moved.defs)) components[rename(name)] = def;
  return moved.json;
}

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
});

/** The OpenAPI 3.1 document of the registry, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: Record<string, unknown> = {};
  for (const ep of endpoints) {
    const path = API_BASE + ep.path.replace(/:(\w+)/g, '{$1}');
    const bodySchema = ep.form ?? ep.body;
    const operationId = `${ep.method.toLowerCase()}${ep.path.replace(/[:/{}.-]+(\w)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`;
    const data = ep.response ? hoistDefs(toJson(ep.response, 'output'), operationId, shared) : {};
    const operation: Record<string, unknown> = {
      summary: ep.summary,
      operationId,
      tags: [ep.tag ?? ep.path.split('/')[1] ?? 'api'],
      'x-menu': ep.menu,
      ...(ep.roles ? { 'x-roles': ep.roles } : {}),
      security: ep.menu === 'open' ? [] : [{ bearer: [] }],
      parameters: [...parametersOf(ep.params, 'path'), ...parametersOf(ep.query, 'query')],
      responses: {
        '200': {
          description: 'Success (code 200000)',
          content: ep.produces
            ? { [ep.produces]: { schema: { type: 'string' } } }
            : { 'application/json': { schema: envelopeOf(data) } },
        },
        default: {
          description: 'Refusal: the envelope with a catalogue code',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
          },
        },
      },
    };
    if (bodySchema) {
      const mediaType = ep.form ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [mediaType]: { schema: toJson(bodySchema) } },
      };
    }
    (paths[path] ??= {})[ep.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QY SLA Admin API',
      version: '1.0.0',
      description: 'Every response is the envelope { code, message, data }; success is 200000.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ...shared,
        ErrorEnvelope: envelopeOf({
          type: 'object',
          properties: {
            requestId: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        }),
        ErrorCode: {
          type: 'integer',
          enum: Object.values(catalogue)
            .filter((e) => e.status > 0)
            .map((e) => e.code),
        },
      },
    },
  };
}
