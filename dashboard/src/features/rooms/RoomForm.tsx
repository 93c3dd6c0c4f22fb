/**
 * The room form (spec §2 "Room edit", §3, §5): the room's details, and the address with its search.
 * Save stays disabled, saying why, while the form is invalid; a saved room can be deleted here. The
 * state and saving live in `useRoomForm`.
 */
import { Trans } from '@lingui/react/macro';
import type { Room, Studio } from '@plie/shared';
import { Button, ButtonLink } from '../../ui/Button';
import { FormSection } from '../../ui/FormSection';
import { studioPagePath } from '../studios/studio-paths';
import { AddressFields } from './AddressFields';
import { DeleteRoomButton } from './DeleteRoomButton';
import type { CountryOption } from './places';
import { RoomDetailsFields } from './RoomDetailsFields';
import type { Coordinates, RoomForm as RoomFormValues } from './room-form';
import { actionsStyles, blockerStyles, layoutStyles } from './room-form.styles';
import { type RoomFormMode, roomFormCancelPath } from './room-query';
import { useRoomForm } from './useRoomForm';

export function RoomForm({
  studio,
  room,
  mode,
  initial,
  savedCoordinates,
  countries,
  fromOnboarding,
}: {
  studio: Studio;
  /** The room being changed or copied. */
  room: Room | undefined;
  mode: RoomFormMode;
  initial: RoomFormValues;
  /** The copied or changed room's coordinates. */
  savedCoordinates: Coordinates | undefined;
  countries: readonly CountryOption[];
  fromOnboarding: boolean;
}) {
  const state = useRoomForm({ studio, room, mode, initial, savedCoordinates, fromOnboarding });
  const { form, update, touch, errorOf, lookup, coordinates, blockerText, blocked, sending, editing } = state;
  return (
    <form css={layoutStyles} onSubmit={state.onSubmit} noValidate aria-busy={sending || undefined}>
      <RoomDetailsFields state={state} photo={mode === 'edit' ? room?.photo : undefined} />
      <FormSection title={<Trans>Address</Trans>}>
        <AddressFields
          form={form}
          countries={countries}
          lookup={lookup}
          coordinates={coordinates}
          errorOf={errorOf}
          onChange={update}
          onBlur={touch}
        />
      </FormSection>
      <div css={actionsStyles}>
        {editing && room && (
          <div data-slot="delete" css={{ display: 'grid' }}>
            <DeleteRoomButton
              room={room}
              onDeleted={() => state.leave('rooms.delete', studioPagePath(studio.studioName))}
            />
          </div>
        )}
        {blockerText && (
          <p id="room-form-blocker" css={blockerStyles} aria-live="polite">
            {blockerText}
          </p>
        )}
        <ButtonLink href={roomFormCancelPath(studio.studioName, fromOnboarding)} variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
        <Button
          type="submit"
          size="lg"
          disabled={blocked || sending}
          aria-describedby={blockerText ? 'room-form-blocker' : undefined}
        >
          {sending ? <Trans>Saving…</Trans> : editing ? <Trans>Save changes</Trans> : <Trans>Add room</Trans>}
        </Button>
      </div>
    </form>
  );
}
