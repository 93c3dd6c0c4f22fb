import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeLesson } from '../lesson-table/make-lesson';
import { AttendanceSignUp, type AttendanceSignUpProps } from './attendance-sign-up';

const render = (props: Partial<AttendanceSignUpProps> = {}) =>
  renderToStaticMarkup(
    <AttendanceSignUp
      lesson={makeLesson({ nextDate: '2026-12-01' })}
      legalLinks={{ terms: '/terms', privacy: '/privacy' }}
      submit={() => Promise.reject(new Error('not sent in this test'))}
      {...props}
    />,
  );

describe('<AttendanceSignUp>', () => {
  it('asks a guest to accept the terms and privacy policy (links in a new tab); Sign up waits for it', () => {
    const html = render();
    expect(html).toContain('Legal Documents Required');
    expect(html).toMatch(/<a href="\/terms" target="_blank" rel="noopener">Terms and Conditions/);
    expect(html).toMatch(/<a href="\/privacy" target="_blank" rel="noopener">Privacy Policy/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sign up<\/button>/);
  });

  it('prefills a signed-in dancer, without the legal checkbox', () => {
    const html = render({
      user: { id: 'u1', name: 'Oleh Dancer', email: 'oleh@plie.test', instagram: 'oleh' },
    });
    expect(html).toContain('value="Oleh Dancer"');
    expect(html).toContain('value="oleh@plie.test"');
    expect(html).toContain('value="oleh"');
    expect(html).not.toContain('Legal Documents Required');
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  });

  it.each([
    ['pl', ['Imię i nazwisko', 'Akceptuję', 'Zapisz się']],
    ['ua', ['Повне ім’я', 'Я приймаю', 'Записатися']],
  ] as const)('speaks %s', (language, texts) => {
    const html = render({ language });
    for (const text of texts) expect(html).toContain(text);
  });
});
