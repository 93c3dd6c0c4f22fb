import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Country, type OwnUser, type Room, type Studio, webPath } from '@plie/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCountries } from '../../api/queries/locations';
import { useStudioRooms } from '../../api/queries/rooms';
import { useStudio } from '../../api/queries/studios';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useCurrentUser } from '../../app/useCurrentUser';
import { languageAtom } from '../../i18n/atoms';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { preferredCountryFor } from '../city-search/preferred-countries';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { studioPagePath } from '../studios/studio-paths';
import { countryCodeOf, countryOptions, regionNamerFor } from './places';
import { RoomForm } from './RoomForm';
import { coordinatesOf, emptyRoomForm, roomFormOf } from './room-form';
import { parseRoomQuery, type RoomQuery } from './room-query';
import { studioAccessOf } from './studio-access';

/**
 * /edit-room?studioId=&roomId=&isDuplication=&from= (spec §2 "Room edit"): add a room to a studio,
 * change one, or add a copy of one. Signed-out visitors are sent to /; a user whose e-mail is
 * unconfirmed sees the not-found view, as does a missing studio; anyone who does not administer
 * the studio is refused ('You are not allowed to change studio data') and sent to /.
 */
export function EditRoomPage() {
  const { t } = useLingui();
  const query = parseRoomQuery(useSearch());
  const { user, error: userError, isLoading, refresh } = useCurrentUser();
  const signedOut = !user && !isLoading && !userError;
  const confirmed = Boolean(user?.isEmailConfirmed && !user.isAnonymous);
  const studio = useStudio(confirmed ? query.studioId : undefined, user?.id);
  const access = studioAccessOf({
    studio: studio.data,
    error: studio.error,
    isPlatformAdmin: user?.role === 'admin',
  });
  useSendAway(signedOut ? 'signedOut' : access === 'refused' ? 'refused' : undefined);

  if (user && !confirmed) return <NotFoundPage />;
  if ((user && !query.studioId) || access === 'studioNotFound') return <NotFoundPage />;

  const title = query.mode === 'edit' ? t`Edit room` : t`Add room`;
  const loaded = access === 'allowed' ? studio.data : undefined;
  return (
    <>
      <PageTitle
        title={title}
        crumbs={[
          { href: webPath.studios(), label: t`Studios` },
          ...(loaded ? [{ href: studioPagePath(loaded.studioName), label: loaded.name }] : []),
        ]}
        subtitle={
          <Trans>
            Lessons take place in rooms. The capacity limits how many dancers can sign up for a lesson.
          </Trans>
        }
      />
      <Container css={pageStyles}>
        {query.fromOnboarding && <OnboardingProgress step={3} />}
        {userError && !user ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : access === 'failed' ? (
          <LoadFailure title={t`Failed to fetch studio`} onRetry={() => void studio.mutate()} />
        ) : loaded && user ? (
          <RoomFormLoader studio={loaded} query={query} user={user} />
        ) : (
          <FormSkeleton />
        )}
      </Container>
    </>
  );
}

/** The room to change or copy and the country list, then the form. */
function RoomFormLoader({ studio, query, user }: { studio: Studio; query: RoomQuery; user: OwnUser }) {
  const { t } = useLingui();
  const rooms = useStudioRooms(query.roomId ? studio.id : null);
  const countries = useCountries();
  const room = query.roomId ? rooms.data?.find((candidate) => candidate.id === query.roomId) : undefined;

  if (query.roomId && rooms.error) {
    return <LoadFailure title={t`Failed to fetch room`} onRetry={() => void rooms.mutate()} />;
  }
  if (query.roomId && rooms.data && !room) {
    return (
      <Alert tone="danger">
        <strong>
          <Trans>Failed to fetch room</Trans>
        </strong>
        <span>
          <Trans>This room no longer exists.</Trans>
        </span>
        <div>
          <ButtonLink href={studioPagePath(studio.studioName)} variant="secondary">
            <Trans>Back to the studio</Trans>
          </ButtonLink>
        </div>
      </Alert>
    );
  }
  if (countries.error) {
    return <LoadFailure title={t`Error loading countries`} onRetry={() => void countries.mutate()} />;
  }
  if (!countries.data || (query.roomId && !room)) return <FormSkeleton />;
  return (
    <ReadyRoomForm
      // A new address (another room, or the copy of one) starts a fresh form.
      key={`${query.mode}-${room?.id ?? 'new'}-${user.id}`}
      studio={studio}
      room={room}
      query={query}
      countries={countries.data}
    />
  );
}

function ReadyRoomForm({
  studio,
  room,
  query,
  countries,
}: {
  studio: Studio;
  room: Room | undefined;
  query: RoomQuery;
  countries: Country[];
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const language = useAtomValue(languageAtom);
  const options = useMemo(
    () => countryOptions(countries, regionNamerFor(locale), locale),
    [countries, locale],
  );
  // The form starts once: a later language switch does not reset what is typed.
  const [initial] = useState(() => {
    if (!room) return emptyRoomForm(preferredCountryFor(language) ?? '');
    const form = roomFormOf(room, countryCodeOf(room.address.country, countries) ?? '');
    const roomName = room.name;
    // Duplication: a new room, named as a copy until the user names it.
    return query.mode === 'duplicate' ? { ...form, name: t`${roomName} (copy)` } : form;
  });
  return (
    <RoomForm
      studio={studio}
      room={room}
      mode={query.mode}
      initial={initial}
      savedCoordinates={room ? coordinatesOf(room) : undefined}
      countries={options}
      fromOnboarding={query.fromOnboarding}
    />
  );
}

/** Signed-out visitors and refused users leave for the home page (spec §2), the refused with a reason. */
const useSendAway = (reason: 'signedOut' | 'refused' | undefined) => {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (!reason || sent.current) return;
    sent.current = true;
    if (reason === 'refused') toast({ tone: 'danger', title: t`You are not allowed to change studio data` });
    navigate(webPath.landing(), { replace: true });
  }, [reason, toast, t, navigate]);
};

function LoadFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <RetryAlert
      title={title}
      reason={<Trans>Check your connection and try again.</Trans>}
      onRetry={onRetry}
    />
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <div css={skeletonStyles}>
      <Skeleton label={t`Loading…`} height="26rem" />
      <Skeleton height="26rem" />
    </div>
  );
}

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[8]};
`;

const skeletonStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[5]};
  }
`;
