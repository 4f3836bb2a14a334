import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, text } from '../../platform/http/response-model';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PlanTerms } from './plan.events';
import type { OwnerPlanView, PlanView } from './plan.queries';

export class PlanDto {
  @ApiProperty({ example: 'Standard' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiPropertyOptional({ example: 'For a plant with a few hundred customers', maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'The description must be a string.' })
  @MaxLength(1000, { message: 'The description may not be greater than 1000 characters.' })
  description?: string;

  @ApiProperty({ example: 299 })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'The price per month must be a number with at most 2 decimals.' },
  )
  @Min(0, { message: 'The price per month must be at least 0.' })
  @Max(9_999_999_999.99, { message: 'The price per month is too large.' })
  price_per_month: number;

  @ApiProperty({ description: '0 = unlimited', example: 1, minimum: 0 })
  @IsInt({ message: 'The max plants must be a whole number.' })
  @Min(0, { message: 'The max plants must be at least 0.' })
  @Max(100_000, { message: 'The max plants may not be greater than 100000.' })
  max_plants: number;

  @ApiPropertyOptional({ description: '0 = unlimited; absent = 250 on a paid plan, 50 on a free one', example: 250, minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'The max customers must be a whole number.' })
  @Min(0, { message: 'The max customers must be at least 0.' })
  @Max(10_000_000, { message: 'The max customers may not be greater than 10000000.' })
  max_customers?: number;

  @ApiPropertyOptional({ description: '0 = unlimited; absent = 5 on a paid plan, 2 on a free one', example: 5, minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'The max employees must be a whole number.' })
  @Min(0, { message: 'The max employees must be at least 0.' })
  @Max(1_000_000, { message: 'The max employees may not be greater than 1000000.' })
  max_employees?: number;

  @ApiPropertyOptional({ type: [String], example: ['Daily entry tracking', 'WhatsApp statements'] })
  @IsOptional()
  @IsArray({ message: 'The features must be a list of texts.' })
  @ArrayMaxSize(50, { message: 'A plan may list at most 50 features.' })
  @IsString({ each: true, message: 'Each feature must be a text.' })
  @MaxLength(255, { each: true, message: 'A feature may not be greater than 255 characters.' })
  features?: string[];

  @ApiPropertyOptional({ description: 'Shown as the recommended plan', default: false })
  @IsOptional()
  @IsBoolean({ message: 'The is popular field must be true or false.' })
  is_popular?: boolean;
}

/** Limits left out: a paid plan gets 250 customers and 5 employees, a free one 50 and 2 (docs/product.md, "Rules the screens and the API share"). */
export function toPlanTerms(dto: PlanDto): PlanTerms {
  const paid = dto.price_per_month > 0;
  return {
    name: dto.name.trim(),
    description: dto.description?.trim() ?? '',
    price_per_month: dto.price_per_month.toFixed(2),
    max_plants: dto.max_plants,
    max_customers: dto.max_customers ?? (paid ? 250 : 50),
    max_employees: dto.max_employees ?? (paid ? 5 : 2),
    features: (dto.features ?? []).map((f) => f.trim()).filter((f) => f !== ''),
    is_popular: dto.is_popular ?? false,
  };
}

export class SelectPackageDto {
  @ApiProperty({ example: 2 })
  @IsNotEmpty({ message: 'The subscription plan id field is required.' })
  @IsInt({ message: 'The subscription plan id must be a whole number.' })
  @Min(1, { message: 'The selected subscription plan id is invalid.' })
  subscription_plan_id: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: '{ selected_at, selected_by, package_name }, kept with the choice',
  })
  @IsOptional()
  @IsObject({ message: 'The metadata must be an object.' })
  metadata?: Record<string, unknown>;
}

const planFields = {
  id: num({ example: 2 }),
  name: text({ example: 'Standard' }),
  description: text({ description: 'Empty when none' }),
  price_per_month: num({ example: 299 }),
  formatted_price: text({ example: 'PKR 299.00' }),
  max_plants: num({ example: 1, description: '0 = unlimited' }),
  max_customers: num({ example: 250, description: '0 = unlimited' }),
  max_employees: num({ example: 5, description: '0 = unlimited' }),
  features: list(String),
  is_popular: bool(),
  is_retired: bool({ description: 'No longer offered; kept by the owners who have it' }),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<PlanView>;

/** A subscription plan; limits of 0 mean unlimited. */
export const PlanResponse = model('PlanResponse', planFields);

/** The owner's plan (the Free plan when none was chosen). */
export const OwnerPlanResponse = model('OwnerPlanResponse', {
  ...planFields,
  selected_at: moment({ description: 'null: never chosen' }).nullable(),
} satisfies Fields<OwnerPlanView>);

/** GET /filter-owner/packages/current and what choosing a plan answers. */
export const CurrentPackageResponse = model('CurrentPackageResponse', {
  subscription_plan: one(OwnerPlanResponse),
  selected_at: moment({ description: 'null: never chosen (the Free plan applies)' }).nullable(),
});
