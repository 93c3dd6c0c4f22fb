/**
 * A studio's schedule on a third-party React site: pick a studio and a language, sign up for a
 * lesson through `<Schedule>`, and watch what it reports; below, a city's lessons fetched with the
 * client itself and drawn with `<LessonTable>`.
 */
import { Global, ThemeProvider } from '@emotion/react';
import { createTheme, intlLocale, Schedule, SdkLanguageProvider } from '@plie/sdk/components';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { mutate } from 'swr';
import {
  controlsStyles,
  fieldStyles,
  headerStyles,
  mainStyles,
  pageStyles,
  panelsStyles,
} from './app.styles';
import { CITY_LESSONS_KEY, CityLessons } from './city-lessons';
import { type Language, LEGAL_LINKS, usePlieClient } from './plie';
import { SignedUpLog, type SignUp } from './signed-up-log';
import { DEMO_STUDIOS, StudioPicker } from './studio-picker';
import { LANGUAGE_NAMES, TEXTS } from './texts';

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

export function App(): ReactElement {
  const [language, setLanguage] = useState<Language>('en');
  const [studioName, setStudioName] = useState(DEMO_STUDIOS[0]!.studioName);
  const [primaryColor, setPrimaryColor] = useState<string>();
  const [signUps, setSignUps] = useState<SignUp[]>([]);
  const client = usePlieClient(language);
  const texts = TEXTS[language];
  // The studio's own colour, for the app and the schedule alike (the components read emotion's theme).
  const theme = useMemo(() => createTheme(primaryColor ? { primaryColor } : {}), [primaryColor]);

  useEffect(() => {
    document.documentElement.lang = intlLocale(language);
  }, [language]);

  return (
    <SdkLanguageProvider language={language}>
      <ThemeProvider theme={theme}>
        <Global styles={pageStyles} />
        <header css={headerStyles}>
          <div>
            <h1>{texts.title}</h1>
            <p>{texts.subtitle}</p>
          </div>
          <div css={controlsStyles}>
            <StudioPicker client={client} value={studioName} onChange={setStudioName} texts={texts} />
            <label css={fieldStyles}>
              {texts.language}
              <select
                value={language}
                onChange={(event) => setLanguage(event.currentTarget.value as Language)}
              >
                {LANGUAGES.map((option) => (
                  <option key={option} value={option} lang={intlLocale(option)}>
                    {LANGUAGE_NAMES[option]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </header>
        <main css={mainStyles}>
          <Schedule
            studio={studioName}
            client={client}
            view="table"
            legalLinks={LEGAL_LINKS}
            onStudio={(studio) => setPrimaryColor(studio.primaryColor)}
            onSignedUp={(attendance, lesson) => {
              setSignUps((earlier) => [{ attendance, lesson }, ...earlier]);
              // A place is taken: the city's lessons show it too.
              void mutate((key) => Array.isArray(key) && key[0] === CITY_LESSONS_KEY);
            }}
            // The schedule shows its failures itself; the host keeps a record (here the console).
            onError={(failure) => console.error('Plié schedule:', failure.status ?? '', failure.message)}
          />
          <div css={panelsStyles}>
            <SignedUpLog signUps={signUps} language={language} texts={texts} />
            <CityLessons client={client} city="Kraków" country="PL" texts={texts} />
          </div>
        </main>
      </ThemeProvider>
    </SdkLanguageProvider>
  );
}
