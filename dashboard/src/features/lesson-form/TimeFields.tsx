import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { FormField, Input, Label } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { fixedValueStyles, pairStyles, selectStyles } from './lesson-form.styles';
import {
  type LessonFormAction,
  type LessonFormState,
  parseTimeInput,
  timeInputValue,
} from './lesson-form-state';
import { timeZoneLabel, timeZoneOptions } from './time-zones';
import { useWeekdayNames, WeekdayOptions } from './WeekdayOptions';

/**
 * When (spec §3, §4 "Time inputs"): weekly on a weekday, or once on a date (whose weekday it then
 * is); the start and end (a new start hour moves the end to the next hour, a new start minute sets
 * the end minute equal); the time zone the times are in.
 */
export function TimeFields({
  state,
  dispatch,
  browserZone,
}: {
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
  browserZone: string;
}) {
  const { t } = useLingui();
  const dayNames = useWeekdayNames();

  return (
    <>
      <Checkbox
        label={<Trans>Every week</Trans>}
        checked={state.isReoccurring}
        onChange={(event) => dispatch({ type: 'recurring', isReoccurring: event.target.checked })}
      />
      {state.isReoccurring ? (
        <FormField id="lesson-weekday" label={<Required>{t`Day of the week`}</Required>}>
          <select
            id="lesson-weekday"
            css={selectStyles}
            value={state.weekday}
            onChange={(event) => dispatch({ type: 'set', patch: { weekday: Number(event.target.value) } })}
          >
            <WeekdayOptions />
          </select>
        </FormField>
      ) : (
        <div css={pairStyles}>
          <FormField id="lesson-date" label={<Required>{t`Date`}</Required>}>
            <Input
              id="lesson-date"
              type="date"
              value={state.date}
              required
              onChange={(event) => dispatch({ type: 'date', date: event.target.value })}
            />
          </FormField>
          <div>
            <Label htmlFor="lesson-date-weekday">
              <Trans>Day of the week</Trans>
            </Label>
            <output id="lesson-date-weekday" css={fixedValueStyles}>
              {state.date ? dayNames[state.weekday] : '—'}
            </output>
          </div>
        </div>
      )}
      <div css={pairStyles}>
        <FormField id="lesson-start" label={<Required>{t`Start time`}</Required>}>
          <Input
            id="lesson-start"
            type="time"
            required
            value={timeInputValue(state.startHour, state.startMinute)}
            onChange={(event) => {
              const time = parseTimeInput(event.target.value);
              if (time) dispatch({ type: 'startTime', ...time });
            }}
          />
        </FormField>
        <FormField
          id="lesson-end"
          label={<Required>{t`End time`}</Required>}
          hint={<Trans>Moves with the start; ends after midnight when earlier.</Trans>}
        >
          <Input
            id="lesson-end"
            type="time"
            required
            value={timeInputValue(state.endHour, state.endMinute)}
            aria-describedby="lesson-end-message"
            onChange={(event) => {
              const time = parseTimeInput(event.target.value);
              if (time) dispatch({ type: 'endTime', ...time });
            }}
          />
        </FormField>
      </div>
      <FormField id="lesson-time-zone" label={<Trans>Time zone</Trans>}>
        <select
          id="lesson-time-zone"
          css={selectStyles}
          value={state.lessonTimezone}
          onChange={(event) => dispatch({ type: 'set', patch: { lessonTimezone: event.target.value } })}
        >
          {timeZoneOptions(state.lessonTimezone, browserZone).map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
