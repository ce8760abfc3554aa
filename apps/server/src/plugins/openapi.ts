import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema, IDEMPOTENCY_KEY_HEADER } from '@hanpan/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../lib/idempotency-key';

/** The API's contract as OpenAPI 3.1 (what `/api/docs` shows). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** The whole contract, operator calls included, for operators' tools in production. */
export const OPERATOR_OPENAPI_DOCUMENT_PATH = '/api/admin/openapi.json';
/** The reference page (Swagger UI, served from this process). */
export const API_REFERENCE_PATH = '/api/docs';

export type OpenApiDocument = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type SecurityRequirement = OpenAPIV3_1.SecurityRequirementObject;

/** The role name the session scheme lists for operator-only calls (OpenAPI 3.1 lets non-OAuth schemes name roles). */
export const OPERATOR_ROLE = 'operator';
const memberSession: SecurityRequirement[] = [{ session: [] }];
const operatorSession: SecurityRequirement[] = [{ session: [OPERATOR_ROLE] }];
/** The role name the session scheme lists for the agent portal's calls. */
export const AGENT_ROLE = 'agent';
const agentSession: SecurityRequirement[] = [{ session: [AGENT_ROLE] }];

type Area = {
  tag: string;
  description: string;
  prefixes: string[];
  /** Who may call, when the area checks it itself rather than with app.requireUser / requireAdmin. */
  security?: SecurityRequirement[];
  /** What a success answers with, when it is not JSON. */
  produces?: string;
};

/**
 * The areas of the API by URL prefix, in the order the reference lists them; a URL belongs to
 * the first area with a prefix of it, so narrower prefixes come first. A URL no area names still
 * gets a tag, its first path segment, so no call goes untagged.
 */
const areas: Area[] = [
  { tag: 'Events', prefixes: ['/api/users/events'], description: 'Published events and their drawn art.' },
  { tag: 'Messages', prefixes: ['/api/users/messages'], description: "The operator's messages to the caller." },
  { tag: 'Notifications', prefixes: ['/api/users/notifications'], description: "The caller's notifications." },
  { tag: 'Accounts', prefixes: ['/api/users'], description: 'Phone verification, registration, login, session.' },
  {
    tag: 'Account pages',
    prefixes: ['/api/account'],
    description: 'Profile, password, attendance, referrals, responsible play.',
  },
  {
    tag: 'Wallet',
    prefixes: ['/api/transactions'],
    description: 'Balances, conversions, deposit and withdrawal applications, histories.',
  },
  { tag: 'Site', prefixes: ['/api/site', '/api/health'], description: 'What the site shows everyone; health.' },
  { tag: 'Sportsbook', prefixes: ['/api/sports'], description: 'Sports, fixtures, markets and prices.' },
  { tag: 'Betting', prefixes: ['/api/betting'], description: 'The bet slip, placement, cancellation, history.' },
  { tag: 'Casino', prefixes: ['/api/games'], description: "The lobby, game launch and the caller's rounds." },
  {
    tag: 'Casino wallet protocol',
    prefixes: ['/api/casino/wallet'],
    description:
      "Server-to-server calls of game providers (docs/casino-protocol.md), not for browsers: each body is signed with the provider's secret.",
    security: [{ casinoProvider: [], casinoSignature: [] }],
  },
  {
    tag: 'Push',
    prefixes: ['/api/push'],
    description:
      'One Server-Sent Events stream per tab: balances, notifications, watched fixtures, public topics. Nothing is replayed; re-fetch after a reconnect.',
    // Public topics need no session; fixtures and the member's own events need its token.
    security: [{}, { pushToken: [] }],
    produces: 'text/event-stream',
  },
  { tag: 'Notices', prefixes: ['/api/boards'], description: 'Published notices.' },
  { tag: 'Inquiries', prefixes: ['/api/inquiries'], description: "The caller's one-to-one inquiries." },
  { tag: 'Activity', prefixes: ['/api/activity'], description: 'The home Bets panel.' },
  {
    tag: 'Agent portal',
    prefixes: ['/api/agent'],
    description: "An agent's own subtree: members (masked), daily figures, commissions, sub-agents.",
  },
  { tag: 'Back office: dashboard', prefixes: ['/api/admin/dashboard'], description: 'Figures summed over the ledger.' },
  {
    tag: 'Back office: members',
    prefixes: ['/api/admin/members'],
    description: 'Search, statements, sessions, suspension, adjustments.',
  },
  {
    tag: 'Back office: money queues',
    prefixes: ['/api/admin/deposits', '/api/admin/withdrawals'],
    description: 'Deposit and withdrawal decisions.',
  },
  { tag: 'Back office: sportsbook', prefixes: ['/api/admin/sports'], description: 'Fixtures, prices, results, bets.' },
  {
    tag: 'Back office: agents',
    prefixes: ['/api/admin/agents'],
    description: 'The agent tree, rates, commission statements and payouts.',
  },
  { tag: 'Back office: casino', prefixes: ['/api/admin/casino'], description: 'Games, providers, rounds.' },
  {
    tag: 'Back office: content',
    prefixes: ['/api/admin/posts', '/api/admin/events'],
    description: 'Notices and events.',
  },
  {
    tag: 'Back office: support',
    prefixes: ['/api/admin/inquiries', '/api/admin/messages', '/api/admin/notifications'],
    description: 'Inquiries, messages, notifications.',
  },
  { tag: 'Back office: settings', prefixes: ['/api/admin/settings'], description: 'The settings the site runs with.' },
  { tag: 'Back office: audit', prefixes: ['/api/admin/audit'], description: 'Every change operators made.' },
  {
    tag: 'Studio',
    prefixes: ['/studio/api'],
    description:
      "Hanpan Studio, the in-house game provider, called by its own game pages. Calls after `POST /studio/api/sessions` carry the studio's session token as a bearer token (not the site's).",
  },
];

