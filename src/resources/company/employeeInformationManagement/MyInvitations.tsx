import { useCallback, useEffect, useState } from 'react';
import { Button, Card, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Invitation } from '@contract/endpoints/employees';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { session } from '../../../providers/session';

/**
 * Invitations to join a company, answered in the personal centre. Accepting changes the user's roles at
 * once on the server; the login check is read again so the menu follows.
 */
export function MyInvitations() {
  const { t } = useTranslation('console');
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [busy, setBusy] = useState<number>();
  const load = useCallback(() => call(employees.myInvitations, {}, { silent: true }).then(setInvitations, () => undefined), []);
  useEffect(() => {
    void load();
  }, [load]);

  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    try {
      await call(employees.answerInvitation, { id: invitation.id, accept });
      notify('success', message(accept ? 'invitationAccepted' : 'invitationDeclined'));
      if (accept) session.applyCheck(await call(loginCustom.checkLogin, {}));
      await load();
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(undefined);
    }
  };

  if (invitations.length === 0) return null;
  return (
    <Card title={t('invitations.title')} style={{ marginTop: 16 }} data-testid="my-invitations">
      <List
        dataSource={invitations}
        renderItem={(invitation) => (
          <List.Item
            actions={[
              <Space key="answer">
                <Button type="primary" loading={busy === invitation.id} onClick={() => answer(invitation, true)} data-testid={`invitation-accept-${invitation.id}`}>
                  {t('invitations.accept')}
                </Button>
                <Button disabled={busy === invitation.id} onClick={() => answer(invitation, false)}>
                  {t('invitations.decline')}
                </Button>
              </Space>,
            ]}
          >
            <List.Item.Meta
              title={t('invitations.text', { company: invitation.companyName, name: invitation.fullName })}
              description={invitation.groupName ? t('invitations.group', { group: invitation.groupName }) : undefined}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
