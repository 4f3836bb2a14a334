import { CurrencySettings } from './settings.events';

/** Groups the integer digits in threes with the given separator. */
function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount as the currency settings show it: e.g. 'PKR 1,234.56'. The display format decides
 * what stands beside the number; `symbol_only` follows the position and the format template.
 */
export function formatAmount(amount: number, settings: CurrencySettings): string {
  const places = settings.currency_decimal_places;
  const [whole, fraction] = Math.abs(amount).toFixed(places).split('.');
  const number = `${amount < 0 ? '-' : ''}${group(whole, settings.currency_thousands_separator)}${fraction ? settings.currency_decimal_separator + fraction : ''}`;
  const symbol = settings.currency_symbol;
  // A word-like symbol (PKR, Rs) reads better with a space; a sign ($, ₨) sits against the number.
  const gap = /^[A-Za-z.]+$/.test(symbol) ? ' ' : '';
  switch (settings.currency_display_format) {
    case 'code_amount':
      return `${settings.base_currency} ${number}`;
    case 'amount_symbol':
      return `${number} ${symbol}`;
    case 'symbol_amount':
      return `${symbol} ${number}`;
    default:
      if (settings.currency_position === 'after') return `${number}${gap}${symbol}`;
      if (settings.currency_format_template.includes('{amount}') && settings.currency_format_template !== '{symbol}{amount}') {
        return settings.currency_format_template.replace('{symbol}', symbol).replace('{amount}', number);
      }
      return `${symbol}${gap}${number}`;
  }
}
