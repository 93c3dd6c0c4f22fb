/** The lesson page while its data loads (a skeleton), or when a read it needs failed (Try again). */
import { Trans, useLingui } from '@lingui/react/macro';
import { failureOf } from '../../app/failure';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { translateLessonMessage } from './lesson-messages';
import type { CountryOptions } from './useCountryOptions';

export function CountriesFailure({ countries }: { countries: CountryOptions }) {
  const { t } = useLingui();
  return (
    <LoadFailure
      title={t`Error loading countries`}
      error={countries.error}
      onRetry={() => void countries.retry()}
    />
  );
}

/** A read the form needs failed: the server's reason (4xx), a hint to check the connection, or nothing more (5xx). */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const failure = failureOf(error);
  return (
    <RetryAlert
      title={title}
      reason={
        failure.kind === 'refused' ? (
          translateLessonMessage(i18n, failure)
        ) : failure.kind === 'offline' ? (
          <Trans>Check your connection and try again.</Trans>
        ) : undefined
      }
      onRetry={onRetry}
    />
  );
}

export function FormSkeleton() {
  const { t } = useLingui();
  return <Skeleton label={t`Loading…`} height="32rem" />;
}
