/**
 * Issue #15 item 8: the browser tests run two at a time against one runtime, so each makes the data
 * it changes and only reads the seeded demo data (the rule is written in
 * `dashboard/e2e/support/studios.ts`). This lists every spec that touches a seeded account or
 * studio, with what it does with it: a new one fails here until it is added, with its reason, so
 * the rule is looked at each time. Seeded names come from the seed's own fixtures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SPEC_FOLDERS = ['dashboard/e2e', 'sdk/e2e', 'examples'];

/** The specs that use seeded accounts or studios, and why that stays read-only (or additive). */
const READS_SEEDED_DATA: Record<string, string> = {
  'dashboard/e2e/admin.spec.ts': 'the platform admin signs in; it verifies a studio of its own',
  'dashboard/e2e/analytics.spec.ts': 'the demo dancer signs in, nothing else',
  'dashboard/e2e/attendance.spec.ts': 'lessons of its own in a room of its own in rytm_krakow',
  'dashboard/e2e/resend-booking-links.spec.ts': 'a lesson of its own in a room of its own in rytm_krakow',
  'dashboard/e2e/developers.spec.ts': 'reads rytm_krakow as its owner',
  'dashboard/e2e/embed.spec.ts': 'reads rytm_krakow and Iryna’s schedule',
  'dashboard/e2e/groups.spec.ts':
    'a room, lessons and groups of its own in rytm_krakow; Iryna’s own outdoor lesson',
  'dashboard/e2e/lesson-form.spec.ts':
    'a room of its own in rytm_krakow; Iryna’s own park lessons, removed after',
  'dashboard/e2e/server-rendered-pages.spec.ts':
    'reads rytm_krakow’s page, Kraków’s schedule and iryna_teacher’s page; Piotr only views his studio',
  'dashboard/e2e/schedule.spec.ts': 'rooms and lessons of its own in rytm_krakow',
  'dashboard/e2e/security-headers.spec.ts': 'reads the pages of rytm_krakow',
  'dashboard/e2e/studio-page.spec.ts': 'reads rytm_krakow and flow_wroclaw; changes only studios of its own',
  'dashboard/e2e/studio-schedule.spec.ts': 'reads berlin_move, which no browser test changes',
  'dashboard/e2e/studios.spec.ts': 'the platform admin verifies studios of its own',
  'dashboard/e2e/warm-up.setup.ts': 'visits every screen once, reading',
  'examples/bulk-import/bulk-import.spec.ts': 'the platform admin imports into a studio of its own',
  'examples/react-app/react-app.spec.ts':
    'reads rytm_krakow; the guest signs up for a lesson of its own there',
  'sdk/e2e/widgets.spec.ts': 'a studio of its own',
};

/** Every `"studioName"` of the seed's studios. */
const seededStudios = [
  ...readFileSync(join(root, 'functions/src/local/fixtures/studios.json'), 'utf8').matchAll(
    /"studioName":\s*"([a-z0-9_]+)"/g,
  ),
].map((match) => match[1] as string);
/** A seeded e-mail, one of the support module's seeded accounts, or a seeded studio's address name. */
const seededData = new RegExp(
  `@plie\\.local|\\b(ADMIN|PIOTR|MAGDALENA|IRYNA)\\b|\\b(${seededStudios.join('|')})\\b`,
);

const specFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(path);
    return /\.(spec|setup)\.ts$/.test(entry.name) ? [path] : [];
  });

describe('the browser tests’ data', () => {
  it('finds the seeded studios in the seed’s fixtures', () => {
    expect(seededStudios).toContain('rytm_krakow');
    expect(seededData.test("const STUDIO = 'rytm_krakow';")).toBe(true);
    expect(seededData.test("login({ email: 'piotr@plie.local' })")).toBe(true);
    expect(seededData.test('await ownStudio(page, baseURL, "rytm")')).toBe(false);
  });

  it('lists every spec that uses a seeded account or studio, with why it only reads or adds', () => {
    const using = SPEC_FOLDERS.flatMap(specFiles)
      .filter((path) => seededData.test(readFileSync(join(root, path), 'utf8')))
      .map((path) => relative(root, join(root, path)))
      .sort();
    expect(using).toEqual(Object.keys(READS_SEEDED_DATA).sort());
  });
});
