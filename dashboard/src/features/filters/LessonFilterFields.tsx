import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, messagesFor, weekdayName } from '@plie/sdk/components';
import { type Language, LEVELS, type Level, WEEKDAY } from '@plie/shared';
import { Fragment, type ReactNode } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { AgeField } from './AgeField';
import { type FilterField, type FilterVariant, fieldsOf } from './filter-variants';
import { fieldsetStyles, ToggleChips } from './ToggleChips';

const WEEKDAYS = Array.from({ length: WEEKDAY.count }, (_, day) => day);

/** The lesson filters these fields set (the Main search's and the Studio and Teacher variants'). */
export interface LessonFilterValues {
  days: number[];
  styles: string[];
  levels: Level[];
  age: number | null;
  openOnly?: boolean;
}

/** The fields that need the page's data or state: the page renders them. */
export type FieldSlots = Partial<
  Record<Extract<FilterField, 'city' | 'room' | 'teacher' | 'studio'>, ReactNode>
>;

/**
 * The fields of a lesson filter variant's panel (spec §2), in the variant's order (`filter-variants`):
 * days, dance styles, levels, age and closed groups drawn here, the city, room, teacher and studio
 * pickers given by the page (`slots`; a slot left out shows nothing).
 */
export function LessonFilterFields({
  variant,
  filters,
  language,
  onChange,
  slots = {},
  offeredStyles,
}: {
  variant: FilterVariant;
  filters: LessonFilterValues;
  language: Language;
  onChange: (change: Partial<LessonFilterValues>) => void;
  slots?: FieldSlots;
  /** Only these dance styles are offered (those of the schedule being narrowed); all when left out. */
  offeredStyles?: ReadonlySet<string>;
}) {
  const locale = intlLocale(language);
  const levelNames = messagesFor(language).levels;
  const field = (name: FilterField): ReactNode => {
    switch (name) {
      case 'city':
      case 'room':
      case 'teacher':
      case 'studio':
        return slots[name] ?? null;
      case 'days':
        return (
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
        );
      case 'styles':
        return (
          <StyleChips
            selected={filters.styles}
            offered={offeredStyles}
            onChange={(styles) => onChange({ styles })}
          />
        );
      case 'levels':
        return (
          <ToggleChips
            legend={<Trans>Levels</Trans>}
            options={LEVELS.map((level) => ({ value: level, label: levelNames[level] }))}
            selected={filters.levels}
            onChange={(levels) => onChange({ levels })}
          />
        );
      case 'age':
        return <AgeField value={filters.age} onChange={(age) => onChange({ age })} />;
      case 'openOnly':
        return (
          <Checkbox
            label={<Trans>Hide closed groups</Trans>}
            checked={Boolean(filters.openOnly)}
            onChange={(event) => onChange({ openOnly: event.target.checked })}
          />
        );
    }
  };
  return (
    <>
      {fieldsOf(variant).map((name) => {
        const rendered = field(name);
        return rendered ? <Fragment key={name}>{rendered}</Fragment> : null;
      })}
    </>
  );
}

/** The dance styles (the offered ones, and any chosen: a chosen one can always be unchosen). */
function StyleChips({
  selected,
  offered,
  onChange,
}: {
  selected: string[];
  offered: ReadonlySet<string> | undefined;
  onChange: (styles: string[]) => void;
}) {
  const { t } = useLingui();
  const { data: styles, error } = useDanceStyles();
  const legend = <Trans>Dance styles</Trans>;
  if (styles) {
    const options = styles
      .filter((style) => !offered || offered.has(style.id) || selected.includes(style.id))
      .map((style) => ({ value: style.id, label: style.name }));
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
