import { describe, expect, it } from 'vitest';
import { WIDGET_ATTRIBUTE_NAMES } from '../widget-tags';
import { LESSON_SIGNUP_ATTRIBUTE_NAMES } from './lesson-signup.attributes';
import { lessonSignupManifest } from './lesson-signup.manifest';

describe('<plie-lesson-signup>', () => {
  it('is registered with the lesson, the date and the common attributes', () => {
    expect(WIDGET_ATTRIBUTE_NAMES['plie-lesson-signup']).toEqual([
      'lesson',
      'date',
      'lang',
      'theme',
      'color',
      'api',
    ]);
    expect(LESSON_SIGNUP_ATTRIBUTE_NAMES).toBe(WIDGET_ATTRIBUTE_NAMES['plie-lesson-signup']);
  });

  it('documents lesson as its one required attribute and plie-signup as the event of its own', () => {
    expect(lessonSignupManifest.tag).toBe('plie-lesson-signup');
    expect(
      lessonSignupManifest.attributes.filter((attribute) => attribute.required).map((a) => a.name),
    ).toEqual(['lesson']);
    expect(lessonSignupManifest.events.map((event) => event.name)).toEqual([
      'plie-ready',
      'plie-error',
      'plie-signup',
    ]);
  });
});
