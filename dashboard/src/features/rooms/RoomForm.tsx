import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Room, Studio } from '@plie/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { CURRENCIES, MAX_ROOM_CAPACITY, NAME_MAX_LENGTH } from '../../config/constants';
import { Button, ButtonLink } from '../../ui/Button';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { FormSection, formNoteStyles } from '../../ui/FormSection';
import { Required } from '../../ui/Required';
import { useToast } from '../../ui/Toast';
import { studioPagePath } from '../studios/studio-paths';
import { AddressFields } from './AddressFields';
import { addressQueryOf, coordinatesFrom, type GeocodedPlace } from './address-lookup';
import { DeleteRoomButton } from './DeleteRoomButton';
import type { CountryOption } from './places';
import { type PendingPhoto, RoomPhotoField } from './RoomPhotoField';
import {
  type Coordinates,
  currencyOfCountry,
  type RoomFormField,
  type RoomForm as RoomFormValues,
  roomFormBlocker,
  roomFormProblems,
  roomInputOf,
  roomUpdateOf,
} from './room-form';
import { translateRoomMessage } from './room-messages';
import { afterRoomSaved, type RoomFormMode, roomFormCancelPath } from './room-query';
import { useAddressLookup } from './useAddressLookup';
import { useRoomFailureToast } from './useRoomFailureToast';

type Touched = Partial<Record<RoomFormField, boolean>>;
const ALL_TOUCHED: Touched = {
  name: true,
  capacity: true,
  rentPrice: true,
  country: true,
  city: true,
  street: true,
};

/** The SWR key of a studio's rooms (`GET /api/room/{studioId}`). */
export const studioRoomsKey = (studioId: string) => ['rooms.listForStudio', studioId] as const;

