import type { SessionResponse } from '@hanpan/contract';
import type { HTTPMethods } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createTestApp, testConfig, type TestApp } from '../../test/helpers';
import {
  API_REFERENCE_PATH,
  MONEY_CALLS,
  OPENAPI_DOCUMENT_PATH,
  OPERATOR_OPENAPI_DOCUMENT_PATH,
  OPERATOR_ROLE,
  requestJsonSchema,
  type OpenApiDocument,
} from './openapi';
import type { RegisteredRoute } from './validation';

type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;

/** The API's routes as the app registered them, one per method, without the document's own routes. */
function apiRoutes(routes: RegisteredRoute[]): { method: HTTPMethods; url: string; route: RegisteredRoute }[] {
  const documentation = [OPENAPI_DOCUMENT_PATH, OPERATOR_OPENAPI_DOCUMENT_PATH, API_REFERENCE_PATH];
  return routes
    .filter((route) => route.url.startsWith('/api/'))
    .filter((route) => !documentation.some((path) => route.url === path || route.url.startsWith(`${path}/`)))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })))
    .filter(({ method }) => method !== 'HEAD');
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const propertyNames = (schema: z.ZodType) => Object.keys(requestJsonSchema(schema).properties ?? {}).sort();

function operationAt(document: OpenApiDocument, method: string, path: string): Operation | undefined {
  const item = document.paths?.[path] as Record<string, Operation> | undefined;
  return item?.[method.toLowerCase()];
}

/** Names of the operation's parameters in one place, including query keys an apiKey scheme documents (the push token). */
function parameterNames(document: OpenApiDocument, operation: Operation, place: 'query' | 'path'): string[] {
  const parameters = ((operation.parameters ?? []) as Parameter[]).filter((parameter) => parameter.in === place);
  const schemes = document.components?.securitySchemes ?? {};
  const fromSchemes = (operation.security ?? [])
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => schemes[name] as OpenAPIV3_1.ApiKeySecurityScheme | undefined)
    .filter((scheme) => scheme?.type === 'apiKey' && scheme.in === place)
    .map((scheme) => scheme!.name);
  return [...parameters.map((parameter) => parameter.name), ...fromSchemes].sort();
}

/** What the document misses of the routes: a whole route, or a request part of one. */
function undocumented(document: OpenApiDocument, routes: RegisteredRoute[]): string[] {
  const problems: string[] = [];
  for (const { method, url, route } of apiRoutes(routes)) {
    const name = `${method} ${openApiPath(url)}`;
    const operation = operationAt(document, method, openApiPath(url));
    if (!operation) {
      problems.push(`${name}: missing`);
      continue;
    }
    const { body, querystring, params } = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
    const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const bodySchema = requestBody?.content['application/json']?.schema as { properties?: object } | undefined;
    if (
      body &&
      JSON.stringify(Object.keys(bodySchema?.properties ?? {}).sort()) !== JSON.stringify(propertyNames(body))
    )
      problems.push(`${name}: body`);
    if (
      querystring &&
      !propertyNames(querystring).every((key) => parameterNames(document, operation, 'query').includes(key))
    )
      problems.push(`${name}: query`);
    if (params && JSON.stringify(parameterNames(document, operation, 'path')) !== JSON.stringify(propertyNames(params)))
      problems.push(`${name}: path parameters`);
  }
  return problems;
}

function* operationsOf(document: OpenApiDocument) {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>))
      yield { path, method, operation };
  }
}

const requiresSession = (operation: Operation, roles: string[]) =>
  operation.security?.some((requirement) => JSON.stringify(requirement.session) === JSON.stringify(roles)) ?? false;

