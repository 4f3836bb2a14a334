import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/** A subscription plan; limits of 0 mean unlimited. */
export class PlanResponse implements PlanView {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Standard' })
  name: string;

  @ApiProperty({ description: 'Empty when none' })
  description: string;

  @ApiProperty({ example: 299 })
  price_per_month: number;

  @ApiProperty({ example: 'PKR 299.00' })
  formatted_price: string;

  @ApiProperty({ example: 1, description: '0 = unlimited' })
  max_plants: number;

  @ApiProperty({ example: 250, description: '0 = unlimited' })
  max_customers: number;

  @ApiProperty({ example: 5, description: '0 = unlimited' })
  max_employees: number;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty()
  is_popular: boolean;

  @ApiProperty({ description: 'No longer offered; kept by the owners who have it' })
  is_retired: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** The owner's plan (the Free plan when none was chosen). */
export class OwnerPlanResponse extends PlanResponse implements OwnerPlanView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never chosen' })
  selected_at: string | null;
}

/** GET /filter-owner/packages/current and what choosing a plan answers. */
export class CurrentPackageResponse {
  @ApiProperty({ type: () => OwnerPlanResponse })
  subscription_plan: OwnerPlanResponse;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never chosen (the Free plan applies)' })
  selected_at: string | null;
}
