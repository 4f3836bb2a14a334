import type { Invoice } from '@paani/contracts';
import { renderPdf, text } from '../../platform/pdf/pdf';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pkr = (value: number) => `PKR ${amount.format(value)}`;
const STATUS: Record<Invoice['status'], string> = { pending: 'Pending', paid: 'Paid', overdue: 'Overdue', void: 'Void' };

/** An invoice from the platform to an owner as a PDF (the same renderer as customers' statements). */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const right = { alignment: 'right' };
  const rows = invoice.items.map((item) => [text(item.description), text(String(item.days), right), text(pkr(item.amount), right)]);
  const payments = invoice.payments.map((p) => [text(p.paid_at), text(p.method), text(p.reference ?? ''), text(pkr(p.amount), right)]);
  return renderPdf({
    info: { title: `Invoice ${invoice.number}`, creator: 'Paani' },
    pageMargins: [40, 40, 40, 40],
    content: [
      { columns: [text('Paani', { fontSize: 18, bold: true }), text(`Invoice ${invoice.number}`, { fontSize: 14, bold: true, ...right })] },
      {
        margin: [0, 12, 0, 12],
        columns: [
          { stack: [text('Billed to', { color: '#555555' }), text(invoice.owner_name, { bold: true, fontSize: 11 })] },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                [text('Month', { color: '#555555' }), text(invoice.month, right)],
                [text('Issued', { color: '#555555' }), text(invoice.issued_at.slice(0, 10), right)],
                [text('Due', { color: '#555555' }), text(invoice.due_at, right)],
                [text('Status', { color: '#555555' }), text(STATUS[invoice.status], { bold: true, ...right })],
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
            [text('Plant', { bold: true }), text('Days active', { bold: true, ...right }), text('Amount', { bold: true, ...right })],
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
            [text('Total'), text(pkr(invoice.amount), { bold: true, ...right })],
            [text('Paid'), text(pkr(invoice.paid_amount), right)],
            [
              text('Still due'),
              text(pkr(invoice.status === 'void' ? 0 : Math.max(0, invoice.amount - invoice.paid_amount)), { bold: true, ...right }),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(payments.length
        ? [
            text('Payments', { bold: true, margin: [0, 14, 0, 4] }),
            { table: { widths: ['auto', 'auto', '*', 'auto'], body: payments }, layout: 'lightHorizontalLines' },
          ]
        : []),
      ...(invoice.void_reason ? [text(`Voided: ${invoice.void_reason}`, { margin: [0, 14, 0, 0], color: '#b00020' })] : []),
    ],
  });
}
