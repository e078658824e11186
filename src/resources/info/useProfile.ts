import { useCallback, useEffect, useState } from 'react';
import { myAccount, type PersonalData } from '@contract/endpoints/myAccount';
import { call } from '../../providers/http';

/** The caller's personal data, kept up to date by the forms that change it. */
export function useProfile() {
  const [profile, setProfile] = useState<PersonalData>();
  const reload = useCallback(() => call(myAccount.getPersonalData, {}).then(setProfile, () => undefined), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { profile, setProfile, reload };
}
