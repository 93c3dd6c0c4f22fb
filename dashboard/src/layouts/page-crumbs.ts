/**
 * The breadcrumb of each kind of page (spec §2 Layout: "breadcrumb (targets /, /teachers,
 * /studios)"): what sits between Home and the page itself. A teacher's page and a teacher's group
 * lead up to /teachers, a studio's page and its groups to /studios; a dancer's page, onboarding and
 * the legal pages hang from Home. The last crumb is the page's parent: where Back goes when the
 * page was opened directly, and the one link left on a phone.
 */
import { webPath } from '@plie/shared';
import type { Crumb } from './PageTitle';

/** The list pages' names in the interface language (see `useCrumbLabels`). */
export interface CrumbLabels {
  teachers: string;
  studios: string;
}

export type TitledPage =
  | { kind: 'home' }
  | { kind: 'user'; isTeacher: boolean }
  | { kind: 'studio' }
  | { kind: 'studioGroup'; studio?: { name: string; studioName: string } | undefined }
  | { kind: 'teacherGroup'; teacher?: { name: string; username: string } | undefined };

export const crumbsOf = (page: TitledPage, labels: CrumbLabels): Crumb[] => {
  const teachers: Crumb = { href: webPath.teachers(), label: labels.teachers };
  const studios: Crumb = { href: webPath.studios(), label: labels.studios };
  switch (page.kind) {
    case 'home':
      return [];
    case 'user':
      return page.isTeacher ? [teachers] : [];
    case 'studio':
      return [studios];
    case 'studioGroup':
      return page.studio
        ? [studios, { href: webPath.studio({ studioName: page.studio.studioName }), label: page.studio.name }]
        : [studios];
    case 'teacherGroup':
      return page.teacher
        ? [teachers, { href: webPath.user({ username: page.teacher.username }), label: page.teacher.name }]
        : [teachers];
  }
};

/** Where Back leads when there is no earlier page of this visit: the breadcrumb's parent. */
export const parentOf = (crumbs: readonly Crumb[]): string => crumbs.at(-1)?.href ?? webPath.landing();
