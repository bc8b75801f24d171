export {
  CheckboxField,
  CheckboxesField,
  FieldFrame,
  InputField,
  RadioField,
  SelectField,
  TextField,
  type InputFieldProps,
} from './fields';
export {
  EnumRadioField,
  EnumSelectField,
  TimeSelectField,
  ToggledInputField,
  type EnumSelectFieldProps,
} from './choice-fields';
export { PlaceFields, type PlaceValues } from './place-fields';
export { localizedOptions } from './localized-options';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { problemMessages } from './problem-messages';
export { InlineFormMessage } from './inline-form-message';
export { FormMessage } from './form-message';
export { FormActions, type FormCancel } from './form-actions';
export { SubmitButton } from './submit-button';
export { applyServerErrors, type FormStatus, type MessageKey } from './server-errors';
export { ErrorSummary } from './error-summary';
export { PageForm } from './page-form';
export { wholeNumber } from './whole-number';
