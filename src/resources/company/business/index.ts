import { basicInformationManagement, BasicInformationPage } from '../basicInformationManagement';
import { defineResource } from '../../../providers/resourceDefinition';

/** The spec's second address of the company's basic information (`/my/business`): the same page. */
export const business = defineResource({
  ...basicInformationManagement,
  name: 'business',
  route: '/my/business',
  pages: { list: BasicInformationPage },
});
