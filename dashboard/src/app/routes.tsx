import { type PrerenderedPage, WEB_PATHS, type WebPage, webPageOf } from '@plie/shared';
import { type ComponentType, lazy, useState } from 'react';
import { Route, Switch } from 'wouter';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { loadScreenMessages } from '../i18n/activate';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/MainLayout';
import { partsLoaded } from '../ui/lazy-part';
import { PageSuspense } from '../ui/page-suspense';
import { useEmbedLanguage } from './useEmbedLanguage';

/** A screen's code: loaded on first render (`Lazy`), or ahead of it (`loaded`). */
interface ScreenCode {
  Lazy: ComponentType;
  loaded?: ComponentType;
}

/**
 * Renders a screen's code: the loaded component when it was loaded ahead (a pre-rendered page, before
 * it hydrates: it renders at once, without suspending), else the lazy one. Which of the two a mounted
 * screen renders never changes while it stays mounted.
 */
function LoadedOrLazy({ code }: { code: ScreenCode }) {
  const [Component] = useState(() => code.loaded ?? code.Lazy);
  return (
    <PageSuspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>
      <Component />
    </PageSuspense>
  );
}

/** A screen whose code can be loaded ahead of its first render, and its module under `src/`. */
type Screen = ComponentType & { preload: () => Promise<void>; module: string };

/**
 * A screen loaded on first visit, so the landing page's first load carries none of the others.
 * The fallback keeps the page's height while the chunk arrives (no layout jump).
 *
 * `screenModule` is the screen's module under `src/` (the one `load` imports): the production build keeps
 * the messages only that screen shows in a catalog of its own (build/catalog-split-plugin.ts, which
 * checks each name against the imports), loaded beside the code; the screen renders once both are
 * in. A catalog that fails to load does not stop the screen: its missing messages then load with the
 * language's whole catalog (i18n/catalog-loading.ts).
 */
const screen = (screenModule: string, load: () => Promise<ComponentType>): Screen => {
  const code: ScreenCode = { Lazy: lazy(async () => ({ default: await loadOnce() })) };
  const loadMessages = () =>
    loadScreenMessages(screenModule).catch((error: unknown) => {
      console.error(`Could not load the messages of ${screenModule}`, error);
    });
  const loadOnce = async () => {
    code.loaded ??= (await Promise.all([load(), loadMessages()]))[0];
    return code.loaded;
  };
  return Object.assign(() => <LoadedOrLazy code={code} />, {
    preload: async () => void (await loadOnce()),
    module: screenModule,
  });
};

const LoginPage = screen('features/account/LoginPage', () =>
  import('../features/account/LoginPage').then((module) => module.LoginPage),
);
const SignupPage = screen('features/account/SignupPage', () =>
  import('../features/account/SignupPage').then((module) => module.SignupPage),
);
const ConfirmEmailPage = screen('features/account/ConfirmEmailPage', () =>
  import('../features/account/ConfirmEmailPage').then((module) => module.ConfirmEmailPage),
);
const AuthCallbackPage = screen('features/account/AuthCallbackPage', () =>
  import('../features/account/AuthCallbackPage').then((module) => module.AuthCallbackPage),
);
const CompleteSignupPage = screen('features/account/CompleteSignupPage', () =>
  import('../features/account/CompleteSignupPage').then((module) => module.CompleteSignupPage),
);
const ProfileSettingsPage = screen('features/profile-settings/ProfileSettingsPage', () =>
  import('../features/profile-settings/ProfileSettingsPage').then((module) => module.ProfileSettingsPage),
);
const OnboardingPage = screen('features/onboarding/OnboardingPage', () =>
  import('../features/onboarding/OnboardingPage').then((module) => module.OnboardingPage),
);
const UserPage = screen('features/users/UserPage', () =>
  import('../features/users/UserPage').then((module) => module.UserPage),
);
const TeachersPage = screen('features/teachers/TeachersPage', () =>
  import('../features/teachers/TeachersPage').then((module) => module.TeachersPage),
);
const SchedulePage = screen('features/schedule/SchedulePage', () =>
  import('../features/schedule/SchedulePage').then((module) => module.SchedulePage),
);
const StudiosPage = screen('features/studios/StudiosPage', () =>
  import('../features/studios/StudiosPage').then((module) => module.StudiosPage),
);
const CreateStudioPage = screen('features/studios/CreateStudioPage', () =>
  import('../features/studios/CreateStudioPage').then((module) => module.CreateStudioPage),
);
const StudioPage = screen('features/studio-page/StudioPage', () =>
  import('../features/studio-page/StudioPage').then((module) => module.StudioPage),
);
const TermsPage = screen('features/legal/LegalPage', () =>
  import('../features/legal/LegalPage').then((module) => module.TermsPage),
);
const PrivacyPolicyPage = screen('features/legal/LegalPage', () =>
  import('../features/legal/LegalPage').then((module) => module.PrivacyPolicyPage),
);
const LegalNoticePage = screen('features/legal/LegalPage', () =>
  import('../features/legal/LegalPage').then((module) => module.LegalNoticePage),
);
const AdminPage = screen('features/admin/AdminPage', () =>
  import('../features/admin/AdminPage').then((module) => module.AdminPage),
);
const EditRoomPage = screen('features/rooms/EditRoomPage', () =>
  import('../features/rooms/EditRoomPage').then((module) => module.EditRoomPage),
);
const EditLessonPage = screen('features/lesson-form/EditLessonPage', () =>
  import('../features/lesson-form/EditLessonPage').then((module) => module.EditLessonPage),
);
const CancelAttendancePage = screen('features/attendance/CancelAttendancePage', () =>
  import('../features/attendance/CancelAttendancePage').then((module) => module.CancelAttendancePage),
);
const ResendBookingLinksPage = screen('features/attendance/ResendBookingLinksPage', () =>
  import('../features/attendance/ResendBookingLinksPage').then((module) => module.ResendBookingLinksPage),
);
const JoinGroupPage = screen('features/groups/JoinGroupPage', () =>
  import('../features/groups/JoinGroupPage').then((module) => module.JoinGroupPage),
);
const CreateGroupPage = screen('features/groups/CreateGroupPage', () =>
  import('../features/groups/CreateGroupPage').then((module) => module.CreateGroupPage),
);
const DevelopersPage = screen('features/developers/DevelopersPage', () =>
  import('../features/developers/DevelopersPage').then((module) => module.DevelopersPage),
);
const LeaveGroupPage = screen('features/groups/LeaveGroupPage', () =>
  import('../features/groups/LeaveGroupPage').then((module) => module.LeaveGroupPage),
);

