import { WEB_PATHS } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { legalLinksOf } from './legal-links';

describe('the legal links of the widgets', () => {
  it('point at the site’s own terms and privacy pages, as WEB_PATHS routes them', () => {
    expect(legalLinksOf('https://plie.dance')).toEqual({
      terms: `https://plie.dance${WEB_PATHS.terms}`,
      privacy: `https://plie.dance${WEB_PATHS.privacyPolicy}`,
    });
  });
});
