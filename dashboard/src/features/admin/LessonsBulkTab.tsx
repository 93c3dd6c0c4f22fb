import { css, type Theme } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkCreateResult, Studio } from '@plie/shared';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { RetryAlert } from '../../ui/RetryAlert';
import { useFailureToast } from '../account/useFailureToast';
import { selectStyles } from '../lesson-form/lesson-form.styles';
import { useStudioRooms } from '../lesson-form/lesson-form-data';
import { WeekdayOptions } from '../lesson-form/WeekdayOptions';
import { BulkImportResult } from './BulkImportResult';
import {
  BULK_LESSONS_LIMIT,
  type BulkLessonsProblem,
  parseBulkLessons,
  STUDIO_PICKER_LIMIT,
  studiosMatching,
} from './lessons-bulk';

/**
 * The Lessons Bulk tab (spec §2 "Admin panel"; JOURNEYS Anna 2): the platform admin picks a
 * studio (up to 2000, narrowed by typing), one of its rooms and, if every lesson falls on the same
 * day, the weekday; pastes or loads a JSON array of lessons (`examples/bulk-import/`); sends it to
 * `POST /api/lesson/bulk-create`; and sees which rows were created and which refused, and why.
 */
export function LessonsBulkTab() {
  const { t } = useLingui();
  const failureToast = useFailureToast();
  const [studioId, setStudioId] = useState('');
  const [roomId, setRoomId] = useState('');
  const [weekday, setWeekday] = useState('');
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<BulkCreateResult | undefined>(undefined);
  const parsed = parseBulkLessons(text);
  const problem = !parsed.ok && (shown || parsed.problem.kind !== 'empty') ? parsed.problem : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!parsed.ok || sending) return;
    setSending(true);
    setResult(undefined);
    try {
      setResult(
        await apiClient.lessons.bulkCreate({
          body: {
            lessons: parsed.lessons,
            ...(roomId ? { roomId } : {}),
            ...(weekday ? { weekday: Number(weekday) } : {}),
          },
        }),
      );
    } catch (error) {
      failureToast(t`Failed to import the lessons`, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div css={layoutStyles}>
      <form css={formStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
        <Card css={cardStyles}>
          <h2 css={titleStyles}>
            <Trans>Where the lessons go</Trans>
          </h2>
          <StudioPicker
            studioId={studioId}
            onChange={(id) => {
              setStudioId(id);
              setRoomId('');
            }}
          />
          <RoomSelect studioId={studioId} roomId={roomId} onChange={setRoomId} />
          <WeekdaySelect value={weekday} onChange={setWeekday} />
        </Card>
        <Card css={cardStyles}>
          <h2 css={titleStyles}>
            <Trans>Lessons</Trans>
          </h2>
          <LessonsInput text={text} problem={problem} onChange={setText} />
          <div css={sendRowStyles}>
            <Button type="submit" size="lg" disabled={sending || Boolean(problem)}>
              {sending ? <Trans>Importing…</Trans> : <Trans>Send</Trans>}
            </Button>
            {parsed.ok && <ReadyCount count={parsed.lessons.length} />}
          </div>
        </Card>
      </form>
      <div aria-live="polite" css={{ minWidth: 0 }}>
        {result && (
          <Card css={cardStyles}>
            <BulkImportResult result={result} />
          </Card>
        )}
      </div>
    </div>
  );
}

function ReadyCount({ count }: { count: number }) {
  return (
    <p css={mutedStyles}>
      {plural(count, { one: '# lesson ready to import.', other: '# lessons ready to import.' })}
    </p>
  );
}

/** Every studio for the platform admin (`POST /api/studio/search`, limit 2000), narrowed by typing. */
function StudioPicker({ studioId, onChange }: { studioId: string; onChange: (studioId: string) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const studios = useSWR(['admin.bulkStudioPicker', STUDIO_PICKER_LIMIT], () =>
    apiClient.studios.search({ body: { limit: STUDIO_PICKER_LIMIT } }),
  );
  const shown = useMemo(
    () => studiosMatching(studios.data?.items ?? [], search, studioId),
    [studios.data, search, studioId],
  );

  if (studios.error) {
    return (
      <RetryAlert
        title={<Trans>Could not load the studios.</Trans>}
        reason={<Trans>Check your connection and try again.</Trans>}
        onRetry={() => void studios.mutate()}
      />
    );
  }
  const total = studios.data?.items.length ?? 0;
  return (
    <>
      <FormField id="bulk-studio-search" label={<Trans>Find a studio</Trans>}>
        <Input
          id="bulk-studio-search"
          type="search"
          autoComplete="off"
          placeholder={t`Name or studio address`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField
        id="bulk-studio"
        label={<Trans>Studio</Trans>}
        hint={
          studios.data
            ? studios.data.nextCursor
              ? plural(total, {
                  one: 'The first # studio: type to find another.',
                  other: 'The first # studios: type to find another.',
                })
              : plural(total, { one: '# studio.', other: '# studios.' })
            : undefined
        }
      >
        <select
          id="bulk-studio"
          css={selectStyles}
          value={studioId}
          disabled={!studios.data}
          aria-describedby="bulk-studio-message"
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{studios.data ? t`Choose a studio` : t`Loading studios…`}</option>
          {shown.map((studio) => (
            <option key={studio.id} value={studio.id}>
              {studioLabel(studio)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}

const studioLabel = (studio: Pick<Studio, 'name' | 'studioName'>) => `${studio.name} (@${studio.studioName})`;

/** The chosen studio's rooms (`GET /api/room/{studioId}`); none chosen: each lesson names its own `roomId`. */
function RoomSelect({
  studioId,
  roomId,
  onChange,
}: {
  studioId: string;
  roomId: string;
  onChange: (roomId: string) => void;
}) {
  return studioId ? (
    <StudioRoomSelect studioId={studioId} roomId={roomId} onChange={onChange} />
  ) : (
    <FormField id="bulk-room" label={<Trans>Room</Trans>} hint={<Trans>Choose the studio first.</Trans>}>
      <select id="bulk-room" css={selectStyles} disabled aria-describedby="bulk-room-message">
        <option>—</option>
      </select>
    </FormField>
  );
}

function StudioRoomSelect({
  studioId,
  roomId,
  onChange,
}: {
  studioId: string;
  roomId: string;
  onChange: (roomId: string) => void;
}) {
  const { t } = useLingui();
  const rooms = useStudioRooms(studioId);
  if (rooms.error) {
    return (
      <RetryAlert
        title={<Trans>Failed to fetch rooms</Trans>}
        reason={<Trans>Check your connection and try again.</Trans>}
        onRetry={() => void rooms.mutate()}
      />
    );
  }
  const none = rooms.data?.length === 0;
  return (
    <FormField
      id="bulk-room"
      label={<Trans>Room</Trans>}
      hint={
        none ? (
          <Trans>This studio has no rooms yet.</Trans>
        ) : (
          <Trans>Every lesson goes into this room, whatever its own roomId says.</Trans>
        )
      }
    >
      <select
        id="bulk-room"
        css={selectStyles}
        value={roomId}
        disabled={!rooms.data}
        aria-describedby="bulk-room-message"
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{rooms.data ? t`Each lesson’s own roomId` : t`Loading…`}</option>
        {rooms.data?.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The weekday every lesson gets; none chosen: each lesson keeps its own `weekday`. */
function WeekdaySelect({ value, onChange }: { value: string; onChange: (weekday: string) => void }) {
  const { t } = useLingui();
  return (
    <FormField id="bulk-weekday" label={<Trans>Weekday</Trans>}>
      <select
        id="bulk-weekday"
        css={selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Each lesson’s own weekday`}</option>
        <WeekdayOptions />
      </select>
    </FormField>
  );
}

/** The JSON: pasted, or loaded from a file; what is wrong with it, in plain words. */
function LessonsInput({
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

/** One column on phones and tablets; from 960 px the result beside the form. Nothing widens the page. */
const layoutStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
    align-items: start;
    gap: ${theme.space[5]};
  }
`;

const formStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  min-width: 0;
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  min-width: 0;
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[5]};
  }
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

const textareaStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  min-height: 14rem;
  resize: vertical;
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
`;

const sendRowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  ${theme.mq.wide} {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
  }
`;

const mutedStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