/** The screens of the pre-rendered pages (the landing page is in the app's own chunk). */
const PRERENDERED_SCREENS: Record<PrerenderedPage, Screen | undefined> = {
  landing: undefined,
  terms: TermsPage,
  privacyPolicy: PrivacyPolicyPage,
  legalNotice: LegalNoticePage,
  developers: DevelopersPage,
};

/** Loads a pre-rendered page's screen, so that it hydrates in one pass (prerender/prepare-page.ts). */
export const preloadPrerenderedScreen = async (page: PrerenderedPage): Promise<void> => {
  await PRERENDERED_SCREENS[page]?.preload();
};

/** The screens loaded on first visit, by the page whose address shows them. */
const LAZY_SCREENS: Partial<Record<WebPage, Screen>> = {
  login: LoginPage,
  signup: SignupPage,
  confirmEmail: ConfirmEmailPage,
  authCallback: AuthCallbackPage,
  completeSignup: CompleteSignupPage,
  profileSettings: ProfileSettingsPage,
  onboarding: OnboardingPage,
  user: UserPage,
  schedule: SchedulePage,
  teachers: TeachersPage,
  studios: StudiosPage,
  createStudio: CreateStudioPage,
  studio: StudioPage,
  terms: TermsPage,
  privacyPolicy: PrivacyPolicyPage,
  legalNotice: LegalNoticePage,
  admin: AdminPage,
  editRoom: EditRoomPage,
  editLesson: EditLessonPage,
  cancelAttendance: CancelAttendancePage,
  resendBookingLinks: ResendBookingLinksPage,
  joinGroup: JoinGroupPage,
  createGroup: CreateGroupPage,
  leaveGroup: LeaveGroupPage,
  developers: DevelopersPage,
};

/**
 * Starts loading the screen of `path` (and the chunks it imports) at once, beside the catalog,
 * rather than once the app has rendered and the route suspends: one round trip less before a
 * page other than the landing page shows (issue #18: LCP). A failure is left to the route, which
 * loads it again and shows its own error.
 */
export const preloadScreenOf = (path: string): void => {
  const page = webPageOf(path);
  const screen = page && lazyScreenOf(page);
  screen?.preload().catch(() => undefined);
};

/**
 * Loads the screen of `path` and the parts its module starts loading (its first view's), for a page
 * that hydrates: it then hydrates in one pass. Never rejects: what failed loads as it renders.
 */
export const loadScreenAndPartsOf = async (path: string): Promise<void> => {
  const page = webPageOf(path);
  await (page && lazyScreenOf(page))?.preload().catch(() => undefined);
  await partsLoaded();
};

/** The screen a page loads on first visit, if it has one. */
const lazyScreenOf = (page: WebPage): Screen | undefined =>
  page === 'embeddedSchedule' ? EmbeddedSchedulePage : LAZY_SCREENS[page];

/** The module (under `src/`, no extension) of the screen a page loads on first visit, if it has one. */
export const screenModuleOf = (page: WebPage): string | undefined => lazyScreenOf(page)?.module;

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

const EmbeddedSchedulePage = screen('features/embed/EmbeddedSchedulePage', () =>
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
