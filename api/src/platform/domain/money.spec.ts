import { addMoney, fromPaisa, money, moneyNumber, toPaisa } from './money';

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
});
