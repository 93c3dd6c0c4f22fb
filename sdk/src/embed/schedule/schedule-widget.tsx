/**
 * `<plie-schedule studio view styles levels days …>`: a studio's weekly schedule with the attend flow,
 * as a component of its attributes inside `WidgetShell` (`../plie.ts` registers it). It takes the
 * studio's colour unless `color` says otherwise, and announces ready, error, sign-up and group join.
 */
import type { ReactElement } from 'react';
import { useMemo, useState } from 'react';
import { Schedule } from '../../components/schedule/schedule';
import type { PrimaryColor } from '../../theme';
import { emit } from '../events';
import { type Attributes, Missing } from '../widget-parts';
import { WidgetShell } from '../widget-shell';
import { daysOf, levelsOf, stylesOf, viewOf } from './schedule.attributes';

export function ScheduleWidget(
  props: Attributes<'studio' | 'view' | 'styles' | 'levels' | 'days'>,
): ReactElement {
  const [studioColor, setStudioColor] = useState<PrimaryColor>();
  const styles = useMemo(() => stylesOf(props.styles), [props.styles]);
  const levels = useMemo(() => levelsOf(props.levels), [props.levels]);
  const days = useMemo(() => daysOf(props.days), [props.days]);
  return (
    <WidgetShell {...props} studioColor={studioColor}>
      {(context) =>
        props.studio ? (
          <Schedule
            studio={props.studio}
            client={context.client}
            user={context.user}
            view={viewOf(props.view)}
            styles={styles}
            levels={levels}
            days={days}
            legalLinks={context.legalLinks}
            language={context.language}
            onStudio={(studio) => setStudioColor(studio.primaryColor)}
            onReady={() => emit(context.host, 'plie-ready', { tag: 'plie-schedule' })}
            onSignedUp={(attendance, lesson) => emit(context.host, 'plie-signup', { attendance, lesson })}
            onGroupJoined={(member) =>
              emit(context.host, 'plie-group-join', { member, groupId: member.groupId })
            }
            onError={(failure) => emit(context.host, 'plie-error', failure)}
          />
        ) : (
          <Missing attribute="studio" context={context} />
        )
      }
    </WidgetShell>
  );
}
