import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerLanguage, ReminderList, ReminderSent, ReminderTemplate } from '@paani/contracts';
import { api } from '../../api/client';

export interface ReminderFilters {
  min_balance?: number;
  min_days?: number;
  area_id?: number;
}

export const reminderKeys = {
  all: ['reminders'] as const,
  plant: (plantId: number) => [...reminderKeys.all, plantId] as const,
  list: (plantId: number, filters: ReminderFilters) => [...reminderKeys.plant(plantId), 'list', filters] as const,
  template: (plantId: number, language: CustomerLanguage) => [...reminderKeys.plant(plantId), 'template', language] as const,
};

export const useReminders = (plantId: number, filters: ReminderFilters) =>
  useQuery({
    queryKey: reminderKeys.list(plantId, filters),
    queryFn: async () =>
      (await api.get<ReminderList>('/filter-owner/reminders', { plantScoped: true, plantId, query: { ...filters } })).data,
    placeholderData: keepPreviousData,
  });

/** The plant's template for the customers of one language. */
export const useReminderTemplate = (plantId: number, language: CustomerLanguage) =>
  useQuery({
    queryKey: reminderKeys.template(plantId, language),
    queryFn: async () =>
      (await api.get<ReminderTemplate>('/filter-owner/reminders/template', { plantScoped: true, plantId, query: { language } })).data,
  });

/** Saves the plant's template for one language; the list's messages are made from it, so they are read again. */
export function useSaveReminderTemplate(plantId: number, language: CustomerLanguage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (template: string) =>
      (await api.put<ReminderTemplate>('/filter-owner/reminders/template', { template, language }, { plantScoped: true, plantId })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.plant(plantId) }),
  });
}

/** Records that the reminder went out (the owner tapped "Send on WhatsApp"). */
export function useMarkReminderSent(plantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (customerId: number) =>
      (await api.post<ReminderSent>(`/filter-owner/reminders/${customerId}/sent`, {}, { plantScoped: true, plantId })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...reminderKeys.plant(plantId), 'list'] }),
  });
}
