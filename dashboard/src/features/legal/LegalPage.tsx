import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { FALLBACK_LANGUAGE } from '../../config/constants';
import { intlLocale, isLanguage } from '../../i18n/languages';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { MEDIA_QUERIES } from '../../ui/theme';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import {
  LEGAL_DOCUMENT_NAMES,
  LEGAL_DOCUMENTS,
  type LegalDocumentName,
  type LegalDocumentText,
} from './documents';
import {
  bodyStyles,
  eyebrowStyles,
  headerStyles,
  leadStyles,
  metaStyles,
  otherHeadingStyles,
  otherListStyles,
  otherStyles,
  pageStyles,
  proseStyles,
  skeletonBarStyles,
  skeletonStyles,
  titleStyles,
  tocListStyles,
  tocNumberStyles,
  tocStyles,
  tocSummaryStyles,
} from './LegalPage.styles';
import { useLegalDocumentText } from './useLegalDocumentText';

/** The documents' names, as the footer calls them (same messages, so same translations). */
const TITLES = {
  terms: msg`Terms and Conditions`,
  privacy: msg`Privacy Policy`,
  legalNotice: msg`Legal Notice`,
};

/** /terms-and-conditions (spec §2 "Legal pages"). */
export const TermsPage = () => <LegalPage name="terms" />;
/** /privacy-policy */
export const PrivacyPolicyPage = () => <LegalPage name="privacy" />;
/** /legal-notice */
export const LegalNoticePage = () => <LegalPage name="legalNotice" />;

/**
 * A legal document in the current language: title, date, a table of contents, the numbered sections
 * and links to the other documents. The text follows the footer's language switcher. Where the text
 * names a fictional operator (the local runtime, a demo stage), a note says so.
 */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE;
  const { text, loading, failed, retry } = useLegalDocumentText(name, language);
  const title = i18n._(TITLES[name]);
  const { lastUpdated } = LEGAL_DOCUMENTS[name];
  useScrollToAnchorOnce(Boolean(text));

  return (
    <Container css={pageStyles}>
      <header css={headerStyles}>
        <PageTitle title={title} heading={false} contained={false} />
        <p css={eyebrowStyles}>
          <Trans>Legal</Trans>
        </p>
        <h1 css={titleStyles}>{title}</h1>
        <LastUpdated isoDate={lastUpdated} />
        {text?.demoOperator && <DemoOperatorNotice />}
      </header>

      {text && <TableOfContents text={text} />}

      <div css={bodyStyles}>
        {failed && (
          <Alert tone="danger">
            <strong>
              <Trans>This document could not be loaded.</Trans>
            </strong>
            <span>
              <Trans>Check your connection and try again.</Trans>
            </span>
            <Button variant="secondary" onClick={retry} css={{ justifySelf: 'start' }}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        )}
        {text ? (
          <article css={proseStyles} lang={intlLocale(language)} aria-busy={loading}>
            {text.lead && <div css={leadStyles}>{text.lead}</div>}
            {text.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>
                  {index + 1}. {section.heading}
                </h2>
                {section.body}
              </section>
            ))}
          </article>
        ) : (
          !failed && <DocumentSkeleton />
        )}
        <OtherDocuments current={name} />
      </div>
    </Container>
  );
}

/** "Last updated", the date in the reader's language (day first in English too, as the spec writes it). */
function LastUpdated({ isoDate }: { isoDate: string }) {
  const locale = useIntlLocale();
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return (
    <p css={metaStyles}>
      <time dateTime={isoDate}>
        <Trans>Last updated: {date}</Trans>
      </time>
    </p>
  );
}

/** This site is a demonstration: the operator it names (from its configuration) does not exist. */
function DemoOperatorNotice() {
  return (
    <Alert tone="info" role="note">
      <strong>
        <Trans>Demonstration site</Trans>
      </strong>
      <span>
        <Trans>This copy of Plié is a demonstration: the operator named below is fictional.</Trans>
      </span>
    </Alert>
  );
}

/**
 * The numbered sections as links. A disclosure: folded on phones, where 17 entries would push the
 * text a screen down, and open beside the text on wide screens.
 */
function TableOfContents({ text }: { text: LegalDocumentText }) {
  const wide = useMediaQuery(MEDIA_QUERIES.large);
  return (
    <nav aria-labelledby="legal-contents" css={tocStyles}>
      <details open={wide}>
        <summary css={tocSummaryStyles}>
          <span id="legal-contents">
            <Trans>Contents</Trans>
          </span>
          <ChevronIcon />
        </summary>
        <ol css={tocListStyles}>
          {text.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <span css={tocNumberStyles}>{index + 1}.</span> {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      className="chevron"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function OtherDocuments({ current }: { current: LegalDocumentName }) {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby="legal-other-documents" css={otherStyles}>
      <h2 id="legal-other-documents" css={otherHeadingStyles}>
        <Trans>Other legal documents</Trans>
      </h2>
      <ul css={otherListStyles}>
        {LEGAL_DOCUMENT_NAMES.filter((name) => name !== current).map((name) => (
          <li key={name}>
            <Link href={LEGAL_DOCUMENTS[name].path}>{i18n._(TITLES[name])}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Grey bars the size of the text, while the first text downloads. */
function DocumentSkeleton() {
  return (
    <div aria-busy="true" css={skeletonStyles}>
      <VisuallyHidden>
        <Trans>Loading the document…</Trans>
      </VisuallyHidden>
      {[92, 100, 84, 0, 60, 100, 96, 70].map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder bars
        <span key={index} css={skeletonBarStyles} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/**
 * A link to a section (`/privacy-policy#cookies`) arrives before the text does, so the browser
 * cannot scroll to it by itself: scroll once the text is there.
 */
const useScrollToAnchorOnce = (ready: boolean) => {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
};
