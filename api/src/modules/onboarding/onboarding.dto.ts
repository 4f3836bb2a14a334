import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { NumberField, TextField } from '../plants/field-rules';
import { LATITUDE_RULE, LONGITUDE_RULE } from '../plants/plant.dto';
import { ONBOARDING_STEPS, OnboardingStep } from './onboarding.events';

const STEP_VALUES = [...ONBOARDING_STEPS, 0, 1, 2, 3, 4, '0', '1', '2', '3', '4'];
const STEP_MESSAGE = 'The step must be one of plant, areas, employees, assignments, complete (or 0 to 4).';

/** A step by name or by index. */
export function stepName(value: string | number): OnboardingStep {
  return typeof value === 'number' || /^\d$/.test(value) ? ONBOARDING_STEPS[Number(value)] : (value as OnboardingStep);
}

export class MarkStepDto {
  @ApiProperty({ enum: STEP_VALUES })
  @IsDefined({ message: 'The step field is required.' })
  @IsIn(STEP_VALUES, { message: STEP_MESSAGE })
  step: string | number;
}

export class SaveProgressDto extends MarkStepDto {
  @ApiPropertyOptional({ description: "The step's draft (any JSON object)" })
  @IsOptional()
  @IsObject({ message: 'The data must be an object.' })
  data?: Record<string, unknown>;
}

/** The wizard's plant step (docs/product.md#rules): name, address, phone required, can rate at least 1 (default 25). */
export class OnboardingPlantDto {
  @ApiProperty()
  @TextField({
    required: 'Plant name is required',
    notText: 'Plant name is required',
    max: 255,
    tooLong: 'The name may not be greater than 255 characters.',
  })
  name: string;

  @ApiProperty()
  @TextField({
    required: 'Address is required',
    notText: 'Address is required',
    max: 1000,
    tooLong: 'The address may not be greater than 1000 characters.',
  })
  address: string;

  @ApiProperty()
  @TextField({
    required: 'Phone number is required',
    notText: 'Phone number is required',
    max: 20,
    tooLong: 'The phone may not be greater than 20 characters.',
  })
  phone: string;

  @ApiPropertyOptional()
  @TextField({
    max: 20,
    notText: 'The secondary phone must be a string.',
    tooLong: 'The secondary phone may not be greater than 20 characters.',
  })
  secondary_phone?: string | null;

  @ApiPropertyOptional()
  @TextField({
    max: 20,
    notText: 'The phone secondary must be a string.',
    tooLong: 'The phone secondary may not be greater than 20 characters.',
  })
  phone_secondary?: string | null;

  @ApiPropertyOptional({ default: 25 })
  @NumberField({
    notNumber: 'Can rate must be at least 1',
    maxDecimals: 2,
    min: [1, 'Can rate must be at least 1'],
    max: [1_000_000, 'The default can rate may not be greater than 1000000.'],
  })
  default_can_rate?: number | null;

  @ApiPropertyOptional()
  @NumberField(LATITUDE_RULE)
  latitude?: number | null;

  @ApiPropertyOptional()
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
  @ApiProperty()
  @NumberField({
    required: 'The area id field is required.',
    notNumber: 'The area id must be a positive integer.',
    integer: true,
    min: [1, 'The area id must be a positive integer.'],
  })
  area_id: number;

  @ApiProperty()
  @NumberField({
    required: 'The employee id field is required.',
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
  })
  employee_id: number;
}
