/** Words and numbers of the matching screens (the explanation's live in shared code, with its component). */
export {
  categoryText,
  conditionText,
  elementText,
  percent,
  points,
  propertyText,
  type PropertyValue,
} from '../../../components/matchExplanation/format';
