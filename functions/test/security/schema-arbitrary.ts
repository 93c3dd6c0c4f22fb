/**
 * fast-check arbitraries read off the contract's valibot schemas: walk the schema (object, string,
 * number, boolean, picklist, literal, union, array, record, optional… and the pipe actions that bound
 * an input: lengths, min/max, integer, regex, e-mail, URL, ISO dates) to make values that mostly pass
 * validation, so the fuzz reaches the handlers; `hostility` > 0 swaps leaves for hostile values
 * (5,000-character and unicode-trap strings, objects where strings go, extreme numbers, impossible
 * dates, forged cursors) and adds keys nobody declared.
 */
import fc from 'fast-check';

interface SchemaNode {
  kind?: string;
  type: string;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  value?: SchemaNode;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
  getter?: () => SchemaNode;
}

/** Ids and dates of the world, so that generated requests meet real records. */
export interface ValuePool {
  /** Every id of the world. */
  ids: string[];
  /** Ids by what they name: studio, room, lesson, group, member, attendance, user, username, country. */
  idsOf: Record<string, string[]>;
  dates: string[];
  styleIds: string[];
  emails: string[];
}

export interface ArbitraryOptions {
  pool: ValuePool;
  /** Chance-like weight (0: none) of a hostile value at each leaf. */
  hostility: number;
  /** Query strings: every leaf is a string. */
  asQueryString?: boolean;
}

/** Infinity and NaN have no JSON: these markers become `1e999`, `-1e999`, `NaN` in the raw body text. */
export const RAW_NUMBER_MARKERS: Record<string, string> = {
  __PLIE_INF__: '1e999',
  __PLIE_NEG_INF__: '-1e999',
  __PLIE_NAN__: 'NaN',
};

const forgedCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Paging cursors nobody was given: key-shaped, not key-shaped, not JSON, not base64. */
export const FORGED_CURSORS = [
  forgedCursor({ PK: 'USER#x', SK: 'PROFILE' }),
  forgedCursor({ a: 'b' }),
  forgedCursor([1, 2]),
  forgedCursor(null),
  forgedCursor({ PK: { S: 'x' } }),
  forgedCursor({ GSI1PK: 'STUDIOS', GSI1SK: 'x'.repeat(3000), PK: 'x', SK: 'y' }),
  'eyJhIjogImIifQ',
  Buffer.from('not json at all').toString('base64'),
  '%%%%',
];

/** Strings that have broken parsers, databases and renderers. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(5000),
  'é'.repeat(3000),
  '\u200b\u200c\u200d\ufeff',
  'abc\u202eevil.png',
  'a\u0000b',
  '\u0000',
  '💃🏽👩‍👩‍👧‍👦',
  '\ud800',
  'x\udfffy',
  '\r\n\t',
  '%00%ff%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'USER#x',
  'null',
  'NaN',
  '9999-12-31',
  '0000-01-01',
  '2024-02-30',
  '+275760-09-13',
  '1970-01-01T00:00:00.000Z',
  '-1',
  '1e999',
  ...FORGED_CURSORS,
];

export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        -1,
        0,
        -0,
        0.5,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER + 2,
        2 ** 31,
        -(2 ** 63),
        ...Object.keys(RAW_NUMBER_MARKERS),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom({}, [], [[]], { $ne: null }, JSON.parse('{"__proto__":{"role":"admin"}}')),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** The pipe's input-side actions (up to the first transformation that changes the type). */
const actionsOf = (schema: SchemaNode): SchemaNode[] => {
  if (!schema.pipe) return [];
  const [base, ...rest] = schema.pipe;
  const actions = base && base !== schema ? actionsOf(base) : [];
  for (const action of rest) {
    if (action.kind === 'schema') break;
    if (action.kind === 'transformation' && !['trim', 'to_lower_case', 'to_upper_case'].includes(action.type))
      break;
    actions.push(action);
  }
  return actions;
};

const requirementOf = (actions: SchemaNode[], type: string) =>
  actions.find((action) => action.type === type)?.requirement as number | undefined;

const isoDate = () =>
  fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

const stringArbitrary = (actions: SchemaNode[], key: string, pool: ValuePool): fc.Arbitrary<string> => {
  const minLength = Math.max(
    requirementOf(actions, 'min_length') ?? 0,
    actions.some((action) => action.type === 'non_empty') ? 1 : 0,
  );
  const maxLength = Math.min(requirementOf(actions, 'max_length') ?? 60, 300);
  const kinds = new Set(actions.map((action) => action.type));
  let base: fc.Arbitrary<string>;
  if (kinds.has('email')) base = fc.emailAddress();
  else if (kinds.has('url')) base = fc.webUrl();
  else if (kinds.has('iso_date')) base = isoDate();
  else if (kinds.has('iso_timestamp'))
    base = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  else {
    const regex = actions.find((action) => action.type === 'regex')?.requirement;
    base =
      regex instanceof RegExp && !regex.flags.includes('i')
        ? fc.stringMatching(regex)
        : fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
  }
  const known: string[] = [];
  const kind = idKindOf(key);
  if (kind) known.push(...(pool.idsOf[kind] ?? pool.ids));
  if (/style/i.test(key)) known.push(...pool.styleIds);
  if (/date|joinStarting|expiration/i.test(key) || kinds.has('iso_date')) known.push(...pool.dates);
  if (/email/i.test(key)) known.push(...pool.emails);
  if (/timezone/i.test(key)) known.push('Europe/Warsaw', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati');
  if (/country/i.test(key)) known.push('PL', 'Poland', 'UA', 'de');
  if (/city/i.test(key)) known.push('Kraków', 'Kyiv', 'Warszawa');
  // Never the callers' own password: a successful change would end their session mid-run.
  if (/cursor/i.test(key)) known.push(...FORGED_CURSORS);
  if (/password/i.test(key)) known.push('Tango#2027x', 'short');
  return known.length > 0
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: base })
    : base;
};

