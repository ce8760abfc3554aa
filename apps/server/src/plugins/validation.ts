import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

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

export const validationPlugin = fp(async (app: FastifyInstance) => {
  // Calls without a body (conversions, logout) may still be sent as JSON; an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      return result.success
        ? { value: result.data }
        : { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
    };
  });
});