const within = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

function areaOf(url: string): Area | undefined {
  return areas.find((area) => area.prefixes.some((prefix) => within(url, prefix)));
}

/** The area's tag, or for a URL no area names, its first segment under /api (/api/admin/x: "Back office: x"). */
function tagOf(url: string): string {
  const area = areaOf(url);
  if (area) return area.tag;
  const [first = '', second = ''] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' ? `Back office: ${second}` : first;
}

/**
 * The calls that read an `Idempotency-Key` (lib/idempotency-key.ts) for a money movement, as
 * `METHOD /path` of the document. Handlers read the header themselves, so no route option says
 * so; the test checks that each of these is a route of the app.
 */
export const MONEY_CALLS = [
  'POST /api/transactions/balances/convert-points-to-cash',
  'POST /api/transactions/balances/convert-casino-to-cash',
  'POST /api/transactions/balances/convert-cash-to-casino',
  'POST /api/transactions/deposits',
  'POST /api/transactions/withdrawals',
  'POST /api/account/attendance/check-in',
  'POST /api/betting/place',
  'POST /api/betting/bets/{id}/cancel',
  'POST /api/admin/deposits/{id}/approve',
  'POST /api/admin/deposits/{id}/reject',
  'POST /api/admin/withdrawals/{id}/approve',
  'POST /api/admin/withdrawals/{id}/reject',
  'POST /api/admin/members/{id}/adjustments',
] as const;

/** A request part's zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client sends it. */
export function requestJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function* operationsOf(document: OpenApiDocument): Generator<{ path: string; method: string; operation: Operation }> {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) yield { path, method, operation };
    }
  }
}

const isOperatorOnly = (operation: Operation) =>
  operation.security?.some((requirement) => requirement.session?.includes(OPERATOR_ROLE)) ?? false;

/** The document without operator-only calls (and the tags only they used): what production publishes. */
export function withoutOperatorCalls(document: OpenApiDocument): OpenApiDocument {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item ?? {}).filter(
        ([key, value]) => !(HTTP_METHODS as readonly string[]).includes(key) || !isOperatorOnly(value as Operation),
      ),
    );
    if (HTTP_METHODS.some((method) => method in kept)) paths[path] = kept;
  }
  const published = { ...document, paths };
  const usedTags = new Set([...operationsOf(published)].flatMap(({ operation }) => operation.tags ?? []));
  return { ...published, tags: (document.tags ?? []).filter((tag) => usedTags.has(tag.name)) };
}

