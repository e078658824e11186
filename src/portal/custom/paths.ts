import { CUSTOM_PATHS } from '@contract/endpoints/customization';
export { loginPath } from '../../components/loginPath';

/** The request form starting from one catalogue grade (the material detail page links here). */
export const customFormFromGrade = (grade: { id: number; name: string }) =>
  `${CUSTOM_PATHS.form}?gradeId=${grade.id}&gradeName=${encodeURIComponent(grade.name)}`;
/** Changing a request still under pre-review. */
export const customEditPath = (id: number) => `${CUSTOM_PATHS.form}?id=${id}`;
/** Where the user adds delivery addresses (the personal centre). */
export const DELIVERY_ADDRESS_PATH = '/my/deliveryAddress';
