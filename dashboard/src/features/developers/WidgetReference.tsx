import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WIDGET_CSS_PROPERTIES, WIDGETS, type WidgetDescription } from '@plie/sdk/elements';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { CodeText } from './CodeText';
import {
  metaTextStyles,
  nameCellStyles,
  proseStyles,
  subTitleStyles,
  tableScrollStyles,
  tableStyles,
  textWithCodeStyles,
} from './developers.styles';

/**
 * Every widget as the sdk's manifest describes it (the same data as `custom-elements.json`): its
 * tag and summary, its attributes, events and parts; then the CSS custom properties they all read.
 */
export function WidgetReference() {
  return (
    <div css={referenceStyles}>
      {WIDGETS.map((widget) => (
        <WidgetCard key={widget.tag} widget={widget} />
      ))}
      <CssProperties />
    </div>
  );
}

function WidgetCard({ widget }: { widget: WidgetDescription }) {
  const { t } = useLingui();
  const headingId = useId();
  const partSelector = `${widget.tag}::part(name)`;
  const customEvent = 'CustomEvent';
  return (
    <Card css={cardStyles} role="region" aria-labelledby={headingId}>
      <h3 id={headingId} css={tagStyles}>
        <code>{`<${widget.tag}>`}</code>
      </h3>
      <p css={[proseStyles, textWithCodeStyles]}>
        <CodeText text={widget.summary} />
      </p>

      <ReferenceTable
        title={<Trans>Attributes</Trans>}
        nameHeader={t`Attribute`}
        rows={widget.attributes.map((attribute) => ({
          name: attribute.name,
          badge: attribute.required ? <Badge tone="warning">{t`Required`}</Badge> : undefined,
          meta: (
            <>
              <span>
                <Trans>Type</Trans> <code>{attribute.type}</code>
              </span>
              {attribute.default && (
                <span>
                  <Trans>Default</Trans> <code>{attribute.default}</code>
                </span>
              )}
            </>
          ),
          description: attribute.description,
        }))}
      />

      <ReferenceTable
        title={<Trans>Events</Trans>}
        note={
          <Trans>
            Each is a <code>{customEvent}</code> that bubbles and is composed: it leaves the shadow root, so a
            listener on the element, the document or any ancestor hears it.
          </Trans>
        }
        nameHeader={t`Event`}
        rows={widget.events.map((event) => ({
          name: event.name,
          meta: (
            <span>
              <Trans>Detail</Trans> <code>{event.detail}</code>
            </span>
          ),
          description: event.description,
        }))}
      />

      <ReferenceTable
        title={<Trans>Parts</Trans>}
        note={
          <Trans>
            Style them from your page with <code>{partSelector}</code>.
          </Trans>
        }
        nameHeader={t`Part`}
        rows={widget.parts.map((part) => ({ name: part.name, description: part.description }))}
      />
    </Card>
  );
}

function CssProperties() {
  const { t } = useLingui();
  const headingId = useId();
  const example = 'plie-schedule { --plie-primary: #0a78c8; }';
  return (
    <Card css={cardStyles} role="region" aria-labelledby={headingId}>
      <h3 id={headingId} css={subTitleStyles}>
        <Trans>CSS custom properties</Trans>
      </h3>
      <p css={[proseStyles, textWithCodeStyles]}>
        <Trans>
          Every widget reads them, set on the element or on any ancestor, e.g. <code>{example}</code>. Without
          them the widget uses the studio’s colour and the theme’s.
        </Trans>
      </p>
      <ReferenceTable
        nameHeader={t`Property`}
        rows={WIDGET_CSS_PROPERTIES.map((property) => ({
          name: property.name,
          meta: property.default && (
            <span>
              <Trans>Default</Trans> <code>{property.default}</code>
            </span>
          ),
          description: property.description,
        }))}
      />
    </Card>
  );
}

interface ReferenceRow {
  name: string;
  badge?: ReactNode;
  meta?: ReactNode;
  description: string;
}

/** A two-column table, readable on a phone: the name with its type and default, then what it does. */
function ReferenceTable({
  title,
  note,
  nameHeader,
  rows,
}: {
  title?: ReactNode;
  note?: ReactNode;
  nameHeader: string;
  rows: readonly ReferenceRow[];
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div css={tableBlockStyles}>
      {title && (
        <h4 id={titleId} css={tableTitleStyles}>
          {title}
        </h4>
      )}
      {note && <p css={[proseStyles, textWithCodeStyles, noteStyles]}>{note}</p>}
      <div css={tableScrollStyles}>
        <table css={tableStyles} aria-labelledby={title ? titleId : undefined}>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col">{t`Description`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td>
                  <div css={nameCellStyles}>
                    <span css={nameLineStyles}>
                      <code>{row.name}</code>
                      {row.badge}
                    </span>
                    {row.meta && <span css={[metaTextStyles, metaStyles]}>{row.meta}</span>}
                  </div>
                </td>
                <td>
                  <CodeText text={row.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const referenceStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[5]};
  }
`;

const tagStyles = (theme: Theme) => css`
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.xl};
  overflow-wrap: anywhere;
  code {
    font-family: inherit;
  }
`;

const tableBlockStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const tableTitleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
`;

const noteStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
`;

const nameLineStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const metaStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
`;
