import type { Language, Payslip, PayslipPaymentInput } from '@paani/contracts';
import { api, downloadFile } from '../client';
import { saveFile } from '../customer-imports/downloads';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedPay } from './keys';

export interface PayslipPayment {
  plantId: number;
  month: string;
  employeeId: number;
  payment: PayslipPaymentInput;
}

/** Pays what the slip says is owed: a payment line on the slip and an expense under staff wages. */
export const payPayslip = async ({ plantId, month, employeeId, payment }: PayslipPayment): Promise<Payslip> =>
  (await api.post<Payslip>(`/filter-owner/payroll/months/${month}/slips/${employeeId}/pay`, payment, { plantScoped: true, plantId })).data;

export const usePayPayslip = (config?: MutationConfig<PayslipPayment, Payslip>) =>
  useInvalidatingMutation(payPayslip, ({ plantId, employeeId }) => changedPay(plantId, employeeId, { expense: true }), config);

/** The slip as a PDF in the given language, handed to the browser. */
export const downloadPayslipPdf = async (plantId: number, month: string, employeeId: number, lang: Language) =>
  saveFile(
    await downloadFile(`/filter-owner/payroll/months/${month}/slips/${employeeId}/pdf`, { plantScoped: true, plantId, query: { lang } }),
  );
