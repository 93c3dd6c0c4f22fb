import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailabilityRequest } from '@plie/shared';
import { useCallback, useState } from 'react';
import { apiClient } from '../../api/client';
import { failureOf } from '../../app/failure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { translateLessonMessage } from './lesson-messages';

/** The availability question of the form's slot, or why there is none ('Fill in required data'). */
export type AvailabilityQuestion =
  | { ok: true; request: AvailabilityRequest }
  | { ok: false; message: string };

/** What the check said, for the question it was asked (`key`): a changed slot forgets the answer. */
type AvailabilityAnswer = { key: string } & (
  | { status: 'checking' }
  | { status: 'available' }
  /** Taken, or the question could not be asked: the message says why (in English, as the rules and the API say it). */
  | { status: 'refused'; message: string }
  | { status: 'failed' }
);

/**
 * The "Check availability" courtesy (spec §5, §8; the server checks again when saving): asks
 * `POST /api/lesson/checkAvailability` and keeps the answer for as long as the slot stays the same.
 * `refuse` records a refusal learnt elsewhere (a save answered 409).
 */
export const useAvailabilityCheck = (question: AvailabilityQuestion) => {
  const key = JSON.stringify(question);
  const [answer, setAnswer] = useState<AvailabilityAnswer | undefined>(undefined);

  const check = useCallback(async () => {
    if (!question.ok) {
      setAnswer({ key, status: 'refused', message: question.message });
      return;
    }
    setAnswer({ key, status: 'checking' });
    try {
      const result = await apiClient.lessons.checkAvailability({ body: question.request });
      setAnswer(
        result.available
          ? { key, status: 'available' }
          : { key, status: 'refused', message: result.message ?? 'Time slot is not available.' },
      );
    } catch (error) {
      const failure = failureOf(error);
      setAnswer(
        failure.kind === 'refused'
          ? { key, status: 'refused', message: failure.message }
          : { key, status: 'failed' },
      );
    }
  }, [key, question]);

  const refuse = useCallback((message: string) => setAnswer({ key, status: 'refused', message }), [key]);
  return { answer: answer?.key === key ? answer : undefined, check, refuse };
};

/** The button and what it found, in a polite live region. */
export function AvailabilityCheck({
  answer,
  onCheck,
}: {
  answer: AvailabilityAnswer | undefined;
  onCheck: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div css={rowStyles}>
      <Button variant="secondary" onClick={onCheck} disabled={answer?.status === 'checking'}>
        <Trans>Check availability</Trans>
      </Button>
      <div aria-live="polite" css={answerStyles}>
        {answer?.status === 'checking' && (
          <p css={checkingStyles}>
            <Spinner />
            <Trans>Checking…</Trans>
          </p>
        )}
        {answer?.status === 'available' && (
          <Alert tone="success">
            <Trans>Time slot is available</Trans>
          </Alert>
        )}
        {answer?.status === 'refused' && (
          <Alert tone="danger">{translateLessonMessage(i18n, answer.message)}</Alert>
        )}
        {answer?.status === 'failed' && (
          <Alert tone="danger">
            <Trans>Could not check the time slot. Try again.</Trans>
          </Alert>
        )}
      </div>
    </div>
  );
}

const rowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  ${theme.mq.wide} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
  }
`;

const answerStyles = css`
  min-width: 0;
`;

const checkingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
