/**
 * A lesson's distance from the visitor as the schedule shows it ("350 m", "1.2 km", "12 km"), in the
 * interface language's number format (`Intl.NumberFormat` units: "1,2 km" in Polish, "1,2 км" in
 * Ukrainian). Below a kilometre, to 10 m; below 10 km, to 0.1 km; farther, whole kilometres.
 */
import { intlLocale } from '@plie/sdk/components';
import type { Language } from '@plie/shared';

export const distanceLabel = (meters: number, language: Language): string => {
  const locale = intlLocale(language);
  const tens = Math.round(meters / 10) * 10;
  if (tens < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      tens,
    );
  }
  const kilometres = meters / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: kilometres < 9.95 ? 1 : 0,
  }).format(kilometres);
};
