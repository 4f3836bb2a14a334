import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContainerFigures } from './ContainerFigures';

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe("the customer's containers", () => {
  it('shows the cans out as always while the customer holds only the first product', () => {
    render(
      <ContainerFigures
        customer={{ cans_out: 3, containers: [{ product_id: 1, product_name: '19 L can', held: 3, deposited: 0, over_deposit: false }] }}
      />,
    );
    expect(figure('customer-cans')).toBe('Cans out3');
    // An answer without containers (a list row, an older server) is the same.
    render(<ContainerFigures customer={{ cans_out: 2 }} />);
    expect(screen.getAllByTestId('customer-cans').map((element) => element.textContent)).toEqual(['Cans out3', 'Cans out2']);
  });

  it('shows each product’s count when the customer holds more than the first product', () => {
    render(
      <ContainerFigures
        customer={{
          cans_out: 3,
          containers: [
            { product_id: 1, product_name: '19 L can', held: 3, deposited: 0, over_deposit: false },
            { product_id: 3, product_name: '5 gal jar', held: 2, deposited: 0, over_deposit: false },
          ],
        }}
      />,
    );
    expect(figure('customer-cans')).toBe('19 L can out3');
    expect(figure('customer-held-3')).toBe('5 gal jar out2');
  });
});
