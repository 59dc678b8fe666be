// fast-check arbitraries built from the service SDK's own zod models (`…$inboundSchema`), so the
// generated answers are what the SDK says the service may send, not what we think it sends. The
// arbitrary produces the wire form (the input of the schema: `_id`, ISO date strings), never the
// SDK's transformed output. Every sample is also checked against the schema by the tests.
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod/v3';

/** How deep nested objects go before optional fields are left out and lists are empty. */
const MAX_DEPTH = 4;

/** The parts of a zod v3 definition this walker reads (the SDK's models use no other kinds). */
interface Definition {
  typeName: string;
  checks?: { kind: string }[];
  shape?: () => Record<string, ZodTypeAny>;
  type?: ZodTypeAny;
  innerType?: ZodTypeAny;
  schema?: ZodTypeAny;
  getter?: () => ZodTypeAny;
  options?: ZodTypeAny[];
  values?: Record<string, string | number> | readonly string[];
  value?: unknown;
  valueType?: ZodTypeAny;
}

function definitionOf(schema: ZodTypeAny): Definition {
  return schema._def as Definition;
}

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

/** Plain, unicode, blank and id-like text: what a service that stores users' text sends. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', ' ', '\n', '<b>x</b>', 'javascript:alert(1)', 'https://example.com/a?b=c'),
  hexId,
);

const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00.000Z'), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** JSON numbers only: what `JSON.parse` can give. */
const jsonNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
);

const jsonValue = fc.jsonValue({ maxDepth: 2 });

function stringArbitrary(schema: ZodTypeAny, definition: Definition): fc.Arbitrary<string> {
  const kinds = (definition.checks ?? []).map((check) => check.kind);
  if (kinds.length === 0) return text;
  if (kinds.length === 1 && kinds[0] === 'datetime') return isoDate;
  // A check this walker has no generator for: draw dates and text, keep what the schema takes.
  return fc.oneof(isoDate, text).filter((value) => schema.safeParse(value).success);
}

function enumValues(definition: Definition): (string | number)[] {
  const { values } = definition;
  if (Array.isArray(values)) return [...values];
  // A native enum object; a numeric TS enum also maps names back from numbers, which are not values.
  const record = (values ?? {}) as Record<string, string | number>;
  return Object.entries(record)
    .filter(([key]) => typeof record[record[key] as string] !== 'number')
    .map(([, value]) => value);
}

function objectArbitrary(definition: Definition, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = definition.shape?.() ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const fieldDefinition = definitionOf(field);
    const optional = fieldDefinition.typeName === 'ZodOptional' || fieldDefinition.typeName === 'ZodDefault';
    if (optional && depth >= MAX_DEPTH) continue;
    const inner = optional ? (fieldDefinition.innerType as ZodTypeAny) : field;
    model[key] = arbitraryAt(inner, depth + 1);
    if (!optional) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

function arbitraryAt(schema: ZodTypeAny, depth: number): fc.Arbitrary<unknown> {
  const definition = definitionOf(schema);
  switch (definition.typeName) {
    case 'ZodString':
      return stringArbitrary(schema, definition);
    case 'ZodNumber':
      return jsonNumber;
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodLiteral':
      return fc.constant(definition.value);
    case 'ZodEnum':
    case 'ZodNativeEnum':
      return fc.constantFrom(...enumValues(definition));
    case 'ZodAny':
    case 'ZodUnknown':
      return jsonValue;
    case 'ZodArray':
      return depth >= MAX_DEPTH
        ? fc.constant([])
        : fc.array(arbitraryAt(definition.type as ZodTypeAny, depth + 1), { maxLength: 3 });
    case 'ZodRecord':
      return depth >= MAX_DEPTH
        ? fc.constant({})
        : fc.dictionary(fc.string({ maxLength: 8 }), arbitraryAt(definition.valueType as ZodTypeAny, depth + 1), {
            maxKeys: 3,
          });
    case 'ZodObject':
      return objectArbitrary(definition, depth);
    case 'ZodNullable':
      return depth >= MAX_DEPTH
        ? fc.constant(null)
        : fc.option(arbitraryAt(definition.innerType as ZodTypeAny, depth), { nil: null });
    case 'ZodOptional':
    case 'ZodDefault':
      return arbitraryAt(definition.innerType as ZodTypeAny, depth);
    case 'ZodUnion':
      return fc.oneof(...(definition.options ?? []).map((option) => arbitraryAt(option, depth)));
    case 'ZodEffects':
      // A transform (`_id` → `id`, string → Date): generate what goes in.
      return arbitraryAt(definition.schema as ZodTypeAny, depth);
    case 'ZodLazy':
      // Recursion (a step's `variants`) ends where lists become empty at MAX_DEPTH.
      return arbitraryAt((definition.getter as () => ZodTypeAny)(), depth);
    default:
      throw new Error(`arbitraryFromSdkSchema: no generator for ${definition.typeName}`);
  }
}

/** Wire values the SDK's `schema` accepts. */
export function arbitraryFromSdkSchema(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  return arbitraryAt(schema, 0);
}
