import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, messagesFor, weekdayName } from '@plie/sdk/components';
import { type Language, LEVELS, type Level, WEEKDAY } from '@plie/shared';
import { Fragment, memo, type ReactNode, useMemo } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { AgeField } from './AgeField';
import { type FilterField, type FilterVariant, fieldsOf } from './filter-variants';
import { sameFieldProps } from './same-field-props';
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
 *
 * A tap on a filter draws again only the group it changed (issue #18: it answers within 100 ms on a
 * phone): each group is memoised on its own values and a setter that lasts while `onChange` does.
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
  const set = useMemo(
    () => ({
      days: (days: number[]) => onChange({ days }),
      styles: (styles: string[]) => onChange({ styles }),
      levels: (levels: Level[]) => onChange({ levels }),
      age: (age: number | null) => onChange({ age }),
      openOnly: (openOnly: boolean) => onChange({ openOnly }),
    }),
    [onChange],
  );
  const field = (name: FilterField): ReactNode => {
    switch (name) {
      case 'city':
      case 'room':
      case 'teacher':
      case 'studio':
        return slots[name] ?? null;
      case 'days':
        return <DayChips selected={filters.days} language={language} onChange={set.days} />;
      case 'styles':
        return <StyleChips selected={filters.styles} offered={offeredStyles} onChange={set.styles} />;
      case 'levels':
        return <LevelChips selected={filters.levels} language={language} onChange={set.levels} />;
      case 'age':
        return <AgeFilter value={filters.age} onChange={set.age} />;
      case 'openOnly':
        return <OpenOnlyField checked={Boolean(filters.openOnly)} onChange={set.openOnly} />;
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

/** The days of the week, Monday first: short names shown, full ones read out. */
const DayChips = memo(function DayChips({
  selected,
  language,
  onChange,
}: {
  selected: number[];
  language: Language;
  onChange: (days: number[]) => void;
}) {
  const options = useMemo(() => {
    const locale = intlLocale(language);
    return WEEKDAYS.map((day) => ({
      value: day,
      label: (
        <>
          <span aria-hidden="true">{weekdayName(day, locale, 'short')}</span>
          <VisuallyHidden>{weekdayName(day, locale, 'long')}</VisuallyHidden>
        </>
      ),
    }));
  }, [language]);
  return (
    <ToggleChips legend={<Trans>Days</Trans>} options={options} selected={selected} onChange={onChange} />
  );
}, sameFieldProps);

const LevelChips = memo(function LevelChips({
  selected,
  language,
  onChange,
}: {
  selected: Level[];
  language: Language;
  onChange: (levels: Level[]) => void;
}) {
  const options = useMemo(() => {
    const names = messagesFor(language).levels;
    return LEVELS.map((level) => ({ value: level, label: names[level] }));
  }, [language]);
  return (
    <ToggleChips legend={<Trans>Levels</Trans>} options={options} selected={selected} onChange={onChange} />
  );
}, sameFieldProps);

const AgeFilter = memo(AgeField);

const OpenOnlyField = memo(function OpenOnlyField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (openOnly: boolean) => void;
}) {
  return (
    <Checkbox
      label={<Trans>Hide closed groups</Trans>}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
});

/** The dance styles (the offered ones, and any chosen: a chosen one can always be unchosen). */
const StyleChips = memo(function StyleChips({
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
}, sameFieldProps);
