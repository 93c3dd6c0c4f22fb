import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Button } from '../../ui/Button';
import { SearchBox } from '../filters/SearchBox';
import { AdminList } from './AdminList';
import { filterRowStyles } from './admin.styles';
import { parseSearchText } from './admin-lists';
import { UserRow } from './UserRow';
import { useAdminUsers } from './useAdminList';
import { useQueryChange } from './useQueryChange';

/** The Users tab (spec §2): every user, newest first, found by name, username or e-mail. */
export function UsersTab() {
  const { t } = useLingui();
  const [query, changeQuery] = useQueryChange();
  const search = parseSearchText(query);
  const onSearch = useCallback((text: string) => changeQuery({ search: text }), [changeQuery]);
  const list = useAdminUsers(search);

  return (
    <>
      <div css={filterRowStyles}>
        <SearchBox
          label={t`Search users`}
          placeholder={t`Name, username or e-mail`}
          value={search}
          onSearch={onSearch}
        />
      </div>
      <AdminList
        label={t`Users`}
        loadingLabel={t`Loading users…`}
        errorText={<Trans>Could not load the users.</Trans>}
        list={list}
        empty={
          search ? (
            <>
              <p>
                <Trans>No user matches this search.</Trans>
              </p>
              <Button variant="secondary" onClick={() => changeQuery({ search: '' })}>
                <Trans>Clear the search</Trans>
              </Button>
            </>
          ) : (
            <p>
              <Trans>No users yet.</Trans>
            </p>
          )
        }
      >
        {list.items.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </AdminList>
    </>
  );
}
