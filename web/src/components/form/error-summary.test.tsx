import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { renderInRouter } from '../../testing/test-utils';
import { ErrorSummary } from './error-summary';
import { CheckboxField, FormActions, TextField } from './index';

const schema = yup.object({
  title: yup.string().required('Enter the title.'),
  items: yup.array(yup.object({ name: yup.string().required('Enter the name.') })),
});

function ItemsForm({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  return (
    <Formik
      initialValues={{ title: '', items: [{ name: 'Desk' }, { name: '' }] }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <ErrorSummary />
        <TextField name="title" label="Title" required />
        {[0, 1].map((index) => (
          <fieldset key={index}>
            <legend>{`Item ${index + 1}`}</legend>
            <TextField name={`items.${index}.name`} label="Name" required />
          </fieldset>
        ))}
        <FormActions submitLabel="Save" />
      </Form>
    </Formik>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing before a submit', async () => {
    await renderInRouter(<ItemsForm />, { language: 'en' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('after a failed submit, lists the problems in page order, a repeated label with its group', async () => {
    const user = userEvent.setup();
    await renderInRouter(<ItemsForm />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('region', { name: 'There are 2 problems to fix' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Title: Enter the title.', 'Item 2: Name: Enter the name.']);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();

    await user.click(within(summary).getByRole('link', { name: /^Item 2/ }));
    const second = within(screen.getByRole('group', { name: 'Item 2' })).getByRole('textbox');
    expect(second).toHaveFocus();
    await user.type(second, 'Chair');
    expect(
      await screen.findByRole('region', { name: 'There is 1 problem to fix' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Office furniture');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('links a checkbox by its message alone', async () => {
    const user = userEvent.setup();
    await renderInRouter(
      <Formik
        initialValues={{ agreed: false }}
        validationSchema={yup.object({ agreed: yup.boolean().isTrue('Agree to the terms.') })}
        onSubmit={() => {}}
      >
        <Form noValidate>
          <ErrorSummary />
          <CheckboxField name="agreed" label="I agree to the terms of sharing, all seven of them" />
          <FormActions submitLabel="Save" />
        </Form>
      </Formik>,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('region', { name: 'There is 1 problem to fix' });
    expect(within(summary).getByRole('link')).toHaveTextContent(/^Agree to the terms\.$/);
    expect(screen.getByRole('checkbox')).toHaveFocus();
  });
});
