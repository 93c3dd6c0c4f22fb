import { Trans, useLingui } from '@lingui/react/macro';
import { AGE, LEVELS, type Level } from '@plie/shared';
import type { Dispatch } from 'react';
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../config/constants';
import { LEVEL_LABELS } from '../../i18n/level-labels';
import { Checkbox } from '../../ui/Checkbox';
import { FormField, Input } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { hintStyles, pairStyles, selectStyles } from './lesson-form.styles';
import type { LessonFormAction, LessonFormState } from './lesson-form-state';

/**
 * What the lesson is (spec §3): its style (required, from `GET /api/style`), an optional name (the
 * style's when empty), the level, the ages (0 = no lower, 100 = no upper limit) and whether it is a
 * closed group.
 */
export function LessonDetailsFields({
  state,
  dispatch,
}: {
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
}) {
  const { t, i18n } = useLingui();
  const styles = useDanceStyles();
  const styleName = styles.data?.find((style) => style.id === state.styleId)?.name;
  const savedStyleMissing = state.styleId && styles.data && !styleName;

  return (
    <>
      <FormField
        id="lesson-style"
        label={<Required>{t`Dance style`}</Required>}
        error={styles.error ? t`Could not load the dance styles.` : undefined}
      >
        <select
          id="lesson-style"
          css={selectStyles}
          value={state.styleId}
          required
          aria-describedby="lesson-style-message"
          onChange={(event) => dispatch({ type: 'set', patch: { styleId: event.target.value } })}
        >
          <option value="">{styles.data ? t`Choose a style` : t`Loading…`}</option>
          {savedStyleMissing && <option value={state.styleId}>{state.styleId}</option>}
          {styles.data?.map((style) => (
            <option key={style.id} value={style.id}>
              {style.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="lesson-name"
        label={<Trans>Lesson name</Trans>}
        hint={<Trans>Optional: the style’s name is used when empty.</Trans>}
      >
        <Input
          id="lesson-name"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          placeholder={styleName ?? t`e.g. Salsa On1 — Beginners`}
          value={state.name}
          aria-describedby="lesson-name-message"
          onChange={(event) => dispatch({ type: 'set', patch: { name: event.target.value } })}
        />
      </FormField>
      <FormField id="lesson-level" label={<Trans>Level</Trans>}>
        <select
          id="lesson-level"
          css={selectStyles}
          value={state.level}
          onChange={(event) =>
            dispatch({ type: 'set', patch: { level: Number(event.target.value) as Level } })
          }
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level] ? i18n._(LEVEL_LABELS[level]) : level}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <div css={pairStyles}>
          <FormField id="lesson-age-min" label={<Trans>Minimum age</Trans>}>
            <AgeInput
              id="lesson-age-min"
              value={state.ageMin}
              onChange={(ageMin) => dispatch({ type: 'set', patch: { ageMin } })}
            />
          </FormField>
          <FormField id="lesson-age-max" label={<Trans>Maximum age</Trans>}>
            <AgeInput
              id="lesson-age-max"
              value={state.ageMax}
              onChange={(ageMax) => dispatch({ type: 'set', patch: { ageMax } })}
            />
          </FormField>
        </div>
        <p id="lesson-ages-hint" css={hintStyles}>
          <Trans>0 means no lower limit, 100 no upper limit.</Trans>
        </p>
      </div>
      <Checkbox
        label={
          <>
            <Trans>Closed group</Trans>
            <span css={hintStyles} style={{ display: 'block', marginTop: 0 }}>
              <Trans>Only the group’s members come: nobody can sign up for a single class.</Trans>
            </span>
          </>
        }
        checked={state.isClosedGroup}
        onChange={(event) => dispatch({ type: 'set', patch: { isClosedGroup: event.target.checked } })}
      />
    </>
  );
}

function AgeInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={AGE.min}
      max={AGE.max}
      step={1}
      value={value}
      aria-describedby="lesson-ages-hint"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The song the choreography is set to (spec §3 `choreography`), both optional. */
export function ChoreographyFields({
  state,
  dispatch,
  linkError,
}: {
  state: LessonFormState;
  dispatch: Dispatch<LessonFormAction>;
  linkError: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField id="lesson-song-name" label={<Trans>Song</Trans>}>
        <Input
          id="lesson-song-name"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          placeholder={t`Artist – title`}
          value={state.songName}
          onChange={(event) => dispatch({ type: 'set', patch: { songName: event.target.value } })}
        />
      </FormField>
      <FormField id="lesson-song-link" label={<Trans>Song link</Trans>} error={linkError}>
        <Input
          id="lesson-song-link"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={URL_MAX_LENGTH}
          placeholder="https://"
          value={state.songLink}
          aria-invalid={Boolean(linkError)}
          aria-describedby="lesson-song-link-message"
          onChange={(event) => dispatch({ type: 'set', patch: { songLink: event.target.value } })}
        />
      </FormField>
    </>
  );
}
