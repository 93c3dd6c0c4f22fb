/**
 * Where and when the imported lessons go, beyond the studio: one of its rooms (or each lesson's own
 * `roomId`) and one weekday (or each lesson's own).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useStudioRooms } from '../../api/queries/rooms';
import { FormField, selectStyles } from '../../ui/Field';
import { RetryAlert } from '../../ui/RetryAlert';
import { WeekdayOptions } from '../lesson-form/WeekdayOptions';

/** The chosen studio's rooms (`GET /api/room/{studioId}`); none chosen: each lesson names its own `roomId`. */
export function BulkRoomSelect({
  studioId,
  roomId,
  onChange,
}: {
  studioId: string;
  roomId: string;
  onChange: (roomId: string) => void;
}) {
  return studioId ? (
    <StudioRoomSelect studioId={studioId} roomId={roomId} onChange={onChange} />
  ) : (
    <FormField id="bulk-room" label={<Trans>Room</Trans>} hint={<Trans>Choose the studio first.</Trans>}>
      <select id="bulk-room" css={selectStyles} disabled aria-describedby="bulk-room-message">
        <option>—</option>
      </select>
    </FormField>
  );
}

function StudioRoomSelect({
  studioId,
  roomId,
  onChange,
}: {
  studioId: string;
  roomId: string;
  onChange: (roomId: string) => void;
}) {
  const { t } = useLingui();
  const rooms = useStudioRooms(studioId);
  if (rooms.error) {
    return (
      <RetryAlert
        title={<Trans>Failed to fetch rooms</Trans>}
        reason={<Trans>Check your connection and try again.</Trans>}
        onRetry={() => void rooms.mutate()}
      />
    );
  }
  const none = rooms.data?.length === 0;
  return (
    <FormField
      id="bulk-room"
      label={<Trans>Room</Trans>}
      hint={
        none ? (
          <Trans>This studio has no rooms yet.</Trans>
        ) : (
          <Trans>Every lesson goes into this room, whatever its own roomId says.</Trans>
        )
      }
    >
      <select
        id="bulk-room"
        css={selectStyles}
        value={roomId}
        disabled={!rooms.data}
        aria-describedby="bulk-room-message"
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{rooms.data ? t`Each lesson’s own roomId` : t`Loading…`}</option>
        {rooms.data?.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The weekday every lesson gets; none chosen: each lesson keeps its own `weekday`. */
export function BulkWeekdaySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (weekday: string) => void;
}) {
  const { t } = useLingui();
  return (
    <FormField id="bulk-weekday" label={<Trans>Weekday</Trans>}>
      <select
        id="bulk-weekday"
        css={selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Each lesson’s own weekday`}</option>
        <WeekdayOptions />
      </select>
    </FormField>
  );
}
