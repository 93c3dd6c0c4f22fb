import { Route, Switch } from 'wouter';
import { AuthCallbackPage } from '../features/account/AuthCallbackPage';
import { ConfirmEmailPage } from '../features/account/ConfirmEmailPage';
import { LoginPage } from '../features/account/LoginPage';
import { SignupPage } from '../features/account/SignupPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/MainLayout';
import { useEmbedLanguage } from './useEmbedLanguage';

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
