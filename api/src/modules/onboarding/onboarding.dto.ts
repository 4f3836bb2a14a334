import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, json, list, manyOf, Model, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
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
export const OnboardingSystemStatusResponse = model('OnboardingSystemStatusResponse', {
  onboarding_enabled: bool(),
  status: oneOf(['enabled', 'disabled']),
  message: text({ example: 'Onboarding is available.' }),
});

export const OnboardingStepsResponse = model('OnboardingStepsResponse', {
  plant_created: bool(),
  areas_added: bool(),
  employees_added: bool(),
  assignments_made: bool(),
} satisfies Fields<OnboardingStatus['steps']>);

export const OnboardingPlantIdResponse = model('OnboardingPlantIdResponse', {
  plantId: num().nullable(),
} satisfies Fields<OnboardingStatus['progress_data']>);

export const OnboardingPlantProgressResponse = model('OnboardingPlantProgressResponse', {
  id: num(),
  name: text(),
  code: text({ example: 'FP-00001' }),
  is_active: bool(),
  is_default: bool(),
  has_areas: bool(),
  has_employees: bool(),
  employees_assigned: bool(),
  // The same schema as the wizard's plant, whose plantId is never null here.
  progress_data: one(OnboardingPlantIdResponse as Model<{ plantId: number }>),
} satisfies Fields<OnboardingStatus['plants'][number]>);

/** Where the owner's setup stands. */
export const OnboardingStatusResponse = model('OnboardingStatusResponse', {
  is_complete: bool(),
  next_step: oneOf(STEP_NAMES),
  next_step_index: num({ example: 1, description: 'next_step as 0 to 4' }),
  progress_percentage: num({ example: 25 }),
  has_plants: bool(),
  steps: one(OnboardingStepsResponse),
  missing_steps: list(String, { example: ['Add Areas'], description: 'What is left to do, as the wizard names it' }),
  plants: list(OnboardingPlantProgressResponse),
  progress_data: one(OnboardingPlantIdResponse, { description: 'The plant the wizard works on' }),
  is_first_login: bool(),
  onboarding_enabled: bool(),
  should_redirect: bool({ description: 'The app should open the wizard' }),
  redirect_url: text({ example: '/filter-owner/onboarding' }).nullable(),
  completed_at: moment().nullable(),
} satisfies Fields<OnboardingStatus>);

/** GET /filter-owner/onboarding/check-skip-eligibility. */
export const SkipEligibilityResponse = model('SkipEligibilityResponse', {
  can_skip: bool({ description: 'Onboarding is complete' }),
  next_step: oneOf(STEP_NAMES),
  reason: text({ example: 'Setup is not finished: Add Areas.' }),
});

export const OnboardingRequirementResponse = model('OnboardingRequirementResponse', {
  step: oneOf(['plant', 'areas', 'employees', 'assignments']),
  title: text({ example: 'Add Areas' }),
  completed: bool(),
});

/** GET /filter-owner/onboarding/requirements. */
export const OnboardingRequirementsResponse = model('OnboardingRequirementsResponse', {
  missing_steps: list(String),
  requirements: list(OnboardingRequirementResponse),
  is_complete: bool(),
  is_first_login: bool(),
  has_plants: bool(),
  next_step: oneOf(STEP_NAMES),
});

/** The wizard's saved drafts. */
export const OnboardingProgressResponse = model('OnboardingProgressResponse', {
  current_step: oneOf(STEP_NAMES),
  step_index: num({ example: 1, description: 'current_step as 0 to 4' }),
  data: json({ description: 'The drafts the wizard saved, as it sent them' }),
  completed_steps: manyOf(STEP_NAMES),
  plant_id: num({ description: 'The plant the wizard works on (its own, else the default, else the first)' }).nullable(),
  is_completed: bool(),
  updated_at: moment().nullable(),
} satisfies Fields<OnboardingProgress>);

/** POST /filter-owner/onboarding/update-progress. */
export const OnboardingProgressAndStatusResponse = model('OnboardingProgressAndStatusResponse', {
  progress: one(OnboardingProgressResponse),
  status: one(OnboardingStatusResponse),
});

/** GET /filter-owner/onboarding/plant-id. */
export const WizardPlantIdResponse = model('WizardPlantIdResponse', {
  plant_id: num({ description: 'null when there is none yet' }).nullable(),
});

/** POST /filter-owner/onboarding/create-plant-from-progress. */
export const WizardPlantResponse = model('WizardPlantResponse', {
  plant_id: num(),
  plant: one(PlantResponse),
  created: bool({ description: "false: the wizard's plant existed and its details were saved" }),
});

/** POST /filter-owner/onboarding/assign-employee-area. */
export const WizardAssignmentResponse = model('WizardAssignmentResponse', {
  area_id: num(),
  employee_id: num(),
  filter_plant_id: num(),
  status: one(OnboardingStatusResponse),
});
