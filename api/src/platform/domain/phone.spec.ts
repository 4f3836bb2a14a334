import { normalisePakistaniMobile, phoneDigitsForSearch, whatsappNumber } from './phone';

describe('Pakistani mobile numbers', () => {
  it.each([
    '0300-1234567',
    '0300 1234567',
    '03001234567',
    '+92 300 1234567',
    '+923001234567',
    '92-300-1234567',
    '0092 300 1234567',
    '(0300) 1234567',
  ])('normalises %s to E.164', (text) => expect(normalisePakistaniMobile(text)).toBe('+923001234567'));

  it.each(['042-35761234', '0300-123456', '+44 7700 900123', '04001234567', 'abc', ''])('refuses %s', (text) =>
    expect(normalisePakistaniMobile(text)).toBeNull(),
  );

  it('turns a search term into the digits of a stored number', () => {
    expect(phoneDigitsForSearch('0300-1234567')).toBe('923001234567');
    expect(phoneDigitsForSearch('+92 300')).toBe('92300');
    expect(phoneDigitsForSearch('1234567')).toBe('1234567');
    expect(phoneDigitsForSearch('Ahmed')).toBeNull();
    expect(phoneDigitsForSearch('12')).toBeNull();
  });

  it("gives a contact's WhatsApp number as WhatsApp writes it: their WhatsApp mobile, else their phone, else none", () => {
    expect(whatsappNumber({ whatsapp: '+923331234567', phone: '+923001234567' })).toBe('923331234567');
    expect(whatsappNumber({ whatsapp: null, phone: '0300-1234567' })).toBe('923001234567');
    expect(whatsappNumber({ whatsapp: '042-35761234', phone: '+923001234567' })).toBe('923001234567');
    expect(whatsappNumber({ whatsapp: '', phone: null })).toBeNull();
  });
});
