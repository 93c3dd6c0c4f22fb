import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { type Studio, studioStatusBanners, themeFromFlag } from '@plie/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSavedAnswers } from '../../api/queries/invalidation';
import { useStudioBySlug } from '../../api/queries/studios';
import { translateMessage } from '../../app/messages';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useViewerKey } from '../../app/useViewerKey';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { lazyPart } from '../../ui/lazy-part';
import { PageSuspense } from '../../ui/page-suspense';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { ThemeProvider } from '../../ui/ThemeProvider';
import { createGroupPath } from '../groups/group-paths';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { NextStepsCard } from '../onboarding/NextStepsCard';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { SUB_TAB_PARAM, VIEW_PARAM } from '../studio-schedule/useScheduleView';
import { studioPagePath } from '../studios/studio-paths';
import { EmbedSnippet } from './EmbedSnippet';
import { AskToJoinButton, TeachersTabLabel } from './JoinRequests';
import { StudioActions } from './StudioActions';
import { StudioBanner } from './StudioBanner';
import { StudioStyles } from './StudioStyles';
import type { TeamViewer } from './team';
import { VideoList } from './VideoList';

/*
 * What the first view does not show loads apart (issue #18): the other tabs and the edit section. The
 * schedule, the first tab, loads apart too, but starts at once, beside the studio's data: the header
 * then draws without waiting for the schedule's code, and the lessons in a commit of their own.
 */
const StudioScheduleTabs = lazyPart(() =>
  import('../studio-schedule/StudioScheduleTabs').then((module) => module.StudioScheduleTabs),
);
StudioScheduleTabs.preload();
const TeachersTab = lazyPart(() => import('./TeachersTab').then((module) => module.TeachersTab));
const RoomsTab = lazyPart(() => import('./RoomsTab').then((module) => module.RoomsTab));
const EditStudioForm = lazyPart(() => import('./EditStudioForm').then((module) => module.EditStudioForm));
const StudioImagesFields = lazyPart(() =>
  import('./StudioImagesFields').then((module) => module.StudioImagesFields),
);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /studios/{studioName} (spec §2 "Studio page"): the studio in its own colour and theme (scoped to
 * this page, so leaving it resets them), marked noindex. The header (banner, logo, name, about,
 * links, styles), the status banners, the videos, and the Schedule, Teachers and Rooms tabs (kept in
 * the address). Its admins edit it, upload its logo and banner, and manage its team and rooms; its
 * owner hides, shows or deletes it. A studio the viewer may not see is the not-found view.
 */
export function StudioPage() {
  const { t, i18n } = useLingui();
  const { studioName = '' } = useParams<{ studioName: string }>();
  const { data: studio, error, mutate } = useStudioBySlug(studioName);

  if (isNotFound(error) || !studioName) return <NotFoundPage />;
  if (error && !studio) {
    const reason =
      error instanceof ApiError && error.status < 500 ? translateMessage(i18n, error.body) : undefined;
    return (
      <Container css={pageStyles}>
        <meta name="robots" content="noindex" />
        <RetryAlert
          title={<Trans>Failed to fetch studio data</Trans>}
          reason={reason}
          onRetry={() => void mutate()}
        />
      </Container>
    );
  }
  if (!studio) {
    return (
      <Container css={pageStyles}>
        <meta name="robots" content="noindex" />
        <Skeleton height="18rem" label={t`Loading the studio…`} />
        <Skeleton height="12rem" />
      </Container>
    );
  }
  return (
    <ThemeProvider primaryColor={studio.primaryColor} scheme={themeFromFlag(studio.theme)}>
      <StudioView studio={studio} onReload={() => void mutate()} />
    </ThemeProvider>
  );
}

