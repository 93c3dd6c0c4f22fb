import { useEffect } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { analytics } from './analytics';

/** Tells product analytics who is signed in (when a token is configured); renders nothing. */
export function AnalyticsIdentify() {
  const { user } = useCurrentUser();
  const email = user?.email;
  const name = user?.name;
  useEffect(() => {
    if (email && name) analytics.identify({ email, name });
    else analytics.reset();
  }, [email, name]);
  return null;
}
