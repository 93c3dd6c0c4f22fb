/**
 * The room form's state and actions (spec §2 "Room edit", §5): the values, which fields the user has
 * left (their errors show then), the address search with its postcode, why Save waits, and saving —
 * a saved room is changed (`PATCH`); a new or duplicated one is created (`POST`), then its picked
 * photo uploaded. Afterwards: onboarding's step 4, or the studio's page.
 */
import { useLingui } from '@lingui/react/macro';
import type { Room, Studio } from '@plie/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useAfterMutation } from '../../api/queries/invalidation';
import { useToast } from '../../ui/Toast';
import { addressQueryOf, coordinatesFrom, type GeocodedPlace } from './address-lookup';
import type { PendingPhoto } from './RoomPhotoField';
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
import { afterRoomSaved, type RoomFormMode } from './room-query';
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

export interface RoomFormSetup {
  studio: Studio;
  /** The room being changed or copied. */
  room: Room | undefined;
  mode: RoomFormMode;
  initial: RoomFormValues;
  /** The copied or changed room's coordinates. */
  savedCoordinates: Coordinates | undefined;
  fromOnboarding: boolean;
}

export const useRoomForm = ({
  studio,
  room,
  mode,
  initial,
  savedCoordinates,
  fromOnboarding,
}: RoomFormSetup) => {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useRoomFailureToast();
  const [, navigate] = useLocation();
  const afterMutation = useAfterMutation();
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
  const chooseCurrency = (rentCurrency: RoomFormValues['rentCurrency']) => {
    setCurrencyChosen(true);
    setForm((current) => ({ ...current, rentCurrency }));
  };
  const touch = (field: RoomFormField) => setTouched((current) => ({ ...current, [field]: true }));
  /** A field's error once the user has left it. */
  const errorOf = (field: RoomFormField) => {
    const problem = problems[field];
    return problem && touched[field] ? translateRoomMessage(i18n, problem) : undefined;
  };

  /** After a room was created, changed or deleted: the studio's rooms load again, and the form leads on. */
  const leave = (written: 'rooms.create' | 'rooms.update' | 'rooms.delete', path: string) => {
    void afterMutation(written, { studioId: studio.id });
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
      leave(editing ? 'rooms.update' : 'rooms.create', afterRoomSaved(studio.studioName, fromOnboarding));
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
    void afterMutation('rooms.uploadPhoto', { studioId: studio.id });
    return avatarUrl;
  };

  return {
    form,
    update,
    chooseCurrency,
    touch,
    errorOf,
    lookup,
    coordinates,
    blockerText: blocker ? translateRoomMessage(i18n, blocker) : undefined,
    blocked: Boolean(blocker),
    sending,
    editing,
    onSubmit,
    leave,
    /** The photo field's way to store: at once for a saved room, else once the room is created. */
    photoStore: editing ? { upload: uploadNow } : { onPending: setPendingPhoto },
  };
};

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
