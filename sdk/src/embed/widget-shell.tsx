/**
 * What every widget is drawn inside: emotion's cache in the widget's own shadow root, the theme
 * (colour from `color`, else the studio's; light or dark from `theme`, else the visitor's
 * preference) with every colour overridable by a `--plie-*` custom property, the language (loaded
 * on demand), and a client of the API the script came from.
 */
import { CacheProvider, css, ThemeProvider } from '@emotion/react';
import { intlLocale, type Language, STORAGE_KEYS } from '@plie/shared';
import { type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { SignUpUser } from '../components/attendance-sign-up/attendance-sign-up';
import { loadCatalog, loadedCatalog } from '../i18n/catalogs';
import { SdkLanguageProvider } from '../i18n/language';
import { createTheme, type PlieTheme, type PrimaryColor } from '../theme';
import { widgetColor, widgetLanguage, widgetScheme } from './attributes';
import { cssPropertyOfToken } from './css-properties';
import { legalLinksOf } from './legal-links';
import { scriptOrigin } from './script-origin';
import { shadowStyleCache } from './shadow-styles';
import { createWidgetClient, type WidgetClient } from './widget-client';

export interface WidgetAttributes {
  /** Given by the loader (`widget-code.ts`): the element's shadow root. */
  container?: ShadowRoot;
  lang?: string;
  theme?: string;
  color?: string;
  api?: string;
}

export interface WidgetContext {
  client: WidgetClient;
  /** The visitor, when the widget runs on Plié's own site and they are signed in there. */
  user: SignUpUser | undefined;
  language: Language;
  /** The custom element, which announces the widget's events. */
  host: Element;
  legalLinks: { terms: string; privacy: string };
}

/** The colour tokens a host may override, each as `var(--plie-…, value)`; the rest as they are. */
const OVERRIDABLE = [
  'primary',
  'onPrimary',
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
] as const;

export const withCssProperties = (theme: PlieTheme): PlieTheme => {
  const colors = { ...theme.colors };
  for (const token of OVERRIDABLE)
    colors[token] = `var(${cssPropertyOfToken(token)}, ${theme.colors[token]})`;
  colors.surfaceRaised = `var(--plie-surface, ${theme.colors.surfaceRaised})`;
  const radius = (value: string) => `var(--plie-radius, ${value})`;
  return {
    ...theme,
    colors,
    font: { ...theme.font, body: `var(--plie-font-family, ${theme.font.body})` },
    radii: {
      ...theme.radii,
      sm: radius(theme.radii.sm),
      md: radius(theme.radii.md),
      lg: radius(theme.radii.lg),
    },
  };
};

/** An `http(s)` origin from the `api` attribute, else the script's own. */
const apiOrigin = (attribute: string | undefined): string => {
  if (attribute) {
    try {
      const url = new URL(attribute, document.baseURI);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: the script's origin.
    }
  }
  return scriptOrigin();
};

/** On Plié's own site the visitor may be signed in (the dashboard's session): then the widget knows them. */
const sessionToken = (apiOrigin: string): string | null => {
  if (apiOrigin !== location.origin) return null;
  try {
    return localStorage.getItem(STORAGE_KEYS.accessToken);
  } catch {
    return null;
  }
};

/** The signed-in visitor (`GET /api/auth/me`), or nobody: a guest fills in name and e-mail. */
const useSignedInUser = (client: WidgetClient, token: string | null): SignUpUser | undefined => {
  const [user, setUser] = useState<SignUpUser>();
  useEffect(() => {
    if (!token) return;
    let current = true;
    client.auth
      .me()
      .then(
        (me) => current && setUser({ id: me.id, name: me.name, email: me.email, instagram: me.instagram }),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, token]);
  return token ? user : undefined;
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

const usePrefersDark = (): boolean => {
  const query = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined), []);
  const [dark, setDark] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return dark;
};

/** The language's texts, fetched once when not in the bundle; `false` until they are there. */
const useCatalog = (language: Language): boolean => {
  const [loaded, setLoaded] = useState<Language | undefined>(() =>
    loadedCatalog(language) ? language : undefined,
  );
  useEffect(() => {
    let current = true;
    void loadCatalog(language)
      .catch(() => undefined)
      .then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded === language;
};

export function WidgetShell({
  container,
  lang,
  theme: themeAttribute,
  color,
  api,
  studioColor,
  children,
}: WidgetAttributes & {
  studioColor?: PrimaryColor | undefined;
  children: (context: WidgetContext) => ReactNode;
}): ReactElement | null {
  const language = widgetLanguage(lang, document.documentElement.lang);
  const catalogReady = useCatalog(language);
  const prefersDark = usePrefersDark();
  const scheme = widgetScheme(themeAttribute, prefersDark);
  const primaryColor = widgetColor(color, studioColor);
  const theme = useMemo(
    () => withCssProperties(createTheme({ scheme, ...(primaryColor ? { primaryColor } : {}) })),
    [scheme, primaryColor],
  );
  const cache = useMemo(() => (container ? shadowStyleCache(container) : undefined), [container]);
  const origin = apiOrigin(api);
  const token = sessionToken(origin);
  const client = useMemo(
    () => createWidgetClient({ baseUrl: origin, getLanguage: () => language, getToken: () => token }),
    [origin, language, token],
  );
  const user = useSignedInUser(client, token);

  if (!container || !cache || !catalogReady) return null;
  const siteOrigin = scriptOrigin() || origin;
  const context: WidgetContext = {
    client,
    user,
    language,
    host: container.host,
    legalLinks: legalLinksOf(siteOrigin),
  };
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <SdkLanguageProvider language={language}>
          <div part="base" lang={intlLocale(language)} css={baseStyles(theme)}>
            {children(context)}
          </div>
        </SdkLanguageProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * The widget's box starts from the browser's defaults, whatever the host page's CSS says. While the
 * element holds its reserved height (`widget-loader.ts`), the box fills it: the loading state is as
 * tall as the space the page kept for it.
 */
const baseStyles = (theme: PlieTheme) => css`
  all: initial;
  display: block;
  min-height: inherit;
  box-sizing: border-box;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  color-scheme: ${theme.scheme};
  font-family: ${theme.font.body};
  font-size: 16px;
  line-height: ${theme.lineHeight.normal};
  text-align: start;
  -webkit-text-size-adjust: 100%;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
