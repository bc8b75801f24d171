import { useFormikContext } from 'formik';

/**
 * A small form's failure, said where the form is (formik's `status`, a worded message): the device
 * page's short forms keep it beside their field rather than in a toast, the way they were read.
 */
export function FailureText() {
  const { status } = useFormikContext<unknown>();
  if (typeof status !== 'string') return null;
  return (
    <p role="alert" className="state state--error">
      {status}
    </p>
  );
}