function StudioView({ studio, onReload }: { studio: Studio; onReload: () => void }) {
  const { t } = useLingui();
  const { user: me } = useCurrentUser();
  const viewerKey = useViewerKey();
  const { studioSaved } = useSavedAnswers();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const editPanelId = useId();
  const canOwn = Boolean(studio.isOwner || me?.role === 'admin');
  const viewer: TeamViewer = { userId: me?.id, isStudioAdmin: studio.isAdmin === true, canHandOver: canOwn };

  /** A changed studio (the API's answer has no rooms: the loaded ones stay), at its possibly new address. */
  const show = (saved: Studio) => {
    const next: Studio = { ...studio, ...saved, rooms: studio.rooms };
    void studioSaved(next, viewerKey ?? 'anonymous');
    if (saved.studioName !== studio.studioName) navigate(studioPagePath(saved.studioName), { replace: true });
  };

  return (
    <div css={surfaceStyles} data-studio-theme={themeFromFlag(studio.theme)}>
      <PageTitle title={studio.name} page={{ kind: 'studio' }} heading={false} />
      <meta name="robots" content="noindex" />
      <Container css={pageStyles}>
        <StatusBanners studio={studio} />
        <ProfileHeader
          name={studio.name}
          photo={studio.photo}
          banner={<StudioBanner banner={studio.banner} />}
          about={studio.about}
          instagram={studio.instagram}
          website={studio.link}
          caption={
            <>
              <span>@{studio.studioName}</span>
              <StudioStyles studioId={studio.id} primaryColor={studio.primaryColor} />
            </>
          }
          actions={
            studio.isAdmin ? (
              <StudioActions
                studio={studio}
                canOwn={canOwn}
                editing={editing}
                editPanelId={editPanelId}
                onEdit={() => setEditing((open) => !open)}
                onChanged={show}
              />
            ) : (
              <AskToJoinButton studio={studio} />
            )
          }
        />
        {editing && (
          <EditPanel
            id={editPanelId}
            studio={studio}
            onUploaded={onReload}
            onSaved={(saved) => {
              setEditing(false);
              show(saved);
            }}
            onStale={onReload}
            onClose={() => setEditing(false)}
          />
        )}
        {studio.isAdmin && <NextStepsCard createGroupHref={createGroupPath(studio.id)} />}
        <VideoList videos={studio.videos ?? []} />
        {studio.isAdmin && <EmbedSnippet studioName={studio.studioName} />}
        <Tabs
          label={t`Studio`}
          dropParams={[VIEW_PARAM, SUB_TAB_PARAM]}
          tabs={[
            {
              id: 'schedule',
              label: <Trans>Schedule</Trans>,
              panel: (
                <PageSuspense fallback={<Skeleton height="24rem" />}>
                  <StudioScheduleTabs studio={studio} />
                </PageSuspense>
              ),
            },
            {
              id: 'teachers',
              label: <TeachersTabLabel studioId={studio.id} isStudioAdmin={viewer.isStudioAdmin} />,
              panel: (
                <PageSuspense fallback={<Skeleton height="16rem" />}>
                  <TeachersTab studio={studio} viewer={viewer} onRolesChanged={onReload} />
                </PageSuspense>
              ),
            },
            {
              id: 'rooms',
              label: <Trans>Rooms</Trans>,
              panel: (
                <PageSuspense fallback={<Skeleton height="16rem" />}>
                  <RoomsTab
                    studioId={studio.id}
                    rooms={studio.rooms ?? []}
                    isStudioAdmin={viewer.isStudioAdmin}
                    onDeleted={onReload}
                  />
                </PageSuspense>
              ),
            },
          ]}
        />
      </Container>
    </div>
  );
}

/** 'Awaiting verification' while unverified, 'Hidden' while hidden (spec §4): only its admins see them. */
function StatusBanners({ studio }: { studio: Studio }) {
  const banners = studioStatusBanners(studio);
  if (banners.length === 0) return null;
  return (
    <div css={bannersStyles}>
      {banners.includes('awaitingVerification') && (
        <Alert tone="warning">
          <strong>
            <Trans>Awaiting verification</Trans>
          </strong>
          <span>
            <Trans>Dancers cannot find this studio yet: a platform admin verifies every new studio.</Trans>
          </span>
        </Alert>
      )}
      {banners.includes('hidden') && (
        <Alert tone="warning">
          <strong>
            <Trans>Hidden</Trans>
          </strong>
          <span>
            <Trans>Only the studio’s team sees this page. Make it visible to show it to everyone.</Trans>
          </span>
        </Alert>
      )}
    </div>
  );
}

/** The edit section under the header: logo and banner, then the studio's details and look. */
function EditPanel({
  id,
  studio,
  onUploaded,
  onSaved,
  onStale,
  onClose,
}: {
  id: string;
  studio: Studio;
  onUploaded: () => void;
  onSaved: (saved: Studio) => void;
  onStale: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the section takes the reader (and the screen reader) to it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card css={panelStyles} id={id}>
      <h2 ref={heading} tabIndex={-1} css={panelTitleStyles}>
        <Trans>Edit studio</Trans>
      </h2>
      <PageSuspense fallback={<Skeleton height="24rem" label={t`Loading…`} />}>
        <StudioImagesFields studio={studio} onUploaded={onUploaded} />
        <hr css={ruleStyles} />
        <EditStudioForm studio={studio} onSaved={onSaved} onStale={onStale} onCancel={onClose} />
      </PageSuspense>
    </Card>
  );
}

/** The page in the studio's theme: its own background, text colour and native controls. */
const surfaceStyles = (theme: Theme) => css`
  flex: 1;
  min-height: 70vh;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  color-scheme: ${theme.scheme};
`;

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[5]} ${theme.space[8]};
`;

const bannersStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

const panelStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[5]};
  }
`;

const panelTitleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  outline: none;
  /* Clear of the site's sticky header when focus scrolls it into view. */
  scroll-margin-top: ${theme.space[8]};
`;

const ruleStyles = (theme: Theme) => css`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
`;
