/**
 * The app's own texts in the three languages Plié speaks (the sdk components bring theirs). A real
 * app would keep these in its i18n library's catalogs; a typed object is enough for a few lines.
 */
import type { Language } from './plie';

export interface Texts {
  title: string;
  subtitle: string;
  studio: string;
  language: string;
  studiosFailed: string;
  signedUp: string;
  nobodyYet: string;
  lessonsIn: (city: string) => string;
  loading: string;
  lessonsFailed: string;
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ua: 'Українська', pl: 'Polski' };

export const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Dance classes',
    subtitle: 'A React app on @plie/sdk',
    studio: 'Studio',
    language: 'Language',
    studiosFailed: 'Could not load the list of studios; the demo ones are offered.',
    signedUp: 'Signed up',
    nobodyYet: 'Nobody yet: press Attend on a lesson of the schedule.',
    lessonsIn: (city) => `Lessons in ${city}`,
    loading: 'Loading…',
    lessonsFailed: 'Could not load the lessons.',
  },
  ua: {
    title: 'Заняття з танців',
    subtitle: 'Застосунок React на @plie/sdk',
    studio: 'Студія',
    language: 'Мова',
    studiosFailed: 'Не вдалося завантажити список студій; показано демонстраційні.',
    signedUp: 'Записалися',
    nobodyYet: 'Поки нікого: натисніть «Записатися» біля заняття в розкладі.',
    lessonsIn: (city) => `Заняття: ${city}`,
    loading: 'Завантаження…',
    lessonsFailed: 'Не вдалося завантажити заняття.',
  },
  pl: {
    title: 'Zajęcia taneczne',
    subtitle: 'Aplikacja React na @plie/sdk',
    studio: 'Studio',
    language: 'Język',
    studiosFailed: 'Nie udało się wczytać listy studiów; dostępne są studia demonstracyjne.',
    signedUp: 'Zapisani',
    nobodyYet: 'Jeszcze nikt: naciśnij „Zapisz się” przy zajęciach w grafiku.',
    lessonsIn: (city) => `Zajęcia: ${city}`,
    loading: 'Wczytywanie…',
    lessonsFailed: 'Nie udało się wczytać zajęć.',
  },
};