/**
 * The room form (spec §2 "Room edit", §3, §5): name and capacity (required), rent per hour and its
 * currency, the photo, and the address with its search. Save stays disabled, saying why, while the
 * form is invalid. A saved room is changed (`PATCH`); a new or duplicated one is created (`POST`),
 * then its picked photo uploaded. Afterwards: onboarding's step 4, or the studio's page.
 */
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
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useRoomFailureToast();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<RoomFormValues>(initial);
  const [touched, setTouched] = useState<Touched>({});
  const [currencyChosen, setCurrencyChosen] = useState(Boolean(room?.rentCurrency));
  const [pendingPhoto, setPendingPhoto] = useState<PendingPhoto | undefined>(undefined);
  const [sending, setSending] = useState(false);

  // The saved address is not looked up again: its coordinates stand until it changes.
  const [savedAddress] = useState(() => (savedCoordinates ? addressQueryOf(initial) : undefined));
  const lookup = useAddressLookup(addressQueryOf(form), savedAddress);
  const coordinates = coordinatesFrom(lookup, savedCoordinates);
  useFoundPostalCode(lookup.status === 'found' ? lookup.place : undefined, (postalCode) =>
    setForm((current) => ({ ...current, postalCode })),
  );

  const problems = roomFormProblems(form);
  const blocker = roomFormBlocker(form, studio.id);
  const editing = mode === 'edit' && room !== undefined;

  const update = (field: RoomFormField, value: string) =>
    setForm((current) => {
      if (field !== 'country') return { ...current, [field]: value };
      // Another country: its cities, and (unless chosen) its currency.
      return {
        ...current,
        country: value,
        city: value === current.country ? current.city : '',
        rentCurrency: currencyChosen ? current.rentCurrency : currencyOfCountry(value),
      };
    });
  const touch = (field: RoomFormField) => setTouched((current) => ({ ...current, [field]: true }));
  /** A field's error once the user has left it. */
  const errorOf = (field: RoomFormField) => {
    const problem = problems[field];
    return problem && touched[field] ? translateRoomMessage(i18n, problem) : undefined;
  };
  const a11y = (field: RoomFormField, id: string) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': `${id}-message`,
  });

  const leave = (path: string) => {
    void mutate(studioRoomsKey(studio.id));
    navigate(path);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (blocker || sending) return;
    setSending(true);
    try {
      if (editing) {
        await apiClient.rooms.update({ params: { id: room.id }, body: roomUpdateOf(form, coordinates) });
        toast({ tone: 'success', title: t`Room saved` });
      } else {
        const created = await apiClient.rooms.create({ body: roomInputOf(form, studio.id, coordinates) });
        toast({ tone: 'success', title: t`Room added` });
        if (pendingPhoto) await uploadPendingPhoto(created.id, pendingPhoto);
      }
      leave(afterRoomSaved(studio.studioName, fromOnboarding));
    } catch (error) {
      setSending(false);
      failureToast(
        editing ? t`Failed to update room. Please try again.` : t`Failed to create room. Please try again.`,
        error,
      );
    }
  };

  /** The room exists now: its photo follows; a refused photo leaves the room saved, and says so. */
  const uploadPendingPhoto = async (roomId: string, photo: PendingPhoto) => {
    try {
      await apiClient.rooms.uploadPhoto({
        params: { id: roomId },
        file: photo.file,
        fileName: photo.fileName,
      });
    } catch (error) {
      failureToast(t`Cannot upload file`, error);
    }
  };

  const uploadNow = async (file: Blob, fileName: string | undefined) => {
    if (!room) throw new Error('No room to upload the photo of');
    const { avatarUrl } = await apiClient.rooms.uploadPhoto({ params: { id: room.id }, file, fileName });
    toast({ tone: 'success', title: t`Photo uploaded` });
    void mutate(studioRoomsKey(studio.id));
    return avatarUrl;
  };

  const blockerText = blocker ? translateRoomMessage(i18n, blocker) : undefined;
  return (
    <form css={layoutStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <FormSection title={<Trans>Room</Trans>}>
        <p css={formNoteStyles}>
          <Trans>Fields marked * are required.</Trans>
        </p>
        <FormField id="room-name" label={<Required>{t`Room name`}</Required>} error={errorOf('name')}>
          <Input
            id="room-name"
            autoComplete="off"
            placeholder={t`e.g. Big hall`}
            maxLength={NAME_MAX_LENGTH}
            value={form.name}
            onChange={(event) => update('name', event.target.value)}
            onBlur={() => touch('name')}
            required
            {...a11y('name', 'room-name')}
          />
        </FormField>
        <FormField
          id="room-capacity"
          label={<Required>{t`Capacity`}</Required>}
          error={errorOf('capacity')}
          hint={<Trans>How many dancers the room holds: sign-ups stop when a lesson is full.</Trans>}
        >
          <Input
            id="room-capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ROOM_CAPACITY}
            step={1}
            value={form.capacity}
            // Any change counts: an emptied or zero capacity says so at once.
            onChange={(event) => {
              update('capacity', event.target.value);
              touch('capacity');
            }}
            onBlur={() => touch('capacity')}
            required
            {...a11y('capacity', 'room-capacity')}
          />
        </FormField>
        <div css={rentRowStyles}>
          <FormField
            id="room-rent-price"
            label={<Trans>Rent price per hour</Trans>}
            error={errorOf('rentPrice')}
            hint={<Trans>Optional.</Trans>}
          >
            <Input
              id="room-rent-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={form.rentPrice}
              onChange={(event) => update('rentPrice', event.target.value)}
              onBlur={() => touch('rentPrice')}
              {...a11y('rentPrice', 'room-rent-price')}
            />
          </FormField>
          <FormField id="room-currency" label={<Trans>Currency</Trans>}>
            <select
              id="room-currency"
              css={selectStyles}
              value={form.rentCurrency}
              onChange={(event) => {
                setCurrencyChosen(true);
                setForm((current) => ({
                  ...current,
                  rentCurrency: event.target.value as RoomFormValues['rentCurrency'],
                }));
              }}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <RoomPhotoField
          roomName={form.name}
          photo={mode === 'edit' ? room?.photo : undefined}
          {...(editing ? { upload: uploadNow } : { onPending: setPendingPhoto })}
        />
      </FormSection>
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
        {editing && (
          <div data-slot="delete" css={{ display: 'grid' }}>
            <DeleteRoomButton room={room} onDeleted={() => leave(studioPagePath(studio.studioName))} />
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
          disabled={Boolean(blocker) || sending}
          aria-describedby={blockerText ? 'room-form-blocker' : undefined}
        >
          {sending ? <Trans>Saving…</Trans> : editing ? <Trans>Save changes</Trans> : <Trans>Add room</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** Fills the postcode the address search found, once per answer (the user may still change it). */
const useFoundPostalCode = (place: GeocodedPlace | undefined, fill: (postalCode: string) => void) => {
  const filled = useRef<GeocodedPlace | undefined>(undefined);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    if (!place || filled.current === place) return;
    filled.current = place;
    if (place.postalCode) fillRef.current(place.postalCode);
  }, [place]);
};

const layoutStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${theme.space[5]};
  }
`;

const rentRowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: minmax(0, 1fr) minmax(6.5rem, 8rem);
  align-items: start;
`;

const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
`;

/**
 * Phones: the reason Save waits, then Save, Cancel and Delete, each the whole width (Delete last,
 * away from the thumb's first reach). From 600 px, one row: Delete at the start, then the reason,
 * Cancel and Save at the end.
 */
const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  ${theme.mq.large} {
    grid-column: 1 / -1;
  }
  & > * {
    flex: 1 1 100%;
  }
  & > [type='submit'] {
    order: 1;
  }
  & > a {
    order: 2;
  }
  & > [data-slot='delete'] {
    order: 3;
  }
  ${theme.mq.wide} {
    & > * {
      flex: 0 1 auto;
    }
    & > [type='submit'],
    & > a {
      flex-shrink: 0;
      order: 0;
    }
    & > [data-slot='delete'] {
      order: -1;
      margin-inline-end: auto;
    }
  }
`;

const blockerStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  ${theme.mq.wide} {
    text-align: end;
  }
`;
