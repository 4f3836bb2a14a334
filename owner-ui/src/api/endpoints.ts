import { ExpiringCache } from '../lib/expiring-cache';
import { api } from './client';
import type { Area, DashboardData, Employee, OnboardingStatus, Plant, PlantLocation, SubscriptionPackage, User } from './types';

// One function per endpoint of spec section 7 that the owner app uses; screens call these, never fetch.

export const authApi = {
  login: (email: string, password: string) => api.post<{ token: string; user: User }>('/login', { email, password }),
  logout: () => api.post<null>('/logout'),
  profile: () => api.get<User>('/profile'),
  markFirstLoginCompleted: () => api.post<User>('/filter-owner/mark-first-login-completed'),
};

export interface NewPlant {
  name: string;
  address: string;
  phone?: string;
  phone_secondary?: string;
  default_can_rate: number;
  latitude?: number;
  longitude?: number;
}

export type PlantSettings = Pick<NewPlant, 'name' | 'address' | 'phone' | 'phone_secondary' | 'default_can_rate'>;

export const plantsApi = {
  list: () => api.get<{ plants: Plant[] }>('/filter-owner/my-plants'),
  get: (id: number) => api.get<Plant>(`/filter-owner/my-plants/${id}`),
  create: (plant: NewPlant) => api.post<Plant>('/filter-owner/my-plants', plant),
  update: (id: number, settings: PlantSettings) => api.put<Plant>(`/filter-owner/my-plants/${id}`, settings),
  setDefault: (id: number) => api.put<Plant>(`/filter-owner/my-plants/${id}/set-default`),
  location: (id: number) => api.get<PlantLocation>(`/filter-owner/my-plants/${id}/location`),
  saveLocation: (id: number, latitude: number, longitude: number, addressConfirmation: string) =>
    api.put<{ plant: Plant }>(`/filter-owner/my-plants/${id}/location`, { latitude, longitude, address_confirmation: addressConfirmation }),
  removeLocation: (id: number) => api.delete<{ plant: Plant }>(`/filter-owner/my-plants/${id}/location`),
};

export const packagesApi = {
  available: () => api.get<SubscriptionPackage[]>('/filter-owner/packages/available'),
  select: (plan: SubscriptionPackage, userId: number) =>
    api.post<unknown>('/filter-owner/packages/select', {
      subscription_plan_id: plan.id,
      metadata: { selected_at: new Date().toISOString(), selected_by: userId, package_name: plan.name },
    }),
  current: () => api.get<{ subscription_plan: SubscriptionPackage | null }>('/filter-owner/packages/current'),
};

export const onboardingApi = {
  systemStatus: () =>
    api.get<{ onboarding_enabled: boolean | number | string; status?: string; message?: string }>('/filter-owner/onboarding/system-status'),
  status: () => api.get<OnboardingStatus>('/filter-owner/onboarding/status'),
  progress: () =>
    api.get<{ current_step?: string; data?: Record<string, unknown>; completed_steps?: string[]; plant_id?: number | null }>(
      '/filter-owner/onboarding/progress',
    ),
  saveProgress: (step: string, data: unknown) => api.post<unknown>('/filter-owner/onboarding/save-progress', { step, data }),
  markStepCompleted: (step: string) => api.post<unknown>('/filter-owner/onboarding/mark-step-completed', { step }),
  createPlant: (plantData: Record<string, unknown>) =>
    api.post<{ plant_id?: number; id?: number; plant?: Plant }>('/filter-owner/onboarding/create-plant-from-progress', {
      plant_data: plantData,
    }),
  plantId: () => api.get<{ plant_id: number | null }>('/filter-owner/onboarding/plant-id'),
  assignEmployeeArea: (plantId: number, areaId: number, employeeId: number) =>
    api.post<unknown>(
      '/filter-owner/onboarding/assign-employee-area',
      { area_id: areaId, employee_id: employeeId },
      { plantScoped: true, plantId },
    ),
  complete: () => api.post<unknown>('/filter-owner/onboarding/complete'),
  reset: () => api.post<unknown>('/filter-owner/onboarding/reset'),
};

export interface NewEmployee {
  name: string;
  phone: string;
  address?: string;
  type: 'commission' | 'salary';
  commission_rate: number | null;
  monthly_salary: number | null;
}

export const areasApi = {
  list: (plantId: number) => api.get<{ areas: Area[] }>('/filter-owner/areas', { plantScoped: true, plantId }),
  create: (plantId: number, area: { name: string; description: string }) =>
    api.post<Area>('/filter-owner/areas', area, { plantScoped: true, plantId }),
  update: (plantId: number, id: number, area: { name: string; description: string }) =>
    api.put<Area>(`/filter-owner/areas/${id}`, area, { plantScoped: true, plantId }),
};

/** Spec section 9: the employee list is kept 5 minutes per plant. */
const EMPLOYEE_CACHE_MS = 5 * 60_000;
const listEmployees = (plantId: number) => api.get<{ employees: Employee[] }>('/filter-owner/employees', { plantScoped: true, plantId });
const employeeLists = new ExpiringCache<number, Awaited<ReturnType<typeof listEmployees>>>(EMPLOYEE_CACHE_MS);
/** Any change to an employee drops the cached lists. */
const changingEmployees = <T>(call: Promise<T>): Promise<T> => call.finally(() => employeeLists.clear());

export const employeesApi = {
  list: (plantId: number) => employeeLists.get(plantId, () => listEmployees(plantId)),
  create: (plantId: number, employee: NewEmployee) =>
    changingEmployees(api.post<Employee>('/filter-owner/employees', employee, { plantScoped: true, plantId })),
  update: (plantId: number, id: number, employee: NewEmployee) =>
    changingEmployees(api.put<Employee>(`/filter-owner/employees/${id}`, employee, { plantScoped: true, plantId })),
};

export const dashboardApi = {
  owner: (plantId: number | null) => api.get<DashboardData>('/filter-owner/dashboard', { plantScoped: true, plantId }),
};
