import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { NumberField, TextField } from '../plants/field-rules';
import { LATITUDE_RULE, LONGITUDE_RULE } from '../plants/plant.dto';
import { PlantResponse } from '../plants/plant.dto';
import { ONBOARDING_STEPS, OnboardingStep } from './onboarding.events';
import type { OnboardingProgressHandler, OnboardingStatus } from './onboarding.queries';

const STEP_VALUES = [...ONBOARDING_STEPS, 0, 1, 2, 3, 4, '0', '1', '2', '3', '4'];
const STEP_MESSAGE = 'The step must be one of plant, areas, employees, assignments, complete (or 0 to 4).';

/** A step by name or by index. */
export function stepName(value: string | number): OnboardingStep {
  return typeof value === 'number' || /^\d$/.test(value) ? ONBOARDING_STEPS[Number(value)] : (value as OnboardingStep);
}

export class MarkStepDto {
  @ApiProperty({ enum: STEP_VALUES, description: 'A step by name, or by index 0 to 4 (plant, areas, employees, assignments, complete)' })
  @IsDefined({ message: 'The step field is required.' })
  @IsIn(STEP_VALUES, { message: STEP_MESSAGE })
  step: string | number;
}

export class SaveProgressDto extends MarkStepDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "The step's draft (any JSON object)" })
  @IsOptional()
  @IsObject({ message: 'The data must be an object.' })
  data?: Record<string, unknown>;
}

/** The wizard's plant step (docs/product.md, "Rules the screens and the API share"): name, address, phone required, can rate at least 1 (default 25). */
export class OnboardingPlantDto {
  @ApiProperty({ maxLength: 255, example: 'Main Plant' })
  @TextField({
    required: 'Plant name is required',
    notText: 'Plant name is required',
    max: 255,
    tooLong: 'The name may not be greater than 255 characters.',
  })
  name: string;

  @ApiProperty({ maxLength: 1000, example: 'Block 5, Gulshan-e-Iqbal, Karachi' })
  @TextField({
    required: 'Address is required',
    notText: 'Address is required',
    max: 1000,
    tooLong: 'The address may not be greater than 1000 characters.',
  })
  address: string;

  @ApiProperty({ maxLength: 20, example: '021-34567890' })
  @TextField({
    required: 'Phone number is required',
    notText: 'Phone number is required',
    max: 20,
    tooLong: 'The phone may not be greater than 20 characters.',
  })
  phone: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @TextField({
    max: 20,
    notText: 'The secondary phone must be a string.',
    tooLong: 'The secondary phone may not be greater than 20 characters.',
  })
  secondary_phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, description: 'Same as secondary_phone' })
  @TextField({
    max: 20,
    notText: 'The phone secondary must be a string.',
    tooLong: 'The phone secondary may not be greater than 20 characters.',
  })
  phone_secondary?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, default: 25, minimum: 1, description: 'PKR per can; 25 when absent' })
  @NumberField({
    notNumber: 'Can rate must be at least 1',
    maxDecimals: 2,
    min: [1, 'Can rate must be at least 1'],
    max: [1_000_000, 'The default can rate may not be greater than 1000000.'],
  })
  default_can_rate?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @NumberField(LATITUDE_RULE)
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @NumberField(LONGITUDE_RULE)
  longitude?: number | null;
}

export class CreatePlantFromProgressDto {
  @ApiProperty({ type: OnboardingPlantDto })
  @IsDefined({ message: 'The plant data field is required.' })
  @IsObject({ message: 'The plant data must be an object.' })
  @ValidateNested()
  @Type(() => OnboardingPlantDto)
  plant_data: OnboardingPlantDto;
}

export class AssignEmployeeAreaDto {
  @ApiProperty({ example: 4 })
  @NumberField({
    required: 'The area id field is required.',
    notNumber: 'The area id must be a positive integer.',
    integer: true,
    min: [1, 'The area id must be a positive integer.'],
  })
  area_id: number;

  @ApiProperty({ example: 3 })
  @NumberField({
    required: 'The employee id field is required.',
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
  })
  employee_id: number;
}

type OnboardingProgress = Awaited<ReturnType<OnboardingProgressHandler['execute']>>;
const STEP_NAMES = [...ONBOARDING_STEPS];

/** GET /filter-owner/onboarding/system-status. */
export class OnboardingSystemStatusResponse {
  @ApiProperty()
  onboarding_enabled: boolean;

  @ApiProperty({ enum: ['enabled', 'disabled'] })
  status: string;

  @ApiProperty({ example: 'Onboarding is available.' })
  message: string;
}

export class OnboardingStepsResponse {
  @ApiProperty()
  plant_created: boolean;

  @ApiProperty()
  areas_added: boolean;

  @ApiProperty()
  employees_added: boolean;

  @ApiProperty()
  assignments_made: boolean;
}

export class OnboardingPlantIdResponse {
  @ApiProperty({ type: Number, nullable: true })
  plantId: number | null;
}

