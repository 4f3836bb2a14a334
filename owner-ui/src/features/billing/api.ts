import { useQuery } from '@tanstack/react-query';
import type { InvoicePage, OwnerUsage } from '@paani/contracts';
import { api, downloadFile } from '../../api/client';

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
  usage: (days: number) => [...billingKeys.all, 'usage', days] as const,
};

/** GET /filter-owner/invoices: the owner's own invoices, newest month first. */
export const getInvoices = async (page: number) => (await api.get<InvoicePage>('/filter-owner/invoices', { query: { page } })).data;
export const useInvoices = (page = 1) => useQuery({ queryKey: billingKeys.invoices(page), queryFn: () => getInvoices(page) });

/** GET /filter-owner/usage: API calls per day against the plan's daily limit. */
export const getUsage = async (days: number) => (await api.get<OwnerUsage>('/filter-owner/usage', { query: { days } })).data;
export const useUsage = (days = 7) => useQuery({ queryKey: billingKeys.usage(days), queryFn: () => getUsage(days) });

/** GET /filter-owner/invoices/{id}/pdf, saved under the name the API gives it. */
export async function downloadInvoicePdf(invoiceId: number, number: string): Promise<void> {
  const { blob, filename } = await downloadFile(`/filter-owner/invoices/${invoiceId}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename === 'download' ? `${number}.pdf` : filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens the invoice's PDF in a new tab. */
export async function viewInvoicePdf(invoiceId: number): Promise<void> {
  const { blob } = await downloadFile(`/filter-owner/invoices/${invoiceId}/pdf`);
  window.open(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })), '_blank', 'noopener');
}
