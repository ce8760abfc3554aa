import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for requests built from a route's contract schemas: values shaped like
 * what the schema asks for, with hostile values (NUL, lone surrogates, numbers past every column,
 * huge and empty strings, wrong types, nested junk) and extra or missing keys mixed in at any depth.
 */

/** The parts of a JSON Schema (as zod's `toJSONSchema` writes it) the generators read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

/** A route schema part (a zod schema) as JSON Schema of what a client sends; `{}` (anything) for none. */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Integers around the edges of int4, int8, JavaScript's safe integers and doubles. */
const numbersPastColumns = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  9_007_199_254_740_991,
  2 ** 53 + 2,
  -(2 ** 53 + 2),
  1e21,
  1e308,
  -1,
  0,
  -0,
  0.5,
  1e-7,
];

/** Text PostgreSQL refuses: NUL and lone surrogate halves, alone or inside ordinary text. */
const unstorableText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDBFF', '\uDC00y', '\uDFFF\uD800', 'test\u0000'),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDC00'), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
);

const hostileText = fc.oneof(
  { weight: 3, arbitrary: unstorableText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      '\u202E',
      '%00',
      "'; drop table users; --",
      '\\',
      '\u{1F600}',
      '99999999999999999999',
      '1e400',
      'NaN',
      'Infinity',
      '0x10',
      '-0',
      '1.5',
      '2026-02-30',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...numbersPastColumns).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((length) => 'x'.repeat(length)) },
);

const hostileNumber = fc.oneof(fc.constantFrom(...numbersPastColumns), fc.double(), fc.integer());

/** Arrays nested deeper than any call accepts. */
const deepNesting = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
});

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000', '\uD800', '', 'extra'),
  hostileText,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  deepNesting,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileKey, hostileText, { maxKeys: 3 }),
);

function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema.pattern ?? schema.allOf?.find((part) => part.pattern)?.pattern;
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): ordinary text below.
    }
  }
  if (schema.format === 'date') return fc.constantFrom('2026-11-20', '2026-01-01');
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/a', 'http://example.com');
  const maxLength = Math.min(schema.maxLength ?? 16, 16);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    fc
      .constantFrom('test', 'abc1234', '안녕하세요')
      .filter((text) => text.length >= minLength && text.length <= maxLength),
    fc.string({ minLength, maxLength }),
  );
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1),
    -1_000_000,
  );
  const max = Math.max(Math.min(schema.maximum ?? 1_000, 1_000_000_000), min);
  const edges = fc.constantFrom(min, max);
  return integer
    ? fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), edges)
    : fc.oneof(fc.double({ min, max, noNaN: true }), edges);
}

/** A value the schema would likely accept: the base each hostile request changes one thing in. */
function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(plausibleValue));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => plausibleValue({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return plausibleText(schema);
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, plausibleValue(property)]),
      );
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every place a schema has a field, with that field's schema: where a mutation may land. */
function fieldPaths(schema: JsonSchema, path: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const here = { path, schema };
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => fieldPaths(property, [...path, key])),
    ...(schema.items ? fieldPaths(schema.items, [...path, '0']) : []),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((alternative) => fieldPaths(alternative, path).slice(1)),
  ];
  return [here, ...nested];
}

/** The hostile value for a field of this schema: first of all what its kind of column refuses. */
function hostileFor(schema: JsonSchema, current: unknown): fc.Arbitrary<unknown> {
  const types = [schema.type].flat();
  if (types.includes('string') || typeof current === 'string') {
    const text = typeof current === 'string' ? current : 'test';
    const broken = fc
      .tuple(fc.nat(text.length), fc.constantFrom('\u0000', '\u0000', '\uD800', '\uDC00'))
      .map(([at, inserted]) => text.slice(0, at) + inserted + text.slice(at));
    return fc.oneof({ weight: 4, arbitrary: broken }, { weight: 2, arbitrary: hostileValue });
  }
  if (types.includes('integer') || types.includes('number')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER) },
      { weight: 2, arbitrary: fc.constantFrom(...numbersPastColumns) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  return hostileValue;
}

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extra'; key: string; value: unknown };

function applyMutation(value: unknown, path: string[], mutation: Mutation): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    if (mutation.kind === 'set') return mutation.value;
    if (mutation.kind === 'extra' && typeof value === 'object' && value !== null && !Array.isArray(value))
      return { ...value, [mutation.key]: mutation.value };
    return mutation.kind === 'delete' ? undefined : value;
  }
  const container: Record<string, unknown> = Array.isArray(value)
    ? { ...value }
    : typeof value === 'object' && value !== null
      ? { ...value }
      : {};
  if (rest.length === 0 && mutation.kind === 'delete') delete container[head];
  else container[head] = applyMutation(container[head], rest, mutation);
  return Array.isArray(value) ? Object.values(container) : container;
}

function readPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/**
 * A value of the schema's shape with one hostile change (sometimes two) at any field, present or
 * not: a value its column refuses, a wrong type, the field gone or an extra key beside it. Now and
 * then the whole value is junk, or left as it is.
 */
export function fuzzedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  // The root itself is only a target when the schema has no fields; whole-value junk comes below.
  const paths = fieldPaths(schema);
  const fields = paths.length > 1 ? paths.slice(1) : paths;
  const mutated = (base: unknown): fc.Arbitrary<unknown> =>
    fc.constantFrom(...fields).chain(({ path, schema: field }) =>
      fc
        .oneof(
          {
            weight: 8,
            arbitrary: hostileFor(field, readPath(base, path)).map((value): Mutation => ({ kind: 'set', value })),
          },
          { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
          {
            weight: 1,
            arbitrary: fc.record({ kind: fc.constant('extra' as const), key: hostileKey, value: hostileValue }),
          },
        )
        .map((mutation) => applyMutation(base, path, mutation)),
    );
  return fc.oneof(
    { weight: 9, arbitrary: plausibleValue(schema).chain(mutated) },
    { weight: 1, arbitrary: plausibleValue(schema).chain(mutated).chain(mutated) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: plausibleValue(schema) },
  );
}

/** Percent-encodes any JavaScript string, lone surrogates included (as the bytes a sloppy client would send). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const unit = character.charCodeAt(0);
    const loneSurrogate = character.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    encoded += loneSurrogate
      ? [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(character);
  }
  return encoded;
}

/** Query-string pieces no well-behaved client sends: broken escapes, repeats, prototype keys, a huge value. */
const rawQueryJunk = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%00',
    'a=%',
    'a=%C0%80',
    'a=%ED%A0%80',
    'a=%FF%FE',
    '==',
    '&&',
    'page=1&page=2',
    '__proto__=x',
    'constructor[prototype][x]=1',
    'a[]=1&a[]=2',
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((length) => `q=${'a'.repeat(length)}`),
);

function queryValue(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryValue(item));
  return [typeof value === 'string' ? value : (JSON.stringify(value) ?? '')];
}

/** A query string from the querystring schema: fuzzed fields, sometimes raw junk as well. */
export function fuzzedQuery(schema: JsonSchema): fc.Arbitrary<string> {
  const sometimesJunk = fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rawQueryJunk });
  return fc.tuple(fuzzedValue(schema), sometimesJunk).map(([fields, junk]) => {
    const entries =
      typeof fields === 'object' && fields !== null && !Array.isArray(fields)
        ? Object.entries(fields)
        : [['q', fields] as const];
    const pairs = entries.flatMap(([key, value]) =>
      queryValue(value).map((text) => `${percentEncode(key)}=${percentEncode(text)}`),
    );
    return [...pairs, ...(junk === null ? [] : [junk])].join('&');
  });
}

const hostilePathSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    '%',
    '%zz',
    '%ED%A0%80',
    '%C0%80',
    '%FF',
    '..',
    '%2e%2e',
    '%2F',
    '2147483648',
    '9007199254740993',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x1F',
    '%20',
  ),
  hostileText.map(percentEncode),
);

/**
 * The route's URL with each `:param` (and a `*` wildcard) filled in: values of the params schema's
 * shape or hostile segments.
 */
export function fuzzedPath(url: string, paramsSchema: JsonSchema): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const segments = Object.fromEntries(
    names.map((name) => [
      name,
      fc.oneof(
        fuzzedValue(paramsSchema.properties?.[name] ?? { type: 'string' }).map((value) =>
          percentEncode(queryValue(value)[0] ?? ''),
        ),
        hostilePathSegment,
      ),
    ]),
  );
  const wildcard = fc
    .array(fc.oneof(hostilePathSegment, fc.constantFrom('assets', 'index.html', 'x.js')), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts) => parts.join('/'));
  return fc
    .tuple(fc.record(segments), wildcard)
    .map(([values, rest]) => url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? '').replace('*', rest));
}

/** Bodies as sent on the wire: JSON of a fuzzed value, or bytes that are not the JSON they claim to be. */
export function fuzzedBody(
  schema: JsonSchema,
): fc.Arbitrary<{ payload: string | undefined; contentType: string | undefined }> {
  const json = fuzzedValue(schema).map((value) => JSON.stringify(value));
  const rawJunk = fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":1',
      '\u0000',
      '[]]',
      'null',
      '"\\ud800"',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '',
      ' ',
    ),
    fc.integer({ min: 60_000, max: 200_000 }).map((length) => JSON.stringify({ text: 'a'.repeat(length) })),
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/xml',
        'application/JSON',
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ payload: json, contentType }) },
    { weight: 1, arbitrary: fc.record({ payload: rawJunk, contentType }) },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
  );
}
