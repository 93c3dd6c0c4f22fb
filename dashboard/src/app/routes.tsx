import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/MainLayout';
import { useEmbedLanguage } from './useEmbedLanguage';

/**
 * A screen loaded on first visit, so the landing page's first load carries none of the others.
 * The fallback keeps the page's height while the chunk arrives (no layout jump).
 */
const screen = (load: () => Promise<ComponentType>) => {
  const Lazy = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>
      <Lazy />
    </Suspense>
  );
};

const LoginPage = screen(() => import('../features/account/LoginPage').then((module) => module.LoginPage));
const SignupPage = screen(() => import('../features/account/SignupPage').then((module) => module.SignupPage));
const ConfirmEmailPage = screen(() =>
  import('../features/account/ConfirmEmailPage').then((module) => module.ConfirmEmailPage),
);
const AuthCallbackPage = screen(() =>
  import('../features/account/AuthCallbackPage').then((module) => module.AuthCallbackPage),
);

/**
 * The routes of spec §2. Screens come feature by feature; until a route's screen exists
 * it falls through to the 404 view, like any unknown address.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/embed/schedule/:studioName" component={EmbeddedSchedule} />
      <Route>
        <MainLayout>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/signup" component={SignupPage} />
            <Route path="/confirm-email" component={ConfirmEmailPage} />
            <Route path="/auth/callback" component={AuthCallbackPage} />
            <Route path="/404" component={NotFoundPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </MainLayout>
      </Route>
    </Switch>
  );
}

/** The bare layout for embedding; the schedule widget itself arrives with the schedule feature. */
function EmbeddedSchedule() {
  useEmbedLanguage();
  return (
    <BareLayout>
      <NotFoundPage />
    </BareLayout>
  );
}
