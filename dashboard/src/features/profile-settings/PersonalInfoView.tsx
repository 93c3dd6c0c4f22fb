import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import type { ReactNode } from 'react';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';

/** `YYYY-MM-DD` as a date in the interface language ("1 May 1995"), read as a calendar day (no time zone shift). */
const formatDateOfBirth = (date: string, locale: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
};

/** The personal info as saved (view mode of spec §2 "Profile settings"). */
export function PersonalInfoView({ user }: { user: OwnUser }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const notSet = (
    <span css={notSetStyles}>
      <Trans>Not set</Trans>
    </span>
  );

  return (
    <div css={viewStyles}>
      <div css={identityStyles}>
        <Avatar
          name={user.name}
          photo={user.photo}
          alt={user.photo ? t`Your profile photo` : ''}
          size={96}
          css={avatarRingStyles}
        />
        <div css={{ minWidth: 0 }}>
          <p css={nameStyles}>{user.name}</p>
          <p css={usernameStyles}>@{user.username}</p>
        </div>
      </div>
      <dl css={detailsStyles}>
        <Detail term={<Trans>About</Trans>}>
          {user.about ? <span css={aboutStyles}>{user.about}</span> : notSet}
        </Detail>
        <Detail term={<Trans>Instagram</Trans>}>
          {user.instagram ? (
            <a
              href={`https://www.instagram.com/${encodeURIComponent(user.instagram)}/`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {user.instagram}
            </a>
          ) : (
            notSet
          )}
        </Detail>
        <Detail term={<Trans>Date of birth</Trans>}>
          {user.dateOfBirth ? formatDateOfBirth(user.dateOfBirth, locale) : notSet}
        </Detail>
        <Detail term={<Trans>E-mail</Trans>}>
          <span css={emailStyles}>
            <span css={{ overflowWrap: 'anywhere' }}>{user.email}</span>
            {user.isEmailConfirmed ? (
              <Badge tone="success">
                <Trans>Confirmed</Trans>
              </Badge>
            ) : (
              <Badge tone="warning">
                <Trans>Not confirmed</Trans>
              </Badge>
            )}
          </span>
        </Detail>
      </dl>
    </div>
  );
}

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;

const identityStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
`;

const nameStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const usernameStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const detailsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  dt {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
  }
  ${theme.mq.wide} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${theme.space[5]};
    & > div:first-of-type,
    & > div:last-of-type {
      grid-column: 1 / -1;
    }
  }
`;

const aboutStyles = css`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const emailStyles = (theme: Theme) => css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const notSetStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-style: italic;
`;

/** A thin ring around the big avatar, so a photo with a light edge still reads as a circle. */
const avatarRingStyles = (theme: Theme) => css`
  box-shadow: 0 0 0 3px ${theme.colors.surface}, 0 0 0 4px ${theme.colors.border};
  font-family: ${theme.font.display};
`;
