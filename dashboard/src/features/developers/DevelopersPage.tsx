import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, WEB_PATHS } from '@plie/shared';
import { useLocation, useSearch } from 'wouter';
import { usePageOrigin } from '../../app/prerender-pass';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { ApiReference } from './ApiReference';
import { CodeBlock } from './CodeBlock';
import { DeveloperGuides } from './DeveloperGuides';
import { pageStyles, proseStyles, textWithCodeStyles } from './developers.styles';
import { LivePreview } from './LivePreview';
import { Section } from './Section';
import { developersPath, EXAMPLE_STUDIO, scheduleSnippet, studioFromQuery } from './snippets';
import { useOwnStudios } from './useOwnStudios';
import { WidgetReference } from './WidgetReference';
import { YourStudios } from './YourStudios';

const PREVIEW_ID = 'live-preview';

// Code quoted in the texts, kept out of the messages so translators never touch it.
const exampleStudio = EXAMPLE_STUDIO;
const studiosPrefix = `${WEB_PATHS.studios}/`;
const headElement = '<head>';
const scheduleElement = '<plie-schedule>';
const signupElement = '<plie-lesson-signup>';
const groupJoinElement = '<plie-group-join>';
const errorShape = '{ statusCode, error, message, fields? }';

/**
 * /developers: how to put Plié on another website. The copy-paste snippet, the signed-in user's
 * studios each with its own, a live preview of the real `<plie-schedule>` (its studio in `?studio=`),
 * the widgets' reference from the sdk's manifest, events, CSP, the npm package, and the API's
 * operations from its OpenAPI document.
 */
export function DevelopersPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const own = useOwnStudios();
  const origin = usePageOrigin();
  const chosen = studioFromQuery(useSearch());
  const previewStudio =
    chosen ?? (own.isLoading ? undefined : (own.studios[0]?.studioName ?? EXAMPLE_STUDIO));
  const showInPreview = (studio: string) => navigate(developersPath(studio), { replace: true });

  return (
    <>
      <PageTitle
        title={t`Developers`}
        subtitle={
          <Trans>
            Put your studio’s schedule on any website with two lines of HTML, or build on the Plié API.
          </Trans>
        }
      />
      <Container css={pageStyles}>
        <nav aria-label={t`On this page`}>
          <ul css={contentsStyles}>
            <li>
              <a href="#quick-start">{t`Quick start`}</a>
            </li>
            <li>
              <a href="#your-studios">{t`Your studios`}</a>
            </li>
            <li>
              <a href={`#${PREVIEW_ID}`}>{t`Live preview`}</a>
            </li>
            <li>
              <a href="#widgets">{t`Widget reference`}</a>
            </li>
            <li>
              <a href="#events">{t`Events`}</a>
            </li>
            <li>
              <a href="#csp">{t`Content Security Policy`}</a>
            </li>
            <li>
              <a href="#npm">{t`npm package`}</a>
            </li>
            <li>
              <a href="#api">{t`API reference`}</a>
            </li>
          </ul>
        </nav>

        <Section id="quick-start" title={t`Quick start`}>
          <p css={[proseStyles, textWithCodeStyles]}>
            <Trans>
              Paste these two lines into your website’s HTML where the schedule should appear, and put your
              studio’s page address in <code>studio</code>: the part after <code>{studiosPrefix}</code>, like{' '}
              <code>{exampleStudio}</code>. The script registers the widgets as custom elements; each draws
              itself in its own shadow root, so the styles of your site and of the widget never mix.
            </Trans>
          </p>
          <CodeBlock
            code={scheduleSnippet(origin, { studio: 'your_studio', lang: 'en' })}
            label={t`Quick start snippet`}
            copyLabel={t`Copy the quick start snippet`}
          />
          <p css={[proseStyles, textWithCodeStyles]}>
            <Trans>
              Load the script once per page, e.g. in <code>{headElement}</code>; then use any of the three
              tags as often as you like: <code>{scheduleElement}</code>, <code>{signupElement}</code> and{' '}
              <code>{groupJoinElement}</code>.
            </Trans>
          </p>
        </Section>

        <Section id="your-studios" title={t`Your studios`}>
          <YourStudios
            own={own}
            onPreview={(studio) => {
              showInPreview(studio);
              document.getElementById(PREVIEW_ID)?.scrollIntoView({ block: 'start' });
            }}
          />
        </Section>

        <Section id={PREVIEW_ID} title={t`Live preview`}>
          <p css={proseStyles}>
            <Trans>
              The real widget, loaded from this site as your page would load it. Change the options and copy
              the snippet under it.
            </Trans>
          </p>
          <LivePreview studio={previewStudio} onStudioChange={showInPreview} />
        </Section>

        <Section id="widgets" title={t`Widget reference`}>
          {i18n.locale !== 'en' && (
            <p css={proseStyles}>
              <Trans>The descriptions from the widgets’ manifest and the API are in English.</Trans>
            </p>
          )}
          <WidgetReference />
        </Section>

        <DeveloperGuides origin={origin} />

        <Section id="api" title={t`API reference`}>
          <p css={[proseStyles, textWithCodeStyles]}>
            <Trans>
              Every operation of the API, from its OpenAPI 3.1 document:{' '}
              <a href={ROUTES.meta.openApi.path}>
                <code>/api/openapi.json</code>
              </a>
              . Send the access token of a signed-in user as <code>Authorization: Bearer …</code>; errors
              always have the shape <code>{errorShape}</code>.
            </Trans>
          </p>
          <ApiReference />
        </Section>
      </Container>
    </>
  );
}

const contentsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget};
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.full};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-size: ${theme.fontSize.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surfaceSunken};
    color: ${theme.colors.primaryText};
  }
`;
