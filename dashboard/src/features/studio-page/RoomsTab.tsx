import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Room } from '@plie/shared';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { DeleteRoomButton } from '../rooms/DeleteRoomButton';
import { regionNamerFor } from '../rooms/places';
import { roomFormPath } from '../rooms/room-query';
import { addressText, rentPriceText } from './room-card';

/**
 * The studio's rooms (spec §2 studio page, §3 Room): photo, name, capacity, hourly rent and
 * address. The studio's admins add rooms and edit, duplicate or delete each one (/edit-room).
 */
export function RoomsTab({
  studioId,
  rooms,
  isStudioAdmin,
  onDeleted,
}: {
  studioId: string;
  rooms: readonly Room[];
  isStudioAdmin: boolean;
  onDeleted: () => void;
}) {
  return (
    <div css={tabStyles}>
      {isStudioAdmin && (
        <div>
          <ButtonLink href={roomFormPath({ studioId })}>
            <Trans>Add room</Trans>
          </ButtonLink>
        </div>
      )}
      {rooms.length === 0 ? (
        <EmptyState>
          {isStudioAdmin ? (
            <Trans>No rooms yet. Lessons take place in rooms: add the first one.</Trans>
          ) : (
            <Trans>This studio has not added its rooms yet.</Trans>
          )}
        </EmptyState>
      ) : (
        <ul css={gridStyles}>
          {rooms.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              studioId={studioId}
              isStudioAdmin={isStudioAdmin}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RoomCard({
  room,
  studioId,
  isStudioAdmin,
  onDeleted,
}: {
  room: Room;
  studioId: string;
  isStudioAdmin: boolean;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const rent = rentPriceText(room, locale);
  const address = addressText(room.address, regionNamerFor(locale)(room.address.country));
  return (
    <li css={cardStyles} aria-label={room.name}>
      <div css={photoStyles}>
        {room.photo ? (
          <img src={room.photo} alt={room.name} />
        ) : (
          <span css={placeholderStyles} aria-hidden="true">
            <RoomIcon />
          </span>
        )}
      </div>
      <div css={bodyStyles}>
        <h3 css={nameStyles}>{room.name}</h3>
        <dl css={factsStyles}>
          <div>
            <dt>
              <Trans>Capacity</Trans>
            </dt>
            <dd>
              <Plural value={room.capacity} one="# person" other="# people" />
            </dd>
          </div>
          {rent && (
            <div>
              <dt>
                <Trans>Rent</Trans>
              </dt>
              <dd>{t`${rent} per hour`}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{address}</dd>
          </div>
        </dl>
        {isStudioAdmin && (
          <div css={actionsStyles}>
            <ButtonLink href={roomFormPath({ studioId, roomId: room.id })} variant="secondary">
              <Trans>Edit</Trans>
            </ButtonLink>
            <ButtonLink
              href={roomFormPath({ studioId, roomId: room.id, duplicate: true })}
              variant="secondary"
            >
              <Trans>Duplicate</Trans>
            </ButtonLink>
            <DeleteRoomButton room={room} onDeleted={onDeleted} />
          </div>
        )}
      </div>
    </li>
  );
}

function RoomIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="36"
      height="36"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 20h18M5 20V5a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v15" />
      <path d="M9 20v-5h6v5M9 8h.01M15 8h.01" />
    </svg>
  );
}

const tabStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const gridStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;

const photoStyles = (theme: Theme) => css`
  aspect-ratio: 16 / 9;
  background: ${theme.colors.surfaceSunken};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const placeholderStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${theme.colors.textMuted};
  background: linear-gradient(135deg, ${theme.colors.primarySubtle}, ${theme.colors.surfaceSunken});
`;

const bodyStyles = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
`;

const nameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const factsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.fontSize.sm};
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    gap: ${theme.space[2]};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[1]};
  & > * {
    flex: 1 1 auto;
  }
`;
