import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { usePageOrigin } from '../../app/prerender-pass';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../config/constants';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { Input, inputStyles, Label } from '../../ui/Field';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { CodeBlock } from './CodeBlock';
import { type ScheduleTheme, type ScheduleView, scheduleAttributes, scheduleSnippet } from './snippets';
import { useEmbedScript } from './useEmbedScript';

/**
 * The real `<plie-schedule>` of the script-tag bundle, in this page, with the options of the form
 * (studio, language, view, theme) and the snippet that shows the same on another site. The studio
 * applies on Show (it is in the address: `?studio=`); the rest at once.
 */
export function LivePreview({
  studio,
  onStudioChange,
}: {
  /** The studio shown; `undefined` while the default one (the user's first studio) is loading. */
  studio: string | undefined;
  onStudioChange: (studio: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [lang, setLang] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE);
  const [view, setView] = useState<ScheduleView>('table');
  const [theme, setTheme] = useState<ScheduleTheme>('auto');
  const script = useEmbedScript();
  const options = { studio: studio ?? '', lang, view, theme };
  const attributes = scheduleAttributes(options);
  const snippet = scheduleSnippet(usePageOrigin(), options);

  return (
    <div css={previewStyles}>
      <StudioForm key={studio} studio={studio ?? ''} onSubmit={onStudioChange} />
      <div css={choicesStyles}>
        <Choice
          label={t`Language`}
          value={lang}
          onChange={(value) => setLang(isLanguage(value) ? value : FALLBACK_LANGUAGE)}
          options={LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]])}
        />
        <Choice
          label={t`View`}
          value={view}
          onChange={(value) => setView(value === 'calendar' ? 'calendar' : 'table')}
          options={[
            ['table', t`Table`],
            ['calendar', t`Calendar`],
          ]}
        />
        <Choice
          label={t`Theme`}
          value={theme}
          onChange={(value) => setTheme(value === 'light' || value === 'dark' ? value : 'auto')}
          options={[
            ['auto', t`The visitor’s setting`],
            ['light', t`Light`],
            ['dark', t`Dark`],
          ]}
        />
      </div>

      <div css={stageStyles}>
        {script.state === 'failed' ? (
          <RetryAlert title={<Trans>The widget script did not load</Trans>} onRetry={script.retry} />
        ) : !studio ? (
          <Skeleton height="16rem" label={t`Loading your studios…`} />
        ) : (
          <>
            {script.state === 'loading' && <Skeleton height="16rem" label={t`Loading the widget…`} />}
            {/* A new element for every change of options, as a page written with them would have. */}
            <plie-schedule key={snippet} {...attributes} />
          </>
        )}
      </div>

      <CodeBlock
        code={snippet}
        label={t`Snippet for this preview`}
        copyLabel={t`Copy the snippet for this preview`}
      />
    </div>
  );
}

/** The studio's page address (its slug), applied on Show (so the widget loads once, not on every key). */
function StudioForm({ studio, onSubmit }: { studio: string; onSubmit: (studio: string) => void }) {
  const [draft, setDraft] = useState(studio);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value) onSubmit(value);
  };
  return (
    <form css={studioFormStyles} onSubmit={submit}>
      <div css={{ flex: '1 1 14rem' }}>
        <Label htmlFor={id}>
          <Trans>Studio page address</Trans>
        </Label>
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
      <Button type="submit" variant="secondary">
        <Trans>Show</Trans>
      </Button>
    </form>
  );
}

function Choice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const id = useId();
  return (
    <div css={{ flex: '1 1 10rem', minWidth: 0 }}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} css={selectStyles} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

const previewStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const studioFormStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space[3]};
`;

const choicesStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
`;

/**
 * Where the widget renders: a framed stand-in for the studio's own page, scrolling inside itself
 * so a studio's long schedule doesn't push the rest of the page away.
 */
const stageStyles = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  min-width: 0;
  max-height: min(75vh, 48rem);
  overflow: auto;
  padding: ${theme.space[3]};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${theme.mq.wide} {
    padding: ${theme.space[4]};
  }
  & > plie-schedule {
    display: block;
    min-width: 0;
  }
`;
