import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@plie/shared';
import { type Dispatch, useState } from 'react';
import type { RoomGroup } from '../../api/queries/rooms';
import { NAME_MAX_LENGTH } from '../../config/constants';
import { FormField, Input, Label } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { AddressFields } from '../rooms/AddressFields';
import type { AddressLookup } from '../rooms/address-lookup';
import type { CountryOption } from '../rooms/places';
import { type Coordinates, emptyRoomForm } from '../rooms/room-form';
import { ChoiceToggle } from './ChoiceToggle';
import { fixedValueStyles, hintStyles, selectStyles } from './lesson-form.styles';
import type {
  LessonAddressForm,
  LessonFormAction,
  LessonFormState,
  PlaceKind,
  TeacherKind,
} from './lesson-form-state';
import { translateLessonMessage } from './lesson-messages';

/** A registered teacher the form can name. */
export interface TeamTeacher {
  id: string;
  name: string;
}

/** Who may be chosen: the studio's team (its admins choose), or one fixed teacher. */
export type TeacherSetup =
  | { kind: 'choose'; team: readonly TeamTeacher[] }
  | { kind: 'fixed'; teacher: TeamTeacher };

/**
 * The teacher (spec §2 "Teacher mode toggle"): a studio's admins pick a teacher of its team or
 * write a teacher's name (an unregistered teacher); a teacher adding their own lesson is the teacher.
 */
export function TeacherField({
  setup,
  state,
  dispatch,
}: {
  setup: TeacherSetup;
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
}) {
  const { t } = useLingui();
  if (setup.kind === 'fixed') {
    return (
      <div>
        <Label htmlFor="lesson-teacher-fixed">
          <Trans>Teacher</Trans>
        </Label>
        <output id="lesson-teacher-fixed" css={fixedValueStyles}>
          {setup.teacher.name}
        </output>
      </div>
    );
  }
  return (
    <>
      <ChoiceToggle<TeacherKind>
        legend={<Trans>Teacher mode</Trans>}
        name="lesson-teacher-kind"
        value={state.teacherKind}
        onChange={(kind) => dispatch({ type: 'teacherKind', kind })}
        choices={[
          { value: 'team', label: <Trans>Team teacher</Trans>, disabled: setup.team.length === 0 },
          { value: 'named', label: <Trans>Teacher’s name</Trans> },
        ]}
      />
      {state.teacherKind === 'team' ? (
        <FormField id="lesson-teacher" label={<Required>{t`Teacher`}</Required>}>
          <select
            id="lesson-teacher"
            css={selectStyles}
            value={state.teacherId}
            required
            onChange={(event) => dispatch({ type: 'set', patch: { teacherId: event.target.value } })}
          >
            <option value="">{t`Choose a teacher`}</option>
            {setup.team.map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.name}
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        <FormField
          id="lesson-teacher-name"
          label={<Required>{t`Teacher’s name`}</Required>}
          hint={<Trans>For a teacher without a Plié account.</Trans>}
        >
          <Input
            id="lesson-teacher-name"
            autoComplete="off"
            autoCapitalize="words"
            maxLength={NAME_MAX_LENGTH}
            value={state.customTeacherName}
            required
            aria-describedby="lesson-teacher-name-message"
            onChange={(event) => dispatch({ type: 'set', patch: { customTeacherName: event.target.value } })}
          />
        </FormField>
      )}
    </>
  );
}

type AddressField = keyof LessonAddressForm;

/**
 * The place (spec §2 "Place toggle"): a studio room, or — when the lesson may be held elsewhere
 * (`countries` given: a teacher's own lesson) — a custom address with the room form's address
 * search. Choosing one clears the other.
 */
export function PlaceField({
  state,
  dispatch,
  roomGroups,
  countries,
  lookup,
  coordinates,
}: {
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
  roomGroups: readonly RoomGroup[];
  countries: readonly CountryOption[] | undefined;
  lookup: AddressLookup;
  coordinates: Coordinates | undefined;
}) {
  const { i18n } = useLingui();
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const anyRoom = roomGroups.some((group) => group.rooms.length > 0);
  const errorOf = (field: AddressField) =>
    touched[field] && field !== 'postalCode' && !state.address[field].trim()
      ? translateLessonMessage(i18n, MESSAGES.addressRequired)
      : undefined;

  return (
    <>
      {countries && (
        <ChoiceToggle<PlaceKind>
          legend={<Trans>Place</Trans>}
          name="lesson-place-kind"
          value={state.placeKind}
          onChange={(kind) => dispatch({ type: 'placeKind', kind })}
          choices={[
            { value: 'room', label: <Trans>Studio room</Trans>, disabled: !anyRoom },
            { value: 'address', label: <Trans>Custom address</Trans> },
          ]}
        />
      )}
      {state.placeKind === 'room' ? (
        <RoomSelect state={state} dispatch={dispatch} roomGroups={roomGroups} />
      ) : (
        countries && (
          <AddressFields
            // The room form's address fields read only the address of the form they are given.
            form={{ ...emptyRoomForm(state.address.country), ...state.address }}
            countries={countries}
            lookup={lookup}
            coordinates={coordinates}
            errorOf={errorOf}
            onChange={(field, value) => dispatch({ type: 'address', field, value })}
            onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
          />
        )
      )}
      {countries && !anyRoom && (
        <p css={hintStyles}>
          <Trans>
            Rooms come from the studios whose team you are on. Until a studio invites you, hold your lessons
            at an address of your own.
          </Trans>
        </p>
      )}
    </>
  );
}

/** The studio's rooms; a teacher on several teams sees them under each studio's name. */
function RoomSelect({
  state,
  dispatch,
  roomGroups,
}: {
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
  roomGroups: readonly RoomGroup[];
}) {
  const { t } = useLingui();
  const groups = roomGroups.filter((group) => group.rooms.length > 0);
  return (
    <FormField id="lesson-room" label={<Required>{t`Room`}</Required>}>
      <select
        id="lesson-room"
        css={selectStyles}
        value={state.roomId}
        required
        onChange={(event) => dispatch({ type: 'set', patch: { roomId: event.target.value } })}
      >
        <option value="">{t`Choose a room`}</option>
        {groups.length === 1
          ? groups[0]!.rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))
          : groups.map((group) => (
              <optgroup key={group.studio.id} label={group.studio.name}>
                {group.rooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.name}
                  </option>
                ))}
              </optgroup>
            ))}
      </select>
    </FormField>
  );
}
