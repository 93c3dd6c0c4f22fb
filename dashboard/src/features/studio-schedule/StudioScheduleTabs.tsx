import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio } from '@plie/shared';
import { Tabs } from '../../ui/Tabs';
import { NARROWING_PARAMS } from '../filters/lesson-narrowing';
import { StudioGroups } from '../groups/StudioGroups';
import { ScheduleTab } from './ScheduleTab';
import { SUB_TAB_PARAM, VIEW_PARAM } from './useScheduleView';

/** The studio page's schedule (spec §2): sub-tabs lessons (table or calendar) and groups. */
export function StudioScheduleTabs({ studio }: { studio: Studio }) {
  const { t } = useLingui();
  return (
    <Tabs
      label={t`Schedule`}
      param={SUB_TAB_PARAM}
      // The lessons' view and filters don't apply to the groups.
      dropParams={[VIEW_PARAM, ...NARROWING_PARAMS]}
      tabs={[
        { id: 'lessons', label: <Trans>Lessons</Trans>, panel: <ScheduleTab studio={studio} /> },
        { id: 'groups', label: <Trans>Groups</Trans>, panel: <StudioGroups studio={studio} /> },
      ]}
    />
  );
}
