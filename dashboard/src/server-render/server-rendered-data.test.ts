import { describe, expect, it } from 'vitest';
import {
  readServerRenderedData,
  type ServerRenderedData,
  serverRenderedDataElement,
} from './server-rendered-data';

const DATA: ServerRenderedData = {
  path: '/studios/rytm_krakow',
  search: 'tab=lessons',
  renderedAt: '2026-03-10T18:30:00.000Z',
  narrowWindow: true,
  answers: {
    '@"studios.getByStudioName","rytm_krakow","anonymous",': { about: '</script><script>x()</script>' },
  },
};

/** A document holding `html` as the element's text, as the browser parses it (entities are not decoded in a script). */
const documentWith = (elementHtml: string) => ({
  getElementById: (id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
      elementHtml,
    );
    return match ? ({ textContent: match[1] } as HTMLElement) : null;
  },
});

describe('the data a server-rendered document carries for its hydration', () => {
  it('is one JSON element that no text inside can end, and reads back as it was', () => {
    const element = serverRenderedDataElement(DATA);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.slice(0, -'</script>'.length)).not.toMatch(/<(?!script type)/);
    expect(readServerRenderedData(documentWith(element))).toEqual(DATA);
  });

  it.each([
    ['no element', ''],
    ['not JSON', '<script type="application/json" id="plie-data">{oops</script>'],
    [
      'no answers',
      `<script type="application/json" id="plie-data">${JSON.stringify({ ...DATA, answers: [] })}</script>`,
    ],
    [
      'no time',
      `<script type="application/json" id="plie-data">${JSON.stringify({ ...DATA, renderedAt: 'soon' })}</script>`,
    ],
    [
      'no window',
      `<script type="application/json" id="plie-data">${JSON.stringify({ ...DATA, narrowWindow: 'yes' })}</script>`,
    ],
  ])('is none with %s (the page is then rendered anew)', (_, html) => {
    expect(readServerRenderedData(documentWith(html))).toBeUndefined();
  });
});
