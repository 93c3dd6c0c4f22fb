import { Trans } from '@lingui/react/macro';
import { emptyStyles } from './admin.styles';

/**
 * The Lessons Bulk tab (spec §2). Importing lessons needs lessons, which arrive with lesson
 * scheduling (`POST /api/lesson/bulk-create` answers 501 until then): until that day the tab says
 * so plainly rather than offering a form that cannot work.
 */
export function LessonsBulkTab() {
  return (
    <div css={emptyStyles}>
      <h2>
        <Trans>Lesson import arrives with lesson scheduling</Trans>
      </h2>
      <p>
        <Trans>
          Once studios can schedule lessons, you will import a studio’s whole term here from a JSON file, and
          see which lessons were created and which were refused, and why.
        </Trans>
      </p>
    </div>
  );
}
