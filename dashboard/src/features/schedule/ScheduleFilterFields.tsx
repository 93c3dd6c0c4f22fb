import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, messagesFor, weekdayName } from '@plie/sdk/components';
import { type Language, LEVELS, WEEKDAY } from '@plie/shared';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { AgeField } from './AgeField';
import { CityField } from './CityField';
import type { ScheduleFilters } from './schedule-filters';
import { fieldsetStyles, ToggleChips } from './ToggleChips';

const WEEKDAYS = Array.from({ length: WEEKDAY.count }, (_, day) => day);

/** The Main filters of the panel (spec §2): city, days, dance styles, levels, age, closed groups. */
export function ScheduleFilterFields({
  filters,
  language,
  onChange,
}: {
  filters: ScheduleFilters;
  language: Language;
  onChange: (change: Partial<ScheduleFilters>) => void;
}) {
  const locale = intlLocale(language);
  const levelNames = messagesFor(language).levels;
  return (
    <>
      <CityField filters={filters} onChange={onChange} />
      <ToggleChips
        legend={<Trans>Days</Trans>}
        options={WEEKDAYS.map((day) => ({
          value: day,
          label: (
            <>
              <span aria-hidden="true">{weekdayName(day, locale, 'short')}</span>
              <VisuallyHidden>{weekdayName(day, locale, 'long')}</VisuallyHidden>
            </>
          ),
        }))}
        selected={filters.days}
        onChange={(days) => onChange({ days })}
      />
      <StyleChips selected={filters.styles} onChange={(styles) => onChange({ styles })} />
      <ToggleChips
        legend={<Trans>Levels</Trans>}
        options={LEVELS.map((level) => ({ value: level, label: levelNames[level] }))}
        selected={filters.levels}
        onChange={(levels) => onChange({ levels })}
      />
      <AgeField value={filters.age} onChange={(age) => onChange({ age })} />
      <Checkbox
        label={<Trans>Hide closed groups</Trans>}
        checked={filters.openOnly}
        onChange={(event) => onChange({ openOnly: event.target.checked })}
      />
    </>
  );
}

function StyleChips({ selected, onChange }: { selected: string[]; onChange: (styles: string[]) => void }) {
  const { t } = useLingui();
  const { data: styles, error } = useDanceStyles();
  const legend = <Trans>Dance styles</Trans>;
  if (styles) {
    const options = styles.map((style) => ({ value: style.id, label: style.name }));
    return (
      <ToggleChips legend={legend} options={options} selected={selected} onChange={onChange} scrollable />
    );
  }
  return (
    <fieldset css={fieldsetStyles}>
      <legend>{legend}</legend>
      {error ? (
        <p role="alert">
          <Trans>Could not load the dance styles.</Trans>
        </p>
      ) : (
        <Skeleton height="8rem" label={t`Loading dance styles…`} />
      )}
    </fieldset>
  );
}
