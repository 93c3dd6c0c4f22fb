import { catalogueDifferences } from '@plie/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { messagesFor, SdkLanguageProvider, useSdkMessages } from './language';
import { pl } from './pl';
import { intlLocale, plural } from './plural';
import { ua } from './ua';

describe('plural forms through Intl.PluralRules', () => {
  it.each([
    ['en', 1, '1 place left'],
    ['en', 2, '2 places left'],
    ['pl', 1, 'Zostało 1 miejsce'],
    ['pl', 3, 'Zostały 3 miejsca'],
    ['pl', 5, 'Zostało 5 miejsc'],
    ['pl', 22, 'Zostały 22 miejsca'],
    ['pl', 1000, 'Zostało 1000 miejsc'],
    // `ua` is read with the rules of `uk`: English-shaped rules would give "2 місць".
    ['ua', 1, 'Залишилося 1 місце'],
    ['ua', 2, 'Залишилося 2 місця'],
    ['ua', 11, 'Залишилося 11 місць'],
    ['ua', 21, 'Залишилося 21 місце'],
  ] as const)('%s, %i: %s', (language, count, text) => {
    expect(messagesFor(language).placesLeft(count).replace(/\s/g, ' ')).toBe(text);
  });

  it('maps the product’s ua to the uk locale Intl knows', () => {
    expect(intlLocale('ua')).toBe('uk');
    expect(intlLocale('pl')).toBe('pl');
    expect(plural('ua', 4, { one: 'один', few: 'кілька', many: 'багато', other: 'інше' })).toBe('кілька');
  });
});

describe('the catalogs (ADR 0013: kept in step by test, not by Lingui)', () => {
  it('have every English key in ua and pl, with the same kind of text and the same placeholders', () => {
    expect(catalogueDifferences({ en, ua, pl })).toEqual([]);
  });

  it.each([
    ['ua', ua],
    ['pl', pl],
  ])('%s is translated, not copied', (_, messages) => {
    expect(messages.columns.teacher).not.toBe(en.columns.teacher);
  });
});

function Caption({ language }: { language?: 'en' | 'ua' | 'pl' }) {
  return <span>{useSdkMessages(language).lessons}</span>;
}

describe('useSdkMessages', () => {
  it('takes the prop, else the provider’s language, else English', () => {
    expect(renderToStaticMarkup(<Caption />)).toBe('<span>Lessons</span>');
    expect(
      renderToStaticMarkup(
        <SdkLanguageProvider language="pl">
          <Caption />
        </SdkLanguageProvider>,
      ),
    ).toBe('<span>Zajęcia</span>');
    expect(
      renderToStaticMarkup(
        <SdkLanguageProvider language="pl">
          <Caption language="ua" />
        </SdkLanguageProvider>,
      ),
    ).toBe('<span>Заняття</span>');
  });
});
