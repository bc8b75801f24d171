import { describe, expect, it } from 'vitest';

/**
 * The form kit's classes (`field`, `field__label`, `field__control`, ...) are styled by
 * `components/form/form.css`, which only the kit's own fields import. A page opened directly (the
 * earnings and payments pages, the lender's dialogs) that renders those classes by hand showed bare,
 * inline, unstyled inputs until it imported the stylesheet itself: every module of share mode's
 * lender and user pages that renders them must load it, directly or through the kit.
 */
const sources = {
  ...import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../../usage/**/*.tsx', '!../../usage/**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

const USES_FIELD_CLASSES = /className=(?:"|\{?['"`])field(?:__|[\s"'`])/;
const LOADS_FORM_STYLES =
  /import '(?:\.\.\/)+components\/form\/form\.css';|from '(?:\.\.\/)+components\/form';/;

describe('form styles of the lender and user pages', () => {
  const users = Object.entries(sources).filter(([, source]) => USES_FIELD_CLASSES.test(source));

  it('finds the modules that render the form classes by hand', () => {
    const names = users.map(([file]) => file.split('/').pop());
    expect(names).toEqual(
      expect.arrayContaining([
        'earnings-page.tsx',
        'payment-dialog.tsx',
        'reservation-actions.tsx',
        'payments-page.tsx',
      ]),
    );
  });

  it.each(users.map(([file, source]) => [file, source] as const))(
    '%s loads the form stylesheet',
    (_file, source) => {
      expect(source).toMatch(LOADS_FORM_STYLES);
    },
  );
});
