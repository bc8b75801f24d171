export {
  CheckboxField,
  FieldFrame,
  InputField,
  RadioField,
  SelectField,
  TextField,
} from './fields';
export { FormMessage } from './form-message';
export { FormActions, type FormCancel } from './form-actions';
export { applyServerErrors, type FormStatus } from './server-errors';
export { ErrorSummary } from './error-summary';