/** A refusal as the document describes it: the `{ error, message, fields? }` every 4xx carries. */
const errorResponse = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** What a success answers with: JSON unless the path, the area or a `format=csv` query says otherwise. */
function successMediaTypes(path: string, operation: Operation): string[] {
  const produces = areaOf(path)?.produces;
  if (produces) return [produces];
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  // Drawn art: `/logos/{file}` with a file pattern ending in .svg, or a path ending in .svg.
  const svgFile = (parameter: OpenAPIV3_1.ParameterObject) =>
    parameter.in === 'path' &&
    String((parameter.schema as { pattern?: string } | undefined)?.pattern).endsWith('.svg$');
  if (path.endsWith('.svg') || parameters.some(svgFile)) return ['image/svg+xml'];
  const format = parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'format');
  const formats = format?.schema && 'enum' in format.schema ? (format.schema.enum as unknown[]) : [];
  return formats.includes('csv') ? ['application/json', 'text/csv'] : ['application/json'];
}

/**
 * What the routes cannot say for themselves: responses (media types and refusals, no body schema:
 * no route declares one, and declaring one would make Fastify serialize through it), the
 * idempotency header of money calls, and the tag list.
 */
function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const moneyCalls = new Set<string>(MONEY_CALLS);
  const tags = new Set<string>();
  for (const { path, method, operation } of operationsOf(document)) {
    for (const tag of operation.tags ?? []) tags.add(tag);
    const needsSession = operation.security?.some((requirement) => 'session' in requirement) ?? false;
    operation.responses = {
      '2XX': {
        description:
          'Success: the answer packages/contract types for this call (201 when it creates something, 204 when there is nothing to answer).',
        content: Object.fromEntries(successMediaTypes(path, operation).map((type) => [type, {}])),
      },
      '4XX': { $ref: '#/components/responses/Error' },
      ...(needsSession ? { '401': { $ref: '#/components/responses/Unauthorized' } } : {}),
      ...(isOperatorOnly(operation) ? { '403': { $ref: '#/components/responses/Forbidden' } } : {}),
    };
    if (moneyCalls.has(`${method.toUpperCase()} ${path}`)) {
      operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    }
  }
  const describedTags = areas
    .filter((area) => tags.has(area.tag))
    .map((area) => ({ name: area.tag, description: area.description }));
  const otherTags = [...tags].filter((name) => !areas.some((area) => area.tag === name)).map((name) => ({ name }));
  return { ...document, tags: [...describedTags, ...otherTags] };
}

const DESCRIPTION = `Hanpan's API, generated from the zod schemas the routes validate with (packages/contract).
Conventions (base URL, sessions, errors, idempotency keys, paging, the push stream, CSV exports) are in docs/api.md.

- **Sessions**: \`POST /api/users/login\` answers \`token.token\`; send it as \`Authorization: Bearer <token>\`.
- **Errors**: every 4xx and 5xx is \`{ error, message, fields? }\`: \`error\` a stable code, \`message\` Korean text for people, \`fields\` per-field messages for forms.
- **Money calls** take an \`Idempotency-Key\`: a repeat answers as the first and moves nothing.`;