/** What an id-like key names (`lessonId` → lesson, `teachers` → user…), if it names one. */
export const idKindOf = (key: string): string | undefined => {
  if (/^(studioId|studioIds)$/.test(key)) return 'studio';
  if (/^(roomId|roomIds)$/.test(key)) return 'room';
  if (/^(lessonId|lessonIds|currentLessonId)$/.test(key)) return 'lesson';
  if (/^groupId$/.test(key)) return 'group';
  if (/^memberId$/.test(key)) return 'member';
  if (/^(userId|teacherId|teachers)$/.test(key)) return 'user';
  if (/^(id|.*Id|.*Ids)$/.test(key)) return 'any';
  return undefined;
};

const numberArbitrary = (actions: SchemaNode[]): fc.Arbitrary<number> => {
  const min = requirementOf(actions, 'min_value') ?? -1_000_000;
  const max = requirementOf(actions, 'max_value') ?? 1_000_000;
  return actions.some((action) => action.type === 'integer')
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A string piped into `Number` and a number schema (query values): that schema's actions. */
const numericAfterTransform = (schema: SchemaNode): SchemaNode[] | undefined => {
  const steps = schema.pipe ?? [];
  const index = steps.findIndex(
    (step, position) => position > 0 && step.kind === 'schema' && step.type === 'number',
  );
  return index < 0 ? undefined : steps.slice(index + 1);
};

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);

/** An arbitrary of the values `schema` takes as input (with hostile leaves, as `options` asks). */
export const arbitraryOf = (
  schema: SchemaNode,
  options: ArbitraryOptions,
  key = '',
): fc.Arbitrary<unknown> => {
  const valid = validArbitrary(schema, options, key);
  if (options.hostility <= 0) return valid;
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: Math.max(1, Math.round(options.hostility * 2)), arbitrary: hostileValue() },
  );
};

const validArbitrary = (
  schema: SchemaNode,
  options: ArbitraryOptions,
  key: string,
): fc.Arbitrary<unknown> => {
  const actions = actionsOf(schema);
  const child = (node: SchemaNode, childKey = key) => arbitraryOf(node, options, childKey);
  const asString = (arbitrary: fc.Arbitrary<unknown>) =>
    options.asQueryString
      ? arbitrary.map((value) => (typeof value === 'string' ? value : String(value)))
      : arbitrary;
  switch (schema.type) {
    case 'string': {
      const numeric = numericAfterTransform(schema);
      if (numeric)
        return fc.oneof(numberArbitrary(numeric).map(String), stringArbitrary(actions, key, options.pool));
      return stringArbitrary(actions, key, options.pool);
    }
    case 'number':
      return asString(numberArbitrary(actions));
    case 'boolean':
      return asString(fc.boolean());
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options ?? [undefined]));
    case 'literal':
      return fc.constant(schema.literal);
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as SchemaNode[]).map((option) => child(option)));
    case 'array': {
      const maxLength = Math.min(requirementOf(actions, 'max_length') ?? 3, 3);
      const minLength = Math.min(requirementOf(actions, 'min_length') ?? 0, maxLength);
      return fc.array(child(schema.item as SchemaNode), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), child(schema.value as SchemaNode), { maxKeys: 3 });
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(schema.entries ?? {});
      const record = fc.record(
        Object.fromEntries(entries.map(([name, entry]) => [name, child(entry, name)])),
        {
          requiredKeys: entries
            .filter(([, entry]) => !OPTIONAL_TYPES.has(entry.type))
            .map(([name]) => name) as never[],
        },
      );
      if (options.hostility <= 0) return record;
      // Keys nobody declared ride along now and then.
      return fc
        .tuple(
          record,
          fc.option(
            fc.dictionary(
              fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'PK', 'x'),
              hostileValue(),
              { maxKeys: 2 },
            ),
          ),
        )
        .map(([value, extra]) => (extra ? { ...(value as object), ...extra } : value));
    }
    case 'optional':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return child(schema.wrapped as SchemaNode);
    case 'nullable':
      return fc.option(child(schema.wrapped as SchemaNode), { nil: null });
    case 'lazy':
      return child((schema.getter as () => SchemaNode)());
    case 'undefined':
      return fc.constant(undefined);
    case 'null':
      return fc.constant(null);
    default:
      // unknown, any and anything new: JSON of any shape.
      return fc.jsonValue({ maxDepth: 2 });
  }
};
