import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { FormField, Input } from '../../ui/Field';
import { BULK_LESSONS_LIMIT, type BulkLessonsProblem } from './lessons-bulk';
import { textareaStyles } from './lessons-bulk.styles';

/** The JSON: pasted, or loaded from a file; what is wrong with it, in plain words. */
export function BulkLessonsInput({
  text,
  problem,
  onChange,
}: {
  text: string;
  problem: BulkLessonsProblem | undefined;
  onChange: (text: string) => void;
}) {
  const { i18n } = useLingui();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
    event.target.value = '';
  };
  const error = problem ? problemText(problem, i18n) : undefined;
  return (
    <>
      <FormField
        id="bulk-lessons"
        label={<Trans>Lessons (JSON array)</Trans>}
        error={error}
        hint={
          <Trans>
            Each lesson as the API takes it: styleId, startHour, startMinute, endHour, endMinute,
            lessonTimezone, and teacherId or customTeacherName. See examples/bulk-import.
          </Trans>
        }
      >
        <textarea
          id="bulk-lessons"
          css={textareaStyles}
          rows={12}
          spellCheck={false}
          autoComplete="off"
          placeholder={EXAMPLE_PLACEHOLDER}
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby="bulk-lessons-message"
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      <FormField id="bulk-lessons-file" label={<Trans>Or load a JSON file</Trans>}>
        <Input
          id="bulk-lessons-file"
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onFile(event)}
        />
      </FormField>
    </>
  );
}

const EXAMPLE_PLACEHOLDER = `[
  {
    "styleId": "salsa",
    "startHour": 18, "startMinute": 0,
    "endHour": 19, "endMinute": 0,
    "lessonTimezone": "Europe/Warsaw",
    "customTeacherName": "Anna Kowalska"
  }
]`;

const problemText = (problem: BulkLessonsProblem, i18n: I18n): string => {
  switch (problem.kind) {
    case 'empty':
      return i18n._(msg`Paste the lessons first.`);
    case 'notJson': {
      const detail = problem.detail;
      return i18n._(msg`This is not valid JSON: ${detail}`);
    }
    case 'notArray':
      return i18n._(msg`Paste a JSON array of lessons: [ … ], one object per lesson.`);
    case 'noLessons':
      return i18n._(msg`The array is empty: add at least one lesson.`);
    case 'tooMany': {
      const count = problem.count;
      const limit = BULK_LESSONS_LIMIT;
      return i18n._(msg`${count} lessons: at most ${limit} can be imported at once.`);
    }
    case 'notAnObject': {
      const number = problem.index + 1;
      return i18n._(msg`Lesson ${number} is not a JSON object.`);
    }
  }
};
