import { Trans, useLingui } from '@lingui/react/macro';
import { CodeBlock } from './CodeBlock';
import { proseStyles, subTitleStyles, textWithCodeStyles } from './developers.styles';
import { cspExample, eventsExample, npmInstall, reactExample, typingsExample } from './guide-code';
import { Section } from './Section';

// Code quoted in the texts, kept out of the messages so translators never touch it.
const unsafeInline = "'unsafe-inline'";
const unsafeEval = "'unsafe-eval'";
const styleSrc = 'style-src';
const elementsEntry = '@plie/sdk/elements';
const componentsEntry = '@plie/sdk/components';
const tagNameMap = 'HTMLElementTagNameMap';
const manifestFile = 'custom-elements.json';

/** The events, Content Security Policy and npm package sections of the developers page. */
export function DeveloperGuides({ origin }: { origin: string }) {
  const { t } = useLingui();
  return (
    <>
      <Section id="events" title={t`Events`}>
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            The widgets tell your page what happened through DOM events: every one bubbles and is composed, so
            you can listen on the element or on the document. For example, to know when a dancer signs up:
          </Trans>
        </p>
        <CodeBlock code={eventsExample()} label={t`Events example`} copyLabel={t`Copy the events example`} />
      </Section>

      <Section id="csp" title={t`Content Security Policy`}>
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            If your site sends a Content Security Policy, allow the Plié origin for the script, its API calls
            and images. The widgets need neither <code>{unsafeInline}</code> nor <code>{unsafeEval}</code>.
          </Trans>
        </p>
        <CodeBlock code={cspExample(origin)} label={t`Content Security Policy directives`} />
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            Their styles go into stylesheets adopted by each widget’s shadow root, which{' '}
            <code>{styleSrc}</code> does not restrict: it needs nothing.
          </Trans>
        </p>
      </Section>

      <Section id="npm" title={t`npm package`}>
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            Building with React, or calling the API from your own code? The package has the typed API client,
            the same schedule as a React component, and the widgets’ typings.
          </Trans>
        </p>
        <CodeBlock code={npmInstall} label={t`Install the package`} copyLabel={t`Copy the install command`} />
        <h3 css={subTitleStyles}>
          <Trans>The schedule in React</Trans>
        </h3>
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            <code>{componentsEntry}</code> exports the components the widgets are made of, for React 18 and
            later:
          </Trans>
        </p>
        <CodeBlock
          code={reactExample(origin)}
          label={t`React example`}
          copyLabel={t`Copy the React example`}
        />
        <h3 css={subTitleStyles}>
          <Trans>Typings</Trans>
        </h3>
        <p css={[proseStyles, textWithCodeStyles]}>
          <Trans>
            <code>{elementsEntry}</code> adds the tags to <code>{tagNameMap}</code> and their events to{' '}
            <code>addEventListener</code>, with the type of each event’s detail. Editors read the tags,
            attributes and events from <code>{manifestFile}</code>, the Custom Elements Manifest in the
            package.
          </Trans>
        </p>
        <CodeBlock code={typingsExample} label={t`Typings example`} copyLabel={t`Copy the typings example`} />
      </Section>
    </>
  );
}
