import { MAX_DATABASE_INTEGER } from '@nyaya/shared';
import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema the OpenAPI document's request schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/** What no form should let through: control characters, markup, SQL, huge and odd numbers, wrong types. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'x\u0000y',
    '\u001b[2J',
    '\u007f',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '=cmd|" /C calc"!A0',
    '',
    ' ',
    'x'.repeat(10_000),
    MAX_DATABASE_INTEGER + 1,
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    {},
    { $ne: null },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** Texts of a format, so that a body gets past its schema and into the handler. */
const FORMATTED: Record<string, Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  uri: fc.webUrl(),
};

function text(schema: JsonSchema): Arbitrary<string> {
  const formatted = schema.format === undefined ? undefined : FORMATTED[schema.format];
  if (formatted) return formatted;
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
}

function number(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = Math.max(min, Math.min(schema.maximum ?? 1000, min + 100_000));
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values the schema allows, as far as JSON Schema says (refinements in code, such as "the two passwords match",
 * are the handlers' to refuse): what gets a request past validation and into the code behind it.
 */
export function valueOf(schema: JsonSchema | undefined, depth = 0): Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueOf(variant, depth + 1)));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 5),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, valueOf(child, depth + 1)]),
      );
      return fc.record(shape, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.constant(null);
  }
}

/** A value of the schema with one field (or the whole value) replaced by a hostile one. */
export function spoiledValueOf(schema: JsonSchema | undefined): Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return hostileValue;
  return fc
    .tuple(valueOf(schema), fc.constantFrom(...keys), hostileValue)
    .map(([value, key, hostile]) => ({ ...(value as object), [key]: hostile }));
}
