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
const CompleteSignupPage = screen(() =>
  import('../features/account/CompleteSignupPage').then((module) => module.CompleteSignupPage),
);
const ProfileSettingsPage = screen(() =>
  import('../features/profile-settings/ProfileSettingsPage').then((module) => module.ProfileSettingsPage),
);
const OnboardingPage = screen(() =>
  import('../features/onboarding/OnboardingPage').then((module) => module.OnboardingPage),
);
const UserPage = screen(() => import('../features/users/UserPage').then((module) => module.UserPage));
const TeachersPage = screen(() =>
  import('../features/teachers/TeachersPage').then((module) => module.TeachersPage),
);
const SchedulePage = screen(() =>
  import('../features/schedule/SchedulePage').then((module) => module.SchedulePage),
);
const StudiosPage = screen(() =>
  import('../features/studios/StudiosPage').then((module) => module.StudiosPage),
);
const CreateStudioPage = screen(() =>
  import('../features/studios/CreateStudioPage').then((module) => module.CreateStudioPage),
);
const StudioPage = screen(() =>
  import('../features/studio-page/StudioPage').then((module) => module.StudioPage),
);
const TermsPage = screen(() => import('../features/legal/LegalPage').then((module) => module.TermsPage));
const PrivacyPolicyPage = screen(() =>
  import('../features/legal/LegalPage').then((module) => module.PrivacyPolicyPage),
);
const LegalNoticePage = screen(() =>
  import('../features/legal/LegalPage').then((module) => module.LegalNoticePage),
);
const AdminPage = screen(() => import('../features/admin/AdminPage').then((module) => module.AdminPage));
const EditRoomPage = screen(() =>
  import('../features/rooms/EditRoomPage').then((module) => module.EditRoomPage),
);
const EditLessonPage = screen(() =>
  import('../features/lesson-form/EditLessonPage').then((module) => module.EditLessonPage),
);
const CancelAttendancePage = screen(() =>
  import('../features/attendance/CancelAttendancePage').then((module) => module.CancelAttendancePage),
);
const JoinGroupPage = screen(() =>
  import('../features/groups/JoinGroupPage').then((module) => module.JoinGroupPage),
);
const CreateGroupPage = screen(() =>
  import('../features/groups/CreateGroupPage').then((module) => module.CreateGroupPage),
);
const DevelopersPage = screen(() =>
  import('../features/developers/DevelopersPage').then((module) => module.DevelopersPage),
);
const LeaveGroupPage = screen(() =>
  import('../features/groups/LeaveGroupPage').then((module) => module.LeaveGroupPage),
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
            <Route path="/complete-signup" component={CompleteSignupPage} />
            <Route path="/profile-settings" component={ProfileSettingsPage} />
            <Route path="/onboard" component={OnboardingPage} />
            <Route path="/users/:username" component={UserPage} />
            <Route path="/schedule" component={SchedulePage} />
            <Route path="/teachers" component={TeachersPage} />
            <Route path="/studios" component={StudiosPage} />
            <Route path="/studios/create" component={CreateStudioPage} />
            <Route path="/studios/:studioName" component={StudioPage} />
            <Route path="/terms-and-conditions" component={TermsPage} />
            <Route path="/privacy-policy" component={PrivacyPolicyPage} />
            <Route path="/legal-notice" component={LegalNoticePage} />
            <Route path="/admin" component={AdminPage} />
            <Route path="/edit-room" component={EditRoomPage} />
            <Route path="/edit-lesson" component={EditLessonPage} />
            <Route path="/cancel-attendance" component={CancelAttendancePage} />
            <Route path="/join-group" component={JoinGroupPage} />
            <Route path="/create-group" component={CreateGroupPage} />
            <Route path="/leave-group" component={LeaveGroupPage} />
            <Route path="/developers" component={DevelopersPage} />
            <Route path="/404" component={NotFoundPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </MainLayout>
      </Route>
    </Switch>
  );
}

const EmbeddedSchedulePage = screen(() =>
  import('../features/embed/EmbeddedSchedulePage').then((module) => module.EmbeddedSchedulePage),
);

/** The studio's schedule for other sites' iframes: the bare layout, in the language of `?lang=`. */
function EmbeddedSchedule() {
  useEmbedLanguage();
  return (
    <BareLayout>
      <EmbeddedSchedulePage />
    </BareLayout>
  );
}
