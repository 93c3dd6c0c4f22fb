import { Trans } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PersonalInfoView } from './PersonalInfoView';
import { SettingsSection } from './SettingsSection';

/** Personal info (spec §2 "Profile settings"): view mode, Edit to change it, back to view on save or cancel. */
export function PersonalInfoSection({ user, refresh }: { user: OwnUser; refresh: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLDivElement>(null);

  /** Edit mode, with focus on its first field. */
  const enterEditMode = () => {
    setEditing(true);
    requestAnimationFrame(() => section.current?.querySelector<HTMLInputElement>('#profile-name')?.focus());
  };

  /** Back to view mode, with focus on the Edit button again (it is re-rendered in place). */
  const leaveEditMode = () => {
    setEditing(false);
    requestAnimationFrame(() =>
      section.current?.querySelector<HTMLButtonElement>('[data-edit-profile]')?.focus(),
    );
  };

  return (
    <div ref={section}>
      <SettingsSection
        title={<Trans>Personal information</Trans>}
        action={
          !editing && (
            <Button variant="secondary" data-edit-profile onClick={enterEditMode}>
              <Trans>Edit</Trans>
            </Button>
          )
        }
      >
        {editing ? (
          <PersonalInfoForm user={user} refresh={refresh} onDone={leaveEditMode} />
        ) : (
          <PersonalInfoView user={user} />
        )}
      </SettingsSection>
    </div>
  );
}
