/** The schedule's toolbar (part `toolbar`): the studio's title and the table/calendar switch. */
import { useId } from 'react';
import type { Messages } from '../../i18n/en';
import { hiddenStyles, switchStyles, titleStyles, toolbarStyles } from './schedule.styles';

export type ScheduleView = 'table' | 'calendar';

export function ScheduleToolbar({
  title,
  view,
  onViewChange,
  messages,
}: {
  title: string;
  view: ScheduleView;
  onViewChange: (view: ScheduleView) => void;
  messages: Messages;
}) {
  const viewName = useId();
  return (
    <div css={toolbarStyles} part="toolbar">
      <h2 css={titleStyles}>{title}</h2>
      <fieldset css={switchStyles}>
        <legend css={hiddenStyles}>{messages.widget.view}</legend>
        {(['table', 'calendar'] as const).map((option) => (
          <label key={option} data-checked={view === option}>
            <input
              type="radio"
              name={viewName}
              value={option}
              checked={view === option}
              onChange={() => onViewChange(option)}
            />
            {messages.widget[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
