import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { LATITUDE_RANGE, LONGITUDE_RANGE, PlantResponse } from './plant.dto';
import type { NearbyPlant, PlantDirectoryItem } from './plant-directory.queries';

export class PlantDirectoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Plant name, code or owner name' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'The search may not be greater than 255 characters.' })
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'], description: 'inactive: awaiting activation (or deactivated)' })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'The status must be active or inactive.' })
  status?: 'active' | 'inactive';
}

export class NearbyQueryDto {
  @ApiProperty({ minimum: -90, maximum: 90, example: 24.8607, description: 'Where the customer is' })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lat field is required and must be a number.' })
  @Min(-90, { message: LATITUDE_RANGE })
  @Max(90, { message: LATITUDE_RANGE })
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 67.0011 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lng field is required and must be a number.' })
  @Min(-180, { message: LONGITUDE_RANGE })
  @Max(180, { message: LONGITUDE_RANGE })
  lng: number;

  @ApiPropertyOptional({ default: 10, minimum: 0.1, maximum: 100, description: 'Kilometres' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The radius km must be a number.' })
  @Min(0.1, { message: 'The radius km must be at least 0.1.' })
  @Max(100, { message: 'The radius km may not be greater than 100.' })
  radius_km?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100, description: 'At most this many plants' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The limit must be an integer.' })
  @Min(1, { message: 'The limit must be at least 1.' })
  @Max(100, { message: 'The limit may not be greater than 100.' })
  limit?: number;
}

const NEARBY_FIELDS = new Set(['lat', 'lng', 'radius_km', 'limit']);
/** A plain decimal as the app writes coordinates: what Number() reads the same as class-transformer does. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,17})?$/;
const WHOLE = /^\d{1,3}$/;

function decimalIn(value: unknown, min: number, max: number): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The nearby search as the app sends it, read without class-transformer and class-validator
 * (about a tenth of the route's CPU): only a query that every rule of NearbyQueryDto accepts as
 * it stands (plain decimals within the ranges, a whole limit, no other field, each given once,
 * nothing the storable-value rule refuses) is read here, to the values the DTO would give.
 * Anything else is null, and the DTO decides, so no answer or message differs.
 */
export function plainNearbyQuery(query: Record<string, unknown> | undefined): NearbyQueryDto | null {
  if (!query) return null;
  for (const key of Object.keys(query)) if (!NEARBY_FIELDS.has(key)) return null;
  const lat = decimalIn(query.lat, -90, 90);
  const lng = decimalIn(query.lng, -180, 180);
  if (lat === null || lng === null) return null;
  const nearby: NearbyQueryDto = { lat, lng };
  if (query.radius_km !== undefined) {
    const radius = decimalIn(query.radius_km, 0.1, 100);
    if (radius === null) return null;
    nearby.radius_km = radius;
  }
  if (query.limit !== undefined) {
    if (typeof query.limit !== 'string' || !WHOLE.test(query.limit)) return null;
    const limit = Number(query.limit);
    if (limit < 1 || limit > 100) return null;
    nearby.limit = limit;
  }
  return nearby;
}

export class PlantOwnerResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;
}

/** A plant of any owner, as the super admin lists it. */
export class PlantDirectoryItemResponse extends PlantResponse implements PlantDirectoryItem {
  @ApiProperty({ type: () => PlantOwnerResponse })
  owner: PlantOwnerResponse;

  @ApiProperty()
  owner_name: string;
}

/** GET /super-admin/filter-plants. */
export class PlantDirectoryPageResponse {
  @ApiProperty({ type: [PlantDirectoryItemResponse], description: "'Awaiting Activation' first, then newest" })
  data: PlantDirectoryItemResponse[];

  @ApiProperty({ example: 1 })
  current_page: number;

  @ApiProperty({ example: 1 })
  last_page: number;

  @ApiProperty({ example: 15 })
  per_page: number;

  @ApiProperty()
  total: number;
}

/** A plant near the point; coordinates and distance are of its public point, never the exact spot. */
export class NearbyPlantResponse implements NearbyPlant {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  code: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ example: 50, description: 'PKR per can' })
  default_can_rate: number;

  @ApiProperty({ example: 24.864, description: 'The public point (3 decimals)' })
  latitude: number;

  @ApiProperty({ example: 67.005, description: 'The public point (3 decimals)' })
  longitude: number;

  @ApiProperty({ example: 1.3, description: 'Kilometres to the public point, to one decimal' })
  distance_km: number;
}

export class NearbyCenterResponse {
  @ApiProperty()
  lat: number;

  @ApiProperty()
  lng: number;
}

/** GET /public/plants/nearby. */
export class NearbyPlantsResponse {
  @ApiProperty({ type: [NearbyPlantResponse], description: 'Nearest first' })
  plants: NearbyPlantResponse[];

  @ApiProperty({ example: 10 })
  radius_km: number;

  @ApiProperty({ type: () => NearbyCenterResponse, description: 'The point searched from' })
  center: NearbyCenterResponse;
}
