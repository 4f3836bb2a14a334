"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.invoicePdf = invoicePdf;
const pdf_1 = require("../../platform/pdf/pdf");
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pkr = (value) => `PKR ${amount.format(value)}`;
const STATUS = { pending: 'Pending', paid: 'Paid', overdue: 'Overdue', void: 'Void' };
/** An invoice from the platform to an owner as a PDF (the same renderer as customers' statements). */
function invoicePdf(invoice) {
    const right = { alignment: 'right' };
    const rows = invoice.items.map((item) => [(0, pdf_1.text)(item.description), (0, pdf_1.text)(String(item.days), right), (0, pdf_1.text)(pkr(item.amount), right)]);
    const payments = invoice.payments.map((p) => [(0, pdf_1.text)(p.paid_at), (0, pdf_1.text)(p.method), (0, pdf_1.text)(p.reference ?? ''), (0, pdf_1.text)(pkr(p.amount), right)]);
    return (0, pdf_1.renderPdf)({
        info: { title: `Invoice ${invoice.number}`, creator: 'Paani' },
        pageMargins: [40, 40, 40, 40],
        content: [
            { columns: [(0, pdf_1.text)('Paani', { fontSize: 18, bold: true }), (0, pdf_1.text)(`Invoice ${invoice.number}`, { fontSize: 14, bold: true, ...right })] },
            {
                margin: [0, 12, 0, 12],
                columns: [
                    { stack: [(0, pdf_1.text)('Billed to', { color: '#555555' }), (0, pdf_1.text)(invoice.owner_name, { bold: true, fontSize: 11 })] },
                    {
                        table: {
                            widths: ['*', 'auto'],
                            body: [
                                [(0, pdf_1.text)('Month', { color: '#555555' }), (0, pdf_1.text)(invoice.month, right)],
                                [(0, pdf_1.text)('Issued', { color: '#555555' }), (0, pdf_1.text)(invoice.issued_at.slice(0, 10), right)],
                                [(0, pdf_1.text)('Due', { color: '#555555' }), (0, pdf_1.text)(invoice.due_at, right)],
                                [(0, pdf_1.text)('Status', { color: '#555555' }), (0, pdf_1.text)(STATUS[invoice.status], { bold: true, ...right })],
                            ],
                        },
                        layout: 'noBorders',
                    },
                ],
            },
            {
                table: {
                    headerRows: 1,
                    widths: ['*', 'auto', 'auto'],
                    body: [
                        [(0, pdf_1.text)('Plant', { bold: true }), (0, pdf_1.text)('Days active', { bold: true, ...right }), (0, pdf_1.text)('Amount', { bold: true, ...right })],
                        ...rows,
                    ],
                },
                layout: 'lightHorizontalLines',
            },
            {
                margin: [0, 12, 0, 0],
                table: {
                    widths: ['*', 'auto'],
                    body: [
                        [(0, pdf_1.text)('Total'), (0, pdf_1.text)(pkr(invoice.amount), { bold: true, ...right })],
                        [(0, pdf_1.text)('Paid'), (0, pdf_1.text)(pkr(invoice.paid_amount), right)],
                        [
                            (0, pdf_1.text)('Still due'),
                            (0, pdf_1.text)(pkr(invoice.status === 'void' ? 0 : Math.max(0, invoice.amount - invoice.paid_amount)), { bold: true, ...right }),
                        ],
                    ],
                },
                layout: 'lightHorizontalLines',
            },
            ...(payments.length
                ? [
                    (0, pdf_1.text)('Payments', { bold: true, margin: [0, 14, 0, 4] }),
                    { table: { widths: ['auto', 'auto', '*', 'auto'], body: payments }, layout: 'lightHorizontalLines' },
                ]
                : []),
            ...(invoice.void_reason ? [(0, pdf_1.text)(`Voided: ${invoice.void_reason}`, { margin: [0, 14, 0, 0], color: '#b00020' })] : []),
        ],
    });
}
//# sourceMappingURL=invoice-pdf.js.map