import { WEB_PATHS } from '@plie/shared';
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
const ResendBookingLinksPage = screen(() =>
  import('../features/attendance/ResendBookingLinksPage').then((module) => module.ResendBookingLinksPage),
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
 * The routes of spec §2, their paths from `WEB_PATHS` (shared), so links and e-mails build the
 * same addresses. Screens come feature by feature; until a route's screen exists it falls
 * through to the 404 view, like any unknown address.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={WEB_PATHS.embeddedSchedule} component={EmbeddedSchedule} />
      <Route>
        <MainLayout>
          <Switch>
            <Route path={WEB_PATHS.landing} component={LandingPage} />
            <Route path={WEB_PATHS.login} component={LoginPage} />
            <Route path={WEB_PATHS.signup} component={SignupPage} />
            <Route path={WEB_PATHS.confirmEmail} component={ConfirmEmailPage} />
            <Route path={WEB_PATHS.authCallback} component={AuthCallbackPage} />
            <Route path={WEB_PATHS.completeSignup} component={CompleteSignupPage} />
            <Route path={WEB_PATHS.profileSettings} component={ProfileSettingsPage} />
            <Route path={WEB_PATHS.onboarding} component={OnboardingPage} />
            <Route path={WEB_PATHS.user} component={UserPage} />
            <Route path={WEB_PATHS.schedule} component={SchedulePage} />
            <Route path={WEB_PATHS.teachers} component={TeachersPage} />
            <Route path={WEB_PATHS.studios} component={StudiosPage} />
            <Route path={WEB_PATHS.createStudio} component={CreateStudioPage} />
            <Route path={WEB_PATHS.studio} component={StudioPage} />
            <Route path={WEB_PATHS.terms} component={TermsPage} />
            <Route path={WEB_PATHS.privacyPolicy} component={PrivacyPolicyPage} />
            <Route path={WEB_PATHS.legalNotice} component={LegalNoticePage} />
            <Route path={WEB_PATHS.admin} component={AdminPage} />
            <Route path={WEB_PATHS.editRoom} component={EditRoomPage} />
            <Route path={WEB_PATHS.editLesson} component={EditLessonPage} />
            <Route path={WEB_PATHS.cancelAttendance} component={CancelAttendancePage} />
            <Route path={WEB_PATHS.resendBookingLinks} component={ResendBookingLinksPage} />
            <Route path={WEB_PATHS.joinGroup} component={JoinGroupPage} />
            <Route path={WEB_PATHS.createGroup} component={CreateGroupPage} />
            <Route path={WEB_PATHS.leaveGroup} component={LeaveGroupPage} />
            <Route path={WEB_PATHS.developers} component={DevelopersPage} />
            <Route path={WEB_PATHS.notFound} component={NotFoundPage} />
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