export const openApiPlugin = fp(async (app: FastifyInstance, options: { publishOperatorCalls: boolean }) => {
  // Fastify cannot tell which hooks a plugin gave its routes, so the ones added with addHook are
  // noted here as they are added: `app.addHook('onRequest', app.requireAdmin)` guards a whole plugin.
  const hooksAddedBy = new WeakMap<object, unknown[]>();
  const addHook = app.addHook;
  app.addHook = function (this: FastifyInstance, ...hook: Parameters<typeof addHook>) {
    hooksAddedBy.set(this, [...(hooksAddedBy.get(this) ?? []), hook[1]]);
    return addHook.apply(this, hook);
  } as typeof addHook;
  const instanceOf = new WeakMap<RouteOptions, object>();
  app.addHook('onRoute', function (route) {
    instanceOf.set(route, this);
  });

  /** Who may call: the session app.requireAdmin, requireAgent, requireUser(Cached) or requireSession demands, if one guards the route. */
  function securityOf(route: RouteOptions): SecurityRequirement[] | undefined {
    const hooks: unknown[] = [route.onRequest, route.preValidation, route.preHandler].flat();
    // A plugin's hooks apply to its own routes and to those of the plugins it registers.
    for (let instance = instanceOf.get(route); instance; instance = Object.getPrototypeOf(instance) as object) {
      hooks.push(...(hooksAddedBy.get(instance) ?? []));
    }
    if (hooks.includes(app.requireAdmin)) return operatorSession;
    if (hooks.includes(app.requireAgent)) return agentSession;
    if ([app.requireUser, app.requireUserCached, app.requireSession].some((hook) => hooks.includes(hook))) {
      return memberSession;
    }
    return areaOf(route.url)?.security;
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Hanpan API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description: `A session token from login or registration (12 hours, 30 days with rememberMe). Calls marked "${OPERATOR_ROLE}" need an operator's session, those marked "${AGENT_ROLE}" an agent's: 403 for another's. An agent's session opens no member call.`,
          },
          pushToken: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'The session token in the query: EventSource cannot send headers. Never logged.',
          },
          casinoProvider: {
            type: 'apiKey',
            in: 'header',
            name: 'x-casino-provider',
            description: "The provider's code.",
          },
          casinoSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-casino-signature',
            description: "Hex HMAC-SHA256 of the raw request body with the provider's secret.",
          },
        },
        schemas: { ApiError: requestJsonSchema(apiErrorSchema) as OpenAPIV3_1.SchemaObject },
        parameters: {
          IdempotencyKey: {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description:
              'Optional. A repeat with the same key by the same caller answers as the first successful call did and moves nothing; the same key with another request is 409 idempotency_key_reused; a malformed key is 400 invalid_idempotency_key. A failed call keeps no key.',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          },
        },
        responses: {
          Error: errorResponse(
            'Refused: 400 validation_error (with fields), 404, 409, 422 for a rule, 429 rate_limited; the code says which.',
          ),
          Unauthorized: errorResponse('No live session: the token is missing, unknown, expired or revoked.'),
          Forbidden: errorResponse("The session is a member's, not an operator's."),
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const documented = (within(url, '/api') || within(url, '/studio/api')) && !schema?.hide;
      if (!documented) return { schema: { ...schema, hide: true }, url };
      const { body, querystring, params } = (schema ?? {}) as Record<string, z.ZodType | undefined>;
      const security = securityOf(route);
      const converted: FastifySchema = {
        tags: [tagOf(url)],
        ...(body ? { body: requestJsonSchema(body) } : {}),
        ...(querystring ? { querystring: requestJsonSchema(querystring) } : {}),
        ...(params ? { params: requestJsonSchema(params) } : {}),
        ...(security ? { security } : {}),
      };
      return { schema: converted, url };
    },
    // This plugin documents in OpenAPI only, so the object is always `openapiObject`.
    transformObject: (document) => completeDocument((document as { openapiObject: OpenApiDocument }).openapiObject),
  });

  let publishedDocument: OpenApiDocument | undefined;
  const whole = () => app.swagger() as OpenApiDocument;
  const published = () =>
    (publishedDocument ??= options.publishOperatorCalls ? whole() : withoutOperatorCalls(whole()));

  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    // The page's own copy of the document (`/api/docs/json`) is the published one too.
    transformSpecification: published,
    transformSpecificationClone: false,
    theme: { title: 'Hanpan API' },
    // BaseLayout: no top bar with a box that loads other documents.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: -1 },
  });

  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => published());
  app.get(OPERATOR_OPENAPI_DOCUMENT_PATH, { schema: { hide: true }, onRequest: app.requireAdmin }, async () => whole());
});
