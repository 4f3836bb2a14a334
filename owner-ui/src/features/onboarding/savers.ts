import type { NewEmployee } from '@paani/contracts';
import { saveAreas as saveAreaList } from '../../api/areas/save-area';
import i18next from 'i18next';
import { ApiError } from '../../api/client';
import { saveEmployees as saveEmployeeList } from '../../api/employees/save-employee';
import { createPlantFromProgress, getOnboardingPlantId } from '../../api/onboarding/create-plant-from-progress';
import { savePlantLocation } from '../../api/plants/save-plant-location';
import { updatePlant } from '../../api/plants/update-plant';
import type { AreaDraft, EmployeeDraft, PlantDraft } from './types';

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const coordinate = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/** Creates the plant only if no plant id is known yet (docs/product.md, "The owner app"); otherwise updates it. */
export async function savePlant(plantId: number | null, plant: PlantDraft): Promise<number> {
  const latitude = coordinate(plant.latitude);
  const longitude = coordinate(plant.longitude);
  const hasLocation = latitude !== undefined && longitude !== undefined;
  if (plantId) {
    await updatePlant({
      id: plantId,
      settings: {
        name: plant.name.trim(),
        address: plant.address.trim(),
        phone: plant.phone.trim(),
        phone_secondary: optional(plant.secondary_phone) ?? '',
        default_can_rate: Number(plant.default_can_rate),
      },
    });
    if (hasLocation) {
      await savePlantLocation({ id: plantId, location: { latitude, longitude, address_confirmation: plant.address.trim() } });
    }
    return plantId;
  }
  const response = await createPlantFromProgress({
    name: plant.name.trim(),
    address: plant.address.trim(),
    phone: plant.phone.trim(),
    secondary_phone: optional(plant.secondary_phone),
    default_can_rate: Number(plant.default_can_rate),
    ...(hasLocation ? { latitude, longitude } : {}),
  });
  const data = response.data ?? {};
  const id = data.plant_id ?? data.plant?.id ?? data.id ?? (await getOnboardingPlantId());
  if (!id) throw new ApiError(i18next.t('onboarding:toasts.plantCreateFailed'), 500);
  return id;
}

/** Creates new areas, updates the ones the server already has; returns them with their ids. */
export async function saveAreas(plantId: number, areas: AreaDraft[]): Promise<AreaDraft[]> {
  const bodies = areas.map((area) => ({ name: area.name.trim(), description: area.description.trim() }));
  const ids = await saveAreaList({ plantId, areas: bodies.map((body, index) => ({ ...body, id: areas[index].id })) });
  return bodies.map((body, index) => ({ ...body, id: ids[index] }));
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
  const ids = await saveEmployeeList({
    plantId,
    employees: employees.map((employee) => ({ ...employeePayload(employee), id: employee.id })),
  });
  return employees.map((employee, index) => ({ ...employee, id: ids[index] }));
}
