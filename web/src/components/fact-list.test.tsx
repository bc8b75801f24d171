import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('shows each fact as a dt/dd pair in a div, leaving out those that do not apply', () => {
    const { container } = render(
      <FactList
        className="reservation__facts"
        facts={[
          { term: 'Lender', value: 'Imaging lab', translate: 'no' },
          null,
          { term: 'Fee', value: <strong>Free</strong> },
        ]}
      />,
    );

    const list = container.querySelector('dl');
    expect(list).toHaveClass('reservation__facts');
    const pairs = [...list!.children].map((div) => [div.tagName, div.children[0]?.tagName]);
    expect(pairs).toEqual([
      ['DIV', 'DT'],
      ['DIV', 'DT'],
    ]);
    expect(screen.getByText('Imaging lab', { selector: 'dd' })).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Free').closest('dd')).not.toHaveAttribute('translate');
    expect(screen.getByText('Fee', { selector: 'dt' })).toBeInTheDocument();
  });
});
