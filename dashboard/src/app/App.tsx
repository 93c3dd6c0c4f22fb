import { I18nProvider } from '@lingui/react';
import { type createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SwrProvider } from '../api/SwrProvider';
import { AnalyticsIdentify } from '../features/analytics/AnalyticsIdentify';
import { analytics } from '../features/analytics/analytics';
import { i18n } from '../i18n/activate';
import { LanguageSync } from '../i18n/LanguageSync';
import { GlobalStyles } from '../ui/GlobalStyles';
import { ThemeProvider } from '../ui/ThemeProvider';
import { Toaster } from '../ui/Toast';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

/** The dashboard: state, language, data and theme providers around the routes. */
export function App({ store }: { store: ReturnType<typeof createStore> }) {
  return (
    <AppProviders store={store}>
      <AppRoutes />
    </AppProviders>
  );
}

/**
 * The providers every page renders in: state, language, data, theme, global styles and toasts. The
 * build's app shell (prerender/render-page.tsx) renders the layout in them, without a page.
 */
export function AppProviders({
  store,
  children,
}: {
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <LanguageSync />
        <SwrProvider>
          <ThemeProvider>
            <GlobalStyles />
            <ScrollToTop />
            {children}
            <Toaster />
            {analytics.enabled && <AnalyticsIdentify />}
          </ThemeProvider>
        </SwrProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