export class OnboardingPlantProgressResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: 'FP-00001' })
  code: string;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty()
  is_default: boolean;

  @ApiProperty()
  has_areas: boolean;

  @ApiProperty()
  has_employees: boolean;

  @ApiProperty()
  employees_assigned: boolean;

  @ApiProperty({ type: () => OnboardingPlantIdResponse })
  progress_data: { plantId: number };
}

/** Where the owner's setup stands. */
export class OnboardingStatusResponse implements OnboardingStatus {
  @ApiProperty()
  is_complete: boolean;

  @ApiProperty({ enum: STEP_NAMES })
  next_step: OnboardingStep;

  @ApiProperty({ example: 1, description: 'next_step as 0 to 4' })
  next_step_index: number;

  @ApiProperty({ example: 25 })
  progress_percentage: number;

  @ApiProperty()
  has_plants: boolean;

  @ApiProperty({ type: () => OnboardingStepsResponse })
  steps: OnboardingStepsResponse;

  @ApiProperty({ type: [String], example: ['Add Areas'], description: 'What is left to do, as the wizard names it' })
  missing_steps: string[];

  @ApiProperty({ type: [OnboardingPlantProgressResponse] })
  plants: OnboardingPlantProgressResponse[];

  @ApiProperty({ type: () => OnboardingPlantIdResponse, description: 'The plant the wizard works on' })
  progress_data: { plantId: number | null };

  @ApiProperty()
  is_first_login: boolean;

  @ApiProperty()
  onboarding_enabled: boolean;

  @ApiProperty({ description: 'The app should open the wizard' })
  should_redirect: boolean;

  @ApiProperty({ type: String, nullable: true, example: '/filter-owner/onboarding' })
  redirect_url: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_at: string | null;
}

/** GET /filter-owner/onboarding/check-skip-eligibility. */
export class SkipEligibilityResponse {
  @ApiProperty({ description: 'Onboarding is complete' })
  can_skip: boolean;

  @ApiProperty({ enum: STEP_NAMES })
  next_step: string;

  @ApiProperty({ example: 'Setup is not finished: Add Areas.' })
  reason: string;
}

export class OnboardingRequirementResponse {
  @ApiProperty({ enum: ['plant', 'areas', 'employees', 'assignments'] })
  step: string;

  @ApiProperty({ example: 'Add Areas' })
  title: string;

  @ApiProperty()
  completed: boolean;
}

/** GET /filter-owner/onboarding/requirements. */
export class OnboardingRequirementsResponse {
  @ApiProperty({ type: [String] })
  missing_steps: string[];

  @ApiProperty({ type: [OnboardingRequirementResponse] })
  requirements: OnboardingRequirementResponse[];

  @ApiProperty()
  is_complete: boolean;

  @ApiProperty()
  is_first_login: boolean;

  @ApiProperty()
  has_plants: boolean;

  @ApiProperty({ enum: STEP_NAMES })
  next_step: string;
}

/** The wizard's saved drafts. */
export class OnboardingProgressResponse implements OnboardingProgress {
  @ApiProperty({ enum: STEP_NAMES })
  current_step: OnboardingStep;

  @ApiProperty({ example: 1, description: 'current_step as 0 to 4' })
  step_index: number;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The drafts the wizard saved, as it sent them' })
  data: Record<string, unknown>;

  @ApiProperty({ enum: STEP_NAMES, isArray: true })
  completed_steps: OnboardingStep[];

  @ApiProperty({ type: Number, nullable: true, description: 'The plant the wizard works on (its own, else the default, else the first)' })
  plant_id: number | null;

  @ApiProperty()
  is_completed: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updated_at: string | null;
}

/** POST /filter-owner/onboarding/update-progress. */
export class OnboardingProgressAndStatusResponse {
  @ApiProperty({ type: () => OnboardingProgressResponse })
  progress: OnboardingProgressResponse;

  @ApiProperty({ type: () => OnboardingStatusResponse })
  status: OnboardingStatusResponse;
}

/** GET /filter-owner/onboarding/plant-id. */
export class WizardPlantIdResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'null when there is none yet' })
  plant_id: number | null;
}

/** POST /filter-owner/onboarding/create-plant-from-progress. */
export class WizardPlantResponse {
  @ApiProperty()
  plant_id: number;

  @ApiProperty({ type: () => PlantResponse })
  plant: PlantResponse;

  @ApiProperty({ description: "false: the wizard's plant existed and its details were saved" })
  created: boolean;
}

/** POST /filter-owner/onboarding/assign-employee-area. */
export class WizardAssignmentResponse {
  @ApiProperty()
  area_id: number;

  @ApiProperty()
  employee_id: number;

  @ApiProperty()
  filter_plant_id: number;

  @ApiProperty({ type: () => OnboardingStatusResponse })
  status: OnboardingStatusResponse;
}
