import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { studioSiteHtml } from './served-pages';

const example = readFileSync(new URL('../examples/studio-site/index.html', import.meta.url), 'utf8');

describe('the example studio site as measured', () => {
  const html = studioSiteHtml(example, 'http://127.0.0.1:4321', {
    studioName: 'rytm_krakow',
    lessonId: 'lesson-1',
    groupId: 'group-1',
  });

  it('loads the widgets from the given Plié origin and shows all three', () => {
    expect(html).toContain('<script type="module" src="http://127.0.0.1:4321/embed/plie.js"></script>');
    expect(html).not.toContain('src="http://127.0.0.1:5173');
    expect(html).toContain('<plie-schedule studio="rytm_krakow" lang="pl"></plie-schedule>');
    expect(html).toContain('<plie-lesson-signup lesson="lesson-1" lang="pl"></plie-lesson-signup>');
    expect(html).toContain('<plie-group-join group="group-1" lang="pl"></plie-group-join>');
  });

  it('fails loudly when the example no longer has what it replaces', () => {
    expect(() =>
      studioSiteHtml(example.replaceAll('http://127.0.0.1:5173', 'https://plie.example'), 'http://x', {
        studioName: 's',
        lessonId: 'l',
        groupId: 'g',
      }),
    ).toThrow(/examples\/studio-site\/index\.html changed/);
  });
});
