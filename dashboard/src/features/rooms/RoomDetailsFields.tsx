/**
 * The room section of the room form (spec §3, §5): name and capacity (required), rent per hour and
 * its currency, and the photo. Each field shows its error once the user has left it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Room } from '@plie/shared';
import { CURRENCIES, MAX_ROOM_CAPACITY, NAME_MAX_LENGTH } from '../../config/constants';
import { FormField, Input } from '../../ui/Field';
import { FormSection, formNoteStyles } from '../../ui/FormSection';
import { Required } from '../../ui/Required';
import { RoomPhotoField } from './RoomPhotoField';
import type { RoomFormField, RoomForm as RoomFormValues } from './room-form';
import { rentRowStyles, selectStyles } from './room-form.styles';
import type { useRoomForm } from './useRoomForm';

export function RoomDetailsFields({
  state: { form, update, chooseCurrency, touch, errorOf, photoStore },
  photo,
}: {
  state: ReturnType<typeof useRoomForm>;
  /** The saved room's photo, when changing it (a copy starts without one). */
  photo: Room['photo'] | undefined;
}) {
  const { t } = useLingui();
  const a11y = (field: RoomFormField, id: string) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': `${id}-message`,
  });
  return (
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
            onChange={(event) => chooseCurrency(event.target.value as RoomFormValues['rentCurrency'])}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <RoomPhotoField roomName={form.name} photo={photo} {...photoStore} />
    </FormSection>
  );
}
