import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerFigures } from './ContainerFigures';
import { product } from './test-utils';

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe("the customer's containers", () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

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

  it('says what the deposit covers of a product, and marks one held beyond it in the warning colour', () => {
    render(
      <ContainerFigures
        customer={{
          cans_out: 2,
          containers: [
            { product_id: 1, product_name: '19 L can', held: 2, deposited: 0, over_deposit: false },
            { product_id: 3, product_name: '5 L jar', held: 3, deposited: 2, over_deposit: true },
            { product_id: 4, product_name: 'Glass bottle', held: 1, deposited: 1, over_deposit: false },
            { product_id: 5, product_name: 'Crate', held: 1, deposited: 0, over_deposit: false },
          ],
        }}
      />,
    );
    expect(figure('customer-held-3')).toBe('5 L jar out3deposit covers 2 · more than the deposit covers');
    expect(figure('customer-held-4')).toBe('Glass bottle out1deposit covers 1');
    // Nothing covered, nothing to say.
    expect(figure('customer-held-5')).toBe('Crate out1');
    expect(figure('customer-cans')).toBe('19 L can out2');
    const warned = (testId: string) =>
      [...screen.getByTestId(testId).querySelectorAll('p')].filter((line) => getComputedStyle(line).color === 'rgb(237, 108, 2)').length;
    // The count and its line, in the warning colour; nothing of a product the deposit covers.
    expect(warned('customer-held-3')).toBe(2);
    expect(warned('customer-held-4')).toBe(0);
  });

  it('shows a deposit for a product the customer holds none of now, in Urdu with the product’s Urdu name', async () => {
    await act(() => i18next.changeLanguage('ur'));
    render(
      <ContainerFigures
        customer={{
          cans_out: 2,
          containers: [
            { product_id: 1, product_name: '19 L can', held: 2, deposited: 0, over_deposit: false },
            { product_id: 3, product_name: '5 L jar', held: 0, deposited: 2, over_deposit: false },
            { product_id: 4, product_name: 'Glass bottle', held: 2, deposited: 0, over_deposit: true },
          ],
        }}
        products={[product({ id: 3, name: '5 L jar', name_ur: '5 لیٹر جار', returnable: true, deposit_per_unit: 300 })]}
      />,
    );
    expect(figure('customer-held-3')).toBe('باہر 5 لیٹر جار02 کی سیکیورٹی جمع ہے');
    expect(figure('customer-held-4')).toBe('باہر Glass bottle2سیکیورٹی سے زیادہ پاس ہیں');
  });
});
