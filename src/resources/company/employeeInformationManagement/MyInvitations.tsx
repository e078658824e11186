import { useCustom } from '@refinedev/core';
import { Button, Card, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { employees, type Invitation } from '@contract/endpoints/employees';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { useAction } from '../../../console/useAction';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { session } from '../../../providers/session';

/**
 * Invitations to join a company, answered in the personal centre. Accepting changes the user's roles at
 * once on the server; the login check is read again so the menu follows.
 */
export function MyInvitations() {
  const { t } = useTranslation('console');
  const { result } = useCustom<Invitation[]>({ url: employees.myInvitations.path, method: 'get', errorNotification: false, meta: { silent: true } });
  const invitations = Array.isArray(result.data) ? (result.data as Invitation[]) : [];
  const accept = useAction(employees.answerInvitation, { success: message('invitationAccepted'), invalidates: 'all' });
  const decline = useAction(employees.answerInvitation, { success: message('invitationDeclined'), invalidates: 'all' });
  const busy = accept.running || decline.running;

  const answer = async (invitation: Invitation, accepted: boolean) => {
    const done = await (accepted ? accept : decline).run({ id: invitation.id, accept: accepted });
    // Joining a company changes the user's roles at once: the login check is read again so the menu follows.
    if (done !== undefined && accepted) session.applyCheck(await call(loginCustom.checkLogin, {}));
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
                <Button type="primary" loading={accept.running} onClick={() => answer(invitation, true)} data-testid={`invitation-accept-${invitation.id}`}>
                  {t('invitations.accept')}
                </Button>
                <Button disabled={busy} onClick={() => answer(invitation, false)}>
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
