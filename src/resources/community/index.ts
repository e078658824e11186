import { mySuggestions, questionnaireAdmin, suggestionQueue } from '@contract/endpoints/community';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** Community in the console (issue 19): my suggestions, the platform's reply queue. */
export const suggestion = defineResource({
  name: 'suggestion',
  route: '/my/suggestion',
  permission: PERMISSIONS.profileRead,
  endpoints: { list: mySuggestions.page },
  pages: { list: lazyPage(() => import('./MySuggestionsPage')) },
});

export const suggestionReply = defineResource({
  name: 'suggestionReply',
  route: '/my/administration/suggestion',
  permission: PERMISSIONS.suggestionReply,
  endpoints: { list: suggestionQueue.page },
  pages: { list: lazyPage(() => import('./SuggestionQueuePage')) },
});

export const questionnaire = defineResource({
  name: 'questionnaire',
  route: '/my/administration/questionnaire',
  permission: PERMISSIONS.contentManage,
  endpoints: { list: questionnaireAdmin.page },
  pages: { list: lazyPage(() => import('./QuestionnaireAdminPage')) },
});
