import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const MONEY = { maxDecimalPlaces: 2 };
const COORDINATE = { allowNaN: false, allowInfinity: false };
export const LATITUDE_RANGE = 'The latitude must be between -90 and 90.';
export const LONGITUDE_RANGE = 'The longitude must be between -180 and 180.';

/** Optional text that may also be null or empty (the settings screen sends empty values as absent). */
const isGiven = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

export class CreatePlantDto {
  @ApiProperty({ example: 'Main Plant' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiProperty({ example: 'Block 5, Gulshan-e-Iqbal, Karachi' })
  @IsNotEmpty({ message: 'The address field is required.' })
  @IsString({ message: 'The address must be a string.' })
  @MaxLength(1000, { message: 'The address may not be greater than 1000 characters.' })
  address: string;

  @ApiPropertyOptional()
  @ValidateIf(isGiven)
  @IsString({ message: 'The phone must be a string.' })
  @MaxLength(20, { message: 'The phone may not be greater than 20 characters.' })
  phone?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(isGiven)
  @IsString({ message: 'The phone secondary must be a string.' })
  @MaxLength(20, { message: 'The phone secondary may not be greater than 20 characters.' })
  phone_secondary?: string | null;

  @ApiPropertyOptional({ description: 'Same as phone_secondary (the onboarding payload name)' })
  @ValidateIf(isGiven)
  @IsString({ message: 'The secondary phone must be a string.' })
  @MaxLength(20, { message: 'The secondary phone may not be greater than 20 characters.' })
  secondary_phone?: string | null;

  @ApiProperty({ example: 50 })
  @IsNotEmpty({ message: 'The default can rate field is required.' })
  @IsNumber(MONEY, { message: 'The default can rate must be a number with at most 2 decimals.' })
  @Min(0.01, { message: 'The default can rate must be greater than 0.' })
  @Max(1_000_000, { message: 'The default can rate may not be greater than 1000000.' })
  default_can_rate: number;

  @ApiPropertyOptional({ minimum: -90, maximum: 90 })
  @ValidateIf(isGiven)
  @IsNumber(COORDINATE, { message: 'The latitude must be a number.' })
  @Min(-90, { message: LATITUDE_RANGE })
  @Max(90, { message: LATITUDE_RANGE })
  latitude?: number | null;

  @ApiPropertyOptional({ minimum: -180, maximum: 180 })
  @ValidateIf(isGiven)
  @IsNumber(COORDINATE, { message: 'The longitude must be a number.' })
  @Min(-180, { message: LONGITUDE_RANGE })
  @Max(180, { message: LONGITUDE_RANGE })
  longitude?: number | null;
}

/** The settings save: every field optional, absent fields keep their value. */
export class UpdatePlantDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNotEmpty({ message: 'The address field is required.' })
  @IsString({ message: 'The address must be a string.' })
  @MaxLength(1000, { message: 'The address may not be greater than 1000 characters.' })
  address?: string;

  @ApiPropertyOptional()
  @ValidateIf(isGiven)
  @IsString({ message: 'The phone must be a string.' })
  @MaxLength(20, { message: 'The phone may not be greater than 20 characters.' })
  phone?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(isGiven)
  @IsString({ message: 'The phone secondary must be a string.' })
  @MaxLength(20, { message: 'The phone secondary may not be greater than 20 characters.' })
  phone_secondary?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(isGiven)
  @IsString({ message: 'The secondary phone must be a string.' })
  @MaxLength(20, { message: 'The secondary phone may not be greater than 20 characters.' })
  secondary_phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'The default can rate must be a number with at most 2 decimals.' })
  @Min(0, { message: 'The default can rate must be at least 0.' })
  @Max(1_000_000, { message: 'The default can rate may not be greater than 1000000.' })
  default_can_rate?: number;
}

export class PlantLocationDto {
  @ApiProperty({ minimum: -90, maximum: 90 })
  @IsNotEmpty({ message: 'The latitude field is required.' })
  @IsNumber(COORDINATE, { message: 'The latitude must be a number.' })
  @Min(-90, { message: LATITUDE_RANGE })
  @Max(90, { message: LATITUDE_RANGE })
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @IsNotEmpty({ message: 'The longitude field is required.' })
  @IsNumber(COORDINATE, { message: 'The longitude must be a number.' })
  @Min(-180, { message: LONGITUDE_RANGE })
  @Max(180, { message: LONGITUDE_RANGE })
  longitude: number;

  @ApiPropertyOptional({ description: "The plant's address, as the owner confirmed it" })
  @ValidateIf(isGiven)
  @IsString({ message: 'The address confirmation must be a string.' })
  @MaxLength(1000, { message: 'The address confirmation may not be greater than 1000 characters.' })
  address_confirmation?: string | null;
}

/** Empty text and null both mean "no value". */
export const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
