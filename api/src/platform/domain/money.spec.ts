import { addMoney, amountPaisa, fromPaisa, money, moneyNumber, toPaisa } from './money';

describe('money as exact decimals', () => {
  it('converts between decimal strings, JSON numbers and paisa without float drift', () => {
    expect(toPaisa('1250.5')).toBe(125050);
    expect(toPaisa(0.1)).toBe(10);
    expect(toPaisa('-0.05')).toBe(-5);
    expect(fromPaisa(-5)).toBe('-0.05');
    expect(money(5)).toBe('5.00');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(moneyNumber('999999999999.99')).toBe(999999999999.99);
    expect(() => toPaisa('1.234')).toThrow();
  });

  it('prices units at a rate as the rate in paisa times the units, the one rule the ledger and both apps use', () => {
    expect(amountPaisa(3, '33.33')).toBe(9999);
    expect(amountPaisa(7, 0.1)).toBe(70);
    expect(amountPaisa(0, '60.00')).toBe(0);
  });
});
