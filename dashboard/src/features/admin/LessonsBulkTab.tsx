import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkCreateResult } from '@plie/shared';
import { type FormEvent, useState } from 'react';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { BulkImportResult } from './BulkImportResult';
import { BulkLessonsInput } from './BulkLessonsInput';
import { BulkRoomSelect, BulkWeekdaySelect } from './BulkPlaceFields';
import { BulkStudioPicker } from './BulkStudioPicker';
import { parseBulkLessons } from './lessons-bulk';
import {
  cardStyles,
  formStyles,
  layoutStyles,
  mutedStyles,
  sendRowStyles,
  titleStyles,
} from './lessons-bulk.styles';

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
          <BulkStudioPicker
            studioId={studioId}
            onChange={(id) => {
              setStudioId(id);
              setRoomId('');
            }}
          />
          <BulkRoomSelect studioId={studioId} roomId={roomId} onChange={setRoomId} />
          <BulkWeekdaySelect value={weekday} onChange={setWeekday} />
        </Card>
        <Card css={cardStyles}>
          <h2 css={titleStyles}>
            <Trans>Lessons</Trans>
          </h2>
          <BulkLessonsInput text={text} problem={problem} onChange={setText} />
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
