import { findUnstorableInput } from '@hanpan/contract';
import type { FastifyInstance, FastifySchema, FastifyTypeProvider, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/** A route as it was registered, with the contract schemas it validates with. */
export type RegisteredRoute = { method: HTTPMethods | HTTPMethods[]; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its schemas (the contract fuzz test sends bad input to each). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Lets routes take zod schemas from the contract and get typed bodies and queries. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A request part (body, querystring, params) that did not match its schema. */
export class RequestValidationError extends Error {
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(issues[0] ? describeIssue(issues[0]) : '요청 형식이 올바르지 않습니다.');
    this.name = 'RequestValidationError';
  }

  /** The first message for each field, for forms. */
  get fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const issue of this.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || this.part];
      for (const key of keys) fields[key] ??= describeIssue(issue);
    }
    return fields;
  }
}

/** Schemas carry Korean texts for their fields; these cover the shape problems no field owns. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `알 수 없는 항목입니다: ${issue.keys.join(', ')}`;
  if (issue.path.length === 0 && issue.code === 'invalid_type') return '요청 형식이 올바르지 않습니다.';
  return issue.message;
}

/** The contract's input rule as a validation error of this request part, or null when the part keeps it. */
function unstorableInputError(part: string, value: unknown): RequestValidationError | null {
  const problem = findUnstorableInput(value);
  return problem
    ? new RequestValidationError(part, [
        { code: 'custom', path: problem.path, message: problem.message, input: undefined },
      ])
    : null;
}

export const validationPlugin = fp(async (app: FastifyInstance) => {
  // Calls without a body (conversions, logout) may still be sent as JSON; an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // The contract's input rule (text PostgreSQL cannot store, hostile nesting) for every part of
  // every request: parts with a schema after it accepts them (below), so a field's own message
  // comes first; parts without one (path params of a wildcard, a body a handler parses itself) here.
  app.addHook('preValidation', async (request) => {
    const schemas = request.routeOptions.schema ?? {};
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const error = schemas[part as keyof typeof parts] ? null : unstorableInputError(part, value);
      if (error) throw error;
    }
  });

  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    app.registeredRoutes.push({ method: route.method, url: route.url, schema: route.schema });
  });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const part = httpPart ?? 'body';
      const result = zodSchema.safeParse(data);
      if (!result.success) return { error: new RequestValidationError(part, result.error.issues) };
      const unstorable = unstorableInputError(part, result.data);
      return unstorable ? { error: unstorable } : { value: result.data };
    };
  });
});
