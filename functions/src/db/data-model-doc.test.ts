/**
 * `docs/data-model.md` is checked against `keys.ts`, both ways: every key a builder makes (the
 * table's `PK`/`SK` and each index's `GSIxPK`/`GSIxSK`) matches a row of the document's Items
 * table, and every key shape the table documents is made by some builder. A new key builder, a
 * changed key shape or a stale row fails here until the document says what the code does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LESSON_INDEX_INPUT } from '../../test/key-samples';
import * as keys from './keys';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/data-model.md');

/** A documented key shape (`USER#<userId>`) as a pattern: each `<placeholder>` stands for one key segment. */
const shapePattern = (shape: string) =>
  new RegExp(
    `^${shape
      .split(/(<[^>]+>)/)
      .map((part) => (part.startsWith('<') ? '[^#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

interface DocumentedKey {
  entity: string;
  /** `PK` for the table, `GSI1`…`GSI7` for an index. */
  index: string;
  partition: string;
  sort: string;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** The Items table: per row, the table key (each PK alternative) and each index key it names. */
const documentedKeys = (markdown: string): DocumentedKey[] => {
  const section = markdown.split('## Items')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .slice(1);
  return rows.flatMap(([, entity = '', pk = '', sk = '', indexes = '']) => {
    const [sort = ''] = backticked(sk);
    const tableKeys = backticked(pk).map((partition) => ({ entity, index: 'PK', partition, sort }));
    const indexKeys = [
      ...indexes.matchAll(/(GSI\d)(?: \([^)]*\))? ((?:`[^`]+`(?: or )?)+) \/ `([^`]+)`/g),
    ].flatMap(([, index = '', partitions = '', indexSort = '']) =>
      backticked(partitions).map((partition) => ({ entity, index, partition, sort: indexSort })),
    );
    return [...tableKeys, ...indexKeys];
  });
};

interface BuiltKey {
  builder: string;
  index: string;
  partition: string;
  sort: string;
}

const tableKey = (builder: string, key: keys.Key): BuiltKey => ({
  builder,
  index: 'PK',
  partition: key.PK,
  sort: key.SK,
});

/** Every index key pair in `built` (`GSI2PK` + `GSI2SK` → index `GSI2`). */
const indexKeysOf = (builder: string, built: Record<string, string>): BuiltKey[] =>
  Object.keys(built)
    .filter((name) => name.endsWith('PK'))
    .map((name) => {
      const index = name.slice(0, -2);
      return { builder, index, partition: built[name]!, sort: built[`${index}SK`] ?? '' };
    });

const lesson = SAMPLE_LESSON_INDEX_INPUT;

/** One call of each builder, with values shaped as the code passes them. */
const built: BuiltKey[] = [
  tableKey('styleKey', keys.styleKey('salsa')),
  tableKey('seedMarkerKey', keys.seedMarkerKey('v1')),
  tableKey('userKey', keys.userKey('u1')),
  tableKey('usernameGuardKey', keys.usernameGuardKey('ola')),
  tableKey('emailGuardKey', keys.emailGuardKey('ola@plie.test')),
  tableKey('knownLoginAddressKey', keys.knownLoginAddressKey('ola@plie.test', '1.2.3.4')),
  ...indexKeysOf('userListIndexKeys', keys.userListIndexKeys('2026-11-27T10:00:00.000Z', 'u1')),
  ...indexKeysOf('teacherListIndexKeys', keys.teacherListIndexKeys('ola', 'u1')),
  ...indexKeysOf('unconfirmedIndexKeys', keys.unconfirmedIndexKeys('2026-11-27T10:00:00.000Z', 'u1')),
  ...indexKeysOf('activityIndexKeys', keys.activityIndexKeys('2026-11-27T10:00:00.000Z', 'u1')),
  tableKey('rateLimitKey', keys.rateLimitKey('1.2.3.4')),
  tableKey('mailSuppressionKey', keys.mailSuppressionKey('ola@plie.test')),
  tableKey('tokenKey', keys.tokenKey('ab12')),
  tableKey('outboxMessageKey', keys.outboxMessageKey('attendanceConfirmation.a1')),
  ...indexKeysOf(
    'pendingOutboxIndexKeys',
    keys.pendingOutboxIndexKeys('2026-11-27T10:00:00.000Z', 'attendanceConfirmation.a1'),
  ),
  tableKey('studioKey', keys.studioKey('s1')),
  tableKey('studioNameGuardKey', keys.studioNameGuardKey('salsa-club')),
  ...indexKeysOf('studioListIndexKeys', keys.studioListIndexKeys('2026-11-27T10:00:00.000Z', 's1')),
  ...indexKeysOf('publicStudioCityIndexKeys', keys.publicStudioCityIndexKeys('PL', 'Kraków', 'Salsa', 's1')),
  ...indexKeysOf('publicStudioIndexKeys', keys.publicStudioIndexKeys('Salsa', 's1')),
  tableKey('ownsStudioGuardKey', keys.ownsStudioGuardKey('u1')),
  tableKey('studioMemberKey', keys.studioMemberKey('s1', 'u1')),
  ...indexKeysOf('memberOfUserIndexKeys', keys.memberOfUserIndexKeys('u1', 's1')),
  tableKey('videoKey (studio)', keys.videoKey(keys.studioKey('s1').PK, 'v1')),
  tableKey('videoKey (user)', keys.videoKey(keys.userKey('u1').PK, 'v1')),
  tableKey('roomKey', keys.roomKey('r1')),
  ...indexKeysOf('roomOfStudioIndexKeys', keys.roomOfStudioIndexKeys('s1', 'Hall', 'r1')),
  tableKey('lessonKey', keys.lessonKey('l1')),
  ...indexKeysOf('lessonIndexKeys', keys.lessonIndexKeys(lesson)),
  tableKey('occurrenceEmailGuardKey', keys.occurrenceEmailGuardKey('l1', '2026-12-01', 'a@b.c')),
  tableKey('attendanceKey', keys.attendanceKey('a1')),
  ...indexKeysOf(
    'attendanceOfLessonIndexKeys',
    keys.attendanceOfLessonIndexKeys('l1', '2026-12-01', '2026-11-27T10:00:00.000Z', 'a1'),
  ),
  ...indexKeysOf(
    'attendanceOfUserIndexKeys',
    keys.attendanceOfUserIndexKeys('u1', '2026-12-01', '1830', 'a1'),
  ),
  ...indexKeysOf(
    'attendanceOfGuestIndexKeys',
    keys.attendanceOfGuestIndexKeys('ola@plie.test', '2026-12-01', '1830', 'a1'),
  ),
  tableKey('groupKey', keys.groupKey('g1')),
  ...indexKeysOf(
    'groupOfOwnerIndexKeys (studio)',
    keys.groupOfOwnerIndexKeys(keys.studioGroupsOwner('s1'), 'Beginners', 'g1'),
  ),
  ...indexKeysOf(
    'groupOfOwnerIndexKeys (teacher)',
    keys.groupOfOwnerIndexKeys(keys.teacherGroupsOwner('t1'), 'Beginners', 'g1'),
  ),
  tableKey('groupMemberKey', keys.groupMemberKey('g1', 'm1')),
  tableKey('groupEmailGuardKey', keys.groupEmailGuardKey('g1', 'a@b.c')),
  ...indexKeysOf('memberOfGroupUserIndexKeys', keys.memberOfGroupUserIndexKeys('u1', 'g1')),
  ...indexKeysOf('memberOfGroupGuestIndexKeys', keys.memberOfGroupGuestIndexKeys('ola@plie.test', 'g1')),
  ...indexKeysOf('activeGroupIndexKeys', keys.activeGroupIndexKeys('g1')),
];

const documented = documentedKeys(readFileSync(DOC, 'utf8'));

const matches = (doc: DocumentedKey, key: BuiltKey) =>
  doc.index === key.index &&
  shapePattern(doc.partition).test(key.partition) &&
  shapePattern(doc.sort).test(key.sort);

describe('docs/data-model.md and keys.ts', () => {
  it('the document lists keys to check (its Items table parses)', () => {
    expect(documented.length).toBeGreaterThan(30);
    expect(documented).toContainEqual({
      entity: 'User',
      index: 'PK',
      partition: 'USER#<userId>',
      sort: 'PROFILE',
    });
  });

  it.each(built.map((key) => [key.builder, key.index, key.partition, key.sort, key] as const))(
    '%s: its %s key %s / %s is documented',
    (_builder, _index, _partition, _sort, key) => {
      expect(documented.filter((doc) => matches(doc, key)).map((doc) => doc.entity)).not.toEqual([]);
    },
  );

  it.each(documented.map((doc) => [doc.entity, doc.index, doc.partition, doc.sort, doc] as const))(
    'the documented %s key (%s %s / %s) is one some builder makes',
    (_entity, _index, _partition, _sort, doc) => {
      expect(built.filter((key) => matches(doc, key)).map((key) => key.builder)).not.toEqual([]);
    },
  );

  it('every key builder of keys.ts is among those checked', () => {
    const builders = Object.keys(keys).filter((name) => /(Key|IndexKeys)$/.test(name));
    const checked = new Set(built.map((key) => key.builder.split(' ')[0]));
    expect(builders.filter((name) => !checked.has(name))).toEqual([]);
  });
});