describe('the OpenAPI document', () => {
  let harness: TestApp;
  let document: OpenApiDocument;
  let member: SessionResponse;
  let operator: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp('pglite');
    member = await createAccount(harness.app);
    operator = await createAccount(harness.app, 'admin');
    const response = await harness.app.inject({ url: OPENAPI_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => harness.close());

  it('is an OpenAPI 3.1 document with the session scheme and the error shape', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Hanpan API');
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(50);
    expect(document.components?.securitySchemes?.session).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(document.components?.schemas?.ApiError).toEqual(
      expect.objectContaining({
        required: ['error', 'message'],
        properties: expect.objectContaining({ fields: expect.any(Object) }),
      }),
    );
  });

  it('documents every /api route with its body, query and path parameters', () => {
    const routes = apiRoutes(harness.app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(100);
    expect(undocumented(document, harness.app.registeredRoutes)).toEqual([]);
  });

  it('would notice a route the document left out', () => {
    const withoutDeposits = structuredClone(document);
    delete withoutDeposits.paths?.['/api/transactions/deposits'];
    expect(undocumented(withoutDeposits, harness.app.registeredRoutes)).toEqual([
      'POST /api/transactions/deposits: missing',
    ]);
  });

  it('tags every call with its area, and every tag it uses is listed', () => {
    const listed = (document.tags ?? []).map((tag) => tag.name);
    for (const { path, operation } of operationsOf(document)) {
      expect(operation.tags, path).toHaveLength(1);
      expect(listed, path).toContain(operation.tags?.[0]);
    }
    expect(operationAt(document, 'POST', '/api/admin/members/{id}/adjustments')?.tags).toEqual([
      'Back office: members',
    ]);
    expect(operationAt(document, 'POST', '/api/casino/wallet/bet')?.tags).toEqual(['Casino wallet protocol']);
    expect(operationAt(document, 'POST', '/studio/api/rounds')?.tags).toEqual(['Studio']);
  });

  it('asks for the session each call really checks: 401 without one, 403 for a member on operator calls', async () => {
    let guarded = 0;
    for (const { path, method, operation } of operationsOf(document)) {
      if (!path.startsWith('/api/')) continue;
      const request = { method: method.toUpperCase() as HTTPMethods, url: path.replace(/\{[^}]+\}/g, '1') };
      const visitor = await harness.app.inject(request);
      if (requiresSession(operation, [OPERATOR_ROLE])) {
        guarded += 1;
        expect(visitor.statusCode, `${method} ${path}`).toBe(401);
        expect(
          (await harness.app.inject({ ...request, headers: bearer(member) })).statusCode,
          `${method} ${path}`,
        ).toBe(403);
      } else if (requiresSession(operation, [])) {
        guarded += 1;
        expect(visitor.statusCode, `${method} ${path}`).toBe(401);
      } else if (!operation.security) {
        // Documented as open to visitors: the route must not refuse them for want of a session.
        expect(visitor.statusCode, `${method} ${path}`).not.toBe(401);
      }
    }
    expect(guarded).toBeGreaterThan(50);
  });

  it('puts the Idempotency-Key header on the money calls', () => {
    for (const call of MONEY_CALLS) {
      const [method = '', path = ''] = call.split(' ');
      expect(operationAt(document, method, path)?.parameters, call).toContainEqual({
        $ref: '#/components/parameters/IdempotencyKey',
      });
    }
  });

  it('says which calls answer CSV, Server-Sent Events or SVG', () => {
    const successTypes = (method: string, path: string) =>
      Object.keys(
        (operationAt(document, method, path)?.responses?.['2XX'] as OpenAPIV3_1.ResponseObject).content ?? {},
      );
    expect(successTypes('GET', '/api/admin/members')).toEqual(['application/json', 'text/csv']);
    expect(successTypes('GET', '/api/push/stream')).toEqual(['text/event-stream']);
    expect(successTypes('GET', '/api/sports/logos/{file}')).toEqual(['image/svg+xml']);
    expect(successTypes('GET', '/api/users/me')).toEqual(['application/json']);
  });

  it('serves the reference page from this server, under the site-wide content security policy', async () => {
    const page = await harness.app.inject({ url: API_REFERENCE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`${API_REFERENCE_PATH}/static/swagger-ui-bundle.js`);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const sitePolicy = (await harness.app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(page.headers['content-security-policy']).toBe(sitePolicy);

    const script = await harness.app.inject({ url: `${API_REFERENCE_PATH}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
    const pageDocument = await harness.app.inject({ url: `${API_REFERENCE_PATH}/json` });
    expect(pageDocument.json()).toEqual(document);
  });

  it('serves the whole document to operators only', async () => {
    const url = OPERATOR_OPENAPI_DOCUMENT_PATH;
    expect((await harness.app.inject({ url })).statusCode).toBe(401);
    expect((await harness.app.inject({ url, headers: bearer(member) })).statusCode).toBe(403);
    const whole = await harness.app.inject({ url, headers: bearer(operator) });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual(document);
  });
});

describe('the OpenAPI document in production', () => {
  let harness: TestApp;

  beforeAll(async () => {
    const production = testConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'solapi',
      SOLAPI_API_KEY: 'key',
      SOLAPI_API_SECRET: 'secret',
      SOLAPI_SENDER: '0212345678',
    });
    harness = await createTestApp('pglite', { config: production });
  });
  afterAll(() => harness.close());

  it('publishes the member API and keeps operator calls for operators', async () => {
    const published = (await harness.app.inject({ url: OPENAPI_DOCUMENT_PATH })).json<OpenApiDocument>();
    const paths = Object.keys(published.paths ?? {});
    expect(paths).toContain('/api/transactions/deposits');
    expect(paths).toContain('/api/casino/wallet/bet');
    expect(paths.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
    expect((published.tags ?? []).map((tag) => tag.name).filter((name) => name.startsWith('Back office'))).toEqual([]);
    expect((await harness.app.inject({ url: `${API_REFERENCE_PATH}/json` })).json()).toEqual(published);

    const operator = await createAccount(harness.app, 'admin');
    const whole = (
      await harness.app.inject({ url: OPERATOR_OPENAPI_DOCUMENT_PATH, headers: bearer(operator) })
    ).json<OpenApiDocument>();
    expect(undocumented(whole, harness.app.registeredRoutes)).toEqual([]);
  });
});
