"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ur = void 0;
/** The statement PDF's words in Urdu (right to left). Same keys as en.ts. */
exports.ur = {
    direction: 'rtl',
    months: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
    title: 'پانی کا ماہانہ بل',
    plantCode: 'پلانٹ کوڈ',
    address: 'پتہ',
    phone: 'فون',
    customer: 'گاہک',
    customerCode: 'گاہک کوڈ',
    area: 'علاقہ',
    rate: 'فی بوتل ریٹ، روپے',
    opening: 'سابقہ بقایا، روپے',
    openingCans: 'شروع میں بوتلیں',
    date: 'تاریخ',
    delivered: 'دی گئیں',
    returned: 'واپس',
    amount: 'رقم',
    paid: 'ادا',
    balance: 'بقایا',
    cans: 'بوتلیں',
    noLines: 'اس مہینے کوئی ترسیل یا ادائیگی نہیں ہوئی',
    totals: 'کل',
    closing: 'آخری بقایا، روپے',
    amountDue: 'واجب الادا رقم، روپے',
    advance: 'پیشگی رقم، روپے',
    cansHeld: 'آپ کے پاس بوتلیں',
    deposit: 'سیکیورٹی ڈپازٹ، روپے',
    depositCans: 'ڈپازٹ کی بوتلیں',
    howToPay: 'ادائیگی کا طریقہ',
    payCash: 'رائیڈر کو نقد ادا کریں یا پلانٹ کو فون کریں',
};
//# sourceMappingURL=ur.js.map