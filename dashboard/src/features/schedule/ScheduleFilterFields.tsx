import type { Language } from '@plie/shared';
import { LessonFilterFields } from '../filters/LessonFilterFields';
import type { ScheduleFilters } from '../filters/schedule-filters';
import { CityField, type NearMeControl } from './CityField';

/** The Main filters of the panel (spec §2): city (and "Near me"), days, dance styles, levels, age, closed groups. */
export function ScheduleFilterFields({
  filters,
  language,
  onChange,
  nearMe,
}: {
  filters: ScheduleFilters;
  language: Language;
  onChange: (change: Partial<ScheduleFilters>) => void;
  nearMe: NearMeControl;
}) {
  return (
    <LessonFilterFields
      variant="main"
      filters={filters}
      language={language}
      onChange={onChange}
      slots={{ city: <CityField filters={filters} onChange={onChange} nearMe={nearMe} /> }}
    />
  );
}
