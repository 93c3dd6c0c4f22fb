/**
 * Text folded for comparing and searching: `Kraków`, ` krakow ` and `KRAKÓW` become `krakow`,
 * `Łódź` becomes `lodz`. The server's search keys (functions `db/keys.ts`) and the dashboard's
 * client-side matching (city, country, studio lookups, slug suggestions) fold the same way, so what
 * a list matches on screen is what the API matches.
 *
 * The rule, and why each step: Unicode NFD splits a letter from its accents, which are then
 * dropped (the `Diacritic` property, not `Mark`: it keeps the vowel signs of scripts such as
 * Devanagari, but also drops spacing accents such as `^` and `` ` ``); `ł`/`Ł` are letters of their
 * own that NFD does not split, so Polish needs them mapped by hand; then surrounding spaces go and
 * everything is lower case (locale-independent, so a Turkish runtime folds `I` the same).
 * Stored keys depend on this exact output: changing it means re-keying the table.
 */

export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .trim()
    .toLowerCase();
