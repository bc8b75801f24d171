export { CheckboxField, InputField, RadioField, SelectField, TextField } from './fields';
export { FormMessage } from './form-message';
export { applyServerErrors, type FormStatus } from './server-errors';
