import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { Checkbox } from '../../ui/Checkbox';
import type { SignupDetailsForm } from './signup-form';

type Consents = Pick<SignupDetailsForm, 'parentalConsent' | 'termsAccepted' | 'privacyAccepted'>;

/**
 * The sign-up's checkboxes (spec §5): a guardian's consent for 13–17 (`minor`), then the Terms
 * and the Privacy Policy, opened in a new tab. Used by /signup and /complete-signup.
 */
export function LegalConsentFields({
  minor,
  value,
  onChange,
}: {
  minor: boolean;
  value: Consents;
  onChange: (field: keyof Consents, checked: boolean) => void;
}) {
  return (
    <fieldset css={legalStyles}>
      <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <Trans>Legal documents</Trans>
      </legend>
      {minor && (
        <Checkbox
          checked={value.parentalConsent}
          onChange={(event) => onChange('parentalConsent', event.target.checked)}
          label={<Trans>My parent or legal guardian agrees to my creating this account.</Trans>}
        />
      )}
      <Checkbox
        checked={value.termsAccepted}
        onChange={(event) => onChange('termsAccepted', event.target.checked)}
        label={
          <Trans>
            I accept the{' '}
            <a href={webPath.terms()} target="_blank" rel="noopener noreferrer">
              Terms and Conditions
            </a>
          </Trans>
        }
      />
      <Checkbox
        checked={value.privacyAccepted}
        onChange={(event) => onChange('privacyAccepted', event.target.checked)}
        label={
          <Trans>
            I accept the{' '}
            <a href={webPath.privacyPolicy()} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>
          </Trans>
        }
      />
    </fieldset>
  );
}

const legalStyles = (theme: Theme) => css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
`;
