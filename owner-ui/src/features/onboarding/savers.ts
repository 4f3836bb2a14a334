import { ApiError } from '../../api/client';
import { areasApi, employeesApi, onboardingApi, plantsApi, type NewEmployee } from '../../api/endpoints';
import type { AreaDraft, EmployeeDraft, PlantDraft } from './types';

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const coordinate = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/** Creates the plant only if no plant id is known yet (spec section 4); otherwise updates it. */
export async function savePlant(plantId: number | null, plant: PlantDraft): Promise<number> {
  const latitude = coordinate(plant.latitude);
  const longitude = coordinate(plant.longitude);
  const hasLocation = latitude !== undefined && longitude !== undefined;
  if (plantId) {
    await plantsApi.update(plantId, {
      name: plant.name.trim(),
      address: plant.address.trim(),
      phone: plant.phone.trim(),
      phone_secondary: optional(plant.secondary_phone) ?? '',
      default_can_rate: Number(plant.default_can_rate),
    });
    if (hasLocation) await plantsApi.saveLocation(plantId, latitude, longitude, plant.address.trim());
    return plantId;
  }
  const response = await onboardingApi.createPlant({
    name: plant.name.trim(),
    address: plant.address.trim(),
    phone: plant.phone.trim(),
    secondary_phone: optional(plant.secondary_phone),
    default_can_rate: Number(plant.default_can_rate),
    ...(hasLocation ? { latitude, longitude } : {}),
  });
  const data = response.data ?? {};
  const id = data.plant_id ?? data.plant?.id ?? data.id ?? (await onboardingApi.plantId()).data.plant_id;
  if (!id) throw new ApiError('Failed to create plant', 500);
  return id;
}

/** Creates new areas, updates the ones the server already has; returns them with their ids. */
export async function saveAreas(plantId: number, areas: AreaDraft[]): Promise<AreaDraft[]> {
  const saved: AreaDraft[] = [];
  for (const area of areas) {
    const body = { name: area.name.trim(), description: area.description.trim() };
    const response = area.id ? await areasApi.update(plantId, area.id, body) : await areasApi.create(plantId, body);
    saved.push({ ...body, id: response.data?.id ?? area.id });
  }
  return saved;
}

export function employeePayload(employee: EmployeeDraft): NewEmployee {
  const type = employee.type === 'salary' ? 'salary' : 'commission';
  return {
    name: employee.name.trim(),
    phone: employee.phone.trim(),
    ...(employee.address.trim() ? { address: employee.address.trim() } : {}),
    type,
    commission_rate: type === 'commission' ? Number(employee.commission_rate) : null,
    monthly_salary: type === 'salary' ? Number(employee.monthly_salary) : null,
  };
}

export async function saveEmployees(plantId: number, employees: EmployeeDraft[]): Promise<EmployeeDraft[]> {
  const saved: EmployeeDraft[] = [];
  for (const employee of employees) {
    const body = employeePayload(employee);
    const response = employee.id ? await employeesApi.update(plantId, employee.id, body) : await employeesApi.create(plantId, body);
    saved.push({ ...employee, id: response.data?.id ?? employee.id });
  }
  return saved;
}
